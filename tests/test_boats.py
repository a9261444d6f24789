"""Which cards form a boat: rows read by the rules of boats.composition and completion."""

from __future__ import annotations

import pytest

from ogallala.model.boats import row_boats, sections, strength
from ogallala.model.editions import load

MAT = load("ass-i")
FREE = load("amigo")


def spans(text: str, edition=MAT) -> list[tuple[int, int, bool]]:
    row = [None if t == "." else t for t in text.split()]
    return [(b.first + 1, b.last + 1, b.complete) for b in row_boats(row, edition.kinds, edition.rules.gap_splits_at)]


@pytest.mark.parametrize(("row", "boats"), [
    ("bow stern", [(1, 2, True)]),                               # the smallest boat
    ("bow i1 furs stern", [(1, 4, True)]),
    ("bow i1 . stern", [(1, 4, False)]),                         # a gap: incomplete, still one boat
    ("bow . . . . . stern", [(1, 7, False)]),                    # on a mat gaps never divide
    ("i1 stern bow furs", [(1, 2, False), (3, 4, False)]),       # a stern ends, a bow begins
    ("bow stern bow stern", [(1, 2, True), (3, 4, True)]),
    ("stern", [(1, 1, False)]),
    ("bow bow1 i2 stern1", [(1, 1, False), (2, 4, True)]),
    (". . furs . i1", [(3, 5, False)]),
])
def test_mat_boats(row: str, boats: list[tuple[int, int, bool]]) -> None:
    assert spans(row) == boats


@pytest.mark.parametrize(("row", "boats"), [
    ("bow i1 . furs stern", [(1, 5, False)]),                    # a one-space gap joins
    ("bow i1 . . furs stern", [(1, 2, False), (5, 6, False)]),   # two spaces divide
    ("stern . bow", [(1, 1, False), (3, 3, False)]),             # only a bow could go there
    ("bow i1 stern", [(1, 3, True)]),
])
def test_free_display_gap_rule(row: str, boats: list[tuple[int, int, bool]]) -> None:
    assert spans(row, FREE) == boats


@pytest.mark.parametrize(("row", "boats"), [
    ("bow i1 stern", [(1, 3, True)]),
    ("bow stern bow stern", [(1, 4, True)]),                     # one canoe: only its ends and gaps decide
    ("bow i1 stern . furs", [(1, 5, False)]),                    # a card beyond the stern: no stern at the end
    (". furs bow i1 stern", [(2, 5, False)]),                    # a card before the bow: no bow at the start
    ("bow i1 . stern", [(1, 4, False)]),                         # a gap: incomplete
    ("bow bow1 i2 stern1", [(1, 4, True)]),                      # a bow inside is a card of the canoe
    (". . . .", []),
])
def test_a_row_that_is_one_canoe(row: str, boats: list[tuple[int, int, bool]]) -> None:
    """Rulings one-canoe-per-row (one-anywhere) and mat-boats (row-canoe): every card of a row
    is its one canoe, complete when the leftmost is a bow, the rightmost a stern, no gap."""
    cells = [None if t == "." else t for t in row.split()]
    assert [(b.first + 1, b.last + 1, b.complete) for b in row_boats(cells, MAT.kinds, whole=True)] == boats


def test_sections_are_runs_of_adjacent_cards() -> None:
    row = ["bow", "i1", None, "furs", "i2", None, "stern"]
    (boat,) = row_boats(row, MAT.kinds)
    assert [(s.first, s.last) for s in sections(row, boat)] == [(0, 1), (3, 4), (6, 6)]


def test_strength_adds_combat_values() -> None:
    # chief 5 + shaman 10 + 3 Indians + bow with one Indian; booty and the totem count nothing
    assert strength(["bow1", "chief", "shaman", "i3", "furs", "totem", "stern"], MAT.kinds) == 19
