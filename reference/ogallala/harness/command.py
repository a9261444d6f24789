"""The ``ogallala conformance`` command's work: select, handshake, run, report.

``ogallala.commands.conformance`` only declares the options, so that building the
command line parser stays cheap (``ogallala serve`` starts with it).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from pathlib import Path
from typing import TYPE_CHECKING

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..util import cached
from ..util.errors import UserError
from ..scenarios.load import Run, Scenario, all_scenarios
from . import expected, report, reports
from ..protocol.interface import Engine, EngineError, Hello
from ..protocol.limits import Limits
from .outputs import Outputs
from .results import Result, expect, expectation, skipped
from .interrupt import exit_code, signal_name
from .deadline import EXIT as DEADLINE_EXIT
from .runner import EngineSpec, Stopped, run_all
from .runner import Progress as Listener
from ..util.clean import clean_line, clean_tree, first_line
from .failures import Rerun
from .select import Selection, engine_reading, for_engine, for_suite, hello_problems, run_readings, skip_reason

if TYPE_CHECKING:
    from rich.progress import Progress, TaskID


class Bar(Listener):
    """A progress bar on stderr, only on a terminal and not under CI."""

    def __init__(self, console: Console) -> None:
        self.enabled = console.is_terminal and not os.environ.get("CI")
        self.progress: Progress | None = None
        if self.enabled:  # rich's progress module is imported only to be shown
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self.progress = Progress(
                TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[bad]}"),
                TimeElapsedColumn(), console=console, transient=True,
            )
        self.task: TaskID | None = None
        self.bad = 0

    def begin(self, total: int) -> None:
        if self.progress is not None:
            self.progress.start()
            self.task = self.progress.add_task("scenarios", total=total, bad="")

    def done(self, result: Result) -> None:
        self.bad += result.outcome in ("failed", "error", "broken")
        if self.progress is not None and self.task is not None:
            self.progress.update(self.task, advance=1, bad=f"[red]{self.bad} not passed" if self.bad else "")

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.stop()


def _selection(args: argparse.Namespace, scenarios: tuple[Scenario, ...]) -> Selection:
    try:
        return Selection.build(args.edition or (), args.rule or (), args.tag, args.k, scenarios)
    except ValueError as error:
        raise UserError(str(error), 2) from None


def _list(args: argparse.Namespace, selection: Selection, scenarios: tuple[Scenario, ...]) -> int:
    chosen = [s for s in scenarios if selection.scenario_matches(s) and any(selection.run_matches(r) for r in s.runs())]
    if args.json:  # a feature file given by --features names its scenarios as it likes: cleaned
        for s in chosen:
            print(json.dumps(clean_tree(s.listing(), 1000), ensure_ascii=False))
        return 0
    ids = [clean_line(s.id, 200) for s in chosen]
    table = Table(title=f"{len(chosen)} scenarios", title_justify="left")
    table.add_column("id", no_wrap=True, min_width=max((len(i) for i in ids), default=2))
    for column in ("editions", "rules", "name"):
        table.add_column(column)
    for s, sid in zip(chosen, ids, strict=True):
        table.add_row(Text(sid), Text(clean_line(" ".join(s.editions), 200) or "(outline rows)"),
                      Text(clean_line(" ".join(s.topics), 300)), Text(clean_line(s.name, 300)))
    Console().print(table)
    return 0


WARNINGS = 20
"""Most warnings of one kind printed (about the hello, about expected-failures entries)."""


def cores() -> int:
    """The CPUs this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def jobs(asked: int, runs: int) -> int:
    """``--jobs`` as run: 0 means one per CPU; never more than the CPUs (an engine process
    per job beyond them only slows every engine down, until they time out) or the runs."""
    have = cores()
    if asked > have:
        print(f"ogallala conformance: --jobs {asked}: this machine lets the run use {have} CPUs; "
              f"running {have} jobs", file=sys.stderr)
    return max(1, min(asked or have, have, runs))


OUTPUTS = ("json", "junit", "write_expected_failures", "summary_md", "html")
"""The options that name a file to write (``-`` for standard output where allowed)."""


