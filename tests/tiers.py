"""The two tiers of tests (CONTRIBUTING.md).

The fast tier, run before every commit, covers every module in about a minute: unit and
property tests, the suite in-process once, and samples of the long parametrised tests
chosen so that every ruling, every feature file and every mutant area is touched. The full
tier (``pytest --full``; CI runs it) adds the rest: every case of those tests, and the tests
marked ``full`` (the browser, the packaging, signals, the plugin run as a user runs it).

``FULL`` is set by ``conftest.pytest_configure`` before the test modules are collected, so a
module may also leave its full-tier cases out of the collection altogether where merely
collecting them costs time (pytest-bdd's scenarios).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
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
