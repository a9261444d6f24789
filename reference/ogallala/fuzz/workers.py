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

import gc
import os
import pickle
import queue
import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..harness.runner import _context, _die_with, _end, _messages, _next, _terminated
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


COLLECT = 200
"""Games between two collections of the cyclic collector, which is paused while games play."""


@contextmanager
def collected() -> Iterator[Callable[[], None]]:
    """The cyclic collector paused (what exists is frozen: the modules, the editions, the
    engine's tables; each collection would walk them all again) and the games' own garbage
    collected every ``COLLECT`` games (the returned function counts them), as the
    conformance runner and the engine's random games do. Afterwards it is as it was."""
    enabled = gc.isenabled()
    gc.freeze()
    gc.disable()
    count = 0

    def game_done() -> None:
        nonlocal count
        count += 1
        if count % COLLECT == 0:
            gc.collect()

    try:
        yield game_done
    finally:
        gc.unfreeze()
        if enabled:
            gc.enable()


def play_all(engine: Engine, plan: Plan, numbers: Iterator[int], positions: Callable[[int], State] | None,
             jobs: int, spawn: Callable[[], Engine] | None, taken: Callable[[GameResult], None],
             more: Callable[[], bool], notes: list[str]) -> str:
    """Play the games ``numbers`` gives while ``more()`` says so; hand each result to
    ``taken``. Why the games stopped early ("" when the numbers ran out or ``more`` said no)."""
    if jobs <= 1 or spawn is None:
        with collected() as game_done:
            for index in numbers:
                if not more():
                    break
                taken(play_game(engine, plan, index, positions(index) if positions is not None else None))
                game_done()
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
        with collected() as game_done:
            while (task := _next(tasks, parent)) is not None:
                number, position = task
                results.put(("begin", index, task))
                results.put(("done", index, play_game(engine, plan, number, position)))
                game_done()
    except Exception as error:  # noqa: BLE001 - told to the parent, which stops the campaign
        results.put(("failed", index, f"{type(error).__name__}: {error}"))
    finally:
        engine.close()
        results.put(("exit", index, None))


def _drain(tasks: Any) -> int:
    """Take what is left in the queue; how many games that was."""
    count = 0
    while True:
        try:
            task = tasks.get_nowait()
        except (queue.Empty, OSError, ValueError):
            return count
        count += task is not None


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
        for what, index, payload in _messages(results, timeout):
            if what == "begin":
                running[index] = payload
            elif what == "done":
                running.pop(index, None)
                handed -= 1
                taken(payload)
            elif what == "failed":
                failed = f"worker {index} failed: {payload}"
                notes.append(failed)
            elif what == "exit":
                ended.add(index)

    running: dict[int, tuple[int, State | None]] = {}
    """The game each worker is playing."""
    finished = False
    pause = collected()
    game_done = pause.__enter__()
    try:
        while True:
            if more() and not failed:
                feed()
            else:  # stopping: the games handed out that no process has begun are not played
                handed -= _drain(tasks)
            try:
                task = tasks.get_nowait()
            except queue.Empty:
                task = None
            if task is not None:  # this process plays too
                number, position = task
                result = play_game(engine, plan, number, position)
                handed -= 1
                taken(result)
                game_done()
            receive(None if task is not None else 0.05)
            for i, w in workers.items():  # a worker that died: its game is played here
                if i not in ended and w.exitcode is not None:
                    receive(None)
                    if i not in ended:
                        ended.add(i)
                        lost = running.pop(i, None)
                        if lost is not None:
                            tasks.put(lost)
                            notes.append(f"worker {i} died (exit code {w.exitcode}); its game was played again")
            if handed <= 0 and (exhausted or not more() or failed):
                break
        finished = True
    finally:
        pause.__exit__(None, None, None)
        _drain(tasks)
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
