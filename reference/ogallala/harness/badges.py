"""Badges for an engine's README: per edition, how many runs passed of those played.

Made from one engine's results in a run's JSON report (``ogallala conformance --json``,
read by ``harness.reports``), so a badge says what one
recorded run found. Skipped runs are not counted (the engine does not claim them); an
expected failure (xfailed) counts as played and not passed.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..drawing.svg import el, escape, rect, text
from ..model.editions import EDITION_IDS
from .reports import EngineRun, RunResult

CHAR = 6.6
"""Average width of a character of the badge's 11 px font, in pixels."""


def colour(passed: int, played: int) -> str:
    if not played:
        return "#9f9f9f"
    share = passed / played
    return "#4c1" if share == 1 else "#dfb317" if share >= 0.9 else "#fe7d37" if share >= 0.5 else "#e05d44"


def badge(label: str, value: str, fill: str) -> str:
    """A flat two-part badge: ``label`` on grey, ``value`` on ``fill``, with its words as title."""
    left, right = 10 + CHAR * len(label), 10 + CHAR * len(value)
    width = left + right
    words = f"{label}: {value}"
    return el(
        "svg", {"xmlns": "http://www.w3.org/2000/svg", "width": width, "height": 20.0, "role": "img", "aria-label": words},
        el("title", None, escape(words)),
        rect(0, 0, left, 20, fill="#555"), rect(left, 0, right, 20, fill=fill),
        el("g", {"fill": "#fff", "font-family": "Verdana, DejaVu Sans, sans-serif", "font-size": 11, "text-anchor": "middle"},
           text(left / 2, 14, label), text(left + right / 2, 14, value)),
    ) + "\n"


def counts(results: Iterable[RunResult]) -> dict[str, tuple[int, int]]:
    """Edition -> (passed, played) from one engine's results in a report; every edition of
    the suite with a result, and ``all``. A result naming another edition is no run of the
    suite and is not counted (a report handed back could name a million: a badge file each)."""
    by: dict[str, Counter[str]] = {}
    for r in results:
        if r.edition not in EDITION_IDS:
            continue
        by.setdefault(r.edition, Counter())[r.outcome] += 1
    rank = {e: i for i, e in enumerate(EDITION_IDS)}
    out = {}
    for edition in sorted(by, key=lambda e: (rank.get(e, 99), e)):
        c = by[edition]
        out[edition] = (c["passed"], sum(c.values()) - c["skipped"])
    out["all"] = (sum(p for p, _ in out.values()), sum(n for _, n in out.values()))
    return out


def badges(engine: EngineRun) -> dict[str, str]:
    """File name -> SVG: ``<edition>.svg`` for each edition of the run and ``all.svg``."""
    out = {}
    for edition, (passed, played) in counts(engine.results).items():
        label = "ogallala" if edition == "all" else f"ogallala {edition}"
        value = f"{passed}/{played} passed" if played else "not played"
        out[f"{edition}.svg"] = badge(label, value, colour(passed, played))
    return out
