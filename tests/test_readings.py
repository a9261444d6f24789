"""Every reading of the register is played by the reference engine and tested by the suite.

Three things are proved here, from the register (spec/rulings) and the feature files:

- the edition data is the decisions: each ruling's decided alternative changes nothing in
  the data of the editions it decides, and every other alternative the engine plays
  changes something (else the engine could not tell it from the decision);
- an outline that varies a ruling (a reading column) gives a row for every played
  alternative of it, in every edition it varies it for;
- the tags are complete: with the reference engine set to any alternative of any ruling,
  every run of the suite that applies under that reading passes. A run whose outcome
  depends on the ruling but that neither names it nor gives that alternative's outcome
  fails here.
"""

from __future__ import annotations

import copy
from collections import defaultdict

import pytest

import tiers
from ogallala.model.editions import EDITION_IDS, Edition, _merge, _raw, load
from ogallala.harness.select import beyond_deck
from ogallala.protocol.inprocess import InProcess
from ogallala.model.contradictions import conflicts
from ogallala.model.readings import base, parts
from ogallala.scenarios.load import Run, all_scenarios
from ogallala.scenarios.run import execute
from ogallala.model.spec import load_spec
from ogallala.mutation.run import survey
from ogallala.mutation.select import DATA_PARTS, EVERY_RUN

SPEC = load_spec()
RUNS = [run for s in all_scenarios() for run in s.runs()]


def _data(edition: Edition) -> dict[str, object]:
    return edition.model_dump(exclude={"readings"})


def _patched(edition: str, rid: str, aid: str) -> Edition:
    data = copy.deepcopy(_raw(edition))
    for part in parts(edition, rid, SPEC.rulings_by_id[rid].alternative(aid).reading):
        _merge(data, part, (), f"{rid}={aid}", {})
    return Edition.model_validate(data)


DECIDED = [(r.id, e, a) for r in SPEC.rulings for e, a in r.decisions.items()]
OTHERS = [(r.id, a.reading, e) for r in SPEC.rulings for e in r.decisions for a in r.played_in(e) if a.id != r.decisions[e]]
"""(ruling, reading, edition) for every played alternative but the decision: the alternative's
id, with its example parameter where it takes one."""


@pytest.mark.parametrize(("rid", "edition", "aid"), DECIDED, ids=[f"{r}@{e}" for r, e, _ in DECIDED])
def test_the_edition_data_is_the_decision(rid: str, edition: str, aid: str) -> None:
    assert _data(_patched(edition, rid, aid)) == _data(load(edition)), (
        f"ruling {rid} decides {aid} for {edition}, but that alternative's patch changes spec/editions/{edition}.toml"
    )


@pytest.mark.parametrize(("rid", "aid", "edition"), OTHERS, ids=[f"{r}={base(a)}@{e}" for r, a, e in OTHERS])
def test_every_other_played_alternative_changes_the_data(rid: str, aid: str, edition: str) -> None:
    assert _data(load(edition, {rid: aid})) != _data(load(edition)), (
        f"{rid}={aid} is played but changes nothing in {edition}: give it a patch, or mark it plays = \"same\" with a note"
    )


def test_reading_columns_give_every_played_alternative() -> None:
    missing = []
    for scenario in all_scenarios():
        for rid in scenario.reading_columns:
            ruling = SPEC.rulings_by_id[rid]
            given: dict[str, set[str]] = defaultdict(set)
            for run in scenario.runs():
                if rid in run.reading:
                    given[run.edition].add(base(run.reading[rid]))
            for edition, alternatives in given.items():
                wanted = {a.id for a in ruling.played_in(edition)}
                if alternatives != wanted:
                    missing.append(f"{scenario.id} [{edition}]: {rid} rows for {sorted(alternatives)}, "
                                   f"the played alternatives are {sorted(wanted)}")
    assert missing == [], "\n".join(missing)


def test_reading_columns_name_rulings_of_the_row_edition() -> None:
    wrong = []
    for run in RUNS:
        for rid, aid in run.readings:
            ruling = SPEC.rulings_by_id[rid]
            if run.edition not in ruling.decisions:
                wrong.append(f"{run.key}: {rid} decides nothing for {run.edition}; write - in its column")
            elif base(aid) not in {a.id for a in ruling.played_in(run.edition)}:
                wrong.append(f"{run.key}: {aid!r} is not a played alternative of {rid} in {run.edition}")
    assert wrong == [], "\n".join(wrong)


