"""Feature files in and out, untrusted (issue 22, findings 7 and 11; docs/hostile-input.md).

In: ``--features`` reads only regular files, never follows a link found in the folder it is
given, and refuses a file beyond its bounds (bytes, table rows and cells, steps rendered)
before it costs memory, each with a clear error naming the file and exit 2, never a hang or
a traceback, ``--list`` included.

Out: whatever an engine says (a reply's message, its stderr, its command line) goes into the
scenario ``fuzz`` writes only as description text: the file stays exactly one valid
scenario, read back by the suite's own loader, with the steps the reference's outcome gives.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ogallala.fuzz.compare import Difference
from ogallala.fuzz.games import Setup
from ogallala.fuzz.shrink import Case
from ogallala.fuzz.write import load_text, write
from ogallala.scenarios.load import Run, parse_feature

from strategies import nasty_strings

ROOT = Path(__file__).resolve().parent.parent
OGALLALA = [sys.executable, "-m", "ogallala"]
GOOD = ("Feature: fine\n\n"
        "  @amigo @id_fine_one\n"
        "  Scenario: A new game deals the display\n"
        "    Given a new game of North and South with seed 1\n")


def ogallala(*args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*OGALLALA, *args], capture_output=True, text=True, timeout=timeout, cwd=ROOT,
                          env={**os.environ, "CI": "true"})


def refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    assert done.returncode == 2, done.stdout[-1000:] + done.stderr[-2000:]
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr[-2000:]
    assert done.stderr.startswith("ogallala conformance: ")
    for word in words:
        assert word in done.stderr, done.stderr


# -- finding 7: what --features reads --------------------------------------------------------------


def test_a_fifo_among_the_feature_files_does_not_hang_even_list(tmp_path: Path) -> None:
    (tmp_path / "fine.feature").write_text(GOOD, encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.feature")
    done = ogallala("conformance", "--features", str(tmp_path), "--list")  # the timeout fails a hang
    refused(done, "pipe.feature", "not a regular file")
    refused(ogallala("conformance", "--features", str(tmp_path / "pipe.feature"), "--list"), "not a regular file")


@pytest.mark.parametrize(("step", "block", "words"), [
    ("Then the events are:", '      """\n      North drew furs\n      """\n', 'takes a table (| ... |), not a text block'),
    ("Then the events include:", "      | kind | player |\n      | drew | North  |\n", 'takes a text block ("""...""")'),
    ("Then it is North's turn", "      | North |\n", "takes no block, not a table"),
    ("Then the position is:", "", 'needs a text block ("""...""") under it'),
])
def test_a_step_given_a_block_it_does_not_read_is_refused_at_its_line(tmp_path: Path, step: str, block: str,
                                                                       words: str) -> None:
    """A table under a step that reads a text block (or the other way round) is the
    scenario's mistake: the file is refused, naming the line, before any engine plays it
    (it used to reach the engine's run and count as the engine's error)."""
    text = GOOD + f"    {step}\n{block}"
    (tmp_path / "blocks.feature").write_text(text, encoding="utf-8")
    refused(ogallala("conformance", "--features", str(tmp_path), "--list"), "blocks.feature:6:", words)


def test_a_run_whose_step_has_the_wrong_block_is_broken_not_the_engines_error() -> None:
    """A run that reaches ``execute`` without the loader's check (built in code) is still
    the scenario's fault: broken, with the reason."""
    from ogallala.protocol.inprocess import InProcess
    from ogallala.scenarios.load import StepText
    from ogallala.scenarios.run import execute

    run = load_text(GOOD)[0]
    wrong = StepText("Then", "the events include:", table=(("kind", "player"), ("drew", "North")), line=7)
    outcome = execute(replace(run, steps=(*run.steps, wrong)), InProcess())
    assert outcome.status == "broken" and 'takes a text block ("""...""")' in outcome.message


@pytest.mark.parametrize("kind", ["file", "folder"])
def test_a_link_in_the_folder_is_never_followed(tmp_path: Path, kind: str) -> None:
    outside, folder = tmp_path / "outside", tmp_path / "features"
    outside.mkdir()
    folder.mkdir()
    (outside / "secret.feature").write_text(GOOD, encoding="utf-8")
    (folder / "fine.feature").write_text(GOOD.replace("fine_one", "fine_two"), encoding="utf-8")
    if kind == "file":
        (folder / "link.feature").symlink_to(outside / "secret.feature")
    else:
        (folder / "sub").symlink_to(outside)
    done = ogallala("conformance", "--features", str(folder), "--list")
    refused(done, "link.feature" if kind == "file" else "sub", "symbolic link", "not followed")


def test_a_file_beyond_the_size_bound_is_refused_before_it_is_read(tmp_path: Path) -> None:
    from ogallala.scenarios.files import FEATURE_MAX

    big = tmp_path / "big.feature"
    head = "Feature: big\n\n  @amigo @id_big\n  Scenario Outline: big <n>\n    Given the edition amigo\n\n    Examples:\n      | n |\n"
    rows = "".join(f"      | {i} |\n" for i in range(250_000))  # the 4 MB Gherkin table
    big.write_text(head + rows, encoding="utf-8")
    assert big.stat().st_size > 4_000_000 > FEATURE_MAX
    refused(ogallala("conformance", "--features", str(big), "--list"), str(big), f"{FEATURE_MAX} bytes")


