"""An engine that plays fixed readings whatever it is told: the engines a fingerprint must see through.

``InProcess(readings)`` plays its readings only in the games it starts: a loaded position
is played under the readings it carries, which the harness fills in from the hello. An
engine that follows another reading than it declares ignores what it is told everywhere.
``Posing`` is the reference engine doing that: it plays ``plays`` (per edition) in every
game, started or loaded, and hands every position back with the readings it was told, so
only its behaviour shows its readings. The fingerprint predicts with it (the reference
engine reading ``plays`` while the steps believe what the engine declared), the tests and
``tests/zoo/posing.py`` serve it as an engine to be found out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..model.actions import Action
from ..protocol.inprocess import InProcess
from ..protocol.interface import Applied, Hello, Rejected
from ..model.readings import declared
from ..engine.scoring import Score
from ..model.state import State


class Posing:
    """The reference engine playing ``plays`` (ruling -> alternative, or ``ruling@edition``
    -> alternative, as a hello writes readings) and declaring ``declares`` (nothing: the
    decisions)."""

    def __init__(self, plays: Mapping[str, str], declares: Mapping[str, str] | None = None) -> None:
        self.plays = dict(plays)
        self.declares = dict(declares or {})
        self.inner = InProcess()
        self.told: dict[str, str] = {}
        """The readings of the last position or game the engine was given."""

    def hello(self) -> Hello:
        return self.inner.hello().model_copy(update={"rulings": dict(self.declares), "plays_readings": False})

    def _mine(self, edition: str) -> dict[str, str]:
        return declared(self.plays, edition)

    def _shown(self, state: State) -> State:
        """``state`` with the readings the engine was told, as it echoes them."""
        return state if state.readings == self.told else state.model_copy(update={"readings": dict(self.told)})

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        self.told = dict(readings or declared(self.declares, edition))
        return self._shown(self.inner.start(edition, players, options, seed=seed, piles=piles,
                                            readings=self._mine(edition)))

    def load(self, state: State) -> State:
        self.told = dict(state.readings)
        mine = self._mine(state.edition)
        return self._shown(self.inner.load(state.model_copy(update={"readings": mine})))

    def legal(self) -> list[Action]:
        return self.inner.legal()

    def apply(self, action: Action) -> Applied | Rejected:
        result = self.inner.apply(action)
        if isinstance(result, Applied):
            return result.model_copy(update={"state": self._shown(result.state)})
        return result

    def state(self) -> State:
        return self._shown(self.inner.state())

    def score(self) -> Score:
        return self.inner.score()

    def close(self) -> None:
        self.inner.close()
