"""Generated mid-game positions to start games from (``--positions``): full displays,
near-empty piles, boats one card from complete, totems, booty pairs and their persons in
play, so that situations random games from the deal seldom or never reach come up in
seconds.

A position is built by a Hypothesis strategy (``positions``): the shape of each row (full,
boats one card short of complete by a missing stern or a hole, sparse, empty), the boats'
lengths, the sizes of the piles and what is pending are Hypothesis' choices; which cards
of the deck fill them is drawn by a ``random.Random`` seeded by a number Hypothesis draws. Whatever the
choices, the position is valid by the notation's checks (``notation.validity``): the
cards come from the edition's deck and no more of each than it holds, and a card that
breaks a display rule (the same picture twice in a row, a bow right of a card that is no
stern in Amigo) is taken away again until none does. Cards the position does not place
are left out of it, as a shrunk scenario's are.

Position ``K`` of a campaign is the ``K mod CHUNK``-th example of a Hypothesis run seeded
by the campaign's seed and ``K div CHUNK`` (generation only: no shrinking, no database),
so it is the same in every process and on every machine with the same Hypothesis.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import HealthCheck, Phase, given, seed, settings
from hypothesis import strategies as st

from ..engine.random_play import SEATS
from ..model.cards import BOWS, STERNS, Category, kind_of
from ..model.editions import Edition, load
from ..model.state import DrawItem, PlaceItem, Player, State
from ..notation import NotationError, parse_state, render_state
from ..notation.validity import issues

CHUNK = 64
"""Positions per Hypothesis run."""
SHAPES = ("full", "one-short", "one-short", "long", "sparse", "empty")
"""How a row is filled (Hypothesis picks; repeated entries are likelier)."""
_SPECIALS = ("totem", "lasso", "archer", "chief", "shaman")
"""Special cards put into boats more often than the deck's share would."""


class _Deck:
    """The cards of the edition not yet placed, by kind."""

    def __init__(self, edition: Edition, options: Sequence[str], rnd: random.Random) -> None:
        self.kinds = edition.kinds
        self.rnd = rnd
        self.left: dict[str, list[str]] = {}
        for token in sorted(edition.counts(tuple(options)).elements()):
            self.left.setdefault(kind_of(token), []).append(token)
        for tokens in self.left.values():
            rnd.shuffle(tokens)
        self.category_kinds: dict[frozenset[Category], list[str]] = {}

    def take(self, kinds: Sequence[str]) -> str | None:
        """A card of one of ``kinds`` (the first that is left), or None."""
        for kind in kinds:
            tokens = self.left.get(kind)
            if tokens:
                return tokens.pop()
        return None

    def of(self, categories: frozenset[Category], avoid: set[str]) -> str | None:
        """A card of a kind of one of ``categories``, not of a kind in ``avoid``."""
        found = [k for k in self._by(categories) if self.left[k] and k not in avoid]
        return self.take([self.rnd.choice(found)]) if found else None

    def _by(self, categories: frozenset[Category]) -> list[str]:
        """The kinds of ``categories`` in the deck, in order (worked out once)."""
        found = self.category_kinds.get(categories)
        if found is None:
            found = self.category_kinds[categories] = sorted(k for k in self.left if self.kinds[k].category in categories)
        return found

    def middle(self, avoid: set[str]) -> list[str]:
        """One card or a few for the inside of a boat: an Indian, booty, a person, a special
        card, or a booty pair (front and rear) with its person beside it."""
        rnd = self.rnd
        roll = rnd.random()
        if roll < 0.2:
            pairs = sorted(k[:-2] for k in self.left if k.endswith("-f") and self.left[k] and self.left.get(k[:-2] + "-r")
                           and k not in avoid and k[:-2] + "-r" not in avoid)
            if pairs:
                suite = rnd.choice(pairs)
                cards = [self.left[suite + "-f"].pop(), self.left[suite + "-r"].pop()]
                person = next((k for k, kind in self.kinds.items() if kind.category is Category.PERSON
                               and kind.suite == suite and self.left.get(k) and k not in avoid), None)
                if person is not None and rnd.random() < 0.6:
                    cards.append(self.left[person].pop())
                return cards
        if roll < 0.35:
            special = [k for k in _SPECIALS if self.left.get(k) and k not in avoid]
            if special:
                return [self.left[rnd.choice(special)].pop()]
        inside = frozenset(Category) - BOWS - STERNS - {Category.SPECIAL}
        card = self.of(inside if roll < 0.9 else frozenset({Category.SPECIAL}), avoid | {"axe"})
        return [card] if card is not None else []

    def rest(self) -> list[str]:
        cards = [t for tokens in self.left.values() for t in tokens]
        self.rnd.shuffle(cards)
        return cards


