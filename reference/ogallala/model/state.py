"""The game state: what the notation writes, the protocol carries and the engine continues.

Every field is something a player at the table could point at: the displays, the piles,
the discard pile, the cards out of play, whose turn it is and what that player must decide
now. The engine keeps nothing else, so any state written down can be loaded and played on.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import (
    AfterValidator, Field, StringConstraints, model_validator,
)

from .bounds import CARDS_MAX, COLUMNS_MAX, OPTIONS_MAX, PENDING_MAX, PILES_MAX, PLAYERS_MAX, ROWS_MAX
from ..util.frozen import Frozen as _Frozen
from ..util.clean import CONTROL

__all__ = ["COUNT_MAX", "NAME_MAX", "READINGS_MAX", "SEED_MAX", "AttackItem", "Card", "Cards", "Cell", "ClaimItem",
           "Count", "DrawItem", "EndItem", "LassoItem", "Name", "Pending", "PlaceItem", "Player", "Row", "Seed",
           "ShootItem", "SinkItem", "Span", "SpoilsItem", "State"]

Card = str
"""A card token: a kind id, with ``.colour`` appended in the two-tribe variant."""

SEED_MAX = 2**64 - 1
COUNT_MAX = 2**31 - 1
NAME_MAX = 64
READINGS_MAX = 256
"""Most readings a game may name (the register has a few dozen rulings)."""

Seed = Annotated[int, Field(ge=0, le=SEED_MAX)]
"""A state of the shuffle generator: an unsigned 64-bit integer (0 to 2^64 - 1)."""

Count = Annotated[int, Field(ge=0, le=COUNT_MAX)]
"""A count, row or column: 0 to 2^31 - 1 (what a signed 32-bit integer holds)."""


def _printable(name: str) -> str:
    if CONTROL.search(name):
        raise ValueError("a player's name may not hold control or bidi characters")
    return name


Name = Annotated[str, StringConstraints(max_length=NAME_MAX), AfterValidator(_printable),
                 Field(json_schema_extra={"pattern": "^[^\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f"
                                                     "\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069\\ufeff]*$"})]
"""A player's name: at most 64 characters, none of them a control or bidi character
(``ogallala.util.clean.CONTROL``, the characters every report escapes)."""

Row = Annotated[tuple[Card | None, ...], Field(max_length=COLUMNS_MAX)]
"""A row of a display, its spaces from the left (at most ``bounds.COLUMNS_MAX``)."""
Cards = Annotated[tuple[Card, ...], Field(max_length=CARDS_MAX)]
"""A list of cards: at most the whole deck (``bounds.CARDS_MAX``)."""


class Cell(_Frozen):
    """A space of a display, written ``r2c5``."""

    row: Count
    """Row, 1 at the top. In a free display 0 means one row above the top row."""
    col: Count
    """Column, 1 at the left. In a free display 0 means one column left of the leftmost."""

    def __str__(self) -> str:
        return f"r{self.row}c{self.col}"


class Span(_Frozen):
    """The cards of a boat or section in one row, written ``r1c2-r1c7`` (or ``r1c2``)."""

    row: Count
    first: Count
    last: Count

    def __str__(self) -> str:
        if self.first == self.last:
            return f"r{self.row}c{self.first}"
        return f"r{self.row}c{self.first}-r{self.row}c{self.last}"


class Player(_Frozen):
    name: Name
    """The player's name, a single word such as ``North``; also their seat's identity."""
    display: Annotated[tuple[Row, ...], Field(max_length=ROWS_MAX)] = ()
    """The player's cards, row by row, ``None`` for an empty space. A mat always has all
    its rows at full width; a free display is cut to the box around its cards."""


class DrawItem(_Frozen):
    kind: Literal["draw"] = "draw"


class PlaceItem(_Frozen):
    kind: Literal["place"] = "place"
    card: Card
    source: Literal["drawn", "lassoed", "claimed", "spoils"]
    """How the card came into the player's hand; it decides what the card may trigger."""


class LassoItem(_Frozen):
    kind: Literal["lasso"] = "lasso"


class ShootItem(_Frozen):
    kind: Literal["shoot"] = "shoot"


class SinkItem(_Frozen):
    kind: Literal["sink"] = "sink"
    card: Card
    """The Crazy Axe card, held until it sinks a boat."""


class ClaimItem(_Frozen):
    kind: Literal["claim"] = "claim"
    suite: str
    """The suite whose booty the newly placed person may claim."""
    spoils: bool = False
    """Whether the person was taken as spoils: what he claims is then part of the attack's
    spoils, and a boat it completes does not attack where attacks do not chain."""


class AttackItem(_Frozen):
    kind: Literal["attack"] = "attack"
    boat: Span
    """The player's boat that has just been completed and may attack."""


class SpoilsItem(_Frozen):
    kind: Literal["spoils"] = "spoils"
    victim: Name | None = None
    """Where the conquered cards still lie, when they stay on the victim's display."""
    boat: Span | None = None
    cards: Cards = ()
    """The conquered cards in the attacker's hand, when they left the victim's display."""


class EndItem(_Frozen):
    kind: Literal["end"] = "end"


Pending = Annotated[
    DrawItem | PlaceItem | LassoItem | ShootItem | SinkItem | ClaimItem | AttackItem | SpoilsItem | EndItem,
    Field(discriminator="kind"),
]

