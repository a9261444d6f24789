"""Every position in docs/notation.md reads, and reads back the same from its canonical form.

Among them are the three example displays of the ASS rulebook (source 003), written in
the notation: they must be positions the rules allow.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ogallala.notation import parse_state, render_state

DOC = (Path(__file__).resolve().parent.parent / "docs" / "notation.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"```ogallala\n(.*?)```", DOC, re.S)


def test_the_guide_has_its_examples() -> None:
    assert len(BLOCKS) >= 5


@pytest.mark.parametrize("block", BLOCKS, ids=[f"example{i + 1}" for i in range(len(BLOCKS))])
def test_example_reads_and_round_trips(block: str) -> None:
    state = parse_state(block)
    assert parse_state(render_state(state)) == state


def test_the_winners_display_of_003() -> None:
    winner = parse_state(BLOCKS[-1])
    rows = winner.player("North").display
    # "3. row: empty bow, 1 RI, 1 RI, tobacco, tobacco, 2 RI, horse, horse, cowboy, 2 RI, 1 RI, chieftain, empty stern, -"
    assert rows[2] == ("bow", "i1", "i1", "tobacco", "tobacco", "i2", "horse-f", "horse-r", "cowboy", "i2", "i1", "chief", "stern", None)
    assert all(len(r) == 14 for r in rows)
