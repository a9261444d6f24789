"""Models -> text: the one canonical rendering of every position and action.

Canonical means: fixed line order, every mat at full size, a free display cut to its
cards, columns aligned within each display, empty piles written ``-``, defaults (seed 0,
no options, nothing drawn) left out. ``parse_state(render_state(s)) == s`` for every
valid state, and rendering is the only place that decides how a position looks.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..model.state import (
    AttackItem,
    ClaimItem,
    DrawItem,
    EndItem,
    LassoItem,
    Pending,
    PlaceItem,
    ShootItem,
    SinkItem,
    SpoilsItem,
    State,
)


def _cards(cards: Iterable[str]) -> str:
    text = " ".join(cards)
    return text or "-"


def render_display(display: tuple[tuple[str | None, ...], ...], indent: str = "  ") -> list[str]:
    """The rows of one display, columns aligned, ``.`` for an empty space."""
    if not display:
        return []
    width = max(map(len, display))
    cols = [1] * width  # a column's width: its longest card, or 1 for ``.``
    for row in display:
        for c, cell in enumerate(row):
            if cell is not None and len(cell) > cols[c]:
                cols[c] = len(cell)
    lines = []
    for row in display:
        cells = [(cell or ".").ljust(size) for cell, size in zip(row, cols)]
        cells += [".".ljust(size) for size in cols[len(row):]]  # a row shorter than the widest
        lines.append(f"{indent}| {' '.join(cells)} |")
    return lines


def render_pending(item: Pending) -> str:
    match item:
        case DrawItem():
            return "draw"
        case PlaceItem(card=card, source=source):
            return f"place {card} ({source})"
        case LassoItem():
            return "lasso"
        case ShootItem():
            return "shoot"
        case SinkItem(card=card):
            return f"sink {card}"
        case ClaimItem(suite=suite, spoils=spoils):
            return f"claim {suite}" + (" (spoils)" if spoils else "")
        case AttackItem(boat=boat):
            return f"attack {boat}"
        case SpoilsItem(victim=victim, boat=boat, cards=cards) if victim is not None:
            return f"spoils from {victim} {boat}"
        case SpoilsItem(cards=cards):
            return f"spoils {_cards(cards)}"
        case EndItem():
            return "end"
    raise TypeError(item)


RENDERED_KEPT = 4096
"""Most positions remembered with their text (as ``read.PARSED_KEPT``)."""

_RENDERED: dict[int, tuple[State, str]] = {}
"""Positions whose text is known, by ``id``: each entry holds its state, so that the id
cannot be reused while the entry is there."""


def remember(state: State, text: str) -> None:
    """``text`` is ``render_state(state)``: the position was kept with its text
    (``notation.kept``), and a harness writing it into a ``load`` request need not render
    it again."""
    if len(_RENDERED) >= RENDERED_KEPT:
        _RENDERED.clear()
    _RENDERED[id(state)] = (state, text)


def render_state(state: State) -> str:
    known = _RENDERED.get(id(state))
    if known is not None and known[0] is state:
        return known[1]
    lines = [f"edition: {state.edition}"]
    if state.options:
        lines.append(f"options: {' '.join(state.options)}")
    if state.readings:
        lines.append("readings: " + " ".join(f"{r}={a}" for r, a in sorted(state.readings.items())))
    if state.seed:
        lines.append(f"seed: {state.seed}")
    lines.append("")
    for player in state.players:
        lines.append(f"{player.name}:")
        lines += render_display(player.display)
    lines.append("")
    for k, pile in enumerate(state.piles, start=1):
        lines.append(f"pile {k}: {_cards(pile)}")
    lines.append(f"discard: {_cards(state.discard)}")
    lines.append(f"out: {_cards(state.out)}")
    if state.displayed_at_reshuffle is not None:
        lines.append(f"last reshuffle: {state.displayed_at_reshuffle} displayed")
    lines.append("")
    if state.first_three:
        lines.append(f"first three: {state.first_three}")
    if state.completed:
        seats = [p.name for p in state.players]
        names = sorted(state.completed, key=lambda n: (seats.index(n) if n in seats else len(seats), n))
        lines.append("completed: " + " ".join(f"{n} {state.completed[n]}" for n in names))
    turn = f"turn: {state.turn}"
    if state.drawn:
        turn += f", drawn {state.drawn}"
    if state.ending:
        turn += ", ending"
    lines.append(turn)
    if state.over:
        lines.append("game over")
    lines += [f"pending: {render_pending(item)}" for item in state.pending]
    return "\n".join(lines) + "\n"
