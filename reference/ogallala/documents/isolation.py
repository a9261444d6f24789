"""Where a scenario plays differently in two editions, which topic the difference comes from.

A scenario written for several editions sets up one situation (its Given and When steps,
the edition's own name aside) and expects an outcome in each (its Then steps). Where two
editions expect different outcomes, the difference may come from any rule the scenario
passes through, not only from the topic it is written under: a pass declined in Amigo
hands the turn on because completing a boat ends the drawing there (``turn.stop-drawing``),
not because attacking is optional in some other way (``attack.optional``).

So each difference is played again. For a topic whose parameters (``Rule.governed``,
``ogallala.model.parameters``) differ between editions A and B, edition A's data is given
that topic's parameters from B and nothing else (``parameter_values.patch``,
``editions.patched``), and the scenario is played under the mixture in A
(``engine.patched.playing``). If it now gives B's outcome, that topic's parameters alone
carry the difference: every other rule the scenario passes through was held at A's. The
same is tried the other way round (B's data with A's values, A's outcome).

The topics a difference comes from are its *sources*. First, the parameters of every topic
that differ, taken together, must carry it; a difference they do not carry is
*unexplained*: the topics' parameters miss something that tells the editions apart (a test
holds the spec to having none). Then, among the topics the scenario is tagged with: each
whose parameters alone carry it, and each without whose parameters the rest no longer do
(several topics can make one difference together, a score say); where a tagged topic
carries it alone, the untagged topics governing the same data are tried too (the whole
``stop_on`` beside ``stop_on[completion]``). Where no tagged topic is a source, the same
is asked of every other topic; where still none is, a smallest set of topics that carry it
together is kept (dropping topics one at a time while the rest still do).

Only runs played as their edition decides each ruling take part. Nothing here depends on
the order the scenarios are met in; the results are the same on every machine.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..model import parameter_values, parameters
from ..model.editions import EDITION_IDS, Edition, load, patched
from ..model.spec import load_spec
from ..model.spec.models import Rule
from ..scenarios.load import Run, Scenario, StepText
from ..util import cached

Situation = tuple[str, ...]
Outcome = tuple[str, ...]

CACHE_FILE = "isolation.json"
"""The traced comparisons, in the cache folder (``comparisons``)."""


def _written(step: StepText) -> str:
    return "\n".join(x for x in (f"{step.keyword} {step.text}", step.docstring or "",
                                  repr(step.table) if step.table else "") if x)


def renamed(step: StepText, old: str, new: str) -> StepText:
    """The step with edition ``old``'s name written ``new`` (an edition, or ``<edition>``)."""
    name = re.compile(re.escape(old) + r"\b")

    def sub(text: str) -> str:
        return name.sub(new, text)

    table = tuple(tuple(sub(c) for c in row) for row in step.table) if step.table is not None else None
    return StepText(step.keyword, sub(step.text), sub(step.docstring) if step.docstring is not None else None,
                    table, step.line)


@dataclass(frozen=True)
class Situated:
    """The runs of one scenario that set up one situation in one edition, as decided."""

    scenario: Scenario
    edition: str
    situation: Situation
    runs: tuple[Run, ...]
    outcomes: frozenset[Outcome]


@dataclass(frozen=True)
class Comparison:
    """One situation of a scenario in two editions, and where their outcomes differ, the
    topics whose parameters alone carry the difference."""

    scenario: Scenario
    editions: tuple[str, str]
    same: bool
    """Whether the editions expect the same outcome (one's outcomes among the other's)."""
    sources: tuple[str, ...] = ()
    """For a difference: the topics it comes from (the module's docstring says how they are
    found); empty when the topics' parameters do not carry it (unexplained)."""
    together: bool = False
    """The sources carry the difference only together, none of them alone."""
    runs: tuple[Run, Run] | None = None
    """A run of each edition, to show the difference."""

    @property
    def unexplained(self) -> bool:
        return not self.same and not self.sources


