"""One game played by the engine in lockstep with the reference's script, without waiting.

The reference decides every request (``script``), so the requests of the next stretch of
the game are written before the engine has answered those before them, as the harness
sends a scenario's requests ahead (``ProcessEngine.expect``, the same machinery), and each
reply is compared as it comes: first against the line the reference's server would write
(``ExpectedReply``: equal bytes, no parsing; a reply read already that is that line is
taken without asking, ``ProcessEngine.foreseen``), field by field only when it differs. While
the engine answers one stretch the reference plays the next, so the two processes work at
the same time. An engine whose hello does not say ``pipelining`` is asked one request at a
time, and compared the same way.

A difference does not end the game. Its place is recorded (the decision and the step:
the script finds it again, so shrinking can replay it later). After a score that differs the
game goes on as planned (a question changes nothing); after anything else the replies
still due are read and dropped, and the engine is put back in step by loading the
reference's position after that decision's action (so the rest of a decision whose legal
actions differed is not counted again), from where the game goes on. So an engine with a
known difference, or with several, is compared on everything behind it. If the engine
cannot load that position as the reference does, or has to be put back in step more than
``MAX_RESYNCS`` times, the game ends there.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from ..protocol.calls import Apply, Ask, Load, Start
from ..protocol.interface import Engine, EngineError
from ..protocol.process import ExpectedReply, ProcessEngine
from ..protocol.server import apply_reply, encode_reply, legal_reply, score_reply, state_reply
from . import compare
from .compare import Difference
from .script import BEFORE, Script, Step

STRETCH = 16
"""Decisions the reference plays ahead in one go (a few kilobytes of requests)."""
MAX_RESYNCS = 20
"""Times a game puts the engine back in step before it is given up (an engine that differs
everywhere)."""


RESYNC = -1
"""The ``step`` of a difference in the ``load`` that was to put the engine back in step
before decision ``decision`` (the reference's position there)."""


@dataclass(frozen=True)
class Found:
    """A difference in a game, and where: the script's step ``step`` (counted from the
    game's first request; ``RESYNC``: the load putting the engine back in step), of
    decision ``decision``."""

    decision: int
    step: int
    difference: Difference
    request: Step
    """The request and the reference's answer."""


@dataclass
class Played:
    """What the engine did in one game."""

    requests: int = 0
    found: list[Found] = field(default_factory=list)
    resyncs: int = 0
    """Times the engine was put back in step."""
    lost: bool = False
    """The game ended early: the engine could not be put back in step, or differed too often."""


def expected_reply(step: Step) -> ExpectedReply:
    """The line ``ogallala serve`` would answer ``step``'s request with (id aside)."""
    call, want = step.call, step.expected
    reply: Any
    if isinstance(call, Apply):
        reply = apply_reply(0, want)
    elif isinstance(call, Ask):
        reply = legal_reply(0, want) if call.what == "legal" else score_reply(0, want)
    else:
        reply = state_reply(0, want)
    return ExpectedReply.of(reply, encode_reply(reply))


def ask(engine: Engine, step: Step) -> Difference | None:
    """Put ``step``'s request to the engine and compare its reply with the reference's."""
    call = step.call
    try:
        if isinstance(call, Apply):
            return compare.applied(call.action, engine.apply(call.action), step.expected)
        if isinstance(call, Ask):
            if call.what == "legal":
                return compare.legal(engine.legal(), step.expected)
            return compare.scores(engine.score(), step.expected)
        if isinstance(call, Start):
            return compare.states("start", engine.start(call.edition, call.players, call.options, call.seed, None,
                                                        call.readings), step.expected)
        assert isinstance(call, Load)
        return compare.states("load", engine.load(call.state), step.expected)
    except EngineError as error:
        return compare.engine_failed(step.request, error, step.action)


def play(engine: Engine, script: Script, tag: str = "game") -> Played:
    """Play ``script``'s game on ``engine``, every reply compared (see the module's docstring)."""
    process = engine if isinstance(engine, ProcessEngine) else None
    played = Played()
    due: deque[tuple[int, Step]] = deque()
    """The steps whose requests are on their way (or, one request at a time, next), numbered."""
    foreseen: dict[int, ExpectedReply] = {}
    """The reply foreseen for each step whose request was sent ahead, by the step's number."""
    made = 0

    def send(steps: list[tuple[int, Step]]) -> None:
        if process is not None and steps:
            expected = [expected_reply(s) for _, s in steps]
            process.expect(tag, [s.call for _, s in steps], True, expected)
            foreseen.update(zip((n for n, _ in steps), expected))  # those not sent ahead are asked as usual
        due.extend(steps)

    def more() -> None:
        nonlocal made
        steps = script.steps(STRETCH)
        send([(made + i, s) for i, s in enumerate(steps)])
        made += len(steps)

    while True:
        if len(due) < 2 * STRETCH and not script.done:
            more()  # the next stretch goes out before the replies of the one before are read
        if not due:
            break
        number, step = due.popleft()
        played.requests += 1
        expected = foreseen.pop(number, None)
        if expected is not None and process is not None and process.foreseen(expected):
            continue  # the very line foreseen, read already: nothing to compare
        found = ask(engine, step)
        if found is None:
            continue
        played.found.append(Found(step.decision, number, found, step))
        if step.request == "score" and not found.failure:
            continue  # a question: the engine's game is as it was, and goes on as planned
        if process is not None and process.waiting:
            process.drop()
        rest = [(n, s) for n, s in due if s.decision > step.decision]
        due.clear()
        foreseen.clear()
        if not rest and script.done:
            break
        played.resyncs += 1
        if played.resyncs > MAX_RESYNCS:
            played.lost = True
            break
        # back in step: the reference's position after this decision's action
        following = step.decision + 1 if step.decision != BEFORE else 0
        state = script.after(step.decision)
        played.requests += 1
        resync = Step(Load(state), state, following)
        again = ask(engine, resync)
        if again is not None:
            played.found.append(Found(following, RESYNC, again, resync))
            played.lost = True
            break
        send(rest)
    if process is not None and process.waiting:
        process.drop()
    return played
