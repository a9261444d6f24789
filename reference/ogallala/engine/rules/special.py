"""The special cards' actions: lasso, archer, Crazy Axe, and the hunters' claims."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ...model.boats import sections
from ..game import Game, place_item, span
from ...model.state import ClaimItem, SinkItem
from ..tables import Bounded, Row
from . import tribes
from .placement import can_place, fitting as placing

Act = tuple[Any, ...]


def shield_unit(g: Game, q: int, r: int, c: int) -> list[str]:
    """The cards the totem would shield together with the card at (r, c): its boat, or in
    ASS-I the section of an incomplete boat (rule cards.totem)."""
    row = g.display(q)[r]
    boat = g.boat_at(q, r, c)
    assert boat is not None
    unit = boat
    if g.rules.totem_scope == "section" and not boat.complete:
        unit = next(s for s in sections(row, boat) if s.first <= c <= s.last)
    return [x for x in row[unit.first : unit.last + 1] if x is not None]


def shielded(g: Game, q: int, r: int, c: int, against: str) -> bool:
    """rule cards.totem: whether a totem protects the card at (r, c) from ``against``."""
    if against not in g.rules.totem_shields or "totem" not in g.facts(g.display(q)[r]).ids:
        return False  # no totem in the row, none in the boat
    return any(g.kind(x).id == "totem" for x in shield_unit(g, q, r, c))


def _cards_of_others(g: Game, own: bool = False, suite: str | None = None) -> Iterator[tuple[int, int, int, str]]:
    """Every card of the other players' displays (and the player's own, with ``own``); with
    ``suite``, of the rows that hold a card of that booty suite only."""
    for q in range(len(g.names)):
        if q == g.turn and not own:
            continue
        for r, row in enumerate(g.display(q)):
            if suite is not None and suite not in g.facts(row).suites:
                continue
            for c, card in enumerate(row):
                if card is not None:
                    yield q, r, c, card


def lasso_actions(g: Game) -> list[Act]:
    """rule cards.lasso: a card of another player's display that one can place."""
    actions: list[Act] = []
    fits: dict[str, bool] = {}
    fitting = None
    for q, r, c, card in _within_reach(g, _lasso_reaches):
        if g.rules.takes_unplaceable:
            fit = True  # ruling lasso-placeable (take-then-lose)
        elif q == g.turn:
            fit = _fits_moved(g, r, c)
        else:
            if card not in fits:
                fitting = fitting or placing(g, g.turn, "lassoed")
                fits[card] = fitting(card)  # ruling lasso-placeable
            fit = fits[card]
        if fit:
            actions.append(("lasso", q, r + 1, c + 1))
    if actions and g.rules.lasso_optional:
        actions.append(("pass",))
    return actions


def _lasso_reaches(g: Game, q: int, r: int, row: Row) -> Reached:
    """rule cards.lasso: the cards of row ``r`` of player ``q`` the lasso reaches, by their
    boat and the totem (whether the player can place them is asked after)."""
    found = []
    for boat in g.facts(row).boats:
        if g.rules.lasso_from == "incomplete" and boat.complete:
            continue
        for c in boat.columns():
            card = row[c]
            if card is None:
                continue
            # the lasso may take the totem itself out of an incomplete boat
            if shielded(g, q, r, c, "lasso") and not (g.kind(card).id == "totem" and not boat.complete):
                continue
            if tribes.removal_mixes(g, row, (c,)):
                continue  # ruling mixed-boats, removal-refused
            found.append((c, card))
    return tuple(found)


Reached = tuple[tuple[int, str], ...]
"""The cards of one row a lasso or an archer reaches: column (0-based) and card."""
Reaches = Callable[[Game, int, int, Row], Reached]


def _within_reach(g: Game, reaches: Reaches) -> list[tuple[int, int, int, str]]:
    """The cards of the other players' displays (and the player's own, ruling
    ass-i-special-owner) that ``reaches`` finds a target, in order. What ``reaches`` decides
    depends on the row alone (its boats, its totem), so each row is asked once per table."""
    found: list[tuple[int, int, int, str]] = []
    reach = g.table.reach.get(reaches)
    if reach is None:
        reach = g.table.reach[reaches] = Bounded()
    for q in range(len(g.names)):
        if q == g.turn and not g.rules.special_own:
            continue
        for r, row in enumerate(g.display(q)):
            cards = reach.get(row)
            if cards is None:  # a row without cards reaches nothing (its boats are not asked for)
                cards = reach[row] = reaches(g, q, r, row) if row.count(None) < len(row) else ()
            found += [(q, r, c, card) for c, card in cards]
    return found


def _fits_moved(g: Game, r: int, c: int) -> bool:
    """Whether the player's own card at (r, c) could be placed again once taken up."""
    grid = g.display(g.turn)
    row = grid[r]
    card = row[c]
    assert card is not None
    grid[r] = row[:c] + (None,) + row[c + 1 :]
    try:
        return can_place(g, g.turn, card, "lassoed")
    finally:
        grid[r] = row


def do_lasso(g: Game, q: int, r: int, c: int) -> None:
    g.pop()
    card, _, _ = g.remove(q, r - 1, c - 1)
    g.emit("lassoed", card=card, victim=g.names[q], at=g.cell(r - 1, c - 1))
    g.push(place_item(card, "lassoed"))


