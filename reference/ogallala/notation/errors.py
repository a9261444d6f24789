"""The one error type of the notation, and how it shows the place of each problem."""

from __future__ import annotations

from dataclasses import dataclass


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


class NotationError(ValueError):
    """Bad notation: a syntax error, an unknown card, or a position that cannot occur.

    Carries every problem found; ``str()`` gives each as one lowercase line followed by
    the offending line of the input with a caret under the place.
    """

    def __init__(self, problems: list[Problem] | Problem, text: str = "") -> None:
        self.problems = [problems] if isinstance(problems, Problem) else list(problems)
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
        lines = self.text.splitlines()
        out: list[str] = []
        for p in self.problems:
            rule = f" (rule {p.rule})" if p.rule else ""
            hint = f"; {p.hint}" if p.hint else ""
            out.append(f"{p.message}{p.where()}{hint}{rule}")
            if p.line is not None and 0 < p.line <= len(lines):
                source = lines[p.line - 1].replace("\t", " ")
                out.append(f"    | {source}")
                if p.column:
                    out.append("    | " + " " * (p.column - 1) + "^")
        return "\n".join(out)
