"""The conformance harness end to end: the reference engine in-process and over the protocol,
the zoo of broken engines (tests/zoo/), selection, skips, expected failures, reports and
exit codes.

Each zoo engine is the reference engine behind the protocol, broken for the games of one
edition (ass-ii). The tests play one scenario in its four editions, so the broken run sits
between good ones: it must get the right outcome, and the runs after it must pass on a
fresh engine process.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from ogallala.commands.cli import main
from ogallala.harness.results import Result
from ogallala.scenarios.load import all_scenarios
from ogallala.model.spec import load_spec

ROOT = Path(__file__).resolve().parent.parent
ZOO = ROOT / "tests" / "zoo"
SERVE = shlex.join([sys.executable, "-m", "ogallala", "serve"])
ONE = ["-k", "attack_strength_equal_refused"]
"""One scenario, run in all four editions; the zoo breaks the second (ass-ii)."""
BAD = "attack_strength_equal_refused@ass-ii"


def zoo(name: str) -> str:
    return shlex.join([sys.executable, str(ZOO / f"{name}.py")])


class Done:
    def __init__(self, code: int, out: str, err: str, report: dict | None) -> None:
        self.code, self.out, self.err, self.report = code, out, err, report

    @property
    def outcomes(self) -> dict[str, str]:
        assert self.report is not None
        return {r["id"]: r["outcome"] for r in self.report["engines"][0]["results"]}

    def result(self, key: str) -> dict:
        assert self.report is not None
        return next(r for r in self.report["engines"][0]["results"] if r["id"] == key)


@pytest.fixture
def conformance(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """Run `ogallala conformance ARGS` in this process; the exit code, output and JSON report."""

    def run(*args: str, report: bool = True) -> Done:
        path = tmp_path / f"report-{time.monotonic_ns()}.json"
        code = main(["conformance", *args, *(["--json", str(path)] if report else [])])
        out, err = capsys.readouterr()
        return Done(code, out, err, json.loads(path.read_text()) if report and path.exists() else None)

    return run


@pytest.fixture(scope="module")
def reference_one(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The reference engine's outcomes for ONE, in-process."""
    path = tmp_path_factory.mktemp("ref") / "one.json"
    assert main(["conformance", *ONE, "--json", str(path)]) in (0, 1)
    outcomes = {r["id"]: r["outcome"] for r in json.loads(path.read_text())["engines"][0]["results"]}
    assert len(outcomes) == 4 and BAD in outcomes
    assert set(outcomes.values()) == {"passed"}, "the chosen scenario must pass on the reference engine"
    return outcomes


# -- the reference engine, in-process and over the protocol -----------------------------------


def test_the_reference_engine_over_the_protocol_gives_the_in_process_outcomes(conformance) -> None:
    inproc = conformance("--rule", "attack")
    served = conformance("--rule", "attack", "--engine", SERVE)
    assert inproc.outcomes == served.outcomes
    assert len(inproc.outcomes) > 20 and "passed" in inproc.outcomes.values()
    assert served.report["engines"][0]["engine"]["name"] == "ogallala reference engine"
    assert served.report["engines"][0]["engine"]["command"] == SERVE


@pytest.mark.parametrize("engine", [None, SERVE], ids=["in-process", "serve"])
def test_two_jobs_give_the_outcomes_of_one(conformance, engine: str | None) -> None:
    args = ["--rule", "attack", "--rule", "turn"] + (["--engine", engine] if engine else [])
    one = conformance(*args)
    two = conformance(*args, "--jobs", "2")
    assert one.outcomes == two.outcomes
    assert [r["id"] for r in one.report["engines"][0]["results"]] == [r["id"] for r in two.report["engines"][0]["results"]]
    assert one.code == two.code


# -- the zoo --------------------------------------------------------------------------------

ZOO_CASES = {
    # engine: (extra env, outcome of the broken run, its kind, text in its message, text in its stderr)
    "crash_mid_game": ({}, "error", "crash", "exited with code 70 while answering `apply`", "IndexError"),
    "hang": ({}, "error", "timeout", "no reply to `legal` within 1 s", "thinking very hard"),
    "garbage": ({}, "error", "malformed", "the reply to `apply` is not JSON", ""),
    "wrong_id": ({}, "error", "wrong-id", "has id 10", ""),
    "schema_invalid": ({}, "error", "schema", "applied.state.players: Field required", ""),
    "flood": ({}, "error", "limit", "longer than 8388608 bytes", "zoo: debug"),
    "liar": ({}, "failed", "", "`attack West r1c1-r1c2` is not among the legal actions", ""),
}


