"""The reference engine behind the ``Engine`` interface, without a process in between."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine import entry as engine
from ..model.actions import Action
from ..model.editions import EDITION_IDS, all_editions
from ..util.frozen import trusted
from ..model.readings import declared
from ..engine.scoring import Score
from ..model.state import State
from ..util.version import __version__
from .interface import PROTOCOL_VERSION, Applied, EngineError, Hello, Rejected

__all__ = ["InProcess", "reference_hello"]


def reference_hello() -> Hello:
    return Hello(
        name="ogallala reference engine", version=__version__, protocol=PROTOCOL_VERSION,
        editions=tuple(e.id for e in all_editions()),
        variants={e.id: e.variant_ids for e in all_editions()},
        plays_readings=True,
    )


class InProcess:
    """The reference engine. With ``readings`` it stands for an engine that plays those
    readings and no others: its hello declares them and a new game gets them unless the
    request names its own."""

    def __init__(self, readings: Mapping[str, str] | None = None) -> None:
        self.current: State | None = None
        self.readings = dict(readings or {})

    def hello(self) -> Hello:
        if not self.readings:
            return reference_hello()
        return reference_hello().model_copy(update={"rulings": dict(self.readings), "plays_readings": False})

    def _game(self) -> State:
        if self.current is None:
            raise EngineError("error", "no game: start or load one first", code="no-game")
        return self.current

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        if not readings and self.readings:
            readings = declared(self.readings, edition)
        try:
            self.current = engine.start(edition, players, options, seed=seed, piles=piles, readings=readings)
        except engine.SetupError as error:
            code = "unsupported" if edition not in EDITION_IDS else "invalid-setup"
            raise EngineError("error", str(error), code=code) from None
        return self.current

    def load(self, state: State) -> State:
        self.current = engine.settled(state)
        return self.current

    def legal(self) -> list[Action]:
        return list(engine.legal_actions(self._game()))

    def apply(self, action: Action) -> Applied | Rejected:
        try:
            state, events = engine.apply(self._game(), action)
        except engine.IllegalAction as refused:
            return Rejected(rule=refused.rule, reason=refused.reason)
        self.current = state
        return trusted(Applied, {"state": state, "events": events})  # the engine's own models

    def state(self) -> State:
        return self._game()

    def score(self) -> Score:
        return engine.score(self._game())

    def close(self) -> None:
        self.current = None
