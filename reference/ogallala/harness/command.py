"""The ``ogallala conformance`` command's work: select, handshake, run, report.

``ogallala.commands.conformance`` only declares the options, so that building the
command line parser stays cheap (``ogallala serve`` starts with it).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from ..cli import UserError
from ..scenarios.load import Scenario, all_scenarios
from . import expected, report
from ..interface import Engine, EngineError
from .process import Limits
from .results import Result, expect, skipped
from .runner import EngineSpec, run_all
from .runner import Progress as Listener
from .select import Selection, for_engine, hello_problems, skip_reason


class Bar(Listener):
    """A progress bar on stderr, only on a terminal and not under CI."""

    def __init__(self, console: Console) -> None:
        self.enabled = console.is_terminal and not os.environ.get("CI")
        self.progress = Progress(
            TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[bad]}"),
            TimeElapsedColumn(), console=console, transient=True, disable=not self.enabled,
        )
        self.task = None
        self.bad = 0

    def begin(self, total: int) -> None:
        self.progress.start()
        self.task = self.progress.add_task("scenarios", total=total, bad="")

    def done(self, result: Result) -> None:
        self.bad += result.outcome in ("failed", "error", "broken")
        assert self.task is not None
        self.progress.update(self.task, advance=1, bad=f"[red]{self.bad} not passed" if self.bad else "")

    def stop(self) -> None:
        self.progress.stop()


def _selection(args: argparse.Namespace, scenarios: tuple[Scenario, ...]) -> Selection:
    try:
        return Selection.build(args.edition or (), args.rule or (), args.tag, args.k, scenarios)
    except ValueError as error:
        raise UserError(str(error), 2) from None


def _list(args: argparse.Namespace, selection: Selection, scenarios: tuple[Scenario, ...]) -> int:
    chosen = [s for s in scenarios if selection.scenario_matches(s) and any(selection.run_matches(r) for r in s.runs())]
    if args.json:
        for s in chosen:
            print(json.dumps(s.listing(), ensure_ascii=False))
        return 0
    table = Table(title=f"{len(chosen)} scenarios", title_justify="left")
    table.add_column("id", no_wrap=True, min_width=max((len(s.id) for s in chosen), default=2))
    for column in ("editions", "rules", "name"):
        table.add_column(column)
    for s in chosen:
        table.add_row(Text(s.id), Text(" ".join(s.editions) or "(outline rows)"), Text(" ".join(s.topics)), Text(s.name))
    Console().print(table)
    return 0


def _write(path: str, data: bytes | str) -> None:
    try:
        Path(path).write_bytes(data if isinstance(data, bytes) else data.encode("utf-8"))
    except OSError as error:
        raise UserError(f"cannot write {path}: {error.strerror or error}", 2) from None


def conformance(args: argparse.Namespace, argv: tuple[str, ...] | None, limits: Limits,
                engine: Engine | None = None, failure: EngineError | None = None) -> int:
    """The command; ``engine`` may be an engine already launched, ``failure`` why it did not
    start. The engine is closed before this returns."""
    spec = EngineSpec(argv, limits, tuple(sorted(getattr(args, "readings", {}).items())))
    engine = engine or spec.make()  # a process engine starts only when first asked
    try:
        return _conformance(args, spec, engine, failure)
    finally:
        engine.close()


def _conformance(args: argparse.Namespace, spec: EngineSpec, engine: Engine, failure: EngineError | None) -> int:
    begun = time.perf_counter()
    scenarios = all_scenarios()
    selection = _selection(args, scenarios)
    if args.list:
        if args.json not in (None, True):
            raise UserError("--list --json takes no FILE: it prints one JSON object per line", 2)
        return _list(args, selection, scenarios)
    if args.json is True:
        raise UserError("--json needs a FILE (or --list)", 2)
    entries: list[expected.Entry] = []
    if args.expected_failures:
        try:
            entries = expected.read(Path(args.expected_failures))
        except expected.ExpectedError as error:
            raise UserError(str(error), 2) from None
    runs = selection.runs(scenarios)
    if not runs:
        raise UserError("no scenario matches the selection (see `ogallala conformance --list`)", 2)
    every_key = [r.key for s in scenarios for r in s.runs()] if entries else []
    for entry in entries:
        if not any(entry.matches(k) for k in every_key):
            print(f"ogallala conformance: warning: {args.expected_failures}:{entry.line}: "
                  f"{entry.key} matches no scenario run", file=sys.stderr)

    try:
        if failure is not None:
            raise failure
        hello = engine.hello()
    except EngineError as error:
        tail = report.first_line(error.stderr.strip().splitlines()[-1]) if error.stderr.strip() else ""
        raise UserError(f"the engine could not be started: {report.first_line(error.message, 300)}"
                        + (f" (its stderr: {tail})" if tail else ""), 2) from None

    for problem in hello_problems(hello):
        print(f"ogallala conformance: warning: the engine's hello: {report.clean(problem, 300)}", file=sys.stderr)
    runs, readings, others = for_engine(runs, hello)
    if others:
        print(f"ogallala conformance: {others} rows of reading columns are for other readings than the engine's "
              "and are not run", file=sys.stderr)
    skips = {r.key: reason for r in runs if (reason := skip_reason(r, hello))}
    playable = [r for r in runs if r.key not in skips]
    err = Console(stderr=True)
    bar = Bar(err)
    try:
        played = {r.key: r for r in run_all(playable, spec, args.jobs or os.cpu_count() or 1, bar, engine, readings)}
    finally:
        bar.stop()
    seconds = time.perf_counter() - begun
    results = [
        expect(played[r.key] if r.key in played else skipped(r, skips[r.key]), expected.lookup(entries, r.key))
        for r in runs
    ]

    report.print_report(Console(), hello, spec.label, results, seconds)
    if args.json:
        document = report.json_report(hello, spec.label, results, seconds)
        _write(args.json, json.dumps(document, indent=2, ensure_ascii=False) + "\n")
    if args.junit:
        _write(args.junit, report.junit_report(hello, spec.label, results, seconds))
    if args.write_expected_failures:
        keep = [(r.key, r.reason if r.outcome == "xfailed" else report.first_line(r.message, 120))
                for r in results if r.outcome in ("failed", "error", "broken", "xfailed")]
        header = (f"expected failures of {report.hello_line(hello)}\n"
                  "written by `ogallala conformance`; one run key a line, # the reason")
        _write(args.write_expected_failures, expected.render(keep, header))
    return 1 if any(r.unexpected for r in results) else 0
