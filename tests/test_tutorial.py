"""docs/tutorial.md's engine really passes what the tutorial says it passes, and the
tutorial's commands name runs that exist."""

from __future__ import annotations

import json
import re
import shlex
import sys
from pathlib import Path

from ogallala.commands.cli import main
from ogallala.scenarios.load import all_scenarios

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
ENGINE = shlex.join([sys.executable, str(ROOT / "docs" / "examples" / "first_engine.py")])


def test_the_first_engine_passes_the_pelikan_placement_area(tmp_path, capsys) -> None:
    assert 'ogallala conformance --engine "python docs/examples/first_engine.py" --edition pelikan-1975 --rule placement' in TUTORIAL
    report = tmp_path / "r.json"
    code = main(["conformance", "--engine", ENGINE, "--edition", "pelikan-1975", "--rule", "placement", "--json", str(report)])
    capsys.readouterr()
    summary = json.loads(report.read_text())["engines"][0]["summary"]
    assert code == 0 and summary["passed"] >= 15 and summary["failed"] == summary["errors"] == 0


def test_the_first_engine_fails_where_it_knows_nothing(tmp_path, capsys) -> None:
    """It is no stub of the reference: boats and attacks are beyond it."""
    report = tmp_path / "r.json"
    code = main(["conformance", "--engine", ENGINE, "--edition", "pelikan-1975", "--rule", "attack", "--json", str(report)])
    capsys.readouterr()
    assert code == 1 and json.loads(report.read_text())["engines"][0]["summary"]["passed"] == 0


def test_the_tutorial_names_runs_that_exist() -> None:
    keys = {r.key for s in all_scenarios() for r in s.runs()}
    named = re.findall(r"--explain '?([\w#@-]+)'?", TUTORIAL)
    assert named and all(k in keys for k in named), named
