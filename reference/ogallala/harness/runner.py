"""Playing the selected runs against an engine, in this process or in N worker processes.

Each worker owns one engine (the in-process reference engine, or one engine process that it
starts once and reuses for many scenarios) and takes run keys from a shared queue, so a
slow scenario does not hold up the others. Results come back in completion order; the
caller sorts them. A worker whose engine was restarted too often gives up; when every
worker has given up, the runs left are recorded as not run.
"""

from __future__ import annotations

import gc
import os
import pickle
import queue
import shlex
import signal
import sys
import threading
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from ..scenarios.load import Run, all_scenarios
from ..scenarios.run import Outcome, execute, plan
from ..protocol.interface import Engine, EngineError
from ..protocol.inprocess import InProcess
from .differential import Differential
from .interrupt import signal_of
from ..protocol.limits import Limits
from .deadline import Deadline
from .results import Result, from_outcome, late, not_run
from ..util.clean import first_line

if TYPE_CHECKING:
    from ..protocol.process import ProcessEngine


@dataclass(frozen=True)
class EngineSpec:
    """How to get an engine: ``argv`` None means the reference engine in-process."""

    argv: tuple[str, ...] | None = None
    limits: Limits = field(default_factory=Limits)
    readings: tuple[tuple[str, str], ...] = ()
    """For the reference engine: the readings it plays, and only those (``--reading``)."""
    against_reference: bool = False
    """Put every request to the reference engine too (``--against-reference``)."""

    def make(self) -> Engine:
        if self.argv is None:
            return self.wrap(InProcess(dict(self.readings)))
        from ..protocol.process import ProcessEngine

        return self.wrap(ProcessEngine(self.argv, self.limits))

    def wrap(self, engine: Engine) -> Engine:
        """``engine`` as the run uses it (under differential replay, if asked)."""
        return Differential(engine) if self.against_reference and not isinstance(engine, Differential) else engine

    @property
    def label(self) -> str:
        if self.argv is not None:
            return shlex.join(self.argv)
        read = " ".join(f"{r}={a}" for r, a in self.readings)
        return "the reference engine, in-process" + (f", reading {read}" if read else "")


TRANSCRIPT = (12, 88, 2000)
"""A failing run's transcript keeps its first 12 and last 88 lines, each cut to 2000 characters."""


def _transcript(lines: Sequence[tuple[str, str]]) -> tuple[str, ...]:
    head, tail, width = TRANSCRIPT
    flat = [f"{mark} {line[:width]}" + (" [...]" if len(line) > width else "")
            for request, reply in lines for mark, line in ((">", request), ("<", reply)) if line or mark == ">"]
    if len(flat) <= head + tail:
        return tuple(flat)
    return (*flat[:head], f"[... {len(flat) - head - tail} lines left out ...]", *flat[-tail:])


def _process(engine: Engine) -> ProcessEngine | None:
    """The engine process behind ``engine``, if it is one. Only a run that starts an engine
    process imports their module (and the protocol's models with it): without the module,
    no engine is one."""
    inner = engine.engine if isinstance(engine, Differential) else engine
    module = sys.modules.get("ogallala.protocol.process")
    found: ProcessEngine | None = inner if module is not None and isinstance(inner, module.ProcessEngine) else None
    return found


ALIVE = frozenset({"error", "diverged", "exception"})
"""Kinds of engine error after which the engine process goes on (an error reply, a run that
asked for something its plan did not foresee, a step that could not use an answer)."""


LOOKAHEAD = 4
"""Runs after the current one whose requests may be on their way while it is checked."""
REFILL = 2
"""The runs after it are sent when no more than this many runs (the current one among them)
wait for replies: so they go several at a time, in one write."""


