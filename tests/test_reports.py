"""Failure reports an engine author can act on (docs/protocol.md, "Reports and exit codes").

Each test drives `ogallala conformance` against an engine wrong in one rule
(tests/zoo/wrong.py) or the zoo, and checks what the report says of the failure: the
scenario, the positions, the difference, the rule, the readings, the command that reruns
it; --explain, --against-reference, grouping, -x/--maxfail, --last-failed, -k by run key,
exit codes, and the outputs for CI.
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from ogallala.commands.cli import build_parser, main

ROOT = Path(__file__).resolve().parent.parent
ZOO = ROOT / "tests" / "zoo"


def wrong(mode: str) -> str:
    return shlex.join([sys.executable, str(ZOO / "wrong.py"), mode])


def zoo(name: str) -> str:
    return shlex.join([sys.executable, str(ZOO / f"{name}.py")])


class Done:
    def __init__(self, code: int, out: str, err: str) -> None:
        self.code, self.out, self.err = code, out, err


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]):
    def go(*args: str) -> Done:
        code = main(["conformance", *args])
        out, err = capsys.readouterr()
        return Done(code, out, err)
    return go


TURN = ("--engine", wrong("turn"), "--rule", "attack.ends-turn")
"""An engine whose attacks do not end the turn in Pelikan and Ogallala II."""


def test_a_failure_shows_what_leads_to_its_cause(run) -> None:
    done = run(*TURN)
    assert done.code == 1
    block = done.out[done.out.index("\nFAILED "):]
    key = block.split()[1]
    assert "@pelikan-1975" in key or "@ass-ii" in key
    for part in ("rerun: ogallala conformance --engine", f"--explain {shlex.quote(key)}",  # one command reruns it
                 "rule attack.ends-turn (", "\" (003)" if "ass-ii" in key else "\" (000)",  # statement and quote
                 "scenario:\n    Given", "from the position:\n    edition: ",  # the scenario and where it began
                 "steps done:\n", "the engine's position before the failing step:", "pending: ",
                 "at: Then it is ", "the turn differs", "expected:", "found:"):
        assert part in block, part
    assert "<edition>" not in done.out  # outline names have their placeholders filled in


def test_one_cause_is_one_paragraph_with_a_count(run) -> None:
    done = run("--engine", wrong("legal"), "--rule", "attack")
    assert done.code == 1
    assert done.out.count("\nFAILED ") < 6
    assert "the same cause in " in done.out
    summary = done.out[done.out.index("short summary, by cause:"):]
    assert "failed: " in summary and "(first: " in summary


def test_against_the_reference_names_the_first_reply_that_differs(run) -> None:
    done = run(*TURN, "--against-reference")
    assert "first reply that differs from the reference engine:" in done.out
    assert "(apply) `attack " in done.out and "ending: the engine has False, the reference True" in done.out
    assert "-turn: North, drawn 1, ending" in done.out  # the positions' differing line
    legal = run("--engine", wrong("legal"), "--rule", "attack.optional", "--against-reference")
    assert "missing (the reference offers it): pass" in legal.out


def test_explain_plays_one_run_with_every_line_and_position(run) -> None:
    done = run(*TURN)
    key = done.out[done.out.index("\nFAILED "):].split()[1]
    explained = run("--engine", wrong("turn"), "--explain", key)
    assert explained.code == 1
    assert '    > {"cmd":"load"' in explained.out and '    < {"type":"state"' in explained.out
    assert '    > {"cmd":"apply"' in explained.out and "  position:\n    edition: " in explained.out
    assert f"FAILED {key}" in explained.out and "the turn differs" in explained.out
    passing = run("--explain", "attack_strength_equal_refused@amigo")
    assert passing.code == 0 and "passed in" in passing.out and '> {"cmd":"load"' in passing.out


@pytest.mark.parametrize(("key", "why"), [
    ("no_such_scenario@amigo", "no run has this key"),
    ("attack_strength_equal_refused", "matches 4 runs"),
])
def test_explain_needs_exactly_one_run(run, key: str, why: str) -> None:
    done = run("--explain", key)
    assert done.code == 2 and why in done.err


def test_every_printed_key_selects_its_run(run) -> None:
    listed = run("--engine", wrong("turn"), "--rule", "attack.ends-turn", "--json", "-")
    keys = [r["id"] for r in json.loads(listed.out)["engines"][0]["results"]]
    rows = [k for k in keys if "#" in k]
    assert rows, "an outline row is needed"
    for key in (rows[0], keys[0]):
        one = run("-k", key, "--json", "-")
        assert [r["id"] for r in json.loads(one.out)["engines"][0]["results"]] == [key]
    partial = rows[0].split("#")[0] + "@" + rows[0].split("@")[1]
    some = json.loads(run("-k", partial, "--json", "-").out)["engines"][0]["results"]
    assert some and all(r["id"].startswith(rows[0].split("#")[0]) and r["edition"] == rows[0].split("@")[1] for r in some)


def test_stop_after_the_first_or_n_failures(run) -> None:
    first = run("--engine", wrong("legal"), "--rule", "attack", "-x", "--json", "-")
    results = json.loads(first.out)["engines"][0]["results"]
    assert first.code == 1 and sum(r["outcome"] == "failed" for r in results) == 1
    assert "stopped after 1 run failed (--maxfail)" in first.err
    two = run("--engine", wrong("legal"), "--rule", "attack", "--maxfail", "2", "--jobs", "2", "--json", "-")
    failed = sum(r["outcome"] == "failed" for r in json.loads(two.out)["engines"][0]["results"])
    assert two.code == 1 and 2 <= failed <= 3  # a second worker may finish the run it had begun


def test_last_failed_runs_only_what_went_wrong(run, own_cache, tmp_path, monkeypatch) -> None:
    project = tmp_path / "project"
    project.mkdir()
    monkeypatch.chdir(project)
    full = json.loads(run(*TURN, "--json", "-").out)["engines"][0]["results"]
    bad = {r["id"] for r in full if r["outcome"] == "failed"}
    assert bad and len(bad) < len(full)
    again = json.loads(run(*TURN, "--last-failed", "--json", "-").out)["engines"][0]["results"]
    assert {r["id"] for r in again} == bad
    clean = run("--rule", "attack.ends-turn", "--last-failed", "--json", "-")
    assert "no run failed last time" in clean.err  # the reference in-process is another engine
    assert len(list(own_cache.glob("last-failed-*.json"))) == 1  # in the cache folder, not the project's
    assert not list(project.iterdir())


def test_last_failed_is_kept_per_working_folder(run, own_cache, tmp_path, monkeypatch) -> None:
    """Two projects (working folders) never share what failed: the list is kept under a
    digest of the working folder's resolved path (a link to the project is the project)."""
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    (tmp_path / "link").symlink_to(one, target_is_directory=True)
    monkeypatch.chdir(one)
    bad = {r["id"] for r in json.loads(run(*TURN, "--json", "-").out)["engines"][0]["results"] if r["outcome"] == "failed"}
    monkeypatch.chdir(two)
    elsewhere = run(*TURN, "--last-failed", "--json", "-")
    assert "no run failed last time" in elsewhere.err
    assert {r["id"] for r in json.loads(elsewhere.out)["engines"][0]["results"]} > bad
    monkeypatch.chdir(tmp_path / "link")
    assert {r["id"] for r in json.loads(run(*TURN, "--last-failed", "--json", "-").out)["engines"][0]["results"]} == bad