def check_outputs(args: argparse.Namespace) -> None:
    """Refuse, before anything runs, an output the run could not write at its end: a folder,
    a file in a folder that does not exist or cannot be written, or two reports to one place."""
    seen: dict[str, str] = {}
    for name in OUTPUTS:
        value = getattr(args, name, None)
        if not isinstance(value, str):
            continue
        option = "--" + name.replace("_", "-")
        if value == "-":
            if name not in ("json", "junit"):
                raise UserError(f"{option} cannot write to standard output", 2)
        else:
            _check_output(option, value)
        where = "standard output" if value == "-" else str(Path(value).resolve())
        if where in seen:
            raise UserError(f"{option} and {seen[where]} both write to {value}", 2)
        seen[where] = option


def _check_output(option: str, value: str) -> None:
    """Refuse a file ``option`` could not write (a folder, a missing folder, no permission)."""
    try:
        path = Path(value)
        if path.is_dir():
            raise UserError(f"{option} {value}: is a folder, not a file", 2)
        folder = path.parent if str(path.parent) else Path(".")
        if not folder.is_dir():
            raise UserError(f"{option} {value}: the folder {folder} does not exist", 2)
        if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            raise UserError(f"{option} {value}: cannot be written", 2)
    except (OSError, ValueError) as error:  # a name too long, a NUL byte
        raise UserError(f"{option} {value}: cannot be written ({getattr(error, 'strerror', None) or error})", 2) from None


def last_failed_file() -> str | None:
    """Where the keys of the runs that went wrong are kept between runs, per engine: a file
    of the cache folder (``ogallala.util.cached``) named by a digest of the working folder's
    resolved path, so that two projects never share their lists (None when the working
    folder is gone)."""
    try:
        where = os.path.realpath(os.getcwd())
    except OSError:
        return None
    return f"last-failed-{hashlib.sha256(where.encode('utf-8', 'surrogateescape')).hexdigest()[:32]}.json"


def _read_cache() -> dict[str, object]:
    """The kept lists as a dict; anything else in their place (too big, not JSON, nested too
    deeply, not an object, not a regular file) counts as none."""
    here, name = cached.folder(), last_failed_file()
    data = here.read_json(name, CACHE_MAX) if here is not None and name is not None else None
    return data if isinstance(data, dict) else {}


CACHE_MAX = 64 << 20
"""The largest --last-failed file read, in bytes."""


def _last_failed(label: str) -> set[str] | None:
    keys = _read_cache().get(label)
    return {k for k in keys if isinstance(k, str)} if isinstance(keys, list) else None


def _remember_failed(label: str, results: list[Result], chosen: list[str]) -> None:
    """Keep the keys that went wrong; a run that passed now is forgotten, one not played now
    is kept as it was. A cache that cannot be written costs the next --last-failed, not
    this run."""
    here, name = cached.folder(), last_failed_file()
    if here is None or name is None:
        return
    data = _read_cache()
    kept = data.get(label)
    before = {k for k in kept if isinstance(k, str)} if isinstance(kept, list) else set()
    played = {r.key for r in results if r.outcome != "skipped"}
    now = {r.key for r in results if r.outcome in ("failed", "error", "broken")}
    data[label] = sorted((before - played) | now) if set(chosen) != played else sorted(now)
    here.write_json(name, data, indent=1)


def run_meta(args: argparse.Namespace) -> dict[str, object]:
    """What a report says of the command line that chose its runs: the shard and the selection."""
    shard = getattr(args, "shard", None)
    return {"shard": str(shard) if shard is not None else None,
            "selection": {"editions": list(args.edition or ()), "rules": list(args.rule or ()), "tags": args.tag,
                          "features": [str(f) for f in (getattr(args, "features", None) or ())]}}


def conformance(args: argparse.Namespace, argv: tuple[str, ...] | None, limits: Limits,
                engine: Engine | None = None, failure: EngineError | None = None) -> int:
    """The command; ``engine`` may be an engine already launched, ``failure`` why it did not
    start. The engine is closed before this returns."""
    readings = tuple(sorted(getattr(args, "readings", {}).items()))
    spec = EngineSpec(argv, limits, readings, getattr(args, "against_reference", False))
    engine = engine or (None if args.explain else spec.make())  # a process engine starts only when first asked
    try:
        return _conformance(args, spec, engine, failure)
    finally:
        if engine is not None:
            engine.close()


