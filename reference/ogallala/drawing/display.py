"""One player's display drawn: its spaces, its cards and its boats.

A river mat shows every space, an empty one dashed. Amigo's free display shows the box
around its cards and, faintly, the ring of spaces one step outside it where a card may
still be added (within 3 rows of 14); the labels there are the ones the notation uses
(``r0c2``, ``r1c0``). Each boat is outlined, a complete boat in green and solid, an
incomplete one grey and dashed, with its combat strength below it. A mat with no card on
it, and no space marked as differing, is drawn as one box that gives its size: a board of
a rulebook example would otherwise spend most of its height on empty spaces.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ..model.boats import cards_in, row_boats, strength
from ..model.cards import kind_of
from ..model.editions import Edition
from .cards import HEIGHT, WIDTH, draw_card, draw_slot
from .faces import face
from .svg import group, rect, text, title

PITCH_X, PITCH_Y = WIDTH + 4, HEIGHT + 20
"""Room per space: the card, the gap, and below it the line for a boat's caption."""
LEFT, TOP = 22.0, 14.0
"""Room for the row labels at the left and the column labels on top."""
COMPLETE, INCOMPLETE = "#2e7d32", "#78909c"

Row = Sequence[str | None]


@dataclass(frozen=True)
class Drawn:
    """Markup and the size it takes."""

    markup: str
    width: float
    height: float


def _grid(display: Sequence[Row], edition: Edition, options: Collection[str]) -> tuple[int, int, int, int]:
    """(first row, last row, first column, last column) to draw, 1-based as the notation
    counts, 0 and n+1 being a free display's ring outside its cards."""
    widest = max((len(r) for r in display), default=0)
    if edition.display.kind == "mat":
        return 1, max(edition.display.rows, len(display)), 1, max(edition.width(tuple(options)), widest)
    if not display:
        return 1, 1, 1, 1
    rows, cols = len(display), widest
    grow_rows = rows < edition.display.rows
    grow_cols = cols < edition.display.width
    return (0 if grow_rows else 1), rows + grow_rows, (0 if grow_cols else 1), cols + grow_cols


def _known(row: Row, edition: Edition) -> list[str | None]:
    """The row with tokens the edition does not know left out (an engine may send any)."""
    return [c if c is not None and kind_of(c) in edition.kinds else None for c in row]


EMPTY_MAT_SPACES = 4
"""How many spaces wide an empty mat's box is drawn."""


def _empty_mat(edition: Edition, options: Collection[str], x: float, y: float) -> Drawn:
    """A mat without a card: one dashed box naming its rows and spaces."""
    rows, cols = edition.display.rows, edition.width(tuple(options))
    inner = EMPTY_MAT_SPACES * PITCH_X - 4
    bx, by = x + LEFT, y + TOP
    markup = group(
        title(f"empty mat: {rows} rows of {cols} spaces, no card"),
        rect(bx + 1, by + 1, inner - 2, HEIGHT - 2, rx=5.0, fill="none", stroke="#9e9e9e", stroke_dasharray="5 3"),
        text(bx + inner / 2, by + HEIGHT / 2 + 3, f"empty mat, {rows} × {cols}", font_size=9, text_anchor="middle",
             fill="#757575"),
        class_="empty-mat",
    )
    return Drawn(markup, LEFT + EMPTY_MAT_SPACES * PITCH_X, TOP + PITCH_Y)


