"""Several engines on the same runs: the matrix of their results and the runs they disagree on.

Two engines disagree on a run when both played it (neither skipped it, nor left it out as a
row for another reading) and they ended it differently: in outcome, or in the cause of a
failure (the same step definition and message shape that ``failures.group`` sorts failures
by). Disagreements that share the engines, outcomes and causes form one group, so that one
wrong rule is one paragraph however many runs show it.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..model.editions import EDITION_IDS
from ..util.clean import clean_line
from .failures import _step_pattern, shape
from .reports import Disagreement
from .results import Result

COMPARED = ("passed", "failed", "error", "broken", "xfailed", "xpassed")
"""The outcomes compared. A skip is compared only when it is of kind ``reading`` (the
engine reads a ruling the run depends on otherwise: a difference in the rules); a run an
engine skips for an edition or variant it does not claim is no answer."""


def compared(r: Result) -> bool:
    return r.outcome in COMPARED or (r.outcome == "skipped" and r.kind == "reading")


def cause_key(r: Result) -> tuple[str, ...]:
    """What two results must share to agree: the outcome and, for anything but a pass, the
    kind, the step definition and the message's shape."""
    if r.outcome == "passed":
        return ("passed",)
    if r.outcome == "skipped":
        return ("skipped", r.kind, r.reason)
    step = _step_pattern(r.step) if r.step else ""
    return (r.outcome, r.kind, step, shape(r.message))


def answer(r: Result) -> str:
    """One engine's answer to a run, in a few words: its outcome and its message's first line."""
    if r.outcome == "passed":
        return "passed"
    if r.outcome == "skipped":
        return clean_line(f"skipped ({r.kind}): {r.reason}", 300)
    first = r.message.strip().splitlines()[0] if r.message.strip() else ""
    where = re.sub(r" \(line \d+\)$", "", r.step) if r.step else ""
    kind = f" ({r.kind})" if r.kind else ""
    return clean_line(f"{r.outcome}{kind}: {first}" + (f" [{where}]" if where else ""), 300)


def disagreements(engines: Mapping[str, Sequence[Result]]) -> list[Disagreement]:
    """The runs played by two or more of ``engines`` (name -> results) that they ended
    differently, in the order of the first engine's runs (then the others')."""
    by_key: dict[str, dict[str, Result]] = defaultdict(dict)
    for name, results in engines.items():
        for r in results:
            if compared(r):
                by_key[r.key][name] = r
    out = []
    for key, answers in by_key.items():
        if len(answers) < 2 or len({cause_key(r) for r in answers.values()}) < 2:
            continue
        first = next(iter(answers.values()))
        signature = repr(sorted((name, cause_key(r)) for name, r in answers.items()))
        out.append(Disagreement(
            id=key, edition=first.edition, rules=tuple(first.rules), rulings=tuple(first.rulings),
            outcomes={name: r.outcome for name, r in answers.items()},
            cause="; ".join(f"{clean_line(name, 200)}: {answer(r)}" for name, r in answers.items()),
            group=hashlib.sha256(signature.encode("utf-8", "surrogatepass")).hexdigest()[:12],
        ))
    return out


def grouped(found: Sequence[Disagreement]) -> list[list[Disagreement]]:
    """The disagreements by group, the biggest group first."""
    groups: dict[str, list[Disagreement]] = defaultdict(list)
    for d in found:
        groups[d.group].append(d)
    return sorted(groups.values(), key=lambda g: -len(g))


STYLE = {"passed": "green", "failed": "red", "error": "red", "broken": "magenta", "xfailed": "cyan",
         "xpassed": "red", "skipped": "yellow"}


