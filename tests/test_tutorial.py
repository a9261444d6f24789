"""docs/tutorial.md, followed literally: its code blocks written into an empty folder in the
order the page gives them, its commands run where the page runs them, and each command
does what the page says it does (every run an error after step 1, the whole area green
after step 6). Also: the page's generated parts are current, and the runs it names exist."""

from __future__ import annotations

import json
import os
import re
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from ogallala.commands.cli import main
from ogallala.documents.tutorial import facts, fill, refusals
from ogallala.scenarios.load import all_scenarios

ROOT = Path(__file__).resolve().parent.parent
TUTORIAL = (ROOT / "docs" / "tutorial.md").read_text(encoding="utf-8")
FENCE = re.compile(r"^```(?P<lang>\w+)\n(?P<body>.*?)^```$", re.DOTALL | re.MULTILINE)
FILE = re.compile(r"# file: (?P<name>[\w.]+)\n")
ADD = re.compile(r"# add to (?P<name>[\w.]+)\n")


@dataclass(frozen=True)
class Block:
    lang: str
    body: str
    section: str
    """The heading of the step the block is in (``1. Answer the handshake``)."""


def blocks(text: str) -> list[Block]:
    out = []
    for m in FENCE.finditer(text):
        headings = re.findall(r"^## (.+)$", text[: m.start()], re.MULTILINE)
        out.append(Block(m["lang"], m["body"], headings[-1] if headings else ""))
    return out


def write(block: Block, folder: Path) -> None:
    """Do what a Python block's first line says: ``# file: X`` is X whole, ``# add to X`` goes at its end."""
    if m := FILE.match(block.body):
        (folder / m["name"]).write_text(block.body[m.end():], encoding="utf-8")
    elif m := ADD.match(block.body):
        assert (folder / m["name"]).is_file(), f"{block.section}: adds to {m['name']}, which no block wrote yet"
        with (folder / m["name"]).open("a", encoding="utf-8") as out:
            out.write("\n\n" + block.body[m.end():])
    else:
        pytest.fail(f"{block.section}: a Python block that says neither '# file: X' nor '# add to X':\n{block.body}")


def test_the_tutorial_goes_green_when_followed_literally(tmp_path, monkeypatch, capsys) -> None:
    folder = tmp_path / "my-engine"
    folder.mkdir()
    monkeypatch.chdir(folder)
    # `python` in the page's commands is this interpreter (a venv's bin holds one by that name)
    monkeypatch.setenv("PATH", os.path.dirname(sys.executable) + os.pathsep + os.environ.get("PATH", ""))
    runs = len(facts().runs)
    results: dict[str, list[dict[str, object]]] = {}
    for n, block in enumerate(blocks(TUTORIAL)):
        if block.lang == "python":
            write(block, folder)
            continue
        assert block.lang == "sh", block
        for line in block.body.splitlines():
            argv = shlex.split(line)
            assert argv[0] == "ogallala", line
            report = tmp_path / f"report-{n}.json"
            code = main(argv[1:] + ["--json", str(report)])
            out = capsys.readouterr()
            assert "Traceback" not in out.out + out.err
            summary = json.loads(report.read_text())["engines"][0]["summary"] if report.is_file() else {}  # --explain writes none
            assert "--explain" in argv or summary, line
            results.setdefault(block.section, []).append({"code": code, **summary})
    first, *_, last = results
    # step 1: the page says every run of the area is an error (`load` is unsupported)
    one = results[first][0]
    assert one["errors"] == runs and one["passed"] == one["failed"] == 0 and one["code"] == 1
    # step 6: the page says all of them pass
    assert last.startswith("6.") and results[last][-1]["code"] == 0
    green = results[last][-1]
    assert green["passed"] == runs > 20 and green["failed"] == green["errors"] == green["skipped"] == 0


def test_the_tutorial_engine_refuses_by_every_rule_in_its_table() -> None:
    """The table of step 4 lists each rule the area's runs expect named, and the placement rules are there."""
    table = TUTORIAL.split("<!-- begin generated: refusals -->")[1].split("<!-- end generated -->")[0]
    named = set(re.findall(r"^\| `([\w.-]+)` \|", table, re.MULTILINE))
    assert named == set(refusals(facts().runs))
    assert {"placement.where", "placement.no-moving", "placement.same-picture", "placement.display-limits"} <= named
    assert "shift" in table  # a shift is refused as no-moving: the walk-through missed it


def test_the_tutorial_generated_parts_are_current() -> None:
    assert fill(TUTORIAL) == TUTORIAL, "regenerate with `ogallala spec --docs docs`"
    assert "61 runs" not in TUTORIAL


def test_the_tutorial_names_runs_that_exist() -> None:
    keys = {r.key for s in all_scenarios() for r in s.runs()}
    named = re.findall(r"--explain '?([\w#@-]+)'?", TUTORIAL)
    assert named and all(k in keys for k in named), named


ENGINE = shlex.join([sys.executable, str(ROOT / "docs" / "examples" / "first_engine.py")])


def test_the_first_engine_fails_where_it_knows_nothing(tmp_path, capsys) -> None:
    """It is no stub of the reference: boats and attacks are beyond it."""
    report = tmp_path / "r.json"
    code = main(["conformance", "--engine", ENGINE, "--edition", "pelikan-1975", "--rule", "attack", "--json", str(report)])
    capsys.readouterr()
    assert code == 1 and json.loads(report.read_text())["engines"][0]["summary"]["passed"] == 0


def test_the_example_engine_passes_the_pelikan_placement_area(tmp_path, capsys) -> None:
    report = tmp_path / "r.json"
    code = main(["conformance", "--engine", ENGINE, "--edition", "pelikan-1975", "--rule", "placement", "--json", str(report)])
    capsys.readouterr()
    summary = json.loads(report.read_text())["engines"][0]["summary"]
    assert code == 0 and summary["passed"] == len(facts().runs) and summary["failed"] == summary["errors"] == 0


@pytest.mark.parametrize("lang, name", [("py", "first_engine.py"), ("js", "minimal-engine.js")])
def test_example_engine_writes_the_example_and_never_over_a_file(tmp_path, capsys, lang, name) -> None:
    assert main(["example-engine", "--lang", lang, "--out", str(tmp_path / "new")]) == 0
    written = tmp_path / "new" / name
    assert written.read_bytes() == (ROOT / "docs" / "examples" / name).read_bytes()
    written.write_text("mine")
    assert main(["example-engine", "--lang", lang, "--out", str(tmp_path / "new")]) == 2
    assert "exists already" in capsys.readouterr().err and written.read_text() == "mine"
