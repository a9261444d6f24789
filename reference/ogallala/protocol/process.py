"""An engine in another process, spoken to over the protocol: the harness's side of it.

The engine is untrusted. Every request has a deadline; reads and writes go through a
selector on non-blocking pipes, so nothing ever blocks without a timeout. A reply must be
one line of JSON that validates as the reply its request needs, with the request's id;
anything else is recorded as an ``EngineError`` of the matching kind, the process group is
killed, and the next request starts a fresh process and replays the handshake (up to
``Limits.max_restarts`` times). Stderr is drained all along and its tail kept, bounded.

An engine whose hello says ``pipelining`` is sent a run's requests all at once when the run
begins (``expect``, from the run's plan), as long as they fit the pipe; each reply is still
read only when the steps ask for it, and must come within the timeout of the reply before
it. A call the plan did not foresee ends the run's pipelining: the replies still due are
read and dropped (``settle``), and the runner plays the run again one request at a time.
"""

from __future__ import annotations

import errno
import os
import selectors
import subprocess
import time
from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any, get_args

from pydantic import BaseModel, ValidationError

from . import messages as P
from ..model.actions import Action
from ..util.frozen import trusted
from ..notation import render_state
from ..engine.scoring import Score
from ..model.state import State
from .interface import PROTOCOL_VERSION, Applied, EngineError, Hello, Rejected
from .calls import Apply, Ask, Call, Load, Start
from ..util.clean import clean, clean_bytes
from .limits import Limits
from .confinement import environment, limiter, settings, signal_note
from .reaper import ENGINES, adopt_orphans, end_strays, end_tree
from .sizes import oversized

__all__ = ["ExpectedReply", "Limits", "ProcessEngine"]

CHUNK = 1 << 16

BUSY = {errno.EAGAIN, errno.ENOMEM, errno.EMFILE, errno.ENFILE}
"""Why ``fork``/``exec`` fails on a machine that is out of room, not because of the engine."""
SPAWN_TRIES = 6
"""Tries to start an engine process on a busy machine (waiting 0.05 s, 0.1 s ... between)."""
AHEAD = 48 << 10
"""At most this many bytes of requests are sent ahead: they fit the pipe at once, so the
engine need not have read any of them before the harness goes on."""


@dataclass(frozen=True, slots=True)
class ExpectedReply:
    """A reply known before it comes: the differential fuzzer's reference engine decides every
    request, so it knows what the engine should answer. ``reply`` is that reply's model (with
    id 0: the caller reads what it holds, not its id), as the reference's server builds it
    (``server.state_reply`` ...), and the line ``ogallala serve`` would write for it, cut
    round the id. A reply line that is exactly that line, with the request's id, is taken as
    ``reply`` without parsing or validating it: it is the line of a valid reply, and the
    cheapest comparison there is. Any other line is read and checked as usual, and compared
    field by field by the caller."""

    reply: Any
    head: bytes
    """The line up to the id's value."""
    tail: bytes
    """The line after it, with the newline."""

    @classmethod
    def of(cls, reply: BaseModel, text: str | None = None) -> ExpectedReply:
        """The reply expected, and its line (``P.encode(reply)`` unless given)."""
        line = (text if text is not None else P.encode(reply)).encode()
        cut = line.index(b'"id":0') + 5  # ``encode`` puts ``type`` and ``id`` first
        return cls(reply, line[:cut], line[cut + 1:] + b"\n")

    def line(self, rid: int) -> bytes:
        return b"%s%d%s" % (self.head, rid, self.tail)


@dataclass(slots=True)
class _Sent:
    """A request sent ahead, whose reply is still to be read (never changed; not frozen, as a
    frozen dataclass sets each of its fields through ``object.__setattr__``, and one is made
    for every request a fuzzed game sends)."""

    tag: str
    """The run it was sent for."""
    make: type[P.AnyRequest]
    fields: dict[str, Any]
    request: P.AnyRequest
    text: str
    """The request's line, as the transcript shows it."""
    line: bytes
    """The same, as written."""
    at: float
    """When it was sent (``time.monotonic``)."""
    expected: ExpectedReply | None = None
    """The reply expected, if the caller knows it."""