def draw_display(display: Sequence[Row], edition: Edition, options: Collection[str] = (), x: float = 0, y: float = 0,
                 marked: Collection[tuple[int, int]] = ()) -> Drawn:
    """The display with its top-left corner at (x, y); ``marked`` holds the (row, column)
    pairs, 1-based, of the spaces to mark as differing."""
    if edition.display.kind == "mat" and not marked and all(c is None for row in display for c in row):
        return _empty_mat(edition, options, x, y)
    r0, r1, c0, c1 = _grid(display, edition, options)
    free = edition.display.kind == "free"
    parts: list[str] = []

    def at(r: int, c: int) -> tuple[float, float]:
        return x + LEFT + (c - c0) * PITCH_X, y + TOP + (r - r0) * PITCH_Y

    for c in range(c0, c1 + 1):
        cx, _ = at(r0, c)
        parts.append(text(cx + WIDTH / 2, y + 10, f"c{c}", font_size=8, text_anchor="middle", fill="#757575"))
    for r in range(r0, r1 + 1):
        _, ry = at(r, c0)
        parts.append(text(x + 2, ry + HEIGHT / 2 + 3, f"r{r}", font_size=8, fill="#757575"))
    if free and display:
        bx, by = at(1, 1)
        cols = max(len(row) for row in display)
        parts.append(rect(bx - 2, by - 2, cols * PITCH_X, len(display) * PITCH_Y - 14, rx=6.0, fill="#f5f5f5",
                          stroke="#e0e0e0", stroke_dasharray="1 3"))
    for r in range(r0, r1 + 1):
        row = display[r - 1] if 1 <= r <= len(display) else ()
        for c in range(c0, c1 + 1):
            card = row[c - 1] if 1 <= c <= len(row) else None
            cx, cy = at(r, c)
            where = f"r{r}c{c}"
            if card is not None:
                parts.append(draw_card(face(card, edition), cx, cy, where, (r, c) in marked))
            else:
                outside = free and not (1 <= r <= len(display) and 1 <= c <= len(row)) and bool(display)
                parts.append(draw_slot(cx, cy, where if display or not free else "r1c1", faint=outside or (free and not display)))
                if (r, c) in marked:
                    parts.append(rect(cx - 3, cy - 3, WIDTH + 6, HEIGHT + 6, rx=7.0, fill="none", stroke="#d32f2f",
                                      stroke_width=3.0, class_="differs"))
    for r, row in enumerate(display, start=1):
        known = _known(row, edition)
        for boat in row_boats(known, edition.kinds, edition.rules.gap_splits_at, edition.rules.one_gap_joins == "always",
                               whole=edition.rules.boat_ends == "row"):
            (bx, by), (ex, _) = at(r, boat.first + 1), at(r, boat.last + 1)
            power = strength([c for c in cards_in(known, boat) if c is not None], edition.kinds)
            colour = COMPLETE if boat.complete else INCOMPLETE
            span = f"r{r}c{boat.first + 1}" + (f"-r{r}c{boat.last + 1}" if boat.last > boat.first else "")
            what = f"{'complete' if boat.complete else 'incomplete'} boat {span}, {boat.cards} cards, strength {power}"
            caption = ("✓ " if boat.complete else "") + f"strength {power}"
            parts.append(group(
                title(what),
                rect(bx - 2, by - 2, ex - bx + WIDTH + 4, HEIGHT + 4, rx=7.0, fill="none", stroke=colour,
                     stroke_width=2.5 if boat.complete else 1.5, stroke_dasharray=None if boat.complete else "4 3"),
                text(bx, by + HEIGHT + 13, caption, font_size=8.5, fill=colour, font_weight="bold" if boat.complete else None),
                class_="boat complete" if boat.complete else "boat", data_span=span,
            ))
    width = LEFT + (c1 - c0 + 1) * PITCH_X
    height = TOP + (r1 - r0 + 1) * PITCH_Y
    return Drawn("".join(parts), width, height)


def display_document(display: Sequence[Row], edition: Edition, options: Collection[str] = (), name: str = "") -> str:
    """One display on its own as a standalone SVG (a display written without a position)."""
    from .svg import document

    drawn = draw_display(display, edition, options, 8, 8)
    label = f"{name + ': ' if name else ''}an Ogallala display ({edition.id})"
    return document(drawn.width + 16, drawn.height + 8, label, rect(0, 0, drawn.width + 16, drawn.height + 8, fill="#ffffff")
                    + drawn.markup)
