"""A difference made small: the fewest actions and the smallest position in which the
engine still answers otherwise than the reference.

First the history: the position just before the diverging request is loaded directly
(``load``), with no action before it; if the engine then agrees (its answer depended on
something the position does not hold), the position 1, 2, 4 ... actions earlier is
loaded and those actions replayed, and at worst the game is played again from its beginning
(started from its seed, or the position it began with loaded).
Then the position: players, piles, the discard pile, the cards out of play and every
card of every display (leaving its space empty, or closing the gap) are taken away one at
a time (halves of piles first), pass after pass until one changes nothing, each change
kept only if the position is still valid (``parse_state`` with its checks) and the engine
still differs from the reference in the same way (the same request, the same action, the
same kind of difference). What is left is a local minimum: taking away any one more
thing tried makes the difference go away or the position invalid. Nothing guarantees it
is the smallest position there is (docs/fuzzing.md).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import partial

from ..model.actions import Action
from ..model.editions import load
from ..protocol.interface import Applied
from ..notation import NotationError, parse_state, render_state
from ..model.state import Player, SpoilsItem, State
from .compare import Difference, Pair
from .games import Game, Setup

MAX_CHECKS = 1500
"""Most replays one shrinking may spend."""
MAX_SECONDS = 60.0
"""Longest one shrinking may take."""
FAILURE_CHECKS = 8
"""Most replays when the engine failed (each may cost a whole timeout)."""


@dataclass(frozen=True)
class Case:
    """What to replay: a position loaded (or a new game started), actions, one request."""

    request: str
    action: Action | None
    actions: tuple[Action, ...] = ()
    position: State | None = None
    setup: Setup | None = None
    """When ``position`` is None: the new game the case starts."""

    @property
    def size(self) -> int:
        """Steps of the scenario the case becomes: the given, the actions, the check."""
        return 1 + len(self.actions) + 1


def replay(pair: Pair, case: Case) -> Difference | None:
    """Play ``case`` on both engines: the difference at its request, or None when the
    engines agree there (or already differ before it)."""
    if case.position is not None:
        _, found = pair.load(case.position)
        if found or case.request == "load":
            return found if case.request == "load" else None
    else:
        assert case.setup is not None
        s = case.setup
        _, found = pair.start(s.edition, s.players, s.options, s.seed, s.readings)
        if found or case.request == "start":
            return found if case.request == "start" else None
    for action in case.actions:
        applied, found = pair.apply(action)
        if found or not isinstance(applied, Applied):
            return None
    if case.request == "legal":
        return pair.legal()[1]
    if case.request == "score":
        return pair.score()[1]
    assert case.action is not None
    return pair.apply(case.action)[1]


@dataclass(frozen=True)
class Shrunk:
    case: Case
    difference: Difference
    """The difference as the shrunk case shows it."""
    reproduced: bool
    """Whether the case shows the difference at all (an engine that answers differently
    each time may not)."""
    checks: int
    seconds: float


def shrink(pair: Pair, game: Game, max_checks: int = MAX_CHECKS, max_seconds: float = MAX_SECONDS) -> Shrunk:
    """The smallest case found that still shows ``game``'s difference."""
    found = game.difference
    assert found is not None and game.at is not None
    begun = time.perf_counter()
    budget = FAILURE_CHECKS if found.failure else max_checks
    checks = 0

    def same(case: Case) -> Difference | None:
        nonlocal checks
        checks += 1
        again = replay(pair, case)
        return again if found.same_kind(again) else None

    def spent() -> bool:
        return checks >= budget or time.perf_counter() - begun > max_seconds

    shown: Difference | None = None
    if found.request == "start":  # a new game: the fewest players that still show it
        low = load(game.setup.edition, game.setup.readings).players.min
        for count in range(low, len(game.setup.players) + 1):
            case = Case("start", None, setup=replace(game.setup, players=game.setup.players[:count]))
            shown = same(case)
            if shown or spent():
                break
        return Shrunk(case, shown or found, shown is not None, checks, time.perf_counter() - begun)
    n = len(game.actions)
    best: Case | None = None
    back = 0
    while back <= n and not spent():
        position = game.at if back == 0 else game.states[n - back]
        case = Case(found.request, found.action, tuple(game.actions[n - back:]), position)
        shown = same(case)
        if shown:
            best = case
            break
        back = n if back * 2 > n and back < n else max(1, back * 2)
    if best is None:  # from the game's beginning: its deal, or the position it loaded
        case = Case(found.request, found.action, tuple(game.actions), game.begin, None if game.begin else game.setup)
        shown = same(case) if not spent() else None
        return Shrunk(case, shown or found, shown is not None, checks, time.perf_counter() - begun)
    assert best.position is not None and shown is not None
    keep = best
    changed = True
    while changed and not spent():  # pass after pass: a change may make others possible
        changed = False
        assert keep.position is not None
        for simpler in _simpler(keep.position):
            if spent():
                break
            assert keep.position is not None
            candidate = _valid(simpler(keep.position))
            if candidate is None or candidate == keep.position:
                continue
            again = same(replace(keep, position=candidate))
            if again:
                keep, shown, changed = replace(keep, position=candidate), again, True
    return Shrunk(keep, shown, True, checks, time.perf_counter() - begun)


