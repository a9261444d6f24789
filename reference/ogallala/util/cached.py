"""The cache folder: what commands keep between them, and the only code that touches it.

Every ``ogallala`` command reads the rule topics and rulings (about ninety TOML files), many
read the feature files and parse positions, and parsing them costs more than most commands
do otherwise; so the parsed data is kept, as JSON, in the cache folder, beside each source
file's size and modification time (``stamp``): a file that changed is parsed anew.

Where. The user's cache folder (``platformdirs``: ``$XDG_CACHE_HOME/ogallala``, usually
``~/.cache/ogallala``, on Linux), or ``$OGALLALA_CACHE_DIR``; never the folder a command runs
in, which may be a cloned repository or an unpacked bug report holding anything at all
(issue 22: a ``.ogallala/`` planted there could delete, overwrite and run code).
``OGALLALA_NO_CACHE=1`` turns the cache off.

Trust. The folder is made with mode 0700. One that is a symbolic link, belongs to another
user or may be written by others is not used: the command says so once on stderr and runs
without a cache. The folder is opened once (a directory descriptor, ``Folder``) and every
operation inside it is relative to that descriptor and refuses links: a file is opened with
``O_NOFOLLOW`` and ``O_NONBLOCK`` (a FIFO never blocks), read only when it is a regular file
of one link and at most ``READ_MAX`` bytes; a file is written under a fresh temporary name
(``O_CREAT|O_EXCL|O_NOFOLLOW``) and then renamed over its name, so a link planted at the name
is replaced, never written through; a subfolder is opened with ``O_NOFOLLOW`` too; cleaning
removes only names this code makes (``Folder.clean``) and never enters a link. Nothing kept
is code: JSON only (the parser's tables too, ``notation/lalr.py``), read by parsers that
build data, checked again by whoever reads it.

A cache that cannot be used (absent, unwritable, planted, refused) costs time, never
correctness: every read that fails is a miss, every write that fails is passed over.
"""

from __future__ import annotations

import atexit
import json
import os
import re
import stat
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from .clean import clean_line

FOLDER_VARIABLE = "OGALLALA_CACHE_DIR"
"""The environment variable that names the cache folder (instead of the user's)."""

OFF_VARIABLE = "OGALLALA_NO_CACHE"
"""The environment variable that, set to anything but ``""`` or ``0``, turns the cache off."""

READ_MAX = 64 << 20
"""The largest file read from the cache, in bytes (the parsed features take about 2 MiB)."""

NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,127}")
"""A name this module reads, writes or makes: one plain name, never a path."""

TEMPORARY = re.compile(r"\.[A-Za-z0-9][A-Za-z0-9_.-]{0,127}\.[0-9]+\.[0-9a-f]{16}\.tmp")
"""The temporary name a file is written under before it is renamed (``Folder.write``)."""

_DIRECTORY = (os.O_RDONLY | os.O_CLOEXEC | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NOFOLLOW", 0)
              | getattr(os, "O_NONBLOCK", 0))
_READ = os.O_RDONLY | os.O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
_WRITE = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC | getattr(os, "O_NOFOLLOW", 0)

SAFE = (hasattr(os, "O_NOFOLLOW") and hasattr(os, "O_DIRECTORY") and hasattr(os, "geteuid")
        and {os.open, os.mkdir, os.rename, os.unlink, os.rmdir} <= os.supports_dir_fd and os.scandir in os.supports_fd)
"""Whether this system offers what the cache needs to refuse links (a system without it runs
without a cache)."""


def _untrusted(info: os.stat_result) -> str | None:
    """Why a folder with this status is not to be trusted, or None."""
    if info.st_uid != os.geteuid():
        return f"it belongs to another user (uid {info.st_uid})"
    if info.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return f"others may write to it (mode {stat.S_IMODE(info.st_mode):04o})"
    return None