def _explain(args: argparse.Namespace, spec: EngineSpec, selection: Selection, scenarios: tuple[Scenario, ...],
             rerun: Rerun) -> int:
    from .explain import explain

    chosen = Selection(selection.editions, selection.rules, selection.tag, args.explain)
    runs = chosen.runs(scenarios) if chosen.key is not None or args.explain in {s.id for s in scenarios} else []
    runs = [r for r in runs if r.key == args.explain] or runs
    if not runs:
        raise UserError(f"--explain {args.explain}: no run has this key (run keys are printed in the reports; "
                        "`ogallala conformance --list` lists the scenarios)", 2)
    if len(runs) > 1:
        keys = ", ".join(r.key for r in runs[:10]) + (" ..." if len(runs) > 10 else "")
        raise UserError(f"--explain {args.explain} matches {len(runs)} runs: {keys}; give one of them", 2)
    run = runs[0]
    readings = run.reading
    if spec.argv is not None or spec.readings:
        probe = spec.make()
        try:
            hello = probe.hello()
        except EngineError as error:
            raise UserError(f"the engine could not be started: {first_line(error.message, 300)}", 2) from None
        finally:
            probe.close()
        if run_readings(run, for_suite(hello)) is None:
            raise UserError(f"{run.key} is a row for another reading than the engine's", 2)
        readings = run_readings(run, for_suite(hello)) or {}
    return explain(run, spec.argv, spec.limits, readings, rerun, sys.stdout, spec.against_reference)


@dataclass
class Played:
    """One engine's part of a run: who it said it is, and every result."""

    name: str
    spec: EngineSpec
    hello: Hello
    claims: Hello
    results: list[Result]
    seconds: float
    played: int
    stopped: int
    chosen: list[str]
    listed: expected.Index
    interrupted: Stopped | None = None
    expectations: dict[str, str] = dataclass_field(default_factory=dict)
    runs: list[Run] = dataclass_field(default_factory=list)
    """The runs for this engine, played or skipped (what their results' stamps are made from)."""

    @property
    def readings(self) -> dict[str, str]:
        """The readings the engine plays, as declared (``--reading`` for the reference engine)."""
        return dict(self.spec.readings) if self.spec.argv is None else dict(self.claims.rulings)

    @property
    def late(self) -> int:
        return sum(r.kind == "deadline" for r in self.results)

    @property
    def halted(self) -> dict[str, object] | None:
        """What the report says when a signal ended the run (as version 1 did), or None."""
        if self.interrupted is None:
            return None
        return {"signal": signal_name(self.interrupted.signum), "not_played": self.stopped, "engine": self.name}

    def engine_run(self) -> reports.EngineRun:
        from .stamps import stamp

        stamps = {r.key: stamp(r) for r in self.runs}
        return report.engine_run(self.name, self.hello, self.spec.label, self.results, self.seconds, self.readings,
                                 self.expectations, stamps)


def _expected(args: argparse.Namespace, scenarios: tuple[Scenario, ...]) -> expected.Index:
    """The expectations file's entries (``--expected-failures``), with a warning for each that
    matches no run."""
    entries: list[expected.Entry] = []
    if args.expected_failures:
        try:
            entries = expected.read(Path(args.expected_failures))
        except expected.ExpectedError as error:
            raise UserError(str(error), 2) from None
    listed = expected.Index(entries)
    if entries:
        unused = listed.unused(r.key for s in scenarios for r in s.runs())
        for entry in unused[:WARNINGS]:
            print(f"ogallala conformance: warning: {clean_line(args.expected_failures, 300)}:{entry.line}: "
                  f"{clean_line(entry.key, 200)} matches no scenario run", file=sys.stderr)
        if len(unused) > WARNINGS:
            print(f"ogallala conformance: warning: {len(unused) - WARNINGS} more entries match no scenario run",
                  file=sys.stderr)
    return listed


def _runs(args: argparse.Namespace, selection: Selection, scenarios: tuple[Scenario, ...]) -> list[Run]:
    """The runs selected, of this shard (``--shard``)."""
    runs = selection.runs(scenarios)
    if not runs:
        raise UserError("no scenario matches the selection (see `ogallala conformance --list`)", 2)
    shard = getattr(args, "shard", None)
    if shard is not None:
        runs = shard.take(runs, key=lambda r: r.key)
    return runs


