"""Ending a run on a signal the way Ctrl-C does, and exit codes that say which signal.

SIGINT raises ``KeyboardInterrupt``; inside ``interruptible()`` SIGTERM and SIGHUP raise
``Interrupted``, a ``KeyboardInterrupt`` that remembers its signal, so every ``finally`` on
the way out runs: engines are stopped, worker processes ended, and the conformance command
writes the reports of the runs that finished. The exit code is 128 + the signal's number
(130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP), as shells report a process a signal ended.

A signal that was ignored when the command started stays ignored (``nohup`` ignores SIGHUP).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

HANDLED = (signal.SIGTERM, signal.SIGHUP) if hasattr(signal, "SIGHUP") else (signal.SIGTERM,)
"""The signals that end a run as Ctrl-C does, besides SIGINT itself."""


class Interrupted(KeyboardInterrupt):
    """A run ended by a signal; ``signum`` says which."""

    def __init__(self, signum: int) -> None:
        super().__init__(signal_name(signum))
        self.signum = signum


def signal_name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:
        return f"signal {signum}"


def signal_of(stop: KeyboardInterrupt) -> int:
    """The signal behind an interrupt (SIGINT for a plain ``KeyboardInterrupt``)."""
    return getattr(stop, "signum", signal.SIGINT)


def exit_code(stop: KeyboardInterrupt) -> int:
    """128 + the signal's number."""
    return 128 + int(signal_of(stop))


def _raise(signum: int, frame: FrameType | None) -> None:
    """The first SIGTERM or SIGHUP interrupts; the ones after it are ignored until the
    command ends, so that they cannot cut short the ending of engines and workers (a
    service manager may send SIGTERM twice; SIGKILL is there for the impatient)."""
    for other in HANDLED:
        if signal.getsignal(other) is _raise:
            signal.signal(other, signal.SIG_IGN)
    raise Interrupted(signum)


@contextmanager
def interruptible() -> Iterator[None]:
    """Within: SIGTERM and SIGHUP raise ``Interrupted`` (unless ignored at the start).
    Outside the main thread, where Python cannot set handlers, nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {}
    for signum in HANDLED:
        current = signal.getsignal(signum)
        if current == signal.SIG_IGN:
            continue
        before[signum] = current
        signal.signal(signum, _raise)
    try:
        yield
    finally:
        for signum, handler in before.items():
            signal.signal(signum, handler if handler is not None else signal.SIG_DFL)