def test_nothing_played_is_exit_5_unless_allowed(run, monkeypatch) -> None:
    monkeypatch.setenv("ZOO_EDITIONS", "amigo")
    done = run("--engine", zoo("partial"), "--edition", "ass-i", "-k", "attack_strength_equal_refused",
               "--engine-env", "ZOO_EDITIONS")
    assert done.code == 5 and "nothing was played" in done.out
    allowed = run("--engine", zoo("partial"), "--edition", "ass-i", "-k", "attack_strength_equal_refused",
                  "--allow-empty", "--engine-env", "ZOO_EDITIONS")
    assert allowed.code == 0


def test_an_expected_failure_that_errs_is_an_error(run, tmp_path, monkeypatch) -> None:
    listed = tmp_path / "xfail.txt"
    listed.write_text("attack_strength_equal_refused@ass-ii  # we know\n")
    done = run("--engine", zoo("crash_mid_game"), "-k", "attack_strength_equal_refused",
               "--expected-failures", str(listed), "--json", "-")
    result = next(r for r in json.loads(done.out)["engines"][0]["results"] if r["id"] == "attack_strength_equal_refused@ass-ii")
    assert done.code == 1 and result["outcome"] == "error" and "listed as an expected failure" in result["reason"]


def test_reports_go_to_stdout_and_carry_metadata(run) -> None:
    done = run("-k", "attack_strength_equal_refused", "--json", "-")
    document = json.loads(done.out)
    assert "Conformance of" in done.err  # the table went to stderr
    meta = document["meta"]
    assert meta["suite_version"] and len(meta["features_sha256"]) == 64 and meta["timestamp"].endswith("+00:00")
    again = json.loads(run("-k", "attack_strength_equal_refused", "--json", "-").out)["meta"]
    assert again["features_sha256"] == meta["features_sha256"]
    junit = run("-k", "attack_strength_equal_refused", "--junit", "-")
    suite = ET.fromstring(junit.out)
    props = {p.get("name"): p.get("value") for p in suite.iter("property")}
    assert props["features_sha256"] == meta["features_sha256"] and suite.get("tests") == "4"


