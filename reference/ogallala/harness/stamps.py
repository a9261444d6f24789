"""What a run's expected outcome rests on, written into each result of a report.

Two reports of one engine can differ because the engine changed or because the suite did: a
scenario corrected, a ruling decided otherwise. ``ogallala diff`` tells the two apart only if
each result says what its expectation rested on when it was played: a digest of the run's
scenario as played (``scenario_sha256``) and, for each ruling the run depends on, the
alternative its expected outcome follows (``decisions``). The suite's rules and rulings as a
whole are summed up in the report's ``meta.spec_sha256``.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..model.readings import decided
from ..scenarios.load import Run
from ..scenarios.run import steps_text
from ..util.resources import data_path


def scenario_digest(run: Run) -> str:
    """A digest of the run as played: its name, edition and steps (an outline's row filled
    in), not where it sits in its file (a scenario added above it changes no expectation)."""
    text = "\0".join((run.name or run.scenario.name, run.edition, steps_text(run.steps)))
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def decisions(run: Run) -> dict[str, str]:
    """Ruling id -> the alternative the run's expectation follows: the row's reading column,
    else the register's decision for the run's edition (a ruling that decides nothing for it
    is left out)."""
    register = decided(run.edition)
    row = run.reading
    out = {}
    for rid in sorted({*run.scenario.rulings, *run.scenario.reading_columns}):
        alternative = row.get(rid) or register.get(rid)
        if alternative:
            out[rid] = alternative
    return out


def stamp(run: Run) -> dict[str, Any]:
    """The fields a result of ``run`` carries: ``scenario_sha256`` and ``decisions``."""
    return {"scenario_sha256": scenario_digest(run), "decisions": decisions(run)}


def spec_digest() -> str:
    """A digest of every rule topic and ruling file of ``spec/``."""
    digest = hashlib.sha256()
    root = data_path("spec")
    for path in sorted([*root.glob("rules/*.toml"), *root.glob("rulings/*.toml")]):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()
