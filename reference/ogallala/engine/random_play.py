"""Whole games with uniformly random legal choices, reproducible from a seed.

The seed deals the cards (through ``ogallala.model.shuffle``) and drives the choices (through
its own ``random.Random``), so the same seed always plays the same game.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from .entry import act, settle, start, text
from .game import Game
from .scoring import Score, score_game
from ..model.state import State

SEATS = ("North", "East", "South", "West", "Centre")


@dataclass(frozen=True)
class Record:
    edition: str
    options: tuple[str, ...]
    seed: int
    players: tuple[str, ...]
    actions: tuple[str, ...]
    """Every action in order, in its text form (the player is always the one to move)."""
    final: State
    score: Score


@contextmanager
def no_cycles() -> Iterator[None]:
    """Pause the cyclic garbage collector while a game is played: a game makes no reference
    cycles (reference counting frees all it drops), but the tables' caches hold many
    objects, and every full collection would walk them all for nothing."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def played(edition: str, players: int, seed: int, moves: int, options: Sequence[str] = ()) -> State:
    """The position after up to ``moves`` random legal actions from a seeded deal (for tests
    and benchmarks that need positions the rules can reach)."""
    g = Game(start(edition, SEATS[:players], options, seed=seed))
    g.recording = False
    chooser = random.Random(seed)
    with no_cycles():
        for _ in range(moves):
            legal = settle(g)
            if g.over:
                break
            act(g, legal[chooser.randrange(len(legal))])
        settle(g)
    return g.to_state()


def play(edition: str, players: int | Sequence[str], seed: int, options: Sequence[str] = (), limit: int = 100_000,
         readings: Mapping[str, str] | None = None) -> Record:
    """Play one game; ``limit`` guards against a rules bug that would never end a game."""
    names = tuple(SEATS[:players]) if isinstance(players, int) else tuple(players)
    g = Game(start(edition, names, options, seed=seed, readings=readings))
    g.recording = False
    chooser = random.Random(seed)
    taken: list[str] = []
    with no_cycles():
        while True:
            legal = settle(g)
            if g.over:
                break
            if len(taken) >= limit:
                raise RuntimeError(f"game not over after {limit} actions (edition {edition}, seed {seed})")
            choice = legal[chooser.randrange(len(legal))]
            taken.append(text(g, choice))
            act(g, choice)
        final = g.to_state()
        g.table.new_game()  # the game's rows go before the collector is back and walks them (engine.start
        # dropped those of earlier games)
    return Record(edition, tuple(sorted(options)), seed, names, tuple(taken), final, score_game(final))
