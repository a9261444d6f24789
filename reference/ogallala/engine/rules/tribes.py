"""The two-tribe variant's questions about boats of both tribes (rule variant.two-tribes).

A boat holds Indians of one tribe only, as far as placing cards goes; but a removal (a
lasso or an archer taking a bow, an attack or Crazy Axe taking a whole boat) can join the
cards on either side into one boat that holds both, and so can a suite shift where it is
not bound by the rules it pushes cards past (ruling shift-pushed-cards). Ruling mixed-boats
says what such a boat is: of both tribes, so that it attacks and is attacked only where no
tribe is shared; of either tribe, so that it attacks and is attacked by both; or not to be
made at all by a removal. Every answer here is a set of colours, never one colour picked
from a set, so that the answer does not depend on the order a set is walked in.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..game import Game
from ..tables import Row


def colours(g: Game, cards: Iterable[str]) -> frozenset[str]:
    """The tribe colours among ``cards`` (none without the variant, none for colourless cards)."""
    return frozenset(c for c in (g.colour(x) for x in cards) if c is not None)


def may_attack(g: Game, mine: frozenset[str], theirs: frozenset[str] | set[str]) -> bool:
    """rule variant.two-tribes (ruling mixed-boats): whether a boat of the tribes ``mine``
    may attack a boat (or section) of the tribes ``theirs``. A boat of one tribe attacks
    only the other tribe or a boat without Indians; a boat of both tribes either shares a
    tribe with every boat that has Indians (both-tribes, removal-refused: it attacks, and is
    attacked by, boats without Indians only), or counts as each of its tribes in turn
    (either-tribe: it attacks, and is attacked by, a boat of either tribe)."""
    if not mine or not theirs:
        return True
    if g.rules.mixed_boats == "either-tribe":
        return any(a != b for a in mine for b in theirs)
    return not mine & theirs


def _mixed(g: Game, row: Row) -> int:
    """How many boats of the row hold Indians of both tribes."""
    found = 0
    for boat in g.row_boats(row):
        if len(colours(g, (x for x in row[boat.first : boat.last + 1] if x is not None))) > 1:
            found += 1
    return found


def removal_mixes(g: Game, row: Row, columns: Iterable[int]) -> bool:
    """ruling mixed-boats, removal-refused: whether taking the cards at these 0-based
    columns off the row would join boats into one of both tribes (a removal that the
    reading forbids). Always false elsewhere, and without the variant."""
    if not g.tribes or g.rules.mixed_boats != "removal-refused":
        return False
    after = list(row)
    for c in columns:
        after[c] = None
    return _mixed(g, tuple(after)) > _mixed(g, row)
