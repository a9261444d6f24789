"""The shrunk case as a ready scenario in the suite's own steps (docs/steps.md), with its
tags, and the check that it is one: it parses, loads with the suite's loader, passes on
the reference engine and fails on the engine it was found against.

The expectation is what the reference engine answers, computed here by replaying the case
in-process, never what the engine under test said. The topic tag comes from the rule the
difference touches: the rule a refusal names, the rule of a differing event or score line,
else the area of the action or decision. A ruling is tagged (as a reading column of a
Scenario Outline, docs/rulings-howto.md) when playing one of its other alternatives
changes the outcome; the rows are the alternatives under which the expectation holds. The
id is derived from a hash of the scenario's steps, so the same case always gets the same id.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache

from ..model.actions import Event
from ..util.clean import clean, clean_line
from ..harness.select import beyond_deck, for_suite, run_readings
from ..model.contradictions import conflicts
from ..protocol.inprocess import InProcess
from ..protocol.interface import Applied, Engine, EngineError, Rejected
from ..notation import parse_action, render_state
from ..model.readings import decided
from ..scenarios.load import Run, edition_tag, parse_text, topic_tag
from ..scenarios.run import execute
from ..model.spec import load_spec
from ..model.state import State
from .compare import Difference
from .shrink import Case

ACTION_TOPIC = {
    "draw": "turn.draw", "stop": "turn.voluntary-stop", "place": "placement.where", "discard": "turn.unplaceable-card",
    "lasso": "cards.lasso", "shoot": "cards.archer", "claim": "cards.hunters", "sink": "cards.crazy-axe",
    "attack": "attack.targets", "take": "attack.spoils", "done": "attack.spoils", "end": "end.three-boats",
    "play-on": "end.play-on",
}
"""The rule area of an action, where nothing more precise names one."""
PASS_TOPIC = {"attack": "attack.optional", "lasso": "cards.lasso", "shoot": "cards.archer", "claim": "cards.hunters",
              "spoils": "attack.spoils", "sink": "cards.crazy-axe", "draw": "turn.draw", "end": "end.play-on"}
"""The rule of passing up a decision, by the decision."""
EVENT_TOPIC = {
    "attacked": "attack.losers", "took": "attack.spoils", "lassoed": "cards.lasso", "shot": "cards.archer",
    "sank": "cards.crazy-axe", "claimed": "cards.hunters", "reshuffled": "piles.reshuffle", "ended": "end.three-boats",
    "game-over": "end.piles-exhausted", "completed": "boats.completion", "shifted": "shift.suite",
    "discarded": "piles.discard", "removed": "turn.unplaceable-card", "turn": "turn.order",
}
"""The rule an event mostly stands for, most telling first."""
MARKS = ("#", "@", "|", '"""', "```")
"""What starts a comment, a tag line, a table row or a docstring in Gherkin, besides keywords."""


@cache
def _structure() -> tuple[str, ...]:
    """Every start of a line that Gherkin reads as structure rather than description: the
    keywords of its English dialect as its own parser knows them (``Example:``, ``Scenarios:``,
    ``Given `` ...), and ``MARKS``."""
    from gherkin.dialect import Dialect

    dialect = Dialect.for_name("en")
    assert dialect is not None
    titles = (*dialect.feature_keywords, *dialect.rule_keywords, *dialect.background_keywords,
              *dialect.scenario_keywords, *dialect.scenario_outline_keywords, *dialect.examples_keywords)
    steps = (*dialect.given_keywords, *dialect.when_keywords, *dialect.then_keywords, *dialect.and_keywords,
             *dialect.but_keywords)
    return (*(f"{k}:" for k in titles), *steps, *MARKS)


def free_text(text: str, limit: int = 300) -> str:
    """``text`` as one line of a scenario's description, whatever it holds: cleaned onto one
    line (a line break in it shown as ``\\n``, so it cannot begin a line of its own), and
    begun with ``- `` when Gherkin would read its start as structure (a keyword, a tag, a
    comment, a table row, a docstring)."""
    line = clean_line(text, limit).strip()
    return "- " + line if line.startswith(_structure()) else line


@dataclass(frozen=True)
class Written:
    text: str
    """The feature file."""
    id: str
    topic: str
    rulings: tuple[str, ...]
    """Rulings whose other alternatives change the outcome (the reading columns)."""
    steps: int
    """Steps of the scenario (the Given, the actions, the checks)."""
    differing: tuple[str, ...] = ()
    """``ruling=alternative`` under which the reference gives another outcome (no row)."""


