"""Running one scenario run against an engine, step by step, into an outcome.

A failure carries what a reader needs to find its cause without rerunning anything: the
steps done before the failing one, the position the run started from and the engine's
position just before the failing step (with its pending decision), and what was expected
and found, with the difference.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..model.actions import Action
from ..protocol.interface import Applied, Engine, EngineError, Hello, Rejected
from ..notation import render_state
from ..engine.scoring import Score
from ..model.state import State
from ..protocol.calls import Call
from .load import Run, StepText
from .steps import Context, Mismatch, ScenarioError, find


@dataclass(frozen=True)
class Detail:
    """Where and how a run failed, as text (it travels between processes)."""

    done: tuple[str, ...] = ()
    """The steps done before the failing one, as written (``When North draws``)."""
    start: str = ""
    """The position the run started from, in the notation, as the engine holds it."""
    before: str = ""
    """The engine's position just before the failing step, in the notation."""
    expected: str = ""
    actual: str = ""
    diff: tuple[str, ...] = ()
    """``- expected`` / ``+ found`` lines (see ``steps.differences``)."""
    readings: tuple[tuple[str, str], ...] = ()
    """The readings the run was played under (ruling, alternative)."""
    divergence: str = ""
    """With differential replay: the first reply that differs from the reference engine's."""
    transcript: tuple[str, ...] = ()
    """For an engine process: the protocol lines of the run (``> request``, ``< reply``),
    its first and last ones when there were many (``harness.runner.TRANSCRIPT``)."""
    diagnosis: str = ""
    """What the harness found by playing the run again one request at a time, when its
    requests had been written ahead and it did not pass (the outcome stays the first one's)."""


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
    detail: Detail = field(default_factory=Detail)


class Watched:
    """An engine that remembers the first and the last position it sent, so that a failure
    can show them without asking the engine again."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.first: State | None = None
        self.last: State | None = None

    def _seen(self, state: State) -> State:
        self.first = self.first or state
        self.last = state
        return state

    def hello(self) -> Hello:
        return self.engine.hello()

    def start(self, edition: str, players: Sequence[str], options: Sequence[str] = (), seed: int | None = None,
              piles: Sequence[Sequence[str]] | None = None, readings: Mapping[str, str] | None = None) -> State:
        self.first = None
        return self._seen(self.engine.start(edition, players, options, seed, piles, readings))

    def load(self, state: State) -> State:
        self.first = None
        return self._seen(self.engine.load(state))

    def legal(self) -> list[Action]:
        return self.engine.legal()

    def apply(self, action: Action) -> Applied | Rejected:
        result = self.engine.apply(action)
        if isinstance(result, Applied):
            self._seen(result.state)
        return result

    def state(self) -> State:
        return self._seen(self.engine.state())

    def score(self) -> Score:
        return self.engine.score()

    def close(self) -> None:
        self.engine.close()


def _render(state: State | None) -> str:
    if state is None:
        return ""
    try:
        return render_state(state)
    except Exception:  # noqa: BLE001 - an engine's state that the notation cannot write
        return repr(state)[:4000]


def _written(step: StepText) -> str:
    text = f"{step.keyword} {step.text}"
    if step.docstring is not None:
        text += "\n" + "\n".join(f"    {line}" for line in step.docstring.strip("\n").splitlines())
    return text


def plan(run: Run, readings: Mapping[str, str] | None = None) -> tuple[tuple[Call, ...], bool]:
    """The calls ``run``'s steps make on the engine under ``readings`` (by default the run's
    own reading columns) if it passes (see ``calls``), and whether that is all of them: a
    plan stops at the first step that cannot tell in advance or whose words do not parse
    (the run meets that itself when it plays)."""
    chosen = dict(run.reading if readings is None else readings)
    ctx = Context(engine=_NO_ENGINE, edition=run.edition, readings=chosen)
    found: list[Call] = []
    for text in run.steps:
        try:
            definition, args = find(text.keyword, text.text)
            if definition.plan is None:
                return tuple(found), False
            found.extend(definition.plan(ctx, **_arguments(text, args)))
        except Exception:  # noqa: BLE001 - the step raises it again when it runs, and says where
            return tuple(found), False
    return tuple(found), True


class _Unasked:
    """The engine of a context that plans: a plan asks nothing of it."""

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"a step's plan called the engine's {name}")


_NO_ENGINE: Any = _Unasked()


def _arguments(text: StepText, args: Mapping[str, str | None]) -> dict[str, object]:
    kwargs: dict[str, object] = {k: v for k, v in args.items() if v is not None}
    if text.docstring is not None:
        kwargs["docstring"] = text.docstring
    if text.table is not None:
        kwargs["datatable"] = [list(row) for row in text.table]
    return kwargs


def execute(run: Run, engine: Engine, readings: Mapping[str, str] | None = None,
            after: Callable[[StepText, Context], None] | None = None,
            begin: Callable[[], None] | None = None) -> Outcome:
    """Play ``run`` against ``engine`` under ``readings`` (by default the run's own reading
    columns); every failure becomes an outcome, never an exception. ``after`` is called
    after each step that passed (``--explain`` shows the position there); ``begin``,
    before the first step, as part of the run (an engine process is sent the run's
    requests there, and what that raises is the run's outcome)."""
    watched = Watched(engine)
    chosen = dict(run.reading if readings is None else readings)
    ctx = Context(engine=watched, edition=run.edition, readings=chosen)
    begun = time.perf_counter()
    where = ""
    done: list[str] = []
    before: State | None = None

    def detail(expected: str = "", actual: str = "", diff: tuple[str, ...] = ()) -> Detail:
        return Detail(done=tuple(done), start=_render(watched.first), before=_render(before),
                      readings=tuple(sorted(chosen.items())), expected=expected, actual=actual, diff=diff)

    def spent() -> float:
        return time.perf_counter() - begun

    try:
        if begin is not None:
            begin()
        for text in run.steps:
            where = f"{text.keyword} {text.text} (line {text.line})"
            before = watched.last
            definition, args = find(text.keyword, text.text)
            if (misfit := definition.misfit(text.docstring, text.table)) is not None:
                raise ScenarioError(f"this step {misfit} (the steps are listed in docs/steps.md)")
            definition.func(ctx, **_arguments(text, args))
            done.append(f"{text.keyword} {text.text}")
            if after is not None:
                after(text, ctx)
    except Mismatch as failed:
        return Outcome(run, "failed", str(failed.message), where, spent(),
                       detail=detail(expected=failed.expected, actual=failed.actual, diff=failed.diff))
    except ScenarioError as error:
        return Outcome(run, "broken", str(error), where, spent(), detail=detail())
    except EngineError as error:
        return Outcome(run, "error", str(error), where, spent(), error.stderr, error.kind, detail=detail())
    except Exception as error:  # noqa: BLE001 - e.g. a state without the player a step names
        message = f"exception: the step raised {type(error).__name__}: {error}"
        return Outcome(run, "error", message, where, spent(), kind="exception", detail=detail())
    return Outcome(run, "passed", "", "", spent())


def steps_text(steps: Sequence[StepText]) -> str:
    """The steps of a run as the feature file writes them."""
    return "\n".join(_written(s) for s in steps)
