"""An engine's reply against the reference's: the same, or a ``Difference`` that says
what differs.

The comparison is cheap first and thorough only on a mismatch: a reply equal to the
reference's (over the protocol, the very line the reference's server would write, which
``ProcessEngine`` takes without parsing it: ``ExpectedReply``) costs an identity check;
only a reply that differs is gone through field by field. Legal actions are compared as
sets (an engine may list them in any order), a refusal by the rule it names, an accepted
action by its events (in order, every field) and the position it leads to, a score by
every line's rule, points and boat, the totals and the winners. What the protocol does not
check (docs/protocol.md, "What the scenarios do not check": a score line's ``text``, a
refusal's ``reason``) is never a difference. An engine that crashes, hangs or answers what
the protocol does not allow has differed too: its ``EngineError`` becomes the difference.

``Pair`` asks both engines the same thing, one request at a time: what shrinking a
difference and checking a scenario need.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from ..model.actions import Action, Event
from ..util.clean import clean
from ..protocol.inprocess import InProcess
from ..protocol.interface import Applied, Engine, EngineError, Rejected
from ..engine.scoring import Score
from ..model.state import State

STATE_FIELDS = tuple(State.model_fields)


@dataclass(frozen=True)
class Difference:
    """The first reply in which the engine and the reference disagree."""

    request: str
    """``start``, ``load``, ``legal``, ``apply`` or ``score``."""
    kind: str
    """``legal`` (other legal actions), ``refused`` (the engine refuses what the reference
    accepts), ``accepted`` (the reverse), ``rule`` (both refuse, naming other rules),
    ``events``, ``state``, ``score``, or the engine's failure: ``crash``, ``timeout``,
    ``malformed``, ``schema``, ``error`` ... (``EngineError.kind``)."""
    summary: str
    """What differs, for a reader: a few lines."""
    action: Action | None = None
    fields: tuple[str, ...] = ()
    """For ``state``: the fields of the position that differ (``players`` for a display)."""
    rules: tuple[str, ...] = ()
    """Rule ids the difference names: the refusals' rules, differing score lines' rules."""
    missing: tuple[str, ...] = ()
    """For ``legal``: actions the reference offers and the engine does not."""
    unexpected: tuple[str, ...] = ()
    """For ``legal``: actions the engine offers and the reference does not."""
    events: tuple[Event, ...] = ()
    """For ``events``: the events only one of the two engines gave (as a multiset)."""
    players: tuple[str, ...] = ()
    """For ``score``: the players whose score differs (empty: only the winners do)."""

    @property
    def failure(self) -> bool:
        """The engine failed (crashed, hung, broke the protocol) rather than answered otherwise."""
        return self.kind not in ("legal", "refused", "accepted", "rule", "events", "state", "score")

    def same_kind(self, other: Difference | None) -> bool:
        """Whether ``other`` is this difference again (for shrinking: the same request,
        action and kind; for a failure, any failure)."""
        if other is None or other.request != self.request or str(other.action) != str(self.action):
            return False
        return other.failure if self.failure else other.kind == self.kind


def engine_failed(request: str, error: EngineError, action: Action | None) -> Difference:
    what = f"the engine failed at `{request}`" + (f" `{action}`" if action is not None else "")
    text = f"{what}: {error.kind}: {clean(error.message, 300)}"
    tail = error.stderr.strip().splitlines()[-3:] if error.stderr else []
    if tail:
        text += "\n  its stderr ends: " + " / ".join(clean(x, 200) for x in tail)
    return Difference(request, error.kind, text, action)


def state_fields(mine: State, ours: State) -> tuple[str, ...]:
    return tuple(f for f in STATE_FIELDS if getattr(mine, f) != getattr(ours, f))


def states(request: str, mine: State, ours: State, action: Action | None = None) -> Difference | None:
    """The position the engine holds after ``request`` against the reference's."""
    if mine is ours or mine == ours:
        return None
    fields = state_fields(mine, ours)
    lines = [f"the position after `{action if action is not None else request}` differs in: {', '.join(fields)}"]
    for f in fields[:4]:
        lines.append(f"  {f}: the engine has {clean(str(getattr(mine, f)), 200)}")
        lines.append(f"  {' ' * len(f)}  the reference {clean(str(getattr(ours, f)), 200)}")
    return Difference(request, "state", "\n".join(lines), action, fields)


def _events(events: Sequence[Event]) -> str:
    return "; ".join(clean(str(e), 120) for e in events) or "(none)"


def legal(mine: Sequence[Action], ours: Sequence[Action]) -> Difference | None:
    """The legal actions, as sets."""
    if mine is ours or tuple(mine) == tuple(ours):
        return None
    have, want = {str(a) for a in mine}, {str(a) for a in ours}
    if have == want:
        return None
    lines = ["the legal actions differ:"]
    lines += [f"  missing (the reference offers it): {a}" for a in sorted(want - have)[:10]]
    lines += [f"  unexpected (the reference does not offer it): {clean(a, 200)}" for a in sorted(have - want)[:10]]
    return Difference("legal", "legal", "\n".join(lines), missing=tuple(sorted(want - have)),
                      unexpected=tuple(sorted(clean(a, 200) for a in have - want)))


