"""Mutants of the end of the game: three boats, playing on, the fifth boat, the piles."""

from __future__ import annotations

from typing import Any

from ...engine.rules import end
from ..declare import ALL, code, data
from ..patch import Patches

data("end-pelikan-optional", "end", "end.three-boats", ("pelikan-1975", "ass-ii"),
     "Pelikan and Ogallala II go on after three boats unless the player ends the game",
     {"rules": {"end_at_three": "optional"}})
data("end-ass-i-forced", "end", "end.three-boats", ("ass-i", "amigo"),
     "ASS-I and Amigo end at once with three complete boats", {"rules": {"end_at_three": "forced"}})


@code("end-at-four-boats", "end", "end.three-boats", ALL,
      "the game ends (or may be ended) with four complete boats, not three")
def _four(p: Patches) -> None:
    def make(real: Any) -> Any:
        def complete_count(self: Any, q: int) -> int:
            found: int = real(self, q)
            return max(found - 1, 0)
        return complete_count
    from ...engine.game import Game
    p.wrap(Game, "complete_count", make)


data("end-before-attack", "end", "end.three-boats", ("pelikan-1975", "ass-ii"),
     "the game ends with the third boat's completion, before its attack", {"rules": {"end_timing": "before-attack"}})
data("end-any-time", "end", "end.play-on", ("ass-i", "amigo"),
     "a player with three boats may end the game at any moment of his turn", {"rules": {"end_chance": "any-time"}})
data("end-first-three-only", "end", "end.play-on", ("ass-i", "amigo"),
     "only the first player to complete three boats may end the game", {"rules": {"end_chance": "first-three"}})


@code("end-no-play-on", "end", "end.play-on", ("ass-i", "amigo"),
      "a player who may end the game is not asked: the game simply goes on")
def _no_choice(p: Patches) -> None:
    p.replace(end, "may_end", lambda g: False)


data("end-amigo-sixth-boat", "end", "end.fifth-boat", ("amigo",),
     "Amigo ends with the sixth boat, not the fifth", {"rules": {"end_forced_at": 6}})
data("end-amigo-no-fifth-boat", "end", "end.fifth-boat", ("amigo",),
     "Amigo has no forced end: five boats may be played on", {"rules": {"end_forced_at": 0}})
data("end-last-card-taken", "end", "end.piles-exhausted", ("pelikan-1975", "ass-ii", "ass-i"),
     "the game ends the moment the last card is drawn (it is never placed)", {"rules": {"piles_end": "last-card-taken"}})


@code("end-piles-exhausted-rule-named-wrong", "end", "end.piles-exhausted", ALL,
      "a game that ends because the piles ran out names rule end.three-boats")
def _wrong_rule(p: Patches) -> None:
    p.wrap(end, "game_over", lambda real: lambda g, rule: real(g, "end.three-boats" if rule == "end.piles-exhausted" else rule))
