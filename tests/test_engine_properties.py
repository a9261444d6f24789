"""Properties of whole random games, checked at every step through the public interface.

As OpenSpiel's random-simulation tests do: every card is in exactly one place; no display
breaks its edition's geometry or placement rules; every legal action applies and actions
outside the legal set are refused with a rule; games end; the score adds up and agrees
with an independent recomputation; every state survives the notation.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ogallala.model import actions as A
from ogallala.model.editions import EDITION_IDS, load
from ogallala.engine import IllegalAction, apply, conserved, legal_actions, score, start, totals_after
from ogallala.notation import parse_state, render_state
from ogallala.model.spec import load_spec
from ogallala.model.state import Cell, Span, State
from ogallala.notation.validity import issues

import independent_scoring
import tiers
from strategies import NAMES, options_for

TOPICS = {rule.id for rule in load_spec().rules}
LIMIT = 3000


def wrong_actions(state: State, legal: tuple[A.Action, ...], rng: random.Random) -> list[A.Action]:
    """Actions a player might try that are not legal now."""
    other = next(p.name for p in state.players if p.name != state.turn)
    pool: list[A.Action] = [
        A.Draw(pile=4), A.Place(at=Cell(row=9, col=40)), A.Stop(), A.Discard(), A.Pass(), A.Done(), A.End(), A.PlayOn(),
        A.Attack(targets=(A.Target(player=other, boat=Span(row=1, first=1, last=2)),)),
        A.Lasso(player=state.turn, at=Cell(row=1, col=1)), A.Shoot(player=other, at=Cell(row=3, col=13)),
        A.Take(card="furs"), A.Sink(boat=Span(row=2, first=1, last=3)),
    ]
    for action in legal:
        if isinstance(action, A.Place):
            pool.append(A.Place(at=Cell(row=action.at.row, col=action.at.col), shift="left"))
    return [a for a in pool if a not in legal][: rng.randrange(1, 4)]


def check_game(edition: str, players: int, seed: int, every_step: bool = True, must_end: bool = True) -> None:
    """Play a random game checking every rule; ``must_end``: fail if it is not over after
    ``LIMIT`` actions, else stop there (two-player Amigo games may run to tens of thousands
    of actions while cards can still be laid, ruling reshuffle-termination; how long is
    measured by benchmarks/termination.py)."""
    options = options_for(edition, random.Random(seed))
    state = start(edition, NAMES[:players], options, seed=seed)
    rng = random.Random(seed)
    steps = 0
    while not state.over:
        assert conserved(state), f"cards lost or created at step {steps}"
        if every_step or steps % 25 == 0:
            assert issues(state) == [], issues(state)
            assert parse_state(render_state(state)) == state
        legal = legal_actions(state)
        assert legal, "no legal action, yet the game is not over"
        for wrong in wrong_actions(state, legal, rng):
            with pytest.raises(IllegalAction) as refused:
                apply(state, wrong)
            assert refused.value.rule in TOPICS, refused.value.rule
        action = legal[rng.randrange(len(legal))]
        state, _ = apply(state, action)
        steps += 1
        if steps >= LIMIT:
            assert not must_end, "the game does not end"
            return
    assert conserved(state)
    assert parse_state(render_state(state)) == state
    result = score(state)
    for player in result.players:
        assert player.total == sum(line.points for line in player.lines)
    assert {p.player: p.total for p in result.players} == independent_scoring.score(state)
    best = max(p.total for p in result.players)
    assert set(result.winners) == {p.player for p in result.players if p.total == best}


@pytest.mark.parametrize("edition", tiers.one(EDITION_IDS))  # the full tier: every edition
@settings(max_examples=2, deadline=None)
@given(seed=st.integers(0, 2**64 - 1), data=st.data())
def test_random_games_keep_every_rule(edition: str, seed: int, data: st.DataObject) -> None:
    ed = load(edition)
    players = data.draw(st.integers(ed.players.min, ed.players.max))
    check_game(edition, players, seed, must_end=False)


@tiers.full
@pytest.mark.parametrize("edition", EDITION_IDS)
def test_many_games_end_and_score_consistently(edition: str) -> None:
    ed = load(edition)
    for seed in range(8):
        check_game(edition, ed.players.min + seed % (ed.players.max - ed.players.min + 1), 1000 + seed, every_step=False)


def test_same_seed_same_game() -> None:
    from ogallala.engine.random_play import play

    assert play("amigo", 4, 77).actions == play("amigo", 4, 77).actions
    assert play("amigo", 4, 77).actions != play("amigo", 4, 78).actions


@pytest.mark.parametrize("edition", tiers.one(sorted(EDITION_IDS, key=lambda e: e != "amigo")))
def test_totals_after_agree_with_scoring_each_applied_placement(edition: str) -> None:
    """``totals_after`` (what the fuzzer's score-greedy player weighs, computed without the
    states in between) gives the player's total that an independent recomputation gives for
    the state ``apply`` leaves, for every placement offered along random games."""
    ed = load(edition)
    checked = 0
    for seed in range(1):
        rng = random.Random(500 + seed)
        state = start(edition, NAMES[:ed.players.max], options_for(edition, rng), seed=500 + seed)
        steps = 0
        while not state.over and steps < 250:
            legal = legal_actions(state)
            places = [a for a in legal if isinstance(a, A.Place)]
            if places:
                player = state.turn
                expected = [independent_scoring.score(apply(state, a)[0])[player] for a in places]
                assert totals_after(state, places, player) == expected, (seed, steps)
                checked += len(places)
            state, _ = apply(state, legal[rng.randrange(len(legal))])
            steps += 1
    assert checked > 50
