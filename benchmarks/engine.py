"""Random full games per second, per edition, at four players, on one core.

    python benchmarks/engine.py [--games N] [--repeat R] [--write]

Plays whole games with uniformly random legal choices, two ways: through the engine's own loop (``ogallala.engine.random_play.play``: ``settle``/``act`` on
one working game, the path ``ogallala play`` takes), and through the public API a library
user calls (``ogallala.engine``: ``legal_actions`` then ``apply`` on frozen states, the
chooser seeded alike, so both play the same games action for action: checked, untimed, on
seeds 1-5). Each is timed R times, the two taking turns, each timing on N seeds no other
timing plays (10000 on: a game played again would find what it met in the engine's caches,
and the path timed second would gain), by the wall clock, the cyclic collector as the
library leaves it; the table gives the median games per second with the lowest and highest
of the R, and the machine's load.
``--write`` puts the table into docs/performance.md.
"""

from __future__ import annotations

import argparse
import random
import time

from measure import load, publish, stamp, summary

from ogallala.engine import entry as engine
from ogallala.model.editions import EDITION_IDS
from ogallala.engine.random_play import SEATS, play


def fast(edition: str, seeds: range) -> int:
    """Play the games through ``random_play.play``; the number of actions taken."""
    return sum(len(play(edition, 4, seed).actions) for seed in seeds)


def public(edition: str, seeds: range) -> int:
    """Play the same games through ``legal_actions`` and ``apply``; the number of actions."""
    taken = 0
    for seed in seeds:
        state = engine.start(edition, SEATS[:4], seed=seed)
        chooser = random.Random(seed)
        while True:
            legal = engine.legal_actions(state)
            if not legal:
                break
            state, _ = engine.apply(state, legal[chooser.randrange(len(legal))])
            taken += 1
    return taken


def rates(edition: str, games: int, repeat: int) -> tuple[list[float], list[float], int]:
    """Games per second of the loop and of the public API, ``repeat`` timings each, taking
    turns, each timing on ``games`` seeds no other timing played (a game played again would
    find what it met in the engine's caches: the path timed second would gain), and the
    actions per game of the loop's games."""
    for play_games in (fast, public):
        play_games(edition, range(1, 3))  # the edition's tables, built once
    loop, api, actions = [], [], 0
    for timing in range(repeat):
        for way, found in ((fast, loop), (public, api)):
            first = 10_000 + (2 * timing + (way is public)) * games
            begun = time.perf_counter()
            taken = way(edition, range(first, first + games))
            found.append(games / (time.perf_counter() - begun))
            actions += taken if way is fast else 0
    return loop, api, actions


def same_games(edition: str, seeds: range) -> None:
    """The two paths play the same games (untimed): the same number of actions, seed by seed."""
    for seed in seeds:
        if fast(edition, range(seed, seed + 1)) != public(edition, range(seed, seed + 1)):
            raise SystemExit(f"{edition}: seed {seed}: the public API and the loop played different games")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="games per timing")
    parser.add_argument("--repeat", type=int, default=5, help="timings per edition and path")
    parser.add_argument("--write", action="store_true", help="write the table into docs/performance.md")
    args = parser.parse_args()
    before = load()
    lines = [
        "| edition | engine loop: games/s | public API: games/s | API / loop | actions per game |",
        "|---|---|---|---|---|",
    ]
    for edition in EDITION_IDS:
        same_games(edition, range(1, 6))
        loop, api, actions = rates(edition, args.games, args.repeat)
        ratio = sorted(api)[len(api) // 2] / sorted(loop)[len(loop) // 2]
        lines.append(f"| {edition} | {summary(loop)} | {summary(api)} | {ratio:.2f} | {actions / (args.games * args.repeat):.0f} |")
        print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n\n" + (
        f"Median of {args.repeat} timings of {args.games} games each, the two paths taking turns, "
        f"each timing on seeds of its own (10000-{10_000 + 2 * args.games * args.repeat - 1}): no "
        "game is played twice, so neither path finds the other's games in the engine's caches. "
        "Lowest and highest in brackets. " + stamp(before, load()))
    publish("engine", text, args.write)


if __name__ == "__main__":
    main()
