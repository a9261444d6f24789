"""Readings that go together, and readings that contradict each other.

A row holding one canoe, its cards placed anywhere (one-canoe-per-row=one-anywhere), reads
the row as one boat; so does mat-boats=row-canoe, and both set ``boat_ends = "row"``. Every
other mat-boats alternative lets a bow begin and a stern end a boat: declared together with
one-anywhere it contradicts it. The harness then leaves out a row that names the other
reading, and warns about a hello whose readings contradict (the decisions counted).
"""

from __future__ import annotations

from ogallala.harness.select import hello_problems, run_readings
from ogallala.model.contradictions import conflicts
from ogallala.protocol.interface import Hello
from ogallala.scenarios.load import all_scenarios


def test_readings_that_set_one_value_differently_contradict() -> None:
    assert conflicts("pelikan-1975", {"one-canoe-per-row": "one-anywhere", "mat-boats": "gaps-divide"})
    assert conflicts("pelikan-1975", {"one-canoe-per-row": "one-anywhere", "mat-boats": "bow-stern-delimit"})
    assert not conflicts("pelikan-1975", {"one-canoe-per-row": "one-anywhere", "mat-boats": "row-canoe"})
    assert not conflicts("pelikan-1975", {"one-canoe-per-row": "one-per-row", "mat-boats": "row-canoe"})
    # a decision left out counts only where asked for
    assert not conflicts("pelikan-1975", {"one-canoe-per-row": "one-anywhere"})
    assert conflicts("pelikan-1975", {"one-canoe-per-row": "one-anywhere"}, True)
    assert conflicts("pelikan-1975", {"reshuffle-termination": "until-no-use", "piles-exhausted-end": "when-due"})


def test_a_hello_with_readings_that_contradict_is_warned() -> None:
    hello = Hello(name="x", version="1", protocol=1, editions=("pelikan-1975",),
                  rulings={"one-canoe-per-row": "one-anywhere"})
    assert any("boat_ends" in p for p in hello_problems(hello))
    both = hello.model_copy(update={"rulings": {"one-canoe-per-row": "one-anywhere", "mat-boats": "row-canoe"}})
    assert hello_problems(both) == []


def test_a_row_naming_a_contradicting_reading_is_left_out() -> None:
    """The rows of a scenario that varies mat-boats: an engine reading one canoe to a row,
    cards anywhere, plays the row-canoe row where it declares both, and none of the others."""
    runs = [r for s in all_scenarios() if s.id == "boats_horizontal_one_canoe_anywhere" for r in s.runs()
            if r.edition == "pelikan-1975"]
    both = Hello(name="x", version="1", protocol=1, editions=("pelikan-1975",),
                 rulings={"one-canoe-per-row": "one-anywhere", "mat-boats": "row-canoe"})
    played = [r.reading for r in runs if run_readings(r, both) is not None]
    assert played == [{"one-canoe-per-row": "one-anywhere", "mat-boats": "row-canoe"}]
    alone = both.model_copy(update={"rulings": {"one-canoe-per-row": "one-anywhere"}})
    assert [r for r in runs if run_readings(r, alone) is not None] == []
