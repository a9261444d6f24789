"""The special cards' actions: lasso, archer, Crazy Axe, and the hunters' claims."""

from __future__ import annotations

from ..boats import sections
from ..game import Game
from ..state import ClaimItem, PlaceItem, SinkItem, Span
from .placement import can_place

Act = tuple


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
    if against not in g.rules.totem_shields:
        return False
    return any(g.kind(x).id == "totem" for x in shield_unit(g, q, r, c))


def _cards_of_others(g: Game):
    for q in range(len(g.names)):
        if q == g.turn:
            continue
        for r, row in enumerate(g.display(q)):
            for c, card in enumerate(row):
                if card is not None:
                    yield q, r, c, card


def lasso_actions(g: Game) -> list[Act]:
    """rule cards.lasso: a card of another player's display that one can place."""
    actions: list[Act] = []
    fits: dict[str, bool] = {}
    for q, r, c, card in _cards_of_others(g):
        boat = g.boat_at(q, r, c)
        assert boat is not None
        if g.rules.lasso_from == "incomplete" and boat.complete:
            continue
        if shielded(g, q, r, c, "lasso") and not (g.kind(card).id == "totem" and not boat.complete):
            continue  # the lasso may take the totem itself out of an incomplete boat
        if card not in fits:
            fits[card] = can_place(g, g.turn, card, "lassoed")  # ruling lasso-placeable
        if fits[card]:
            actions.append(("lasso", q, r + 1, c + 1))
    if actions and g.rules.lasso_optional:
        actions.append(("pass",))
    return actions


def do_lasso(g: Game, q: int, r: int, c: int) -> None:
    g.pop()
    card, _, _ = g.remove(q, r - 1, c - 1)
    g.emit("lassoed", card=card, victim=g.names[q], at=g.cell(r - 1, c - 1))
    g.push(PlaceItem(card=card, source="lassoed"))


def shoot_actions(g: Game) -> list[Act]:
    """rule cards.archer: a card showing Red Indians in another player's boat."""
    actions: list[Act] = []
    for q, r, c, card in _cards_of_others(g):
        if not g.kind(card).indians:
            continue  # not the totem, not empty bows and sterns, not booty
        boat = g.boat_at(q, r, c)
        assert boat is not None
        if g.rules.archer_from == "incomplete" and boat.complete:
            continue
        if shielded(g, q, r, c, "archer"):
            continue
        actions.append(("shoot", q, r + 1, c + 1))
    if actions and g.rules.archer_optional:
        actions.append(("pass",))
    return actions


def do_shoot(g: Game, q: int, r: int, c: int) -> None:
    g.pop()
    card, _, _ = g.remove(q, r - 1, c - 1)
    g.emit("shot", card=card, victim=g.names[q], at=g.cell(r - 1, c - 1))
    g.lose([card], "cards.archer")


def sink_actions(g: Game) -> list[Act]:
    """rule cards.crazy-axe: one of the player's own complete boats, totem or not."""
    return [("sink", r + 1, b.first + 1, b.last + 1) for r, b in g.complete_boats(g.turn)]


def do_sink(g: Game, item: SinkItem, r: int, first: int, last: int) -> None:
    g.pop()
    row = g.display(g.turn)[r - 1]
    cards = [x for x in row[first - 1 : last] if x is not None]
    for c in range(first - 1, last):
        row[c] = None
    g.emit("sank", cards=tuple(cards), boat=Span(row=r, first=first, last=last))
    g.trim(g.turn)
    g.lose(cards + [item.card], "cards.crazy-axe")


def axe_alone(g: Game, item: SinkItem) -> None:
    """Without a complete boat Crazy Axe goes alone."""
    g.pop()
    g.emit("lapsed", rule="cards.crazy-axe")
    g.lose([item.card], "cards.crazy-axe")


def claim_actions(g: Game, item: ClaimItem) -> list[Act]:
    """rule cards.hunters: the booty halves of the person's suite on other displays."""
    halves = {f"{item.suite}-f", f"{item.suite}-r"}
    actions: list[Act] = []
    for q, r, c, card in _cards_of_others(g):
        if g.kind(card).id not in halves or shielded(g, q, r, c, "claim"):
            continue
        if can_place(g, g.turn, card, "spoils" if item.spoils else "claimed"):
            actions.append(("claim", q, r + 1, c + 1))
    if actions:
        actions.append(("pass",))
    return actions


def do_claim(g: Game, item: ClaimItem, q: int, r: int, c: int) -> None:
    card, _, _ = g.remove(q, r - 1, c - 1)
    g.emit("claimed", card=card, victim=g.names[q], at=g.cell(r - 1, c - 1))
    g.push(PlaceItem(card=card, source="spoils" if item.spoils else "claimed"))
