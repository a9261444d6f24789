"""Attacks: which boats a just-completed boat may conquer, and what happens to the cards."""

from __future__ import annotations

from itertools import combinations, permutations
from typing import Any

from ...model.boats import Boat, sections, strength
from ...model.cards import Category
from ..game import Game, place_item, span as span_of
from ...model.state import AttackItem, Span, SpoilsItem
from . import end
from .placement import can_place
from . import tribes
from .special import shielded

Act = tuple[Any, ...]
Unit = tuple[int, int, Boat, int]
"""A possible target: player, row (0-based), the boat or section, its strength."""


def attacker(g: Game, item: AttackItem) -> tuple[list[str], int, frozenset[str]]:
    """The attacking boat's cards, strength (rule attack.strength) and tribe colours (none
    without Indians or without the variant, two for a boat of both tribes: ruling
    mixed-boats)."""
    row = g.display(g.turn)[item.boat.row - 1]
    cards = [x for x in row[item.boat.first - 1 : item.boat.last] if x is not None]
    if g.rules.attack_power == "display":  # ruling amigo-attacking-boat: the player's whole strength
        power = sum(strength(g.cards_of(g.turn, r, boat), g.kinds) for r, boat in g.boats(g.turn))
    else:
        power = strength(cards, g.kinds)
    return cards, power, tribes.colours(g, cards)


def units(g: Game, q: int) -> list[tuple[int, Boat]]:
    """rule attack.targets: the boats (or in ASS-I, sections) of player ``q`` one may attack."""
    kind = g.rules.attack_targets
    found: list[tuple[int, Boat]] = []
    for r, boat in g.boats(q):
        if boat.complete:
            if kind != "incomplete":
                found.append((r, boat))
        elif kind == "complete-or-section":
            for s in sections(g.display(q)[r], boat):  # ruling ass-i-section
                found += [(r, run) for run in _runs(s)] if g.rules.section_runs == "any" else [(r, s)]
        else:
            found.append((r, boat))
    return found


def _runs(section: Boat) -> list[Boat]:
    """Every run of adjacent cards within a section, for an attacker who may cut the section
    where he likes (ruling ass-i-section, any-run)."""
    return [Boat(a, b, b - a + 1, False) for a in section.columns() for b in range(a, section.last + 1)]


def _guarded(g: Game, q: int, r: int, unit: Boat, cards: list[str]) -> bool:
    """rule cards.totem: whether a totem shields this target from the attack. Where the
    attacker cuts any run out of an incomplete boat, only a run holding the totem is guarded
    (ruling ass-i-section)."""
    if g.rules.section_runs == "any" and not unit.complete and g.rules.attack_targets == "complete-or-section":
        return "attack" in g.rules.totem_shields and any(g.kind(x).id == "totem" for x in cards)
    return shielded(g, q, r, unit.first, "attack")


def _colours(g: Game, q: int, r: int, unit: Boat, cards: list[str]) -> set[str]:
    """variant.two-tribes: the tribe colours of a target: those of its own cards, or those of
    the whole boat a section belongs to (ruling ass-i-section-colour)."""
    if g.rules.tribe_colour_of == "boat" and not unit.complete:
        boat = g.boat_at(q, r, unit.first)
        if boat is not None:
            cards = g.cards_of(q, r, boat)
    return set(tribes.colours(g, cards))


def _refusal(g: Game, q: int, r: int, unit: Boat, power: int, colours: frozenset[str]) -> tuple[str, str] | None:
    """Why this unit may not be attacked by a boat of ``power`` and tribe ``colours``, or ``None``."""
    cards = [x for x in g.display(q)[r][unit.first : unit.last + 1] if x is not None]
    if _guarded(g, q, r, unit, cards):
        return "cards.totem", "the boat holds the totem, which shields it from attacks"
    d = strength(cards, g.kinds)
    if d >= power:
        return "attack.strength", f"its strength {d} is not below the attacker's {power}"
    if g.tribes:
        theirs = _colours(g, q, r, unit, cards)
        if not tribes.may_attack(g, colours, theirs):
            mine = " and ".join(sorted(colours))
            return "variant.two-tribes", (f"a {mine} boat attacks only boats of the other tribe" if len(colours) == 1
                                          else f"a boat of both tribes ({mine}) attacks only boats without Indians")
        if tribes.removal_mixes(g, g.display(q)[r], unit.columns()):
            # ruling mixed-boats, removal-refused: the conquest would join boats of both tribes
            return "variant.two-tribes", "taking it would join the boats beside it into one of both tribes"
    return None


