"""An ``Engine`` served over the protocol: what ``ogallala serve`` runs.

The position's notation goes only into replies to ``state`` (rendering it after every
action would cost more than the action); the harness reads the JSON ``state`` in any case.

Reads one request per line, answers each with one reply line, and keeps going whatever
arrives: a line that is not a request gets an ``error`` reply, an exception of the engine
an ``internal`` error reply. End of input or ``stop`` ends the session.
"""

from __future__ import annotations

import gc
import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from operator import is_, itemgetter
from typing import BinaryIO, TextIO, get_args

from pydantic import BaseModel, ValidationError
from pydantic_core import from_json

from . import messages as P
from ..model.actions import Action, Event
from ..engine.scoring import Score
from ..util.frozen import trusted
from ..notation import render_state
from ..model.state import State
from ..notation.validity import issues
from .encoding import reply_json
from .interface import Applied, Engine, EngineError, Rejected
from .kept_requests import parse_request
from ..util.clean import clean_line
from .sizes import REQUEST_MOST, containers

MAX_REQUEST = 16 << 20
"""The longest request line read (bytes); a longer one is skipped with a ``bad-request``."""


COLLECT = 20_000
"""Requests between two collections of the cyclic collector while ``main`` pauses it (a
few dozen fuzzed games): what the caches keep is walked that rarely, not every few hundred
objects made, and whatever cycles a request left are still freed."""

MESSAGE = 1000
"""Longest ``message`` of an error reply, in characters (the offending input is cut to fit)."""


ERROR_CODES: dict[str, P.ErrorCode] = {code: code for code in get_args(P.ErrorCode)}
"""The protocol's error codes by name (an ``EngineError`` may carry any string)."""


def _error(rid: int | None, code: P.ErrorCode, message: str) -> P.ErrorReply:
    """An error reply; the message is one clean line of at most ``MESSAGE`` characters."""
    return P.ErrorReply(id=rid, code=code, message=clean_line(message, MESSAGE))


def _json_problem(message: str) -> str:
    """A JSON parser's complaint in words (``message`` ends ``at line 1 column N``)."""
    if message.startswith("recursion limit exceeded"):
        return f"it nests arrays and objects too deeply ({message}; no request nests deeper than a few levels)"
    if message.startswith("number out of range"):
        return f"it holds a number too large to read ({message})"
    return message


def _diagnose(line: bytes, problem: ValidationError) -> P.ErrorReply:
    """Why a line that failed validation is not a request, with the best error code. Reads
    the line with the same bounded parser as the models (no recursion, no huge numbers)."""
    try:
        line.decode("utf-8")
    except UnicodeDecodeError as error:
        return _error(None, "bad-request", f"the request is not UTF-8 (byte {error.start + 1})")
    try:
        data = from_json(line)
    except ValueError as error:
        return _error(None, "bad-request", f"the request is not JSON: {_json_problem(str(error))}")
    if not isinstance(data, dict):
        return _error(None, "bad-request", f"the request is a JSON {type(data).__name__}, not an object")
    rid = data.get("id")
    rid = rid if isinstance(rid, int) and not isinstance(rid, bool) and P.ID_MIN <= rid <= P.ID_MAX else None
    cmd = data.get("cmd")
    if cmd is None:
        return _error(rid, "bad-request", "the request has no `cmd`")
    if not isinstance(cmd, str) or cmd not in P.ANSWERS:
        known = ", ".join(P.ANSWERS)
        return _error(rid, "unknown-command", f"unknown command {clean_line(str(cmd), 40)!r} (the commands are {known})")
    return _error(rid, "bad-request", f"not a valid `{cmd}` request: {P.brief(problem)}")


# -- the replies, as the reference's server writes them ----------------------------------
#
# One function per reply: the server answers with them, and the fuzzer builds with them the
# replies it foresees (``process.ExpectedReply``), so that a reply of ``ogallala serve`` is the
# very line foreseen.


def state_reply(rid: int, state: State, notation: bool = False) -> P.StateReply:
    """The reply to ``start``, ``load`` (without the notation) and ``state`` (with it)."""
    text = render_state(state) if notation else None
    if type(state) is not State:  # not a model the engine made: validated as any value
        return P.StateReply(id=rid, state=state, notation=text)
    return trusted(P.StateReply, {"type": "state", "id": rid, "state": state, "notation": text})


