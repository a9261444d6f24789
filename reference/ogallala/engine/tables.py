"""What the engine's hot loop looks up, built once per (edition, readings, options).

An ``Edition`` is the rulebook as data; a ``Table`` is that data arranged for the engine:
every card token with its facts as plain attributes (``kind.is_bow`` is a stored bool,
not a property over an enum set), the display's geometry, the order of obligations, and
the facts of every row seen so far (its boats, which columns hold a card, which hold a
bow or a stern, which pictures it shows), so that a row met again costs one lookup.

Tables are built from the (patched) edition (``editions.load``), so a reading reaches the
engine as data and nothing here asks which reading is in force. ``forget`` drops every
table and every cache built from them (tests that patch an edition call it).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
import sys
from functools import cache
from typing import TypeVar

from ..model import editions
from ..model.boats import Boat, row_boats
from ..model.cards import BOOTY, BOWS, EMPTY, STERNS, CardKind, Category, Half, colour_of, kind_of
from ..model.editions import Edition, Rules, Scoring
from ..model.state import pending_order

Row = tuple[str | None, ...]
Spot = tuple[str, int, int, str]
"""A place action: ``"place"``, row, column (1-based), shift direction or ``""``."""

K = TypeVar("K")
V = TypeVar("V")


class Bounded(dict[K, V]):
    """A cache that starts again once it holds ``ROWS_KEPT`` entries."""

    def __setitem__(self, key: K, value: V) -> None:
        if len(self) >= ROWS_KEPT:
            self.clear()
        super().__setitem__(key, value)


class Kind:
    """One card token's facts, as the rule modules ask for them (the names of ``CardKind``)."""

    __slots__ = ("token", "id", "category", "names", "value", "indians", "suite", "half", "is_bow", "is_stern",
                 "is_booty", "is_empty", "has_tribe", "colour")

    def __init__(self, kind: CardKind, token: str, tribes: bool) -> None:
        self.token = token
        self.id: str = kind.id
        self.category: Category = kind.category
        self.names: tuple[str, ...] = kind.names
        self.value: int | None = kind.value
        self.indians: bool = kind.indians
        self.suite: str | None = kind.suite
        self.half: Half | None = kind.half
        self.is_bow: bool = kind.category in BOWS
        self.is_stern: bool = kind.category in STERNS
        self.is_booty: bool = kind.category in BOOTY
        self.is_empty: bool = kind.category in EMPTY
        self.has_tribe: bool = kind.value is not None
        self.colour: str | None = colour_of(token) if tribes else None
        """variant.two-tribes: the token's colour, only where the variant is played."""


class Shape:
    """The boats of every row with cards at the same columns, bows and sterns where they are:
    boats depend on nothing else (rule boats.composition, not even the row's length), so
    rows share their shape."""

    __slots__ = ("boats", "complete", "boat_of")

    def __init__(self, boats: list[Boat], width: int) -> None:
        self.boats = boats
        self.complete: int = sum(b.complete for b in boats)
        of: list[Boat | None] = [None] * width
        for boat in boats:
            of[boat.first : boat.last + 1] = [boat] * (boat.last + 1 - boat.first)
        self.boat_of: tuple[Boat | None, ...] = tuple(of)
        """The boat each 0-based column belongs to, ``None`` for an empty space (as far as
        the last card: the shape is shared by rows of any length)."""


