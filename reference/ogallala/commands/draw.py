"""``ogallala draw``: a position (or a display) as a picture, SVG or a standalone HTML page."""

from __future__ import annotations

import argparse
import sys

from ..model.editions import EDITION_IDS, load
from ..notation import render_state
from .check import _bare_display, read_position


def run(args: argparse.Namespace) -> int:
    read = read_position(args.file, args.edition)
    if read is None:
        return 1
    text, state = read
    from ..drawing import draw_state
    from ..drawing.display import display_document

    if _bare_display(text):
        svg = display_document(state.players[0].display, load(state.edition, state.readings), state.options)
        notation = text.strip("\n") + "\n"
    else:
        svg = draw_state(state)
        notation = render_state(state)
    if args.html:
        from ..drawing.page import page

        name = "standard input" if args.file == "-" else args.file
        sys.stdout.write(page(svg, f"Ogallala position: {name}", notation))
    else:
        sys.stdout.write(svg + "\n")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "draw", help="draw a position or display as SVG (or a standalone HTML page)",
        description="Read a position (or a display's rows, with --edition) in the Ogallala notation and "
                    "write it as a picture: SVG (the default) or an HTML page with the picture, its key "
                    "and its text. An invalid position is reported as `ogallala check` does (exit 1).",
    )
    parser.add_argument("file", metavar="FILE", help="the position, or - for standard input")
    parser.add_argument("--edition", choices=EDITION_IDS, help="the edition, when the text does not name one")
    form = parser.add_mutually_exclusive_group()
    form.add_argument("--svg", action="store_true", help="write SVG (the default)")
    form.add_argument("--html", action="store_true", help="write a standalone HTML page")
    parser.set_defaults(func=run)