def matrix(engines: Mapping[str, Sequence[Result]], title: str) -> Table:
    """Engine by edition by area: in each cell, the runs passed of those played, and the
    skipped ones (an engine that skips a run shows it so in its column)."""
    out = Table(title=Text(clean_line(title, 200)), title_justify="left")
    out.add_column("edition", no_wrap=True)
    out.add_column("area", no_wrap=True)
    for name in engines:
        out.add_column(Text(clean_line(name, 200)), justify="right", no_wrap=True)
    counts: dict[tuple[str, str], dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    for name, results in engines.items():
        for r in results:
            counts[(r.edition, r.area)][name][r.outcome] += 1
    rank = {e: i for i, e in enumerate(EDITION_IDS)}

    def cell(c: Counter[str], bold: bool = False) -> Text:
        played = sum(c.values()) - c["skipped"]
        good = c["passed"] + c["xfailed"]
        if not sum(c.values()):
            return Text("-", style="dim")
        style = "green" if played and good == played else "red" if played else "yellow"
        text = Text(f"{c['passed']}/{played}", style=style + (" bold" if bold else ""))
        if c["xfailed"]:
            text.append(f" +{c['xfailed']}x", style="cyan")
        if c["skipped"]:
            text.append(f" ({c['skipped']} skipped)", style="yellow")
        return text

    previous = None
    for (edition, area), by in sorted(counts.items(), key=lambda kv: (rank.get(kv[0][0], 99), kv[0])):
        out.add_row(Text(edition if edition != previous else ""), Text(area), *(cell(by[n]) for n in engines))
        previous = edition
    out.add_section()
    totals = [Counter(r.outcome for r in results) for results in engines.values()]
    out.add_row(Text("all", style="bold"), Text(""), *(cell(t, bold=True) for t in totals))
    return out


SHOWN = 40
"""Most run keys listed under one group of disagreements in the terminal (the JSON has all)."""


def print_comparison(console: Console, engines: Mapping[str, Sequence[Result]], found: Sequence[Disagreement]) -> None:
    """The matrix, then each group of disagreements: what each engine answered, and the runs."""
    console.print(matrix(engines, f"Conformance of {len(engines)} engines (passed/played)"), highlight=False)
    groups = grouped(found)
    if not groups:
        console.print(Text(f"the {len(engines)} engines agree on every run they all played", style="bold green"))
        return
    console.print(Text(f"{len(found)} run{'s' if len(found) > 1 else ''} where the engines disagree, in "
                       f"{len(groups)} group{'s' if len(groups) > 1 else ''} by cause:",
                       style="bold"))
    for group in groups:
        first = group[0]
        text = Text()
        text.append(f"{len(group)} run{'s' if len(group) > 1 else ''}", style="bold")
        text.append(f" (group {first.group}; rules {', '.join(first.rules) or '-'}"
                    + (f"; rulings {', '.join(first.rulings)}" if first.rulings else "") + ")\n")
        for name in first.outcomes:
            said = next(answer(r) for r in engines[name] if r.key == first.id)
            text.append(f"  {clean_line(name, 200)}: ", style="bold")
            text.append(said + "\n", style=STYLE.get(first.outcomes[name], ""))
        for d in group[:SHOWN]:
            text.append(f"    {d.id}  ", style="cyan")
            text.append("  ".join(f"{clean_line(n, 200)}={o}" for n, o in d.outcomes.items()) + "\n", style="dim")
        if len(group) > SHOWN:
            text.append(f"    and {len(group) - SHOWN} more (every run is in the --json report)\n", style="dim")
        console.print(text, highlight=False, soft_wrap=True)


def markdown(engines: Mapping[str, Sequence[Result]], found: Sequence[Disagreement], heads: Mapping[str, str]) -> str:
    """A short Markdown report of several engines for a CI job's summary page: each engine's
    headline, the matrix by edition, and one line per group of disagreements (at most
    ``report.SUMMARY_MAX`` bytes; the groups that would not fit are counted)."""
    from .report import SUMMARY_MAX, _code, _md

    rank = {e: i for i, e in enumerate(EDITION_IDS)}
    names = list(engines)
    lines = [f"## Ogallala conformance: {len(names)} engines", ""]
    lines += [f"- **{_md(name)}**: {_md(heads.get(name, ''))}" for name in names]
    editions = sorted({r.edition for rs in engines.values() for r in rs}, key=lambda e: rank.get(e, 99))
    lines += ["", "| edition | " + " | ".join(_md(n) for n in names) + " |", "|---" * (len(names) + 1) + "|"]
    for edition in editions:
        cells = []
        for name in names:
            c = Counter(r.outcome for r in engines[name] if r.edition == edition)
            cells.append(f"{c['passed']}/{sum(c.values()) - c['skipped']}" + (f" ({c['skipped']} skipped)" if c["skipped"] else ""))
        lines.append(f"| {edition} | " + " | ".join(cells) + " |")
    groups = grouped(found)
    lines += ["", f"### {len(found)} runs where the engines disagree" if groups else "The engines agree on every run they all played.", ""]
    text = "\n".join(lines) + "\n"
    room = SUMMARY_MAX - len(text.encode("utf-8")) - 400
    left = 0
    for group in groups:
        first = group[0]
        line = f"- {len(group)} run{'s' if len(group) > 1 else ''}: {_md(first.cause)} (first: {_code(first.id)})\n"
        size = len(line.encode("utf-8"))
        if left or size > room:
            left += 1
            continue
        text += line
        room -= size
    if left:
        text += f"\n{left} more groups left out: every disagreement is in the `--json` report\n"
    return text
