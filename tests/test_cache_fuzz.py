"""The cache folder fuzzed: random trees of files, folders, links (inside and out), FIFOs, hard
links and bad permissions planted where the cache is, and at the cache folder itself; then
every command that touches the cache.

Each example starts from a warm cache (the files a first command leaves) and plants over it:
entries at the names the tool reads and writes (taken from the warm cache itself, so the
digests are the real ones), at its old names, and at names it never makes. The cache folder
itself is the planted folder, or a link to it or to the victim, a folder others may write
to, a file, a FIFO, a dangling link, or nothing. Then ``check``, ``draw``, ``conformance``
on a small selection, ``spec`` and the fingerprint's predictions run, each example in a
process of its own forked from a server that imported the package once (so that every read
of the cache happens, as in a command, and a hang is a process to kill, not a stuck test);
in one example of ``PLUGIN_EVERY`` (the first among them) the pytest plugin runs too, as a
subprocess.

What must hold: nothing outside the cache changed (a listing with types, modes, link targets
and content digests, before and after), and nothing at all when the folder is one the tool
must refuse; nothing planted under a name the tool never makes changed either; the marker
of the pickles never appears; no command hangs; every answer is the one of a clean cache.

``OGALLALA_FUZZ_CACHE_EXAMPLES=N`` runs N examples instead of the few of the fast path (CI).
"""

from __future__ import annotations

import atexit
import contextlib
import io
import multiprocessing
import os
import re
import shutil
import stat
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from planting import OLD_NAMES, listing, make_victim, payload

EXAMPLES = max(6, int(os.environ.get("OGALLALA_FUZZ_CACHE_EXAMPLES") or 0))
"""Examples hypothesis draws: 6 in the fast path, beside the four plans of ``sure_plans``
(an example takes half a second with a cache the tool uses, one and a half without, on two
quiet cores)."""

PLUGIN_EVERY = 25
"""The pytest plugin (a subprocess of a few seconds) runs in one example of this many."""

HANG = 120
"""Seconds after which a command counts as hung (a normal example takes one to three)."""

SELECTION = ["-k", "attack_chained_by_edition", "--edition", "pelikan-1975"]
KEY = "attack_chained_by_edition#1@pelikan-1975"

COUNTS: Counter[str] = Counter()


@contextlib.contextmanager
def counted(path: str, record: Callable[[str, object], None], least: int) -> Iterator[None]:
    """As in tests/test_fuzz.py: count the inputs a property gets, fail if fewer than ``least``."""
    COUNTS[path] = 0
    yield
    record("fuzz_inputs", {path: COUNTS[path]})
    assert COUNTS[path] >= least, f"{path}: only {COUNTS[path]} inputs were tried"


def a_position() -> str:
    from ogallala.engine import apply, legal_actions, start
    from ogallala.notation import render_state

    state = start("amigo", ["North", "South"], seed=3)
    for _ in range(4):
        state, _events = apply(state, legal_actions(state)[0])
    return render_state(state)


# -- the commands, in a process of their own -------------------------------------------------------


def _volatile(text: str) -> str:
    return re.sub(r" in [0-9.]+ ?s\b.*", "", text)


def commands(cache: str, work: str) -> dict[str, Any]:
    """Every command that touches the cache, in a child of the fork server, with ``cache`` as
    the cache folder; their answers (exit code and what they printed, timings left out)."""
    from ogallala.commands.cli import main
    from ogallala.fingerprint.predict import Predictor
    from ogallala.scenarios.load import all_scenarios

    os.environ.pop("OGALLALA_NO_CACHE", None)
    os.environ["OGALLALA_CACHE_DIR"] = cache
    os.chdir(work)
    answers: dict[str, Any] = {}
    for name, argv in (("check", ["check", "position.txt"]), ("draw", ["draw", "position.txt"]),
                       ("conformance", ["conformance", *SELECTION]), ("spec", ["spec"])):
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(argv)
            except SystemExit as stop:
                code = stop.code
        lines = out.getvalue().splitlines()
        shown = _volatile(lines[-1]) if name == "conformance" and lines else out.getvalue()
        answers[name] = (code, shown, "Traceback" in err.getvalue())
    run = next(r for s in all_scenarios() for r in s.runs() if r.key == KEY)
    predictor = Predictor()
    answers["predict"] = predictor.passes(run, {}, {})
    predictor.save()
    atexit._run_exitfuncs()  # what a command does as it ends (the kept TOML and actions are written then)
    return answers


def _child(cache: str, work: str, send: Any) -> None:
    try:
        send.send(commands(cache, work))
    except BaseException as error:  # noqa: BLE001 - whatever went wrong is the parent's to report
        send.send({"crashed": f"{type(error).__name__}: {error}"})


