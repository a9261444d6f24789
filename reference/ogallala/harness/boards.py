"""The boards of a failure: its positions drawn, with what differs marked.

A failure keeps its positions as text (``Detail``: the start, the engine's position before
the failing step, what was expected and found). Drawn side by side they show the cause at
a glance: two whole positions (``Then the position is``) are compared space by space; two
displays (``Then South's display is``) are put into the engine's position and compared; a
single card (``Then South's card at r1c1 is empty``) is marked where it lies. Anything
else (legal actions, a turn, a score) is text, and the position before the step is drawn
for context. A position that cannot be read back (an engine's odd answer) stays text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..drawing import Marks, differing, draw_state
from ..notation import NotationError, parse_state
from ..model.state import Player, State
from .results import Result

DISPLAY = re.compile(r"^(?P<player>\S+)'s display differs")
CARD = re.compile(r"^(?P<player>\S+)'s card at r(?P<row>\d+)c(?P<col>\d+) differs")
PARTS = (("the discard pile", "discard"), ("the cards out of play", "out"), ("pile", "piles"), ("the piles", "piles"),
         ("the turn", "turn"), ("the pending decision", "pending"), ("the game is", "turn"))
"""Messages about a part beside the displays, and the part to mark."""


@dataclass(frozen=True)
class Board:
    caption: str
    svg: str
    role: str
    """``expected``, ``actual``, ``before`` or ``start``: where it goes in the report."""


def _read(text: str, edition: str) -> State | None:
    if not text.strip():
        return None
    try:
        return parse_state(text, edition, check=False)
    except (NotationError, ValueError, KeyError):
        return None


def _with_display(state: State, player: str, rows: str) -> State | None:
    """``state`` with ``player``'s display replaced by ``rows`` (as a report writes them)."""
    options = f"options: {' '.join(state.options)}\n" if state.options else ""
    text = f"edition: {state.edition}\n{options}{player}:\n{rows}\nOther:\n"
    found = _read(text, state.edition)
    if found is None:
        return None
    display = found.players[0].display
    players = tuple(Player(name=p.name, display=display) if p.name == player else p for p in state.players)
    return state.model_copy(update={"players": players})


def _draw(state: State, marks: Marks, caption: str, role: str) -> Board | None:
    try:
        return Board(caption, draw_state(state, marks, f"{caption}: {state.edition}"), role)
    except (KeyError, ValueError, TypeError, IndexError):
        return None


def boards(result: Result) -> list[Board]:
    """The boards to show for ``result``: expected and found when the failure compares
    positions, displays or a card, else the position before the failing step; then the
    start, when it differs from that."""
    d = result.detail
    before = _read(d.before, result.edition)
    start = _read(d.start, result.edition)
    out: list[Board | None] = []
    expected = actual = None
    if d.expected.startswith("edition:") and d.actual.startswith("edition:"):
        expected, actual = _read(d.expected, result.edition), _read(d.actual, result.edition)
    elif (found := DISPLAY.match(result.message)) and before is not None:
        expected = _with_display(before, found["player"], d.expected)
        actual = _with_display(before, found["player"], d.actual)
    if expected is not None and actual is not None:
        want, have = differing(expected, actual)
        out += [_draw(expected, want, "expected", "expected"), _draw(actual, have, "found", "actual")]
    elif before is not None:
        marks = Marks()
        if found := CARD.match(result.message):
            marks = Marks({found["player"]: frozenset({(int(found["row"]), int(found["col"]))})})
        else:
            marks = Marks(parts=frozenset(part for words, part in PARTS if result.message.startswith(words)))
        out.append(_draw(before, marks, "the engine's position at the failing step", "before"))
    if start is not None and start != before:
        out.append(_draw(start, Marks(), "the position the run started from", "start"))
    return [b for b in out if b is not None]
