"""The grammar's LALR parser, its tables kept in the cache folder as data.

Building the parser (reading the grammar, then the LALR analysis) takes some 50 ms, longer
than a command that reads one position otherwise does; loading it from its serialised form
takes a tenth of that. Lark's own cache keeps that form as a pickle, and a pickle runs code
when it is loaded, before anything can check it (issue 22: a planted ``lark-parser.pickle``
ran under every command that parses). So the tables are kept as JSON instead, in
``lark-tables.json``: Lark's serialised form (``memo_serialize``, the form its standalone
parsers embed) with tuples and integer keys marked, since JSON has neither. Loading it
builds only Lark's own classes of parse tables, terminals and rules, by name from the short
lists Lark allows (``Serialize.deserialize``); nothing is imported or called by name, and the
options that could carry code (a transformer, a post-lexer, callbacks, the tree class) are
set here, never taken from the file.

The file names what it was built from: a digest of the grammar, the options and the
versions of Lark and Python. A file that does not match, does not decode or does not load
is passed over, and the parser built anew (and kept).
"""

from __future__ import annotations

import hashlib
import json
import sys
from typing import Any

import lark
from lark import Lark
from lark.grammar import Rule
from lark.lexer import TerminalDef

from ..util import cached

FILE = "lark-tables.json"
"""The file in the cache folder."""

_TUPLE, _INTS = "\x00tuple", "\x00ints"
"""How a tuple and a dict of integer keys are marked in the JSON (no key of Lark's holds NUL)."""

_SET_HERE: dict[str, Any] = {
    "postlex": None, "transformer": None, "lexer_callbacks": {}, "tree_class": None, "_plugins": {},
    "use_bytes": False, "debug": False, "g_regex_flags": 0, "regex": False,
}
"""The options Lark lets a loaded parser be given anew (``_LOAD_ALLOWED_OPTIONS``) but for
``propagate_positions``: what this module always uses, whatever a file says."""


def _encode(value: Any) -> Any:
    """``value`` as JSON can hold it; TypeError for anything Lark's form should not hold."""
    if isinstance(value, tuple):
        return {_TUPLE: [_encode(v) for v in value]}
    if isinstance(value, list):
        return [_encode(v) for v in value]
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _encode(v) for k, v in value.items()}
        if all(isinstance(k, int) and not isinstance(k, bool) for k in value):
            return {_INTS: [[k, _encode(v)] for k, v in value.items()]}
        raise TypeError("a key of another kind")
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"a value of type {type(value).__name__}")


def _decode(value: dict[str, Any]) -> Any:
    """The ``object_hook`` that undoes ``_encode``'s marks."""
    if len(value) == 1:
        if _TUPLE in value:
            return tuple(value[_TUPLE])
        if _INTS in value:
            return {int(k): v for k, v in value[_INTS]}
    return value


def digest(grammar: str, options: dict[str, Any]) -> str:
    """What names a parser: the grammar, the options, Lark's and Python's versions."""
    made = json.dumps([grammar, sorted(options.items()), lark.__version__, sys.version])
    return hashlib.sha256(made.encode("utf-8")).hexdigest()


def _loaded(data: Any, options: dict[str, Any]) -> Lark | None:
    """The parser kept in ``data``, or None."""
    if not isinstance(data, dict) or not isinstance(data.get("data"), dict) or not isinstance(data.get("memo"), dict):
        return None
    tables, memo = data["data"], data["memo"]
    if not isinstance(tables.get("options"), dict):
        return None
    tables["options"] = {**tables["options"], **_SET_HERE, "propagate_positions": options.get("propagate_positions", False)}
    try:
        return Lark.load({"data": tables, "memo": memo})
    except Exception:  # noqa: BLE001 - whatever a damaged file makes Lark's loader raise, the parser is built anew
        return None


def parser(grammar: str, **options: Any) -> Lark:
    """The LALR parser of ``grammar`` with ``options``, from the cache folder when it holds
    the tables of the same grammar, options and versions; built (and kept) otherwise."""
    options = {**options, "parser": "lalr"}
    name = digest(grammar, options)
    here = cached.folder()
    if here is not None:
        raw = here.read(FILE)
        if raw is not None:
            first, _, rest = raw.partition(b"\n")
            if first == name.encode():
                try:
                    found = _loaded(json.loads(rest, object_hook=_decode), options)
                except (ValueError, TypeError, RecursionError):
                    found = None
                if found is not None:
                    return found
    built = Lark(grammar, **options)
    if here is not None:
        try:
            tables, memo = built.memo_serialize([TerminalDef, Rule])
            tables["options"] = {k: v for k, v in tables["options"].items() if k not in _SET_HERE}
            text = json.dumps({"data": _encode(tables), "memo": _encode(memo)})
        except (TypeError, ValueError):
            return built
        here.write(FILE, name.encode() + b"\n" + text.encode("utf-8"))
    return built