class Folder:
    """A folder of the cache, open as a directory descriptor: every name is relative to it,
    so a link swapped in anywhere along its path later changes nothing."""

    def __init__(self, fd: int, path: str) -> None:
        self.fd = fd
        self.path = path
        """Where it was opened (for messages and tests; never opened again by path)."""
        self._children: list[Folder] = []

    def close(self) -> None:
        """Close this folder and the subfolders opened through it; each reads and writes
        nothing from then on."""
        for child in self._children:
            child.close()
        self._children.clear()
        if self.fd >= 0:
            fd, self.fd = self.fd, -1
            os.close(fd)

    def read(self, name: str, limit: int = READ_MAX) -> bytes | None:
        """The bytes of the regular file ``name``, or None: absent, a link, a FIFO, a folder,
        a device, a file of several links (a hard link to a file elsewhere), longer than
        ``limit``, or unreadable."""
        if self.fd < 0 or not NAME.fullmatch(name):
            return None
        try:
            fd = os.open(name, _READ, dir_fd=self.fd)
        except OSError:
            return None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_nlink != 1 or info.st_size > limit:
                return None
            chunks: list[bytes] = []
            size = 0
            while size <= limit:
                chunk = os.read(fd, min(limit + 1 - size, max(info.st_size + 1 - size, 1 << 16)))
                if not chunk:
                    return b"".join(chunks)
                chunks.append(chunk)
                size += len(chunk)
            return None  # it grew past the limit while being read
        except OSError:
            return None
        finally:
            os.close(fd)

    def read_json(self, name: str, limit: int = READ_MAX) -> Any:
        """The JSON kept at ``name``, or None if there is none that can be read (read by
        pydantic-core's parser: it takes half the time of ``json.loads`` on the features' data,
        and refuses nesting too deep rather than overflowing the stack)."""
        from pydantic_core import from_json

        data = self.read(name, limit)
        if data is None:
            return None
        try:
            return from_json(data)
        except ValueError:
            return None

    def write(self, name: str, data: bytes) -> bool:
        """Keep ``data`` as the file ``name``: written whole under a fresh temporary name, then
        renamed over ``name`` (a reader never sees half a file; whatever stood at ``name``, a
        link among others, is replaced, not written through). False if it could not be."""
        if self.fd < 0 or not NAME.fullmatch(name):
            return False
        temporary = f".{name}.{os.getpid()}.{os.urandom(8).hex()}.tmp"
        try:
            fd = os.open(temporary, _WRITE, 0o600, dir_fd=self.fd)
        except OSError:
            return False
        try:
            with os.fdopen(fd, "wb") as stream:
                stream.write(data)
            os.replace(temporary, name, src_dir_fd=self.fd, dst_dir_fd=self.fd)
            return True
        except OSError:
            try:
                os.unlink(temporary, dir_fd=self.fd)
            except OSError:
                pass
            return False

    def write_json(self, name: str, data: Any, indent: int | None = None) -> bool:
        """Keep ``data`` as JSON at ``name`` (``write``); False if it could not be."""
        try:
            text = json.dumps(data, indent=indent)
        except (TypeError, ValueError):
            return False
        return self.write(name, text.encode("utf-8"))

    def folder(self, name: str, make: bool = False) -> Folder | None:
        """The subfolder ``name`` (made with mode 0700 if ``make``), or None: absent, a link,
        not a folder, or one this user does not alone own."""
        if self.fd < 0 or not NAME.fullmatch(name):
            return None
        if make:
            try:
                os.mkdir(name, 0o700, dir_fd=self.fd)
            except FileExistsError:
                pass
            except OSError:
                return None
        try:
            fd = os.open(name, _DIRECTORY, dir_fd=self.fd)
        except OSError:
            return None
        try:
            if _untrusted(os.fstat(fd)) is None:
                child = Folder(fd, os.path.join(self.path, name))
                self._children.append(child)
                return child
        except OSError:
            pass
        os.close(fd)
        return None

    def clean(self, keep: str, folders: re.Pattern[str], files: re.Pattern[str]) -> None:
        """Remove the subfolders whose names match ``folders`` (all but ``keep``): in each, the
        files whose names match ``files`` and the temporary files, then the subfolder if that
        emptied it. Nothing else is removed, no link is followed (a subfolder is opened with
        ``O_NOFOLLOW``; a link inside is removed as a link, its target untouched), nothing is
        entered that this code did not make."""
        if self.fd < 0:
            return
        try:
            entries = [e.name for e in os.scandir(self.fd) if e.name != keep and folders.fullmatch(e.name)
                       and e.is_dir(follow_symlinks=False)]
        except OSError:
            return
        for name in entries:
            sub = self.folder(name)
            if sub is None:
                continue
            try:
                inner = [e.name for e in os.scandir(sub.fd) if (files.fullmatch(e.name) or TEMPORARY.fullmatch(e.name))
                         and not e.is_dir(follow_symlinks=False)]
                for file in inner:
                    os.unlink(file, dir_fd=sub.fd)
            except OSError:
                pass
            finally:
                sub.close()
                self._children.remove(sub)
            try:
                os.rmdir(name, dir_fd=self.fd)
            except OSError:
                pass  # something this code did not make is left in it: so is the folder


