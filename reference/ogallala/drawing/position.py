"""A whole position drawn: every display, and beside them the piles, the discard pile, the
cards out of play, whose turn it is and what is pending (with the card in hand drawn).

The drawing's ``<desc>`` holds the position in the notation, so that the picture carries
its text for screen readers and page searches.
"""

from __future__ import annotations

import textwrap

from ..model.editions import Edition, load
from ..notation import render_state
from ..notation.render import render_pending
from ..model.state import PlaceItem, SinkItem, SpoilsItem, State
from .cards import HEIGHT, MARK, WIDTH, draw_back, draw_card, draw_slot
from .diff import Marks
from .display import draw_display
from .faces import face
from .svg import document, group, rect, text

PANEL = 236.0
"""Width of the column beside the displays."""
GAP = 18.0


def _lines(words: str, width: int = 36) -> list[str]:
    return textwrap.wrap(words, width) or [""]


class _Panel:
    """The column beside the displays, filled from the top, each part in a frame that is
    marked when it differs."""

    def __init__(self, x: float, marks: Marks) -> None:
        self.x, self.y, self.marks = x, 6.0, marks
        self.parts: list[str] = []

    def section(self, name: str, heading: str, body: list[str], height: float) -> None:
        top = self.y
        self.parts.append(text(self.x + 6, top + 14, heading, font_size=11, font_weight="bold", fill="#3e2723"))
        self.parts.extend(body)
        self.y = top + 24 + height
        differs = name in self.marks.parts
        frame = rect(self.x, top, PANEL - 6, self.y - top, rx=6.0, fill="none",
                     stroke=MARK if differs else "#d7ccc8", stroke_width=2.5 if differs else 1.0)
        self.parts.append(group(frame, text(self.x + PANEL - 16, top + 14, "≠", fill=MARK, font_size=13,
                                            font_weight="bold") if differs else "", class_="differs" if differs else "part"))
        self.y += 8

    @property
    def top(self) -> float:
        """Where the next section's body begins (below its heading)."""
        return self.y + 22

    def words(self, lines: list[str], top: float, size: float = 10, bold_first: bool = False) -> list[str]:
        return [text(self.x + 8, top + 10 + 12 * k, line, font_size=size, fill="#212121",
                     font_weight="bold" if bold_first and k == 0 else None) for k, line in enumerate(lines)]


def _panel(state: State, edition: Edition, x: float, marks: Marks) -> tuple[str, float]:
    p = _Panel(x, marks)
    top = p.top
    body = []
    for k, pile in enumerate(state.piles):
        px = x + 8 + k * (WIDTH + 26)
        if pile:
            body.append(draw_back(px, top, f"pile {k + 1}: {len(pile)}"))
            body.append(text(px, top + HEIGHT + 24, "top: " + pile[0], font_size=8.5, fill="#5d4037"))
        else:
            body.append(draw_slot(px, top, f"pile {k + 1}"))
            body.append(text(px + WIDTH / 2, top + HEIGHT + 12, "empty", font_size=10, text_anchor="middle", fill="#757575"))
    p.section("piles", "Draw piles", body, HEIGHT + 30)

    top = p.top
    if state.discard:
        lines = _lines(f"{len(state.discard)} card{'s' if len(state.discard) != 1 else ''}, top first: "
                       + " ".join(state.discard[:12]) + (" ..." if len(state.discard) > 12 else ""), 26)
        body = [draw_card(face(state.discard[0], edition), x + 8, top, "discard pile, top")]
        body += [text(x + WIDTH + 16, top + 12 + 12 * k, line, font_size=9, fill="#212121") for k, line in enumerate(lines[:5])]
        p.section("discard", f"Discard pile ({edition.piles.discard})", body, HEIGHT + 4)
    else:
        p.section("discard", "Discard pile", p.words(["empty"], top), 14)

    top = p.top
    out = _lines(" ".join(state.out), 40)[:6] if state.out else ["none"]
    p.section("out", f"Out of play ({len(state.out)})", p.words(out, top, 9), 12 * len(out) + 2)

    top = p.top
    turn = f"{state.turn}" + (f", drawn {state.drawn}" if state.drawn else "") + (", ending" if state.ending else "")
    lines = ["game over"] if state.over else [turn]
    if state.first_three:
        lines.append(f"first with three boats: {state.first_three}")
    p.section("turn", "Turn", p.words(lines, top, 10.5, bold_first=True), 12 * len(lines) + 2)

    top = p.top
    body, height = [], 0.0
    pending = [render_pending(item) for item in state.pending]
    for k, line in enumerate(pending[:8]):
        body.append(text(x + 8, top + 10 + 12 * k, ("now: " if k == 0 else "then: ") + line, font_size=10, fill="#212121",
                         font_weight="bold" if k == 0 else None))
    height = 12 * max(1, len(pending[:8]))
    if not pending:
        body.append(text(x + 8, top + 10, "nothing (the game is over)" if state.over else "nothing", font_size=10, fill="#212121"))
    hand = _in_hand(state)
    if hand:
        y = top + height + 2
        body.append(text(x + 8, y + 8, "in hand:", font_size=9, fill="#5d4037"))
        for k, card in enumerate(hand[:4]):
            body.append(draw_card(face(card, edition), x + 54 + k * (WIDTH + 4), y, "in hand"))
        height += HEIGHT + 6
    p.section("pending", "Pending", body, height)
    return "".join(p.parts), p.y