def applied(action: Action, mine: Applied | Rejected, ours: Applied | Rejected) -> Difference | None:
    """The reply to ``apply``: accepted or refused alike, the same rule for a refusal (its
    reason is for people), the same events in order and the same position after it."""
    if mine is ours:
        return None
    if isinstance(mine, Rejected) and isinstance(ours, Applied):
        return Difference("apply", "refused", f"the engine refuses `{action}` (rule {clean(mine.rule, 80)}: "
                          f"{clean(mine.reason, 200)}); the reference accepts it", action, rules=(clean(mine.rule, 80),))
    if isinstance(mine, Applied) and isinstance(ours, Rejected):
        return Difference("apply", "accepted", f"the engine accepts `{action}`; the reference refuses it "
                          f"(rule {ours.rule}: {ours.reason})", action, rules=(ours.rule,))
    if isinstance(mine, Rejected) and isinstance(ours, Rejected):
        if mine.rule == ours.rule:
            return None
        return Difference("apply", "rule", f"`{action}` is refused by rule {clean(mine.rule, 80)} by the engine, "
                          f"by rule {ours.rule} by the reference ({ours.reason})", action,
                          rules=(ours.rule, clean(mine.rule, 80)))
    assert isinstance(mine, Applied) and isinstance(ours, Applied)
    if mine.events is not ours.events and list(mine.events) != list(ours.events):
        only = (Counter(mine.events) - Counter(ours.events)) + (Counter(ours.events) - Counter(mine.events))
        odd = tuple(only.elements()) or tuple(ours.events)
        rules = tuple(e.rule for e in odd if e.rule)
        return Difference("apply", "events", f"the events of `{action}` differ:\n  the engine:    "
                          f"{_events(mine.events)}\n  the reference: {_events(ours.events)}", action,
                          rules=rules, events=odd)
    return states("apply", mine.state, ours.state, action)


def _lines(score: Score) -> set[tuple[str, str, int, str]]:
    """Every line of a score as the protocol checks it: not its ``text`` (docs/protocol.md)."""
    return {(p.player, x.rule, x.points, str(x.boat)) for p in score.players for x in p.lines}


def _counted(score: Score) -> Counter[tuple[str, str, int, str]]:
    return Counter((p.player, x.rule, x.points, str(x.boat)) for p in score.players for x in p.lines)


def scores(mine: Score, ours: Score) -> Difference | None:
    """Every line's rule, points and boat (not its words), the totals and the winners."""
    if mine is ours or mine == ours:
        return None
    totals = {p.player: p.total for p in mine.players}
    same_totals = [p.player for p in mine.players] == [p.player for p in ours.players] and all(
        totals.get(p.player) == p.total for p in ours.players)
    if same_totals and set(mine.winners) == set(ours.winners) and _counted(mine) == _counted(ours):
        return None  # only the words of some lines differ: the protocol does not check them
    theirs, reference = _lines(mine), _lines(ours)
    rules = tuple(dict.fromkeys(line[1] for line in sorted(theirs ^ reference)))
    lines = ["the scores differ:", "  the engine:    " + "; ".join(f"{clean(p.player, 40)} {p.total}" for p in mine.players),
             "  the reference: " + "; ".join(f"{p.player} {p.total}" for p in ours.players)]
    lines += [f"  line only the engine has: {clean(' '.join(map(str, x)), 200)}" for x in sorted(theirs - reference)[:5]]
    lines += [f"  line only the reference has: {' '.join(map(str, x))}" for x in sorted(reference - theirs)[:5]]
    if set(mine.winners) != set(ours.winners):
        lines.append(f"  winners: the engine {clean(', '.join(mine.winners), 200) or 'none'}; "
                     f"the reference {', '.join(ours.winners) or 'none'}")
    who = tuple(dict.fromkeys(line[0] for line in sorted(theirs ^ reference)))
    who += tuple(p.player for p in ours.players if totals.get(p.player) != p.total and p.player not in who)
    return Difference("score", "score", "\n".join(lines), rules=rules, players=who)


class Pair:
    """The engine under test and the reference engine, asked the same things one request at
    a time (shrinking a difference replays cases this way)."""

    def __init__(self, engine: Engine, reference: InProcess | None = None) -> None:
        self.engine = engine
        self.reference = reference or InProcess()
        self.requests = 0
        """Requests put to the engine."""

    def start(self, edition: str, players: Sequence[str], options: Sequence[str], seed: int,
              readings: Mapping[str, str]) -> tuple[State, Difference | None]:
        ours = self.reference.start(edition, players, options, seed=seed, readings=readings)
        self.requests += 1
        try:
            mine = self.engine.start(edition, players, options, seed, None, readings)
        except EngineError as error:
            return ours, engine_failed("start", error, None)
        return ours, states("start", mine, ours)

    def load(self, state: State) -> tuple[State, Difference | None]:
        ours = self.reference.load(state)
        self.requests += 1
        try:
            mine = self.engine.load(state)
        except EngineError as error:
            return ours, engine_failed("load", error, None)
        return ours, states("load", mine, ours)

    def legal(self) -> tuple[list[Action], Difference | None]:
        ours = self.reference.legal()
        self.requests += 1
        try:
            mine = self.engine.legal()
        except EngineError as error:
            return ours, engine_failed("legal", error, None)
        return ours, legal(mine, ours)

    def apply(self, action: Action) -> tuple[Applied | Rejected, Difference | None]:
        ours = self.reference.apply(action)
        self.requests += 1
        try:
            mine = self.engine.apply(action)
        except EngineError as error:
            return ours, engine_failed("apply", error, action)
        return ours, applied(action, mine, ours)

    def score(self) -> tuple[Score, Difference | None]:
        ours = self.reference.score()
        self.requests += 1
        try:
            mine = self.engine.score()
        except EngineError as error:
            return ours, engine_failed("score", error, None)
        return ours, scores(mine, ours)
