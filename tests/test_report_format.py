"""The report file, version 2 (harness/reports.py): what `--json` writes reads back as the
same models, a version 1 report reads as one engine, and anything else is refused in one
line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ogallala.commands.cli import main
from ogallala.harness import reports
from ogallala.util.errors import UserError

V1 = {"meta": {"suite_version": "0.3.0", "features_sha256": "ab", "timestamp": "2026-01-01T00:00:00+00:00"},
      "engine": {"name": "old-engine", "version": "1", "command": "./old"},
      "summary": {"passed": 1, "failed": 1}, "duration_s": 0.5,
      "results": [{"id": "a@amigo", "scenario": "a", "name": "A", "feature": "f.feature", "line": 3,
                   "edition": "amigo", "outcome": "passed", "rules": ["attack.strength"], "rulings": [],
                   "message": "", "step": "", "kind": "", "reason": "", "stderr": "", "duration_s": 0.1},
                  {"id": "b@amigo", "scenario": "b", "name": "B", "feature": "f.feature", "line": 9,
                   "edition": "amigo", "outcome": "failed", "rules": [], "rulings": [], "message": "no",
                   "step": "Then x", "kind": "", "reason": "", "stderr": "", "duration_s": 0.1,
                   "detail": {"text": "t", "start": "", "done": [], "before": "", "expected": "1", "actual": "2",
                              "diff": [], "readings": {}, "divergence": "", "diagnosis": "", "transcript": []}}]}


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
    assert report.meta.selection.editions == ["amigo"] and report.meta.selection.rules == ["attack.strength"]
    assert report.meta.shard is None and len(report.meta.spec_sha256) == 64
    assert json.loads(reports.dumps(report)) == raw  # writing what was read gives the same file


def test_a_version_1_report_reads_as_one_engine(tmp_path: Path) -> None:
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(V1))
    report = reports.read(path)
    assert [e.name for e in report.engines] == ["old-engine"] and report.disagreements == []
    engine = report.engine("old-engine")
    assert [r.id for r in engine.results] == ["a@amigo", "b@amigo"]
    assert engine.results[1].detail is not None and engine.results[1].detail.actual == "2"


@pytest.mark.parametrize(("text", "says"), [
    ("[1, 2]", "not a JSON object"),
    ('{"format": "junit"}', "format 'junit'"),
    ('{"format": "ogallala-report", "version": 3}', "report version 3"),
    ('{"format": "ogallala-report", "version": 2, "meta": {}, "engines": []}', "meta.suite_version"),
    ("{" * 100_000, "not JSON"),
    ("\x1b[31m", "not JSON"),
])
def test_anything_else_is_refused_in_one_line(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(UserError) as raised:
        reports.read(path)
    message = str(raised.value)
    assert says in message and "\n" not in message and "\x1b" not in message and raised.value.code == 2


def test_a_missing_file_is_refused_clearly(tmp_path: Path) -> None:
    with pytest.raises(UserError, match="cannot read"):
        reports.read(tmp_path / "none.json")
