"""The values an edition gives the parameters a topic governs (``parameters`` names them),
and the patch that gives one edition's data another's values.

``value`` gives a parameter's value in an edition as JSON data, so that two editions'
values compare; ``patch`` the change to one edition's data that gives it another
edition's values for some parameters and leaves the rest, in the form a reading's patch
takes (``editions.patched`` merges it). Playing an edition so mixed is how a difference
between two editions is traced to the topic it comes from (``ogallala.documents.isolation``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .editions import Edition
from .parameters import CARD, MEMBER, PARTS, TABLES, VARIANT, members


def _deck(edition: Edition) -> list[list[Any]]:
    kinds = edition.kinds
    return [[token, count, kinds[token.split(".")[0]].value] for token, count in sorted(edition.counts().items())]


def _variant(edition: Edition, vid: str) -> dict[str, Any] | None:
    found = next((v for v in edition.variants if v.id == vid), None)
    return None if found is None else found.model_dump(mode="json", include={"add", "remove", "excludes"})


def value(edition: Edition, name: str) -> Any:
    """The value of parameter ``name`` in ``edition``, as JSON data."""
    if name in TABLES:
        table = edition.rules if TABLES[name] == "rules" else edition.scoring
        return table.model_dump(mode="json", include={name})[name]
    if name in PARTS:
        part, key = name.split(".")
        return getattr(edition, part).model_dump(mode="json", include={key})[key]
    if name == "deck":
        return _deck(edition)
    if card := CARD.match(name):
        entry = next((c for c in edition.cards if c.id == card["id"]), None)
        return None if entry is None else entry.model_dump(mode="json", include={card["field"]})[card["field"]]
    if variant := VARIANT.match(name):
        return _variant(edition, variant["id"])
    found = MEMBER.match(name)
    if found and members(found["key"]):
        return found["member"] in getattr(edition.rules, found["key"])
    raise KeyError(f"edition {edition.id} has no parameter {name!r}")


def patch(names: Iterable[str], base: Edition, source: Edition) -> dict[str, Any]:
    """The patch of ``base``'s data that gives each parameter of ``names`` the value it has
    in ``source``, and leaves everything else as it is (``{}`` where all the values agree)."""
    out: dict[str, Any] = {}
    lists: dict[str, list[str]] = {}
    for name in names:
        if value(base, name) == value(source, name):
            continue
        if name in TABLES:
            out.setdefault(TABLES[name], {})[name] = value(source, name)
        elif name in PARTS:
            part, key = name.split(".")
            out.setdefault(part, {})[key] = value(source, name)
        elif name == "deck":
            data = source.model_dump(mode="json", include={"deck", "tribes", "cards", "suites"})
            out.setdefault("deck", {})["size"] = data["deck"]["size"]
            out["tribes"] = {"colours": data["tribes"]["colours"]}
            out["cards"], out["suites"] = data["cards"], data["suites"]
        elif card := CARD.match(name):
            given = value(source, name)
            if given is None or value(base, name) is None:  # a kind only one edition has: the whole entry
                entry = next((c for c in source.cards if c.id == card["id"]), None)
                change: Any = False if entry is None else entry.model_dump(mode="json", exclude={"sources"})
            else:
                change = {card["field"]: given}
            out.setdefault("cards", {})[card["id"]] = change
        elif variant := VARIANT.match(name):
            kept = next((v for v in source.variants if v.id == variant["id"]), None)
            out.setdefault("variants", {})[variant["id"]] = (
                False if kept is None else kept.model_dump(mode="json", exclude={"sources"}))
        else:
            found = MEMBER.match(name)
            if found is None:
                raise KeyError(name)
            held = lists.setdefault(found["key"], list(getattr(base.rules, found["key"])))
            member = found["member"]
            lists[found["key"]] = [m for m in held if m != member] if member in held else [*held, member]
    for key, held in lists.items():
        out.setdefault("rules", {}).setdefault(key, held)  # the whole key, if named too, wins
    return out
