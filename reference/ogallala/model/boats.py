"""Which cards of a row form one boat, whether it is complete, and its sections.

rule boats.composition: reading a row from the left, a bow always begins a new boat and
a stern always ends the boat it is in (ruling mat-boats); where a row is one canoe
(``boat_ends = "row"``, rulings one-canoe-per-row and mat-boats) all its cards are one boat. Empty spaces inside a boat do
not divide it on a mat; in Amigo's free display a gap of two or more spaces does
(``gap_splits_at = 2``), and a one-space gap joins its neighbours unless only a bow or a
stern could go there, which is exactly the case when a stern is left of it or a bow right
of it (ruling amigo-one-card-gap) -- the bow and stern rule above already divides there.

Rows are tuples of card tokens (``None`` for an empty space); the kinds table says which
tokens are bows and sterns. Columns here are 0-based; the notation adds one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol

from .cards import Category, kind_of


class KindOf(Protocol):
    """What this module asks of a card kind (``cards.CardKind``, or the engine's ``tables.Kind``)."""

    @property
    def category(self) -> Category: ...

    @property
    def value(self) -> int | None: ...

    @property
    def is_bow(self) -> bool: ...

    @property
    def is_stern(self) -> bool: ...


class Boat(NamedTuple):
    """The cards of one boat in a row: columns ``first`` to ``last`` (0-based, inclusive).
    A named tuple: the engine makes one for every boat of every new row, and a tuple is
    made several times faster than a frozen dataclass (which sets each field through
    ``object.__setattr__``)."""

    first: int
    last: int
    cards: int
    """How many cards it holds (fewer than its span when it has gaps)."""
    complete: bool
    """rule boats.completion: a bow at the left end, a stern at the right end, no gap."""

    def columns(self) -> range:
        return range(self.first, self.last + 1)


def row_boats(row: Sequence[str | None], kinds: Mapping[str, KindOf], gap_splits_at: int = 0,
              joins_ends: bool = False, start: int = 0, stop: int | None = None, *, whole: bool = False) -> list[Boat]:
    """The boats of one row, left to right (of its columns ``start`` to ``stop``, exclusive,
    where a boat begins at ``start``: whether two cards are of one boat depends on them and
    the gap between them alone, so the engine works out again only the boats a new card
    touches).

    ``joins_ends`` (ruling amigo-one-card-gap, "always"): a gap too small to divide joins
    its neighbours even after a stern or before a bow, so a boat may then hold a stern or
    a bow inside it (and is incomplete while the gap is open).

    ``whole`` (``boat_ends = "row"``, rulings one-canoe-per-row and mat-boats): the row is
    one canoe, every card of it belonging to it whatever it is; nothing divides it.
    """
    if whole:
        return _whole_row(row, kinds, start, stop)
    boats: list[Boat] = []
    first = last = -1
    count = 0
    first_bow = last_stern = False
    for col, card in enumerate(row[start:stop] if start or stop is not None else row, start):
        if card is None:
            continue
        kind = kinds.get(card) or kinds[kind_of(card)]
        bow, stern = kind.is_bow, kind.is_stern
        if first >= 0:
            gap = col - last - 1
            bridged = joins_ends and 0 < gap < gap_splits_at
            if not bridged and (last_stern or bow or (gap_splits_at and gap >= gap_splits_at)):
                # the boat so far ends here; rule boats.completion: complete with a bow at
                # its left end, a stern at its right end and no gap
                boats.append(Boat(first, last, count, count >= 2 and count == last - first + 1 and first_bow and last_stern))
                first = -1
        if first < 0:
            first, first_bow, count = col, bow, 0
        last, last_stern = col, stern
        count += 1
    if first >= 0:
        boats.append(Boat(first, last, count, count >= 2 and count == last - first + 1 and first_bow and last_stern))
    return boats


def _whole_row(row: Sequence[str | None], kinds: Mapping[str, KindOf], start: int, stop: int | None) -> list[Boat]:
    """rule boats.composition where a row is one canoe: its cards from the leftmost to the
    rightmost; rule boats.completion: complete when the leftmost is a bow, the rightmost a
    stern, and no space between them is empty."""
    cols = [c for c in range(start, len(row) if stop is None else stop) if row[c] is not None]
    if not cols:
        return []
    first, last = cols[0], cols[-1]
    left, right = row[first], row[last]
    assert left is not None and right is not None
    bow = (kinds.get(left) or kinds[kind_of(left)]).is_bow
    stern = (kinds.get(right) or kinds[kind_of(right)]).is_stern
    return [Boat(first, last, len(cols), len(cols) >= 2 and len(cols) == last - first + 1 and bow and stern)]


def boat_at(row: Sequence[str | None], col: int, kinds: Mapping[str, KindOf], gap_splits_at: int = 0,
            joins_ends: bool = False, *, whole: bool = False) -> Boat | None:
    """The boat holding the card at ``col``, if there is a card there."""
    if row[col] is None:
        return None
    for boat in row_boats(row, kinds, gap_splits_at, joins_ends, whole=whole):
        if boat.first <= col <= boat.last:
            return boat
    return None


def sections(row: Sequence[str | None], boat: Boat) -> list[Boat]:
    """rule boats.sections: the runs of adjacent cards of a boat (ruling ass-i-section).

    A complete boat is one section; an incomplete boat has one section per run of cards
    between empty spaces. Sections are never complete on their own.
    """
    if boat.complete:
        return [boat]
    runs: list[Boat] = []
    start = -1
    for col in range(boat.first, boat.last + 2):
        occupied = col <= boat.last and row[col] is not None
        if occupied and start < 0:
            start = col
        elif not occupied and start >= 0:
            runs.append(Boat(start, col - 1, col - start, False))
            start = -1
    return runs


def cards_in(row: Sequence[str | None], boat: Boat) -> list[str]:
    return [c for c in row[boat.first : boat.last + 1] if c is not None]


def strength(cards: Sequence[str], kinds: Mapping[str, KindOf]) -> int:
    """rule boats.combat-strength: the sum of the combat values of the cards."""
    total = 0
    for card in cards:
        total += (kinds.get(card) or kinds[kind_of(card)]).value or 0
    return total
