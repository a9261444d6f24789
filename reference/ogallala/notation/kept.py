"""Positions parsed before, kept in the cache folder between commands.

A conformance run parses some two thousand position texts, nearly all different, and the
same ones again at the next run; parsing and checking them is nearly half of the suite's
time, while reading a parsed position back from its JSON takes a twentieth of that. Each
position is kept as one small file, ``.ogallala/positions/<sources>/<key>.json`` (or under
``$OGALLALA_CACHE_DIR``), so a command that parses one position reads one file: the key's
JSON, the state's JSON, then the position rendered in the notation (``render_state``), which
a harness sends beside the state in a ``load`` request and so need not render again.

``<sources>`` is a digest of every file a parse can depend on: the package's Python
modules (the notation, the models, the validity checks and the rules they call), the
grammar and the spec (editions, rulings, rule topics), each by path, size and
modification time, with the versions of Python, pydantic and Lark. An edit to any of them
gives a new folder (the old ones are removed), so a kept position is never stale. Only
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
import shutil
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
_paths: dict[str, tuple[str, str]] = {}


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


def _here() -> str:
    """The folder of the positions parsed from the current sources (their digest taken once
    a process: a process that edits its own sources patches them too, and calls ``stop``),
    as a string: it is asked for at every parse."""
    if not _digest:
        _digest.append(digest())
    top = os.environ.get("OGALLALA_CACHE_DIR") or ".ogallala"
    found = _paths.get(top)
    if found is None or found[0] != _digest[0]:
        found = _paths[top] = (_digest[0], os.path.join(str(cached.folder()), "positions", _digest[0]))
    return found[1]


def _name(key: tuple[object, ...]) -> tuple[str, bytes]:
    """The file name of ``key`` and its first line: ``key`` written out (one line: ``repr``
    escapes line breaks), which tells the key apart from any other of the same digest."""
    text = repr(key).encode("utf-8", "surrogatepass")
    return hashlib.sha256(text).hexdigest(), text


def find(key: tuple[object, ...]) -> State | None:
    """The position kept under ``key`` (text, edition, check, readings), if any."""
    if not _on[0]:
        return None
    name, text = _name(key)
    try:
        with open(f"{_here()}/{name}.json", "rb", buffering=0) as file:  # read whole, without buffers
            kept = file.readall()
        first, _, rest = kept.partition(b"\n")
        if first != text:
            return None
        data, _, rendered = rest.partition(b"\n")
        state = State.model_validate_json(data)
        if rendered:
            remember(state, rendered.decode("utf-8"))
    except (OSError, ValueError):
        return None
    return state


def _made() -> Path:
    """The folder of the current sources, made if need be (the folders of sources since
    changed are removed then)."""
    here = Path(_here())
    if not here.is_dir():
        here.mkdir(parents=True, exist_ok=True)
        for other in here.parent.iterdir():
            if other != here:
                shutil.rmtree(other, ignore_errors=True)
    return here


def keep(key: tuple[object, ...], state: State) -> None:
    """Keep ``state``, parsed from ``key``, for the next command."""
    if not _on[0]:
        return
    name, text = _name(key)
    try:
        path = _made() / f"{name}.json"
        temporary = path.with_name(f"{name}.{os.getpid()}")
        rendered = render_state(state)
        remember(state, rendered)
        temporary.write_bytes(b"\n".join((text, state.model_dump_json().encode(), rendered.encode())))
        os.replace(temporary, path)
    except (OSError, ValueError):
        pass


class _Actions:
    """The actions parsed so far from the current sources: text -> the action's JSON, one
    file (``actions.json`` beside the positions) read whole when first asked, written back
    at exit when it grew. A suite has a few hundred action texts."""

    def __init__(self) -> None:
        self.path = Path(_here()) / "actions.json"
        found = cached.read_json(self.path)
        self.known: dict[str, str] = found if isinstance(found, dict) else {}
        self.changed = False
        atexit.register(self.save)

    def save(self) -> None:
        if self.changed and _on[0] and self.path.parent == Path(_here()):
            try:
                _made()
            except OSError:
                return
            cached.write_json(self.path, self.known)
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
