"""Which rule a refusal names when an action breaks two rules at once (docs/precedence.md).

The order lives in ``ogallala.scenarios.precedence``; the scenarios of the ``precedence``
features are its proof. These tests keep the two and the page in step: every pair of rules
an action could break together has a scenario or a reason why the two never meet, each
scenario is tagged with both rules and names the one the order puts first, and every
precedence scenario belongs to a pair.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from ogallala.scenarios import precedence
from ogallala.scenarios.load import all_scenarios

DOCS = Path(__file__).resolve().parent.parent / "docs"
SCENARIOS = {s.id: s for s in all_scenarios()}
SHOWN = [(pair, sid) for pair in precedence.PAIRS for sid in pair.scenarios]


def test_the_page_is_current() -> None:
    assert (DOCS / "precedence.md").read_text() == precedence.render(), \
        "run: python -m ogallala.scenarios.precedence > docs/precedence.md"


def test_the_protocol_points_to_the_page() -> None:
    text = (DOCS / "protocol.md").read_text()
    assert "## Which rule a refusal names" in text and "(precedence.md)" in text


def test_every_pair_of_rules_of_an_action_is_accounted_for() -> None:
    assert precedence.unaccounted() == []


def test_each_pair_is_shown_or_said_never_to_meet() -> None:
    assert [p for p in precedence.PAIRS if bool(p.scenarios) == bool(p.never)] == []


def test_the_named_rule_comes_first_in_the_order() -> None:
    wrong = [p for p in precedence.PAIRS if p.named not in precedence.first(p.action, p.named, p.other)]
    assert wrong == []


def test_every_precedence_scenario_shows_a_pair() -> None:
    listed = {sid for _, sid in SHOWN}
    assert set(precedence.precedence_scenarios()) - listed == set()


@pytest.mark.parametrize(("pair", "sid"), SHOWN, ids=[f"{p.action}: {p.named} / {p.other} ({s})" for p, s in SHOWN])
def test_a_scenario_shows_its_pair(pair: precedence.Pair, sid: str) -> None:
    """The scenario exists, is about both rules, and refuses an action naming the rule that
    comes first (other refusals in it name one of the two: the other rule alone, or under a
    reading where the first is not broken)."""
    scenario = SCENARIOS.get(sid)
    assert scenario is not None, f"no scenario {sid}"
    rules = [r for r in (pair.named, pair.other) if not r.startswith("(")]
    assert set(rules) <= set(scenario.topics), f"{sid} is tagged {scenario.topics}"
    named = {rule for _, rule in precedence.refusals(sid)}
    if pair.named.startswith("("):
        assert named, f"{sid} refuses nothing"
    else:
        assert pair.named in named and named <= {pair.named, pair.other}, named
