"""A verdict depends only on what the engine answered, never on how its requests were sent
(issue 22, finding 13 and "the verdict test").

The engines of ``tests/zoo/once.py`` misbehave once in a whole conformance run (an `error`
reply, a wrong reply, a crash, a line that is not JSON), at the first request of a run, in
its middle or at its last one. Played with and without pipelining, with one job and with
two, every run must get the same outcome: the run that met the misbehaviour is told what
the engine answered it, and a replay one request at a time (which the harness may make to
diagnose a run that did not pass) never turns that into a pass.
"""

from __future__ import annotations

import shlex
import sys
from functools import cache
from pathlib import Path

import pytest

import tiers
from ogallala.protocol.process import ProcessEngine
from ogallala.scenarios.load import all_scenarios
from ogallala.scenarios.run import execute

from test_harness import BAD, ONE, SERVE, conformance  # noqa: F401 - fixtures

ZOO = Path(__file__).resolve().parent / "zoo"
MODES = ("error", "wrong", "crash", "garbage")
CONFIGURATIONS = {"pipelining, one job": (), "one request at a time, one job": ("--no-pipelining",),
                  "pipelining, two jobs": ("--jobs", "2"), "one request at a time, two jobs": ("--no-pipelining", "--jobs", "2")}


@cache
def requests_of(key: str) -> int:
    """How many requests the run ``key`` sends (its transcript over ``ogallala serve``,
    the handshake left out; found once per process)."""
    run = next(r for s in all_scenarios() for r in s.runs() if r.key == key)
    engine = ProcessEngine(tuple(shlex.split(SERVE)), record=True)
    try:
        outcome = execute(run, engine)
        assert outcome.status == "passed" and engine.transcript is not None
        return len(engine.transcript) - 1
    finally:
        engine.close()


POINTS = {"first": lambda n: 1, "middle": lambda n: (n + 1) // 2, "last": lambda n: n}


@pytest.mark.parametrize("point", tiers.one(["middle", "first", "last"]))  # the full tier: all three
@pytest.mark.parametrize("mode", MODES)
def test_every_run_gets_the_same_outcome_however_its_requests_are_sent(conformance, tmp_path: Path,
                                                                       mode: str, point: str) -> None:
    count = requests_of(BAD)
    assert count >= 4  # a first, a middle and a last request that differ
    at = POINTS[point](count)
    told: dict[str, dict[str, tuple[str, str, str, str]]] = {}
    for name, options in CONFIGURATIONS.items():
        flag = tmp_path / f"{name}.flag"
        engine = shlex.join([sys.executable, str(ZOO / "once.py"), mode, str(at), str(flag)])
        done = conformance("--engine", engine, *ONE, "--timeout", "5", *options)
        assert flag.exists(), f"{name}: the engine never met request {at} of {BAD}"
        told[name] = {r["id"]: (r["outcome"], r["kind"], r["step"], r["message"]) for r in done.report["engines"][0]["results"]}
        assert done.code == (0 if set(o for o, *_ in told[name].values()) == {"passed"} else 1)
    baseline = told["one request at a time, one job"]
    assert {k: v[0] for k, v in baseline.items() if k != BAD} == {k: "passed" for k in baseline if k != BAD}
    assert baseline[BAD][0] != "passed", baseline[BAD]
    for name, outcomes in told.items():
        assert outcomes == baseline, name


def test_an_error_reply_to_pipelined_requests_stays_an_error_and_the_replay_is_a_diagnosis(conformance,
                                                                                          tmp_path: Path) -> None:
    """The issue's case: the engine answers one request with an `error` (once). With
    pipelining the run used to be played again one request at a time, pass, and be
    reported as passed; it is an error, and the report says what the replay found."""
    engine = shlex.join([sys.executable, str(ZOO / "once.py"), "error", "2", str(tmp_path / "flag")])
    done = conformance("--engine", engine, *ONE, "--timeout", "5")
    bad = done.result(BAD)
    assert (bad["outcome"], bad["kind"], bad["message"]) == ("error", "error", "error: internal: once")
    assert done.code == 1
    assert "passes when its requests are sent one at a time" in bad["detail"]["diagnosis"]
    assert "mishandles pipelined input" in bad["detail"]["diagnosis"]
    assert "passes when its requests are sent one at a time" in done.out  # the failure's block says it too
    assert bad["detail"]["transcript"] and '"code":"internal"' in "".join(bad["detail"]["transcript"]).replace(" ", "")
    warnings = [line for line in done.err.splitlines() if "warning:" in line]
    assert len(warnings) == 1 and BAD in warnings[0] and "pipelining" in warnings[0]


def test_a_wrong_reply_to_pipelined_requests_stays_a_failure(conformance, tmp_path: Path) -> None:
    engine = shlex.join([sys.executable, str(ZOO / "once.py"), "wrong", "4", str(tmp_path / "flag")])
    done = conformance("--engine", engine, *ONE, "--timeout", "5")
    bad = done.result(BAD)
    assert bad["outcome"] == "failed" and bad["message"]
    assert "passes when its requests are sent one at a time" in bad["detail"]["diagnosis"]
    assert done.code == 1
