"""Actions a player takes and the events that follow, as models and as text.

Every decision of the game is one action. Each action has a one-line text form
(``place r1c3``, ``attack South r2c3-r2c9``) that the notation, the scenarios and the
protocol's convenience field share; ``str(action)`` writes it and
``ogallala.notation.parse_action`` reads it.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..util.frozen import Frozen as _Frozen
from .state import COUNT_MAX, Card, Cards, Cell, Count, Name, Span

__all__ = ["Action", "Attack", "Claim", "Discard", "Done", "Draw", "End", "Event", "Lasso", "Pass", "Place",
           "PlayOn", "Shoot", "Sink", "Stop", "Take", "Target"]


class Draw(_Frozen):
    kind: Literal["draw"] = "draw"
    pile: Annotated[int, Field(ge=1, le=COUNT_MAX)] = 1
    """Which pile, 1 to 3; editions with one pile have only pile 1. Where a reading lets the
    discard pile be drawn from (ruling amigo-discard-draw), it is the pile numbered after
    the draw piles (4 in Amigo)."""

    def __str__(self) -> str:
        return "draw" if self.pile == 1 else f"draw {self.pile}"


class Stop(_Frozen):
    kind: Literal["stop"] = "stop"

    def __str__(self) -> str:
        return "stop"


class Place(_Frozen):
    kind: Literal["place"] = "place"
    at: Cell
    shift: Literal["left", "right"] | None = None
    """Push the cards from ``at`` onwards one space this way to make room (suite shift)."""

    def __str__(self) -> str:
        return f"place {self.at}" + (f" shift {self.shift}" if self.shift else "")


class Discard(_Frozen):
    kind: Literal["discard"] = "discard"

    def __str__(self) -> str:
        return "discard"


class Lasso(_Frozen):
    kind: Literal["lasso"] = "lasso"
    player: Name
    at: Cell

    def __str__(self) -> str:
        return f"lasso {self.player} {self.at}"


class Shoot(_Frozen):
    kind: Literal["shoot"] = "shoot"
    player: Name
    at: Cell

    def __str__(self) -> str:
        return f"shoot {self.player} {self.at}"


class Claim(_Frozen):
    kind: Literal["claim"] = "claim"
    player: Name
    at: Cell

    def __str__(self) -> str:
        return f"claim {self.player} {self.at}"


class Pass(_Frozen):
    kind: Literal["pass"] = "pass"

    def __str__(self) -> str:
        return "pass"


class Sink(_Frozen):
    kind: Literal["sink"] = "sink"
    boat: Span

    def __str__(self) -> str:
        return f"sink {self.boat}"


class Target(_Frozen):
    player: Name
    boat: Span

    def __str__(self) -> str:
        return f"{self.player} {self.boat}"


class Attack(_Frozen):
    kind: Literal["attack"] = "attack"
    targets: Annotated[tuple[Target, ...], Field(min_length=1, max_length=2)]
    """One target, or two when a shaman's boat divides its strength."""

    def __str__(self) -> str:
        return "attack " + " and ".join(str(t) for t in self.targets)


def _no_victim(player: str | None) -> bool:
    """A take names no victim but where the spoils of two boats are pooled: the field is
    then left out of the JSON, so an engine that never pools sees the action as before."""
    return player is None


class Take(_Frozen):
    kind: Literal["take"] = "take"
    card: Card | None = None
    """A conquered card in hand (when the conquered cards left the victim's display)."""
    at: Cell | None = None
    """A space of the conquered boat (when its cards stay on the victim's display)."""
    player: Annotated[Name | None, Field(exclude_if=_no_victim)] = None
    """The victim on whose display the space ``at`` lies, where the remaining cards of a
    double attack's two boats are one pool to take from (ruling shaman-spoils-order, pooled);
    left out otherwise."""

    def __str__(self) -> str:
        if self.at is None:
            return f"take {self.card}"
        return f"take {self.player} {self.at}" if self.player else f"take {self.at}"


class Done(_Frozen):
    kind: Literal["done"] = "done"

    def __str__(self) -> str:
        return "done"


class End(_Frozen):
    kind: Literal["end"] = "end"

    def __str__(self) -> str:
        return "end"


class PlayOn(_Frozen):
    kind: Literal["play-on"] = "play-on"

    def __str__(self) -> str:
        return "play on"


Action = Annotated[
    Draw | Stop | Place | Discard | Lasso | Shoot | Claim | Pass | Sink | Attack | Take | Done | End | PlayOn,
    Field(discriminator="kind"),
]


class Event(_Frozen):
    """Something that happened: what a table would see, in the order it happened."""

    kind: Literal[
        "drew", "placed", "shifted", "discarded", "removed", "completed", "lassoed", "shot",
        "sank", "attacked", "took", "claimed", "lapsed", "reshuffled", "turn", "ended",
        "played-on", "game-over",
    ]
    player: Name | None = None
    card: Card | None = None
    cards: Cards = ()
    at: Cell | None = None
    boat: Span | None = None
    victim: Name | None = None
    pile: Count | None = None
    rule: str | None = None
    """The rule that made it happen, where that is not obvious from the kind."""

    def __str__(self) -> str:
        who = self.player or ""
        match self.kind:
            case "drew":
                return f"{who} drew {self.card} from pile {self.pile}"
            case "placed":
                return f"{who} placed {self.card} at {self.at}"
            case "shifted":
                return f"{who} shifted cards of row {self.at.row if self.at else '?'} to make room at {self.at}"
            case "discarded":
                if self.card is None:
                    return f"{' '.join(self.cards)} went to the discard pile" + (f" ({self.rule})" if self.rule else "")
                return f"{who} discarded {self.card}"
            case "removed":
                return f"{' '.join(self.cards)} removed from play" + (f" ({self.rule})" if self.rule else "")
            case "completed":
                return f"{who} completed the boat {self.boat}"
            case "lassoed":
                return f"{who} lassoed {self.card} from {self.victim} {self.at}"
            case "shot":
                return f"{who} shot {self.card} of {self.victim} at {self.at}"
            case "sank":
                return f"{who} sank the boat {self.boat} ({' '.join(self.cards)})"
            case "attacked":
                return f"{who} attacked {self.victim}'s boat {self.boat}"
            case "took":
                return f"{who} took {self.card}"
            case "claimed":
                return f"{who} claimed {self.card} from {self.victim} {self.at}"
            case "lapsed":
                return f"{who}'s {self.rule} lapsed"
            case "reshuffled":
                return f"the discard pile was shuffled into pile {self.pile}"
            case "turn":
                return f"{who}'s turn"
            case "ended":
                return f"{who} ended the game"
            case "played-on":
                return f"{who} played on"
            case _:
                return "the game is over" + (f" ({self.rule})" if self.rule else "")
