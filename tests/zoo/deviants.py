"""Twenty planted deviations for the differential fuzzer: engines that are the reference
engine over the protocol except for one thing. ``python deviants.py NAME`` serves one.

Three families:

- ``wrong-*``: the five engines of ``wrong.py``, wrong in one rule each;
- ``misread-*``: the reference engine playing a reading of a ruling other than the decided
  one while its hello declares nothing (so the decided reading): the mistake of an engine
  whose author read an open question otherwise and did not say so;
- the rest: the reference engine with one answer changed on its way out, as an author's
  slip would change it (a forgotten score line, a missing offer, a dropped event, a wrong
  rule named, a crash, a hang).

``DEVIANTS`` lists each with the edition it shows in and the rule it breaks; the tests and
``benchmarks/fuzz.py`` read it. ``CAMPAIGN`` holds engines for the campaign's own tests:
three of the deviations at once, a deviation only a rare position shows (a complete boat
filling a whole row), an engine that
words what the protocol does not check otherwise, and one that declares a reading the
register does not list.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ogallala.model.actions import Action, Place
from ogallala.protocol.server import Server
from ogallala.protocol.inprocess import InProcess, reference_hello
from ogallala.protocol.interface import Applied, Hello, Rejected
from ogallala.engine.scoring import PlayerScore, Score
from ogallala.model.state import PlaceItem, State

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Deviant:
    name: str
    edition: str
    rule: str
    """The rule (or ruling) it breaks."""
    what: str

    def argv(self, python: str = sys.executable) -> list[str]:
        if self.name.startswith("wrong-"):
            return [python, str(HERE / "wrong.py"), self.name.removeprefix("wrong-")]
        return [python, str(HERE / "deviants.py"), self.name]


MISREAD = {
    "misread-attack-continues": ("ass-ii", "attack-ends-turn", "attack-continues"),
    "misread-booty-add": ("amigo", "amigo-combination-scoring", "add"),
    "misread-totem-nothing": ("pelikan-1975", "pelikan-totem-value", "nothing"),
    "misread-must-draw-on": ("ass-i", "turn-voluntary-stop", "must-draw-on"),
    "misread-special-mandatory": ("pelikan-1975", "pelikan-special-optional", "mandatory"),
    "misread-lasso-optional": ("amigo", "amigo-lasso-archer-mandatory", "optional"),
    "misread-long-boat": ("ass-i", "ass-i-long-boat", "eight-plus"),
}

DEVIANTS = (
    Deviant("wrong-legal", "amigo", "attack.optional", "an attack may not be passed up when there is a target"),
    Deviant("wrong-attack", "amigo", "attack.losers", "the conquered boat's Indians stay on the victim's display"),
    Deviant("wrong-turn", "pelikan-1975", "attack.ends-turn", "an attack does not end the turn"),
    Deviant("wrong-score", "amigo", "scoring.card-points", "2 points a card from 9 cards instead of 8"),
    Deviant("wrong-refusal", "ass-ii", "cards.totem", "an attack on a totem boat is refused naming attack.strength"),
    *(Deviant(name, edition, f"ruling {rid}", f"plays {rid}={aid}, declares the decided reading")
      for name, (edition, rid, aid) in MISREAD.items()),
    Deviant("no-length-bonus", "ass-ii", "scoring.length-bonus", "forgets the length bonus of long boats"),
    Deviant("no-end-offer", "amigo", "end.three-boats", "never offers to end the game"),
    Deviant("no-stop-offer", "ass-i", "turn.voluntary-stop", "never offers to stop drawing"),
    Deviant("place-rule", "pelikan-1975", "placement.no-moving", "refuses a card on an occupied space naming placement.where"),
    Deviant("lost-completion", "ass-i", "boats.completion", "leaves out the `completed` event"),
    Deviant("discard-reversed", "amigo", "piles.discard", "puts a discarded card under the discard pile"),
    Deviant("crash-shaman", "ass-ii", "(crash)", "exits when a shaman is placed"),
    Deviant("hang-totem", "pelikan-1975", "(hang)", "stops answering when a totem is placed"),
)
FAULTS = {"three-bugs": frozenset({"no-length-bonus", "lost-completion", "place-rule"})}
"""Engines with several deviations at once."""
UNLISTED = ("attack-ends-turn", "after-the-spoils")
"""The reading ``unlisted-reading`` declares: not an alternative the register lists."""

CAMPAIGN = (
    Deviant("three-bugs", "ass-ii", "scoring.length-bonus, boats.completion, placement.no-moving",
            "no-length-bonus, lost-completion and place-rule at once"),
    Deviant("whole-row", "pelikan-1975", "scoring.length-bonus",
            "leaves out the length bonus of a complete boat that fills a whole row (16 cards)"),
    Deviant("wordy", "amigo", "(none)", "words score lines and refusals its own way (the protocol checks neither)"),
    Deviant("unlisted-reading", "ass-ii", "ruling attack-ends-turn",
            f"declares {UNLISTED[0]}={UNLISTED[1]} (not listed) and plays attack-continues"),
)
BY_NAME = {d.name: d for d in (*DEVIANTS, *CAMPAIGN)}


class Deviating(InProcess):
    """The reference engine with one answer changed on its way out (``name`` says which)."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.name = name
        self.faults = FAULTS.get(name, frozenset({name}))
        self.secret: dict[str, str] = {}
        """For a misreading engine: the reading it plays and does not declare."""
        if name in MISREAD:
            _, rid, aid = MISREAD[name]
            self.secret = {rid: aid}
        if name == "unlisted-reading":
            self.secret = {UNLISTED[0]: "attack-continues"}

    def hello(self) -> Hello:
        hello = reference_hello()
        if self.name == "unlisted-reading":  # declares what it reads, in words the register does not have
            return hello.model_copy(update={"plays_readings": False, "rulings": {UNLISTED[0]: UNLISTED[1]}})
        # a misreading engine says it plays the decided readings only
        return hello.model_copy(update={"plays_readings": False}) if self.secret else hello

    def _out(self, state: State) -> State:
        return state.model_copy(update={"readings": {}}) if self.secret else state

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        if self.secret:
            readings = {**(readings or {}), **self.secret}
        return self._out(super().start(edition, players, options, seed, piles, readings))

    def load(self, state: State) -> State:
        if self.secret:
            state = state.model_copy(update={"readings": {**state.readings, **self.secret}})
        return self._out(super().load(state))

    def state(self) -> State:
        return self._out(super().state())

    def legal(self) -> list[Action]:
        actions = super().legal()
        if self.name == "no-end-offer":
            return [a for a in actions if a.kind != "end"] or actions
        if self.name == "no-stop-offer":
            return [a for a in actions if a.kind != "stop"] or actions
        return actions

    def apply(self, action: Action) -> Applied | Rejected:
        before = self.current
        item = before.pending[0] if before is not None and before.pending else None
        card = item.card.split(".")[0] if isinstance(item, PlaceItem) else ""
        if isinstance(action, Place) and card == "shaman" and self.name == "crash-shaman":
            os._exit(3)
        if isinstance(action, Place) and card == "totem" and self.name == "hang-totem":
            time.sleep(3600)
        result = super().apply(action)
        hidden = {"no-end-offer": ("end", "end.three-boats"), "no-stop-offer": ("stop", "turn.voluntary-stop")}
        if self.name in hidden and action.kind == hidden[self.name][0] and isinstance(result, Applied):
            self.current = before  # what it never offers, it refuses
            return Rejected(rule=hidden[self.name][1], reason="not allowed now")
        if isinstance(result, Rejected):
            if "place-rule" in self.faults and action.kind == "place" and result.rule == "placement.no-moving":
                return Rejected(rule="placement.where", reason=result.reason)
            if self.name == "wordy":
                return Rejected(rule=result.rule, reason="Nope! " + result.reason[::-1])
            return result
        state, events = self._out(result.state), result.events
        if "lost-completion" in self.faults:
            events = tuple(e for e in events if e.kind != "completed")
        if self.name == "discard-reversed" and any(e.kind == "discarded" and e.card for e in events) and len(state.discard) > 1:
            state = state.model_copy(update={"discard": (*state.discard[1:], state.discard[0])})
            self.current = state
        return Applied(state=state, events=events)

    def score(self) -> Score:
        score = super().score()
        if self.name == "wordy":
            return score.model_copy(update={"players": tuple(p.model_copy(update={"lines": tuple(
                x.model_copy(update={"text": f"{x.points} points, well earned"}) for x in p.lines)}) for p in score.players)})
        if "no-length-bonus" in self.faults:
            dropped = lambda x: x.rule == "scoring.length-bonus"  # noqa: E731
        elif self.name == "whole-row":  # a bonus table that ends at 15 cards
            dropped = lambda x: x.rule == "scoring.length-bonus" and x.boat is not None and x.boat.last - x.boat.first >= 15  # noqa: E731
        else:
            return score
        players = tuple(
            PlayerScore(player=p.player, total=p.total - sum(x.points for x in p.lines if dropped(x)),
                        lines=tuple(x for x in p.lines if not dropped(x)))
            for p in score.players)
        best = max(p.total for p in players)
        return Score(players=players, winners=tuple(p.player for p in players if p.total == best))


def serve(name: str) -> int:
    return Server(Deviating(name)).serve(sys.stdin.buffer, sys.stdout)


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1] not in BY_NAME or sys.argv[1].startswith("wrong-"):
        sys.exit(f"usage: deviants.py NAME (one of {', '.join(n for n in BY_NAME if not n.startswith('wrong-'))})")
    sys.exit(serve(sys.argv[1]))
