"""Why an action is not legal now: the rule it breaks and the reason, in words.

Called only for actions outside the legal set, so it may take its time; it asks the same
rule functions that build the legal set, never a second copy of the rules.
"""

from __future__ import annotations

from typing import Any

from ..game import Game
from .attack import pooled
from ...model.state import AttackItem, PlaceItem, SpoilsItem
from . import attack, special, tribes
from .placement import shift_violation, spot_violation

DECISION_RULES = {
    "draw": "turn.draw", "place": "placement.where", "lasso": "cards.lasso", "shoot": "cards.archer",
    "sink": "cards.crazy-axe", "claim": "cards.hunters", "spoils": "attack.spoils", "attack": "attack.when",
    "end": "end.three-boats",
}

FITS = {
    "draw": {"draw", "stop"}, "place": {"place", "discard"}, "lasso": {"lasso", "pass"},
    "shoot": {"shoot", "pass"}, "sink": {"sink"}, "claim": {"claim", "pass"},
    "spoils": {"take", "done"}, "attack": {"attack", "pass"}, "end": {"end", "play-on"},
}

WHAT = {
    "draw": "draw a card", "place": "place the card in hand", "lasso": "throw the lasso",
    "shoot": "shoot with the archer", "sink": "sink a complete boat with Crazy Axe",
    "claim": "claim the hunter's booty", "spoils": "take spoils", "attack": "attack with the boat just completed",
    "end": "end the game or play on",
}


def explain(g: Game, t: tuple[Any, ...]) -> tuple[str, str]:
    head = g.pending[0]
    name = t[0]
    player = g.names[g.turn]
    if name not in FITS[head.kind]:
        if name == "attack":
            return "attack.when", f"a boat attacks only right after its completion; {player} must now {WHAT[head.kind]}"
        return DECISION_RULES[head.kind], f"{player} must now {WHAT[head.kind]}, not {name}"
    match name:
        case "draw":
            k = t[1]
            if not 1 <= k <= len(g.piles):
                return "turn.draw", f"there is no pile {k}"
            return "turn.draw", f"pile {k} is empty"
        case "stop":
            if not g.rules.voluntary_stop:
                return "turn.voluntary-stop", "the player must go on drawing until a card stops the turn"
            return "turn.voluntary-stop", "a turn begins with at least one card"
        case "place":
            assert isinstance(head, PlaceItem)
            _, r, c, shift = t
            found = shift_violation(g, g.turn, head.card, r, c, shift, head.source) if shift else spot_violation(g, g.turn, head.card, r, c, head.source)
            return found or ("placement.where", f"{head.card} may not be placed at r{r}c{c}")
        case "discard":
            if isinstance(head, PlaceItem) and head.source != "drawn":
                return "placement.where", f"a {head.source} card must be placed"
            return "turn.unplaceable-card", f"{head.card} can be placed, so it may not be discarded"
        case "done":
            return "attack.spoils", "the attacker takes every conquered card he can place"
        case "pass":
            if head.kind == "lasso":
                return "cards.lasso", "the lasso must take a card when it can"
            if head.kind == "shoot":
                return "cards.archer", "the archer must shoot when he can"
            if head.kind == "claim":
                return "cards.hunters", "the hunter must claim his booty when he can"
            return DECISION_RULES[head.kind], "passing is not possible now"
        case "lasso" | "shoot" | "claim":
            return _target(g, name, t[1], t[2] - 1, t[3] - 1)
        case "sink":
            return _sink(g, t[1] - 1, t[2] - 1, t[3] - 1)
        case "attack":
            assert isinstance(head, AttackItem)
            return _attack(g, head, t[1:])
        case "take":
            assert isinstance(head, SpoilsItem)
            return _take(g, head, t)
    return DECISION_RULES[head.kind], "not a legal action now"


def _sink(g: Game, r: int, first: int, last: int) -> tuple[str, str]:
    """Why Crazy Axe may not sink the span (0-based row and columns)."""
    player = g.names[g.turn]
    boats = {(r0, b.first, b.last): b for r0, b in g.complete_boats(g.turn)}
    if (r, first, last) not in boats:
        return "cards.crazy-axe", f"r{r + 1}c{first + 1}-r{r + 1}c{last + 1} is not one of {player}'s complete boats"
    if tribes.removal_mixes(g, g.display(g.turn)[r], boats[(r, first, last)].columns()):
        return "variant.two-tribes", "sinking it would join the boats beside it into one of both tribes"
    # ruling ass-i-axe-tribe: the axe goes only onto a boat without Indians of the other tribe
    return "variant.two-tribes", "Crazy Axe goes only onto a boat without Indians of the other tribe"