@pytest.mark.parametrize("name", list(ZOO_CASES))
def test_a_broken_engine_gets_its_outcome_and_the_others_run_on(conformance, reference_one, monkeypatch, tmp_path,
                                                                name: str) -> None:
    env, outcome, kind, message, stderr = ZOO_CASES[name]
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    monkeypatch.setenv("ZOO_PIDFILE", str(tmp_path / "pids"))
    begun = time.monotonic()
    timeout = "1" if name == "hang" else "5"  # only the hang waits it out
    done = conformance("--engine", zoo(name), *ONE, "--timeout", timeout, "--engine-env", "ZOO_*")
    assert time.monotonic() - begun < 30
    assert done.code == 1
    bad = done.result(BAD)
    assert (bad["outcome"], bad["kind"]) == (outcome, kind)
    assert message in bad["message"]
    assert stderr in bad["stderr"]
    assert {k: v for k, v in done.outcomes.items() if k != BAD} == {k: v for k, v in reference_one.items() if k != BAD}
    assert done.report["engines"][0]["summary"]["passed"] == 3
    # the console report names the broken run and what happened
    assert BAD in done.out and (kind or "FAILED") in done.out


def test_a_hung_engine_is_killed_with_its_whole_process_group(conformance, monkeypatch, tmp_path) -> None:
    pids = tmp_path / "pids"
    monkeypatch.setenv("ZOO_PIDFILE", str(pids))
    done = conformance("--engine", zoo("hang"), *ONE, "--timeout", "1", "--engine-env", "ZOO_PIDFILE")
    assert done.result(BAD)["kind"] == "timeout"
    (child,) = [int(p) for p in pids.read_text().split()]
    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.05)
    else:
        os.kill(child, signal.SIGKILL)
        pytest.fail("the hung engine's child process outlived the run")


def test_a_flood_is_cut_and_its_stderr_kept_bounded(conformance) -> None:
    done = conformance("--engine", zoo("flood"), *ONE, "--timeout", "2")
    bad = done.result(BAD)
    assert bad["kind"] == "limit"
    assert 0 < len(bad["stderr"]) <= 4100  # 4 MB went to stderr
    assert len(done.out) < 40_000


def test_an_engine_that_cannot_start_ends_the_run_with_exit_2(conformance) -> None:
    done = conformance("--engine", zoo("crash_at_start"), *ONE)
    assert done.code == 2 and done.report is None
    assert done.err.startswith("ogallala conformance: the engine could not be started:")
    assert "exited with code 3" in done.err and "cannot open my opening book" in done.err
    assert len(done.err.strip().splitlines()) == 1


def test_a_banner_before_the_handshake_fails_it(conformance, monkeypatch) -> None:
    monkeypatch.setenv("ZOO_BANNER", "1")
    done = conformance("--engine", zoo("garbage"), *ONE, "--engine-env", "ZOO_BANNER")
    assert done.code == 2
    assert "malformed" in done.err and "Welcome to GarbageEngine" in done.err


@pytest.mark.parametrize("command", ["/nonexistent/engine --fast", "'unbalanced", ""])
def test_an_engine_command_that_cannot_run_is_exit_2(conformance, command: str) -> None:
    done = conformance("--engine", command, *ONE)
    assert done.code == 2 and done.err.count("\n") == 1


def test_a_slow_but_right_engine_passes(conformance, reference_one, monkeypatch) -> None:
    monkeypatch.setenv("ZOO_DELAY", "0.03")
    done = conformance("--engine", zoo("slow"), *ONE, "--timeout", "2", "--engine-env", "ZOO_DELAY")
    assert done.code == 0
    assert done.outcomes == reference_one
    assert all(r["duration_s"] >= 0.03 for r in done.report["engines"][0]["results"])


