"""What a campaign plays, and one game of it: the plan every worker gets, game ``K``
played in lockstep, its differences each with its cause, and the game played again by the
reference up to one of them (for shrinking).

Game ``K`` always plays the same seed (``games.game_seed``), policy and starting position,
whichever process plays it: a result depends on the game's number alone (and the engine).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from ..model.editions import load
from ..model.state import State
from ..protocol.calls import Load
from ..protocol.interface import Engine
from .cause import cause, topics
from .compare import Difference
from .games import PROBE_RATE, Coverage, Game, game_seed, setup_for
from .governed import governs
from .lockstep import RESYNC, Found, play
from .policies import POLICIES, policy
from .script import BEFORE, Script, Step


@dataclass(frozen=True)
class Plan:
    """What a campaign plays: all a worker process needs to play game ``K``."""

    edition: str
    options: tuple[str, ...] = ()
    readings: Mapping[str, str] = field(default_factory=dict)
    seed: int = 0
    policies: tuple[str, ...] = POLICIES
    probe_rate: float = PROBE_RATE
    deal: str = "start"
    """``start``: the engine deals from the seed; ``reference``: it loads the reference's deal."""
    positions: bool = False
    """Games start from generated positions (``positions``), not from the deal."""
    blocked: Mapping[str, frozenset[str]] = field(default_factory=dict)
    """Rulings the engine reads in a way the reference does not play, with their topics."""
    players: int | None = None
    """Players in every game (None: as each game's seed deals them)."""

    def script(self, index: int, position: State | None, coverage: Coverage) -> tuple[Script, str]:
        """Game ``index``'s script (the reference's side) and its policy's name."""
        ed = load(self.edition, self.readings)
        low, high = (self.players, self.players) if self.players else (ed.players.min, ed.players.max)
        setup, rng = setup_for(self.edition, low, high, self.options, self.seed, index, self.readings)
        name = self.policies[index % len(self.policies)]
        return Script(setup, policy(name), rng, coverage, self.probe_rate, self.deal, position), name


def game_key(seed: int, index: int) -> str:
    """What ``--shard`` splits the games by: the game's own seed."""
    return str(game_seed(seed, index))


@dataclass(frozen=True)
class Sighting:
    """A difference met in a game."""

    decision: int
    step: int
    difference: Difference
    cause: str
    blocked: str = ""
    """The ruling that governs the decision, when the engine reads it in a way the
    reference does not play (then it is no finding)."""


@dataclass
class GameResult:
    """One game, as a worker reports it to the campaign."""

    index: int
    seed: int
    players: int
    policy: str
    actions: int = 0
    requests: int = 0
    endless: bool = False
    lost: bool = False
    coverage: Coverage = field(default_factory=Coverage)
    sightings: list[Sighting] = field(default_factory=list)
    position: State | None = None
    """The position the game started from (``--positions``)."""


def _decision_at(script: Script, decision: int) -> str:
    if decision == BEFORE:
        return ""
    state = script.at(decision)
    return state.pending[0].kind if state.pending else ""


def play_game(engine: Engine, plan: Plan, index: int, position: State | None = None) -> GameResult:
    """Game ``index`` of the campaign, played by ``engine`` in lockstep with the reference."""
    coverage = Coverage()
    script, name = plan.script(index, position, coverage)
    played = play(engine, script, f"game {index}")
    result = GameResult(index, script.setup.seed, len(script.setup.players), name, len(script.actions),
                        played.requests, script.endless, played.lost, coverage, position=position)
    for f in played.found:
        decision = _decision_at(script, f.decision)
        blocked = _blocked(plan, script, f, decision) if plan.blocked else ""
        result.sightings.append(Sighting(f.decision, f.step, f.difference, cause(f.difference, decision), blocked))
    return result


def _blocked(plan: Plan, script: Script, f: Found, decision: str) -> str:
    """The ruling the engine reads otherwise that governs the decision of ``f``, or ""."""
    state = script.at(f.decision) if f.decision != BEFORE else script.after(BEFORE)
    touched = topics(f.difference, decision)
    for rid, ruling_topics in sorted(plan.blocked.items()):
        said = governs(rid, state, f.request.call)
        if said or said is None and touched & ruling_topics:
            return rid
    return ""


def game_to(plan: Plan, index: int, position: State | None, sighting: Sighting) -> Game:
    """Game ``index`` as the reference played it, up to ``sighting`` (for shrinking it): the
    script is played again, as it depends on nothing the engine said."""
    script, name = plan.script(index, position, Coverage())
    at: State | None = None
    if sighting.step == RESYNC:  # the load that was to put the engine back in step
        while not script.done and len(script.actions) < sighting.decision:
            script.steps(1)
        at = script.at(sighting.decision)
    else:
        number = 0
        while at is None:
            steps = script.steps(1)
            assert steps, "the script ended before the step of the difference"
            for step in steps:
                if number == sighting.step:
                    at = _request_state(script, step)
                    break
                number += 1
    d = max(sighting.decision, 0)
    begin = position if position is not None else script.first if plan.deal != "start" else None
    return Game(script.setup, name, list(script.states[:d]), list(script.actions[:d]), at, sighting.difference,
                begin=begin)


def _request_state(script: Script, step: Step) -> State:
    """The position a step's request is put in (for a game's first ``load``: what it loads)."""
    if step.decision == BEFORE:
        call = step.call
        return call.state if isinstance(call, Load) else script.after(BEFORE)
    return script.at(step.decision)
