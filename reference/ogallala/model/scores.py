"""A score as the engine hands it out: its lines, each player's total, the winners.

The models live apart from ``scoring``, which works them out, so that the working out can
be compiled (``ogallala.util.compiled``: mypyc cannot compile a module that defines pydantic
models); ``scoring`` names them too.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from .bounds import PLAYERS_MAX, SCORE_LINES_MAX
from ..util.frozen import Frozen as _Frozen
from .state import Span

__all__ = ["PlayerScore", "Score", "ScoreLine"]


class ScoreLine(_Frozen):
    rule: str
    """The scoring rule topic, e.g. ``scoring.booty-suite``."""
    points: int
    text: str
    """What scored, in words: ``bear suite``, ``7 cards x 2``."""
    boat: Span | None = None
    """The boat it belongs to; ``None`` for bonuses of the whole display."""


class PlayerScore(_Frozen):
    player: str
    total: int
    lines: Annotated[tuple[ScoreLine, ...], Field(max_length=SCORE_LINES_MAX)]

    def describe(self) -> str:
        """``North 140: boat r1c1-r1c10: 20 cards x 2, 90 buffalo suite, 30 ...``."""
        parts: dict[str, list[str]] = {}
        for line in self.lines:
            key = f"boat {line.boat}" if line.boat else "bonus"
            parts.setdefault(key, []).append(f"{line.points} {line.text}")
        body = "; ".join(f"{k}: {', '.join(v)}" for k, v in parts.items())
        return f"{self.player} {self.total}" + (f" ({body})" if body else "")


class Score(_Frozen):
    players: Annotated[tuple[PlayerScore, ...], Field(max_length=PLAYERS_MAX)]
    winners: Annotated[tuple[str, ...], Field(max_length=PLAYERS_MAX)]
    """The players with the highest total; ties share the win (ruling tie-winner)."""

    def of(self, name: str) -> PlayerScore:
        return next(p for p in self.players if p.player == name)
