"""An overall deadline (issue 22, finding 14): ``--deadline SECONDS`` on ``conformance`` and
``fingerprint``, ``--ogallala-deadline`` in the pytest plugin.

A slow but valid engine (``tests/zoo/slow.py``, every reply late) would stretch a suite to
hours. With a deadline, no run starts after it: the runs left are reported as not run, with
the reason, and the exit code says that the suite did not finish (3; pytest's 2).
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

import tiers
from ogallala.commands.cli import main

from test_harness import conformance  # noqa: F401 - fixture
from test_pytest_plugin import pytest_in

ZOO = Path(__file__).resolve().parent / "zoo"
SELECTION = ("--rule", "attack.strength")
"""Some forty runs: at 0.2 s a reply, far more than a few seconds."""


def slow(seconds: float) -> str:
    return shlex.join([sys.executable, str(ZOO / "slow.py"), str(seconds)])


def _check_told(report: dict, deadline: str) -> tuple[list[dict], list[dict]]:
    """The runs played and the runs not run of a report cut short by ``--deadline``."""
    results = report["engines"][0]["results"]
    late = [r for r in results if r["kind"] == "deadline"]
    played = [r for r in results if r["kind"] != "deadline"]
    assert late, "some runs must be left for after the deadline"
    assert all(r["outcome"] == "skipped" for r in late)
    assert all(f"not run: the deadline (--deadline {deadline} s) passed before it began" == r["message"] for r in late)
    assert all(r["outcome"] == "passed" for r in played)
    assert report["engines"][0]["summary"]["skipped"] == len(late)
    return played, late


@pytest.mark.parametrize("jobs", tiers.one(["1", "2"]))
def test_runs_not_begun_by_the_deadline_are_not_run_and_the_exit_code_says_so(conformance, jobs: str) -> None:
    done = conformance("--engine", slow(0.2), *SELECTION, "--deadline", "4", "--jobs", jobs)
    assert done.code == 3, done.out + done.err
    played, late = _check_told(done.report, "4")
    assert len(played) + len(late) > 30
    assert f"--deadline 4 s passed: {len(late)} runs not played (exit 3)" in done.out
    assert "Traceback" not in done.err


def test_a_deadline_before_anything_began_plays_nothing_and_is_exit_3_not_5(conformance) -> None:
    done = conformance(*SELECTION, "--deadline", "0.000001")
    assert done.code == 3
    assert {r["kind"] for r in done.report["engines"][0]["results"]} == {"deadline"}


def test_a_deadline_that_is_not_reached_changes_nothing(conformance) -> None:
    done = conformance(*SELECTION, "--deadline", "3600")
    assert done.code == 0 and set(done.outcomes.values()) == {"passed"}


@pytest.mark.parametrize("value", ["0", "-1", "nan", "inf", "x"])
def test_a_deadline_out_of_range_is_a_usage_error(capsys, value: str) -> None:
    try:
        code = main(["conformance", *SELECTION, "--deadline", value])
    except SystemExit as exit:  # argparse's own refusal of what is not a number
        code = exit.code
    err = capsys.readouterr().err
    assert code == 2 and "--deadline" in err and "Traceback" not in err


@tiers.full
def test_fingerprint_takes_a_deadline_too(tmp_path: Path, capsys) -> None:
    out = tmp_path / "fp.json"
    code = main(["fingerprint", "--engine", slow(0.2), "--edition", "amigo", "--deadline", "4", "--json", str(out)])
    capsys.readouterr()
    assert code == 3
    report = json.loads(out.read_text())
    assert "--deadline 4 s" in " ".join(report["warnings"])


@tiers.full
def test_the_plugin_skips_the_runs_left_after_its_deadline_and_exits_2(tmp_path: Path) -> None:
    ran = pytest_in(tmp_path, "--ogallala-engine", slow(0.2), "--ogallala-rule", "attack.strength",
                    "--ogallala-deadline", "4", "-rs")
    assert ran.code == 2, ran.out
    late = [line for line in ran.out.splitlines()
            if line.startswith("SKIPPED") and "not run: the deadline (--ogallala-deadline 4 s) passed before it began" in line]
    assert late, ran.out
    assert "--ogallala-deadline 4 s passed:" in ran.out and "runs not run" in ran.out
    assert "failed" not in ran.out.splitlines()[-1]
