"""Fitting readings to an engine's results: one alternative per contested ruling and edition.

The engine's behaviour is a vector of pass/fail, one per run it played. Each candidate
set of readings predicts such a vector (``predict.Predictor``). Starting from what the
engine declares, the fit makes the one change of one ruling's reading that explains the
most runs (predicted with every reading chosen so far: rulings interact, a run may name
two or three), and repeats until no change explains more. Then, ruling by ruling:

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
from ..harness.select import run_options as _run_options
from ..model.readings import decided
from ..scenarios.load import Run
from .predict import Predictor, alternatives, contested, depends

_OPTIONS: dict[str, tuple[str, ...]] = {}


def run_options(run: Run) -> tuple[str, ...]:
    """``select.run_options``, kept by run key (a fingerprint asks for each run often)."""
    found = _OPTIONS.get(run.key)
    if found is None:
        found = _OPTIONS[run.key] = _run_options(run)
    return found


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
    errors: int
    """Runs the engine answered with an error (a variant it does not implement)."""

    @property
    def verdict(self) -> str:
        if not self.runs:
            return "untested"
        if self.explained == self.runs:
            return "plays"
        if self.errors == self.runs:
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
    errors: int
    """Runs the engine answered with an error or misbehaved on (crash, timeout, a reply
    that is not the protocol's ...); those that were not a well-formed error reply say
    nothing about readings and are left out of the fit."""
    readings: tuple[Choice, ...] = ()
    bugs: tuple[Unexplained, ...] = ()
    outvoted: tuple[Unexplained, ...] = ()
    variants: tuple[Variant, ...] = ()
    unnamed: tuple[str, ...] = ()
    """Runs explained by the readings found only through a ruling they do not name (they
    should be tagged with it: an engine that does not declare its reading fails them)."""
    chosen: dict[str, str] = field(default_factory=dict)
    """The chosen readings that differ from the decisions (ruling -> alternative)."""

    @property
    def fit(self) -> float:
        return self.explained / self.fitted if self.fitted else 0.0

    @property
    def implemented(self) -> bool:
        return self.runs > 0 and self.errors < self.runs


def _misbehaved(result: Result) -> bool:
    """The engine crashed, hung or answered outside the protocol: no reading predicts that.
    An error reply (``error``) or an answer the steps could not use (``exception``: a
    display wider than the scenario's) is an answer, and counts."""
    return result.outcome == "error" and result.kind not in ("error", "exception")


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
    fitted = [r for r in played if set(run_options(r)) <= set(variants) and not _misbehaved(results[r.key])]
    observed = {r.key: results[r.key].outcome == "passed" for r in played}
    rulings = list(contested(edition))
    by_ruling: dict[str, list[Run]] = {r: [] for r in rulings}
    for run in fitted:
        for r in depends(run):
            by_ruling[r].append(run)
    told = _without_decisions(edition, told)
    chosen = dict(told)

    def mismatches(ruling: str, alternative: str) -> int:
        trial = _without_decisions(edition, {**chosen, ruling: alternative})
        return sum(predictor.passes(run, trial, told) != observed[run.key] for run in by_ruling[ruling])

    # Best improvement first: the one change of one ruling that explains the most runs, until
    # none explains more. Changing rulings one sweep at a time can settle on a wrong reading
    # of a ruling that shares runs with the one the engine reads otherwise; the change that
    # explains the most runs is the engine's own far more often.
    neighbours = {r: {q for run in by_ruling[r] for q in depends(run)} for r in rulings}
    scores: dict[str, dict[str, int]] = {}
    for _ in range(len(rulings) * 4):
        for ruling in rulings:
            if ruling not in scores:
                current = chosen.get(ruling, default[ruling])
                now = mismatches(ruling, current)
                # when the current reading explains every run of the ruling, no other can explain more
                scores[ruling] = {a: mismatches(ruling, a) if now and a != current else now
                                  for a in alternatives(ruling, edition)}
        gains = []
        for i, ruling in enumerate(rulings):
            current = chosen.get(ruling, default[ruling])
            for j, (alternative, score) in enumerate(scores[ruling].items()):
                if scores[ruling][current] - score > 0:
                    gains.append((scores[ruling][current] - score, -i, -j, ruling, alternative))
        if not gains:
            break
        _, _, _, ruling, alternative = max(gains)
        chosen = _without_decisions(edition, {**chosen, ruling: alternative})
        for q in neighbours[ruling] | {ruling}:
            scores.pop(q, None)

    choices = tuple(_choice(edition, ruling, by_ruling[ruling], observed, chosen, told, predictor) for ruling in rulings)
    bugs, outvoted, unnamed = _unexplained(edition, fitted, results, observed, chosen, told, predictor)
    explained = len(fitted) - len(bugs) - len(outvoted)
    return EditionPrint(
        edition=edition, declared=declared_edition, runs=len(played), fitted=len(fitted),
        passed=sum(observed.values()), explained=explained,
        errors=sum(results[r.key].outcome == "error" for r in played),
        readings=choices, bugs=bugs, outvoted=outvoted, unnamed=unnamed,
        variants=_variants(edition, played, results, observed, chosen, told, variants, predictor, set(unnamed)),
        chosen=chosen,
    )


def _choice(edition: str, ruling: str, runs: Sequence[Run], observed: Mapping[str, bool], chosen: Mapping[str, str],
            told: Mapping[str, str], predictor: Predictor) -> Choice:
    """The verdict on one ruling. An alternative is ruled out by the runs whose results it
    does not predict. Runs that also name another ruling read otherwise than decided need
    predictions of their own for each combination, so they are looked at only when the
    other runs do not rule the alternative out: the verdict is exact, the evidence listed
    may leave such runs out."""
    default = decided(edition)[ruling]
    pick = chosen.get(ruling, default)
    others = set(chosen) | set(told)
    plain = [run for run in runs if not (set(depends(run)) - {ruling}) & others]
    mixed = [run for run in runs if (set(depends(run)) - {ruling}) & others]

    def wrong(alternative: str, part: Sequence[Run]) -> list[str]:
        trial = _without_decisions(edition, {**chosen, ruling: alternative})
        return [run.key for run in part if predictor.passes(run, trial, told) != observed[run.key]]

    mine = wrong(pick, plain) + wrong(pick, mixed)
    unexplained = set(mine)

    def evidence(a: str, found: list[str]) -> Against:
        """The runs that tell ``a`` from the pick (those the pick does not explain either tell nothing)."""
        telling = [k for k in found if k not in unexplained]
        return Against(a, tuple(telling[:SHOWN]), len(telling))
    mine_vector = {run.key: predictor.passes(run, _without_decisions(edition, chosen), told) for run in runs}
    against, alike, tied = [], [], []
    for a in alternatives(ruling, edition):
        if a == pick:
            continue
        found = wrong(a, plain) or wrong(a, mixed)
        if len(found) > len(mine):
            against.append(evidence(a, found))
            continue
        found = wrong(a, plain) + wrong(a, mixed)  # as few as the pick's: look at every run
        trial = _without_decisions(edition, {**chosen, ruling: a})
        if all(predictor.passes(run, trial, told) == mine_vector[run.key] for run in runs):
            alike.append(a)
        elif len(found) == len(mine):
            tied.append(a)
        else:
            against.append(evidence(a, found))
    verdict = "tied" if tied else "indistinguishable" if alike else "named"
    return Choice(ruling=ruling, edition=edition, declared=told.get(ruling, default), decision=default,
                  found=(pick, *alike, *tied), verdict=verdict, runs=len(runs), mismatches=len(mine),
                  against=tuple(against), alike=tuple(alike))


def _unexplained(edition: str, runs: Sequence[Run], results: Mapping[str, Result], observed: Mapping[str, bool],
                 chosen: Mapping[str, str], told: Mapping[str, str],
                 predictor: Predictor) -> tuple[tuple[Unexplained, ...], tuple[Unexplained, ...], tuple[str, ...]]:
    """The runs the chosen readings do not explain: bugs and outvoted runs; and the keys of
    the runs they explain only through a ruling the run does not name (the engine plays a
    reading it does not declare, and the run shows it without being tagged with the ruling)."""
    bugs: list[Unexplained] = []
    outvoted: list[Unexplained] = []
    unnamed: list[str] = []
    for run in runs:
        expected = predictor.passes(run, chosen, told)
        if expected == observed[run.key]:
            continue
        if chosen != told and predictor.passes(run, chosen, told, named_only=False) == observed[run.key]:
            unnamed.append(run.key)
            continue
        others = [f"{r}={a}" for r in depends(run) for a in alternatives(r, edition)
                  if a != chosen.get(r, decided(edition)[r])
                  and predictor.passes(run, _without_decisions(edition, {**chosen, r: a}), told) == observed[run.key]]
        result = results[run.key]
        item = Unexplained(key=run.key, observed=result.outcome, expected="passed" if expected else "failed",
                           rulings=depends(run), message=result.message.split("\n", 1)[0][:300],
                           explained_by=tuple(others))
        (outvoted if others else bugs).append(item)
    return tuple(bugs), tuple(outvoted), tuple(unnamed)


def _variants(edition: str, runs: Sequence[Run], results: Mapping[str, Result], observed: Mapping[str, bool],
              chosen: Mapping[str, str], told: Mapping[str, str], declared: Sequence[str],
              predictor: Predictor, unnamed: set[str]) -> tuple[Variant, ...]:
    from ..model.editions import load

    found = []
    for variant in load(edition).variant_ids:
        mine = [r for r in runs if variant in run_options(r)]
        found.append(Variant(
            id=variant, declared=variant in declared, runs=len(mine), passed=sum(observed[r.key] for r in mine),
            explained=sum(r.key in unnamed or predictor.passes(r, chosen, told) == observed[r.key] for r in mine),
            errors=sum(results[r.key].outcome == "error" for r in mine),
        ))
    return tuple(found)
