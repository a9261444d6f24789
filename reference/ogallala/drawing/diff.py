"""What differs between two positions, as places to mark on a drawing.

Two positions are compared space by space (row and column as the notation numbers them)
for each player both have, and part by part beside the displays (piles, discard pile,
cards out of play, turn, pending decisions). A player only one of them has is marked
whole. The comparison is of what is drawn: two positions that differ only in a field
that is not drawn (the shuffle seed) have no marks, and the report says so in words.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..model.state import State

PANEL_PARTS = ("piles", "discard", "out", "turn", "pending", "players")


@dataclass(frozen=True)
class Marks:
    cells: dict[str, frozenset[tuple[int, int]]] = field(default_factory=dict)
    """Player name -> the (row, column) pairs, 1-based, whose cards differ."""
    parts: frozenset[str] = frozenset()
    """Parts beside the displays that differ (``PANEL_PARTS``); ``players`` when the
    players differ (one has a player the other has not)."""

    def __bool__(self) -> bool:
        return any(self.cells.values()) or bool(self.parts)

    def count(self) -> int:
        return sum(len(c) for c in self.cells.values())


def _cells(a: tuple[tuple[str | None, ...], ...], b: tuple[tuple[str | None, ...], ...]) -> frozenset[tuple[int, int]]:
    out = set()
    for r in range(max(len(a), len(b))):
        ra = a[r] if r < len(a) else ()
        rb = b[r] if r < len(b) else ()
        for c in range(max(len(ra), len(rb))):
            if (ra[c] if c < len(ra) else None) != (rb[c] if c < len(rb) else None):
                out.add((r + 1, c + 1))
    return frozenset(out)


def differing(expected: State, actual: State) -> tuple[Marks, Marks]:
    """The marks for the drawing of ``expected`` and for the drawing of ``actual``: the
    same spaces on both, and each side's players that the other side lacks, whole."""
    names_a = {p.name: p.display for p in expected.players}
    names_b = {p.name: p.display for p in actual.players}
    cells_a: dict[str, frozenset[tuple[int, int]]] = {}
    cells_b: dict[str, frozenset[tuple[int, int]]] = {}
    for name in names_a.keys() | names_b.keys():
        if name in names_a and name in names_b:
            cells_a[name] = cells_b[name] = _cells(names_a[name], names_b[name])
        elif name in names_a:
            cells_a[name] = _cells(names_a[name], ())
        else:
            cells_b[name] = _cells((), names_b[name])
    parts = set()
    if expected.piles != actual.piles:
        parts.add("piles")
    if expected.discard != actual.discard:
        parts.add("discard")
    if expected.out != actual.out:
        parts.add("out")
    if (expected.turn, expected.drawn, expected.ending, expected.over) != (actual.turn, actual.drawn, actual.ending, actual.over):
        parts.add("turn")
    if expected.pending != actual.pending:
        parts.add("pending")
    if [p.name for p in expected.players] != [p.name for p in actual.players]:
        parts.add("players")
    return Marks(cells_a, frozenset(parts)), Marks(cells_b, frozenset(parts))
