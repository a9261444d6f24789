"""``ogallala export``: the suite as data (docs/export.md).

The whole export is made once (every run, played against the reference engine and every
check verified against its replies as it is made) and each of its runs is validated
against docs/export.schema.json. The other tests hold what the export's checks rest on: a
builder for every step; each check fails when what it reads is changed; the fields an
event's or a pending item's text is made of; one run from an engine's wrong answer.
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import tiers

from ogallala.model.readings import decided
from ogallala.export.build import export_runs, header, json_document, json_lines, played
from ogallala.export.expect import BUILDERS, EVENT_TEXT, event_fields, pending_fields
from ogallala.export.format import RUN, Equal, First, Send, schema_text
from ogallala.export.verify import holds
from ogallala.harness.select import Selection
from ogallala.model.actions import Event, Take
from ogallala.model.state import Cell, ClaimItem, Span, SpoilsItem
from ogallala.notation.render import render_pending
from ogallala.protocol.inprocess import InProcess
from ogallala.scenarios.load import all_scenarios
from ogallala.scenarios.run import execute
from ogallala.scenarios.steps import STEPS

ROOT = Path(__file__).resolve().parent.parent
SCHEMA = json.loads((ROOT / "docs" / "export.schema.json").read_text())


def ogallala(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ogallala", *args], capture_output=True, text=True, timeout=600)


def runs_of(**chosen: Any) -> list[Any]:
    selection = Selection.build(scenarios=all_scenarios(), **chosen)
    return selection.runs(all_scenarios())


def test_the_schema_is_current() -> None:
    assert (ROOT / "docs" / "export.schema.json").read_text() == schema_text(), \
        "docs/export.schema.json is stale: regenerate it with `ogallala export --schema > docs/export.schema.json`"


def test_every_step_has_its_checks() -> None:
    missing = [s.func.__name__ for s in STEPS if s.func.__name__ not in BUILDERS]
    assert not missing, f"steps without a builder in ogallala/export/expect.py: {missing}"


@tiers.full
def test_every_run_of_the_whole_export_is_valid(tmp_path: Path) -> None:
    """The whole suite, as ``ogallala export --format jsonl`` writes it: a header valid as
    ``#/$defs/Header``, then every run of the suite once, each valid as ``#/$defs/Run``."""
    out = tmp_path / "suite.jsonl"
    done = ogallala("export", "--format", "jsonl", "-o", str(out))
    assert done.returncode == 0, done.stderr
    lines = out.read_text().splitlines()
    head, runs = json.loads(lines[0]), [json.loads(line) for line in lines[1:]]
    defs = SCHEMA["$defs"]
    validator = jsonschema.Draft202012Validator
    validator.check_schema(SCHEMA)
    assert not list(validator({"$ref": "#/$defs/Header", "$defs": defs}).iter_errors(head))
    check = validator({"$ref": "#/$defs/Run", "$defs": defs})
    invalid = [(run["key"], error.message) for run in runs for error in list(check.iter_errors(run))[:1]]
    assert not invalid, invalid[:5]
    suite = [run.key for scenario in all_scenarios() for run in scenario.runs()]
    assert [run["key"] for run in runs] == suite
    assert head["count"] == len(suite) and head["format"] == "ogallala-export" and head["version"] == 1
    # the protocol's schema travels with the export, for checking replies
    assert head["protocol_schema"] == json.loads((ROOT / "docs" / "protocol.schema.json").read_text())


def test_json_and_json_lines_hold_the_same_runs() -> None:
    runs = runs_of(editions=("amigo",), rules=("attack.strength",))
    made = list(export_runs(runs, {}))
    head = header({}, Selection(editions=("amigo",)), None, (), len(made))
    document = json.loads("".join(json_document(head, made)))
    lines = [json.loads(line) for line in "".join(json_lines(head, made)).splitlines()]
    assert document["runs"] == lines[1:] and {k: v for k, v in document.items() if k != "runs"} == lines[0]
    assert [RUN.validate_python(r).key for r in document["runs"]] == [r.key for r in runs]


