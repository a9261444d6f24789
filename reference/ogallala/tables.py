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

from . import editions
from .boats import Boat, row_boats
from .cards import BOOTY, BOWS, EMPTY, STERNS, CardKind, Category, Half, colour_of, kind_of
from .editions import Edition, Rules, Scoring
from .state import pending_order

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
    boats depend on nothing else (rule boats.composition), so rows share their shape."""

    __slots__ = ("boats", "complete", "boat_of")

    def __init__(self, boats: list[Boat], width: int) -> None:
        self.boats = boats
        self.complete: int = sum(1 for b in boats if b.complete)
        of: list[Boat | None] = [None] * width
        for boat in boats:
            for c in boat.columns():
                of[c] = boat
        self.boat_of: tuple[Boat | None, ...] = tuple(of)
        """The boat each 0-based column belongs to, ``None`` for an empty space."""


class RowFacts:
    """What the rules ask of one row, computed once per distinct row. Masks have bit ``c``
    set for the 1-based column ``c`` (bit 0 is the space left of the row)."""

    __slots__ = ("boats", "complete", "boat_of", "occupied", "bows", "sterns", "cards", "ids", "suites")

    def __init__(self, row: Row, table: Table) -> None:
        kinds = table.kinds
        occupied = bows = sterns = 0
        ids: set[str] = set()
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
                ids.add(kind.id)
                if kind.suite is not None:
                    suites.add(kind.suite)
            bit <<= 1
        self.occupied = occupied
        self.bows = bows
        self.sterns = sterns
        self.cards: int = occupied.bit_count()
        self.ids: frozenset[str] = frozenset(ids)
        shape = table.shape(row, occupied, bows, sterns)
        self.boats: list[Boat] = shape.boats
        self.complete: int = shape.complete
        self.boat_of: tuple[Boat | None, ...] = shape.boat_of
        self.suites: frozenset[str] = frozenset(suites)
        """The booty suites of the row's cards (a shift goes only into a boat of its suite)."""

    @classmethod
    def grown(cls, before: RowFacts, row: Row, col: int, kind: Kind, table: Table) -> RowFacts:
        """The facts of ``row``, which is the row of ``before`` with the card of ``kind``
        laid in the empty 0-based column ``col``: read off the earlier facts."""
        facts = cls.__new__(cls)
        bit = 2 << col
        facts.occupied = before.occupied | bit
        facts.bows = before.bows | bit if kind.is_bow else before.bows
        facts.sterns = before.sterns | bit if kind.is_stern else before.sterns
        facts.cards = before.cards + 1
        facts.ids = before.ids if kind.id in before.ids else before.ids | {kind.id}
        suite = kind.suite
        facts.suites = before.suites if suite is None or suite in before.suites else before.suites | {suite}
        shape = table.shape(row, facts.occupied, facts.bows, facts.sterns)
        facts.boats, facts.complete, facts.boat_of = shape.boats, shape.complete, shape.boat_of
        return facts


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
        self.order = pending_order(edition.rules.special_timing)  # ruling pelikan-special-timing
        self.kinds: dict[str, Kind] = {kid: Kind(kind, kid, False) for kid, kind in edition.kinds.items()}
        self.kinds.update({t: Kind(edition.kinds[kind_of(t)], t, self.tribes) for t in edition.tokens(options)})
        self.rows: dict[Row, RowFacts] = {}
        self.by_id: dict[int, tuple[Row, RowFacts]] = {}
        """The same facts by the row object's identity (a row is looked up far more often
        than it is made; each entry holds its row, so the identity stays its own)."""
        self.shapes: dict[tuple[int, int, int, int], Shape] = {}
        self.spots: dict[tuple[int, int], list[Spot]] = Bounded()
        """Plain placements by row number and mask of spaces (``rules.placement``)."""
        self.shifts: dict[tuple[int, Row, str], list[Spot]] = Bounded()
        """Shifts of a card into a row, by row number, row and card (``rules.placement``)."""
        self.reach: dict[tuple[object, Row], list[tuple[int, str]]] = Bounded()
        """The cards of a row the lasso or the archer reaches (``rules.special``)."""
        self.gap_splits_at = edition.rules.gap_splits_at
        self.joins_ends = edition.rules.one_gap_joins == "always"

    def facts(self, row: Row) -> RowFacts:
        hit = self.by_id.get(id(row))
        if hit is not None and hit[0] is row:
            return hit[1]
        found = self.rows.get(row)
        if found is None:
            if len(self.rows) >= ROWS_KEPT:
                self.rows.clear()
            found = self.rows[row] = RowFacts(row, self)
        if len(self.by_id) >= ROWS_KEPT:
            self.by_id.clear()
        self.by_id[id(row)] = (row, found)
        return found

    def laid(self, before: Row, row: Row, col: int, card: str) -> None:
        """Learn the facts of ``row``, made from ``before`` by laying ``card`` in its empty
        0-based column ``col`` (``Game.put``), from those of ``before``."""
        if row in self.rows:
            return
        if len(self.rows) >= ROWS_KEPT:
            self.rows.clear()
        found = self.rows[row] = RowFacts.grown(self.facts(before), row, col, self.kinds[card], self)
        if len(self.by_id) >= ROWS_KEPT:
            self.by_id.clear()
        self.by_id[id(row)] = (row, found)

    def shape(self, row: Row, occupied: int, bows: int, sterns: int) -> Shape:
        """The boats of ``row`` (rule boats.composition), shared by rows of the same masks."""
        key = (len(row), occupied, bows, sterns)
        found = self.shapes.get(key)
        if found is None:
            if len(self.shapes) >= ROWS_KEPT:
                self.shapes.clear()
            found = self.shapes[key] = Shape(row_boats(row, self.kinds, self.gap_splits_at, self.joins_ends), len(row))
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


def forget() -> None:
    """Drop every table and everything cached from one (after patching ``load``), and the
    positions the notation remembers (they were checked against the editions as they were)."""
    for clear in FORGET:
        clear()
    read = sys.modules.get("ogallala.notation.read")
    if read is not None:
        read.forget()
