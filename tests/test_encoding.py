"""The replies put together from their parts' JSON (``protocol.encoding``, what ``ogallala
serve`` writes and the fuzzer expects) are byte for byte the replies pydantic writes, and
the scores kept by each player's model (``engine.kept_scores``) are the scores worked out
anew: over random games of every edition (with variants), generated mid-game positions,
readings that put ``readings`` and ``completed`` into the JSON, and names outside ASCII."""

from __future__ import annotations

import random

import pytest

from ogallala.engine import entry as engine
from ogallala.engine import tables
from ogallala.engine.scoring import player_score, score_game
from ogallala.fuzz.positions import Positions
from ogallala.model.editions import EDITION_IDS, load
from ogallala.model.state import State
from ogallala.protocol import messages as P
from ogallala.protocol.encoding import reply_json, state_json
from ogallala.protocol.interface import Applied
from ogallala.protocol.server import apply_reply, encode_reply, score_reply, state_reply

from strategies import options_for


def _replies_agree(state: State, events: tuple = (), rid: int = 7) -> None:
    """Every reply carrying ``state`` (and its score), fast and by pydantic, the same line;
    and the score the same as worked out player by player without anything kept."""
    score = engine.score(state)
    replies = [state_reply(rid, state), score_reply(-rid, score),
               apply_reply(2**63 - 1, Applied(state=state, events=events))]
    for reply in replies:
        fast = reply_json(reply)
        assert fast is not None, type(reply).__name__
        assert fast == P.encode(reply) == encode_reply(reply)
    assert state_json(state) == state.model_dump_json()
    edition = load(state.edition, state.readings)
    assert score.players == tuple(player_score(edition, state, p.name) for p in state.players)


def _play(edition: str, seed: int, names: tuple[str, ...], readings: dict[str, str] | None = None,
          options: tuple[str, ...] = ()) -> int:
    rng = random.Random(seed)
    state = engine.start(edition, names, options, seed=seed, readings=readings)
    _replies_agree(state)
    moves = 0
    while legal := engine.legal_actions(state):
        state, events = engine.apply(state, legal[rng.randrange(len(legal))])
        _replies_agree(state, events, rid=moves)
        moves += 1
    return moves


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_fast_replies_equal_pydantics_along_random_games(edition: str) -> None:
    ed = load(edition)
    rng = random.Random(edition)
    for seed in range(2):
        count = min(ed.players.min + seed, ed.players.max)
        names = ("Émile", "Zoë", "Süd", "Øst", "North", "West")[:count]
        assert _play(edition, 100 + seed, names, options=options_for(edition, rng)) > 20


def test_readings_and_completed_boats_are_written_as_pydantic_writes_them() -> None:
    """Under three-boats-count=completed the state carries ``readings`` and, once a boat is
    lost after it was completed, ``completed``: both fields pydantic leaves out when empty."""
    seen = {"readings": False, "completed": False}
    for seed in range(40):
        rng = random.Random(seed)
        state = engine.start("pelikan-1975", ("North", "East", "South", "West"), seed=seed,
                             readings={"three-boats-count": "completed"})
        while legal := engine.legal_actions(state):
            attacks = [a for a in legal if a.kind == "attack"]
            state, events = engine.apply(state, attacks[0] if attacks else legal[rng.randrange(len(legal))])
            seen["readings"] = seen["readings"] or bool(state.readings)
            if state.completed:
                seen["completed"] = True
                _replies_agree(state, events)
        if seen["completed"]:
            break
    assert seen == {"readings": True, "completed": True}


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_fast_replies_equal_pydantics_on_generated_positions(edition: str) -> None:
    made = Positions(edition, (), {}, 3, chunk=8)
    for k in range(8):
        state = engine.settled(made(k))
        _replies_agree(state)


def test_a_kept_score_follows_the_first_three_flag_of_the_same_player_model() -> None:
    """The same ``Player`` model scores the first-three bonus in one position and not in
    the next (Pelikan: 300 points to the first player with three complete boats)."""
    state = engine.start("pelikan-1975", ("North", "South"), seed=5)
    without = score_game(state)
    marked = state.model_copy(update={"first_three": "North"})
    assert marked.players[0] is state.players[0]
    with_bonus = score_game(marked)
    assert with_bonus.of("North").total == without.of("North").total + 300
    assert with_bonus.of("South") == without.of("South")
    assert score_game(state) == without


def test_a_kept_score_is_dropped_with_the_tables() -> None:
    """``tables.forget`` (a mutant patches the scoring) drops the kept scores: the next
    score is worked out anew, by the functions then in place."""
    state = engine.start("ass-ii", ("North", "South"), seed=9)
    first = score_game(state).players[0]
    assert score_game(state).players[0] is first  # kept
    tables.forget(code_patched=False)
    again = score_game(state).players[0]
    assert again == first and again is not first


def test_a_position_that_is_not_the_engines_own_model_is_written_by_pydantic() -> None:
    class Other(State):
        pass

    state = engine.start("amigo", ("North", "South"), seed=2)
    other = Other.model_validate(state.model_dump())
    assert state_json(other) == other.model_dump_json()
    assert reply_json(P.StateReply(id=1, state=other)) is None
    assert reply_json(P.LegalReply(id=1, actions=())) is None
