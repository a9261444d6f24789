"""Engines wrong in one rule each: the reference engine over the protocol, with one rule
changed the way an engine author might get it wrong. ``python wrong.py MODE``:

- ``legal``: an attack may not be passed up when there is a target (the legal actions
  lack ``pass``; rule attack.optional);
- ``attack``: an Amigo attacker takes the conquered boat's booty but leaves its Indians on
  the victim's display (the display after an attack is wrong; rule attack.losers);
- ``turn``: an attack does not end the turn in Pelikan and Ogallala II (rule
  attack.ends-turn);
- ``score``: Amigo pays 2 points a card from 9 cards instead of 8 (rule
  scoring.card-points);
- ``refusal``: an attack on a totem boat is refused naming rule attack.strength instead
  of cards.totem;
- ``unshuffled``: a new game deals the deck unshuffled, in canonical order, and keeps the
  seed it was given (rule setup.piles, docs/protocol.md "The shuffle");
- ``turned-over``: a reshuffle turns the discard pile over (its bottom card on top)
  instead of shuffling it, and leaves the seed as it was (rule piles.reshuffle).

Modes joined by `+` (`attack+score`) make an engine wrong in each of their rules at once (a
bug planted in an engine already wrong: tests/test_diff.py).

They serve docs/failures.md, a recorded run of each, and the tests that keep it current.
"""

from __future__ import annotations

import sys

from ogallala.protocol.server import main
from ogallala.engine.rules import attack, turn
from ogallala.model.editions import Band, Scoring


def no_pass() -> None:
    original = attack.attack_actions

    def attack_actions(g, item):  # type: ignore[no-untyped-def]
        return [a for a in original(g, item) if a[0] != "pass"] or original(g, item)

    attack.attack_actions = attack_actions  # type: ignore[assignment]
    import ogallala.engine.entry as engine

    engine.attack.attack_actions = attack_actions  # type: ignore[attr-defined]


def indians_stay() -> None:
    from ogallala.engine.game import span
    from ogallala.model.state import SpoilsItem

    original = attack.do_attack

    def do_attack(g, item, chosen):  # type: ignore[no-untyped-def]
        if g.edition.id != "amigo":
            return original(g, item, chosen)
        g.pop()
        for q, r, first, last in chosen:
            grid = g.display(q)
            row = list(grid[r - 1])
            cards = [x for x in row[first - 1 : last] if x is not None]
            g.emit("attacked", boat=span(r, first, last), victim=g.names[q], cards=tuple(cards))
            loot = [x for x in cards if not attack._lost(g, x)]
            for c in range(first - 1, last):
                if row[c] is not None and not attack._lost(g, row[c]):
                    row[c] = None  # the booty is taken, but the Indians are left where they lay
            grid[r - 1] = tuple(row)
            g.trim(q)
            if loot:
                g.push(SpoilsItem(cards=tuple(loot)))
        g.ending = True
        return None

    attack.do_attack = do_attack  # type: ignore[assignment]
    import ogallala.engine.entry as engine

    engine.attack.do_attack = do_attack  # type: ignore[attr-defined]


def attack_goes_on() -> None:
    original = attack.do_attack

    def do_attack(g, item, chosen):  # type: ignore[no-untyped-def]
        ending = g.ending
        original(g, item, chosen)
        if g.edition.id in ("pelikan-1975", "ass-ii"):
            g.ending = ending

    attack.do_attack = do_attack  # type: ignore[assignment]


def long_at_nine() -> None:
    import ogallala.engine.scoring as scoring

    original = scoring.boat_lines

    def boat_lines(edition, row, r, boat):  # type: ignore[no-untyped-def]
        if edition.id == "amigo":
            bands = (Band(min=2, max=8, per_card=1), Band(min=9, max=14, per_card=2))
            edition = edition.model_copy(update={"scoring": edition.scoring.model_copy(update={"card_points": bands})})
        return original(edition, row, r, boat)

    scoring.boat_lines = boat_lines  # type: ignore[assignment]


def totem_as_strength() -> None:
    import ogallala.engine.rules.explain as explain

    original = explain._attack

    def _attack(g, head, chosen):  # type: ignore[no-untyped-def]
        rule, reason = original(g, head, chosen)
        return ("attack.strength", "the boat is too strong") if rule == "cards.totem" else (rule, reason)

    explain._attack = _attack  # type: ignore[assignment]


def deals_unshuffled() -> None:
    import ogallala.engine.entry as engine

    engine.shuffle = lambda items, seed: (list(items), seed)  # type: ignore[assignment]


def turns_discard_over() -> None:
    turn.shuffle = lambda items, seed: (list(reversed(items)), seed)  # type: ignore[assignment]


MODES = {"legal": no_pass, "attack": indians_stay, "turn": attack_goes_on, "score": long_at_nine,
         "refusal": totem_as_strength, "unshuffled": deals_unshuffled, "turned-over": turns_discard_over}

if __name__ == "__main__":
    for mode in sys.argv[1].split("+"):  # several modes: wrong in several rules at once
        MODES[mode]()
    del Scoring
    sys.exit(main())