def _target(g: Game, name: str, q: int, r: int, c: int) -> tuple[str, str]:
    rule = {"lasso": "cards.lasso", "shoot": "cards.archer", "claim": "cards.hunters"}[name]
    if q == g.turn and (name == "claim" or not g.rules.special_own):  # ruling ass-i-special-owner
        return rule, "the target must be another player's card"
    grid = g.display(q)
    if not (0 <= r < len(grid) and 0 <= c < len(grid[r])) or grid[r][c] is None:
        return rule, f"{g.names[q]} has no card at r{r + 1}c{c + 1}"
    card = grid[r][c]
    boat = g.boat_at(q, r, c)
    assert boat is not None and card is not None
    kind = g.kind(card)
    if name == "shoot":
        if not kind.indians and g.rules.archer_targets == "indians":  # ruling ass-i-archer-target
            return rule, f"the archer shoots only cards showing Red Indians, not {kind.id}"
        if g.rules.archer_from == "incomplete" and boat.complete:
            return rule, "the archer may not shoot into a complete boat"
        if special.shielded(g, q, r, c, "archer"):
            return "cards.totem", "the totem shields that boat from the archer"
    elif name == "lasso":
        if g.rules.lasso_from == "incomplete" and boat.complete:
            return rule, "the lasso may not take a card from a complete boat"
        if special.shielded(g, q, r, c, "lasso") and not (kind.id == "totem" and not boat.complete):
            return "cards.totem", "the totem shields that boat from the lasso (only the totem itself may be taken)"
    elif name == "claim":
        if kind.suite is None or kind.category.value != "paired-booty":
            return rule, f"a hunter claims only the booty halves of his suite, not {kind.id}"
        if g.rules.claim_from == "incomplete" and boat.complete:  # ruling hunter-claims
            return rule, "a hunter may not claim a card from a complete boat"
        if special.shielded(g, q, r, c, "claim"):
            return "cards.totem", "the totem shields that boat from the hunter"
        if g.rules.claim_both:  # ruling hunter-claims
            return rule, "both halves of the booty must be claimed together, and both can not"
    if name in ("shoot", "lasso") and tribes.removal_mixes(g, grid[r], (c,)):  # ruling mixed-boats
        return "variant.two-tribes", "taking it would join the boats beside it into one of both tribes"
    return rule, f"{card} could not be placed in the player's display"


def _attack(g: Game, head: AttackItem, chosen: tuple[Any, ...]) -> tuple[str, str]:
    cards, power, colours = attack.attacker(g, head)
    if len(chosen) == 2 and not (g.rules.double_attack and any(g.kind(x).id == "shaman" for x in cards)):
        return "attack.double", "only a boat with a shaman attacks two boats (and only in Pelikan and ASS-II)"
    # Each target is judged as ``attack.targets`` judges it (another player's unit that
    # ``_refusal`` lets be): the first one it would not list names the refusal; the targets
    # it would list are all worked out only when every chosen one is among them.
    for q, r, a, b in chosen:
        if q == g.turn:
            return "attack.targets", "a boat attacks another player's boat"
        units = {(r0 + 1, u.first + 1, u.last + 1): u for r0, u in attack.units(g, q)}
        if (r, a, b) not in units:
            kinds = {"incomplete": "an incomplete boat", "any": "a boat", "complete-or-section": "a complete boat or a section of an incomplete boat"}
            return "attack.targets", f"r{r}c{a}-r{r}c{b} of {g.names[q]} is not {kinds[g.rules.attack_targets]}"
        refusal = attack._refusal(g, q, r - 1, units[(r, a, b)], power, colours)
        if refusal:
            return refusal
    found = {(q, r + 1, u.first + 1, u.last + 1): d for q, r, u, d in attack.targets(g, head)}
    d = sum(found.get(t, 0) for t in chosen)
    if len(chosen) == 2 and chosen[0] != chosen[1] and attack.divisible(g, power, found.get(chosen[0], 0), found.get(chosen[1], 0)):
        return "attack.double", "the two targets' spoils come in order of play: name the other one first"
    if g.rules.double_strength == "split-sum":
        return "attack.double", f"the two targets together (strength {d}) are not weaker than the attacker's {power}"
    return "attack.double", f"strength {power} cannot be divided so that each share exceeds its target (together {d})"


def _take(g: Game, head: SpoilsItem, t: tuple[Any, ...]) -> tuple[str, str]:
    _, card, r, c, *victim = t
    items = pooled(g)
    if victim and len(items) < 2:
        return "attack.spoils", "a take names the victim only where the spoils of two boats are one pool"
    if not victim and len(items) > 1:
        return "attack.spoils", "the spoils of two boats are one pool: a take names the victim whose card it is"
    if victim:
        mine = [x for x in items if x.victim == g.names[victim[0]] and x.boat is not None and x.boat.row == r
                and x.boat.first <= c <= x.boat.last]
        if not mine:
            return "attack.spoils", f"r{r}c{c} holds no card of a boat conquered from {g.names[victim[0]]}"
        head = mine[0]
    if head.victim is not None:
        q = g.names.index(head.victim)
        row = g.display(q)[r - 1] if 1 <= r <= len(g.display(q)) else []
        if head.boat is None or r != head.boat.row or not head.boat.first <= c <= head.boat.last or not row or row[c - 1] is None:
            return "attack.spoils", f"r{r}c{c} holds no card of the conquered boat"
        card = row[c - 1]
        if g.has_kind(g.turn, g.kind(card).id):
            return "attack.spoils", f"the attacker already has {g.kind(card).id}, so he may not take another"
    elif card not in head.cards:
        return "attack.spoils", f"{card or 'that'} is not among the conquered cards in hand"
    return "attack.spoils", f"{card} could not be placed in the attacker's display"