_LISTED: dict[int, tuple[Action, P.LegalAction, str]] = {}
"""Each action model listed before, by identity (kept beside, so the id stays its own), as
an entry of a ``legal`` reply and that entry's JSON: the reference engine hands out one
model per action, so a decision's actions are mostly entries made (and written) before."""
_ENTRIES: dict[int, str] = {}
"""The JSON of each entry of ``_LISTED``, by the entry's identity."""
LISTED_KEPT = 100_000
_FIRST, _SECOND = itemgetter(0), itemgetter(1)


def _listed(action: Action) -> P.LegalAction:
    found = _LISTED.get(id(action))
    if found is not None and found[0] is action:
        return found[1]
    if len(_LISTED) >= LISTED_KEPT:
        _LISTED.clear()
        _ENTRIES.clear()
    entry = trusted(P.LegalAction, {"action": action, "text": str(action)})
    text = entry.model_dump_json()
    _LISTED[id(action)] = (action, entry, text)
    _ENTRIES[id(entry)] = text
    return entry


def legal_reply(rid: int, legal: Sequence[Action]) -> P.LegalReply:
    # every action listed before: its entry found without a call of ours per action (a
    # placement decision lists some fifty)
    found = list(map(_LISTED.get, map(id, legal)))
    if None not in found and all(map(is_, map(_FIRST, found), legal)):  # type: ignore[arg-type]
        return trusted(P.LegalReply, {"type": "legal", "id": rid, "actions": tuple(map(_SECOND, found))})  # type: ignore[arg-type]
    if not all(isinstance(a, P.ACTION_MODELS) for a in legal):
        return P.LegalReply(id=rid, actions=tuple(P.LegalAction(action=a, text=str(a)) for a in legal))
    return trusted(P.LegalReply, {"type": "legal", "id": rid, "actions": tuple(map(_listed, legal))})


def encode_reply(reply: BaseModel) -> str:
    """``P.encode(reply)``; a ``legal`` reply of entries written before is put together from
    their JSON (the same line: a list's JSON is its items' JSON, comma-separated), and a
    reply holding a position or a score from its parts' JSON (``encoding.reply_json``)."""
    if type(reply) is P.LegalReply:
        parts = list(map(_ENTRIES.get, map(id, reply.actions)))
        if all(parts):
            return f'{{"type":"legal","id":{reply.id},"actions":[{",".join(parts)}]}}'  # type: ignore[arg-type]
    return reply_json(reply) or P.encode(reply)


def apply_reply(rid: int, result: Applied | Rejected) -> P.AppliedReply | P.RejectedReply:
    if isinstance(result, Rejected):
        return P.RejectedReply(id=rid, rule=result.rule, reason=result.reason)
    if type(result.state) is not State or not all(isinstance(e, Event) for e in result.events):
        return P.AppliedReply(id=rid, state=result.state, events=result.events)
    return trusted(P.AppliedReply, {"type": "applied", "id": rid, "state": result.state,
                                    "events": tuple(result.events), "notation": None})


def score_reply(rid: int, score: Score) -> P.ScoreReply:
    if type(score) is not Score:  # not a model the engine made: validated as any value
        return P.ScoreReply(id=rid, score=score)
    return trusted(P.ScoreReply, {"type": "score", "id": rid, "score": score})