def _boat(deck: _Deck, length: int, shape: str, avoid: set[str], rnd: random.Random) -> list[str | None]:
    """A boat of ``length`` spaces at most: bow, inside, stern (shorter when the deck has no
    more pictures the row may take); one card short of complete, by its stern left out or
    a hole inside, for the shape ``one-short`` (and now and then for the others)."""
    cards: list[str | None] = [deck.of(BOWS, avoid)]
    while len(cards) < length - 1:
        more = deck.middle(avoid | {kind_of(c) for c in cards if c is not None})
        if not more:
            break
        cards += more[: length - 1 - len(cards)]
    cards.append(deck.of(STERNS, avoid | {kind_of(c) for c in cards if c is not None}))
    if shape == "one-short" or shape != "full" and rnd.random() < 0.25:
        if len(cards) > 3 and rnd.random() < 0.4:
            cards[rnd.randrange(1, len(cards) - 1)] = None  # a hole inside
        else:
            cards[-1] = None  # no stern yet
    return cards


def _row(deck: _Deck, width: int, shape: str, draw: Any, rnd: random.Random) -> tuple[str | None, ...]:
    """One row of ``shape``: ``full`` and ``one-short`` fill the row with one boat or two,
    ``long`` holds one boat of eight cards or more, ``sparse`` a short one."""
    row: list[str | None] = [None] * width
    if shape == "empty":
        return tuple(row)
    if shape == "long":
        total, boats = draw(st.integers(min(8, width), width)), 1
    elif shape == "sparse":
        total, boats = draw(st.integers(2, 5)), 1
    else:
        total, boats = width, draw(st.integers(1, 2))
    lengths = [total] if boats == 1 else [first := draw(st.integers(2, total - 2)), total - first]
    c = draw(st.integers(0, width - total))
    used: set[str] = set()
    for length in lengths:
        cards = _boat(deck, length, shape, used, rnd)
        for card in cards:
            row[c] = card
            c += 1
        used |= {kind_of(x) for x in cards if x is not None}
        c += length - len(cards)
    return tuple(row)


def _box(rows: list[tuple[str | None, ...]]) -> tuple[tuple[str | None, ...], ...]:
    """A free display cut to the box round its cards."""
    rows = [r for r in rows if any(x is not None for x in r)]
    if not rows:
        return ()
    used = [c for c in range(len(rows[0])) if any(r[c] is not None for r in rows)]
    return tuple(r[used[0] : used[-1] + 1] for r in rows)


def _repaired(state: State) -> State:
    """``state`` with every card a display rule finds fault with taken away, again until
    none is (each issue names its cell); a display that still has problems is emptied."""
    for _ in range(12):
        found = [i for i in issues(state) if i.place and i.place[0] in ("cell", "player")]
        if not found:
            return state
        cells = {(i.place[1], i.place[2], i.place[3]) for i in found if i.place[0] == "cell"}
        emptied = {i.place[1] for i in found if i.place[0] == "player"}
        players = []
        for p in state.players:
            rows = [tuple(None if (p.name, r, c) in cells else x for c, x in enumerate(row, start=1))
                    for r, row in enumerate(p.display, start=1)]
            if p.name in emptied:
                rows = [tuple(None for _ in row) for row in rows]
            free = load(state.edition).display.kind == "free"
            players.append(Player(name=p.name, display=_box(rows) if free else tuple(rows)))
        state = state.model_copy(update={"players": tuple(players)})
    return state


