"""The engine's working copy of a state: mutable lists, cached lookups, and events.

``State`` is the frozen boundary model; a ``Game`` is what the rule modules change while
they apply one action. Converting costs little next to a decision and lets the rule code
read like the rulebook (``g.display(p)[r][c] = card``) instead of rebuilding tuples.
Coordinates inside a ``Game`` are 0-based; actions and events use the notation's 1-based.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .actions import Event
from .boats import Boat, row_boats
from .cards import CardKind, colour_of, kind_of
from .editions import Edition, Rules, load
from .state import AttackItem, Cell, DrawItem, Player, Span, State, pending_order

Grid = list[list[str | None]]


class Game:
    """One game in progress, owned by a single ``apply`` call."""

    __slots__ = (
        "edition", "rules", "kinds", "options", "tribes", "width", "height", "free", "seed", "names",
        "displays", "piles", "discard", "out", "turn", "drawn", "ending", "pending", "first_three",
        "over", "reshuffle_mark", "events", "boat_cache", "order",
    )

    def __init__(self, state: State) -> None:
        ed = load(state.edition, state.readings)
        self.edition: Edition = ed
        self.rules: Rules = ed.rules
        self.order = pending_order(ed.rules.special_timing)  # ruling pelikan-special-timing
        self.kinds: dict[str, CardKind] = dict(ed.kinds)
        self.kinds.update({t: ed.kinds[kind_of(t)] for t in ed.tokens(state.options)})
        self.boat_cache: dict[tuple[str | None, ...], list[Boat]] = {}
        self.options = frozenset(state.options)
        self.tribes = "tribes" in self.options
        self.width = ed.width(state.options)
        self.height = ed.display.rows
        self.free = ed.display.kind == "free"
        self.seed = state.seed
        self.names = [p.name for p in state.players]
        self.displays: list[Grid] = [[list(row) for row in p.display] for p in state.players]
        self.piles = [list(p) for p in state.piles]
        self.discard = list(state.discard)
        self.out = list(state.out)
        self.turn = self.names.index(state.turn)
        self.drawn = state.drawn
        self.ending = state.ending
        self.pending: list[Any] = list(state.pending)
        self.first_three = state.first_three
        self.over = state.over
        self.reshuffle_mark = state.displayed_at_reshuffle
        self.events: list[Event] = []

    def to_state(self) -> State:
        return State.model_construct(
            edition=self.edition.id,
            options=tuple(sorted(self.options)),
            readings=self.edition.readings,
            seed=self.seed,
            players=tuple(
                Player.model_construct(name=n, display=tuple(tuple(r) for r in d))
                for n, d in zip(self.names, self.displays, strict=True)
            ),
            piles=tuple(tuple(p) for p in self.piles),
            discard=tuple(self.discard),
            out=tuple(sorted(self.out)),
            turn=self.names[self.turn],
            drawn=self.drawn,
            ending=self.ending,
            pending=tuple(self.pending),
            first_three=self.first_three,
            over=self.over,
            displayed_at_reshuffle=self.reshuffle_mark,
        )

    # -- cards -------------------------------------------------------------

    def kind(self, card: str) -> CardKind:
        return self.kinds[card]

    def colour(self, card: str) -> str | None:
        return colour_of(card) if self.tribes else None

    def emit(self, kind: str, **fields: Any) -> None:
        self.events.append(Event(kind=kind, player=fields.pop("player", self.names[self.turn]), **fields))  # type: ignore[arg-type]

    # -- displays ----------------------------------------------------------

    def display(self, p: int) -> Grid:
        return self.displays[p]

    def displayed(self) -> int:
        """How many cards lie in all displays together."""
        return sum(1 for grid in self.displays for row in grid for card in row if card is not None)

    def has_kind(self, p: int, kind: str) -> bool:
        """Whether a card of this kind (any colour) lies in player ``p``'s display."""
        for row in self.displays[p]:
            for card in row:
                if card is not None and self.kinds[card].id == kind:
                    return True
        return False

    def row_boats(self, row: list[str | None]) -> list[Boat]:
        """The boats of a row (rule boats.composition), remembered: rows change rarely."""
        key = tuple(row)
        found = self.boat_cache.get(key)
        if found is None:
            found = self.boat_cache[key] = row_boats(row, self.kinds, self.rules.gap_splits_at, self.rules.one_gap_joins == "always")
        return found

    def boats(self, p: int) -> Iterator[tuple[int, Boat]]:
        """Every boat of a player's display with its row (0-based)."""
        for r, row in enumerate(self.displays[p]):
            for boat in self.row_boats(row):
                yield r, boat

    def boat_at(self, p: int, r: int, c: int) -> Boat | None:
        row = self.displays[p][r]
        if row[c] is None:
            return None
        for boat in self.row_boats(row):
            if boat.first <= c <= boat.last:
                return boat
        return None

    def complete_boats(self, p: int) -> list[tuple[int, Boat]]:
        return [(r, b) for r, b in self.boats(p) if b.complete]

    def cards_of(self, p: int, r: int, boat: Boat) -> list[str]:
        return [c for c in self.displays[p][r][boat.first : boat.last + 1] if c is not None]

    def remove(self, p: int, r: int, c: int) -> tuple[str, int, int]:
        """Take the card at (r, c) off a display; a free display is cut back to its cards.

        Returns the card and the shift of the display's origin (rows, columns), which the
        caller applies to any coordinates it still holds for this display.
        """
        grid = self.displays[p]
        card = grid[r][c]
        assert card is not None
        grid[r][c] = None
        return card, *self.trim(p)

    def trim(self, p: int) -> tuple[int, int]:
        """rule placement.adjacency: a free display is numbered from its top-left card."""
        if not self.free:
            return 0, 0
        grid = self.displays[p]
        dr = dc = 0
        while grid and all(x is None for x in grid[0]):
            grid.pop(0)
            dr += 1
        while grid and all(x is None for x in grid[-1]):
            grid.pop()
        if not grid:
            return dr, dc
        while all(row[0] is None for row in grid):
            for row in grid:
                row.pop(0)
            dc += 1
        while all(row[-1] is None for row in grid):
            for row in grid:
                row.pop()
        if (dr or dc) and p == self.turn:
            self.move_pending(-dr, -dc)
        return dr, dc

    def move_pending(self, dr: int, dc: int) -> None:
        """Keep the turn player's pending attacks pointing at their boats after renumbering."""
        for i, item in enumerate(self.pending):
            if isinstance(item, AttackItem):
                b = item.boat
                self.pending[i] = AttackItem(boat=Span(row=b.row + dr, first=b.first + dc, last=b.last + dc))

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

    def push(self, item: Any) -> None:
        """Queue an obligation in its place (``pending_order``), behind others of its rank.

        A card in hand goes before everything of a later rank, even before an unfinished
        claim or spoils that it came from; at most one end-of-game check waits at a time.
        """
        if item.kind == "end" and any(x.kind == "end" for x in self.pending):
            return
        order = self.order
        rank = order[item.kind]
        i = 0
        while i < len(self.pending) and (order[self.pending[i].kind] < rank
                                          or rank > 0 and order[self.pending[i].kind] == rank):
            i += 1
        self.pending.insert(i, item)

    def pop(self) -> Any:
        return self.pending.pop(0)

    def head(self) -> Any:
        return self.pending[0] if self.pending else None

    # -- coordinates -------------------------------------------------------

    def cell(self, r: int, c: int) -> Cell:
        return Cell(row=r + 1, col=c + 1)

    def span(self, r: int, boat: Boat) -> Span:
        return Span(row=r + 1, first=boat.first + 1, last=boat.last + 1)


def fresh_draw(g: Game) -> None:
    """Queue the next draw: the same player's, or the next player's if the turn ends."""
    if g.ending:
        g.turn = (g.turn + 1) % len(g.names)
        g.drawn = 0
        g.ending = False
        g.emit("turn")
    g.pending.append(DrawItem())
