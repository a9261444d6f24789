"""How long `ogallala conformance` takes on the full suite: in-process or over the protocol
with `ogallala serve` (with requests written ahead, as its hello allows, and one at a time
with `--no-pipelining`), one job or two; its fixed start-up; and whether in-process and
over the protocol give every run the same outcome.

    python benchmarks/harness.py [--repeat N] [--write]

Each configuration is the whole command, timed from outside (start-up included), run N
times interleaved with the others so that a busy moment of the machine spreads over all of
them; the table gives the median with the lowest and highest, and the machine's load.
Each configuration over the protocol is compared with the in-process one of the same
number of jobs. "start-up" is the command with one run selected (`-k` its key): imports, the features and
the spec loaded (from the cache folder after the first run, as every run but a user's
first), the selection made, one short scenario played, the report printed.
``--write`` puts the table into docs/performance.md.

The package is byte-compiled first (``compileall``), as an installed package is: with
``PYTHONDONTWRITEBYTECODE`` set, a checkout whose modules changed since their bytecode was
written would otherwise compile them again at every start, and the start-up measured would
be that of a first run after an edit (about 40% more), not the command's.
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

from measure import load, publish, stamp, summary

BIN = Path(sys.executable).parent
OGALLALA = str(BIN / "ogallala") if (BIN / "ogallala").exists() else "ogallala"
SERVE = f"{shlex.quote(OGALLALA)} serve"

CONFIGS = {
    "start-up (one run)": ["-k", "attack_chained_by_edition#1@pelikan-1975"],
    "in-process, --jobs 1": [],
    "in-process, --jobs 2": ["--jobs", "2"],
    "--engine \"ogallala serve\", --jobs 1": ["--engine", SERVE],
    "--engine \"ogallala serve\", --jobs 2": ["--engine", SERVE, "--jobs", "2"],
    "--engine \"ogallala serve\" --no-pipelining, --jobs 1": ["--engine", SERVE, "--no-pipelining"],
}
SAME = {name: "in-process, --jobs 2" if "--jobs 2" in name else "in-process, --jobs 1" for name in CONFIGS}
"""The in-process configuration each one is compared with: the same number of jobs."""


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
        return {r["id"]: r["outcome"] for r in json.loads(path.read_text())["engines"][0]["results"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--write", action="store_true", help="write the table into docs/performance.md")
    args = parser.parse_args()

    import compileall
    import ogallala

    compileall.compile_dir(str(Path(ogallala.__file__).parent), quiet=1)
    before = load()
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

    lines = [
        "| configuration | seconds: median (lowest-highest) | median / in-process, same --jobs |",
        "|---|---|---|",
    ]
    for name, values in times.items():
        base = statistics.median(times[SAME[name]])
        lines.append(f"| {name} | {summary(values, 2)} | {statistics.median(values) / base:.2f} |")
    text = "\n".join(lines) + "\n\n" + (
        f"{len(inproc)} runs ({', '.join(f'{n} {o}' for o, n in sorted(counts.items()))}); "
        f"same outcome in-process and over the protocol: {same} of {len(inproc)}"
        + (f"; differ: {', '.join(differ[:10])}" if differ else "") + ". "
        f"Each configuration timed {args.repeat} times as a whole command. " + stamp(before, load()))
    publish("harness", text, args.write)


if __name__ == "__main__":
    main()
