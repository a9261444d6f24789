"""Taking a fingerprint: play every run of the editions in question, then fit readings.

The engine is told only what it declared: each run is played under the engine's declared
readings (the decisions where it says nothing), never under the readings of the run's
row, so the rows written for other readings are played too and their results show what
the engine reads. An engine that plays any reading it is given (``plays_readings``) is
told none, and the fingerprint shows what it plays then: the decisions, if it is right.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from ..model.editions import EDITION_IDS
from ..harness.deadline import Deadline
from ..harness.runner import EngineSpec, Progress, run_all
from ..harness.select import _unplayable, hello_problems
from ..protocol.interface import Engine, Hello
from ..model.readings import declared
from ..scenarios.load import Run, all_scenarios
from .fit import EditionPrint, fit_edition
from .predict import Predictor


@dataclass(frozen=True)
class Fingerprint:
    hello: Hello
    editions: tuple[EditionPrint, ...]
    warnings: tuple[str, ...] = ()
    seconds: dict[str, float] = field(default_factory=dict)
    """Time spent playing the engine (``engine``) and predicting (``predict``)."""
    predictions: int = 0
    """Predictions computed (the others came from the cache)."""
    late: int = 0
    """Runs not played because the deadline had passed (``--deadline``)."""

    @property
    def best(self) -> EditionPrint | None:
        """The edition whose suite the engine fits best (most runs explained, then fewest bugs)."""
        mine = [e for e in self.editions if e.implemented]
        return max(mine, key=lambda e: (e.fit, -len(e.bugs), e.declared), default=None)


def told(hello: Hello, edition: str) -> dict[str, str]:
    """The readings the engine is told in ``edition``: those it declares, less those the
    register cannot play (warned about, and played as decided)."""
    if hello.plays_readings:
        return {}
    return {r: a for r, a in declared(hello.rulings, edition).items() if not _unplayable(r, a, edition)}


def editions_for(hello: Hello, wanted: Sequence[str] = ()) -> tuple[str, ...]:
    """The editions to fingerprint: those asked for, else those the engine declares."""
    return tuple(e for e in EDITION_IDS if e in (wanted or hello.editions))


@cache
def _every_run() -> tuple[Run, ...]:
    return tuple(run for s in all_scenarios() for run in s.runs())


def runs_of(editions: Sequence[str]) -> list[Run]:
    """The runs of ``editions``, in the suite's order (made once: rendering outlines is slow)."""
    return [run for run in _every_run() if run.edition in editions]


def take(spec: EngineSpec, editions: Sequence[str] = (), jobs: int = 1, progress: Progress | None = None,
         engine: Engine | None = None, predictor: Predictor | None = None,
         results: Mapping[str, object] | None = None, deadline: Deadline | None = None) -> Fingerprint:
    """The fingerprint of the engine ``spec`` makes (or of ``engine``, which is closed).
    ``results`` (run key -> ``Result``), if given, stand for the engine's results: the
    runs they hold are not played again. Runs not begun by ``deadline`` are not played
    (``Fingerprint.late`` counts them), and the fit rests on the others."""
    from ..harness.results import Result

    engine = engine if engine is not None else spec.make()
    try:
        hello = engine.hello()
    except BaseException:
        engine.close()
        raise
    warnings = hello_problems(hello, 20)
    if hello.plays_readings:
        warnings.append("the engine says it plays any reading it is given: it is told none, so this is what it "
                        "plays then (the decisions, if it is right); `ogallala conformance` tests each reading asked for")
    chosen = editions_for(hello, editions)
    runs = runs_of(chosen)
    given: dict[str, Result] = {k: v for k, v in (results or {}).items() if isinstance(v, Result)}
    todo = [r for r in runs if r.key not in given]
    begun = time.perf_counter()
    if todo:
        readings = {r.key: told(hello, r.edition) for r in todo}
        found = run_all(todo, spec, jobs, progress, engine=engine, readings=readings, deadline=deadline)
    else:
        engine.close()
        found = []
    played = time.perf_counter() - begun
    late = sum(r.kind == "deadline" for r in found)
    if late and deadline is not None:
        warnings.append(f"{deadline.said} s passed: {late} runs not played; the fingerprint rests on the runs played")
    by_key = {**given, **{r.key: r for r in found}}
    predictor = predictor or Predictor()
    begun = time.perf_counter()
    before = predictor.computed
    prints = tuple(
        fit_edition(e, [r for r in runs if r.edition == e], by_key, told(hello, e), hello.variants.get(e, ()),
                    predictor, e in hello.editions)
        for e in chosen
    )
    predictor.save()
    return Fingerprint(hello=hello, editions=prints, warnings=tuple(warnings),
                       seconds={"engine": played, "predict": time.perf_counter() - begun},
                       predictions=predictor.computed - before, late=late)