def _ahead(run: Run, engine: ProcessEngine, readings: Mapping[str, str] | None,
           after: Sequence[tuple[Run, Mapping[str, str] | None]]) -> Outcome:
    """``run`` played with its requests sent ahead (and, once they are all on their way,
    those of the runs ``after`` it, in turn), if the engine takes them so.

    The outcome is what the engine answered, as it was sent: a run that fails or errs is
    told so, with its own protocol lines and stderr, whatever a second try would give. A
    run that did not pass is played again one request at a time only to diagnose it: if
    it then passes, the result says so (``Detail.diagnosis``) and the engine is written
    one request at a time from then on; the verdict stays. Only a run that asked for
    something its plan did not foresee takes its outcome from the replay: every answer it
    had checked until then held, and the requests written ahead after that point were the
    harness's guess, not the run's (so the replay is the first time the engine is asked
    the rest of the run)."""
    def send() -> None:
        whole = engine.sent(run.key)
        if whole is None:
            whole = engine.expect(run.key, *plan(run, readings))
        if engine.runs_waiting() <= REFILL:
            for later, given in after:
                if not whole:
                    break
                whole = engine.sent(later.key)
                if whole is None:
                    whole = engine.expect(later.key, *plan(later, given))
        engine.flush()

    outcome = execute(run, engine, readings, begin=send)
    lines = list(engine.transcript or ())  # what the run asked and was answered; not the replies dropped below
    engine.settle(run.key)
    if outcome.status in ("passed", "broken") or (outcome.status == "error" and outcome.kind not in ALIVE):
        return outcome  # a pass is a pass; a broken scenario is no engine's doing; a killed engine is told as it was
    stderr = outcome.stderr or engine.take_stderr()
    engine.drop()
    if engine.transcript is not None:
        engine.transcript.clear()
    again = execute(run, engine, readings)
    if outcome.kind == "diverged":  # every answer it had checked held: the replay is the first try of the rest
        return again
    engine.take_stderr()  # the replay's, which the first answers' report does not show
    if engine.transcript is not None:
        engine.transcript[:] = lines
    outcome = replace(outcome, stderr=stderr)
    if again.status == "passed":
        engine.pipelining = False
        engine.notes.append(f"run {run.key} {'erred' if outcome.status == 'error' else 'failed'} with its requests "
                            f"written ahead ({first_line(outcome.message, 200)}) and passed when played again one "
                            "request at a time; the engine's hello says `pipelining`, but it does not seem to read its "
                            "requests as a stream: the harness wrote one request at a time from then on")
        return replace(outcome, detail=replace(outcome.detail, diagnosis=PASSES_ALONE))
    if (again.status, again.kind, again.message) != (outcome.status, outcome.kind, outcome.message):
        told = f"{again.status}{f' ({again.kind})' if again.kind else ''}: {first_line(again.message, 300)}"
        return replace(outcome, detail=replace(outcome.detail, diagnosis=f"{ALONE} it {told}"))
    return outcome


PASSES_ALONE = ("passes when its requests are sent one at a time: the engine mishandles pipelined input (its "
                "hello says `pipelining`); the outcome is what it answered as they were sent")
"""The diagnosis of a run that did not pass with its requests written ahead, and passed when
played again one request at a time."""
ALONE = "played again with its requests sent one at a time,"


def play(run: Run, engine: Engine, readings: Mapping[str, str] | None = None,
         after: Sequence[tuple[Run, Mapping[str, str] | None]] = ()) -> Result:
    """One run into a result, with the engine's stderr for anything but a pass (and, under
    differential replay, the first reply that differed from the reference engine); for
    an engine process also the protocol lines of a run that did not pass. ``after`` are
    the runs to be played next with their readings, if known (an engine process may be
    sent their requests before this run's replies are checked)."""
    inner = _process(engine)
    if inner is not None and inner.transcript is None:
        inner.transcript = []  # record from now on; each run's lines are dropped after it
    if inner is not None and inner is engine and inner.pipelining:
        outcome = _ahead(run, inner, readings, after)
    else:
        outcome = execute(run, engine, readings)
    # What the engine writes to stderr while it answers requests sent ahead for the next run
    # is that run's: a run that passed leaves the engine's stderr to it then.
    stderr = inner.take_stderr() if inner is not None and (outcome.status != "passed" or not inner.waiting) else ""
    result = from_outcome(outcome, "" if outcome.status == "passed" else stderr)
    if inner is not None and inner.transcript is not None:
        if result.outcome != "passed":
            result = replace(result, detail=replace(result.detail, transcript=_transcript(inner.transcript)))
        inner.transcript.clear()
    if isinstance(engine, Differential) and engine.divergence and result.outcome != "passed":
        result = replace(result, detail=replace(result.detail, divergence=engine.divergence))
    if result.kind == "gave-up":
        return not_run(run, f"not run: {outcome.message.removeprefix('gave-up: ')}")
    if result.kind == "resources":  # the machine's fault, not the engine's; the next run tries again
        return replace(not_run(run, f"not run: {outcome.message.removeprefix('resources: ')}"), kind="resources")
    return result