class Server:
    """A fork server that imported the package (no command run yet): each example is a child
    forked from it, with the memory of a fresh command."""

    def __init__(self) -> None:
        self.context = multiprocessing.get_context("forkserver")
        self.context.set_forkserver_preload(["ogallala.commands.cli", "ogallala.commands.conformance", "ogallala.commands.check",
                                             "ogallala.commands.draw", "ogallala.commands.spec", "ogallala.notation.parse",
                                             "ogallala.fingerprint.predict", "lark", "test_cache_fuzz"])

    def run(self, cache: Path, work: Path) -> dict[str, Any]:
        receive, send = self.context.Pipe(duplex=False)
        child = self.context.Process(target=_child, args=(str(cache), str(work), send))
        child.start()
        send.close()
        try:
            if not receive.poll(HANG):
                raise AssertionError(f"the commands hung for {HANG} s with the cache at {cache}")
            answers: dict[str, Any] = receive.recv()
        finally:
            child.join(5)
            if child.is_alive():
                child.kill()
                child.join()
            receive.close()
        return answers


def plugin(cache: Path, work: Path) -> tuple[int, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("OGALLALA_")}
    env["OGALLALA_CACHE_DIR"] = str(cache)
    done = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:randomly", "-q",
                           "--ogallala-engine", "reference", "-k", SELECTION[1], "--ogallala-edition", SELECTION[3]],
                          cwd=work, env=env, capture_output=True, text=True, timeout=HANG)
    last = done.stdout.splitlines()[-1] if done.stdout else ""
    assert "Traceback" not in done.stdout + done.stderr, done.stdout[-3000:]
    return done.returncode, _volatile(last)


# -- the trees ------------------------------------------------------------------------------------------

JUNK = ("notes.txt", "junk", "x.json", "README", "keep", "deep")
"""Names the tool never makes: whatever is planted under them must be left as it is."""

TOOL = re.compile(r"toml\.json|scenarios\.json|lark-tables\.json|predictions\.json|last-failed-[0-9a-f]{32}\.json|positions"
                  r"|[0-9a-f]{24}|[0-9a-f]{64}\.json|actions\.json|\.[A-Za-z0-9][A-Za-z0-9_.-]*\.[0-9]+\.[0-9a-f]{16}\.tmp")
"""The names the tool reads, writes, makes or removes (``ogallala.util.cached`` and its users)."""


@dataclass(frozen=True)
class Entry:
    path: str
    kind: str
    mode: int
    content: str
    target: str


@dataclass(frozen=True)
class Plan:
    top: str
    top_mode: int
    entries: tuple[Entry, ...]


CONTENTS = ("pickle", "bytes", "json", "empty", "first line", "big")
TARGETS = ("victim file", "victim folder", "victim subfolder", "missing outside", "/dev/zero", "inside file", "inside folder",
           "missing inside", "itself")
TOPS = ("folder", "folder", "folder", "folder", "folder", "folder", "folder", "folder", "absent", "loose folder", "link to planted", "link to victim", "dangling link",
        "file", "fifo")


MODES = st.sampled_from([0o600, 0o644, 0o700, 0o755, 0o777, 0o770, 0o000, 0o1777])

AT_A_FOLDER = [("link", "victim folder"), ("link", "victim subfolder"), ("fifo", ""), ("file", ""), ("link", "inside folder"),
               ("link", "missing outside"), ("hard link", "")]
AT_A_FILE = [("link", "victim file"), ("fifo", ""), ("hard link", ""), ("file", ""), ("folder", ""), ("link", "/dev/zero"),
             ("link", "victim folder"), ("link", "inside file")]
"""The attacks on a name of the tool's: at a folder's name, at a file's."""


def key_names(names: list[str], warm: Path) -> list[str]:
    """The names to attack: every file and folder at the top and every folder, but of the
    many kept positions only the first of each folder (the same code reads them all)."""
    found: list[str] = []
    seen: set[str] = set()
    for name in names:
        parent = name.rpartition("/")[0]
        if "/" not in name or (warm / name).is_dir() or name.endswith("actions.json") or parent not in seen:
            found.append(name)
            if not (warm / name).is_dir():
                seen.add(parent)
    return found


def attacks(names: list[str], warm: Path) -> st.SearchStrategy[Entry]:
    def entry(path: str, choice: tuple[str, str], mode: int, content: str) -> Entry:
        return Entry(path, choice[0], mode, content, choice[1] or "victim file")

    folders = [n for n in key_names(names, warm) if (warm / n).is_dir()]
    files = [n for n in key_names(names, warm) if n not in folders]
    return (st.builds(entry, st.sampled_from(folders), st.sampled_from(AT_A_FOLDER), MODES, st.sampled_from(CONTENTS))
            | st.builds(entry, st.sampled_from(files), st.sampled_from(AT_A_FILE), MODES, st.sampled_from(CONTENTS)))


