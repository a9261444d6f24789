"""What a reply may hold (issue 22, finding 8): the bounds of ``ogallala.model.bounds`` are the
editions' own numbers, real games stay far inside them, a reply beyond them is refused
before it is built (cheaply: a reply of 8 MiB is not turned into half a million models), and
the largest replies within them are accepted."""

from __future__ import annotations

import itertools
import json
import random
import shlex
import sys
import tracemalloc
from pathlib import Path

import pytest

import tiers
from ogallala.model import bounds
from ogallala.protocol import messages as P
from ogallala.model.editions import all_editions, load
from ogallala.engine import apply, legal_actions, start
from ogallala.protocol.process import ProcessEngine
from ogallala.protocol.interface import EngineError
from ogallala.engine.random_play import SEATS
from ogallala.engine.scoring import score_game
from ogallala.model.readings import rulings_of

from test_harness import BAD, ONE, conformance, reference_one  # noqa: F401 - fixtures

ZOO = Path(__file__).resolve().parent / "zoo"


def _option_sets(edition) -> list[tuple[str, ...]]:  # type: ignore[no-untyped-def]
    ids = edition.variant_ids
    return [c for n in range(len(ids) + 1) for c in itertools.combinations(ids, n) if edition.validate_options(c) is None]


def test_the_bounds_are_the_editions_numbers() -> None:
    decks = []
    for edition in all_editions():
        readings = [{}] + [{r.id: a.reading} for r in rulings_of(edition.id) for a in r.played_in(edition.id)]
        for reading in readings:
            read = load(edition.id, reading)
            decks += [len(read.full_deck(options)) for options in _option_sets(read)]
    editions = all_editions()
    assert bounds.DECK_MAX == max(decks)
    assert bounds.PLAYERS_MAX == max(e.players.max for e in editions)
    assert bounds.PILES_MAX == max(e.piles.count for e in editions)
    assert bounds.OPTIONS_MAX == max(len(e.variant_ids) for e in editions)
    assert max(e.display.rows for e in editions) <= bounds.ROWS_MAX
    assert max(max(e.display.width, e.display.wide or 0) for e in editions) <= bounds.COLUMNS_MAX


def test_real_games_stay_far_inside_the_bounds() -> None:
    """Random games of every edition: what they hold at most, four times over, is still
    within the bounds."""
    most = dict.fromkeys(("events", "pending", "legal", "lines", "cards"), 0)
    for edition in all_editions():
        for seed in range(6):
            options = random.Random(seed).choice(_option_sets(edition))
            players = edition.players.min + seed % (edition.players.max - edition.players.min + 1)
            state = start(edition.id, SEATS[:players], options, seed=seed)
            chooser = random.Random(seed)
            while legal := legal_actions(state):
                most["legal"] = max(most["legal"], len(legal))
                state, events = apply(state, legal[chooser.randrange(len(legal))])
                most["events"] = max(most["events"], len(events), *(len(e.cards) for e in events))
                most["pending"] = max(most["pending"], len(state.pending))
                most["cards"] = max(most["cards"], len(state.discard), len(state.out), *map(len, state.piles))
            most["lines"] = max(most["lines"], *(len(p.lines) for p in score_game(state).players))
    assert 4 * most["events"] <= bounds.EVENTS_MAX
    assert 4 * most["pending"] <= bounds.PENDING_MAX
    assert 4 * most["legal"] <= bounds.LEGAL_MAX
    assert 4 * most["lines"] <= bounds.SCORE_LINES_MAX
    assert most["cards"] <= bounds.CARDS_MAX


# -- replies beyond the bounds ------------------------------------------------------------------

BULKY = {
    # mode: the request it answers, what the message names
    "events": "apply",
    "rows": "load",
    "cards": "load",
    "legal": "legal",
}


@pytest.mark.parametrize("mode", tiers.one(list(BULKY), ids=str))  # the full tier: every kind
def test_a_reply_beyond_the_bounds_is_an_engine_error_of_kind_limit(conformance, reference_one, mode: str) -> None:
    engine = shlex.join([sys.executable, str(ZOO / "bulky.py"), mode])
    done = conformance("--engine", engine, *ONE, "--timeout", "30")
    bad = done.result(BAD)
    assert (bad["outcome"], bad["kind"]) == ("error", "limit"), bad
    assert f"the reply to `{BULKY[mode]}`" in bad["message"] and "more than" in bad["message"]
    assert {k: v for k, v in done.outcomes.items() if k != BAD} == {k: v for k, v in reference_one.items() if k != BAD}


