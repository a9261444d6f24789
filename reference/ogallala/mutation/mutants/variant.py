"""Mutants of the variants: two tribes, the wide mat, the reserve cards."""

from __future__ import annotations

from ...engine.rules import attack, placement
from ..declare import code, data
from ..patch import Patches


@code("variant-tribes-mix-in-a-boat", "variant", "variant.two-tribes", ("ass-i", "amigo"),
      "with two tribes, Indians of both colours may be placed in one boat")
def _mix(p: Patches) -> None:
    p.replace(placement, "_tribe_violation", lambda g, before, after, col, card: None)


@code("variant-tribes-attack-own-colour", "variant", "variant.two-tribes", ("ass-i", "amigo"),
      "with two tribes, a boat may attack a boat of its own colour")
def _own_colour(p: Patches) -> None:
    p.replace(attack, "_colours", lambda g, q, r, unit, cards: set())


data("variant-ass-i-wide-15", "variant", "variant.wide-mat", ("ass-i", "ass-ii"),
     "the wide mat has 15 spaces, not 16", {"display": {"wide": 15}})
data("variant-extra-archers-only", "variant", "variant.reserve-cards", ("ass-ii", "ass-i"),
     "the reserve adds two archers but no lasso throwers",
     {"variants": {"extra-lasso-archer": {"add": {"lasso": [0, 0]}}}})
data("variant-indian-ends-keep-empties", "variant", "variant.reserve-cards", ("ass-ii",),
     "with the Indian bows and sterns, the empty ones stay in the deck too",
     {"variants": {"indian-ends": {"remove": {"bow": 0, "stern": 0}}}})
data("variant-no-totem-removes-one", "variant", "variant.reserve-cards", ("ass-ii", "ass-i"),
     "without the totems, only one totem is taken out", {"variants": {"no-totem": {"remove": {"totem": 1}}}})
