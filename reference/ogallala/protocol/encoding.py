"""The JSON lines of the replies that carry a position or a score, put together from the
JSON of their parts: the same bytes as pydantic's ``model_dump_json`` of the whole reply.

Why: both sides of a fuzzed game write these lines, ``ogallala serve`` to answer and the
fuzzer to know the line it expects (``lockstep``), once for every action of the game. Most
of a position's JSON is its players' displays, and a player whose display an action did
not change is the very ``Player`` model of the position before (``Game.to_state`` keeps
it); a score's players are likewise the models of the score before where their displays
did not change (``engine.score_cache``). So the JSON of each such part is kept by the
object's identity (the object held beside it, so that its id is never another's while it
is kept) and only what changed is written anew. The other fields are small and written by
pydantic's own serializer (``pydantic_core.to_json``), field by field, in the models'
order.

A model this module does not know in full (another class, a field added to ``State``)
is written by pydantic whole, as before; tests/test_encoding.py compares the two on
positions of every edition.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from pydantic_core import to_json

from ..model.actions import Event
from ..model.scores import PlayerScore, Score
from ..model.state import Player, State, is_empty
from . import messages as P

__all__ = ["PARTS_KEPT", "reply_json", "state_json"]

PARTS_KEPT = 4096
"""Most parts (players, players' scores) whose JSON is kept; beyond, the store starts again.
A game holds a few players at a time; the rest are of positions long gone."""

STATE_FIELDS = ("edition", "options", "readings", "seed", "players", "piles", "discard", "out", "turn", "drawn",
                "ending", "pending", "first_three", "completed", "displayed_at_reshuffle", "over")
"""``State``'s fields in the order pydantic writes them; ``state_json`` writes exactly these."""
_KNOWN = tuple(State.model_fields) == STATE_FIELDS and tuple(Player.model_fields) == ("name", "display") \
    and tuple(PlayerScore.model_fields) == ("player", "total", "lines") \
    and tuple(Score.model_fields) == ("players", "winners") \
    and tuple(P.AppliedReply.model_fields) == ("type", "id", "state", "events", "notation") \
    and tuple(P.StateReply.model_fields) == ("type", "id", "state", "notation") \
    and tuple(P.ScoreReply.model_fields) == ("type", "id", "score") \
    and tuple(Event.model_fields) == ("kind", "player", "card", "cards", "at", "boat", "victim", "pile", "rule") \
    and all(State.model_fields[name].exclude_if is is_empty for name in ("readings", "completed"))
"""Whether the models are those this module was written for (if not, pydantic writes all):
their fields in this order, and ``readings`` and ``completed`` left out when empty."""


class _Parts:
    """The JSON of models of one class, by identity, each kept with the model itself."""

    __slots__ = ("kept", "write")

    def __init__(self, write: Callable[[Any], bytes]) -> None:
        self.kept: dict[int, tuple[object, str]] = {}
        self.write = write

    def json(self, model: object) -> str:
        found = self.kept.get(id(model))
        if found is not None and found[0] is model:
            return found[1]
        if len(self.kept) >= PARTS_KEPT:
            self.kept.clear()
        text = self.write(model).decode()
        self.kept[id(model)] = (model, text)
        return text


_PLAYERS = _Parts(Player.__pydantic_serializer__.to_json)
_SCORES = _Parts(PlayerScore.__pydantic_serializer__.to_json)
_ITEMS = _Parts(to_json)
"""The obligations of ``pending`` (mostly the same few models: ``game.DRAW``, ``game.place_item``)."""
_PILES = _Parts(to_json)
"""The draw piles: a pile no draw touched is the very tuple of the position before."""
_PLACES = _Parts(to_json)
"""The cells and spans events name (``game.cell``, ``game.span``: one model per place)."""

_STRINGS: dict[str, str] = {}
"""The JSON of each string met (card ids, names, editions: a few hundred), as pydantic writes it."""


def _string(text: str) -> str:
    found = _STRINGS.get(text)
    if found is None:
        if len(_STRINGS) >= PARTS_KEPT:
            _STRINGS.clear()
        found = _STRINGS[text] = to_json(text).decode()
    return found


def _value(value: Any) -> str:
    return to_json(value).decode()


def _strings(values: tuple[str, ...]) -> str:
    """A tuple of strings (cards, options, names) as a JSON list."""
    if not values:
        return "[]"
    get = _STRINGS.get
    return f'[{",".join([get(v) or _string(v) for v in values])}]'


def _optional(text: str | None) -> str:
    return "null" if text is None else _string(text)


def _players(players: tuple[Player, ...]) -> str:
    json = _PLAYERS.json
    return ",".join([json(p) if type(p) is Player else _value(p) for p in players])


def state_json(state: State) -> str:
    """``state.model_dump_json()``, its players' JSON kept between calls."""
    if not _KNOWN or type(state) is not State:
        return state.model_dump_json()
    d = state.__dict__
    readings = "" if is_empty(d["readings"]) else f',"readings":{_value(d["readings"])}'
    completed = "" if is_empty(d["completed"]) else f',"completed":{_value(d["completed"])}'
    piles = _PILES.json
    item = _ITEMS.json
    mark = d["displayed_at_reshuffle"]
    return (f'{{"edition":{_string(d["edition"])},"options":{_strings(d["options"])}{readings},"seed":{d["seed"]}'
            f',"players":[{_players(d["players"])}],"piles":[{",".join([piles(p) for p in d["piles"]])}]'
            f',"discard":{_strings(d["discard"])},"out":{_strings(d["out"])},"turn":{_string(d["turn"])}'
            f',"drawn":{d["drawn"]},"ending":{"true" if d["ending"] else "false"}'
            f',"pending":[{",".join([item(x) for x in d["pending"]])}],"first_three":{_optional(d["first_three"])}'
            f'{completed},"displayed_at_reshuffle":{"null" if mark is None else mark}'
            f',"over":{"true" if d["over"] else "false"}}}')


def score_json(score: Score) -> str:
    """``score.model_dump_json()``, its players' scores' JSON kept between calls."""
    if not _KNOWN or type(score) is not Score:
        return score.model_dump_json()
    json = _SCORES.json
    players = ",".join([json(p) if type(p) is PlayerScore else _value(p) for p in score.players])
    return f'{{"players":[{players}],"winners":{_strings(score.winners)}}}'


def _event(event: Event) -> str:
    d = event.__dict__
    at, boat, pile = d["at"], d["boat"], d["pile"]
    return (f'{{"kind":{_string(d["kind"])},"player":{_optional(d["player"])},"card":{_optional(d["card"])}'
            f',"cards":{_strings(d["cards"])},"at":{"null" if at is None else _PLACES.json(at)}'
            f',"boat":{"null" if boat is None else _PLACES.json(boat)},"victim":{_optional(d["victim"])}'
            f',"pile":{"null" if pile is None else pile},"rule":{_optional(d["rule"])}}}')


def _events(events: tuple[Event, ...]) -> str:
    return ",".join([_event(e) if type(e) is Event else _value(e) for e in events])


def reply_json(reply: BaseModel) -> str | None:
    """The line of a ``state``, ``applied`` or ``score`` reply put together from its parts
    (``P.encode(reply)``, byte for byte), or None for another reply."""
    kind = type(reply)
    if kind is P.AppliedReply:
        d = reply.__dict__
        if type(d["state"]) is not State or d["notation"] is not None or type(d["id"]) is not int:
            return None
        return (f'{{"type":"applied","id":{d["id"]},"state":{state_json(d["state"])}'
                f',"events":[{_events(d["events"])}],"notation":null}}')
    if kind is P.StateReply:
        d = reply.__dict__
        if type(d["state"]) is not State or type(d["id"]) is not int:
            return None
        return f'{{"type":"state","id":{d["id"]},"state":{state_json(d["state"])},"notation":{_value(d["notation"])}}}'
    if kind is P.ScoreReply:
        d = reply.__dict__
        if type(d["score"]) is not Score or type(d["id"]) is not int:
            return None
        return f'{{"type":"score","id":{d["id"]},"score":{score_json(d["score"])}}}'
    return None
