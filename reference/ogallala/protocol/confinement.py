"""What an engine process is given: its environment, its resource limits, its folder.

An engine is a program nobody here has reviewed, run with the user's rights. It gets a
clean environment: the few variables a program in any common language needs to start
(``PASSED``), and those the user names (``--engine-env``), nothing else: no tokens, no
keys, no CI secrets. It runs under resource limits (``setrlimit`` in the child, before the
program starts) that an honest engine never meets and that stop a runaway one: address
space, CPU time, processes, file size, core files. Its working folder is the one the
command runs in (engine commands are often relative paths), or ``--engine-cwd``. For
more (no network, no file system but what it needs), run it inside a sandbox the user
already has: docs/hostile-input.md shows how, with bwrap, firejail, docker and systemd-run.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

PASSED = ("PATH", "HOME", "LANG", "LANGUAGE", "LC_*", "TZ", "TMPDIR", "TMP", "TEMP",
          "SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT")
"""The variables every engine gets, if the harness has them: ``PATH`` (to find ``node``,
``java``, ``python3``, and for ``#!/usr/bin/env`` lines), ``HOME`` (``dotnet`` will not
start without it; Python's user packages live under it), the locale (``LANG``, ``LC_*``:
how text is read and written), ``TZ``, the temporary folder, and on Windows what a process
needs to start at all. ``LC_*`` stands for every variable whose name begins ``LC_``."""

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\*?")


def check_env(given: str) -> str | None:
    """Why ``given`` is no ``--engine-env`` (``NAME``, ``NAME=VALUE`` or ``PREFIX*``), or None."""
    name, _, value = given.partition("=")
    if not _NAME.fullmatch(name):
        return (f"--engine-env {given!r}: give a variable's name (letters, digits, _), NAME=VALUE, or a prefix "
                "ending in * (MY_ENGINE_*)")
    if "=" in given and name.endswith("*"):
        return f"--engine-env {given!r}: a prefix (ending in *) passes variables as they are; it takes no value"
    if "\0" in value:
        return f"--engine-env {name}: the value holds a NUL byte"
    return None


def _matches(pattern: str, source: Mapping[str, str]) -> dict[str, str]:
    if pattern.endswith("*"):
        return {k: v for k, v in source.items() if k.startswith(pattern[:-1])}
    return {pattern: source[pattern]} if pattern in source else {}


def environment(given: Sequence[str] = (), source: Mapping[str, str] | None = None) -> dict[str, str]:
    """The engine's environment: ``PASSED`` and each of ``given`` (``NAME``: as the harness
    has it, if it does; ``NAME=VALUE``; ``PREFIX*``: every variable so named), from
    ``source`` (the harness's own environment)."""
    source = os.environ if source is None else source
    found: dict[str, str] = {}
    for pattern in PASSED:
        found.update(_matches(pattern, source))
    for item in given:
        name, has_value, value = item.partition("=")
        if has_value:
            found[name] = value
        else:
            found.update(_matches(name, source))
    return found


# -- resource limits ----------------------------------------------------------------------


@dataclass(frozen=True)
class Resource:
    name: str
    """As ``--engine-limit`` names it."""
    rlimit: str
    """The ``resource`` module's constant."""
    unit: str
    """``bytes``, ``seconds`` or ``processes``."""
    default: int | None
    """None: not limited unless asked (see ``defaults``)."""
    why: str


GIB = 1 << 30
RESOURCES = (
    Resource("address-space", "RLIMIT_AS", "bytes", 64 * GIB,
             "virtual memory: 64 GiB, far above what runtimes reserve (node with a WebAssembly memory about 11 GiB, "
             "a JVM a quarter of the machine's memory, and both size themselves to the limit)"),
    Resource("cpu", "RLIMIT_CPU", "seconds", 3600,
             "CPU time of the engine process: an hour, some 500 times what `ogallala serve` spends on the whole suite"),
    Resource("processes", "RLIMIT_NPROC", "processes", None,
             "processes and threads of the user: 1024 more than the user runs when the engine starts (Linux; a "
             "fork bomb stops there; the kernel does not apply it to root)"),
    Resource("file-size", "RLIMIT_FSIZE", "bytes", GIB, "the largest file the engine may write: 1 GiB"),
    Resource("core", "RLIMIT_CORE", "bytes", 0, "core files: none (a crashing engine leaves no core in the folder)"),
)
"""The limits an engine runs under, by ``--engine-limit`` name, with their defaults."""
BY_NAME = {r.name: r for r in RESOURCES}

CPU_GRACE = 10
"""Seconds between the CPU limit's SIGXCPU and the kernel's SIGKILL (for an engine that
ignores the first)."""
PROCESSES_MORE = 1024

_SUFFIX = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40}


