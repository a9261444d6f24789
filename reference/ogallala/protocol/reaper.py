"""Ending an engine with every process it started, wherever they went.

An engine runs in a process group (and session) of its own, so killing the group ends the
engine and the children that stayed in it. A child may leave: ``setsid()`` or
``setpgid()`` puts it in another group, and if its parent then exits it is an orphan,
which the kernel hands to the nearest *child subreaper* above it, or else to init.

On Linux the harness makes each process that starts engines a child subreaper
(``PR_SET_CHILD_SUBREAPER``), so no descendant of an engine ever leaves the harness's
tree. Ending an engine then is: stop it and every descendant found through ``/proc``
(SIGSTOP, again until no new one appears, so none can fork away meanwhile), kill them all
and the process group (SIGKILL); then kill and reap the *strays*: the harness's own
children in another session than the harness that are no engine it knows. Those can only
be descendants of engines whose parents died (the harness's workers and the children a
test starts stay in its session). Elsewhere only the process group is killed.

A cgroup would do the same without a subreaper, but needs a delegated cgroup tree that
a harness run by a user seldom has.
"""

from __future__ import annotations

import os
import signal
import sys
import time

LINUX = sys.platform.startswith("linux")
PR_SET_CHILD_SUBREAPER = 36

ENGINES: set[int] = set()
"""The engine processes this process started and has not ended yet."""

_subreaper_of: int | None = None
"""The process that made itself a subreaper (a forked worker must ask again)."""


def adopt_orphans() -> bool:
    """Make this process a child subreaper (Linux); whether it is one."""
    global _subreaper_of
    if _subreaper_of == os.getpid():
        return True
    if not LINUX:
        return False
    try:
        import ctypes

        if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
            return False
    except (OSError, AttributeError):
        return False
    _subreaper_of = os.getpid()
    return True


def _table() -> dict[int, tuple[int, int]]:
    """Every process: pid -> (parent pid, session id), from ``/proc``."""
    table = {}
    try:
        entries = os.listdir("/proc")
    except OSError:
        return {}
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as stream:
                stat = stream.read()
        except OSError:
            continue  # ended meanwhile
        fields = stat[stat.rfind(b")") + 2:].split()
        if len(fields) >= 4:
            table[int(name)] = (int(fields[1]), int(fields[3]))
    return table


def _below(root: int, table: dict[int, tuple[int, int]]) -> set[int]:
    children: dict[int, list[int]] = {}
    for pid, (parent, _) in table.items():
        children.setdefault(parent, []).append(pid)
    found, todo = set(), [root]
    while todo:
        for child in children.get(todo.pop(), ()):
            if child not in found:
                found.add(child)
                todo.append(child)
    return found


def _signal(pids: set[int], signum: int) -> None:
    for pid in pids:
        try:
            os.kill(pid, signum)
        except (ProcessLookupError, PermissionError):
            pass


def end_tree(pid: int) -> None:
    """Kill process ``pid``, its process group, and (Linux) every descendant it has,
    wherever its group or session."""
    frozen: set[int] = set()
    if LINUX and os.path.isdir("/proc"):
        frozen = {pid}
        _signal(frozen, signal.SIGSTOP)
        for _ in range(20):  # each round stops what forked before the last one stopped it
            found = _below(pid, _table()) - frozen
            if not found:
                break
            _signal(found, signal.SIGSTOP)
            frozen |= found
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    _signal(frozen | {pid}, signal.SIGKILL)


def end_strays(wait: float = 1.0) -> int:
    """Kill and reap the orphans engines left to this (subreaper) process: its children in
    another session than its own that are not engines it runs. How many there were."""
    if _subreaper_of != os.getpid():
        return 0
    me, table = os.getpid(), _table()
    mine = table.get(me, (0, os.getsid(0)))[1]
    strays = {pid for pid, (parent, session) in table.items()
              if parent == me and session != mine and pid not in ENGINES}
    for stray in strays:
        end_tree(stray)
    deadline = time.monotonic() + wait
    left = set(strays)
    while left and time.monotonic() < deadline:
        for stray in list(left):
            try:
                done, _ = os.waitpid(stray, os.WNOHANG)
            except ChildProcessError:
                done = stray
            if done:
                left.discard(stray)
        if left:
            time.sleep(0.01)
    return len(strays)
