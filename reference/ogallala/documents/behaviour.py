"""Whether the editions *play* a topic alike, decided from the executable spec.

``compare`` says whether the editions' statements are worded alike. This module asks the
executable spec instead, edition against edition:

- **parameters**: the rule parameters the topic names (``[rules]`` and ``[scoring]`` of
  ``spec/editions``) have equal or different values;
- **rulings**: a ruling both editions' entries depend on is decided alike or not;
- **scenarios**: a scenario about the topic (in its ``Rule:`` block) that sets up the same situation in both editions
  (the same Given and When steps, the edition's name aside, played as the editions decide
  their rulings) expects the same or different outcomes (its Then steps); where an
  outline's rows check more outcomes of one situation in one edition than in the other,
  the editions agree when one's outcomes are among the other's.

Two editions play a topic differently when any of these differ, alike when some agree and
none differ; editions alike with a third are alike. A topic *differs* when an edition lacks
it or two editions play it differently, is the *same* when every edition is shown to play
it alike, and is *not shown* otherwise: the spec has nothing executable to compare.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

from ..model.editions import EDITION_IDS, load
from . import compare
from .export import parameter_value
from ..model.spec.models import Rule, Spec

Verdict = Literal["same", "differs", "not shown"]


@dataclass(frozen=True)
class Evidence:
    """One comparison of two editions on a topic."""

    kind: Literal["parameter", "ruling", "scenario"]
    name: str
    """The parameter, ruling or scenario id."""
    editions: tuple[str, str]
    same: bool


@dataclass(frozen=True)
class Behaviour:
    rule: Rule
    verdict: Verdict
    groups: dict[str, int]
    """Edition -> agreement group, numbered 0, 1 ... in edition order: one number, one play."""
    evidence: tuple[Evidence, ...]
    worded_differently: bool
    """Whether the statements differ in wording (``compare``), whatever the play."""

    @property
    def missing(self) -> tuple[str, ...]:
        return tuple(e for e in EDITION_IDS if e not in self.rule.editions)

    def reasons(self, limit: int = 3) -> str:
        """What the verdict rests on, in a few words."""
        if self.verdict == "differs":
            names = list(dict.fromkeys(f"{e.kind} `{e.name}`" for e in self.evidence if not e.same))
            parts = ([f"absent from {', '.join(self.missing)}"] if self.missing else []) + names[:limit]
            more = len(names) - limit
            return "; ".join(parts) + (f" and {more} more" if more > 0 else "")
        counts = {k: len({e.name for e in self.evidence if e.kind == k}) for k in ("parameter", "ruling", "scenario")}
        words = [f"{n} {k}{'s' if n != 1 else ''}" for k, n in counts.items() if n]
        if self.verdict == "same":
            return "alike by " + ", ".join(words)
        return ("only partly shown: " + ", ".join(words)) if words else "nothing executable names it"


Situation = tuple[str, ...]


def _written(keyword: str, text: str, docstring: str | None, table: object) -> str:
    return "\n".join(x for x in (f"{keyword} {text}", docstring or "", repr(table) if table else "") if x)


@cache
def _played_runs() -> tuple[tuple[str, str, str, Situation, Situation], ...]:
    """(topic, scenario id, edition, situation, outcome) of every run played as its edition
    decides: the edition's own name written ``<edition>`` so that editions can be compared.
    A scenario counts for the topic it is written under (other topic tags say what else it
    touches, and an outcome that differs there is that topic's difference)."""
    from ..scenarios.load import all_scenarios
    from ..model.spec import load_spec

    rulings = load_spec().rulings_by_id
    out = []
    for scenario in all_scenarios():
        for run in scenario.runs():
            if any(rulings[r].decisions.get(run.edition, a) != a for r, a in run.readings if r in rulings):
                continue
            name = re.compile(re.escape(run.edition) + r"\b")
            situation: list[str] = []
            outcome: list[str] = []
            for step in run.steps:
                text = name.sub("<edition>", _written(step.keyword, step.text, step.docstring, step.table))
                (outcome if step.keyword == "Then" else situation).append(text)
            head = scenario.rule.split(" ", 1)[0] if scenario.rule else ""
            topic = head if head in scenario.topics else scenario.topics[0] if scenario.topics else ""
            out.append((topic, scenario.id, run.edition, tuple(situation), tuple(outcome)))
    return tuple(out)


def _pairs(editions: Sequence[str]) -> Iterable[tuple[str, str]]:
    for i, a in enumerate(editions):
        for b in editions[i + 1 :]:
            yield a, b


def evidence(rule: Rule, spec: Spec) -> list[Evidence]:
    editions = [e for e in EDITION_IDS if e in rule.editions]
    found: list[Evidence] = []
    for a, b in _pairs(editions):
        for name in dict.fromkeys((*rule.parameters_of(a), *rule.parameters_of(b))):
            found.append(Evidence("parameter", name, (a, b), parameter_value(load(a), name) == parameter_value(load(b), name)))
        for rid in sorted(set(rule.editions[a].rulings) & set(rule.editions[b].rulings)):
            ruling = spec.rulings_by_id.get(rid)
            if ruling and a in ruling.decisions and b in ruling.decisions:
                found.append(Evidence("ruling", rid, (a, b), ruling.decisions[a] == ruling.decisions[b]))
    runs: dict[tuple[str, Situation], dict[str, set[Situation]]] = {}
    for topic, sid, edition, situation, outcome in _played_runs():
        if topic == rule.id:
            runs.setdefault((sid, situation), {}).setdefault(edition, set()).add(outcome)
    for (sid, _), by_edition in runs.items():
        for a, b in _pairs([e for e in editions if e in by_edition]):
            one, other = by_edition[a], by_edition[b]
            found.append(Evidence("scenario", sid, (a, b), one <= other or other <= one))
    return found


def behaviour(rule: Rule, spec: Spec) -> Behaviour:
    editions = [e for e in EDITION_IDS if e in rule.editions]
    found = evidence(rule, spec)
    differ = {frozenset(e.editions) for e in found if not e.same}
    parent = {e: e for e in editions}

    def root(e: str) -> str:
        while parent[e] != e:
            e = parent[e]
        return e

    for e in found:
        a, b = e.editions
        if e.same and frozenset(e.editions) not in differ and root(a) != root(b):
            first, second = sorted((root(a), root(b)), key=EDITION_IDS.index)
            parent[second] = first
    numbers: dict[str, int] = {}
    groups = {e: numbers.setdefault(root(e), len(numbers)) for e in editions}
    if differ or len(editions) < len(EDITION_IDS):
        verdict: Verdict = "differs"
    elif len(set(groups.values())) == 1:
        verdict = "same"
    else:
        verdict = "not shown"
    worded = len(set(compare.groups(rule).values())) > 1
    return Behaviour(rule, verdict, groups, tuple(found), worded)


def behaviours(spec: Spec) -> dict[str, Behaviour]:
    """Every topic's behaviour, by topic id, in spec order."""
    return {rule.id: behaviour(rule, spec) for rule in spec.rules}
