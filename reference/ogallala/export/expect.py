"""What each step checks, as data: the checks of one step, worked out from its words and
from the reference engine's replies to the calls it made.

Every step of ``scenarios.steps`` has a function here, named as the step's function is
(a test fails for a step without one). Each gets the step's words, the run's context and
the calls the step made on the ``Recorder`` (each tied to the reply its answer came from),
and returns the checks the step makes, each at the point of the exchange where the step
makes it. A check compares what the step compares: where the step compares a whole
position, the check does; where it compares actions as models, the check compares them as
JSON; where the step compares the text an event or a pending item is written as, the
check compares the fields that text is made of (docs/export.md says where the two could
part). The value a check expects is the reference engine's answer at that place, which
the step itself has just found right; where a step wants only some things (``include``),
the check holds those the scenario names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from pydantic import TypeAdapter

from ..model.actions import Event, Take
from ..model.editions import EDITION_IDS, load
from ..model.state import ClaimItem, Pending, PlaceItem, SinkItem, SpoilsItem, AttackItem
from ..notation import parse_action
from ..scenarios.steps import Context, _cards, _players, _span, cell_of
from .format import (
    AnyMatch, Boats, BoatRules, Count, Equal, Excludes, First, Includes, Items, Match, Missing, Path, Same, Sum,
    Total,
)
from .record import Called, Recorder
from .verify import Outside, at

Placed = list[tuple[int, Any]]
"""Checks, each with the number of exchange items before it."""

Builder = Callable[..., Placed]


def _value(rec: Recorder, number: int, path: Path) -> Any:
    return at(rec.replies[number - 1], path)


def _the(calls: Sequence[Called], method: str, nth: int = 0) -> Called:
    found = [c for c in calls if c.method == method]
    if len(found) <= nth or found[nth].source is None:
        raise AssertionError(f"the step made no {method} call #{nth + 1}: {calls}")
    return found[nth]


def _action_json(text: str) -> dict[str, Any]:
    """An action of the scenario in its normal form (every field, defaults too)."""
    action = parse_action(text)
    data: dict[str, Any] = action.model_dump(mode="json")
    if isinstance(action, Take):
        data.setdefault("player", None)  # left out of the JSON when null, but a field of the action
    return data


def _actions(docstring: str) -> list[dict[str, Any]]:
    return [_action_json(line.strip()) for line in docstring.splitlines()
            if line.strip() and not line.strip().startswith("#")]


PLAYER = ("state", "players")


def _player(name: str) -> Path:
    return (*PLAYER, First(first={"name": name}))


# -- steps that make calls and check no answer ----------------------------------------------


def given_edition(ctx: Context, calls: Sequence[Called], rec: Recorder, **_: Any) -> Placed:
    return []


given_position = given_new_game = then_start_refused = when_players_play = given_edition


def _plays(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str | None = None, **_: Any) -> Placed:
    """A ``When`` step that plays an action for a player: it must be that player's turn."""
    if player is None:
        return []
    seen = _the(calls, "state")
    assert seen.source is not None
    return [(seen.mark, Equal(reply=seen.source, path=("state", "turn"), value=player))]


PLAYS = ("when_plays", "when_draws", "when_stops", "when_places", "when_discards", "when_lassoes", "when_shoots",
         "when_claims", "when_sinks", "when_attacks", "when_takes", "when_passes", "when_done", "when_ends",
         "when_plays_on")
"""The steps made by ``steps.plays``: one action for a named player."""


# -- the position ---------------------------------------------------------------------------


def _on_state(calls: Sequence[Called]) -> tuple[int, int]:
    seen = _the(calls, "state")
    assert seen.source is not None
    return seen.mark, seen.source


def then_position(ctx: Context, calls: Sequence[Called], rec: Recorder, **_: Any) -> Placed:
    mark, number = _on_state(calls)
    return [(mark, Equal(reply=number, path=("state",), value=_value(rec, number, ("state",))))]