def _decided(run: Run) -> bool:
    rulings = load_spec().rulings_by_id
    return all(rulings[r].decisions.get(run.edition, a) == a for r, a in run.readings if r in rulings)


@cache
def situated() -> tuple[Situated, ...]:
    """Every scenario's situations, edition by edition, played as each edition decides."""
    from ..scenarios.load import all_scenarios

    out: list[Situated] = []
    for scenario in all_scenarios():
        found: dict[tuple[str, Situation], list[tuple[Run, Outcome]]] = {}
        for run in scenario.runs():
            if not _decided(run):
                continue
            given: list[str] = []
            then: list[str] = []
            for step in run.steps:
                text = _written(renamed(step, run.edition, "<edition>"))
                (then if step.keyword == "Then" else given).append(text)
            found.setdefault((run.edition, tuple(given)), []).append((run, tuple(then)))
        for (edition, situation), played in found.items():
            out.append(Situated(scenario, edition, situation, tuple(r for r, _ in played),
                                frozenset(o for _, o in played)))
    return tuple(out)


def _pairs(editions: Sequence[str]) -> Iterable[tuple[str, str]]:
    for i, a in enumerate(editions):
        for b in editions[i + 1:]:
            yield a, b


def differing(rule: Rule, a: str, b: str) -> tuple[str, ...]:
    """The parameters of ``rule`` whose values differ between editions ``a`` and ``b``."""
    return _differing(rule.id, a, b)


@cache
def _differing(topic: str, a: str, b: str) -> tuple[str, ...]:
    one, other = load(a), load(b)
    rule = load_spec().rules_by_id[topic]
    return tuple(p for p in rule.governed if parameter_values.value(one, p) != parameter_values.value(other, p))


Ask = tuple[str, str, frozenset[str], tuple[Run, ...]]
"""Play these runs in edition ``[0]`` with its data given the parameters ``[2]`` from
edition ``[1]``: do they all pass?"""


class Player:
    """Plays runs under mixed edition data, remembering every result. The runs asked for
    together are played mixture by mixture, each mixture built and entered once."""

    def __init__(self) -> None:
        self.data: dict[tuple[str, str, frozenset[str]], Edition | None] = {}
        self.results: dict[tuple[str, str, frozenset[str], str], bool] = {}
        self.played = 0

    def mixture(self, base: str, source: str, names: frozenset[str]) -> Edition | None:
        """``base``'s data with the parameters ``names`` taken from ``source``; None when
        that is not a valid edition (a deck that no longer adds up, say)."""
        key = (base, source, names)
        if key not in self.data:
            try:
                self.data[key] = patched(base, parameter_values.patch(sorted(names), load(base), load(source)))
            except ValueError:
                self.data[key] = None
        return self.data[key]

    def settle(self, asks: Iterable[Ask]) -> None:
        """Play every run asked for that has not been played under its mixture yet."""
        from ..engine.patched import playing
        from ..protocol.inprocess import InProcess
        from ..scenarios.run import execute

        todo: dict[tuple[str, str, frozenset[str]], dict[str, Run]] = {}
        for base, source, names, runs in asks:
            for run in runs:
                if (base, source, names, run.key) not in self.results:
                    todo.setdefault((base, source, names), {})[run.key] = run
        for (base, source, names), waiting in sorted(todo.items(), key=lambda x: (x[0][:2], sorted(x[0][2]))):
            data = self.mixture(base, source, names)
            if data is None:
                self.results.update({(base, source, names, k): False for k in waiting})
                continue
            with playing({base: data}):
                for k, run in waiting.items():
                    moved = Run(run.scenario, base, run.row,
                                tuple(renamed(s, run.edition, base) for s in run.steps), (), run.name)
                    self.results[(base, source, names, k)] = execute(moved, InProcess()).status == "passed"
                    self.played += 1

    def passed(self, ask: Ask) -> bool:
        base, source, names, runs = ask
        return all(self.results[(base, source, names, run.key)] for run in runs)

    def carry(self, tests: Sequence[tuple[frozenset[str], Situated, Situated]]) -> list[bool]:
        """For each test, whether the parameters alone carry the difference between the two
        situations: one edition's data given the other's values gives the other's outcome
        (tried from the first edition, then, where that fails, from the second)."""
        forth: list[Ask] = [(one.edition, other.edition, names, other.runs) for names, one, other in tests]
        self.settle(a for a, (names, _, _) in zip(forth, tests) if names)
        found = [bool(names) and self.passed(a) for a, (names, _, _) in zip(forth, tests)]
        back: list[Ask] = [(other.edition, one.edition, names, one.runs) for names, one, other in tests]
        self.settle(a for a, ok, (names, _, _) in zip(back, found, tests) if names and not ok)
        return [ok or (bool(names) and self.passed(a)) for ok, a, (names, _, _) in zip(found, back, tests)]


