"""What the cache tests plant, and how they tell that nothing around the cache changed.

A *victim* is a folder beside the cache holding files and folders of its own; a planted
cache points links at it. ``listing`` describes a tree entry by entry (type, mode, link
target, a digest of the content) without following a link or opening a FIFO, so that
comparing it before and after a command shows any file made, removed, changed or
re-linked. A *payload* is a pickle that, when unpickled, creates the marker file: if the
marker ever exists, something loaded a pickle from the cache.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import stat
from pathlib import Path

OLD_NAMES = ("toml.json", "scenarios.json", "lark-parser.pickle", "last-failed.json", "predictions.json")
"""The file names the cache used before it moved out of the working folder."""


def listing(root: Path, skip: Path | None = None) -> dict[str, tuple[object, ...]]:
    """Every entry under ``root`` (``root`` itself too), by relative path: its type and mode,
    a link's target, a regular file's size and SHA-256. Entries under ``skip`` are left out
    (the cache folder, which a command may change). Links are not followed, FIFOs and
    devices not opened."""
    found: dict[str, tuple[object, ...]] = {}

    def visit(path: Path) -> None:
        if skip is not None and path == skip:
            return
        info = os.lstat(path)
        name = str(path.relative_to(root))
        mode = stat.S_IMODE(info.st_mode)
        if stat.S_ISLNK(info.st_mode):
            found[name] = ("link", os.readlink(path))
        elif stat.S_ISREG(info.st_mode):
            found[name] = ("file", mode, info.st_size, hashlib.sha256(path.read_bytes()).hexdigest())
        elif stat.S_ISDIR(info.st_mode):
            found[name] = ("folder", mode)
            for child in sorted(os.listdir(path)):
                visit(path / child)
        else:
            found[name] = ("other", stat.S_IFMT(info.st_mode), mode)

    visit(root)
    return found


class Payload:
    """Unpickled, it creates the file ``marker`` (``open(marker, "w")``)."""

    def __init__(self, marker: Path) -> None:
        self.marker = str(marker)

    def __reduce__(self) -> tuple[object, ...]:
        return (open, (self.marker, "w"))


def payload(marker: Path) -> bytes:
    """A pickle that creates ``marker`` when loaded, after a first line as Lark's cache file
    has (Lark read the pickle after that line before it checked anything)."""
    return b"0" * 64 + b"\n" + pickle.dumps(Payload(marker), protocol=2)


def make_victim(folder: Path) -> Path:
    """A folder of files and folders that a cache must never touch."""
    folder.mkdir(parents=True)
    (folder / "keep.txt").write_text("the user's own file\n", encoding="utf-8")
    for sub in ("project", "notes", "0123456789abcdef01234567"):
        (folder / sub).mkdir()
        (folder / sub / "file.txt").write_text(f"inside {sub}\n", encoding="utf-8")
    return folder