def then_display(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str, **_: Any) -> Placed:
    mark, number = _on_state(calls)
    path = (*_player(player), "display")
    state = _value(rec, number, ("state",))
    return [(mark, Equal(reply=number, path=path, value=_value(rec, number, path),
                         assumes={"edition": state["edition"], "options": state["options"]}))]


def then_cards(ctx: Context, calls: Sequence[Called], rec: Recorder, which: str, verb: str, pile: str | None = None,
               **_: Any) -> Placed:
    mark, number = _on_state(calls)
    if pile:
        path: Path = ("state", "piles", int(pile) - 1)
    elif which == "the discard pile":
        path = ("state", "discard")
    else:
        path = ("state", "out")
    # a pile the position does not have holds nothing, as the step reads it
    missing = Missing(value=[]) if pile else None
    found = _found(rec, number, path, missing)
    if verb in ("holds", "hold") or which == "the cards out of play":
        return [(mark, Items(reply=number, path=path, value=tuple(found), missing=missing))]
    return [(mark, Equal(reply=number, path=path, value=found, missing=missing))]


def _found(rec: Recorder, number: int, path: Path, missing: Missing | None) -> Any:
    try:
        return _value(rec, number, path)
    except Outside:
        if missing is None:
            raise
        return missing.value


def then_pile_size(ctx: Context, calls: Sequence[Called], rec: Recorder, count: str, pile: str | None = None,
                   **_: Any) -> Placed:
    mark, number = _on_state(calls)
    if pile:
        return [(mark, Count(reply=number, path=("state", "piles", int(pile) - 1), value=int(count),
                             missing=Missing(value=[])))]
    return [(mark, Total(reply=number, path=("state", "piles"), value=int(count)))]


def then_turn(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str, **_: Any) -> Placed:
    mark, number = _on_state(calls)
    return [(mark, Equal(reply=number, path=("state", "turn"), value=player))]


def then_over(ctx: Context, calls: Sequence[Called], rec: Recorder, negation: str | None = None, **_: Any) -> Placed:
    mark, number = _on_state(calls)
    return [(mark, Equal(reply=number, path=("state", "over"), value=not negation))]


def then_card_at(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str, cell: str, card: str,
                 **_: Any) -> Placed:
    mark, number = _on_state(calls)
    where = cell_of(cell)
    path = (*_player(player), "display", where.row - 1, where.col - 1)
    return [(mark, Equal(reply=number, path=path, value=None if card == "empty" else card, missing=Missing(value=None)))]


def _boat_rules(ctx: Context) -> dict[str, BoatRules]:
    rules = {}
    for edition_id in EDITION_IDS:
        edition = load(edition_id, ctx.readings_for(edition_id))
        kinds = edition.kinds
        rules[edition_id] = BoatRules(
            bows=tuple(k for k, v in kinds.items() if v.is_bow), sterns=tuple(k for k, v in kinds.items() if v.is_stern),
            kinds=tuple(kinds), gap_splits_at=edition.rules.gap_splits_at,
            joins_ends=edition.rules.one_gap_joins == "always", whole_row=edition.rules.boat_ends == "row")
    return rules


def then_complete_boats(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str, count: str,
                        **_: Any) -> Placed:
    mark, number = _on_state(calls)
    return [(mark, Boats(reply=number, path=(*_player(player), "display"), value=int(count),
                         edition_path=("state", "edition"), rules=_boat_rules(ctx)))]


# -- pending decisions ----------------------------------------------------------------------