def _in_hand(state: State) -> list[str]:
    item = state.decision
    if isinstance(item, (PlaceItem, SinkItem)):
        return [item.card]
    if isinstance(item, SpoilsItem):
        return list(item.cards)
    return []


def draw_state(state: State, marks: Marks | None = None, label: str = "") -> str:
    """The position as a standalone SVG; ``marks`` says what to mark as differing.

    Raises ``KeyError`` for an edition this package does not know.
    """
    marks = marks or Marks()
    edition = load(state.edition) if not state.readings else _edition(state)
    head = state.edition + (f" · options: {' '.join(state.options)}" if state.options else "") + (
        f" · readings: {', '.join(f'{r}={a}' for r, a in sorted(state.readings.items()))}" if state.readings else "")
    parts = [text(8, 18, head, font_size=11, fill="#5d4037")]
    y, widest = 28.0, 0.0
    for player in state.players:
        to_move = player.name == state.turn and not state.over
        only_here = player.name in marks.cells and "players" in marks.parts and all(
            (r, c) in marks.cells[player.name] for r, row in enumerate(player.display, 1) for c, card in enumerate(row, 1)
            if card is not None) and player.display
        name = ("▶ " if to_move else "") + player.name + (" (to move)" if to_move else "")
        parts.append(text(8, y + 14, name, font_size=13, font_weight="bold", fill="#1565c0" if to_move else "#212121"))
        drawn = draw_display(player.display, edition, state.options, 8, y + 20, marks.cells.get(player.name, ()))
        parts.append(group(drawn.markup, class_="display", data_player=player.name))
        if only_here:
            parts.append(text(8 + drawn.width, y + 14, "≠ not in the other position", font_size=10, fill=MARK, text_anchor="end"))
        widest = max(widest, drawn.width + 8)
        y += 20 + drawn.height + GAP
    panel, bottom = _panel(state, edition, widest + 16, marks)
    parts.append(group(panel, class_="panel"))
    width, height = widest + 16 + PANEL, max(y, bottom) + 4
    body = rect(0, 0, width, height, fill="#ffffff") + "".join(parts)
    label = label or f"Ogallala position ({state.edition}), {state.turn} to move"
    try:
        description = render_state(state)
    except Exception:  # noqa: BLE001 - an engine's position the notation cannot write: the picture still says it
        description = ""
    return document(width, height, label, body, description)


def _edition(state: State) -> Edition:
    try:
        return load(state.edition, state.readings)
    except Exception:  # noqa: BLE001 - readings the register does not know: draw with the edition as decided
        return load(state.edition)