def parse_limit(given: str) -> tuple[str, int | None]:
    """``NAME=VALUE`` of ``--engine-limit``: the name and the value (None: ``none``, no
    limit). A size takes K, M, G or T (powers of 1024); raises ``ValueError``, saying why."""
    name, has_value, value = given.partition("=")
    resource = BY_NAME.get(name.strip())
    if resource is None or not has_value:
        names = ", ".join(BY_NAME)
        raise ValueError(f"--engine-limit {given!r}: give NAME=VALUE, NAME one of {names}")
    text = value.strip().lower()
    if text in ("none", "unlimited"):
        return resource.name, None
    match = re.fullmatch(r"(\d{1,15})\s*([kmgt]?)(?:i?b)?", text)
    if match is None or (match[2] and resource.unit != "bytes"):
        unit = "a size in bytes (K, M, G, T allowed)" if resource.unit == "bytes" else f"a whole number of {resource.unit}"
        raise ValueError(f"--engine-limit {given!r}: the value must be {unit}, or none")
    return resource.name, int(match[1]) * _SUFFIX[match[2]]


def _user_tasks() -> int | None:
    """How many processes and threads this user runs now (Linux, from ``/proc``)."""
    uid, count = os.getuid(), 0
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    for entry in entries:
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/status", "rb") as stream:
                status = stream.read(4096)
        except OSError:
            continue
        uid_line = re.search(rb"^Uid:\s+(\d+)", status, re.M)
        threads = re.search(rb"^Threads:\s+(\d+)", status, re.M)
        if uid_line and int(uid_line[1]) == uid:
            count += int(threads[1]) if threads else 1
    return count


def settings(overrides: Sequence[tuple[str, int | None]] = ()) -> list[tuple[int, int]]:
    """The ``(resource, value)`` pairs to set in the engine's process: the defaults, less or
    changed by ``overrides`` (None: not limited). Empty where ``resource`` does not exist."""
    try:
        import resource as R
    except ImportError:  # Windows
        return []
    chosen: dict[str, int | None] = {r.name: r.default for r in RESOURCES}
    if sys.platform.startswith("linux") and "processes" not in dict(overrides):
        tasks = _user_tasks()
        chosen["processes"] = None if tasks is None else tasks + PROCESSES_MORE
    chosen.update(overrides)
    found = []
    for r in RESOURCES:
        value = chosen[r.name]
        if value is not None and hasattr(R, r.rlimit):
            found.append((getattr(R, r.rlimit), value))
    return found


def limiter(pairs: Sequence[tuple[int, int]]) -> Callable[[], None] | None:
    """What the engine's process runs between ``fork`` and ``exec``: it lowers each limit
    (soft and hard, so that the engine cannot raise it again; never above the hard limit it
    inherited). None when there is nothing to set."""
    if not pairs:
        return None
    import resource as R

    def lower() -> None:
        # Runs in the child of a possibly threaded process: it only calls getrlimit and
        # setrlimit, which take no lock (glibc resets its malloc locks in a forked child).
        for which, value in pairs:
            _, hard = R.getrlimit(which)
            top = value + CPU_GRACE if which == R.RLIMIT_CPU else value
            if hard != R.RLIM_INFINITY:
                value, top = min(value, hard), min(top, hard)
            R.setrlimit(which, (value, top))

    return lower


SIGNALS = {"SIGXCPU": "cpu", "SIGXFSZ": "file-size"}
"""The signals the kernel sends a process over one of its limits, and the limit's name."""


def signal_note(signum: int, overrides: Sequence[tuple[str, int | None]] = ()) -> str:
    """The signal's name, and for one of ``SIGNALS`` the limit it means: ``SIGXCPU: over its
    CPU time limit, --engine-limit cpu=3600``."""
    import signal as S

    try:
        name = S.Signals(signum).name
    except ValueError:
        return f"signal {signum}"
    limit = SIGNALS.get(name)
    if limit is None:
        return name
    value = dict((r.name, r.default) for r in RESOURCES) | dict(overrides)
    what = "CPU time" if limit == "cpu" else "file size"
    return f"{name}: over its {what} limit, --engine-limit {limit}={value[limit]}"
