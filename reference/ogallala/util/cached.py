"""Data files parsed once and kept between commands, in the cache folder.

Every ``ogallala`` command reads the rule topics and rulings (about ninety TOML files) and
many read the feature files; parsing them costs more than most commands do otherwise. The
parsed data is kept as JSON in ``.ogallala/`` of the folder the command runs in (as
``ogallala conformance --last-failed`` keeps its list), or in ``$OGALLALA_CACHE_DIR``, with
each file's size and modification time: a file that changed is parsed anew. A cache that
cannot be read or written is passed over, never an error.
"""

from __future__ import annotations

import atexit
import json
import os
import sys
import tomllib
from pathlib import Path
from typing import Any


def folder() -> Path:
    return Path(os.environ.get("OGALLALA_CACHE_DIR") or ".ogallala")


def stamp(path: Path) -> list[int]:
    """What tells a file changed: its size and modification time (nanoseconds)."""
    info = path.stat()
    return [info.st_size, info.st_mtime_ns]


def read_json(path: Path) -> Any:
    """The JSON kept at ``path``, or ``None`` if there is none that can be read (read by
    pydantic-core's parser: it takes half the time of ``json.loads`` on the features' data)."""
    from pydantic_core import from_json

    try:
        return from_json(path.read_bytes())
    except (OSError, ValueError):
        return None


def write_json(path: Path, data: Any) -> None:
    """Keep ``data`` at ``path`` (written whole, then renamed, so no reader sees half)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f"{path.name}.{os.getpid()}")
        temporary.write_text(json.dumps(data), encoding="utf-8")
        os.replace(temporary, path)
    except (OSError, TypeError, ValueError):
        pass


class _Toml:
    """The TOML files parsed so far: path -> (size, time, data)."""

    def __init__(self) -> None:
        self.path = folder() / "toml.json"
        kept = read_json(self.path)
        valid = isinstance(kept, dict) and kept.get("python") == sys.version
        self.files: dict[str, list[Any]] = kept["files"] if valid and isinstance(kept.get("files"), dict) else {}
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
        if self.changed:
            write_json(self.path, {"python": sys.version, "files": self.files})
            self.changed = False


_TOML: list[_Toml] = []


def toml(path: Path) -> dict[str, Any]:
    """The TOML file's data (``tomllib.loads``), from the cache where the file is unchanged.
    The caller must not change it: it may be shared with the next caller."""
    if not _TOML:
        _TOML.append(_Toml())
    return _TOML[0].load(path)