def pending_fields(item: Pending) -> dict[str, Any]:
    """The fields of a pending item its text (``render_pending``) is made of."""
    data: dict[str, Any] = item.model_dump(mode="json")
    keep: tuple[str, ...]
    match item:
        case SpoilsItem(victim=victim) if victim is not None:
            keep = ("kind", "victim", "boat")
        case SpoilsItem():
            keep = ("kind", "victim", "cards")
        case PlaceItem():
            keep = ("kind", "card", "source")
        case SinkItem():
            keep = ("kind", "card")
        case ClaimItem():
            keep = ("kind", "suite", "spoils")
        case AttackItem():
            keep = ("kind", "boat")
        case _:
            keep = ("kind",)
    return {k: data[k] for k in keep}


def _pending(rec: Recorder, number: int, index: int) -> dict[str, Any]:
    item: Pending = PENDING.validate_python(_value(rec, number, ("state", "pending", index)))
    return pending_fields(item)


PENDING: TypeAdapter[Pending] = TypeAdapter(Pending)


def then_pending(ctx: Context, calls: Sequence[Called], rec: Recorder, item: str, **_: Any) -> Placed:
    mark, number = _on_state(calls)
    if not _value(rec, number, ("state", "pending")):
        return [(mark, Count(reply=number, path=("state", "pending"), value=0))]
    return [(mark, Match(reply=number, path=("state", "pending", 0), fields=_pending(rec, number, 0)))]


def then_pending_list(ctx: Context, calls: Sequence[Called], rec: Recorder, **_: Any) -> Placed:
    mark, number = _on_state(calls)
    items = _value(rec, number, ("state", "pending"))
    checks: Placed = [(mark, Count(reply=number, path=("state", "pending"), value=len(items)))]
    checks += [(mark, Match(reply=number, path=("state", "pending", i), fields=_pending(rec, number, i)))
               for i in range(len(items))]
    return checks


# -- legal actions and refusals ---------------------------------------------------------------


def _on_legal(calls: Sequence[Called]) -> tuple[int, int]:
    seen = _the(calls, "legal")
    assert seen.source is not None
    return seen.mark, seen.source


def then_legal(ctx: Context, calls: Sequence[Called], rec: Recorder, action: str, negation: str | None = None,
               **_: Any) -> Placed:
    mark, number = _on_legal(calls)
    wanted = ({"action": _action_json(action)},)
    made = Excludes if negation else Includes
    return [(mark, made(reply=number, path=("actions",), value=wanted, fields=("action",)))]


def then_legal_list(ctx: Context, calls: Sequence[Called], rec: Recorder, mode: str, docstring: str,
                    **_: Any) -> Placed:
    mark, number = _on_legal(calls)
    wanted = tuple({"action": a} for a in _actions(docstring))
    if mode == "are":
        found = tuple({"action": x["action"]} for x in _value(rec, number, ("actions",)))
        return [(mark, Items(reply=number, path=("actions",), value=found, fields=("action",)))]
    made = Includes if mode == "include" else Excludes
    return [(mark, made(reply=number, path=("actions",), value=wanted, fields=("action",)))]


def then_refused(ctx: Context, calls: Sequence[Called], rec: Recorder, **_: Any) -> Placed:
    before, after = _the(calls, "state", 0), _the(calls, "state", 1)
    assert before.source is not None and after.source is not None
    return [(after.mark, Same(reply=after.source, path=("state",), as_reply=before.source, as_path=("state",)))]


# -- events -----------------------------------------------------------------------------------

EVENT_TEXT: dict[str, tuple[str, ...]] = {
    "drew": ("player", "card", "pile"),
    "placed": ("player", "card", "at"),
    "shifted": ("player", "at"),
    "removed": ("cards", "rule"),
    "completed": ("player", "boat"),
    "lassoed": ("player", "card", "victim", "at"),
    "shot": ("player", "card", "victim", "at"),
    "sank": ("player", "boat", "cards"),
    "attacked": ("player", "victim", "boat"),
    "took": ("player", "card"),
    "claimed": ("player", "card", "victim", "at"),
    "lapsed": ("player", "rule"),
    "reshuffled": ("pile",),
    "turn": ("player",),
    "ended": ("player",),
    "played-on": ("player",),
    "game-over": ("rule",),
}
"""For each kind of event, the fields its text (``Event.__str__``) is made of; a
``discarded`` event's text is made of ``player`` and ``card`` when it has a card, else of
``card`` (none), ``cards`` and ``rule``."""