class RowFacts:
    """What the rules ask of one row, computed once per distinct row. Masks have bit ``c``
    set for the 1-based column ``c`` (bit 0 is the space left of the row)."""

    __slots__ = ("boats", "complete", "boat_of", "occupied", "bows", "sterns", "cards", "ids", "twice", "suites")

    def __init__(self, occupied: int, bows: int, sterns: int, cards: int, ids: frozenset[str],
                 twice: frozenset[str], suites: frozenset[str], shape: Shape) -> None:
        """The facts as worked out by ``of``, ``grown`` or ``moved`` (one plain constructor, so
        that the class compiles with mypyc, which cannot make an instance without it)."""
        self.occupied = occupied
        self.bows = bows
        self.sterns = sterns
        self.cards = cards
        self.ids = ids
        self.twice = twice
        """The pictures the row holds more than once."""
        self.suites = suites
        """The booty suites of the row's cards (a shift goes only into a boat of its suite)."""
        self.boats: list[Boat] = shape.boats
        self.complete: int = shape.complete
        self.boat_of: tuple[Boat | None, ...] = shape.boat_of

    @classmethod
    def of(cls, row: Row, table: Table) -> RowFacts:
        """The facts of ``row``, from every card of it."""
        kinds = table.kinds
        occupied = bows = sterns = 0
        ids: set[str] = set()
        twice: set[str] = set()
        suites: set[str] = set()
        bit = 2
        for card in row:
            if card is not None:
                kind = kinds[card]
                occupied |= bit
                if kind.is_bow:
                    bows |= bit
                elif kind.is_stern:
                    sterns |= bit
                if kind.id in ids:
                    twice.add(kind.id)
                ids.add(kind.id)
                if kind.suite is not None:
                    suites.add(kind.suite)
            bit <<= 1
        same = table.same
        return cls(occupied, bows, sterns, occupied.bit_count(), same(frozenset(ids)), same(frozenset(twice)),
                   same(frozenset(suites)), table.shape(row, occupied, bows, sterns))

    @classmethod
    def grown(cls, before: RowFacts, row: Row, col: int, kind: Kind, table: Table) -> RowFacts:
        """The facts of ``row``, which is the row of ``before`` with the card of ``kind``
        laid in the empty 0-based column ``col``: read off the earlier facts."""
        bit = 2 << col
        occupied = before.occupied | bit
        bows = before.bows | bit if kind.is_bow else before.bows
        sterns = before.sterns | bit if kind.is_stern else before.sterns
        same = table.same
        ids = before.ids if kind.id in before.ids else same(before.ids | {kind.id})
        twice = same(before.twice | {kind.id}) if kind.id in before.ids else before.twice
        suite = kind.suite
        suites = before.suites if suite is None or suite in before.suites else same(before.suites | {suite})
        shape = table.shapes.get((occupied, bows, sterns))
        if shape is None:
            shape = table.grown_shape(before, row, col, occupied, bows, sterns)
        return cls(occupied, bows, sterns, before.cards + 1, ids, twice, suites, shape)

    @classmethod
    def moved(cls, before: RowFacts, row: Row, by: int, table: Table) -> RowFacts:
        """The facts of ``row``, which holds the cards of ``before`` each ``by`` columns
        further right (a free display grown by a column at its left, or cut back at its
        left): the masks shifted, the same pictures, the boats moved along."""
        if by >= 0:
            occupied, bows, sterns = before.occupied << by, before.bows << by, before.sterns << by
        else:
            occupied, bows, sterns = before.occupied >> -by, before.bows >> -by, before.sterns >> -by
        key = (occupied, bows, sterns)
        shape = table.shapes.get(key)
        if shape is None:
            boats = [Boat(b.first + by, b.last + by, b.cards, b.complete) for b in before.boats]
            shape = table.shapes[key] = Shape(boats, occupied.bit_length() - 1)
        return cls(occupied, bows, sterns, before.cards, before.ids, before.twice, before.suites, shape)


ROWS_KEPT = 200_000
"""Most row facts a table keeps; past it the cache starts again (rows recur within a game)."""


