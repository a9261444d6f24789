"""The cache folder the tests run with: a fresh one per session, or one the tool cannot use.

``OGALLALA_TEST_CACHE`` chooses (``tests/conftest.py`` reads it once per session):

- ``session`` (the default): an empty folder made for the session, removed at its end; the
  tests never touch the user's own cache folder;
- ``off``: no cache at all (``OGALLALA_NO_CACHE=1``);
- ``absent``: ``OGALLALA_CACHE_DIR`` names a folder that cannot be made (under a file);
- ``read-only``: a folder filled by a few commands, then made read-only (mode 0500, its
  files 0400). Permissions do not bind root: run as root, the tool may still write there,
  and ``tests/test_cache.py`` checks a truly read-only folder (a read-only bind mount);
- ``planted``: a folder laid out as an attacker would (``plant``): links to a victim
  folder and file at every name, a FIFO, a pickle that would create a marker file, a
  folder where a file belongs. At the end of the session ``harmed`` says whether anything
  outside it changed or the pickle ran, and the session fails if so.

Whatever the mode, every test must pass: a cache the tool cannot use costs time, never
correctness. (The tests of the cache itself make cache folders of their own.)
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from planting import OLD_NAMES, listing, make_victim, payload

MODES = ("session", "off", "absent", "read-only", "planted")
VARIABLE = "OGALLALA_TEST_CACHE"

NAMES = ("toml.json", "scenarios.json", "lark-tables.json", "predictions.json", "isolation.json")
"""The files the tool keeps at the top of its cache folder (besides ``last-failed-*.json``
and the folder ``positions``)."""


def warm(cache: Path) -> None:
    """Fill ``cache`` as a user's first commands do: the spec, the features, the parser's
    tables, some positions and actions."""
    env = {**os.environ, "OGALLALA_CACHE_DIR": str(cache)}
    env.pop("OGALLALA_NO_CACHE", None)
    for argv in (["conformance", "-k", "attack_chained_by_edition"], ["spec", "--check"]):
        subprocess.run([sys.executable, "-m", "ogallala", *argv], env=env, capture_output=True, timeout=600)


def read_only(folder: Path) -> None:
    """Take away every write permission under ``folder`` (files 0400, folders 0500)."""
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o500 if path.is_dir() else 0o400)


def writable(folder: Path) -> None:
    """Undo ``read_only`` (so that the folder can be removed)."""
    for path in [folder, *folder.rglob("*")]:
        if not path.is_symlink():
            path.chmod(0o700 if path.is_dir() else 0o600)


def plant(cache: Path, root: Path) -> None:
    """``cache`` as an attacker would lay it out, aiming at ``root/victim`` and
    ``root/victim.txt``; the pickles create ``root/PAYLOAD-RAN`` if ever loaded."""
    victim = make_victim(root / "victim")
    (root / "victim.txt").write_text("a file the user can write\n", encoding="utf-8")
    cache.mkdir(mode=0o700)
    (cache / "positions").symlink_to(victim, target_is_directory=True)
    (cache / "toml.json").symlink_to(root / "victim.txt")
    os.mkfifo(cache / "scenarios.json")
    (cache / "lark-tables.json").write_bytes(payload(root / "PAYLOAD-RAN"))
    (cache / "predictions.json").mkdir()
    for name in OLD_NAMES:
        if not (cache / name).exists():
            (cache / name).write_bytes(payload(root / "PAYLOAD-RAN"))
    for i in range(4):
        (cache / f"last-failed-{i:032x}.json").symlink_to(root / "victim.txt")


def around(root: Path, cache: Path) -> dict[str, tuple[object, ...]]:
    return listing(root, skip=cache)


def harmed(root: Path, cache: Path, before: dict[str, tuple[object, ...]]) -> list[str]:
    """What a planted session changed outside its cache folder, and whether a pickle ran."""
    problems = []
    if (root / "PAYLOAD-RAN").exists():
        problems.append("a pickle planted in the cache was loaded")
    after = around(root, cache)
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))
    if changed:
        problems.append(f"changed outside the cache: {', '.join(changed[:10])}")
    return problems


def environment(mode: str, root: Path) -> dict[str, str]:
    """The variables that give the tool the cache of ``mode``, its folders made under
    ``root`` (an empty folder of the caller's)."""
    cache = root / "cache"
    if mode == "session":
        cache.mkdir(mode=0o700)
        return {"OGALLALA_CACHE_DIR": str(cache)}
    if mode == "off":
        return {"OGALLALA_CACHE_DIR": str(cache), "OGALLALA_NO_CACHE": "1"}
    if mode == "absent":
        (root / "a-file").write_text("not a folder\n", encoding="utf-8")
        return {"OGALLALA_CACHE_DIR": str(root / "a-file" / "cache")}
    if mode == "read-only":
        warm(cache)
        read_only(cache)
        return {"OGALLALA_CACHE_DIR": str(cache)}
    if mode == "planted":
        plant(cache, root)
        return {"OGALLALA_CACHE_DIR": str(cache)}
    raise ValueError(f"{VARIABLE}={mode}: the modes are {', '.join(MODES)}")
