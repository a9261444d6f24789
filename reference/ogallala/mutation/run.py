"""Running the mutants: each against the scenario runs that can see it.

A run *kills* a mutant when it passes against the reference engine and does not pass
against the mutant: it fails (an expectation not met, an action refused) or errs (the
engine gave an answer the steps cannot use, or raised). Errors are also kept apart: a
mutant killed by errors alone is suspect (its patch may no longer fit the engine and raise
everywhere), and so is one that makes a scenario *broken* (``report.problems``).

Each mutant plays the runs of its editions that touch what it changes (``select``): the
others would play exactly as against the reference. Mutants are independent, so a pool of
worker processes shares them out; each worker applies one mutant at a time and undoes it
before the next.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from functools import cache

from ..protocol.inprocess import InProcess
from ..scenarios.load import Run, all_scenarios
from ..scenarios.run import execute
from .catalog import Mutant, catalog
from .patch import applied
from .select import Touched, keys_of, touched


@dataclass(frozen=True)
class Result:
    """What one mutant did to the scenario runs that can see it."""

    name: str
    runs: int
    """How many runs were played against it (those of its editions that can see it)."""
    killed_by: tuple[str, ...]
    """The keys of the runs that failed against it (and pass against the reference)."""
    errors: tuple[str, ...] = ()
    """The killing runs in which the engine raised, or a step could not use its answer
    (rather than an expectation not met, or an error the engine reported): ``key: message``."""
    broken: tuple[str, ...] = ()
    """Runs whose scenario turned out broken against it: ``key: message``."""
    seconds: float = field(default=0.0, compare=False)

    @property
    def kills(self) -> int:
        return len(self.killed_by)


@cache
def suite_runs() -> tuple[Run, ...]:
    """Every scenario run of the suite, in its order."""
    return tuple(run for scenario in all_scenarios() for run in scenario.runs())


_TOUCHED: list[Touched] = []


def survey() -> Touched:
    """What each run touches, and which runs fail against the reference (one pass, kept)."""
    if not _TOUCHED:
        _TOUCHED.append(touched(suite_runs(), list(catalog().values())))
    return _TOUCHED[0]


def runs_for(mutant: Mutant) -> list[Run]:
    """The runs of the mutant's editions that can see it."""
    found = survey()
    keys, _ = keys_of(mutant)
    return [run for run in suite_runs() if run.edition in mutant.editions and found.sees(run, keys)]


def run_mutant(mutant: Mutant) -> Result:
    """Play the runs that can see the mutant against it."""
    begun = time.perf_counter()
    runs = runs_for(mutant)
    failing = survey().failing
    killed: list[str] = []
    errors: list[str] = []
    broken: list[str] = []
    with applied(mutant.name, mutant.apply):
        for run in runs:
            if run.key in failing:
                continue
            outcome = execute(run, InProcess())
            message = f"{run.key}: {outcome.message.splitlines()[0] if outcome.message else ''}"
            if outcome.status == "broken":
                broken.append(message)
            elif outcome.status != "passed":
                killed.append(run.key)
                if outcome.kind == "exception":  # not an error the engine reported: it raised
                    errors.append(message)
    return Result(mutant.name, len(runs), tuple(killed), tuple(errors), tuple(broken), time.perf_counter() - begun)


def _by_name(name: str) -> Result:
    return run_mutant(catalog()[name])


def run_all(names: Sequence[str] | None = None, jobs: int | None = None,
            progress: Callable[[Result], None] | None = None) -> list[Result]:
    """Every mutant named (all by default), in catalog order, on ``jobs`` processes (the
    machine's cores by default; 1 plays them here, one after the other)."""
    chosen = list(names) if names is not None else list(catalog())
    unknown = [n for n in chosen if n not in catalog()]
    if unknown:
        raise KeyError(unknown[0])
    jobs = jobs or os.cpu_count() or 1
    survey()  # once, before the workers fork, so that each of them has it
    results: dict[str, Result] = {}
    if jobs == 1 or len(chosen) == 1:
        for name in chosen:
            results[name] = _by_name(name)
            if progress:
                progress(results[name])
    else:
        # most runs first, so that no worker is left alone with a long mutant at the end
        order = sorted(chosen, key=lambda n: -len(runs_for(catalog()[n])))
        context = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
            for result in pool.map(_by_name, order):
                results[result.name] = result
                if progress:
                    progress(result)
    return [results[n] for n in chosen]