class Progress:
    """What the runner tells as it goes (the command shows a progress bar)."""

    def begin(self, total: int) -> None: ...

    def done(self, result: Result) -> None: ...


class Stopped(KeyboardInterrupt):
    """A signal (or Ctrl-C) ended ``run_all``: ``signum``, and the ``results`` of the runs
    that finished before it, in the order given (the run in progress is left out)."""

    def __init__(self, signum: int, results: list[Result]) -> None:
        super().__init__(signum)
        self.signum, self.results = signum, results


def run_all(runs: Sequence[Run], spec: EngineSpec, jobs: int = 1, progress: Progress | None = None,
            engine: Engine | None = None, readings: Mapping[str, Mapping[str, str]] | None = None,
            maxfail: int = 0, notes: list[str] | None = None, deadline: Deadline | None = None) -> list[Result]:
    """Every run played once, in the order given. ``engine``, if given, is used (this process
    plays its share of the runs with it) and closed. ``readings`` gives, by run key, the
    readings a run plays under (by default its own reading columns). With ``maxfail``,
    no new run starts once that many have failed; the runs not played are left out. Once
    ``deadline`` has passed, no run starts: the runs left are results of kind ``deadline``.
    Ctrl-C or a signal (``interrupt.interruptible``) raises ``Stopped`` with the results so
    far, once every engine and worker has been ended."""
    progress = progress or Progress()
    notes = notes if notes is not None else []
    jobs = max(1, min(jobs, len(runs)))
    engine = spec.wrap(engine) if engine is not None else spec.make()
    readings = readings or {}
    found: dict[str, Result] = {}
    order = {run.key: i for i, run in enumerate(runs)}
    # The modules and the parsed features live as long as the command, and the tables and
    # positions the runs build are kept for the next runs: none of it is garbage, yet each
    # collection walks what was made since the last one (a full collection all of it: a
    # fifth of the suite's time; the young ones, as the engine's caches grow, a tenth).
    # Nearly all that a run throws away goes with its last reference; what only the cyclic
    # collector finds (an exception and its frames) is next to nothing: some 140 objects in
    # a whole suite. So what exists now is frozen (a worker forked later shares those pages
    # rather than copying them), and the collector is off while the runs play. Afterwards
    # it is as it was. If nothing was frozen before, the frozen objects are thawed (the
    # caller finds the collector as it left it); in the ``ogallala`` process (which froze
    # its modules) what the runs made is frozen too: it lives until the command ends, and
    # the reports would otherwise begin with a full collection of all of it.
    collecting = gc.isenabled()
    thaw = gc.get_freeze_count() == 0
    gc.freeze()
    gc.disable()
    try:
        try:
            if jobs == 1:
                _sequential(runs, engine, progress, readings, maxfail, found, deadline)
            else:
                _parallel(runs, spec, jobs, progress, engine, readings, maxfail, found, notes, deadline)
        finally:
            engine.close()
            inner = _process(engine)
            notes.extend(inner.notes if inner is not None else ())
    except KeyboardInterrupt as stop:
        raise Stopped(signal_of(stop), sorted(found.values(), key=lambda r: order[r.key])) from None
    finally:
        if collecting:
            gc.enable()
        if thaw:
            gc.unfreeze()
        else:
            gc.freeze()
    return sorted(found.values(), key=lambda r: order[r.key])


