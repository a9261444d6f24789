"""The report format, version 2 (docs/compare.md): written and read back the same, version 1
read as one engine, and anything else (not a report, too large, too deep, two runs under one
key, a newer version) refused with one line, exit 2, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ogallala.harness import reports
from ogallala.util.errors import UserError

V1 = {
    "meta": {"suite_version": "0.4.0", "features_sha256": "ab" * 32, "timestamp": "2026-11-27T07:00:00+00:00"},
    "engine": {"name": "tutorial", "version": "1.0", "protocol": 1, "editions": ["amigo"],
               "variants": {"amigo": ["tribes"]}, "rulings": {"amigo-unplaced-spoils": "keep"}, "command": "x"},
    "summary": {"passed": 1, "failed": 1},
    "duration_s": 1.5,
    "results": [
        {"id": "a@amigo", "scenario": "a", "name": "A", "feature": "f.feature", "line": 3, "edition": "amigo",
         "outcome": "passed", "rules": ["attack.strength"], "rulings": [], "message": "", "step": "", "kind": "",
         "reason": "", "stderr": "", "duration_s": 0.1},
        {"id": "b@amigo", "scenario": "b", "name": "B", "feature": "f.feature", "line": 9, "edition": "amigo",
         "outcome": "failed", "rules": ["turn.order"], "rulings": [], "message": "wrong \x1b[31mred",
         "step": "Then x", "kind": "", "reason": "", "stderr": "", "duration_s": 0.2, "detail": {"text": "..."}},
    ],
}


def test_version_1_is_read_as_one_engine_named_by_its_hello(tmp_path: Path) -> None:
    path = tmp_path / "v1.json"
    path.write_text(json.dumps(V1))
    report = reports.read(path)
    assert [e.name for e in report.engines] == ["tutorial"]
    engine = report.engine(None)
    assert engine.readings == {"amigo-unplaced-spoils": "keep"} and engine.variants == ("tribes",)
    assert [(r.id, r.outcome) for r in engine.results] == [("a@amigo", "passed"), ("b@amigo", "failed")]
    assert "\x1b" not in engine.results[1].message and "\\x1b" in engine.results[1].message  # cleaned on reading
    assert report.meta.shard is None and report.meta.suite_version == "0.4.0"


def test_written_and_read_back_the_same(tmp_path: Path) -> None:
    (tmp_path / "v1.json").write_text(json.dumps(V1))
    report = reports.read(tmp_path / "v1.json")
    reports.write(report, tmp_path / "v2.json")
    document = json.loads((tmp_path / "v2.json").read_text())
    assert document["format"] == "ogallala-report" and document["version"] == 2
    assert "detail" not in document["engines"][0]["results"][0] and "detail" in document["engines"][0]["results"][1]
    assert reports.read(tmp_path / "v2.json") == report


def _refused(tmp_path: Path, data: bytes | str, *words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(data if isinstance(data, bytes) else data.encode())
    with pytest.raises(UserError) as raised:
        reports.read(path)
    assert raised.value.code == 2
    for word in words:
        assert word in str(raised.value)
    assert "\n" not in str(raised.value)


def test_what_is_not_a_report_is_refused_in_one_line(tmp_path: Path) -> None:
    _refused(tmp_path, "[1, 2]", "not a report")
    _refused(tmp_path, "{\"results\": 3}", "not a report")
    _refused(tmp_path, "{\"format\": \"other\", \"version\": 2}", "format")
    _refused(tmp_path, json.dumps({"format": "ogallala-report", "version": 3, "engines": []}), "version 3")
    _refused(tmp_path, b"\xff\xfe{", "not a report")
    _refused(tmp_path, "{" + "\"a\": [" * 5000 + "]" * 5000 + "}", "not JSON")
    twice = {**V1, "results": V1["results"] + V1["results"][:1]}
    _refused(tmp_path, json.dumps(twice), "twice", "a@amigo")
    odd = {**V1, "results": [{**V1["results"][0], "outcome": "great"}]}
    _refused(tmp_path, json.dumps(odd), "outcome")


def test_a_report_too_large_is_not_read_to_the_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reports, "REPORT_MAX", 1000)
    _refused(tmp_path, json.dumps(V1) + " " * 2000, "larger than 1000 bytes")
    with pytest.raises(UserError, match="not a report"):  # refused at its first bytes, not read on
        reports.read("/dev/zero")