def _hello(engine: Engine, failure: EngineError | None, who: str = "the engine") -> Hello:
    try:
        if failure is not None:
            raise failure
        return engine.hello()
    except EngineError as error:
        tail = first_line(error.stderr.strip().splitlines()[-1]) if error.stderr.strip() else ""
        raise UserError(f"{who} could not be started: {first_line(error.message, 300)}"
                        + (f" (its stderr: {tail})" if tail else ""), 2) from None


def _row_kind(run: Run, claims: Hello) -> str:
    """A row of a reading column not for the engine: of kind ``reading`` when it is the row
    of the decisions for each ruling the engine reads otherwise (the engine would answer it
    otherwise: a difference in the rules), else of kind ``other-reading`` (a row for an
    alternative nobody asked this engine to play)."""
    from ..model.readings import decided

    default = decided(run.edition)
    differs = [(rid, aid) for rid, aid in run.readings if (engine_reading(claims, rid, run.edition) or default[rid]) != aid]
    return "reading" if differs and all(default.get(rid) == aid for rid, aid in differs) else "other-reading"


def _row_reason(run: Run, claims: Hello) -> str:
    """Why a row of a reading column is not for the engine: the rulings it reads otherwise
    (only those, so that the rows one reading explains share one reason)."""
    from ..model.readings import decided

    default = decided(run.edition)
    theirs = {rid: engine_reading(claims, rid, run.edition) or default[rid] for rid, _ in run.readings}
    return "a row for " + ", ".join(f"{rid}={aid}" for rid, aid in run.readings if theirs[rid] != aid) + \
        "; the engine reads " + ", ".join(f"{rid} as {theirs[rid]}" for rid, aid in run.readings if theirs[rid] != aid)


def _play(args: argparse.Namespace, spec: EngineSpec, engine: Engine, failure: EngineError | None,
          runs: list[Run], listed: expected.Index, name: str | None = None, shown_others: bool = False) -> Played:
    """Every run of ``runs`` that is for the engine, played (or skipped, with the reason)."""
    begun = time.perf_counter()
    if args.last_failed:
        last = _last_failed(spec.label)
        if last:
            runs = [r for r in runs if r.key in last] or runs
        else:
            print("ogallala conformance: no run failed last time against this engine; running the whole selection",
                  file=sys.stderr)
    hello = _hello(engine, failure, f"the engine {clean_line(name, 200)}" if name else "the engine")
    problems = hello_problems(hello, WARNINGS + 1)
    who = f" of {clean_line(name, 200)}" if name else ""
    for problem in problems[:WARNINGS]:
        print(f"ogallala conformance: warning: the engine's hello{who}: {clean_line(problem, 300)}", file=sys.stderr)
    if len(problems) > WARNINGS:
        print(f"ogallala conformance: warning: the engine's hello{who}: more problems not shown", file=sys.stderr)
    chosen_keys = [r.key for r in runs]
    claims = for_suite(hello)
    given = runs
    runs, readings, others = for_engine(runs, claims)
    kinds: dict[str, str] = {}
    if shown_others and others:  # beside other engines, a row for another reading shows as skipped
        runs = list(given)
        for r in runs:
            if r.key not in readings:
                kinds[r.key] = _row_kind(r, claims)
    if others and not shown_others:
        print(f"ogallala conformance: {others} rows of reading columns are for other readings than the engine's"
              f"{who} and are not run", file=sys.stderr)
    skips = {r.key: reason for r in runs if r.key in readings and (reason := skip_reason(r, claims))}
    for r in runs:
        if r.key in kinds and r.key not in readings:
            skips[r.key] = _row_reason(r, claims)
        elif r.key in skips and skips[r.key].startswith("the engine reads ruling"):
            kinds[r.key] = "reading"
    for r in runs:
        entry = listed.lookup(r.key)
        if entry is not None and entry.outcome == "skip" and r.key not in skips:
            skips[r.key] = f"listed as skip in the expected outcomes ({entry.reason or 'no reason given'})"
    playable = [r for r in runs if r.key not in skips]
    err = Console(stderr=True)
    bar = Bar(err)
    interrupted: Stopped | None = None
    notes: list[str] = []
    try:
        done = run_all(playable, spec, jobs(args.jobs, len(playable)), bar, engine, readings, args.maxfail, notes,
                       getattr(args, "deadline_at", None))
    except Stopped as halt:
        interrupted, done = halt, halt.results
    finally:
        bar.stop()
    for note in notes[:WARNINGS]:
        print(f"ogallala conformance: warning: {clean_line(note, 600)}", file=sys.stderr)
    played = {r.key: r for r in done}
    results, expectations = [], {}
    for r in runs:
        if r.key not in played and r.key not in skips:
            continue
        entry = listed.lookup(r.key)
        if entry is not None:
            expectations[r.key] = entry.expects
        results.append(expect(played[r.key] if r.key in played else skipped(r, skips[r.key], kinds.get(r.key, "")), entry))
    return Played(name or clean_line(hello.name, 200) or "engine", spec, hello, claims, results, time.perf_counter() - begun, len(played),
                  len(playable) - len(played), chosen_keys, listed, interrupted, expectations, list(runs))


