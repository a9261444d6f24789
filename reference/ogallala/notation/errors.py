"""The one error type of the notation, and how it shows the place of each problem.

Whatever the text, the error stays small: at most ``KEPT`` problems are kept (the rest are
counted), at most ``SHOWN`` are written out, each message is cut, and the line under a
problem is shown cleaned (``ogallala.util.clean``) and cut to a window around its place.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..util.clean import clean, clean_line

KEPT = 100
"""Most problems a ``NotationError`` keeps; the others are only counted."""
SHOWN = 20
"""Most problems ``str(NotationError)`` writes out."""
WIDTH = 100
"""Most characters of an input line shown under a problem: a longer one is cut around the place."""
MESSAGE = 300
"""Most characters of one problem's message (a message quotes the input)."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a text: what, where, and which rule it breaks (if a rule)."""

    message: str
    line: int | None = None
    column: int | None = None
    rule: str | None = None
    hint: str | None = None
    """A suggestion shown after the place, e.g. "did you mean 'furs'?"."""

    def where(self) -> str:
        if self.line is None:
            return ""
        return f" at {self.line}:{self.column}" if self.column else f" at line {self.line}"


class Problems(list[Problem]):
    """A list of problems that keeps the first ``KEPT`` and counts the others in ``more``.

    Add with ``append`` and ``extend``: ``+=`` is the list's own and would keep them all."""

    def __init__(self, items: Iterable[Problem] = ()) -> None:
        super().__init__()
        self.more = 0
        self.extend(items)

    @property
    def full(self) -> bool:
        """Whether another problem would only be counted (so not worth a costly hint)."""
        return len(self) >= KEPT

    def append(self, problem: Problem) -> None:
        if self.full:
            self.more += 1
        else:
            super().append(problem)

    def extend(self, problems: Iterable[Problem]) -> None:
        for problem in problems:
            self.append(problem)
        self.more += getattr(problems, "more", 0)


def excerpt(line: str, column: int | None) -> tuple[str, int | None]:
    """The part of ``line`` shown under a problem, cleaned and cut to about ``WIDTH``
    characters around ``column``, and the caret's column in it (None without a column)."""
    line = line.replace("\t", " ")
    start = 0
    if len(line) > WIDTH:
        start = max(0, min((column or 1) - 1 - WIDTH // 2, len(line) - WIDTH))
    end = start + WIDTH
    head = "..." if start > 0 else ""
    tail = "..." if end < len(line) else ""
    if column is None:
        return head + clean(line[start:end], None) + tail, None
    at = min(max(column - 1, start), end)
    before = head + clean(line[start:at], None)
    return before + clean(line[at:end], None) + tail, len(before) + 1


class NotationError(ValueError):
    """Bad notation: a syntax error, an unknown card, or a position that cannot occur.

    Carries every problem found (up to ``KEPT``; ``more`` counts the others); ``str()``
    gives each of the first ``SHOWN`` as one lowercase line followed by the offending line
    of the input with a caret under the place.
    """

    def __init__(self, problems: Iterable[Problem] | Problem, text: str = "", more: int = 0) -> None:
        kept = Problems([problems] if isinstance(problems, Problem) else problems)
        self.problems = list(kept)
        self.more = kept.more + more
        """How many problems were found beyond those kept."""
        self.text = text
        super().__init__(self.render())

    @property
    def line(self) -> int | None:
        return self.problems[0].line

    @property
    def column(self) -> int | None:
        return self.problems[0].column

    @property
    def rule(self) -> str | None:
        return self.problems[0].rule

    def render(self) -> str:
        lines = [line.removesuffix("\r") for line in self.text.split("\n")]  # as the parser counts lines
        out: list[str] = []
        for p in self.problems[:SHOWN]:
            rule = f" (rule {p.rule})" if p.rule else ""
            hint = f"; {p.hint}" if p.hint else ""
            out.append(clean_line(f"{p.message}{p.where()}{hint}{rule}", MESSAGE))
            if p.line is not None and 0 < p.line <= len(lines):
                source, caret = excerpt(lines[p.line - 1], p.column)
                out.append(f"    | {source}")
                if caret:
                    out.append("    | " + " " * (caret - 1) + "^")
        left = len(self.problems) - SHOWN + self.more
        if left > 0:
            out.append(f"(and {left} more problem{'s' if left > 1 else ''}, {len(self.problems) + self.more} in all)")
        return "\n".join(out)
