"""Readings with a parameter: where the texts fix only totals, an engine states its split.

Most readings are an alternative's id (``reshuffle-termination=displays-grew``). Where a
rulebook prints only how many cards a group holds (Amigo: "66 Indianerkarten 34 Beutekarten
12 leere Bug- und Heckkarten"), an alternative may take the split as a parameter
(``takes = "counts"`` in the register): the reading is then the id with the counts after it,

    amigo-deck-split=declared(bow=6,stern=6,bow1=4+4,stern1=4+4,i1=5+5,...)

every kind of the alternative's ``totals`` named once, a kind whose cards carry a tribe
colour as ``red+black``, the others as one number. The counts must keep each group's total;
the reference engine then plays the deck they make (a patch of the edition's card list, as
any reading's), so an engine is tested with the deck it states.

The canonical form lists the kinds in the order of the totals, without spaces, so that two
states of the same game compare equal however the engine wrote its split.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .spec.models import Alternative

Counts = dict[str, tuple[int, tuple[int, int] | None]]
"""kind -> (count, (first colour, second colour) or None for a kind without colours)."""

VALUE = re.compile(r"^(?P<id>[a-z0-9]+(?:-[a-z0-9]+)*)(?:\((?P<parameter>[^()]*)\))?$")
ENTRY = re.compile(r"^(?P<kind>[a-z][a-z0-9]*(?:-[a-z0-9]+)*)=(?P<first>\d{1,4})(?:\+(?P<second>\d{1,4}))?$")
PARAMETER_MAX = 2000
"""Longest parameter read (a whole Amigo split is about 200 characters)."""


class ParameterError(ValueError):
    """A parameter that is not a split of the alternative's totals; says what and where."""


def split(value: str) -> tuple[str, str | None]:
    """A reading's value as (alternative id, parameter or None); a value that is not of the
    form ``id`` or ``id(parameter)`` is returned whole, as an id no ruling has."""
    found = VALUE.match(value) if len(value) <= PARAMETER_MAX else None
    if found is None:
        return value, None
    return found["id"], found["parameter"]


def parse(text: str, alternative: Alternative, coloured: frozenset[str]) -> Counts:
    """The counts a parameter states; raises ``ParameterError`` naming the first problem.
    ``coloured``: the kinds whose cards carry a tribe colour in the edition played."""
    kinds = [kind for total in alternative.totals for kind in total.kinds]
    found: Counts = {}
    for entry in (e.strip() for e in text.split(",")):
        m = ENTRY.match(entry)
        if m is None:
            raise ParameterError(f"{entry!r} is not KIND=COUNT or KIND=RED+BLACK")
        kind = m["kind"]
        if kind not in kinds:
            raise ParameterError(f"{kind!r} is not a kind whose count may be stated (those are {', '.join(kinds)})")
        if kind in found:
            raise ParameterError(f"{kind} is stated twice")
        if kind in coloured:
            if m["second"] is None:
                raise ParameterError(f"{kind} carries a tribe colour: state it as red+black, e.g. {kind}={m['first']}+0")
            colours = (int(m["first"]), int(m["second"]))
            found[kind] = (sum(colours), colours)
        else:
            if m["second"] is not None:
                raise ParameterError(f"{kind} carries no tribe colour: state one number")
            found[kind] = (int(m["first"]), None)
    missing = [kind for kind in kinds if kind not in found]
    if missing:
        raise ParameterError(f"every kind is stated: {', '.join(missing)} missing")
    for total in alternative.totals:
        counted = sum(found[kind][0] for kind in total.kinds)
        if counted != total.total:
            raise ParameterError(f"the {total.group} add up to {counted}, not {total.total}")
    return found


def canonical(counts: Counts, alternative: Alternative) -> str:
    """The parameter as written back: every kind in the order of the totals."""
    parts = []
    for total in alternative.totals:
        for kind in total.kinds:
            count, colours = counts[kind]
            parts.append(f"{kind}={colours[0]}+{colours[1]}" if colours else f"{kind}={count}")
    return ",".join(parts)


def patch(counts: Counts) -> dict[str, Any]:
    """The edition data the counts make: each kind's count (and colours), a kind of none
    left out of the deck."""
    cards: dict[str, Any] = {}
    for kind, (count, colours) in counts.items():
        if not count:
            cards[kind] = False
        elif colours is None:
            cards[kind] = {"count": count}
        else:
            cards[kind] = {"count": count, "split": list(colours)}
    return {"cards": cards}
