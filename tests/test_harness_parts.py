"""The harness's parts on their own: tag expressions, expected-failures files, selection and
skips, the report's escaping, and the process engine's limits."""

from __future__ import annotations

import json
import sys
import time

import pytest
from ogallala.harness import expected
from ogallala.protocol.interface import EngineError, Hello
from ogallala.protocol.process import Limits, ProcessEngine
from ogallala.harness.report import clean
from ogallala.harness.select import Selection, run_tags, skip_reason
from ogallala.harness.tags import TagError, parse_tags
from ogallala.scenarios.load import all_scenarios

# -- tag expressions -----------------------------------------------------------------------

TRUTH = [
    ("amigo", {"amigo"}, True),
    ("amigo", {"ass_i"}, False),
    ("@amigo", {"amigo"}, True),
    ("not amigo", {"amigo"}, False),
    ("amigo and not ruling_x", {"amigo", "ruling_x"}, False),
    ("amigo and not ruling_x", {"amigo"}, True),
    ("a or b and c", {"a"}, True),  # and binds tighter
    ("(a or b) and c", {"a"}, False),
    ("not not a", {"a"}, True),
    ("a and (b or (c and not d))", {"a", "c"}, True),
]


@pytest.mark.parametrize("text, tags, value", TRUTH)
def test_a_tag_expression_means_what_pytest_m_would(text: str, tags: set[str], value: bool) -> None:
    assert parse_tags(text)(tags) is value


TAG_ERRORS = {
    "": "the expression is empty at column 1",
    "amigo and": "the expression ends too early at column 10",
    "and amigo": "expected a tag, not 'and' at column 1",
    "(amigo": "expected ')' at column 7",
    "amigo)": "unexpected ')' at column 6",
    "amigo ass_i": "unexpected 'ass_i' at column 7",
    "amigo; rm -rf /": "unexpected ';' at column 6",
    "__import__('os')": 'unexpected "\'" at column 12',
}


@pytest.mark.parametrize("text", list(TAG_ERRORS))
def test_a_bad_tag_expression_says_where(text: str) -> None:
    with pytest.raises(TagError) as error:
        parse_tags(text)
    first, shown, caret = str(error.value).splitlines()
    assert first == TAG_ERRORS[text]
    assert shown.strip() == text.strip() and caret.strip() == "^"


# -- expected-failures files -----------------------------------------------------------------

MATCHES = [
    ("a_b@amigo", "a_b@amigo", True),
    ("a_b@amigo", "a_b@ass-i", False),
    ("a_b", "a_b@ass-i", True),
    ("a_b", "a_b#2@ass-i", True),
    ("a_b#2", "a_b#2@ass-i", True),
    ("a_b#2", "a_b#3@ass-i", False),
    ("a_b#2@amigo", "a_b#2@amigo", True),
    ("a_b", "a_bc@amigo", False),
    ("a", "a_b@amigo", False),
]


@pytest.mark.parametrize("entry, key, value", MATCHES)
def test_an_entry_matches_the_runs_it_names(entry: str, key: str, value: bool) -> None:
    assert expected.Entry(entry).matches(key) is value


def test_an_expected_failures_file_round_trips() -> None:
    text = expected.render([("a_b@amigo", "refused  for\nno reason"), ("c#2", "")], header="mine\nsecond line")
    assert text.splitlines()[:2] == ["# mine", "# second line"]
    entries = expected.parse(text)
    assert [(e.key, e.reason) for e in entries] == [("a_b@amigo", "refused for no reason"), ("c#2", "")]
    assert entries[0].line == 3


@pytest.mark.parametrize("line, problem", [
    ("a_b@amigo reason without a hash", r"expected `KEY \[OUTCOME \[CAUSE\]\]  # reason`"),
    ("a b c", "OUTCOME one of fail, error"),
    ("a_b@Amigo  # capital edition", "is not a run key"),
    ("a_b#x@amigo", "is not a run key"),
])
def test_a_bad_line_is_reported_with_its_number(line: str, problem: str) -> None:
    with pytest.raises(expected.ExpectedError, match=problem) as error:
        expected.parse(f"# header\n\n{line}\n", "list.txt")
    assert str(error.value).startswith("list.txt:3: ")


# -- selection and skips ----------------------------------------------------------------------


def _run(key: str):
    return next(r for s in all_scenarios() for r in s.runs() if r.key == key)


