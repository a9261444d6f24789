"""Drawings as Markdown-embeddable HTML: one ``<figure>`` per position or display."""

from __future__ import annotations

import re
from collections.abc import Mapping

from markupsafe import escape

from ..drawing import draw_state
from ..drawing.display import display_document
from ..model.editions import load
from ..notation import NotationError, parse_state

Figure = str

BOARDS: dict[str, str] = {}
"""Drawings by placeholder: the Markdown carries ``<!-- ogallala-board N -->`` and the
HTML gets the drawing (``hooks.on_page_content``), so that Markdown never parses SVG."""
PLACEHOLDER = re.compile(r"<!-- ogallala-board (\d+) -->")


def figure(svg: str, caption: str) -> Figure:
    """A block of raw HTML on one line (Markdown passes it through untouched)."""
    key = str(len(BOARDS))
    BOARDS[key] = svg
    return f'<figure class="board" data-search-exclude><!-- ogallala-board {key} --><figcaption>{escape(caption)}</figcaption></figure>'


def put_boards(html: str) -> str:
    """``html`` with each placeholder replaced by its drawing."""
    return PLACEHOLDER.sub(lambda m: BOARDS.get(m.group(1), ""), html)


def position_figure(text: str, edition: str | None, caption: str, readings: Mapping[str, str] | None = None) -> Figure | None:
    """The position ``text`` drawn, or None when it is not a position (a fragment, an error example)."""
    try:
        state = parse_state(text, edition, check=False, readings=readings)
    except (NotationError, KeyError, ValueError):
        return None
    return figure(draw_state(state, label=caption), caption)


def display_figure(rows: str, edition: str, options: tuple[str, ...], caption: str) -> Figure | None:
    """A display written as rows (a ``Then North's display is:`` step), drawn on its own."""
    head = f"edition: {edition}\n" + (f"options: {' '.join(options)}\n" if options else "")
    try:
        state = parse_state(f"{head}Player:\n{rows}\nOther:\n", check=False)
    except (NotationError, KeyError, ValueError):
        return None
    return figure(display_document(state.players[0].display, load(edition), options, caption), caption)