def _applies(run: Run, rid: str, aid: str) -> bool:
    """Whether ``run`` is played under ``rid=aid``: it gives no other reading of the ruling,
    its own readings of other rulings do not contradict it (two readings that set one
    parameter differently are refused together: no engine can declare both), and its
    positions can occur with the deck the readings make (``harness.select.beyond_deck``)."""
    own = run.reading.get(rid)
    if own is not None and own != aid:
        return False
    readings = {**run.reading, rid: aid}
    return not conflicts(run.edition, readings) and beyond_deck(run, readings) is None


COMPLETENESS = sorted({(r, a, e) for r, a, e in OTHERS})


def _changed(rid: str, aid: str, edition: str) -> frozenset[str]:
    """What a run must read to see ``rid=aid`` in ``edition``: the ``rules`` and ``scoring``
    parameters the reading changes, or every run (``EVERY_RUN``) where it changes another
    part of the edition's data (the cards, the display, the piles ...)."""
    decided, read = _data(load(edition)), _data(load(edition, {rid: aid}))
    keys: set[str] = set()
    for part in set(decided) | set(read):
        was, now = decided.get(part), read.get(part)
        if was == now:
            continue
        if part in DATA_PARTS and isinstance(was, dict) and isinstance(now, dict):
            keys |= {f"{part}.{name}" for name in set(was) | set(now) if was.get(name) != now.get(name)}
        else:
            keys.add(EVERY_RUN)
    return frozenset(keys)


def _sees(index: int, run: Run, rid: str, changed: frozenset[str]) -> bool:
    """Whether ``run`` can play otherwise under ``rid``'s reading that changes ``changed``
    (``_changed``): it names the ruling, or (full tier) it read one of those parameters when
    it was played as decided (the engine is deterministic: a run that never reads what a
    reading changes plays the same under it; ``mutation.select`` notes what each run reads,
    for the mutants). The fast tier takes the runs that name the ruling and one in ten of the
    others (by ``index``, the run's place in the suite) instead."""
    if rid in run.scenario.rulings:
        return True
    if not tiers.FULL:
        return index % 10 == 0
    return survey().sees(run, changed)


@pytest.mark.parametrize(("rid", "aid", "edition"),
                         tiers.sample(COMPLETENESS, key=lambda case: case[0], ids=lambda case: f"{case[0]}={base(case[1])}@{case[2]}"))
def test_the_tags_are_complete(rid: str, aid: str, edition: str) -> None:
    """The reference engine read this way passes every run that applies to the reading and
    can see it (``_sees``)."""
    failed = []
    changed = _changed(rid, aid, edition) if tiers.FULL else frozenset()
    for index, run in enumerate(RUNS):
        if run.edition != edition or not _sees(index, run, rid, changed) or not _applies(run, rid, aid):
            continue
        outcome = execute(run, InProcess(), {**run.reading, rid: aid})
        if outcome.status != "passed":
            tagged = rid in run.scenario.rulings
            why = ("it is tagged with the ruling but gives no outcome for this alternative (add a reading column)"
                   if tagged else "it does not name the ruling (tag it and give each alternative's outcome)")
            failed.append(f"{run.key}: {outcome.status} at {outcome.step}: {outcome.message.splitlines()[0]}; {why}")
    assert failed == [], f"under {rid}={aid}, {len(failed)} runs of {edition} fail:\n" + "\n".join(failed)


def test_every_edition_has_rulings() -> None:
    assert all(any(e in r.decisions for r in SPEC.rulings) for e in EDITION_IDS)


def test_every_listed_alternative_is_played_by_a_run_or_says_why_not() -> None:
    """Every alternative the register lists is played by some run of every edition it is a
    reading of: a reading-column row gives its outcome, or, for the decision, a run that
    names the ruling plays it. One that cannot be played says why (``plays`` "no" or "same"
    with a note, which the spec model requires), and is no reading an engine can declare."""
    played: set[tuple[str, str, str]] = set()
    for run in RUNS:
        own = run.reading
        for rid in (*run.scenario.rulings, *own):
            ruling = SPEC.rulings_by_id.get(rid)
            if ruling is not None and run.edition in ruling.decisions:
                played.add((rid, run.edition, base(own[rid]) if rid in own else ruling.decisions[run.edition]))
    missing = [f"{r.id}={a.id} in {e}" for r in SPEC.rulings for e in r.decisions for a in r.played_in(e)
               if (r.id, e, a.id) not in played]
    assert missing == [], "played by no run (give it a row of a reading column):\n" + "\n".join(missing)
    unexplained = [f"{r.id}={a.id}" for r in SPEC.rulings for a in r.alternatives if a.plays != "yes" and not a.note.strip()]
    assert unexplained == []


# --- conventions: questions the protocol settles, not readings --------------------------------

CONVENTIONS = [r for r in SPEC.rulings if r.convention]


