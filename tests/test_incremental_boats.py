"""Boats kept as cards are laid are the boats worked out afresh from the whole row.

When a card is laid the engine's table works out again only the boats beside it
(``Table.grown_shape``) and keeps the others of the row before. These tests lay random
cards, one space at a time in random order, into rows of every width, under every edition
and every way gaps divide boats (rule boats.composition: none, one space, two spaces; a
one-space gap joining even after a stern or before a bow; the whole row one canoe), and
compare each row's boats,
complete boats and boat of each column with ``boats.row_boats`` over the whole row.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from ogallala.model.boats import row_boats
from ogallala.model.editions import EDITION_IDS, load
from ogallala.engine.tables import Table


@st.composite
def layings(draw: st.DrawFn) -> tuple[str, int, bool, bool, int, list[tuple[int, str]]]:
    """An edition, a gap rule, a row width and the cards laid, in order, with their columns."""
    edition = draw(st.sampled_from(EDITION_IDS))
    gap_splits_at = draw(st.sampled_from([0, 1, 2]))
    joins_ends = draw(st.booleans())
    whole = draw(st.booleans())
    width = draw(st.integers(min_value=1, max_value=18))
    tokens = sorted(set(load(edition).tokens(())))
    columns = draw(st.permutations(range(width)))
    count = draw(st.integers(min_value=1, max_value=width))
    cards = draw(st.lists(st.sampled_from(tokens), min_size=count, max_size=count))
    return edition, gap_splits_at, joins_ends, whole, width, list(zip(columns, cards, strict=False))


@settings(max_examples=400, deadline=None)
@given(layings())
def test_boats_learnt_card_by_card_are_the_row_s_boats(case: tuple[str, int, bool, bool, int, list[tuple[int, str]]]) -> None:
    edition, gap_splits_at, joins_ends, whole, width, laid = case
    ed = load(edition)
    table = Table(ed, ())
    table.gap_splits_at, table.joins_ends, table.whole = gap_splits_at, joins_ends, whole
    row: tuple[str | None, ...] = (None,) * width
    table.facts(row)
    for col, card in laid:
        new = row[:col] + (card,) + row[col + 1 :]
        table.shapes.clear()  # no shape met before: the boats are worked out from the row before
        table.laid(row, new, col, card)
        facts = table.facts(new)
        expected = row_boats(new, ed.kinds, gap_splits_at, joins_ends, whole=whole)
        assert list(facts.boats) == expected, new
        assert facts.complete == sum(b.complete for b in expected)
        for c, x in enumerate(new):
            if x is not None:
                assert facts.boat_of[c] == next(b for b in expected if b.first <= c <= b.last)
        row = new
