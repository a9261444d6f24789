"""Whether the editions *play* a topic alike, decided from what belongs to the topic.

``compare`` says whether the editions' statements are worded alike. This module asks the
executable spec instead, edition against edition, and only about what is the topic's own:

- **parameters**: the edition data the topic governs (``Rule.governed``, named as
  ``ogallala.model.parameters`` says: keys of ``[rules]`` and ``[scoring]``, members of
  them, parts of the deck, display, piles and players) have equal or different values;
- **rulings**: a ruling both editions' entries rest on is decided alike or not. A ruling
  decided differently, where the two decisions leave the editions' data apart only in
  parameters the topic does not govern, makes a difference of the topics that govern
  them, not of this one;
- **scenarios**: a scenario tagged with the topic sets up the same situation in both
  editions and expects the same outcome, or different ones. A difference counts for the
  topic only where the topic is among its *sources* (``isolation``: played again with
  one edition's data given the topic's parameters from the other, everything else held
  equal); a difference that comes from other topics is that topic's, and the row says so
  ("differs only through ``turn.stop-drawing``");
- **statements**: two editions that state the topic in the same words (as decided, the
  rulings' choices written in) play it alike unless something above shows otherwise.

Two editions play a topic differently when any of these shows them differ, alike when
something shows them alike and nothing differs; they are grouped so that every pair in a
group is shown alike or joined through editions that are. A topic *differs* when an
edition lacks it or two editions play it differently, is the *same* when every edition is
shown to play it alike, and is *not shown* otherwise.

Since a scenario's difference counts only where the topic's own parameters carry it, two
editions whose parameters and rulings agree for a topic can differ only where the spec
has no executable answer: the verdict rests on data an editor can read, and the scenarios
show it played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Literal

from ..model import parameter_values, parameters
from ..model.editions import EDITION_IDS, load
from ..model.spec.models import Rule, Ruling, Spec
from . import compare
from .isolation import Comparison, comparisons

Verdict = Literal["same", "differs", "not shown"]
Kind = Literal["parameter", "ruling", "scenario", "statement"]


@dataclass(frozen=True)
class Evidence:
    """One comparison of two editions on a topic."""

    kind: Kind
    name: str
    """The parameter, ruling or scenario id (the topic's id for a statement)."""
    editions: tuple[str, str]
    same: bool
    """Whether it shows the editions play the topic alike; ``False``: differently."""
    through: tuple[str, ...] = ()
    """For a scenario whose outcomes differ, or a ruling decided differently, that shows
    neither: the other topics the difference comes from."""
    values: tuple[Any, Any] | None = None
    """For a parameter: its value in each of the two editions."""

    @property
    def shows(self) -> Literal["alike", "differs", "elsewhere"]:
        if not self.same:
            return "differs"
        return "elsewhere" if self.through else "alike"


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

    def differing(self) -> tuple[Evidence, ...]:
        return tuple(e for e in self.evidence if e.shows == "differs")

    def elsewhere(self) -> dict[str, tuple[str, ...]]:
        """The topics that differences met in this topic's scenarios and rulings come from,
        each with the scenarios and rulings, for pairs of editions that play this topic alike."""
        out: dict[str, dict[str, None]] = {}
        for e in self.evidence:
            if e.shows == "elsewhere" and self.groups[e.editions[0]] == self.groups[e.editions[1]]:
                for topic in e.through:
                    out.setdefault(topic, {})[f"{e.kind} `{e.name}`"] = None
        return {t: tuple(names) for t, names in out.items()}

    def reasons(self, limit: int = 3) -> str:
        """What the verdict rests on, in a few words."""
        if self.verdict == "differs":
            names = list(dict.fromkeys(f"{e.kind} `{e.name}`" for e in self.differing()))
            parts = ([f"absent from {', '.join(self.missing)}"] if self.missing else []) + names[:limit]
            more = len(names) - limit
            return "; ".join(parts) + (f" and {more} more" if more > 0 else "")
        kinds = ("parameter", "ruling", "scenario", "statement")
        counts = {k: len({e.name for e in self.evidence if e.kind == k and e.shows == "alike"}) for k in kinds}
        words = [f"{n} {k}{'s' if n != 1 else ''}" if k != "statement" else "the same statement"
                 for k, n in counts.items() if n]
        if self.verdict == "same":
            return "alike by " + ", ".join(words)
        return ("only partly shown: " + ", ".join(words)) if words else "nothing executable names it"


def _pairs(editions: Sequence[str]) -> Iterable[tuple[str, str]]:
    for i, a in enumerate(editions):
        for b in editions[i + 1:]:
            yield a, b


def _governing(spec: Spec, names: Iterable[str]) -> tuple[str, ...]:
    """The topics that govern any of the parameters ``names``, in spec order."""
    wanted = set(names)
    return tuple(r.id for r in spec.rules if any(parameters.covers(r.governed, n) for n in wanted))


def _decided_apart(ruling: Ruling, a: str, b: str) -> tuple[str, ...]:
    """The parameters in which the alternatives the ruling decides for editions ``a`` and
    ``b`` leave those editions' data different (the decided data is the editions' own)."""
    reach: set[str] = set()
    for edition in (a, b):
        chosen = ruling.alternative(ruling.decisions[edition])
        for part in (chosen.patch, chosen.patch_by_edition.get(edition, {})):
            reach |= parameters.touched(part)
    one, other = load(a), load(b)
    return tuple(sorted(n for n in reach if parameter_values.value(one, n) != parameter_values.value(other, n)))


@cache
def _by_scenario() -> dict[str, tuple[Comparison, ...]]:
    out: dict[str, list[Comparison]] = {}
    for item in comparisons():
        out.setdefault(item.scenario.id, []).append(item)
    return {k: tuple(v) for k, v in out.items()}


def evidence(rule: Rule, spec: Spec) -> list[Evidence]:
    """Everything that compares two editions having the topic (module docstring)."""
    from ..scenarios.load import all_scenarios

    editions = [e for e in EDITION_IDS if e in rule.editions]
    found: list[Evidence] = []
    tagged = [s.id for s in all_scenarios() if rule.id in s.topics]
    for a, b in _pairs(editions):
        for name in rule.governed:
            one, other = parameter_values.value(load(a), name), parameter_values.value(load(b), name)
            found.append(Evidence("parameter", name, (a, b), one == other, values=(one, other)))
        for rid in sorted(set(rule.editions[a].rulings) & set(rule.editions[b].rulings)):
            ruling = spec.rulings_by_id.get(rid)
            if ruling is None or a not in ruling.decisions or b not in ruling.decisions:
                continue
            same = ruling.decisions[a] == ruling.decisions[b]
            apart = () if same else _decided_apart(ruling, a, b)
            if same or not apart or any(parameters.covers(rule.governed, n) for n in apart):
                found.append(Evidence("ruling", rid, (a, b), same))
            else:
                found.append(Evidence("ruling", rid, (a, b), True, through=_governing(spec, apart)))
        if compare.normalise_statement(rule.editions[a].statement) == compare.normalise_statement(rule.editions[b].statement):
            found.append(Evidence("statement", rule.id, (a, b), True))
        for sid in tagged:
            for item in _by_scenario().get(sid, ()):
                if item.editions != (a, b):
                    continue
                if item.same:
                    found.append(Evidence("scenario", sid, (a, b), True))
                elif rule.id in item.sources:
                    found.append(Evidence("scenario", sid, (a, b), False))
                else:
                    found.append(Evidence("scenario", sid, (a, b), True, through=item.sources or ("?",)))
    return found


def behaviour(rule: Rule, spec: Spec) -> Behaviour:
    editions = [e for e in EDITION_IDS if e in rule.editions]
    found = evidence(rule, spec)
    differ = {frozenset(e.editions) for e in found if e.shows == "differs"}
    alike = {frozenset(e.editions) for e in found if e.shows == "alike"} - differ
    members = {e: {e} for e in editions}
    for a, b in _pairs(editions):
        if frozenset((a, b)) in alike and members[a] is not members[b]:
            joined = members[a] | members[b]
            if not any(frozenset((x, y)) in differ for x in joined for y in joined if x != y):
                for e in joined:
                    members[e] = joined
    numbers: dict[str, int] = {}
    groups = {e: numbers.setdefault(min(members[e], key=EDITION_IDS.index), len(numbers)) for e in editions}
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
