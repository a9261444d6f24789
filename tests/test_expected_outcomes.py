"""Expected-outcomes files (issue 24): every outcome can be expected, not only a wrong
answer, so that a partial engine (the tutorial's own) is green with the file it wrote, in
the terminal and under pytest; a run that does better than expected, or fails for another
cause than the one listed, is still reported."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from ogallala.commands.cli import main
from ogallala.harness import expected

from tiers import full

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = shlex.join([sys.executable, str(ROOT / "docs" / "examples" / "first_engine.py")])


@pytest.mark.parametrize(("entry", "outcome", "kind", "message", "fits"), [
    ("k", "failed", "", "the legal actions differ", True),
    ("k", "error", "crash", "", False),          # a bare key is an expected failure, as before
    ("k error", "error", "crash", "", True),
    ("k error", "error", "timeout", "", True),
    ("k error", "failed", "", "", False),
    ("k timeout", "error", "timeout", "", True),
    ("k timeout", "error", "crash", "", False),
    ("k crash", "error", "crash", "", True),
    ("k broken", "broken", "", "", True),
    ("k fail legal actions  # a reason", "failed", "", "the legal actions differ\nmore", True),
    ("k fail booty", "failed", "", "the legal actions differ", False),
    ("k skip", "skipped", "", "", True),
])
def test_an_entry_fits_the_outcomes_it_names(entry: str, outcome: str, kind: str, message: str, fits: bool) -> None:
    [parsed] = expected.parse(entry)
    assert parsed.fits(outcome, kind, message) is fits


def test_a_file_of_outcomes_round_trips_and_old_files_read_as_before() -> None:
    old = expected.parse("a@amigo   # wrong\nb#2@ass-i\n")
    assert [(e.key, e.outcome, e.cause, e.reason) for e in old] == [("a@amigo", "fail", "", "wrong"),
                                                                     ("b#2@ass-i", "fail", "", "")]
    entries = [expected.Entry("a@amigo", "wrong", 0, "fail"), expected.Entry("b#2@ass-i", "see #12", 0, "timeout"),
               expected.Entry("c", "", 0, "fail", "the legal actions"), expected.Entry("d", "hangs", 0, "skip")]
    again = expected.parse(expected.render(entries, "header"))
    assert [(e.key, e.outcome, e.cause, e.reason) for e in again] == [(e.key, e.outcome, e.cause, e.reason) for e in entries]


def _conformance(capsys: pytest.CaptureFixture[str], tmp_path: Path, *args: str) -> tuple[int, dict]:
    out = tmp_path / "r.json"
    code = main(["conformance", *args, "--json", str(out)])
    capsys.readouterr()
    return code, json.loads(out.read_text())


@pytest.mark.parametrize("selection", [
    ("--edition", "pelikan-1975", "--rule", "attack.strength", "--rule", "scoring.winner", "--rule", "setup"),
    pytest.param(("--edition", "pelikan-1975"), marks=full),
])
def test_the_tutorial_engine_is_green_with_the_file_it_wrote(selection: tuple[str, ...], tmp_path: Path,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    written = tmp_path / "known.txt"
    code, first = _conformance(capsys, tmp_path, "--engine", TUTORIAL, *selection, "--write-expected-failures", str(written))
    outcomes = {r["id"]: r["outcome"] for r in first["engines"][0]["results"]}
    assert code == 1 and {"passed", "failed", "error"} <= set(outcomes.values())  # partial on purpose
    entries = {e.key: e for e in expected.read(written)}
    assert set(entries) == {k for k, o in outcomes.items() if o != "passed"}
    assert {e.outcome for k, e in entries.items() if outcomes[k] == "error"} == {"error"}

    code, again = _conformance(capsys, tmp_path, "--engine", TUTORIAL, *selection, "--expected-failures", str(written))
    results = again["engines"][0]["results"]
    assert code == 0
    assert {r["id"]: r["outcome"] for r in results} == {k: "passed" if o == "passed" else "xfailed" for k, o in outcomes.items()}
    assert all(r["expectation"] == entries[r["id"]].expects for r in results if r["id"] in entries)

    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    options = [w.replace("--", "--ogallala-", 1) for w in selection]
    ran = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", "-q",
                          "--ogallala-engine", TUTORIAL, *options, "--ogallala-expected-failures", str(written)],
                         cwd=tmp_path, capture_output=True, text=True, timeout=600, env={**os.environ, "COLUMNS": "200"})
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-2000:]
    assert f"{len(entries)} xfailed" in ran.stdout and "failed" not in ran.stdout.replace("xfailed", "")


def test_better_than_expected_or_another_cause_is_reported(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    key = "attack_strength_equal_refused@amigo"
    listed = tmp_path / "e.txt"
    listed.write_text(f"{key}  error  # it crashed once\n")
    code, better = _conformance(capsys, tmp_path, "-k", key, "--expected-failures", str(listed))
    [result] = better["engines"][0]["results"]
    assert code == 1 and result["outcome"] == "xpassed" and result["expectation"] == "error"

    wrong = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "liar.py")])  # breaks the ass-ii run
    key = "attack_strength_equal_refused@ass-ii"
    listed.write_text(f"{key}  fail  no such words  # the cause we knew\n")
    code, other = _conformance(capsys, tmp_path, "--engine", wrong, "-k", key, "--expected-failures", str(listed))
    [result] = other["engines"][0]["results"]
    assert code == 1 and result["outcome"] == "failed" and "(of another cause)" in result["reason"]

    listed.write_text(f"{key}  skip  # hangs our engine\n")
    code, skipped = _conformance(capsys, tmp_path, "--engine", wrong, "-k", key, "--expected-failures", str(listed),
                                 "--allow-empty")
    [result] = skipped["engines"][0]["results"]
    assert code == 0 and result["outcome"] == "skipped" and "hangs our engine" in result["message"]