def test_a_run_has_only_its_own_edition_among_its_tags() -> None:
    tags = run_tags(_run("attack_strength_equal_refused@amigo"))
    assert {"amigo", "topic_attack_strength", "id_attack_strength_equal_refused"} <= tags
    assert not tags & {"ass_i", "ass_ii", "pelikan_1975"}


def test_rule_selects_a_topic_or_an_area_but_not_a_prefix_of_a_word() -> None:
    runs = Selection.build(rules=["attack"]).runs(all_scenarios())
    assert runs and all(any(t.startswith("attack.") for t in r.scenario.topics) for r in runs)
    with pytest.raises(ValueError, match="did you mean"):
        Selection.build(rules=["attack.str"])


def test_an_engine_without_the_edition_skips() -> None:
    run = _run("attack_strength_equal_refused@amigo")
    hello = Hello(name="x", version="1", protocol=1, editions=("amigo",))
    assert skip_reason(run, hello) is None
    assert skip_reason(run, hello.model_copy(update={"editions": ("ass-i",)})) == "the engine does not implement edition amigo"


def test_a_reading_the_register_does_not_list_skips_the_runs_that_depend_on_it() -> None:
    from ogallala.harness.select import run_options
    from ogallala.model.spec import load_spec

    rulings = load_spec().rulings_by_id
    found = [(r, rid) for s in all_scenarios() for r in s.runs() for rid in s.rulings
             if r.edition in rulings[rid].decisions and not run_options(r)]
    if not found:
        pytest.skip("no scenario depends on a ruling")
    run, rid = found[0]
    decided = rulings[rid].decisions[run.edition]
    listed = [a.id for a in rulings[rid].alternatives]
    hello = Hello(name="x", version="1", protocol=1, editions=(run.edition,))
    for reading in listed:
        if rulings[rid].alternative(reading).plays == "yes":
            assert skip_reason(run, hello.model_copy(update={"rulings": {rid: reading}})) is None
    assert skip_reason(run, hello.model_copy(update={"rulings": {f"{rid}@not-this-edition": "nonsense"}})) is None
    for claim in ({rid: "nonsense"}, {f"{rid}@{run.edition}": "nonsense"}, {rid: decided, f"{rid}@{run.edition}": "nonsense"}):
        reason = skip_reason(run, hello.model_copy(update={"rulings": claim}))
        assert reason == (f"the engine reads ruling {rid} as 'nonsense', which the register does not list "
                          f"(its alternatives: {', '.join(listed)})")


def test_rows_for_other_readings_are_left_out_and_the_engine_reading_is_carried() -> None:
    from ogallala.harness.select import for_engine
    from ogallala.model.readings import decided
    from ogallala.model.spec import load_spec

    varied = [s for s in all_scenarios() if s.reading_columns]
    if not varied:
        pytest.skip("no scenario has a reading column yet")
    scenario = varied[0]
    rid = scenario.reading_columns[0]
    runs = [r for r in scenario.runs() if rid in r.reading]
    edition = runs[0].edition
    ruling = load_spec().rulings_by_id[rid]
    hello = Hello(name="x", version="1", protocol=1, editions=(edition,))
    for alternative in ruling.played_in(edition):
        mine = hello.model_copy(update={"rulings": {rid: alternative.reading}})
        chosen, readings, others = for_engine([r for r in runs if r.edition == edition], mine)
        assert chosen and all(r.reading[rid] == alternative.reading for r in chosen)
        assert others == sum(1 for r in runs if r.edition == edition) - len(chosen)
        wanted = {} if alternative.id == ruling.decisions[edition] else {rid: alternative.reading}
        # a row's reading that is its edition's decision is not sent to an engine that does
        # not play any reading it is given: it plays the decisions anyway (protocol.md, Readings)
        default = decided(edition)
        assert all(readings[r.key] == {**{k: a for k, a in r.reading.items() if a != default[k]}, **wanted}
                   for r in chosen)
    anything = hello.model_copy(update={"plays_readings": True})
    chosen, _, others = for_engine(runs, anything)
    assert len(chosen) == len(runs) and others == 0


# -- escaping ----------------------------------------------------------------------------------

CLEAN = {
    "plain text\nwith lines\tand tabs": "plain text\nwith lines\tand tabs",
    "\x1b[2Jclear": "\\x1b[2Jclear",
    "bell\x07 null\x00 del\x7f c1\x9b": "bell\\x07 null\\x00 del\\x7f c1\\x9b",
    "\u202eright-to-left": "\\u202eright-to-left",
    "[bold]markup[/bold]": "[bold]markup[/bold]",  # kept as text: the reports print Text, never markup
}