def plans(names: list[str], warm: Path) -> st.SearchStrategy[Plan]:
    """A cache folder to plant: one to four attacks at the names the tool uses, then up to
    eight entries of any kind anywhere, under its names or others; and what stands at the
    cache folder itself."""
    anywhere = st.sampled_from(names) | st.builds(lambda parent, leaf: f"{parent}/{leaf}" if parent else leaf,
                                                  st.sampled_from(["", *[n for n in names if (warm / n).is_dir()]]),
                                                  st.sampled_from(JUNK))
    entries = st.builds(Entry, anywhere, st.sampled_from(["file", "file", "folder", "link", "link", "fifo", "hard link"]),
                        MODES, st.sampled_from(CONTENTS), st.sampled_from(TARGETS))
    planted = st.tuples(st.lists(attacks(names, warm), min_size=1, max_size=4), st.lists(entries, max_size=8))
    return st.builds(Plan, st.sampled_from(TOPS), st.sampled_from([0o777, 0o770, 0o1777, 0o775]),
                     planted.map(lambda p: (*p[0], *p[1])))


def sure_plans(names: list[str], warm: Path) -> list[Plan]:
    """The plans every run tries, whatever hypothesis draws: the three findings of issue 22
    (a link to the victim at every folder's name, a pickle at every file's; a link to the
    victim's file at every file's name, FIFOs too), and the cache folder a link to the victim."""
    folders = [n for n in key_names(names, warm) if (warm / n).is_dir()]
    files = [n for n in key_names(names, warm) if n not in folders]
    return [
        Plan("folder", 0o777, tuple(Entry(n, "link", 0o700, "pickle", "victim folder") for n in folders)),
        Plan("folder", 0o777, tuple(Entry(n, "file", 0o600, "pickle", "") for n in files)),
        Plan("folder", 0o777, tuple(Entry(n, "link" if i % 2 else "fifo", 0o600, "", "victim file") for i, n in enumerate(files))),
        Plan("link to victim", 0o777, (Entry("toml.json", "file", 0o600, "pickle", ""),)),
    ]


@dataclass
class World:
    root: Path

    @property
    def cache(self) -> Path:
        return self.root / "cache"

    @property
    def planted(self) -> Path:
        return self.root / "planted"

    @property
    def victim(self) -> Path:
        return self.root / "victim"

    @property
    def work(self) -> Path:
        return self.root / "work"

    @property
    def marker(self) -> Path:
        return self.root / "PAYLOAD-RAN"


def _content(kind: str, world: World, path: str) -> bytes:
    if kind == "pickle":
        return payload(world.marker)
    if kind == "bytes":
        return bytes(range(256)) * 3
    if kind == "json":
        return b'{"python": "' + sys.version.encode() + b'", "files": {"/etc/passwd": [1, 2, {"x": 1}]}, "stamps": [], "digest": 1}'
    if kind == "first line":
        return b"('" + path.encode() + b"', None, True, ())\n{not json\n\x1b]52;c;aGk=\x07"
    if kind == "big":
        return b"[" * 70000 + b"]" * 70000
    return b""


def _target(kind: str, world: World, path: Path, names: list[str]) -> str:
    return {
        "victim file": str(world.root / "victim.txt"), "victim folder": str(world.victim),
        "victim subfolder": str(world.victim / "project"), "missing outside": str(world.root / "nowhere"),
        "/dev/zero": "/dev/zero", "inside file": str(world.planted / "toml.json"), "inside folder": "../positions",
        "missing inside": "gone.json", "itself": path.name,
    }[kind]


def plant(plan: Plan, world: World, warm: Path, names: list[str]) -> list[Path]:
    """Lay out ``world.planted`` by ``plan``: the entries first, then the warm cache's files
    wherever nothing was planted; the cache folder itself as ``plan.top`` says. The planted
    entries under names the tool never makes are returned."""
    world.planted.mkdir(mode=0o700)
    junk: list[Path] = []
    for entry in plan.entries:
        path = world.planted / entry.path
        if os.path.lexists(path) or not path.parent.is_dir() or path.parent.is_symlink():
            continue
        try:
            if entry.kind == "file":
                path.write_bytes(_content(entry.content, world, entry.path))
            elif entry.kind == "folder":
                path.mkdir()
            elif entry.kind == "link":
                path.symlink_to(_target(entry.target, world, path, names))
            elif entry.kind == "fifo":
                os.mkfifo(path)
            else:
                os.link(world.root / "victim.txt", path)
            if entry.kind in ("file", "folder", "fifo"):
                os.chmod(path, entry.mode)
        except OSError:  # not root: a folder planted without permissions cannot be planted in
            continue
        if not TOOL.fullmatch(path.name):
            junk.append(path)
    for name in names:  # the warm cache beneath, where nothing stands
        source, path = warm / name, world.planted / name
        if os.path.lexists(path) or not path.parent.is_dir() or path.parent.is_symlink():
            continue
        try:
            if source.is_dir():
                path.mkdir(mode=0o700)
            else:
                shutil.copyfile(source, path)
        except OSError:
            continue
    if plan.top in ("folder", "loose folder"):
        world.planted.rename(world.cache)
        if plan.top == "loose folder":
            os.chmod(world.cache, plan.top_mode)
    elif plan.top == "link to planted":
        world.cache.symlink_to(world.planted, target_is_directory=True)
    elif plan.top == "link to victim":
        world.cache.symlink_to(world.victim, target_is_directory=True)
    elif plan.top == "dangling link":
        world.cache.symlink_to(world.root / "nowhere")
    elif plan.top == "file":
        world.cache.write_bytes(payload(world.marker))
    elif plan.top == "fifo":
        os.mkfifo(world.cache)
    return [world.cache / p.relative_to(world.planted) if plan.top in ("folder", "loose folder") else p for p in junk]