_ACTION = attrgetter("action")
"""A ``legal`` reply's entry -> its action."""
COMMANDS: dict[type[P.AnyRequest], str] = {make: make.model_fields["cmd"].default for make in get_args(P.AnyRequest)}
"""Each request model's ``cmd`` (asked of a model class, ``model_fields`` is no cheap lookup)."""
QUESTIONS: dict[str, type[P.AnyRequest]] = {"state": P.StateRequest, "legal": P.LegalRequest, "score": P.ScoreRequest}


class ProcessEngine:
    """The ``Engine`` interface over a child process speaking the protocol."""

    def __init__(self, argv: Sequence[str], limits: Limits = Limits(), *, env: Mapping[str, str] | None = None,
                 cwd: str | None = None, record: bool = False, cache_state: bool = True) -> None:
        if not argv:
            raise ValueError("an engine command needs at least the program")
        self.argv = tuple(argv)
        self.limits = limits
        self.env = dict(env) if env is not None else None
        """The engine's whole environment; None: the clean one (``confinement.environment``
        of ``limits.env``), made anew at each start."""
        self.cwd = cwd if cwd is not None else limits.cwd
        self.greeting: Hello | None = None
        """The first handshake's hello (a restarted process must say the same)."""
        self.starts = 0
        self.restarts = 0
        self.transcript: list[tuple[str, str]] | None = [] if record else None
        """With ``record``: every request line and the reply line it got."""
        self.cache_state = cache_state
        """Answer ``state()`` from the last position the engine sent, without a request, and
        ``legal()`` and ``score()`` asked again of the same position from the engine's
        first answer (a scenario's steps often check one position's scores or legal actions
        several times; the engine is asked once, as it is for the position)."""
        self.pipelining = limits.pipelining
        """Send a run's requests ahead when the engine's hello says it reads them as a
        stream; turned off for good once the engine has had to be killed."""
        self._streams = False
        """The engine's hello says ``pipelining``."""
        self._pending: deque[_Sent] = deque()
        self._unsent: list[bytes] = []
        """Requests put together by ``expect`` and not yet written (``flush``)."""
        self._whole: dict[str, bool] = {}
        """Of each run whose requests were sent ahead: whether all of them were."""
        self._foreseen = (False, False, False)
        """Whether the position, the legal actions and the score will be known here once
        the replies to the requests sent ahead are read (what those after them can spare)."""
        self._answered = 0.0
        """When the last reply was read."""
        self.diverged = False
        """Set when a run asked for something its plan did not foresee (``settle`` clears it)."""
        self.notes: list[str] = []
        """What the harness noticed of the engine besides the runs' outcomes (the command
        prints them as warnings)."""
        self._current: State | None = None
        self._legal: tuple[Action, ...] | None = None
        self._score: Score | None = None
        self._hello: tuple[P.HelloRequest, float] | None = None
        """The handshake sent by ``launch`` whose reply is still to be read."""
        self._proc: subprocess.Popen[bytes] | None = None
        self._sel: selectors.BaseSelector | None = None
        self._buffer = bytearray()
        self._output = 0
        self._stderr = bytearray()
        self._stderr_cut = False
        self._next_id = 1
        self.answered: int | None = None
        """The id of the request whose reply was returned last, as the transcript shows it
        (``--against-reference`` names the request by it)."""

    # -- the Engine interface --------------------------------------------------

    def hello(self) -> Hello:
        self._ensure()
        assert self.greeting is not None
        return self.greeting

    def _changing(self) -> None:
        """A request that may change the position is about to be sent: forget the answers about it."""
        self._current, self._legal, self._score = None, None, None

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        self._changing()
        reply: P.StateReply = self._ask(P.StartRequest, False, _start(edition, players, options, seed, piles, readings))
        self._current = reply.state
        return reply.state

    def load(self, state: State) -> State:
        self._changing()
        reply: P.StateReply = self._ask(P.LoadRequest, type(state) is State, _load(state))
        self._current = reply.state
        return reply.state

    def legal(self) -> list[Action]:
        if self._legal is None or not self.cache_state:
            self._legal = tuple(map(_ACTION, self._ask(P.LegalRequest, True, {}).actions))
        return list(self._legal)

    def apply(self, action: Action) -> Applied | Rejected:
        self._changing()
        reply = self._ask(P.ApplyRequest, isinstance(action, P.ACTION_MODELS), _apply(action))
        if isinstance(reply, P.RejectedReply):
            return Rejected(rule=reply.rule, reason=reply.reason)
        self._current = reply.state
        return trusted(Applied, {"state": reply.state, "events": reply.events})  # the reply was validated

    def state(self) -> State:
        """The position the engine last sent in reply to ``start``, ``load`` or an applied
        action; otherwise (after a refusal, an error, at first) a ``state`` request."""
        if self._current is None or not self.cache_state:
            self._current = self._ask(P.StateRequest, True, {}).state
        return self._current

    def score(self) -> Score:
        if self._score is None or not self.cache_state:
            reply: P.ScoreReply = self._ask(P.ScoreRequest, True, {})
            self._score = reply.score
        return self._score

    def close(self) -> None:
        """Ask the engine to stop, then end its process group (it has nothing left to do
        once it has answered ``stop``; one that does not answer is killed all the same). An
        engine still answering requests sent ahead (the runs were interrupted) is not asked."""
        if self._proc is None:
            return
        try:
            if self._hello is not None:
                self._greet()
            if not self._pending:
                self._exchange(P.StopRequest(id=self._id()), min(1.0, self.limits.timeout))
        except EngineError:
            pass  # already killed
        self._kill()

    # -- what the harness reads besides the replies ------------------------------

    @property
    def last(self) -> State | None:
        """The position the engine last sent (None after a refusal or an error)."""
        return self._current

    @property
    def alive(self) -> bool:
        return self._proc is not None

    @property
    def pid(self) -> int | None:
        return self._proc.pid if self._proc else None

    def take_stderr(self) -> str:
        """The engine's stderr since the last call (its last ``max_stderr`` bytes)."""
        self._drain_stderr()
        text = self._stderr.decode("utf-8", "replace")
        if self._stderr_cut:
            text = "[... earlier output cut ...]\n" + text
        self._stderr.clear()
        self._stderr_cut = False
        return text

    # -- requests ---------------------------------------------------------------

    def _id(self) -> int:
        self._next_id += 1
        return self._next_id - 1

    def _request(self, make: type[P.AnyRequest], trust: bool, fields: dict[str, Any]) -> P.AnyRequest:
        """A request of ``fields``; with ``trust`` they are models of their exact types (or
        none), and the request is built without validating them again."""
        if trust:
            return trusted(make, {"cmd": COMMANDS[make], "id": self._id(), **fields})
        return make(id=self._id(), **fields)

    def _ask(self, make: type[P.AnyRequest], trust: bool, fields: dict[str, Any]) -> Any:
        """The reply to a request of ``fields``: the one sent ahead for it, or one sent now."""
        self._ensure()
        if self._pending:
            self.flush()
            sent = self._pending[0]
            if sent.make is not make or sent.fields != fields:
                wanted = make.model_fields["cmd"].default
                planned = sent.make.model_fields["cmd"].default
                self.diverged = True
                self.drop()
                raise EngineError("diverged", f"the run asked for `{wanted}` where its plan had `{planned}`")
            reply = self._take(self._pending.popleft())
        else:
            reply = self._exchange(self._request(make, trust, fields), self.limits.timeout)
        self.answered = reply.id if isinstance(reply.id, int) else None
        if isinstance(reply, P.ErrorReply):
            raise EngineError("error", f"{reply.code}: {reply.message}", code=reply.code)
        return reply

    # -- requests sent ahead ---------------------------------------------------------

    def expect(self, tag: str, calls: Sequence[Call], whole: bool, expected: Sequence[ExpectedReply | None] = ()) -> bool:
        """Send ahead the requests that ``calls`` (the plan of the run ``tag``; ``whole`` if
        it is all of the run's calls) will make, if the engine reads its requests as a
        stream: those the answers kept here will not spare (a question asked again of the
        same position), as far as they fit ``AHEAD`` bytes. Whether every request of the
        run is now on its way, so that the next run's may follow. ``expected``, if given,
        holds beside each call the reply it should get (``ExpectedReply``), or None."""
        if not self.pipelining or not calls:
            return False
        self._ensure()
        if not self._streams:
            return False
        alone = not self._pending
        if alone:
            self._foreseen = (self._current is not None, self._legal is not None, self._score is not None)
            self._whole.clear()
        position, legal, score = self._foreseen
        lines: list[bytes] = []
        size = sum(len(sent.line) for sent in self._pending)
        now = time.monotonic()
        for i, call in enumerate(calls):
            if isinstance(call, Ask):
                if self.cache_state and {"state": position, "legal": legal, "score": score}[call.what]:
                    continue
                make: type[P.AnyRequest] = QUESTIONS[call.what]
                trust, fields = True, {}
                position = position or call.what == "state"
                legal, score = legal or call.what == "legal", score or call.what == "score"
            else:
                if isinstance(call, Load):
                    make, trust, fields = P.LoadRequest, type(call.state) is State, _load(call.state)
                    position = True
                elif isinstance(call, Start):
                    make, trust = P.StartRequest, False
                    fields = _start(call.edition, call.players, call.options, call.seed, None, call.readings)
                    position = not call.refused
                else:
                    make, trust, fields = P.ApplyRequest, isinstance(call.action, P.ACTION_MODELS), _apply(call.action)
                    position = call.applied
                legal = score = False
            request = self._request(make, trust, fields)
            text = _line(request)
            line = (text + "\n").encode()
            size += len(line)
            if size > AHEAD:
                whole = False
                break
            lines.append(line)
            self._pending.append(_Sent(tag, make, fields, request, text, line, now, expected[i] if expected else None))
        if not whole and not alone:  # a run after others goes whole or not at all
            for _ in lines:
                self._pending.pop()
            return False
        self._foreseen = (position, legal, score)
        self._whole[tag] = whole
        self._unsent += lines
        return whole

    def flush(self) -> None:
        """Write the requests ``expect`` put together, in one go (a write wakes the engine,
        and costs as much as a short reply)."""
        if not self._unsent:
            return
        data, count = b"".join(self._unsent), len(self._unsent)
        self._unsent.clear()
        try:
            self._write(data, time.monotonic() + self.limits.timeout, self._pending[-1].request.cmd)
        except EngineError as error:
            # Not through: forget these. An engine that ended (a broken pipe) is left for the
            # replies still due to find, which tells which request it ended on; one that
            # stopped reading is ended now, and the run plays one request at a time.
            for _ in range(count):
                self._pending.pop()
            if error.kind != "crash":
                self._kill()

    def runs_waiting(self) -> int:
        """How many runs have requests sent ahead that wait for their replies."""
        return len({sent.tag for sent in self._pending})

    @property
    def waiting(self) -> bool:
        """Whether requests sent ahead wait for their replies."""
        return bool(self._pending)

    def sent(self, tag: str) -> bool | None:
        """Whether all of the run ``tag``'s requests were sent ahead (False: the first of
        them), if any were and wait for their replies (None if none)."""
        return self._whole.get(tag) if any(sent.tag == tag for sent in self._pending) else None

    def settle(self, tag: str) -> bool:
        """Whether the run ``tag`` went as planned: it asked for every request sent ahead for
        it, and for nothing else first. If not, the replies still due (for it and for any
        run after it) are read and dropped, and the engine's position is not known."""
        planned = not self.diverged and not (self._pending and self._pending[0].tag == tag)
        if not planned:
            self.drop()
        self.diverged = False
        return planned

    def drop(self) -> None:
        """Read the replies still due for requests sent ahead (of any run), and drop them:
        what comes next is asked one request at a time."""
        self.flush()
        if self._pending:
            self._changing()
        while self._pending:
            if not self._take(self._pending.popleft(), drop=True):
                break  # killed; the run is played again, and meets it then if it must

    def foreseen(self, expected: ExpectedReply) -> bool:
        """Whether the reply to the next request sent ahead, the one ``expected`` was given
        for (the very object, in ``expect``), has been read already and is exactly the line
        foreseen. Then it is taken as the request's method (``apply``, ``legal``, ``score``,
        ``start``, ``load``) takes it, and that reply is ``expected.reply``: the caller, who
        knows what it holds, need not ask. Otherwise nothing changes, and the caller asks
        as usual (which waits for the reply, reads and checks it). Why: the differential
        fuzzer's replies are nearly all the lines foreseen, and most are read already, many
        to a chunk of the pipe; this is the whole of what taking one then needs."""
        pending = self._pending
        if not pending or pending[0].expected is not expected:
            return False
        sent = pending[0]
        line = expected.line(sent.request.id)
        if len(line) > self.limits.max_line or not self._buffer.startswith(line):
            return False
        self.flush()
        del self._buffer[: len(line)]
        pending.popleft()
        if self.transcript is not None:
            self.transcript.append((sent.text, line.decode("utf-8", "replace").rstrip("\r\n")))
        self._answered = time.monotonic()
        reply = expected.reply
        self.answered = reply.id if isinstance(reply.id, int) else None
        make = sent.make
        if make is P.LegalRequest:
            self._legal = tuple(map(_ACTION, reply.actions))
        elif make is P.ScoreRequest:
            self._score = reply.score
        elif make is P.StateRequest:
            self._current = reply.state
        else:  # apply, start, load: the position changes
            self._changing()
            if not isinstance(reply, P.RejectedReply):
                self._current = reply.state
        return True

    def _take(self, sent: _Sent, drop: bool = False) -> Any:
        """The reply to a request sent ahead: due within the timeout of when it was sent, or
        of the reply before it if that came later. With ``drop``: whether it came."""
        if self.transcript is not None and not drop:  # a reply read only to be dropped is no part of a run
            self.transcript.append((sent.text, ""))
        timeout = self.limits.timeout
        later = self._pending  # what was written after it (``_kill`` puts a new queue in its place)
        try:
            reply = self._receive(sent.request, max(sent.at, self._answered) + timeout, timeout, sent.expected,
                                  noted=not drop)
        except EngineError as error:
            if drop:
                return False
            if self.transcript is not None:  # what had been written after it shows, unanswered
                self.transcript.extend((s.text, "") for s in later)
            if later:
                self.notes.append(
                    f"run {sent.tag} ended the engine ({error}) while {len(later)} more request"
                    f"{'s were' if len(later) > 1 else ' was'} written after the one it was answering, as its "
                    "hello allows by saying `pipelining`; the harness wrote one request at a time from then on. "
                    "If that run passes with --no-pipelining, the engine does not read its requests as a stream")
            raise
        self._answered = time.monotonic()
        return True if drop else reply

    def launch(self) -> None:
        """Start the engine and send the handshake, without waiting for the reply (so that
        the engine starts up while the harness gets ready); ``hello()`` or the first request
        reads it."""
        if self._proc is not None:
            return
        restart = bool(self.starts)
        if restart and self.restarts >= self.limits.max_restarts:
            raise EngineError("gave-up", f"the engine failed and was restarted {self.restarts} times; giving up on it")
        try:
            self._spawn()
        except EngineError as error:
            if error.kind == "resources":  # the machine had no room for it: that was no start
                raise
            self.starts += 1
            self.restarts += restart
            raise
        self.starts += 1
        self.restarts += restart
        request = P.HelloRequest(id=self._id())
        deadline = time.monotonic() + max(self.limits.handshake, self.limits.timeout)
        try:
            self._send(request, deadline)
        except EngineError as error:
            stderr = self._kill()
            raise EngineError("start", f"no valid hello: {error.kind}: {error.message}", error.stderr or stderr) from None
        self._hello = (request, deadline)

    def _ensure(self) -> None:
        if self._proc is None:
            self.launch()
        if self._hello is not None:
            self._greet()

    def _greet(self) -> None:
        assert self._hello is not None
        request, deadline = self._hello
        self._hello = None
        try:
            reply = self._receive(request, deadline, max(self.limits.handshake, self.limits.timeout))
        except EngineError as error:
            raise EngineError("start", f"no valid hello: {error.kind}: {error.message}", error.stderr) from None
        problem = None
        if isinstance(reply, P.ErrorReply):
            problem = f"the engine refused the handshake: {reply.code}: {reply.message}"
        elif reply.protocol != PROTOCOL_VERSION:
            problem = f"the engine speaks protocol version {reply.protocol}; this harness speaks {PROTOCOL_VERSION}"
        if problem:
            stderr = self._kill()
            raise EngineError("start", problem, stderr)
        self._streams = reply.pipelining
        hello = reply.hello()
        if self.greeting is None:
            self.greeting = hello
        elif hello != self.greeting:
            stderr = self._kill()
            raise EngineError("start", "the restarted engine's hello differs from the first one", stderr)

    def _spawn(self) -> None:
        """Start the process. A machine out of processes, memory or file descriptors is not
        the engine's fault: after ``SPAWN_TRIES`` tries it raises ``resources``."""
        adopt_orphans()
        env = self.env if self.env is not None else environment(self.limits.env)
        lower = limiter(settings(self.limits.rlimits))
        for attempt in range(SPAWN_TRIES):
            try:
                self._proc = subprocess.Popen(
                    self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                    start_new_session=True, close_fds=True, bufsize=0, env=env, cwd=self.cwd, preexec_fn=lower,
                )
                break
            except OSError as error:
                if error.errno not in BUSY:
                    why = error.strerror or error
                    raise EngineError("start", f"cannot run '{clean(self.argv[0], 200)}': {why}") from None
                if attempt == SPAWN_TRIES - 1:
                    raise EngineError("resources", f"the machine could not start the engine process "
                                      f"({error.strerror or error}, {SPAWN_TRIES} tries); not the engine's fault") from None
                time.sleep(0.05 * 2**attempt)
            except ValueError as error:  # a NUL byte in the command
                raise EngineError("start", f"cannot run '{clean(self.argv[0], 200)}': {error}") from None
            except subprocess.SubprocessError as error:  # setrlimit refused in the child (confinement.limiter)
                raise EngineError("start", f"cannot set the engine's resource limits ({error}); see --engine-limit") from None
        assert self._proc is not None and self._proc.stdin and self._proc.stdout and self._proc.stderr
        ENGINES.add(self._proc.pid)
        self._sel = selectors.DefaultSelector()
        for stream in (self._proc.stdout, self._proc.stderr):
            os.set_blocking(stream.fileno(), False)
            self._sel.register(stream.fileno(), selectors.EVENT_READ, stream)
        os.set_blocking(self._proc.stdin.fileno(), False)
        self._buffer.clear()
        self._output = 0

    def _exchange(self, request: P.AnyRequest, timeout: float) -> Any:
        """Send one request and read its reply; a misbehaving engine is killed and raises."""
        deadline = time.monotonic() + timeout
        self._send(request, deadline)
        return self._receive(request, deadline, timeout)

    def _send(self, request: P.AnyRequest, deadline: float) -> None:
        line = _line(request)
        if self.transcript is not None:
            self.transcript.append((line, ""))
        try:
            self._write((line + "\n").encode(), deadline, request.cmd)
        except EngineError as error:
            stderr = self._kill()
            error.stderr = error.stderr or stderr
            raise

    def _receive(self, request: P.AnyRequest, deadline: float, timeout: float, expected: ExpectedReply | None = None,
                 noted: bool = True) -> Any:
        try:
            raw = self._read_line(deadline, request.cmd, timeout)
            if self.transcript and noted:  # recording may have begun after the request was sent
                self.transcript[-1] = (self.transcript[-1][0], raw.decode("utf-8", "replace").rstrip("\r\n"))
            if expected is not None and raw == expected.line(request.id):
                return expected.reply
            return self._check(raw, request)
        except EngineError as error:
            stderr = self._kill()
            error.stderr = error.stderr or stderr
            raise

    def _check(self, raw: bytes, request: P.AnyRequest) -> Any:
        cmd = request.cmd
        too_big = oversized(raw, cmd)  # before anything is built of it
        if too_big:
            raise EngineError("limit", too_big)
        try:
            reply = P.parse_reply(raw)
        except ValidationError as problem:
            first = problem.errors(include_url=False, include_input=False)[0] if problem.error_count() == 1 else None
            if first is not None and first["type"] == "json_invalid":
                raise EngineError("malformed", f"the reply to `{cmd}` is not JSON: {clean_bytes(raw)}") from None
            if first is not None and first["type"] == "too_long":  # a list longer than any game's (ogallala.model.bounds)
                where = ".".join(str(x) for x in first["loc"])
                raise EngineError("limit", f"the reply to `{cmd}` holds more than any game can: {clean(where, 200)} has "
                                  f"{first['ctx']['actual_length']} items, at most {first['ctx']['max_length']} "
                                  "(docs/protocol.md#limits-and-signals)") from None
            message = f"the reply to `{cmd}` is not a valid reply: {P.brief(problem)}; got {clean_bytes(raw)}"
            raise EngineError("schema", message) from None
        rid = request.id
        if reply.id != rid and not (isinstance(reply, P.ErrorReply) and reply.id is None):
            raise EngineError("wrong-id", f"the reply to `{cmd}` #{rid} has id {reply.id}")
        if reply.type != "error" and reply.type not in P.ANSWERS[cmd]:
            wanted = " or ".join(f"`{t}`" for t in P.ANSWERS[cmd])
            raise EngineError("schema", f"`{cmd}` was answered with a `{reply.type}` reply, not {wanted} (or `error`)")
        return reply

    # -- the pipes --------------------------------------------------------------------

    def _write(self, data: bytes, deadline: float, cmd: str) -> None:
        assert self._proc is not None and self._proc.stdin is not None and self._sel is not None
        fd = self._proc.stdin.fileno()
        view = memoryview(data)
        try:
            view = view[os.write(fd, view):]  # a request usually fits the pipe at once
        except BlockingIOError:
            pass
        except (BrokenPipeError, ConnectionResetError):
            raise EngineError("crash", self._ended(f"before reading the `{cmd}` request")) from None
        if not view:
            return
        self._sel.register(fd, selectors.EVENT_WRITE, None)
        try:
            while view:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    raise EngineError("timeout", f"the engine did not read the `{cmd}` request in time")
                for key, _ in self._sel.select(remaining):
                    if key.fd == fd:
                        try:
                            view = view[os.write(fd, view):]
                        except BlockingIOError:
                            continue
                        except (BrokenPipeError, ConnectionResetError):
                            raise EngineError("crash", self._ended(f"before reading the `{cmd}` request")) from None
                    elif not self._read_ready(key):
                        raise EngineError("crash", self._ended(f"before reading the `{cmd}` request"))
        finally:
            if self._sel is not None:
                self._sel.unregister(fd)

    def _read_line(self, deadline: float, cmd: str, timeout: float) -> bytes:
        assert self._sel is not None
        while True:
            end = self._buffer.find(b"\n")
            if end > self.limits.max_line or (end < 0 and len(self._buffer) > self.limits.max_line):
                raise EngineError("limit", f"the reply to `{cmd}` is longer than {self.limits.max_line} bytes")
            if end >= 0:
                line = bytes(self._buffer[: end + 1])
                del self._buffer[: end + 1]
                return line
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise EngineError("timeout", f"no reply to `{cmd}` within {timeout:g} s")
            for key, _ in self._sel.select(remaining):
                if not self._read_ready(key):
                    raise EngineError("crash", self._ended(f"while answering `{cmd}`"))

    def _drain_stderr(self, rounds: int = 16) -> None:
        """Read what stderr holds right now, without waiting (stdout is left alone)."""
        if self._proc is None or self._sel is None or self._proc.stderr is None:
            return
        err = self._proc.stderr.fileno()
        for _ in range(rounds):
            ready = [key for key, _ in self._sel.select(0) if key.fd == err]
            if not ready:
                return
            self._read_ready(ready[0])

    def _read_ready(self, key: selectors.SelectorKey) -> bool:
        """Read one chunk from a ready pipe; False when stdout has ended."""
        assert self._proc is not None and self._sel is not None
        try:
            chunk = os.read(key.fd, CHUNK)
        except BlockingIOError:
            return True
        except OSError:
            chunk = b""
        if key.data is self._proc.stdout:
            if not chunk:
                return False
            self._output += len(chunk)
            if self._output > self.limits.max_output:
                raise EngineError("limit", f"the engine wrote more than {self.limits.max_output} bytes in all")
            self._buffer += chunk
            return True
        if not chunk:
            self._sel.unregister(key.fd)
            return True
        self._stderr += chunk
        if len(self._stderr) > self.limits.max_stderr:
            del self._stderr[: len(self._stderr) - self.limits.max_stderr]
            self._stderr_cut = True
        return True

    def _ended(self, when: str) -> str:
        assert self._proc is not None
        try:
            code = self._proc.wait(timeout=0.5)
        except subprocess.TimeoutExpired:
            return f"the engine closed its output {when}"
        how = f"was killed by {signal_note(-code, self.limits.rlimits)}" if code < 0 else f"exited with code {code}"
        return f"the engine {how} {when}"

    def _kill(self) -> str:
        """Kill the engine's process group; the tail of its stderr."""
        proc, sel = self._proc, self._sel
        if proc is None or sel is None:
            return ""
        end_tree(proc.pid)
        try:
            proc.wait(timeout=5.0)
        except subprocess.TimeoutExpired:
            pass
        ENGINES.discard(proc.pid)
        end_strays()
        # what the engine wrote to stderr before it died
        deadline = time.monotonic() + 0.2
        assert proc.stderr is not None
        err = proc.stderr.fileno()
        while time.monotonic() < deadline and err in sel.get_map():
            ready = sel.select(max(0.0, deadline - time.monotonic()))
            if not ready:
                break
            for key, _ in ready:
                if key.fd == err:
                    self._read_ready(key)
                else:
                    sel.unregister(key.fd)
        sel.close()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        self._proc = self._sel = None
        self._current = self._hello = self._legal = self._score = None
        self._unsent.clear()
        if self._pending:
            self._pending = deque()  # a new queue: ``_take`` still reads what the old one held
            self.diverged = True
        self.pipelining = False  # an engine that had to be killed is asked one request at a time from now on
        self._buffer.clear()
        return self.take_stderr()


