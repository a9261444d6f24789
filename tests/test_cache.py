"""The cache folder as an attacker would leave it (issue 22, findings 1 to 3): each command that
touches the cache (``check``, ``draw``, ``conformance`` and the pytest plugin), run as a user
runs it, in a process of its own, with the cache planted.

What it must show: nothing outside the cache is deleted, changed or created (a listing of the
victim folder, before and after), nothing planted runs (a pickle that would create a marker
file), a cache folder that cannot be trusted is passed over with one line on stderr, the old
``.ogallala/`` of the working folder is never read, and every command still gives the answer
it gives with a clean cache.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

import tiers

import cache_modes
from planting import OLD_NAMES, listing, make_victim, payload

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent
OGALLALA = str(BIN / "ogallala")
SELECTION = ("-k", "attack_chained_by_edition", "--ogallala-edition", "pelikan-1975")
"""Two short runs: the conformance command and the plugin play only them."""

COMMANDS = ("check", "draw", "conformance", "plugin")
"""The commands that touch the cache, and that the findings were shown with."""

COMMAND_CASES = [pytest.param(c, marks=tiers.full) if c == "plugin" else c for c in COMMANDS]
"""The same, the plugin's pytest session left to the full tier."""

CORE = (*COMMANDS, "spec")
"""The commands run under every cache the tool cannot use."""


def a_position() -> str:
    """A real position (the engine's own rendering of a game a few actions in)."""
    from ogallala.engine import apply, legal_actions, start
    from ogallala.notation import render_state

    state = start("amigo", ["North", "South"], seed=3)
    for _ in range(4):
        state, _events = apply(state, legal_actions(state)[0])
    return render_state(state)


@dataclass
class Place:
    """A scratch world: a working folder, a home, a victim folder and file, the marker."""

    root: Path

    @property
    def work(self) -> Path:
        return self.root / "work"

    @property
    def home(self) -> Path:
        return self.root / "home"

    @property
    def victim(self) -> Path:
        return self.root / "victim"

    @property
    def marker(self) -> Path:
        return self.root / "PAYLOAD-RAN"

    def env(self, cache: Path | None, variables: dict[str, str] | None = None) -> dict[str, str]:
        """The environment of a command: this one's, but a home of its own (so the user's
        cache folder is inside the scratch world) and, when given, ``cache`` as the folder
        (or the ``variables`` of a cache mode)."""
        env = {k: v for k, v in os.environ.items() if not k.startswith("OGALLALA_")}
        env.update(HOME=str(self.home), XDG_CACHE_HOME=str(self.home / ".cache"), COLUMNS="200")
        if cache is not None:
            env["OGALLALA_CACHE_DIR"] = str(cache)
        env.update(variables or {})
        return env


@pytest.fixture
def place(tmp_path: Path) -> Place:
    world = Place(tmp_path)
    world.work.mkdir()
    world.home.mkdir()
    make_victim(world.victim)
    (world.root / "victim.txt").write_text("a file the user can write\n", encoding="utf-8")
    (world.work / "position.txt").write_text(a_position(), encoding="utf-8")
    (world.work / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")  # the plugin's project
    return world


def run(command: str, place: Place, cache: Path | None, variables: dict[str, str] | None = None,
        before: tuple[str, ...] = ()) -> subprocess.CompletedProcess[str]:
    """``command`` as a user runs it, in the working folder (``before`` the words of a
    command to run it under)."""
    if command == "spec":
        argv = [OGALLALA, "spec", "--check"]
    elif command == "plugin":
        argv = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", "-q",
                "--ogallala-engine", "reference", *SELECTION]
    elif command == "conformance":
        argv = [OGALLALA, "conformance", *(a.replace("--ogallala-", "--") for a in SELECTION)]
    else:
        argv = [OGALLALA, command, "position.txt"]
    return subprocess.run([*before, *argv], cwd=place.work, env=place.env(cache, variables), capture_output=True, text=True,
                          timeout=300)


