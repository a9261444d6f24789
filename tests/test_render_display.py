"""A display's columns line up whatever its rows hold: a column is as wide as its longest
card, an empty space and a space past a short row are written ``.``."""

from __future__ import annotations

from ogallala.notation.render import render_display


def test_columns_align_over_ragged_rows() -> None:
    assert render_display((("a", None, "bbb"), ("cc",))) == [
        "  | a  . bbb |",
        "  | cc . .   |",
    ]


def test_an_empty_display_has_no_rows() -> None:
    assert render_display(()) == []


def test_a_display_of_empty_spaces() -> None:
    assert render_display(((None, None),), indent="") == ["| . . |"]
