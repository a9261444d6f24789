"""What the tool prints and writes when an engine, a feature file or a report handed back is
hostile (issue 22, findings 4, 5, 6, 9 and 10; docs/hostile-input.md, "Reports and files").

- everything the pytest plugin hands pytest is clean: the ``FAILED key - message`` line,
  the failure's block, JUnit XML (no raw bidi or C1 character);
- every report (``--json``, fingerprint's JSON, the Markdown summary, the terminal) holds
  the engine's strings cleaned and bounded, and an engine's name with newlines in it stays
  on its line; ``--list`` prints a feature file's names cleaned;
- the Markdown summary stays under its stated bound, saying what it left out;
- a report that cannot be written does not stop the others, is named, and the exit code
  still tells how the run went; ``fuzz --out`` on a full disk keeps its scenario;
- ``badges`` refuses a report nested too deeply or too big, with a clear error.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ogallala.util.clean import CONTROL
from ogallala.harness import report
from ogallala.harness.failures import Rerun
from ogallala.harness.results import Result
from ogallala.protocol.interface import Hello
from ogallala.scenarios.run import Detail

ROOT = Path(__file__).resolve().parent.parent
ZOO = ROOT / "tests" / "zoo"
OGALLALA = [sys.executable, "-m", "ogallala"]

SMUGGLED = ("\x1b[31mred\x1b[0m \x1b]8;;https://evil.example/\x07link\x1b]8;;\x07 \x1b]52;c;cm0gLXJmIH4=\x07 "
            "\x1b]0;title\x07 nul\x00 \u202eevil\u202c \u2066iso\u2069 c1\x9b31m\x85\x90\x9c")
"""ANSI colour, OSC 8 link, OSC 52 clipboard write, OSC 0 title, NUL, bidi, C1 controls."""
NAME = "smuggler\n## Not a heading\n| not | a row |\n" + SMUGGLED


def smuggler() -> str:
    return shlex.join([sys.executable, str(ZOO / "smuggler.py")])


def raw(text: str) -> list[str]:
    """The control, bidi and separator characters of ``text``, tabs and newlines aside."""
    return CONTROL.findall(text)


def ogallala(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None,
             timeout: float = 300) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*OGALLALA, *args], capture_output=True, text=True, timeout=timeout, cwd=cwd,
                          env={**os.environ, "CI": "true", "COLUMNS": "200", **(env or {})})


def hostile_hello(name: str = NAME) -> Hello:
    return Hello(name=name, version="1.0 " + SMUGGLED, protocol=1, editions=("amigo", SMUGGLED),
                 variants={"amigo": ("wide", SMUGGLED)}, rulings={SMUGGLED: SMUGGLED})


def hostile_result(i: int = 0, words: str = "") -> Result:
    """A failed run whose every string holds the smuggled escapes (``words`` makes its
    message differ from other results' in a way the grouping by cause keeps apart)."""
    text = f"{words} {SMUGGLED}\nExample: {SMUGGLED}"
    return Result(key=f"x_{i}@amigo", scenario=f"x_{i}", name=text, feature=f"x/{SMUGGLED}.feature", line=3,
                  edition="amigo", rules=("attack.strength",), area="attack", topic="attack.strength",
                  outcome="failed", message=f"{words} wrong {text}", step=f"Then {text} (line 9)", stderr=text,
                  text=text, detail=Detail(done=(text,), start=text, before=text + " before", expected=text,
                                           actual=text, diff=(f"- {text}", f"+ {text}"), divergence=text,
                                           transcript=(text,)))


def strings(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [str(k), *strings(v)]]
    if isinstance(value, list):
        return [s for v in value for s in strings(v)]
    return []


# -- finding 4: the pytest plugin ------------------------------------------------------------------


def test_the_pytest_plugin_hands_pytest_only_clean_text(tmp_path: Path) -> None:
    (tmp_path / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    junit = tmp_path / "junit.xml"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", "--color=no", "-vv", "-rA",
         "--ogallala-engine", smuggler(), "--ogallala-rule", "attack.strength", "--ogallala-edition", "amigo",
         "--junitxml", str(junit)],
        cwd=tmp_path, capture_output=True, text=True, timeout=300, env={**os.environ, "COLUMNS": "300"})
    out = done.stdout + done.stderr
    assert done.returncode == 1, out[-3000:]
    summary = [line for line in out.splitlines() if line.startswith("FAILED ogallala/")]
    assert summary and all(" - " in line for line in summary), summary[:3]  # the short summary carries the message
    assert "\\x1b]52;c;" in out  # shown, as escapes
    assert raw(out) == [], sorted(set(raw(out)))
    engine = [line for line in out.splitlines() if line.startswith("engine: ")]
    assert len(engine) == 1 and "## Not a heading" in engine[0], engine  # the name stays on its line
    xml = junit.read_text(encoding="utf-8")
    ET.fromstring(xml)
    assert raw(xml) == [], sorted(set(raw(xml)))


