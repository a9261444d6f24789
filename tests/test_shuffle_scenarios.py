"""The scenarios that pin down the deal and the reshuffle say what the documented shuffle gives.

Their expected piles and seeds are checked here against ``independent_deal``, a separate
implementation of docs/protocol.md's shuffle and deck order, so that a scenario cannot
merely repeat what the engine once answered (and a change of the engine's shuffle cannot
be papered over by copying its new answer into the features).
"""

from __future__ import annotations

import re

import pytest

from independent_deal import deal, shuffled
from ogallala.notation import parse_state
from ogallala.scenarios.load import Run, all_scenarios
from ogallala.scenarios.steps import Context

NEW_GAME = re.compile(r"a new game of .+? with seed (?P<seed>\d+)(?: and options (?P<options>[a-z0-9 -]+))?\Z")

DEALS = [run for s in all_scenarios() if s.feature == "setup/deal.feature" for run in s.runs()]


def _readings(run: Run) -> dict[str, str]:
    return Context(engine=None, readings=run.reading).readings_for(run.edition)  # type: ignore[arg-type]


def test_every_edition_and_variant_is_dealt() -> None:
    from ogallala.model.editions import EDITION_IDS, load

    dealt = {(run.edition, option) for run in DEALS for step in run.steps
             if (m := NEW_GAME.match(step.text)) for option in (m["options"] or "").split() or [""]}
    wanted = {(e, v) for e in EDITION_IDS for v in ("", *load(e).variant_ids)}
    assert wanted - dealt == set()


@pytest.mark.parametrize("run", DEALS, ids=[r.key for r in DEALS])
def test_a_deal_scenario_gives_the_documented_deal(run: Run) -> None:
    given = next(NEW_GAME.match(s.text) for s in run.steps if s.keyword == "Given" and NEW_GAME.match(s.text))
    then = next(s for s in run.steps if s.text == "the position is:")
    options = (given["options"] or "").split()
    expected = parse_state(then.docstring or "", run.edition, readings=_readings(run))
    piles, seed = deal(run.edition, options, int(given["seed"]), run.reading)
    assert [list(p) for p in expected.piles] == piles
    assert expected.seed == seed
    assert expected.discard == expected.out == () and all(not any(r) for p in expected.players for r in p.display)


SEEDED = [run for s in all_scenarios() if s.id in ("piles_reshuffle_seeded_order", "piles_reshuffle_amigo_seeded_order")
          for run in s.runs()]


@pytest.mark.parametrize("run", SEEDED, ids=[r.key for r in SEEDED])
def test_a_reshuffle_scenario_gives_the_documented_shuffle(run: Run) -> None:
    """The first position after the reshuffle holds the discard pile of the given position
    shuffled with its seed (or, read as-it-lies, as it lay), nothing drawn from it yet."""
    positions = [s.docstring or "" for s in run.steps if s.text in ("the position:", "the position is:")]
    before, after = (parse_state(text, run.edition, readings=_readings(run)) for text in positions[:2])
    k = next(i for i, pile in enumerate(before.piles) if len(pile) == 1)
    if run.reading.get("pelikan-reshuffle") == "as-it-lies":
        pile, seed = list(before.discard), before.seed
    else:
        pile, seed = shuffled(list(before.discard), before.seed)
    assert list(after.piles[k]) == pile
    assert after.seed == seed
    assert pile not in (list(before.discard), list(reversed(before.discard))) or run.reading.get("pelikan-reshuffle")