PENDING_ORDER = {"place": 0, "lasso": 1, "shoot": 1, "sink": 1, "claim": 2, "spoils": 3, "attack": 4, "end": 5, "draw": 6}
"""The order in which obligations are worked off: a card in hand is placed first, then the
drawn card's own action, a person's claim, the spoils of an attack, the attacks of boats
completed meanwhile, the chance to end the game, and only then the next draw."""

SPECIAL_FIRST_ORDER = {**PENDING_ORDER, "lasso": -1, "shoot": -1}
"""The order when a drawn archer or lasso thrower acts before it is placed (ruling
pelikan-special-timing): its action comes before the card in hand."""

ATTACK_FIRST_ORDER = {**PENDING_ORDER, "lasso": 5, "shoot": 5, "claim": 6, "end": 7, "draw": 8}
"""The order when the attacks of boats completed come before the action of the card that
completed them (ruling special-attack-order, attack-first): the attack and its spoils, then
the archer's shot or the lasso thrower's throw, then a hunter's claim, then the chance to
end the game."""


_ORDERS = {
    ("after-placing", "special-first"): PENDING_ORDER,
    ("before-placing", "special-first"): SPECIAL_FIRST_ORDER,
    ("after-placing", "attack-first"): ATTACK_FIRST_ORDER,
    ("before-placing", "attack-first"): {**ATTACK_FIRST_ORDER, "lasso": -1, "shoot": -1},
}
"""Each pair of the two readings: an archer or a lasso thrower that acts before it is
placed acts before any boat it could complete, while a hunter's claim still follows the
attack where the attack comes first."""


def pending_order(special_timing: str, special_attack_order: str = "special-first") -> dict[str, int]:
    """The order of obligations under the edition's ``special_timing`` and
    ``special_attack_order`` rule parameters."""
    return _ORDERS[special_timing, special_attack_order]


def is_empty(readings: dict[str, str]) -> bool:
    """Games played as decided carry no ``readings`` on the wire (protocol 1 as before):
    the field is left out when this is true (pydantic's ``exclude_if``, kept out of Python
    while a model is written)."""
    return not readings


class State(_Frozen):
    edition: str
    options: Annotated[tuple[str, ...], Field(max_length=OPTIONS_MAX)] = ()
    """The variants in play, sorted."""
    readings: Annotated[dict[str, str], Field(max_length=READINGS_MAX, exclude_if=is_empty)] = {}
    """The readings the game is played under: ruling id -> alternative, for the rulings it
    plays otherwise than the edition decides (``spec/rulings``; every other ruling follows
    its decision). An alternative that takes a parameter is written with it, in its canonical
    form: ``declared(bow=6,stern=6,bow1=4+4,...)`` (ruling amigo-deck-split). Left out of the
    JSON when empty."""
    seed: Seed = 0
    """State of the shuffle generator: every reshuffle draws from it and advances it."""
    players: Annotated[tuple[Player, ...], Field(max_length=PLAYERS_MAX)]
    """In seat order; play passes from each to the next."""
    piles: Annotated[tuple[Cards, ...], Field(max_length=PILES_MAX)]
    """The draw piles, each top card first."""
    discard: Cards = ()
    """The discard pile, top card first."""
    out: Cards = ()
    """Cards removed from play, sorted (their order means nothing)."""
    turn: Name
    """The player whose turn it is; every pending decision is theirs."""
    drawn: Count = 0
    """Cards drawn so far in this run of drawing."""
    ending: bool = False
    """Whether the turn passes once the pending obligations are worked off."""
    pending: Annotated[tuple[Pending, ...], Field(max_length=PENDING_MAX)] = ()
    """What must happen next, the first item being the decision now due. Empty when the
    game is over."""
    first_three: Name | None = None
    """The first player to have three complete boats."""
    completed: Annotated[dict[Name, Count], Field(max_length=READINGS_MAX, exclude_if=is_empty)] = {}
    """How many boats a player has completed in the game, for each player for whom that
    differs from the complete boats he holds now (boats lost since count). Kept only where a
    reading counts completed boats (rulings three-boats-count, amigo-fifth-boat); a player
    not named has completed the complete boats he holds. Left out of the JSON when empty."""
    displayed_at_reshuffle: Count | None = None
    """How many cards lay in the displays, all players together, when the discard pile
    was last shuffled into a draw pile (``None``: not yet). Under the readings displays-grew
    and once of ruling reshuffle-termination it decides whether it goes round again."""
    over: bool = False

    @model_validator(mode="after")
    def _as_played(self) -> State:
        """``options`` and ``out`` sorted. A reading that repeats the edition's decision is
        dropped, so that two states of the same game compare equal however their readings
        were written; readings the register does not know are kept, for ``ogallala.notation.validity``
        to report. (One validator for the three: each call from the validator costs more
        than its work, and every position read, sent or received is validated.)"""
        for name in ("options", "out"):
            value = getattr(self, name)
            if any(a > b for a, b in zip(value, value[1:])):
                object.__setattr__(self, name, tuple(sorted(value)))
        if self.readings:
            from .readings import ReadingError, normalise

            try:
                object.__setattr__(self, "readings", normalise(self.edition, self.readings))
            except (ReadingError, KeyError):
                pass
        return self

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def decision(self) -> Pending | None:
        return self.pending[0] if self.pending else None
