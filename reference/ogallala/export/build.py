"""The export made: every selected run played against the reference engine, each step's
requests written down as the harness sends them, each step's checks as data.

A run is played under the readings an engine that declares ``readings`` (``--reading``)
plays it under, as ``harness.select`` works them out; a row of a reading column that is
for another reading than those is played under its own reading, as an engine that says
``plays_readings`` plays it. Every check is then worked out against the reference
engine's own replies (``verify``): an export that would fail the engine it was made from
is a bug, and stops the command.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from ..harness.report import metadata
from ..harness.select import Selection as Chosen
from ..harness.select import for_suite, run_options, run_readings, run_tags
from ..model.editions import EDITION_IDS
from ..model.spec import load_spec
from ..notation import render_state
from ..protocol import messages as P
from ..protocol.inprocess import InProcess
from ..protocol.interface import EngineError
from ..protocol.limits import Limits as Allowed
from ..scenarios.coverage import UNCHECKED
from ..scenarios.load import Run as Played
from ..scenarios.load import StepText
from ..scenarios.steps import Context, Mismatch, ScenarioError, find
from .expect import BUILDERS
from .format import (
    FORMAT, VERSION, Free, Header, Limits, Position, Run, Ruling, Selection, Step,
)
from .record import Recorder
from .verify import holds


class ExportError(Exception):
    """The reference engine does not pass a run, or an export's check does not hold for it."""


FREE = {
    **{item: why for item, why in UNCHECKED.items()},
    "legal.actions.text": "an action's text is for people; actions are compared by their JSON",
    "state.notation": "the position is read from its JSON",
    "applied.notation": "the position is read from its JSON",
    "error.message": "the message is for people; only a refused new game's error code is checked",
    "hello.name, hello.version": "for the reports",
}
"""Fields of the replies that no check reads, and why."""


def _arguments(text: StepText, words: Mapping[str, str | None]) -> dict[str, Any]:
    found: dict[str, Any] = {k: v for k, v in words.items() if v is not None}
    if text.docstring is not None:
        found["docstring"] = text.docstring
    if text.table is not None:
        found["datatable"] = [list(row) for row in text.table]
    return found


def _written(text: StepText) -> str:
    out = f"{text.keyword} {text.text}"
    if text.docstring is not None:
        out += '\n  """\n' + "".join(f"  {line}\n" for line in text.docstring.splitlines()) + '  """'
    if text.table is not None:
        out += "".join("\n  | " + " | ".join(row) + " |" for row in text.table)
    return out


def export_run(run: Played, readings: Mapping[str, str], declared: Mapping[str, str]) -> Run:
    """``run`` played under ``readings`` against the reference engine standing for an
    engine that declares ``declared``, as data."""
    return played(run, readings, declared)[0]


def played(run: Played, readings: Mapping[str, str], declared: Mapping[str, str]) -> tuple[Run, Recorder]:
    """``export_run``, and the recorder it was played with (its replies)."""
    recorder = Recorder(declared)
    ctx = Context(engine=recorder, edition=run.edition, readings=dict(readings))
    steps: list[Step] = []
    checks: list[Any] = []
    for text in run.steps:
        first_item, first_call = len(recorder.items), len(recorder.calls)
        try:
            definition, words = find(text.keyword, text.text)
            arguments = _arguments(text, words)
            definition.func(ctx, **arguments)
        except (Mismatch, ScenarioError, EngineError) as error:
            raise ExportError(f"{run.key}: the reference engine does not pass `{text.keyword} {text.text}` "
                              f"(line {text.line}): {error}") from None
        placed = BUILDERS[definition.func.__name__](ctx, recorder.calls[first_call:], recorder, **arguments)
        exchange: list[Any] = []
        for index in range(first_item, len(recorder.items) + 1):
            exchange += [check for mark, check in placed if mark == index]
            if index < len(recorder.items):
                exchange.append(recorder.items[index])
        checks += [check for _, check in placed]
        steps.append(Step(text=_written(text), line=text.line, exchange=tuple(exchange)))
    for check in checks:
        if not holds(check, recorder.replies):
            raise ExportError(f"{run.key}: the check {check.model_dump_json()} does not hold for the reference engine")
    first = recorder.first
    return Run(
        key=run.key, scenario=run.scenario.id, name=run.name, feature=run.scenario.feature, line=run.scenario.line,
        edition=run.edition, tags=tuple(sorted(run_tags(run))), rules=run.scenario.topics,
        rulings=run.scenario.rulings, options=run_options(run), reading_columns=run.reading,
        readings=dict(readings), position=Position(state=first, notation=render_state(first)) if first else None,
        steps=tuple(steps),
    ), recorder


def export_runs(runs: Iterable[Played], declared: Mapping[str, str]) -> Iterator[Run]:
    """Each run as data, for an engine that declares the readings ``declared``."""
    claims = for_suite(InProcess(declared).hello())
    for run in runs:
        readings = run_readings(run, claims) if run.edition in claims.editions else run.reading
        if readings is None:  # a row for another reading than those declared: as its own reading plays it
            yield export_run(run, run.reading, {})
        else:
            yield export_run(run, readings, declared)


def header(declared: Mapping[str, str], chosen: Chosen, tag: str | None, features: tuple[str, ...],
           count: int) -> Header:
    allowed = Allowed()
    meta = metadata()
    return Header(
        format=FORMAT, version=VERSION, suite_version=meta["suite_version"],
        features_sha256=meta["features_sha256"], protocol=P.PROTOCOL_VERSION, readings=dict(declared),
        selection=Selection(editions=chosen.editions, rules=chosen.rules, tag=tag, k=chosen.text, features=features),
        count=count, editions=EDITION_IDS,
        rulings={r.id: Ruling(decisions=dict(r.decisions), alternatives={a.id: a.plays == "yes" for a in r.alternatives})
                 for r in load_spec().rulings},
        answers=dict(P.ANSWERS),
        free=tuple(Free(field=f, why=w) for f, w in FREE.items()),
        limits=Limits(timeout=allowed.timeout, handshake=allowed.handshake, max_line=allowed.max_line,
                      max_restarts=allowed.max_restarts),
        protocol_schema=P.schema(),
    )


def json_lines(head: Header, runs: Iterable[Run]) -> Iterator[str]:
    """``--format jsonl``: the header, then one run a line."""
    yield head.model_dump_json() + "\n"
    for run in runs:
        yield run.model_dump_json() + "\n"


def json_document(head: Header, runs: Iterable[Run]) -> Iterator[str]:
    """``--format json``: one document, written a run at a time."""
    text = head.model_dump_json()
    yield text[:-1] + ',"runs":['
    for index, run in enumerate(runs):
        yield ("," if index else "") + "\n" + run.model_dump_json()
    yield "\n]}\n"