def _start(edition: str, players: Sequence[str], options: Sequence[str], seed: int | None,
           piles: Sequence[Sequence[str]] | None, readings: Mapping[str, str] | None) -> dict[str, Any]:
    """The fields of a ``start`` request (the same whether sent ahead or when asked)."""
    return {"edition": edition, "players": tuple(players), "options": tuple(options), "seed": seed,
            "piles": tuple(tuple(p) for p in piles) if piles is not None else None, "readings": dict(readings or {})}


def _load(state: State) -> dict[str, Any]:
    return {"state": state, "notation": render_state(state)}


_LINES: dict[int, tuple[Action, str, str]] = {}
"""The line of an ``apply`` request of each action model sent before, by identity, cut
round the id: the fuzzer sends the reference's models, one per action, again and again."""


_QUESTION_LINES = {P.LegalRequest: '{"cmd":"legal","id":', P.ScoreRequest: '{"cmd":"score","id":',
                   P.StateRequest: '{"cmd":"state","id":'}
"""How the line of a question (a request of ``cmd`` and ``id`` alone) begins: ``P.encode``'s."""


def _line(request: P.AnyRequest) -> str:
    """``P.encode(request)``; a question's written out, an ``apply`` of an action sent before
    from its line kept."""
    question = _QUESTION_LINES.get(type(request))
    if question is not None:
        return f"{question}{request.id}}}"
    if type(request) is not P.ApplyRequest:
        return P.encode(request)
    action = request.action
    found = _LINES.get(id(action))
    if found is None or found[0] is not action:
        text = P.encode(request)
        head, _, tail = text.partition(f'"id":{request.id},')  # ``cmd`` first, then ``id``
        if len(_LINES) >= TEXTS_KEPT:
            _LINES.clear()
        _LINES[id(action)] = (action, head, tail)
        return text
    return f'{found[1]}"id":{request.id},{found[2]}'


_TEXTS: dict[int, tuple[Action, str]] = {}
"""The text of each action model sent before, by identity (kept beside, so the id stays its
own): the fuzzer sends the reference's models, one per action, again and again."""
TEXTS_KEPT = 100_000


def _apply(action: Action) -> dict[str, Any]:
    found = _TEXTS.get(id(action))
    if found is None or found[0] is not action:
        if len(_TEXTS) >= TEXTS_KEPT:
            _TEXTS.clear()
        found = _TEXTS[id(action)] = (action, str(action))
    return {"action": action, "text": found[1]}
