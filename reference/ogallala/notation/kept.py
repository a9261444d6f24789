"""Positions parsed before, kept in the cache folder between commands.

A conformance run parses some two thousand position texts, nearly all different, and the
same ones again at the next run; parsing and checking them is nearly half of the suite's
time, while reading a parsed position back from its JSON takes a twentieth of that. Each
position is kept as one small file, ``positions/<sources>/<key>.json`` in the cache folder
(``ogallala.util.cached``), so a command that parses one position reads one file: the key's
JSON, the state's JSON, then the position rendered in the notation (``render_state``), which
a harness sends beside the state in a ``load`` request and so need not render again.

``<sources>`` is a digest of every file a parse can depend on: the package's Python
modules (the notation, the models, the validity checks and the rules they call), the
grammar and the spec (editions, rulings, rule topics), each by path, size and
modification time, with the versions of Python, pydantic and Lark. An edit to any of them
gives a new folder (the old ones are removed: only the names made here, never through a
link, ``cached.Folder.clean``), so a kept position is never stale. Only
positions that parsed are kept: a text with problems is parsed each time, so its error
always comes from the parser itself.

A process that patches the engine in memory (the mutation tests, then
``ogallala.engine.tables.forget``) runs code that its files do not show: ``stop`` turns the
kept positions off for the rest of that process. A folder that cannot be read or written
is passed over, never an error.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import re
import sys
from functools import cache
from pathlib import Path

from pydantic import TypeAdapter

from ..util import cached
from ..util.resources import data_path
from ..model.actions import Action
from ..model.state import State
from .render import remember, render_state

_PACKAGE = Path(__file__).resolve().parent.parent

_on = [os.environ.get("OGALLALA_NO_POSITION_CACHE", "") == ""]
_digest: list[str] = []


def stop() -> None:
    """Keep no positions and read none for the rest of the process."""
    _on[0] = False


def sources() -> list[Path]:
    """Every file a parsed position may depend on."""
    found = sorted(_PACKAGE.rglob("*.py"))
    for part in ("grammar", "spec"):
        found.extend(sorted(p for p in data_path(part).rglob("*") if p.is_file()))
    return found


def digest() -> str:
    """What names the current sources: their paths, sizes and modification times, and the
    versions of what parses."""
    import importlib.util

    import pydantic

    lark = importlib.util.find_spec("lark")  # its version by its files: importing it is what a kept read saves
    stamps: list[object] = [sys.version, pydantic.VERSION, *(cached.stamp(Path(lark.origin)) if lark and lark.origin else [])]
    for path in sources():
        stamps.append([str(path), *cached.stamp(path)])
    return hashlib.sha256(json.dumps(stamps).encode()).hexdigest()[:24]


class _Place:
    """Where this process keeps its positions: the cache folder it was found in, its
    ``positions`` subfolder, and in it the folder of the current digest (None until made)."""

    def __init__(self, top: cached.Folder, digest: str) -> None:
        self.top, self.digest = top, digest
        self.positions = top.folder("positions", make=True)
        self.here = self.positions.folder(digest) if self.positions is not None else None

    def made(self) -> cached.Folder | None:
        """The folder of the current digest, made if need be; the folders of other digests
        (sources since changed) are removed then."""
        if self.here is None and self.positions is not None:
            self.here = self.positions.folder(self.digest, make=True)
            if self.here is not None:
                self.positions.clean(self.digest, DIGEST, KEPT)
        return self.here


DIGEST = re.compile(r"[0-9a-f]{24}")
"""The name of a folder of positions: a digest of the sources (``digest``)."""

KEPT = re.compile(r"[0-9a-f]{64}\.json|actions\.json")
"""The name of a file in a folder of positions: a key's digest (``_name``), or the actions."""

POSITION_MAX = 4 << 20
"""The largest file of a kept position read, in bytes (a position's text has at most
``parse.MAX_TEXT`` characters)."""

_PLACE: list[_Place] = []


def _place() -> _Place | None:
    """Where the positions of the current sources are kept (their digest taken once a
    process: a process that edits its own sources patches them too, and calls ``stop``), or
    None without a cache folder. It is asked for at every parse."""
    top = cached.folder()
    if top is None:
        return None
    if not _digest:
        _digest.append(digest())
    if not _PLACE or _PLACE[0].top is not top or _PLACE[0].digest != _digest[0] or top.fd < 0:
        _PLACE[:] = [_Place(top, _digest[0])]
    return _PLACE[0]


def _name(key: tuple[object, ...]) -> tuple[str, bytes]:
    """The file name of ``key`` and its first line: ``key`` written out (one line: ``repr``
    escapes line breaks), which tells the key apart from any other of the same digest."""
    text = repr(key).encode("utf-8", "surrogatepass")
    return hashlib.sha256(text).hexdigest(), text


def find(key: tuple[object, ...]) -> State | None:
    """The position kept under ``key`` (text, edition, check, readings), if any."""
    if not _on[0]:
        return None
    place = _place()
    if place is None or place.here is None:
        return None
    name, text = _name(key)
    kept = place.here.read(f"{name}.json", POSITION_MAX)
    if kept is None:
        return None
    first, _, rest = kept.partition(b"\n")
    if first != text:
        return None
    data, _, rendered = rest.partition(b"\n")
    try:
        state = State.model_validate_json(data)
        if rendered:
            remember(state, rendered.decode("utf-8"))
    except ValueError:
        return None
    return state


def keep(key: tuple[object, ...], state: State) -> None:
    """Keep ``state``, parsed from ``key``, for the next command."""
    if not _on[0]:
        return
    place = _place()
    here = place.made() if place is not None else None
    if here is None:
        return
    name, text = _name(key)
    try:
        rendered = render_state(state)
    except ValueError:
        return
    remember(state, rendered)
    here.write(f"{name}.json", b"\n".join((text, state.model_dump_json().encode(), rendered.encode())))


class _Actions:
    """The actions parsed so far from the current sources: text -> the action's JSON, one
    file (``actions.json`` beside the positions) read whole when first asked, written back
    at exit when it grew. A suite has a few hundred action texts."""

    NAME = "actions.json"

    def __init__(self) -> None:
        self.place = _place()
        here = self.place.here if self.place is not None else None
        found = here.read_json(self.NAME, POSITION_MAX) if here is not None else None
        self.known: dict[str, str] = {k: v for k, v in found.items() if isinstance(v, str)} if isinstance(found, dict) else {}
        self.changed = False
        atexit.register(self.save)

    def save(self) -> None:
        if self.changed and _on[0] and self.place is not None and _place() is self.place:
            here = self.place.made()
            if here is not None:
                here.write_json(self.NAME, self.known)
            self.changed = False


_ACTIONS: list[_Actions] = []


@cache
def _action_model() -> TypeAdapter[Action]:
    return TypeAdapter(Action)


def _actions() -> _Actions:
    if not _ACTIONS:
        _ACTIONS.append(_Actions())
    return _ACTIONS[0]


def find_action(text: str) -> Action | None:
    """The action kept for ``text``, if any."""
    if not _on[0]:
        return None
    data = _actions().known.get(text)
    if not isinstance(data, str):
        return None
    try:
        return _action_model().validate_json(data)
    except ValueError:
        return None


def keep_action(text: str, action: Action) -> None:
    """Keep ``action``, parsed from ``text``, for the next command."""
    if not _on[0]:
        return
    kept = _actions()
    kept.known[text] = _action_model().dump_json(action).decode()
    kept.changed = True
