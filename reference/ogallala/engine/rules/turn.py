"""The turn: drawing, when drawing stops, placing or discarding the drawn card, and what a
placed card sets off (its own action, a person's claim, the attack of a completed boat)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...model.cards import Category
from ..game import Game, place_item
from ...model.shuffle import shuffle
from ...model.state import AttackItem, ClaimItem, EndItem, LassoItem, PlaceItem, ShootItem, SinkItem
from . import end
from .end import game_over
from .placement import can_place, fitting, place, placements

Act = tuple[Any, ...]

GO_ON = frozenset({Category.EMPTY_BOW, Category.EMPTY_STERN})
"""ASS-I: besides booty, the only cards that let the player draw on."""

LASSO, SHOOT, END = LassoItem(), ShootItem(), EndItem()


def refill(g: Game) -> None:
    """rule piles.reshuffle: an empty pile is refilled from the discard pile when a draw is
    due (ruling reshuffle-timing), shuffled from the state's seed (ruling pelikan-reshuffle),
    as long as the discard pile may still go round (ruling reshuffle-termination)."""
    if not may_refill(g):
        return
    k = g.piles.index(())
    if g.rules.reshuffle_order == "shuffled":
        shuffled, g.seed = shuffle(g.discard, g.seed)
        g.piles[k] = tuple(shuffled)
    else:
        g.piles[k] = tuple(g.discard)
    g.discard = []
    g.reshuffle_mark = g.displayed()
    g.emit("reshuffled", pile=k + 1)


def may_refill(g: Game) -> bool:
    """Whether the discard pile would now be turned into an empty pile."""
    if not g.rules.reshuffle or not g.discard or all(g.piles):
        return False
    if g.rules.piles_end == "stacks-empty" and not any(g.piles):
        return False  # rule end.piles-exhausted (ruling amigo-game-end-piles): no stack left ends the game
    # rule piles.reshuffle (ruling reshuffle-termination): while one of its cards could be laid
    limit = g.rules.reshuffle_limit
    if limit == "always":
        return True
    if limit == "once":
        return g.reshuffle_mark is None
    if limit == "displays-grew":
        return g.reshuffle_mark is None or g.displayed() > g.reshuffle_mark
    fits = [fitting(g, p) for p in range(len(g.names))]
    return any(layable(g, card, fits) for card in dict.fromkeys(g.discard))


def layable(g: Game, card: str, fits: list[Callable[[str], bool]]) -> bool:
    """Whether some player could lay ``card`` in his display now (ruling
    reshuffle-termination: only such cards keep the discard pile going round). Crazy Axe is
    never laid where it sinks boats. ``fits``: ``placement.fitting`` of each player (the
    displays do not change while the discard pile's cards are asked about)."""
    if g.rules.crazy_axe and g.kind(card).id == "axe":
        return False
    return any(fit(card) for fit in fits)


def of_no_use(g: Game) -> bool:
    """rule end.piles-exhausted (rulings piles-exhausted-end, amigo-game-end-piles: no-use-left):
    whether no card left to draw, in the piles or in a discard pile that goes round, could
    change any display: none could be laid in one, and no Crazy Axe could sink a boat (it
    sinks one of its drawer's own complete boats)."""
    if g.rules.piles_end != "no-use":
        return False
    cards = dict.fromkeys(card for pile in g.piles for card in pile)
    if g.rules.reshuffle:
        cards.update(dict.fromkeys(g.discard))
    fits = [fitting(g, p) for p in range(len(g.names))]
    boats = any(g.complete_count(p) for p in range(len(g.names)))
    return not any(boats if g.rules.crazy_axe and g.kind(card).id == "axe" else layable(g, card, fits) for card in cards)


def exhausted(g: Game) -> bool:
    """rule end.piles-exhausted: no card can be drawn, now or from a refilled pile."""
    return not any(g.piles) and not may_refill(g)


def draw_actions(g: Game) -> list[Act]:
    # rule turn.draw: any pile that has cards; the discard pile is drawn from only where a
    # reading makes it a further pile, numbered after the others, beside stacks that still
    # hold cards (ruling amigo-discard-draw)
    actions: list[Act] = [("draw", k + 1) for k, pile in enumerate(g.piles) if pile]
    if g.rules.discard_draw and g.discard and actions:
        actions.append(("draw", len(g.piles) + 1))
    # rule turn.voluntary-stop: after a card, or before any (ruling turn-voluntary-stop)
    if g.rules.voluntary_stop and (g.drawn >= 1 or g.rules.stop_before_drawing):
        actions.append(("stop",))
    # rule end.play-on: with three boats, the end at any moment of one's turn (ruling amigo-who-may-end)
    if g.rules.end_chance == "any-time" and actions and end.may_end(g):
        actions.append(("end",))
    return actions


def stops_drawing(g: Game, card: str) -> bool:
    """rule turn.stop-drawing: whether drawing this card ends the run of drawing."""
    kind = g.kind(card)
    stop = g.rules.stop_on
    if "duplicate" in stop and _already_there(g, card):
        return True
    if "indian" in stop:
        if g.rules.indian_stop == "shows-indians":
            if kind.indians:
                return True
        elif not (kind.category in GO_ON or kind.is_booty):
            return True  # ruling ass-i-totem-stops: only empty bows, empty sterns and booty let one go on
    return "special" in stop and kind.id in ("lasso", "archer", "axe")


def _already_there(g: Game, card: str) -> bool:
    """Whether the player has this card already: one of the same picture, or also of the same
    number colour (ruling duplicate-colour; colours are written only with two tribes)."""
    if g.rules.duplicate_colour:
        return any(x == card for row in g.display(g.turn) for x in row)
    return g.has_kind(g.turn, g.kind(card).id)


def do_draw(g: Game, pile: int) -> None:
    g.pop()
    if pile == len(g.piles) + 1:
        card = g.discard.pop(0)
    else:
        cards = g.piles[pile - 1]
        card, g.piles[pile - 1] = cards[0], cards[1:]
    g.drawn += 1
    g.emit("drew", card=card, pile=pile)
    if g.rules.reshuffle_when == "on-exhaustion" and pile <= len(g.piles) and not g.piles[pile - 1]:
        refill(g)  # rule piles.reshuffle (ruling reshuffle-timing): at once, not when a draw is due
    if g.rules.piles_end == "last-card-taken" and exhausted(g):
        # rule end.piles-exhausted (ruling piles-exhausted-end): the cards are exhausted the
        # moment the last is taken; it is never placed, so it is set aside with the lost cards
        g.lose([card], "end.piles-exhausted")
        game_over(g, "end.piles-exhausted")
        return
    if stops_drawing(g, card):
        g.ending = True
    if g.rules.crazy_axe and g.kind(card).id == "axe":
        g.push(SinkItem(card=card))  # rule cards.crazy-axe: never placed on a free space
    else:
        g.push(place_item(card, "drawn"))
        if g.rules.special_timing == "before-placing":
            special_action(g, card)  # ruling pelikan-special-timing: at once on being drawn


def special_action(g: Game, card: str) -> None:
    """rule cards.lasso / cards.archer: queue the action of a lasso thrower or an archer."""
    kind = g.kind(card).id
    if kind == "lasso":
        g.push(LASSO)
    elif kind == "archer":
        g.push(SHOOT)


def do_stop(g: Game) -> None:
    g.pop()
    g.ending = True


def place_actions(g: Game, item: PlaceItem) -> list[Act]:
    spots = placements(g, g.turn, item.card, source=item.source)
    actions: list[Act] = list(spots)
    # rule turn.unplaceable-card: a drawn card that fits nowhere is discarded; in Amigo
    # any drawn card may be. A card taken that fits nowhere (only where the lasso or a claim
    # may take such cards, ruling lasso-placeable) is lost.
    if item.source == "drawn" and g.rules.voluntary_discard or not spots:
        actions.append(("discard",))
    return actions


def do_place(g: Game, item: PlaceItem, r: int, c: int, shift: str) -> None:
    g.pop()
    p = g.turn
    kind = g.kind(item.card)
    had = item.source == "lassoed" and g.has_kind(p, kind.id)
    r0, c0, completed = place(g, p, item.card, r, c, shift)
    g.emit("placed", card=item.card, at=g.cell(r0, c0))
    # ruling pelikan-special-timing: a drawn one acts now unless it acted on being drawn;
    # ruling gained-special-acts: one that came otherwise acts only where that reading holds
    if g.rules.gained_specials_act if item.source != "drawn" else g.rules.special_timing == "after-placing":
        special_action(g, item.card)
    if item.source == "lassoed" and g.rules.lasso_duplicate_ends_turn and had:
        g.ending = True  # ruling pelikan-lasso-duplicate
    if kind.category is Category.PERSON and g.rules.hunters_claim:
        g.push(ClaimItem(suite=kind.suite, spoils=item.source == "spoils"))  # type: ignore[arg-type]
    for first in completed:  # ruling shift-completion: a shift may complete another boat of the row
        completed_boat(g, r0, first, item.source)


def completed_boat(g: Game, r: int, c: int, source: str) -> None:
    """What completing a boat sets off: its attack, the end-of-game check, the stop."""
    boat = g.boat_at(g.turn, r, c)
    assert boat is not None
    span = g.span(r, boat)
    g.emit("completed", boat=span)
    if "completion" in g.rules.stop_on:
        g.ending = True
    if g.counts_completed():  # rulings three-boats-count, amigo-fifth-boat
        g.completed[g.names[g.turn]] += 1
    if g.first_three is None and end.boats(g, g.rules.boats_counted) >= 3:
        g.first_three = g.names[g.turn]  # rule scoring.first-three
    # rule attack.when / attack.chained (rulings pelikan-chained, gained-card-completion)
    attacks = (source != "spoils" or g.rules.chained_attacks) and (
        source in ("drawn", "spoils") or g.rules.gained_cards_attack)
    if g.rules.end_timing == "before-attack":
        # ruling end-timing: the end comes with the completion, before any attack; where the
        # player may choose, he does so at the attack decision (rules.attack.attack_actions)
        rule = end.forced(g)
        if rule is not None:
            end.game_over(g, rule)
            return
        if attacks:
            g.push(AttackItem(boat=span))
            return
    if attacks:
        g.push(AttackItem(boat=span))
    g.push(END)


def do_discard(g: Game, item: PlaceItem) -> None:
    g.pop()
    if item.source != "drawn":
        # ruling lasso-placeable (take-then-lose): a card taken that fits nowhere is lost;
        # only a drawn card's fate ends the turn
        g.lose([item.card], {"lassoed": "cards.lasso", "claimed": "cards.hunters"}.get(item.source, "attack.spoils"))
        return
    if g.rules.unplaceable == "lost":
        g.lose([item.card], "turn.unplaceable-card")  # ruling ass-i-unplaceable
    else:
        g.discard.insert(0, item.card)
        g.emit("discarded", card=item.card)
    g.ending = True
    # rule cards.special-unplaced: in Pelikan and ASS-II the archer and lasso act anyway,
    # if they fit nowhere (not if discarded by choice), and unless they acted when drawn
    acts = g.rules.special_unplaced and g.rules.special_timing == "after-placing"
    if acts and not can_place(g, g.turn, item.card, "drawn"):
        special_action(g, item.card)