def answer(command: str, done: subprocess.CompletedProcess[str]) -> tuple[int, str]:
    """What a command answered, without what differs between two runs (the time taken): the
    exit code and, for the runs, the last line of the report (``2 passed in 1.9 s``)."""
    if command in ("plugin", "conformance"):
        last = done.stdout.splitlines()[-1] if done.stdout else ""
        return done.returncode, re.sub(r" in [0-9.]+ ?s\b.*", "", last)
    return done.returncode, done.stdout


_CLEAN: dict[str, tuple[int, str]] = {}


def clean_answer(command: str, tmp_path_factory: pytest.TempPathFactory) -> tuple[int, str]:
    """The answer with a clean, empty cache folder of its own."""
    if command not in _CLEAN:
        world = Place(tmp_path_factory.mktemp("clean"))
        world.work.mkdir()
        world.home.mkdir()
        (world.work / "position.txt").write_text(a_position(), encoding="utf-8")
        (world.work / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
        done = run(command, world, world.root / "cache")
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
        _CLEAN[command] = answer(command, done)
    return _CLEAN[command]


def plant(cache: Path, finding: int, place: Place) -> None:
    """A cache folder as finding ``finding`` of issue 22 plants it."""
    cache.mkdir(mode=0o700)
    if finding == 1:  # the positions' folder is a link to the victim: cleaning it deleted the victim's folders
        (cache / "positions").symlink_to(place.victim, target_is_directory=True)
    elif finding == 2:  # a pickle at every name, under the old names too
        for name in (*OLD_NAMES, "parser.json", "lark-parser.json"):
            (cache / name).write_bytes(payload(place.marker))
    elif finding == 3:  # a link at every file name, to a file the user can write
        for name in (*OLD_NAMES, "parser.json", "lark-parser.json"):
            (cache / name).symlink_to(place.root / "victim.txt")
        (cache / "positions").mkdir(mode=0o700)


def plant_everything(cache: Path, place: Place) -> None:
    """The old folder full of garbage, payloads and links."""
    cache.mkdir()
    (cache / "positions").symlink_to(place.victim, target_is_directory=True)
    for i, name in enumerate(OLD_NAMES):
        if i % 2:
            (cache / name).symlink_to(place.root / "victim.txt")
        else:
            (cache / name).write_bytes(payload(place.marker))
    os.mkfifo(cache / "fifo.json")


def around(place: Place) -> dict[str, tuple[object, ...]]:
    """Everything of the scratch world but the user's cache folder and the command's own files."""
    return listing(place.root, skip=place.home / ".cache")


def check_unharmed(command: str, place: Place, done: subprocess.CompletedProcess[str], before: dict[str, tuple[object, ...]],
                   expected: tuple[int, str], cache: Path | None = None) -> None:
    out = done.stdout[-3000:] + done.stderr[-3000:]
    assert not place.marker.exists(), "a pickle planted in the cache was loaded\n" + out
    after = around(place)
    if cache is not None:  # the planted folder itself may change: only what is around it counts
        before = {k: v for k, v in before.items() if not (place.root / k).is_relative_to(cache) or (place.root / k) == cache}
        after = {k: v for k, v in after.items() if not (place.root / k).is_relative_to(cache) or (place.root / k) == cache}
    changed = sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k)
                     and not k.startswith("work/.pytest_cache"))
    assert not changed, f"changed outside the cache: {changed[:10]}\n{out}"
    assert "Traceback" not in out, out
    assert answer(command, done) == expected, out


@pytest.mark.parametrize("command", COMMAND_CASES)
@pytest.mark.parametrize("finding", tiers.one([1, 2, 3]))  # the full tier: all three
def test_a_planted_cache_folder_harms_nothing(finding: int, command: str, place: Place,
                                              tmp_path_factory: pytest.TempPathFactory) -> None:
    """Findings 1 to 3 with ``OGALLALA_CACHE_DIR`` pointing at the planted folder: the victim's
    folders are not deleted (1), no pickle runs (2), no linked file is written through (3),
    and the answer is that of a clean cache."""
    expected = clean_answer(command, tmp_path_factory)
    cache = place.root / "cache"
    plant(cache, finding, place)
    before = around(place)
    done = run(command, place, cache)
    check_unharmed(command, place, done, before, expected, cache)


