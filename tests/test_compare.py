"""Several engines in one conformance run (issue 24): the matrix, and the disagreements are
exactly the runs that a wrong rule and another reading explain.

The three engines: the reference engine in-process, `ogallala serve` reading Amigo's
combination scoring as `add` (the register decides `replace`), and tests/zoo/wrong.py
`score` (Amigo pays 2 points a card from 9 cards instead of 8: rule scoring.card-points).
The expected disagreements are computed apart from the comparison: the runs the wrong engine
does not pass when it runs alone, the runs the reading engine does not pass alone, and, from
the register and the feature files, the rows of reading columns that give the decided
outcome of the ruling the reading engine reads otherwise (it is not asked them: it would
answer them otherwise).
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

from ogallala.commands.cli import main
from ogallala.harness import reports
from ogallala.model.readings import decided
from ogallala.scenarios.load import all_scenarios

from tiers import full

ROOT = Path(__file__).resolve().parent.parent
RULING, READING = "amigo-combination-scoring", "add"
SERVE = shlex.join([sys.executable, "-m", "ogallala", "serve", "--reading", f"{RULING}={READING}"])
WRONG = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "wrong.py"), "score"])


def _run(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, *args: str) -> tuple[int, str, dict]:
    out = tmp_path / f"{name}.json"
    code = main(["conformance", *args, "--json", str(out)])
    printed = capsys.readouterr().out
    return code, printed, json.loads(out.read_text())


def _not_passed(report: dict) -> set[str]:
    [engine] = report["engines"]
    return {r["id"] for r in engine["results"] if r["outcome"] not in ("passed", "skipped")}


@pytest.mark.parametrize("selection", [
    ("--edition", "amigo", "--rule", "scoring.booty-suite", "--rule", "scoring.card-points"),
    pytest.param(("--edition", "amigo", "--rule", "scoring"), marks=full),
])
def test_three_engines_disagree_exactly_where_the_wrong_rule_and_the_reading_say(
        selection: tuple[str, ...], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, printed, report = _run(capsys, tmp_path, "all", *selection, "--engine", "reference",
                                 "--engine", f"add={SERVE}", "--engine", f"wrong={WRONG}")
    assert code == 1  # the wrong engine fails
    names = [e["name"] for e in report["engines"]]
    assert names == ["ogallala reference engine", "add", "wrong"]
    assert report["engines"][1]["readings"] == {RULING: READING}
    for name in names:
        assert name in printed
    assert "passed/played" in printed and "where the engines disagree" in printed

    wrong = _not_passed(_run(capsys, tmp_path, "wrong", *selection, "--engine", WRONG)[2])
    reading = _not_passed(_run(capsys, tmp_path, "add", *selection, "--engine", SERVE)[2])
    played = {r["id"] for r in report["engines"][0]["results"] if r["outcome"] == "passed"}
    runs = [r for s in all_scenarios() for r in s.runs() if r.key in played]
    default = decided("amigo")
    rows = {r.key for r in runs if dict(r.readings).get(RULING) == default[RULING]
            and all(default[rid] == aid for rid, aid in r.readings)}
    assert wrong and rows, "the selection must show both causes"
    expected = wrong | reading | rows
    found = {d["id"]: d for d in report["disagreements"]}
    assert set(found) == expected
    for key in wrong:
        assert found[key]["outcomes"]["wrong"] == "failed" and found[key]["outcomes"]["ogallala reference engine"] == "passed"
    for key in rows - wrong:
        assert found[key]["outcomes"] == {"ogallala reference engine": "passed", "add": "skipped", "wrong": "passed"}
        assert f"the engine reads {RULING} as {READING}" in found[key]["cause"]
    # one group per cause: every row the reading explains (and the wrong engine passes) in one
    assert len({found[k]["group"] for k in rows - wrong}) == 1
    assert found[next(iter(rows - wrong))]["group"] not in {found[k]["group"] for k in wrong}
    for key in expected:
        assert key in printed  # every run key in full, never cut
    again = reports.read(tmp_path / "all.json")  # the report reads back through the format's models
    assert [e.name for e in again.engines] == names and {d.id for d in again.disagreements} == expected


def test_engines_are_named_uniquely_and_a_name_twice_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, printed, report = _run(capsys, tmp_path, "two", "-k", "attack_strength_equal_refused", "--edition", "amigo",
                                 "--engine", "reference", "--engine", "reference")
    assert code == 0 and [e["name"] for e in report["engines"]] == ["ogallala reference engine",
                                                                     "ogallala reference engine-2"]
    assert report["disagreements"] == [] and "agree on every run" in printed
    assert main(["conformance", "--engine", "a=reference", "--engine", "a=reference"]) == 2
    assert "two engines are named a" in capsys.readouterr().err
    assert main(["conformance", "--reading", f"{RULING}={READING}", "--engine", "reference", "--engine", SERVE]) == 2
    assert "--reading sets the reference engine's readings" in capsys.readouterr().err


@pytest.mark.parametrize("option", [["--explain", "x@amigo"], ["--write-expected-failures", "e.txt"],
                                    ["--expected-failures", "e.txt"], ["--last-failed"]])
def test_options_about_one_engine_are_refused_with_several(option: list[str], capsys: pytest.CaptureFixture[str],
                                                           tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["conformance", "--engine", "reference", "--engine", "reference", *option]) == 2
    assert "is about one engine" in capsys.readouterr().err


def test_the_html_report_puts_each_engines_answer_side_by_side(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    wrong = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "wrong.py"), "attack"])
    page = tmp_path / "r.html"
    code, _, report = _run(capsys, tmp_path, "html", "--edition", "amigo", "--rule", "attack.losers",
                           "--engine", "reference", "--engine", f"bad={wrong}", "--html", str(page))
    html = page.read_text()
    assert code == 1 and report["disagreements"]
    first = report["disagreements"][0]["id"]
    article = html.split(f'id="run-{first}"', 1)[1].split("</article>", 1)[0]
    columns = article.split('<div class="engine')[1:]
    assert [c.split('data-engine="', 1)[1].split('"', 1)[0] for c in columns] == ["ogallala reference engine", "bad"]
    assert "o-passed" in columns[0] and "o-failed" in columns[1]
    assert "<svg" in columns[1] and "differs" in columns[1]  # the engine's board, and what it said
    assert "http" not in html.replace("http://www.w3.org/2000/svg", "").replace("http://www.w3.org/1999/xlink", "")


def test_an_engines_hostile_name_is_cleaned_in_every_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    smuggler = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "smuggler.py")])
    page = tmp_path / "r.html"
    code = main(["conformance", "-k", "attack_strength_equal_refused", "--edition", "amigo", "--engine", "reference",
                 "--engine", smuggler, "--json", str(tmp_path / "r.json"), "--html", str(page)])
    printed = capsys.readouterr()
    report = json.loads((tmp_path / "r.json").read_text())
    name = report["engines"][1]["name"]
    assert code in (0, 1) and "\x1b" not in name and "\n" not in name and len(name) <= 300
    for text in (printed.out, printed.err, page.read_text(), (tmp_path / "r.json").read_text()):
        assert "\x1b" not in text and "\x07" not in text and "\u202e" not in text
    assert "<script" not in page.read_text().lower()


def test_junit_and_the_markdown_summary_hold_every_engine(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import xml.etree.ElementTree as ET

    wrong = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "wrong.py"), "refusal"])
    junit, summary = tmp_path / "j.xml", tmp_path / "s.md"
    code, _, report = _run(capsys, tmp_path, "ci", "--edition", "amigo", "--rule", "attack.strength", "--engine",
                           "reference", "--engine", f"bad={wrong}", "--junit", str(junit), "--summary-md", str(summary))
    assert code == 1
    suites = ET.parse(junit).getroot().findall("testsuite")
    assert [s.get("name") for s in suites] == ["ogallala conformance: ogallala reference engine", "ogallala conformance: bad"]
    for suite, engine in zip(suites, report["engines"], strict=True):
        failed = {c.get("name") for c in suite.iter("testcase") if c.find("failure") is not None}
        assert failed == {r["id"] for r in engine["results"] if r["outcome"] == "failed"}
    text = summary.read_text()
    assert "| amigo |" in text and f"### {len(report['disagreements'])} runs where the engines disagree" in text
    assert report["disagreements"] and all(f"`{d['id']}`" in text or "more groups" in text
                                           for d in report["disagreements"][:1])