class Server:
    """Answers requests with ``engine``; ``handle`` never raises."""

    def __init__(self, engine: Engine, *, check_states: bool = True) -> None:
        self.engine = engine
        self.hello = engine.hello()
        self.check_states = check_states
        """Refuse to load a position that cannot occur (``invalid-state``)."""

    def handle(self, line: bytes) -> tuple[BaseModel, bool]:
        """The reply to one request line, and whether the session ends."""
        if (found := containers(line, REQUEST_MOST)) > REQUEST_MOST:  # before anything is built of it
            return _error(None, "bad-request", f"the request holds {found} JSON objects and arrays; no request "
                          f"holds more than {REQUEST_MOST} (a `load` of the largest position a game can have)"), False
        try:
            request = parse_request(line)  # a line read before but for its id: the request read then
        except ValidationError as problem:
            return _diagnose(line, problem), False
        except ValueError as problem:  # pydantic raises ValueError for bad UTF-8 in some versions
            return _error(None, "bad-request", f"the request is not JSON: {problem}"), False
        except Exception as problem:  # noqa: BLE001 - whatever a line holds, it gets a reply
            return _error(None, "bad-request", f"the request could not be read: {type(problem).__name__}"), False
        try:
            return self._answer(request), isinstance(request, P.StopRequest)
        except EngineError as error:
            return _error(request.id, ERROR_CODES.get(error.code, "internal"), error.message), False
        except Exception as error:  # noqa: BLE001 - a bug of the engine becomes a reply, not a crash
            return _error(request.id, "internal", f"{type(error).__name__}: {error}"), False

    def _state(self, rid: int, state: State, notation: bool = False) -> P.StateReply:
        return state_reply(rid, state, notation)

    def _answer(self, request: BaseModel) -> BaseModel:
        match request:
            case P.HelloRequest(id=rid):
                return P.HelloReply(id=rid, pipelining=True, **self.hello.model_dump())
            case P.StartRequest(id=rid, edition=edition, players=players, options=options, seed=seed, piles=piles,
                                readings=readings):
                if edition not in self.hello.editions:
                    return _error(rid, "unsupported", f"edition {edition!r} is not implemented here")
                return self._state(rid, self.engine.start(edition, players, options, seed=seed, piles=piles,
                                                          readings=readings))
            case P.LoadRequest(id=rid, state=state):
                if state.edition not in self.hello.editions:
                    return _error(rid, "unsupported", f"edition {state.edition!r} is not implemented here")
                if self.check_states:
                    found = issues(state)
                    if found:
                        text = "; ".join(i.message + (f" (rule {i.rule})" if i.rule else "") for i in found[:5])
                        more = f" (and {len(found) - 5} more)" if len(found) > 5 else ""
                        return _error(rid, "invalid-state", f"the position cannot occur: {text}{more}")
                return self._state(rid, self.engine.load(state))
            case P.LegalRequest(id=rid):
                return legal_reply(rid, self.engine.legal())
            case P.ApplyRequest(id=rid, action=action):
                return apply_reply(rid, self.engine.apply(action))
            case P.StateRequest(id=rid):
                return self._state(rid, self.engine.state(), notation=True)
            case P.ScoreRequest(id=rid):
                return score_reply(rid, self.engine.score())
            case P.StopRequest(id=rid):
                return P.StoppedReply(id=rid)
        raise AssertionError(f"unhandled request {request!r}")

    def serve(self, stdin: BinaryIO, stdout: TextIO, log: Callable[[str], None] | None = None) -> int:
        """Answer line by line until ``stop`` or end of input; the exit code. While the cyclic
        collector is paused (``main`` pauses it), it collects every ``COLLECT`` requests."""
        paused, served = not gc.isenabled(), 0
        try:
            while True:
                served += 1
                if paused and served % COLLECT == 0:
                    gc.collect()
                line = stdin.readline(MAX_REQUEST + 1)
                if not line:
                    return 0
                if len(line) > MAX_REQUEST and not line.endswith(b"\n"):
                    while (rest := stdin.readline(MAX_REQUEST)) and not rest.endswith(b"\n"):
                        pass
                    reply: BaseModel = _error(None, "bad-request", f"the request is longer than {MAX_REQUEST} bytes")
                    done = False
                elif not line.strip():
                    continue
                else:
                    reply, done = self.handle(line)
                if log and isinstance(reply, P.ErrorReply):
                    log(f"{reply.code}: {reply.message}")  # already one clean line
                stdout.write(encode_reply(reply) + "\n")
                stdout.flush()
                if done:
                    return 0
        except BrokenPipeError:
            return 0
        finally:
            self.engine.close()


def main(readings: Mapping[str, str] | None = None) -> int:
    """Serve the reference engine on stdin/stdout (playing ``readings`` if given)."""
    from .inprocess import InProcess

    def log(text: str) -> None:
        print(f"ogallala serve: {text}", file=sys.stderr, flush=True)

    # The replies get the real stdout; anything else printed goes to stderr, not the protocol.
    sys.stdout.flush()
    channel = os.dup(1)
    os.dup2(2, 1)
    server = Server(InProcess(readings))
    # What exists now (the modules, the editions) lives as long as the process: the collector
    # need not walk it again at each collection (a third of the time served otherwise). The
    # replies make no reference cycles that matter (reference counting frees what a request
    # leaves), so the collector is paused, and runs every COLLECT requests (``serve``).
    gc.freeze()
    gc.disable()
    with open(channel, "w", encoding="utf-8", newline="\n") as out:
        return server.serve(sys.stdin.buffer, out, log)
