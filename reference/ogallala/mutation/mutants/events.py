"""Mutants of the protocol's conventions: the events an action reports (each kind, each
field) and the state's bookkeeping fields (``drawn``, ``ending``, ``pending``,
``first_three``, ``displayed_at_reshuffle``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine import entry as engine, game
from ...engine.game import Game
from ...engine.rules import turn
from ..declare import ALL, code
from ..patch import Patches

Fields = dict[str, Any]


def _events(p: Patches, kind: str, change: Callable[[Fields], tuple[str, Fields] | None]) -> None:
    """Change every event of ``kind`` as the rules emit it: ``change`` gives the kind and
    fields to emit instead, or ``None`` to leave the event out."""
    def make(real: Any) -> Any:
        def emit(self: Any, k: str, **fields: Any) -> None:
            if k == kind:
                found = change(dict(fields))
                if found is None:
                    return
                k, fields = found
            real(self, k, **fields)
        return emit
    p.wrap(Game, "emit", make)
    p.watch(f"event {kind}")


def _without(kind: str, name: str) -> Callable[[Patches], None]:
    def apply(p: Patches) -> None:
        _events(p, kind, lambda fields: (kind, {k: v for k, v in fields.items() if k != name}))
    return apply


def _dropped(kind: str) -> Callable[[Patches], None]:
    def apply(p: Patches) -> None:
        _events(p, kind, lambda fields: None)
    return apply


code("events-no-turn", "events", "event turn", ALL,
     "no `turn` event when the turn passes to the next player")(_dropped("turn"))
code("events-drew-without-pile", "events", "event drew", ALL,
     "the `drew` event does not say which pile the card came from")(_without("drew", "pile"))
code("events-placed-without-card", "events", "event placed", ALL,
     "the `placed` event gives the space but not the card")(_without("placed", "card"))
code("events-no-shifted", "events", "event shifted", ("ass-i", "amigo"),
     "no `shifted` event when a placement pushes cards aside")(_dropped("shifted"))
code("events-no-completed", "events", "event completed", ALL,
     "no `completed` event when a placement completes a boat")(_dropped("completed"))
code("events-lapsed-without-rule", "events", "event lapsed", ALL,
     "the `lapsed` event does not name the rule of the obligation that lapsed")(_without("lapsed", "rule"))
code("events-reshuffled-without-pile", "events", "event reshuffled", ("pelikan-1975", "ass-ii", "amigo"),
     "the `reshuffled` event does not say which pile was refilled")(_without("reshuffled", "pile"))
code("events-no-lassoed", "events", "event lassoed", ALL,
     "no `lassoed` event when the lasso takes a card")(_dropped("lassoed"))
code("events-lassoed-without-victim", "events", "event lassoed", ALL,
     "the `lassoed` event does not name the player the card was taken from")(_without("lassoed", "victim"))
code("events-shot-without-cell", "events", "event shot", ALL,
     "the `shot` event does not give the space the card was shot from")(_without("shot", "at"))
code("events-sank-without-boat", "events", "event sank", ("ass-i", "amigo"),
     "the `sank` event does not give the boat Crazy Axe sank")(_without("sank", "boat"))
code("events-no-claimed", "events", "event claimed", ("pelikan-1975", "ass-ii"),
     "no `claimed` event when a hunter claims a booty half")(_dropped("claimed"))
code("events-attacked-without-cards", "events", "event attacked", ALL,
     "the `attacked` event does not list the cards of the conquered boat")(_without("attacked", "cards"))
code("events-no-took", "events", "event took", ALL,
     "no `took` event when the attacker takes a conquered card")(_dropped("took"))
code("events-no-ended", "events", "event ended", ("ass-i", "amigo"),
     "no `ended` event when a player ends the game")(_dropped("ended"))
code("events-no-played-on", "events", "event played-on", ("ass-i", "amigo"),
     "no `played-on` event when a player declines to end the game")(_dropped("played-on"))
code("events-game-over-without-rule", "events", "event game-over", ALL,
     "the `game-over` event does not name the rule that ended the game")(_without("game-over", "rule"))


@code("events-discarded-lost-cards-without-rule", "events", "event discarded", ("pelikan-1975", "ass-ii", "amigo"),
      "the `discarded` event of cards the rules take away does not name the rule")
def _discarded_rule(p: Patches) -> None:
    _events(p, "discarded", lambda fields: ("discarded", {k: v for k, v in fields.items() if k != "rule"}))


@code("events-removed-reported-as-discarded", "events", "event removed", ("ass-i",),
      "cards leaving the game are reported as `discarded`, not `removed`")
def _removed(p: Patches) -> None:
    _events(p, "removed", lambda fields: ("discarded", fields))


# -- the state's fields -----------------------------------------------------------------


@code("state-drawn-not-reset", "state", "field drawn", ALL,
      "`drawn` is not reset to 0 when the turn passes")
def _drawn_kept(p: Patches) -> None:
    def fresh_draw(g: Any) -> None:
        if g.ending:
            g.turn = (g.turn + 1) % len(g.names)
            g.ending = False
            g.emit("turn")
        g.pending.append(game.DRAW)
    p.replace(engine, "fresh_draw", fresh_draw)


@code("state-drawn-not-counted", "state", "field drawn", ALL,
      "`drawn` is not counted up when a card is drawn")
def _drawn_uncounted(p: Patches) -> None:
    def make(real: Any) -> Any:
        def do_draw(g: Any, pile: int) -> None:
            before = g.drawn
            real(g, pile)
            g.drawn = before
        return do_draw
    p.wrap(turn, "do_draw", make)


@code("state-ending-not-written", "state", "field ending", ALL,
      "the state's `ending` flag is never written: the end of the drawing is forgotten between requests")
def _ending(p: Patches) -> None:
    p.wrap(Game, "to_state", lambda real: lambda self: real(self).model_copy(update={"ending": False}))


@code("state-pending-in-arrival-order", "state", "field pending", ALL,
      "obligations are queued in the order they arise, not in the order the rules work them off")
def _fifo(p: Patches) -> None:
    def push(self: Any, item: Any) -> None:
        if item.kind == "end" and any(x.kind == "end" for x in self.pending):
            return
        self.pending.append(item)
    p.replace(Game, "push", push)


@code("state-first-three-last", "state", "field first_three", ALL,
      "`first_three` names the latest player to reach three complete boats, not the first")
def _first_three_last(p: Patches) -> None:
    def make(real: Any) -> Any:
        def completed_boat(g: Any, r: int, c: int, source: str) -> None:
            real(g, r, c, source)
            if g.complete_count(g.turn) >= 3:
                g.first_three = g.names[g.turn]
        return completed_boat
    p.wrap(turn, "completed_boat", make)


@code("state-first-three-never-set", "state", "field first_three", ALL,
      "`first_three` is never set")
def _first_three_never(p: Patches) -> None:
    def make(real: Any) -> Any:
        def completed_boat(g: Any, r: int, c: int, source: str) -> None:
            before = g.first_three
            real(g, r, c, source)
            g.first_three = before
        return completed_boat
    p.wrap(turn, "completed_boat", make)


@code("state-reshuffle-mark-not-kept", "state", "field displayed_at_reshuffle", ("pelikan-1975", "ass-ii", "amigo"),
      "`displayed_at_reshuffle` is not recorded when the discard pile is reshuffled")
def _mark(p: Patches) -> None:
    def make(real: Any) -> Any:
        def refill(g: Any) -> None:
            before = g.reshuffle_mark
            real(g)
            g.reshuffle_mark = before
        return refill
    p.wrap(turn, "refill", make)
