"""Which runs to play: the command line's selection, the readings each run is played
under, and the runs an engine must skip.

An engine plays one alternative of each ruling (``Hello.rulings``, the decision where it
says nothing) or, like the reference engine, any reading it is given
(``Hello.plays_readings``). A row of a reading column is for the engine when it gives the
outcome under the engine's alternative; the rows for other alternatives are left out, not
skipped. A run is skipped, never failed, when the engine does not claim its edition or a
variant it plays with (``Hello.editions``, ``Hello.variants``), or when it depends on a
ruling the engine reads in a way the register does not list (or does not play).
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice

from ..model.editions import EDITION_IDS
from ..model.contradictions import conflicts
from ..model.readings import base, canonical, decided, declared
from ..model.readings import problems as reading_problems
from ..scenarios.load import Run, Scenario, edition_tag, known_tags, ruling_tag, topic_tag
from ..model.spec import load_spec
from ..protocol.interface import Hello
from ..util.clean import clean_line
from .expected import KEY, Entry
from .tags import TagExpr, parse_tags

OPTIONS_LINE = re.compile(r"^\s*options\s*:\s*(?P<options>.*?)\s*$", re.MULTILINE)
NEW_GAME_OPTIONS = re.compile(r"^a new game of .* and options (?P<options>[a-z0-9 -]+)$")


def scenario_tags(scenario: Scenario) -> frozenset[str]:
    """The tags written on the scenario, its rule block and its feature (without ``@``)."""
    tags = {edition_tag(e) for e in scenario.editions}
    tags |= {topic_tag(t) for t in scenario.topics} | {ruling_tag(r) for r in scenario.rulings}
    if ":" not in scenario.id:  # an id of its own, not the file:line stand-in
        tags |= {f"id_{i}" for i in scenario.id.split("/")}
    return frozenset(tags | set(scenario.unknown_tags))


def run_tags(run: Run) -> frozenset[str]:
    """The scenario's tags, with only the run's own edition among the edition tags."""
    editions = {edition_tag(e) for e in EDITION_IDS}
    return frozenset({t for t in scenario_tags(run.scenario) if t not in editions} | {edition_tag(run.edition)})


def run_options(run: Run) -> tuple[str, ...]:
    """The variants the run plays with: ``options:`` lines of its positions, and the options
    of a new game it starts."""
    found: set[str] = set()
    for step in run.steps:
        if step.docstring:
            for m in OPTIONS_LINE.finditer(step.docstring):
                found.update(o for o in m.group("options").split() if o not in ("-", "none"))
        new_game = NEW_GAME_OPTIONS.match(step.text) if step.keyword == "Given" else None
        if new_game:
            found.update(new_game.group("options").split())
    return tuple(sorted(found))


def primary_topic(scenario: Scenario) -> str:
    """The topic of the scenario's ``Rule:`` block, else its first topic tag (or '')."""
    head = scenario.rule.split(" ", 1)[0] if scenario.rule else ""
    if head in scenario.topics:
        return head
    return scenario.topics[0] if scenario.topics else ""


def area_of(scenario: Scenario) -> str:
    return primary_topic(scenario).partition(".")[0] or "-"


