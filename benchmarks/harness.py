"""How long `ogallala conformance` takes on the full suite: in-process or over the protocol
with `ogallala serve`, one job or two; and whether both give every run the same outcome.

    python benchmarks/harness.py [--repeat N]

Each configuration is the whole command, timed from outside (start-up included), run N
times interleaved with the others so that a busy moment of the machine spreads over all of
them; the table gives the median and the best. The figures go into docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BIN = Path(sys.executable).parent
OGALLALA = str(BIN / "ogallala") if (BIN / "ogallala").exists() else "ogallala"
SERVE = f"{shlex.quote(OGALLALA)} serve"

CONFIGS = {
    "in-process, --jobs 1": [],
    "in-process, --jobs 2": ["--jobs", "2"],
    "--engine \"ogallala serve\", --jobs 1": ["--engine", SERVE],
    "--engine \"ogallala serve\", --jobs 2": ["--engine", SERVE, "--jobs", "2"],
}


def run(args: list[str], report: Path | None = None) -> tuple[float, int]:
    extra = ["--json", str(report)] if report else []
    begun = time.perf_counter()
    done = subprocess.run([OGALLALA, "conformance", *args, *extra], capture_output=True, timeout=600)
    seconds = time.perf_counter() - begun
    if done.returncode not in (0, 1):
        sys.exit(f"`ogallala conformance {shlex.join(args)}` ended with {done.returncode}: {done.stderr.decode()}")
    return seconds, done.returncode


def outcomes(args: list[str]) -> dict[str, str]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "report.json"
        run(args, path)
        return {r["id"]: r["outcome"] for r in json.loads(path.read_text())["results"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()

    inproc, served = outcomes([]), outcomes(["--engine", SERVE])
    same = sum(inproc.get(k) == v for k, v in served.items())
    differ = sorted(k for k in inproc.keys() | served.keys() if inproc.get(k) != served.get(k))
    counts: dict[str, int] = {}
    for outcome in inproc.values():
        counts[outcome] = counts.get(outcome, 0) + 1

    times: dict[str, list[float]] = {name: [] for name in CONFIGS}
    for _ in range(args.repeat):
        for name, extra in CONFIGS.items():
            times[name].append(run(extra)[0])

    base = statistics.median(times["in-process, --jobs 1"])
    print(f"{len(inproc)} runs ({', '.join(f'{n} {o}' for o, n in sorted(counts.items()))}); "
          f"same outcome in-process and over the protocol: {same} of {len(inproc)}"
          + (f"; differ: {', '.join(differ[:10])}" if differ else ""))
    print()
    print("| configuration | median (s) | best (s) | median / in-process --jobs 1 |")
    print("|---|---|---|---|")
    for name, values in times.items():
        median = statistics.median(values)
        print(f"| {name} | {median:.2f} | {min(values):.2f} | {median / base:.2f} |")


if __name__ == "__main__":
    main()
