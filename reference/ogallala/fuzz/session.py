"""One fuzzing session: games until the budget is spent or the engines differ, then the
difference shrunk, written as a scenario and checked.

The engine is one process for the whole session: every game is a ``start`` request, every
replay of the shrinking a ``load``; it is started again only after it crashed or hung
(which is itself the finding).
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..model.editions import load
from ..protocol.inprocess import InProcess
from ..protocol.interface import Engine
from .compare import Difference, Pair
from .games import PROBE_RATE, Coverage, Game, Setup, play, setup_for
from .policies import POLICIES, policy
from .shrink import Shrunk, shrink
from .write import Validity, Written, validate, write


@dataclass(frozen=True)
class Budget:
    games: int = 100
    seconds: float | None = None
    """Stop starting games after this long (None: no limit)."""


@dataclass(frozen=True)
class Finding:
    game: int
    """Index of the game that found it (0 for the first)."""
    setup: Setup
    policy: str
    difference: Difference
    actions: int
    """Actions of that game before the difference."""
    seconds: float
    """Seconds from the start of the session to the difference."""
    shrunk: Shrunk | None = None
    written: Written | None = None
    validity: Validity | None = None


@dataclass
class Report:
    edition: str
    options: tuple[str, ...]
    readings: dict[str, str]
    policies: tuple[str, ...]
    seed: int
    games: int = 0
    actions: int = 0
    requests: int = 0
    seconds: float = 0.0
    """Seconds of play (without shrinking and writing)."""
    endless: int = 0
    coverage: Coverage = field(default_factory=Coverage)
    finding: Finding | None = None

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0


def fuzz(engine: Engine, edition: str, options: Sequence[str] = (), readings: Mapping[str, str] | None = None,
         budget: Budget = Budget(), seed: int = 0, policies: Sequence[str] = POLICIES, probe_rate: float = PROBE_RATE,
         source: str = "", write_scenario: bool = True) -> Report:
    """Play until the budget is spent or a difference is found; shrink and write it."""
    readings = dict(readings or {})
    report = Report(edition, tuple(sorted(options)), readings, tuple(policies), seed)
    players = load(edition, readings).players
    pair = Pair(engine, InProcess())
    begun = time.perf_counter()
    game: Game | None = None
    for index in range(budget.games):
        if budget.seconds is not None and time.perf_counter() - begun > budget.seconds:
            break
        setup, rng = setup_for(edition, players.min, players.max, options, seed, index, readings)
        name = policies[index % len(policies)]
        game = play(pair, setup, policy(name), name, rng, report.coverage, probe_rate)
        report.games += 1
        report.actions += len(game.actions)
        report.endless += game.endless
        if game.difference is not None:
            report.finding = Finding(index, setup, name, game.difference, len(game.actions), time.perf_counter() - begun)
            break
    report.seconds = time.perf_counter() - begun
    report.requests = pair.requests
    if report.finding is None or game is None or not write_scenario:
        return report
    shrunk = shrink(pair, game)
    written = write(shrunk.case, shrunk.difference, edition, readings, source)
    validity = validate(written.text, engine)
    report.finding = Finding(report.finding.game, report.finding.setup, report.finding.policy, report.finding.difference,
                             report.finding.actions, report.finding.seconds, shrunk, written, validity)
    return report
