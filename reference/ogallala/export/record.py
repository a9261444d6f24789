"""The reference engine, spoken to as the harness speaks to an engine process, with every
request and reply written down.

The harness does not ask an engine process for what it already has: the position comes
from the reply to ``start``, ``load`` or an applied action, and a ``state`` request goes
out only when none of those has come since the game last changed (after a refusal, an
error, at first); legal actions and scores asked again of the same position are the first
answer. ``Recorder`` keeps the same books (as ``ProcessEngine`` with ``cache_state``), so
the requests it writes down are exactly those the harness sends an engine that passes the
run, and each answer a step reads is tied to the reply it came from.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, TypeAdapter

from ..engine.scoring import Score
from ..model.actions import Action
from ..model.state import State
from ..notation import render_state
from ..protocol import messages as P
from ..protocol.inprocess import InProcess
from ..protocol.interface import Applied, EngineError, Hello, Rejected
from .format import Expect, Send

Method = Literal["start", "load", "legal", "apply", "state", "score"]


@dataclass(frozen=True, slots=True)
class Called:
    """One call a step made on the engine."""

    method: Method
    source: int | None
    """The reply the answer came from (its number in the run), None for an error reply."""
    mark: int
    """How many items the exchange held just after the call: a check of its answer goes there."""


def normal(reply: BaseModel) -> dict[str, Any]:
    """A reply as a runner holds it: its JSON read back as the harness reads an engine's
    reply (validated), every field present (defaults filled in: docs/export.md, "normal form")."""
    read = P.parse_reply(P.encode(reply))
    filled: dict[str, Any] = read.model_dump(mode="json")
    _fill_left_out(read, filled)
    return filled


def _fill_left_out(model: BaseModel, data: dict[str, Any]) -> None:
    """Put back the fields the JSON leaves out when they hold their default (``exclude_if``:
    a state's ``readings`` and ``completed``, ...): they are part of the reply's normal form."""
    for name, field in type(model).model_fields.items():
        key = field.alias or name
        value = getattr(model, name)
        if field.exclude_if is not None and field.annotation is not None and key not in data:
            data[key] = TypeAdapter(field.annotation).dump_python(value, mode="json")
        inner = data.get(key)
        if isinstance(value, BaseModel) and isinstance(inner, dict):
            _fill_left_out(value, inner)
        elif isinstance(value, (list, tuple)) and isinstance(inner, list):
            for item, dumped in zip(value, inner):
                if isinstance(item, BaseModel) and isinstance(dumped, dict):
                    _fill_left_out(item, dumped)


def wire(request: BaseModel) -> dict[str, Any]:
    """A request as the harness writes it, without its id."""
    data: dict[str, Any] = json.loads(P.encode(request))
    del data["id"]
    return data


class Recorder:
    """The ``Engine`` a run is exported with: the reference engine under ``readings`` (an
    engine that declares them), its books kept as the harness keeps an engine process's."""

    def __init__(self, readings: Mapping[str, str] | None = None) -> None:
        self.engine = InProcess(readings)
        self.items: list[Any] = []
        """The exchange so far: ``Send`` items (the steps' checks are put between them later)."""
        self.replies: list[dict[str, Any]] = []
        """The reference engine's reply to each request, in its normal form."""
        self.calls: list[Called] = []
        self.first: State | None = None
        """The position after the run's first ``start`` or ``load``."""
        self._position: int | None = None
        self._legal: tuple[int, list[Action]] | None = None
        self._score: tuple[int, Score] | None = None
        self._known: State | None = None
        self.events: int | None = None
        """The reply that carried the events of the last action carried out."""

    # -- the books ------------------------------------------------------------------------

    def _send(self, request: BaseModel, reply: BaseModel, expect: Expect) -> int:
        self.replies.append(normal(reply))
        number = len(self.replies)
        self.items.append(Send(send=wire(request), reply=number, expect=expect))
        return number

    def _called(self, method: Method, source: int | None) -> None:
        self.calls.append(Called(method, source, len(self.items)))

    def _changing(self) -> None:
        self._position, self._known, self._legal, self._score = None, None, None, None

    def _holds(self, number: int, state: State) -> State:
        self._position, self._known = number, state
        if self.first is None:
            self.first = state
        return state

    # -- the Engine interface ---------------------------------------------------------------

    def hello(self) -> Hello:
        return self.engine.hello()

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        self._changing()
        request = P.StartRequest(id=0, edition=edition, players=tuple(players), options=tuple(options), seed=seed,
                                 piles=tuple(tuple(p) for p in piles) if piles is not None else None,
                                 readings=dict(readings or {}))
        try:
            state = self.engine.start(edition, players, options, seed, piles, readings)
        except EngineError as error:
            code: Any = error.code
            self._send(request, P.ErrorReply(id=0, code=code, message=error.message), Expect(type="error", code=code))
            self._called("start", None)
            raise
        number = self._send(request, P.StateReply(id=0, state=state), Expect(type="state"))
        self._called("start", number)
        return self._holds(number, state)

    def load(self, state: State) -> State:
        self._changing()
        request = P.LoadRequest(id=0, state=state, notation=render_state(state))
        held = self.engine.load(state)
        number = self._send(request, P.StateReply(id=0, state=held), Expect(type="state"))
        self._called("load", number)
        return self._holds(number, held)

    def legal(self) -> list[Action]:
        if self._legal is None:
            actions = self.engine.legal()
            reply = P.LegalReply(id=0, actions=tuple(P.LegalAction(action=a, text=str(a)) for a in actions))
            self._legal = (self._send(P.LegalRequest(id=0), reply, Expect(type="legal")), actions)
        self._called("legal", self._legal[0])
        return list(self._legal[1])

    def apply(self, action: Action) -> Applied | Rejected:
        self._changing()
        request = P.ApplyRequest(id=0, action=action, text=str(action))
        result = self.engine.apply(action)
        if isinstance(result, Rejected):
            reply: BaseModel = P.RejectedReply(id=0, rule=result.rule, reason=result.reason)
            self._called("apply", self._send(request, reply, Expect(type="rejected", rule=result.rule)))
            return result
        reply = P.AppliedReply(id=0, state=result.state, events=result.events)
        number = self._send(request, reply, Expect(type="applied"))
        self._called("apply", number)
        self.events = number
        self._holds(number, result.state)
        return result

    def state(self) -> State:
        if self._position is None or self._known is None:
            state = self.engine.state()
            self._holds(self._send(P.StateRequest(id=0), P.StateReply(id=0, state=state), Expect(type="state")), state)
        self._called("state", self._position)
        assert self._known is not None
        return self._known

    def score(self) -> Score:
        if self._score is None:
            score = self.engine.score()
            self._score = (self._send(P.ScoreRequest(id=0), P.ScoreReply(id=0, score=score), Expect(type="score")), score)
        self._called("score", self._score[0])
        return self._score[1]

    def close(self) -> None:
        self.engine.close()
