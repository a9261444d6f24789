"""An edition's data in words: the card list, display, piles and scoring table of its rulebook.

The edition files hold these as typed values for the engine; the rulebook documents need
them as sentences and table rows a player can read.
"""

from __future__ import annotations

from typing import Any

from ..model.editions import Band, Edition

_BOOTY_RULE = {
    "additive": "every booty line scores on top of the others",
    "highest": "only the highest applicable booty line counts for each card",
    "cumulative": "every booty line a card qualifies for is added up",
    "replace": "a pair or suite scores its points instead of its cards' single points",
}
_DISCARD = {"none": "no discard pile", "face-down": "a face-down discard pile", "face-up": "a face-up discard pile"}
_SUITE_PERSON = {
    "fore": "the person directly fore of the pair",
    "either-end": "the person directly at either end of the pair",
    "any-order": "the three cards side by side in any order",
}


def _band(band: Band, complete: bool) -> tuple[str, str]:
    size = f"{band.min}–{band.max} cards"
    if band.per_card:
        return f"Each card of a {'complete ' if complete else ''}boat of {size}", f"{band.per_card} per card"
    return f"A complete boat of {size}", str(band.points)


def scoring_lines(edition: Edition) -> list[tuple[str, str]]:
    """The scoring table of an edition as (what, points) lines, in the rulebooks' order."""
    s = edition.scoring
    complete = s.boats == "complete"
    lines = [("Boats that score", "complete boats only" if complete else "every boat, complete or not")]
    if len(s.card_points) == 1:
        lines.append((f"Each card in a {'complete ' if complete else ''}boat", f"{s.card_points[0].per_card}"))
    else:
        lines += [_band(b, complete) for b in s.card_points]
    lines += [_band(b, True) for b in s.length_bonus]
    lines.append(("Each single booty card", str(s.single)))
    if s.repeated:
        lines.append(("Each booty card present more than once in the boat", str(s.repeated)))
    lines.append(("A matching pair of booty halves", f"{s.pair}{' per card' if s.booty == 'highest' else ''}"))
    person = _SUITE_PERSON[s.suite_person]
    lines.append((f"A suite of three: pair and {person}", f"{s.suite}{' per card' if s.booty == 'highest' else ''}"))
    if s.totem:
        lines.append(("Each totem pole", str(s.totem)))
    if s.first_three:
        lines.append(("The first player to complete three boats", str(s.first_three)))
    lines.append(("How booty lines combine", _BOOTY_RULE[s.booty]))
    return lines


def card_rows(edition: Edition) -> list[dict[str, Any]]:
    """The complete card list: the deck's entries, then each suite's halves and person."""
    entries = {c.id: c for c in edition.cards}
    rows = []
    for kind in edition.kinds.values():
        entry = entries.get(kind.id)
        rows.append({
            "id": kind.id,
            "category": kind.category.value,
            "names": " / ".join(kind.names) or "—",
            "value": "—" if kind.value is None else kind.value,
            "count": entry.count if entry else 1,
            "split": " + ".join(map(str, entry.split)) if entry and entry.split else "—",
            "ruling": entry.ruling if entry else None,
        })
    return rows


def display_text(edition: Edition) -> str:
    d = edition.display
    if d.kind == "free":
        return f"No mat: a free display at most {d.rows} cards high and {d.width} cards wide."
    wide = f" (or {d.wide} with the wide variant)" if d.wide else ""
    return f"A river mat per player of {d.rows} rows of {d.width} spaces{wide}."


def piles_text(edition: Edition) -> str:
    count = edition.piles.count
    piles = "one face-down draw pile" if count == 1 else f"{count} face-down draw stacks"
    return f"{piles[0].upper()}{piles[1:]}; {_DISCARD[edition.piles.discard]}."
