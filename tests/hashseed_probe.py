"""What the hash-seed test compares: canonical renderings made in one process.

Run as ``python tests/hashseed_probe.py PART[:N]... [--show NAME]``; prints one JSON
object mapping each name to the SHA-256 of its rendering (with ``--show``, that one
rendering itself, for the diff when two processes disagree). ``tests/test_hash_seed.py``
runs it under several ``PYTHONHASHSEED`` values and requires the same object from every
process. The parts:

- ``games:N``: N random games for each edition with no variant and with each variant on
  its own (tribes where the edition has them): every legal list, action, event and
  position, and the score;
- ``suite:N``: every N-th run of the conformance suite and every run with two tribes,
  each call's answer recorded
  (``suite:1`` adds ``ogallala conformance --json``'s report);
- ``docs``: every generated document;
- ``tools``: the fingerprint's and the fuzzer's reports for fixed seeds.
"""

from __future__ import annotations

import hashlib
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

import ogallala
from ogallala.engine.random_play import SEATS
from ogallala.model.editions import all_editions


def _variant_sets(edition: ogallala.Edition) -> list[tuple[str, ...]]:
    """No variant, and each variant on its own (tribes where the edition has them)."""
    return [()] + [(v.id,) for v in edition.variants]


def games(count: int, only: str | None = None) -> dict[str, str]:
    """Each game as text: the actions, each followed by its events and the position it leads to."""
    out: dict[str, str] = {}
    for edition in all_editions():
        for options in _variant_sets(edition):
            if only is not None and options != (only,):
                continue
            for seed in range(count):
                players = edition.players.min + seed % (edition.players.max - edition.players.min + 1)
                state = ogallala.start(edition.id, SEATS[:players], options, seed=seed)
                chooser = random.Random(seed)
                lines = [ogallala.render_state(state)]
                while not state.over:
                    legal = ogallala.legal_actions(state)
                    lines.append("legal: " + " | ".join(str(a) for a in legal))
                    action = legal[chooser.randrange(len(legal))]
                    state, events = ogallala.apply(state, action)
                    lines.append(f"> {action}")
                    lines += [json.dumps(e.model_dump(mode="json"), sort_keys=True) for e in events]
                    lines.append(ogallala.render_state(state))
                lines.append(json.dumps(ogallala.score(state).model_dump(mode="json"), sort_keys=True))
                out[f"game {edition.id} {'+'.join(options) or '-'} {seed}"] = "\n".join(lines)
    return out


def tribes(count: int) -> dict[str, str]:
    """``count`` games of each edition with two tribes."""
    return {k: v for k, v in games(count, only="tribes").items()}


def _command(*argv: str) -> str:
    """What ``ogallala ARGV`` prints, run as a process of its own (it inherits this one's
    ``PYTHONHASHSEED``)."""
    done = subprocess.run([sys.executable, "-m", "ogallala", *argv], capture_output=True, text=True, timeout=1200)
    return done.stdout


CLOCK = frozenset({"seconds", "games_per_second", "actions_per_second", "duration_s", "timestamp"})
"""Keys of the tools' JSON reports that hold times, which no two runs share."""


def _timeless(text: str) -> str:
    """A JSON report without its times, in canonical form."""
    def strip(value: object) -> object:
        if isinstance(value, dict):
            return {k: strip(v) for k, v in value.items() if k not in CLOCK}
        if isinstance(value, list):
            return [strip(v) for v in value]
        return value
    try:
        return json.dumps(strip(json.loads(text)), sort_keys=True, indent=1)
    except ValueError:
        return text


def _dump(model: object) -> str:
    return json.dumps(model.model_dump(mode="json"), sort_keys=True)  # type: ignore[attr-defined]