@st.composite
def positions(draw: Any, edition: str, options: Sequence[str] = (), readings: Mapping[str, str] | None = None) -> State:
    """A mid-game position of ``edition`` that the notation's checks accept."""
    readings = dict(readings or {})
    ed = load(edition, readings)
    rnd = random.Random(draw(st.integers(0, 2**64 - 1)))
    deck = _Deck(ed, options, rnd)
    count = draw(st.integers(ed.players.min, min(ed.players.max, len(SEATS))))
    names = SEATS[:count]
    width = ed.width(tuple(options))
    free = ed.display.kind == "free"
    players = []
    for name in names:
        full = draw(st.integers(0, 3)) == 0  # a display full to the last space, now and then
        rows = [_row(deck, width, "full" if full else draw(st.sampled_from(SHAPES)), draw, rnd) for _ in range(ed.display.rows)]
        players.append(Player(name=name, display=_box(rows) if free else tuple(rows)))
    pending: list[Any] = [DrawItem()]
    drawn = draw(st.sampled_from((0, 0, 0, 1, 2)))
    if draw(st.booleans()):
        card = deck.take(draw(st.permutations(["stern", "stern1", "bow", "bow1", "totem", "i1", "i2", "i3"])))
        if card is not None:
            pending, drawn = [PlaceItem(card=card, source="drawn")], max(drawn, 1)
    rest = deck.rest()
    piles = []
    for _ in range(ed.piles.count):
        size = draw(st.sampled_from((0, 1, 1, 2, 3, 5, 12)))
        piles.append(tuple(rest[:size]))
        rest = rest[size:]
    discard: tuple[str, ...] = ()
    if ed.piles.discard != "none":
        discard = tuple(rest[: draw(st.sampled_from((0, 0, 1, 3, 8)))])
    state = State(edition=edition, options=tuple(sorted(options)), readings=readings, seed=draw(st.integers(0, 2**31)),
                  players=tuple(players), piles=tuple(piles), discard=discard, turn=names[draw(st.integers(0, count - 1))],
                  drawn=drawn, pending=tuple(pending))
    state = _repaired(state)
    try:
        return parse_state(render_state(state))
    except NotationError:  # not expected: the same checks passed; a plain start of play then
        return parse_state(render_state(state.model_copy(update={
            "players": tuple(Player(name=p.name, display=() if free else tuple((None,) * width for _ in range(ed.display.rows)))
                             for p in state.players)})))


class Positions:
    """Position ``K`` of a campaign (see the module's docstring), made when first asked."""

    def __init__(self, edition: str, options: Sequence[str], readings: Mapping[str, str], seed: int,
                 chunk: int = CHUNK) -> None:
        self.edition, self.options, self.readings, self.seed = edition, tuple(options), dict(readings), seed
        self.chunk = chunk
        """Positions per Hypothesis run (another chunk size makes other positions)."""
        self.chunks: dict[int, list[State]] = {}

    def __call__(self, index: int) -> State:
        number, place = divmod(index, self.chunk)
        if number not in self.chunks:
            self.chunks = {number: self._chunk(number)}  # games ask in order: the one before is done with
        return self.chunks[number][place]

    def _chunk(self, number: int) -> list[State]:
        made: list[State] = []
        attempt = 0
        while len(made) < self.chunk:
            found: list[State] = []

            @settings(max_examples=self.chunk, phases=[Phase.generate], database=None, deadline=None,
                      suppress_health_check=list(HealthCheck), derandomize=False, print_blob=False)
            @seed((self.seed * 1_000_003 + number) * 7 + attempt)
            @given(positions(self.edition, self.options, self.readings))
            def collect(state: State) -> None:
                found.append(state)

            collect()
            made += found
            attempt += 1
        return made[: self.chunk]
