"""Mutants of attacks: when, whom, how strong, what is lost, what is taken, what is left."""

from __future__ import annotations

from typing import Any

from ...model.boats import strength
from ...engine.rules import attack, turn
from ...model.state import AttackItem
from ..declare import ALL, code, data
from ..patch import Patches


@code("attack-equal-strength", "attack", "attack.strength", ALL,
      "a boat of equal strength may be attacked")
def _equal(p: Patches) -> None:
    p.wrap(attack, "_refusal", lambda real: lambda g, q, r, unit, power, colour: real(g, q, r, unit, power + 1, colour))


@code("attack-pass-not-offered", "attack", "attack.optional", ALL,
      "a completed boat that has a target must attack: passing is not offered")
def _must_attack(p: Patches) -> None:
    def make(real: Any) -> Any:
        def attack_actions(g: Any, item: Any) -> list[Any]:
            actions = real(g, item)
            kept = [a for a in actions if a[0] != "pass"]
            return kept if any(a[0] == "attack" for a in kept) else actions
        return attack_actions
    p.wrap(attack, "attack_actions", make)


data("attack-pelikan-complete-targets", "attack", "attack.targets", ("pelikan-1975", "ass-ii"),
     "in Pelikan and Ogallala II complete boats may be attacked too", {"rules": {"attack_targets": "any"}})
data("attack-amigo-incomplete-targets-only", "attack", "attack.targets", ("amigo",),
     "in Amigo only incomplete boats may be attacked", {"rules": {"attack_targets": "incomplete"}})


@code("attack-own-boats", "attack", "attack.targets", ALL,
      "the attacker's own other boats are offered as targets too")
def _own_boats(p: Patches) -> None:
    def make(real: Any) -> Any:
        def targets(g: Any, item: Any) -> list[Any]:
            found: list[Any] = real(g, item)
            _, power, colour = attack.attacker(g, item)
            for r, unit in attack.units(g, g.turn):
                if r == item.boat.row - 1 and unit.first == item.boat.first - 1:
                    continue
                if attack._refusal(g, g.turn, r, unit, power, colour) is None:
                    cards = [x for x in g.display(g.turn)[r][unit.first : unit.last + 1] if x is not None]
                    found.append((g.turn, r, unit, strength(cards, g.kinds)))
            return found
        return targets
    p.wrap(attack, "targets", make)


data("attack-amigo-empty-ends-are-spoils", "attack", "attack.losers", ("amigo",),
     "in Amigo empty bows and sterns of a conquered boat are spoils, not lost",
     {"rules": {"spoils": "booty-and-empty"}})
data("attack-pelikan-persons-lost", "attack", "attack.losers", ("pelikan-1975",),
     "in Pelikan the persons (hunters) of a conquered boat are lost with the Indians",
     {"rules": {"attack_losers": "figures"}})
data("attack-ass-i-empty-ends-lost", "attack", "attack.losers", ("ass-i",),
     "in ASS-I the empty bows and sterns of a conquered boat are lost, not spoils", {"rules": {"spoils": "booty"}})
data("attack-pelikan-conquered-out", "attack", "attack.losers", ("pelikan-1975",),
     "the conquered Indians leave the game in Pelikan instead of going to the discard pile",
     {"rules": {"lost_cards": "out"}})
data("attack-lost-right-to-left", "attack", "attack.losers", ("pelikan-1975", "ass-ii", "amigo"),
     "several lost cards go onto the discard pile right to left, the leftmost on top",
     {"rules": {"attack_discard_order": "reversed"}})


@code("attack-owned-kinds-taken", "attack", "attack.spoils", ("pelikan-1975", "ass-ii"),
      "the attacker may take conquered cards of kinds he already has")
def _owned(p: Patches) -> None:
    p.replace(attack, "_owned", lambda g, card: False)


data("attack-ass-ii-spoils-compulsory", "attack", "attack.spoils", ("ass-ii", "amigo"),
     "every conquered card that fits must be taken: the attacker may not stop taking",
     {"rules": {"spoils_optional": False}})
data("attack-ass-i-spoils-optional", "attack", "attack.spoils", ("ass-i", "pelikan-1975"),
     "the attacker may leave conquered cards he could place", {"rules": {"spoils_optional": True}})
data("attack-pelikan-leftovers-lost", "attack", "attack.leftovers", ("pelikan-1975", "ass-ii"),
     "the conquered cards nobody takes are lost, not left on the victim's mat", {"rules": {"leftovers": "lost"}})
data("attack-amigo-leftovers-stay", "attack", "attack.leftovers", ("amigo", "ass-i"),
     "the conquered cards nobody takes stay with the victim", {"rules": {"leftovers": "stay"}})


@code("attack-again-when-grown", "attack", "attack.once-per-boat", ("ass-i", "amigo"),
      "a complete boat that takes in a shifted card attacks again")
def _again(p: Patches) -> None:
    p.wrap(turn, "place", lambda real: lambda g, q, card, r, c, shift: _again_place(real, g, q, card, r, c, shift))


def _again_place(real: Any, g: Any, q: int, card: str, r: int, c: int, shift: str) -> Any:
    r0, c0, completed = real(g, q, card, r, c, shift)
    if shift and not completed:
        boat = g.boat_at(q, r0, c0)
        if boat is not None and boat.complete:
            completed = [boat.first]
    return r0, c0, completed


@code("attack-twice", "attack", "attack.once-per-boat", ALL,
      "a boat that has attacked may attack again before the turn goes on")
def _twice(p: Patches) -> None:
    def make(real: Any) -> Any:
        def do_attack(g: Any, item: Any, chosen: Any) -> None:
            real(g, item, chosen)
            g.push(AttackItem(boat=item.boat))
        return do_attack
    p.wrap(attack, "do_attack", make)


data("attack-no-chained", "attack", "attack.chained", ("ass-i", "amigo"),
     "a boat completed with conquered cards does not attack in ASS-I and Amigo",
     {"rules": {"chained_attacks": False}})
data("attack-pelikan-chained", "attack", "attack.chained", ("pelikan-1975", "ass-ii"),
     "a boat completed with conquered cards attacks in Pelikan and Ogallala II too",
     {"rules": {"chained_attacks": True}})
data("attack-no-double", "attack", "attack.double", ("pelikan-1975", "ass-ii"),
     "a shaman's boat attacks one boat only", {"rules": {"double_attack": False}})
data("attack-double-full-strength", "attack", "attack.double", ("pelikan-1975", "ass-ii"),
     "a shaman's boat attacks two boats each weaker than its full strength (no split)",
     {"rules": {"double_strength": "full-each"}})
data("attack-draws-on", "attack", "attack.ends-turn", ALL,
     "an attack does not end the turn: the attacker goes on drawing", {"rules": {"attack_ends_turn": False}})
data("attack-gained-completion-no-attack", "attack", "attack.when", ALL,
     "a boat completed by a lassoed card does not attack", {"rules": {"gained_cards_attack": False}})


@code("attack-shift-completes-nothing", "attack", "attack.when", ("ass-i", "amigo"),
      "a boat completed by a shift into it is not a completion (no attack, no end check)")
def _shift_no_completion(p: Patches) -> None:
    def make(real: Any) -> Any:
        def place(g: Any, q: int, card: str, r: int, c: int, shift: str) -> Any:
            r0, c0, completed = real(g, q, card, r, c, shift)
            return (r0, c0, []) if shift else (r0, c0, completed)
        return place
    p.wrap(turn, "place", make)
