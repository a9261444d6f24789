"""Whether editions play a topic alike, from what belongs to the topic (``documents.behaviour``),
where a scenario's difference comes from (``documents.isolation``), and the table of
differences that shows them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ogallala.documents.behaviour import behaviour, behaviours
from ogallala.documents.compare import normalise_statement
from ogallala.documents.isolation import Player, comparisons, situated
from ogallala.model import parameter_values
from ogallala.model.editions import EDITION_IDS, load
from ogallala.model.spec import load_spec
from ogallala.scenarios.load import all_scenarios

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _letters(topic: str) -> str:
    """The row of the table for ``topic``: one letter per edition, "-" where it is absent."""
    found = behaviour(load_spec().rules_by_id[topic], load_spec())
    return "".join("ABCD"[found.groups[e]] if e in found.groups else "-" for e in EDITION_IDS)


def test_a_topic_worded_differently_but_played_alike_is_the_same() -> None:
    spec = load_spec()
    order = behaviour(spec.rules_by_id["turn.order"], spec)
    assert order.verdict == "same" and order.worded_differently
    assert set(order.groups.values()) == {0}


def test_a_parameter_that_differs_makes_the_topic_differ() -> None:
    spec = load_spec()
    targets = behaviour(spec.rules_by_id["attack.targets"], spec)
    assert load("amigo").rules.attack_targets != load("pelikan-1975").rules.attack_targets
    assert targets.verdict == "differs"
    assert any(e.kind == "parameter" and e.name == "attack_targets" and not e.same for e in targets.evidence)
    assert targets.groups["amigo"] != targets.groups["pelikan-1975"]


def test_a_topic_missing_from_an_edition_differs() -> None:
    spec = load_spec()
    double = behaviour(spec.rules_by_id["attack.double"], spec)
    assert double.verdict == "differs" and set(double.missing) == {"ass-i", "amigo"}


# -- the table held to the statements ----------------------------------------------------------


def _pairs(editions: list[str]) -> list[tuple[str, str]]:
    return [(a, b) for i, a in enumerate(editions) for b in editions[i + 1:]]


def test_same_statements_and_parameters_are_always_marked_alike() -> None:
    """Two editions that state a topic in the same words, rest it on the same decisions and
    give every parameter it governs the same value play it alike: never different letters."""
    spec = load_spec()
    checked = 0
    for rule in spec.rules:
        found = behaviour(rule, spec)
        editions = [e for e in EDITION_IDS if e in rule.editions]
        for a, b in _pairs(editions):
            if normalise_statement(rule.editions[a].statement) != normalise_statement(rule.editions[b].statement):
                continue
            shared = set(rule.editions[a].rulings) & set(rule.editions[b].rulings)
            if any(spec.rulings_by_id[r].decisions.get(a) != spec.rulings_by_id[r].decisions.get(b) for r in shared):
                continue
            if any(parameter_values.value(load(a), p) != parameter_values.value(load(b), p) for p in rule.governed):
                continue
            checked += 1
            assert found.groups[a] == found.groups[b], f"{rule.id}: {a} and {b} state and set it alike"
    assert checked >= 20


def test_every_difference_names_evidence_that_belongs_to_the_topic() -> None:
    """A pair of editions marked apart is marked so by the topic's own parameter values, a
    ruling of both its entries decided differently, or a scenario tagged with it whose
    difference the topic's parameters carry; never by anything else."""
    spec = load_spec()
    tags = {s.id: s.topics for s in all_scenarios()}
    traced = {(c.scenario.id, c.editions): c for c in comparisons() if not c.same}
    for rule in spec.rules:
        found = behaviour(rule, spec)
        for item in found.differing():
            a, b = item.editions
            assert found.groups[a] != found.groups[b], f"{rule.id}: {a}, {b} differ by {item.name} but share a letter"
            if item.kind == "parameter":
                assert item.name in rule.governed
                assert parameter_values.value(load(a), item.name) != parameter_values.value(load(b), item.name)
            elif item.kind == "ruling":
                assert item.name in rule.editions[a].rulings and item.name in rule.editions[b].rulings
                decisions = spec.rulings_by_id[item.name].decisions
                assert decisions[a] != decisions[b]
            else:
                assert item.kind == "scenario" and rule.id in tags[item.name]
                assert rule.id in traced[(item.name, (a, b))].sources, f"{rule.id}: {item.name} is another topic's"
        apart = {frozenset(e.editions) for e in found.differing()}
        for a, b in _pairs(list(found.groups)):
            if found.groups[a] != found.groups[b] and frozenset((a, b)) not in apart:
                assert found.verdict != "same"


# -- the rows issue 25 found wrong or misleading, from the rulebooks ----------------------------

