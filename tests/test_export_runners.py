"""The runners of runners/ (JavaScript for node's test runner, Go with its standard library)
agree with ``ogallala conformance`` run for run: on the reference engine over ``ogallala
serve``, where every run passes, and on engines that are wrong on purpose, where the runs
each gets wrong fail in all three and only those.

The selection is one the wrong engines of tests/zoo/wrong.py show in (the rules each breaks,
in two editions) and that the rest covers (skips, a declared reading, the protocol's schema
broken); CI compares the three over the whole suite, on more engines
(tests/export_agreement.py).
Without node or go the test is skipped, saying so, unless ``OGALLALA_REQUIRE_RUNNERS`` is
set (CI sets it once it has installed both).
"""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

import tiers

import export_agreement

ROOT = Path(__file__).resolve().parent.parent

SELECTION = ["--tag", "amigo and (topic_attack_optional or topic_attack_losers or topic_scoring_card_points "
             "or topic_setup_piles or topic_piles_reshuffle or topic_cards_totem) or ass_ii and topic_attack_ends_turn"]
"""115 runs (97 when it was chosen; scenarios added since only add to it): the attack, scoring, setup, reshuffle
and totem runs of Amigo (85 of them rows of
reading columns), and the turn after an attack in ASS-II."""

ENGINES = ["serve", "wrong-legal", "wrong-attack", "wrong-turn", "wrong-score", "wrong-refusal", "wrong-unshuffled",
           "wrong-turned-over", "schema-invalid", "partial", "serve-reading"]
"""The reference; the seven wrong engines; one whose replies break the schema (killed and
started again until the runs left fail); one that claims only Amigo (skips); the reference
declaring a reading (rows for other readings left out, its export made for it)."""


def missing() -> list[str]:
    return [name for name, found in export_agreement.runners().items() if not found]


@pytest.fixture(autouse=True)
def _runners() -> None:
    if missing():
        if os.environ.get("OGALLALA_REQUIRE_RUNNERS"):
            pytest.fail(f"OGALLALA_REQUIRE_RUNNERS is set, but {' and '.join(missing())} is not installed")
        pytest.skip(f"{' and '.join(missing())} not installed: the runners of runners/ cannot run "
                    "(apt-get install nodejs golang-go)")


@tiers.full
def test_the_runners_agree_with_conformance_run_for_run() -> None:
    problems, tally = export_agreement.agree(ENGINES, SELECTION)
    assert not problems, "\n".join(problems[:40])
    # what the comparison rests on: every run passes the reference, each wrong engine fails
    # some runs and passes others, skips happen
    assert set(tally["serve"]) == {"passed"} and tally["serve"]["passed"] >= 97
    for name in ENGINES[1:8]:
        assert tally[name].get("failed", 0) > 0 and tally[name].get("passed", 0) > 0, (name, tally[name])
    assert tally["partial"].get("skipped", 0) > 0 and tally["partial"].get("passed", 0) > 0
    assert 0 < tally["serve-reading"].get("passed", 0) < tally["serve"]["passed"]  # the rows for other readings are left out


def test_a_run_for_other_readings_fails_saying_which_export_to_make(tmp_path: Path) -> None:
    """An engine that declares a reading, given an export made for none: each run it would
    play under that reading though the export has it under none fails in both runners, and
    says which export it needs; the rows for its reading pass."""
    export = tmp_path / "plain.json"
    subprocess.run([sys.executable, "-m", "ogallala", "export", "-o", str(export), "--edition", "amigo",
                    "--rule", "piles.reshuffle"], check=True, timeout=600)
    engine = export_agreement.ENGINES["serve-reading"]
    found = export_agreement.runner("go", export, engine.argv, 30.0, tmp_path)
    runs = json.loads(export.read_text())["runs"]
    varied = {run["key"] for run in runs if "reshuffle-termination" in run["reading_columns"]}
    assert found and {k for k, v in found.items() if v == "passed"} <= varied and "failed" in found.values(), found
    verdicts = tmp_path / "js.json"
    env = {**os.environ, "OGALLALA_EXPORT": str(export), "OGALLALA_ENGINE": shlex.join(engine.argv),
           "OGALLALA_VERDICTS": str(verdicts)}
    done = subprocess.run(["node", "--test", str(ROOT / "runners" / "js")], env=env, capture_output=True,
                          text=True, timeout=600)
    assert json.loads(verdicts.read_text()) == found
    assert "make the export with `ogallala export --reading RULING=ALT`" in done.stdout


def test_the_javascript_runner_reads_64_bit_integers_exactly() -> None:
    script = ("import { parseJSON, stringify, same } from './runners/js/runner.mjs';"
              "const v = parseJSON('{\"seed\": 18446744073709551615, \"n\": 3, \"f\": 1.0}');"
              "console.log(JSON.stringify([stringify(v), typeof v.seed, same(v.seed, parseJSON('18446744073709551614'))]));")
    done = subprocess.run(["node", "--input-type=module", "-e", script], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == ['{"seed":18446744073709551615,"n":3,"f":1.0}', "bigint", False]
