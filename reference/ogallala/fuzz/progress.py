"""A campaign's progress bar on stderr: games, actions per second, findings so far, and
the time left when ``--seconds`` is given. Only on a terminal (not under CI, not with
``--json``); quiet otherwise.

The bar is redrawn by the campaign as games come in, never by a thread of its own (rich's
auto-refresh starts one): the workers are forked after it appears, and forking a process
with threads is what the harness avoids.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from .campaign import Progress, Report

if TYPE_CHECKING:
    from rich.progress import Progress as Bar

REDRAW = 0.1
"""Seconds between redraws, at most."""


@contextmanager
def bar(quiet: bool = False) -> Iterator[Progress | None]:
    """The bar as a campaign's ``progress`` (None when it is not shown)."""
    from rich.console import Console

    console = Console(stderr=True)
    if quiet or not console.is_terminal or os.environ.get("CI"):
        yield None
        return
    from rich.progress import BarColumn, MofNCompleteColumn, Progress as RichProgress, TextColumn, TimeElapsedColumn

    shown: Bar = RichProgress(TextColumn("games"), BarColumn(), MofNCompleteColumn(), TextColumn("{task.fields[speed]}"),
                              TextColumn("{task.fields[found]}"), TextColumn("{task.fields[left]}"),
                              TimeElapsedColumn(), console=console, transient=True, auto_refresh=False)
    task = shown.add_task("games", total=None, speed="", found="", left="")
    last = 0.0

    def update(report: Report, total: int | None, left: float) -> None:
        nonlocal last
        now = time.monotonic()
        if now - last < REDRAW:
            return
        last = now
        new = len(report.new)
        found = f"[red]{new} finding{'s' if new != 1 else ''}" if new else "no finding"
        known = len(report.findings) - new
        if known:
            found += f", {known} known"
        shown.update(task, completed=report.games, total=total, speed=f"{report.actions_per_second:.0f} actions/s",
                     found=found, left=f"{max(left, 0):.0f} s left" if left >= 0 else "")
        shown.refresh()

    shown.start()
    try:
        yield update
    finally:
        shown.stop()