def test_the_conventions_are_the_three_the_protocol_fixes() -> None:
    """attack-discard-order, pelikan-discard-face and start-player change no rule of any
    edition, only what engines must agree on (docs/protocol.md); the others are readings."""
    assert sorted(r.id for r in CONVENTIONS) == ["attack-discard-order", "pelikan-discard-face", "start-player"]
    for ruling in CONVENTIONS:
        assert [a.id for a in ruling.played] == [next(iter(ruling.decisions.values()))]


def test_no_reading_column_varies_a_convention() -> None:
    varied = {rid for s in all_scenarios() for rid in s.reading_columns}
    assert varied.isdisjoint({r.id for r in CONVENTIONS})


@pytest.mark.parametrize("ruling", CONVENTIONS, ids=[r.id for r in CONVENTIONS])
def test_a_declared_convention_is_warned_about_and_ignored(ruling) -> None:
    from ogallala.protocol.interface import Hello
    from ogallala.harness.select import hello_problems, run_readings, skip_reason
    from ogallala.model.readings import declared

    other = next(a.id for a in ruling.alternatives if a.id not in ruling.decisions.values())
    hello = Hello(name="x", version="1", protocol=1, editions=tuple(ruling.editions), rulings={ruling.id: other})
    assert [p for p in hello_problems(hello) if "is a convention of the protocol" in p and "ignored" in p]
    for edition in ruling.editions:
        assert ruling.id not in declared(hello.rulings, edition)
    tagged = [run for run in RUNS if ruling.id in run.scenario.rulings and run.edition in ruling.editions]
    for run in tagged:
        assert skip_reason(run, hello) is None
        assert ruling.id not in (run_readings(run, hello) or {"-": "-"})


@pytest.mark.parametrize("ruling", CONVENTIONS, ids=[r.id for r in CONVENTIONS])
def test_a_position_naming_a_convention_is_refused(ruling) -> None:
    from ogallala.model.readings import ReadingError, normalise, problems

    other = next(a.id for a in ruling.alternatives if a.id not in ruling.decisions.values())
    edition = ruling.editions[0]
    said = problems(edition, {ruling.id: other})
    assert said == [f"ruling {ruling.id} is a convention of the protocol, not a reading: every engine plays "
                    f"{ruling.decisions[edition]}, and there is nothing to declare"]
    with pytest.raises(ReadingError, match="convention"):
        normalise(edition, {ruling.id: other})


def _silent_hello() -> "Hello":
    from ogallala.protocol.interface import Hello
    return Hello(name="x", version="1", protocol=1, editions=EDITION_IDS)


def test_an_engine_that_declares_no_readings_is_sent_none() -> None:
    """docs/protocol.md (Readings): an engine that declares no readings and does not say
    ``plays_readings`` gets no ``readings`` in any ``start`` or loaded position: the rows
    for the decisions are played without them, the rows for other readings left out."""
    from ogallala.harness.select import run_readings

    hello = _silent_hello()
    played = [run for run in RUNS if run_readings(run, hello) is not None]
    named = [run for run in played if run.reading]
    assert named, "some rows played by such an engine name a reading (the decided one) in a column"
    for run in played:
        assert run_readings(run, hello) == {}, run.key
        assert all(aid == decided_alternative(rid, run.edition) for rid, aid in run.reading.items()), run.key


def decided_alternative(rid: str, edition: str) -> str:
    return SPEC.rulings_by_id[rid].decisions[edition]


class _Strict(InProcess):
    """An engine that plays the decisions only and refuses any reading it is sent, as an
    engine written for the decisions may."""

    def start(self, edition, players, options=(), seed=None, piles=None, readings=None):  # type: ignore[no-untyped-def]
        from ogallala.protocol.interface import EngineError
        if readings:
            raise EngineError("error", f"unknown readings {readings}", code="invalid-setup")
        return super().start(edition, players, options, seed, piles)

    def load(self, state):  # type: ignore[no-untyped-def]
        from ogallala.protocol.interface import EngineError
        if state.readings:
            raise EngineError("error", f"unknown readings {state.readings}", code="invalid-setup")
        return super().load(state)


def test_an_engine_that_refuses_readings_passes_the_rows_of_the_decisions() -> None:
    """The rows whose reading columns name only the decisions (those a harness once sent
    as readings to engines that declared none) pass against an engine that refuses any."""
    from ogallala.harness.select import run_readings

    hello = _silent_hello()
    named = [run for run in RUNS if run.reading and run_readings(run, hello) == {}]
    assert named
    refused = 0
    for run in named:
        outcome = execute(run, _Strict(), run_readings(run, hello))
        assert outcome.status == "passed", (run.key, outcome.message)
        refused += execute(run, _Strict(), run.reading).status != "passed"  # sent, the engine refuses them
    assert refused, "the strict engine refuses some of these rows when their readings are sent"
