"""Mutants of the cards: combat values, lasso, archer, a special card that fits nowhere,
Crazy Axe, the totem, chief, shaman and the hunters."""

from __future__ import annotations

from typing import Any

from ...engine.rules import attack, special
from ..declare import ALL, code, data
from ..patch import Patches

OLDER = ("pelikan-1975", "ass-ii")


data("cards-chief-worth-four", "cards", "cards.chief", ALL,
     "the chief's combat value is 4, not 5", {"cards": {"chief": {"value": 4}}})
data("cards-shaman-worth-five", "cards", "cards.shaman", ALL,
     "the shaman's combat value is 5, not 10", {"cards": {"shaman": {"value": 5}}})
data("cards-bow-indian-worth-two", "cards", "cards.combat-values", ALL,
     "a bow with one Red Indian is worth 2 (counting the bow itself)", {"cards": {"bow1": {"value": 2}}})
data("cards-lasso-thrower-worth-nothing", "cards", "cards.combat-values", ALL,
     "the lasso thrower has no combat value (he is a special card, not a fighter)",
     {"cards": {"lasso": {"value": 0}}})
data("cards-lasso-from-complete-boats", "cards", "cards.lasso", ("ass-i", "amigo"),
     "the lasso may take from complete boats in ASS-I and Amigo", {"rules": {"lasso_from": "any"}})
data("cards-pelikan-lasso-incomplete-only", "cards", "cards.lasso", OLDER,
     "in Pelikan and Ogallala II the lasso takes only from incomplete boats", {"rules": {"lasso_from": "incomplete"}})
data("cards-amigo-lasso-optional", "cards", "cards.lasso", ("amigo",),
     "in Amigo the lasso thrower may decline to throw", {"rules": {"lasso_optional": True}})
data("cards-pelikan-lasso-compulsory", "cards", "cards.lasso", OLDER,
     "in Pelikan and Ogallala II the lasso must be thrown when it can", {"rules": {"lasso_optional": False}})
data("cards-lasso-duplicate-goes-on", "cards", "cards.lasso", OLDER,
     "a lassoed card of a kind the player has does not end his turn", {"rules": {"lasso_duplicate_ends_turn": False}})
data("cards-lasso-takes-unplaceable", "cards", "cards.lasso", ALL,
     "the lasso may take a card the player cannot place (it is then lost)", {"rules": {"takes_unplaceable": True}})


@code("cards-archer-shoots-any-card", "cards", "cards.archer", ALL,
      "the archer may shoot any card, booty included")
def _any_card(p: Patches) -> None:
    def shoot_actions(g: Any) -> list[Any]:
        found = [("shoot", q, r + 1, c + 1) for q, r, c, card in special._cards_of_others(g)
                 if not (g.rules.archer_from == "incomplete" and g.boat_at(q, r, c).complete)]
        return found + ([("pass",)] if found and g.rules.archer_optional else [])
    p.replace(special, "shoot_actions", shoot_actions)


data("cards-archer-into-complete-boats", "cards", "cards.archer", ("ass-i", "amigo"),
     "the archer may shoot into complete boats in ASS-I and Amigo", {"rules": {"archer_from": "any"}})
data("cards-amigo-archer-optional", "cards", "cards.archer", ("amigo",),
     "in Amigo the archer may decline to shoot", {"rules": {"archer_optional": True}})
data("cards-archer-own-boats", "cards", "cards.archer", ALL,
     "the lasso and the archer may also take cards of the player's own boats", {"rules": {"special_own": True}})
data("cards-act-before-placing", "cards", "cards.archer", ("pelikan-1975",),
     "a drawn archer or lasso thrower acts at once, before he is placed",
     {"rules": {"special_timing": "before-placing"}})
data("cards-unplaced-specials-act", "cards", "cards.special-unplaced", ("ass-i", "amigo"),
     "a drawn lasso or archer that fits nowhere acts anyway in ASS-I and Amigo", {"rules": {"special_unplaced": True}})
data("cards-unplaced-specials-idle", "cards", "cards.special-unplaced", OLDER,
     "a drawn lasso or archer that fits nowhere does nothing in Pelikan and Ogallala II",
     {"rules": {"special_unplaced": False}})


@code("cards-axe-spares-the-totem", "cards", "cards.crazy-axe", ("ass-i", "amigo"),
      "Crazy Axe spares a boat with the totem")
def _spares_totem(p: Patches) -> None:
    def sink_actions(g: Any) -> list[Any]:
        return [("sink", r + 1, b.first + 1, b.last + 1) for r, b in g.complete_boats(g.turn)
                if not any(g.kind(x).id == "totem" for x in g.cards_of(g.turn, r, b))]
    p.replace(special, "sink_actions", sink_actions)


@code("cards-axe-optional", "cards", "cards.crazy-axe", ("ass-i", "amigo"),
      "the player may decline to sink a boat with Crazy Axe")
def _axe_optional(p: Patches) -> None:
    def make(real: Any) -> Any:
        def sink_actions(g: Any) -> list[Any]:
            found: list[Any] = real(g)
            return found + [("pass",)] if found else found
        return sink_actions
    p.wrap(special, "sink_actions", make)


@code("cards-axe-leaves-the-game", "cards", "cards.crazy-axe", ("amigo",),
      "in Amigo a Crazy Axe that has sunk a boat leaves the game instead of going to the discard pile")
def _axe_out(p: Patches) -> None:
    def make(real: Any) -> Any:
        def do_sink(g: Any, item: Any, r: int, first: int, last: int) -> None:
            real(g, item, r, first, last)
            if item.card in g.discard:
                g.discard.remove(item.card)
                g.out.append(item.card)
        return do_sink
    p.wrap(special, "do_sink", make)


@code("cards-totem-shields-nothing", "cards", "cards.totem", ALL, "the totem shields nothing")
def _shields_nothing(p: Patches) -> None:
    p.replace(special, "shielded", lambda *args: False)
    p.replace(attack, "shielded", lambda *args: False)


data("cards-totem-not-against-lasso", "cards", "cards.totem", ("pelikan-1975", "ass-ii", "ass-i"),
     "the totem shields from attacks and the archer, not from the lasso",
     {"rules": {"totem_shields": ["attack", "archer"]}})
data("cards-amigo-totem-against-archer", "cards", "cards.totem", ("amigo",),
     "in Amigo the totem shields from the archer too", {"rules": {"totem_shields": ["attack", "archer"]}})
data("cards-ass-i-totem-whole-boat", "cards", "cards.totem", ("ass-i",),
     "in ASS-I the totem shields its whole incomplete boat, not only its section",
     {"rules": {"totem_scope": "boat"}})
data("cards-no-hunter-claims", "cards", "cards.hunters", OLDER,
     "a placed hunter claims nothing", {"rules": {"hunters_claim": False}})
data("cards-hunter-claims-compulsory", "cards", "cards.hunters", OLDER,
     "a hunter's claim may not be declined", {"rules": {"claim_optional": False}})
data("cards-hunter-claims-incomplete-only", "cards", "cards.hunters", OLDER,
     "a hunter claims only from incomplete boats", {"rules": {"claim_from": "incomplete"}})
