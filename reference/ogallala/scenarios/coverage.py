"""Which convention of the protocol each scenario checks: docs/coverage.md.

Every field of a position, every kind of pending item, event and action, every part of a
score and of a refusal that docs/protocol.md defines is an *item* here. What a scenario
checks is read off the steps it uses, each with what its definition compares (``CHECKS``:
a position compared whole checks every field, `the events are:` every field of every
event it lists, `the events include:` only an event's text form). An item checked by no
scenario is listed, with why, in ``UNCHECKED``; docs/protocol.md repeats that list between
its ``unchecked`` markers, and tests keep the page, the list and the markers current.

``python -m ogallala.scenarios.coverage > docs/coverage.md`` writes the page.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from functools import cache

from ..notation import NotationError, parse_action, parse_state
from ..notation.render import render_pending
from ..model.state import State
from .load import Run, StepText, all_scenarios
from .steps import ScenarioError, find

# -- the items -------------------------------------------------------------------------

STATE_FIELDS = {
    "state.edition": "`edition`",
    "state.options": "`options`, with a variant in play",
    "state.readings": "`readings`, with a reading other than the decision",
    "state.seed": "`seed`, other than 0",
    "state.players": "`players`: the displays, with a card in one",
    "state.piles": "`piles`, with a card in one",
    "state.discard": "`discard`, with a card in it",
    "state.out": "`out`, with a card in it",
    "state.turn": "`turn`",
    "state.drawn": "`drawn`, above 0",
    "state.ending": "`ending`, true",
    "state.pending": "`pending`, the decision due",
    "state.pending.later": "`pending`, the items after the first",
    "state.first_three": "`first_three`, set",
    "state.completed": "`completed`, with a count in it",
    "state.displayed_at_reshuffle": "`displayed_at_reshuffle`, set",
    "state.over": "`over`, true",
}

PENDING_KINDS = {
    "pending.draw": "`draw`",
    "pending.place.drawn": "`place`, `source` drawn",
    "pending.place.lassoed": "`place`, `source` lassoed",
    "pending.place.claimed": "`place`, `source` claimed",
    "pending.place.spoils": "`place`, `source` spoils",
    "pending.lasso": "`lasso`",
    "pending.shoot": "`shoot`",
    "pending.sink": "`sink` with its `card`",
    "pending.claim": "`claim` with its `suite`",
    "pending.claim.spoils": "`claim`, `spoils` true",
    "pending.attack": "`attack` with its `boat`",
    "pending.spoils.victim": "`spoils` with `victim` and `boat`",
    "pending.spoils.cards": "`spoils` with `cards`",
    "pending.end": "`end`",
}

EVENT_KINDS = ("drew", "placed", "shifted", "discarded", "removed", "completed", "lassoed", "shot", "sank",
               "attacked", "took", "claimed", "lapsed", "reshuffled", "turn", "ended", "played-on", "game-over")

EVENT_FIELDS_OF: dict[str, tuple[str, ...]] = {
    "drew": ("player", "card", "pile"), "placed": ("player", "card", "at"), "shifted": ("player", "at"),
    "discarded.card": ("player", "card"), "discarded.cards": ("player", "cards", "rule"),
    "removed": ("player", "cards", "rule"), "completed": ("player", "boat"),
    "lassoed": ("player", "card", "at", "victim"), "shot": ("player", "card", "at", "victim"),
    "sank": ("player", "cards", "boat"), "attacked": ("player", "cards", "boat", "victim"), "took": ("player", "card"),
    "claimed": ("player", "card", "at", "victim"), "lapsed": ("player", "rule"), "reshuffled": ("player", "pile"),
    "turn": ("player",), "ended": ("player",), "played-on": ("player",), "game-over": ("player", "rule"),
}
"""The fields each kind of event sets (docs/protocol.md's table of events); every other
field is unset. ``discarded`` is two events: a drawn card discarded, and lost cards."""

EVENTS = {f"event.{k}": f"`{k.split('.')[0]}`" + (", a drawn card" if k == "discarded.card" else ", lost cards"
                                                   if k == "discarded.cards" else "")
          for k in EVENT_FIELDS_OF}

ACTIONS = {
    "action.draw": "`draw`", "action.draw.pile": "`draw` from a pile other than 1", "action.stop": "`stop`",
    "action.place": "`place`", "action.place.shift": "`place` with `shift`", "action.discard": "`discard`",
    "action.lasso": "`lasso`", "action.shoot": "`shoot`", "action.claim": "`claim`", "action.pass": "`pass`",
    "action.sink": "`sink`", "action.attack": "`attack`, one target", "action.attack.double": "`attack`, two targets",
    "action.take.card": "`take` a card in hand", "action.take.at": "`take` a space",
    "action.take.player": "`take` a space naming its victim (spoils pooled)", "action.done": "`done`",
    "action.end": "`end`", "action.play-on": "`play-on`",
}

CONVENTIONS = {
    **{f"conv.deal.{e}": f"the deal of a seeded new game of `{e}`: every card of every pile, and the seed after it, "
                         "with each option" for e in ("pelikan-1975", "ass-ii", "ass-i", "amigo")},
    "conv.deal.tribes": "the deck order with the two-tribe variant (the first colour's cards before the second's)",
    "conv.reshuffle": "a reshuffle of distinct cards from a given seed: the new pile's order and the advanced `seed`",
    "conv.renumbered": "the cells of events after an Amigo display is numbered anew (a card laid at row or column 0, "
                       "a shift past the edge)",
    "conv.renumbered.taken": "the cells of a card or boat taken from an Amigo display that is numbered anew after it "
                             "(named where it lay)",
    "conv.amigo-chief-shaman": "whether a drawn chief or shaman ends the drawing in Amigo (`ending` after the draw)",
    "conv.discard-order": "the order several lost cards land on the discard pile after an attack (ruling "
                          "attack-discard-order, a convention of the protocol)",
}

SCORE = {
    "score.total": "a player's `total`", "score.lines.rule": "a line's `rule`", "score.lines.points": "a line's `points`",
    "score.lines.boat": "a line's `boat`", "score.lines.text": "a line's `text`", "score.winners": "`winners`",
}

REPLIES = {
    "reply.rejected.rule": "`rejected`: the `rule`", "reply.rejected.reason": "`rejected`: the `reason`",
    "reply.rejected.unchanged": "`rejected`: the position unchanged",
    "reply.error.invalid-setup": "`error` `invalid-setup` for a setup the edition does not allow",
}

SECTIONS: tuple[tuple[str, str, dict[str, str]], ...] = (
    ("The position", "A field counts as checked where a scenario expects it at a value other than "
     "its default, so that an engine that never sets it fails.", STATE_FIELDS),
    ("Pending items", "Each kind with the fields that tell it apart, in a position compared whole, the "
     "decision due (`the pending decision is:`) or the whole list (`the pending decisions are:`).", PENDING_KINDS),
    ("Events", "Checked field by field by `the events are:`: the kind, and every field, set or not. "
     "`the events include:` checks an event's text form only, which leaves fields out; it is counted apart.", EVENTS),
    ("Actions", "In the legal actions (`the legal actions are:`, `include:`, `exclude:`, `\"...\" is legal`), "
     "and played by a `When` step, which checks that the engine accepts it.", ACTIONS),
    ("Conventions", "What docs/protocol.md fixes beyond the fields: the shuffle, the numbering of a free "
     "display, and orders the rulebooks leave open.", CONVENTIONS),
    ("Scores", "", SCORE),
    ("Refusals and errors", "", REPLIES),
)

ITEMS: dict[str, str] = {k: v for _, _, items in SECTIONS for k, v in items.items()}

UNCHECKED: dict[str, str] = {
    "score.lines.text": "the words of a score line are for people; the scenarios check each line's rule, points "
                        "and boat, which say the same",
    "reply.rejected.reason": "the reason is for people; the scenarios check the rule a refusal names, which is "
                             "what an engine must agree on",
}

# -- what each step checks -------------------------------------------------------------

Found = set[str]

TEXT_FORMS: tuple[tuple[str, re.Pattern[str]], ...] = tuple((k, re.compile(p)) for k, p in (
    ("reshuffled", r"^the discard pile was shuffled into pile \d+$"),
    ("game-over", r"^the game is over"),
    ("discarded", r" went to the discard pile"),
    ("removed", r" removed from play"),
    ("lapsed", r"'s \S+ lapsed$"),
    ("turn", r"^\S+'s turn$"),
    ("drew", r"^\S+ drew \S+ from pile \d+$"),
    ("placed", r"^\S+ placed \S+ at r\d+c\d+$"),
    ("shifted", r"^\S+ shifted cards of row "),
    ("discarded", r"^\S+ discarded \S+$"),
    ("completed", r"^\S+ completed the boat "),
    ("lassoed", r"^\S+ lassoed "),
    ("shot", r"^\S+ shot "),
    ("sank", r"^\S+ sank the boat "),
    ("attacked", r"^\S+ attacked "),
    ("took", r"^\S+ took "),
    ("claimed", r"^\S+ claimed "),
    ("ended", r"^\S+ ended the game$"),
    ("played-on", r"^\S+ played on$"),
))


def _pending_items(line: str) -> Found:
    line = line.strip()
    kind = line.split()[0] if line else ""
    if kind == "place":
        source = re.search(r"\((\w+)\)", line)
        return {f"pending.place.{source.group(1) if source else 'drawn'}"}
    if kind == "claim":
        return {"pending.claim"} | ({"pending.claim.spoils"} if "(spoils)" in line else set())
    if kind == "spoils":
        return {"pending.spoils.victim" if line.startswith("spoils from ") else "pending.spoils.cards"}
    return {f"pending.{kind}"} if f"pending.{kind}" in PENDING_KINDS else set()


def _readings(run: Run) -> dict[str, str]:
    """The run's readings that concern its edition (as ``Context.readings_for`` gives them)."""
    if not run.reading:
        return {}
    from ..model.readings import decided

    rulings = decided(run.edition)
    return {r: a for r, a in run.reading.items() if r in rulings}


def _position(run: Run, text: str) -> State | None:
    edition = run.edition
    try:
        return parse_state(text, edition, readings=_readings(run))
    except NotationError:
        return None


def position_items(state: State) -> Found:
    """What comparing a whole position with ``state`` checks."""
    found = {"state.edition", "state.turn", "state.pending"}
    found |= {name for name, value in (
        ("state.options", state.options), ("state.readings", state.readings), ("state.seed", state.seed),
        ("state.players", any(c for p in state.players for row in p.display for c in row)),
        ("state.piles", any(state.piles)), ("state.discard", state.discard), ("state.out", state.out),
        ("state.drawn", state.drawn), ("state.ending", state.ending), ("state.pending.later", len(state.pending) > 1),
        ("state.first_three", state.first_three), ("state.completed", state.completed),
        ("state.displayed_at_reshuffle", state.displayed_at_reshuffle is not None),
        ("state.over", state.over),
    ) if value}
    for item in state.pending:
        found |= _pending_items(render_pending(item))
    return found


def _actions(lines: Iterable[str]) -> Found:
    found: Found = set()
    for line in lines:
        line = line.split("#")[0].strip()
        if not line:
            continue
        try:
            action = parse_action(line)
        except NotationError:
            continue
        found |= action_items(action)
    return found


def action_items(action: object) -> Found:
    kind = getattr(action, "kind", "")
    found = {f"action.{kind}"} if f"action.{kind}" in ACTIONS else set()
    if kind == "draw" and getattr(action, "pile", 1) != 1:
        found.add("action.draw.pile")
    if kind == "place" and getattr(action, "shift", None):
        found.add("action.place.shift")
    if kind == "attack":
        targets = getattr(action, "targets", ())
        found = {"action.attack.double" if len(targets) == 2 else "action.attack"}
    if kind == "take":
        found = {"action.take.at" if getattr(action, "at", None) is not None else "action.take.card"}
        if getattr(action, "player", None) is not None:
            found = {"action.take.player"}
    return found


def _events_exactly(table: list[list[str]]) -> Found:
    header, *rows = table
    header = [h.strip() for h in header]
    found: Found = set()
    for row in rows:
        cells = dict(zip(header, (c.strip() for c in row), strict=False))
        kind = cells.get("kind", "")
        if kind in ("", "-"):
            continue
        if kind == "discarded":
            kind = "discarded.card" if cells.get("card", "") not in ("", "-") else "discarded.cards"
        found.add(f"event.{kind}")
        found |= {f"field.{kind}.{name}" for name, value in cells.items() if name != "kind" and value not in ("", "-")}
    return found


def _event_texts(lines: Iterable[str]) -> Found:
    found: Found = set()
    for line in lines:
        line = line.strip()
        for kind, pattern in TEXT_FORMS:
            if line and pattern.search(line):
                found.add(f"text.{kind}")
                break
    return found


Check = Callable[[Run, StepText, dict[str, str]], Found]


def _then_position(run: Run, step: StepText, args: dict[str, str]) -> Found:
    state = _position(run, step.docstring or "")
    return position_items(state) if state is not None else set()


def _then_pending(run: Run, step: StepText, args: dict[str, str]) -> Found:
    return {"state.pending"} | _pending_items(args["item"])


def _then_pending_list(run: Run, step: StepText, args: dict[str, str]) -> Found:
    lines = [x.strip() for x in (step.docstring or "").splitlines() if x.strip() and not x.strip().startswith("#")]
    found = {"state.pending"} | ({"state.pending.later"} if len(lines) > 1 else set())
    for line in lines:
        found |= _pending_items(line)
    return found


def _then_cards(run: Run, step: StepText, args: dict[str, str]) -> Found:
    cards = args["cards"].strip() not in ("", "-", "empty")
    if args.get("pile"):
        return {"state.piles"} if cards else set()
    if args["which"] == "the discard pile":
        return {"state.discard"} if cards else set()
    return {"state.out"} if cards else set()


CHECKS: dict[str, Check] = {
    "then_position": _then_position,
    "then_display": lambda run, step, args: {"state.players"} if "|" in (step.docstring or "") and re.search(r"[a-z]", (step.docstring or "").replace(".", "")) else set(),
    "then_card_at": lambda run, step, args: {"state.players"} if args["card"] != "empty" else set(),
    "then_complete_boats": lambda run, step, args: {"state.players"} if args["count"] != "0" else set(),
    "then_cards": _then_cards,
    "then_pile_size": lambda run, step, args: {"state.piles"} if args["count"] != "0" else set(),
    "then_pending": _then_pending,
    "then_pending_list": _then_pending_list,
    "then_turn": lambda run, step, args: {"state.turn"},
    "then_over": lambda run, step, args: set() if args.get("negation") else {"state.over"},
    "then_events": lambda run, step, args: _event_texts((step.docstring or "").splitlines()),
    "then_events_exactly": lambda run, step, args: _events_exactly([list(r) for r in step.table or ()]),
    "then_legal": lambda run, step, args: {f"legal.{x}" for x in _actions([args["action"]])},
    "then_legal_list": lambda run, step, args: {f"legal.{x}" for x in _actions((step.docstring or "").splitlines())},
    "then_refused": lambda run, step, args: {"reply.rejected.rule", "reply.rejected.unchanged"},
    "then_scores": lambda run, step, args: {"score.total"},
    "then_boat_scores": lambda run, step, args: {"score.lines.points", "score.lines.boat"},
    "then_score_lines": lambda run, step, args: {"score.lines.rule", "score.lines.points", "score.lines.boat"},
    "then_winners": lambda run, step, args: {"score.winners"},
    "then_start_refused": lambda run, step, args: {"reply.error.invalid-setup"},
}
"""What each `Then` step compares, by its definition's name. A `When` step that plays an
action checks that the engine accepts it (``played.``); `Given` steps check nothing."""


def _played(run: Run, step: StepText, args: dict[str, str], name: str) -> Found:
    if name == "when_players_play":
        return {f"played.{x}" for x in _actions((step.docstring or "").splitlines())}
    if name == "when_plays":
        return {f"played.{x}" for x in _actions([args["action"]])}
    simple = {"when_draws": "action.draw", "when_stops": "action.stop", "when_places": "action.place",
              "when_discards": "action.discard", "when_lassoes": "action.lasso", "when_shoots": "action.shoot",
              "when_claims": "action.claim", "when_sinks": "action.sink", "when_passes": "action.pass",
              "when_done": "action.done", "when_ends": "action.end", "when_plays_on": "action.play-on"}
    found: Found = set()
    if name in simple:
        found.add(simple[name])
    if name == "when_draws" and args.get("pile") not in (None, "1"):
        found.add("action.draw.pile")
    if name == "when_places" and args.get("direction"):
        found.add("action.place.shift")
    if name == "when_attacks":
        found.add("action.attack.double" if args.get("victim2") else "action.attack")
    if name == "when_takes":
        found.add("action.take.player" if args.get("pooled") else "action.take.at" if args.get("cell") else "action.take.card")
    return {f"played.{x}" for x in found}


CELL = re.compile(r"r(\d+)c(\d+)")
CHIEF_SHAMAN = re.compile(r"^place (chief|shaman)(\.\w+)? \(drawn\)$")


def _size(state: State, name: str) -> tuple[int, int]:
    """How many rows and columns a player's display has."""
    display = next((p.display for p in state.players if p.name == name), ())
    return len(display), len(display[0]) if display else 0


def _conventions(run: Run) -> Found:
    """The conventions of ``CONVENTIONS`` one run checks, read off its steps: a seeded deal
    compared whole, a reshuffle of distinct cards compared whole, an event cell that is not
    the cell the action named (the display was numbered anew), a position compared whole
    after an Amigo chief or shaman is drawn, an attack's lost cards in order in a scenario
    tagged with the convention attack-discard-order."""
    found: Found = set()
    given: State | None = None
    seeded_new_game = False
    action_cell: str | None = None
    last: State | None = None
    taken: tuple[str, tuple[int, int]] | None = None
    for step in run.steps:
        text = step.text
        if step.keyword == "Given" and text.startswith("a new game of ") and " with seed " in text:
            seeded_new_game = True
        elif step.keyword == "Given" and text == "the position:":
            given = last = _position(run, step.docstring or "")
        elif step.keyword == "When":
            cell = CELL.search(text)
            action_cell = cell.group(0) if cell else None
        elif text == "the position is:":
            state = _position(run, step.docstring or "")
            if state is None:
                continue
            if seeded_new_game and any(state.piles):
                found.add(f"conv.deal.{run.edition}")
                if "tribes" in state.options:
                    found.add("conv.deal.tribes")
            if (given is not None and given.seed and len(set(given.discard)) > 1 and not state.discard
                    and state.seed != given.seed):
                found.add("conv.reshuffle")
            if run.edition == "amigo" and state.pending and CHIEF_SHAMAN.match(render_pending(state.pending[0])):
                found.add("conv.amigo-chief-shaman")
            if taken is not None and _size(state, taken[0]) != taken[1] and _size(state, taken[0])[0] > 0:
                found.add("conv.renumbered.taken")
            last, taken = state, None
        elif text.startswith("the discard pile is: ") and "attack-discard-order" in run.scenario.rulings \
                and len(text.removeprefix("the discard pile is: ").split()) > 1:
            found.add("conv.discard-order")
        elif text == "the events are:" and step.table:
            header, *rows = [[c.strip() for c in row] for row in step.table]
            for row in rows:
                cells = dict(zip(header, row, strict=False))
                if run.edition == "amigo" and last is not None and cells.get("victim") \
                        and cells.get("kind") in ("lassoed", "shot", "claimed", "attacked"):
                    taken = (cells["victim"], _size(last, cells["victim"]))
                if run.edition == "amigo" and action_cell and cells.get("kind") in ("placed", "shifted") \
                        and cells.get("at") not in (None, "", "-", action_cell):
                    found.add("conv.renumbered")
                if "attack-discard-order" in run.scenario.rulings and cells.get("kind") == "discarded" \
                        and len(cells.get("cards", "").split()) > 1 and cells.get("rule", "").startswith("attack."):
                    found.add("conv.discard-order")
    return found


def run_items(run: Run) -> Found:
    """Everything one run checks: item ids, ``text.<kind>`` for events by their text form,
    ``legal.<action item>`` and ``played.<action item>`` for actions."""
    found: Found = _conventions(run)
    for step in run.steps:
        try:
            definition, args = find(step.keyword, step.text)
        except ScenarioError:
            continue
        name = definition.func.__name__
        values = {k: v for k, v in args.items() if v is not None}
        if name in CHECKS:
            found |= CHECKS[name](run, step, values)
        elif step.keyword == "When":
            found |= _played(run, step, values, name)
    return found


@cache
def coverage() -> dict[str, tuple[str, ...]]:
    """Every item (and ``text.``, ``legal.``, ``played.`` forms) -> the scenario ids that check it."""
    ids: dict[str, set[str]] = defaultdict(set)
    for scenario in all_scenarios():
        for run in scenario.runs():
            for item in run_items(run):
                ids[item].add(scenario.id)
    return {k: tuple(sorted(v)) for k, v in ids.items()}


def _checked(item: str) -> tuple[str, ...]:
    found = coverage()
    if item.startswith("action."):
        return tuple(sorted(set(found.get(f"legal.{item}", ())) | set(found.get(f"played.{item}", ()))))
    return found.get(item, ())


def unset_fields(kind: str) -> list[str]:
    """The fields of an event kind that no scenario's `the events are:` gives a value."""
    found = coverage()
    return [f for f in EVENT_FIELDS_OF[kind] if not found.get(f"field.{kind}.{f}")]


def gaps() -> list[str]:
    """The items no scenario checks (an event kind: with a value in each of its fields)."""
    return [item for item in ITEMS if not _checked(item)
            or (item.startswith("event.") and unset_fields(item.removeprefix("event.")))]


# -- the page --------------------------------------------------------------------------

SHOWN = 8


def _ids(ids: Iterable[str]) -> str:
    ids = list(ids)
    if not ids:
        return "—"
    shown = ", ".join(f"`{i}`" for i in ids[:SHOWN])
    return shown + (f" and {len(ids) - SHOWN} more" if len(ids) > SHOWN else "")


def protocol_block(text: str) -> str:
    """docs/protocol.md with its list of what the scenarios do not check made current."""
    begin, end = "<!-- unchecked:begin -->\n", "<!-- unchecked:end -->"
    head, rest = text.split(begin, 1)
    return head + begin + unchecked_list() + "\n" + end + rest.split(end, 1)[1]


def unchecked_list() -> str:
    """The items no scenario checks, with why: the block docs/protocol.md repeats."""
    return "\n".join(f"- `{item}` ({ITEMS[item]}): {why}." for item, why in UNCHECKED.items())


def render() -> str:
    found = coverage()
    out = [
        "# What the scenarios check",
        "",
        "Every convention docs/protocol.md defines, with the scenarios that check it. A scenario",
        "checks what its steps compare ([steps.md](steps.md)): a position compared whole",
        "(`Then the position is:`) checks every field; `the events are:` every field of every",
        "event; other steps one part. An item no scenario checks is listed at the end, with why",
        "([protocol.md](protocol.md#what-the-scenarios-do-not-check) says the same).",
        "",
        "This file is generated from `ogallala/scenarios/coverage.py`",
        "(`python -m ogallala.scenarios.coverage > docs/coverage.md`); a test keeps it current.",
    ]
    for title, intro, items in SECTIONS:
        out += ["", f"## {title}", ""]
        if intro:
            out += [intro, ""]
        if items is EVENTS:
            out += ["| event | its fields | scenarios (field by field) | | fields never given a value | by text form |",
                    "|---|---|---|---|---|---|"]
            for item, what in items.items():
                kind = item.removeprefix("event.")
                ids = _checked(item)
                text = found.get(f"text.{kind.split('.')[0]}", ())
                fields = ", ".join(f"`{f}`" for f in EVENT_FIELDS_OF[kind])
                unset = ", ".join(f"`{f}`" for f in unset_fields(kind)) or "—"
                out.append(f"| {what} | {fields} | {_ids(ids)} | {len(ids)} | {unset} | {len(text) or '—'} |")
        elif items is ACTIONS:
            out += ["| action | in the legal actions | | played | |", "|---|---|---|---|---|"]
            for item, what in items.items():
                legal, played = found.get(f"legal.{item}", ()), found.get(f"played.{item}", ())
                out.append(f"| {what} | {_ids(legal)} | {len(legal)} | {_ids(played)} | {len(played)} |")
        else:
            out += ["| item | scenarios | |", "|---|---|---|"]
            for item, what in items.items():
                ids = _checked(item)
                out.append(f"| {what} | {_ids(ids)} | {len(ids)} |")
    out += ["", "## Not checked", ""]
    out += [unchecked_list() if UNCHECKED else "Nothing: every item above is checked by a scenario."]
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    print(render(), end="")