@dataclass
class _Open:
    """A difference being traced: its situations and what is known so far."""

    one: Situated
    other: Situated
    topics: dict[str, frozenset[str]]
    """Every topic whose parameters differ between the two editions, with them."""
    every: frozenset[str]
    explained: bool = False
    alone: tuple[str, ...] = ()
    needed: tuple[str, ...] = ()


def _differences(player: Player, pairs: list[tuple[Situated, Situated]]) -> list[_Open]:
    """The sources of each difference (module docstring), worked out round by round so
    that each round's runs are played mixture by mixture."""
    spec = load_spec()
    opened = []
    for one, other in pairs:
        topics = {r.id: frozenset(found) for r in spec.rules if (found := differing(r, one.edition, other.edition))}
        opened.append(_Open(one, other, topics, frozenset(p for names in topics.values() for p in names)))
    for item, ok in zip(opened, player.carry([(o.every, o.one, o.other) for o in opened])):
        item.explained = ok
    explained = [o for o in opened if o.explained]

    def trace(chosen: dict[int, list[str]]) -> None:
        tests = [(k, t) for k, names in chosen.items() for t in names]
        alone = player.carry([(explained[k].topics[t], explained[k].one, explained[k].other) for k, t in tests])
        for (k, t), ok in zip(tests, alone):
            if ok:
                explained[k].alone += (t,)
        rest = [(k, t) for (k, t), ok in zip(tests, alone) if not ok]
        without = player.carry([(explained[k].every - explained[k].topics[t], explained[k].one, explained[k].other)
                                for k, t in rest])
        for (k, t), ok in zip(rest, without):
            if not ok:
                explained[k].needed += (t,)

    trace({k: [t for t in o.one.scenario.topics if t in o.topics] for k, o in enumerate(explained)})
    trace({k: [t for t in o.topics if t not in o.one.scenario.topics]
           for k, o in enumerate(explained) if not o.alone and not o.needed})
    # topics the scenario is not tagged with that govern what a tagged source changes (the
    # whole ``stop_on`` where a source governs ``stop_on[completion]``): do they carry it too?
    related: dict[int, list[str]] = {}
    for k, o in enumerate(explained):
        changed = [p for s in o.alone if s in o.one.scenario.topics for p in o.topics[s]]
        related[k] = [t for t, names in o.topics.items() if t not in o.alone and t not in o.needed
                      and any(parameters.covers(names, p) or p in names for p in changed)]
    tests = [(k, t) for k, names in related.items() for t in names]
    for (k, t), ok in zip(tests, player.carry([(explained[k].topics[t], explained[k].one, explained[k].other)
                                                for k, t in tests])):
        if ok:
            explained[k].alone += (t,)
    for item in explained:
        if not item.alone and not item.needed:  # several ways to it: a smallest set that does
            item.needed = _smallest(player, item)
    return opened