def _conformance(args: argparse.Namespace, spec: EngineSpec, engine: Engine | None, failure: EngineError | None) -> int:
    scenarios = getattr(args, "scenarios", None) or all_scenarios()
    selection = _selection(args, scenarios)
    rerun = Rerun(spec.argv, spec.readings)
    if args.list:
        if args.json not in (None, True):
            raise UserError("--list --json takes no FILE: it prints one JSON object per line", 2)
        return _list(args, selection, scenarios)
    if args.json is True:
        raise UserError("--json needs a FILE (or --list)", 2)
    if args.explain:
        return _explain(args, spec, selection, scenarios, rerun)
    assert engine is not None
    listed = _expected(args, scenarios)
    runs = _runs(args, selection, scenarios)
    one = _play(args, spec, engine, failure, runs, listed, getattr(args, "engine_name", None))
    hello, results, interrupted, stopped, seconds = one.hello, one.results, one.interrupted, one.stopped, one.seconds

    to_stdout = "-" in (args.json, args.junit)
    console = Console(stderr=True) if to_stdout else Console()
    report.print_report(console, hello, spec.label, results, seconds, rerun)
    _say_stopped(console, args, [one])
    # one hash and time for every report file of the run (reading every feature file: only when one is written)
    meta = report.metadata() if args.json or args.junit or getattr(args, "html", None) else {}
    outputs = Outputs("conformance")  # each report is written whatever became of the others
    if args.json:
        whole = report.full_report([one.engine_run()], {**meta, **run_meta(args)}, (), one.halted)
        outputs.write("--json", args.json, reports.text(whole))
    if args.junit:
        outputs.write("--junit", args.junit, report.junit_report(hello, spec.label, results, seconds, meta, rerun))
    if args.summary_md:
        outputs.write("--summary-md", args.summary_md, report.markdown_summary(hello, results, seconds, rerun))
    if getattr(args, "html", None):
        from .html import html_report

        outputs.write("--html", args.html, html_report(hello, spec.label, results, seconds, meta, rerun))
    if args.write_expected_failures:
        header = (f"expected outcomes of {report.hello_line(hello)}\n"
                  "written by `ogallala conformance`; one run key a line: KEY [OUTCOME [CAUSE]]  # the reason")
        outputs.write("--write-expected-failures", args.write_expected_failures,
                      expected.render([e for r in results if (e := expectation(r, one.listed.lookup(r.key)))], header))
    _remember_failed(spec.label, results, one.chosen)
    outputs.say()
    return _exit(console, args, [one], outputs)


def _say_stopped(console: Console, args: argparse.Namespace, engines: Sequence[Played]) -> None:
    for one in engines:
        who = f"{one.name}: " if len(engines) > 1 else ""
        if one.interrupted is not None:
            console.print(Text(f"{who}interrupted by {signal_name(one.interrupted.signum)}: {one.stopped} runs not "
                               f"played (exit {exit_code(one.interrupted)})", style="bold red"))
        elif one.stopped:
            console.print(Text(f"{who}stopped after {args.maxfail} run{'s' if args.maxfail > 1 else ''} failed "
                               f"(--maxfail): {one.stopped} runs not played", style="bold red"))
        if one.late and one.interrupted is None:
            console.print(Text(f"{who}{args.deadline_at.said} s passed: {one.late} runs not played (exit {DEADLINE_EXIT})",
                               style="bold red"))


