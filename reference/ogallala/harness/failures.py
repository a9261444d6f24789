"""A failure as an engine author reads it: the cause first, then everything to find it.

One block per failure: the run key and where the scenario is written, the command that
reruns just this run, the rule (its statement for the run's edition and a quote), the
rulings it depends on and the reading it was played under, the scenario as written for
this run, the position it started from, the steps done, the position before the failing
step, the failing step and what differed (positions line by line, actions and cards as
missing and unexpected), the first reply that differed from the reference engine, and
the engine's stderr.

Failures that share a cause (the same step definition and the same shape of message) are
shown once, with a count and the other run keys: one wrong answer is one paragraph.
All engine text is cleaned (``clean.clean``) before it is shown.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

from ..scenarios.steps import ScenarioError, find
from ..model.spec import Rule, load_spec
from ..util.clean import clean, clean_line
from .results import Result

RULE_ID = re.compile(r"\b([a-z]+\.[a-z0-9]+(?:-[a-z0-9]+)*)\b")

DIFF_SHOWN = 60
"""Most lines of a difference shown in a failure's block."""

Line = tuple[str, str]
"""A line of a report and its style (a rich style name, "" for plain)."""


@dataclass(frozen=True)
class Rerun:
    """How to run one run again: the command line that selects the engine."""

    engine: tuple[str, ...] | None = None
    """The engine command (None: the reference engine in-process)."""
    readings: tuple[tuple[str, str], ...] = ()
    """``--reading`` options given to the in-process reference engine."""

    def command(self, key: str, what: str = "--explain") -> str:
        words = ["ogallala", "conformance"]
        if self.engine is not None:
            words += ["--engine", shlex.join(self.engine)]
        for rid, aid in self.readings:
            words += ["--reading", f"{rid}={aid}"]
        return clean(shlex.join([*words, what, key]), 2000)  # a command with control characters is shown escaped


@cache
def _rules() -> dict[str, Rule]:
    return load_spec().rules_by_id


def rule_lines(rule_id: str, edition: str) -> list[Line]:
    """The rule's statement for ``edition`` and its first quote, or nothing if unknown."""
    rule = _rules().get(rule_id)
    entry = rule.editions.get(edition) if rule else None
    if entry is None:
        return []
    lines: list[Line] = [(f"  rule {rule_id} ({edition}): {entry.statement.strip()}", "")]
    if entry.sources:
        source = entry.sources[0]
        lines.append((f"    \"{source.quote.strip()}\" ({source.file[:3]})", "dim"))
        if source.translation:
            lines.append((f"    {source.translation.strip()}", "dim"))
    return lines


def cited_rules(result: Result) -> list[str]:
    """The rules a failure is about: the scenario's topics (the one of its ``Rule:`` block
    first), then any rule id the failure names (a refusal by another rule), each once."""
    found = sorted(result.rules, key=lambda t: t != result.topic)[:3]
    for text in (result.detail.expected, result.detail.actual, result.message):
        for rid in RULE_ID.findall(text):
            if rid in _rules() and rid not in found:
                found.append(rid)
    return found[:4]


def _block(title: str, text: str, style: str = "") -> list[Line]:
    body = clean(text).rstrip("\n")
    if not body.strip():
        return []
    return [(f"  {title}", "bold")] + [(f"    {line}", style) for line in body.splitlines()]


def _diff(result: Result) -> list[Line]:
    d = result.detail
    if d.diff:
        lines: list[Line] = [("  difference (- expected, + found):", "bold")]
        for line in d.diff[:DIFF_SHOWN]:
            style = "red" if line.startswith("- ") else "green" if line.startswith("+ ") else "dim"
            lines.append((f"    {clean_line(line, 400)}", style))
        if len(d.diff) > DIFF_SHOWN:
            lines.append((f"    ... and {len(d.diff) - DIFF_SHOWN} more lines", "dim"))
        return lines
    return _block("expected:", d.expected) + _block("found:", d.actual)


def _readings(result: Result) -> list[Line]:
    if not result.rulings:
        return []
    spec = load_spec()
    played = dict(result.detail.readings)
    parts = []
    for rid in result.rulings:
        ruling = spec.rulings_by_id.get(rid)
        decided = ruling.decisions.get(result.edition) if ruling else None
        if decided is None:
            continue
        reading = played.get(rid, decided)
        parts.append(f"{rid} = {reading}" + (" (the decision)" if reading == decided else f" (decided: {decided})"))
    return [("  played under: " + "; ".join(parts), "")] if parts else []


