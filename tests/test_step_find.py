"""Step matching remembers texts it matched, without changing which step a text finds."""

from __future__ import annotations

from ogallala.scenarios import steps
from ogallala.scenarios.steps import STEPS, find


def test_a_remembered_match_is_the_first_matching_step_and_its_own_copy() -> None:
    tried = 0
    for example in STEPS:
        keyword = example.keyword
        text = example.example.splitlines()[0].removeprefix(f"{keyword} ")  # the step text, no keyword
        first = next((s for s in STEPS if s.keyword == keyword and s.regex.match(text)), None)
        if first is None:
            continue  # an example written for the documentation, not a step text
        tried += 1
        match = first.regex.match(text)
        assert match is not None
        for _ in range(2):
            found, groups = find(keyword, text)
            assert found is first
            assert groups == match.groupdict()
            groups["spoiled"] = "x"  # the caller's copy: the next find is not changed
    assert tried > len(STEPS) // 2


def test_a_step_registered_later_is_seen() -> None:
    before = len(STEPS)
    keyword = STEPS[0].keyword
    try:
        steps._FOUND[(keyword, "an unheard-of text")] = (STEPS[0], {})
        steps.step(keyword, r"an unheard-of text", "an unheard-of text")(lambda ctx: None)
        assert find(keyword, "an unheard-of text")[0] is STEPS[-1]
    finally:
        del STEPS[before:]
        steps._FOUND.clear()
