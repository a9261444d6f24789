"""Whether the runners of runners/ (JavaScript and Go) agree with ``ogallala conformance``,
run for run, on the same engines: the reference (over ``ogallala serve``) and engines that
are wrong on purpose (tests/zoo, ``ogallala serve --mutant``).

For each engine the three play the same selection: ``ogallala conformance --engine ... --json``
gives each run's outcome (passed; failed, error and broken count as failed; skipped), each
runner its verdict per run key, from one ``ogallala export`` of the selection. A run key
that one of them reports and another does not, or reports otherwise, is a disagreement.

    python tests/export_agreement.py [--engine NAME]... [--timeout S] [SELECTION ...]

runs the named engines (all of ``ENGINES`` by default) over the selection (the options of
``ogallala conformance``: ``--edition``, ``--rule``, ``--tag``, ``-k``; the whole suite by
default), prints one line per engine and every disagreement, and exits 1 if there was one.
tests/test_export_runners.py runs it on a selection small enough for the test suite (CI
runs that); over the whole suite it takes some minutes, run by hand.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
ZOO = ROOT / "tests" / "zoo"
PYTHON = sys.executable
OGALLALA = [PYTHON, "-m", "ogallala"]

class Engine(NamedTuple):
    argv: list[str]
    readings: tuple[str, ...] = ()
    """The readings its hello declares (``RULING=ALT``): its export is made for them."""


ENGINES: dict[str, Engine] = {
    "serve": Engine([*OGALLALA, "serve"]),
    **{f"wrong-{mode}": Engine([PYTHON, str(ZOO / "wrong.py"), mode])
       for mode in ("legal", "attack", "turn", "score", "refusal", "unshuffled", "turned-over")},
    "schema-invalid": Engine([PYTHON, str(ZOO / "schema_invalid.py")]),
    "partial": Engine([PYTHON, str(ZOO / "partial.py")]),
    "partial-reading": Engine(["env", "ZOO_EDITIONS=amigo,ass-i", "ZOO_RULINGS=amigo-one-card-gap=always-joins",
                               PYTHON, str(ZOO / "partial.py")]),
    "serve-reading": Engine([*OGALLALA, "serve", "--reading", "reshuffle-termination=displays-grew"],
                            ("reshuffle-termination=displays-grew",)),
    "no-end-offer": Engine([PYTHON, str(ZOO / "deviants.py"), "no-end-offer"]),
    "lost-completion": Engine([PYTHON, str(ZOO / "deviants.py"), "lost-completion"]),
    "crash-shaman": Engine([PYTHON, str(ZOO / "deviants.py"), "crash-shaman"]),
    "mutant-deal-seed-kept": Engine([*OGALLALA, "serve", "--mutant", "deal-seed-kept"]),
    "mutant-setup-amigo-two-rows": Engine([*OGALLALA, "serve", "--mutant", "setup-amigo-two-rows"]),
}
"""The engines, by name: the reference, the seven engines of wrong.py, an engine whose
replies break the protocol's schema, one that claims only Amigo and no variant (its skips)
and one that claims two editions and names a reading though it plays any (its skips), the
reference declaring a reading (its export is made for it), three deviants of the fuzzer (a
missing offer, a missing event, a crash) and two mutants."""

VERDICT = {"passed": "passed", "failed": "failed", "error": "failed", "broken": "failed", "skipped": "skipped"}
"""``ogallala conformance``'s outcomes as a runner's verdicts."""


def runners() -> dict[str, str | None]:
    """Each runner's program, or None when it is not installed."""
    return {"js": shutil.which("node"), "go": shutil.which("go")}


def conformance(engine: Sequence[str], selection: Sequence[str], timeout: float, folder: Path) -> dict[str, str]:
    out = folder / "conformance.json"
    subprocess.run([*OGALLALA, "conformance", "--engine", shlex.join(engine), "--timeout", str(timeout),
                    "--json", str(out), "--allow-empty", *selection],
                   cwd=folder, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, timeout=3600)
    results = json.loads(out.read_text())["engines"][0]["results"]
    return {r["id"]: VERDICT[r["outcome"]] for r in results}