def _flipped(value: Any) -> Any:
    """Another value of the same shape (what a wrong engine might send instead)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + 1
    if isinstance(value, str):
        return value + "x"
    if isinstance(value, list):
        return [*value, "x"]
    if isinstance(value, dict):
        return {**value, "x": 1}
    return "x"


def _place(reply: Any, path: tuple[Any, ...]) -> tuple[Any, Any]:
    """The list or object holding the value at ``path``, and its key there."""
    container, key = reply, None
    for part in path:
        if key is not None:
            container = container[key]
        if isinstance(part, First):
            key = next(i for i, x in enumerate(container) if all(x.get(k) == v for k, v in part.first.items()))
        else:
            key = part
    return container, key


def test_each_check_fails_when_what_it_reads_is_changed() -> None:
    """For every check of a spread of runs, a reply changed at the place the check reads
    fails it (a value changed; a list emptied; what must not be there put there): no check
    holds whatever the engine answers."""
    seen = set()
    for run in runs_of(tag="amigo or ass_i")[::7]:
        exported, recorder = played(run, run.reading, {})
        for item in (i for step in exported.steps for i in step.exchange if not isinstance(i, Send)):
            assert holds(item, recorder.replies), (run.key, item)
            replies = copy.deepcopy(recorder.replies)
            try:
                container, key = _place(replies[item.reply - 1], item.path)
                found = container[key]
            except (IndexError, KeyError, StopIteration):
                continue  # an index outside its list: the check's `missing` stands in for it
            if item.check == "match":  # one of the fields it compares
                field = list(item.fields)[-1]
                container[key] = {**found, field: _flipped(found[field])}
            elif item.check in ("equal", "same"):
                container[key] = _flipped(found)
            elif item.check == "excludes":
                container[key] = [*found, *item.value]
            elif item.check in ("count", "total", "sum", "boats") and item.value == 0 or \
                    item.check in ("items", "includes") and not item.value:
                continue  # an empty list is what it expects
            else:
                container[key] = []
            assert not holds(item, replies), (run.key, item.check, item.path)
            seen.add(item.check)
    assert seen >= {"equal", "same", "items", "includes", "excludes", "match", "sum", "any", "boats"}


def test_the_fields_of_an_events_text() -> None:
    """``EVENT_TEXT`` names exactly the fields an event's text is made of: changing one of
    them changes the text, changing any other does not."""
    full = {"player": "North", "card": "i1", "cards": ("furs", "tent"), "at": Cell(row=1, col=2),
            "boat": Span(row=1, first=1, last=3), "victim": "South", "pile": 2, "rule": "attack.losers"}
    other = {"player": "West", "card": "i2", "cards": ("bear-f",), "at": Cell(row=2, col=3),
             "boat": Span(row=2, first=1, last=4), "victim": "East", "pile": 3, "rule": "cards.lasso"}
    for kind in [*EVENT_TEXT, "discarded"]:
        for base in (full, {**full, "card": None}) if kind == "discarded" else (full,):
            event = Event(kind=kind, **base)
            shown = set(event_fields(event)) - {"kind"}
            for name in full:
                changed = Event(kind=kind, **{**base, name: other[name]})
                if name in shown:
                    assert str(changed) != str(event), (kind, name)
                    assert event_fields(changed) != event_fields(event)
                elif not (kind == "discarded" and name == "card"):
                    assert str(changed) == str(event), (kind, name)


def test_the_fields_of_a_pending_items_text() -> None:
    items = [ClaimItem(suite="bear"), ClaimItem(suite="bear", spoils=True),
             SpoilsItem(victim="South", boat=Span(row=1, first=1, last=3), cards=("furs",)),
             SpoilsItem(cards=("furs", "tent"))]
    texts = [render_pending(i) for i in items]
    assert len(set(texts)) == len(items) and len({json.dumps(pending_fields(i)) for i in items}) == len(items)
    # a spoils item on the victim's display is written without its cards, and compared so
    assert render_pending(items[2].model_copy(update={"cards": ()})) == texts[2]
    assert pending_fields(items[2].model_copy(update={"cards": ()})) == pending_fields(items[2])


def test_the_legal_actions_are_compared_as_models() -> None:
    """``the legal actions are:`` holds actions equal as models, as ``include`` and the
    export do: an engine offering a `take` with a card and a space fails it, though its
    text (`take r1c1`) is the scenario's."""
    class Doubled(InProcess):
        def legal(self) -> list[Any]:
            return [Take(at=a.at, card="furs") if isinstance(a, Take) and a.at is not None else a
                    for a in super().legal()]

    runs = [r for r in runs_of() if any("the legal actions are" in s.text and "take r" in (s.docstring or "")
                                         for s in r.steps)]
    assert runs, "no run lists a take by its space"
    assert execute(runs[0], InProcess()).status == "passed"
    failed = execute(runs[0], Doubled())
    assert failed.status == "failed" and "legal actions differ" in failed.message


