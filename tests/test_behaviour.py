"""Whether editions play a topic alike, from the executable spec (``spec/behaviour.py``):
known answers from the data, and the table of differences that shows them."""

from __future__ import annotations

from pathlib import Path

from ogallala.model.editions import load
from ogallala.model.spec import load_spec
from ogallala.documents.behaviour import behaviour, behaviours

DOCS = Path(__file__).resolve().parent.parent / "docs"


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


def test_the_table_counts_what_the_spec_decides() -> None:
    found = behaviours(load_spec()).values()
    differing = sum(b.verdict == "differs" for b in found)
    text = (DOCS / "differences.md").read_text(encoding="utf-8")
    assert f"**{differing} of {len(found)} topics are played differently" in text
    assert differing < sum(1 for b in found if b.worded_differently or b.missing)  # fewer than by wording
    section = text.split("## Worded differently, played alike", 1)[1]
    assert "`turn.order`" in section and "`attack.targets`" not in section
