"""Fitting readings to an engine's results: one alternative per contested ruling and edition.

The engine's behaviour is a vector of pass/fail, one per run it played. Each candidate
set of readings predicts such a vector (``predict.Predictor``). For each ruling in turn,
every played alternative is tried with the other rulings at their current choice, and the
one that mismatches the fewest runs naming the ruling is kept (the engine's declared
alternative while it fits as well as any other, else the decision, else the register's
first). Rulings interact (a run may name two), so the sweep is repeated until nothing
changes. Then, ruling by ruling:

- ``named``: one alternative fits best, and the runs that rule out each other one are
  the scenarios that decided it;
- ``indistinguishable``: several fit equally and predict the same outcome for every run
  of the suite, so no scenario can tell them apart;
- ``tied``: several fit equally but predict different outcomes: the engine's results
  contradict each other (a bug in the runs that tell them apart);
- a choice with mismatches is a best fit, not an exact one (``mismatches`` > 0).

A run whose result differs from the prediction under the chosen readings is
*unexplained*. When no single alternative of any ruling it names would explain it either,
it is evidence of a bug, not of a reading (``bugs``); otherwise another reading would
explain it but the other runs outvote it (``outvoted``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..harness.results import Result
from ..harness.select import run_options
from ..readings import decided
from ..scenarios.load import Run
from .predict import Predictor, alternatives, contested, depends

SWEEPS = 6
"""Most sweeps over the rulings before the fit gives up waiting for a fixed point."""

SHOWN = 3
"""Runs named as evidence against each alternative (the count says how many in all)."""


@dataclass(frozen=True)
class Against:
    """Why one alternative was not chosen: the runs whose results it does not predict."""

    alternative: str
    runs: tuple[str, ...]
    """Run keys, at most ``SHOWN``."""
    count: int


@dataclass(frozen=True)
class Choice:
    """The reading of one ruling in one edition that best explains the engine."""

    ruling: str
    edition: str
    declared: str
    """What the engine declares (the decision when it says nothing)."""
    decision: str
    found: tuple[str, ...]
    """The alternatives that fit best: one, or several that cannot be told apart (or tie)."""
    verdict: str
    """``named``, ``indistinguishable`` or ``tied`` (see the module)."""
    runs: int
    """The runs that name the ruling and were fitted."""
    mismatches: int
    """Runs naming the ruling whose results the chosen alternative does not predict."""
    against: tuple[Against, ...] = ()
    """For each alternative not chosen and told apart: the runs that rule it out."""
    alike: tuple[str, ...] = ()
    """Alternatives that predict the same as the chosen one on every run: no scenario tells them apart."""

    @property
    def reading(self) -> str:
        """The alternative the fingerprint names (the first found)."""
        return self.found[0]

    @property
    def deciding(self) -> tuple[str, ...]:
        """The runs that decided the choice (ruled out another alternative)."""
        return tuple(dict.fromkeys(k for a in self.against for k in a.runs))


@dataclass(frozen=True)
class Unexplained:
    key: str
    observed: str
    """The engine's outcome (passed, failed, error ...)."""
    expected: str
    """What the chosen readings predict: passed or failed."""
    rulings: tuple[str, ...]
    """The contested rulings the run names."""
    message: str = ""
    explained_by: tuple[str, ...] = ()
    """Readings (``ruling=alternative``) that alone would explain it (outvoted runs only)."""


@dataclass(frozen=True)
class Variant:
    id: str
    declared: bool
    runs: int
    passed: int
    explained: int
    refused: int
    """Runs the engine answered with an error (a variant it does not implement)."""

    @property
    def verdict(self) -> str:
        if not self.runs:
            return "untested"
        if self.explained == self.runs:
            return "plays"
        if self.refused == self.runs:
            return "refuses"
        return "partly"


@dataclass(frozen=True)
class EditionPrint:
    edition: str
    declared: bool
    """Whether the engine names the edition in its hello."""
    runs: int
    """Runs played (every run of the edition)."""
    fitted: int
    """Runs used to fit the readings: those with only variants the engine declares."""
    passed: int
    explained: int
    """Fitted runs whose result the chosen readings predict."""
    refused: int
    """Runs the engine answered with an error."""
    readings: tuple[Choice, ...] = ()
    bugs: tuple[Unexplained, ...] = ()
    outvoted: tuple[Unexplained, ...] = ()
    variants: tuple[Variant, ...] = ()
    chosen: dict[str, str] = field(default_factory=dict)
    """The chosen readings that differ from the decisions (ruling -> alternative)."""

    @property
    def fit(self) -> float:
        return self.explained / self.fitted if self.fitted else 0.0

    @property
    def implemented(self) -> bool:
        return self.runs > 0 and self.refused < self.runs


def _pick(candidates: Sequence[str], current: str, declared: str, decision: str) -> str:
    for preferred in (current, declared, decision):
        if preferred in candidates:
            return preferred
    return candidates[0]


def _without_decisions(edition: str, readings: Mapping[str, str]) -> dict[str, str]:
    default = decided(edition)
    return {r: a for r, a in sorted(readings.items()) if default.get(r) != a}


