"""The editions as data: the deck sizes and splits the rulebooks print."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from ogallala.commands.cli import main
from ogallala.model.editions import EDITION_IDS, all_editions, load

PRINTED = {"pelikan-1975": 98, "ass-ii": 98, "ass-i": 134, "amigo": 112}


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_deck_size_is_the_printed_one(edition: str) -> None:
    ed = load(edition)
    assert ed.deck.size == PRINTED[edition]
    assert len(ed.full_deck()) == PRINTED[edition]


def test_amigo_groups_add_up_to_66_34_12() -> None:
    ed = load("amigo")
    deck = Counter(ed.kinds[c].category.value for c in ed.full_deck())
    empty = deck["empty-bow"] + deck["empty-stern"]
    booty = deck["simple-booty"] + deck["paired-booty"] + deck["person"]
    assert (empty, booty, 112 - empty - booty) == (12, 34, 66)


def test_ass_i_reserve_variants_change_the_deck() -> None:
    ed = load("ass-i")
    assert len(ed.full_deck(("extra-lasso-archer",))) == 138
    assert len(ed.full_deck(("empty-sections",))) == 138
    assert len(ed.full_deck(("no-crazy-axes",))) == 130
    assert Counter(ed.full_deck(("indian-ends",)))["bow1"] == 12


@pytest.mark.parametrize("edition", ["ass-i", "amigo"])
def test_two_tribes_split_every_coloured_kind_evenly(edition: str) -> None:
    ed = load(edition)
    counts = ed.counts(("tribes",))
    a, b = ed.tribes.colours
    coloured = {t.split(".")[0] for t in counts if "." in t}
    assert coloured and all(counts[f"{k}.{a}"] == counts[f"{k}.{b}"] for k in coloured)
    assert sum(counts.values()) == PRINTED[edition]


def test_every_card_cites_a_source_or_a_ruling() -> None:
    for ed in all_editions():
        for entry in ed.cards:
            assert entry.sources or entry.ruling, f"{ed.id} {entry.id}"


def test_editions_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["editions", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert {e["id"]: e["deck_size"] for e in listed} == PRINTED
    assert {e["id"]: e["players"] for e in listed}["amigo"] == [2, 5]
    assert all(e["title"] and e["sources"] for e in listed)
