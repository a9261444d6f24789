"""An overall deadline: no run starts after it (``--deadline``, ``--ogallala-deadline``).

Each reply already has its ``--timeout``, but a slow engine that answers every request in
time can still stretch a suite to hours. The deadline bounds the whole: a run that has not
begun when it passes is not played, and is reported as not run, with the reason; the run
in progress finishes (its replies are bounded by the timeout). The moment is kept on the
monotonic clock, which every process of the machine shares, so the worker processes of
``--jobs`` keep the same one.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

EXIT = 3
"""The exit code of ``ogallala conformance`` and ``fingerprint`` when the deadline left runs
unplayed (pytest's plugin uses pytest's own 2, "interrupted")."""


@dataclass(frozen=True)
class Deadline:
    at: float
    """When it passes, on ``time.monotonic()``'s clock."""
    said: str
    """How it was given, for the reports: ``--deadline 600``."""

    @classmethod
    def after(cls, seconds: float, option: str) -> Deadline:
        """The deadline ``seconds`` from now."""
        return cls(time.monotonic() + seconds, f"{option} {seconds:g}")

    def passed(self) -> bool:
        return time.monotonic() >= self.at

    @property
    def reason(self) -> str:
        """What a run not begun by then is reported with."""
        return f"not run: the deadline ({self.said} s) passed before it began"


def check(seconds: float, option: str) -> str | None:
    """Why ``seconds`` is no deadline (a positive, finite number of seconds), or None."""
    if not (math.isfinite(seconds) and seconds > 0):
        return f"{option} must be a positive number of seconds"
    return None