def fit_edition(edition: str, runs: Sequence[Run], results: Mapping[str, Result], told: Mapping[str, str],
                variants: Sequence[str], predictor: Predictor, declared_edition: bool = True) -> EditionPrint:
    """The fingerprint of one edition from the engine's ``results`` (by run key) of ``runs``,
    played while the engine was told ``told`` (its declared readings); ``variants`` are
    the variants it declares for the edition."""
    default = decided(edition)
    played = [r for r in runs if r.key in results and results[r.key].outcome != "skipped"]
    fitted = [r for r in played if set(run_options(r)) <= set(variants)]
    observed = {r.key: results[r.key].outcome == "passed" for r in played}
    rulings = list(contested(edition))
    by_ruling = {r: [run for run in fitted if r in depends(run)] for r in rulings}
    told = _without_decisions(edition, told)
    chosen = dict(told)

    def mismatches(ruling: str, alternative: str) -> int:
        trial = _without_decisions(edition, {**chosen, ruling: alternative})
        return sum(predictor.passes(run, trial, told) != observed[run.key] for run in by_ruling[ruling])

    for _ in range(SWEEPS):
        changed = False
        for ruling in rulings:
            scores = {a: mismatches(ruling, a) for a in alternatives(ruling)}
            best = min(scores.values())
            current = chosen.get(ruling, default[ruling])
            pick = _pick([a for a, s in scores.items() if s == best], current, told.get(ruling, default[ruling]),
                         default[ruling])
            if pick != current:
                chosen = _without_decisions(edition, {**chosen, ruling: pick})
                changed = True
        if not changed:
            break

    choices = tuple(_choice(edition, ruling, by_ruling[ruling], observed, chosen, told, predictor) for ruling in rulings)
    bugs, outvoted = _unexplained(edition, fitted, results, observed, chosen, told, predictor)
    explained = len(fitted) - len(bugs) - len(outvoted)
    return EditionPrint(
        edition=edition, declared=declared_edition, runs=len(played), fitted=len(fitted),
        passed=sum(observed.values()), explained=explained,
        refused=sum(results[r.key].outcome == "error" for r in played),
        readings=choices, bugs=bugs, outvoted=outvoted,
        variants=_variants(edition, played, results, observed, chosen, told, variants, predictor),
        chosen=chosen,
    )


def _choice(edition: str, ruling: str, runs: Sequence[Run], observed: Mapping[str, bool], chosen: Mapping[str, str],
            told: Mapping[str, str], predictor: Predictor) -> Choice:
    default = decided(edition)[ruling]
    vectors = {a: predictor.vector(runs, _without_decisions(edition, {**chosen, ruling: a}), told)
               for a in alternatives(ruling)}
    truth = tuple(observed[run.key] for run in runs)
    scores = {a: sum(p != o for p, o in zip(v, truth, strict=True)) for a, v in vectors.items()}
    pick = chosen.get(ruling, default)
    best = [a for a, s in scores.items() if s == scores[pick]]
    alike = tuple(a for a in best if a != pick and vectors[a] == vectors[pick])
    others = [a for a in best if a != pick and a not in alike]
    verdict = "tied" if others else "indistinguishable" if alike else "named"
    against = []
    for a, vector in vectors.items():
        if a == pick or a in alike:
            continue
        wrong = [run.key for run, p, o in zip(runs, vector, truth, strict=True) if p != o]
        against.append(Against(a, tuple(wrong[:SHOWN]), len(wrong)))
    return Choice(ruling=ruling, edition=edition, declared=told.get(ruling, default), decision=default,
                  found=(pick, *alike, *others), verdict=verdict, runs=len(runs), mismatches=scores[pick],
                  against=tuple(against), alike=alike)


def _unexplained(edition: str, runs: Sequence[Run], results: Mapping[str, Result], observed: Mapping[str, bool],
                 chosen: Mapping[str, str], told: Mapping[str, str],
                 predictor: Predictor) -> tuple[tuple[Unexplained, ...], tuple[Unexplained, ...]]:
    bugs: list[Unexplained] = []
    outvoted: list[Unexplained] = []
    for run in runs:
        expected = predictor.passes(run, chosen, told)
        if expected == observed[run.key]:
            continue
        others = [f"{r}={a}" for r in depends(run) for a in alternatives(r)
                  if a != chosen.get(r, decided(edition)[r])
                  and predictor.passes(run, _without_decisions(edition, {**chosen, r: a}), told) == observed[run.key]]
        result = results[run.key]
        item = Unexplained(key=run.key, observed=result.outcome, expected="passed" if expected else "failed",
                           rulings=depends(run), message=result.message.split("\n", 1)[0][:300],
                           explained_by=tuple(others))
        (outvoted if others else bugs).append(item)
    return tuple(bugs), tuple(outvoted)


def _variants(edition: str, runs: Sequence[Run], results: Mapping[str, Result], observed: Mapping[str, bool],
              chosen: Mapping[str, str], told: Mapping[str, str], declared: Sequence[str],
              predictor: Predictor) -> tuple[Variant, ...]:
    from ..editions import load

    found = []
    for variant in load(edition).variant_ids:
        mine = [r for r in runs if variant in run_options(r)]
        found.append(Variant(
            id=variant, declared=variant in declared, runs=len(mine), passed=sum(observed[r.key] for r in mine),
            explained=sum(predictor.passes(r, chosen, told) == observed[r.key] for r in mine),
            refused=sum(results[r.key].outcome == "error" for r in mine),
        ))
    return tuple(found)
