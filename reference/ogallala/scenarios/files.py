"""Feature files a user names (``--features``), read as untrusted input.

A folder of feature files may come from anywhere (a bug report unpacked, an engine's
repository): a FIFO named ``x.feature`` would block a plain ``open`` for ever, a symbolic
link would read a file outside the folder, and a table of a few megabytes costs gigabytes
once every row is rendered. So a folder is walked without following any link in it (a link
named ``*.feature`` or leading to a folder is refused, saying so), only regular files are
opened (``O_NONBLOCK``, checked with ``fstat`` before anything is read), and a file is
refused, before it costs memory, beyond ``FEATURE_MAX`` bytes, ``ROWS_MAX`` table rows or
``CELLS_MAX`` cells (counted in its text before it is parsed) and, once parsed, beyond
``RENDERED_MAX`` characters of steps rendered for all its rows (checked before rendering).

A path named on the command line itself is followed if it is a link: the user chose it.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

FEATURE_MAX = 1 << 20
"""The largest feature file read, in bytes (the suite's largest is 54 kB)."""
TOTAL_MAX = 16 << 20
"""The most bytes of feature files read for one command, all files together."""
ROWS_MAX = 5000
"""The most table rows (Examples and step tables) of one feature file (the suite's most: 165)."""
CELLS_MAX = 50_000
"""The most table cells of one feature file (the suite's most: about 1200)."""
RENDERED_MAX = 4 << 20
"""The most characters of steps one feature file renders, every Examples row counted (the
suite's most: about 27000)."""


class FeatureError(ValueError):
    """A feature file given on the command line that cannot be run: the message starts with
    ``file:line:`` (or ``file:`` when no line is to blame)."""


def feature_paths(given: str) -> tuple[list[Path], Path, bool]:
    """The feature files ``given`` names: (files, the folder their names are relative to,
    whether they were found in a folder, and so must be regular files, not links)."""
    path = Path(given)
    try:
        mode = os.stat(path).st_mode  # the path named is followed: the user chose it
    except FileNotFoundError:
        raise FeatureError(f"{given}: no such file or folder") from None
    except (OSError, ValueError) as error:
        raise FeatureError(f"{given}: cannot be read: {getattr(error, 'strerror', None) or error}") from None
    if stat.S_ISDIR(mode):
        files = _walk(path)
        if not files:
            raise FeatureError(f"{given}: no .feature file in this folder")
        return files, path, True
    if not stat.S_ISREG(mode):
        raise FeatureError(f"{given}: not a regular file (a FIFO, a device or a socket is not read)")
    return [path], path.parent, False


def _walk(root: Path) -> list[Path]:
    """Every ``*.feature`` regular file below ``root``, sorted, no link followed; a link that
    would matter (named ``*.feature``, or leading to a folder) or a ``*.feature`` that is no
    regular file is refused."""
    found: list[Path] = []
    folders = [root]
    while folders:
        folder = folders.pop()
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as error:
            raise FeatureError(f"{folder}: cannot be read: {error.strerror or error}") from None
        for entry in entries:
            path = Path(entry.path)
            if entry.is_symlink():
                if entry.name.endswith(".feature") or _leads_to_folder(path):
                    raise FeatureError(f"{path}: is a symbolic link, and links in a --features folder are not "
                                       "followed (name the file or folder it leads to instead)")
            elif entry.is_dir(follow_symlinks=False):
                folders.append(path)
            elif entry.name.endswith(".feature"):
                if not entry.is_file(follow_symlinks=False):
                    raise FeatureError(f"{path}: not a regular file (a FIFO, a device or a socket is not read)")
                found.append(path)
    return sorted(found)


def _leads_to_folder(path: Path) -> bool:
    try:
        return stat.S_ISDIR(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def read_feature(path: Path, in_folder: bool) -> str:
    """The text of the feature file at ``path``, read within the bounds; a file found in a
    folder (``in_folder``) is not read through a link."""
    flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0) | (getattr(os, "O_NOFOLLOW", 0) if in_folder else 0)
    try:
        fd = os.open(path, flags)
    except (OSError, ValueError) as error:
        raise FeatureError(f"{path}: cannot be read: {getattr(error, 'strerror', None) or error}") from None
    with os.fdopen(fd, "rb") as stream:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FeatureError(f"{path}: not a regular file (a FIFO, a device or a socket is not read)")
        if info.st_size > FEATURE_MAX:
            raise FeatureError(f"{path}: {info.st_size} bytes; a feature file may hold at most {FEATURE_MAX} bytes")
        data = stream.read(FEATURE_MAX + 1)
    if len(data) > FEATURE_MAX:
        raise FeatureError(f"{path}: a feature file may hold at most {FEATURE_MAX} bytes")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FeatureError(f"{path}: not UTF-8 text (byte {error.start + 1})") from None
    check_tables(text, str(path))
    return text


def check_tables(text: str, where: str) -> None:
    """Refuse a text with more than ``ROWS_MAX`` table rows or ``CELLS_MAX`` cells, naming
    the line where the bound is passed."""
    rows = cells = 0
    for number, line in enumerate(text.splitlines(), 1):
        if not line.lstrip().startswith("|"):
            continue
        rows += 1
        cells += max(0, line.count("|") - 1)
        if rows > ROWS_MAX:
            raise FeatureError(f"{where}:{number}: more than {ROWS_MAX} table rows in one feature file")
        if cells > CELLS_MAX:
            raise FeatureError(f"{where}:{number}: more than {CELLS_MAX} table cells in one feature file")
