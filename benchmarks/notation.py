"""Parse and render a full four-player mid-game position, per edition.

    python benchmarks/notation.py [--repeat N]

The position: four players, the game played 120 random actions from a seeded deal, so
displays are half full and the piles still long. Prints milliseconds per parse (with the
validity checks) and per render. The figure goes into docs/performance.md.
"""

from __future__ import annotations

import argparse
import timeit

from ogallala.model.editions import EDITION_IDS
from ogallala.notation import parse_state, render_state
from ogallala.engine.random_play import played


def midgame(edition: str, moves: int = 120, seed: int = 7):
    return played(edition, 4, seed, moves)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    print("| edition | characters | parse + check (ms) | render (ms) |")
    print("|---|---|---|---|")
    for edition in EDITION_IDS:
        state = midgame(edition)
        text = render_state(state)
        assert parse_state(text) == state
        parse = min(timeit.repeat(lambda: parse_state(text), number=args.repeat // 10, repeat=10)) / (args.repeat // 10)
        render = min(timeit.repeat(lambda: render_state(state), number=args.repeat // 10, repeat=10)) / (args.repeat // 10)
        print(f"| {edition} | {len(text)} | {parse * 1000:.2f} | {render * 1000:.3f} |")


if __name__ == "__main__":
    main()
