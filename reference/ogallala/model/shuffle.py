"""The one source of randomness: a seeded shuffle any engine can reproduce.

The engine never draws a random number except here, and only when the rules shuffle:
dealing a new game and turning the discard pile into a draw pile. The generator is
SplitMix64 (a 64-bit state, four lines of arithmetic in any language) driving a
Fisher-Yates shuffle from the last card down, so an engine in another language can
reproduce every reshuffle of a scenario from the state's ``seed`` alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

MASK = (1 << 64) - 1


def splitmix64(state: int) -> tuple[int, int]:
    """The next generator state and the 64-bit number it yields."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def shuffle(items: Sequence[T], seed: int) -> tuple[list[T], int]:
    """``items`` shuffled, and the generator state afterwards (the state's next seed)."""
    out = list(items)
    state = seed & MASK
    for i in range(len(out) - 1, 0, -1):
        # splitmix64, written out: a deal makes a hundred steps and each call would cost more
        state = (state + 0x9E3779B97F4A7C15) & MASK
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        j = (z ^ (z >> 31)) % (i + 1)
        out[i], out[j] = out[j], out[i]
    return out, state


def deal(cards: Sequence[T], piles: int) -> list[list[T]]:
    """Deal cards round the piles, first card to pile 1; each pile lists its top card first."""
    return [list(cards[k::piles]) for k in range(piles)]