def _sequential(runs: Sequence[Run], engine: Engine, progress: Progress,
                readings: Mapping[str, Mapping[str, str]], maxfail: int, found: dict[str, Result],
                deadline: Deadline | None) -> None:
    progress.begin(len(runs))
    gave_up = ""
    bad = 0
    for i, run in enumerate(runs):
        after = [(r, readings.get(r.key)) for r in runs[i + 1 : i + 1 + LOOKAHEAD]] if not maxfail else []
        if deadline is not None and deadline.passed():
            result = late(run, deadline.reason)
        else:
            result = not_run(run, gave_up) if gave_up else play(run, engine, readings.get(run.key), after)
        if result.kind == "not-run":
            gave_up = result.message
        found[run.key] = result
        progress.done(result)
        bad += result.unexpected
        if maxfail and bad >= maxfail:
            break


# -- worker processes -------------------------------------------------------------------
#
# With --jobs N this process is worker 0 (with the engine it already has) and N-1 worker
# processes take run keys from the same queue, each with an engine of its own.

_WORK: dict[str, Run] = {}
"""The runs of the current parallel run by key; a forked worker inherits it."""


def _context() -> Any:
    """``fork`` while this process has one thread (cheap: the parsed features are inherited),
    else ``spawn`` (forking a threaded process can deadlock)."""
    import multiprocessing

    if "fork" in multiprocessing.get_all_start_methods() and threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("spawn")


PR_SET_PDEATHSIG = 1
"""prctl(2): the signal a process gets when its parent dies (Linux)."""


def _die_with(parent: int) -> None:
    """End this worker (SIGTERM, so that its engine is ended too) when ``parent`` dies, even
    of SIGKILL: on Linux through ``PR_SET_PDEATHSIG``; elsewhere the worker checks between runs."""
    if sys.platform.startswith("linux"):
        try:
            import ctypes

            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        except (OSError, AttributeError):
            pass
    if os.getppid() != parent:  # it died before we asked
        sys.exit(143)


