"""Each player's score kept by the ``Player`` model it was worked out for.

Why: the fuzzer asks the score at the start of every turn, on both sides of the pipe (the
reference's script and ``ogallala serve``), and between two turns most players' displays
have not changed. A player's score (``scoring.player_score``: their lines and total)
depends only on the edition, their own display and whether they were the first to complete
three boats; and a player whose display an action left alone is the very ``Player`` model
of the position before (``Game.to_state`` keeps it). So the score worked out for a model is
kept with the model itself (its id is never another's while it is kept), and asked again
of the same model, with the same first-three flag, it is the same ``PlayerScore``. Its JSON
is then kept by identity too (``protocol.encoding``).

``tables.forget`` drops what is kept (a mutant patches the scoring functions: every score
is worked out anew by them).
"""

from __future__ import annotations

from collections.abc import Callable

from ..model.editions import Edition
from ..model.scores import PlayerScore
from ..model.state import State
from .tables import FORGET

__all__ = ["PLAYERS_KEPT", "player_scores"]

PLAYERS_KEPT = 4096
"""Most players' scores kept per edition (beyond, the store starts again)."""

Worked = Callable[[Edition, State, str], PlayerScore]
"""How a player's score is worked out (``scoring.player_score``)."""


class _Kept:
    __slots__ = ("edition", "players")

    def __init__(self, edition: Edition) -> None:
        self.edition = edition
        self.players: dict[int, tuple[object, bool, PlayerScore]] = {}


_EDITIONS: dict[int, _Kept] = {}
"""By edition (its id, the edition kept beside so that the id stays its own)."""
FORGET.append(_EDITIONS.clear)


def player_scores(edition: Edition, state: State, work: Worked) -> tuple[PlayerScore, ...]:
    """Every player's score in seat order: ``work(edition, state, name)`` for each, or the
    score kept for the same ``Player`` model and first-three flag. (Where two players share
    a name, a position no game reaches, ``work`` scores the first of them for both, as it
    always did: nothing is kept then.)"""
    if len({p.name for p in state.players}) != len(state.players):
        return tuple(work(edition, state, p.name) for p in state.players)
    kept = _EDITIONS.get(id(edition))
    if kept is None or kept.edition is not edition:
        if len(_EDITIONS) > 64:  # editions made anew at every call (the mutation tool's recorder)
            _EDITIONS.clear()
        kept = _EDITIONS[id(edition)] = _Kept(edition)
    players = kept.players
    first_three = state.first_three
    out = []
    for p in state.players:
        first = p.name == first_three
        found = players.get(id(p))
        if found is None or found[0] is not p or found[1] is not first:
            if len(players) >= PLAYERS_KEPT:
                players.clear()
            found = players[id(p)] = (p, first, work(edition, state, p.name))
        out.append(found[2])
    return tuple(out)