def trusted(plan: Plan) -> bool:
    """Whether the tool may use the cache folder of ``plan`` (and so change what is in it)."""
    return plan.top in ("folder", "absent")


def _writable_again(root: Path) -> None:
    """Give back the permissions planted away, so that the example's folder can be removed."""
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames:
            path = os.path.join(dirpath, name)
            if not os.path.islink(path):
                os.chmod(path, 0o700)


# -- the property -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def server() -> Iterator[Server]:
    found = Server()
    yield found
    from multiprocessing import forkserver

    stop = getattr(forkserver._forkserver, "_stop", None)  # the server ends with this process anyway; sooner is tidier
    if callable(stop):
        stop()


def test_a_planted_cache_changes_nothing_around_it_and_every_answer_stays_right(
        server: Server, tmp_path: Path, record_property: Callable[[str, object], None]) -> None:
    base = tmp_path / "base"
    base.mkdir()
    (base / "position.txt").write_text(a_position(), encoding="utf-8")
    (base / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    warm = tmp_path / "warm"
    clean = server.run(warm, base)  # a clean, empty cache: the right answers, and the warm files
    assert "crashed" not in clean and all(not a[2] for k, a in clean.items() if k != "predict"), clean
    assert clean["check"][0] == 0 and clean["conformance"][:2] == (0, "2 passed") and clean["predict"] is True
    names = sorted(str(p.relative_to(warm)) for p in warm.rglob("*"))
    names += [n for n in (*OLD_NAMES, "lark-parser.json") if n not in names]
    for needed in ("toml.json", "scenarios.json", "lark-tables.json", "predictions.json", "positions"):
        assert needed in names, names
    assert any(n.startswith("last-failed-") for n in names) and any(n.endswith("actions.json") for n in names)
    examples = iter(range(1_000_000))

    @settings(max_examples=EXAMPLES, deadline=timedelta(seconds=HANG * 2), suppress_health_check=list(HealthCheck),
              derandomize=True, database=None)
    @given(plans(names, warm))
    def prop(plan: Plan) -> None:
        COUNTS["cache folder"] += 1
        number = next(examples)
        world = World(tmp_path / f"example-{number}")
        world.root.mkdir()
        make_victim(world.victim)
        (world.root / "victim.txt").write_text("a file the user can write\n", encoding="utf-8")
        shutil.copytree(base, world.work)
        try:
            junk = plant(plan, world, warm, names)
            kept_junk = {p: listing(p) for p in junk if os.path.lexists(p)}
            around = listing(world.root, skip=world.cache if trusted(plan) else None)
            answers = server.run(world.cache, world.work)
            assert "crashed" not in answers, answers
            for name, answer in clean.items():
                assert answers[name] == answer, (name, answers[name], answer, plan)
            if number % PLUGIN_EVERY == 0:
                COUNTS["cache folder (plugin)"] += 1
                code, last = plugin(world.cache, world.work)
                assert code == 0 and last.startswith("2 passed, ") and "failed" not in last, (code, last, plan)
            assert not world.marker.exists(), f"a planted pickle ran: {plan}"
            after = listing(world.root, skip=world.cache if trusted(plan) else None)
            changed = sorted(k for k in around.keys() | after.keys() if around.get(k) != after.get(k))
            assert not changed, (changed[:10], plan)
            for path, before in kept_junk.items():
                assert os.path.lexists(path) and listing(path) == before, (path, plan)
        finally:
            _writable_again(world.root)
            shutil.rmtree(world.root, ignore_errors=True)

    for sure in sure_plans(names, warm):
        prop = example(sure)(prop)
    with counted("cache folder", record_property, 10):
        prop()
