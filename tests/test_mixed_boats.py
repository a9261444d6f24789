"""A boat of both tribes gets one answer in every process (ruling mixed-boats).

The reference engine once took "the" colour of an attacking boat as the first element of a
set of colours, so a boat holding red and blue Indians attacked red boats in one process and
blue ones in the next, as ``PYTHONHASHSEED`` ordered the set. Each process here plays the same
position with another hash seed; the legal actions must be the same, and the ones the ruling
gives under each reading.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

# North completes a boat of red and blue Indians (strength 6); South has a red boat, a blue
# boat and a boat without Indians, all weaker.
POSITION = """edition: ass-i
options: tribes
readings: {readings}
North:
  | bow1.red i3.red furs i2.blue |
South:
  | bow1.red i1.red |
  | bow1.blue i1.blue |
  | bow furs tent |
pile 1: stern i2.red
turn: North
"""

SCRIPT = """
import json, sys
import ogallala
state = ogallala.parse_state(sys.stdin.read())
for text in ("draw", "place r1c5"):
    state, _ = ogallala.apply(state, ogallala.parse_action(text))
print(json.dumps(sorted(str(a) for a in ogallala.legal_actions(state))))
"""

SEEDS = ("0", "1", "2", "3")

EXPECTED = {
    # of both tribes: it shares a tribe with the red boat and with the blue one
    "-": ["attack South r3c1-r3c3", "pass"],
    "mixed-boats=removal-refused": ["attack South r3c1-r3c3", "pass"],
    # of either tribe: as blue it attacks the red boat, as red the blue one
    "mixed-boats=either-tribe": ["attack South r1c1-r1c2", "attack South r2c1-r2c2", "attack South r3c1-r3c3", "pass"],
}


def _legal(readings: str, seed: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": seed}
    done = subprocess.run([sys.executable, "-c", SCRIPT], input=POSITION.format(readings=readings),
                          capture_output=True, text=True, env=env, timeout=600)
    assert done.returncode == 0, done.stderr
    found: list[str] = json.loads(done.stdout)
    return found


@pytest.mark.parametrize("readings", sorted(EXPECTED))
def test_a_boat_of_both_tribes_attacks_the_same_under_every_hash_seed(readings: str) -> None:
    answers = {seed: _legal(readings, seed) for seed in SEEDS}
    assert all(found == answers[SEEDS[0]] for found in answers.values()), answers
    assert answers[SEEDS[0]] == EXPECTED[readings]
