"""The parts of ``docs/tutorial.md`` that the suite decides: the runs of the area the
tutorial aims at, and the refusals those runs check.

The tutorial is written by hand, but a figure or a table in it that the suite can compute
goes stale the day a scenario is added; those parts sit between ``<!-- begin generated:
NAME -->`` and ``<!-- end generated -->`` and are filled from the scenarios here, by
``ogallala spec --docs`` (``--check-docs`` says when they are stale).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..harness.select import Selection, for_engine, for_suite
from ..model.spec import load_spec
from ..protocol.interface import Hello
from ..scenarios.load import Run, all_scenarios
from .markdown import cell

EDITION = "pelikan-1975"
AREA = "placement"
"""The edition and the area the tutorial's engine is built for (its step 6)."""

FIRST_ENGINE = Hello(name="first engine", version="0.1", protocol=1, editions=(EDITION,))
"""The hello of the tutorial's engine: one edition, no readings declared."""

REFUSAL = re.compile(r'^"(?P<action>.+)" is refused by rule (?P<rule>\S+)$')
BLOCK = re.compile(r"(<!-- begin generated: (?P<name>[a-z-]+) -->)(?P<body>.*?)(<!-- end generated -->)", re.DOTALL)


@dataclass(frozen=True)
class Facts:
    runs: tuple[Run, ...]
    """The runs ``--edition pelikan-1975 --rule placement`` plays on the tutorial's engine."""
    others: int
    """Rows of reading columns left out: they are for other readings than the engine's."""


def facts() -> Facts:
    selected = Selection.build([EDITION], [AREA]).runs(all_scenarios())
    runs, _, others = for_engine(selected, for_suite(FIRST_ENGINE))
    return Facts(tuple(runs), others)


def refusals(runs: tuple[Run, ...]) -> dict[str, list[str]]:
    """Rule id -> the actions the runs expect refused by it, in the order first met."""
    found: dict[str, dict[str, None]] = {}
    for run in runs:
        for step in run.steps:
            if m := REFUSAL.match(step.text):
                found.setdefault(m["rule"], {})[m["action"]] = None
    return {rule: list(actions) for rule, actions in sorted(found.items())}


def _table(runs: tuple[Run, ...]) -> str:
    titles = {r.id: r.title for r in load_spec().rules}
    lines = ["| `rejected` with rule | what it forbids | actions the suite sends |", "|---|---|---|"]
    for rule, actions in refusals(runs).items():
        shapes: dict[str, str] = {}  # one action of each shape: `place r1c2` stands for every plain place
        for action in actions:
            shapes.setdefault(re.sub(r"\d+", "N", action), action)
        shown = ", ".join(f"`{a}`" for a in shapes.values())
        lines.append(f"| `{rule}` | {cell(titles.get(rule, ''))} | {shown} |")
    return "\n" + "\n".join(lines) + "\n"


def blocks() -> dict[str, str]:
    """Each generated part of the tutorial by its name."""
    found = facts()
    n = len(found.runs)
    return {
        "runs": f"{n} runs",
        "others": f"{found.others}",
        "refusals": _table(found.runs),
    }


def fill(text: str) -> str:
    """``text`` with every generated part made current; an unknown name is an error."""
    parts = blocks()

    def one(m: re.Match[str]) -> str:
        if m["name"] not in parts:
            raise ValueError(f"docs/tutorial.md: unknown generated part {m['name']!r}")
        return m.group(1) + parts[m["name"]] + m.group(4)

    return BLOCK.sub(one, text)
