"""Which decisions a ruling governs: where the engine reads a ruling in a way the
reference does not play, a difference there is the reading's, not a finding.

A ruling governs a request in a position when the reference, playing another alternative
of the ruling that it plays, answers the request otherwise: then what the engine answers
there depends on how it reads the ruling, and a reading the reference cannot play cannot
be checked. Everywhere else the reading changes nothing the reference can tell, and the
engine is held to the register's decision. A ruling of which the reference plays only one
alternative (so that nothing can be compared) governs the differences that touch one of
its rule topics (``cause.topics``).
"""

from __future__ import annotations

from typing import Any

from ..engine import entry as engine
from ..model.readings import ReadingError, decided, normalise
from ..model.spec import load_spec
from ..model.state import State
from ..protocol.calls import Apply, Ask, Call, Load, Start


def _plain(state: State) -> State:
    return state.model_copy(update={"readings": {}})


def answer(state: State, call: Call) -> Any:
    """The reference's answer to ``call`` in ``state`` (under ``state``'s readings), as a
    value that compares what the protocol checks."""
    try:
        if isinstance(call, Start):
            return _plain(engine.start(call.edition, call.players, call.options, seed=call.seed, readings=state.readings))
        if isinstance(call, Load):
            return _plain(engine.settled(call.state.model_copy(update={"readings": state.readings})))
        here = engine.settled(state)
        if isinstance(call, Ask):
            if call.what == "legal":
                return frozenset(str(a) for a in engine.legal_actions(here))
            score = engine.score(here)
            return (tuple((p.player, p.total, tuple(sorted((x.rule, x.points, str(x.boat)) for x in p.lines)))
                          for p in score.players), frozenset(score.winners))
        assert isinstance(call, Apply)
        after, events = engine.apply(here, call.action)
        return "applied", events, _plain(after)
    except engine.IllegalAction as refused:
        return "refused", refused.rule
    except (engine.SetupError, ReadingError, ValueError) as error:
        return "error", type(error).__name__


def governs(ruling: str, state: State, call: Call) -> bool | None:
    """Whether ``ruling`` governs ``call`` in ``state`` (None: the reference plays no other
    alternative of it here, so it cannot tell)."""
    spec = load_spec().rulings_by_id.get(ruling)
    edition = state.edition
    if spec is None or ruling not in decided(edition):
        return None
    current = state.readings.get(ruling, decided(edition)[ruling])
    others = [a.id for a in spec.alternatives if a.plays == "yes" and a.id != current]
    base: Any = None
    tried = False
    for alternative in others:
        try:
            readings = normalise(edition, {**state.readings, ruling: alternative})
        except ReadingError:
            continue  # cannot be played together with the other readings
        if not tried:
            base, tried = answer(state, call), True
        if answer(state.model_copy(update={"readings": readings}), call) != base:
            return True
    return False if tried else None
