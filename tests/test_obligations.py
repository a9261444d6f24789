"""Which obligations the engine works off itself, and which it leaves to the player.

The rule (docs/protocol.md, "Obligations worked off"): a pending item with no legal action
is worked off by the engine (a lasso, archer or hunter without a target lapses, Crazy Axe
without a boat goes alone, an attack without a target is dropped, spoils with nothing
left to take are finished, an end the player may not choose is passed by, a draw from
empty piles ends the game); an item with one legal action or more is the player's
decision and stays pending, even when it has exactly one (the rulebooks make each of
those an act of the player: he draws, he discards the card he cannot place, he throws
the lasso, he sinks a boat, he takes a conquered card).

Checked over random games through the public interface (half of them under readings
other than the decisions), at every position handed out:
the engine never waits on an item with no legal action, every legal action answers the
item due, and the one-option decisions that do come up are of the kinds the protocol
lists as kept.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from ogallala.model import actions as A
from ogallala.model.editions import EDITION_IDS, load
from ogallala.engine import apply, legal_actions, start
from ogallala.model.contradictions import conflicts
from ogallala.model.readings import rulings_of

from strategies import NAMES, options_for

PROTOCOL = Path(__file__).resolve().parent.parent / "docs" / "protocol.md"

FITS = {
    "draw": {"draw", "stop", "end"}, "place": {"place", "discard"}, "lasso": {"lasso", "pass"},
    "shoot": {"shoot", "pass"}, "sink": {"sink"}, "claim": {"claim", "pass"},
    "spoils": {"take", "done"}, "attack": {"attack", "pass", "end", "play-on"}, "end": {"end", "play-on"},
}
"""The actions that answer each kind of pending item (docs/protocol.md's two tables); a
draw also offers the end of the game where it may come at any moment of one's turn (ruling
amigo-who-may-end), an attack item where the end comes with the attack (ruling
end-timing, before-attack)."""

STEPS = 600


def documented() -> dict[str, tuple[str, str]]:
    """The protocol's table of obligations: pending kind -> (no legal action, one)."""
    text = PROTOCOL.read_text()
    section = text[text.index("## Obligations worked off"):]
    section = section[: section.index("\n## ", 3)]
    rows = re.findall(r"^\| `([a-z]+)` \| (.+?) \| (.+?) \|$", section, re.MULTILINE)
    return {kind: (none, one) for kind, none, one in rows}


def random_readings(edition: str, rng: random.Random) -> dict[str, str]:
    """Another played alternative for about a third of the rulings that decide ``edition``."""
    chosen: dict[str, str] = {}
    for ruling in rulings_of(edition):
        others = [a.reading for a in ruling.played_in(edition) if a.id != ruling.decisions[edition]]
        if others and rng.random() < 0.3:
            choice = rng.choice(others)
            if not conflicts(edition, {**chosen, ruling.id: choice}):  # no engine plays two that contradict
                chosen[ruling.id] = choice
    return chosen


def play(edition: str, players: int, seed: int, one_option: Counter[str], readings: bool = False) -> None:
    rng = random.Random(seed)
    options = options_for(edition, rng)
    state = start(edition, NAMES[:players], options, seed=seed,
                  readings=random_readings(edition, rng) if readings else None)
    for _ in range(STEPS):
        legal = legal_actions(state)
        assert bool(legal) == (not state.over) == bool(state.pending), (
            f"{edition} seed {seed}: over {state.over}, pending {state.pending}, legal {legal}")
        if state.over:
            return
        head = state.pending[0]
        assert {a.kind for a in legal} <= FITS[head.kind], (head, legal)
        if len(legal) == 1:
            one_option[head.kind] += 1
        state, _ = apply(state, legal[rng.randrange(len(legal))])


@pytest.fixture(scope="module")
def one_option() -> Counter[str]:
    found: Counter[str] = Counter()
    for edition in EDITION_IDS:
        ed = load(edition)
        for seed in range(12):
            play(edition, ed.players.min + seed % (ed.players.max - ed.players.min + 1), 4000 + seed, found,
                 readings=seed % 2 == 1)
    return found


def test_the_engine_never_waits_on_an_item_without_a_legal_action(one_option: Counter[str]) -> None:
    assert sum(one_option.values()) > 0


def test_one_option_decisions_are_kept_as_the_protocol_lists_them(one_option: Counter[str]) -> None:
    table = documented()
    kept = {kind for kind, (_, one) in table.items() if one.startswith("kept")}
    assert set(one_option) <= kept, f"kept by the engine, not listed as kept: {set(one_option) - kept}"
    assert {"draw", "place"} <= set(one_option)  # a single pile, a card that fits nowhere


def test_the_protocol_says_what_happens_to_every_kind_of_item() -> None:
    assert set(documented()) == set(FITS)


def test_a_crazy_axe_with_one_boat_to_sink_is_the_players_act() -> None:
    """The Crazy Axe drawn by a player with one complete boat: the sink is pending with one
    legal action, and sinking is the player's act (rule cards.crazy-axe)."""
    from ogallala.notation import parse_state

    state = parse_state("edition: amigo\n\nNorth:\n  | bow i1 stern |\nSouth:\n  | bow1 i2 |\n\n"
                        "pile 1: axe\npile 2: i1\npile 3: i2\n\nturn: North\npending: draw\n")
    state, _ = apply(state, A.Draw(pile=1))
    assert [item.kind for item in state.pending][:1] == ["sink"]
    assert [str(a) for a in legal_actions(state)] == ["sink r1c1-r1c3"]
