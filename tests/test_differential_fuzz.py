"""The differential fuzzer (``ogallala fuzz``, ogallala.fuzz) against engines with a planted
deviation (tests/zoo/deviants.py): it finds each within a budget, and the scenario it
writes is valid: it parses and loads with the suite's loader, passes on the reference
engine and fails on the deviant. Also: the reference itself (``ogallala serve``) never
differs, the same seed plays the same games, ``conformance --features`` runs a written
scenario, and bad input ends with a clear error, never a traceback.

All twenty deviants run in benchmarks/fuzz.py (their table is in docs/fuzzing.md); here a
subset, one of each family and kind of difference, keeps the run short.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "zoo"))

from deviants import BY_NAME  # noqa: E402

from ogallala.fuzz.session import Budget, fuzz
from ogallala.fuzz.write import load_text
from ogallala.protocol.process import Limits, ProcessEngine
from ogallala.protocol.inprocess import InProcess
from ogallala.scenarios.run import execute
from ogallala.notation.validity import cards_in_play

OGALLALA = [sys.executable, "-m", "ogallala"]
SUBSET = ("wrong-legal", "wrong-turn", "misread-must-draw-on", "misread-special-mandatory", "no-length-bonus",
          "lost-completion", "place-rule", "crash-shaman")
"""Deviants run here: a legal-action, a turn, a score, an event, a refusal-rule, two
readings and a crash difference."""
BUDGET = Budget(games=30, seconds=60.0)


@pytest.mark.parametrize("name", SUBSET)
def test_planted_deviation_found_and_written(name: str) -> None:
    deviant = BY_NAME[name]
    engine = ProcessEngine(deviant.argv(), Limits(timeout=5.0, max_restarts=10**6))
    try:
        report = fuzz(engine, deviant.edition, budget=BUDGET, seed=0, source=f"against {name}")
        found = report.finding
        assert found is not None, f"{name}: no difference in {report.games} games"
        assert found.written is not None and found.validity is not None and found.shrunk is not None
        assert found.shrunk.reproduced
        assert found.validity.valid, found.validity.problem
        runs = load_text(found.written.text)
        assert runs and all(r.edition == deviant.edition for r in runs)
        # checked here again, independently of the fuzzer's own check
        assert all(execute(r, InProcess()).status == "passed" for r in runs)
        assert any(execute(r, engine).status != "passed" for r in runs)
        assert found.written.steps <= 8, found.written.text
        position = found.shrunk.case.position
        assert position is not None, "the case could not be loaded as a position"
        if not found.difference.failure:  # a crash or hang gets only a few replays
            assert sum(cards_in_play(position).values()) <= 40, found.written.text
        if deviant.rule.startswith("ruling "):
            # the deviant plays another reading than it declares: the scenario must name the ruling
            assert deviant.rule.removeprefix("ruling ") in found.written.rulings, found.written.text
        elif not deviant.rule.startswith("("):
            assert found.written.topic == deviant.rule, found.written.text
    finally:
        engine.close()


def test_reference_over_the_protocol_never_differs() -> None:
    engine = ProcessEngine([*OGALLALA, "serve"], Limits(timeout=10.0))
    try:
        for edition in ("pelikan-1975", "amigo"):
            report = fuzz(engine, edition, budget=Budget(games=1), seed=5)
            assert report.finding is None, report.finding and report.finding.difference.summary
            assert report.games == 1 and report.actions > 100
            assert report.coverage.probes > 0 and report.coverage.actions["place"] > 0
    finally:
        engine.close()


def test_same_seed_same_games() -> None:
    def played() -> tuple[int, int, str]:
        engine = ProcessEngine(BY_NAME["wrong-turn"].argv(), Limits(timeout=5.0))
        try:
            report = fuzz(engine, "pelikan-1975", budget=Budget(games=10), seed=3)
        finally:
            engine.close()
        assert report.finding is not None and report.finding.written is not None
        return report.actions, report.finding.game, report.finding.written.text
    assert played() == played()


def _cli(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*OGALLALA, *args], capture_output=True, text=True, timeout=timeout, cwd=ROOT)


def test_command_writes_a_scenario_that_conformance_runs(tmp_path: Path) -> None:
    out = tmp_path / "found.feature"
    engine = " ".join(BY_NAME["wrong-legal"].argv())
    done = _cli("fuzz", "--engine", engine, "--edition", "amigo", "--games", "10", "--out", str(out))
    assert done.returncode == 1, done.stderr
    assert "games/s" in done.stdout and "actions/s" in done.stdout and "covered:" in done.stdout
    assert "valid (parses, passes on the reference, fails on the engine)" in done.stdout
    text = out.read_text()
    assert "@amigo" in text and "@topic_attack_optional" in text and "@id_fuzz_" in text
    assert _cli("conformance", "--features", str(out)).returncode == 0
    failing = _cli("conformance", "--features", str(out), "--engine", engine)
    assert failing.returncode == 1 and "failed" in failing.stdout


@pytest.mark.parametrize("args, message", [
    (["--engine", "no-such-program-xyz", "--edition", "amigo"], "could not be started"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--games", "0"], "--games"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--reading", "no-such=x"], "no ruling"),
    (["--engine", f"{sys.executable} {ROOT}/tests/zoo/crash_at_start.py", "--edition", "amigo"], "could not be started"),
])
def test_bad_input_is_a_clear_error(args: list[str], message: str) -> None:
    done = _cli("fuzz", *args)
    assert done.returncode == 2, done.stdout + done.stderr
    assert message in done.stderr and "Traceback" not in done.stderr


def test_hang_is_a_finding(tmp_path: Path) -> None:
    out = tmp_path / "hang.feature"
    engine = " ".join(BY_NAME["hang-totem"].argv())
    done = _cli("fuzz", "--engine", engine, "--edition", "pelikan-1975", "--games", "5", "--timeout", "1",
                "--out", str(out), "--json", timeout=300)
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    assert report["finding"]["kind"] == "timeout" and report["finding"]["scenario"]["valid"]
    assert report["games"] == report["finding"]["game"] + 1 and report["actions_per_second"] > 0
    assert "Then" in out.read_text() and "Traceback" not in done.stderr


def test_bad_feature_file_named_with_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.feature"
    bad.write_text("Feature: x\n\n  @amigo @id_x\n  Scenario: y\n    Given the edition amigo\n    When North flies\n")
    done = _cli("conformance", "--features", str(bad))
    assert done.returncode == 2 and f"{bad}:6:" in done.stderr and "Traceback" not in done.stderr
    (tmp_path / "bad.feature").write_text('Feature: x\n  Scenario: y\n    Given the position:\n      """\n')
    done = _cli("conformance", "--features", str(bad))
    assert done.returncode == 2 and f"{bad}:" in done.stderr and "not valid Gherkin" in done.stderr
