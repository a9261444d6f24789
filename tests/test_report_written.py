"""What `ogallala conformance --json` writes is the report format version 2
(harness/reports.py): it reads back as the same models, and writing what was read gives the
same file (tests/test_report_format.py tests the reading side)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ogallala.commands.cli import main
from ogallala.harness import reports


def test_the_json_report_is_version_2_and_reads_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "r.json"
    code = main(["conformance", "--edition", "amigo", "--rule", "attack.strength", "--json", str(out)])
    capsys.readouterr()
    raw = json.loads(out.read_text())
    assert code == 0 and (raw["format"], raw["version"]) == ("ogallala-report", 2)
    report = reports.read(out)
    [engine] = report.engines
    assert engine.name == "ogallala reference engine" and engine.results
    assert {r.edition for r in engine.results} == {"amigo"} and all(r.outcome == "passed" for r in engine.results)
    assert engine.summary["passed"] == len(engine.results)
    assert report.meta.selection is not None
    assert report.meta.selection.editions == ("amigo",) and report.meta.selection.rules == ("attack.strength",)
    assert report.meta.shard is None and len(report.meta.spec_sha256) == 64
    assert json.loads(reports.text(report)) == raw  # writing what was read gives the same file
    assert all(r.scenario_sha256 and isinstance(r.decisions, dict) for r in engine.results)
