"""Mutants of the turn (order, drawing, stopping, the last card, unplaceable cards, the free
turn) and of the piles (the discard pile, the reshuffle)."""

from __future__ import annotations

from typing import Any

from ...engine import entry as engine, game
from ...engine.rules import turn
from ..declare import ALL, code, data
from ..patch import Patches

@code("turn-order-backwards", "turn", "turn.order", ALL,
      "the turn passes to the previous player in seat order (counter-clockwise)")
def _backwards(p: Patches) -> None:
    def fresh_draw(g: Any) -> None:
        if g.ending:
            g.turn = (g.turn - 1) % len(g.names)
            g.drawn = 0
            g.ending = False
            g.emit("turn")
        g.pending.append(game.DRAW)
    p.replace(engine, "fresh_draw", fresh_draw)


@code("turn-first-pile-only", "turn", "turn.draw", ("ass-i", "amigo"),
      "the player must draw from the first pile that has cards; he may not choose the pile")
def _first_pile(p: Patches) -> None:
    def make(real: Any) -> Any:
        def draw_actions(g: Any) -> list[Any]:
            actions = real(g)
            first = next((a for a in actions if a[0] == "draw"), None)
            return [a for a in actions if a[0] != "draw" or a is first]
        return draw_actions
    p.wrap(turn, "draw_actions", make)


@code("turn-draw-from-the-bottom", "turn", "turn.draw", ALL,
      "a card is drawn from the bottom of the pile, not from the top")
def _bottom(p: Patches) -> None:
    def make(real: Any) -> Any:
        def do_draw(g: Any, pile: int) -> None:
            if pile > len(g.piles):
                if len(g.discard) > 1:
                    g.discard.insert(0, g.discard.pop())
            elif len(cards := g.piles[pile - 1]) > 1:
                g.piles[pile - 1] = (cards[-1], *cards[:-1])
            real(g, pile)
        return do_draw
    p.wrap(turn, "do_draw", make)


data("turn-specials-go-on", "turn", "turn.stop-drawing", ("amigo",),
     "in Amigo a drawn lasso thrower, archer or Crazy Axe does not end the drawing",
     {"rules": {"stop_on": ["duplicate", "completion"]}})
data("turn-completion-goes-on", "turn", "turn.stop-drawing", ("amigo",),
     "in Amigo completing a boat does not end the drawing", {"rules": {"stop_on": ["duplicate", "special"]}})
data("turn-ass-i-any-indian-card-goes-on", "turn", "turn.stop-drawing", ("ass-i",),
     "in ASS-I only a card showing Red Indians ends the drawing (the totem, the persons go on)",
     {"rules": {"indian_stop": "shows-indians"}})
data("turn-duplicate-by-colour", "turn", "turn.stop-drawing", ("amigo",),
     "a card stops the drawing only if one of the same picture and the same number colour is there",
     {"rules": {"duplicate_colour": True}})


@code("turn-duplicate-goes-on", "turn", "turn.stop-drawing", ("pelikan-1975", "ass-ii", "amigo"),
      "a card of a kind already in the display does not stop the drawing")
def _duplicate_goes_on(p: Patches) -> None:
    p.replace(turn, "_already_there", lambda g, card: False)


@code("turn-duplicate-blocks-every-row", "turn", "turn.stop-drawing", ("pelikan-1975", "ass-ii", "amigo"),
      "a card stops the drawing only when its picture lies in every row (it cannot be placed), "
      "not as soon as it lies anywhere in the display")
def _duplicate_everywhere(p: Patches) -> None:
    def already(g: Any, card: str) -> bool:
        kind = g.kind(card).id
        rows = g.display(g.turn)
        return bool(rows) and all(any(x is not None and g.kind(x).id == kind for x in row) for row in rows)
    p.replace(turn, "_already_there", already)


data("turn-pelikan-may-stop", "turn", "turn.voluntary-stop", ("pelikan-1975", "ass-ii"),
     "in Pelikan and Ogallala II a player may stop drawing whenever he likes",
     {"rules": {"voluntary_stop": True}})
data("turn-ass-i-may-not-stop", "turn", "turn.voluntary-stop", ("ass-i", "amigo"),
     "in ASS-I and Amigo the player may not stop drawing of his own accord",
     {"rules": {"voluntary_stop": False}})