@pytest.mark.parametrize("command", COMMAND_CASES)
def test_a_cache_folder_that_is_a_link_is_not_used(command: str, place: Place,
                                                   tmp_path_factory: pytest.TempPathFactory) -> None:
    """Finding 1 one level up: the cache folder itself a link to the victim. It is not used,
    the command says so in one line (the plugin in its section of the summary, where pytest's
    capture does not hide it), and nothing is written into the victim."""
    expected = clean_answer(command, tmp_path_factory)
    cache = place.root / "cache"
    cache.symlink_to(place.victim, target_is_directory=True)
    before = around(place)
    done = run(command, place, cache)
    check_unharmed(command, place, done, before, expected)
    said = [line for line in (done.stderr + done.stdout).splitlines() if "cache folder" in line]
    assert len(said) == 1 and "symbolic link" in said[0] and str(cache) in said[0], done.stderr


@pytest.mark.parametrize("command", COMMAND_CASES)
def test_the_old_folder_in_the_working_folder_is_never_read(command: str, place: Place,
                                                            tmp_path_factory: pytest.TempPathFactory) -> None:
    """``.ogallala/`` of the working folder, full of payloads, links to the victim and a FIFO,
    with no ``OGALLALA_CACHE_DIR``: no effect at all (the cache is the user's, in the home)."""
    expected = clean_answer(command, tmp_path_factory)
    plant_everything(place.work / ".ogallala", place)
    before = around(place)
    done = run(command, place, None)
    check_unharmed(command, place, done, before, expected)
    assert (place.home / ".cache" / "ogallala").is_dir()  # the cache went where it belongs


READ_ONLY_MOUNT = ('mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" "$1" && shift && exec "$@"')
"""A shell script run under ``unshare -m``: the folder ``$1`` read-only, for this command only."""


def read_only_for_root(folder: Path) -> tuple[str, ...]:
    """The words that run a command with ``folder`` truly read-only when permissions do not
    bind (root): a read-only bind mount in a mount namespace of its own. Skips when the
    system cannot."""
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("root ignores permissions, and unshare(1) is not installed to mount the cache read-only")
    words = (unshare, "-m", "sh", "-c", READ_ONLY_MOUNT, "sh", str(folder))
    probe = subprocess.run([*words, "sh", "-c", f"touch {shlex.quote(str(folder))}/probe"], capture_output=True, timeout=60)
    if probe.returncode == 0 or (folder / "probe").exists():
        (folder / "probe").unlink(missing_ok=True)
        pytest.skip("root ignores permissions, and this system cannot mount the cache read-only (unshare -m)")
    return words


@pytest.mark.parametrize("mode", tiers.one(["planted", "off", "absent", "read-only"]))
def test_the_core_commands_answer_right_with_a_cache_they_cannot_use(mode: str, place: Place,
                                                                     tmp_path_factory: pytest.TempPathFactory) -> None:
    """Each cache mode of the test suite (``tests/cache_modes.py``), run by ``check``, ``draw``,
    ``conformance``, ``spec --check`` and the plugin: the answers of a clean cache, nothing
    harmed around it, no pickle run. Read-only is truly so, for root too (a read-only mount)."""
    where = place.root / "mode"
    where.mkdir()
    variables = cache_modes.environment(mode, where)
    cache = where / "cache"
    before = around(place)
    words: tuple[str, ...] = ()
    if mode == "read-only" and os.geteuid() == 0:
        words = read_only_for_root(cache)
    kept = listing(cache) if mode == "read-only" else {}
    for command in CORE:
        expected = clean_answer(command, tmp_path_factory)
        done = run(command, place, None, variables, words)
        check_unharmed(command, place, done, before, expected, cache)
    assert not (where / "PAYLOAD-RAN").exists()
    if mode == "read-only":
        assert listing(cache) == kept, "the read-only cache was written"
