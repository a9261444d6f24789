"""How the random players choose: each policy picks one of the legal actions with a seeded
``random.Random``, so that a game is the same for the same seed.

Different policies reach different corners of the rules: ``uniform`` plays any legal action
with the same chance; ``placement-first`` lays every card it can (rarely discards, passes or
ends the game), which grows long boats and full displays; ``attack-happy`` takes every
lasso, shot, claim, sinking and attack it is offered, and the double attack over a single
one, which reaches the spoils, the losers and the totem; ``score-greedy`` lays each card
where the reference scores the player highest (and otherwise plays as ``placement-first``),
which builds booty pairs and suites, long boats and big scores that random placing seldom
reaches.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..model.actions import Action
from ..model.state import State

POLICIES = ("uniform", "placement-first", "attack-happy", "score-greedy")
"""The policies, in the order ``all`` takes them game by game."""

Policy = Callable[[State, Sequence[Action], random.Random], Action]
"""A policy: the position (the reference's), its legal actions, the random source -> the choice."""

_QUIET = frozenset({"discard", "pass", "stop", "end", "done"})
"""Actions that lay nothing and take nothing."""
_BOLD = {"attack": 3, "lasso": 2, "shoot": 2, "claim": 2, "sink": 2, "take": 2, "place": 1, "draw": 1}
"""How much ``attack-happy`` wants each kind of action (higher first)."""


def uniform(state: State, legal: Sequence[Action], rng: random.Random) -> Action:
    return legal[rng.randrange(len(legal))]


def placement_first(state: State, legal: Sequence[Action], rng: random.Random) -> Action:
    """Anything but a quiet action where there is one (nine times in ten: the quiet ones
    must happen now and then, or the ends of the game are never reached)."""
    busy = [a for a in legal if a.kind not in _QUIET]
    return uniform(state, busy if busy and rng.random() < 0.9 else legal, rng)


def attack_happy(state: State, legal: Sequence[Action], rng: random.Random) -> Action:
    """The boldest kind of action offered; among attacks, the ones with most targets."""
    best = max(_BOLD.get(a.kind, 0) for a in legal)
    chosen = [a for a in legal if _BOLD.get(a.kind, 0) == best]
    if best == 3:
        most = max(len(a.targets) for a in chosen if a.kind == "attack")
        chosen = [a for a in chosen if a.kind == "attack" and len(a.targets) == most]
    return uniform(state, chosen, rng)


GREEDY_TRIES = 16
"""Most placements ``score-greedy`` weighs at one decision (a mat offers fifty)."""


def score_greedy(state: State, legal: Sequence[Action], rng: random.Random) -> Action:
    """The placement after which the reference scores the player to move highest."""
    from ..engine import entry as engine

    places = [a for a in legal if a.kind == "place"]
    if len(places) < 2:
        return placement_first(state, legal, rng)
    if len(places) > GREEDY_TRIES:
        places = rng.sample(places, GREEDY_TRIES)
    best: list[Action] = []
    top = None
    for action, total in zip(places, engine.totals_after(state, places, state.turn), strict=True):
        if top is None or total > top:
            top, best = total, [action]
        elif total == top:
            best.append(action)
    return uniform(state, best, rng)


def policy(name: str) -> Policy:
    return {"uniform": uniform, "placement-first": placement_first, "attack-happy": attack_happy,
            "score-greedy": score_greedy}[name]
