"""The HTML report, the transcripts it shows and the badges: every engine string escaped,
the boards of a failure drawn from its positions, the protocol lines of a failing run kept."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from ogallala.harness.badges import badges, counts
from ogallala.harness.html import html_report
from ogallala.harness.results import Result
from ogallala.protocol.interface import Hello
from ogallala.scenarios.run import Detail

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = "<script>alert(1)</script>\x1b[31m"
HELLO = Hello(name=f"engine {HOSTILE}", version="1", protocol=1, editions=("amigo",))

START = "edition: amigo\n\nNorth:\n  | bow i2 . stern |\nSouth:\n  | bow1 i2 |\n\npile 1: i1\n\nturn: North\npending: draw\n"
EXPECTED = START.replace("| bow i2 . stern |", "| bow i2 i1 stern |").replace("pile 1: i1", "pile 1: -")
ACTUAL = EXPECTED.replace("| bow1 i2 |", "| bow1 i3 |")


def _result(outcome: str = "failed", **more: object) -> Result:
    base = dict(key="attack_x@amigo", scenario="attack_x", name="A name", feature="attack/x.feature", line=3,
                edition="amigo", rules=("attack.strength",), area="attack", topic="attack.strength", outcome=outcome)
    return Result(**{**base, **more})  # type: ignore[arg-type]


def test_every_engine_string_is_escaped_and_the_boards_are_drawn() -> None:
    failed = _result(message=f"the position differs {HOSTILE}", step="Then the position is: (line 9)",
                     text="Given the position:\nWhen North draws\nThen the position is:", stderr=f"boom {HOSTILE}",
                     detail=Detail(start=START, before=START, expected=EXPECTED, actual=ACTUAL, diff=(f"- {HOSTILE}",),
                                   transcript=(f'> {{"cmd":"{HOSTILE}"}}', "< {}")))
    html = html_report(HELLO, f"./engine {HOSTILE}", [failed, _result("passed", key="b@amigo", area="boats")], 1.0,
                       {"suite_version": "x", "features_sha256": "0" * 64, "timestamp": "t"})
    assert "<script>alert" not in html and "\x1b" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;\\x1b[31m" in html
    assert html.count('<figure class="board expected">') == 1 and html.count('<figure class="board actual">') == 1
    assert 'class="card differs" data-card="i3"' in html  # South's i3 is marked on the found board
    assert "the 2 protocol lines of this run" in html
    assert 'data-outcome="passed"' in html and 'id="filter-ruling"' in html


def test_the_in_process_engine_says_how_to_get_a_transcript() -> None:
    from ogallala.harness.failures import Rerun

    html = html_report(HELLO, "in-process", [_result(message="x")], 1.0,
                       {"suite_version": "x", "features_sha256": "0" * 64, "timestamp": "t"}, Rerun())
    assert "No transcript: the reference engine ran in this process" in html and '--engine "ogallala serve"' in html


def test_a_failing_run_of_an_engine_process_keeps_its_protocol_lines(tmp_path: Path) -> None:
    out = tmp_path / "r.json"
    done = subprocess.run([sys.executable, "-m", "ogallala", "conformance", "--engine",
                           f"{sys.executable} tests/zoo/wrong.py attack", "-k", "attack_spoils_amigo_booty_only",
                           "--edition", "amigo", "--json", str(out)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1, done.stderr
    failed = [r for r in json.loads(out.read_text())["engines"][0]["results"] if r["outcome"] == "failed"]
    lines = failed[0]["detail"]["transcript"]
    assert lines[0].startswith('> {"cmd":"load"') and lines[1].startswith('< {"type":"state"')
    assert all(line.startswith(("> ", "< ")) for line in lines)


def test_badges_count_the_runs_played() -> None:
    from ogallala.harness.reports import EngineRun, RunResult

    results = [RunResult(id=f"r{i}@amigo", edition="amigo", outcome=o)
               for i, o in enumerate(("passed", "passed", "failed", "skipped"))]
    results.append(RunResult(id="s@ass-i", edition="ass-i", outcome="passed"))
    assert counts(results) == {"ass-i": (1, 1), "amigo": (2, 3), "all": (3, 4)}
    made = badges(EngineRun(name="e", results=tuple(results)))
    assert set(made) == {"ass-i.svg", "amigo.svg", "all.svg"}
    assert "2/3 passed" in made["amigo.svg"] and "#4c1" in made["ass-i.svg"] and "#e05d44" not in made["all.svg"]
