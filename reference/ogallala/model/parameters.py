"""The edition data a rule topic governs, named one piece at a time.

A topic of ``spec/rules`` lists the parameters it governs (``parameters``, and an edition
entry's own): where two editions give one of them different values, they play the topic
differently (``ogallala.documents.behaviour``). A parameter is named

- by a key of an edition's ``[rules]`` or ``[scoring]`` table: ``stop_on``, ``pair``;
- by one member of a list-valued key of ``[rules]``: ``stop_on[completion]``, whether the
  list holds it (a topic that governs one reason to stop drawing, not all of them);
- by a part of the rest of the edition's data: ``players.min``, ``players.max``,
  ``display.kind``, ``display.rows``, ``display.width``, ``display.wide``, ``piles.count``,
  ``piles.discard``; ``deck`` (every card kind with its count and combat value);
  ``cards.<id>.<field>`` (the ``value``, ``count`` or ``split`` of one card kind, none where
  the edition lacks it); ``variants.<id>`` (the cards one variant adds and removes, and the
  variants it excludes; none where the edition lacks it).

``problem`` says whether a name is one of these, ``touched`` which of them a reading's
patch changes, ``covers`` whether what a topic governs takes in a name; the values an
edition gives them are in ``parameter_values``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any, get_args, get_origin

from .edition_parts import Cited, Rules, Scoring

TABLES = {name: table for table, model in (("rules", Rules), ("scoring", Scoring))
          for name in model.model_fields if name not in Cited.model_fields}
"""The keys of ``[rules]`` and ``[scoring]`` a topic may name, and the table of each."""

PARTS = ("players.min", "players.max", "display.kind", "display.rows", "display.width", "display.wide",
         "piles.count", "piles.discard")
"""The parts of the rest of an edition's data a topic may name (besides ``deck``)."""

MEMBER = re.compile(r"^(?P<key>[a-z_]+)\[(?P<member>[a-z-]+)\]$")
CARD = re.compile(r"^cards\.(?P<id>[a-z0-9-]+)\.(?P<field>value|count|split)$")
VARIANT = re.compile(r"^variants\.(?P<id>[a-z0-9-]+)$")


def members(key: str) -> tuple[str, ...]:
    """The values a list-valued key of ``[rules]`` may hold (none for another key)."""
    field = Rules.model_fields.get(key)
    if field is None or get_origin(field.annotation) is not tuple:
        return ()
    inner = get_args(field.annotation)[0]
    return tuple(str(a) for a in get_args(inner))


def problem(name: str) -> str | None:
    """Why ``name`` names no parameter, or ``None``."""
    if name in TABLES or name in PARTS or name == "deck" or CARD.match(name) or VARIANT.match(name):
        return None
    found = MEMBER.match(name)
    if found:
        held = members(found["key"])
        if not held:
            return f"{found['key']!r} is not a list-valued key of an edition's [rules] table"
        if found["member"] not in held:
            return f"{found['member']!r} is not one of the values {found['key']} holds ({', '.join(held)})"
        return None
    return (f"{name!r} is not a key of an edition's [rules] or [scoring] table, a member of one "
            f"(key[member]), nor one of {', '.join(PARTS)}, deck, cards.<id>.<field>, variants.<id>")


def touched(patch: Mapping[str, Any]) -> set[str]:
    """The parameters a patch of an edition's data (a reading's, as ``spec/rulings`` write
    them) changes: what some topic must govern for the change to be any topic's."""
    out: set[str] = set()
    for part, change in patch.items():
        if part in ("rules", "scoring"):
            out |= set(change)
        elif part in ("players", "display", "piles"):
            out |= {f"{part}.{key}" for key in change}
        elif part == "cards" and isinstance(change, Mapping):
            for cid, entry in change.items():
                fields = set(entry) & {"value", "count", "split"} if isinstance(entry, Mapping) else set()
                out |= {f"cards.{cid}.{f}" for f in fields} or {"deck"}
                if isinstance(entry, Mapping) and set(entry) - fields:
                    out.add("deck")
        elif part == "variants" and isinstance(change, Mapping):
            out |= {f"variants.{vid}" for vid in change}
        else:
            out.add("deck")
    return out


def covers(governed: Iterable[str], name: str) -> bool:
    """Whether parameters ``governed`` take in ``name``: itself, or ``deck`` for one card's
    data, or the whole key for one member of it."""
    mine = set(governed)
    member = MEMBER.match(name)
    return (name in mine or (CARD.match(name) is not None and "deck" in mine)
            or (member is not None and member["key"] in mine))