def _huge_events_reply(request_id: int) -> bytes:
    """An applied reply of 8 MiB: a real position and about 520000 events."""
    state = start("amigo", ("North", "South"), seed=1)
    data = {"type": "applied", "id": request_id, "state": json.loads(state.model_dump_json()), "events": []}
    room = (8 << 20) - len(json.dumps(data)) - 64
    data["events"] = [{"kind": "turn"}] * (room // len('{"kind":"turn"},'))
    return json.dumps(data, separators=(",", ":")).encode() + b"\n"


@tiers.full
def test_refusing_a_reply_of_half_a_million_events_builds_nothing() -> None:
    """Before: every event built as a model (the harness grew by some 750 MB), then the
    reply accepted. Now it is refused from its bytes: a few MB at most, for the line itself."""
    engine = ProcessEngine(("unused",))
    request = P.ApplyRequest(id=7, action={"kind": "draw"})
    raw = _huge_events_reply(7)
    tracemalloc.start()
    try:
        with pytest.raises(EngineError) as refused:
            engine._check(raw, request)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert refused.value.kind == "limit"
    assert peak < 4 * len(raw), f"{peak / 1e6:.0f} MB traced while refusing a reply of {len(raw) / 1e6:.0f} MB"


# -- the largest replies within the bounds -----------------------------------------------------


def _largest_state() -> dict:
    players = [{"name": SEATS[i] if i < len(SEATS) else f"P{i}",
                "display": [["furs"] * bounds.COLUMNS_MAX] * bounds.ROWS_MAX} for i in range(bounds.PLAYERS_MAX)]
    span = {"row": 1, "first": 1, "last": 2}
    spoils = {"kind": "spoils", "victim": "North", "boat": span, "cards": ["furs"] * bounds.CARDS_MAX}
    return {"edition": "ass-i", "options": [f"v{i}" for i in range(bounds.OPTIONS_MAX)], "seed": 1,
            "players": players, "piles": [["furs"] * bounds.CARDS_MAX] * bounds.PILES_MAX,
            "discard": ["furs"] * bounds.CARDS_MAX, "out": ["furs"] * bounds.CARDS_MAX, "turn": "North",
            "pending": [spoils] * bounds.PENDING_MAX}


def _largest(kind: str, more: int = 0) -> tuple[P.AnyRequest, dict]:
    """The request and the largest reply to it the bounds allow (``more`` items beyond them)."""
    span = {"row": 1, "first": 1, "last": 2}
    if kind == "state":
        state = _largest_state()
        state["players"][0]["display"] = state["players"][0]["display"] + [["furs"]] * more
        return P.StateRequest(id=3), {"type": "state", "id": 3, "state": state}
    if kind == "applied":
        event = {"kind": "sank", "player": "North", "card": "furs", "cards": ["furs"] * bounds.CARDS_MAX,
                 "at": {"row": 1, "col": 1}, "boat": span, "victim": "South", "pile": 1, "rule": "cards.axe"}
        return (P.ApplyRequest(id=3, action={"kind": "draw"}),
                {"type": "applied", "id": 3, "state": _largest_state(), "events": [event] * (bounds.EVENTS_MAX + more)})
    if kind == "legal":
        attack = {"kind": "attack", "targets": [{"player": "South", "boat": span}, {"player": "West", "boat": span}]}
        return P.LegalRequest(id=3), {"type": "legal", "id": 3,
                                      "actions": [{"action": attack, "text": "a"}] * (bounds.LEGAL_MAX + more)}
    line = {"rule": "scoring.x", "points": 1, "text": "x", "boat": span}
    score = {"players": [{"player": SEATS[i], "total": 1, "lines": [line] * (bounds.SCORE_LINES_MAX + more)}
                         for i in range(bounds.PLAYERS_MAX)], "winners": list(SEATS[: bounds.PLAYERS_MAX])}
    return P.ScoreRequest(id=3), {"type": "score", "id": 3, "score": score}


@pytest.mark.parametrize("kind", ["state", "applied", "legal", "score"])
def test_the_largest_replies_within_the_bounds_are_accepted_and_one_item_more_is_refused(kind: str) -> None:
    engine = ProcessEngine(("unused",))
    request, reply = _largest(kind)
    assert engine._check(json.dumps(reply).encode(), request).type == kind
    request, reply = _largest(kind, more=1)
    with pytest.raises(EngineError) as refused:
        engine._check(json.dumps(reply).encode(), request)
    assert refused.value.kind == "limit" and "more than" in refused.value.message


def test_serve_refuses_a_request_larger_than_any_game_before_building_it() -> None:
    """``ogallala serve`` reads a `load` of a million rows as it reads the harness's replies:
    it answers bad-request from the bytes."""
    from ogallala.protocol.server import Server
    from ogallala.protocol.inprocess import InProcess

    state = json.loads(start("amigo", ("North", "South"), seed=1).model_dump_json())
    state["players"][0]["display"] = [[None]] * 1_000_000
    line = json.dumps({"cmd": "load", "id": 5, "state": state}, separators=(",", ":")).encode()
    tracemalloc.start()
    try:
        reply, done = Server(InProcess()).handle(line)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert (reply.type, reply.code, done) == ("error", "bad-request", False)
    assert "no request holds more than" in reply.message
    assert peak < 4 * len(line)


def test_docs_protocol_lists_the_bounds_as_the_code_has_them() -> None:
    from ogallala.protocol.sizes import MOST, REQUEST_MOST

    limits = (Path(__file__).resolve().parent.parent / "docs" / "protocol.md").read_text(encoding="utf-8")
    limits = limits[limits.index("## Limits and signals"):]
    told = (f"{MOST['start']} for `start`, `load` and `state`, {MOST['apply']} for `apply`, {MOST['legal']} for "
            f"`legal`, {MOST['score']} for `score`")
    assert MOST["start"] == MOST["load"] == MOST["state"] == REQUEST_MOST
    assert told in limits
    for row in (f"| {bounds.PLAYERS_MAX}; {bounds.PILES_MAX}; {bounds.OPTIONS_MAX} (",
                f"| {bounds.CARDS_MAX}, the largest deck", f"| {bounds.ROWS_MAX} each (",
                f"| {bounds.PENDING_MAX} each (", f"| {bounds.LEGAL_MAX} (half the deck squared",
                f"| {bounds.SCORE_LINES_MAX} (two per card)", f"load` of the largest position | {REQUEST_MOST} |"):
        assert row in limits, row
    assert bounds.COLUMNS_MAX == bounds.ROWS_MAX and bounds.EVENTS_MAX == bounds.PENDING_MAX
