"""What a card looks like: a face per card token, from its kind in the edition's deck.

A face says nothing about where the card lies; ``cards.draw_card`` puts it on the page.
Colours follow the printed cards where the rulebooks describe them (red and blue or red
and black tribe numbers, booty suites by their picture) and are otherwise chosen to be
told apart at a glance; every face also carries its words, so colour is never the only
way to read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..model.cards import CardKind, Category, Half, colour_of, kind_of
from ..model.editions import Edition

Shape = Literal["bow", "stern", "section", "plain"]
Emblem = Literal["value", "totem", "booty", "person", "none"]

TRIBE_INK = {"red": "#c62828", "blue": "#1d4ed8", "black": "#111111"}
"""The colour of a tribe's numbers (two-tribe variant)."""

NEUTRAL_INK = "#5d4037"
"""The numbers' colour when the tribes are not played (the rulebooks say to ignore it)."""

SUITE_FILL = {"cannon": "#b0bec5", "bear": "#bcaaa4", "buffalo": "#d7ccc8", "wood": "#a5d6a7",
              "gold": "#ffe082", "horse": "#ffccbc"}
"""Background of the cards of each booty suite (both halves and the person)."""

PAPER, HULL, BOOTY, SPECIAL = "#fffaf0", "#8d6e63", "#fff3c4", "#ede7f6"

SHORT = {"bear-hunter": "hunter", "buffalo-hunter": "hunter", "gold-digger": "digger", "lumberjack": "lumberj.",
         "firewater": "firewat."}
"""Labels shortened to fit a card; the card's title keeps the full token and name."""

CATEGORY_WORDS = {
    Category.EMPTY_BOW: "empty bow", Category.EMPTY_STERN: "empty stern", Category.EMPTY_SECTION: "empty canoe section",
    Category.INDIAN_BOW: "bow with an Indian", Category.INDIAN_STERN: "stern with an Indian",
    Category.INDIAN: "Red Indian card", Category.SPECIAL: "special card", Category.SIMPLE_BOOTY: "simple booty",
    Category.PAIRED_BOOTY: "booty half", Category.PERSON: "person of a booty suite",
}


@dataclass(frozen=True)
class Face:
    token: str
    """The card as the notation writes it (``i2.red``)."""
    shape: Shape
    """The canoe part the card shows: bow (pointed left), stern (pointed right), a section."""
    fill: str
    label: str
    """One or two words drawn on the card."""
    value: int | None
    """The combat value, drawn in a circle in the tribe's colour."""
    ink: str
    emblem: Emblem = "none"
    """What the upper half shows: the combat value, a totem pole, booty's lozenge, a person."""
    half: Half | None = None
    """For a booty half: which half of the picture, drawn as a half disc on the joining edge."""
    description: str = ""
    """The card in words, for its ``<title>`` (screen readers, tooltips)."""


def face(token: str, edition: Edition) -> Face:
    """The face of ``token`` in ``edition``; an unknown token gets a plain face with its text."""
    kind: CardKind | None = edition.kinds.get(kind_of(token))
    colour = colour_of(token)
    ink = TRIBE_INK.get(colour or "", NEUTRAL_INK)
    if kind is None:
        return Face(token, "plain", "#eeeeee", token, None, ink, description=f"{token}: not a card of {edition.id}")
    words = [CATEGORY_WORDS[kind.category]]
    if kind.value is not None:
        words.append(f"combat value {kind.value}")
    if colour:
        words.append(f"{colour} tribe")
    if kind.suite:
        words.append(f"{kind.suite} suite" + (f", {kind.half.value} half" if kind.half else ""))
    name = kind.names[0] if kind.names else kind.id
    description = f"{token}: {name} ({', '.join(words)})"
    label = SHORT.get(kind.id, kind.id)
    shape: Shape = "plain"
    fill = PAPER
    if kind.category in (Category.EMPTY_BOW, Category.INDIAN_BOW):
        shape = "bow"
    elif kind.category in (Category.EMPTY_STERN, Category.INDIAN_STERN):
        shape = "stern"
    elif kind.category is Category.EMPTY_SECTION:
        shape = "section"
    elif kind.category is Category.SIMPLE_BOOTY:
        fill = BOOTY
    elif kind.category in (Category.PAIRED_BOOTY, Category.PERSON):
        fill = SUITE_FILL.get(kind.suite or "", BOOTY)
    elif kind.category is Category.SPECIAL:
        fill = SPECIAL
    value = kind.value if kind.value else None
    emblem: Emblem = "value" if value is not None else "none"
    if kind.id == "totem":
        emblem = "totem"
    elif kind.category is Category.SIMPLE_BOOTY:
        emblem = "booty"
    elif kind.category is Category.PERSON:
        emblem = "person"
    return Face(token, shape, fill, label, value, ink, emblem, kind.half, description)
