"""How fast `ogallala fuzz` finds the twenty planted deviations of tests/zoo/deviants.py,
and how fast it plays against `ogallala serve`.

    python benchmarks/fuzz.py [--games N] [--seconds S] [--no-write]

For each deviant engine: found or not within the budget (N games or S seconds, whichever
comes first), the games and seconds it took, the shrunk scenario's size in steps, and
whether the written scenario is valid (it parses and loads with the suite's loader, passes
on the reference engine, fails on the deviant). Then the throughput of lockstep play against
`ogallala serve` (which never differs) in each edition. The tables, with the machine's load,
go into docs/fuzzing.md between the `fuzz-benchmark` markers.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "zoo"))

from deviants import DEVIANTS  # noqa: E402

from ogallala.fuzz.session import Budget, fuzz
from ogallala.protocol.process import Limits, ProcessEngine

BIN = Path(sys.executable).parent
SERVE = [str(BIN / "ogallala") if (BIN / "ogallala").exists() else "ogallala", "serve"]
DOC = ROOT / "docs" / "fuzzing.md"
BEGIN, END = "<!-- fuzz-benchmark: begin -->", "<!-- fuzz-benchmark: end -->"


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load average {one:.2f} (1 min), {five:.2f} (5 min) on {os.cpu_count()} CPUs"


def deviations(games: int, seconds: float) -> list[str]:
    rows = ["| deviant engine | edition | breaks | found | games | seconds | scenario steps | topic | valid |",
            "|---|---|---|---|---|---|---|---|---|"]
    for d in DEVIANTS:
        engine = ProcessEngine(d.argv(), Limits(timeout=2.0, handshake=10.0, max_restarts=10**9))
        try:
            report = fuzz(engine, d.edition, budget=Budget(games, seconds), seed=0, source=f"against {d.name}")
        finally:
            engine.close()
        f = report.finding
        if f is None:
            row = [d.name, d.edition, d.rule, "no", str(report.games), f"{report.seconds:.1f}", "-", "-", "-"]
        else:
            w, v = f.written, f.validity
            row = [d.name, d.edition, d.rule, "yes", str(f.game + 1), f"{f.seconds:.1f}",
                   str(w.steps) if w else "-", w.topic if w else "-",
                   ("yes" if v.valid else f"no: {v.problem[:60]}") if v else "-"]
        rows.append("| " + " | ".join(row) + " |")
        print(rows[-1], flush=True)
    return rows


def throughput(games: int) -> list[str]:
    rows = ["| edition | games | actions | seconds | games/s | actions/s |", "|---|---|---|---|---|---|"]
    for edition in ("pelikan-1975", "ass-ii", "ass-i", "amigo"):
        engine = ProcessEngine(SERVE, Limits(max_restarts=10))
        try:
            engine.hello()
            report = fuzz(engine, edition, budget=Budget(games), seed=1)
        finally:
            engine.close()
        assert report.finding is None, f"ogallala serve differs from the reference in {edition}"
        rows.append(f"| {edition} | {report.games} | {report.actions} | {report.seconds:.1f} | "
                    f"{report.games_per_second:.2f} | {report.actions_per_second:.0f} |")
        print(rows[-1], flush=True)
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="most games per deviant (default 200)")
    parser.add_argument("--seconds", type=float, default=60.0, help="most seconds per deviant (default 60)")
    parser.add_argument("--serve-games", type=int, default=20, help="games per edition against ogallala serve")
    parser.add_argument("--no-write", action="store_true", help="print the tables only")
    args = parser.parse_args()
    begun = time.perf_counter()
    before = load()
    found = deviations(args.games, args.seconds)
    speed = throughput(args.serve_games)
    after = load()
    text = "\n".join([
        BEGIN, "",
        f"Budget per deviant: {args.games} games or {args.seconds:g} seconds, seed 0, all policies, "
        "probes 0.15, reply timeout 2 s. Measured by `python benchmarks/fuzz.py` "
        f"({time.perf_counter() - begun:.0f} s in all; {before} before, {after} after).", "",
        *found, "",
        f"Lockstep play against `{shlex.join(['ogallala', 'serve'])}` (which never differs), "
        f"{args.serve_games} games per edition, seed 1:", "",
        *speed, "", END,
    ])
    if not args.no_write:
        doc = DOC.read_text(encoding="utf-8")
        pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.DOTALL)
        if not pattern.search(doc):
            sys.exit(f"{DOC}: the markers {BEGIN} ... {END} are missing")
        DOC.write_text(pattern.sub(lambda _: text, doc), encoding="utf-8")
        print(f"written into {DOC.relative_to(ROOT)}")
    else:
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
