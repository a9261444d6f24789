"""Engine text made safe to show: one cleaning for the terminal, JSON, JUnit and HTML.

Everything an engine sends (messages, rule ids, stderr, names in its hello) is untrusted,
and so is what a user's file or command line holds when an error message echoes it:
control characters (terminal escapes among them), bidi controls, line and paragraph
separators and lone surrogates are shown as escapes, and the text is cut to a bounded
length. Each report format then adds only its own escaping (rich never parses it as
markup, XML through ElementTree, HTML through the template engine's autoescape).

Every layer shows untrusted text (the models' checks, the notation's errors, the protocol's
validation errors, the reports), so this module sits below them all and imports nothing
of the package.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import ValidationError

CONTROL = re.compile(
    r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
    r"\ud800-\udfff\ufeff\ufffe\uffff]"
)
"""Control characters (terminal escapes), bidi controls, line and paragraph separators, a
byte order mark and lone surrogates."""

LIMIT = 4000
"""Longest message or stderr shown in a report, in characters."""


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def clean(text: str, limit: int | None = LIMIT) -> str:
    """``text`` safe to print or write: control characters (ANSI escapes among them) shown as
    ``\\x1b``, tabs and newlines kept, and cut so that at most ``limit`` characters of it
    are shown (escapes counted as written)."""
    shown = CONTROL.sub(_escape, text[:limit] if limit is not None else text)
    if limit is None or (len(text) <= limit and len(shown) <= limit):
        return shown
    keep = limit  # the longest prefix whose escaped form fits
    if len(shown) > limit:
        low, high = 0, limit
        while low < high:
            middle = (low + high + 1) // 2
            if len(CONTROL.sub(_escape, text[:middle])) <= limit:
                low = middle
            else:
                high = middle - 1
        keep = low
        shown = CONTROL.sub(_escape, text[:keep])
    return shown + f" [... {len(text) - keep} more characters]"


def clean_line(text: str, limit: int | None = 1000) -> str:
    """``text`` as one clean line: cleaned and cut, newlines and tabs shown as escapes too
    (for a message that must stay one line, such as a protocol ``error`` reply or a log line)."""
    return clean(text, limit).replace("\t", "\\t").replace("\n", "\\n")


def clean_tree(value: Any, limit: int | None = LIMIT, items: int | None = None, key_limit: int = 200,
               total: int | None = None) -> Any:
    """A JSON-like value (a report, or what an engine sent) with every string in it cleaned
    and cut to ``limit`` characters, every key cleaned and cut to ``key_limit``, every list
    and object cut to its first ``items`` entries and, given ``total``, no more than about
    that many characters of strings and keys in all (the entries beyond it are left out:
    bounds per level multiply with the nesting). A report is written through this, so that
    no field of it, added now or later, passes an engine's text on raw or unbounded. Tuples
    become lists; anything else (numbers, booleans, None) is kept."""
    left = [total if total is not None else -1]

    def text(raw: str, most: int | None) -> str:
        if left[0] >= 0:
            most = min(most, left[0]) if most is not None else left[0]
        shown = clean(raw, most)
        if left[0] >= 0:
            left[0] = max(0, left[0] - len(shown))
        return shown

    def spent() -> bool:
        return left[0] == 0

    def tidy(item: Any) -> Any:
        if isinstance(item, str):
            return text(item, limit)
        if isinstance(item, dict):
            out = {}
            for k, v in (list(item.items())[:items] if items is not None else item.items()):
                if spent():
                    break
                out[text(str(k), key_limit)] = tidy(v)
            return out
        if isinstance(item, (list, tuple)):
            kept = []
            for v in (item[:items] if items is not None else item):
                if spent():
                    break
                kept.append(tidy(v))
            return kept
        return item

    return tidy(value)


def clean_bytes(data: bytes, limit: int = 200) -> str:
    """Raw bytes (an engine's reply line) as clean text: decoded with replacement, cut
    after ``limit`` characters, quoted."""
    text = data[: limit * 4 + 4].decode("utf-8", "replace")
    cut = len(text) > limit or len(data) > limit * 4 + 4
    return "'" + clean_line(text[:limit], None) + "'" + (f" [... {len(data)} bytes in all]" if cut else "")


def first_line(text: str, limit: int = 160) -> str:
    """The first non-blank line of ``text``, cleaned and cut to ``limit`` characters."""
    stripped = text.lstrip()
    end = stripped.find("\n")
    line = clean(stripped[: end if end >= 0 else None][: limit + 1], None).strip()
    return line if len(line) <= limit else line[: limit - 3] + "..."


BRIEF_MAX = 10_000
"""Beyond this many validation problems ``brief`` only counts them."""


def brief(error: ValidationError, limit: int = 3) -> str:
    """A validation error in one line: ``actions.0.action.kind: ...; state: Field required``."""
    count = error.error_count()
    if count > BRIEF_MAX:  # listing them all would cost seconds (an 8 MiB line holds a million)
        return f"{count} problems, too many to list"
    parts = []
    for item in error.errors(include_url=False, include_input=False, include_context=False)[:limit]:
        where = ".".join(str(x) for x in item["loc"]) or "(top)"
        parts.append(f"{clean_line(where, 120)}: {clean_line(item['msg'], 300)}")
    more = count - limit
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")
