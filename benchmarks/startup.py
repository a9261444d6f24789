"""How long the short commands take from outside, with the cache folder warm and without one:
`ogallala check` on a small position (read back from the cache, and parsed by Lark with the
parser's tables from the cache), `ogallala conformance` with one run selected, and the whole
suite in-process.

    python benchmarks/startup.py [--repeat N] [--write] [--baseline DIR]

Each command is timed as a whole process, N times, the configurations interleaved so that a
busy moment of the machine spreads over all of them. "warm" runs with a cache folder of its
own, found as a user's is (``XDG_CACHE_HOME``, through platformdirs), filled by one run of
each command first; "no cache" runs with
``OGALLALA_NO_CACHE=1``, so every command parses the features, the spec, the grammar and the
positions anew. ``--baseline DIR`` times another checkout's code too (``DIR/reference`` put
first on ``PYTHONPATH``, its own grammar, spec and features with it), warm, in the same
rounds, so that two versions are compared under the same load. ``--write`` puts the table
into docs/performance.md.

The package is byte-compiled first (``compileall``), as an installed package is (see
``benchmarks/harness.py``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from measure import load, publish, stamp, summary

BIN = Path(sys.executable).parent
OGALLALA = str(BIN / "ogallala") if (BIN / "ogallala").exists() else "ogallala"



def position() -> str:
    """A real position: an Amigo game four actions in (the first legal action each time)."""
    from ogallala.engine import apply, legal_actions, start
    from ogallala.notation import render_state

    state = start("amigo", ["North", "South"], seed=3)
    for _ in range(4):
        state, _events = apply(state, legal_actions(state)[0])
    return render_state(state)

COMMANDS = {
    "check FILE (position kept)": (["check", "{file}"], {}),
    "check FILE (parsed by Lark)": (["check", "{file}"], {"OGALLALA_NO_POSITION_CACHE": "1"}),
    "conformance, one run": (["conformance", "-k", "attack_chained_by_edition#1@pelikan-1975"], {}),
    "conformance, whole suite in-process": (["conformance"], {}),
}


def run(argv: list[str], env: dict[str, str]) -> float:
    begun = time.perf_counter()
    done = subprocess.run([OGALLALA, *argv], capture_output=True, env=env, timeout=600)
    seconds = time.perf_counter() - begun
    if done.returncode not in (0, 1):
        sys.exit(f"`ogallala {' '.join(argv)}` ended with {done.returncode}: {done.stderr.decode()[-2000:]}")
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--write", action="store_true", help="write the table into docs/performance.md")
    parser.add_argument("--only", choices=["warm", "no cache"], help="time one of the two only")
    parser.add_argument("--baseline", type=Path, help="a checkout of another version to time beside this one, warm")
    args = parser.parse_args()

    import compileall
    import ogallala

    compileall.compile_dir(str(Path(ogallala.__file__).parent), quiet=1)
    work = Path(tempfile.mkdtemp(prefix="ogallala-startup-"))
    try:
        file = work / "position.txt"
        file.write_text(position(), encoding="utf-8")
        cache = work / "cache"
        base = {k: v for k, v in os.environ.items() if not k.startswith("OGALLALA_")}
        kinds = {"warm": {**base, "XDG_CACHE_HOME": str(cache)}, "no cache": {**base, "OGALLALA_NO_CACHE": "1"}}
        if args.only:
            kinds = {args.only: kinds[args.only]}
        if args.baseline:
            reference = str(args.baseline.resolve() / "reference")
            compileall.compile_dir(reference, quiet=1)
            kinds["baseline, warm"] = {**base, "OGALLALA_CACHE_DIR": str(work / "baseline-cache"), "PYTHONPATH": reference}
        configs = {(kind, name): ([a.replace("{file}", str(file)) for a in argv], {**env, **extra})
                   for kind, env in kinds.items() for name, (argv, extra) in COMMANDS.items()}
        before = load()
        for argv, env in configs.values():
            run(argv, env)  # fills the cache of "warm"
        times: dict[tuple[str, str], list[float]] = {key: [] for key in configs}
        for _ in range(args.repeat):
            for key, (argv, env) in configs.items():
                times[key].append(run(argv, env))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    ratio = "baseline, warm" in kinds and "warm" in kinds
    lines = ["| command | " + " | ".join(f"{kind}: seconds" for kind in kinds) + (" | warm / baseline |" if ratio else " |"),
             "|---|" + "---|" * (len(kinds) + ratio)]
    for name in COMMANDS:
        paired = (f" | {statistics.median(a / b for a, b in zip(times[('warm', name)], times[('baseline, warm', name)])):.3f}"
                  if ratio else "")
        lines.append(f"| {name} | " + " | ".join(summary(times[(kind, name)], 3) for kind in kinds) + paired + " |")
    text = "\n".join(lines) + "\n\n" + (
        f"Median (lowest-highest) of {args.repeat} timings of each command as a whole process, the commands taking "
        "turns" + ("; warm / baseline is the median of the ratios of the timings taken side by side" if ratio else "")
        + ". " + stamp(before, load()))
    publish("startup", text, args.write)


if __name__ == "__main__":
    main()
