"""Hostile input on every path in: the notation, ``check``, every protocol request into the
server, every reply shape into the harness (and on through the reports), the command line,
expected-failures files and ``--tag``.

The invariants are the same everywhere: no exception but the path's own error type, an
error that says what and where, output bounded (a cap on the problems reported and on the
bytes echoed) and no control or bidi character passed on raw. Each property counts the
inputs it was given (``record_property("fuzz_inputs", ...)``); the terminal summary prints
the table (``tests/conftest.py``) and docs/hostile-input.md records one.

No timing is asserted: hypothesis's ``deadline`` catches an input that takes far too long.
"""

from __future__ import annotations

import io
import json
import os
import re
import xml.etree.ElementTree as ET
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rich.console import Console

from ogallala.protocol import messages as P
from ogallala.commands.cli import main
from ogallala.harness import expected, report
from ogallala.util.clean import CONTROL
from ogallala.harness.failures import Rerun, describe
from ogallala.protocol.process import ProcessEngine
from ogallala.harness.results import from_outcome
from ogallala.protocol.server import Server
from ogallala.harness.tags import TagError, parse_tags
from ogallala.protocol.transcript import extract
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.interface import EngineError, Hello
from ogallala.notation import NotationError, parse_action, parse_state, render_state
from ogallala.notation.errors import SHOWN
from ogallala.engine.random_play import played
from ogallala.scenarios.load import all_scenarios
from ogallala.scenarios.run import execute

from strategies import (
    damaged_lines, damaged_positions, expected_files, json_extremes, nasty_strings, tag_expressions,
)

ROOT = Path(__file__).resolve().parent.parent
FUZZ = dict(deadline=timedelta(seconds=20), suppress_health_check=list(HealthCheck), derandomize=True)
"""Every fuzz test: a generous deadline (no speed goal, only "never stuck"), and the same
inputs on every run, so that CI is repeatable; ``max_examples`` is each test's own."""

ERROR_MAX = 20_000
"""The most characters any error report may have, whatever the input."""

COUNTS: Counter[str] = Counter()


@contextmanager
def counted(path: str, record: Callable[[str, object], None], least: int) -> Iterator[None]:
    """Count the inputs a property gets for ``path``; fail if it got fewer than ``least``."""
    COUNTS[path] = 0
    yield
    record("fuzz_inputs", {path: COUNTS[path]})
    assert COUNTS[path] >= least, f"{path}: only {COUNTS[path]} inputs were tried"


def raw_controls(text: str) -> list[str]:
    """The control and bidi characters in ``text``, tabs and newlines aside."""
    return CONTROL.findall(text)


# -- the notation -------------------------------------------------------------------------------

POSITIONS = [render_state(played(edition, players, seed, moves, ()))
             for edition, players, seed, moves in (("amigo", 2, 1, 30), ("ass-i", 3, 2, 80), ("pelikan-1975", 4, 3, 120),
                                                   ("ass-ii", 2, 4, 200))]


def _check_notation_error(error: NotationError) -> None:
    text = str(error)
    assert error.problems and len(text) <= ERROR_MAX, len(text)
    assert not raw_controls(text), raw_controls(text)[:5]
    assert len(text.split("\n")) <= 3 * SHOWN + 1


NOTATION_TEXTS = st.one_of(damaged_positions(POSITIONS), nasty_strings(), st.sampled_from(POSITIONS))


def test_parse_state_takes_anything(record_property) -> None:
    @settings(max_examples=150, **FUZZ)
    @given(NOTATION_TEXTS)
    def prop(text: str) -> None:
        COUNTS["parse_state"] += 1
        try:
            parse_state(text)
        except NotationError as error:
            _check_notation_error(error)

    with counted("parse_state", record_property, 150):
        prop()


def test_parse_action_takes_anything(record_property) -> None:
    @settings(max_examples=100, **FUZZ)
    @given(NOTATION_TEXTS | st.sampled_from(["place r99999999999c1", "draw 0", "draw " + "9" * 5000, "lasso " + "N" * 99]))
    def prop(text: str) -> None:
        COUNTS["parse_action"] += 1
        try:
            parse_action(text)
        except NotationError as error:
            _check_notation_error(error)

    with counted("parse_action", record_property, 100):
        prop()


