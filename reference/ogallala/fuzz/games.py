"""Seeded random games: how each begins, the actions tried that are not legal, and what
the games covered.

Game ``i`` of a run with seed ``S`` deals with its own seed (``game_seed(S, i)``), seats a
player count chosen by that seed, and draws its choices from a ``random.Random`` seeded the
same way: the same command line plays the same games, whichever worker plays game ``i``.
Now and then (``probe_rate`` of the decisions) a player also tries an action that is
*not* legal, a placement off the mat, an attack on a boat too strong or under a totem, a
lasso at a card that cannot be taken, so that the rule each engine names for a refusal is
compared too. The score is a function of the position, so it is compared at the start of
every turn, not only at the end: a scoring slip shows as soon as a display holds what it
is wrong about. The game itself is played by ``script`` (the reference's side) and
``lockstep`` (the engine's).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..model.actions import (
    Action,
    Attack,
    Claim,
    Discard,
    Done,
    Draw,
    End,
    Lasso,
    Pass,
    Place,
    PlayOn,
    Shoot,
    Stop,
    Target,
)
from ..engine.game import span as span_of
from ..engine.random_play import SEATS
from ..model.state import Cell, Span, State
from .compare import Difference

PROBE_RATE = 0.15
"""Share of the decisions at which an action that is not legal is tried first."""
ACTION_LIMIT = 20_000
"""Actions after which a game is given up as endless (no game of the reference comes near)."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (stable across Python versions)."""
    return (seed * 1_000_003 + index * 7_919 + 17) % (2**63)


@dataclass
class Coverage:
    """What the games reached: kinds of actions taken, events seen, decisions met, and the
    rules named (by events, refusals and score lines)."""

    actions: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    decisions: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    probes: int = 0
    """Actions tried that are not legal (the reference refused them; so must the engine, by the same rule)."""

    def add(self, other: Coverage) -> None:
        self.actions += other.actions
        self.events += other.events
        self.decisions += other.decisions
        self.rules += other.rules
        self.probes += other.probes

    def as_json(self) -> dict[str, object]:
        return {"actions": dict(sorted(self.actions.items())), "events": dict(sorted(self.events.items())),
                "decisions": dict(sorted(self.decisions.items())), "rules": dict(sorted(self.rules.items())),
                "probes": self.probes}


@dataclass(frozen=True)
class Setup:
    """How one game begins."""

    edition: str
    players: tuple[str, ...]
    options: tuple[str, ...]
    seed: int
    readings: Mapping[str, str]


@dataclass
class Game:
    """A game up to a difference, as shrinking needs it: its actions and the reference's
    position before each, and the difference."""

    setup: Setup
    policy: str
    states: list[State] = field(default_factory=list)
    actions: list[Action] = field(default_factory=list)
    at: State | None = None
    """The reference's position when the difference came up (before the request)."""
    difference: Difference | None = None
    endless: bool = False
    begin: State | None = None
    """The position the game was loaded from (``--deal reference``, ``--positions``), else None
    (a ``start`` from the seed)."""


KEPT = 4096
"""Most displays' runs and actions' texts kept (by identity; beyond, each store starts again)."""
_RUNS: dict[int, tuple[object, tuple[Span, ...]]] = {}
_TEXTS: dict[int, tuple[Action, str]] = {}


def _runs(state: State, name: str) -> tuple[Span, ...]:
    """The runs of cards side by side in ``name``'s display (boats and parts of them). Kept
    by the display's identity (the object held beside them): a display an action left alone
    is the very tuple of the position before, and probes ask at many decisions."""
    display = state.player(name).display
    kept = _RUNS.get(id(display))
    if kept is not None and kept[0] is display:
        return kept[1]
    if len(_RUNS) >= KEPT:
        _RUNS.clear()
    found = _RUNS[id(display)] = (display, _runs_of(display))
    return found[1]


def _text(action: Action) -> str:
    """``str(action)``, kept by the model's identity (the engine hands out one model per action)."""
    kept = _TEXTS.get(id(action))
    if kept is not None and kept[0] is action:
        return kept[1]
    if len(_TEXTS) >= KEPT:
        _TEXTS.clear()
    text = str(action)
    _TEXTS[id(action)] = (action, text)
    return text


def _runs_of(display: tuple[tuple[str | None, ...], ...]) -> tuple[Span, ...]:
    found = []
    for r, row in enumerate(display, start=1):
        c = 0
        while c < len(row):
            if row[c] is None:
                c += 1
                continue
            first = c
            while c < len(row) and row[c] is not None:
                c += 1
            found.append(span_of(r, first + 1, c))  # the engine's models, one per span
    return tuple(found)


def attack_probes(state: State, legal: Sequence[Action]) -> list[Action]:
    """At an attack decision: an attack on every run of cards of every other player that is
    not a legal target (too strong, under a totem, not a boat ...), so that each engine
    names its rule for refusing it."""
    offered = set(map(_text, legal))
    found: list[Action] = []
    for p in state.players:
        if p.name != state.turn:
            for span in _runs(state, p.name):
                attack = Attack(targets=(Target(player=p.name, boat=span),))
                if str(attack) not in offered:
                    found.append(attack)
    return found[:ATTACK_PROBES]


ATTACK_PROBES = 8
"""Most attacks that are not legal tried at one attack decision."""


def probe(state: State, legal: Sequence[Action], rng: random.Random) -> Action | None:
    """An action that is not among ``legal``, of a kind chosen at random (None if the one
    made happens to be legal)."""
    others = [p.name for p in state.players if p.name != state.turn]
    family = rng.randrange(4)
    action: Action
    if family == 0:
        simple: list[Action] = [Pass(), Discard(), Stop(), End(), PlayOn(), Done(), Draw(pile=rng.randint(1, 4))]
        action = rng.choice(simple)
    elif family == 1:
        action = Place(at=Cell(row=rng.randint(0, 4), col=rng.randint(0, 17)),
                       shift=rng.choice((None, None, "left", "right")))
    else:
        victims = [(v, s) for v in others for s in _runs(state, v)]
        if not victims:
            return None
        victim, span = rng.choice(victims)
        if family == 2:
            first = rng.randint(span.first, span.last)
            last = rng.randint(first, span.last) if rng.random() < 0.5 else span.last
            action = Attack(targets=(Target(player=victim, boat=Span(row=span.row, first=first, last=last)),))
        else:
            cell = Cell(row=span.row, col=rng.randint(span.first, span.last))
            taking: list[Action] = [Lasso(player=victim, at=cell), Shoot(player=victim, at=cell), Claim(player=victim, at=cell)]
            action = rng.choice(taking)
    return None if str(action) in set(map(_text, legal)) else action


def setup_for(edition: str, low: int, high: int, options: Sequence[str], seed: int, index: int,
              readings: Mapping[str, str]) -> tuple[Setup, random.Random]:
    """Game ``index``'s setup and the random source of its choices."""
    s = game_seed(seed, index)
    rng = random.Random(s)
    count = rng.randint(low, min(high, len(SEATS)))
    return Setup(edition, SEATS[:count], tuple(options), s, dict(readings)), rng
