"""docs/steps.md shows every step, and every step's example is a sentence of that step."""

from __future__ import annotations

from pathlib import Path

from ogallala.scenarios.docs import render
from ogallala.scenarios.steps import STEPS, find

DOC = Path(__file__).resolve().parent.parent / "docs" / "steps.md"


def test_steps_doc_is_current() -> None:
    assert DOC.read_text(encoding="utf-8") == render(), "run: python -m ogallala.scenarios.docs > docs/steps.md"


def test_each_example_is_read_by_its_own_step() -> None:
    for step in STEPS:
        first = step.example.splitlines()[0]
        keyword, _, text = first.partition(" ")
        found, _ = find(keyword, text)
        assert found is step, f"{first!r} is read by {found.func.__name__}, not {step.func.__name__}"
        assert step.func.__doc__, step.func.__name__
