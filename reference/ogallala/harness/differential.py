"""Differential replay: every request also goes to the reference engine, and the first
reply that differs is remembered.

A scenario fails at the step that checks something, which is often not where the engine
went wrong: an attack the engine forgot to offer shows up later as a refused `play on`.
With ``--against-reference`` each request an engine gets is also put to the reference
engine (playing the same readings), and the first reply that differs (a legal-action
list, a field of the state, the events, the rule of a refusal) is named in the report:
the cause, not the symptom. After the first difference the two games may go separate
ways, so nothing more is compared in that run.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from typing import Any

from ..model.actions import Action
from ..protocol.inprocess import InProcess
from ..protocol.interface import Applied, Engine, EngineError, Hello, Rejected
from ..notation import render_state
from ..engine.scoring import Score
from ..model.state import State
from ..util.clean import clean


def _state_difference(mine: State, ours: State) -> str:
    """The fields in which two states differ, then the positions' lines that differ
    (``-`` the reference's, ``+`` the engine's, one line of context)."""
    lines = []
    theirs, reference = mine.model_dump(mode="json"), ours.model_dump(mode="json")
    for name in reference:
        if theirs.get(name) != reference.get(name) and name != "players":
            lines.append(f"{name}: the engine has {clean(str(theirs.get(name)), 300)}, "
                         f"the reference {clean(str(reference.get(name)), 300)}")
    for a, b in zip(theirs.get("players", []), reference["players"], strict=False):
        if a != b:
            lines.append(f"{b['name']}'s display differs")
    try:
        # an engine's position may have a hundred thousand rows: compare the first ones only
        diff = difflib.unified_diff(render_state(ours).splitlines()[:500], render_state(mine).splitlines()[:500],
                                    n=1, lineterm="")
        lines += ["the positions (- the reference engine's, + the engine's):",
                  *(f"  {clean(x, 300)}" for x in list(diff)[2:100])]
    except Exception:  # noqa: BLE001 - the engine's state may not render
        pass
    return "\n".join(lines)


def _actions_difference(mine: Sequence[Action], ours: Sequence[Action]) -> str:
    have, want = {str(a) for a in mine}, {str(a) for a in ours}
    lines = [f"  missing (the reference offers it): {a}" for a in sorted(want - have)]
    lines += [f"  unexpected (the reference does not offer it): {a}" for a in sorted(have - want)]
    return "\n".join(lines)


class Differential:
    """An engine whose every request is also put to the reference engine. The reference
    plays the readings the requests carry (a loaded state's, a start's), which are the
    engine's own."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.reference = InProcess()
        self.divergence = ""
        """The first difference of the current run ('' while there is none)."""
        self._step = 0
        self._last = ""

    def _compare(self, what: str, make: Any, theirs: Any, describe: Any) -> None:
        """Put the same request to the reference and note the first difference."""
        self._step += 1
        if self.divergence:
            return
        try:
            ours = make()
        except EngineError as error:
            ours = error
        if isinstance(theirs, EngineError) or isinstance(ours, EngineError):
            if type(theirs) is not type(ours):
                self.divergence = (f"request {self._step} ({what}): the engine answered "
                                   f"{clean(str(theirs), 300)}, the reference {clean(str(ours), 300)}")
            return
        found = describe(theirs, ours)
        if found:
            self.divergence = f"request {self._step} ({what}) {self._last}:\n{found}"

    def begin(self) -> None:
        """A new run: forget the last one's difference."""
        self.divergence = ""
        self._step = 0

    # -- the Engine interface -------------------------------------------------------------

    def hello(self) -> Hello:
        return self.engine.hello()

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        self.begin()
        self._last = f"start {edition}"
        state = self.engine.start(edition, players, options, seed, piles, readings)
        self._compare("start", lambda: self.reference.start(edition, players, options, seed, piles, readings), state,
                      lambda a, b: _state_difference(a, b) if a != b else "")
        return state

    def load(self, state: State) -> State:
        self.begin()
        self._last = "load"
        mine = self.engine.load(state)
        self._compare("load", lambda: self.reference.load(state), mine,
                      lambda a, b: _state_difference(a, b) if a != b else "")
        return mine

    def legal(self) -> list[Action]:
        mine = self.engine.legal()
        self._compare("legal", self.reference.legal, mine,
                      lambda a, b: _actions_difference(a, b) if {str(x) for x in a} != {str(x) for x in b} else "")
        return mine

    def apply(self, action: Action) -> Applied | Rejected:
        self._last = f"`{action}`"
        mine = self.engine.apply(action)
        self._compare("apply", lambda: self.reference.apply(action), mine, _reply_difference)
        return mine

    def state(self) -> State:
        mine = self.engine.state()
        self._compare("state", self.reference.state, mine, lambda a, b: _state_difference(a, b) if a != b else "")
        return mine

    def score(self) -> Score:
        mine = self.engine.score()
        self._compare("score", self.reference.score, mine,
                      lambda a, b: "\n".join(["the engine scores:", *(f"  {p.describe()}" for p in a.players),
                                              "the reference scores:", *(f"  {p.describe()}" for p in b.players)])
                      if a != b else "")
        return mine

    def close(self) -> None:
        self.engine.close()
        self.reference.close()

    def __getattr__(self, name: str) -> Any:  # take_stderr, alive, transcript ... of a process engine
        return getattr(self.engine, name)


def _reply_difference(mine: Applied | Rejected, ours: Applied | Rejected) -> str:
    if isinstance(mine, Rejected) and isinstance(ours, Applied):
        return f"the engine refused it (rule {clean(mine.rule, 100)}: {clean(mine.reason, 300)}); the reference accepts it"
    if isinstance(mine, Applied) and isinstance(ours, Rejected):
        return f"the engine accepted it; the reference refuses it (rule {ours.rule}: {ours.reason})"
    if isinstance(mine, Rejected) and isinstance(ours, Rejected):
        return "" if mine.rule == ours.rule else (
            f"the engine refused it by rule {clean(mine.rule, 100)}; the reference by rule {ours.rule} ({ours.reason})")
    assert isinstance(mine, Applied) and isinstance(ours, Applied)
    if [str(e) for e in mine.events] != [str(e) for e in ours.events]:
        return ("the events differ:\n  the engine:\n" + "\n".join(f"    {clean(str(e), 300)}" for e in mine.events)
                + "\n  the reference:\n" + "\n".join(f"    {e}" for e in ours.events))
    return _state_difference(mine.state, ours.state) if mine.state != ours.state else ""