def test_check_takes_any_file(tmp_path: Path, record_property, capsys) -> None:
    @settings(max_examples=80, **FUZZ)
    @given(st.one_of(damaged_positions(POSITIONS).map(str.encode), st.binary(max_size=200),
                     st.sampled_from([b"\xff\xfe", "| bow i1 stern |\n".encode() * 3])),
           st.sampled_from([[], ["--edition", "amigo"]]))
    def prop(data: bytes, more: list[str]) -> None:
        COUNTS["check"] += 1
        path = tmp_path / "position.txt"
        path.write_bytes(data)
        code = main(["check", str(path), *more])
        out, err = capsys.readouterr()
        assert code in (0, 1, 2), code
        assert len(err) <= ERROR_MAX and not raw_controls(err)
        assert (code == 0) == bool(out)

    with counted("check", record_property, 80):
        prop()


def test_check_echoes_a_bad_line_a_bounded_number_of_times(tmp_path: Path, capsys) -> None:
    """The hole found by hand: 3000 unknown cards on one 9 KB line printed the whole line
    under each of them (16 KB in, 192 MB out)."""
    path = tmp_path / "bad.txt"
    path.write_text("edition: amigo\nNorth:\n  | " + " ".join(["zz"] * 3000) + " |\nSouth:\n")
    assert main(["check", str(path)]) == 1
    err = capsys.readouterr().err
    assert len(err) < 6000 and err.count("unknown card 'zz'") == SHOWN
    more, total = map(int, re.search(r"\(and (\d+) more problems, (\d+) in all\)$", err.rstrip()).groups())
    assert total >= 3000 and more == total - SHOWN  # the cards, and the display too wide


# -- the server: every request, extreme but valid JSON among them -----------------------------

