"""The docs an engine author reads state everything the scenarios check (issues 25 and 28).

An engine written from docs/ alone must not need the harness's failure messages to learn a
rule. The behaviours are taken from the scenarios, not listed by hand: every item
``scenarios/coverage.py`` finds a scenario checking (each field of a position, each pending
kind and source, each event kind and each field a scenario gives it, each action, each part
of a score and of a refusal, each convention of the deal and the numbering), and every rule
a scenario expects a refusal to name. Each must be named in the edition rulebook pages,
docs/protocol.md or docs/precedence.md. The conventions issue 28 lists (what the docs left
out and the suite decided) are checked too: each stated in docs/protocol.md with a scenario
that exists. The blocks of docs/protocol.md written from the engine's tables must be current.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from ogallala.documents import conventions
from ogallala.scenarios.coverage import ITEMS, coverage
from ogallala.scenarios.load import all_scenarios

DOCS = Path(__file__).resolve().parent.parent / "docs"
READ = ("protocol.md", "precedence.md", "editions/pelikan-1975.md", "editions/ass-ii.md", "editions/ass-i.md",
        "editions/amigo.md")
"""The pages an engine author reads (issue 25: the edition rulebook pages, protocol.md, precedence.md)."""


@cache
def _docs() -> str:
    return "\n".join((DOCS / page).read_text(encoding="utf-8") for page in READ)


@cache
def _checked() -> dict[str, tuple[str, ...]]:
    return coverage()


def _names(item: str) -> list[str]:
    """The words an item's definition puts in backticks: what the docs must name."""
    if item.startswith("field."):
        kind, name = item.split(".", 1)[1].rsplit(".", 1)
        return [kind.split(".")[0], name]
    names = re.findall(r"`([^`]+)`", ITEMS[item])
    if item.startswith("pending.place."):
        names.append(item.rsplit(".", 1)[1])  # the card's source: drawn, lassoed, claimed, spoils
    return names


def _behaviours() -> list[str]:
    return sorted(item for item in _checked() if item in ITEMS or item.startswith("field."))


def _refusal_rules() -> dict[tuple[str, str], list[str]]:
    """Every (rule, edition) a scenario expects a refusal to name, with the runs that expect it."""
    found: dict[tuple[str, str], list[str]] = {}
    pattern = re.compile(r"is refused by rule ([a-z0-9.-]+)")
    for scenario in all_scenarios():
        for run in scenario.runs():
            for rule in dict.fromkeys(m.group(1) for step in run.steps for m in pattern.finditer(step.text)):
                found.setdefault((rule, run.edition), []).append(run.key)
    return found


def test_the_scenarios_check_many_behaviours() -> None:
    """The lists below are read off the scenarios: a broken reading would make the test vacuous."""
    behaviours = _behaviours()
    assert len(behaviours) > 100, behaviours
    assert {"event.shifted", "pending.spoils.cards", "state.first_three", "conv.discard-order"} <= set(behaviours)
    assert len(_refusal_rules()) > 20


def test_every_behaviour_the_scenarios_check_is_named_in_the_docs() -> None:
    """One test for all the behaviours (reading them off the scenarios parses every position
    of the suite: done when the test runs, not when pytest collects), every gap named."""
    gaps = []
    for item in _behaviours():
        missing = [name for name in _names(item) if f"`{name}`" not in _docs()]
        if missing:
            gaps.append(f"{item} is checked by {', '.join(_checked()[item][:3])}, but {', '.join(missing)} "
                        "appears in none of the pages")
    assert not gaps, f"{len(gaps)} behaviours the docs never name ({', '.join(READ)}):\n" + "\n".join(gaps)


def test_every_rule_a_refusal_names_is_in_the_docs_of_its_edition() -> None:
    """A refusal's rule is named in protocol.md, precedence.md or the page of the edition
    the scenario plays it in."""
    general = "\n".join((DOCS / page).read_text(encoding="utf-8") for page in READ[:2])
    missing = {f"{rule}@{edition}": keys[:2] for (rule, edition), keys in _refusal_rules().items()
               if rule not in general and rule not in (DOCS / "editions" / f"{edition}.md").read_text(encoding="utf-8")}
    assert not missing, f"rules the scenarios expect refusals to name that the docs of the edition never mention: {missing}"


CONVENTIONS = {
    # issue 28's list: what the docs must say, as words of docs/protocol.md, and a scenario that shows it
    "readings sent to an engine that declares none": ("never receives\n`readings`", None),
    "the rule of a lone suite card's line": ("`scoring.lone-half` (a paired booty half without its partner)",
                                             "scoring_lone_half_lines_single"),
    "the lines of the whole display": ("one `scoring.totem` line for all", "scoring_totem_one_line"),
    "how many `shifted` events and what `at` means": ("reports one\n`shifted` event, before `placed`", "shift_suite_push_left"),
    "when `ending` becomes true": ("**When `ending` becomes true.**", "turn_stop_duplicate_by_kind"),
    "the free turn keeps `drawn`": ("leaves\n`drawn` as it was", "turn_free_turn_not_declined"),
    "when pending items are queued and dropped": ("**The order of pending items.**", "cards_lasso_acts_before_attack"),
    "a claim item behind its claimed card": ("the item stays behind the claimed half's `place` item",
                                             "cards_hunters_claim_both_halves"),
    "a spoils item vanishing with its last card": ("the item vanishes with it", "attack_spoils_ass_i_takes_all"),
    "the rule each pending kind's refusal names": ("<!-- decision-rules:begin -->", "turn_precedence_draw_due_over_occupied"),
    "the first tribe colour": ("the first one's cards before the second's (`red` then `blue`", "setup_deal_ass_i_tribes"),
    "where `section` sits in the canonical order": ("`section` comes after `stern`", "setup_deal_ass_i_empty_sections"),
    "the sort of `out`": ("**`out`** lists the cards out of play sorted", "attack_losers_ass_i_all_indians_out"),
    "when `first_three` is set": ("**`first_three`** is set by the completion", "scoring_first_three_by_play"),
    "two boats completed by one card": ("`completed` events left to right", "shift_suite_completes_other_boat"),
    "the events of a two-target attack": ("reports each target in the order the action names them",
                                          "attack_double_events"),
}


@pytest.mark.parametrize("name", sorted(CONVENTIONS))
def test_each_convention_is_written_down_with_a_scenario(name: str) -> None:
    words, scenario = CONVENTIONS[name]
    assert words in (DOCS / "protocol.md").read_text(encoding="utf-8"), f"docs/protocol.md does not state {name}"
    if scenario is not None:
        assert scenario in {s.id for s in all_scenarios()}, f"no scenario {scenario} shows {name}"


def test_the_blocks_written_from_the_engine_tables_are_current() -> None:
    text = (DOCS / "protocol.md").read_text(encoding="utf-8")
    assert conventions.protocol_blocks(text) == text, "run: python -m ogallala.documents.conventions docs/protocol.md"
