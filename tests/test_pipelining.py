"""Requests written ahead to an engine that says `pipelining`: each run's plan is the calls
its steps really make, the reference engine over the protocol plays every run as planned,
and what a report says of a run does not depend on whether its requests went ahead."""

from __future__ import annotations

import re
import shlex
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

import pytest
from ogallala.model.actions import Action
from ogallala.protocol import process
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.interface import Applied, EngineError, Hello, Rejected
from ogallala.protocol.calls import Apply, Ask, Call, Load, Start
from ogallala.scenarios.load import all_scenarios
from ogallala.scenarios.run import execute, plan
from ogallala.scenarios.steps import STEPS
from ogallala.engine.scoring import Score
from ogallala.model.state import State

from test_harness import BAD, ONE, SERVE, conformance, reference_one, zoo  # noqa: F401 - fixtures

ZOO = Path(__file__).resolve().parent / "zoo"


class Recorder:
    """The reference engine in-process, writing down each call the steps make."""

    def __init__(self) -> None:
        self.engine = InProcess()
        self.calls: list[Call] = []

    def hello(self) -> Hello:
        return self.engine.hello()

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        call = Start(edition, tuple(players), tuple(options), seed, dict(readings or {}))
        try:
            state = self.engine.start(edition, players, options, seed, piles, readings)
        except EngineError:
            self.calls.append(Start(call.edition, call.players, call.options, call.seed, call.readings, refused=True))
            raise
        self.calls.append(call)
        return state

    def load(self, state: State) -> State:
        self.calls.append(Load(state))
        return self.engine.load(state)

    def legal(self) -> list[Action]:
        self.calls.append(Ask("legal"))
        return self.engine.legal()

    def apply(self, action: Action) -> Applied | Rejected:
        result = self.engine.apply(action)
        self.calls.append(Apply(action, applied=isinstance(result, Applied)))
        return result

    def state(self) -> State:
        self.calls.append(Ask("state"))
        return self.engine.state()

    def score(self) -> Score:
        self.calls.append(Ask("score"))
        return self.engine.score()

    def close(self) -> None:
        self.engine.close()


def test_every_step_says_what_it_will_ask() -> None:
    assert [s.func.__name__ for s in STEPS if s.plan is None] == []


def test_each_run_plans_exactly_the_calls_its_steps_make() -> None:
    recorder = Recorder()
    runs = [run for scenario in all_scenarios() for run in scenario.runs()]
    assert len(runs) > 1000
    for run in runs:
        recorder.calls.clear()
        outcome = execute(run, recorder)
        assert outcome.status == "passed", run.key
        calls, whole = plan(run)
        assert whole, run.key
        assert list(calls) == recorder.calls, run.key


