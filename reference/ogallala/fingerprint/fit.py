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
- ``abstained``: not enough evidence (see ``confidence``): the engine is taken to read the
  ruling as it declares, and the fingerprint says it cannot tell;
- a choice with mismatches is a best fit, not an exact one (``mismatches`` > 0).

How sure a choice is rests on the runs that decide it, and not every run is worth the
same: a run the engine *passes* where another reading predicts a failure is strong
evidence (passing by accident is rare); a run it *fails* may fail for any reason, and in
an area where the engine fails wholesale (``FAILING``: most of the area's runs that name
no contested ruling fail: attacks not written yet) a failure says nothing about a reading.
No run of such an area is *reliable* evidence (even a pass: an engine that knows nothing of
attacks passes every row that expects no attack). A reading other than the one the engine
declares is named only on at least one reliable run it passes or ``MIN_FAILING`` reliable
runs it fails (fewer than ``WEAK`` failing runs alone make it ``weak``); a ruling whose runs
are all unreliable abstains whatever it fits.

A run whose result differs from the prediction under the chosen readings is
*unexplained*. When no single alternative of any ruling it names would explain it either,
it is evidence of a bug, not of a reading (``bugs``); otherwise another reading would
explain it but the other runs outvote it (``outvoted``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..harness.results import Result
from ..harness.select import area_of, run_options as _run_options
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

FAILING = 0.5
"""An area fails wholesale when more than this share of its fitted runs that name no
contested ruling fail (when at least ``NEUTRAL_MIN`` name none)."""
NEUTRAL_MIN = 3
MIN_FAILING = 1
"""Reliable runs the engine fails that a reading other than the declared one needs, when
no run the engine passes speaks for it: below it the fingerprint abstains. (At 2, one
reading of the register that a single scenario tells apart, amigo-totem-indian's
tribe-colour, could never be named: the accuracy on the reading pairs would drop.)"""
WEAK = 3
"""Fewer reliable failing runs than this, and none passed, and a reading named otherwise
than declared is marked weak: one more scenario could change it."""
LOW_FIT = 0.9
"""Below this share of runs explained, the fingerprint warns that its readings rest on
an engine that fails much for other reasons."""


@dataclass(frozen=True)
class Against:
    """Why one alternative was not chosen: the runs whose results it does not predict."""

    alternative: str
    runs: tuple[str, ...]
    """Run keys, at most ``SHOWN``."""
    count: int
    passed: int = 0
    """Of the ``count`` runs, those the engine passed (strong evidence)."""
    reliable: int = 0
    """Of the ``count`` runs, those that are reliable: outside an area that fails wholesale."""
    reliable_passed: int = 0
    """Of the reliable runs, those the engine passed."""


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
    fitted: str = ""
    """What the fit chose, when the verdict is ``abstained`` (``found`` is then the declared reading)."""
    reliable: int = 0
    """Runs naming the ruling that are reliable evidence (see the module)."""
    confounded: int = 0
    """Runs that decided the choice but lie in an area that fails wholesale: they may fail
    (or pass) for another reason, and count for nothing."""
    weak: bool = False
    """Named otherwise than declared on fewer than ``WEAK`` reliable runs, all failed."""

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
    needed: int = 0
    """Runs that need the variant: those whose scenario is about it (a ``variant.*`` topic
    or the variant's own tags), where not playing it shows; the others only play with it on."""
    needed_explained: int = 0

    @property
    def verdict(self) -> str:
        """``plays`` when the engine starts its games and the runs that need the variant are
        explained (runs that only have it on may fail for reasons of their own area);
        ``refuses`` when every game of it is answered with an error; else ``partly``."""
        if not self.runs:
            return "untested"
        if self.errors == self.runs:
            return "refuses"
        if self.errors == 0 and (self.needed_explained == self.needed if self.needed else self.explained == self.runs):
            return "plays"
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
    failing: tuple[tuple[str, int, int], ...] = ()
    """Areas that fail wholesale: (area, runs failed, runs looked at)."""
    warnings: tuple[str, ...] = ()
    """Why the readings of this edition deserve less trust: a low fit, areas that fail."""

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

    failing = _failing_areas(fitted, observed)
    # in an area that fails wholesale even a pass says little: an engine that knows nothing of
    # attacks "passes" every row that expects no attack
    reliable = {r.key for r in fitted if area_of(r.scenario) not in {a for a, _, _ in failing}}
    choices = tuple(_choice(edition, ruling, by_ruling[ruling], observed, chosen, told, predictor, reliable)
                    for ruling in rulings)
    # a reading named on too little evidence is not named: the engine is taken at its word
    abstained = {c.ruling for c in choices if c.verdict == "abstained"}
    if abstained & set(chosen):
        chosen = _without_decisions(edition, {**{r: a for r, a in chosen.items() if r not in abstained},
                                              **{r: told.get(r, default[r]) for r in abstained}})
    bugs, outvoted, unnamed = _unexplained(edition, fitted, results, observed, chosen, told, predictor)
    explained = len(fitted) - len(bugs) - len(outvoted)
    warnings = []
    if fitted and explained / len(fitted) < LOW_FIT:
        warnings.append(f"the readings explain only {100 * explained / len(fitted):.1f}% of the runs: the engine fails "
                        "many runs for reasons no reading gives, and a reading found rests on fewer runs than it seems")
    if failing:
        warnings.append("whole areas fail (" + ", ".join(f"{a}: {n} of {m} runs" for a, n, m in failing)
                        + "): their failures count as evidence for no reading")
    return EditionPrint(
        edition=edition, declared=declared_edition, runs=len(played), fitted=len(fitted),
        passed=sum(observed.values()), explained=explained,
        errors=sum(results[r.key].outcome == "error" for r in played),
        readings=choices, bugs=bugs, outvoted=outvoted, unnamed=unnamed,
        variants=_variants(edition, played, results, observed, chosen, told, variants, predictor, set(unnamed)),
        chosen=chosen, failing=failing, warnings=tuple(warnings),
    )


def _failing_areas(runs: Sequence[Run], observed: Mapping[str, bool]) -> tuple[tuple[str, int, int], ...]:
    """The areas whose runs fail wholesale, judged on the runs that name no contested ruling
    (no reading can make those pass or fail; an area with fewer than ``NEUTRAL_MIN`` is not
    judged: its failures may all be a reading's)."""
    by_area: dict[str, list[Run]] = {}
    for run in runs:
        by_area.setdefault(area_of(run.scenario), []).append(run)
    found = []
    for area, mine in sorted(by_area.items()):
        neutral = [r for r in mine if not depends(r)]
        failed = sum(not observed[r.key] for r in neutral)
        if len(neutral) >= NEUTRAL_MIN and failed / len(neutral) > FAILING:
            found.append((area, failed, len(neutral)))
    return tuple(found)


def _choice(edition: str, ruling: str, runs: Sequence[Run], observed: Mapping[str, bool], chosen: Mapping[str, str],
            told: Mapping[str, str], predictor: Predictor, reliable: set[str] | frozenset[str] = frozenset()) -> Choice:
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
        return Against(a, tuple(telling[:SHOWN]), len(telling), passed=sum(observed[k] for k in telling),
                       reliable=sum(k in reliable for k in telling),
                       reliable_passed=sum(k in reliable and observed[k] for k in telling))
    mine_vector = {run.key: predictor.passes(run, _without_decisions(edition, chosen), told) for run in runs}
    against, alike, tied = [], [], []
    split: set[str] = set()  # the runs on which a tied alternative predicts otherwise than the pick
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
            split.update(run.key for run in runs if predictor.passes(run, trial, told) != mine_vector[run.key])
        else:
            against.append(evidence(a, found))
    verdict = "tied" if tied else "indistinguishable" if alike else "named"
    declared = told.get(ruling, default)
    trusted = sum(run.key in reliable for run in runs)
    confounded = sum(a.count - a.reliable for a in against)
    # evidence against the declared reading, when the fit chose another
    versus = next((a for a in against if a.alternative == declared), None)
    weak = pick != declared and declared not in alike and (
        versus is None or (versus.reliable_passed == 0 and versus.reliable < MIN_FAILING))
    if tied and not split & reliable:  # a tie no reliable run takes part in says nothing
        weak = True
    if runs and (trusted == 0 or weak):
        return Choice(ruling=ruling, edition=edition, declared=declared, decision=default, found=(declared,),
                      verdict="abstained", runs=len(runs), mismatches=len(mine), against=tuple(against),
                      fitted=pick, reliable=trusted, confounded=confounded)
    return Choice(ruling=ruling, edition=edition, declared=declared, decision=default,
                  found=(pick, *alike, *tied), verdict=verdict, runs=len(runs), mismatches=len(mine),
                  against=tuple(against), alike=tuple(alike), reliable=trusted, confounded=confounded,
                  weak=versus is not None and pick != declared and versus.reliable_passed == 0
                  and versus.reliable < WEAK)


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
        needed = [r for r in mine if any(t.startswith("variant.") for t in r.scenario.topics)]

        def explained(part: list[Run]) -> int:
            return sum(r.key in unnamed or predictor.passes(r, chosen, told) == observed[r.key] for r in part)
        found.append(Variant(
            id=variant, declared=variant in declared, runs=len(mine), passed=sum(observed[r.key] for r in mine),
            explained=explained(mine), errors=sum(results[r.key].outcome == "error" for r in mine),
            needed=len(needed), needed_explained=explained(needed),
        ))
    return tuple(found)