# -- finding 5: every report's engine text ---------------------------------------------------------


def test_the_json_report_cleans_every_string_the_start_and_before_too() -> None:
    document = report.json_report(hostile_hello(), "./engine\x1b", [hostile_result()], 1.0, {"suite_version": "x"})
    detail = document["results"][0]["detail"]
    assert "\\x1b]52;c;" in detail["start"] and "\\x1b]52;c;" in detail["before"]
    assert [s for s in strings(document) if raw(s)] == []


def test_a_hello_of_megabytes_is_bounded_in_the_fingerprint_json() -> None:
    from ogallala.fingerprint.report import json_report
    from ogallala.fingerprint.take import Fingerprint

    huge = Hello(name="n" * (6 << 20), version=SMUGGLED * 1000, protocol=1, editions=tuple(f"e{i}" for i in range(10_000)),
                 variants={f"e{i}": ("v",) * 1000 for i in range(300)}, rulings={f"r{i}{SMUGGLED}": "a" * 10_000 for i in range(300)})
    document = json_report(Fingerprint(hello=huge, editions=()), "./engine " + SMUGGLED)
    text = json.dumps(document, ensure_ascii=False)
    assert len(text) < 200_000, len(text)
    assert [s for s in strings(document) if raw(s)] == []
    assert document["hello"]["name"].startswith("nnnn") and "more characters" in document["hello"]["name"]


def test_an_engine_name_with_newlines_stays_on_its_line_in_every_report(tmp_path: Path) -> None:
    md = tmp_path / "summary.md"
    done = ogallala("conformance", "--engine", smuggler(), "-k", "attack_strength_equal_refused@amigo",
                    "--summary-md", str(md), "--json", str(tmp_path / "r.json"), "--junit", str(tmp_path / "r.xml"))
    assert done.returncode == 1, done.stderr[-2000:]
    assert raw(done.stdout + done.stderr) == []
    title = [line for line in done.stdout.splitlines() if "Conformance of" in line]
    assert len(title) == 1 and "## Not a heading" in title[0], done.stdout[:1500]
    summary = md.read_text(encoding="utf-8")
    heading = summary.splitlines()[0]
    assert heading.startswith("## Ogallala conformance: smuggler") and "Not a heading" in heading, summary[:500]
    assert not [line for line in summary.splitlines() if line.startswith("## Not")]
    assert raw(summary) == []


def test_the_fingerprint_prints_an_engine_name_on_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from rich.console import Console

    from ogallala.fingerprint.report import print_report
    from ogallala.fingerprint.take import Fingerprint

    console = Console(width=5000, color_system=None)
    print_report(console, Fingerprint(hello=hostile_hello(), editions=()), "./engine\n" + SMUGGLED)
    out = capsys.readouterr().out
    assert raw(out) == []
    first = out.splitlines()[0]
    assert first.startswith("Fingerprint of ./engine") and "## Not a heading" in first, out[:500]


def test_list_prints_the_names_of_a_feature_file_cleaned(tmp_path: Path) -> None:
    folder = tmp_path / "features"
    folder.mkdir()
    (folder / "odd\x1b]0;title\x07\u202e.feature").write_text(
        "Feature: odd\n\n"
        "  @amigo @id_odd_names\n"
        f"  Scenario: A name with {SMUGGLED}\n"
        "    Given the edition amigo\n", encoding="utf-8")
    for extra in ((), ("--json",)):
        done = ogallala("conformance", "--features", str(folder), "--list", *extra)
        assert done.returncode == 0, done.stderr
        assert "odd_names" in done.stdout and "\\x1b" in done.stdout
        assert raw(done.stdout + done.stderr) == [], sorted(set(raw(done.stdout)))


# -- finding 6: the Markdown summary is bounded ----------------------------------------------------