def _topics() -> set[str]:
    return {r.id for r in load_spec().rules}


def _position(state: State) -> list[str]:
    """The position as a scenario writes it: no edition line (the run's edition) and no
    readings line (the run's readings)."""
    lines = render_state(state.model_copy(update={"readings": {}})).splitlines()
    lines = [x for x in lines if not x.startswith(("edition:", "readings:"))]
    while lines and not lines[0].strip():
        lines.pop(0)
    while lines and not lines[-1].strip():
        lines.pop()
    return lines


def _doc(lines: Sequence[str], indent: str) -> list[str]:
    return [f'{indent}"""', *(f"{indent}{x}" if x.strip() else "" for x in lines), f'{indent}"""']


def _table(rows: Sequence[Sequence[str]], indent: str) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [indent + "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) + " |" for r in rows]


def _events_table(events: Sequence[Event]) -> list[list[str]]:
    from ..scenarios.steps import EVENT_FIELDS

    used = [f for f in EVENT_FIELDS if f == "kind" or any(getattr(e, f) not in (None, ()) for e in events)]

    def cell(e: Event, f: str) -> str:
        value = getattr(e, f)
        if value in (None, ()):
            return ""
        return " ".join(value) if f == "cards" else str(value)
    return [used, *([cell(e, f) for f in used] for e in events)]


class Outcome:
    """The case replayed on the reference: the steps that play it and check its outcome."""

    def __init__(self, case: Case, readings: Mapping[str, str]) -> None:
        ref = InProcess()
        if case.position is not None:
            state = ref.load(case.position)
            self.given = ["Given the position:", *_doc(_position(case.position), "  ")]
        else:
            assert case.setup is not None
            s = case.setup
            state = ref.start(s.edition, s.players, s.options, seed=s.seed, readings=readings)
            names = ", ".join(s.players[:-1]) + f" and {s.players[-1]}" if len(s.players) > 1 else s.players[0]
            options = f" and options {' '.join(s.options)}" if s.options else ""
            self.given = [f"Given a new game of {names} with seed {s.seed}{options}"]
        self.before = state
        moves: list[str] = []
        for action in case.actions:
            moves.append(str(action))
            result = ref.apply(action)
            assert isinstance(result, Applied)
            state = result.state
        self.when: list[str] = []
        if len(moves) == 1:
            self.when = [f'When {self.before.turn} plays "{moves[0]}"']
        elif moves:
            self.when = ["When the players play:", *_doc(moves, "  ")]
        self.at = state
        self.then: list[str] = []
        self.events: tuple[Event, ...] = ()
        self.reply: Applied | Rejected | None = None
        self.ref = ref

    def check(self, case: Case, found: Difference) -> None:
        """The steps that check the outcome at the case's request."""
        ref, state = self.ref, self.at
        if case.request in ("start", "load"):
            self.then = ["Then the position is:", *_doc(_position(state), "  ")]
        elif case.request == "legal":
            self.then = ["Then the legal actions are:", *_doc([str(a) for a in ref.legal()] or ["# none"], "  ")]
        elif case.request == "score":
            score = ref.score()
            self.then = []
            for p in score.players:
                if found.players and p.player not in found.players:
                    continue
                rows = [["rule", "points", "boat"],
                        *([x.rule, str(x.points), str(x.boat) if x.boat else "-"] for x in p.lines)]
                self.then += [f"Then {p.player}'s score lines are:", *_table(rows, "  ")] if p.lines else \
                    [f"Then {p.player} scores {p.total}"]
            winners = list(score.winners)
            if len(winners) == 1:
                self.then.append(f"Then the winner is {winners[0]}")
            elif winners:
                self.then.append(f"Then the winners are {', '.join(winners[:-1])} and {winners[-1]}")
        else:
            assert case.action is not None
            self.reply = reply = ref.apply(case.action)
            if isinstance(reply, Rejected):
                self.then = [f'Then "{case.action}" is refused by rule {reply.rule}']
            else:
                self.events = reply.events
                self.when.append(f'When {state.turn} plays "{case.action}"')
                if found.kind == "state":
                    self.then = ["Then the position is:", *_doc(_position(reply.state), "  ")]
                else:
                    self.then = ["Then the events are:", *_table(_events_table(reply.events), "  ")]

    def lines(self) -> list[str]:
        """The steps as written, the second step of a kind with And, as the suite writes them."""
        lines = [*self.given, *self.when, *self.then]
        out, last = [], ""
        for x in lines:
            word = x.split(" ", 1)[0]
            if word in ("Given", "When", "Then"):
                out.append(("And" + x[len(word):]) if word == last else x)
                last = word
            else:
                out.append(x)
        return out


def topic_of(case: Case, found: Difference, outcome: Outcome) -> str:
    """The rule topic the difference touches (see the module's docstring)."""
    topics = _topics()
    for rule in found.rules:
        if rule in topics:
            return rule
    if isinstance(outcome.reply, Rejected) and outcome.reply.rule in topics:
        return outcome.reply.rule
    decision = outcome.at.pending[0].kind if outcome.at.pending else ""
    if found.failure:  # a crash or a hang: the area of what was asked
        if case.action is not None:
            return PASS_TOPIC.get(decision, "turn.order") if case.action.kind == "pass" else ACTION_TOPIC.get(case.action.kind, "turn.order")
        return {"score": "scoring.which-boats", "start": "setup.piles", "legal": PASS_TOPIC.get(decision, "turn.order")}.get(
            case.request, "turn.order")
    if found.kind == "legal":
        for text in found.unexpected:
            try:
                reply = outcome.ref.apply(parse_action(text))
            except ValueError:
                continue
            if isinstance(reply, Rejected) and reply.rule in topics:
                outcome.ref.load(outcome.at)
                return reply.rule
            outcome.ref.load(outcome.at)
        for text in (*found.missing, *found.unexpected):
            kind = text.split(" ", 1)[0].replace("play", "play-on") if text != "pass" else "pass"
            if kind == "pass":
                return PASS_TOPIC.get(decision, "turn.order")
            if kind in ACTION_TOPIC:
                return ACTION_TOPIC[kind]
        return PASS_TOPIC.get(decision, "turn.order")
    action = case.action
    events = found.events or outcome.events
    if action is not None and action.kind == "attack" and any(e.kind == "turn" for e in found.events):
        return "attack.ends-turn"
    for e in events:
        if e.rule in topics:
            return e.rule
    if action is not None and action.kind == "attack" and found.kind == "state":
        return "attack.losers" if "players" in found.fields else "attack.ends-turn"
    kinds = [e.kind for e in events]
    for kind, topic in EVENT_TOPIC.items():
        if kind in kinds and (kind != "turn" or found.events):
            return topic
    if action is not None:
        return PASS_TOPIC.get(decision, "turn.order") if action.kind == "pass" else ACTION_TOPIC.get(action.kind, "turn.order")
    return "scoring.which-boats" if case.request == "score" else "setup.piles" if case.request == "start" else "turn.order"


def _description(found: Difference, source: str) -> list[str]:
    """The description: how the case was found and what differed, the engine's own words
    among them, each line free text (``free_text``), so that the file stays one scenario."""
    lines = [f"Found by `ogallala fuzz` {source}.", *found.summary.split("\n")[:50]]
    return [x for x in (free_text(line) for line in lines) if x]


def _name(case: Case, found: Difference, outcome: Outcome) -> str:
    from ..notation.render import render_pending

    at = f" at `{render_pending(outcome.at.pending[0])}`" if outcome.at.pending else ""
    what = {"legal": f"The legal actions{at}", "score": "The score of the position", "start": "A new game",
            "load": "The position as loaded"}
    if case.request == "apply":
        return f"Playing `{case.action}`{at} (found by fuzzing: {found.kind})"
    return f"{what.get(case.request, case.request)} (found by fuzzing: {found.kind})"


def _feature(edition: str, topic: str, sid: str, name: str, description: Sequence[str], steps: Sequence[str],
             columns: Sequence[str] = (), rows: Sequence[Sequence[str]] = ()) -> str:
    title = next((r.title for r in load_spec().rules if r.id == topic), "")
    tags = f"@{edition_tag(edition)} @{topic_tag(topic)} @id_{sid}"
    out = ["Feature: Found by fuzzing", "  Scenarios written by `ogallala fuzz` (docs/fuzzing.md); review before adding them to the suite.",
           "", f"  Rule: {topic} - {title}", "", f"    {tags}"]
    if columns:
        out.append(f"    Scenario Outline: {name} (<edition>, " + ", ".join(f"<{c}>" for c in columns) + ")")
    else:
        out.append(f"    Scenario: {name}")
    out += [f"      {x}" for x in description]
    body = list(steps)
    if columns:
        body = ["Given the edition <edition>", *(("And" + x[5:]) if x.startswith("Given") else x for x in body)]
    out += [f"      {x}" if x.strip() else "" for x in body]
    if columns:
        out += ["", "      Examples:", *_table([["edition", *columns], *rows], "        ")]
    return "\n".join(out) + "\n"


def scenario_id(edition: str, steps: Sequence[str]) -> str:
    digest = hashlib.sha256(("\n".join([edition, *steps])).encode("utf-8")).hexdigest()
    return f"fuzz_{digest[:10]}"


def load_text(text: str) -> list[Run]:
    """The runs of a feature file's text, read by the suite's loader."""
    return [run for s in parse_text(text, "found.feature", "found.feature") for run in s.runs()]


def write(case: Case, found: Difference, edition: str, readings: Mapping[str, str], source: str) -> Written:
    """The scenario for ``case``, whose expectation is the reference's outcome under ``readings``."""
    outcome = Outcome(case, readings)
    outcome.check(case, found)
    lines = outcome.lines()
    steps = steps_of(lines)
    topic = topic_of(case, found, outcome)
    sid = scenario_id(edition, lines)
    name = _name(case, found, outcome)
    description = _description(found, source)
    plain = _feature(edition, topic, sid, name, description, lines)
    base = {**decided(edition), **readings}
    differing: list[str] = []
    run = load_text(plain)[0]
    rulings = load_spec().rulings_by_id
    unplayed: set[str] = set()
    for rid in sorted(decided(edition)):
        for alternative in rulings[rid].played_in(edition):
            if alternative.id != base[rid]:
                trial = {**readings, rid: alternative.reading}
                if conflicts(edition, trial) or beyond_deck(run, trial):
                    unplayed.add(f"{rid}={alternative.id}")  # no run of that reading: no row either
                elif execute(run, InProcess(), trial).status != "passed":
                    differing.append(f"{rid}={alternative.id}")
    columns = sorted({d.split("=")[0] for d in differing})
    if not columns:
        return Written(plain, sid, topic, (), len(steps))
    touched = [t for c in columns for t in rulings[c].topics]
    if touched and topic not in touched and not found.failure:
        topic = touched[0]  # the difference is the ruling's question: file it under the ruling's rule
    rows = [[edition, *(base[c] for c in columns)]]
    for c in columns:
        for alternative in rulings[c].played_in(edition):
            if alternative.id == base[c] or f"{c}={alternative.id}" in differing or f"{c}={alternative.id}" in unplayed:
                continue
            rows.append([edition, *(alternative.reading if d == c else base[d] for d in columns)])
    description = [*description, *(f"Under {d} the reference gives another outcome: add its row by hand." for d in differing
                                   if d.split("=")[0] in columns)]
    text = _feature(edition, topic, sid, name, description, lines, columns, rows)
    return Written(text, sid, topic, tuple(columns), len(steps) + 1, tuple(differing))


def combine(texts: Sequence[str]) -> str:
    """Several written scenarios as one feature file: the first whole, the others from their
    ``Rule:`` on (each written file holds one feature of one rule)."""
    parts = [texts[0].rstrip("\n")]
    for text in texts[1:]:
        lines = text.splitlines()
        rule = next((i for i, x in enumerate(lines) if x.startswith("  Rule:")), 0)
        parts.append("\n".join(lines[rule:]).rstrip("\n"))
    return "\n\n".join(parts) + "\n"


def steps_of(lines: Sequence[str]) -> list[str]:
    return [x for x in lines if re.match(r"(Given|When|Then|And) ", x)]


@dataclass(frozen=True)
class Validity:
    parsed: bool
    reference_passes: bool
    engine_fails: bool
    problem: str = ""

    @property
    def valid(self) -> bool:
        return self.parsed and self.reference_passes and self.engine_fails


def validate(text: str, engine: Engine) -> Validity:
    """Whether the written scenario is one: it parses and loads with the suite's loader,
    every run passes on the reference and some run fails on ``engine``."""
    try:
        runs = load_text(text)
    except Exception as error:  # noqa: BLE001 - whatever the parser raises is the answer
        return Validity(False, False, False, f"does not parse: {clean(str(error), 300)}")
    if not runs:
        return Validity(False, False, False, "no scenario in the file")
    for run in runs:
        outcome = execute(run, InProcess())
        if outcome.status != "passed":
            return Validity(True, False, False, f"{run.key} does not pass on the reference: {clean(outcome.message, 300)}")
    try:
        hello = for_suite(engine.hello())
    except EngineError as error:
        return Validity(True, True, False, f"the engine could not be started: {clean(error.message, 200)}")
    failed = 0
    for run in runs:
        readings = run_readings(run, hello)
        if readings is None:
            continue
        failed += execute(run, engine, readings).status != "passed"
    return Validity(True, True, failed > 0, "" if failed else "the scenario passes on the engine")