def _transcript() -> list[tuple[dict, dict]]:
    pairs, request = [], None
    for line in extract((ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")).splitlines():
        if line.startswith("> "):
            request = json.loads(line[2:])
        elif line.startswith("< "):
            pairs.append((request, json.loads(line[2:])))
    return pairs


TRANSCRIPT = _transcript()
REQUESTS = [q for q, _ in TRANSCRIPT] + [
    {"cmd": "start", "id": 20, "edition": "amigo", "players": ["North", "South"], "options": ["tribes"], "seed": 1,
     "piles": None, "readings": {}},
    {"cmd": "score", "id": 21}, {"cmd": "state", "id": 22},
]
REPLIES = [a for _, a in TRANSCRIPT]


def test_the_server_answers_every_request(record_property) -> None:
    server = Server(InProcess())

    @settings(max_examples=300, **FUZZ)
    @given(st.one_of(damaged_lines(REQUESTS), json_extremes().map(str.encode)))
    def prop(line: bytes) -> None:
        COUNTS["serve request"] += 1
        reply, done = server.handle(line)
        text = P.encode(reply)
        assert "\n" not in text and P.parse_reply(text) == reply
        if isinstance(reply, P.ErrorReply):
            assert len(reply.message) <= 1000 and not raw_controls(reply.message)
        assert len(text) <= 2 * len(line) + 200_000
        assert not done or isinstance(reply, P.StoppedReply)

    with counted("serve request", record_property, 300):
        prop()


def test_ogallala_serve_survives_the_extremes_in_one_session() -> None:
    """The holes found by hand, end to end: each line gets one reply and serve ends at the end."""
    import subprocess
    import sys

    lines = [
        b'{"cmd":"load","id":1,"state":' + b"[" * 1000 + b"]" * 1000 + b"}",
        b'{"cmd":"legal","id":' + b"9" * 5000 + b"}",
        b'{"cmd":"legal","id":2,"x":' + b"[" * 100_000 + b"]" * 100_000 + b"}",
        b'{"cmd":"start","id":3,"edition":"amigo","players":["North","South"],"seed":18446744073709551616}',
        b'{"cmd":"start","id":4,"edition":"amigo","players":["North\\u001b[2J","South"],"seed":1}',
        b"\xff\xfe{}",
        b'{"cmd":"hello","id":5}',
    ]
    done = subprocess.run([sys.executable, "-m", "ogallala", "serve"], input=b"\n".join(lines) + b"\n",
                          capture_output=True, timeout=60)
    replies = [json.loads(line) for line in done.stdout.splitlines()]
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr[-2000:]
    assert [r["type"] for r in replies] == ["error"] * 6 + ["hello"]
    assert [r["id"] for r in replies] == [None, None, None, 3, 4, None, 5]
    assert "too deeply" in replies[0]["message"] and "too large" in replies[1]["message"]
    assert "18446744073709551615" in replies[3]["message"] and "control or bidi" in replies[4]["message"]
    assert b"\x1b" not in done.stderr


# -- replies into the harness -------------------------------------------------------------------

def _reply_checked(raw: bytes, request: dict) -> None:
    engine = ProcessEngine(["unused"])
    model = P.parse_request(json.dumps(request))
    try:
        engine._check(raw, model)
    except EngineError as error:
        assert error.kind in ("malformed", "schema", "wrong-id", "limit"), error.kind
        assert len(error.message) <= 2000 and not raw_controls(error.message), error.message[:300]


def test_the_harness_reads_every_reply_shape(record_property) -> None:
    @settings(max_examples=300, **FUZZ)
    @given(st.sampled_from(TRANSCRIPT), st.data())
    def prop(pair: tuple[dict, dict], data: st.DataObject) -> None:
        COUNTS["reply"] += 1
        request, reply = pair
        _reply_checked(data.draw(damaged_lines([reply]) | damaged_lines(REPLIES)), request)

    with counted("reply", record_property, 300):
        prop()


class Spoilt(ProcessEngine):
    """The harness's side of a process engine, the process replaced by a server in this
    process whose reply lines ``spoil`` may damage: every path from a reply to the reports."""

    def __init__(self, spoil: Callable[[bytes], bytes], hello: Hello) -> None:
        super().__init__(["spoilt"])
        self.server = Server(InProcess())
        self.spoil = spoil
        self.greeting = hello

    def _ensure(self) -> None:
        pass

    def _exchange(self, request: Any, timeout: float) -> Any:
        reply, _ = self.server.handle(P.encode(request).encode())
        return self._check(self.spoil(P.encode(reply).encode()), request)

    def close(self) -> None:
        pass


RUNS = [run for scenario in all_scenarios() for run in scenario.runs()][::37]


def _walk_strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from _walk_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _walk_strings(v)


def test_spoilt_replies_go_safely_through_every_report(record_property) -> None:
    @settings(max_examples=120, **FUZZ)
    @given(st.sampled_from(RUNS), st.data())
    def prop(run: Any, data: st.DataObject) -> None:
        COUNTS["reply into the reports"] += 1
        when = data.draw(st.integers(0, 12))
        seen = [0]

        def spoil(line: bytes) -> bytes:
            seen[0] += 1
            if seen[0] - 1 != when:
                return line
            return data.draw(damaged_lines([json.loads(line)]) | damaged_lines(REPLIES))

        name = data.draw(st.sampled_from(["my engine", "\x1b[31mred\x1b[0m \u202eevil", "x" * 5000]))
        hello = Hello(name=name, version=data.draw(nasty_strings()), protocol=1, editions=("amigo", "\x1b", "ass-i",
                      "pelikan-1975", "ass-ii"), rulings={data.draw(nasty_strings()): "x"})
        outcome = execute(run, Spoilt(spoil, hello))
        result = from_outcome(outcome, data.draw(nasty_strings()))
        rerun = Rerun(("./engine", data.draw(nasty_strings())))
        terminal = io.StringIO()
        report.print_report(Console(file=terminal, width=100, color_system=None), hello, "label\x1b", [result], 1.0, rerun)
        shown = terminal.getvalue() + "\n".join(line for line, _ in describe(result, rerun))
        assert not raw_controls(shown), raw_controls(shown)[:5]
        assert len(shown) <= 200_000, len(shown)
        document = report.json_report(hello, "label\x1b", [result], 1.0, {"suite_version": "x"})
        assert not [s for s in _walk_strings(document) if raw_controls(s)]
        assert len(json.dumps(document)) <= 400_000
        ET.fromstring(report.junit_report(hello, "label\x1b", [result], 1.0, {"suite_version": "x"}, rerun))
        assert not raw_controls(report.markdown_summary(hello, [result], 1.0, rerun))

    with counted("reply into the reports", record_property, 120):
        prop()


# -- the command line -----------------------------------------------------------------------------

NUMBERS = ["0", "1", "2", "-1", "1000", "99999999999999999999999", "nan", "inf", "-inf", "1e308", "0.0001", "1e-320",
           "", "x", "1e3", "\x1b", "18446744073709551616"]


@st.composite
def command_lines(draw: st.DrawFn, tmp: Path) -> list[str]:
    """``ogallala conformance`` (on one small scenario), ``play``, ``check``, ``serve``, ``spec``
    or ``editions`` with odd values."""
    folder = tmp / "out"
    folder.mkdir(exist_ok=True)
    paths = [str(folder), str(tmp / "missing" / "x.json"), str(folder / "r.json"), "-", "/dev/null", "/proc/version",
             str(folder / "\x1b[2J.json"), "", str(folder / ("x" * 300))]
    command = draw(st.sampled_from(["conformance", "conformance", "conformance", "play", "check", "serve", "spec",
                                    "editions"]))
    if command == "spec":
        return ["spec", draw(st.sampled_from(["--docs", "--check-docs"])), draw(st.sampled_from(paths[:2] + paths[4:]))]
    if command == "editions":
        return ["editions", *draw(st.sampled_from([[], ["--json"], ["--json", "x"]]))]
    if command == "play":
        args = ["play", "--edition", "amigo", "--players", draw(st.sampled_from(NUMBERS)),
                "--seed", draw(st.sampled_from(NUMBERS))]
        return args + draw(st.sampled_from([[], ["--option", "\x1b"], ["--reading", "x=\u202e"], ["--json"]]))
    if command == "check":
        return ["check", draw(st.sampled_from(paths[:2] + ["/dev/zero", str(tmp), "\x00", "-x"]))]
    if command == "serve":
        return ["serve", "--reading", draw(nasty_strings())]
    args = ["conformance", "-k", "attack_strength_equal_refused", "--edition", "amigo"]
    for _ in range(draw(st.integers(0, 4))):
        option = draw(st.sampled_from(["--jobs", "--timeout", "--max-restarts", "--maxfail", "--json", "--junit",
                                       "--summary-md", "--write-expected-failures", "--expected-failures", "--tag",
                                       "-k", "--rule", "--reading", "--explain", "--engine", "--list", "-x"]))
        if option in ("--list", "-x"):
            args.append(option)
        elif option in ("--jobs", "--timeout", "--max-restarts", "--maxfail"):
            args += [option, draw(st.sampled_from(NUMBERS))]
        elif option in ("--json", "--junit", "--summary-md", "--write-expected-failures", "--expected-failures"):
            args += [option, draw(st.sampled_from(paths))]
        elif option == "--tag":
            args += [option, draw(tag_expressions())]
        elif option == "--engine":
            args += [option, draw(st.sampled_from(["", "'unbalanced", "/nonexistent/engine", str(tmp), "a\x00b"]))]
        else:
            args += [option, draw(nasty_strings())]
    return args


def test_the_command_line_takes_anything(tmp_path: Path, record_property, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"")))

    @settings(max_examples=120, **FUZZ)
    @given(command_lines(tmp_path))
    def prop(argv: list[str]) -> None:
        COUNTS["command line"] += 1
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as stop:  # argparse: a usage error
                code = stop.code
        assert code in (0, 1, 2, 5), (code, err.getvalue()[-500:])
        assert len(err.getvalue()) <= ERROR_MAX, len(err.getvalue())
        assert "Traceback" not in err.getvalue()
        if code == 2 and argv[0] == "conformance" and "usage:" not in err.getvalue():
            assert err.getvalue().startswith("ogallala conformance: ") and not raw_controls(err.getvalue())

    with counted("command line", record_property, 120):
        prop()


