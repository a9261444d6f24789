"""Card kinds and their categories.

A *kind* is what a card shows (``furs``, ``i2``, ``bear-f``); a *card* is one physical card
of a kind, written as the kind's id, with the tribe colour appended (``i2.red``) when the
two-tribe variant is played. Cards travel through the engine as plain strings: they are
compared, counted and hashed millions of times in a random game, and the string is
already the notation token.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from pydantic import BaseModel, ConfigDict

__all__ = ["BOOTY", "BOWS", "EMPTY", "STERNS", "CardKind", "Category", "Half", "colour_of", "kind_of",
           "may_neighbour"]


class Category(str, Enum):
    """What part a card plays in a boat; the categories named by the rulebooks."""

    EMPTY_BOW = "empty-bow"
    EMPTY_STERN = "empty-stern"
    EMPTY_SECTION = "empty-section"
    INDIAN_BOW = "indian-bow"
    INDIAN_STERN = "indian-stern"
    INDIAN = "indian"
    SPECIAL = "special"
    SIMPLE_BOOTY = "simple-booty"
    PAIRED_BOOTY = "paired-booty"
    PERSON = "person"


BOWS = frozenset({Category.EMPTY_BOW, Category.INDIAN_BOW})
STERNS = frozenset({Category.EMPTY_STERN, Category.INDIAN_STERN})
BOOTY = frozenset({Category.SIMPLE_BOOTY, Category.PAIRED_BOOTY, Category.PERSON})
EMPTY = frozenset({Category.EMPTY_BOW, Category.EMPTY_STERN, Category.EMPTY_SECTION})


class Half(str, Enum):
    """Which half of a two-card booty picture a card shows."""

    FRONT = "front"
    REAR = "rear"


class CardKind(BaseModel):
    """One kind of card as an edition's deck holds it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    """Stable English id; also the card's token in the notation."""
    category: Category
    names: tuple[str, ...]
    """The kind's names in the edition's source language, as printed in the rulebook."""
    value: int | None = None
    """Combat value; ``None`` for cards that carry no number."""
    indians: bool = False
    """Whether the card shows one or more Red Indians (archer targets, attack losses)."""
    suite: str | None = None
    """For paired booty and persons: the suite they belong to (``bear``, ``gold`` ...)."""
    half: Half | None = None
    """For paired booty: the front (bow side, left) or rear (stern side, right) half."""

    @property
    def is_bow(self) -> bool:
        # BOWS, compared by identity: a set lookup hashes the enum member in Python
        return self.category is Category.EMPTY_BOW or self.category is Category.INDIAN_BOW

    @property
    def is_stern(self) -> bool:
        # STERNS, compared by identity (as ``is_bow``)
        return self.category is Category.EMPTY_STERN or self.category is Category.INDIAN_STERN

    @property
    def is_booty(self) -> bool:
        # BOOTY, compared by identity (as ``is_bow``)
        c = self.category
        return c is Category.SIMPLE_BOOTY or c is Category.PAIRED_BOOTY or c is Category.PERSON

    @property
    def is_empty(self) -> bool:
        # EMPTY, compared by identity (as ``is_bow``)
        c = self.category
        return c is Category.EMPTY_BOW or c is Category.EMPTY_STERN or c is Category.EMPTY_SECTION

    @property
    def has_tribe(self) -> bool:
        """Whether the card carries a coloured number, i.e. belongs to a tribe."""
        return self.value is not None


class Ends(Protocol):
    """What ``may_neighbour`` reads of a card kind: a ``CardKind``, or the engine's table row for it."""

    @property
    def is_bow(self) -> bool: ...

    @property
    def is_stern(self) -> bool: ...


def may_neighbour(left: Ends, right: Ends) -> bool:
    """Amigo's rule placement.bow-stern-neighbours for two cards side by side: left of a bow
    lies only a stern, right of a stern only a bow."""
    return not (right.is_bow and not left.is_stern or left.is_stern and not right.is_bow)


def kind_of(card: str) -> str:
    """The kind id of a card token: ``i2.red`` -> ``i2``."""
    dot = card.find(".")
    return card if dot < 0 else card[:dot]


def colour_of(card: str) -> str | None:
    """The tribe colour of a card token, or ``None``: ``i2.red`` -> ``red``."""
    dot = card.find(".")
    return None if dot < 0 else card[dot + 1 :]