def _exit(console: Console, args: argparse.Namespace, engines: Sequence[Played], outputs: Outputs) -> int:
    for one in engines:
        if one.interrupted is not None:
            return exit_code(one.interrupted)
    if any(one.late for one in engines):
        return DEADLINE_EXIT
    if any(r.unexpected for one in engines for r in one.results):
        return 1
    if not any(one.played for one in engines) and not args.allow_empty:
        console.print(Text("nothing was played: every selected run was skipped "
                           "(exit 5; --allow-empty makes this exit 0)", style="bold red"))
        return 5
    return outputs.exit_code(0)


ONE_ENGINE = ("explain", "write_expected_failures", "expected_failures", "last_failed")
"""Options that are about one engine: refused with several."""


def unique(names: Sequence[str]) -> list[str]:
    """``names`` made unique: the second of a name gets ``-2``, the third ``-3`` ..."""
    out: list[str] = []
    for name in names:
        candidate, n = name, 1
        while candidate in out:
            n += 1
            candidate = f"{name}-{n}"
        out.append(candidate)
    return out


def several(args: argparse.Namespace, chosen: Sequence[tuple[str | None, tuple[str, ...] | None]], limits: Limits) -> int:
    """Every run on each engine of ``chosen`` (name or None, command or None for the reference
    engine), one after the other, each with its own jobs, readings and skips; then the matrix,
    the disagreements and one report of them all."""
    for option in ONE_ENGINE:
        if getattr(args, option, None):
            raise UserError(f"--{option.replace('_', '-')} is about one engine; with several --engine options, "
                            "run each engine on its own for it", 2)
    scenarios = getattr(args, "scenarios", None) or all_scenarios()
    selection = _selection(args, scenarios)
    if args.list:
        return _list(args, selection, scenarios)
    if args.json is True:
        raise UserError("--json needs a FILE (or --list)", 2)
    runs = _runs(args, selection, scenarios)
    listed = expected.Index([])
    readings = tuple(sorted(getattr(args, "readings", {}).items()))
    done: list[Played] = []
    for name, argv in chosen:
        spec = EngineSpec(argv, limits, readings if argv is None else (), getattr(args, "against_reference", False))
        engine = spec.make()
        try:
            done.append(_play(args, spec, engine, None, runs, listed, name, shown_others=True))
        finally:
            engine.close()
        if done[-1].interrupted is not None:
            break
    for one, name in zip(done, unique([one.name for one in done]), strict=True):
        one.name = name
    results = {one.name: one.results for one in done}
    from .compare import disagreements, print_comparison

    found = disagreements(results)
    console = Console(stderr=True) if "-" in (args.json, args.junit) else Console()
    print_comparison(console, results, found)
    for one in done:
        line = report.headline(one.results, one.seconds)
        console.print(Text(f"{clean_line(one.name, 200)} ({clean_line(one.spec.label, 300)}): ") + line, highlight=False)
    _say_stopped(console, args, done)
    meta = report.metadata() if args.json or args.junit or getattr(args, "html", None) else {}
    outputs = Outputs("conformance")
    halted = next((one.halted for one in done if one.halted is not None), None)
    document = report.full_report([one.engine_run() for one in done], {**meta, **run_meta(args)}, found,
                                  halted) if meta else None
    if args.json and document is not None:
        outputs.write("--json", args.json, reports.text(document))
    if args.junit:
        outputs.write("--junit", args.junit, report.junit_reports(
            [(one.name, one.hello, one.spec.label, one.results, one.seconds) for one in done], meta))
    if args.summary_md:
        from .compare import markdown

        heads = {one.name: report.headline(one.results, one.seconds).plain for one in done}
        outputs.write("--summary-md", args.summary_md, markdown(results, found, heads))
    if getattr(args, "html", None) and document is not None:
        from .compare_html import comparison_html

        said = ", ".join(f"{one.name}: {report.headline(one.results, one.seconds).plain}" for one in done)
        outputs.write("--html", args.html, comparison_html(document, results, said))
    for one in done:
        _remember_failed(one.spec.label, one.results, one.chosen)
    outputs.say()
    return _exit(console, args, done, outputs)