@pytest.mark.parametrize("what", ["rows", "cells", "rendered"])
def test_a_file_within_the_size_bound_but_too_many_rows_cells_or_steps_is_refused(tmp_path: Path, what: str) -> None:
    from ogallala.scenarios.files import CELLS_MAX, FEATURE_MAX, RENDERED_MAX, ROWS_MAX

    head = "Feature: big\n\n  @amigo @id_big\n  Scenario Outline: big <n>\n    Given the edition amigo\n"
    if what == "rows":
        text = head + "\n    Examples:\n      | n |\n" + "".join(f"      | {i} |\n" for i in range(ROWS_MAX + 1))
        words = ["table rows", str(ROWS_MAX)]
    elif what == "cells":
        text = head + "\n    Examples:\n      |" + "n|" * (CELLS_MAX + 1) + "\n"
        words = ["cells", str(CELLS_MAX)]
    else:  # a long docstring, once per row: small to read, huge to render
        doc = "      " + "x" * 2000 + "\n"
        text = (head + '    When the players play:\n      """\n' + doc * 200 + '      """\n\n    Examples:\n      | n |\n'
                + "".join(f"      | {i} |\n" for i in range(ROWS_MAX // 2)))
        words = ["render more than", str(RENDERED_MAX)]
    path = tmp_path / "many.feature"
    path.write_text(text, encoding="utf-8")
    assert path.stat().st_size <= FEATURE_MAX
    refused(ogallala("conformance", "--features", str(path), "--list"), str(path), *words)


# -- finding 11: what fuzz writes ------------------------------------------------------------------

GHERKIN_LINES = ["Example: another", "Scenario: another", "Scenario Outline: <x>", "Scenario Template: t",
                 "Scenarios:", "Examples:", "Feature: another", "Business Need: b", "Ability: a", "Rule: r",
                 "Background:", "Given a new game of North and South with seed 2", "When North plays \"draw\"",
                 "Then the winner is North", "And x", "But y", "* star", '"""', "```", "| a | b |", "|", "# comment",
                 "# language: fr", "@amigo @id_other", "@", "Fonctionnalité: f", "  Example:   spaced", "\tExample:\ttab",
                 "EXAMPLE: upper", "example: lower"]
"""Lines a Gherkin parser reads as structure, in any case and indentation."""


@st.composite
def engine_texts(draw: st.DrawFn) -> str:
    """What an engine might say: lines of Gherkin structure and hostile text, joined by any
    line break."""
    parts = draw(st.lists(st.sampled_from(GHERKIN_LINES) | nasty_strings() | st.text(max_size=40), min_size=1, max_size=8))
    breaks = draw(st.lists(st.sampled_from(["\n", "\r\n", "\r", "\u2028", "\x85", "\x0b"]), min_size=len(parts), max_size=len(parts)))
    return "".join(p + b for p, b in zip(parts, breaks, strict=True))


CASES = [
    (Case("legal", None, setup=Setup("amigo", ("North", "South"), (), 1, {})), Difference("legal", "legal", "x")),
    (Case("start", None, setup=Setup("ass-i", ("North", "South", "East"), (), 7, {})), Difference("start", "crash", "x")),
]


def _steps(run: Run) -> list[tuple[object, ...]]:
    """A run's steps as written, not where (the description above them may be longer)."""
    return [(s.keyword, s.text, s.docstring, s.table) for s in run.steps]


def test_engine_text_never_changes_the_shape_of_the_scenario_fuzz_writes() -> None:
    plain = {i: load_text(write(case, found, case.setup.edition, {}, "against `engine`").text)
             for i, (case, found) in enumerate(CASES) if case.setup is not None}

    @settings(max_examples=60, deadline=timedelta(seconds=30), suppress_health_check=list(HealthCheck), derandomize=True)
    @given(st.sampled_from(range(len(CASES))), engine_texts(), engine_texts())
    def prop(which: int, summary: str, command: str) -> None:
        case, found = CASES[which]
        assert case.setup is not None
        text = write(case, replace(found, summary=summary), case.setup.edition, {}, f"against `{command}`").text
        runs = load_text(text)
        assert [r.key for r in runs] == [r.key for r in plain[which]], text
        assert [_steps(r) for r in runs] == [_steps(r) for r in plain[which]], text

    prop()


def test_a_written_scenario_reads_back_with_the_loader_of_the_suite(tmp_path: Path) -> None:
    case, found = CASES[0]
    assert case.setup is not None
    hostile = "the engine crashed\nExample: pwned\n  Scenario: two\n@amigo @id_two\n| a |\n\"\"\"\n# language: fr"
    text = write(case, replace(found, summary=hostile), "amigo", {}, "against `x\nFeature: y`").text
    path = tmp_path / "found.feature"
    path.write_text(text, encoding="utf-8")
    scenarios = parse_feature(path, tmp_path)
    assert len(scenarios) == 1 and scenarios[0].editions == ("amigo",), text
