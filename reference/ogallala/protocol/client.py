"""Driving an Ogallala engine from Python: any program that speaks the JSON protocol
(docs/protocol.md), or the reference engine in this process, behind one interface.

``Client`` starts the program, shakes hands, and turns each call into a request and its
reply into models; a misbehaving engine (a crash, a timeout, a reply that is not the
protocol's) raises ``EngineError`` with its ``kind``, never hangs. ``reference()`` is the
reference engine with the same methods, so code written against ``Engine`` runs on both:

```python
from ogallala.client import Client

with Client("node my-engine.js") as engine:
    print(engine.hello().name)
    state = engine.start("amigo", ["North", "South"], seed=7)
    reply = engine.apply(engine.legal()[0])   # Applied(state, events) or Rejected(rule, reason)
    print(engine.score().winners)
```
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping, Sequence
from types import TracebackType
from typing import Self

from .process import Limits, ProcessEngine
from .inprocess import InProcess
from .interface import PROTOCOL_VERSION, Applied, Engine, EngineError, Hello, Rejected

__all__ = ["PROTOCOL_VERSION", "Applied", "Client", "Engine", "EngineError", "Hello", "Limits", "Rejected",
           "reference"]


class Client(ProcessEngine):
    """An engine program spoken to over the protocol, as an ``Engine``.

    ``command`` is the program and its arguments, as a list or as one string split like a
    shell would (it is run without one). The process starts at the first request (or at
    ``launch()``) and is stopped by ``close()`` or at the end of a ``with`` block. Each reply
    is waited for at most ``timeout`` seconds (the handshake at least 10). An engine that
    fails is killed and, at the next request, started again, at most
    ``limits.max_restarts`` times; a restarted engine holds no game, so ``start`` or
    ``load`` one again. ``record=True`` keeps every request and reply line in
    ``transcript``.

    The program gets a clean environment (``PATH``, ``HOME``, the locale, ``TZ``, the
    temporary folder, and what ``limits.env`` names) unless ``env`` gives its whole
    environment; it runs under ``limits.rlimits`` (by default the limits of
    docs/hostile-input.md) in ``cwd``, else ``limits.cwd``, else this process's folder.
    """

    def __init__(self, command: str | Sequence[str], *, timeout: float = 10.0, limits: Limits | None = None,
                 env: Mapping[str, str] | None = None, cwd: str | None = None, record: bool = False) -> None:
        argv = tuple(shlex.split(command)) if isinstance(command, str) else tuple(command)
        if not argv:
            raise ValueError("an engine command needs at least the program")
        super().__init__(argv, limits or Limits(timeout=timeout, handshake=max(timeout, 10.0)), env=env, cwd=cwd,
                         record=record)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Client({shlex.join(self.argv)!r})"


def reference(readings: Mapping[str, str] | None = None) -> Engine:
    """The reference engine in this process, as an ``Engine``. Without ``readings`` it plays
    any reading a game names; with them (ruling id -> alternative) it stands for an engine
    that plays those readings and no others."""
    return InProcess(readings)
