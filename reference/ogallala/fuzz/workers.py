"""A campaign's games in this process, or in N processes (``--jobs N``): this one and N-1
workers, each with an engine process of its own.

Games are handed out by number through a queue, a few ahead of what the workers have
taken, so that a long game does not hold up the others and the campaign can stop early
(``--seconds``, ``--max-findings``) without many games begun for nothing. Each result
comes back whole (``GameResult``); the campaign takes them in the order of the games'
numbers, so which process played which game changes nothing. Workers are ended as the
conformance runner ends its own (``harness.runner``): with the parent, by SIGTERM, and
their engines with them.
"""

from __future__ import annotations

import os
import pickle
import queue
import signal
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from ..harness.runner import _context, _die_with, _end, _next, _terminated
from ..model.state import State
from ..protocol.interface import Engine
from ..protocol.limits import Limits
from ..protocol.process import ProcessEngine
from .plan import GameResult, Plan, play_game

AHEAD = 2
"""Games handed out per process beyond those being played."""


@dataclass(frozen=True)
class Spawn:
    """Makes a worker's engine: an engine process of ``argv`` (picklable, for workers
    started without fork)."""

    argv: tuple[str, ...]
    limits: Limits

    def __call__(self) -> Engine:
        return ProcessEngine(self.argv, self.limits)


def play_all(engine: Engine, plan: Plan, numbers: Iterator[int], positions: Callable[[int], State] | None,
             jobs: int, spawn: Callable[[], Engine] | None, taken: Callable[[GameResult], None],
             more: Callable[[], bool], notes: list[str]) -> str:
    """Play the games ``numbers`` gives while ``more()`` says so; hand each result to
    ``taken``. Why the games stopped early ("" when the numbers ran out or ``more`` said no)."""
    if jobs <= 1 or spawn is None:
        for index in numbers:
            if not more():
                break
            taken(play_game(engine, plan, index, positions(index) if positions is not None else None))
        return ""
    return _parallel(engine, plan, numbers, positions, jobs, spawn, taken, more, notes)


def _worker(index: int, plan: Plan, spawn: Callable[[], Engine], tasks: Any, results: Any, parent: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides; it ends us with SIGTERM
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, _terminated)  # so that `finally` ends our engine
    _die_with(parent)
    engine = spawn()
    try:
        while (task := _next(tasks, parent)) is not None:
            number, position = task
            results.put(("done", index, play_game(engine, plan, number, position)))
    except Exception as error:  # noqa: BLE001 - told to the parent, which stops the campaign
        results.put(("failed", index, f"{type(error).__name__}: {error}"))
    finally:
        engine.close()
        results.put(("exit", index, None))


def _parallel(engine: Engine, plan: Plan, numbers: Iterator[int], positions: Callable[[int], State] | None,
              jobs: int, spawn: Callable[[], Engine], taken: Callable[[GameResult], None],
              more: Callable[[], bool], notes: list[str]) -> str:
    ctx = _context()
    tasks, results = ctx.Queue(), ctx.Queue()
    workers: dict[int, Any] = {}
    for i in range(1, jobs):  # before any thread of ours (the queues' feeders) exists
        w = ctx.Process(target=_worker, args=(i, plan, spawn, tasks, results, os.getpid()), daemon=True,
                        name=f"ogallala-fuzz-{i}")
        try:
            w.start()
        except OSError:  # no room for another process: fewer workers
            break
        workers[i] = w
    jobs = len(workers) + 1
    handed = 0
    """Games put in the queue, or played here, whose results are not in yet."""
    exhausted = False
    ended: set[int] = set()
    failed = ""

    def feed() -> None:
        nonlocal handed, exhausted
        while not exhausted and handed < jobs * (1 + AHEAD) and more() and not failed:
            number = next(numbers, None)
            if number is None:
                exhausted = True
                return
            tasks.put((number, positions(number) if positions is not None else None))
            handed += 1

    def receive(timeout: float | None) -> None:
        nonlocal handed, failed
        while True:
            try:
                what, index, payload = results.get(timeout=timeout) if timeout else results.get_nowait()
            except queue.Empty:
                return
            timeout = None
            if what == "done":
                handed -= 1
                taken(payload)
            elif what == "failed":
                failed = f"worker {index} failed: {payload}"
                notes.append(failed)
            elif what == "exit":
                ended.add(index)

    finished = False
    try:
        while True:
            feed()
            try:
                task = tasks.get_nowait()
            except queue.Empty:
                task = None
            if task is not None:  # this process plays too
                number, position = task
                result = play_game(engine, plan, number, position)
                handed -= 1
                taken(result)
            receive(None if task is not None else 0.05)
            if handed <= 0 and (exhausted or not more() or failed):
                break
            if len(ended) == len(workers) and task is None and tasks.empty() and handed > 0:
                receive(0.2)
                if handed > 0 and len(ended) == len(workers):
                    notes.append("every worker process ended before its games were done")
                    break
        finished = True
    finally:
        for _ in workers:
            tasks.put(None)
        _end(workers, finished)
        if not finished:
            try:
                receive(None)
            except (OSError, ValueError, EOFError, pickle.UnpicklingError):
                pass
        tasks.cancel_join_thread()
        results.cancel_join_thread()
    return "a worker failed" if failed else ""
