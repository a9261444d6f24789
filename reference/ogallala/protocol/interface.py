"""What the suite asks of an engine: the operations the JSON protocol carries.

It sits below the scenarios, the protocol and the harness, which all use it. The scenario steps talk to an ``Engine`` and nothing else, so the same scenarios run
against the reference engine in-process and against any program over the protocol.
An engine holds one game at a time: ``start`` or ``load`` one, then ask about it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from ..model.actions import Action, Event
from ..util.frozen import Frozen as _Frozen
from ..engine.scoring import Score
from ..model.state import State

__all__ = ["PROTOCOL_VERSION", "Applied", "Engine", "EngineError", "Hello", "Rejected"]

PROTOCOL_VERSION = 1


class Hello(_Frozen):
    """What an engine says of itself in the handshake."""

    name: str
    version: str
    protocol: int
    """The protocol version it speaks; the harness refuses any other."""
    editions: tuple[str, ...]
    """The edition ids it implements; scenarios of other editions are skipped."""
    variants: dict[str, tuple[str, ...]] = {}
    """Per edition, the variant ids it implements (absent: none)."""
    rulings: dict[str, str] = {}
    """The engine's readings: ruling id -> the alternative it plays (in every edition the
    ruling decides), or ``ruling-id@edition`` -> alternative for one edition; an alternative
    that takes a parameter is written with it, ``declared(bow=6,stern=6,...)``. Rulings left
    out follow the register's decision. The suite runs the rows of its reading columns that
    give this alternative's outcome; a reading the register does not list (or marks as not
    played, or whose parameter it refuses) skips the runs that depend on that ruling."""
    plays_readings: bool = False
    """Whether the engine plays any reading it is given: the ``readings`` of a ``start``
    request or of a loaded state (as the reference engine does). The suite then runs every
    row of every reading column, each under its own reading."""


class Applied(_Frozen):
    """An action the engine carried out: the position after it and what happened, in order."""

    state: State
    events: tuple[Event, ...]


class Rejected(_Frozen):
    """An action the engine refused, with the rule it says the action breaks."""

    rule: str
    reason: str


class EngineError(Exception):
    """The engine misbehaved: crashed, hung, answered garbage, or refused a valid request.

    ``kind`` is one of: ``start`` (could not be started or failed the handshake), ``crash``
    (exited or closed its output), ``timeout``, ``malformed`` (a reply that is not JSON),
    ``schema`` (JSON that is not the reply the request needs), ``wrong-id``, ``limit`` (too
    much output), ``error`` (a well-formed error reply: the session goes on) and ``gave-up``
    (restarted too often; the run stops using it). All but ``error`` end the engine process;
    the harness starts a new one for the next scenario.
    """

    def __init__(self, kind: str, message: str, stderr: str = "", code: str = "") -> None:
        super().__init__(f"{kind}: {message}")
        self.kind, self.message, self.stderr = kind, message, stderr
        self.code = code
        """For ``error``: the protocol's error code (``no-game``, ``invalid-setup`` ...)."""


class Engine(Protocol):
    """An Ogallala engine as the suite talks to it: the requests of the protocol as methods."""

    def hello(self) -> Hello:
        """What the engine says of itself (the handshake)."""

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        """A new game: ``players`` in seat order (the first starts), the variants in
        ``options``, the deck shuffled by ``seed`` or the ``piles`` as given (each top card
        first), under ``readings`` (ruling id -> alternative)."""

    def load(self, state: State) -> State:
        """Take ``state`` as the current game; returns it as the engine holds it (with any
        obligation that has no legal action worked off)."""

    def legal(self) -> list[Action]:
        """Every legal action at the pending decision (empty when the game is over)."""

    def apply(self, action: Action) -> Applied | Rejected:
        """Carry out ``action``, or refuse it naming the rule it breaks (the game unchanged)."""

    def state(self) -> State:
        """The current position."""

    def score(self) -> Score:
        """Each player's score, itemised, and the winners."""

    def close(self) -> None:
        """Stop the engine (a process ends); the object is not used again."""