class Table:
    """The engine's view of one edition under one set of readings and options."""

    def __init__(self, edition: Edition, options: tuple[str, ...]) -> None:
        self.edition = edition
        self.rules: Rules = edition.rules
        self.scoring: Scoring = edition.scoring
        self.readings: dict[str, str] = edition.readings
        self.options = options
        self.tribes = "tribes" in options
        self.width = edition.width(options)
        self.height = edition.display.rows
        self.free = edition.display.kind == "free"
        # rulings pelikan-special-timing, special-attack-order
        self.order = pending_order(edition.rules.special_timing, edition.rules.special_attack_order)
        self.kinds: dict[str, Kind] = {kid: Kind(kind, kid, False) for kid, kind in edition.kinds.items()}
        self.kinds.update({t: Kind(edition.kinds[kind_of(t)], t, self.tribes) for t in edition.tokens(options)})
        self.deck: tuple[str, ...] = edition.full_deck(options)
        """Every card of the deck in canonical order (what ``engine.start`` shuffles)."""
        self.rows: dict[Row, RowFacts] = {}
        self.by_id: dict[int, tuple[Row, RowFacts]] = {}
        """The same facts by the row object's identity (a row is looked up far more often
        than it is made), beside the row itself (held, so the identity stays its own). The
        two are the hottest caches: ``_know`` bounds them, rather than ``Bounded`` at every
        store."""
        self.last_display: tuple[Row, ...] | None = None
        self.last_facts: list[RowFacts] = []
        self.sets: dict[frozenset[str], frozenset[str]] = {}
        """One of each set of pictures or suites the rows' facts hold (the cyclic garbage
        collector walks every object a cache keeps, so the caches keep few)."""
        self.shapes: dict[tuple[int, int, int], Shape] = {}
        """The boats of rows by their masks. Sets and shapes are stored only while a row is
        learnt, and every row learnt is known by its identity: ``_know`` bounds all four."""
        self.spots: dict[tuple[int, int], tuple[Spot, ...]] = Bounded()
        """Plain placements by row number and mask of spaces (``rules.placement``)."""
        self.shifts: dict[tuple[int, Row, str], tuple[Spot, ...]] = Bounded()
        """Shifts of a card into a row, by row number, row and card (``rules.placement``)."""
        self.reach: dict[object, dict[Row, tuple[tuple[int, str], ...]]] = {}
        """The cards of a row the lasso or the archer reaches (``rules.special``)."""
        self.gap_splits_at = edition.rules.gap_splits_at
        self.joins_ends = edition.rules.one_gap_joins == "always"
        self.whole = edition.rules.boat_ends == "row"

    def facts(self, row: Row) -> RowFacts:
        hit = self.by_id.get(id(row))
        if hit is not None and hit[0] is row:
            return hit[1]
        found = self.rows.get(row)
        if found is None:
            found = self.rows[row] = RowFacts.of(row, self)
        self._know(row, found)
        return found

    def new_game(self) -> None:
        """Drop what was learnt of single rows (their facts, sets, shapes, shifts and reach),
        keeping the plain placements by row and mask of free spaces, which recur from game
        to game: a new game's rows are its own (eighteen-space rows rarely repeat across
        games), and every row kept is an object the cyclic garbage collector walks again and
        again for nothing."""
        for cache in (self.rows, self.by_id, self.sets, self.shifts, self.shapes):
            cache.clear()
        self.reach.clear()
        self.last_display, self.last_facts = None, []

    def display_facts(self, grid: list[Row]) -> list[RowFacts]:
        """The facts of every row of a display, in order (not to be changed). The display
        last asked about is remembered: one decision asks about the same display several
        times (a drawn card: has the player one like it, where can it go, can it shift)."""
        key = tuple(grid)
        if key == self.last_display:
            return self.last_facts
        by_id, facts = self.by_id, self.facts
        found = []
        for row in key:  # ``facts``, its first lookup written out
            hit = by_id.get(id(row))
            found.append(hit[1] if hit is not None and hit[0] is row else facts(row))
        self.last_display, self.last_facts = key, found
        return found

    def _know(self, row: Row, found: RowFacts) -> None:
        """Remember the facts of this very row object (every row learnt is known by its
        identity too, so the row caches start again together once ``ROWS_KEPT`` are known)."""
        by_id = self.by_id
        if len(by_id) >= ROWS_KEPT:
            for cache in (by_id, self.rows, self.sets, self.shapes):
                cache.clear()
            self.rows[row] = found
        by_id[id(row)] = (row, found)

    def same(self, found: frozenset[str]) -> frozenset[str]:
        """The set kept for sets equal to ``found``."""
        kept = self.sets.get(found)
        if kept is None:
            kept = self.sets[found] = found
        return kept

    def laid(self, before: Row, row: Row, col: int, card: str) -> None:
        """Learn the facts of ``row``, made from ``before`` by laying ``card`` in its empty
        0-based column ``col`` (``Game.put``), from those of ``before``."""
        if row in self.rows:
            return
        found = self.rows[row] = RowFacts.grown(self.facts(before), row, col, self.kinds[card], self)
        self._know(row, found)

    def moved(self, before: Row, by: int, row: Row) -> Row:
        """``row``, which holds the cards of ``before`` each ``by`` columns further right (a
        free display grows or is cut back), its facts learnt from those of ``before``."""
        if row not in self.rows:
            found = self.rows[row] = RowFacts.moved(self.facts(before), row, by, self)
            self._know(row, found)
        return row

    def shape(self, row: Row, occupied: int, bows: int, sterns: int) -> Shape:
        """The boats of ``row`` (rule boats.composition), shared by rows of the same masks."""
        key = (occupied, bows, sterns)
        found = self.shapes.get(key)
        if found is None:
            boats = row_boats(row, self.kinds, self.gap_splits_at, self.joins_ends, whole=self.whole)
            found = self.shapes[key] = Shape(boats, occupied.bit_length() - 1)
        return found

    def grown_shape(self, before: RowFacts, row: Row, col: int, occupied: int, bows: int, sterns: int) -> Shape:
        """The boats of ``row``, the row of ``before`` with a card laid in the empty 0-based
        column ``col`` (rule boats.composition): whether two neighbouring cards are of one
        boat depends on them and the gap between them alone, so only the boats beside the
        new card, the last to begin left of it and the first to begin right of it, are
        worked out again from their cards; the others are those of ``before``."""
        boats = before.boats
        i = 0
        while i < len(boats) and boats[i].first < col:
            i += 1
        lo = i - 1 if i else i
        hi = i + 1 if i < len(boats) else i
        start = boats[lo].first if lo < i else col
        stop = max(col, boats[hi - 1].last if hi > i else col, boats[lo].last if lo < i else col) + 1
        found = Shape(boats[:lo] + row_boats(row, self.kinds, self.gap_splits_at, self.joins_ends, start, stop, whole=self.whole) + boats[hi:],
                      occupied.bit_length() - 1)
        self.shapes[(occupied, bows, sterns)] = found
        return found

    def boats(self, row: Row) -> list[Boat]:
        """The boats of a row (rule boats.composition)."""
        return self.facts(row).boats


