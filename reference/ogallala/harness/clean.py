"""Engine text made safe to show: one cleaning for the terminal, JSON, JUnit and HTML.

Everything an engine sends (messages, rule ids, stderr, names in its hello) is untrusted:
control characters (terminal escapes among them), bidi overrides and lone surrogates are
shown as escapes, and the text is cut to a bounded length. Each report format then adds
only its own escaping (rich never parses it as markup, XML through ElementTree, HTML
through the template engine's autoescape).
"""

from __future__ import annotations

import re

CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff\ufffe\uffff]")
"""Control characters (terminal escapes), bidi overrides and lone surrogates."""

LIMIT = 4000
"""Longest message or stderr shown in a report, in characters."""


def clean(text: str, limit: int | None = LIMIT) -> str:
    """``text`` safe to print or write: control characters (ANSI escapes among them) shown as
    ``\\x1b``, tabs and newlines kept, cut after ``limit`` characters."""
    if limit is not None and len(text) > limit:
        text = text[:limit] + f" [... {len(text) - limit} more characters]"
    return CONTROL.sub(lambda m: f"\\x{ord(m.group()):02x}" if ord(m.group()) < 0x100 else f"\\u{ord(m.group()):04x}", text)


def first_line(text: str, limit: int = 160) -> str:
    line = clean(text, None).strip().splitlines()[0] if text.strip() else ""
    return line if len(line) <= limit else line[: limit - 3] + "..."
