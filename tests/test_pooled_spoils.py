"""Takes from a pool of two boats (ruling shaman-spoils-order, pooled): the protocol's optional
``player`` of a take, backward compatible, and the engine playing the reading.

A shaman's boat conquers South's boat and West's; both hold furs, which North lacks, and
West's also tobacco. Under ``pooled`` North may take from either boat while both are pending,
each take naming its victim; under the other readings a take never names one.
"""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema

from ogallala.model import actions as A
from ogallala.protocol import messages as P
from ogallala.engine import IllegalAction, apply, legal_actions
from ogallala.notation import parse_action, parse_state
from ogallala.model.state import Cell

SCHEMA = Path(__file__).resolve().parent.parent / "docs" / "protocol.schema.json"

POSITION = """
edition: pelikan-1975
{readings}
North:
  | bow shaman i1 stern |
South:
  | . . furs |
West:
  | . . furs tobacco |
pile 1: eagle
turn: North, drawn 1, ending
pending: spoils from South r1c1-r1c3
pending: spoils from West r1c1-r1c4
"""


def _position(reading: str) -> object:
    line = f"readings: shaman-spoils-order={reading}" if reading != "attacker-chooses" else ""
    return parse_state(POSITION.format(readings=line))


def test_a_take_without_a_victim_is_written_as_before() -> None:
    """Protocol 1 unchanged for every engine that never pools: no ``player`` key at all."""
    take = A.Take(at=Cell(row=1, col=3))
    assert json.loads(take.model_dump_json()) == {"kind": "take", "card": None, "at": {"row": 1, "col": 3}}
    named = A.Take(at=Cell(row=1, col=4), player="West")
    assert json.loads(named.model_dump_json())["player"] == "West"
    defs = json.loads(SCHEMA.read_text(encoding="utf-8"))["$defs"]
    assert "player" in defs["Take"]["properties"] and "player" not in defs["Take"].get("required", [])
    request = {"cmd": "apply", "id": 3, "action": json.loads(named.model_dump_json()), "text": "take West r1c4"}
    jsonschema.validate(request, {**P.schema(), "$ref": "#/$defs/Request"})


def test_the_text_form_names_the_victim() -> None:
    assert str(parse_action("take West r1c4")) == "take West r1c4"
    assert parse_action("take West r1c4") == A.Take(at=Cell(row=1, col=4), player="West")
    assert parse_action("take r1c4") == A.Take(at=Cell(row=1, col=4))


def test_pooled_takes_come_from_either_boat_and_name_their_victim() -> None:
    state = _position("pooled")
    assert set(map(str, legal_actions(state))) == {"take South r1c3", "take West r1c3", "take West r1c4"}
    after, _ = apply(state, A.Take(at=Cell(row=1, col=3), player="West"))
    after, _ = apply(after, A.Place(at=Cell(row=2, col=1)))
    # North has furs now: South's furs can no longer be taken, so South's spoils are finished
    # (his furs stay on his mat) and West's tobacco is taken as from one boat
    assert after.player("South").display[0][2] == "furs"
    assert [str(a) for a in legal_actions(after)] == ["take r1c4"]


def test_a_plain_take_is_refused_while_the_spoils_are_pooled() -> None:
    try:
        apply(_position("pooled"), A.Take(at=Cell(row=1, col=3)))
    except IllegalAction as error:
        assert error.rule == "attack.spoils"
    else:
        raise AssertionError("a take without its victim was accepted")


def test_elsewhere_a_take_never_names_a_victim() -> None:
    for reading in ("attacker-chooses", "play-order"):
        state = _position(reading)
        assert [str(a) for a in legal_actions(state)] == ["take r1c3"]
        try:
            apply(state, A.Take(at=Cell(row=1, col=3), player="South"))
        except IllegalAction as error:
            assert error.rule == "attack.spoils"
        else:
            raise AssertionError(f"a take naming its victim was accepted under {reading}")
