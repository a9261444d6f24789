"""A fingerprint as text (the console) and as JSON.

The text leads with what an engine author acts on: the readings found otherwise than the
engine declares, with the runs that decided them; then the choices no scenario can tell
apart; then the runs no reading explains (bugs). Everything the engine sent (its name,
messages) is untrusted: printed as rich ``Text``, cleaned and cut.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..util.clean import clean_line, clean_tree
from ..harness.report import engine_json
from ..harness.results import TEXT_MAX
from .fit import Choice, EditionPrint, Unexplained
from .take import Fingerprint

LISTED = 20
"""Most unexplained runs printed per edition and kind (the JSON holds them all)."""


def _against(choice: Choice) -> str:
    parts = [f"{a.alternative} by {a.count} run{'s' if a.count != 1 else ''}"
             + (f" ({', '.join(a.runs)}{', ...' if a.count > len(a.runs) else ''})" if a.runs else "")
             for a in choice.against]
    return "rules out " + "; ".join(parts) if parts else "no run tells it from another alternative"


def _choice_line(choice: Choice) -> Text:
    text = Text(f"  {choice.ruling}: ")
    if choice.verdict == "named":
        text.append(choice.reading, style="bold")
    else:
        text.append(" | ".join(choice.found), style="bold")
        text.append(" (no scenario tells them apart)" if choice.verdict == "indistinguishable"
                    else " (tied: the results contradict each other)", style="yellow")
    if choice.declared not in choice.found:
        text.append(f", declares {choice.declared}", style="red")
    if choice.mismatches:
        text.append(f", best fit: {choice.mismatches} of {choice.runs} runs not explained", style="red")
    text.append(f"; {_against(choice)}")
    return text


def _unexplained(console: Console, title: str, items: tuple[Unexplained, ...]) -> None:
    if not items:
        return
    console.print(Text(f"  {title} ({len(items)}):", style="bold red"))
    for item in items[:LISTED]:
        line = Text(f"    {item.key}: {item.observed}, the readings found predict {item.expected}")
        if item.explained_by:
            line.append(f"; {', '.join(item.explained_by)} alone would explain it")
        if item.message:
            line.append(f" ({clean_line(item.message, 200)})", style="dim")
        console.print(line)
    if len(items) > LISTED:
        console.print(f"    ... and {len(items) - LISTED} more (see --json)")


def _edition(console: Console, e: EditionPrint, everything: bool) -> None:
    console.print()
    head = Text(f"{e.edition}", style="bold")
    head.append(f": {e.explained} of {e.fitted} runs explained ({100 * e.fit:.1f}%), {e.passed} of {e.runs} passed"
                + (", not declared by the engine" if not e.declared else ""))
    console.print(head)
    differ = [c for c in e.readings if c.verdict != "named" or c.reading != c.decision or c.declared not in c.found
              or c.mismatches]
    shown = list(e.readings) if everything else differ
    same = len(e.readings) - len(differ)
    if shown:
        console.print(Text("  readings:" if everything else "  readings found otherwise than decided, tied or unsure:"))
        for choice in shown:
            console.print(_choice_line(choice))
    if not everything:
        console.print(Text(f"  {same} more contested rulings read as decided, each told apart by the runs "
                           "that name it (--verbose lists them)", style="dim"))
    variants = [v for v in e.variants if v.runs]
    if variants:
        console.print(Text("  variants: " + ", ".join(
            f"{v.id} {v.verdict} ({v.explained}/{v.runs} explained{', declared' if v.declared else ', not declared'})"
            for v in variants)))
    if e.unnamed:
        console.print(Text(f"  {len(e.unnamed)} runs are explained only by a reading of a ruling they do not name "
                           f"(the suite should tag them with it): {', '.join(e.unnamed[:5])}"
                           + (", ..." if len(e.unnamed) > 5 else ""), style="dim"))
    _unexplained(console, "runs no reading explains (bugs)", e.bugs)
    _unexplained(console, "runs another reading would explain, outvoted by the other runs", e.outvoted)


def print_report(console: Console, fp: Fingerprint, label: str, everything: bool = False) -> None:
    hello = fp.hello
    console.print(Text(f"Fingerprint of {clean_line(label, 200)}: {clean_line(hello.name, 100)} "
                       f"{clean_line(hello.version, 40)}", style="bold"))
    said = ", ".join(f"{k}={v}" for k, v in list(hello.rulings.items())[:50]) or "the decisions"
    console.print(Text(f"declares editions {', '.join(clean_line(e, 40) for e in hello.editions[:10]) or 'none'}; "
                       "readings: " + ("any it is given" if hello.plays_readings else clean_line(said, 400))))
    for warning in fp.warnings:
        console.print(Text(f"warning: {clean_line(warning, 400)}", style="yellow"))
    table = Table(title="How well each edition's suite explains the engine", title_justify="left")
    for column in ("edition", "runs", "passed", "fitted", "explained", "bugs", "outvoted", "errors", "fit"):
        table.add_column(column, justify="left" if column == "edition" else "right")
    for e in fp.editions:
        table.add_row(e.edition, str(e.runs), str(e.passed), str(e.fitted), str(e.explained), str(len(e.bugs)),
                      str(len(e.outvoted)), str(e.errors), f"{100 * e.fit:.1f}%")
    console.print(table)
    for e in fp.editions:
        _edition(console, e, everything)
    console.print()
    best = fp.best
    if best is not None:
        top = [e for e in fp.editions if e.implemented and e.fit == best.fit]
        console.print(Text(f"best explained ({100 * best.fit:.1f}% of the runs) as "
                           + "; ".join(e.edition + (f" with {', '.join(f'{r}={a}' for r, a in e.chosen.items())}"
                                                    if e.chosen else " as decided") for e in top), style="bold"))
    console.print(Text(f"played in {fp.seconds.get('engine', 0):.1f} s, fitted in {fp.seconds.get('predict', 0):.1f} s "
                       f"({fp.predictions} predictions computed)", style="dim"))


def json_report(fp: Fingerprint, label: str) -> dict[str, Any]:
    """The fingerprint as JSON: the engine's hello bounded as ``conformance --json`` bounds it
    (``harness.report.engine_json``), and every string of the document cleaned."""
    best = fp.best
    hello = engine_json(fp.hello, label)
    command = hello.pop("command")
    document: dict[str, Any] = clean_tree({
        "engine": command,
        "hello": hello,
        "warnings": list(fp.warnings),
        "best": best.edition if best else None,
        "editions": [
            {**asdict(e), "fit": e.fit, "implemented": e.implemented,
             "readings": [{**asdict(c), "deciding": list(c.deciding)} for c in e.readings],
             "variants": [{**asdict(v), "verdict": v.verdict} for v in e.variants]}
            for e in fp.editions
        ],
        "seconds": fp.seconds,
        "predictions": fp.predictions,
    }, TEXT_MAX)
    return document