# -- expected failures and tag expressions --------------------------------------------------------

KEYS = [run.key for scenario in all_scenarios() for run in scenario.runs()]


def test_expected_failures_files_are_read_or_refused_and_matched_as_listed(record_property) -> None:
    @settings(max_examples=150, **FUZZ)
    @given(expected_files(KEYS[::5]), st.lists(st.sampled_from(KEYS), max_size=30))
    def prop(text: str, runs: list[str]) -> None:
        COUNTS["expected failures"] += 1
        try:
            entries = expected.parse(text, "f\x1b.txt")
        except expected.ExpectedError as error:
            assert len(str(error)) <= 1000 and not raw_controls(str(error))
            return
        index = expected.Index(entries)
        for key in runs:
            assert index.lookup(key) == expected.lookup(entries, key)
        assert [e.line for e in index.unused(runs)] == [e.line for e in entries
                                                        if not any(e.matches(k) for k in runs)]

    with counted("expected failures", record_property, 150):
        prop()


def test_matching_expected_failures_never_compares_entry_with_run(monkeypatch) -> None:
    """Linear in entries plus runs: the index looks up at most four forms of each run key and
    never tries an entry against a run (``Entry.matches``)."""
    entries = expected.parse("\n".join(f"{k}  # listed" for k in KEYS * 20))
    index = expected.Index(entries)
    monkeypatch.setattr(expected.Entry, "matches", lambda *_: pytest.fail("an entry was tried against a run"))
    assert all(index.lookup(k) is not None for k in KEYS)
    assert index.unused(KEYS) == []