def test_a_hopeless_engine_is_given_up_on(conformance, monkeypatch) -> None:
    monkeypatch.setenv("ZOO_EDITION", "all")
    done = conformance("--engine", zoo("crash_mid_game"), "--rule", "attack.strength", "--max-restarts", "2",
                       "--engine-env", "ZOO_EDITION")
    assert done.code == 1
    kinds = [r["kind"] for r in done.report["engines"][0]["results"]]
    assert kinds[:3] == ["crash", "crash", "crash"]
    assert set(kinds[3:]) == {"not-run"} and len(kinds) > 4
    assert "restarted 2 times; giving up" in done.report["engines"][0]["results"][3]["message"]
    left = len(kinds) - 3
    assert f"{left} not run: the engine failed and was restarted 2 times; giving up on it" in done.out
    assert done.out.count("ERROR (") == 1  # one cause: the first crash in detail, the others by key
    assert "the same cause in 2 more runs" in done.out  # and the runs not played in one line


def test_a_broken_engine_in_parallel_jobs(conformance, reference_one) -> None:
    done = conformance("--engine", zoo("crash_mid_game"), *ONE, "--jobs", "2")
    assert done.result(BAD)["kind"] == "crash"
    assert {k: v for k, v in done.outcomes.items() if k != BAD} == {k: v for k, v in reference_one.items() if k != BAD}


# -- what an engine sends is never interpreted -------------------------------------------------


def test_reports_escape_what_the_engine_sends(conformance, tmp_path) -> None:
    junit = tmp_path / "junit.xml"
    done = conformance("--engine", zoo("nasty"), *ONE, "--junit", str(junit))
    bad = done.result(BAD)
    assert bad["outcome"] == "failed"
    # the console shows markup as text and escapes as escapes
    assert "[bold red]pwned[/bold red]" in done.out and "[blink]rule]]>" in done.out
    assert "\\x1b[2J" in done.out and "\\u202e" in done.out and "\\x1b[31mred alert" in done.out
    assert "\x1b" not in done.out and "\x00" not in done.out and "\u202e" not in done.out
    # the XML parses and carries the same text
    tree = ET.parse(junit)
    (failure,) = tree.iter("failure")
    assert "[bold red]pwned" in failure.get("message") and "</failure><x>&amp;" in failure.text
    assert "\x00" not in ET.tostring(tree.getroot(), encoding="unicode")
    assert "\x1b" not in json.dumps(done.report, ensure_ascii=False)


# -- skips ----------------------------------------------------------------------------------------


def _with_ruling() -> tuple[str, str, str, str]:
    """A scenario that depends on a ruling decided for amigo: (scenario id, ruling, decided, other)."""
    rulings = load_spec().rulings_by_id
    for s in all_scenarios():
        if "amigo" not in s.editions:
            continue
        for rid in s.rulings:
            ruling = rulings[rid]
            if "amigo" in ruling.decisions:
                other = next(a.id for a in ruling.alternatives if a.id != ruling.decisions["amigo"])
                return s.id, rid, ruling.decisions["amigo"], other
    pytest.skip("no scenario depends on a ruling decided for amigo")


def test_runs_the_engine_does_not_claim_are_skipped_with_the_reason(conformance, monkeypatch) -> None:
    sid, ruling, decided, other = _with_ruling()
    monkeypatch.setenv("ZOO_EDITIONS", "amigo,ass-i")
    monkeypatch.setenv("ZOO_RULINGS", f"{ruling}=a-reading-nobody-listed")
    done = conformance("--engine", zoo("partial"), "--tag", f"id_{sid} or id_attack_strength_equal_refused",
                       "--engine-env", "ZOO_*")
    results = {r["id"]: r for r in done.report["engines"][0]["results"]}
    (mine,) = [r for k, r in results.items() if k.startswith(sid) and k.endswith("@amigo")][:1]
    assert mine["outcome"] == "skipped"
    assert ruling in mine["message"] and "'a-reading-nobody-listed'" in mine["message"]
    assert "the register does not list" in mine["message"]
    pelikan = results["attack_strength_equal_refused@pelikan-1975"]
    assert (pelikan["outcome"], pelikan["message"]) == ("skipped", "the engine does not implement edition pelikan-1975")
    assert results["attack_strength_equal_refused@amigo"]["outcome"] == "passed"
    assert results["attack_strength_equal_refused@ass-i"]["outcome"] == "passed"
    assert done.code == 0 and "skipped" in done.out


