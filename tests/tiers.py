"""The two tiers of tests (CONTRIBUTING.md).

The fast tier, run before every commit, covers every module in about a minute: unit and
property tests, the suite in-process once, and samples of the long parametrised tests
chosen so that every ruling, every feature file and every mutant area is touched. The full
tier (``pytest --full``; CI runs it) adds the rest: every case of those tests, and the tests
marked ``full`` (the browser, the packaging, signals, the plugin run as a user runs it).

What a test costs decides the rest, not a guess written beside it: a test that took more
than ``BUDGET`` seconds in the last recorded run (``durations.json``, written by
``durations.py`` from a ``--report-log``) is the full tier's too, unless it is marked
``fast`` (the few a commit must never skip: the suite in-process, a mutant of each area) or
is the cheapest test of its file (so that every file, and the module it tests, is touched).
A test the record does not know yet runs in the fast tier until the record is renewed.

``FULL`` is set by ``conftest.pytest_configure`` before the test modules are collected, so a
module may also leave its full-tier cases out of the collection altogether where merely
collecting them costs time (pytest-bdd's scenarios).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import pytest

from ogallala.scenarios.load import Scenario, all_scenarios

T = TypeVar("T")

FULL = False
"""Whether this session runs the full tier (``--full``, or ``OGALLALA_FULL=1``)."""

LEFT = 0
"""How many collected tests the fast tier deselected (``conftest`` counts them)."""

full = pytest.mark.full
"""Marks a test, or a case of one, as the full tier's."""

fast = pytest.mark.fast
"""Marks a test the fast tier runs whatever it costs."""

BUDGET = 0.5
"""Seconds (setup, call and teardown) a test may have taken and still be the fast tier's."""

DURATIONS = Path(__file__).with_name("durations.json")
"""What each test that took ``RECORDED`` seconds or more cost in the last recorded run."""

RECORDED = 0.2
"""The record leaves out the tests quicker than this (the budget may move down a little
without a new record)."""

SLOW = 0
"""How many tests the fast tier left out for their cost (``conftest`` counts them)."""


GROUPS: dict[str, tuple[str, ...]] = {
    # the suite played in-process once and kept per process (``mutation.run.survey``): the
    # tests that need it, and the readings' completeness that reads it in the full tier
    "survey": ("tests/test_mutants.py::test_the_reference_engine_passes_every_run",
               "tests/test_mutants.py::test_an_engine_that_skips_the_shuffle_fails_the_suite",
               "tests/test_mutants.py::test_a_mutant_of_each_area_is_killed_twice",
               "tests/test_mutants.py::test_mutate_reports_one_mutant_as_json",
               "tests/test_readings.py::test_the_tags_are_complete"),
    # files whose first test works out what the others share (module fixtures, caches)
    "fingerprint": ("tests/test_fingerprint.py::",),
    "behaviour": ("tests/test_behaviour.py::",),
    "coverage": ("tests/test_coverage.py::",),
}
"""Tests that pytest -n runs on one worker (``conftest.pytest_xdist_make_scheduler``), each
group by the prefixes of its tests' ids, because they share work a process does once."""


def group_of(nodeid: str) -> str:
    """The group a test runs in under pytest -n: one of ``GROUPS``, else a group of its own."""
    for name, prefixes in GROUPS.items():
        if nodeid.startswith(prefixes):
            return name
    return nodeid


@cache
def durations() -> dict[str, float]:
    """The record (empty when there is none: every test is then cheap)."""
    try:
        found = json.loads(DURATIONS.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): float(v) for k, v in found.get("tests", {}).items()}


def fast_tier(items: Sequence[pytest.Item]) -> tuple[list[pytest.Item], list[pytest.Item], list[pytest.Item]]:
    """``items`` split: what the fast tier runs, what it leaves as marked ``full``, and what
    it leaves for costing more than ``BUDGET`` (a file none of whose tests is within the
    budget keeps its cheapest)."""
    cost = durations()
    kept: list[pytest.Item] = []
    marked: list[pytest.Item] = []
    slow: list[pytest.Item] = []
    touched: set[Path] = set()
    cheapest: dict[Path, pytest.Item] = {}
    for item in items:
        seconds = cost.get(item.nodeid, 0.0)
        if item.get_closest_marker("full"):
            marked.append(item)
        elif seconds <= BUDGET or item.get_closest_marker("fast"):
            kept.append(item)
            touched.add(item.path)
        else:
            slow.append(item)
            if item.path not in cheapest or seconds < cost[cheapest[item.path].nodeid]:
                cheapest[item.path] = item
    rescued = {id(item) for path, item in cheapest.items() if path not in touched}
    order = {id(item): i for i, item in enumerate(items)}
    kept = sorted(kept + [item for item in slow if id(item) in rescued], key=lambda item: order[id(item)])
    return kept, marked, [item for item in slow if id(item) not in rescued]


def sample(cases: Iterable[T], key: Callable[[T], Hashable], ids: Callable[[T], str] | None = None) -> list[Any]:
    """``cases`` as ``pytest.param``\\ s, all but the first case of each ``key`` marked ``full``:
    the fast tier plays one case per key (per ruling, per area...), the full tier all."""
    seen: set[Hashable] = set()
    out = []
    for case in cases:
        k = key(case)
        values: Sequence[Any] = case if isinstance(case, tuple) else (case,)
        marks = () if k not in seen else (full,)
        seen.add(k)
        out.append(pytest.param(*values, marks=marks, id=ids(case) if ids else None))
    return out


def one(cases: Iterable[T], ids: Callable[[T], str] | None = None) -> list[Any]:
    """``cases`` with only the first in the fast tier: ``sample`` with one key for all."""
    return sample(cases, key=lambda _: None, ids=ids)


def first_of_each(cases: Iterable[T], key: Callable[[T], Hashable]) -> list[T]:
    """The first case of each ``key``, in order."""
    seen: set[Hashable] = set()
    kept = []
    for case in cases:
        k = key(case)
        if k not in seen:
            seen.add(k)
            kept.append(case)
    return kept


def scenarios() -> list[Scenario]:
    """The scenarios pytest-bdd plays: in the fast tier the first of each feature file (the
    glue between pytest-bdd and the steps is the same for all; the harness plays every
    scenario in the fast tier already), in the full tier all of them."""
    every = all_scenarios()
    return list(every) if FULL else first_of_each(every, lambda s: s.feature)
