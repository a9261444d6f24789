"""The engine plays the golden games exactly as the engine they were recorded from.

tests/data/golden-games.json holds, for a few hundred seeds per edition (two to five
players, every variant, every non-decided reading whose games end), a hash of each
game's action texts, final state and score as ``random_play.play`` played them, and for
a few games per edition played through ``legal_actions`` and ``apply`` a hash of every
legal-action list, event and state on the way (``tests/golden.py`` records them). Any
change of the engine's representation must keep every one: the same games, seed for
seed and action for action.
"""

from __future__ import annotations

import json

import pytest

import tiers

import golden

STORED = json.loads(golden.PATH.read_text())
GAMES = list(zip(golden.games(), STORED["games"], strict=True))
API = list(zip(golden.api_games(), STORED["api_games"], strict=True))
CHUNKS = 12


def test_the_golden_set_is_the_one_recorded() -> None:
    assert [golden.key_text(k) for k, _ in GAMES] == [g["game"] for g in STORED["games"]]
    assert [golden.key_text(k) for k, _ in API] == [g["game"] for g in STORED["api_games"]]


@pytest.mark.parametrize("chunk", tiers.one(range(CHUNKS)))  # the full tier: every chunk
def test_random_games_are_played_as_recorded(chunk: int) -> None:
    differ = [stored["game"] for key, stored in GAMES[chunk::CHUNKS] if golden.record_game(key) != stored]
    assert not differ, f"{len(differ)} games differ from the recording: {'; '.join(differ[:10])}"


@pytest.mark.parametrize("index", range(len(API)), ids=[g["game"] for g in STORED["api_games"]])
def test_games_through_the_public_api_are_played_as_recorded(index: int) -> None:
    key, stored = API[index]
    assert golden.record_api_game(key) == stored