def test_a_run_with_a_variant_the_engine_lacks_is_skipped() -> None:
    from ogallala.protocol.interface import Hello
    from ogallala.harness.select import run_options, skip_reason

    run = next((r for s in all_scenarios() for r in s.runs() if run_options(r)), None)
    if run is None:
        pytest.skip("no scenario plays with a variant")
    hello = Hello(name="x", version="1", protocol=1, editions=(run.edition,))
    assert skip_reason(run, hello) == f"the engine does not implement variant {', '.join(run_options(run))} of {run.edition}"
    full = hello.model_copy(update={"variants": {run.edition: run_options(run)}})
    assert skip_reason(run, full) is None


# -- expected failures -------------------------------------------------------------------------------


def test_expected_failures_are_written_read_and_kept_honest(conformance, tmp_path) -> None:
    listed = tmp_path / "expected.txt"
    first = conformance("--engine", zoo("liar"), *ONE, "--write-expected-failures", str(listed))
    assert first.code == 1
    text = listed.read_text()
    assert f"{BAD}  # `attack West r1c1-r1c2` is not among the legal actions" in text
    assert text.count("@") == 1

    again = conformance("--engine", zoo("liar"), *ONE, "--expected-failures", str(listed))
    assert again.code == 0
    assert again.result(BAD)["outcome"] == "xfailed" and again.report["engines"][0]["summary"]["xfailed"] == 1

    fixed = conformance(*ONE, "--expected-failures", str(listed))
    assert fixed.code == 1
    assert fixed.result(BAD)["outcome"] == "xpassed" and "XPASSED" in fixed.out


def test_an_expected_failure_without_edition_covers_every_edition(conformance, tmp_path) -> None:
    listed = tmp_path / "expected.txt"
    listed.write_text("# all editions\nattack_strength_equal_refused   # refuses nothing\nno_such_scenario@amigo\n")
    done = conformance("--engine", zoo("nasty"), *ONE, "--expected-failures", str(listed))
    assert set(done.outcomes.values()) == {"xpassed", "xfailed"} and done.code == 1
    assert "no_such_scenario@amigo matches no scenario run" in done.err


# -- selection, listing, command line ------------------------------------------------------------------


def test_list_json_prints_one_object_per_line(conformance) -> None:
    done = conformance("--list", "--json", "--rule", "attack.strength", report=False)
    rows = [json.loads(line) for line in done.out.splitlines()]
    assert rows and all(set(r) == {"id", "name", "feature", "editions", "rules", "rulings", "reading_columns"} for r in rows)
    assert all("attack.strength" in r["rules"] for r in rows)
    table = conformance("--list", "--rule", "attack.strength", report=False)
    assert all(r["id"] in table.out for r in rows)


def test_selection_narrows_the_runs(conformance) -> None:
    done = conformance("--list", "--json", "--edition", "amigo", "--tag", "not topic_attack_strength", "--rule", "attack",
                       report=False)
    rows = [json.loads(line) for line in done.out.splitlines()]
    assert rows and all("attack.strength" not in r["rules"] and any(t.startswith("attack.") for t in r["rules"]) for r in rows)
    runs = conformance("--edition", "amigo", "--rule", "attack.strength")
    assert runs.outcomes and all(key.endswith("@amigo") for key in runs.outcomes)


@pytest.mark.parametrize("args, message", [
    (["--rule", "atack"], "did you mean 'attack'"),
    (["--tag", "amigo and"], "ends too early"),
    (["--tag", "amgo"], "unknown tag 'amgo'"),
    (["-k", "no scenario is called this"], "no scenario matches"),
    (["--expected-failures", "/nonexistent/list.txt"], "cannot read"),
    (["--timeout", "0"], "--timeout must be a positive number of seconds"),
    (["--json"], "--json needs a FILE"),
])
def test_a_wrong_command_line_is_exit_2_with_one_line(conformance, args: list[str], message: str) -> None:
    done = conformance(*args, report=False)
    assert done.code == 2
    assert message in done.err and done.err.startswith("ogallala conformance: ")


def test_an_unknown_edition_is_refused_by_the_parser(capsys) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["conformance", "--edition", "chess"])
    assert exit_.value.code == 2


# -- reports -----------------------------------------------------------------------------------------------