def _terminated(signum: int, frame: object) -> None:
    """SIGTERM in a worker: exit through ``finally``, which ends the engine. Later SIGTERMs are
    ignored, so that they cannot cut that short: when the harness dies, the kernel sends the
    parent-death signal again each time the worker passes to a new parent (another thread of
    the dying harness, then init)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    sys.exit(143)


def _worker(index: int, spec: EngineSpec, tasks: Any, results: Any, parent: int, deadline: Deadline | None) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides; it ends us with SIGTERM
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)  # a hangup reaches us too: the parent decides
    signal.signal(signal.SIGTERM, _terminated)  # so that `finally` kills our engine
    _die_with(parent)
    engine = spec.make()
    try:
        inner = _process(engine)
        if inner is not None:
            try:
                inner.launch()  # starts up while we wait for work
            except EngineError:
                pass  # the first run meets it again and records it
        runs = _WORK or {run.key: run for s in all_scenarios() for run in s.runs()}
        while (task := _next(tasks, parent)) is not None:
            key, readings = task
            results.put(("begin", index, key))
            run = runs.get(key)
            if run is None:
                raise RuntimeError(f"the worker does not know run {key} (did the features change?)")
            result = late(run, deadline.reason) if deadline is not None and deadline.passed() else \
                play(run, engine, readings)
            results.put(("done", index, result))
            if result.kind == "not-run":
                results.put(("gave-up", index, result.message))
                break
    finally:
        engine.close()
        inner = _process(engine)
        if inner is not None and inner.notes:
            results.put(("notes", index, list(inner.notes)))
        results.put(("exit", index, None))


def _messages(results: Any, timeout: float | None) -> Iterator[tuple[str, int, Any]]:
    """The workers' messages ``(what, worker, payload)``: wait up to ``timeout`` for the first
    (None: do not wait), then take what is there."""
    while True:
        try:
            yield results.get(timeout=timeout) if timeout else results.get_nowait()
        except queue.Empty:
            return
        timeout = None


def _next(tasks: Any, parent: int) -> Any:
    """The next task; None when there is none, or when the parent process has died."""
    while True:
        try:
            return tasks.get(timeout=1.0)
        except queue.Empty:
            if os.getppid() != parent:
                return None


def _parallel(runs: Sequence[Run], spec: EngineSpec, jobs: int, progress: Progress, engine: Engine,
              readings: Mapping[str, Mapping[str, str]], maxfail: int, found: dict[str, Result],
              notes: list[str], deadline: Deadline | None) -> None:
    global _WORK
    _WORK = {run.key: run for run in runs}
    ctx = _context()
    tasks, results = ctx.Queue(), ctx.Queue()
    workers: dict[int, Any] = {}
    for i in range(1, jobs):  # before any thread of ours (queue feeder, progress bar) exists
        w = ctx.Process(target=_worker, args=(i, spec, tasks, results, os.getpid(), deadline), daemon=True,
                        name=f"ogallala-worker-{i}")
        try:
            w.start()
        except OSError:  # the machine has no room for another process: fewer workers
            break
        workers[i] = w
    jobs = len(workers) + 1
    for run in runs:
        given = readings.get(run.key)
        tasks.put((run.key, dict(given) if given is not None else None))
    for _ in range(jobs):
        tasks.put(None)
    progress.begin(len(runs))
    running: dict[int, str] = {}
    ended: set[int] = set()
    gave_up = ""

    stopping = False

    def record(result: Result) -> None:
        nonlocal stopping
        if result.key not in found:
            found[result.key] = result
            progress.done(result)
            if maxfail and not stopping and sum(r.unexpected for r in found.values()) >= maxfail:
                stopping = True
                drain()

    def drain() -> None:
        """Take the runs no worker has begun off the queue: --maxfail is reached."""
        while True:
            try:
                task = tasks.get_nowait()
            except queue.Empty:
                return
            if task is None:
                tasks.put(None)
                return

    def receive(timeout: float | None) -> None:
        """Take the workers' messages: wait up to ``timeout`` for the first, then take what is there."""
        nonlocal gave_up
        for what, index, payload in _messages(results, timeout):
            if what == "begin":
                running[index] = payload
            elif what == "done":
                running.pop(index, None)
                record(payload)
            elif what == "gave-up":
                gave_up = payload
            elif what == "notes":
                notes.extend(payload)
            elif what == "exit":
                ended.add(index)

    def bury() -> None:
        """Record the run a worker was playing when it died."""
        for i, w in workers.items():
            if i not in ended and w.exitcode is not None:
                receive(None)
                if i in ended:
                    continue
                ended.add(i)
                key = running.pop(i, None)
                if key is not None:
                    record(not_run(_WORK[key], f"the worker process playing this run died (exit code {w.exitcode})"))

    finished = False
    try:
        mine = ""
        while not mine:  # this process is worker 0
            try:
                task = tasks.get(timeout=1.0)
            except queue.Empty:
                continue
            if task is None:
                break
            key, given = task
            if stopping:
                continue
            result = late(_WORK[key], deadline.reason) if deadline is not None and deadline.passed() else \
                play(_WORK[key], engine, given)
            record(result)
            if result.kind == "not-run":
                mine = gave_up = result.message
            receive(None)
        ended.add(0)
        while len(found) < len(runs) and not (stopping and not running and len(ended) == jobs):
            receive(0.2)
            bury()
            if len(ended) == jobs and not stopping:
                for run in runs:
                    if run.key not in found:
                        record(not_run(run, gave_up or "not run: every worker process ended"))
        finished = True
    finally:
        _end(workers, finished)
        if not finished:  # interrupted: keep what the workers finished meanwhile
            try:
                receive(None)
            except (OSError, ValueError, EOFError, pickle.UnpicklingError):
                pass  # a worker killed halfway through sending a result: that run is not kept
        tasks.cancel_join_thread()
        results.cancel_join_thread()
        _WORK = {}


def _end(workers: Mapping[int, Any], finished: bool) -> None:
    """End the worker processes: wait for those that are done, SIGTERM the others (each then
    stops its engine), SIGKILL any still there after 5 s."""
    if finished:
        for w in workers.values():
            w.join(timeout=5.0)
    for w in workers.values():
        if w.is_alive():
            w.terminate()
    for w in workers.values():
        w.join(timeout=5.0)
        if w.is_alive():
            w.kill()
            w.join(timeout=1.0)
