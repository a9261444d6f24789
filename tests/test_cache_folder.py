"""The cache folder (``ogallala.util.cached``) and the parser's tables kept in it
(``ogallala.notation.lalr``), in-process: where the folder is, which folders are refused,
and what each operation inside does with links, FIFOs, folders, hard links and files too big.
"""

from __future__ import annotations

import json
import os
import re
import stat
import sys
import threading
from pathlib import Path

import pytest

from ogallala.util import cached
from ogallala.notation import lalr, parse

from planting import listing, make_victim, payload


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The lines the cache module says (a refused folder), each path said afresh."""
    lines: list[str] = []
    monkeypatch.setattr(cached, "SAY", [lines.append])
    monkeypatch.setattr(cached, "_SAID", set())
    monkeypatch.delenv("OGALLALA_NO_CACHE", raising=False)
    return lines


def folder_at(path: Path, monkeypatch: pytest.MonkeyPatch) -> cached.Folder | None:
    monkeypatch.setenv("OGALLALA_CACHE_DIR", str(path))
    return cached.folder()


@pytest.fixture
def top(own_cache: Path) -> cached.Folder:
    found = cached.folder()
    assert found is not None and found.path == str(own_cache)
    return found


def test_the_default_folder_is_the_users_made_private(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      said: list[str]) -> None:
    """Without ``OGALLALA_CACHE_DIR``: ``$XDG_CACHE_HOME/ogallala`` (platformdirs on Linux),
    made with mode 0700, and nothing in the working folder."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the XDG location is Linux's")
    monkeypatch.delenv("OGALLALA_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    monkeypatch.chdir(tmp_path)
    found = cached.folder()
    assert found is not None and found.path == str(tmp_path / "xdg" / "ogallala")
    assert stat.S_IMODE(os.stat(found.path).st_mode) == 0o700
    assert sorted(p.name for p in tmp_path.iterdir()) == ["xdg"] and not said


def test_off_means_no_folder(own_cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OGALLALA_NO_CACHE", "1")
    assert cached.folder() is None
    monkeypatch.setenv("OGALLALA_NO_CACHE", "0")
    assert cached.folder() is not None


@pytest.mark.parametrize("kind, why", [
    ("link", "it is a symbolic link"),
    ("group-writable", "others may write to it (mode 0770)"),
    ("world-writable", "others may write to it (mode 0777)"),
    ("sticky world-writable", "others may write to it (mode 1777)"),
    ("a file", "it is not a folder"),
    ("another user's", "it belongs to another user (uid 4242)"),
])
def test_a_folder_that_cannot_be_trusted_is_refused_and_said_once(kind: str, why: str, tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch,
                                                                  said: list[str]) -> None:
    path = tmp_path / "cache"
    if kind == "link":
        path.symlink_to(make_victim(tmp_path / "victim"), target_is_directory=True)
    elif kind == "a file":
        path.write_text("x")
    else:
        path.mkdir()
        os.chmod(path, {"group-writable": 0o770, "world-writable": 0o777, "sticky world-writable": 0o1777}.get(kind, 0o700))
        if kind == "another user's":
            if os.geteuid() != 0:
                pytest.skip("only root can make a folder that belongs to another user")
            os.chown(path, 4242, -1)
    before = listing(tmp_path)
    assert folder_at(path, monkeypatch) is None
    monkeypatch.setenv("OGALLALA_CACHE_DIR", str(tmp_path))  # another folder, then this one again
    cached.folder()
    assert folder_at(path, monkeypatch) is None
    assert said == [f"ogallala: the cache folder {path} is not used: {why}; the command runs without a cache"]
    assert {k: v for k, v in listing(tmp_path).items() if k != "."} == {k: v for k, v in before.items() if k != "."}


def test_a_folder_that_cannot_be_made_is_passed_over_silently(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                              said: list[str]) -> None:
    (tmp_path / "file").write_text("x")
    assert folder_at(tmp_path / "file" / "cache", monkeypatch) is None
    assert folder_at(tmp_path / ("x" * 5000), monkeypatch) is None  # a name too long
    assert said == []


def test_the_refusal_is_one_clean_line(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, said: list[str]) -> None:
    path = tmp_path / "c\x1b]52;c;aGk=\x07\n\u202eche"
    path.symlink_to(tmp_path)
    assert folder_at(path, monkeypatch) is None
    assert len(said) == 1 and "\n" not in said[0] and "\x1b" not in said[0] and "\u202e" not in said[0]
    assert "\\x1b" in said[0]


def test_reads_refuse_links_fifos_folders_hard_links_and_files_too_big(top: cached.Folder, own_cache: Path,
                                                                       tmp_path: Path) -> None:
    outside = tmp_path / "outside.json"
    outside.write_text('{"secret": 1}')
    (own_cache / "link.json").symlink_to(outside)
    os.mkfifo(own_cache / "fifo.json")
    (own_cache / "folder.json").mkdir()
    os.link(outside, own_cache / "hard.json")
    (own_cache / "big.json").write_bytes(b"1" * 1001)
    (own_cache / "good.json").write_text('{"kept": true}')
    done = threading.Event()
    found: dict[str, object] = {}

    def read_all() -> None:
        for name in ("link.json", "fifo.json", "folder.json", "hard.json", "missing.json", "../outside.json", "."):
            found[name] = top.read(name)
        found["big.json"] = top.read("big.json", limit=1000)
        found["good.json"] = top.read_json("good.json")
        done.set()

    threading.Thread(target=read_all, daemon=True).start()
    assert done.wait(30), "a read blocked (the FIFO?)"
    assert found.pop("good.json") == {"kept": True}
    assert found == dict.fromkeys(found, None)


def test_a_write_replaces_a_planted_link_and_never_writes_through(top: cached.Folder, own_cache: Path,
                                                                  tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's\n")
    (own_cache / "toml.json").symlink_to(victim)
    (own_cache / "scenarios.json").mkdir()
    os.mkfifo(own_cache / "predictions.json")
    assert top.write_json("toml.json", {"a": 1})
    assert top.write_json("predictions.json", {"b": 2})
    assert not top.write_json("scenarios.json", {"c": 3})  # a folder stands there: not written, left alone
    assert not top.write("../escape.json", b"x") and not top.write("sub/x.json", b"x")
    assert victim.read_text() == "the user's\n"
    assert not (own_cache / "toml.json").is_symlink() and top.read_json("toml.json") == {"a": 1}
    assert top.read_json("predictions.json") == {"b": 2}
    assert (own_cache / "scenarios.json").is_dir() and not list((own_cache / "scenarios.json").iterdir())
    assert not [p for p in own_cache.iterdir() if cached.TEMPORARY.fullmatch(p.name)]  # no temporary file left
    assert not (tmp_path / "escape.json").exists()
    assert stat.S_IMODE(os.stat(own_cache / "toml.json").st_mode) == 0o600


def test_the_folder_in_use_stays_the_one_opened(top: cached.Folder, own_cache: Path, tmp_path: Path) -> None:
    """A link swapped in for the folder after it was opened changes nothing: every operation
    is relative to the descriptor opened and checked first."""
    victim = make_victim(tmp_path / "victim")
    before = listing(victim)
    own_cache.rename(tmp_path / "moved")
    own_cache.symlink_to(victim, target_is_directory=True)
    assert top.write_json("toml.json", {"a": 1})
    assert top.folder("positions", make=True) is not None
    assert listing(victim) == before
    assert (tmp_path / "moved" / "toml.json").is_file() and (tmp_path / "moved" / "positions").is_dir()


def test_subfolders_refuse_links(top: cached.Folder, own_cache: Path, tmp_path: Path) -> None:
    victim = make_victim(tmp_path / "victim")
    (own_cache / "positions").symlink_to(victim, target_is_directory=True)
    assert top.folder("positions") is None and top.folder("positions", make=True) is None
    made = top.folder("other", make=True)
    assert made is not None and stat.S_IMODE(os.stat(own_cache / "other").st_mode) == 0o700


def test_cleaning_removes_only_what_it_made_and_never_follows_a_link(top: cached.Folder, own_cache: Path,
                                                                     tmp_path: Path) -> None:
    victim = make_victim(tmp_path / "victim")
    before = listing(victim)
    folders, files = re.compile(r"[0-9a-f]{24}"), re.compile(r"[0-9a-f]{64}\.json")
    positions = top.folder("positions", make=True)
    assert positions is not None
    base = own_cache / "positions"
    old, other, keep, foreign = "a" * 24, "b" * 24, "c" * 24, "not-ours"
    for name in (old, other, keep, foreign):
        (base / name).mkdir()
        (base / name / f"{'1' * 64}.json").write_text("{}")
    (base / old / f"{'2' * 64}.json").symlink_to(victim / "keep.txt")  # a link with one of our names: removed as a link
    (base / other / "notes.txt").write_text("not ours")  # something we did not make: it and its folder stay
    (base / other / f"{'3' * 64}.json").mkdir()  # a folder with a file's name: not entered, not removed
    (base / ("d" * 24)).symlink_to(victim, target_is_directory=True)  # a link with a folder's name: not followed
    positions.clean(keep, folders, files)
    assert listing(victim) == before
    assert sorted(p.name for p in base.iterdir()) == sorted([other, keep, foreign, "d" * 24])
    assert sorted(p.name for p in (base / other).iterdir()) == sorted(["notes.txt", f"{'3' * 64}.json"])
    assert (base / keep / f"{'1' * 64}.json").exists() and (base / foreign / f"{'1' * 64}.json").exists()


def test_a_closed_folder_does_nothing(top: cached.Folder, own_cache: Path, monkeypatch: pytest.MonkeyPatch,
                                      tmp_path: Path) -> None:
    """When the variables name another folder the first is closed: what was opened through it
    reads and writes nothing from then on (never a descriptor that may since name another file)."""
    sub = top.folder("positions", make=True)
    assert sub is not None
    other = tmp_path / "other"
    other.mkdir(mode=0o700)
    monkeypatch.setenv("OGALLALA_CACHE_DIR", str(other))
    assert cached.folder() is not top
    assert top.fd == -1 and sub.fd == -1
    assert not top.write("x.json", b"{}") and top.read("toml.json") is None and sub.folder("x", make=True) is None
    assert not (own_cache / "x.json").exists()


# -- the parser's tables ---------------------------------------------------------------------------

TEXTS = ["pass", "draw 2", "attack South r2c3-r2c9 and West r1c1-r1c4", "place r1c3 shift left", "take bear-f"]


def _fresh_parser() -> None:
    parse.parser.cache_clear()


def test_the_tables_are_kept_as_data_and_parse_alike(top: cached.Folder, own_cache: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from lark import Lark

    _fresh_parser()
    try:
        built = parse.parser()
        raw = (own_cache / lalr.FILE).read_bytes()
        first, _, rest = raw.partition(b"\n")
        assert re.fullmatch(rb"[0-9a-f]{64}", first) and rest.startswith(b"{")
        assert b"\x80" not in raw[:2]  # not a pickle
        _fresh_parser()
        monkeypatch.setattr(lalr, "Lark", type("NotBuilt", (Lark,), {"__init__": lambda *a, **k: pytest.fail("built")}))
        loaded = parse.parser()
        assert loaded is not built
        for text in TEXTS:
            assert loaded.parse(text, start="action") == built.parse(text, start="action")
    finally:
        _fresh_parser()


@pytest.mark.parametrize("body", [
    b"not json at all", b"[1, 2]", b'{"data": {}, "memo": {}}', b"[" * 100000, b'{"data": {"options": {}}, "memo": 7}',
    b'{"data": {"options": {"transformer": "os.system"}, "parser": 1, "rules": []}, "memo": {}}',
])
def test_damaged_tables_are_built_anew(body: bytes, top: cached.Folder, own_cache: Path, tmp_path: Path) -> None:
    """A file with the right digest but a body that does not load (garbage, another shape,
    a pickle): the parser is built anew, and parses."""
    grammar = parse.data_path("grammar", "ogallala.lark").read_text(encoding="utf-8")
    options = {"start": ["start", "action"], "propagate_positions": True, "maybe_placeholders": False}
    name = lalr.digest(grammar, {**options, "parser": "lalr"})
    for content in (name.encode() + b"\n" + body, name.encode() + b"\n" + payload(tmp_path / "RAN")):
        (own_cache / lalr.FILE).write_bytes(content)
        found = lalr.parser(grammar, **options)
        assert str(found.parse("pass", start="action").data) == "action"
        assert not (tmp_path / "RAN").exists()


def test_options_that_carry_code_are_never_taken_from_the_file(top: cached.Folder, own_cache: Path) -> None:
    """Kept tables whose options name a transformer, a post-lexer, callbacks or a tree class
    load with this module's options: the file can change none of them."""
    grammar = parse.data_path("grammar", "ogallala.lark").read_text(encoding="utf-8")
    options = {"start": ["start", "action"], "propagate_positions": True, "maybe_placeholders": False}
    lalr.parser(grammar, **options)
    first, _, rest = (own_cache / lalr.FILE).read_bytes().partition(b"\n")
    data = json.loads(rest)
    data["data"]["options"].update(transformer="os.system", postlex="os.system", lexer_callbacks={"CARD": "os.system"},
                                   tree_class="os.system", _plugins={"x": "os.system"})
    (own_cache / lalr.FILE).write_bytes(first + b"\n" + json.dumps(data).encode())
    found = lalr.parser(grammar, **options)
    assert found.options.transformer is None and found.options.postlex is None
    assert found.options.lexer_callbacks == {} and found.options.tree_class is None
    assert str(found.parse("draw 2", start="action").data) == "action"