def targets(g: Game, item: AttackItem) -> list[Unit]:
    _, power, colours = attacker(g, item)
    found = []
    for q in range(len(g.names)):
        if q == g.turn:
            continue
        for r, unit in units(g, q):
            if _refusal(g, q, r, unit, power, colours) is None:
                cards = [x for x in g.display(q)[r][unit.first : unit.last + 1] if x is not None]
                found.append((q, r, unit, strength(cards, g.kinds)))
    return found


def attack_actions(g: Game, item: AttackItem) -> list[Act]:
    cards, power, _ = attacker(g, item)
    found = targets(g, item)
    # rule end.three-boats: where the end comes at the completion itself, the player who may
    # end the game decides it together with the attack (ruling end-timing, before-attack)
    offer_end = g.rules.end_timing == "before-attack" and end.may_end(g)
    if not found:
        return [("end",), ("play-on",)] if offer_end else []
    actions: list[Act] = [("attack", (q, r + 1, u.first + 1, u.last + 1)) for q, r, u, _ in found]
    if g.rules.double_attack and any(g.kind(x).id == "shaman" for x in cards):
        actions += [("attack", *pair) for pair in double_targets(g, found, power)]
    actions.append(("pass",))  # rule attack.optional
    if offer_end:
        actions.append(("end",))
    return actions


def double_targets(g: Game, found: list[Unit], power: int) -> list[tuple[tuple[int, int, int, int], ...]]:
    """rule attack.double: the pairs of targets a shaman's boat may attack together.

    The strength is divided over the two (ruling shaman-split); the spoils are worked off in
    the order the targets are named, which the attacker chooses, or in order of play from him
    (ruling shaman-spoils-order).
    """
    if g.rules.double_spoils_order == "attacker-chooses":
        pairs = list(permutations(found, 2))
    # play-order, and pooled (the two boats' cards are one pool: the order in which they are
    # named only orders the leftovers, so it is the order of play, as one canonical action)
    else:
        seats = len(g.names)
        pairs = list(combinations(sorted(found, key=lambda t: ((t[0] - g.turn) % seats, t[1], t[2].first)), 2))
    return [
        tuple((q, r + 1, u.first + 1, u.last + 1) for q, r, u, _ in pair)
        for pair in pairs
        if divisible(g, power, pair[0][3], pair[1][3])
    ]


def divisible(g: Game, power: int, d1: int, d2: int) -> bool:
    """rule attack.double (ruling shaman-split): whether ``power`` suffices for two targets of
    strengths ``d1`` and ``d2``, each of them already weaker than ``power``."""
    if g.rules.double_strength == "split-strict":
        return d1 + d2 + 2 <= power  # each share strictly above its target
    if g.rules.double_strength == "split-sum":
        return d1 + d2 < power
    return True  # full-each


def do_attack(g: Game, item: AttackItem, chosen: tuple[tuple[int, int, int, int], ...]) -> None:
    g.pop()
    spoils: list[SpoilsItem] = []
    fruitless: list[bool] = []
    for q, r, first, last in chosen:
        row = g.display(q)[r - 1]
        cards = [x for x in row[first - 1 : last] if x is not None]
        g.emit("attacked", boat=span_of(r, first, last), victim=g.names[q], cards=tuple(cards))
        conquer = _conquer_in_place if on_victims_display(g) else _conquer_in_hand
        found = conquer(g, q, span_of(r, first, last))
        if found is not None:
            spoils.append(found)
        fruitless.append(found is None or not take_actions(g, found))
    for s in spoils:
        g.push(s)
    if g.rules.attack_ends_turn:
        g.ending = True  # ruling attack-ends-turn
    if g.rules.free_turn and _free_turn(g, fruitless):
        g.ending = False  # rule turn.free-turn: the attacker draws again


def _conquer_in_place(g: Game, q: int, span: Span) -> SpoilsItem | None:
    """rule attack.losers: the lost cards leave the victim's display; the rest stays there
    until taken (rulings pelikan-attack-losers, pelikan-leftovers, amigo-unplaced-spoils).
    The spoils to take from the display, if any card is left."""
    grid = g.display(q)
    row = list(grid[span.row - 1])
    lost = []
    for c in range(span.first - 1, span.last):
        card = row[c]
        if card is not None and _lost(g, card):
            lost.append(card)
            row[c] = None
    grid[span.row - 1] = tuple(row)
    left = any(row[c] is not None for c in range(span.first - 1, span.last))
    dr, dc = g.trim(q)
    g.lose(_discard_order(g, lost), "attack.losers")
    if not left:
        return None
    return SpoilsItem(victim=g.names[q], boat=_renumbered(g, q, span, dr, dc) or span)


