"""The drawings: what a board shows is what the position holds, as text inside the SVG,
and nothing a position or an engine says can become markup."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

from ogallala.drawing import Marks, differing, draw_state, legend
from ogallala.drawing.display import draw_display
from ogallala.model.editions import load
from ogallala.notation import parse_state

SVG = "{http://www.w3.org/2000/svg}"

PELIKAN = """\
edition: pelikan-1975
North:
  | bow i2 i1 stern . tobacco |
  | bear-f bear-r bear-hunter |
South:
  | bow1 i3 |
pile 1: furs i1
discard: i2
turn: North, drawn 1
pending: place furs (drawn)
"""


def _tree(svg: str) -> ET.Element:
    return ET.fromstring(svg)  # well-formed XML, or this raises


def _texts(svg: str) -> list[str]:
    return [t.text or "" for t in _tree(svg).iter(f"{SVG}text")]


def test_a_position_is_drawn_with_its_cards_boats_and_panel() -> None:
    state = parse_state(PELIKAN)
    svg = draw_state(state)
    root = _tree(svg)
    assert root.get("role") == "img" and root.find(f"{SVG}title") is not None
    assert "pile 1: furs i1" in (root.find(f"{SVG}desc").text or "")  # the notation, for search and screen readers
    cards = [g.get("data-card") for g in root.iter(f"{SVG}g") if g.get("class", "").startswith("card")]
    on_displays = [c for p in state.players for row in p.display for c in row if c]
    assert sorted(cards) == sorted(on_displays + ["i2", "furs"])  # the discard pile's top, the card in hand
    boats = [g for g in root.iter(f"{SVG}g") if g.get("class", "").startswith("boat")]
    complete = [g.get("data-span") for g in boats if "complete" in g.get("class", "")]
    assert complete == ["r1c1-r1c4"]
    texts = _texts(svg)
    assert "✓ strength 3" in texts and "strength 4" in texts  # North's complete boat; South's bow1 i3
    assert "▶ North (to move)" in texts and "now: place furs (drawn)" in texts and "pile 1: 2" in texts
    assert sum(1 for t in texts if re.fullmatch(r"r\dc\d+", t)) == 3 * 16 * 2 - len(on_displays)  # empty spaces


def test_combat_values_and_tribe_colours_are_drawn() -> None:
    state = parse_state("edition: amigo\noptions: tribes\nNorth:\n  | bow1.black i3.red chief.black |\nSouth:\n")
    svg = draw_state(state)
    values = re.findall(r'<text[^>]*fill="(#[0-9a-f]+)"[^>]*font-weight="bold"[^>]*>(\d+)</text>', svg)
    assert ("#111111", "1") in values and ("#c62828", "3") in values and ("#111111", "5") in values


def test_a_free_display_shows_the_spaces_one_step_outside_its_cards() -> None:
    edition = load("amigo")
    drawn = draw_display((("bow", None, "stern"),), edition)
    labels = set(re.findall(r">(r\d+c\d+)<", drawn.markup))
    assert {"r0c0", "r0c4", "r1c0", "r1c2", "r1c4", "r2c2"} <= labels
    full = draw_display(tuple(("i1",) * 14 for _ in range(3)), edition)
    assert not re.search(r">r0c|>r4c|c0<|c15<", full.markup)  # 3 x 14: nowhere left to grow


def test_what_differs_is_marked_on_both_sides() -> None:
    expected = parse_state("edition: amigo\nNorth:\n  | bow i2 stern |\nSouth:\n  | bow1 |\nturn: North\n")
    actual = parse_state("edition: amigo\nNorth:\n  | bow i3 stern |\nSouth:\n  | bow1 |\nturn: South\n")
    want, have = differing(expected, actual)
    assert want.cells["North"] == have.cells["North"] == frozenset({(1, 2)}) and not want.cells["South"]
    assert want.parts == {"turn"}
    svg = draw_state(actual, have)
    marked = [g.get("data-card") for g in _tree(svg).iter(f"{SVG}g") if g.get("class") == "card differs"]
    assert marked == ["i3"]
    assert any(g.get("class") == "differs" for g in _tree(svg).iter(f"{SVG}g"))  # the turn's frame
    assert not differing(expected, expected)[0]


def test_engine_text_cannot_become_markup() -> None:
    state = parse_state("edition: amigo\nNorth:\n  | bow |\nSouth:\n")
    hostile = state.model_copy(update={"players": (state.players[0].model_copy(update={"name": "<script>x</script>&"}),
                                                   state.players[1]), "turn": "<b>"})
    svg = draw_state(hostile, Marks(parts=frozenset({"turn"})))
    assert "<script>" not in svg and "&lt;script&gt;" in svg
    _tree(svg)


def test_the_legend_is_a_drawing_with_words() -> None:
    texts = _texts(legend())
    assert {"empty bow", "front half", "rear half", "empty space", "incomplete boat"} <= set(texts)


@pytest.mark.parametrize("form", ["--svg", "--html"])
def test_ogallala_draw(tmp_path, form: str) -> None:
    path = tmp_path / "p.txt"
    path.write_text(PELIKAN, encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "ogallala", "draw", str(path), form], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert ("<!DOCTYPE html>" in done.stdout) == (form == "--html") and "<svg" in done.stdout
    bad = tmp_path / "bad.txt"
    bad.write_text("edition: amigo\nNorth:\n  | furz |\n", encoding="utf-8")
    wrong = subprocess.run([sys.executable, "-m", "ogallala", "draw", str(bad)], capture_output=True, text=True, timeout=60)
    assert wrong.returncode == 1 and "unknown card 'furz'" in wrong.stderr and not wrong.stdout


def test_a_position_that_differs_only_in_a_field_beside_the_cards_is_marked_there() -> None:
    """The count at the last reshuffle (or the seed) is no card: the two boards must still
    differ, the field drawn on both and marked."""
    expected = parse_state("edition: amigo\nNorth:\n  | bow i2 stern |\nSouth:\n")
    actual = expected.model_copy(update={"displayed_at_reshuffle": 3})
    want, have = differing(expected, actual)
    assert want and have and not any(want.cells.values())
    assert want.parts == {"fields"} and want.fields == {"displayed_at_reshuffle"}
    drawn_expected, drawn_actual = draw_state(expected, want), draw_state(actual, have)
    assert "≠ last reshuffle: none yet" in drawn_expected and "≠ last reshuffle: 3 displayed" in drawn_actual
    assert any(g.get("class") == "differs" for g in _tree(drawn_actual).iter(f"{SVG}g"))
    assert "≠" not in draw_state(expected).replace("≠ not in", "")  # unmarked without a difference


def test_an_empty_mat_is_drawn_as_one_box_that_gives_its_size() -> None:
    """A mat with no card takes one row of the board, not three of sixteen dashed spaces;
    its size is still written (Pelikan's mat: 3 rows of 16 spaces, spec/editions)."""
    with_cards = parse_state(PELIKAN)
    empty = parse_state(PELIKAN.replace("South:\n  | bow1 i3 |\n", "South:\n"))
    texts = _texts(draw_state(empty))
    assert "empty mat, 3 × 16" in texts
    assert sum(1 for t in texts if re.fullmatch(r"r\dc\d+", t)) == 3 * 16 - 8  # North's 8 cards leave 40 spaces
    edition = load("pelikan-1975")
    full = draw_display(with_cards.players[1].display, edition)
    small = draw_display((), edition)
    assert small.height < full.height / 2 and small.width < full.width / 2
    # a space marked as differing is drawn where it lies, even on an empty mat
    marked = draw_display((), edition, marked=[(2, 5)])
    assert marked.height == full.height and "empty mat" not in marked.markup
