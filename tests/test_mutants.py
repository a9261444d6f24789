"""Deliberately broken copies of the reference engine must be caught by the scenarios.

Each mutant changes one rule, either in the engine's code or in an edition's data, and
the whole scenario suite runs against the mutated engine: at least one scenario must
fail. A mutant that no scenario catches is a rule the suite does not really test.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from ogallala import scoring as scoring_module
from ogallala import tables as tables_module
from ogallala.editions import load as real_load
from ogallala.inprocess import InProcess
from ogallala.rules import attack, placement, special
from ogallala.scenarios.load import all_scenarios
from ogallala.scenarios.run import execute

Patch = Callable[[pytest.MonkeyPatch], None]


def data(editions: tuple[str, ...], rules: dict[str, Any] | None = None, scoring: dict[str, Any] | None = None) -> Patch:
    """A mutant that changes an edition's rule parameters or scoring table."""
    def apply(mp: pytest.MonkeyPatch) -> None:
        def load(edition_id: str):
            ed = real_load(edition_id)
            if edition_id not in editions:
                return ed
            update: dict[str, Any] = {}
            if rules:
                update["rules"] = ed.rules.model_copy(update=rules)
            if scoring:
                update["scoring"] = ed.scoring.model_copy(update=scoring)
            return ed.model_copy(update=update)
        mp.setattr(tables_module, "load", load)
        mp.setattr(scoring_module, "load", load)
    return apply


def equal_strength_may_attack(mp: pytest.MonkeyPatch) -> None:
    real = attack._refusal
    mp.setattr(attack, "_refusal", lambda g, q, r, unit, power, colour: real(g, q, r, unit, power + 1, colour))


def totem_shields_nothing(mp: pytest.MonkeyPatch) -> None:
    mp.setattr(special, "shielded", lambda *args: False)
    mp.setattr(attack, "shielded", lambda *args: False)


def archer_shoots_any_card(mp: pytest.MonkeyPatch) -> None:
    def shoot_actions(g):
        found = [("shoot", q, r + 1, c + 1) for q, r, c, card in special._cards_of_others(g)
                 if not (g.rules.archer_from == "incomplete" and g.boat_at(q, r, c).complete)]
        return found + ([("pass",)] if found and g.rules.archer_optional else [])
    mp.setattr(special, "shoot_actions", shoot_actions)


def crazy_axe_spares_the_totem(mp: pytest.MonkeyPatch) -> None:
    def sink_actions(g):
        return [("sink", r + 1, b.first + 1, b.last + 1) for r, b in g.complete_boats(g.turn)
                if not any(g.kind(x).id == "totem" for x in g.cards_of(g.turn, r, b))]
    mp.setattr(special, "sink_actions", sink_actions)


def free_display_needs_no_touch(mp: pytest.MonkeyPatch) -> None:
    """Every empty space of a free display's box and the ring around it, touching a card or not."""
    real = placement._spot_rows
    mp.setattr(placement, "_spot_rows", lambda g, p, touch=True: real(g, p, False))


MUTANTS: dict[str, Patch] = {
    "a boat of equal strength may be attacked": equal_strength_may_attack,
    "the totem shields nothing": totem_shields_nothing,
    "the archer may shoot any card, booty included": archer_shoots_any_card,
    "Crazy Axe spares a boat with the totem": crazy_axe_spares_the_totem,
    "Amigo's cards need not touch": free_display_needs_no_touch,
    "ASS-I's long boats start at 8 cards, not 9": data(("ass-i",), scoring={"card_points": (
        real_load("ass-i").scoring.card_points[0].model_copy(update={"max": 7}),
        real_load("ass-i").scoring.card_points[1].model_copy(update={"min": 8}),
    )}),
    "the same picture may lie twice in a row": data(("pelikan-1975", "ass-ii", "amigo"), rules={"same_picture": False}),
    "no chained attacks in ASS-I and Amigo": data(("ass-i", "amigo"), rules={"chained_attacks": False}),
    "the lasso may take from complete boats everywhere": data(("ass-i", "amigo"), rules={"lasso_from": "any"}),
    "Pelikan and ASS-II go on after three boats": data(("pelikan-1975", "ass-ii"), rules={"end_at_three": "optional"}),
    "a card already on the mat does not stop the drawing": data(("pelikan-1975", "ass-ii", "amigo"), rules={"stop_on": ("special", "completion")}),
    "incomplete boats score in ASS-I and Amigo": data(("ass-i", "amigo"), scoring={"boats": "all"}),
    "an Amigo pair is worth 20, not 40": data(("amigo",), scoring={"pair": 20}),
    "Amigo has no bow and stern neighbour rule": data(("amigo",), rules={"bow_stern_neighbours": False}),
    "the conquered Indians leave the game in Pelikan": data(("pelikan-1975",), rules={"lost_cards": "out"}),
    "no free turn after a fruitless attack": data(("pelikan-1975", "ass-ii"), rules={"free_turn": False}),
    "the totem is worth 50 in Pelikan": data(("pelikan-1975",), scoring={"totem": 50}),
    "a drawn lasso or archer acts without being placed in Amigo": data(("amigo",), rules={"special_unplaced": True}),
}


@contextmanager
def mutated(patch: Patch) -> Iterator[None]:
    """The engine with ``patch`` applied; the tables built from the editions are built anew
    with it, and again once it is undone."""
    try:
        with pytest.MonkeyPatch.context() as mp:
            patch(mp)
            tables_module.forget()
            yield
    finally:
        tables_module.forget()


def failing_runs() -> set[str]:
    return {run.key for scenario in all_scenarios() for run in scenario.runs()
            if execute(run, InProcess()).status != "passed"}


@pytest.fixture(scope="module")
def unbroken() -> set[str]:
    return failing_runs()


def test_the_unbroken_engine_passes_every_scenario(unbroken: set[str]) -> None:
    assert unbroken == set()


@pytest.mark.parametrize("name", list(MUTANTS))
def test_mutant_is_caught(name: str, unbroken: set[str]) -> None:
    with mutated(MUTANTS[name]):
        caught = failing_runs() - unbroken
    assert caught, f"no scenario notices: {name}"
