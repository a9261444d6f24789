"""Hypothesis strategies: positions that occur in real games, and text that is not one.

Valid states come from playing random games a random number of moves from a random deal:
every such state is one the rules can reach, so it is the right population for
round-trip and engine properties.
"""

from __future__ import annotations

import json
import random

from hypothesis import strategies as st

from ogallala.model.editions import EDITION_IDS, load
from ogallala.engine.random_play import SEATS, played
from ogallala.model.state import State

NAMES = SEATS


def options_for(edition: str, rng: random.Random) -> tuple[str, ...]:
    variants = [v for v in load(edition).variant_ids if rng.random() < 0.3]
    chosen: list[str] = []
    for v in variants:
        if not any(v in load(edition).variant(c).excludes for c in chosen):
            chosen.append(v)
    return tuple(chosen)


@st.composite
def states(draw: st.DrawFn, editions: tuple[str, ...] = EDITION_IDS) -> State:
    edition = draw(st.sampled_from(editions))
    ed = load(edition)
    players = draw(st.integers(ed.players.min, ed.players.max))
    seed = draw(st.integers(0, 2**64 - 1))
    moves = draw(st.integers(0, 400))
    options = options_for(edition, random.Random(seed))
    return played(edition, players, seed, moves, options)


TOKENS = ["edition:", "amigo", "pelikan-1975", "North:", "South:", "|", ".", "bow", "stern", "i1", "i2.red",
          "furs", "pile", "1:", "discard:", "out:", "turn:", "pending:", "draw", "place", "attack", "r1c1-r1c4",
          "\n", " ", "#", "-", "game over", "options:", "tribes", "spoils", "from", "(drawn)", "seed:", "99999999999999999999999"]


@st.composite
def texts(draw: st.DrawFn) -> str:
    """Text near the notation: fragments of it in random order, or arbitrary text."""
    if draw(st.booleans()):
        return draw(st.text(max_size=200))
    return " ".join(draw(st.lists(st.sampled_from(TOKENS), max_size=60)))


# -- hostile input: extreme but valid JSON, damaged lines, odd command lines ---------------------
#
# JSON is built as text, not as Python values: a value nested a thousand levels deep cannot
# even be written by ``json.dumps``, and that is the point.

NASTY_CHARS = "\x00\x07\x1b\x7f\x85\x9b\u061c\u200e\u202e\u2028\u2066\ufeff\ufffe"
"""Control, bidi and separator characters a report must never pass on."""


def _nested(depth: int, kind: str) -> str:
    return ("[" * depth + "]" * depth) if kind == "array" else ('{"a":' * depth + "0" + "}" * depth)


@st.composite
def nasty_strings(draw: st.DrawFn) -> str:
    """Text with control and bidi characters, sometimes very long."""
    text = draw(st.text(alphabet=st.characters(codec="utf-8") | st.sampled_from(NASTY_CHARS), max_size=30))
    return text * draw(st.sampled_from([1, 1, 1, 100, 2000]))


@st.composite
def json_extremes(draw: st.DrawFn) -> str:
    """One JSON value as text, valid JSON but extreme: deeply nested, a huge number, a long
    string full of escapes, a huge array."""
    kind = draw(st.sampled_from(["nested", "integer", "float", "string", "array", "object", "small"]))
    if kind == "nested":
        return _nested(draw(st.sampled_from([10, 199, 200, 201, 1000, 100_000])), draw(st.sampled_from(["array", "object"])))
    if kind == "integer":
        return str(draw(st.sampled_from([-1, 2**31, 2**63, -(2**63) - 1, 2**64 - 1, 2**64, 10**30, -(10**30)]))
                   if draw(st.booleans()) else "9" * draw(st.sampled_from([19, 20, 4300, 5000, 100_000])))
    if kind == "float":
        return draw(st.sampled_from(["1e400", "-1e400", "-0.0", "0.5", "1e-400", "123456789012345678901234567890.5"]))
    if kind == "string":
        return json.dumps(draw(nasty_strings()), ensure_ascii=draw(st.booleans()))
    if kind == "array":
        item = draw(st.sampled_from(['"i1"', "null", "0", '"North"', "[]", '{"kind":"draw"}']))
        return "[" + ",".join([item] * draw(st.sampled_from([0, 1, 1000, 100_000]))) + "]"
    if kind == "object":
        key = json.dumps(draw(nasty_strings()))
        return "{" + key + ":0}"
    return draw(st.sampled_from(["null", "true", "false", "0", '""', "[]", "{}", '"amigo"', '"\\ud800"', '"\\udfff\\ud800"']))