def _smallest(player: Player, item: _Open) -> tuple[str, ...]:
    """Topics that together carry the difference and none of which can be left out: from
    every topic whose parameters differ, each is dropped in turn (the topics the scenario
    is not tagged with first) where the rest still carry it; then every topic that governs
    only parameters of those kept (two topics may govern one parameter)."""
    kept = [t for t in item.topics if t not in item.one.scenario.topics] + \
        [t for t in item.one.scenario.topics if t in item.topics]
    for topic in list(kept):
        rest = [t for t in kept if t != topic]
        names = frozenset(p for t in rest for p in item.topics[t])
        if player.carry([(names, item.one, item.other)])[0]:
            kept = rest
    names = frozenset(p for t in kept for p in item.topics[t])
    return tuple(t for t, mine in item.topics.items() if mine <= names)  # with those governing the same


@cache
def comparisons() -> tuple[Comparison, ...]:
    """Every situation that two editions set up alike, compared edition against edition,
    each difference with its sources. Tracing the differences plays some three thousand
    runs, so the result is kept in the cache folder (``isolation.json``) under a digest of
    every file it can depend on (the package's modules, the grammar, the spec and the
    feature files, by path, size and time); any change works it out anew."""
    from ..notation.kept import digest
    from ..scenarios.load import feature_files

    stamps = [digest(), *([str(p), *cached.stamp(p)] for p in feature_files())]
    key = hashlib.sha256(json.dumps(stamps).encode()).hexdigest()
    here = cached.folder()
    kept = here.read_json(CACHE_FILE) if here is not None else None
    if isinstance(kept, dict) and kept.get("digest") == key:
        found = _decode(kept.get("comparisons"))
        if found is not None:
            return found
    made = _compare()
    if here is not None:  # a cache that cannot be written costs time, nothing else
        here.write_json(CACHE_FILE, {"digest": key, "comparisons": [_encode(c) for c in made]})
    return made


def _encode(item: Comparison) -> dict[str, Any]:
    return {"scenario": item.scenario.id, "editions": list(item.editions), "same": item.same,
            "sources": list(item.sources), "together": item.together,
            "runs": [r.key for r in item.runs] if item.runs else None}


def _decode(data: Any) -> tuple[Comparison, ...] | None:
    """The comparisons kept, or None if they do not fit the scenarios as they are."""
    from ..scenarios.load import all_scenarios

    scenarios = {s.id: s for s in all_scenarios()}
    runs: dict[str, Run] = {}
    out = []
    try:
        for d in data:
            scenario = scenarios[d["scenario"]]
            if not runs.get(f"{scenario.id}\0"):
                runs.update({r.key: r for r in scenario.runs()})
                runs[f"{scenario.id}\0"] = scenario.runs()[0]
            keys = d["runs"]
            pair = (runs[keys[0]], runs[keys[1]]) if keys else None
            a, b = d["editions"]
            out.append(Comparison(scenario, (str(a), str(b)), bool(d["same"]), tuple(map(str, d["sources"])),
                                  bool(d["together"]), pair))
    except (KeyError, TypeError, ValueError, IndexError):
        return None
    return tuple(out)


def _compare() -> tuple[Comparison, ...]:
    by_situation: dict[tuple[str, Situation], dict[str, Situated]] = {}
    for each in situated():
        by_situation.setdefault((each.scenario.id, each.situation), {})[each.edition] = each
    found: list[tuple[Situated, Situated]] = []
    for by_edition in by_situation.values():
        found += [(by_edition[a], by_edition[b]) for a, b in _pairs([e for e in EDITION_IDS if e in by_edition])]
    differ = [(one, other) for one, other in found
              if not (one.outcomes <= other.outcomes or other.outcomes <= one.outcomes)]
    traced = {(o.one.scenario.id, o.one.situation, o.one.edition, o.other.edition): o
              for o in _differences(Player(), differ)}
    out = []
    for one, other in found:
        runs = (one.runs[0], other.runs[0])
        item = traced.get((one.scenario.id, one.situation, one.edition, other.edition))
        if item is None:
            out.append(Comparison(one.scenario, (one.edition, other.edition), True, runs=runs))
        else:
            sources = item.alone + item.needed
            out.append(Comparison(one.scenario, (one.edition, other.edition), False, sources,
                                  not item.alone and bool(sources), runs))
    return tuple(out)