def runner(which: str, export: Path, engine: Sequence[str], timeout: float, folder: Path) -> dict[str, str]:
    out = folder / f"{which}.json"
    env = {**os.environ, "OGALLALA_EXPORT": str(export), "OGALLALA_ENGINE": shlex.join(engine),
           "OGALLALA_TIMEOUT": str(timeout), "OGALLALA_VERDICTS": str(out)}
    if which == "js":
        argv, cwd = ["node", "--test", "--test-reporter=dot", str(ROOT / "runners" / "js")], folder
    else:
        argv, cwd = ["go", "test", "-count=1", "-timeout", "0", "."], ROOT / "runners" / "go"
        env["GOPROXY"] = "off"  # the runner needs nothing but the standard library
    done = subprocess.run(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, check=False,
                          timeout=3600)
    if not out.exists():
        tail = done.stdout.decode("utf-8", "replace")[-3000:]
        raise RuntimeError(f"the {which} runner wrote no verdicts (exit {done.returncode}):\n{tail}")
    found: dict[str, str] = json.loads(out.read_text())
    return found


def export(selection: Sequence[str], readings: Sequence[str], path: Path) -> None:
    given = [word for reading in readings for word in ("--reading", reading)]
    subprocess.run([*OGALLALA, "export", "--format", "jsonl", "-o", str(path), *given, *selection], check=True,
                   timeout=3600)


def differences(name: str, found: dict[str, dict[str, str]]) -> list[str]:
    """One line for each run key on which the verdicts differ."""
    keys = sorted(set().union(*found.values()))
    lines = []
    for key in keys:
        said = {who: verdicts.get(key, "(absent)") for who, verdicts in found.items()}
        if len(set(said.values())) > 1:
            lines.append(f"{name}: {key}: " + ", ".join(f"{who} {v}" for who, v in said.items()))
    return lines


def agree(engines: Sequence[str], selection: Sequence[str], timeout: float = 30.0,
          report: bool = False) -> tuple[list[str], dict[str, dict[str, int]]]:
    """The disagreements over ``engines``, and for each engine how many runs each verdict
    had (``ogallala conformance``'s). Runners that are not installed are left out."""
    have = {k: v for k, v in runners().items() if v}
    problems: list[str] = []
    tally: dict[str, dict[str, int]] = {}
    with tempfile.TemporaryDirectory(prefix="ogallala-agreement-") as tmp:
        folder = Path(tmp)
        exports: dict[tuple[str, ...], Path] = {}
        for name in engines:
            begun = time.monotonic()
            engine = ENGINES[name]
            if engine.readings not in exports:
                exports[engine.readings] = folder / f"export-{len(exports)}.jsonl"
                export(selection, engine.readings, exports[engine.readings])
            found = {"conformance": conformance(engine.argv, selection, timeout, folder)}
            for which in have:
                found[which] = runner(which, exports[engine.readings], engine.argv, timeout, folder)
            problems += differences(name, found)
            counts: dict[str, int] = {}
            for verdict in found["conformance"].values():
                counts[verdict] = counts.get(verdict, 0) + 1
            tally[name] = counts
            if report:
                print(f"{name}: {counts}, {'agree' if not differences(name, found) else 'DISAGREE'} "
                      f"({', '.join(found)}; {time.monotonic() - begun:.0f} s)", flush=True)
    return problems, tally


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--engine", action="append", choices=sorted(ENGINES), help="only this engine (repeatable)")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds for each reply (default 30)")
    args, selection = parser.parse_known_args(argv)
    missing = [k for k, v in runners().items() if not v]
    if missing:
        print(f"export_agreement: {' and '.join(missing)} not installed: those runners are left out", file=sys.stderr)
    problems, _ = agree(args.engine or list(ENGINES), selection, args.timeout, report=True)
    for line in problems:
        print(line)
    print(f"{len(problems)} disagreements")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