def _valid(state: State | None) -> State | None:
    """``state`` as the notation reads it back (a free display renumbered), or None when
    it is not a position that can occur."""
    if state is None:
        return None
    try:
        return parse_state(render_state(state))
    except (NotationError, ValueError, KeyError, IndexError):
        return None


Change = Callable[[State], State | None]


def _simpler(start: State) -> Iterator[Change]:
    """Changes that each take something away, biggest first. Each is computed from
    ``start`` but applied to the position as shrunk so far (it returns None where what it
    would take away is no longer there)."""
    for p in reversed(start.players):
        yield partial(_without_player, name=p.name)
    yield _without_discard
    yield _without_out
    for k in range(len(start.piles)):
        yield partial(_pile, k=k, keep=0)
        yield partial(_pile, k=k, keep=1)
        yield partial(_pile_half, k=k)
    for name, plain in (("displayed_at_reshuffle", None), ("first_three", None), ("seed", 0), ("drawn", 0)):
        yield partial(_plain, name=name, plain=plain)
    for p in sorted(start.players, key=lambda p: p.name == start.turn):
        for r, row in enumerate(p.display):
            for c, card in enumerate(row):
                if card is not None:
                    yield partial(_without_card, name=p.name, r=r, c=c)
                    yield partial(_without_card, name=p.name, r=r, c=c, close=True)
    for k, pile in enumerate(start.piles):
        for j in reversed(range(1, len(pile))):
            yield partial(_pile_without, k=k, j=j)
    for j in reversed(range(len(start.discard))):
        yield partial(_discard_without, j=j)


def _without_discard(state: State) -> State | None:
    return state.model_copy(update={"discard": ()}) if state.discard else None


def _without_out(state: State) -> State | None:
    return state.model_copy(update={"out": ()}) if state.out else None


def _discard_without(state: State, j: int) -> State | None:
    if j >= len(state.discard):
        return None
    return state.model_copy(update={"discard": state.discard[:j] + state.discard[j + 1:]})


def _plain(state: State, name: str, plain: object) -> State | None:
    """``state`` with the field ``name`` at its plain value (None where it is already)."""
    return state.model_copy(update={name: plain}) if getattr(state, name) != plain else None


def _pile_half(state: State, k: int) -> State | None:
    return _pile(state, k, max(1, len(state.piles[k]) // 2)) if k < len(state.piles) else None


def _without_player(state: State, name: str) -> State | None:
    if name == state.turn or all(p.name != name for p in state.players):
        return None
    if any(isinstance(item, SpoilsItem) and item.victim == name for item in state.pending):
        return None
    players = tuple(p for p in state.players if p.name != name)
    first = None if state.first_three == name else state.first_three
    return state.model_copy(update={"players": players, "first_three": first})


def _pile(state: State, k: int, keep: int) -> State | None:
    if k >= len(state.piles) or len(state.piles[k]) <= keep:
        return None
    piles = tuple(p[:keep] if i == k else p for i, p in enumerate(state.piles))
    return state.model_copy(update={"piles": piles})


def _pile_without(state: State, k: int, j: int) -> State | None:
    if k >= len(state.piles) or j >= len(state.piles[k]):
        return None
    piles = tuple(p[:j] + p[j + 1:] if i == k else p for i, p in enumerate(state.piles))
    return state.model_copy(update={"piles": piles})


def _box(rows: list[tuple[str | None, ...]]) -> list[tuple[str | None, ...]]:
    """A free display cut to the box around its cards (no empty outer row or column)."""
    rows = [r for r in rows if any(x is not None for x in r)]
    if not rows:
        return []
    used = [c for c in range(max(len(r) for r in rows)) if any(c < len(r) and r[c] is not None for r in rows)]
    first, last = used[0], used[-1]
    return [tuple(r[first:last + 1]) + (None,) * max(0, last + 1 - max(first, len(r))) for r in rows]


def _without_card(state: State, name: str, r: int, c: int, close: bool = False) -> State | None:
    """``state`` without the card at row ``r``, column ``c`` (from 0) of ``name``'s display;
    with ``close``, the cards right of it move one space left into the gap (a boat one card
    shorter)."""
    players = []
    for p in state.players:
        if p.name == name:
            if r >= len(p.display) or c >= len(p.display[r]) or p.display[r][c] is None:
                return None
            rows = list(p.display)
            rows[r] = rows[r][:c] + rows[r][c + 1:] + (None,) if close else rows[r][:c] + (None,) + rows[r][c + 1:]
            if load(state.edition).display.kind == "free":
                rows = _box(rows)
            p = Player(name=p.name, display=tuple(rows))
        players.append(p)
    return state.model_copy(update={"players": tuple(players)})
