"""Whole games with uniformly random legal choices, reproducible from a seed.

The seed deals the cards (through ``ogallala.model.shuffle``) and drives the choices (through
its own ``random.Random``), so the same seed always plays the same game.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

from .entry import act, settle, start, text, to_model
from .game import Game
from .scoring import Score, score_game
from ..model.actions import Action
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


Chooser = Callable[[State, Sequence[Action], random.Random], Action]
"""How a player chooses: the position, its legal actions, the seeded random source -> the choice."""


def play(edition: str, players: int | Sequence[str], seed: int, options: Sequence[str] = (), limit: int = 100_000,
         readings: Mapping[str, str] | None = None, choose: Chooser | None = None) -> Record:
    """Play one game; ``limit`` guards against a rules bug that would never end a game.
    ``choose`` picks each action (default: uniformly at random, without building the position)."""
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
            if choose is None:
                choice = legal[chooser.randrange(len(legal))]
            else:
                models = [to_model(g, t) for t in legal]
                choice = legal[models.index(choose(g.to_state(), models, chooser))]
            taken.append(text(g, choice))
            act(g, choice)
        final = g.to_state()
        g.table.new_game()  # the game's rows go before the collector is back and walks them (engine.start
        # dropped those of earlier games)
    return Record(edition, tuple(sorted(options)), seed, names, tuple(taken), final, score_game(final))
