"""Mutants of boats: what forms a boat, when it is complete, its sections and its strength."""

from __future__ import annotations

from typing import Any

from ...engine import scoring, tables
from ...model.boats import Boat
from ...model.cards import BOWS, STERNS, kind_of
from ...engine.rules import attack, special
from ..declare import ALL, code, data
from ..patch import Patches


def _kind(kinds: Any, card: str) -> Any:
    return kinds.get(card) or kinds[kind_of(card)]


def _row_boats(p: Patches, change: Any) -> None:
    """Change the boats the engine finds in a row (the tables and the scoring both)."""
    for owner in (tables, scoring):
        p.wrap(owner, "row_boats", lambda real: lambda row, kinds, *args, **kw: change(row, kinds, real(row, kinds, *args, **kw)))


@code("boats-gap-still-complete", "boats", "boats.completion", ALL,
      "a boat with a bow at the left and a stern at the right is complete even with an empty space inside")
def _gap_complete(p: Patches) -> None:
    def change(row: Any, kinds: Any, boats: list[Boat]) -> list[Boat]:
        def ends(b: Boat) -> bool:
            return _kind(kinds, row[b.first]).category in BOWS and _kind(kinds, row[b.last]).category in STERNS
        return [Boat(b.first, b.last, b.cards, b.complete or (b.cards >= 2 and ends(b))) for b in boats]
    _row_boats(p, change)


@code("boats-three-cards-at-least", "boats", "boats.smallest", ALL,
      "a boat needs at least three cards to be complete: a bow directly followed by a stern is not one")
def _three_at_least(p: Patches) -> None:
    _row_boats(p, lambda row, kinds, boats: [Boat(b.first, b.last, b.cards, b.complete and b.cards >= 3) for b in boats])


@code("boats-at-most-eight", "boats", "boats.length", ALL,
      "a boat of more than eight cards never counts as complete (a length limit the rules do not have)")
def _at_most_eight(p: Patches) -> None:
    _row_boats(p, lambda row, kinds, boats: [Boat(b.first, b.last, b.cards, b.complete and b.cards <= 8) for b in boats])


data("boats-amigo-one-space-divides", "boats", "boats.composition", ("amigo",),
     "in Amigo a single empty space divides a boat, as a gap of two does", {"rules": {"gap_splits_at": 1}})
data("boats-amigo-gaps-never-divide", "boats", "boats.composition", ("amigo",),
     "in Amigo no gap divides a boat, however wide (as on a mat)", {"rules": {"gap_splits_at": 0}})
data("boats-amigo-gap-joins-always", "boats", "boats.composition", ("amigo",),
     "in Amigo a one-space gap joins the cards on either side even after a stern or before a bow",
     {"rules": {"one_gap_joins": "always"}})
data("boats-mat-gap-divides", "boats", "boats.composition", ("pelikan-1975", "ass-ii", "ass-i"),
     "on a mat an empty space divides a boat in two", {"rules": {"gap_splits_at": 1}})
data("boats-one-canoe-per-row", "boats", "boats.horizontal", ALL,
     "a row holds one canoe only, every card of the row belonging to it", {"rules": {"boats_per_row": "one"}})


@code("boats-ass-i-no-sections", "boats", "boats.sections", ("ass-i",),
      "in ASS-I an incomplete boat is attacked as a whole, not section by section")
def _no_sections(p: Patches) -> None:
    p.replace(attack, "sections", lambda row, boat: [boat])
    p.replace(special, "sections", lambda row, boat: [boat])


@code("boats-strength-counts-cards", "boats", "boats.combat-strength", ALL,
      "a boat's combat strength is the number of its Indian cards, not the sum of their values")
def _strength_counts(p: Patches) -> None:
    def strength(cards: Any, kinds: Any) -> int:
        return sum(1 for c in cards if _kind(kinds, c).value)
    p.replace(attack, "strength", strength)
