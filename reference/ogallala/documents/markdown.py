"""Markdown helpers for the generated documents: table cells, quotes, links, tidying.

The statements and quotes are plain text from TOML; these keep them from breaking a table
row or turning into a list or heading when placed in Markdown.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .citations import normalise
from .compare import normalise_statement


def cell(text: object) -> str:
    """Text safe inside a Markdown table cell: one line, pipes escaped."""
    return normalise_statement(str(text)).replace("|", "\\|")


def changes(table: dict[str, int | tuple[int, int]]) -> str:
    """A variant's card changes: ``lasso 1 + 1, totem 2`` (coloured counts as red + other)."""
    return ", ".join(
        f"`{kind}` {' + '.join(map(str, n)) if isinstance(n, tuple) else n}" for kind, n in table.items()
    )


_TOPIC_ID = re.compile(r"(?<![\w.`-])([a-z]+\.[a-z0-9]+(?:-[a-z0-9]+)*)(?![\w`-])")


def link_topics(text: str, ids: set[str] | frozenset[str]) -> str:
    """The text with each mention of a topic in ``ids`` made a link to it in the same document."""
    return _TOPIC_ID.sub(lambda m: f"[`{m[1]}`](#{m[1]})" if m[1] in ids else m[0], text)


_RULING_MENTION = re.compile(r"\[([a-z0-9]+(?:-[a-z0-9]+)+)\](?!\()")


def link_rulings(text: str, ids: set[str] | frozenset[str], page: str) -> str:
    """The text with each ``[ruling-id]`` of a ruling in ``ids`` made a link to it on ``page``."""
    return _RULING_MENTION.sub(lambda m: f"[{m[1]}]({page}#{m[1]})" if m[1] in ids else m[0], text)


def quote(text: str) -> str:
    """A quote as the checker matches it, kept from starting a Markdown list or heading."""
    text = normalise(text)
    return "\\" + text if re.match(r"[-+#>|]|\d+\.", text) else text


def tidy(text: str) -> str:
    """No trailing spaces, at most one blank line in a row, one final newline."""
    lines: list[str] = []
    for line in text.splitlines():
        line = line.rstrip()
        if line or (lines and lines[-1]):
            lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def shown_value(name: str, value: Any) -> str:
    """A parameter's value as the documents print it: JSON, the deck in a few words."""
    if name == "deck":
        return f"{sum(count for _, count, _ in value)} cards of {len(value)} kinds"
    return json.dumps(value, ensure_ascii=False)
