"""The engine's scoring agrees with the independent scorer under every scoring reading.

For each played alternative of each scoring ruling (the decided ones included), random
displays rich in booty (whole suites laid in every order, halves apart, persons near and
far, totems, gaps, missing bows and sterns) are scored by the engine and by
``independent_scoring``, which re-derives each reading from its name; totals and winners
must agree. One whole random game per reading checks positions the rules reach.
"""

from __future__ import annotations

import random

import pytest

import tiers

from ogallala.model.editions import load
from ogallala.engine import score
from ogallala.notation import parse_state
from ogallala.engine.random_play import play
from ogallala.model.spec import load_spec

import independent_scoring

RULINGS = ("amigo-combination-scoring", "ass-i-highest-booty", "ass-i-long-boat", "ass-i-booty-bonus", "ass-ii-booty-scoring",
           "pelikan-doubled-booty", "pelikan-each-card", "pelikan-hunter-behind", "pelikan-incomplete-boats",
           "pelikan-totem-value", "suite-order", "booty-halves", "tie-winner")
SPEC = load_spec()
READINGS = sorted((rid, alt.id, edition) for rid in RULINGS for edition in SPEC.rulings_by_id[rid].decisions
                  for alt in SPEC.rulings_by_id[rid].played_in(edition))
NAMES = ("North", "East", "South", "West")


def _row(rng: random.Random, pool: list[str], suites: list[list[str]], width: int) -> list[str]:
    """One row: perhaps a bow, a middle of cards and whole or broken suites, perhaps a stern."""
    middle: list[str] = []
    while len(middle) < rng.randrange(1, width - 2):
        if suites and rng.random() < 0.3:
            cards = suites.pop()
            rng.shuffle(cards)
            if rng.random() < 0.3:
                cards.insert(rng.randrange(len(cards) + 1), "." if rng.random() < 0.5 else pool.pop() if pool else ".")
            middle += cards
        elif pool:
            middle.append(pool.pop() if rng.random() < 0.85 else ".")
        else:
            break
    row = (["bow"] if rng.random() < 0.8 else []) + middle + (["stern"] if rng.random() < 0.8 else [])
    return row[:width]


def _position(edition: str, seed: int, reading: str) -> str:
    ed = load(edition)
    rng = random.Random(seed)
    kinds = ed.kinds
    pool = [k for k in kinds if kinds[k].is_booty and kinds[k].suite is None] * 2
    pool += ["i1", "i2", "i3", "chief", "totem", "totem"]
    rng.shuffle(pool)
    suites = [[f"{s.id}-f", f"{s.id}-r", s.person] for s in ed.suites]
    rng.shuffle(suites)
    suites = [list(p) for p in suites]
    width = ed.display.width
    lines = [f"edition: {edition}"] + ([f"readings: {reading}"] if reading else [])
    for name in NAMES[: rng.randrange(2, 5)]:
        lines.append(f"{name}:")
        for _ in range(rng.randrange(1, 4)):
            row = _row(rng, pool, suites, width)
            if ed.display.kind == "free" and row and row[0] == ".":
                row = row[1:] or ["i1"]
            lines.append("  | " + " ".join(row or ["."]) + " |")
    if ed.scoring.first_three and rng.random() < 0.5:
        lines.append("first three: North")
    return "\n".join(lines) + "\n"


def _agrees(state) -> None:
    result = score(state)
    totals, winners = independent_scoring.score_and_winners(state)
    assert {p.player: p.total for p in result.players} == totals
    assert set(result.winners) == winners
    for player in result.players:
        assert player.total == sum(line.points for line in player.lines)


@pytest.mark.parametrize(("rid", "aid", "edition"), tiers.sample(READINGS, key=lambda case: case[0], ids=lambda c: f"{c[0]}={c[1]}@{c[2]}"))
def test_random_displays_score_alike(rid: str, aid: str, edition: str) -> None:
    decided = SPEC.rulings_by_id[rid].decisions[edition] == aid
    reading = "" if decided else f"{rid}={aid}"
    for seed in range(60):
        text = _position(edition, seed, reading)
        state = parse_state(text, check=False)
        assert dict(state.readings) == ({} if decided else {rid: aid})
        try:
            _agrees(state)
        except AssertionError as error:
            raise AssertionError(f"seed {seed}:\n{text}\n{error}") from None


@pytest.mark.parametrize(("rid", "aid", "edition"), READINGS, ids=[f"{r}={a}@{e}" for r, a, e in READINGS])
def test_a_random_game_scores_alike(rid: str, aid: str, edition: str) -> None:
    players = load(edition).players.min + 1
    record = play(edition, players, 4242, readings={rid: aid})
    _agrees(record.final)

