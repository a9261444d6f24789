"""The facts the engine's tables keep of rows and displays are those of the rows themselves.

The engine learns most rows' facts from the row before (a card laid: ``RowFacts.grown``; a
free display grown by a column: ``RowFacts.moved``), shares boats between rows of the same
shape, remembers the last display it was asked about, and answers a lasso's "can the player
place this card?" for many cards from one search per kind of card (``placement.fitting``).
These tests play random games, then work every row's facts out afresh from its cards and the
edition's card kinds, and ask ``can_place`` card by card.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from ogallala.model.boats import row_boats
from ogallala.model.cards import BOWS, STERNS, kind_of
from ogallala.model.editions import EDITION_IDS, Edition, load
from ogallala.engine.game import Game
from ogallala.engine.random_play import played
from ogallala.engine.rules.placement import can_place, fitting

SEEDS = range(4)
MOVES = (60, 150, 400)


def fresh(row: tuple[str | None, ...], ed: Edition) -> dict[str, object]:
    """A row's facts worked out from its cards alone (bit ``c`` for the 1-based column ``c``)."""
    occupied = bows = sterns = 0
    ids: list[str] = []
    suites = set()
    for c, card in enumerate(row, start=1):
        if card is None:
            continue
        kind = ed.kinds[kind_of(card)]
        occupied |= 1 << c
        bows |= (kind.category in BOWS) << c
        sterns |= (kind.category in STERNS) << c
        ids.append(kind.id)
        if kind.suite is not None:
            suites.add(kind.suite)
    boats = row_boats(row, ed.kinds, ed.rules.gap_splits_at, ed.rules.one_gap_joins == "always")
    return {
        "occupied": occupied, "bows": bows, "sterns": sterns, "cards": len(ids), "ids": frozenset(ids),
        "twice": frozenset(i for i in ids if ids.count(i) > 1), "suites": frozenset(suites),
        "boats": boats, "complete": sum(b.complete for b in boats),
        "boat_of": {c: b for b in boats for c in range(b.first, b.last + 1) if row[c] is not None},
    }


def kept(game: Game, row: tuple[str | None, ...]) -> dict[str, object]:
    """The facts the game's table holds for ``row``."""
    f = game.table.facts(row)
    return {
        "occupied": f.occupied, "bows": f.bows, "sterns": f.sterns, "cards": f.cards, "ids": f.ids,
        "twice": f.twice, "suites": f.suites, "boats": list(f.boats), "complete": f.complete,
        "boat_of": {c: f.boat_of[c] for c, card in enumerate(row) if card is not None},
    }


def positions(edition: str) -> Iterator[Game]:
    """Positions of random games, each handed out before the next is played (a new game
    drops the rows the table learnt in earlier ones: each is asked about while its table
    still holds the facts it learnt card by card)."""
    for seed in SEEDS:
        for moves in MOVES:
            yield Game(played(edition, 4, seed, moves))


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_every_row_of_a_played_game_has_its_own_facts(edition: str) -> None:
    ed = load(edition)
    for game in positions(edition):
        for p in range(len(game.names)):
            for r, row in enumerate(game.display(p)):
                assert kept(game, row) == fresh(row, ed), f"player {p}, row {r + 1}: {row}"


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_display_facts_follow_a_display_as_it_changes(edition: str) -> None:
    for game in positions(edition):
        grid = game.display(game.turn)
        if not grid:
            continue
        assert game.table.display_facts(grid) == [game.table.facts(row) for row in grid]
        row = grid[0]
        col = next(c for c, card in enumerate(row) if card is not None) if any(row) else None
        if col is None:
            continue
        grid[0] = row[:col] + (None,) + row[col + 1 :]  # the same display, one card taken up
        try:
            assert game.table.display_facts(grid)[0].cards == game.table.facts(row).cards - 1
        finally:
            grid[0] = row
        assert game.table.display_facts(grid)[0] is game.table.facts(row)


@pytest.mark.parametrize("edition", EDITION_IDS)
def test_a_lasso_s_placement_check_agrees_with_can_place_card_by_card(edition: str) -> None:
    ed = load(edition)
    tokens = sorted(set(ed.tokens(())))
    for game in positions(edition):
        for p in range(len(game.names)):
            for source in (None, "drawn", "lassoed"):
                fits = fitting(game, p, source)
                for card in tokens:
                    assert fits(card) == can_place(game, p, card, source), (p, source, card)