@pytest.mark.parametrize("raw", list(CLEAN))
def test_clean_shows_control_characters_as_escapes(raw: str) -> None:
    assert clean(raw) == CLEAN[raw]


def test_clean_cuts_long_text() -> None:
    assert clean("x" * 5000, 100) == "x" * 100 + " [... 4900 more characters]"


# -- the process engine's own limits ------------------------------------------------------------


def _engine(code: str, **limits: float) -> ProcessEngine:
    return ProcessEngine([sys.executable, "-c", code], Limits(**limits))  # type: ignore[arg-type]


HELLO = {"type": "hello", "id": 1, "name": "t", "version": "0", "protocol": 1, "editions": ["amigo"]}


def _greets(**changes: object) -> str:
    """Python code that answers the handshake (with ``changes``) under the request's id."""
    hello = json.dumps({**HELLO, **changes})
    return ("import json, sys, time\n"
            "request = json.loads(sys.stdin.readline())\n"
            f"print(json.dumps({{**json.loads({hello!r}), 'id': request['id']}}), flush=True)\n")


def test_a_reply_line_over_the_limit_is_a_limit_error() -> None:
    engine = _engine(_greets() + "sys.stdin.readline(); print('x' * 5000, flush=True)\n", max_line=1000, timeout=5)
    assert engine.hello().name == "t"
    with pytest.raises(EngineError) as error:
        engine.legal()
    assert error.value.kind == "limit" and not engine.alive


def test_another_protocol_version_fails_the_handshake() -> None:
    engine = _engine(_greets(protocol=2) + "sys.stdin.read()\n", timeout=5)
    with pytest.raises(EngineError) as error:
        engine.hello()
    assert error.value.kind == "start" and "protocol version 2" in error.value.message
    engine.close()


def test_an_engine_that_does_not_read_its_input_times_out_on_writing() -> None:
    from ogallala.protocol import messages as P

    engine = _engine(_greets() + "time.sleep(60)\n", timeout=0.5)
    engine.hello()
    huge = "r" * (1 << 20)  # a request far bigger than the pipe holds
    with pytest.raises(EngineError) as error:
        engine._exchange(P.ApplyRequest(id=engine._id(), action={"kind": "draw"}, text=huge), 0.5)
    assert error.value.kind == "timeout" and not engine.alive


def test_a_restart_replays_the_handshake_and_counts() -> None:
    engine = _engine(_greets() + "sys.stdin.readline(); sys.exit(5)\n", timeout=5, max_restarts=1)
    for expected_restarts in (0, 1):
        with pytest.raises(EngineError) as error:
            engine.legal()
        assert error.value.kind == "crash" and "exited with code 5" in error.value.message
        assert engine.restarts == expected_restarts
    with pytest.raises(EngineError) as error:
        engine.legal()
    assert error.value.kind == "gave-up"


def test_a_hello_naming_unknown_editions_or_rulings_is_warned_about() -> None:
    from ogallala.harness.select import hello_problems
    from ogallala.model.spec import load_spec

    ruling = load_spec().rulings[0]
    some = ruling.alternatives[0].id
    hello = Hello(name="x", version="1", protocol=1, editions=("amigo", "chess"), rulings={
        ruling.id: some, f"{ruling.id}@not-an-edition": some, ruling.id + "x": some, f"{ruling.id} ": "nope",
    })
    problems = hello_problems(hello)
    assert problems[0] == "edition 'chess' is not one of the suite's (pelikan-1975, ass-ii, ass-i, amigo)"
    assert f"ruling {ruling.id} decides nothing for edition 'not-an-edition'" in problems
    assert any(p.startswith(f"ruling '{ruling.id}x' is not in spec/rulings") and "did you mean" in p for p in problems)
    assert len(problems) == 4
    assert hello_problems(Hello(name="x", version="1", protocol=1, editions=("amigo",), rulings={ruling.id: some})) == []


def test_an_engine_that_closes_its_output_is_a_crash_at_once() -> None:
    from ogallala.protocol import messages as P

    engine = _engine(_greets() + "import os\nos.close(1)\ntime.sleep(60)\n", timeout=5)
    engine.hello()
    begun = time.monotonic()
    with pytest.raises(EngineError) as error:  # while the harness is still writing a big request
        engine._exchange(P.ApplyRequest(id=engine._id(), action={"kind": "draw"}, text="r" * (1 << 20)), 5)
    assert error.value.kind == "crash" and "closed its output" in error.value.message
    assert time.monotonic() - begun < 2.5 and not engine.alive
