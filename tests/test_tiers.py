"""The fast tier's choice (tests/tiers.py): marked tests leave, costly ones leave, and every
file keeps a test; the groups pytest -n keeps on one worker."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import pytest

import tiers


@dataclass
class Item:
    """What ``tiers.fast_tier`` reads of a collected test."""

    nodeid: str
    marks: tuple[str, ...] = ()
    path: Path = field(init=False)

    def __post_init__(self) -> None:
        self.path = Path(self.nodeid.split("::")[0])

    def get_closest_marker(self, name: str) -> object | None:
        return name if name in self.marks else None


def _split(items: list[Item], cost: dict[str, float], monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], ...]:
    monkeypatch.setattr(tiers, "durations", lambda: cost)
    kept, marked, slow = tiers.fast_tier(items)  # type: ignore[arg-type]
    return tuple([i.nodeid for i in part] for part in (kept, marked, slow))


def test_costly_tests_leave_but_each_file_keeps_its_cheapest(monkeypatch: pytest.MonkeyPatch) -> None:
    items = [Item("a.py::quick"), Item("a.py::slow"), Item("a.py::marked", ("full",)), Item("a.py::needed", ("fast",)),
             Item("b.py::slower"), Item("b.py::slow"), Item("c.py::unknown")]
    cost = {"a.py::slow": 3.0, "a.py::needed": 9.0, "b.py::slower": 5.0, "b.py::slow": 2.0, "a.py::quick": 0.1}
    kept, marked, slow = _split(items, cost, monkeypatch)
    assert kept == ["a.py::quick", "a.py::needed", "b.py::slow", "c.py::unknown"]  # in collection order
    assert marked == ["a.py::marked"]
    assert slow == ["a.py::slow", "b.py::slower"]


def test_the_budget_is_inclusive_and_a_file_of_marked_tests_keeps_none(monkeypatch: pytest.MonkeyPatch) -> None:
    items = [Item("a.py::at", ()), Item("b.py::only", ("full",))]
    kept, marked, slow = _split(items, {"a.py::at": tiers.BUDGET}, monkeypatch)
    assert (kept, marked, slow) == (["a.py::at"], ["b.py::only"], [])


def test_groups_keep_the_tests_that_share_a_survey_together_and_others_apart() -> None:
    assert tiers.group_of("tests/test_readings.py::test_the_tags_are_complete[x=y@amigo]") == "survey"
    assert tiers.group_of("tests/test_mutants.py::test_the_reference_engine_passes_every_run") == "survey"
    assert tiers.group_of("tests/test_fingerprint.py::test_anything[1]") == "fingerprint"
    other = "tests/test_readings.py::test_every_edition_has_rulings"
    assert tiers.group_of(other) == other
    for name, prefixes in tiers.GROUPS.items():  # every prefix still names a test file
        for prefix in prefixes:
            assert (Path(__file__).parent.parent / prefix.split("::")[0]).is_file(), (name, prefix)


def test_the_record_names_only_tests_that_exist_or_existed_as_files() -> None:
    """A record that names files no longer there is stale (renew it: CONTRIBUTING.md)."""
    root = Path(__file__).parent.parent
    missing = {key.split("::")[0] for key in tiers.durations() if not (root / key.split("::")[0]).is_file()}
    assert not missing, f"tests/durations.json names files that are gone: {sorted(missing)}"
