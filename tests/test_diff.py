"""``ogallala diff``: what changed between two reports, and whose doing it was.

The expectations are computed without the code under test: a bug planted in an engine
already wrong in one rule must show as exactly the runs that the planted bug alone fails and
the engine passed before (each engine played on its own); a scenario corrected in a copy of
the features must show as exactly that scenario's runs, named with its file, and not as a
regression; a ruling decided otherwise must be named with both alternatives.
"""

from __future__ import annotations

import json
import shlex
import shutil
import sys
from pathlib import Path

import pytest
import tiers
from ogallala.commands.cli import main
from ogallala.harness import reports
from ogallala.harness.changes import compare

ROOT = Path(__file__).resolve().parent.parent
WRONG = ROOT / "tests" / "zoo" / "wrong.py"
SELECTION = ("--edition", "amigo", "--rule", "attack", "--rule", "scoring")


def result(key: str, outcome: str, **more: object) -> dict[str, object]:
    return {"id": key, "edition": key.split("@")[1], "feature": "f.feature", "line": 1, "outcome": outcome,
            "rules": ["attack.strength"], **more}


def report(path: Path, *results: dict[str, object], name: str = "e") -> Path:
    path.write_text(json.dumps({"format": "ogallala-report", "version": 2, "meta": {"suite_version": "1"},
                                "engines": [{"name": name, "results": list(results)}]}))
    return path