def event_fields(event: Event) -> dict[str, Any]:
    """The fields of an event its text is made of, with the kind."""
    data: dict[str, Any] = event.model_dump(mode="json")
    if event.kind == "discarded":
        keep: tuple[str, ...] = ("player", "card") if event.card is not None else ("card", "cards", "rule")
    else:
        keep = EVENT_TEXT[event.kind]
    return {"kind": event.kind, **{k: data[k] for k in keep}}


def then_events(ctx: Context, calls: Sequence[Called], rec: Recorder, docstring: str, **_: Any) -> Placed:
    if rec.events is None:
        return []  # no action carried out yet: no events, and the step found every line among them
    texts = {str(e): e for e in ctx.events}
    lines = [line.strip() for line in docstring.splitlines() if line.strip()]
    return [(len(rec.items), AnyMatch(reply=rec.events, path=("events",), fields=event_fields(texts[line])))
            for line in lines]


def then_events_exactly(ctx: Context, calls: Sequence[Called], rec: Recorder, **_: Any) -> Placed:
    if rec.events is None:
        return []
    return [(len(rec.items), Equal(reply=rec.events, path=("events",), value=_value(rec, rec.events, ("events",))))]


# -- scores -------------------------------------------------------------------------------------


def _on_score(calls: Sequence[Called]) -> tuple[int, int]:
    seen = _the(calls, "score")
    assert seen.source is not None
    return seen.mark, seen.source


def _scorer(name: str) -> Path:
    return ("score", "players", First(first={"player": name}))


def then_scores(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str, points: str, **_: Any) -> Placed:
    mark, number = _on_score(calls)
    return [(mark, Equal(reply=number, path=(*_scorer(player), "total"), value=int(points)))]


def then_boat_scores(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str, span: str, points: str,
                     **_: Any) -> Placed:
    mark, number = _on_score(calls)
    boat = _span(span).model_dump(mode="json")
    return [(mark, Sum(reply=number, path=(*_scorer(player), "lines"), field="points", where={"boat": boat},
                       value=int(points)))]


LINE_FIELDS = ("rule", "points", "boat")
"""What a score line is compared by (its ``text`` is free)."""


def then_score_lines(ctx: Context, calls: Sequence[Called], rec: Recorder, player: str, mode: str = "are",
                     datatable: list[list[str]] | None = None, **_: Any) -> Placed:
    mark, number = _on_score(calls)
    assert datatable is not None
    header, *rows = datatable
    wanted = []
    for row in rows:
        cells = dict(zip(header, row, strict=True))
        if cells["rule"] == "-":
            continue  # a row for no line (an outline's row in which the line does not occur)
        boat = cells.get("boat", "-").strip()
        wanted.append({"rule": cells["rule"], "points": int(cells["points"]),
                       "boat": None if boat in ("", "-") else _span(boat).model_dump(mode="json")})
    path = (*_scorer(player), "lines")
    if mode == "are":
        return [(mark, Items(reply=number, path=path, value=tuple(wanted), fields=LINE_FIELDS))]
    return [(mark, Includes(reply=number, path=path, value=tuple(wanted), fields=LINE_FIELDS, counted=True))]


def then_winners(ctx: Context, calls: Sequence[Called], rec: Recorder, players: str, **_: Any) -> Placed:
    mark, number = _on_score(calls)
    return [(mark, Items(reply=number, path=("score", "winners"), value=tuple(_players(players))))]


BUILDERS: dict[str, Builder] = {
    name: function for name, function in globals().items()
    if re.match(r"(given|when|then)_", name) and callable(function)
}
BUILDERS.update({name: _plays for name in PLAYS})
