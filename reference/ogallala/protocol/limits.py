"""How long and how much the harness lets an engine process take: its own module, so that
a command that plays in-process does not import the protocol to read them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Limits:
    timeout: float = 10.0
    """Seconds to wait for each reply."""
    handshake: float = 10.0
    """Seconds to wait for the ``hello`` reply of a new process (it may be starting up)."""
    max_line: int = 8 << 20
    """Longest reply line, in bytes."""
    max_output: int = 1 << 30
    """Most bytes one engine process may write to stdout in all."""
    max_stderr: int = 16 << 10
    """How much of the end of the engine's stderr is kept for each result."""
    max_restarts: int = 10
    """How often a failed engine is started again before the run gives up on it."""
    pipelining: bool = True
    """Whether a run's requests may be written before their replies are read, when the
    engine's hello says ``pipelining`` (``--no-pipelining``: never)."""
    env: tuple[str, ...] = ()
    """``--engine-env``: the variables the engine gets besides the few every engine gets
    (``confinement.PASSED``): ``NAME``, ``NAME=VALUE`` or ``PREFIX*``."""
    rlimits: tuple[tuple[str, int | None], ...] = ()
    """``--engine-limit``: resource limits other than the defaults (``confinement.RESOURCES``;
    None: not limited)."""
    cwd: str | None = None
    """``--engine-cwd``: the engine's working folder (None: the one the command runs in)."""