def _settled(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """What every run's ``settle`` says from now on (True: it went as planned)."""
    seen: list[bool] = []
    settle = process.ProcessEngine.settle

    def watched(self: process.ProcessEngine, tag: str) -> bool:
        seen.append(settle(self, tag))
        return seen[-1]

    monkeypatch.setattr(process.ProcessEngine, "settle", watched)
    return seen


def test_the_reference_engine_plays_every_run_as_planned(conformance, monkeypatch) -> None:
    settled = _settled(monkeypatch)
    ahead = conformance("--rule", "attack", "--rule", "turn", "--engine", SERVE)
    assert ahead.code == 0 and set(ahead.outcomes.values()) == {"passed"}
    assert len(settled) == len(ahead.outcomes) > 50 and all(settled)
    one_at_a_time = conformance("--rule", "attack", "--rule", "turn", "--engine", SERVE, "--no-pipelining")
    assert one_at_a_time.outcomes == ahead.outcomes
    assert len(settled) == len(ahead.outcomes)  # nothing was planned the second time


def _told(result: dict) -> dict:
    """What a report says of a run, request ids and timings left out."""
    kept = {k: v for k, v in result.items() if k != "duration_s"}
    if "detail" in result:
        kept["detail"] = {**result["detail"], "transcript": [re.sub(r'"id": ?\d+', '"id":_', line)
                                                             for line in result["detail"].get("transcript", [])]}
    return kept


@pytest.mark.parametrize("engine, selection", [
    (zoo("liar"), ONE),
    (shlex.join([sys.executable, str(ZOO / "wrong.py"), "legal"]), ["--rule", "attack"]),
    (shlex.join([sys.executable, str(ZOO / "wrong.py"), "score"]), ["--rule", "scoring", "--edition", "amigo"]),
], ids=["liar", "wrong-legal", "wrong-score"])
def test_a_run_that_fails_is_told_as_without_pipelining(conformance, engine: str, selection: list[str]) -> None:
    ahead = conformance("--engine", engine, *selection)
    alone = conformance("--engine", engine, *selection, "--no-pipelining")
    assert "failed" in ahead.outcomes.values() and "passed" in ahead.outcomes.values()
    assert [_told(r) for r in ahead.report["engines"][0]["results"]] == [_told(r) for r in alone.report["engines"][0]["results"]]
    assert all(r["detail"]["transcript"] for r in ahead.report["engines"][0]["results"] if r["outcome"] == "failed")


@pytest.mark.parametrize("name", ["crash_mid_game", "garbage", "wrong_id", "schema_invalid"])
def test_an_engine_killed_while_requests_wait_is_told_with_them(conformance, reference_one, name: str) -> None:
    done = conformance("--engine", zoo(name), *ONE, "--timeout", "5")
    bad = done.result(BAD)
    assert bad["outcome"] == "error"
    alone = conformance("--engine", zoo(name), *ONE, "--timeout", "5", "--no-pipelining").result(BAD)
    assert (bad["kind"], bad["message"], bad["step"]) == (alone["kind"], alone["message"], alone["step"])
    requests = [line for line in bad["detail"]["transcript"] if line.startswith(">")]
    asked = [line for line in alone["detail"]["transcript"] if line.startswith(">")]
    assert len(requests) >= len(asked)  # the requests written after the failing one show, unanswered
    assert {k: v for k, v in done.outcomes.items() if k != BAD} == {k: v for k, v in reference_one.items() if k != BAD}


def test_an_engine_that_says_pipelining_but_reads_chunks_is_caught_and_the_rest_run_on(conformance,
                                                                                      reference_one) -> None:
    """Whether its first run errs (a reply missing or out of turn, or a line cut in two that
    got an error reply) depends on how the pipe splits what was written; an error stays the
    run's outcome (a replay one request at a time only adds a diagnosis). Either way the
    command warns, and the runs after it pass."""
    chunky = shlex.join([sys.executable, str(ZOO / "chunky.py")])
    done = conformance("--engine", chunky, *ONE, "--timeout", "1")
    first, *rest = done.report["engines"][0]["results"]
    assert [r["outcome"] for r in rest] == ["passed"] * 3  # one request at a time from then on
    assert first["outcome"] == "passed" or (first["outcome"], first["kind"]) in (("error", "timeout"), ("error", "wrong-id"),
                                                                                 ("error", "error"))
    if first["kind"] == "error":
        assert "passes when its requests are sent one at a time" in first["detail"]["diagnosis"]
    if first["outcome"] == "error":
        lines = first["detail"]["transcript"]
        asked, answered = sum(line.startswith(">") for line in lines), sum(line.startswith("<") for line in lines)
        assert asked > answered + 1  # the report shows the requests that were written together, unanswered
    warnings = [line for line in done.err.splitlines() if "warning:" in line]
    assert len(warnings) == 1 and first["id"] in warnings[0] and "pipelining" in warnings[0]
    alone = conformance("--engine", chunky, *ONE, "--no-pipelining")
    assert alone.outcomes == reference_one and "warning:" not in alone.err


def test_the_reference_engine_gets_no_warning(conformance) -> None:
    done = conformance("--rule", "attack.strength", "--engine", SERVE)
    assert done.code == 0 and "warning" not in done.err