def test_a_markdown_summary_for_ci(run, tmp_path) -> None:
    path = tmp_path / "summary.md"
    done = run(*TURN, "--summary-md", str(path))
    text = path.read_text()
    assert done.code == 1 and text.startswith("## Ogallala conformance")
    assert "| edition | passed | failed |" in text and "| pelikan-1975 |" in text
    assert "### Failures by cause" in text and "--explain" in text


@pytest.mark.parametrize("option", ["--json", "--junit", "--summary-md", "--write-expected-failures"])
def test_outputs_are_checked_before_the_run(run, tmp_path, option: str) -> None:
    done = run("--engine", "/nonexistent/engine", option, str(tmp_path))
    assert done.code == 2 and "is a folder" in done.err  # refused before the engine is even started
    missing = run(option, str(tmp_path / "no" / "such" / "folder" / "file"))
    assert missing.code == 2 and "does not exist" in missing.err


def test_two_reports_to_one_place_are_refused(run, tmp_path) -> None:
    done = run("--json", str(tmp_path / "r"), "--junit", str(tmp_path / "r"))
    assert done.code == 2 and "both write" in done.err


def test_version_and_python_dash_m() -> None:
    from ogallala.util.version import __version__

    for argv in ([sys.executable, "-m", "ogallala", "--version"], [sys.executable, "-m", "ogallala.commands.cli", "--version"]):
        done = subprocess.run(argv, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0 and done.stdout.strip() == f"ogallala {__version__} (engine: pure)"  # the checkout is never compiled


def test_every_option_of_every_command_has_help() -> None:
    parser = build_parser()
    commands = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    missing = []
    for name, sub in commands.choices.items():
        assert sub.description, f"{name} has no description"
        for action in sub._actions:
            if action.option_strings and action.help in (None, "") and not isinstance(action, argparse._HelpAction):
                missing.append(f"{name} {'/'.join(action.option_strings)}")
            if not action.option_strings and action.dest != "help" and not action.help:
                missing.append(f"{name} <{action.dest}>")
    assert missing == []
