"""The conformance report as a file, version 2: one format for one engine or several.

Every ``--json`` report is written through these models, and every tool that reads one back
(``diff``, ``dashboard``, ``merge``, ``badges``) reads it through ``read``: nothing else
parses a report's JSON by hand, so that the format is said in one place. A report handed
back is untrusted: it is read with a bounded size and nesting, refused with a one-line
message when it is not a report, and a version 1 report (one engine, before 0.5) is read as
a version 2 report of one engine named by its hello.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import Field, ValidationError

from ..util.clean import clean
from ..util.errors import UserError
from ..util.frozen import Frozen

FORMAT: Literal["ogallala-report"] = "ogallala-report"
VERSION: Literal[2] = 2

READ_MAX = 512 << 20
"""The largest report read, in bytes (a whole suite against one engine, every failure in
full, takes a few megabytes a hundred runs at most)."""


class Detail(Frozen):
    """What a run that did not pass showed: the positions, the difference, the protocol lines."""

    text: str = ""
    """The scenario's steps as written for this run."""
    start: str = ""
    done: list[str] = Field(default_factory=list)
    before: str = ""
    expected: str = ""
    actual: str = ""
    diff: list[str] = Field(default_factory=list)
    readings: dict[str, str] = Field(default_factory=dict)
    divergence: str = ""
    diagnosis: str = ""
    transcript: list[str] = Field(default_factory=list)


class RunResult(Frozen):
    """One run against one engine, as version 1 wrote it, plus the expectation that applied."""

    id: str
    """The run key, unique within one engine's results."""
    scenario: str
    name: str
    feature: str
    line: int
    edition: str
    outcome: str
    rules: list[str] = Field(default_factory=list)
    rulings: list[str] = Field(default_factory=list)
    message: str = ""
    step: str = ""
    kind: str = ""
    reason: str = ""
    stderr: str = ""
    duration_s: float = 0.0
    detail: Detail | None = None
    expectation: str | None = None
    """The outcome an expectations file expected of this run (``fail``, ``error``, ...), if
    one applied."""


class EngineRun(Frozen):
    """Every result of one engine, and who it said it is."""

    name: str
    """``--engine NAME=CMD``'s name, or the hello's (made unique by ``-2``, ``-3``)."""
    engine: dict[str, Any]
    """The hello's fields, cleaned, and the ``command`` the engine was run with."""
    readings: dict[str, str] = Field(default_factory=dict)
    variants: list[str] = Field(default_factory=list)
    summary: dict[str, int] = Field(default_factory=dict)
    duration_s: float = 0.0
    results: list[RunResult] = Field(default_factory=list)
    interrupted: dict[str, Any] | None = None
    """When a signal stopped the run: ``{"signal", "not_played"}``."""


class Disagreement(Frozen):
    """A run the engines answered differently: in outcome, or in the cause of a failure."""

    id: str
    edition: str
    rules: list[str] = Field(default_factory=list)
    rulings: list[str] = Field(default_factory=list)
    outcomes: dict[str, str]
    """Each engine that played the run, by name: its outcome."""
    cause: str
    """What each engine answered, shortly."""
    group: str
    """Runs with one group id disagree in the same way (the same engines, outcomes and causes)."""


class SelectionMeta(Frozen):
    editions: list[str] = Field(default_factory=list)
    rules: list[str] = Field(default_factory=list)
    tags: str | None = None
    features: list[str] = Field(default_factory=list)


class Meta(Frozen):
    suite_version: str
    features_sha256: str
    spec_sha256: str = ""
    timestamp: str
    shard: str | None = None
    """``K/N`` when the report holds one shard of the runs (``--shard``)."""
    selection: SelectionMeta = Field(default_factory=SelectionMeta)


class Report(Frozen):
    format: Literal["ogallala-report"] = FORMAT
    version: Literal[2] = VERSION
    meta: Meta
    engines: list[EngineRun]
    disagreements: list[Disagreement] = Field(default_factory=list)

    def engine(self, name: str) -> EngineRun:
        """The engine of this name (``KeyError`` if none)."""
        for run in self.engines:
            if run.name == name:
                return run
        raise KeyError(name)


def dumps(report: Report) -> str:
    """The report as the JSON text written to a file: a result's ``detail`` and
    ``expectation`` and an engine's ``interrupted`` are left out when they are absent (as in
    version 1); ``meta.shard`` and ``meta.selection.tags`` are written null."""
    import json

    data = report.model_dump(mode="json")
    for run in data["engines"]:
        if run["interrupted"] is None:
            del run["interrupted"]
        for result in run["results"]:
            for name in ("detail", "expectation"):
                if result[name] is None:
                    del result[name]
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def write(report: Report, path: Path) -> None:
    path.write_text(dumps(report), encoding="utf-8")


def _from_v1(data: dict[str, Any]) -> dict[str, Any]:
    """A version 1 report as a version 2 one: one engine, named by its hello."""
    engine = data.get("engine")
    name = engine.get("name") if isinstance(engine, dict) else None
    run = {"name": name if isinstance(name, str) else "engine", "engine": engine,
           "summary": data.get("summary", {}), "duration_s": data.get("duration_s", 0.0),
           "results": data.get("results"), **({"interrupted": data["interrupted"]} if "interrupted" in data else {})}
    return {"meta": data.get("meta"), "engines": [run]}


def parse(text: str | bytes, source: str = "<report>") -> Report:
    """A report from its JSON text; ``UserError`` (exit 2) naming ``source`` when it is not one."""
    from pydantic_core import from_json

    where = clean(source, 300)
    try:
        data = from_json(text)  # refuses nesting too deep instead of overflowing the stack
    except ValueError as error:
        raise UserError(f"{where}: not JSON ({clean(str(error), 200)})", 2) from None
    if not isinstance(data, dict):
        raise UserError(f"{where}: not an ogallala conformance report (not a JSON object)", 2)
    if "format" not in data and "version" not in data and "results" in data and "engine" in data:
        data = _from_v1(data)
    elif data.get("format") != FORMAT:
        raise UserError(f"{where}: not an ogallala conformance report (format {clean(str(data.get('format')), 80)!r})", 2)
    elif data.get("version") != VERSION:
        raise UserError(f"{where}: report version {clean(str(data.get('version')), 40)} is not one this ogallala "
                        f"reads (1 or {VERSION})", 2)
    try:
        return Report.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        at = ".".join(str(p) for p in first["loc"])
        raise UserError(f"{where}: not a valid conformance report: {clean(at, 200)}: {clean(first['msg'], 200)}"
                        + (f" (and {error.error_count() - 1} more problems)" if error.error_count() > 1 else ""),
                        2) from None


def read(path: Path) -> Report:
    """The report at ``path``, read with bounded size (``READ_MAX``) and nesting."""
    where = clean(str(path), 300)
    try:
        with path.open("rb") as stream:
            data = stream.read(READ_MAX + 1)
    except (OSError, ValueError) as error:
        raise UserError(f"cannot read {where}: {getattr(error, 'strerror', None) or error}", 2) from None
    if len(data) > READ_MAX:
        raise UserError(f"{where} is longer than {READ_MAX >> 20} MiB: not a report this reads", 2)
    return parse(data, str(path))