ROWS = {
    # 000 « il peut lutter », 003 "it can attack" / "you may go a-pirating", 002 « darf (muss aber
    # nicht) »: optional in all four; Amigo's pass hands the turn on through its drawing rules
    "attack.optional": "AAAA",
    # the player with the most points wins in every rulebook (ruling tie-winner alike)
    "scoring.winner": "AAAA",
    # 000 « Le plus court se compose de 2 », 003 and 002 « nur aus Bug- und Heckkarte »
    "boats.smallest": "AAAA",
    # 002 « Bei der Wertung zählen nur die vollständigen Boote », 003 (Ogallala I) likewise; every
    # boat scores in Pelikan and Ogallala II
    "scoring.which-boats": "AABB",
    # the person fore of the pair (Pelikan, Ogallala II) or at either end (Ogallala I, Amigo)
    "scoring.suite-order": "AABB",
    # a gap divides only in Amigo (« zwei oder mehr Felder »); the mats never divide
    "boats.composition": "AAAB",
    # Amigo may discard the last card drawn (« nicht legen will »); the others place it
    "turn.last-card": "AAAB",
    # leftovers stay (000, 003 "He must leave all other cards"), are out of the game (003
    # "out of the game"), or go to the discard pile (002 « Ewigen Jagdgründe »)
    "attack.leftovers": "AABC",
    # 000 « toutes les cartes portant des dessins d'hommes », 003 Ogallala I "into the game
    # box", 002: every card not laid goes to the Eternal Hunting Grounds
    "attack.losers": "AABC",
    # the free turn (000 « il en prend du premier tas », 003 Ogallala II) against none; and in
    # Amigo a completed boat ends the drawing whether or not it attacks (« oder ein Boot
    # vervollständigt hat »)
    "attack.ends-turn": "AABC",
    # one pile (000, 003 Ogallala II) against three stacks (003 Ogallala I, 002 « drei Stapeln »)
    "turn.draw": "AABB",
    # face down (003) against face up (002 « offener Ablagestapel »); Ogallala I has none
    "piles.discard": "AA-B",
}


@pytest.mark.parametrize("topic", sorted(ROWS))
def test_the_rows_issue_25_found_wrong_play_as_the_rulebooks_say(topic: str) -> None:
    assert _letters(topic) == ROWS[topic]


# -- differences traced to the topic they come from -----------------------------------------


def test_a_difference_from_another_topic_is_that_topics() -> None:
    """Declining an attack leaves the turn with North in Pelikan and passes it in Amigo,
    because completing a boat ends the drawing there: the difference is the drawing's."""
    traced = [c for c in comparisons() if c.scenario.id == "attack_optional_pass" and c.editions == ("pelikan-1975", "amigo")]
    assert traced and not traced[0].same
    assert {"turn.stop-drawing", "attack.ends-turn"} <= set(traced[0].sources)
    assert "attack.optional" not in traced[0].sources
    optional = behaviour(load_spec().rules_by_id["attack.optional"], load_spec())
    assert "turn.stop-drawing" in optional.elsewhere()


def test_mixed_data_carries_a_difference_only_where_its_parameters_do() -> None:
    items = [s for s in situated() if s.scenario.id == "attack_optional_pass"]
    pelikan = next(s for s in items if s.edition == "pelikan-1975")
    amigo = next(s for s in items if s.edition == "amigo" and s.situation == pelikan.situation)
    player = Player()
    assert player.carry([(frozenset({"stop_on[completion]"}), pelikan, amigo)]) == [True]
    assert player.carry([(frozenset({"pair", "attack_targets"}), pelikan, amigo)]) == [False]
    assert player.played >= 2


def test_no_scenario_difference_is_left_without_a_source() -> None:
    """Every difference between two editions' outcomes is carried by some topic's
    parameters: else what tells the editions apart is named by no topic."""
    loose = sorted({f"{c.scenario.id} {c.editions}" for c in comparisons() if c.unexplained})
    assert not loose, loose
    assert sum(not c.same for c in comparisons()) > 100


# -- the table -------------------------------------------------------------------------------


def test_the_table_counts_what_the_spec_decides() -> None:
    found = behaviours(load_spec()).values()
    differing = sum(b.verdict == "differs" for b in found)
    apart = sum(bool(b.differing()) for b in found)
    text = (DOCS / "differences.md").read_text(encoding="utf-8")
    assert f"**{differing} of {len(found)} topics are played differently in two or more editions: {apart} by" in text
    assert differing < sum(1 for b in found if b.worded_differently or b.missing)  # fewer than by wording
    section = text.split("## Worded differently, played alike", 1)[1]
    assert "`turn.order`" in section and "`attack.targets`" not in section


def test_every_differs_cell_links_to_its_evidence() -> None:
    text = (DOCS / "differences.md").read_text(encoding="utf-8")
    evidence = (DOCS / "differences-evidence.md").read_text(encoding="utf-8")
    for topic, b in behaviours(load_spec()).items():
        row = next(line for line in text.splitlines() if line.startswith(f"| `{topic}` "))
        if b.verdict == "differs":
            assert f"[**differs**](differences-evidence.md#{topic})" in row
        assert f'<a id="{topic}"></a>' in evidence
    section = evidence.split('<a id="attack.ends-turn"></a>', 1)[1].split("\n## ", 1)[0]
    assert "`stop_on[completion]` (differs)" in section and "```ogallala-outcomes" in section
    assert re.search(r"^== pelikan-1975, ass-ii: where the run ends\nedition: pelikan-1975$", section, re.M)
