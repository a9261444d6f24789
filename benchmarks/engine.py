"""Random full games per second, per edition, at four players, on one core.

    python benchmarks/engine.py [--games N] [--seconds S]

Plays whole games through the engine's internal loop (``settle``/``act``, the path
``ogallala play`` takes) with uniformly random legal choices, and prints games per second
for each edition. The figure goes into docs/performance.md.
"""

from __future__ import annotations

import argparse
import time

from ogallala.editions import EDITION_IDS
from ogallala.random_play import play


def games_per_second(edition: str, games: int, seconds: float) -> tuple[float, float]:
    played = 0
    actions = 0
    begun = time.perf_counter()
    while played < games or time.perf_counter() - begun < seconds:
        actions += len(play(edition, 4, 10_000 + played).actions)
        played += 1
    spent = time.perf_counter() - begun
    return played / spent, actions / played


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    print("| edition | games/s (4 players) | actions per game |")
    print("|---|---|---|")
    for edition in EDITION_IDS:
        rate, length = games_per_second(edition, args.games, args.seconds)
        print(f"| {edition} | {rate:.0f} | {length:.0f} |")


if __name__ == "__main__":
    main()
