"""``ogallala conformance --explain KEY``: one run, step by step.

For each step: the step as the feature writes it, every request the harness sent and the
reply it got (JSON lines exactly as they crossed the pipe), and the position after the
step in the notation. At the failing step, the failure as the report shows it. The
reference engine is explained through ``ogallala serve`` so that it too shows real
protocol lines.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import TextIO

from ..protocol.interface import Engine, EngineError
from ..notation import render_state
from ..scenarios.load import Run, StepText
from ..scenarios.run import execute
from ..scenarios.steps import Context
from ..util.clean import clean
from .differential import Differential
from .failures import Rerun, describe
from ..protocol.process import Limits, ProcessEngine
from .results import from_outcome


def reference_command(readings: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    """``ogallala serve`` run by this Python, playing ``readings``."""
    words = [sys.executable, "-m", "ogallala", "serve"]
    for rid, aid in readings:
        words += ["--reading", f"{rid}={aid}"]
    return tuple(words)


def explain(run: Run, argv: tuple[str, ...] | None, limits: Limits, readings: Mapping[str, str] | None,
            rerun: Rerun, out: TextIO, against_reference: bool = False) -> int:
    """Play ``run`` with a recording engine and write the explanation; 0 if it passed."""
    process = ProcessEngine(argv or reference_command(rerun.readings), limits, record=True, cache_state=True)
    engine: Engine = Differential(process) if against_reference else process
    seen = 0

    def transcript() -> list[str]:
        nonlocal seen
        lines = process.transcript or []
        fresh, seen = lines[seen:], len(lines)
        return [f"    > {clean(q, 2000)}\n    < {clean(a, 2000)}" for q, a in fresh]

    def after(step: StepText, ctx: Context) -> None:
        out.write(f"\n{step.keyword} {step.text}   (line {step.line})\n")
        for line in transcript():
            out.write(line + "\n")
        state = process.last  # the position the engine last sent, without asking again
        if state is not None:
            out.write("  position:\n" + "".join(f"    {clean(x, 400)}\n" for x in render_state(state).rstrip("\n").split("\n")))

    out.write(f"{run.key}   {run.scenario.feature}:{run.scenario.line}\n{run.name or run.scenario.name}\n")
    if readings:
        out.write("played under " + ", ".join(f"{r}={a}" for r, a in sorted(readings.items())) + "\n")
    try:
        try:
            engine.hello()
        except EngineError as error:
            out.write(f"the engine could not be started: {clean(error.message, 500)}\n")
            return 2
        seen = len(process.transcript or [])
        outcome = execute(run, engine, readings, after)
        if outcome.status == "passed":
            out.write(f"\npassed in {outcome.duration:.3f} s\n")
            return 0
        for line in transcript():
            out.write(line + "\n")
        result = from_outcome(outcome, process.take_stderr())
        if isinstance(engine, Differential) and engine.divergence:
            from dataclasses import replace

            result = replace(result, detail=replace(result.detail, divergence=engine.divergence))
        out.write("\n" + "\n".join(line for line, _ in describe(result, rerun)) + "\n")
        return 1
    finally:
        engine.close()
