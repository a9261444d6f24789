"""The conformance report, version 2: one file for one engine or several (docs/compare.md).

Every tool that reads a report (``diff``, ``dashboard``, ``merge``, ``badges``) reads it
here and nowhere else. A report handed back is as untrusted as an engine: it is read up to
``REPORT_MAX`` bytes (a device such as ``/dev/zero`` or a file of gigabytes is refused, not
read to the end of memory), parsed by a parser that refuses nesting too deep for it, every
string in it cleaned and cut (``util.clean``) before a model is made of it, and anything but
a report's shape refused with one line (a ``UserError``, exit 2), never a traceback.

Version 1 (what ``ogallala conformance --json`` wrote before: ``meta``, ``engine``,
``results``) is read as a version 2 report with one engine, named by its hello's name.

Fields beyond the format's are ignored on reading rather than refused, so a report written by
a later ogallala that adds one is still read.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from collections import Counter
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from ..util.clean import brief, clean_line, clean_tree, first_line
from ..util.errors import UserError
from .results import OUTCOMES, SUMMARY, TEXT_MAX

FORMAT = "ogallala-report"
VERSION = 2

REPORT_MAX = 256 << 20
"""The largest report read, in bytes (a report of the whole suite with every run failing, on
several engines, takes tens of megabytes)."""
HEAD = 64 << 10
"""Bytes read first: what does not begin as a JSON object is refused without reading on."""
ENGINES_MAX = 1000
"""The most engines one report may hold."""

Outcome = Literal["passed", "failed", "error", "broken", "skipped", "xfailed", "xpassed"]
assert set(Outcome.__args__) == set(OUTCOMES)  # type: ignore[attr-defined]


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class Selection(_Model):
    """Which runs were asked for (the command line's selection)."""

    editions: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    tags: str | None = None
    features: tuple[str, ...] = ()


class Meta(_Model):
    """What a report was made with, and when."""

    suite_version: str = ""
    features_sha256: str = ""
    """A digest of every feature file: two reports with the same one ran the same scenarios."""
    spec_sha256: str = ""
    """A digest of the rule topics and rulings of ``spec/``."""
    timestamp: str = ""
    shard: str | None = None
    """``K/N`` when the report holds shard K of N (``util.shards``), else None."""
    selection: Selection | None = None


class RunResult(_Model):
    """One run on one engine, as in version 1, plus what tells a change of the suite from a
    change of the engine."""

    id: str
    """The run key: ``scenario-id@edition`` (``scenario-id#row@edition`` for an outline row)."""
    scenario: str = ""
    name: str = ""
    feature: str = ""
    line: int = 0
    edition: str = ""
    outcome: Outcome
    rules: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()
    message: str = ""
    step: str = ""
    kind: str = ""
    reason: str = ""
    stderr: str = ""
    duration_s: float = 0.0
    detail: dict[str, Any] | None = None
    expectation: Any = None
    """The expected outcome an expectations file gave this run, if one applied."""
    scenario_sha256: str = ""
    """A digest of the run's scenario as played (its name and steps, an outline's row filled
    in): when it differs between two reports, the scenario was corrected (``diff``)."""
    decisions: dict[str, str] = {}
    """Ruling id -> the alternative the run's expected outcome follows (its row's reading,
    else the register's decision for its edition), for each ruling the run depends on: when
    one differs between two reports, a ruling was decided otherwise."""

    @property
    def area(self) -> str:
        """The rule area: the first part of the run's first rule topic (``attack``)."""
        return self.rules[0].split(".")[0] if self.rules else "other"


class EngineRun(_Model):
    """One engine's part of a report: who it is and its results."""

    name: str
    engine: dict[str, Any] = {}
    """Its hello's fields, cleaned, and the ``command`` it was started with."""
    readings: dict[str, str] = {}
    variants: tuple[str, ...] = ()
    summary: dict[str, int] = {}
    duration_s: float = 0.0
    results: tuple[RunResult, ...] = ()

    @model_validator(mode="after")
    def _unique(self) -> EngineRun:
        seen = Counter(r.id for r in self.results)
        twice = [k for k, n in seen.items() if n > 1]
        if twice:
            raise ValueError(f"engine {self.name!r} has {len(twice)} runs twice, the first {twice[0]!r}")
        return self

    def by_id(self) -> dict[str, RunResult]:
        return {r.id: r for r in self.results}


class Disagreement(_Model):
    """A run whose outcome or cause differs between the engines of a report."""

    id: str
    edition: str = ""
    rules: tuple[str, ...] = ()
    rulings: tuple[str, ...] = ()
    outcomes: dict[str, str] = {}
    cause: str = ""
    group: str = ""


class Report(_Model):
    format: Literal["ogallala-report"] = "ogallala-report"
    version: Literal[2] = 2
    meta: Meta = Meta()
    engines: tuple[EngineRun, ...]
    disagreements: tuple[Disagreement, ...] = ()
    interrupted: dict[str, Any] | None = None
    """Set when a signal ended the run before every run was played (as in version 1)."""

    @model_validator(mode="after")
    def _names(self) -> Report:
        if len(self.engines) > ENGINES_MAX:
            raise ValueError(f"{len(self.engines)} engines, more than {ENGINES_MAX}")
        names = Counter(e.name for e in self.engines)
        twice = [n for n, c in names.items() if c > 1]
        if twice:
            raise ValueError(f"two engines are named {twice[0]!r}")
        return self

    def engine(self, name: str | None, where: str = "the report") -> EngineRun:
        """The engine named ``name``, or the only one when ``name`` is None (a ``UserError``
        that lists the names otherwise)."""
        if name is None:
            if len(self.engines) == 1:
                return self.engines[0]
            raise UserError(f"{where} holds {len(self.engines)} engines ({_names(self)}): say which with --engine NAME", 2)
        for e in self.engines:
            if e.name == name:
                return e
        raise UserError(f"{where} holds no engine named {clean_line(name, 200)!r} (it holds {_names(self)})", 2)


def _names(report: Report) -> str:
    shown = ", ".join(e.name for e in report.engines[:10])
    return shown + (" ..." if len(report.engines) > 10 else "") if shown else "none"


def summary_of(results: tuple[RunResult, ...] | list[RunResult]) -> dict[str, int]:
    counts: Counter[str] = Counter(r.outcome for r in results)
    return {SUMMARY[o]: counts.get(o, 0) for o in OUTCOMES}


def _variants(hello: dict[str, Any]) -> list[str]:
    given = hello.get("variants")
    if isinstance(given, dict):
        return sorted({str(v) for vs in given.values() if isinstance(vs, list) for v in vs})
    return [str(v) for v in given] if isinstance(given, list) else []


def upgrade(document: dict[str, Any]) -> dict[str, Any]:
    """A version 1 report as a version 2 one: one engine, named by its hello's name."""
    hello = document.get("engine")
    hello = hello if isinstance(hello, dict) else {}
    readings = hello.get("rulings")
    return {
        "format": FORMAT, "version": VERSION,
        "meta": document.get("meta") if isinstance(document.get("meta"), dict) else {},
        "engines": [{
            "name": str(hello.get("name") or "engine"), "engine": hello,
            "readings": readings if isinstance(readings, dict) else {},
            "variants": _variants(hello),
            "summary": document.get("summary") if isinstance(document.get("summary"), dict) else {},
            "duration_s": document.get("duration_s", 0.0), "results": document.get("results"),
        }],
        "interrupted": document.get("interrupted"),
    }


def _raw(given: str) -> bytes:
    name = clean_line(given, 300)
    try:
        with open(given, "rb") as stream:
            status = os.fstat(stream.fileno())
            if stat.S_ISREG(status.st_mode) and status.st_size > REPORT_MAX:
                raise UserError(f"{name} is larger than {REPORT_MAX} bytes: not a report of ogallala", 2)
            head = stream.read(HEAD)
            start = head.lstrip()[:1]
            if start and start != b"{":
                raise UserError(f"{name} is not a report of ogallala (it does not begin as a JSON object)", 2)
            data = head + stream.read(REPORT_MAX + 1 - len(head))
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        raise UserError(f"cannot read {name}: {clean_line(getattr(error, 'strerror', None) or str(error), 300)}", 2) from None
    if len(data) > REPORT_MAX:
        raise UserError(f"{name} is larger than {REPORT_MAX} bytes: not a report of ogallala", 2)
    return data


def parse(data: bytes, name: str = "the report") -> Report:
    """The report in ``data`` (version 1 or 2), or a ``UserError`` (exit 2) that says why it
    is not one."""
    from pydantic_core import from_json

    name = clean_line(name, 300)
    try:
        document = from_json(data)
    except ValueError as error:  # not JSON, not UTF-8, nested too deeply
        raise UserError(f"{name} is not JSON: {first_line(str(error), 300)}", 2) from None
    if not isinstance(document, dict):
        raise UserError(f"{name} is not a report of ogallala (not a JSON object)", 2)
    if "format" in document or "version" in document:
        if document.get("format") != FORMAT:
            raise UserError(f"{name} is not a report of ogallala (its format is "
                            f"{clean_line(str(document.get('format')), 60)!r}, not {FORMAT!r})", 2)
        if document.get("version") != VERSION:
            raise UserError(f"{name} is a report of version {clean_line(str(document.get('version')), 20)}; this "
                            f"ogallala reads versions 1 and {VERSION}", 2)
    elif isinstance(document.get("results"), list) and isinstance(document.get("engine"), dict):
        document = upgrade(document)
    else:
        raise UserError(f"{name} is not a report of `ogallala conformance --json` (no format, no results list)", 2)
    try:
        return Report.model_validate(clean_tree(document, TEXT_MAX))
    except ValidationError as error:
        raise UserError(f"{name} is not a report of ogallala: {brief(error)}", 2) from None
    except RecursionError:
        raise UserError(f"{name} is nested too deeply to be a report of ogallala", 2) from None


def read(path: str | Path) -> Report:
    """The report at ``path`` (version 1 or 2), or a ``UserError`` (exit 2)."""
    return parse(_raw(str(path)), str(path))


def dump(report: Report) -> dict[str, Any]:
    """The report as JSON data: a result's ``detail`` and ``expectation`` left out when
    there are none, as the writer of version 1 did."""
    document: dict[str, Any] = report.model_dump(mode="json")
    if document.get("interrupted") is None:
        document.pop("interrupted", None)
    for engine in document["engines"]:
        for result in engine["results"]:
            for field in ("detail", "expectation"):
                if result.get(field) is None:
                    result.pop(field, None)
    return document


def text(report: Report) -> str:
    return json.dumps(dump(report), indent=2, ensure_ascii=False) + "\n"


def write(report: Report, path: str | Path) -> None:
    """Write ``report`` to ``path`` (``-``: standard output); a ``UserError`` (exit 2) when it
    cannot be written."""
    data = text(report).encode("utf-8")
    try:
        if str(path) == "-":
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        else:
            Path(path).write_bytes(data)
    except (OSError, ValueError) as error:
        raise UserError(f"cannot write {clean_line(str(path), 300)}: "
                        f"{clean_line(getattr(error, 'strerror', None) or str(error), 300)}", 2) from None
