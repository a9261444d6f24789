"""Running one scenario run against an engine, step by step, into an outcome."""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass

from ..interface import Engine, EngineError
from .load import Run
from .steps import Context, Mismatch, ScenarioError, find


@dataclass(frozen=True)
class Outcome:
    run: Run
    status: str
    """passed, failed, error (the engine misbehaved), broken (the scenario is wrong)."""
    message: str = ""
    step: str = ""
    """The step that failed, as written in the feature (with its line)."""
    duration: float = 0.0
    stderr: str = ""
    kind: str = ""
    """For an error: ``EngineError.kind`` (timeout, crash, schema ...), or ``exception`` when
    a step raised something else (an answer the steps could not use)."""


def execute(run: Run, engine: Engine, readings: Mapping[str, str] | None = None) -> Outcome:
    """Play ``run`` against ``engine`` under ``readings`` (by default the run's own reading
    columns); every failure becomes an outcome, never an exception."""
    ctx = Context(engine=engine, edition=run.edition, readings=dict(run.reading if readings is None else readings))
    begun = time.perf_counter()
    where = ""
    try:
        for text in run.steps:
            where = f"{text.keyword} {text.text} (line {text.line})"
            definition, args = find(text.keyword, text.text)
            kwargs = {k: v for k, v in args.items() if v is not None}
            if text.docstring is not None:
                kwargs["docstring"] = text.docstring
            if text.table is not None:
                kwargs["datatable"] = [list(row) for row in text.table]
            definition.func(ctx, **kwargs)
    except Mismatch as failed:
        return Outcome(run, "failed", str(failed), where, time.perf_counter() - begun)
    except ScenarioError as error:
        return Outcome(run, "broken", str(error), where, time.perf_counter() - begun)
    except EngineError as error:
        return Outcome(run, "error", str(error), where, time.perf_counter() - begun, error.stderr, error.kind)
    except Exception as error:  # noqa: BLE001 - e.g. a state without the player a step names
        message = f"exception: the step raised {type(error).__name__}: {error}"
        return Outcome(run, "error", message, where, time.perf_counter() - begun, kind="exception")
    return Outcome(run, "passed", "", "", time.perf_counter() - begun)