def _paths(value: object, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value, the value itself first."""
    found = [path]
    if isinstance(value, dict):
        for k, v in value.items():
            found += _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            found += _paths(v, (*path, i))
    return found


HOLE = "\u0000hole\u0000"


def with_hole(value: object, path: tuple, new_key: bool) -> object:
    """``value`` with ``HOLE`` at ``path`` (or, with ``new_key``, as an extra field there)."""
    if not path:
        return {**value, HOLE: HOLE} if new_key and isinstance(value, dict) else HOLE
    head, *rest = path
    if isinstance(value, dict):
        return {**value, head: with_hole(value[head], tuple(rest), new_key)}
    copy = list(value)  # type: ignore[call-overload]
    copy[head] = with_hole(copy[head], tuple(rest), new_key)
    return copy


@st.composite
def damaged_lines(draw: st.DrawFn, messages: list[dict]) -> bytes:
    """One of ``messages`` (JSON objects) as a line, damaged: an extreme value in any place or
    as an extra field, cut short, bytes spliced in, or replaced by arbitrary bytes."""
    how = draw(st.sampled_from(["extreme", "extreme", "extreme", "cut", "splice", "bytes"]))
    message = draw(st.sampled_from(messages))
    line = json.dumps(message, separators=(",", ":")).encode()
    if how == "extreme":
        path = draw(st.sampled_from(_paths(message)))
        holed = json.dumps(with_hole(message, path, draw(st.booleans())), separators=(",", ":"))
        return holed.replace(json.dumps(HOLE), draw(json_extremes())).encode()
    if how == "cut":
        return line[: draw(st.integers(0, len(line)))]
    if how == "splice":
        at = draw(st.integers(0, len(line)))
        return line[:at] + draw(st.binary(min_size=1, max_size=8)) + line[at:]
    return draw(st.binary(max_size=80))


NOTATION_EXTREMES = [
    "9" * 5000, "18446744073709551616", "2147483648", "-1", "N" + "a" * 100, "\x1b[2J", "\u202e", "\x00",
    " ".join(["zz"] * 3000), " ".join(["bow"] * 3000), "|" * 2000, "r99999999999c1", "r1c1-r1c" + "9" * 40,
]


@st.composite
def damaged_positions(draw: st.DrawFn, positions: list[str]) -> str:
    """A real position's text with an extreme piece put in, a line repeated many times, or
    characters spliced in."""
    text = draw(st.sampled_from(positions))
    lines = text.split("\n")
    at = draw(st.integers(0, len(lines) - 1))
    how = draw(st.sampled_from(["replace", "insert", "repeat", "splice"]))
    if how == "repeat":
        lines[at:at + 1] = [lines[at]] * draw(st.sampled_from([2, 50, 1000]))
    elif how == "splice":
        line = lines[at]
        cut = draw(st.integers(0, len(line)))
        lines[at] = line[:cut] + draw(nasty_strings()) + line[cut:]
    else:
        piece = draw(st.sampled_from(NOTATION_EXTREMES))
        words = lines[at].split(" ")
        where = draw(st.integers(0, len(words)))
        if how == "replace" and where < len(words):
            words[where] = piece
        else:
            words.insert(where, piece)
        lines[at] = " ".join(words)
    return "\n".join(lines)


TAG_WORDS = ["amigo", "ass_i", "and", "or", "not", "(", ")", "@amigo", "topic_attack_strength", "nope", "x", "-", "!", "\x1b"]


@st.composite
def tag_expressions(draw: st.DrawFn) -> str:
    """Tag expressions, well formed or not, sometimes nested or chained very deep."""
    how = draw(st.sampled_from(["words", "words", "deep", "chain", "text"]))
    if how == "deep":
        n = draw(st.sampled_from([10, 49, 50, 51, 500, 5000]))
        opener = draw(st.sampled_from(["(", "not "]))
        return opener * n + "amigo" + (")" * n if opener == "(" else "")
    if how == "chain":
        return f" {draw(st.sampled_from(['and', 'or']))} ".join(["amigo"] * draw(st.sampled_from([2, 999, 2000, 5000])))
    if how == "text":
        return draw(nasty_strings())
    return " ".join(draw(st.lists(st.sampled_from(TAG_WORDS), max_size=30)))


@st.composite
def expected_files(draw: st.DrawFn, keys: list[str]) -> str:
    """Expected-failures files: real keys in every form, comments, junk lines, long lines."""
    lines = []
    for _ in range(draw(st.integers(0, 30))):
        kind = draw(st.sampled_from(["key", "key", "partial", "comment", "blank", "junk", "long"]))
        key = draw(st.sampled_from(keys))
        ident, _, edition = key.partition("@")
        if kind == "key":
            lines.append(f"{key}  # {draw(nasty_strings())}")
        elif kind == "partial":
            lines.append(draw(st.sampled_from([ident, ident.partition("#")[0], f"{ident.partition('#')[0]}@{edition}"])))
        elif kind == "comment":
            lines.append("# " + draw(nasty_strings()))
        elif kind == "blank":
            lines.append(" " * draw(st.integers(0, 3)))
        elif kind == "junk":
            lines.append(draw(nasty_strings()))
        else:
            lines.append("k" * draw(st.sampled_from([1001, 20_000])))
    return "\n".join(lines)
