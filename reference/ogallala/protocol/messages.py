"""The engine protocol: JSON Lines requests and replies, one pydantic model each.

The harness writes one request per line to the engine's stdin; the engine writes exactly
one reply per line to its stdout, echoing the request's ``id``. Requests are told apart by
``cmd``, replies by ``type``; every model forbids unknown fields, and ``docs/protocol.schema.json``
is generated from these models (``ogallala serve --schema``). ``docs/protocol.md`` walks
through a session.

    hello  -> hello                 the handshake: who the engine is, what it implements
    start  -> state | error         a new game (seed or explicit piles)
    load   -> state | error         take a position as the current game
    legal  -> legal | error         the legal actions at the pending decision
    apply  -> applied | rejected    play an action: the new state and events, or the rule it breaks
    state  -> state | error         the current position
    score  -> score | error         the current scores
    stop   -> stopped               the engine replies, then exits

Any request may instead get an ``error`` reply with a stable ``code``.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from ..model.actions import Action, Event
from ..model.bounds import EVENTS_MAX, LEGAL_MAX
from ..util.fielddocs import Documented
from ..util.clean import BRIEF_MAX, brief
from .interface import PROTOCOL_VERSION, Hello
from ..engine.scoring import Score
from ..model.state import READINGS_MAX, Name, Seed, State, is_empty

ID_MIN, ID_MAX = -(2**63), 2**63 - 1
Id = Annotated[int, Field(ge=ID_MIN, le=ID_MAX)]
"""A request's id, echoed by its reply: any signed 64-bit integer."""

__all__ = [
    "PROTOCOL_VERSION", "AnyRequest", "Request", "Reply", "REQUESTS", "REPLIES", "ANSWERS", "ErrorCode",
    "encode", "parse_request", "parse_reply", "schema", "schema_text", "brief",
]


