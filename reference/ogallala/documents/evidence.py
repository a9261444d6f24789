"""What each row of the differences table rests on, for an editor to read.

For every topic: the values its parameters have in each edition, the rulings it rests on
that the editions decide differently, the scenarios in which its own parameters carry a
difference between editions, each drawn edition by edition (the position each edition's
run ends in, as the reference engine plays it, beside the outcome the scenario expects
there), and the scenarios tagged with it that play differently only through other topics.
``docs.render_evidence`` writes it into ``docs/differences-evidence.md``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..model import parameter_values
from ..model.editions import EDITION_IDS, load
from ..model.spec.models import Rule, Spec
from ..scenarios.load import Run, Scenario, StepText
from .behaviour import Behaviour
from .isolation import Situated, renamed, situated
from .markdown import shown_value

DRAWN = 2
"""The most scenarios drawn for one topic (the others are listed)."""


@dataclass(frozen=True)
class Outcome:
    """What one or more editions expect in a situation, and where their runs end."""

    editions: tuple[str, ...]
    then: tuple[str, ...]
    """The outcome as written (Then steps), the first edition's."""
    position: str
    """The position the first edition's run ends in, in the notation ("" if it has none)."""


@dataclass(frozen=True)
class Shown:
    """A scenario in which the topic's parameters carry a difference, edition by edition."""

    scenario: Scenario
    situation: tuple[str, ...]
    """Its Given and When steps, the edition written ``<edition>``."""
    pairs: tuple[tuple[str, str], ...]
    """The pairs of editions in which this topic carries the difference."""
    outcomes: tuple[Outcome, ...]


@dataclass(frozen=True)
class Parameter:
    name: str
    values: dict[str, str]
    """Edition -> the value as JSON text, for the editions having the topic."""
    differs: bool


@dataclass(frozen=True)
class RulingShown:
    id: str
    decisions: dict[str, str]
    """Edition -> alternative, for the editions having the topic that the ruling decides."""
    through: tuple[str, ...]
    """The other topics its different decisions are a difference of (none: this one's)."""


@dataclass(frozen=True)
class TopicEvidence:
    behaviour: Behaviour
    parameters: tuple[Parameter, ...]
    rulings: tuple[RulingShown, ...]
    shown: tuple[Shown, ...]
    """Drawn, at most ``DRAWN``."""
    listed: tuple[Scenario, ...]
    """The topic's other scenarios that carry a difference."""
    elsewhere: dict[str, tuple[str, ...]]
    """Topic -> the scenarios and rulings of this topic that differ only through it."""

    @property
    def rule(self) -> Rule:
        return self.behaviour.rule


def end_position(run: Run) -> str:
    """The position ``run`` ends in, played by the reference engine as its edition
    decides, in the notation; "" if the run does not pass or sets up no position."""
    from ..notation import render_state
    from ..protocol.inprocess import InProcess
    from ..scenarios.run import execute
    from ..scenarios.steps import Context

    seen: list[Any] = []

    def after(_: object, ctx: Context) -> None:
        last = getattr(ctx.engine, "last", None)
        if last is not None:
            seen.append(last)

    outcome = execute(run, InProcess(), after=after)
    if outcome.status != "passed" or not seen:
        return ""
    return render_state(seen[-1])


def gherkin(steps: Iterable[StepText], edition: str | None = None) -> tuple[str, ...]:
    """Steps as a feature file writes them (``And`` for a keyword repeated, doc strings
    between quotes, tables as rows), ``edition``'s name written ``<edition>``."""
    out: list[str] = []
    last = ""
    for step in steps:
        if edition is not None:
            step = renamed(step, edition, "<edition>")
        out.append(f"{'And' if step.keyword == last else step.keyword} {step.text}")
        last = step.keyword
        if step.docstring is not None:
            out += ['  """', *(f"  {x}" if x.strip() else "" for x in step.docstring.strip("\n").splitlines()), '  """']
        for row in step.table or ():
            out.append("  | " + " | ".join(row) + " |")
    return tuple(out)


def _shown(scenario: Scenario, pairs: list[tuple[str, str]]) -> Shown:
    """The scenario's situation in which the first of ``pairs`` differs, with each
    edition's outcome (editions that expect the same outcome together)."""
    items = [s for s in situated() if s.scenario.id == scenario.id]
    first = pairs[0]
    chosen: tuple[str, ...] | None = None
    for item in items:
        other = [s for s in items if s.situation == item.situation and s.edition == first[1]]
        if item.edition == first[0] and other and item.outcomes != other[0].outcomes:
            chosen = item.situation
            break
    here = [s for s in items if s.situation == (chosen if chosen is not None else items[0].situation)]
    here.sort(key=lambda s: EDITION_IDS.index(s.edition))
    groups: list[list[Situated]] = []
    for item in here:
        for group in groups:
            if group[0].outcomes == item.outcomes:
                group.append(item)
                break
        else:
            groups.append([item])
    outcomes = []
    for group in groups:
        run = group[0].runs[0]
        then = gherkin((s for s in run.steps if s.keyword == "Then"), run.edition)
        outcomes.append(Outcome(tuple(s.edition for s in group), then, end_position(run)))
    first_run = here[0].runs[0] if here else None
    steps = gherkin((s for s in first_run.steps if s.keyword != "Then"), first_run.edition) if first_run else ()
    return Shown(scenario, steps, tuple(pairs), tuple(outcomes))


def topic_evidence(behaviour: Behaviour, spec: Spec) -> TopicEvidence:
    rule = behaviour.rule
    editions = [e for e in EDITION_IDS if e in rule.editions]
    params = []
    for name in rule.governed:
        values = {e: shown_value(name, parameter_values.value(load(e), name)) for e in editions}
        raw = {json.dumps(parameter_values.value(load(e), name)) for e in editions}
        params.append(Parameter(name, values, len(raw) > 1))
    rulings: dict[str, RulingShown] = {}
    for e in behaviour.evidence:
        if e.kind == "ruling" and not (e.same and not e.through) and e.name not in rulings:
            ruling = spec.rulings_by_id[e.name]
            rulings[e.name] = RulingShown(e.name, {x: ruling.decisions[x] for x in editions if x in ruling.decisions},
                                          e.through)
    pairs: dict[str, list[tuple[str, str]]] = {}
    for e in behaviour.evidence:
        if e.kind == "scenario" and e.shows == "differs" and e.editions not in pairs.get(e.name, []):
            pairs.setdefault(e.name, []).append(e.editions)
    from ..scenarios.load import all_scenarios

    scenarios = {s.id: s for s in all_scenarios()}
    ids = list(pairs)
    shown = tuple(_shown(scenarios[sid], pairs[sid]) for sid in ids[:DRAWN])
    listed = tuple(scenarios[sid] for sid in ids[DRAWN:])
    return TopicEvidence(behaviour, tuple(params), tuple(rulings.values()), shown, listed, behaviour.elsewhere())


def all_evidence(behaviours: dict[str, Behaviour], spec: Spec) -> list[TopicEvidence]:
    return [topic_evidence(behaviours[r.id], spec) for r in spec.rules]
