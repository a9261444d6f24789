"""``ogallala check``: read a position (or a single display), report every problem, or
print its canonical form."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from pathlib import Path

from ..util.errors import UserError
from ..model.editions import EDITION_IDS
from ..util.clean import clean
from ..notation import NotationError, parse_state, render_state
from ..notation.parse import MAX_TEXT
from ..model.state import State


def _read(source: str) -> str:
    """The text to check, at most ``MAX_TEXT`` characters of UTF-8 (exit 2 otherwise)."""
    name = "standard input" if source == "-" else clean(source, 300)
    limit = MAX_TEXT * 4 + 1  # bytes: enough for MAX_TEXT characters of UTF-8, and one more to tell
    try:
        if source == "-":
            data = sys.stdin.buffer.read(limit)
        else:
            with Path(source).open("rb") as stream:
                data = stream.read(limit)
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        raise UserError(f"cannot read {name}: {getattr(error, 'strerror', None) or error}", 2) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start < limit - 4:
            raise UserError(f"{name} is not UTF-8 text (byte {error.start + 1})", 2) from None
        text = data[: error.start].decode("utf-8")
    if len(data) >= limit or len(text) > MAX_TEXT:
        raise UserError(f"{name} is longer than {MAX_TEXT} characters; a position has a few hundred", 2)
    return text


HEADER = 2
"""Lines put before a bare display to make it a position (edition and player lines)."""


def _bare_display(text: str) -> bool:
    lines = [line for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]
    return bool(lines) and all(line.lstrip().startswith("|") for line in lines)


def _parse(text: str, edition: str | None) -> State:
    """A position, or a bare display (rows only) as the display of a player ``Player``;
    problems keep the line numbers of the text as given."""
    if not _bare_display(text):
        return parse_state(text, edition)
    if edition is None:
        raise UserError("a display on its own needs --edition", 2)
    try:
        return parse_state(f"edition: {edition}\nPlayer:\n{text}\nOther:\n", edition)
    except NotationError as error:
        moved = [replace(p, line=p.line - HEADER if p.line and p.line > HEADER else None) for p in error.problems]
        raise NotationError(moved, text, error.more) from None


def read_position(source: str, edition: str | None) -> tuple[str, State] | None:
    """The text of ``source`` and the position it holds; None once its problems are printed
    (``check`` and ``draw`` then exit 1)."""
    text = _read(source)
    try:
        return text, _parse(text, edition)
    except NotationError as error:
        where = "" if source == "-" else f"{clean(source, 300)}: "
        print(f"{where}{error}", file=sys.stderr)
        return None


def run(args: argparse.Namespace) -> int:
    read = read_position(args.file, args.edition)
    if read is None:
        return 1
    sys.stdout.write(render_state(read[1]))
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "check", help="check a position or display and print its canonical form",
        description="Check a position (or a display's rows) in the Ogallala notation; print its "
                    "canonical form, or every problem with its line and column (exit 1).",
    )
    parser.add_argument("file", metavar="FILE", help="the file to check, or - for standard input")
    parser.add_argument("--edition", choices=EDITION_IDS, help="the edition, when the text does not name one")
    parser.set_defaults(func=run)
