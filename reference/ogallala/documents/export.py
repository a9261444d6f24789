"""The spec as one JSON object: what ``ogallala spec --json`` prints and checkers read.

Statements come resolved (``same_as`` filled in) and each topic carries the values its
parameters have in each edition's data, so a reader needs no TOML and no knowledge of
how the files are laid out.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..model import parameter_values
from ..model.editions import Edition, Source
from ..model.spec.models import Rule, Ruling, Spec



def summary(edition: Edition) -> dict[str, object]:
    """The edition as ``ogallala editions --json`` and ``ogallala spec --json`` print it."""
    return {
        "id": edition.id,
        "title": edition.title,
        "publisher": edition.publisher,
        "year": edition.year,
        "language": edition.language,
        "players": [edition.players.min, edition.players.max],
        "deck_size": edition.deck.size,
        "piles": edition.piles.count,
        "display": {
            "kind": edition.display.kind,
            "rows": edition.display.rows,
            "width": edition.display.width,
            "wide": edition.display.wide,
        },
        "variants": [{"id": v.id, "title": v.title, "rule": v.rule} for v in edition.variants],
        "deck": dict(edition.counts()),
        # the canonical order of every kind, those only a variant brings (section) included
        "order": list(edition.kinds),
        # the two tribes' colours, the first one's cards dealt before the second's
        "tribes": list(edition.tribes.colours) if "tribes" in edition.variant_ids else [],
        "sources": list(edition.sources),
        "summary": edition.summary,
    }


def source(cited: Source) -> dict[str, str]:
    out = {"file": cited.file, "quote": cited.quote}
    if cited.translation is not None:
        out["translation"] = cited.translation
    return out


def parameter_value(edition: Edition, name: str) -> Any:
    """The value of parameter ``name`` in the edition's data (``ogallala.model.parameters``)."""
    return parameter_values.value(edition, name)


def rule_json(rule: Rule, editions: dict[str, Edition]) -> dict[str, Any]:
    return {
        "id": rule.id,
        "title": rule.title,
        "area": rule.area,
        "editions": {
            eid: {
                "statement": entry.statement,
                "sources": [source(s) for s in entry.sources],
                "rulings": list(entry.rulings),
                "parameters": {name: parameter_value(editions[eid], name) for name in rule.parameters_of(eid)},
            }
            for eid, entry in rule.ordered
        },
    }


def ruling_json(ruling: Ruling) -> dict[str, Any]:
    return {
        "id": ruling.id,
        "title": ruling.title,
        "kind": ruling.kind,
        "question": ruling.question,
        "editions": list(ruling.editions),
        "topics": list(ruling.topics),
        "sources": [source(s) for s in ruling.sources],
        "alternatives": [{"id": a.id, "text": a.text, "plays": a.plays,
                          **({"editions": list(a.editions)} if a.editions else {})}
                         for a in ruling.alternatives],
        "decisions": {e: a.id for e, a in ruling.ordered_decisions},
        "why": ruling.why,
    }


def spec_json(spec: Spec, editions: Iterable[Edition]) -> dict[str, Any]:
    editions = tuple(editions)
    by_id = {e.id: e for e in editions}
    return {
        "editions": [summary(e) for e in editions],
        "rules": [rule_json(r, by_id) for r in spec.rules],
        "rulings": [ruling_json(r) for r in spec.rulings],
    }