def test_the_json_and_junit_reports_agree(conformance, tmp_path) -> None:
    junit = tmp_path / "junit.xml"
    done = conformance("--engine", zoo("crash_mid_game"), *ONE, "--junit", str(junit))
    report = done.report
    assert set(report) == {"format", "version", "meta", "engines", "disagreements"}
    assert (report["format"], report["version"], report["disagreements"]) == ("ogallala-report", 2, [])
    assert set(report["meta"]) == {"suite_version", "features_sha256", "spec_sha256", "timestamp", "shard", "selection"}
    assert set(report["engines"][0]) == {"name", "engine", "readings", "variants", "summary", "duration_s", "results"}
    assert sum(report["engines"][0]["summary"].values()) == len(report["engines"][0]["results"]) == 4
    assert report["engines"][0]["summary"]["errors"] == 1 and report["engines"][0]["summary"]["passed"] == 3
    for r in report["engines"][0]["results"]:
        assert {"id", "edition", "outcome", "rules", "message", "duration_s"} <= set(r)
        assert r["id"].endswith("@" + r["edition"]) and "attack.strength" in r["rules"]
    suite = ET.parse(junit).getroot()
    assert suite.get("tests") == "4" and suite.get("errors") == "1" and suite.get("failures") == "0"
    (error,) = suite.iter("error")
    assert error.get("type") == "crash"
    assert "IndexError" in next(suite.iter("system-err")).text


def test_the_console_report_has_the_table_and_the_failures(conformance) -> None:
    done = conformance("--engine", zoo("liar"), *ONE)
    assert "edition" in done.out and "attack" in done.out and "ass-ii" in done.out
    assert f"FAILED {BAD}" in done.out and "rerun: ogallala conformance" in done.out
    assert "3 passed, 1 failed" in done.out
    assert done.err == ""  # no progress bar when stderr is not a terminal


def test_the_progress_bar_stays_quiet_under_ci(monkeypatch) -> None:
    from ogallala.harness.command import Bar
    from rich.console import Console

    monkeypatch.setenv("CI", "true")
    assert not Bar(Console(force_terminal=True)).enabled
    monkeypatch.delenv("CI")
    assert Bar(Console(force_terminal=True)).enabled
    assert not Bar(Console(force_terminal=False)).enabled


# -- a minimal engine in another language ---------------------------------------------------------------


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not on PATH: the Node.js example engine cannot run")
def test_the_node_example_is_driven_to_the_end(conformance, tmp_path) -> None:
    junit = tmp_path / "junit.xml"
    engine = shlex.join(["node", str(ROOT / "docs" / "examples" / "minimal-engine.js")])
    done = conformance("--engine", engine, "--rule", "attack", "--rule", "setup", "--junit", str(junit))
    assert done.code == 1
    assert done.report["engines"][0]["engine"]["name"] == "minimal-engine.js" and done.report["engines"][0]["engine"]["editions"] == ["amigo"]
    results = done.report["engines"][0]["results"]
    for r in results:
        if r["edition"] != "amigo":
            assert r["outcome"] == "skipped" and r["message"] == f"the engine does not implement edition {r['edition']}"
        elif r["outcome"] == "error":  # only its own error replies: never a broken exchange
            assert r["kind"] == "error" and "unsupported" in r["message"], r
        else:
            assert r["outcome"] in ("failed", "passed", "skipped"), r
    failed = [r for r in results if r["outcome"] == "failed"]
    assert failed and any("this engine refuses every action" in r["message"] for r in failed)
    assert ET.parse(junit).getroot().get("tests") == str(len(results))


def test_result_records_survive_pickling() -> None:
    import pickle

    from ogallala.scenarios.run import Detail

    r = Result(key="a@amigo", scenario="a", name="n", feature="f", line=1, edition="amigo", rules=("x.y",), area="x",
               topic="x.y", outcome="failed", message="m",
               detail=Detail(done=("When North draws",), diff=("- pass",), readings=(("r", "a"),)))
    assert pickle.loads(pickle.dumps(r)) == r


def test_a_boastful_hello_is_read_once_and_warned_about_briefly(conformance) -> None:
    """A hello claiming 200000 editions and 20000 unknown rulings: selection looks only at
    what the suite knows, and the warnings stop at 20."""
    done = conformance("--engine", zoo("boastful"), *ONE)
    assert done.code == 0, done.err[-2000:]
    assert set(done.outcomes.values()) == {"passed"} and len(done.outcomes) == 4
    warnings = [line for line in done.err.splitlines() if "warning: the engine's hello" in line]
    assert len(warnings) == 21 and warnings[-1].endswith("more problems not shown")
    assert len(done.report["engines"][0]["engine"]["editions"]) <= 300 and len(done.err) < 20_000
