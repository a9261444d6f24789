"""The findings store: every shrunk scenario a campaign wrote, kept with its seed and its
cause, so that the next campaign replays them first and says which are fixed and which
remain.

Modelled on Hypothesis' example database: a folder of small files, one per finding, that
several processes and machines may share (a team's network folder, a CI matrix's cache):
each file is written whole and renamed into place, so a reader never sees half of one;
two campaigns that find the same cause write the same file name, and the last one stays.
The default folder is ``fuzz/`` in the cache folder (``util.cached``); ``--store DIR``
gives another.

A store is data from elsewhere, and is read as untrusted: no link is followed (neither the
folder, nor a file in it), a file larger than ``ENTRY_MAX`` or not a valid entry is passed
over with a note, and an entry's scenario is only ever parsed by the suite's loader and
played by the engines, never run as code.

    <store>/<edition>/<digest of the cause, options and readings>.json
"""

from __future__ import annotations

import hashlib
import json
import os
import secrets
import stat
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError

from ..util import cached
from ..util.clean import clean
from ..util.errors import UserError
from ..util.frozen import Frozen

ENTRY_MAX = 1 << 20
"""Largest entry file read, in bytes (a scenario is a few kilobytes)."""
ENTRIES_MAX = 10_000
"""Most entries read from one edition's folder."""
FORMAT = 1


class Entry(Frozen):
    """One finding as the store keeps it."""

    kind: Literal["ogallala-fuzz-finding"] = "ogallala-fuzz-finding"
    format: Literal[1] = 1
    edition: str = Field(max_length=40)
    options: tuple[str, ...] = Field(default=(), max_length=20)
    readings: dict[str, str] = Field(default={}, max_length=200)
    cause: str = Field(max_length=1000)
    """What the difference is about (``cause.cause``)."""
    topic: str = Field(max_length=200)
    id: str = Field(max_length=100)
    """The scenario's id (``fuzz_`` and ten hex digits)."""
    seed: int
    """The seed of the game that found it (``--seed`` and the game number give it too)."""
    game: int
    """The game's number in its campaign (0 for the first)."""
    campaign_seed: int
    """The campaign's ``--seed``."""
    policy: str = Field(max_length=40)
    scenario: str = Field(max_length=ENTRY_MAX)
    """The feature file, as written (docs/fuzzing.md)."""
    engine: str = Field(default="", max_length=300)
    """The engine it was found against (its hello's name and version), for people."""


def default_folder() -> Path | None:
    """``fuzz/`` in the cache folder (which ``util.cached`` has checked: the user's own, not
    a link, written by no one else), or None when there is no cache folder to use (turned
    off, or refused): the campaign then keeps nothing."""
    found = cached.folder()
    return None if found is None else Path(found.path) / "fuzz"


@dataclass
class Store:
    """A findings folder (``root``); ``notes`` collects what was passed over and why."""

    root: Path
    notes: list[str] = field(default_factory=list)

    def _folder(self, edition: str, create: bool) -> Path | None:
        """The edition's folder, if it is a real folder (not a link); made if ``create``."""
        path = self.root
        for part in (None, edition):
            if part is not None:
                path = path / part
            try:
                info = os.lstat(path)
            except FileNotFoundError:
                if not create:
                    return None
                try:
                    os.mkdir(path, 0o755)
                except OSError as error:
                    self.notes.append(f"store {self.root}: cannot make {path}: {error.strerror or error}")
                    return None
                continue
            except OSError as error:
                self.notes.append(f"store {self.root}: cannot read {path}: {error.strerror or error}")
                return None
            if not stat.S_ISDIR(info.st_mode):
                what = "a link" if stat.S_ISLNK(info.st_mode) else "not a folder"
                self.notes.append(f"store {self.root}: {path} is {what}; it is not followed")
                return None
        return path

    def entries(self, edition: str, options: Sequence[str], readings: Mapping[str, str]) -> list[Entry]:
        """The findings kept for this edition, options and readings, in a stable order."""
        folder = self._folder(edition, create=False)
        if folder is None:
            return []
        found: list[Entry] = []
        try:
            names = sorted(e.name for e in os.scandir(folder) if e.name.endswith(".json"))
        except OSError as error:
            self.notes.append(f"store {self.root}: cannot read {folder}: {error.strerror or error}")
            return []
        for name in names[:ENTRIES_MAX]:
            entry = self._read(folder / name)
            if entry is not None and entry.edition == edition and sorted(entry.options) == sorted(options) \
                    and entry.readings == dict(readings):
                found.append(entry)
        return found

    def _read(self, path: Path) -> Entry | None:
        try:
            fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
        except OSError as error:
            self.notes.append(f"store: {clean(str(path), 200)} passed over: {error.strerror or error}")
            return None
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode) or info.st_size > ENTRY_MAX:
                self.notes.append(f"store: {clean(str(path), 200)} passed over: not a file of at most {ENTRY_MAX} bytes")
                return None
            with os.fdopen(fd, "rb", closefd=False) as handle:
                data = handle.read(ENTRY_MAX + 1)
        finally:
            os.close(fd)
        try:
            return Entry.model_validate_json(data)
        except ValidationError as error:
            self.notes.append(f"store: {clean(str(path), 200)} passed over: not a finding "
                              f"({clean(str(error.errors(include_url=False)[0].get('msg', '')), 120)})")
            return None

    def keep(self, entry: Entry) -> Path | None:
        """Write ``entry`` (replacing the one of the same cause); where, or None if it could not."""
        folder = self._folder(entry.edition, create=True)
        if folder is None:
            return None
        key = json.dumps([entry.cause, sorted(entry.options), sorted(entry.readings.items())])
        path = folder / f"{hashlib.sha256(key.encode()).hexdigest()[:20]}.json"
        temporary = folder / f".{path.stem}.{os.getpid()}.{secrets.token_hex(4)}.tmp"
        try:
            fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(entry.model_dump_json(indent=2) + "\n")
            os.replace(temporary, path)  # a link at ``path`` is replaced, not followed
        except OSError as error:
            self.notes.append(f"store {self.root}: cannot write {path.name}: {error.strerror or error}")
            try:
                os.unlink(temporary)
            except OSError:
                pass
            return None
        return path


def open_store(given: str | None) -> Store | None:
    """The store of ``--store DIR``, or the default one (None without a cache folder); a given
    path that is a link or not a folder is a clear error (exit 2)."""
    if given is None:
        folder = default_folder()
        return None if folder is None else Store(folder)
    path = Path(given)
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        if not path.parent.is_dir() if str(path.parent) else False:
            raise UserError(f"--store {given}: the folder {path.parent} does not exist", 2) from None
        return Store(path)
    except OSError as error:
        raise UserError(f"--store {given}: {error.strerror or error}", 2) from None
    if stat.S_ISLNK(info.st_mode):
        raise UserError(f"--store {given}: is a link; a store is never reached through a link (give its target)", 2)
    if not stat.S_ISDIR(info.st_mode):
        raise UserError(f"--store {given}: is not a folder", 2)
    return Store(path)