def _words(i: int) -> str:
    """A message of lowercase words of its own (the grouping blots out numbers and names)."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    word = ""
    while True:
        word, i = letters[i % 26] + word, i // 26
        if not i:
            return f"cause {word}"


def test_the_markdown_summary_stays_under_its_bound_and_says_what_it_left_out() -> None:
    from ogallala.harness.report import SUMMARY_MAX

    results = [hostile_result(i, _words(i)) for i in range(3000)]
    rerun = Rerun(("./engine", "--flag " * 200))
    text = report.markdown_summary(hostile_hello(), results, 1.0, rerun)
    size = len(text.encode("utf-8"))
    assert SUMMARY_MAX <= 512 << 10 and size <= SUMMARY_MAX, size
    causes = [line for line in text.splitlines() if line.startswith("- ")]
    last = text.rstrip("\n").splitlines()[-1]
    found = re.search(r"(\d+) more causes \((\d+) runs, (\d+) bytes\) left out", last)
    assert found, last
    assert int(found[1]) == 3000 - len(causes) and int(found[2]) == 3000 - len(causes)
    assert int(found[3]) > 1 << 20  # what was left out would have made it pass GitHub's 1 MiB
    assert raw(text) == []


# -- finding 9: a report that cannot be written ----------------------------------------------------


def test_a_report_that_cannot_be_written_leaves_the_others_and_the_outcome(tmp_path: Path) -> None:
    junit, md = tmp_path / "r.xml", tmp_path / "r.md"
    args = ("--json", "/dev/full", "--junit", str(junit), "--summary-md", str(md))
    failing = ogallala("conformance", "--engine", smuggler(), "-k", "attack_strength_equal_refused@amigo", *args)
    assert failing.returncode == 1, failing.stderr[-2000:]  # the run's own outcome: a run failed
    assert "--json /dev/full: could not be written" in failing.stderr and "Traceback" not in failing.stderr
    assert ET.parse(junit).getroot().get("failures") == "1" and md.read_text().startswith("## Ogallala")
    junit.unlink()
    md.unlink()
    passing = ogallala("conformance", "-k", "attack_strength_equal_refused@amigo", *args)
    assert passing.returncode == 3, passing.stderr[-2000:]  # the runs passed, a report is missing
    assert "--json /dev/full: could not be written" in passing.stderr
    assert junit.exists() and md.exists()


def test_fuzz_on_a_full_disk_keeps_the_scenario_it_found(tmp_path: Path) -> None:
    sys.path.insert(0, str(ZOO))
    from deviants import BY_NAME

    engine = " ".join(BY_NAME["wrong-legal"].argv())
    done = ogallala("fuzz", "--engine", engine, "--edition", "amigo", "--games", "10", "--out", "/dev/full", "--no-store")
    assert done.returncode == 1, done.stderr[-2000:]
    assert "--out /dev/full: could not be written" in done.stderr and "Traceback" not in done.stderr
    text = done.stdout[done.stdout.index("Feature: Found by fuzzing"):]
    assert "@id_fuzz_" in text and "Scenario" in text
    with_json = ogallala("fuzz", "--engine", engine, "--edition", "amigo", "--games", "10", "--out", "/dev/full", "--json",
                         "--no-store")
    assert with_json.returncode == 1
    report = json.loads(with_json.stdout)
    found = [f["scenario"] for f in report["findings"] if f["status"] == "new"]
    assert report["out"] is None and found and all("@id_fuzz_" in f["text"] for f in found)
    assert "could not be written" in with_json.stderr


# -- finding 10: badges on a hostile report --------------------------------------------------------


@pytest.mark.parametrize("make", ["nested", "zero", "huge"])
def test_badges_refuse_a_hostile_report_clearly(tmp_path: Path, make: str) -> None:
    if make == "nested":
        path = tmp_path / "deep.json"
        path.write_text('{"results": ' + "[" * 100_000 + "]" * 100_000 + "}")
    elif make == "zero":
        path = Path("/dev/zero")
    else:
        from ogallala.commands.badges import REPORT_MAX

        path = tmp_path / "huge.json"
        with path.open("wb") as out:
            out.write(b'{"results": [')
            out.truncate(REPORT_MAX + 1)  # sparse: it costs no disk
    done = ogallala("badges", str(path), "--out", str(tmp_path / "badges"), timeout=120)
    assert done.returncode == 2, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and done.stderr.startswith("ogallala badges: ")
    assert len(done.stderr.splitlines()) == 1, done.stderr[-2000:]
    assert not (tmp_path / "badges").exists()


def test_badges_are_made_only_for_the_editions_of_the_suite(tmp_path: Path) -> None:
    results = [{"id": "a@amigo", "edition": "amigo", "outcome": "passed"},
               {"id": "b@ass-i", "edition": "ass-i", "outcome": "failed"}]
    results += [{"id": f"c{i}", "edition": f"../x{i}\x1b", "outcome": "passed"} for i in range(2000)]
    path = tmp_path / "report.json"
    path.write_text(json.dumps({"meta": {}, "engine": {"name": "e"}, "results": results}), encoding="utf-8")
    done = ogallala("badges", str(path), "--out", str(tmp_path / "badges"))
    assert done.returncode == 0, done.stderr
    assert sorted(p.name for p in (tmp_path / "badges").iterdir()) == ["all.svg", "amigo.svg", "ass-i.svg"]
    assert "1/2 passed" in (tmp_path / "badges" / "all.svg").read_text()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["badges", "report.json"]