data("turn-ass-i-unplaceable-discarded", "turn", "turn.unplaceable-card", ("ass-i",),
     "in ASS-I a card that fits nowhere goes to a discard pile, as in the other editions",
     {"rules": {"unplaceable": "discard"}})
data("turn-pelikan-discard-at-will", "turn", "turn.unplaceable-card", ("pelikan-1975", "ass-ii"),
     "in Pelikan and Ogallala II any drawn card may be discarded, as in Amigo",
     {"rules": {"voluntary_discard": True}})
data("turn-amigo-must-place", "turn", "turn.unplaceable-card", ("amigo",),
     "in Amigo a card that can be placed must be placed (no discarding by choice)",
     {"rules": {"voluntary_discard": False}})


@code("turn-unplaceable-goes-on", "turn", "turn.unplaceable-card", ("pelikan-1975", "ass-ii"),
      "a drawn card discarded because it fits nowhere does not end the turn: the player draws again")
def _discard_goes_on(p: Patches) -> None:
    def make(real: Any) -> Any:
        def do_discard(g: Any, item: Any) -> None:
            was = g.ending
            real(g, item)
            if item.source == "drawn" and not was and not g.over:
                g.ending = False
        return do_discard
    p.wrap(turn, "do_discard", make)


@code("turn-last-card-discarded", "turn", "turn.last-card", ALL,
      "the card that ends the drawing is discarded instead of placed")
def _last_card_discarded(p: Patches) -> None:
    def make(real: Any) -> Any:
        def do_draw(g: Any, pile: int) -> None:
            real(g, pile)
            head = g.head()
            if g.over or head is None or head.kind != "place" or head.source != "drawn" or not g.ending:
                return
            g.pop()
            g.discard.insert(0, head.card)
            g.emit("discarded", card=head.card)
        return do_draw
    p.wrap(turn, "do_draw", make)


data("turn-no-free-turn", "turn", "turn.free-turn", ("pelikan-1975", "ass-ii"),
     "no free turn after a fruitless attack", {"rules": {"free_turn": False}})
data("turn-free-turn-whenever-nothing-taken", "turn", "turn.free-turn", ("pelikan-1975", "ass-ii"),
     "the free turn follows whenever the attacker takes no card, even one he could have used",
     {"rules": {"free_turn_when": "takes-none"}})


# -- the piles -----------------------------------------------------------------------

data("piles-no-reshuffle", "piles", "piles.reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
     "the discard pile is never turned into a new pile: the game ends when the piles run out",
     {"rules": {"reshuffle": False}})
data("piles-reshuffle-as-it-lies", "piles", "piles.reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
     "the discard pile becomes the new pile as it lies, without shuffling",
     {"rules": {"reshuffle_order": "as-it-lies"}})
data("piles-reshuffle-forever", "piles", "piles.reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
     "the discard pile goes round again even when none of its cards can be laid",
     {"rules": {"reshuffle_limit": "always"}})
data("piles-reshuffle-at-once", "piles", "piles.reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
     "an empty pile is refilled the moment its last card is drawn, not when a draw is due",
     {"rules": {"reshuffle_when": "on-exhaustion"}})


@code("piles-discard-to-bottom", "piles", "piles.discard", ("pelikan-1975", "ass-ii", "amigo"),
      "a discarded card is put under the discard pile, not on top")
def _discard_bottom(p: Patches) -> None:
    def make(real: Any) -> Any:
        def do_discard(g: Any, item: Any) -> None:
            before = len(g.discard)
            real(g, item)
            if len(g.discard) == before + 1 and g.discard and g.discard[0] == item.card:
                g.discard.append(g.discard.pop(0))
        return do_discard
    p.wrap(turn, "do_discard", make)


@code("piles-lost-cards-to-bottom", "piles", "piles.discard", ("pelikan-1975", "ass-ii", "amigo"),
      "cards lost in an attack, to the archer or to Crazy Axe go under the discard pile, not on top")
def _lost_bottom(p: Patches) -> None:
    def make(real: Any) -> Any:
        def lose(self: Any, cards: list[str], rule: str) -> None:
            before = len(self.discard)
            real(self, cards, rule)
            added = len(self.discard) - before
            if added > 0:
                self.discard[:] = self.discard[added:] + self.discard[:added]
        return lose
    p.wrap(game.Game, "lose", make)
