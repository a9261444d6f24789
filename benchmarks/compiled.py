"""Random full games per second at four players: the pure engine beside the compiled one.

    python benchmarks/compiled.py --compiled PYTHON [--games N] [--repeat R] [--cpu] [--write]

``PYTHON`` is the interpreter of an environment where the package was installed with
``OGALLALA_COMPILE=1`` (docs/compiled.md), e.g.::

    python3 -m venv /tmp/compiled && OGALLALA_COMPILE=1 /tmp/compiled/bin/pip install .
    python benchmarks/compiled.py --compiled /tmp/compiled/bin/python

The pure figures are this interpreter's (the checkout's editable install, never compiled;
``--pure PYTHON`` names another). Each build plays in a process of its own, started in a
folder outside the checkout so that it imports its own install; the script checks that one
is pure and the other compiled. The games are ``engine.py``'s (the engine loop and the
public API, seeds 10000 on, each timing of each path on seeds of its own, in one process per build as
``engine.py`` plays them in one). The two builds take turns timing by timing, so that
each pair of timings meets the same load; the table gives each build's median with the
lowest and highest of the R, and the median of the R paired ratios. Each pair must take
as many actions. ``--cpu`` times by each process's CPU time instead of the wall clock,
for a machine busy with other work. ``--write`` puts the table into docs/performance.md
(section ``engine-compiled``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

from measure import load, publish, stamp, summary

HERE = Path(__file__).resolve()


def worker(cpu: bool) -> None:
    """Answer timing requests on stdin, one JSON line each: ``{"way", "edition", "games",
    "timing"}`` -> ``{"build", "rate", "actions"}``; an edition's tables are built before its
    first timing, as ``engine.rates`` does."""
    from engine import fast, public

    from ogallala import engine_build

    clock = time.process_time if cpu else time.perf_counter
    build = engine_build()
    warm: set[tuple[str, str]] = set()
    for line in sys.stdin:
        asked = json.loads(line)
        way, edition, games, timing = asked["way"], asked["edition"], asked["games"], asked["timing"]
        play_games = fast if way == "loop" else public
        if (way, edition) not in warm:
            play_games(edition, range(1, 3))
            warm.add((way, edition))
        first = 10_000 + (2 * timing + (way == "api")) * games  # as engine.rates: no game played twice
        seeds = range(first, first + games)
        begun = clock()
        actions = play_games(edition, seeds)
        rate = games / (clock() - begun)
        print(json.dumps({"build": build, "rate": rate, "actions": actions}), flush=True)


def ask(process: subprocess.Popen[str], request: dict[str, Any]) -> dict[str, Any]:
    stdin, stdout = process.stdin, process.stdout
    assert stdin is not None and stdout is not None
    stdin.write(json.dumps(request) + "\n")
    stdin.flush()
    line = stdout.readline()
    if not line:
        stderr: IO[str] | None = process.stderr
        raise SystemExit(f"{process.args[0]} stopped:\n{stderr.read()[-3000:] if stderr else ''}")
    reply: dict[str, Any] = json.loads(line)
    return reply


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
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.cpu)
        return
    if not args.compiled:
        parser.error("--compiled PYTHON is needed (see the module's docstring)")
    from ogallala.model.editions import EDITION_IDS

    before = load()
    lines = [
        "| edition | engine loop: pure | engine loop: compiled | compiled / pure "
        "| public API: pure | public API: compiled | compiled / pure |",
        "|---|---|---|---|---|---|---|",
    ]
    with tempfile.TemporaryDirectory(prefix="ogallala-bench-") as outside:
        builds = {name: subprocess.Popen([python, str(HERE), "--worker", *(["--cpu"] if args.cpu else [])],
                                         cwd=outside, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                         stderr=subprocess.PIPE, text=True)
                  for name, python in (("pure", args.pure), ("compiled", args.compiled))}
        try:
            for edition in EDITION_IDS:
                cells = [f"| {edition} "]
                for way in ("loop", "api"):
                    found: dict[str, list[float]] = {"pure": [], "compiled": []}
                    for timing in range(args.repeat):
                        order = ("pure", "compiled") if timing % 2 == 0 else ("compiled", "pure")
                        request = {"way": way, "edition": edition, "games": args.games, "timing": timing}
                        replies = {name: ask(builds[name], request) for name in order}
                        for name, reply in replies.items():
                            if reply["build"] != name:
                                raise SystemExit(f"the {name} Python's engine is {reply['build']}")
                            found[name].append(reply["rate"])
                        if replies["pure"]["actions"] != replies["compiled"]["actions"]:
                            raise SystemExit(f"{edition}, seeds of timing {timing}: the builds took "
                                             f"{replies['pure']['actions']} and {replies['compiled']['actions']} actions")
                    ratio = statistics.median(c / p for c, p in zip(found["compiled"], found["pure"], strict=True))
                    cells.append(f"| {summary(found['pure'])} | {summary(found['compiled'])} | {ratio:.2f} ")
                lines.append("".join(cells) + "|")
                print(lines[-1], flush=True)
        finally:
            for process in builds.values():
                if process.stdin is not None:
                    process.stdin.close()
                process.wait(timeout=60)
    text = "\n".join(lines) + "\n\n" + (
        f"Games per second at four players{' (by CPU time)' if args.cpu else ''}, median of {args.repeat} "
        f"timings of {args.games} games each (seeds 10000-{10_000 + 2 * args.games * args.repeat - 1}, the loop's "
        "and the API's apart), lowest and "
        "highest in brackets; compiled / pure is the median of the paired ratios. Each build in a process of its "
        "own, the two taking turns timing by timing, playing the same games (as many actions). "
        + stamp(before, load()))
    publish("engine-compiled", text, args.write)


if __name__ == "__main__":
    main()
