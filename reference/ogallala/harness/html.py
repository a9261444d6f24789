"""The HTML report of a conformance run: one self-contained file, readable offline.

It holds the counts by edition and area, every run in a table, and the failures grouped by
cause; filters (outcome, edition, area, ruling) show only what the reader asks for. Each
failure shows the scenario with its failing step, the rule, the boards (expected and found
side by side, what differs marked), the difference, the engine's stderr and the protocol
lines of the run. Every engine string is cleaned (``clean.clean``) and then escaped by the
template engine's autoescape; the drawings escape their own text.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import jinja2
from markupsafe import Markup

from ..drawing import legend
from ..model.editions import EDITION_IDS
from ..protocol.interface import Hello
from .boards import Board, boards
from ..util.clean import clean, first_line
from .failures import Rerun, _readings, cited_rules, group, rule_lines
from .report import COLUMNS, headline, hello_line, metadata
from .results import OUTCOMES, SUMMARY, Result

DRAWN = 40
"""Failures drawn with their boards, the first of each cause first: a report of a thousand
failures stays a file a browser opens (the rest are shown as text)."""
SHOWN = 8
"""Failures of one cause shown in full; the others are listed by run key."""


@dataclass(frozen=True)
class Line:
    text: str
    state: str
    """``done``, ``failing`` or ``todo`` for a scenario's steps; ``minus``/``plus``/``same`` for a diff."""


@dataclass
class Failure:
    result: Result
    rerun: str
    rules: list[str]
    readings: str
    scenario: list[Line]
    message: str
    diff: list[Line]
    expected: str
    actual: str
    divergence: str
    diagnosis: str
    stderr: str
    transcript: list[str]
    boards: list[Board] = field(default_factory=list)
    svgs: list[tuple[str, Markup, str]] = field(default_factory=list)


def _scenario(result: Result) -> list[Line]:
    failing = re.sub(r" \(line \d+\)$", "", result.step)
    out, state = [], "done"
    for line in clean(result.text).splitlines():
        if state == "done" and failing and line.strip() == failing:
            out.append(Line(line, "failing"))
            state = "failing"
        elif state == "failing" and line.startswith("    "):  # the failing step's docstring or table
            out.append(Line(line, "failing"))
        else:
            state = "todo" if state == "failing" else state
            out.append(Line(line, state))
    return out


def _diff(result: Result) -> list[Line]:
    return [Line(clean(x, 400), "minus" if x.startswith("- ") else "plus" if x.startswith("+ ") else "same")
            for x in result.detail.diff]


def failure(result: Result, rerun: Rerun | None, draw: bool) -> Failure:
    d = result.detail
    rules = [line for rid in cited_rules(result) for line, _ in rule_lines(rid, result.edition)]
    readings = "".join(line for line, _ in _readings(result)).strip()
    made = Failure(
        result=result, rerun=rerun.command(result.key) if rerun else "", rules=[r.strip() for r in rules],
        readings=readings, scenario=_scenario(result), message=clean(result.message), diff=_diff(result),
        expected=clean(d.expected), actual=clean(d.actual), divergence=clean(d.divergence),
        diagnosis=clean(d.diagnosis, 600), stderr="\n".join(clean(result.stderr, None).rstrip().splitlines()[-20:]) if result.stderr.strip() else "",
        transcript=[clean(x, 2100) for x in d.transcript],
    )
    if draw:
        made.boards = boards(result)
        made.svgs = [(b.caption, Markup(b.svg), b.role) for b in made.boards]
    return made


@cache
def _environment() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"), autoescape=True,
                              undefined=jinja2.StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def html_report(hello: Hello, label: str, results: Sequence[Result], seconds: float,
                meta: dict[str, str] | None = None, rerun: Rerun | None = None) -> str:
    """The report as one HTML document (styles, script and drawings inline)."""
    meta = meta or metadata()
    rank = {e: i for i, e in enumerate(EDITION_IDS)}
    counts: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for r in results:
        counts[(r.edition, r.area)][r.outcome] += 1
    shown = [o for o, _ in COLUMNS if o in ("passed", "failed", "error") or any(r.outcome == o for r in results)]
    summary = [(e, a, [c[o] for o in shown], sum(c.values()))
               for (e, a), c in sorted(counts.items(), key=lambda kv: (rank.get(kv[0][0], 99), kv[0]))]
    totals = Counter(r.outcome for r in results)
    causes, drawn = [], 0
    for g in group(results):
        full = []
        for r in g.results[:SHOWN]:
            full.append(failure(r, rerun, drawn < DRAWN))
            drawn += 1
        causes.append((clean(g.summary(), 600), full, g.results[SHOWN:]))
    return _environment().get_template("report.html.j2").render(
        title=f"Ogallala conformance: {hello_line(hello)}", engine=hello_line(hello), command=clean(label, 1000),
        meta=meta, headline=headline(results, seconds).plain, bad=any(r.unexpected for r in results),
        outcomes=shown, names=SUMMARY, summary=summary, totals=[totals[o] for o in shown], total=len(results),
        results=results, causes=causes, clean=clean, first_line=first_line,
        editions=sorted({r.edition for r in results}, key=lambda e: rank.get(e, 99)),
        areas=sorted({r.area for r in results}), rulings=sorted({x for r in results for x in r.rulings}),
        all_outcomes=[o for o in OUTCOMES if totals[o]], in_process=rerun is None or rerun.engine is None,
        legend=Markup(legend()), drawn_limit=DRAWN, undrawn=drawn > DRAWN,
    )
