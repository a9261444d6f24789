"""The result of one run, as the reports and the worker processes pass it around."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from ..scenarios.load import Run
from ..scenarios.run import Detail, Outcome, steps_text
from .expected import Entry
from .select import area_of, primary_topic

OUTCOMES = ("passed", "failed", "error", "broken", "skipped", "xfailed", "xpassed")
"""``broken``: the scenario itself is wrong (bad notation, a step no definition matches)."""

UNEXPECTED = ("failed", "error", "broken", "xpassed")
"""The outcomes that make the run exit 1."""

SUMMARY = {"passed": "passed", "failed": "failed", "error": "errors", "broken": "broken",
           "skipped": "skipped", "xfailed": "xfailed", "xpassed": "xpassed"}
"""Outcome -> its key in the JSON summary."""


@dataclass(frozen=True)
class Result:
    key: str
    """The run key: ``scenario-id@edition`` (``scenario-id#row@edition`` for an outline row)."""
    scenario: str
    name: str
    feature: str
    line: int
    edition: str
    rules: tuple[str, ...]
    area: str
    topic: str
    """The rule topic of the scenario's ``Rule:`` block (its first topic tag otherwise)."""
    outcome: str
    message: str = ""
    step: str = ""
    """The step at which it failed, as written, with its line."""
    duration: float = 0.0
    stderr: str = ""
    """The tail of what the engine wrote to stderr during the run (failures and errors)."""
    kind: str = ""
    """For an error: the ``EngineError`` kind (timeout, crash, malformed, schema ...)."""
    reason: str = ""
    """For a skip: why; for xfailed and xpassed: the expected-failures entry's reason."""
    rulings: tuple[str, ...] = ()
    """The rulings the scenario depends on (tags and reading columns)."""
    text: str = ""
    """For anything but a pass: the scenario's steps as written for this run (outline row filled in)."""
    detail: Detail = field(default_factory=Detail)

    @property
    def unexpected(self) -> bool:
        return self.outcome in UNEXPECTED

    @property
    def location(self) -> str:
        return f"{self.feature}:{self.line}"


def _result(run: Run, outcome: str, **more: Any) -> Result:
    """The result of ``run``: what the scenario says of itself, the outcome and ``more``."""
    s = run.scenario
    return Result(key=run.key, scenario=s.id, name=run.name or s.name, feature=s.feature, line=s.line,
                  edition=run.edition, rules=tuple(s.topics), area=area_of(s), topic=primary_topic(s),
                  rulings=tuple(s.rulings), outcome=outcome, **more)


TEXT_MAX = 64 << 10
"""Most characters kept of a message or a position in a result (an engine may send 8 MiB
in one reply; every report shows far less, and results travel between processes)."""
DIFF_MAX = 1000
"""Most lines of a difference kept in a result."""


def _cut(text: str) -> str:
    return text if len(text) <= TEXT_MAX else text[:TEXT_MAX] + f"\n[... {len(text) - TEXT_MAX} more characters]"


def bounded(detail: Detail) -> Detail:
    """``detail`` with every text cut to ``TEXT_MAX`` characters and the difference to
    ``DIFF_MAX`` lines."""
    diff = tuple(line[:1000] for line in detail.diff[:DIFF_MAX])
    if len(detail.diff) > DIFF_MAX:
        diff += (f"  [... {len(detail.diff) - DIFF_MAX} more lines]",)
    return replace(detail, done=tuple(_cut(x) for x in detail.done[:1000]), start=_cut(detail.start),
                   before=_cut(detail.before), expected=_cut(detail.expected), actual=_cut(detail.actual), diff=diff,
                   divergence=_cut(detail.divergence))


def from_outcome(outcome: Outcome, stderr: str = "") -> Result:
    if outcome.status == "passed":  # nothing to show, nothing to cut
        return _result(outcome.run, "passed", duration=outcome.duration, stderr=_cut(outcome.stderr or stderr))
    return _result(outcome.run, outcome.status, message=_cut(outcome.message), step=outcome.step,
                   duration=outcome.duration, stderr=_cut(outcome.stderr or stderr), kind=outcome.kind,
                   text=steps_text(outcome.run.steps), detail=bounded(outcome.detail))


def skipped(run: Run, reason: str, kind: str = "") -> Result:
    """A run not played: ``kind`` ``reading`` when the engine reads a ruling the run depends
    on otherwise (a difference in the rules, which a comparison of engines shows)."""
    return _result(run, "skipped", reason=reason, kind=kind)


def late(run: Run, reason: str) -> Result:
    """A run not begun when the deadline passed (``harness.deadline``): not played, so it
    is counted with the skips, of kind ``deadline``."""
    return _result(run, "skipped", kind="deadline", reason=reason)


def not_run(run: Run, message: str) -> Result:
    return _result(run, "error", kind="not-run", message=message)


def expect(result: Result, entry: Entry | None) -> Result:
    """The result in the light of an expected-outcomes entry: the outcome it expected (and
    its cause, if it names one) becomes xfailed, a pass becomes xpassed (it did better than
    expected, and says so: strict); skips stay skips, and any other outcome stays what it is,
    with a reason saying what was expected instead."""
    if entry is None or result.outcome == "skipped":
        return result
    if result.outcome == "passed":
        return replace(result, outcome="xpassed", reason=entry.reason)
    if entry.fits(result.outcome, result.kind, result.message, result.step):
        return replace(result, outcome="xfailed", reason=entry.reason)
    listed = "an expected failure" if entry.expects == "fail" else f"expected to end in {entry.outcome}" + \
        (f" of cause '{entry.cause}'" if entry.cause else "")
    was = {"failed": "a wrong answer", "error": f"an engine error ({result.kind or 'error'})",
           "broken": "a broken scenario"}.get(result.outcome, result.outcome)
    also = " (of another cause)" if entry.fits(result.outcome, result.kind, cause=False) else ""
    return replace(result, reason=f"listed as {listed} ({entry.reason}), but it was {was}{also}")


def expectation(result: Result, entry: Entry | None) -> Entry | None:
    """What an expected-outcomes file written now says of ``result`` (None: nothing, it
    passed): its outcome, and the reason it has (the listed one, or its message's first
    line)."""
    from ..util.clean import first_line

    if result.outcome in ("passed", "xpassed") or (result.outcome == "skipped" and
                                                  (entry is None or entry.outcome != "skip")):
        return None
    if entry is not None and result.outcome in ("xfailed", "skipped"):
        return Entry(result.key, entry.reason, 0, entry.outcome, entry.cause)
    outcome = {"failed": "fail", "broken": "broken"}.get(result.outcome, "error")
    if result.outcome == "error" and result.kind in ("timeout", "crash"):
        outcome = result.kind
    return Entry(result.key, first_line(result.message, 120), 0, outcome)


def summary(results: Iterable[Result]) -> dict[str, int]:
    counts = Counter(r.outcome for r in results)
    return {SUMMARY[o]: counts.get(o, 0) for o in OUTCOMES}
