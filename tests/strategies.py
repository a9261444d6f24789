"""Hypothesis strategies: positions that occur in real games, and text that is not one.

Valid states come from playing random games a random number of moves from a random deal:
every such state is one the rules can reach, so it is the right population for
round-trip and engine properties.
"""

from __future__ import annotations

import random

from hypothesis import strategies as st

from ogallala.editions import EDITION_IDS, load
from ogallala.random_play import SEATS, played
from ogallala.state import State

NAMES = SEATS


def options_for(edition: str, rng: random.Random) -> tuple[str, ...]:
    variants = [v for v in load(edition).variant_ids if rng.random() < 0.3]
    chosen: list[str] = []
    for v in variants:
        if not any(v in load(edition).variant(c).excludes for c in chosen):
            chosen.append(v)
    return tuple(chosen)


@st.composite
def states(draw: st.DrawFn, editions: tuple[str, ...] = EDITION_IDS) -> State:
    edition = draw(st.sampled_from(editions))
    ed = load(edition)
    players = draw(st.integers(ed.players.min, ed.players.max))
    seed = draw(st.integers(0, 2**64 - 1))
    moves = draw(st.integers(0, 400))
    options = options_for(edition, random.Random(seed))
    return played(edition, players, seed, moves, options)


TOKENS = ["edition:", "amigo", "pelikan-1975", "North:", "South:", "|", ".", "bow", "stern", "i1", "i2.red",
          "furs", "pile", "1:", "discard:", "out:", "turn:", "pending:", "draw", "place", "attack", "r1c1-r1c4",
          "\n", " ", "#", "-", "game over", "options:", "tribes", "spoils", "from", "(drawn)", "seed:", "99999999999999999999999"]


@st.composite
def texts(draw: st.DrawFn) -> str:
    """Text near the notation: fragments of it in random order, or arbitrary text."""
    if draw(st.booleans()):
        return draw(st.text(max_size=200))
    return " ".join(draw(st.lists(st.sampled_from(TOKENS), max_size=60)))
