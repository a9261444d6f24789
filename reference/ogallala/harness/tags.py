"""Tag expressions for ``--tag``, as pytest's ``-m``: ``amigo and not ruling_amigo_deck_split``.

    expr := term ("or" term)*
    term := factor ("and" factor)*
    factor := "not" factor | "(" expr ")" | TAG

A tag may be written with its ``@``. Parsed into a tree of tuples and evaluated against a run's set of tags; nothing is ever
handed to ``eval``.
"""

from __future__ import annotations

import re
from collections.abc import Set
from dataclasses import dataclass

TOKEN = re.compile(r"\s*(?:(?P<paren>[()])|@?(?P<word>[A-Za-z0-9_][A-Za-z0-9_.-]*)|(?P<bad>\S))")
KEYWORDS = {"and", "or", "not"}

Node = tuple  # ("tag", name) | ("not", node) | ("and", a, b) | ("or", a, b)


class TagError(ValueError):
    """A tag expression that does not parse; the message shows where."""

    def __init__(self, message: str, text: str, column: int) -> None:
        super().__init__(f"{message} at column {column + 1}\n    {text}\n    {' ' * column}^")


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
                    return value(node[1]) and value(node[2])
                case _:
                    return value(node[1]) or value(node[2])
        return value(self.tree)


def parse_tags(text: str) -> TagExpr:
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

    def peek() -> str | None:
        return tokens[at][0] if at < len(tokens) else None

    def where() -> int:
        return tokens[at][1] if at < len(tokens) else len(text.rstrip())

    def expr() -> Node:
        nonlocal at
        node = term()
        while peek() == "or":
            at += 1
            node = ("or", node, term())
        return node

    def term() -> Node:
        nonlocal at
        node = factor()
        while peek() == "and":
            at += 1
            node = ("and", node, factor())
        return node

    def factor() -> Node:
        nonlocal at
        token = peek()
        if token is None:
            raise TagError("the expression ends too early", text, where())
        if token == "not":
            at += 1
            return ("not", factor())
        if token == "(":
            at += 1
            node = expr()
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
