"""Attacks: which boats a just-completed boat may conquer, and what happens to the cards."""

from __future__ import annotations

from itertools import combinations

from ..boats import Boat, sections, strength
from ..game import Game
from ..state import AttackItem, PlaceItem, Span, SpoilsItem
from .placement import can_place
from .special import shielded

Act = tuple
Unit = tuple[int, int, Boat, int]
"""A possible target: player, row (0-based), the boat or section, its strength."""


def attacker(g: Game, item: AttackItem) -> tuple[list[str], int, str | None]:
    """The attacking boat's cards, strength and tribe colour."""
    row = g.display(g.turn)[item.boat.row - 1]
    cards = [x for x in row[item.boat.first - 1 : item.boat.last] if x is not None]
    colours = {g.colour(x) for x in cards} - {None}
    return cards, strength(cards, g.kinds), next(iter(colours), None)


def units(g: Game, q: int) -> list[tuple[int, Boat]]:
    """rule attack.targets: the boats (or in ASS-I, sections) of player ``q`` one may attack."""
    kind = g.rules.attack_targets
    found: list[tuple[int, Boat]] = []
    for r, boat in g.boats(q):
        if boat.complete:
            if kind != "incomplete":
                found.append((r, boat))
        elif kind == "complete-or-section":
            found += [(r, s) for s in sections(g.display(q)[r], boat)]  # ruling ass-i-section
        else:
            found.append((r, boat))
    return found


def _refusal(g: Game, q: int, r: int, unit: Boat, power: int, colour: str | None) -> tuple[str, str] | None:
    """Why this unit may not be attacked by a boat of ``power`` and ``colour``, or ``None``."""
    cards = [x for x in g.display(q)[r][unit.first : unit.last + 1] if x is not None]
    if shielded(g, q, r, unit.first, "attack"):
        return "cards.totem", "the boat holds the totem, which shields it from attacks"
    d = strength(cards, g.kinds)
    if d >= power:
        return "attack.strength", f"its strength {d} is not below the attacker's {power}"
    if g.tribes:
        theirs = {g.colour(x) for x in cards} - {None}
        if colour in theirs:
            return "variant.two-tribes", f"a {colour} boat attacks only boats of the other tribe"
    return None


def targets(g: Game, item: AttackItem) -> list[Unit]:
    _, power, colour = attacker(g, item)
    found = []
    for q in range(len(g.names)):
        if q == g.turn:
            continue
        for r, unit in units(g, q):
            if _refusal(g, q, r, unit, power, colour) is None:
                cards = [x for x in g.display(q)[r][unit.first : unit.last + 1] if x is not None]
                found.append((q, r, unit, strength(cards, g.kinds)))
    return found


def attack_actions(g: Game, item: AttackItem) -> list[Act]:
    cards, power, _ = attacker(g, item)
    found = targets(g, item)
    if not found:
        return []
    actions: list[Act] = [("attack", (q, r + 1, u.first + 1, u.last + 1)) for q, r, u, _ in found]
    # rule attack.double: a shaman's boat divides its strength over two targets, each share
    # above its target's strength (ruling shaman-split)
    if g.rules.double_attack and any(g.kind(x).id == "shaman" for x in cards):
        for (q1, r1, u1, d1), (q2, r2, u2, d2) in combinations(found, 2):
            if d1 + d2 + 2 <= power:
                actions.append(("attack", (q1, r1 + 1, u1.first + 1, u1.last + 1), (q2, r2 + 1, u2.first + 1, u2.last + 1)))
    actions.append(("pass",))  # rule attack.optional
    return actions


def do_attack(g: Game, item: AttackItem, chosen: tuple[tuple[int, int, int, int], ...]) -> None:
    g.pop()
    spoils: list[SpoilsItem] = []
    for q, r, first, last in chosen:
        row = g.display(q)[r - 1]
        cards = [x for x in row[first - 1 : last] if x is not None]
        g.emit("attacked", boat=Span(row=r, first=first, last=last), victim=g.names[q], cards=tuple(cards))
        if g.rules.leftovers == "stay":
            # rule attack.losers: the Red Indians go; the rest stays until taken (ruling pelikan-leftovers)
            lost = []
            for c in range(first - 1, last):
                if row[c] is not None and g.kind(row[c]).indians:  # type: ignore[arg-type]
                    lost.append(row[c])
                    row[c] = None
            g.lose(lost, "attack.losers")  # type: ignore[arg-type]
            spoils.append(SpoilsItem(victim=g.names[q], boat=Span(row=r, first=first, last=last)))
        else:
            for c in range(first - 1, last):
                row[c] = None
            g.trim(q)
            loot = [x for x in cards if _loot(g, x)]
            g.lose([x for x in cards if not _loot(g, x)], "attack.losers")
            if loot:
                spoils.append(SpoilsItem(cards=tuple(loot)))
    for s in spoils:
        g.push(s)
    if g.rules.attack_ends_turn:
        g.ending = True  # ruling attack-ends-turn
    if g.rules.free_turn and not any(take_actions(g, s) for s in spoils):
        g.ending = False  # rule turn.free-turn: nothing usable, so the attacker draws again


def _loot(g: Game, card: str) -> bool:
    """rule attack.spoils: what the attacker may keep of a conquered boat."""
    kind = g.kind(card)
    if g.rules.spoils == "booty":
        return kind.is_booty
    return kind.is_booty or kind.is_empty  # ruling ass-i-spoils-empty


def take_actions(g: Game, item: SpoilsItem) -> list[Act]:
    """rule attack.spoils: the conquered cards the attacker may still take and place."""
    actions: list[Act] = []
    if item.victim is not None and item.boat is not None:
        q = g.names.index(item.victim)
        row = g.display(q)[item.boat.row - 1]
        for c in range(item.boat.first - 1, item.boat.last):
            card = row[c]
            if card is None or g.has_kind(g.turn, g.kind(card).id):
                continue  # Pelikan: only cards of kinds the attacker does not have yet
            if can_place(g, g.turn, card, "spoils"):
                actions.append(("take", "", item.boat.row, c + 1))
    else:
        for card in dict.fromkeys(item.cards):
            if can_place(g, g.turn, card, "spoils"):
                actions.append(("take", card, 0, 0))
    return actions


def do_take(g: Game, item: SpoilsItem, card: str, r: int, c: int) -> None:
    if item.victim is not None:
        q = g.names.index(item.victim)
        card, _, _ = g.remove(q, r - 1, c - 1)
    else:
        rest = list(item.cards)
        rest.remove(card)
        if rest:
            g.pending[0] = SpoilsItem(cards=tuple(rest))
        else:
            g.pop()
    g.emit("took", card=card)
    g.push(PlaceItem(card=card, source="spoils"))


def finish_spoils(g: Game, item: SpoilsItem) -> None:
    """rule attack.leftovers: untaken cards stay (Pelikan, ASS-II) or are lost."""
    g.pop()
    if item.cards:
        g.lose(list(item.cards), "attack.leftovers")