def diff(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["diff", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_each_kind_of_change_and_the_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = report(tmp_path / "old.json", result("a@amigo", "passed"), result("b@amigo", "failed", message="x 1"),
                 result("c@amigo", "failed", message="one thing", step="Then a"), result("d@amigo", "passed"),
                 result("e@amigo", "skipped"), result("g@amigo", "passed"), result("h@amigo", "failed", message="x 2"))
    new = report(tmp_path / "new.json", result("a@amigo", "failed", message="wrong"), result("b@amigo", "passed"),
                 result("c@amigo", "error", kind="timeout"), result("d@amigo", "skipped"), result("e@amigo", "passed"),
                 result("f@amigo", "passed"), result("h@amigo", "failed", message="x 3"))
    code, out, _ = diff(capsys, str(old), str(new), "--json", str(tmp_path / "d.json"))
    assert code == 1  # a@amigo passed and now fails
    found = json.loads((tmp_path / "d.json").read_text())
    ids = {kind: [c["id"] for c in runs] for kind, runs in found["changes"].items()}
    assert ids == {"regressions": ["a@amigo"], "fixed": ["b@amigo"], "other-cause": ["c@amigo"],
                   "newly-skipped": ["d@amigo"], "newly-played": ["e@amigo"], "added": ["f@amigo"],
                   "removed": ["g@amigo"], "expectation": []}
    assert found["unchanged"] == 1  # h: the same cause, another number
    assert "a@amigo  passed -> failed" in out
    assert diff(capsys, str(old), str(new), "--fail-on", "never")[0] == 0
    quiet = report(tmp_path / "quiet.json", *[result(k, "passed") for k in ("a@amigo", "b@amigo")])
    fixed = report(tmp_path / "fixed.json", result("a@amigo", "passed"), result("b@amigo", "passed"),
                   result("z@amigo", "failed"))
    assert diff(capsys, str(quiet), str(fixed))[0] == 0  # an added failure is no regression
    assert diff(capsys, str(quiet), str(fixed), "--fail-on", "any-change")[0] == 1
    assert diff(capsys, str(quiet), str(quiet), "--fail-on", "any-change")[0] == 0


def test_a_ruling_decided_otherwise_is_named_not_a_regression(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old = report(tmp_path / "old.json", result("a@amigo", "passed", decisions={"amigo-unplaced-spoils": "discard"},
                                               scenario_sha256="1" * 64))
    new = report(tmp_path / "new.json", result("a@amigo", "failed", decisions={"amigo-unplaced-spoils": "keep"},
                                               scenario_sha256="1" * 64))
    code, out, _ = diff(capsys, str(old), str(new), "--summary-md", str(tmp_path / "s.md"))
    assert code == 0
    assert "ruling amigo-unplaced-spoils decided discard, now keep" in out
    assert "expectation changed by the suite (1)" in (tmp_path / "s.md").read_text()


def test_engines_of_a_report_of_several_are_picked_by_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    both = tmp_path / "both.json"
    both.write_text(json.dumps({"format": "ogallala-report", "version": 2, "engines": [
        {"name": "ref", "results": [result("a@amigo", "passed")]},
        {"name": "zoo", "results": [result("a@amigo", "failed")]}]}))
    code, _, err = diff(capsys, str(both), str(both))
    assert code == 2 and "2 engines (ref, zoo)" in err and "--engine NAME" in err
    assert diff(capsys, str(both), str(both), "--old-engine", "ref", "--new-engine", "zoo")[0] == 1
    assert diff(capsys, str(both), str(both), "--engine", "zoo")[0] == 0
    code, _, err = diff(capsys, str(both), str(both), "--engine", "nobody")
    assert code == 2 and "no engine named 'nobody'" in err


def test_a_file_that_is_no_report_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "x.json").write_text("{\"hello\": 1}")
    code, _, err = diff(capsys, str(tmp_path / "x.json"), str(tmp_path / "x.json"))
    assert code == 2 and err.startswith("ogallala diff: ") and "Traceback" not in err


def _conformance(engine: str, out: Path, *more: str) -> reports.EngineRun:
    args = ["conformance", *more, "--json", str(out)] + (["--engine", engine] if engine else [])
    assert main(args) in (0, 1)
    return reports.read(out).engines[0]


@tiers.full
def test_a_planted_bug_shows_as_exactly_its_runs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    def wrong(modes: str) -> str:
        return shlex.join([sys.executable, str(WRONG), modes])

    before = _conformance(wrong("attack"), tmp_path / "before.json", *SELECTION)
    planted = _conformance(wrong("score"), tmp_path / "planted.json", *SELECTION)
    _conformance(wrong("attack+score"), tmp_path / "after.json", *SELECTION)
    passed_before = {r.id for r in before.results if r.outcome == "passed"}
    expected = sorted(passed_before & {r.id for r in planted.results if r.outcome == "failed"})
    assert expected and len(passed_before) > len(expected)  # the selection holds runs the planted bug leaves be
    capsys.readouterr()
    code, out, _ = diff(capsys, str(tmp_path / "before.json"), str(tmp_path / "after.json"),
                        "--json", str(tmp_path / "d.json"))
    found = json.loads((tmp_path / "d.json").read_text())
    assert code == 1
    assert sorted(c["id"] for c in found["changes"]["regressions"]) == expected
    assert not any(found["changes"][k] for k in found["changes"] if k != "regressions")


def test_a_corrected_scenario_is_a_changed_expectation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    old, new = tmp_path / "old", tmp_path / "new"
    for copy in (old, new):
        (copy / "turn").mkdir(parents=True)
        (copy / "attack").mkdir(parents=True)
        shutil.copy(ROOT / "features" / "turn" / "order.feature", copy / "turn")
        shutil.copy(ROOT / "features" / "attack" / "ends-turn.feature", copy / "attack")
    order = new / "turn" / "order.feature"
    text = order.read_text()
    assert "      And pile 1 is: furs\n" in text
    order.write_text(text.replace("      And pile 1 is: furs\n", ""))  # the scenario "corrected"
    moved = new / "attack" / "ends-turn.feature"  # a comment above moves every line, changes nothing
    moved.write_text("# moved down a line\n" + moved.read_text())
    before = _conformance("", tmp_path / "old.json", "--features", str(old))
    _conformance("", tmp_path / "new.json", "--features", str(new))
    capsys.readouterr()
    code, out, _ = diff(capsys, str(tmp_path / "old.json"), str(tmp_path / "new.json"), "--json", str(tmp_path / "d.json"))
    found = json.loads((tmp_path / "d.json").read_text())
    expected = sorted(r.id for r in before.results if r.feature.endswith("order.feature"))
    assert len(expected) == 4  # one scenario, four editions
    assert sorted(c["id"] for c in found["changes"]["expectation"]) == expected
    assert all("scenario changed in turn/order.feature" in c["why"] for c in found["changes"]["expectation"])
    assert not any(found["changes"][k] for k in found["changes"] if k != "expectation")
    assert code == 0 and found["unchanged"] == len(before.results) - 4


def test_a_row_moved_by_a_ruling_is_a_changed_expectation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """An engine that follows the register runs the row of the decided alternative: when the
    decision changes, its old row leaves and the other comes; one change, named."""
    old = report(tmp_path / "old.json", result("s#4@amigo", "passed", scenario="s", decisions={"r": "discard"}),
                 result("t@amigo", "passed", scenario="t"))
    new = report(tmp_path / "new.json", result("s#5@amigo", "failed", scenario="s", decisions={"r": "stay"}),
                 result("t@amigo", "passed", scenario="t"), result("u@amigo", "passed", scenario="u"))
    code, out, _ = diff(capsys, str(old), str(new), "--json", str(tmp_path / "d.json"))
    found = json.loads((tmp_path / "d.json").read_text())["changes"]
    assert code == 0
    assert [(c["id"], c["old"], c["new"], c["why"]) for c in found["expectation"]] == [
        ("s#5@amigo", "passed", "failed", "ruling r decided discard, now stay (was row s#4@amigo)")]
    assert [c["id"] for c in found["added"]] == ["u@amigo"] and found["removed"] == []


def test_the_markdown_summary_stays_under_what_github_shows(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from ogallala.harness import changes_shown

    monkeypatch.setattr(changes_shown, "SUMMARY_MAX", 2000)
    old = report(tmp_path / "old.json", *[result(f"r{i}@amigo", "passed") for i in range(200)])
    new = report(tmp_path / "new.json", *[result(f"r{i}@amigo", "failed", message="x" * 100) for i in range(200)])
    assert diff(capsys, str(old), str(new), "--limit", "1000", "--summary-md", str(tmp_path / "s.md"))[0] == 1
    text = (tmp_path / "s.md").read_text()
    assert len(text.encode()) <= 2000 and "cut at" in text and "r0@amigo" in text