def suite(sample: int = 1) -> dict[str, str]:
    """Every ``sample``-th run of the suite against the reference engine, and every run with
    two tribes (their colours are the sets of strings the engine decides by): its outcome, and
    every call the steps made with the engine's answer (positions in canonical text); the
    whole suite (``sample`` 1) adds ``ogallala conformance --json``'s report, its times
    left out."""
    from ogallala.model.actions import Action
    from ogallala.model.state import State
    from ogallala.protocol.inprocess import InProcess
    from ogallala.protocol.interface import Applied, Rejected
    from ogallala.harness.select import run_options
    from ogallala.scenarios.load import all_scenarios
    from ogallala.scenarios.run import execute

    class Recorder(InProcess):
        """The reference engine, writing down every answer it gives."""

        def __init__(self) -> None:
            super().__init__()
            self.log: list[str] = []

        def start(self, *args: object, **kwargs: object) -> State:
            state = super().start(*args, **kwargs)  # type: ignore[arg-type]
            self.log.append("start\n" + ogallala.render_state(state))
            return state

        def load(self, state: State) -> State:
            state = super().load(state)
            self.log.append("load\n" + ogallala.render_state(state))
            return state

        def legal(self) -> list[Action]:
            found = super().legal()
            self.log.append("legal " + " | ".join(str(a) for a in found))
            return found

        def apply(self, action: Action) -> Applied | Rejected:
            found = super().apply(action)
            if isinstance(found, Rejected):
                self.log.append(f"apply {action} refused {found.rule}: {found.reason}")
            else:
                self.log.append(f"apply {action}\n" + "\n".join(_dump(e) for e in found.events)
                                + "\n" + ogallala.render_state(found.state))
            return found

        def score(self) -> ogallala.Score:
            found = super().score()
            self.log.append("score " + _dump(found))
            return found

    out: dict[str, str] = {}
    if sample == 1:
        out["conformance --json"] = _timeless(_command("conformance", "--json", "-"))
    runs = [run for scenario in all_scenarios() for run in scenario.runs()]
    for i, run in enumerate(runs):
        if i % sample and "tribes" not in run_options(run):
            continue
        engine = Recorder()
        outcome = execute(run, engine)
        out[f"run {run.key}"] = "\n".join([f"{outcome.status} {outcome.step} {outcome.message}", *engine.log])
    return out


def docs() -> dict[str, str]:
    """Every document a command writes: ``spec --docs``, the step list, the coverage and
    precedence pages, the fingerprint's pairs table, the schemas and the transcript."""
    from ogallala.fingerprint import pairs
    from ogallala.fingerprint.predict import Predictor
    from ogallala.protocol import transcript
    from ogallala.scenarios import coverage, docs as steps, precedence
    with tempfile.TemporaryDirectory() as folder:
        _command("spec", "--docs", folder)
        out = {f"docs/{p.relative_to(folder)}": p.read_text(encoding="utf-8")
               for p in sorted(Path(folder).rglob("*")) if p.is_file()}
    out["docs/steps.md"] = steps.render()
    out["docs/coverage.md"] = coverage.render()
    out["docs/precedence.md"] = precedence.render()
    out["docs/fingerprint.md pairs"] = pairs.markdown(pairs.pairs(Predictor()))
    out["docs/protocol.md transcript"] = transcript.markdown()
    out["docs/protocol.schema.json"] = _command("serve", "--schema")
    out["docs/export.schema.json"] = _command("export", "--schema")
    return out


def tools() -> dict[str, str]:
    """The fingerprint of the reference engine (served as a process) for Ogallala I, and a
    short fuzz run of it with two tribes, both from fixed seeds, their times left out."""
    found = {
        "fingerprint": _command("fingerprint", "--engine", f"{sys.executable} -m ogallala serve", "--edition", "ass-i", "--json", "-"),
        "fuzz": _command("fuzz", "--engine", f"{sys.executable} -m ogallala serve", "--edition", "ass-i", "--option", "tribes",
                         "--games", "3", "--seed", "5", "--json"),
    }
    return {k: _timeless(v) for k, v in found.items()}


PARTS = {"games": games, "tribes": tribes, "suite": suite, "docs": docs, "tools": tools}

def main(argv: list[str]) -> None:
    show = argv[argv.index("--show") + 1] if "--show" in argv else None
    found: dict[str, str] = {}
    for spec in (a for a in argv if ":" in a or a in PARTS):
        part, _, count = spec.partition(":")
        found.update(PARTS[part](*(int(count),) if count else ()))  # type: ignore[operator]
    if show is not None:
        sys.stdout.write(found[show])
    else:
        json.dump({k: hashlib.sha256(v.encode()).hexdigest() for k, v in found.items()}, sys.stdout, sort_keys=True, indent=0)


if __name__ == "__main__":
    main(sys.argv[1:])
