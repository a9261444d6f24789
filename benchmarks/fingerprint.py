"""How right and how fast `ogallala fingerprint` is.

    python benchmarks/fingerprint.py [--write] [--skip-accuracy]

- the pairs: played (ruling, alternative) pairs, those some scenario tells apart, those
  none does;
- accuracy: for every played alternative of every ruling with alternatives, the reference
  engine set to it without declaring it (``Posing``) is fingerprinted in-process, every run
  of the ruling's editions played (with ``--reuse``, the runs that do not name the ruling
  are taken from the decided engine's results, as tests/test_fingerprint.py does); right
  when the alternative is named in every edition where the scenarios tell it apart, is in
  the reported group elsewhere, nothing else is named and every run is explained;
- time: a whole fingerprint (every edition) in-process, predictions computed afresh and
  from the cache, and over the protocol with `ogallala serve` and tests/zoo/posing.py
  (the whole command, timed from outside, cache warm), with the machine's load beside.

With ``--write`` the figures go into docs/fingerprint.md between its ``figures`` markers.
"""

from __future__ import annotations

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ogallala.model.editions import EDITION_IDS
from ogallala.fingerprint.pairs import pairs
from ogallala.fingerprint.posing import Posing
from ogallala.fingerprint.predict import Predictor, depends
from ogallala.fingerprint.take import runs_of, take
from ogallala.harness.runner import EngineSpec, run_all
from ogallala.model.spec import load_spec

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
OGALLALA = str(BIN / "ogallala") if (BIN / "ogallala").exists() else "ogallala"
BEGIN = "<!-- figures: begin (python benchmarks/fingerprint.py --write) -->"
END = "<!-- figures: end -->"


def load() -> str:
    return "load average " + ", ".join(f"{x:.1f}" for x in os.getloadavg())


def accuracy(predictor: Predictor, reuse: bool) -> tuple[int, int, list[str], int]:
    table = {(p.ruling, p.alternative): p for p in pairs(predictor)}
    runs = runs_of(EDITION_IDS)
    baseline = {r.key: r for r in run_all(runs, EngineSpec(), engine=Posing({}), readings={r.key: {} for r in runs})}
    right, total, wrong, unnamed = 0, 0, [], 0
    for ruling in load_spec().rulings:
        if len(ruling.played) < 2:
            continue
        editions = tuple(e for e in EDITION_IDS if e in ruling.decisions)
        for alternative in ruling.played:
            pair = table[(ruling.id, alternative.id)]
            if pair.status != "distinguishable":
                continue
            total += 1
            kept = {r.key: baseline[r.key] for r in runs_of(editions) if reuse and ruling.id not in depends(r)}
            fp = take(EngineSpec(), editions, engine=Posing({ruling.id: alternative.id}), predictor=predictor,
                      results=kept)
            ok = True
            unnamed += sum(len(e.unnamed) for e in fp.editions)
            for e in fp.editions:
                choice = next(c for c in e.readings if c.ruling == ruling.id)
                alike = dict(pair.alike)[e.edition]
                named = choice.verdict == "named" and choice.reading == alternative.id
                grouped = set(choice.found) == {alternative.id, *alike}
                others = {r for r in e.chosen if r != ruling.id}
                others = {r for r in others if next(c for c in e.readings if c.ruling == r).verdict != "indistinguishable"}
                if (named if not alike else grouped) and not others and not e.bugs and not e.outvoted:
                    continue
                ok = False
                wrong.append(f"{ruling.id}={alternative.id} in {e.edition}: found {choice.found} ({choice.verdict})")
            right += ok
    return right, total, wrong, unnamed


def command(args: list[str]) -> float:
    begun = time.perf_counter()
    subprocess.run([OGALLALA, "fingerprint", *args, "--json", os.devnull], check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - begun


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--skip-accuracy", action="store_true")
    parser.add_argument("--reuse", action="store_true", help="reuse the decided engine's results of the runs that "
                        "do not name the ruling (faster; blind to runs that depend on a ruling they do not name)")
    args = parser.parse_args()
    os.environ["OGALLALA_CACHE_DIR"] = tempfile.mkdtemp(prefix="ogallala-fingerprint-")
    lines = [f"Measured {time.strftime('%Y-%m-%d')} ({load()} at the start, on a machine with "
             f"{os.cpu_count()} CPUs).", ""]

    begun = time.perf_counter()
    cold = Predictor()
    fp = take(EngineSpec(), (), engine=Posing({}), predictor=cold)
    whole_cold = time.perf_counter() - begun
    runs = sum(e.runs for e in fp.editions)
    begun = time.perf_counter()
    warm = Predictor()
    take(EngineSpec(), (), engine=Posing({}), predictor=warm)
    whole_warm = time.perf_counter() - begun

    found = pairs(warm)
    count = {s: sum(p.status == s for p in found) for s in ("only", "distinguishable", "indistinguishable")}
    lines += [f"Pairs: {len(found)} played (ruling, alternative) pairs; {count['distinguishable']} told apart by some "
              f"scenario, {count['indistinguishable']} not, {count['only']} the only played alternative of their ruling.",
              ""]
    if not args.skip_accuracy:
        begun = time.perf_counter()
        right, total, wrong, unnamed = accuracy(warm, args.reuse)
        spent = time.perf_counter() - begun
        how = "the runs that do not name the ruling reused" if args.reuse else "every run of the ruling's editions played"
        lines += [f"Accuracy: {right} of {total} distinguishable pairs named right "
                  f"({100 * right / total:.1f}%), {how}, in {spent:.0f} s for all of them in-process ({load()}); "
                  f"{unnamed} runs explained only through a ruling they do not name."]
        lines += [f"- wrong: {w}" for w in wrong[:20]]
        lines.append("")
    warm.save()
    serve = shlex.join([OGALLALA, "serve"])
    posing = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "posing.py"), "reshuffle-termination=once"])
    rows = [
        ("in-process (reference engine), predictions computed", whole_cold),
        ("in-process (reference engine), predictions cached", whole_warm),
        ("`ogallala fingerprint --engine \"ogallala serve\"`", command(["--engine", serve])),
        ("`... --engine \"ogallala serve\" --jobs 2`", command(["--engine", serve, "--jobs", "2"])),
        ("`... --engine \"python tests/zoo/posing.py reshuffle-termination=once\"`", command(["--engine", posing])),
    ]
    lines += [f"Time for a whole fingerprint ({runs} runs, every edition; {load()} at the end):", "",
              "| engine | seconds |", "|---|---|"]
    lines += [f"| {name} | {seconds:.1f} |" for name, seconds in rows]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.write:
        path = ROOT / "docs" / "fingerprint.md"
        doc = path.read_text(encoding="utf-8")
        start, end = doc.index(BEGIN), doc.index(END) + len(END)
        path.write_text(doc[:start] + f"{BEGIN}\n{text}{END}" + doc[end:], encoding="utf-8")


if __name__ == "__main__":
    main()
