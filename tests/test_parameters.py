"""The edition data a topic governs (``ogallala.model.parameters``, ``parameter_values``)
and the engine playing mixed data (``editions.played_instead``, ``engine.patched``)."""

from __future__ import annotations

import itertools

import pytest

from ogallala.engine import entry as engine
from ogallala.engine.patched import playing
from ogallala.model import parameter_values, parameters
from ogallala.model.edition_parts import Cited, Rules, Scoring
from ogallala.model.editions import EDITION_IDS, load, patched, played_instead
from ogallala.model.readings import ReadingError
from ogallala.model.spec import load_spec


@pytest.mark.parametrize(("name", "wrong"), [
    ("stop_on", None), ("pair", None), ("stop_on[completion]", None), ("display.wide", None), ("deck", None),
    ("cards.totem.split", None), ("variants.tribes", None),
    ("stop_on[sometimes]", "not one of the values stop_on holds"),
    ("lost_cards[out]", "not a list-valued key"),
    ("display.colour", "is not a key of an edition's [rules] or [scoring] table"),
    ("cards.totem.name", "is not a key"),
])
def test_a_parameter_name_is_checked(name: str, wrong: str | None) -> None:
    found = parameters.problem(name)
    assert (found is None) if wrong is None else (found is not None and wrong in found)


def test_a_topic_naming_no_parameter_is_refused_at_load() -> None:
    from ogallala.model.spec.models import Rule

    entry = {"statement": "x", "sources": [{"file": "002_14c2316660069823.txt", "quote": "Spieler: 2 - 5"}]}
    with pytest.raises(ValueError, match="stop_on holds"):
        Rule.model_validate({"id": "turn.stop-drawing", "title": "t", "parameters": ["stop_on[never]"],
                             "editions": {"amigo": entry}})


def test_values_are_read_from_the_edition_data() -> None:
    pelikan, amigo = load("pelikan-1975"), load("amigo")
    # 002: "Spieler: 2 - 5"; 000: "2 à 4 joueurs"
    assert parameter_values.value(amigo, "players.max") == 5 and parameter_values.value(pelikan, "players.max") == 4
    # 002 « oder ein Boot vervollständigt hat » ends the drawing; 000 stops only at a card already owned
    assert parameter_values.value(amigo, "stop_on[completion]") is True
    assert parameter_values.value(pelikan, "stop_on[completion]") is False
    assert parameter_values.value(pelikan, "cards.axe.count") is None  # no Crazy Axe in Pelikan
    deck = parameter_values.value(amigo, "deck")
    assert sum(count for _, count, _ in deck) == 112  # 002: "112 Spielkarten"


def _names() -> list[str]:
    return sorted({n for rule in load_spec().rules for n in rule.governed})


def test_a_patch_gives_exactly_the_other_editions_values() -> None:
    """For every parameter a topic governs and every two editions: the first edition's data
    patched takes the second's value, and every other parameter keeps the first's."""
    names = _names()
    checked = 0
    for a, b in itertools.permutations(EDITION_IDS, 2):
        one, other = load(a), load(b)
        for name in names:
            if parameter_values.value(one, name) == parameter_values.value(other, name):
                assert parameter_values.patch([name], one, other) == {}
                continue
            try:
                mixed = patched(a, parameter_values.patch([name], one, other))
            except ValueError:
                continue  # the whole deck of one edition does not fit another's variants, say
            checked += 1
            assert parameter_values.value(mixed, name) == parameter_values.value(other, name), (a, b, name)
            for rest in names:
                if rest != name and not parameters.covers([name], rest) and not parameters.covers([rest], name) \
                        and not (name == "deck" and rest.startswith("cards.")):
                    assert parameter_values.value(mixed, rest) == parameter_values.value(one, rest), (a, b, name, rest)
    assert checked > 200


