"""Mutants of the setup (players, deck, display, piles, start player) and the shuffle."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine import entry as engine
from ...model import shuffle
from ...engine.rules import turn
from ...model.shuffle import splitmix64
from ..declare import ALL, code, data
from ..patch import Patches

data("setup-five-players", "setup", "setup.players", ("pelikan-1975", "ass-ii", "ass-i"),
     "Pelikan and both Ogallala rule sets are dealt for five players, as Amigo is", {"players": {"max": 5}})
data("setup-solo-game", "setup", "setup.players", ALL,
     "one player alone may start a game", {"players": {"min": 1}})
data("setup-amigo-four-players", "setup", "setup.players", ("amigo",),
     "Amigo refuses a fifth player, as the older editions do", {"players": {"max": 4}})
data("setup-pelikan-five-furs", "setup", "setup.deck", ("pelikan-1975",),
     "the Pelikan deck has five furs, not six (a miscounted card list)",
     {"cards": {"furs": {"count": 5}}, "deck": {"size": 97}})
data("setup-ass-i-seven-chiefs", "setup", "setup.deck", ("ass-i",),
     "the ASS-I deck has seven chiefs, not eight", {"cards": {"chief": {"count": 7, "split": [4, 3]}}, "deck": {"size": 133}})
data("setup-amigo-three-lassos", "setup", "setup.deck", ("amigo",),
     "the Amigo deck has three lasso throwers, not four", {"cards": {"lasso": {"count": 3, "split": [2, 1]}}, "deck": {"size": 111}})
data("setup-mat-of-15", "setup", "setup.display", ("ass-ii", "ass-i"),
     "the Ogallala mat is 15 spaces wide, not 14", {"display": {"width": 15}})
data("setup-pelikan-mat-of-14", "setup", "setup.display", ("pelikan-1975",),
     "the Pelikan mat is 14 spaces wide, as Ogallala II's, not 16", {"display": {"width": 14}})
data("setup-amigo-two-rows", "setup", "setup.display", ("amigo",),
     "an Amigo display is two rows high, not three", {"display": {"rows": 2}})
data("setup-ass-ii-seven-furs", "setup", "setup.deck", ("ass-ii",),
     "the Ogallala II deck has seven furs, not six", {"cards": {"furs": {"count": 7}}, "deck": {"size": 99}})
data("setup-amigo-two-stacks", "setup", "setup.piles", ("amigo",),
     "Amigo deals two stacks, not three", {"piles": {"count": 2}})
data("setup-ass-i-sorted-stacks", "setup", "setup.piles", ("ass-i",),
     "ASS-I's three stacks are sorted by type (bows and sterns, Indians, booty)",
     {"rules": {"stacks": "sorted-by-type"}})


@code("setup-last-player-starts", "setup", "setup.start-player", ALL,
      "the last player named starts, not the first")
def _last_starts(p: Patches) -> None:
    def make(real: Any) -> Any:
        def start(edition: str, players: Sequence[str], *args: Any, **kwargs: Any) -> Any:
            state = real(edition, players, *args, **kwargs)
            return engine.settled(state.model_copy(update={"turn": players[-1]}))
        return start
    p.wrap(engine, "start", make)


@code("deal-unshuffled", "shuffle", "setup.piles", ALL,
      "the deck is dealt in its canonical order, never shuffled (the seed stays as given)")
def _unshuffled(p: Patches) -> None:
    p.replace(engine, "shuffle", lambda items, seed: (list(items), seed))


@code("deal-seed-kept", "shuffle", "setup.piles", ALL,
      "the state's seed after the deal is the seed given, not the generator's state after the shuffle")
def _seed_kept(p: Patches) -> None:
    p.wrap(engine, "_deal", lambda real: lambda ed, deck, seed: (real(ed, deck, seed)[0], seed))


@code("deal-in-blocks", "shuffle", "setup.piles", ("ass-i", "amigo"),
      "the shuffled deck is cut into consecutive blocks, one per pile, not dealt round the piles")
def _blocks(p: Patches) -> None:
    def deal(cards: Sequence[Any], piles: int) -> list[list[Any]]:
        size = -(-len(cards) // piles)
        return [list(cards[k * size:(k + 1) * size]) for k in range(piles)]
    p.replace(engine, "deal", deal)


@code("deal-bottom-first", "shuffle", "setup.piles", ALL,
      "each pile is listed from its bottom card, so the last card dealt is drawn first")
def _bottom_first(p: Patches) -> None:
    p.wrap(engine, "deal", lambda real: lambda cards, piles: [pile[::-1] for pile in real(cards, piles)])


def _sattolo(items: Sequence[Any], seed: int) -> tuple[list[Any], int]:
    """Sattolo's variant: ``j`` below ``i`` (a card never stays in place)."""
    out = list(items)
    state = seed & shuffle.MASK
    for i in range(len(out) - 1, 0, -1):
        state, number = splitmix64(state)
        j = number % i
        out[i], out[j] = out[j], out[i]
    return out, state


def _from_the_front(items: Sequence[Any], seed: int) -> tuple[list[Any], int]:
    """Fisher-Yates run from the first card up."""
    out = list(items)
    state = seed & shuffle.MASK
    for i in range(len(out) - 1):
        state, number = splitmix64(state)
        j = i + number % (len(out) - i)
        out[i], out[j] = out[j], out[i]
    return out, state


@code("shuffle-sattolo", "shuffle", "setup.piles", ALL,
      "the shuffle draws j below i (Sattolo's off-by-one), in the deal and every reshuffle")
def _sattolo_everywhere(p: Patches) -> None:
    p.replace(engine, "shuffle", _sattolo)
    p.replace(turn, "shuffle", _sattolo)


@code("shuffle-from-the-front", "shuffle", "setup.piles", ALL,
      "the Fisher-Yates shuffle runs from the first card up, not from the last card down")
def _front_everywhere(p: Patches) -> None:
    p.replace(engine, "shuffle", _from_the_front)
    p.replace(turn, "shuffle", _from_the_front)


@code("reshuffle-turned-over", "shuffle", "piles.reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
      "the discard pile is turned over to make the new pile, not shuffled")
def _turned_over(p: Patches) -> None:
    p.replace(turn, "shuffle", lambda items, seed: (list(items)[::-1], seed))


@code("reshuffle-seed-kept", "shuffle", "piles.reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
      "a reshuffle leaves the state's seed as it was, so the next reshuffle repeats the same order")
def _reshuffle_seed(p: Patches) -> None:
    p.wrap(turn, "shuffle", lambda real: lambda items, seed: (real(items, seed)[0], seed))


@code("reshuffle-fresh-generator", "shuffle", "piles.reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
      "a reshuffle starts the generator from seed 0, not from the state's seed")
def _fresh_generator(p: Patches) -> None:
    p.wrap(turn, "shuffle", lambda real: lambda items, seed: real(items, 0))
