"""The engine's working copy of a state: mutable lists, cached lookups, and events.

``State`` is the frozen boundary model; a ``Game`` is what the rule modules change while
they apply actions. Its rows are the state's own row tuples: a row that does not change is
shared by every state after it, and its facts (boats, which spaces hold which cards) are
looked up once per distinct row in the edition's ``Table``. A rule that changes a row puts
a new tuple in its place (``g.put(p, r, c, card)``). Events are kept as plain records and
become ``Event`` models only when an ``apply`` hands them out.
Coordinates inside a ``Game`` are 0-based; actions and events use the notation's 1-based.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..model.actions import Event
from ..model.boats import Boat
from ..util.frozen import trusted
from ..model.state import AttackItem, Cell, DrawItem, Pending, PlaceItem, Player, Span, State
from .tables import FORGET, Kind, Row, RowFacts, Table, table

Grid = list[Row]
Record = tuple[str, str | None, dict[str, Any]]
"""An event as the rule modules emit it: kind, player, the other fields."""

DRAW = DrawItem()
"""The obligation to draw (one model for all: models are frozen)."""

_CELLS: dict[tuple[int, int], Cell] = {}
_SPANS: dict[tuple[int, int, int], Span] = {}
_PLACE: dict[tuple[str, str], PlaceItem] = {}
KEPT = 100_000
"""Most cells, spans and place items remembered (they are values: one model serves all)."""


def _forget_models() -> None:
    _CELLS.clear()
    _SPANS.clear()
    _PLACE.clear()


FORGET.append(_forget_models)


def cell(row: int, col: int) -> Cell:
    """The space ``r{row}c{col}`` (1-based), one model per space."""
    found = _CELLS.get((row, col))
    if found is None:
        if len(_CELLS) >= KEPT:
            _CELLS.clear()
        found = _CELLS[(row, col)] = trusted(Cell, {"row": row, "col": col})
    return found


def span(row: int, first: int, last: int) -> Span:
    """The span ``r{row}c{first}-r{row}c{last}`` (1-based), one model per span."""
    found = _SPANS.get((row, first, last))
    if found is None:
        if len(_SPANS) >= KEPT:
            _SPANS.clear()
        found = _SPANS[(row, first, last)] = trusted(Span, {"row": row, "first": first, "last": last})
    return found


def place_item(card: str, source: str) -> PlaceItem:
    """The obligation to place ``card`` that came by ``source``."""
    found = _PLACE.get((card, source))
    if found is None:
        if len(_PLACE) >= KEPT:
            _PLACE.clear()
        found = _PLACE[(card, source)] = PlaceItem(card=card, source=source)  # type: ignore[arg-type]
    return found


class Game:
    """One game in progress, owned by whoever plays on it (``copy`` it to branch off)."""

    __slots__ = (
        "table", "edition", "rules", "kinds", "tribes", "width", "height", "free", "seed", "names",
        "displays", "piles", "discard", "out", "turn", "drawn", "ending", "pending", "first_three",
        "over", "reshuffle_mark", "events", "recording", "order", "players_in", "kind", "facts", "completed",
    )

    def __init__(self, state: State | None = None, *, of: Table | None = None) -> None:
        if state is None:
            return  # ``copy`` fills the slots
        t = of or table(state.edition, state.readings, state.options)
        self._tables(t)
        self.seed: int = state.seed
        self.names: list[str] = [p.name for p in state.players]
        self.players_in: tuple[Player, ...] = state.players
        self.displays: list[Grid] = [list(p.display) for p in state.players]
        self.piles: list[tuple[str, ...]] = list(state.piles)
        """Each pile a tuple, top card first: a pile no draw touched is shared by every state after."""
        self.discard: list[str] = list(state.discard)
        self.out: list[str] = list(state.out)
        self.turn: int = self.names.index(state.turn)
        self.drawn: int = state.drawn
        self.ending: bool = state.ending
        self.pending: list[Any] = list(state.pending)
        self.first_three: str | None = state.first_three
        self.completed: dict[str, int] = dict(state.completed)
        """Boats completed in the game, by player: where a reading counts them (rulings
        three-boats-count, amigo-fifth-boat), every player's count, those the state leaves
        out being the complete boats they hold; elsewhere the state's, carried as it is."""
        if self.counts_completed():
            for p, name in enumerate(self.names):
                self.completed.setdefault(name, self.complete_count(p))
        self.over: bool = state.over
        self.reshuffle_mark: int | None = state.displayed_at_reshuffle
        self.events: list[Record] = []
        self.recording = True
        """Whether events are kept (a random game that never hands them out does not)."""

    def _tables(self, t: Table) -> None:
        self.table = t
        self.edition = t.edition
        self.rules = t.rules
        self.kinds: dict[str, Kind] = t.kinds
        self.tribes = t.tribes
        self.width = t.width
        self.height = t.height
        self.free = t.free
        self.order = t.order  # ruling pelikan-special-timing
        self.kind: Callable[[str], Kind] = t.kinds.__getitem__
        """A card's kind (the rule modules ask it at every turn: a bound lookup, no call of ours)."""
        self.facts: Callable[[Row], RowFacts] = t.facts
        """What the rules ask of a row, from the table (``Table.facts``)."""

    def copy(self) -> Game:
        """An independent copy to play on (rows are tuples, shared until changed)."""
        g = Game()
        g._tables(self.table)
        g.seed = self.seed
        g.names = self.names
        g.players_in = self.players_in
        g.displays = [list(d) for d in self.displays]
        g.piles = list(self.piles)
        g.discard = list(self.discard)
        g.out = list(self.out)
        g.turn = self.turn
        g.drawn = self.drawn
        g.ending = self.ending
        g.pending = list(self.pending)
        g.first_three = self.first_three
        g.completed = dict(self.completed)
        g.over = self.over
        g.reshuffle_mark = self.reshuffle_mark
        g.events = []
        g.recording = self.recording
        return g

    def to_state(self) -> State:
        """The frozen state; rows and players that did not change are the earlier ones."""
        before = self.players_in
        if len(before) == len(self.names):
            self.players_in = tuple([
                old if old.name == name and old.display == tuple(grid)
                else trusted(Player, {"name": name, "display": tuple(grid)})
                for old, name, grid in zip(before, self.names, self.displays, strict=True)])
        else:
            self.players_in = tuple([trusted(Player, {"name": name, "display": tuple(grid)})
                                     for name, grid in zip(self.names, self.displays, strict=True)])
        return trusted(State, {
            "edition": self.edition.id,
            "options": self.table.options,
            "readings": self.table.readings,
            "seed": self.seed,
            "players": self.players_in,
            "piles": tuple(self.piles),
            "discard": tuple(self.discard),
            "out": tuple(sorted(self.out)),
            "turn": self.names[self.turn],
            "drawn": self.drawn,
            "ending": self.ending,
            "pending": tuple(self.pending),
            "first_three": self.first_three,
            "completed": self._completed_differing(),
            "displayed_at_reshuffle": self.reshuffle_mark,
            "over": self.over,
        })

    def counts_completed(self) -> bool:
        """Whether a reading counts the boats completed in the game (rulings
        three-boats-count, amigo-fifth-boat)."""
        return self.rules.boats_counted == "completed" or self.rules.fifth_counted == "completed"

    def _completed_differing(self) -> dict[str, int]:
        """``completed`` as the state writes it: where it is counted, only the players whose
        count differs from the complete boats they hold."""
        if not self.counts_completed():
            return self.completed
        return {name: n for p, name in enumerate(self.names)
                if (n := self.completed.get(name, 0)) != self.complete_count(p)}

    # -- cards -------------------------------------------------------------

    def colour(self, card: str) -> str | None:
        """variant.two-tribes: the card's tribe colour, only where the variant is played."""
        return self.kinds[card].colour

    def emit(self, kind: str, **fields: Any) -> None:
        if self.recording:
            self.events.append((kind, fields.pop("player", self.names[self.turn]), fields))

    def event_models(self) -> tuple[Event, ...]:
        """The events kept so far, as models (every field as ``Event`` types it)."""
        return tuple(trusted(Event, {**EVENT_DEFAULTS, "kind": kind, "player": player, **fields})
                     for kind, player, fields in self.events)

    # -- displays ----------------------------------------------------------

    def display(self, p: int) -> Grid:
        return self.displays[p]

    def put(self, p: int, r: int, c: int, card: str | None) -> None:
        """Lay ``card`` (or ``None``: nothing) at 0-based (r, c) of player ``p``'s display."""
        row = self.displays[p][r]
        new = self.displays[p][r] = row[:c] + (card,) + row[c + 1:]
        if card is not None and row[c] is None:
            self.table.laid(row, new, c, card)

    def displayed(self) -> int:
        """How many cards lie in all displays together."""
        facts = self.table.facts
        count = 0
        for grid in self.displays:
            for row in grid:
                count += facts(row).cards
        return count

    def has_kind(self, p: int, kind: str) -> bool:
        """Whether a card of this kind (any colour) lies in player ``p``'s display."""
        for facts in self.table.display_facts(self.displays[p]):
            if kind in facts.ids:
                return True
        return False

    def row_boats(self, row: Row) -> list[Boat]:
        """The boats of a row (rule boats.composition), remembered: rows change rarely."""
        return self.table.facts(row).boats

    def boats(self, p: int) -> Iterator[tuple[int, Boat]]:
        """Every boat of a player's display with its row (0-based)."""
        facts = self.table.facts
        for r, row in enumerate(self.displays[p]):
            for boat in facts(row).boats:
                yield r, boat

    def boat_at(self, p: int, r: int, c: int) -> Boat | None:
        row = self.displays[p][r]
        if row[c] is None:
            return None
        return self.table.facts(row).boat_of[c]

    def complete_boats(self, p: int) -> list[tuple[int, Boat]]:
        facts = self.table.facts
        return [(r, b) for r, row in enumerate(self.displays[p]) if facts(row).complete
                for b in facts(row).boats if b.complete]

    def complete_count(self, p: int) -> int:
        """How many complete boats player ``p`` has."""
        facts = self.table.facts
        return sum(facts(row).complete for row in self.displays[p])

    def cards_of(self, p: int, r: int, boat: Boat) -> list[str]:
        return [c for c in self.displays[p][r][boat.first : boat.last + 1] if c is not None]

    def remove(self, p: int, r: int, c: int) -> tuple[str, int, int]:
        """Take the card at (r, c) off a display; a free display is cut back to its cards.

        Returns the card and the shift of the display's origin (rows, columns), which the
        caller applies to any coordinates it still holds for this display.
        """
        card = self.displays[p][r][c]
        assert card is not None
        self.put(p, r, c, None)
        return card, *self.trim(p)

    def trim(self, p: int) -> tuple[int, int]:
        """rule placement.adjacency: a free display is numbered from its top-left card."""
        if not self.free:
            return 0, 0
        grid = self.displays[p]
        facts = self.table.facts
        dr = dc = 0
        while grid and not facts(grid[0]).occupied:
            grid.pop(0)
            dr += 1
        while grid and not facts(grid[-1]).occupied:
            grid.pop()
        if not grid:
            return dr, dc
        occupied = 0
        for row in grid:
            occupied |= facts(row).occupied
        width = len(grid[0])
        dc = ((occupied & -occupied).bit_length() - 1) - 1  # bit c is column c (1-based)
        cut = width - (occupied.bit_length() - 1)
        if dc or cut:
            moved = self.table.moved  # the cut rows' facts are those of the rows before, moved along
            grid[:] = [moved(row, -dc, row[dc : width - cut]) for row in grid]
        if (dr or dc) and p == self.turn:
            self.move_pending(-dr, -dc)
        return dr, dc

    def move_pending(self, dr: int, dc: int) -> None:
        """Keep the turn player's pending attacks pointing at their boats after renumbering."""
        for i, item in enumerate(self.pending):
            if isinstance(item, AttackItem):
                b = item.boat
                self.pending[i] = AttackItem(boat=span(b.row + dr, b.first + dc, b.last + dc))

    # -- where cards go ----------------------------------------------------

    def lose(self, cards: list[str], rule: str) -> None:
        """Cards the rules take away: to the discard pile or out of play, per edition.

        rule attack.losers / cards.archer / cards.crazy-axe. Several cards go onto the
        discard pile one by one in the order given, so the last is on top.
        """
        if not cards:
            return
        if self.rules.lost_cards == "discard":
            self.discard[:0] = reversed(cards)
            self.emit("discarded", cards=tuple(cards), rule=rule)
        else:
            self.out.extend(cards)
            self.emit("removed", cards=tuple(cards), rule=rule)

    # -- obligations -------------------------------------------------------

    def push(self, item: Pending) -> None:
        """Queue an obligation in its place (``pending_order``), behind others of its rank.

        A card in hand goes before everything of a later rank, even before an unfinished
        claim or spoils that it came from; at most one end-of-game check waits at a time.
        """
        pending = self.pending
        if item.kind == "end" and any(x.kind == "end" for x in pending):
            return
        order = self.order
        rank = order[item.kind]
        i = 0
        while i < len(pending) and (order[pending[i].kind] < rank or rank > 0 and order[pending[i].kind] == rank):
            i += 1
        pending.insert(i, item)

    def pop(self) -> Any:
        return self.pending.pop(0)

    def head(self) -> Any:
        return self.pending[0] if self.pending else None

    # -- coordinates -------------------------------------------------------

    def cell(self, r: int, c: int) -> Cell:
        return cell(r + 1, c + 1)

    def span(self, r: int, boat: Boat) -> Span:
        return span(r + 1, boat.first + 1, boat.last + 1)


EVENT_DEFAULTS: dict[str, Any] = {name: f.default for name, f in Event.model_fields.items()}


def fresh_draw(g: Game) -> None:
    """Queue the next draw: the same player's, or the next player's if the turn ends."""
    if g.ending:
        g.turn = (g.turn + 1) % len(g.names)
        g.drawn = 0
        g.ending = False
        g.emit("turn")
    g.pending.append(DRAW)
