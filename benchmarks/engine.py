"""Random full games per second, per edition, at four players, on one core.

    python benchmarks/engine.py [--games N] [--repeat R] [--write]

Plays whole games with uniformly random legal choices, two ways: through the engine's own loop (``ogallala.random_play.play``: ``settle``/``act`` on
one working game, the path ``ogallala play`` takes), and through the public API a library
user calls (``ogallala.engine``: ``legal_actions`` then ``apply`` on frozen states, the
chooser seeded alike, so both play the same games action for action). Each is timed R
times, each timing on N seeds of its own (10000 on; a game played again would find what it
met in the engine's caches), by the wall clock, the cyclic collector as the library leaves
it; the table gives the median games per second with the lowest and highest of the R, and
the machine's load.
``--write`` puts the table into docs/performance.md.
"""

from __future__ import annotations

import argparse
import random
import time

from measure import load, publish, stamp, summary

from ogallala import engine
from ogallala.editions import EDITION_IDS
from ogallala.random_play import SEATS, play


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


def rates(way: str, edition: str, games: int, repeat: int) -> tuple[list[float], int]:
    """Games per second of each of ``repeat`` timings, each on its own ``games`` seeds (a
    game played again would find everything it met in the engine's caches), and the
    number of actions of all the games."""
    play_games = fast if way == "fast" else public
    play_games(edition, range(1, 3))  # the edition's tables, built once
    found, actions = [], 0
    for timing in range(repeat):
        seeds = range(10_000 + timing * games, 10_000 + (timing + 1) * games)
        begun = time.perf_counter()
        actions += play_games(edition, seeds)
        found.append(games / (time.perf_counter() - begun))
    return found, actions


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
        loop, actions = rates("fast", edition, args.games, args.repeat)
        api, api_actions = rates("api", edition, args.games, args.repeat)
        if api_actions != actions:
            raise SystemExit(f"{edition}: the public API played {api_actions} actions, the loop {actions}")
        ratio = sorted(api)[len(api) // 2] / sorted(loop)[len(loop) // 2]
        lines.append(f"| {edition} | {summary(loop)} | {summary(api)} | {ratio:.2f} | {actions / (args.games * args.repeat):.0f} |")
        print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n\n" + (
        f"Median of {args.repeat} timings of {args.games} games each (seeds 10000-"
        f"{10_000 + args.games * args.repeat - 1}, each timing its own), lowest and highest in "
        "brackets. " + stamp(before, load()))
    publish("engine", text, args.write)


if __name__ == "__main__":
    main()