def _reference(expression: str, tags: set[str]) -> bool | None:
    """What the expression means, through Python's own parser (our own words only)."""
    words = expression.replace("(", " ( ").replace(")", " ) ").split()
    if not words or any(w not in ("and", "or", "not", "(", ")") and not re.fullmatch(r"@?\w+", w) for w in words):
        return None
    code = " ".join(w if w in ("and", "or", "not", "(", ")") else str(w.lstrip("@") in tags) for w in words)
    try:
        return bool(eval(compile(code, "<tags>", "eval"), {"__builtins__": {}}))  # noqa: S307 - True/False/and/or only
    except (SyntaxError, RecursionError, MemoryError):
        return None


def test_tag_expressions_parse_or_say_where(record_property) -> None:
    @settings(max_examples=200, **FUZZ)
    @given(tag_expressions(), st.sets(st.sampled_from(["amigo", "ass_i", "topic_attack_strength", "x"])))
    def prop(text: str, tags: set[str]) -> None:
        COUNTS["--tag"] += 1
        try:
            expr = parse_tags(text)
        except TagError as error:
            assert len(str(error)) <= 1000 and not raw_controls(str(error)) and "^" in str(error)
            return
        want = _reference(text, tags) if len(text) < 2000 else None
        assert want is None or expr(tags) == want

    with counted("--tag", record_property, 200):
        prop()


def test_the_counts_are_what_the_document_says() -> None:
    """docs/hostile-input.md lists each path with its number of inputs, for the fuzz tests of
    every test module (this one's, the cache's in tests/test_cache_fuzz.py), and nothing else."""
    doc = (ROOT / "docs" / "hostile-input.md").read_text(encoding="utf-8")
    source = "\n".join(p.read_text(encoding="utf-8") for p in sorted((ROOT / "tests").glob("test_*.py")))
    counted_paths = re.findall(r'counted\("([^"]+)", record_property, (\d+)\)', source)
    for path, least in counted_paths:
        assert f"| `{path}` | {least} |" in doc, f"docs/hostile-input.md does not list {path} with {least} inputs"
    table = doc.partition("## Inputs per path")[2].partition("\n## ")[0]
    listed = re.findall(r"^\| `([^`]+)` \| (\d+) \|", table, re.M)
    assert sorted(listed) == sorted(counted_paths), "docs/hostile-input.md lists a path no fuzz test counts"
    assert os.path.exists(ROOT / "tests" / "test_signals.py")
