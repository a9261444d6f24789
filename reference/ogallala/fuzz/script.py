"""The reference's side of one fuzzed game: every request the engine will be put and the
reply it should give, decided by the reference engine before the engine answers any.

The reference decides everything in a game: the deal, the random players' choices (made
from the reference's own legal actions and position), the actions tried that are not
legal. So the whole game is known in advance, whatever the engine answers, and its
requests can be written ahead in stretches while the engine is still answering the ones
before (``lockstep``). A stretch is whole decisions: the legal actions asked, the score at
the start of a turn, the actions tried that are not legal (``probes``) and the action
taken, each with the reference's reply.

A game begins with ``start`` (the engine deals from the seed), with ``load`` of the
reference's dealt position (``--deal reference``: an engine that deals otherwise is fuzzed
all the same), or with ``load`` of a generated position (``--positions``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ..engine import entry as engine
from ..model.actions import Action
from ..model.state import State
from ..protocol.calls import Apply, Ask, Call, Load, Start
from ..protocol.interface import Applied, Rejected
from ..util.frozen import trusted
from .games import ACTION_LIMIT, PROBE_RATE, Coverage, Setup, attack_probes, probe
from .policies import Policy

BEFORE = -1
"""The ``decision`` of a game's first step (``start`` or ``load``): before any decision."""
LEGAL, SCORE = Ask("legal"), Ask("score")
"""The two questions every game asks again and again (a call is a value: one of each serves)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One request of the game and the reference's reply to it."""

    call: Call
    expected: Any
    """What the reference answers: a ``State`` (start, load), the legal actions (a tuple),
    ``Applied`` or ``Rejected`` (apply), a ``Score`` (score)."""
    decision: int
    """The decision the step belongs to: how many actions of the game came before it
    (``BEFORE`` for the first step)."""

    @property
    def request(self) -> str:
        call = self.call
        if isinstance(call, Ask):
            return call.what
        return "apply" if isinstance(call, Apply) else "start" if isinstance(call, Start) else "load"

    @property
    def action(self) -> Action | None:
        return self.call.action if isinstance(self.call, Apply) else None


class Script:
    """One game as the reference plays it, decision by decision (``steps``)."""

    def __init__(self, setup: Setup, policy: Policy, rng: random.Random, coverage: Coverage,
                 probe_rate: float = PROBE_RATE, deal: str = "start", position: State | None = None,
                 limit: int = ACTION_LIMIT) -> None:
        self.setup, self.policy, self.rng, self.coverage = setup, policy, rng, coverage
        self.probe_rate, self.deal, self.position, self.limit = probe_rate, deal, position, limit
        self.first: State | None = None
        """The position the game began in (after ``start`` or ``load``)."""
        self.state: State | None = None
        """The reference's position now (after the last action decided)."""
        self.states: list[State] = []
        """The reference's position before each action."""
        self.actions: list[Action] = []
        self.done = False
        self.endless = False

    def steps(self, decisions: int) -> list[Step]:
        """The steps of the next ``decisions`` decisions (fewer at the end of the game)."""
        out: list[Step] = []
        while decisions > 0 and not self.done:
            out += self._decision()
            decisions -= 1
        return out

    def after(self, decision: int) -> State:
        """The reference's position after ``decision``'s action (``BEFORE``: the first)."""
        if decision == BEFORE:
            assert self.first is not None
            return self.first
        following = decision + 1
        if following < len(self.states):
            return self.states[following]
        assert self.state is not None
        return self.state

    def at(self, decision: int) -> State:
        """The reference's position at ``decision``, before its action."""
        return self.after(decision - 1) if decision > 0 else self.after(BEFORE)

    def _begin(self) -> list[Step]:
        s = self.setup
        call: Call
        if self.position is not None:
            state = engine.settled(self.position)
            call = Load(self.position)
        else:
            state = engine.start(s.edition, s.players, s.options, seed=s.seed, readings=s.readings)
            call = Start(s.edition, s.players, s.options, s.seed, s.readings) if self.deal == "start" else Load(state)
        self.first = self.state = state
        return [Step(call, state, BEFORE)]

    def _decision(self) -> list[Step]:
        if self.state is None:
            return self._begin()
        state, coverage, rng = self.state, self.coverage, self.rng
        d = len(self.actions)
        legal = engine.legal_actions(state)
        steps = [Step(LEGAL, legal, d)]
        if not legal:
            score = engine.score(state)
            steps.append(Step(SCORE, score, d))
            for p in score.players:
                coverage.rules.update(x.rule for x in p.lines)
            self.done = True
            return steps
        if d >= self.limit:
            self.done = self.endless = True
            return steps
        decision = state.pending[0].kind if state.pending else ""
        coverage.decisions[decision] += 1
        if decision == "draw" and not state.drawn and d:
            # the score is a function of the position: asked at the start of every turn
            steps.append(Step(SCORE, engine.score(state), d))
        tries: list[Action | None] = []
        if self.probe_rate and rng.random() < self.probe_rate:
            tries.append(probe(state, legal, rng))
        if self.probe_rate and decision == "attack":
            tries += attack_probes(state, legal)
        for tried in tries:
            if tried is None:
                continue
            try:
                after, events = engine.apply(state, tried)
            except engine.IllegalAction as refused:
                steps.append(Step(Apply(tried, applied=False), Rejected(rule=refused.rule, reason=refused.reason), d))
                coverage.probes += 1
                coverage.rules[refused.rule] += 1
                continue
            # the reference took it after all: it is the action of this decision
            steps.append(Step(Apply(tried), trusted(Applied, {"state": after, "events": events}), d))
            self._took(state, tried, after)
            return steps
        action = self.policy(state, legal, rng)
        after, events = engine.apply(state, action)
        steps.append(Step(Apply(action), trusted(Applied, {"state": after, "events": events}), d))
        coverage.actions[action.kind] += 1
        for e in events:
            coverage.events[e.kind] += 1
            if e.rule:
                coverage.rules[e.rule] += 1
        self._took(state, action, after)
        return steps

    def _took(self, before: State, action: Action, after: State) -> None:
        self.states.append(before)
        self.actions.append(action)
        self.state = after