def test_an_equal_check_with_assumptions_fails_for_another_edition() -> None:
    check = Equal(reply=1, path=("state", "players"), value=[], assumes={"edition": "amigo"})
    assert holds(check, [{"state": {"edition": "amigo", "players": []}}])
    assert not holds(check, [{"state": {"edition": "ass-i", "players": []}}])


def test_the_command() -> None:
    schema = ogallala("export", "--schema")
    assert schema.returncode == 0 and json.loads(schema.stdout) == SCHEMA
    none = ogallala("export", "-k", "no-such-scenario-anywhere")
    assert none.returncode == 2 and "no scenario matches" in none.stderr and "Traceback" not in none.stderr
    typo = ogallala("export", "--rule", "atack")
    assert typo.returncode == 2 and "did you mean 'attack'" in typo.stderr
    wrong = ogallala("export", "--reading", "reshuffle-termination=sometimes")
    assert wrong.returncode == 2 and "no alternative 'sometimes'" in wrong.stderr
    folder = ogallala("export", "-o", str(ROOT))
    assert folder.returncode == 2 and "is a folder" in folder.stderr


def test_an_export_for_a_declared_reading() -> None:
    """``--reading``: the runs are played under it as an engine that declares it plays them,
    and a row for another reading is kept, played under its own reading."""
    runs = runs_of(text="reshuffle", editions=("amigo",))
    made = {r.key: r for r in export_runs(runs, {"reshuffle-termination": "displays-grew"})}
    varied = [r for r in runs if "reshuffle-termination" in r.reading]
    assert varied
    for run in varied:
        if run.reading["reshuffle-termination"] == "displays-grew":  # a row for the engine's reading: the
            default = decided(run.edition)                            # decisions beside it go unsaid
            assert made[run.key].readings == {k: a for k, a in run.reading.items() if a != default[k]}
        else:
            assert made[run.key].readings == run.reading
    plain = [r for r in runs if not r.reading]
    assert plain and all(made[r.key].readings == {"reshuffle-termination": "displays-grew"} for r in plain)


@pytest.mark.parametrize("key", ["attack_strength_equal_refused@amigo"])
def test_one_run_as_data(key: str) -> None:
    """A refusal: the action sent, its reply a refusal by the rule the scenario names, then
    the position asked for and compared with the one before."""
    run = next(r for r in runs_of(text=key))
    exported = next(export_runs([run], {}))
    items = [i for s in exported.steps for i in s.exchange]
    sends = [i for i in items if hasattr(i, "send")]
    assert [s.send["cmd"] for s in sends][0] == "load"
    refused = [s for s in sends if s.expect.type == "rejected"]
    assert refused and all(s.expect.rule == "attack.strength" for s in refused)
    after = [i for i in items if getattr(i, "check", None) == "same"]
    assert len(after) == len(refused)
    assert exported.position is not None and exported.position.notation.startswith("edition: amigo")


def test_the_requests_are_those_the_harness_sends() -> None:
    """Each run's requests, in order, are the lines the harness writes to an engine process
    that passes the run (``ogallala serve``), ids aside: it asks for a position, the legal
    actions and the score only when its last replies do not hold them."""
    from ogallala.protocol.limits import Limits
    from ogallala.protocol.process import ProcessEngine

    runs = runs_of(tag="amigo or ass_ii")[::23] + runs_of(text="setup_players")[:3]
    engine = ProcessEngine([sys.executable, "-m", "ogallala", "serve"], Limits(pipelining=False), record=True)
    try:
        engine.hello()
        for run in runs:
            assert engine.transcript is not None
            engine.transcript.clear()
            assert execute(run, engine).status == "passed", run.key
            sent = [json.loads(request) for request, _ in engine.transcript]
            for line in sent:
                del line["id"]
            exported = next(export_runs([run], {}))
            assert sent == [i.send for s in exported.steps for i in s.exchange if isinstance(i, Send)], run.key
    finally:
        engine.close()
