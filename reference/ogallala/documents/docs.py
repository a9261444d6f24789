"""The generated documents: a rulebook per edition, the differences table, the rulings register.

They are rendered from ``templates/`` and committed under ``docs/``; rendering is
deterministic (no dates, fixed orders) so that ``stale`` can tell whether the committed
files still match the spec.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2

from ..model.editions import EDITION_IDS, Edition
from ..model.readings import base
from . import compare
from .export import parameter_value
from .facts import card_rows, display_text, piles_text, scoring_lines
from .markdown import cell, changes, link_rulings, link_topics, quote, shown_value, tidy
from ..model.spec.models import Rule, Ruling, Spec

if TYPE_CHECKING:
    from .behaviour import Behaviour

TEMPLATES = Path(__file__).resolve().parent / "templates"

GROUP_MARKS = "ABCD"
"""Agreement marks in the differences table: cells with the same letter state the same rule."""


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(
        cell=cell,
        changes=changes,
        link_rulings=link_rulings,
        link_topics=link_topics,
        quote=quote,
        short=compare.short_form,
        text=compare.normalise_statement,
        value=lambda v: json.dumps(v, ensure_ascii=False),
    )
    return env


def telling(edition: str | None = None) -> dict[tuple[str, str], list[tuple[str, str]]]:
    """(ruling, alternative) -> the scenarios whose reading-column rows give its outcome (in
    ``edition``, or in any), each as (scenario id, feature file), in suite order."""
    from ..scenarios.load import all_scenarios

    found: dict[tuple[str, str], dict[str, str]] = {}
    for scenario in all_scenarios():
        for run in scenario.runs():
            if edition is None or run.edition == edition:
                for rid, aid in run.readings:
                    found.setdefault((rid, base(aid)), {})[scenario.id] = scenario.feature
    return {key: list(ids.items()) for key, ids in found.items()}


def _topic_view(rule: Rule, edition: Edition, spec: Spec, told: dict[tuple[str, str], list[tuple[str, str]]]) -> dict[str, Any]:
    entry = rule.editions[edition.id]
    rulings = [spec.rulings_by_id[r] for r in entry.rulings]
    return {
        "rule": rule,
        "entry": entry,
        "parameters": [(n, shown_value(n, parameter_value(edition, n))) for n in rule.parameters_of(edition.id)],
        "rulings": [
            (r, r.alternative(r.decisions[edition.id]) if edition.id in r.decisions else None,
             [(a, told.get((r.id, a.id), [])) for a in r.alternatives
              if edition.id in r.decisions and a.id != r.decisions[edition.id] and a.reads(edition.id)])
            for r in rulings
        ],
    }


def render_edition(env: jinja2.Environment, spec: Spec, edition: Edition, editions: tuple[Edition, ...]) -> str:
    told = telling(edition.id)
    areas = [
        (area, [_topic_view(r, edition, spec, told) for r in area.rules if edition.id in r.editions])
        for area in spec.areas
    ]
    cards = card_rows(edition)
    return env.get_template("edition.md.j2").render(
        edition=edition,
        editions=editions,
        cards=cards,
        total=sum(row["count"] for row in cards),
        display=display_text(edition),
        piles=piles_text(edition),
        scoring=scoring_lines(edition),
        areas=[(a, topics) for a, topics in areas if topics],
        topic_count=len(spec.topics(edition.id)),
        topic_ids={r.id for r in spec.topics(edition.id)},
        ruling_ids=set(spec.rulings_by_id),
    )


def marks(behaviour: Behaviour) -> dict[str, str]:
    """Edition -> the letter of its agreement group in the table."""
    return {e: GROUP_MARKS[g] if g < len(GROUP_MARKS) else str(g + 1) for e, g in behaviour.groups.items()}


def render_differences(env: jinja2.Environment, spec: Spec, editions: tuple[Edition, ...]) -> str:
    """The table of topics by edition, each topic's play decided from what belongs to the
    topic (``behaviour``); wording-only differences are listed apart."""
    from .behaviour import behaviours

    played = behaviours(spec)
    rows = []
    for area in spec.areas:
        topics = []
        for rule in area.rules:
            b = played[rule.id]
            topics.append({"rule": rule, "marks": marks(b), "behaviour": b, "worded": compare.differs(rule)})
        rows.append((area, topics))
    every = [t for _, topics in rows for t in topics]
    shown = [played[rule.id] for area in spec.areas for rule in area.rules]
    apart = [b for b in shown if b.differing()]
    return env.get_template("differences.md.j2").render(
        editions=editions, areas=rows, total=len(spec.rules),
        differing=sum(b.verdict == "differs" for b in shown),
        played_apart=len(apart),
        only_missing=sum(b.verdict == "differs" and not b.differing() for b in shown),
        alike=sum(b.verdict == "same" for b in shown),
        unshown=sum(b.verdict == "not shown" for b in shown),
        worded=sum(bool(t["worded"]) for t in every),
        wording_only=[t for t, b in zip(every, shown) if b.verdict == "same" and b.worded_differently],
    )


def render_evidence(env: jinja2.Environment, spec: Spec, editions: tuple[Edition, ...]) -> str:
    """What each row of the table rests on (``evidence``)."""
    from .behaviour import behaviours
    from .evidence import all_evidence

    played = behaviours(spec)
    return env.get_template("differences-evidence.md.j2").render(
        editions=editions, topics=all_evidence(played, spec), marks={t: marks(b) for t, b in played.items()})


def ruled_editions(rule: Rule, ruling: Ruling) -> tuple[str, ...]:
    """The editions of ``rule`` the ruling touches, or all of the rule's if it touches none."""
    touched = tuple(e for e, _ in rule.ordered if e in ruling.editions)
    return touched or tuple(e for e, _ in rule.ordered)


