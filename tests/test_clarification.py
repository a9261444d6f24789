"""The impact of a clarification, measured as docs/rulings-howto.md says (section 6): the
worked example's shell commands run as written, and each engine's ``diff`` names exactly
the runs that the corrected row reaches.

The expectation comes from the feature file, not from the tool: the runs the correction
reaches are those of the corrected Examples row that each engine plays; the reference
passed it before and the engine wrong in that rule failed it; the engine playing the other
reading never plays that row.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import tiers

ROOT = Path(__file__).resolve().parent.parent
ROW = "attack_losers_where_by_edition#4@amigo"
"""The run of the corrected row: the fourth Examples row (amigo, discard) of the outline."""

pytestmark = tiers.full


def _example() -> str:
    text = (ROOT / "docs" / "rulings-howto.md").read_text()
    found = re.search(r"<!-- impact-example -->\n```sh\n(.*?)```", text, re.S)
    assert found, "docs/rulings-howto.md has no impact example"
    return found[1]


def test_the_worked_example_names_the_corrected_row(tmp_path: Path) -> None:
    (tmp_path / "features" / "attack").mkdir(parents=True)
    shutil.copy(ROOT / "features" / "attack" / "losers.feature", tmp_path / "features" / "attack")
    (tmp_path / "tests" / "zoo").mkdir(parents=True)
    shutil.copy(ROOT / "tests" / "zoo" / "wrong.py", tmp_path / "tests" / "zoo")
    rows = (ROOT / "features" / "attack" / "losers.feature").read_text()
    assert re.search(r"\| amigo +\| discard +\| empty +\| bow1 +\| - +\|", rows)  # the row the example corrects
    script = _example().replace("--fail-on never", "--fail-on never --json $engine.diff.json")
    binaries = str(Path(sys.executable).parent)
    done = subprocess.run(["bash", "-c", script], cwd=tmp_path, capture_output=True, text=True, timeout=900,
                          env={**os.environ, "PATH": f"{binaries}:{os.environ.get('PATH', '')}", "CI": "true"})
    assert done.returncode == 0, done.stderr[-3000:]
    corrected = (tmp_path / "after" / "attack" / "losers.feature").read_text()
    assert corrected != rows and re.search(r"\| amigo +\| discard +\| bow1 +\| - +\| - +\|", corrected)
    found = {engine: json.loads((tmp_path / f"{engine}.diff.json").read_text())
             for engine in ("reference", "stay", "wrong")}

    def changed(engine: str) -> list[tuple[str, str, str]]:
        return [(c["id"], c["old"], c["new"]) for c in found[engine]["changes"]["expectation"]]

    assert changed("reference") == [(ROW, "passed", "failed")]
    assert changed("wrong") == [(ROW, "failed", "passed")]
    assert changed("stay") == []
    for engine in found:
        others = {k: v for k, v in found[engine]["changes"].items() if k != "expectation" and v}
        assert not others, (engine, others)
    assert "scenario changed in attack/losers.feature" in found["reference"]["changes"]["expectation"][0]["why"]
    assert f"{ROW}  passed -> failed" in done.stdout