def shoot_actions(g: Game) -> list[Act]:
    """rule cards.archer: a card showing Red Indians in another player's boat."""
    actions: list[Act] = [("shoot", q, r + 1, c + 1) for q, r, c, _ in _within_reach(g, _archer_reaches)]
    if actions and g.rules.archer_optional:
        actions.append(("pass",))
    return actions


def _archer_reaches(g: Game, q: int, r: int, row: Row) -> Reached:
    """rule cards.archer: the cards of row ``r`` of player ``q`` the archer may shoot."""
    kinds = g.kinds
    found = []
    for boat in g.facts(row).boats:
        for c in boat.columns():
            card = row[c]
            if card is None:
                continue
            if not kinds[card].indians and g.rules.archer_targets == "indians":
                continue  # not the totem, not empty bows and sterns, not booty (ruling ass-i-archer-target)
            if g.rules.archer_from == "incomplete" and boat.complete:
                continue
            if shielded(g, q, r, c, "archer"):
                continue
            if tribes.removal_mixes(g, row, (c,)):
                continue  # ruling mixed-boats, removal-refused
            found.append((c, card))
    return tuple(found)


def do_shoot(g: Game, q: int, r: int, c: int) -> None:
    g.pop()
    card, _, _ = g.remove(q, r - 1, c - 1)
    g.emit("shot", card=card, victim=g.names[q], at=g.cell(r - 1, c - 1))
    g.lose([card], "cards.archer")


def sink_actions(g: Game) -> list[Act]:
    """rule cards.crazy-axe: one of the player's own complete boats, totem or not; with two
    tribes, where the axe goes only onto a boat it could join, one without Indians of the
    other tribe (ruling ass-i-axe-tribe); and not one whose sinking would join the boats
    beside it into one of both tribes, where that is refused (ruling mixed-boats)."""
    found: list[Act] = []
    axe = g.pending[0].card if g.tribes and g.pending and g.pending[0].kind == "sink" else None
    own = g.colour(axe) if axe is not None and g.rules.axe_tribe == "own" else None
    for r, b in g.complete_boats(g.turn):
        row = g.display(g.turn)[r]
        if own is not None and not tribes.colours(g, g.cards_of(g.turn, r, b)) <= {own}:
            continue
        if tribes.removal_mixes(g, row, b.columns()):
            continue
        found.append(("sink", r + 1, b.first + 1, b.last + 1))
    return found


def do_sink(g: Game, item: SinkItem, r: int, first: int, last: int) -> None:
    g.pop()
    grid = g.display(g.turn)
    row = grid[r - 1]
    cards = [x for x in row[first - 1 : last] if x is not None]
    grid[r - 1] = row[: first - 1] + (None,) * (last - first + 1) + row[last:]
    g.emit("sank", cards=tuple(cards), boat=span(r, first, last))
    g.trim(g.turn)
    g.lose(cards + [item.card], "cards.crazy-axe")


def axe_alone(g: Game, item: SinkItem) -> None:
    """Without a complete boat Crazy Axe goes alone."""
    g.pop()
    g.emit("lapsed", rule="cards.crazy-axe")
    g.lose([item.card], "cards.crazy-axe")


def _claimable(g: Game, item: ClaimItem) -> list[tuple[int, int, int, str]]:
    """rule cards.hunters: the booty halves of the person's suite that the claim reaches
    (ruling hunter-claims) and that the player can place (ruling lasso-placeable)."""
    halves = {f"{item.suite}-f", f"{item.suite}-r"}
    found = []
    for q, r, c, card in _cards_of_others(g, suite=item.suite):
        if g.kind(card).id not in halves or shielded(g, q, r, c, "claim"):
            continue
        if g.rules.claim_from == "incomplete" and g.boat_at(q, r, c).complete:  # type: ignore[union-attr]
            continue
        if g.rules.takes_unplaceable or can_place(g, g.turn, card, "spoils" if item.spoils else "claimed"):
            found.append((q, r, c, card))
    return found


def claim_actions(g: Game, item: ClaimItem) -> list[Act]:
    """rule cards.hunters: claim a booty half, or pass; where both halves must be claimed
    together, only while both can be (ruling hunter-claims)."""
    found = _claimable(g, item)
    if g.rules.claim_both and len({g.kind(card).id for *_, card in found}) < 2:
        return []
    actions: list[Act] = [("claim", q, r + 1, c + 1) for q, r, c, _ in found]
    if actions and g.rules.claim_optional:
        actions.append(("pass",))
    return actions


def do_claim(g: Game, item: ClaimItem, q: int, r: int, c: int) -> None:
    source = "spoils" if item.spoils else "claimed"
    partner = None
    if g.rules.claim_both:  # ruling hunter-claims: the other half goes with it
        g.pop()
        taken = g.display(q)[r - 1][c - 1]
        partner = next(x for x in _claimable(g, item) if g.kind(x[3]).id != g.kind(taken).id)  # type: ignore[arg-type]
    card, dr, dc = g.remove(q, r - 1, c - 1)
    g.emit("claimed", card=card, victim=g.names[q], at=g.cell(r - 1, c - 1))
    if partner is not None:
        q2, r2, c2, _ = partner
        if q2 == q:
            r2, c2 = r2 - dr, c2 - dc
        other, _, _ = g.remove(q2, r2, c2)
        g.emit("claimed", card=other, victim=g.names[q2], at=g.cell(r2, c2))
        g.push(place_item(other, source))
    g.push(place_item(card, source))