def _conquer_in_hand(g: Game, q: int, span: Span) -> SpoilsItem | None:
    """rule attack.losers / attack.spoils: every card leaves the victim's display; the lost
    ones go, the spoils come into the attacker's hand (ASS-I, Amigo). The spoils, if any."""
    grid = g.display(q)
    row = grid[span.row - 1]
    cards = [x for x in row[span.first - 1 : span.last] if x is not None]
    grid[span.row - 1] = row[: span.first - 1] + (None,) * (span.last - span.first + 1) + row[span.last :]
    g.trim(q)
    g.lose(_discard_order(g, [x for x in cards if _lost(g, x)]), "attack.losers")
    loot = [x for x in cards if not _lost(g, x)]
    return SpoilsItem(cards=tuple(loot)) if loot else None


def on_victims_display(g: Game) -> bool:
    """Whether the conquered cards wait on the victim's display while the attacker takes
    them (Pelikan, ASS-II: he takes kinds he lacks, leftovers stay or go at the end), rather
    than in the attacker's hand (ASS-I, Amigo)."""
    return g.rules.leftovers == "stay" or g.rules.spoils == "unowned"


def _free_turn(g: Game, fruitless: list[bool]) -> bool:
    """rule turn.free-turn: whether the attack, as it stands before anything is taken, gives
    the attacker a new run of drawing. Where the free turn follows whenever he takes nothing,
    it is granted now and withdrawn by the first card he takes (ruling free-turn); after a
    double attack one fruitless boat may be enough (ruling shaman-free-turn)."""
    if g.rules.free_turn_when == "takes-none" and g.rules.attack_ends_turn:
        return True  # withdrawn by the first card taken (do_take)
    if g.rules.double_free_turn == "either-boat":
        return any(fruitless)
    return all(fruitless)


def _lost(g: Game, card: str) -> bool:
    """rule attack.losers: whether a card of the conquered boat is lost at once."""
    kind = g.kind(card)
    match g.rules.spoils:
        case "unowned":  # the Red Indians, or every figure (ruling pelikan-attack-losers)
            return kind.indians or (g.rules.attack_losers == "figures" and kind.category is Category.PERSON)
        case "booty":
            return not kind.is_booty
        case "booty-and-sections":  # ruling ass-i-spoils-empty, sections-only
            return not (kind.is_booty or kind.category is Category.EMPTY_SECTION)
        case _:  # ruling ass-i-spoils-empty: empty bows and sterns are spoils
            return not (kind.is_booty or kind.is_empty)


def _discard_order(g: Game, cards: list[str]) -> list[str]:
    """Several cards of a conquered boat go onto the discard pile one by one: left to right,
    so the rightmost lies on top, or right to left (ruling attack-discard-order)."""
    return cards[::-1] if g.rules.attack_discard_order == "reversed" else cards


def take_actions(g: Game, item: SpoilsItem) -> list[Act]:
    """rule attack.spoils: the conquered cards the attacker may still take and place."""
    actions: list[Act] = []
    if item.victim is not None and item.boat is not None:
        q = g.names.index(item.victim)
        grid = g.display(q)
        if not 1 <= item.boat.row <= len(grid):
            return []  # nothing of the conquered boat is left
        row = grid[item.boat.row - 1]
        for c in range(max(item.boat.first - 1, 0), min(item.boat.last, len(row))):
            card = row[c]
            if card is None or _owned(g, card):
                continue
            if can_place(g, g.turn, card, "spoils"):
                actions.append(("take", "", item.boat.row, c + 1))
    else:
        for card in dict.fromkeys(item.cards):
            if not _owned(g, card) and can_place(g, g.turn, card, "spoils"):
                actions.append(("take", card, 0, 0))
    return actions


