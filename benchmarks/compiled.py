"""Random full games per second at four players: the pure engine beside the compiled one.

    python benchmarks/compiled.py --compiled PYTHON [--games N] [--repeat R] [--cpu] [--write]
    python benchmarks/compiled.py --compiled PYTHON --fuzz [--games N] [--repeat R] [--write]

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

``--fuzz`` times differential fuzzing instead (``benchmarks/fuzz.py``'s lockstep campaign,
uniform policy, four players, one job) with both sides of one build: the fuzzer in the
build's worker and ``ogallala serve`` started by the same Python. It gives each build's
games per second by the clock and the CPU milliseconds each side spends on a game, the
builds taking turns as above on the same seeds (as many actions); ``--write`` puts that
table into the section ``fuzz-compiled``.
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
        if way == "fuzz":
            print(json.dumps({"build": build, **fuzzed(edition, games, timing)}), flush=True)
            continue
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


def fuzzed(edition: str, games: int, timing: int) -> dict[str, float]:
    """One timing of a lockstep campaign against ``ogallala serve`` of this build (the
    fuzzer in this process): games per second, actions, and each side's CPU ms a game."""
    from fuzz import SERVE, _timed

    from ogallala.fuzz.plan import Plan

    report, mine, theirs = _timed(SERVE, Plan(edition, policies=("uniform",), seed=4 + timing, players=4), games, 1)
    if report.findings:
        raise SystemExit(f"ogallala serve differs from the reference in {edition}")
    return {"rate": report.games_per_second, "actions": report.actions,
            "fuzzer_ms": 1000 * mine / report.games, "serve_ms": 1000 * theirs / report.games}


def fuzz_table(builds: dict[str, subprocess.Popen[str]], editions: tuple[str, ...], games: int,
               repeat: int) -> list[str]:
    """Each edition's lockstep campaigns, the builds taking turns timing by timing."""
    lines = ["| edition | games/s: pure | games/s: compiled | compiled / pure | fuzzer CPU ms a game: pure "
             "| compiled | serve CPU ms a game: pure | compiled |", "|---|---|---|---|---|---|---|---|"]
    for edition in editions:
        n = games // 2 if edition == "amigo" else games
        found: dict[str, list[dict[str, Any]]] = {"pure": [], "compiled": []}
        for timing in range(repeat):
            order = ("pure", "compiled") if timing % 2 == 0 else ("compiled", "pure")
            replies = {name: ask(builds[name], {"way": "fuzz", "edition": edition, "games": n, "timing": timing})
                       for name in order}
            for name, reply in replies.items():
                if reply["build"] != name:
                    raise SystemExit(f"the {name} Python's engine is {reply['build']}")
                found[name].append(reply)
            if replies["pure"]["actions"] != replies["compiled"]["actions"]:
                raise SystemExit(f"{edition}, timing {timing}: the builds took {replies['pure']['actions']} and "
                                 f"{replies['compiled']['actions']} actions")

        def of(name: str, key: str, digits: int = 0) -> str:
            return summary([r[key] for r in found[name]], digits)

        ratio = statistics.median(c["rate"] / p["rate"] for c, p in zip(found["compiled"], found["pure"], strict=True))
        lines.append(f"| {edition} | {of('pure', 'rate', 1)} | {of('compiled', 'rate', 1)} | {ratio:.2f} "
                     f"| {of('pure', 'fuzzer_ms')} | {of('compiled', 'fuzzer_ms')} | {of('pure', 'serve_ms')} "
                     f"| {of('compiled', 'serve_ms')} |")
        print(lines[-1], flush=True)
    return lines


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
    parser.add_argument("--fuzz", action="store_true",
                        help="time lockstep fuzzing against ogallala serve, both sides of one build (see the docstring)")
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
            if args.fuzz:
                table = fuzz_table(builds, EDITION_IDS, args.games, args.repeat)
                publish("fuzz-compiled", "\n".join(table) + "\n\n" + (
                    f"Lockstep fuzzing against `ogallala serve`, uniform policy, four players, one job, {args.games} "
                    f"games a timing ({args.games // 2} in Amigo), seeds 4 on (one per timing), median of "
                    f"{args.repeat} timings with the lowest and highest in brackets; compiled / pure is the median of "
                    "the paired ratios. Both sides of each timing are one build: the fuzzer in that build's process, "
                    "`ogallala serve` started by the same Python; the builds take turns timing by timing and play the "
                    "same games (as many actions). CPU milliseconds a game from each process's CPU time. "
                    + stamp(before, load())), args.write)
                return
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
