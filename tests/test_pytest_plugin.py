"""The pytest plugin (``ogallala.pytest_plugin``), run as an engine author runs it: pytest in
a folder of its own, with ``--ogallala-engine``, in a subprocess.

What it must show: the items are the runs ``ogallala conformance`` plays for the same
engine and selection, named by run key and marked; a wrong engine's failure shows the
conformance report's block; skips, rows for other readings, expected failures, an engine
that cannot start and a wrong command line map to pytest's outcomes and exit codes; xdist
and JUnit work; without the option nothing happens and nothing heavy is imported.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ogallala.harness.select import Selection, for_engine, for_suite
from ogallala.protocol.inprocess import InProcess
from ogallala.scenarios.load import all_scenarios

ROOT = Path(__file__).resolve().parent.parent
ZOO = ROOT / "tests" / "zoo"


class Ran:
    def __init__(self, done: subprocess.CompletedProcess[str]) -> None:
        self.code, self.out = done.returncode, done.stdout + done.stderr

    def lines(self, prefix: str) -> list[str]:
        return [line for line in self.out.splitlines() if line.startswith(prefix)]


def pytest_in(folder: Path, *args: str, env: dict[str, str] | None = None) -> Ran:
    """``pytest ARGS`` in ``folder``, outside this project (no conftest, no ini of ours)."""
    (folder / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")  # the folder is the rootdir
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", *args],
                          cwd=folder, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "COLUMNS": "200", **(env or {})})
    return Ran(done)


def zoo(name: str, *args: str) -> str:
    return shlex.join([sys.executable, str(ZOO / f"{name}.py"), *args])


def node_id(key: str) -> str:
    run = next(r for s in all_scenarios() for r in s.runs() if r.key == key)
    return f"ogallala/{run.scenario.feature}::{key}"


def test_the_items_are_the_runs_conformance_plays_named_by_run_key(tmp_path: Path) -> None:
    ran = pytest_in(tmp_path, "--ogallala-engine", "reference", "--ogallala-rule", "attack.strength", "--co", "-q")
    assert ran.code == 0, ran.out
    listed = [line for line in ran.out.splitlines() if line.startswith("ogallala/")]
    runs = Selection.build(rules=["attack.strength"]).runs(all_scenarios())
    chosen, _, _ = for_engine(runs, for_suite(InProcess().hello()))
    assert listed == [node_id(r.key) for r in chosen]
    assert len(listed) > 10 and all(line.split("::")[1].count("@") == 1 for line in listed)


def test_the_reference_engine_passes_and_markers_select(tmp_path: Path) -> None:
    ran = pytest_in(tmp_path, "--ogallala-engine", "reference", "--ogallala-rule", "attack.strength",
                    "-m", "amigo and topic_attack_strength", "--strict-markers", "-v",
                    "--junitxml", str(tmp_path / "junit.xml"))
    assert ran.code == 0, ran.out
    passed = ran.lines("ogallala/")
    assert passed and all(line.split()[0].endswith("@amigo") and "PASSED" in line for line in passed), ran.out
    assert "deselected" in ran.out  # the other editions' runs, by -m
    assert "engine: ogallala reference engine" in ran.out  # the summary section
    cases = ET.parse(tmp_path / "junit.xml").getroot().iter("testcase")
    assert {(c.get("classname"), c.get("name")) for c in cases} == {
        (f"ogallala.{line.split('::')[0].removeprefix('ogallala/').replace('/', '.')}", line.split("::")[1].split()[0])
        for line in passed}


def test_a_wrong_engine_fails_with_the_conformance_report_and_expected_failures_xfail(tmp_path: Path) -> None:
    expected = tmp_path / "expected.txt"
    expected.write_text("attack_optional_pass#10@amigo  # we never pass, yet\n", encoding="utf-8")
    junit = tmp_path / "junit.xml"
    ran = pytest_in(tmp_path, "--ogallala-engine", zoo("wrong", "legal"), "--ogallala-edition", "amigo",
                    "--ogallala-rule", "attack.optional", "--ogallala-expected-failures", str(expected),
                    "--junitxml", str(junit), "-rfx")
    assert ran.code == 1, ran.out
    key = "attack_optional_pass_always_offered@amigo"
    # the block of `ogallala conformance`: header, rule and quote, rerun, positions, difference
    assert f"FAILED {key}   attack/optional.feature:" in ran.out
    assert "rule attack.optional (amigo): " in ran.out
    assert '"darf (muss aber nicht) sofort ein gegnerisches Boot erobern" (002)' in ran.out
    assert f"rerun: ogallala conformance --engine {shlex.quote(zoo('wrong', 'legal'))} --explain {key}" in ran.out
    assert "difference (- expected, + found):\n    - pass" in ran.out
    assert f"pytest: pytest --ogallala-engine {shlex.quote(zoo('wrong', 'legal'))} --ogallala-run {key}" in ran.out
    # pytest's own lines, and the summary by cause
    assert f"FAILED {node_id(key)} - the legal actions differ" in ran.out
    assert "XFAIL " + node_id("attack_optional_pass#10@amigo") in ran.out
    assert "1 xfailed" in ran.out and "2 failed" in ran.out
    assert "2 failed: the legal actions differ [Then the legal actions are:]" in ran.out
    failures = {c.get("name"): c.find("failure") for c in ET.parse(junit).getroot().iter("testcase")}
    block = failures[key]
    assert block is not None and block.get("message") == "the legal actions differ"
    assert "rule attack.optional (amigo)" in (block.text or "")


def test_an_engine_that_cannot_start_is_a_collection_error(tmp_path: Path) -> None:
    ran = pytest_in(tmp_path, "--ogallala-engine", zoo("crash_at_start"), "--ogallala-edition", "amigo")
    assert ran.code == 2, ran.out
    assert "ERROR collecting ogallala" in ran.out
    assert "could not be started" in ran.out and "cannot open my opening book" in ran.out
    assert "Traceback" not in ran.out


def test_unclaimed_runs_are_skipped_and_rows_for_other_readings_not_collected(tmp_path: Path) -> None:
    scenario = next(s for s in all_scenarios() if s.reading_columns)
    ruling = scenario.reading_columns[0]
    run = next(r for r in scenario.runs() if r.reading.get(ruling))
    reading = {ruling: run.reading[ruling]}
    hello = for_suite(InProcess(reading).hello())
    chosen, _, others = for_engine(Selection.build(text=scenario.id).runs(all_scenarios()), hello)
    assert others > 0
    ran = pytest_in(tmp_path, "--ogallala-engine", "reference", "--ogallala-reading", f"{ruling}={reading[ruling]}",
                    "--ogallala-run", scenario.id, "--co", "-q")
    assert ran.code == 0, ran.out
    assert [line for line in ran.out.splitlines() if line.startswith("ogallala/")] == [node_id(r.key) for r in chosen]
    assert f"{others} rows of reading columns are for other readings than the engine's and were not collected" in ran.out

    ran = pytest_in(tmp_path, "--ogallala-engine", zoo("partial"), "--ogallala-run", "attack_strength_equal_refused",
                    "-rs", "--ogallala-engine-env", "ZOO_EDITIONS", env={"ZOO_EDITIONS": "amigo"})
    assert ran.code == 0, ran.out
    assert "1 passed, 3 skipped" in ran.out
    assert "the engine does not implement edition pelikan-1975" in ran.out


def test_xdist_runs_one_engine_per_worker(tmp_path: Path) -> None:
    ran = pytest_in(tmp_path, "--ogallala-engine", zoo("wrong", "legal"), "--ogallala-edition", "amigo",
                    "--ogallala-rule", "attack.optional", "-n", "2")
    assert ran.code == 1, ran.out
    assert "2 workers" in ran.out
    assert "engine: ogallala reference engine" in ran.out  # told by the workers
    assert "the legal actions differ [Then the legal actions are:]" in ran.out  # the summary by cause
    assert "rule attack.optional (amigo)" in ran.out  # the block crossed from the worker


def test_options_need_the_engine_and_are_checked(tmp_path: Path) -> None:
    ran = pytest_in(tmp_path, "--ogallala-edition", "amigo")
    assert ran.code == 4 and "--ogallala-edition needs --ogallala-engine" in ran.out, ran.out
    ran = pytest_in(tmp_path, "--ogallala-engine", "reference", "--ogallala-edition", "amgio")
    assert ran.code == 4 and "unknown edition 'amgio' (did you mean 'amigo'?)" in ran.out, ran.out


def test_without_the_option_the_plugin_does_nothing_and_imports_nothing_heavy(tmp_path: Path) -> None:
    (tmp_path / "test_mine.py").write_text(
        "import sys\n\n\ndef test_mine():\n"
        "    heavy = sorted(m for m in sys.modules if m.startswith('ogallala.') and m not in\n"
        "                   ('ogallala.util', 'ogallala.util.version', 'ogallala.pytest_plugin'))\n"
        "    assert heavy == []\n"
        "    assert 'ogallala.pytest_plugin' in sys.modules  # loaded by its entry point\n", encoding="utf-8")
    ran = pytest_in(tmp_path, "-q")
    assert ran.code == 0 and "1 passed" in ran.out, ran.out
    assert "ogallala conformance" not in ran.out


def test_an_engine_that_keeps_crashing_fails_its_runs_then_errors_the_rest_at_setup(tmp_path: Path) -> None:
    ran = pytest_in(tmp_path, "--ogallala-engine", zoo("crash_mid_game"), "--ogallala-edition", "amigo",
                    "--ogallala-rule", "attack.strength", "--ogallala-max-restarts", "2", "-rE",
                    "--ogallala-engine-env", "ZOO_EDITION", env={"ZOO_EDITION": "amigo"})
    assert ran.code == 1, ran.out
    assert "ERROR (crash) " in ran.out and "zoo: IndexError: pile index out of range" in ran.out
    assert "3 error (crash): crash: " in ran.out, ran.out  # the summary by cause
    gave_up = [line for line in ran.lines("ERROR ogallala/")
               if line.endswith(" - Failed: not run: the engine failed and was restarted 2 times; giving up on it")]
    assert gave_up and "Traceback" not in ran.out.split("short test summary info")[0].split("ERROR (crash)")[0]
    assert re.search(rf"\b3 failed, {len(gave_up)} errors? in ", ran.out), ran.out