def _renumbered(g: Game, q: int, span: Span, dr: int, dc: int) -> Span | None:
    """The conquered cards' span once a free display has been numbered anew from its top-left
    card (Amigo, ruling amigo-unplaced-spoils): shifted, and narrowed to the cards left;
    ``None`` when none is left."""
    if not (dr or dc):
        return span
    row, first, last = span.row - dr, span.first - dc, span.last - dc
    grid = g.display(q)
    if 1 <= row <= len(grid):
        left = [c + 1 for c in range(max(first - 1, 0), min(last, len(grid[row - 1]))) if grid[row - 1][c] is not None]
        if left:
            return span_of(row, left[0], left[-1])
    return None


def _owned(g: Game, card: str) -> bool:
    """Pelikan, Ogallala II: the attacker takes only cards of kinds he does not have yet."""
    return g.rules.spoils == "unowned" and g.has_kind(g.turn, g.kind(card).id)


def pooled(g: Game) -> list[SpoilsItem]:
    """Ruling shaman-spoils-order, pooled: the spoils items at the head of the obligations
    whose cards are one pool (a double attack's two boats, their cards still on the victims'
    displays); only the head where the spoils are not pooled."""
    found: list[SpoilsItem] = [g.pending[0]]
    if g.rules.double_spoils_order == "pooled" and found[0].victim is not None:
        for item in g.pending[1:]:
            if not isinstance(item, SpoilsItem) or item.victim is None or item.boat is None:
                break
            found.append(item)
    return found


def pooled_takes(g: Game, head: list[Act]) -> list[Act]:
    """The takes of the head's spoils (``head``, from ``take_actions``), and where they are
    pooled with the next boat's, the takes of both, each naming the victim whose display the
    card lies on (ruling shaman-spoils-order, pooled)."""
    items = pooled(g)
    if len(items) < 2:
        return head
    found = []
    for i, item in enumerate(items):
        q = g.names.index(item.victim)  # type: ignore[arg-type]
        found += [(*t, q) for t in (head if i == 0 else take_actions(g, item))]
    return found


def do_take(g: Game, item: SpoilsItem, card: str, r: int, c: int, victim: int | None = None) -> None:
    """Take a conquered card; ``victim`` names the seat whose display it lies on where the
    spoils of two boats are pooled (the item it belongs to need not be the head)."""
    at = 0
    if victim is not None:
        at = next(i for i, x in enumerate(pooled(g)) if x.victim == g.names[victim] and x.boat is not None
                  and x.boat.row == r and x.boat.first <= c <= x.boat.last)
        item = g.pending[at]
    if item.victim is not None and item.boat is not None:
        q = g.names.index(item.victim)
        card, dr, dc = g.remove(q, r - 1, c - 1)
        if dr or dc:
            span = _renumbered(g, q, item.boat, dr, dc)
            if span is None:
                del g.pending[at]  # nothing of the conquered boat is left to take
            else:
                g.pending[at] = SpoilsItem(victim=item.victim, boat=span)
    else:
        rest = list(item.cards)
        rest.remove(card)
        if rest:
            g.pending[0] = SpoilsItem(cards=tuple(rest))
        else:
            g.pop()
    g.emit("took", card=card)
    if g.rules.free_turn and g.rules.free_turn_when == "takes-none" and g.rules.attack_ends_turn:
        g.ending = True  # he takes a card, so the attack was not fruitless (ruling free-turn)
    g.push(place_item(card, "spoils"))


def done(g: Game, item: SpoilsItem) -> None:
    """The attacker is done taking: the spoils at the head are finished, and the boat pooled
    with them too (ruling shaman-spoils-order, pooled)."""
    for _ in pooled(g):
        finish_spoils(g, g.pending[0])


def finish_spoils(g: Game, item: SpoilsItem) -> None:
    """rule attack.leftovers: untaken cards stay on the victim's display (Pelikan, ASS-II),
    or are lost, from the hand or from the victim's display (rulings pelikan-leftovers,
    amigo-unplaced-spoils)."""
    g.pop()
    if item.cards:
        g.lose(_discard_order(g, list(item.cards)), "attack.leftovers")
    elif item.victim is not None and item.boat is not None and g.rules.leftovers == "lost":
        q = g.names.index(item.victim)
        grid = g.display(q)
        if not 1 <= item.boat.row <= len(grid):
            return
        row = list(grid[item.boat.row - 1])
        rest = []
        for c in range(max(item.boat.first - 1, 0), min(item.boat.last, len(row))):
            if row[c] is not None:
                rest.append(row[c])
                row[c] = None
        grid[item.boat.row - 1] = tuple(row)
        g.trim(q)
        g.lose(_discard_order(g, rest), "attack.leftovers")  # type: ignore[arg-type]
