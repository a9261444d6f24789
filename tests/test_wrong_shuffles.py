"""An engine that skips the shuffle fails the suite, and exactly where it should.

Two deviations that change every game and that no rule scenario sees: dealing the deck
unshuffled (in canonical order, with the seed given or with seed 0), and turning the
discard pile over (or leaving it as it lies) instead of shuffling it into the new pile.
Each wrong engine is the reference engine with its shuffle replaced, run through the
conformance runner: in-process over the whole suite, where exactly the runs that pin down
a seeded deal or a seeded reshuffle must fail, and as a process engine
(tests/zoo/wrong.py) through `ogallala conformance`, as an engine author would run it.
"""

from __future__ import annotations

import json
import shlex
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType

import pytest

import tiers

from ogallala.engine import entry as engine, tables
from ogallala.commands.cli import main
from ogallala.protocol.inprocess import InProcess
from ogallala.engine.rules import turn
from ogallala.scenarios.load import Run, all_scenarios
from ogallala.scenarios.run import execute

ZOO = Path(__file__).resolve().parent / "zoo"

Shuffle = Callable[[list[str], int], tuple[list[str], int]]

WRONG: dict[str, tuple[ModuleType, Shuffle]] = {
    "the deck dealt unshuffled, the seed kept": (engine, lambda items, seed: (list(items), seed)),
    "the deck dealt unshuffled, seed 0": (engine, lambda items, seed: (list(items), 0)),
    "the discard pile turned over": (turn, lambda items, seed: (list(reversed(items)), seed)),
    "the discard pile put back as it lies": (turn, lambda items, seed: (list(items), seed)),
}
"""Each wrong engine: the module whose ``shuffle`` it replaces (the deal's or the
reshuffle's) and what it does instead."""

RUNS = [run for scenario in all_scenarios() for run in scenario.runs()]

DEALS = {run.key for run in RUNS if run.scenario.feature == "setup/deal.feature"}
"""Every run of a seeded new game whose piles are compared card by card."""

RESHUFFLES = {run.key for run in RUNS if run.scenario.id in ("piles_reshuffle_seeded_order", "piles_reshuffle_amigo_seeded_order")
              and run.reading.get("pelikan-reshuffle") != "as-it-lies"}
"""Every run of a reshuffle of distinct cards from a given seed, where the pile is shuffled
(under Pelikan's as-it-lies reading it is not, and these engines are right there)."""


@contextmanager
def wrong(name: str) -> Iterator[None]:
    module, shuffle = WRONG[name]
    try:
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(module, "shuffle", shuffle)
            tables.forget()
            yield
    finally:
        tables.forget()


def failing(runs: list[Run]) -> set[str]:
    return {run.key for run in runs if execute(run, InProcess()).status != "passed"}


def test_the_runs_that_pin_the_shuffle_exist() -> None:
    assert len(DEALS) >= 30 and len(RESHUFFLES) >= 4


@pytest.mark.parametrize("name", tiers.one(list(WRONG), ids=str))
def test_a_wrong_shuffle_fails_exactly_the_runs_that_pin_it(name: str) -> None:
    expected = DEALS if WRONG[name][0] is engine else RESHUFFLES
    with wrong(name):
        found = failing(RUNS)
    assert found == expected


@pytest.mark.parametrize(("mode", "selection", "expected"), [
    ("unshuffled", "setup_deal", DEALS), ("turned-over", "piles_reshuffle", RESHUFFLES)])
def test_a_wrong_shuffle_fails_through_the_conformance_command(mode: str, selection: str, expected: set[str],
                                                                tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report = tmp_path / "report.json"
    command = shlex.join([sys.executable, str(ZOO / "wrong.py"), mode])
    code = main(["conformance", "--engine", command, "-k", selection, "--json", str(report)])
    capsys.readouterr()
    results = json.loads(report.read_text())["engines"][0]["results"]
    assert code == 1
    assert {r["id"] for r in results if r["outcome"] == "failed"} == expected
    assert {r["outcome"] for r in results if r["id"] not in expected} <= {"passed", "skipped"}