def test_two_members_of_one_list_are_patched_together() -> None:
    pelikan, amigo = load("pelikan-1975"), load("amigo")
    patch = parameter_values.patch(["stop_on[completion]", "stop_on[special]"], pelikan, amigo)
    assert patch == {"rules": {"stop_on": ["duplicate", "completion", "special"]}}


def test_what_a_patch_touches() -> None:
    assert parameters.touched({"rules": {"stop_on": []}, "scoring": {"pair": 1}}) == {"stop_on", "pair"}
    assert parameters.touched({"display": {"wide": 16}, "piles": {"count": 3}}) == {"display.wide", "piles.count"}
    assert parameters.touched({"cards": {"totem": {"split": [1, 1]}}}) == {"cards.totem.split"}
    assert parameters.touched({"cards": {"bow": False}}) == {"deck"}
    assert parameters.touched({"variants": {"tribes": {"remove": {}}}}) == {"variants.tribes"}
    assert parameters.covers(["deck"], "cards.totem.split") and parameters.covers(["stop_on"], "stop_on[special]")
    assert not parameters.covers(["stop_on[special]"], "stop_on")


# -- the mapping from topics to the edition data they govern, checked ------------------------


def test_every_rule_parameter_is_governed_by_a_topic() -> None:
    governed = {n for rule in load_spec().rules for n in rule.governed}
    keys = [n for model in (Rules, Scoring) for n in model.model_fields if n not in Cited.model_fields]
    orphans = [k for k in keys if not parameters.covers(governed, k)]
    assert not orphans, f"no topic governs {orphans}: name them in a topic's parameters (spec/rules)"


def test_what_every_reading_changes_is_governed_by_a_topic() -> None:
    spec = load_spec()
    governed = {n for rule in spec.rules for n in rule.governed}
    loose = sorted({f"{r.id}: {n}" for r in spec.rulings for a in r.alternatives
                    for part in (a.patch, *a.patch_by_edition.values()) for n in parameters.touched(part)
                    if not parameters.covers(governed, n)})
    assert not loose, loose


def test_the_cards_and_variants_a_topic_names_exist() -> None:
    named = 0
    for rule in load_spec().rules:
        for name in rule.governed:
            kind, _, rest = name.partition(".")
            if kind in ("cards", "variants"):
                wanted = rest.split(".")[0]
                named += 1
                assert any(wanted in {x.id for x in getattr(load(e), kind)} for e in EDITION_IDS), (rule.id, name)
    assert named


# -- other data played in an edition's place -------------------------------------------------


def test_load_gives_the_data_put_in_place_only_inside_the_block() -> None:
    mixed = patched("pelikan-1975", {"players": {"max": 5}})
    with played_instead({"pelikan-1975": mixed}):
        assert load("pelikan-1975") is mixed
        assert load("amigo").players.max == 5 and load("ass-ii").players.max == 4
        with pytest.raises(ReadingError, match="takes no readings"):
            load("pelikan-1975", {"tie-winner": "tie-break"})
        with pytest.raises(RuntimeError, match="do not nest"), played_instead({"amigo": mixed}):
            pass
    assert load("pelikan-1975").players.max == 4


def test_the_engine_plays_the_data_put_in_place_and_its_own_again_after() -> None:
    five = ["North", "East", "South", "West", "Centre"]
    with pytest.raises(engine.SetupError):
        engine.start("pelikan-1975", five, seed=1)
    with playing({"pelikan-1975": patched("pelikan-1975", {"players": {"max": 5}})}):
        game = engine.start("pelikan-1975", five, seed=1)
        assert len(game.players) == 5
    with pytest.raises(engine.SetupError):
        engine.start("pelikan-1975", five, seed=1)


def test_a_mixed_deck_is_counted_from_its_own_data() -> None:
    mixed = patched("pelikan-1975", parameter_values.patch(["deck"], load("pelikan-1975"), load("amigo")))
    assert sum(mixed.counts().values()) == 112 and sum(load("pelikan-1975").counts().values()) == 98
