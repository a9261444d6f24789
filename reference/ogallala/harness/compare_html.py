"""The HTML report of several engines: the matrix, and each run they disagree on with every
engine's answer side by side, its boards drawn and what differs marked.

For a run that an engine failed by a position, a display or a card, ``boards.boards`` draws
what the rules expected and what the engine had, the differing spaces marked; the expected
board stands in the column of each engine that passed (it gave that position), the found
board in the column of the engine that failed. An engine that skipped the run says why. One
self-contained file (styles and drawings inline); every engine string is cleaned and then
escaped by the template engine's autoescape.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from markupsafe import Markup

from ..drawing import legend
from ..model.editions import EDITION_IDS
from ..util.clean import clean, clean_line
from .boards import boards
from .compare import answer, grouped
from .html import _environment
from .reports import Disagreement, Report
from .results import Result

DRAWN = 30
"""Runs drawn with their boards (the first of each group first); the rest are listed."""
SHOWN = 5
"""Runs of one group shown side by side; the others are listed by run key."""


@dataclass
class Column:
    """One engine's answer to one run."""

    engine: str
    outcome: str
    said: str
    board: Markup | None = None
    caption: str = ""
    role: str = ""


@dataclass
class Side:
    """A run the engines disagree on, each engine's answer beside the others'."""

    key: str
    name: str
    location: str
    columns: list[Column] = field(default_factory=list)


def _side(d: Disagreement, engines: Mapping[str, Sequence[Result]], draw: bool) -> Side:
    answers = {name: next((r for r in results if r.key == d.id), None) for name, results in engines.items()}
    first = next(r for r in answers.values() if r is not None)
    side = Side(d.id, clean_line(first.name, 300), clean_line(first.location, 300))
    expected: tuple[str, Markup] | None = None
    drawn: dict[str, tuple[str, Markup, str]] = {}
    if draw:
        for name, r in answers.items():
            if r is None or r.outcome in ("passed", "skipped"):
                continue
            made = boards(r)
            found = next((b for b in made if b.role == "actual"), None) or next((b for b in made if b.role == "before"), None)
            want = next((b for b in made if b.role == "expected"), None)
            if found is not None:
                drawn[name] = (f"{found.caption} ({clean_line(name, 100)})", Markup(found.svg), found.role)
            if want is not None and expected is None:
                expected = ("expected by the rules", Markup(want.svg))
    for name, r in answers.items():
        if r is None:
            side.columns.append(Column(name, "absent", "not in this engine's runs"))
            continue
        column = Column(name, r.outcome, answer(r))
        if name in drawn:
            column.caption, column.board, column.role = drawn[name]
        elif r.outcome == "passed" and expected is not None:
            column.caption, column.board, column.role = expected[0], expected[1], "expected"
        side.columns.append(column)
    return side


def comparison_html(report: Report, engines: Mapping[str, Sequence[Result]], headline: str) -> str:
    """The report of several engines as one HTML document."""
    rank = {e: i for i, e in enumerate(EDITION_IDS)}
    cells: dict[tuple[str, str], dict[str, Counter[str]]] = defaultdict(lambda: defaultdict(Counter))
    for name, results in engines.items():
        for r in results:
            cells[(r.edition, r.area)][name][r.outcome] += 1

    def cell(c: Counter[str]) -> tuple[str, str]:
        played = sum(c.values()) - c["skipped"]
        if not sum(c.values()):
            return "-", "none"
        text = f"{c['passed']}/{played}" + (f" (+{c['xfailed']} xfailed)" if c["xfailed"] else "") + \
            (f" ({c['skipped']} skipped)" if c["skipped"] else "")
        return text, "good" if played and c["passed"] + c["xfailed"] == played else "bad" if played else "none"

    rows = [(e, a, [cell(by[n]) for n in engines]) for (e, a), by in
            sorted(cells.items(), key=lambda kv: (rank.get(kv[0][0], 99), kv[0]))]
    totals = [cell(Counter(r.outcome for r in results)) for results in engines.values()]
    groups, drawn = [], 0
    for group in grouped(report.disagreements):
        sides = []
        for d in group[:SHOWN]:
            sides.append(_side(d, engines, drawn < DRAWN))
            drawn += 1
        groups.append((group[0], sides, [d.id for d in group[SHOWN:]]))
    return _environment().get_template("compare.html.j2").render(
        title=f"Ogallala conformance: {len(engines)} engines", headline=clean(headline, 600),
        engines=[(e.name, clean_line(str(e.engine.get("command", "")), 500), e.summary) for e in report.engines],
        names=list(engines), rows=rows, totals=totals, groups=groups, meta=report.meta,
        disagreements=len(report.disagreements), legend=Markup(legend()),
    )
