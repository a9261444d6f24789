"""docs/failures.md is a fresh recording, and in it each wrong engine's report and
--explain name the cause (tests/failures_doc.py writes it)."""

from __future__ import annotations

from pathlib import Path

import failures_doc
import tiers

DOC = Path(__file__).resolve().parent.parent / "docs" / "failures.md"


@tiers.full
def test_the_recorded_run_is_current_and_names_each_cause() -> None:
    fresh = failures_doc.document()
    sections = fresh.split("\n## ")[1:]
    assert len(sections) == len(failures_doc.CASES)
    for case, section in zip(failures_doc.CASES, sections, strict=True):
        report, explained = section.split("<details>")
        assert "FAILED " in report and case.cause in report, case.mode
        assert "first reply that differs from the reference engine:" in report, case.mode
        assert '> {"cmd":"load"' in explained and "FAILED " in explained, case.mode
    assert DOC.read_text(encoding="utf-8") == fresh, "docs/failures.md is stale: python tests/failures_doc.py > docs/failures.md"