def describe(result: Result, rerun: Rerun | None = None) -> list[Line]:
    """Every line of one failure's block."""
    labels = {"failed": ("FAILED", "bold red"), "error": ("ERROR", "bold red"),
              "broken": ("BROKEN SCENARIO", "bold magenta"), "xpassed": ("XPASSED", "bold red")}
    label, style = labels.get(result.outcome, (result.outcome.upper(), "bold"))
    kind = f" ({result.kind})" if result.kind else ""
    d = result.detail
    lines: list[Line] = [(f"{label}{kind} {clean(result.key, 300)}   {clean(result.location, 300)}", style),
                         (f"  {clean(result.name, 300)}", "")]
    if rerun is not None:
        lines.append((f"  rerun: {rerun.command(result.key)}", "cyan"))
    for rid in cited_rules(result):
        lines += rule_lines(rid, result.edition)
    lines += _readings(result)
    if result.outcome == "xpassed":
        lines.append((f"  passed, but it is listed as an expected failure: {clean(result.reason, 300)}", ""))
        return lines
    lines += _block("scenario:", result.text, "dim")
    lines += _block("from the position:", d.start, "dim")
    if d.done:
        lines += _block("steps done:", "\n".join(d.done), "dim")
    if d.before and d.before != d.start:
        lines += _block("the engine's position before the failing step:", d.before, "dim")
    if result.step:
        lines.append((f"  at: {clean(result.step, 500)}", "bold"))
    lines += [(f"  {line}", "") for line in clean(result.message).splitlines()]
    lines += _diff(result)
    if d.divergence:
        lines += _block("first reply that differs from the reference engine:", d.divergence, "yellow")
    if d.diagnosis:
        lines.append((f"  note: {clean(d.diagnosis, 600)}", "yellow"))
    if result.stderr.strip():
        tail = result.stderr.rstrip().split("\n")[-20:]
        lines.append(("  engine stderr (last lines):", "dim"))
        lines += [(f"    | {clean_line(line.removesuffix(chr(13)), 400)}", "dim") for line in tail]
    return lines


# -- grouping by cause -----------------------------------------------------------------------

_SHAPES = ((re.compile(r"`[^`]*`"), "`...`"), (re.compile(r"\b[A-Z][A-Za-z0-9_]*\b"), "NAME"),
           (re.compile(r"r\d+c\d+(?:-r\d+c\d+)?"), "SPACE"), (re.compile(r"\d+"), "N"))


def shape(text: str) -> str:
    """A message with its particulars (actions, names, spaces, numbers) blotted out."""
    first = text.strip().splitlines()[0] if text.strip() else ""
    for pattern, mark in _SHAPES:
        first = pattern.sub(mark, first)
    return first


def _step_pattern(step: str) -> str:
    """The step definition a failing step used (its pattern), or the step's shape."""
    text = re.sub(r" \(line \d+\)$", "", step)
    keyword, _, words = text.partition(" ")
    try:
        return find(keyword, words)[0].pattern
    except ScenarioError:
        return shape(text)


@dataclass
class Group:
    """Failures with one cause: the same outcome, step definition and message shape, or,
    under differential replay, the same first reply that differs from the reference."""

    outcome: str
    kind: str
    step: str
    message: str
    results: list[Result] = field(default_factory=list)

    @property
    def first(self) -> Result:
        return self.results[0]

    def summary(self) -> str:
        """One line: how many, the first one's message and step, its key."""
        first = self.first
        where = re.sub(r" \(line \d+\)$", "", first.step) if first.step else "at the start"
        message = clean(first.message.splitlines()[0] if first.message else "", 200)
        kind = f" ({self.kind})" if self.kind else ""
        count = len(self.results)
        return f"{count} {self.outcome}{kind}: {message} [{where}] (first: {first.key})"


def group(results: Sequence[Result]) -> list[Group]:
    """The unexpected results grouped by cause, the biggest group first."""
    groups: dict[tuple[str, str, str, str], Group] = {}
    for r in results:
        if not r.unexpected or r.kind == "not-run":
            continue
        if r.detail.divergence:  # the first wrong reply is the cause, wherever it showed
            first = r.detail.divergence.splitlines()
            key = (r.outcome, r.kind, "", shape(" ".join(first[:2])))
        else:
            key = (r.outcome, r.kind, _step_pattern(r.step) if r.step else "", shape(r.message))
        groups.setdefault(key, Group(*key)).results.append(r)
    return sorted(groups.values(), key=lambda g: -len(g.results))


def grouped(results: Sequence[Result], rerun: Rerun | None = None, others: int = 12) -> list[list[Line]]:
    """One block per cause: the first failure in full, then the keys of the others."""
    blocks = []
    for g in group(results):
        lines = describe(g.first, rerun)
        rest = g.results[1:]
        if rest:
            keys = ", ".join(clean(r.key, 200) for r in rest[:others])
            more = f" and {len(rest) - others} more" if len(rest) > others else ""
            lines.append((f"  the same cause in {len(rest)} more run{'s' if len(rest) > 1 else ''}: {keys}{more}", "bold"))
        blocks.append(lines)
    return blocks
