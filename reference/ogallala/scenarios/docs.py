"""docs/steps.md from the step list: every step, what it means, and an example."""

from __future__ import annotations

import inspect
import re

from .steps import STEPS

INTRO = """# The scenario steps

Scenarios (`features/**/*.feature`) use only the steps below. Each step talks to the
engine through the operations of the JSON protocol (load a position, list the legal
actions, apply an action, read the position, score), so the same scenarios run against
any engine. Positions and actions are written in the notation of
[notation.md](notation.md); player names start with a capital letter; spaces are `r2c5`,
boats and sections `r1c2-r1c7`.

A scenario runs once per edition it is tagged with (`@pelikan_1975 @ass_ii @ass_i
@amigo`); an outline whose Examples have an `edition` column runs once per row, and its
first step is `Given the edition <edition>`. Tags also name the rule topics
(`@topic_attack_strength`), the rulings the expectation depends on
(`@ruling_amigo_one_card_gap`) and one stable id (`@id_attack_strength_equal_refused`).

This file is generated from `ogallala/scenarios/steps.py`
(`python -m ogallala.scenarios.docs > docs/steps.md`); a test keeps it in step.
"""


FORMS = {
    "then_cards": "the discard pile | the cards out of play | pile <k>  is | holds: <cards>",
    "then_legal": '"<action>" is [not ]legal',
    "then_legal_list": "the legal actions are | include | exclude:",
    "then_over": "the game is [not ]over",
    "then_winners": "the winner is <player> | the winners are <player>, <player> and <player>",
    "then_complete_boats": "<player> has <n> complete boat[s]",
    "then_card_at": "<player>'s card at <cell> is <card> | empty",
    "when_takes": "<player> takes the card at <cell> | <player> takes the <card>",
    "then_pending": "the pending decision is: <pending line>",
    "then_score_lines": "<player>'s score lines are | include:",
    "then_pile_size": "pile <k> has <n> cards | the piles have <n> cards together",
}
"""Hand-written forms where the regular expression reads badly."""


def readable(pattern: str) -> str:
    """The step's pattern with its groups named, e.g. ``<player> draws[ from pile <pile>]``."""
    text = re.sub(r"\(\?P<(\w+)>(?:[^()]|\([^()]*\))*\)", r"<\1>", pattern)
    text = re.sub(r"\(\?:(.*?)\)\?", r"[\1]", text)
    text = re.sub(r"\(\?:(.*?)\)", r"(\1)", text)
    return text.replace("\\", "").replace("?", "")


def render() -> str:
    lines = [INTRO]
    for keyword in ("Given", "When", "Then"):
        lines.append(f"\n## {keyword}\n")
        for s in STEPS:
            if s.keyword != keyword:
                continue
            doc = inspect.getdoc(s.func) or ""
            lines.append(f"### `{keyword} {FORMS.get(s.func.__name__) or readable(s.pattern)}`\n")
            lines.append(f"{doc}\n")
            lines.append("```gherkin\n" + s.example + "\n```\n")
    return "\n".join(lines)


if __name__ == "__main__":
    print(render(), end="")