class _Message(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


# -- requests: harness -> engine ---------------------------------------------------


class HelloRequest(_Message):
    """The first request of a session. The engine answers with a ``hello`` reply."""

    cmd: Literal["hello"] = "hello"
    id: Id
    """Any integer; the reply echoes it. The harness numbers its requests 1, 2, 3 ..."""
    protocol: int = PROTOCOL_VERSION
    """The protocol version the harness speaks. An engine that does not speak it may answer
    with an ``unsupported`` error; the harness in any case refuses a different version."""


class StartRequest(_Message):
    """A new game, which becomes the current game."""

    cmd: Literal["start"] = "start"
    id: Id
    edition: str
    """An edition id such as ``amigo``."""
    players: tuple[Name, ...]
    """The players' names in seat order; the first one starts."""
    options: tuple[str, ...] = ()
    """Variant ids of the edition."""
    seed: Seed | None = None
    """Seed of the shuffle (SplitMix64 + Fisher-Yates, see ``docs/protocol.md``). Used to deal
    the deck when ``piles`` is absent; it becomes the state's ``seed`` for later reshuffles."""
    piles: tuple[tuple[str, ...], ...] | None = None
    """The draw piles as dealt, each top card first; together exactly the edition's deck."""
    readings: Annotated[dict[str, str], Field(max_length=READINGS_MAX, exclude_if=is_empty)] = {}
    """The readings to play the game under (ruling id -> alternative), as the state's
    ``readings``. Sent only when not empty, and only to an engine that declares them (or
    ``plays_readings``); an engine that cannot play them answers ``unsupported``."""


class LoadRequest(_Message):
    """Take a position as the current game."""

    cmd: Literal["load"] = "load"
    id: Id
    state: State
    """The position. This field is authoritative."""
    notation: str | None = None
    """The same position in the Ogallala notation, for engines that would rather parse text
    (and for people reading a transcript)."""


class LegalRequest(_Message):
    """The legal actions at the current game's pending decision."""

    cmd: Literal["legal"] = "legal"
    id: Id


class ApplyRequest(_Message):
    """Play an action in the current game."""

    cmd: Literal["apply"] = "apply"
    id: Id
    action: Action
    """The action as a model. This field is authoritative."""
    text: str | None = None
    """The same action in its one-line text form (``place r1c3``)."""


class StateRequest(_Message):
    """The current game's position."""

    cmd: Literal["state"] = "state"
    id: Id


class ScoreRequest(_Message):
    """The current game's scores (of the position as it stands, over or not)."""

    cmd: Literal["score"] = "score"
    id: Id


class StopRequest(_Message):
    """End the session: the engine replies ``stopped`` and exits (so does end of input)."""

    cmd: Literal["stop"] = "stop"
    id: Id


AnyRequest = HelloRequest | StartRequest | LoadRequest | LegalRequest | ApplyRequest | StateRequest | ScoreRequest | StopRequest
"""Any request model, as a type."""

Request = Annotated[AnyRequest, Field(discriminator="cmd")]
"""Any request; ``cmd`` says which."""


# -- replies: engine -> harness ----------------------------------------------------


class _HelloHead(_Message):
    type: Literal["hello"] = "hello"
    id: Id


class HelloReply(Hello, _HelloHead):
    """The engine's side of the handshake: ``type`` and ``id``, then the fields of ``Hello``."""

    model_config = ConfigDict(title="HelloReply")

    pipelining: bool = False
    """Whether the engine reads its requests as a stream of lines and answers each in turn,
    whether or not the next one has been written yet (reading stdin line by line does). The
    harness may then write a scenario's requests before it reads their replies, so that the
    engine answers while the harness checks; otherwise it writes one request at a time.
    Nothing else changes: one reply per request, in order."""

    def hello(self) -> Hello:
        return Hello(**self.model_dump(exclude={"type", "id", "pipelining"}))


class StateReply(_Message):
    """The current position: the answer to ``start``, ``load`` and ``state``.

    After ``start`` and ``load`` it is the position as the engine holds it, with every
    obligation that has no legal action already worked off (a lasso without a target lapses)."""

    type: Literal["state"] = "state"
    id: Id
    state: State
    notation: str | None = None
    """The position in the notation, if the engine writes it (the harness ignores it)."""


class LegalAction(_Message):
    action: Action
    text: str | None = None
    """The action's one-line text form, if the engine writes it (the harness ignores it)."""


class LegalReply(_Message):
    """Every legal action at the pending decision (empty when the game is over)."""

    type: Literal["legal"] = "legal"
    id: Id
    actions: Annotated[tuple[LegalAction, ...], Field(max_length=LEGAL_MAX)]


class AppliedReply(_Message):
    """The action was legal: the position after it and what happened, in order."""

    type: Literal["applied"] = "applied"
    id: Id
    state: State
    events: Annotated[tuple[Event, ...], Field(max_length=EVENTS_MAX)]
    notation: str | None = None


class RejectedReply(_Message):
    """The action is illegal now; the current game is unchanged."""

    type: Literal["rejected"] = "rejected"
    id: Id
    rule: str
    """The rule id the action breaks, e.g. ``attack.strength``."""
    reason: str
    """Why, in words."""


class ScoreReply(_Message):
    type: Literal["score"] = "score"
    id: Id
    score: Score


class StoppedReply(_Message):
    type: Literal["stopped"] = "stopped"
    id: Id


ErrorCode = Literal[
    "bad-request", "unknown-command", "no-game", "invalid-setup", "invalid-state", "unsupported", "internal",
]
"""Why a request could not be answered:

- ``bad-request``: not JSON, not an object, or not a valid request of its ``cmd``
- ``unknown-command``: a ``cmd`` the engine does not know
- ``no-game``: ``legal``, ``apply``, ``state`` or ``score`` before any ``start`` or ``load``
- ``invalid-setup``: ``start`` with a player count, names or piles the edition does not allow
- ``invalid-state``: ``load`` of a position that cannot occur
- ``unsupported``: an edition, variant or protocol version the engine does not implement
- ``internal``: the engine failed on a valid request (a bug of the engine)
"""


class ErrorReply(_Message):
    """The request could not be answered. Not a crash: the session goes on."""

    type: Literal["error"] = "error"
    id: Id | None
    """The request's id, or null when the request was too broken to have one."""
    code: ErrorCode
    message: str
    """One line saying what was wrong, with the offending input."""


Reply = Annotated[
    HelloReply | StateReply | LegalReply | AppliedReply | RejectedReply | ScoreReply | StoppedReply | ErrorReply,
    Field(discriminator="type"),
]
"""Any reply; ``type`` says which."""

ANSWERS: dict[str, tuple[str, ...]] = {
    "hello": ("hello",),
    "start": ("state",),
    "load": ("state",),
    "legal": ("legal",),
    "apply": ("applied", "rejected"),
    "state": ("state",),
    "score": ("score",),
    "stop": ("stopped",),
}
"""The reply types each request may get, besides ``error``."""

ACTION_MODELS: tuple[type, ...] = get_args(get_args(Action)[0])
"""Every action model (a message of models the harness or the engine made itself is built
without validating them again)."""

REQUESTS: TypeAdapter[Any] = TypeAdapter(Request)
REPLIES: TypeAdapter[Any] = TypeAdapter(Reply)


def encode(message: BaseModel) -> str:
    """One message as one line of JSON (no newline); every model puts ``cmd`` or ``type``
    and ``id`` first."""
    return message.model_dump_json()


def parse_request(line: str | bytes) -> Any:
    """A request model from one line; raises ``ValidationError`` (or ``ValueError`` for JSON)."""
    return REQUESTS.validate_json(line, strict=True)


def parse_reply(line: str | bytes) -> Any:
    """A reply model from one line; raises ``ValidationError``."""
    return REPLIES.validate_json(line, strict=True)


# -- the JSON Schema ---------------------------------------------------------------------


def _require_constants(node: Any) -> None:
    """Mark every single-valued field (``cmd``, ``type``, ``kind``) required: pydantic gives
    them defaults for convenience in Python, but on the wire the tag must be present."""
    if isinstance(node, dict):
        props = node.get("properties")
        if isinstance(props, dict):
            tags = [name for name, p in props.items() if isinstance(p, dict) and "const" in p]
            if tags:
                required = node.setdefault("required", [])
                for name in tags:
                    props[name].pop("default", None)
                    if name not in required:
                        required.insert(0, name)
        for value in node.values():
            _require_constants(value)
    elif isinstance(node, list):
        for value in node:
            _require_constants(value)


def schema() -> dict[str, Any]:
    """The protocol as one JSON Schema document: ``#/$defs/Request`` and ``#/$defs/Reply``."""
    template = "#/$defs/{model}"
    request = REQUESTS.json_schema(ref_template=template, schema_generator=Documented)
    reply = REPLIES.json_schema(ref_template=template, schema_generator=Documented)
    defs: dict[str, Any] = {}
    for part in (request, reply):
        for name, definition in part.pop("$defs", {}).items():
            if name in defs and defs[name] != definition:
                raise AssertionError(f"two different schemas named {name}")
            defs[name] = definition
    defs["Request"] = {"description": "Any request, harness to engine; `cmd` says which.", **request}
    defs["Reply"] = {"description": "Any reply, engine to harness; `type` says which.", **reply}
    document = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://ogallala.invalid/protocol.schema.json",
        "title": f"Ogallala engine protocol, version {PROTOCOL_VERSION}",
        "description": (
            "JSON Lines over the engine's stdin/stdout: each line one Request (harness to engine) "
            "or one Reply (engine to harness). Generated from ogallala/protocol/messages.py by "
            "`ogallala serve --schema`; do not edit."
        ),
        "oneOf": [{"$ref": "#/$defs/Request"}, {"$ref": "#/$defs/Reply"}],
        "$defs": dict(sorted(defs.items())),
    }
    _require_constants(document)
    return document


def schema_text() -> str:
    return json.dumps(schema(), indent=2, ensure_ascii=False) + "\n"
