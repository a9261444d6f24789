"""Random full games per second at four players: the pure engine beside the compiled one.

    python benchmarks/compiled.py --compiled PYTHON [--games N] [--repeat R] [--write]

``PYTHON`` is the interpreter of an environment where the package was installed with
``OGALLALA_COMPILE=1`` (docs/compiled.md), e.g.::

    python3 -m venv /tmp/compiled && OGALLALA_COMPILE=1 /tmp/compiled/bin/pip install .
    python benchmarks/compiled.py --compiled /tmp/compiled/bin/python

The pure figures are this interpreter's (the checkout's editable install, never compiled).
Each build plays in a process of its own, started from a folder outside the checkout so
that it imports its own install; the script checks that one is pure and the other
compiled. The games and timings are ``engine.py``'s (the engine loop and the public API,
seeds 10000 on, the median of R timings with the lowest and highest; ``--cpu`` times by
each process's CPU time instead of the wall clock, for a machine busy with other work), the two builds
taking turns edition by edition so that a change of the machine's load falls on both;
each edition's games must take as many actions in both builds. ``--write`` puts the table
into docs/performance.md (section ``engine-compiled``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from measure import load, stamp, summary, write

HERE = Path(__file__).resolve()


def rates(way: str, edition: str, games: int, repeat: int, clock: Callable[[], float]) -> tuple[list[float], int]:
    """``engine.rates``, timed by ``clock``."""
    from engine import fast, public

    play_games = fast if way == "fast" else public
    play_games(edition, range(1, 3))  # the edition's tables, built once
    found, actions = [], 0
    for timing in range(repeat):
        seeds = range(10_000 + timing * games, 10_000 + (timing + 1) * games)
        begun = clock()
        actions += play_games(edition, seeds)
        found.append(games / (clock() - begun))
    return found, actions


def worker(edition: str, games: int, repeat: int, cpu: bool) -> None:
    """Print, as JSON, this install's build and the rates of both ways for ``edition``."""
    from ogallala import engine_build

    clock = time.process_time if cpu else time.perf_counter
    loop, actions = rates("fast", edition, games, repeat, clock)
    api, api_actions = rates("api", edition, games, repeat, clock)
    print(json.dumps({"build": engine_build(), "loop": loop, "api": api, "actions": [actions, api_actions]}))


def measure(python: str, edition: str, args: argparse.Namespace, outside: str) -> dict[str, object]:
    done = subprocess.run([python, str(HERE), "--worker", edition, "--games", str(args.games),
                           "--repeat", str(args.repeat), *(["--cpu"] if args.cpu else [])],
                          cwd=outside, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"{python} failed on {edition}:\n{done.stderr[-3000:]}")
    found: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--compiled", metavar="PYTHON", help="the Python of an OGALLALA_COMPILE=1 install")
    parser.add_argument("--pure", metavar="PYTHON", default=sys.executable,
                        help="the Python of a pure install (default: this one)")
    parser.add_argument("--games", type=int, default=30, help="games per timing")
    parser.add_argument("--repeat", type=int, default=5, help="timings per edition, way and build")
    parser.add_argument("--cpu", action="store_true",
                        help="time by the CPU time of each process instead of the wall clock (on a busy machine)")
    parser.add_argument("--write", action="store_true", help="write the table into docs/performance.md")
    parser.add_argument("--worker", metavar="EDITION", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.games, args.repeat, args.cpu)
        return
    if not args.compiled:
        parser.error("--compiled PYTHON is needed (see the module's docstring)")
    from ogallala.editions import EDITION_IDS

    before = load()
    lines = [
        "| edition | engine loop: pure | engine loop: compiled | compiled / pure "
        "| public API: pure | public API: compiled | compiled / pure |",
        "|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory(prefix="ogallala-bench-") as outside:
        for edition in EDITION_IDS:
            pure = measure(args.pure, edition, args, outside)
            compiled = measure(args.compiled, edition, args, outside)
            if (pure["build"], compiled["build"]) != ("pure", "compiled"):
                raise SystemExit(f"expected a pure and a compiled install, found {pure['build']} and "
                                 f"{compiled['build']}")
            if pure["actions"] != compiled["actions"]:
                raise SystemExit(f"{edition}: the builds played {pure['actions']} and {compiled['actions']} actions")
            cells = [f"| {edition} "]
            for way in ("loop", "api"):
                slow, quick = pure[way], compiled[way]
                assert isinstance(slow, list) and isinstance(quick, list)
                cells.append(f"| {summary(slow)} | {summary(quick)} "
                             f"| {statistics.median(quick) / statistics.median(slow):.2f} ")
            lines.append("".join(cells) + "|")
            print(lines[-1], flush=True)
    text = "\n".join(lines) + "\n\n" + (
        f"Games per second at four players{' (by CPU time)' if args.cpu else ''}, median of {args.repeat} timings of {args.games} games each "
        f"(seeds 10000-{10_000 + args.games * args.repeat - 1}), lowest and highest in brackets; each "
        "build in a process of its own, the two taking turns edition by edition, playing the same "
        "games (as many actions). " + stamp(before, load()))
    print()
    print(text)
    if args.write:
        write("engine-compiled", text)


if __name__ == "__main__":
    main()
