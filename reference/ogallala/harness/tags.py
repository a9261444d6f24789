"""Tag expressions for ``--tag``, as pytest's ``-m``: ``amigo and not ruling_amigo_deck_split``.

    expr := term ("or" term)*
    term := factor ("and" factor)*
    factor := "not" factor | "(" expr ")" | TAG

A tag may be written with its ``@``. Parsed into a tree of tuples and evaluated against a run's set of tags; nothing is ever
handed to ``eval``. An expression has at most ``MAX_TEXT`` characters and nests at most
``MAX_DEPTH`` levels (parentheses and ``not``); chains of ``and`` and ``or`` are flat.
"""

from __future__ import annotations

import re
from collections.abc import Set
from dataclasses import dataclass
from typing import Any

from ..notation.errors import excerpt

TOKEN = re.compile(r"\s*(?:(?P<paren>[()])|@?(?P<word>[A-Za-z0-9_][A-Za-z0-9_.-]*)|(?P<bad>\S))")
KEYWORDS = {"and", "or", "not"}

Node = tuple[Any, ...]  # ("tag", name) | ("not", node) | ("and", a, b, ...) | ("or", a, b, ...)

MAX_TEXT = 10_000
"""The longest tag expression read, in characters."""
MAX_DEPTH = 50
"""The deepest nesting of parentheses and ``not`` read."""


class TagError(ValueError):
    """A tag expression that does not parse; the message shows where (the expression
    cleaned and cut around the place)."""

    def __init__(self, message: str, text: str, column: int) -> None:
        shown, caret = excerpt(text, column + 1)
        super().__init__(f"{message} at column {column + 1}\n    {shown}\n    {' ' * ((caret or 1) - 1)}^")


@dataclass(frozen=True)
class TagExpr:
    text: str
    tree: Node

    @property
    def names(self) -> frozenset[str]:
        """Every tag the expression mentions."""
        found: set[str] = set()

        def walk(node: Node) -> None:
            if node[0] == "tag":
                found.add(node[1])
            else:
                for child in node[1:]:
                    walk(child)
        walk(self.tree)
        return frozenset(found)

    def __call__(self, tags: Set[str]) -> bool:
        def value(node: Node) -> bool:
            match node[0]:
                case "tag":
                    return node[1] in tags
                case "not":
                    return not value(node[1])
                case "and":
                    return all(value(child) for child in node[1:])
                case _:
                    return any(value(child) for child in node[1:])
        return value(self.tree)


def parse_tags(text: str) -> TagExpr:
    if len(text) > MAX_TEXT:
        raise TagError(f"the expression has {len(text)} characters; at most {MAX_TEXT} are read", text, MAX_TEXT)
    tokens: list[tuple[str, int]] = []
    pos = 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            break
        if m.group("bad"):
            raise TagError(f"unexpected {m.group('bad')!r}", text, m.start("bad"))
        value = m.group("paren") or m.group("word")
        tokens.append((value, m.start("paren") if m.group("paren") else m.start("word")))
        pos = m.end()
    at = 0
    depth = 0

    def peek() -> str | None:
        return tokens[at][0] if at < len(tokens) else None

    def where() -> int:
        return tokens[at][1] if at < len(tokens) else len(text.rstrip())

    def expr() -> Node:
        nonlocal at
        nodes = [term()]
        while peek() == "or":
            at += 1
            nodes.append(term())
        return nodes[0] if len(nodes) == 1 else ("or", *nodes)

    def term() -> Node:
        nonlocal at
        nodes = [factor()]
        while peek() == "and":
            at += 1
            nodes.append(factor())
        return nodes[0] if len(nodes) == 1 else ("and", *nodes)

    def deeper() -> None:
        nonlocal depth
        depth += 1
        if depth > MAX_DEPTH:
            raise TagError(f"the expression nests more than {MAX_DEPTH} levels deep", text, where())

    def factor() -> Node:
        nonlocal at, depth
        token = peek()
        if token is None:
            raise TagError("the expression ends too early", text, where())
        if token == "not":
            at += 1
            deeper()
            node = ("not", factor())
            depth -= 1
            return node
        if token == "(":
            at += 1
            deeper()
            node = expr()
            depth -= 1
            if peek() != ")":
                raise TagError("expected ')'", text, where())
            at += 1
            return node
        if token == ")" or token in KEYWORDS:
            raise TagError(f"expected a tag, not {token!r}", text, where())
        at += 1
        return ("tag", token)

    if not tokens:
        raise TagError("the expression is empty", text, 0)
    tree = expr()
    if at < len(tokens):
        raise TagError(f"unexpected {tokens[at][0]!r}", text, where())
    return TagExpr(text, tree)
