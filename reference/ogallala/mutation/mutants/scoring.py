"""Mutants of scoring: which boats, card points, bonuses, booty lines, totem, the winner."""

from __future__ import annotations

from typing import Any

from ...engine import entry as engine, scoring
from ...model.cards import Category, kind_of
from ...model.editions import load
from ...model.state import Span
from ..declare import code, data
from ..patch import Patches


def _bands(edition: str, *changes: dict[str, int]) -> list[dict[str, int]]:
    """The edition's card-point bands with each band's fields changed as given."""
    bands = [b.model_dump(exclude_defaults=False) for b in load(edition).scoring.card_points]
    return [{**band, **change} for band, change in zip(bands, changes, strict=True)]


data("scoring-incomplete-boats-score", "scoring", "scoring.which-boats", ("ass-i", "amigo"),
     "incomplete boats score in ASS-I and Amigo", {"scoring": {"boats": "all"}})
data("scoring-pelikan-complete-only", "scoring", "scoring.which-boats", ("pelikan-1975", "ass-ii"),
     "only complete boats score in Pelikan and Ogallala II", {"scoring": {"boats": "complete"}})
data("scoring-ass-i-long-from-eight", "scoring", "scoring.card-points", ("ass-i",),
     "ASS-I's long boats start at 8 cards, not 9",
     {"scoring": {"card_points": _bands("ass-i", {"max": 7}, {"min": 8})}})
data("scoring-amigo-long-from-nine", "scoring", "scoring.card-points", ("amigo",),
     "Amigo's long boats start at 9 cards, not 8",
     {"scoring": {"card_points": _bands("amigo", {"max": 8}, {"min": 9})}})
data("scoring-pelikan-five-a-card", "scoring", "scoring.card-points", ("pelikan-1975", "ass-ii"),
     "a card in a boat is worth 5 points in Pelikan and Ogallala II, not 10",
     {"scoring": {"card_points": _bands("pelikan-1975", {"per_card": 5})}})
data("scoring-length-bonus-from-six", "scoring", "scoring.length-bonus", ("pelikan-1975", "ass-ii"),
     "the 50-point bonus starts at six cards, not five",
     {"scoring": {"length_bonus": [{"min": 6, "max": 7, "points": 50}, {"min": 8, "max": 10, "points": 100},
                                   {"min": 11, "max": 13, "points": 150}, {"min": 14, "max": 16, "points": 200}]}})
data("scoring-simple-booty-ten", "scoring", "scoring.simple-booty", ("pelikan-1975", "ass-ii"),
     "a simple booty card is worth 10, not 20", {"scoring": {"single": 10}})
data("scoring-amigo-booty-twenty", "scoring", "scoring.simple-booty", ("amigo",),
     "an Amigo booty card is worth 20, not 10", {"scoring": {"single": 20}})
data("scoring-ass-i-repeated-as-single", "scoring", "scoring.repeated-booty", ("ass-i",),
     "a repeated booty card scores as a single one", {"scoring": {"repeated": 1}})
data("scoring-ass-i-single-two", "scoring", "scoring.simple-booty", ("ass-i",),
     "an ASS-I booty card alone earns 2, not 1", {"scoring": {"single": 2}})
data("scoring-ass-i-pair-two", "scoring", "scoring.booty-pair", ("ass-i",),
     "an ASS-I pair earns 2 a card, not 3", {"scoring": {"pair": 2}})
data("scoring-ass-i-suite-five", "scoring", "scoring.booty-suite", ("ass-i",),
     "an ASS-I suite earns 5 a card, not 4", {"scoring": {"suite": 5}})
data("scoring-amigo-pair-twenty", "scoring", "scoring.booty-pair", ("amigo",),
     "an Amigo pair is worth 20, not 40", {"scoring": {"pair": 20}})
data("scoring-pelikan-pair-hundred", "scoring", "scoring.booty-pair", ("pelikan-1975", "ass-ii"),
     "a matched pair is worth 100, not 50", {"scoring": {"pair": 100}})
data("scoring-suite-hundred", "scoring", "scoring.booty-suite", ("pelikan-1975", "ass-ii"),
     "a hunter with his pair is worth 100, not 150", {"scoring": {"suite": 100}})
data("scoring-amigo-suite-hundred", "scoring", "scoring.booty-suite", ("amigo",),
     "an Amigo suite is worth 100, not 90", {"scoring": {"suite": 100}})