def ruling_topics(spec: Spec, ruling: Ruling) -> tuple[Rule, ...]:
    """The topics a ruling lists, then those that name it without being listed, in spec order."""
    naming = [r.id for r in spec.rules if any(ruling.id in e.rulings for e in r.editions.values())]
    return tuple(spec.rules_by_id[t] for t in dict.fromkeys([*ruling.topics, *naming]))


def render_rulings(env: jinja2.Environment, spec: Spec, editions: tuple[Edition, ...]) -> str:
    """The register: the counts count readings only, conventions (which the protocol fixes,
    so that there is nothing to declare) apart."""
    readings = [r for r in spec.rulings if not r.convention]
    alternatives = [a for r in readings for a in r.alternatives]
    return env.get_template("rulings.md.j2").render(
        spec=spec, editions=editions, topics={r.id: ruling_topics(spec, r) for r in spec.rulings},
        ruling_ids=set(spec.rulings_by_id),
        ruled_editions=ruled_editions,
        told=telling(),
        readings=readings,
        conventions=[r for r in spec.rulings if r.convention],
        pairs=len(alternatives),
        played=sum(a.plays == "yes" for a in alternatives),
        endless=sum(a.plays == "yes" and not a.ends for a in alternatives),
    )


def render(spec: Spec, editions: Iterable[Edition]) -> dict[str, str]:
    """Every generated document by its path under the docs folder."""
    editions = tuple(editions)
    if tuple(e.id for e in editions) != EDITION_IDS:
        raise ValueError(f"the documents need the editions {', '.join(EDITION_IDS)} in that order")
    env = _environment()
    out = {f"editions/{e.id}.md": render_edition(env, spec, e, editions) for e in editions}
    out["differences.md"] = render_differences(env, spec, editions)
    out["differences-evidence.md"] = render_evidence(env, spec, editions)
    out["rulings.md"] = render_rulings(env, spec, editions)
    return {path: tidy(text) for path, text in out.items()}


def write(documents: dict[str, str], folder: Path) -> list[Path]:
    """Write the documents under ``folder``; the paths written."""
    written = []
    for name, text in documents.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def stale(documents: dict[str, str], folder: Path) -> list[str]:
    """The documents missing from ``folder`` or different from what the spec renders."""
    out = []
    for name, text in documents.items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            out.append(name)
    return out