ReadingKey = tuple[tuple[str, str], ...]


def load(edition_id: str, readings: Mapping[str, str] | None = None) -> Edition:
    """The edition data a table is built from (``editions.load``; tests may patch it)."""
    return editions.load(edition_id, readings)


@cache
def _table(edition_id: str, readings: ReadingKey, options: tuple[str, ...]) -> Table:
    return Table(load(edition_id, dict(readings)), options)


def table(edition_id: str, readings: Mapping[str, str], options: Sequence[str]) -> Table:
    """The table of an edition under ``readings`` (as ``readings.normalise`` leaves them)
    and ``options`` (sorted); built on first use."""
    return _table(edition_id, tuple(sorted(readings.items())) if readings else (), tuple(options))


FORGET: list[Callable[[], None]] = [_table.cache_clear]
"""What ``forget`` clears: the tables, and caches built from them (they register here)."""


def forget(code_patched: bool = True) -> None:
    """Drop every table and everything cached from one (after patching ``load``), and the
    positions the notation remembers (they were checked against the editions as they were).
    ``code_patched``: the engine's code was changed in memory, so no position kept in the
    cache folder is trusted for the rest of the process; not so when only the data an
    edition is played with was put in its place for a while (``ogallala.engine.patched``)."""
    for clear in FORGET:
        clear()
    read = sys.modules.get("ogallala.notation.read")
    if read is not None:
        read.forget(code_patched)