data("scoring-suite-replaces-pair", "scoring", "scoring.booty-suite", ("pelikan-1975", "ass-ii"),
     "a suite's halves do not also earn the pair's points", {"scoring": {"suite_and_pair": "suite"}})
data("scoring-lone-halves-score", "scoring", "scoring.lone-half", ("pelikan-1975", "ass-ii"),
     "a lone booty half or person scores like a simple booty card", {"scoring": {"booty_cards": "all"}})


@code("scoring-lone-person-as-simple-booty", "scoring", "scoring.lone-person", ("ass-i", "amigo"),
      "a lone person's score line is filed under simple booty")
def _person_line(p: Patches) -> None:
    p.wrap(scoring, "_lone_rule", lambda real: lambda kind: "scoring.simple-booty" if real(kind) == "scoring.lone-person" else real(kind))


@code("scoring-lone-half-as-simple-booty", "scoring", "scoring.lone-half", ("ass-i", "amigo"),
      "a lone booty half's score line is filed under simple booty")
def _half_line(p: Patches) -> None:
    p.wrap(scoring, "_lone_rule", lambda real: lambda kind: "scoring.simple-booty" if real(kind) == "scoring.lone-half" else real(kind))


@code("scoring-lone-person-scores", "scoring", "scoring.lone-person", ("pelikan-1975", "ass-ii"),
      "a hunter without his pair scores like a simple booty card")
def _lone_person(p: Patches) -> None:
    def make(real: Any) -> Any:
        def boat_lines(edition: Any, row: Any, r: int, boat: Any) -> Any:
            lines = real(edition, row, r, boat)
            if not boat.complete and edition.scoring.booty_boats == "complete":
                return lines
            _, suites = scoring._groups(row, boat, edition.kinds, edition)
            lone = [c for c in boat.columns() if row[c] is not None and c not in suites
                    and edition.kinds[kind_of(row[c])].category is Category.PERSON]
            if not lone:
                return lines
            span = Span(row=r + 1, first=boat.first + 1, last=boat.last + 1)
            return [*lines, scoring.ScoreLine(rule="scoring.lone-person", points=len(lone) * edition.scoring.single,
                                              text="person", boat=span)]
        return boat_lines
    p.wrap(scoring, "boat_lines", make)


data("scoring-person-either-end", "scoring", "scoring.suite-order", ("pelikan-1975", "ass-ii"),
     "the hunter may stand at either end of his pair", {"scoring": {"suite_person": "either-end"}})
data("scoring-person-fore-only", "scoring", "scoring.suite-order", ("ass-i", "amigo"),
     "the person must stand fore of the pair (bow side)", {"scoring": {"suite_person": "fore"}})


@code("scoring-halves-either-way", "scoring", "scoring.suite-order", ("pelikan-1975", "ass-ii", "ass-i", "amigo"),
      "the two halves of a booty piece match either way round")
def _either_way(p: Patches) -> None:
    p.wrap(scoring, "_matched", lambda real: lambda left, right, halves: real(left, right, "any-order"))


data("scoring-ass-i-every-line", "scoring", "scoring.highest-only", ("ass-i",),
     "an ASS-I booty card earns every line it qualifies for, not only the highest",
     {"scoring": {"booty": "cumulative"}})
data("scoring-pelikan-totem-fifty", "scoring", "scoring.totem", ("pelikan-1975",),
     "the totem is worth 50 in Pelikan, not 250", {"scoring": {"totem": 50}})
data("scoring-ass-ii-totem-250", "scoring", "scoring.totem", ("ass-ii",),
     "the totem is worth 250 in Ogallala II, as in Pelikan, not 50", {"scoring": {"totem": 250}})
data("scoring-no-first-three-bonus", "scoring", "scoring.first-three", ("pelikan-1975", "ass-ii"),
     "no bonus for the first player to complete three boats", {"scoring": {"first_three": 0}})
data("scoring-tie-by-boats", "scoring", "scoring.winner", ("pelikan-1975", "ass-ii", "ass-i", "amigo"),
     "a tie on points is won by the player with more complete boats", {"scoring": {"tie_break": "complete-boats"}})


@code("scoring-tie-to-first-seat", "scoring", "scoring.winner", ("pelikan-1975", "ass-ii", "ass-i", "amigo"),
      "a tie is broken in favour of the first player in seat order")
def _first_seat(p: Patches) -> None:
    def make(real: Any) -> Any:
        def score_game(state: Any) -> Any:
            found = real(state)
            return found.model_copy(update={"winners": found.winners[:1]})
        return score_game
    p.wrap(engine, "score_game", make)