def _suggest(word: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(choices), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


@dataclass(frozen=True)
class Selection:
    """``--edition``, ``--rule``, ``--tag`` and ``-k``; empty parts select everything."""

    editions: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    """Topic ids (``attack.strength``) or areas (``attack``)."""
    tag: TagExpr | None = None
    text: str | None = None
    """A substring of the scenario id or name, any case; or a run key as the reports print
    it (``ID#ROW@EDITION``, parts left out matching anything), which selects those runs."""

    @classmethod
    def build(cls, editions: Sequence[str] = (), rules: Sequence[str] = (), tag: str | None = None,
              text: str | None = None, scenarios: Sequence[Scenario] = ()) -> Selection:
        """A selection checked against the suite; raises ``ValueError`` naming a typo."""
        for e in editions:
            if e not in EDITION_IDS:
                raise ValueError(f"unknown edition {e!r}{_suggest(e, EDITION_IDS)}; the editions are {', '.join(EDITION_IDS)}")
        topics = [r.id for r in load_spec().rules]
        areas = sorted({t.partition(".")[0] for t in topics})
        for r in rules:
            if r not in topics and r not in areas:
                raise ValueError(f"unknown rule topic or area {r!r}{_suggest(r, topics + areas)}")
        expr = parse_tags(tag) if tag is not None else None
        if expr is not None:
            known = set(known_tags()) | {t for s in scenarios for t in scenario_tags(s)}
            for name in sorted(expr.names - known):
                raise ValueError(f"unknown tag {name!r} in --tag{_suggest(name, known)}")
        return cls(tuple(editions), tuple(rules), expr, text)

    def topic_matches(self, scenario: Scenario) -> bool:
        return not self.rules or any(t == r or t.startswith(r + ".") for t in scenario.topics for r in self.rules)

    @property
    def key(self) -> Entry | None:
        """``-k`` as a run key, when it is written like one (it has ``#`` or ``@``)."""
        if self.text and ("#" in self.text or "@" in self.text) and KEY.fullmatch(self.text.strip()):
            return Entry(self.text.strip())
        return None

    def scenario_matches(self, scenario: Scenario) -> bool:
        if self.key is not None:
            parts = KEY.fullmatch(self.key.key)
            if parts is None or parts["id"] != scenario.id:
                return False
        elif self.text and self.text.lower() not in scenario.id.lower() and self.text.lower() not in scenario.name.lower():
            return False
        return self.topic_matches(scenario)

    def run_matches(self, run: Run) -> bool:
        if self.editions and run.edition not in self.editions:
            return False
        if self.key is not None and not self.key.matches(run.key):
            return False
        return self.tag is None or self.tag(run_tags(run))

    def runs(self, scenarios: Iterable[Scenario]) -> list[Run]:
        return [run for s in scenarios if self.scenario_matches(s) for run in s.runs() if self.run_matches(run)]


def engine_reading(hello: Hello, ruling: str, edition: str) -> str | None:
    """The alternative the engine says it plays for ``ruling`` in ``edition`` (None: unsaid,
    or a convention of the protocol, of which whatever the engine says is ignored:
    docs/protocol.md, "Conventions are not readings"), a parameter in its canonical form."""
    spec = load_spec().rulings_by_id.get(ruling)
    if spec is not None and spec.convention:
        return None
    found = hello.rulings.get(f"{ruling}@{edition}", hello.rulings.get(ruling))
    return None if found is None else canonical(edition, ruling, found)


def run_readings(run: Run, hello: Hello) -> dict[str, str] | None:
    """The readings ``run`` is played under against the engine that said ``hello``, or
    ``None`` when the run is a row for another reading than the engine's.

    An engine that does not say ``plays_readings`` is sent only the readings it declared:
    a row's reading that is the edition's decision is what such an engine plays anyway,
    and is left out, so that an engine that declares no readings never gets any (one that
    refuses readings it does not know would otherwise fail those rows: docs/protocol.md,
    Readings)."""
    if hello.plays_readings:
        return run.reading
    mine = {rid: aid for rid, aid in declared(hello.rulings, run.edition).items() if not _unplayable(rid, aid, run.edition)}
    default = decided(run.edition)
    for rid, aid in run.readings:
        theirs = engine_reading(hello, rid, run.edition) or default[rid]
        if _unplayable(rid, theirs, run.edition):
            return run.reading  # kept, to be skipped with the reason (skip_reason)
        if theirs != aid:
            return None
    if run.readings and conflicts(run.edition, {**mine, **run.reading}):
        return None  # the row names a decision that contradicts a reading the engine declares
    return {**mine, **{rid: aid for rid, aid in run.reading.items() if aid != default[rid]}}


def _unplayable(rid: str, value: str, edition: str) -> str | None:
    """Why the register cannot test an engine under this reading in ``edition``, or None."""
    ruling = load_spec().rulings_by_id[rid]
    listed = {a.id: a for a in ruling.alternatives}
    aid = base(value)
    if aid not in listed:
        return f"which the register does not list (its alternatives: {', '.join(listed)})"
    if listed[aid].plays != "yes":
        return f"which the register marks as not played ({listed[aid].note})"
    if not listed[aid].reads(edition):
        return f"which the register lists as a reading of {', '.join(listed[aid].editions)} only"
    if edition in ruling.decisions and (wrong := reading_problems(edition, {rid: value})):
        return f"which the register cannot play: {wrong[0]}"
    return None


def beyond_deck(run: Run, readings: Mapping[str, str]) -> str | None:
    """Why the run's positions cannot occur with the deck these readings make, or None: a
    reading that changes the deck (ruling amigo-deck-split) leaves out the positions that
    hold more cards of a kind than its deck has; they are no runs of that reading."""
    from ..model.editions import load
    from ..notation import NotationError, parse_state
    from ..model.readings import ReadingError, normalise, parts

    if not any("cards" in part for rid, value in readings.items() if rid in decided(run.edition)
               and not reading_problems(run.edition, {rid: value}) for part in parts(run.edition, rid, value)):
        return None
    try:
        deck = load(run.edition, normalise(run.edition, readings))
    except (ReadingError, KeyError):
        return None
    for step in run.steps:
        if step.keyword != "Given" or step.text != "the position:" or not step.docstring:
            continue
        try:
            state = parse_state(step.docstring, run.edition, check=False)
        except NotationError:
            return None  # the scenario is broken, which the run reports
        held = Counter(card for player in state.players for row in player.display for card in row if card is not None)
        held.update(card for pile in (*state.piles, state.discard, state.out) for card in pile)
        counts = deck.counts(state.options)
        over = [card for card, n in held.items() if n > counts.get(card, 0)]
        if over:
            return f"its position holds {held[over[0]]} {over[0]}, more than the deck of these readings has"
    return None


def skip_reason(run: Run, hello: Hello) -> str | None:
    """Why ``run`` is not for the engine that said ``hello``, or None."""
    if run.edition not in hello.editions:
        return f"the engine does not implement edition {run.edition}"
    missing = [o for o in run_options(run) if o not in hello.variants.get(run.edition, ())]
    if missing:
        return f"the engine does not implement variant {', '.join(missing)} of {run.edition}"
    rulings = load_spec().rulings_by_id
    for rid in run.scenario.rulings:
        ruling = rulings.get(rid)
        reading = engine_reading(hello, rid, run.edition)
        if ruling is None or reading is None or run.edition not in ruling.decisions:
            continue
        why = _unplayable(rid, reading, run.edition)
        if why:
            return f"the engine reads ruling {rid} as {reading!r}, {why}"
    if not hello.plays_readings:
        mine = {r: a for r, a in declared(hello.rulings, run.edition).items() if not _unplayable(r, a, run.edition)}
        why = beyond_deck(run, {**mine, **run.reading})
        if why:
            return f"it cannot occur under the engine's readings: {why}"
    return None


def for_engine(runs: Iterable[Run], hello: Hello) -> tuple[list[Run], dict[str, dict[str, str]], int]:
    """The runs that are for this engine, the readings each plays under (by run key), and
    how many rows of reading columns were left out as rows for other readings."""
    chosen, readings, others = [], {}, 0
    for run in runs:
        found = run_readings(run, hello) if run.edition in hello.editions else run.reading
        if found is None:
            others += 1
            continue
        chosen.append(run)
        readings[run.key] = found
    return chosen, readings, others


ALTERNATIVE_MAX = 200
"""Longest alternative id of a hello kept for selection (no listed one is near as long)."""


def for_suite(hello: Hello) -> Hello:
    """``hello`` with only what names something in the suite: its editions, variants and
    rulings that the suite knows (an engine may claim a million editions, and selection
    looks at the hello once per run). Nothing else changes what runs or is skipped; the
    reports show the hello as sent, and ``hello_problems`` warns about the rest."""
    rulings = load_spec().rulings_by_id

    def known(key: str) -> bool:
        rid, at, edition = key.partition("@")
        return rid in rulings and (not at or edition in EDITION_IDS)

    editions = tuple(e for e in dict.fromkeys(hello.editions) if e in EDITION_IDS)
    return hello.model_copy(update={
        "editions": editions,
        "variants": {e: v for e, v in hello.variants.items() if e in EDITION_IDS},
        "rulings": {k: v[:ALTERNATIVE_MAX] for k, v in hello.rulings.items() if known(k)},
    })


def hello_problems(hello: Hello, limit: int | None = None) -> list[str]:
    """What in a hello names nothing the suite knows (an engine's typo would otherwise
    silently run or skip the wrong scenarios): the first ``limit`` problems, if given (a
    hello may name a million editions)."""
    problems = [f"edition '{clean_line(e, 100)}' is not one of the suite's ({', '.join(EDITION_IDS)})"
                for e in islice((e for e in hello.editions if e not in EDITION_IDS), limit)]
    rulings = load_spec().rulings_by_id
    for key, reading in hello.rulings.items():
        if limit is not None and len(problems) >= limit:
            break
        rid, _, edition = key.partition("@")
        ruling = rulings.get(rid)
        if ruling is None:
            problems.append(f"ruling {rid!r} is not in spec/rulings{_suggest(rid, rulings)}")
        elif ruling.convention:
            fixed = next(iter(ruling.decisions.values()))
            problems.append(f"ruling {rid} is a convention of the protocol, not a reading: every engine plays "
                            f"{fixed}; the declaration is ignored and every run is played under the convention")
        elif base(reading) not in {a.id for a in ruling.alternatives}:
            known = ", ".join(a.id for a in ruling.alternatives)
            problems.append(f"ruling {rid} has no alternative {reading!r} (its alternatives: {known}); "
                            "the runs that depend on it are skipped")
        elif ruling.alternative(base(reading)).plays != "yes":
            problems.append(f"alternative {reading} of ruling {rid} is not played by the suite "
                            f"({ruling.alternative(base(reading)).note}); the runs that depend on it are skipped")
        elif edition and edition not in ruling.decisions:
            problems.append(f"ruling {rid} decides nothing for edition {edition!r}")
        elif edition and not ruling.alternative(base(reading)).reads(edition):
            problems.append(f"alternative {reading} of ruling {rid} is no reading of {edition} (it is one of "
                            f"{', '.join(ruling.alternative(base(reading)).editions)}); the runs that depend on it are skipped")
        elif wrong := [p for e in ([edition] if edition else [e for e in ruling.decisions
                                                             if ruling.alternative(base(reading)).reads(e)])
                       for p in reading_problems(e, {rid: reading})]:
            problems.append(f"{wrong[0]}; the runs that depend on it are skipped")
    for edition in dict.fromkeys(hello.editions):
        if limit is not None and len(problems) >= limit:
            break
        if edition in EDITION_IDS and not hello.plays_readings:
            problems += [f"{edition}: {found}: declare the readings that go together; rows that name the "
                         "contradicting one are left out" for found in conflicts(edition, declared(hello.rulings, edition), True)]
    return problems