# -- the folder of this process ----------------------------------------------------------------

_OPEN: list[tuple[tuple[str, str], Folder | None]] = []
"""The folder of this process, with the values of the variables it was found under."""
_SAID: set[str] = set()
SAY: list[Callable[[str], None]] = []
"""Where the line that refuses a folder goes, if not to stderr (the pytest plugin puts it in
its section of the report, where pytest's capture does not hide it)."""


def user_folder() -> str:
    """The user's cache folder for ``ogallala`` (``platformdirs``)."""
    import platformdirs

    return str(platformdirs.user_cache_dir("ogallala", appauthor=False))


def _refuse(path: str, why: str) -> None:
    """Say once that the folder at ``path`` is not used, and why."""
    if path in _SAID:
        return
    _SAID.add(path)
    line = f"ogallala: the cache folder {clean_line(path, 300)} is not used: {why}; the command runs without a cache"
    if SAY:
        SAY[0](line)
    else:
        print(line, file=sys.stderr, flush=True)


def _open(path: str) -> Folder | None:
    """The folder at ``path``, made if need be, or None (said on stderr when it is there but
    cannot be trusted)."""
    try:
        os.mkdir(path, 0o700)
    except FileNotFoundError:
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            os.mkdir(path, 0o700)
        except OSError:
            return None
    except OSError:
        pass  # there already, or not to be made here: opening it tells which
    try:
        fd = os.open(path, _DIRECTORY)
    except OSError:
        try:
            info = os.lstat(path)
        except OSError:
            return None
        if stat.S_ISLNK(info.st_mode):
            _refuse(path, "it is a symbolic link")
        elif not stat.S_ISDIR(info.st_mode):
            _refuse(path, "it is not a folder")
        return None
    try:
        why = _untrusted(os.fstat(fd))
    except OSError as error:
        why = f"it cannot be examined ({error.strerror})"
    if why is not None:
        os.close(fd)
        _refuse(path, why)
        return None
    return Folder(fd, path)


def folder() -> Folder | None:
    """The cache folder of this process, opened and checked once (again when the variables
    that name it change), or None when there is none that can be used."""
    key = (os.environ.get(OFF_VARIABLE, ""), os.environ.get(FOLDER_VARIABLE, ""))
    if _OPEN and _OPEN[0][0] == key:
        return _OPEN[0][1]
    if _OPEN:
        previous = _OPEN.pop()[1]
        if previous is not None:
            previous.close()
    off, given = key
    found = None
    if off in ("", "0") and SAFE:
        try:
            found = _open(os.path.abspath(given or user_folder()))
        except (OSError, ValueError):  # a name too long, a NUL byte
            found = None
    _OPEN.append((key, found))
    return found


def stamp(path: Path) -> list[int]:
    """What tells a file changed: its size and modification time (nanoseconds)."""
    info = path.stat()
    return [info.st_size, info.st_mtime_ns]


# -- the TOML files ------------------------------------------------------------------------------


class _Toml:
    """The TOML files parsed so far: path -> (size, time, data)."""

    NAME = "toml.json"

    def __init__(self) -> None:
        here = folder()
        kept = here.read_json(self.NAME) if here is not None else None
        files = kept.get("files") if isinstance(kept, dict) and kept.get("python") == sys.version else None
        self.files: dict[str, list[Any]] = files if isinstance(files, dict) else {}
        self.changed = False
        atexit.register(self.save)

    def load(self, path: Path) -> dict[str, Any]:
        key = str(path.resolve())
        now = stamp(path)
        found = self.files.get(key)
        if isinstance(found, list) and len(found) == 3 and found[:2] == now and isinstance(found[2], dict):
            return found[2]
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        try:
            json.dumps(data)
        except (TypeError, ValueError):
            return data  # dates and times do not survive JSON: such a file is parsed each time
        self.files[key] = [*now, data]
        self.changed = True
        return data

    def save(self) -> None:
        here = folder()
        if self.changed and here is not None:
            here.write_json(self.NAME, {"python": sys.version, "files": self.files})
            self.changed = False


_TOML: list[_Toml] = []


def toml(path: Path) -> dict[str, Any]:
    """The TOML file's data (``tomllib.loads``), from the cache where the file is unchanged.
    The caller must not change it: it may be shared with the next caller."""
    if not _TOML:
        _TOML.append(_Toml())
    return _TOML[0].load(path)
