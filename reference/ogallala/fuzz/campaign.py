"""A fuzzing campaign: the store's findings replayed, then games until the budget is spent,
every difference counted by its cause, and each new cause shrunk, written as a scenario,
checked and kept.

Game ``K`` always plays the same seed, policy and (``--positions``) starting position,
whichever process plays it (``plan``); the games' results are taken in the order of their
numbers, and the campaign stops after the game in which the ``max_findings``-th
new cause first appears. So the same command finds the same findings in the same games
with ``--jobs 1``, ``2`` or ``4``, and ``--shard K/N`` plays exactly the games of the
whole campaign whose key falls in shard K (``util.shards``), so that the shards' reports
merge into the whole campaign's.

A difference is one of four things: a new cause (a finding: shrunk in the first game it
appeared in, written, checked, kept in the store), a cause the store or a file already
knows (counted, not stopped at, not shrunk again), a difference at a decision governed by
a ruling the engine reads in a way the reference does not play (``blocked``: counted in a
note, never a finding), or one more sighting of a cause already found in this campaign.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field

from ..model.state import State
from ..protocol.interface import Engine, EngineError
from ..protocol.process import ProcessEngine
from ..util.shards import WHOLE, Shard
from .compare import Pair
from .games import Coverage
from .plan import GameResult, Plan, Sighting, game_key, game_to
from .shrink import Shrunk, shrink
from .store import Entry, Store
from .workers import play_all
from .write import Validity, Written, validate, write

MAX_FINDINGS = 5
"""Distinct new causes after which a campaign stops (``--max-findings``)."""


# -- the campaign's findings ---------------------------------------------------------------


@dataclass
class Finding:
    """One cause: how often and where it was met, and what became of it."""

    cause: str
    count: int = 0
    games: list[int] = field(default_factory=list)
    """The games it appeared in (each once, in order)."""
    first: GameResult | None = None
    sighting: Sighting | None = None
    """Its first appearance (in the lowest-numbered game)."""
    known: str = ""
    """Where it was known from (``store``, a file's name), or "" for a new finding."""
    shrunk: Shrunk | None = None
    written: Written | None = None
    validity: Validity | None = None
    kept: str = ""
    """Where the store keeps it now ("" if it was not kept)."""


@dataclass(frozen=True)
class Replayed:
    """A stored finding played again before the games."""

    entry: Entry
    status: str
    """``present`` (the engine still fails it), ``fixed`` (it passes), ``stale`` (it no longer
    passes on the reference: the suite or the register changed) or ``unreadable``."""
    detail: str = ""


@dataclass
class Report:
    plan: Plan
    shard: Shard = WHOLE
    games: int = 0
    seeds: list[int] = field(default_factory=list)
    """The seeds of the games played, in the games' order."""
    numbers: list[int] = field(default_factory=list)
    """The games' numbers, in order."""
    actions: int = 0
    requests: int = 0
    seconds: float = 0.0
    """Seconds of play (without replaying the store, shrinking and writing)."""
    endless: int = 0
    lost: int = 0
    coverage: Coverage = field(default_factory=Coverage)
    findings: list[Finding] = field(default_factory=list)
    """Every cause met, ranked: the most frequent first."""
    blocked: Counter[str] = field(default_factory=Counter)
    """Differences passed over, by the ruling the engine reads otherwise."""
    replayed: list[Replayed] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    stopped: str = ""
    """Why the games stopped before the budget (``max-findings``, ``-x``, ``interrupted``)."""

    @property
    def new(self) -> list[Finding]:
        return [f for f in self.findings if not f.known]

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0


@dataclass(frozen=True)
class Budget:
    games: int | None = 100
    """Most games (None: as many as ``seconds`` allow)."""
    seconds: float | None = None
    """Start no game after this long (None: no limit)."""


class Tally:
    """The games' results taken in the order of their numbers, whatever order they come in."""

    def __init__(self, report: Report, known: Mapping[str, str], max_findings: int) -> None:
        self.report, self.known, self.max_findings = report, known, max_findings
        self.waiting: dict[int, GameResult] = {}
        self.order: list[int] = []
        """The game numbers of the campaign (the shard's), in order."""
        self.next = 0
        """Index into ``order`` of the next game to take."""
        self.causes: dict[str, Finding] = {}
        self.stop_after: int | None = None
        """The game after which nothing counts (the max_findings-th new cause's)."""

    def add(self, result: GameResult) -> None:
        self.waiting[result.index] = result
        while self.next < len(self.order) and self.order[self.next] in self.waiting:
            index = self.order[self.next]
            self.next += 1
            taken = self.waiting.pop(index)
            if self.stop_after is None:
                self._take(taken)

    def _take(self, result: GameResult) -> None:
        report = self.report
        report.games += 1
        report.seeds.append(result.seed)
        report.numbers.append(result.index)
        report.actions += result.actions
        report.requests += result.requests
        report.endless += result.endless
        report.lost += result.lost
        report.coverage.add(result.coverage)
        for s in result.sightings:
            if s.blocked:
                report.blocked[s.blocked] += 1
                continue
            finding = self.causes.get(s.cause)
            if finding is None:
                finding = self.causes[s.cause] = Finding(s.cause, first=result, sighting=s, known=self.known.get(s.cause, ""))
                report.findings.append(finding)
                if not finding.known and sum(not f.known for f in self.causes.values()) >= self.max_findings:
                    self.stop_after = result.index
            finding.count += 1
            if not finding.games or finding.games[-1] != result.index:
                finding.games.append(result.index)

    @property
    def done(self) -> bool:
        return self.stop_after is not None

    def ranked(self) -> list[Finding]:
        return sorted(self.causes.values(), key=lambda f: (-f.count, f.games[0] if f.games else 0, f.cause))


# -- the whole campaign -------------------------------------------------------------------


Progress = Callable[[Report, int | None, float], None]
"""Told after each game taken: the report so far, the games in all (None: unknown) and the
seconds left of ``--seconds`` (or -1)."""


def replay_store(engine: Engine, entries: Sequence[Entry], readings: Mapping[str, str]) -> list[Replayed]:
    """Each stored finding's scenario, played on the reference and the engine."""
    out = []
    for entry in entries:
        validity = validate(entry.scenario, engine)
        if not validity.parsed:
            out.append(Replayed(entry, "unreadable", validity.problem))
        elif not validity.reference_passes:
            out.append(Replayed(entry, "stale", validity.problem))
        else:
            out.append(Replayed(entry, "present" if validity.engine_fails else "fixed"))
    return out


def campaign(engine: Engine, plan: Plan, budget: Budget = Budget(), *, shard: Shard = WHOLE,
             max_findings: int = MAX_FINDINGS, store: Store | None = None, known: Mapping[str, str] | None = None,
             jobs: int = 1, spawn: Callable[[], Engine] | None = None, positions: Callable[[int], State] | None = None,
             progress: Progress | None = None, source: str = "", write_scenarios: bool = True,
             engine_name: str = "") -> Report:
    """Replay the store, play the games (in ``jobs`` processes: ``spawn`` makes each
    worker's engine), then shrink, write, check and keep each new finding."""
    report = Report(plan, shard)
    known = dict(known or {})
    if store is not None:
        entries = store.entries(plan.edition, plan.options, plan.readings)
        report.replayed = replay_store(engine, entries, plan.readings)
        for r in report.replayed:
            if r.status == "present":
                known.setdefault(r.entry.cause, "store")
    tally = Tally(report, known, max_findings)
    limit = budget.games
    tally.order = [i for i in range(limit)] if limit is not None else []
    if shard != WHOLE:
        tally.order = [i for i in tally.order if shard.holds(game_key(plan.seed, i))]
    begun = time.perf_counter()

    def numbers() -> Iterator[int]:
        if limit is not None:
            yield from tally.order
            return
        i = 0
        while True:
            if shard.holds(game_key(plan.seed, i)):
                tally.order.append(i)
                yield i
            i += 1

    def left() -> float:
        return budget.seconds - (time.perf_counter() - begun) if budget.seconds is not None else -1.0

    def taken(result: GameResult) -> None:
        tally.add(result)
        if progress is not None:
            progress(report, len(tally.order) if limit is not None else None, left())

    def more() -> bool:
        return not tally.done and (budget.seconds is None or left() > 0)

    positions_kept: dict[int, State] = {}
    report.stopped = play_all(engine, plan, numbers(), positions, jobs, spawn, taken, more, report.notes)
    report.seconds = time.perf_counter() - begun
    if tally.done:
        report.stopped = "max-findings"
        tally.order = [i for i in tally.order if tally.stop_after is not None and i <= tally.stop_after]
    report.findings = tally.ranked()
    for f in report.findings:
        if f.first is not None and f.first.position is not None:
            positions_kept[f.first.index] = f.first.position
    if not write_scenarios:
        return report
    for f in report.new:
        _settle_finding(engine, plan, f, positions_kept, source)
        if store is not None and f.written is not None and f.validity is not None and f.validity.valid \
                and f.first is not None:
            kept = store.keep(Entry(edition=plan.edition, options=plan.options, readings=dict(plan.readings),
                                    cause=f.cause, topic=f.written.topic, id=f.written.id, seed=f.first.seed,
                                    game=f.first.index, campaign_seed=plan.seed, policy=f.first.policy,
                                    scenario=f.written.text, engine=engine_name))
            f.kept = str(kept) if kept is not None else ""
    if store is not None:
        report.notes += store.notes
    return report


def _settle_finding(engine: Engine, plan: Plan, f: Finding, positions: Mapping[int, State], source: str) -> None:
    """Shrink ``f`` in the game it first appeared in, write it and check the scenario."""
    assert f.first is not None and f.sighting is not None
    if isinstance(engine, ProcessEngine) and engine.waiting:
        engine.drop()
    game = game_to(plan, f.first.index, positions.get(f.first.index), f.sighting)
    pair = Pair(engine)
    try:
        f.shrunk = shrink(pair, game)
        f.written = write(f.shrunk.case, f.shrunk.difference, plan.edition, plan.readings, source)
        f.validity = validate(f.written.text, engine)
    except EngineError as error:  # the engine gave up (restarted too often) while shrinking
        f.validity = Validity(False, False, False, f"the engine failed while shrinking: {error}")
