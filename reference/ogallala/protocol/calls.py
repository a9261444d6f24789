"""The calls a step makes on its engine when it passes, known before it runs.

An engine process that reads its requests as a stream (``pipelining`` in its hello) can be
sent a run's requests all at once and answer them while the harness is still checking the
first replies: the two processes then work at the same time instead of by turns. For that
the harness must know the requests before the steps ask for them. Each step says, beside
what it checks, which calls it makes on the way to passing (``StepDef.plan``); a run's
plan (``run.plan``) is theirs in order. A plan is only a forecast: the steps still ask for
every reply themselves, and the engine process's side (``harness.process``) compares each
call with the one planned. A run that does not pass, or asks for something else than its
plan, is played again one request at a time, so that what is reported is exactly what a
run without a plan gives.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from ..model.actions import Action
from ..model.state import State

Question = Literal["state", "legal", "score"]


@dataclass(frozen=True, slots=True)
class Load:
    state: State


@dataclass(frozen=True, slots=True)
class Start:
    edition: str
    players: tuple[str, ...]
    options: tuple[str, ...]
    seed: int | None
    readings: Mapping[str, str]
    refused: bool = False
    """The scenario expects the engine to refuse the game (an ``error`` reply)."""


@dataclass(frozen=True, slots=True)
class Apply:
    action: Action
    applied: bool = True
    """Whether the scenario expects the action to be carried out (else refused)."""


@dataclass(frozen=True, slots=True)
class Ask:
    """A question about the current game, which changes nothing."""

    what: Question


Call = Load | Start | Apply | Ask

Plan = Callable[..., Sequence[Call]]
"""A step's plan: called with the step's context and arguments, as the step is."""


def asks(*what: Question) -> Plan:
    """The plan of a step that asks these questions and changes nothing."""
    calls = tuple(Ask(w) for w in what)

    def planned(ctx: object, **_: object) -> Sequence[Call]:
        return calls

    return planned


NOTHING: Plan = asks()
"""The plan of a step that makes no call (it reads what the steps before it kept)."""
