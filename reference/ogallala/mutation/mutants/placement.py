"""Mutants of placement (where, adjacency, display limits, same picture, no moving, the bow
and stern neighbours) and of the shift."""

from __future__ import annotations

from typing import Any

from ...engine.rules import placement
from ..declare import ALL, code, data
from ..patch import Patches

MATS = ("pelikan-1975", "ass-ii", "ass-i")


data("placement-same-picture-twice", "placement", "placement.same-picture", ("pelikan-1975", "ass-ii", "amigo"),
     "the same picture may lie twice in a row", {"rules": {"same_picture": False}})
data("placement-ass-i-same-picture", "placement", "placement.same-picture", ("ass-i",),
     "ASS-I forbids the same picture twice in a row, as the other editions do", {"rules": {"same_picture": True}})
data("placement-amigo-same-picture-per-boat", "placement", "placement.same-picture", ("amigo",),
     "Amigo forbids a picture twice in one boat, not twice in one row",
     {"rules": {"same_picture_scope": "boat"}})


@code("placement-amigo-no-touch", "placement", "placement.adjacency", ("amigo",),
      "Amigo's cards need not touch a card already laid")
def _no_touch(p: Patches) -> None:
    p.wrap(placement, "_spot_rows", lambda real: lambda g, q, touch=True: real(g, q, False))


@code("placement-amigo-sides-only", "placement", "placement.adjacency", ("amigo",),
      "in Amigo a new card must touch a card by a side; touching by a corner is not enough")
def _sides_only(p: Patches) -> None:
    def make(real: Any) -> Any:
        def spot_rows(g: Any, q: int, touch: bool = True) -> list[tuple[int, int]]:
            found: list[tuple[int, int]] = real(g, q, touch)
            grid = g.display(q)
            if not g.free or not grid or not touch:
                return found
            facts = g.table.facts
            occupied = [0, *(facts(row).occupied for row in grid), 0]
            kept = []
            for r, empty in found:
                near = occupied[r] << 1 | occupied[r] >> 1
                near |= (occupied[r - 1] if r >= 1 else 0) | (occupied[r + 1] if r + 1 < len(occupied) else 0)
                kept.append((r, empty & near))
            return kept
        return spot_rows
    p.wrap(placement, "_spot_rows", make)


data("placement-amigo-wider-display", "placement", "placement.display-limits", ("amigo",),
     "an Amigo display may grow to 15 cards wide", {"display": {"width": 15}})
data("placement-amigo-four-rows", "placement", "placement.display-limits", ("amigo",),
     "an Amigo display may grow to four rows", {"display": {"rows": 4}})


@code("placement-cover-a-card", "placement", "placement.no-moving", ALL,
      "a card may be laid on a space that already holds one, covering it")
def _cover(p: Patches) -> None:
    def make(real: Any) -> Any:
        def spot_rows(g: Any, q: int, touch: bool = True) -> list[tuple[int, int]]:
            found: list[tuple[int, int]] = real(g, q, touch)
            grid = g.display(q)
            facts = g.table.facts
            return [(r, empty | (facts(grid[r - 1]).occupied if 1 <= r <= len(grid) else 0)) for r, empty in found]
        return spot_rows
    p.wrap(placement, "_spot_rows", make)


@code("placement-leftmost-space-only", "placement", "placement.where", ALL,
      "cards are laid from the left: a card may go only into the leftmost free space of a row")
def _leftmost(p: Patches) -> None:
    def make(real: Any) -> Any:
        def spot_rows(g: Any, q: int, touch: bool = True) -> list[tuple[int, int]]:
            found: list[tuple[int, int]] = real(g, q, touch)
            return [(r, empty & -empty) for r, empty in found]
        return spot_rows
    p.wrap(placement, "_spot_rows", make)


data("placement-mats-of-two-rows", "placement", "placement.display-limits", MATS,
     "a mat has two rows, not three", {"display": {"rows": 2}})


data("placement-amigo-any-neighbours", "placement", "placement.bow-stern-neighbours", ("amigo",),
     "Amigo has no bow and stern neighbour rule", {"rules": {"bow_stern_neighbours": False}})


# -- the shift -------------------------------------------------------------------------

data("shift-never", "shift", "shift.suite", ("ass-i", "amigo"),
     "cards once placed never move, not even for a booty suite", {"rules": {"shift": False}})
data("shift-ass-i-anywhere-in-boat", "shift", "shift.suite", ("ass-i",),
     "in ASS-I a shift may put the suite card anywhere in the suite's boat, in any order",
     {"rules": {"shift_target": "boat"}})
data("shift-ass-i-pushes-any-cards", "shift", "shift.suite", ("ass-i",),
     "in ASS-I a shift pushes the whole run of cards, not only cards of the suite",
     {"rules": {"shift_moves": "run"}})
data("shift-amigo-beside-its-suite", "shift", "shift.suite", ("amigo",),
     "in Amigo a shifted card must lie directly beside a card of its combination",
     {"rules": {"shift_target": "beside"}})
data("shift-amigo-drawn-only", "shift", "shift.suite", ("amigo",),
     "in Amigo only a drawn combination card may push cards aside",
     {"rules": {"shift_sources": ["drawn"]}})


@code("shift-amigo-past-the-width", "shift", "shift.limits", ("amigo",),
      "a shift may push an Amigo display beyond its 14 cards")
def _past_width(p: Patches) -> None:
    def make(real: Any) -> Any:
        def pushed(g: Any, row: Any, col: int, direction: str) -> Any:
            found = real(g, row, col, direction)
            if found is not None or not g.free:
                return found
            new = list(row)
            if direction == "right":
                end = next((x for x in range(col + 1, len(new)) if new[x] is None), len(new))
                if end == len(new):
                    new.append(None)
                new[col + 1 : end + 1] = row[col:end]
                new[col] = None
                return tuple(new), col
            start = next((x for x in range(col - 1, -1, -1) if new[x] is None), -1)
            if start < 0:
                new.insert(0, None)
                col += 1
                start = 0
            new[start:col] = new[start + 1 : col + 1]
            new[col] = None
            return tuple(new), col
        return pushed
    p.wrap(placement, "pushed", make)


@code("shift-ass-i-off-the-mat", "shift", "shift.limits", ("ass-i",),
      "a shift at the end of an ASS-I mat row pushes the last card off the mat")
def _off_the_mat(p: Patches) -> None:
    def make(real: Any) -> Any:
        def pushed(g: Any, row: Any, col: int, direction: str) -> Any:
            found = real(g, row, col, direction)
            if found is not None or g.free:
                return found
            if direction == "right":
                return (*row[:col], None, *row[col:-1]), col
            return (*row[1 : col + 1], None, *row[col + 1 :]), col
        return pushed
    p.wrap(placement, "pushed", make)
