"""What changed between two reports: the engine's doing, or the suite's.

Two reports of one engine at two versions, of two engines, or from two suite versions are
compared run by run (by run key). Each run that differs falls in one kind of change:

- ``regressions``: it passed (or passed against an expected failure) and now does not;
- ``fixed``: it did not pass and now does;
- ``other-cause``: it failed both times, for another cause (outcome, engine error kind, the
  step definition it failed at, or the shape of the message);
- ``newly-skipped`` and ``newly-played``: skipped in one report, played in the other;
- ``added`` and ``removed``: in one report only;
- ``expectation``: the suite changed under it: its scenario as played differs (a scenario
  corrected: named with its feature file) or a ruling it depends on is decided otherwise
  (named with the ruling and both alternatives; an engine that follows the register and was
  moved by the new decision from one row of a reading column to another shows as one such
  change of the new row, the old one named). Such a run is listed here, whatever became
  of its outcome, and never as a regression: the engine did not change its answer, the
  question did.

A run whose expectation is not recorded (a version 1 report) is compared by outcome alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..util.clean import clean_line, first_line
from .failures import shape
from .reports import EngineRun, Meta, RunResult

KINDS = ("regressions", "expectation", "other-cause", "fixed", "newly-skipped", "newly-played", "added", "removed")
"""The kinds of change, in the order they are shown."""
TITLES = {"regressions": "newly failing (regressions)", "expectation": "expectation changed by the suite",
          "other-cause": "failing for another cause", "fixed": "newly passing", "newly-skipped": "newly skipped",
          "newly-played": "newly played", "added": "added", "removed": "removed"}

GOOD = frozenset({"passed", "xpassed"})
"""The outcomes in which the engine answered as the scenario expects."""


def _step(r: RunResult) -> str:
    return re.sub(r" \(line \d+\)$", "", r.step)


def cause(r: RunResult) -> str:
    """What went wrong, without its particulars, to tell one cause from another: the
    outcome, the error kind, the step (without its line) and the message's shape
    (``failures.shape``)."""
    if r.outcome in GOOD or r.outcome == "skipped":
        return r.outcome
    return "|".join((r.outcome, r.kind, shape(_step(r)), shape(r.message)))


def said(r: RunResult) -> str:
    """What went wrong, as a reader wants it: the outcome, the error kind, the first line of
    the message and the step it failed at."""
    if r.outcome in GOOD or r.outcome == "skipped":
        return r.outcome
    message = first_line(r.message, 200)
    where = f" [{first_line(_step(r), 200)}]" if r.step else ""
    return f"{r.outcome}{f' ({r.kind})' if r.kind else ''}: {message}{where}"


def why_expected(old: RunResult, new: RunResult) -> str:
    """Why the suite expects something else of the run now ("" when it does not: nothing
    recorded, or nothing changed)."""
    reasons = []
    for rid in sorted(set(old.decisions) | set(new.decisions)):
        before, after = old.decisions.get(rid), new.decisions.get(rid)
        if before and after and before != after:
            reasons.append(f"ruling {rid} decided {before}, now {after}")
        elif before != after and (old.decisions and new.decisions):
            reasons.append(f"ruling {rid} {'no longer applies' if before else 'now applies'}"
                           f" ({before or after})")
    if old.scenario_sha256 and new.scenario_sha256 and old.scenario_sha256 != new.scenario_sha256:
        reasons.append(f"scenario changed in {new.feature or old.feature}")
    return "; ".join(reasons)


@dataclass(frozen=True)
class Change:
    """One run that differs."""

    kind: str
    id: str
    edition: str
    feature: str
    line: int
    old: str
    """Its outcome in the old report ("" when it was not in it)."""
    new: str
    old_cause: str = ""
    new_cause: str = ""
    why: str = ""
    """For ``expectation``: the rulings and files that changed it."""

    def json(self) -> dict[str, Any]:
        return {"id": self.id, "edition": self.edition, "feature": self.feature, "line": self.line,
                "old": self.old, "new": self.new, "old_cause": self.old_cause, "new_cause": self.new_cause,
                "why": self.why}


@dataclass
class Changes:
    """Every change between two engines' results, by kind."""

    old_name: str
    new_name: str
    old_meta: Meta
    new_meta: Meta
    same: int = 0
    """Runs in both with the same outcome and cause and expectation."""
    by_kind: dict[str, list[Change]] = field(default_factory=lambda: {k: [] for k in KINDS})

    @property
    def counts(self) -> dict[str, int]:
        return {k: len(v) for k, v in self.by_kind.items()}

    @property
    def any(self) -> bool:
        return any(self.by_kind.values())

    def suite_changes(self) -> list[str]:
        """What differs between the two reports' suites, one line each."""
        out = []
        for field_name, label in (("suite_version", "suite version"), ("features_sha256", "feature files"),
                                  ("spec_sha256", "rules and rulings (spec/)")):
            a, b = getattr(self.old_meta, field_name), getattr(self.new_meta, field_name)
            if a and b and a != b:
                out.append(f"{label}: {clean_line(a[:12], 40)} -> {clean_line(b[:12], 40)}")
        return out

    def json(self) -> dict[str, Any]:
        return {"old": {"engine": self.old_name, "meta": self.old_meta.model_dump(mode="json")},
                "new": {"engine": self.new_name, "meta": self.new_meta.model_dump(mode="json")},
                "suite_changes": self.suite_changes(), "counts": self.counts, "unchanged": self.same,
                "changes": {k: [c.json() for c in v] for k, v in self.by_kind.items()}}


def compare(old: EngineRun, new: EngineRun, old_meta: Meta, new_meta: Meta) -> Changes:
    """The changes from ``old``'s results to ``new``'s, each kind in the new report's order
    (then the removed runs in the old one's)."""
    out = Changes(old.name, new.name, old_meta, new_meta)
    before = old.by_id()
    after = new.by_id()

    def add(kind: str, a: RunResult | None, b: RunResult | None, why: str = "") -> None:
        r = b or a
        assert r is not None
        out.by_kind[kind].append(Change(kind, r.id, r.edition, r.feature, r.line, a.outcome if a else "",
                                        b.outcome if b else "", said(a) if a else "", said(b) if b else "", why))

    for b in new.results:
        a = before.get(b.id)
        if a is None:
            add("added", None, b)
            continue
        why = why_expected(a, b)
        if why:
            add("expectation", a, b, why)
        elif a.outcome == "skipped" and b.outcome != "skipped":
            add("newly-played", a, b)
        elif b.outcome == "skipped" and a.outcome != "skipped":
            add("newly-skipped", a, b)
        elif a.outcome in GOOD and b.outcome not in GOOD:
            add("regressions", a, b)
        elif a.outcome not in GOOD and b.outcome in GOOD:
            add("fixed", a, b)
        elif cause(a) != cause(b):
            add("other-cause", a, b)
        else:
            out.same += 1
    for a in old.results:
        if a.id not in after:
            add("removed", a, None)
    _pair_rows(out, before, after)
    return out


def _pair_rows(out: Changes, before: dict[str, RunResult], after: dict[str, RunResult]) -> None:
    """A ruling decided otherwise moves an engine that follows the register from one row of
    a reading column to another: the old row is removed and the new one added. Such pairs
    (the same scenario and edition, another alternative of a ruling both depend on) are one
    changed expectation, named with the ruling, listed under the new row's key."""
    removed: dict[tuple[str, str], list[Change]] = {}
    for c in out.by_kind["removed"]:
        removed.setdefault((before[c.id].scenario, c.edition), []).append(c)
    kept_added = []
    paired: set[str] = set()
    for c in out.by_kind["added"]:
        b = after[c.id]
        candidates = removed.get((b.scenario, c.edition), []) if b.scenario else []
        match = next((x for x in candidates if x.id not in paired and _moved(before[x.id], b)), None)
        if match is None:
            kept_added.append(c)
            continue
        paired.add(match.id)
        a = before[match.id]
        why = f"{_moved(a, b)} (was row {a.id})"
        out.by_kind["expectation"].append(Change("expectation", b.id, b.edition, b.feature, b.line, a.outcome,
                                                 b.outcome, said(a), said(b), why))
    out.by_kind["added"] = kept_added
    out.by_kind["removed"] = [c for c in out.by_kind["removed"] if c.id not in paired]


def _moved(a: RunResult, b: RunResult) -> str:
    """How the rulings both runs depend on were decided otherwise ("" when none was)."""
    moved = [f"ruling {rid} decided {a.decisions[rid]}, now {b.decisions[rid]}"
             for rid in sorted(set(a.decisions) & set(b.decisions)) if a.decisions[rid] != b.decisions[rid]]
    return "; ".join(moved)


def failing(changes: Changes, fail_on: str) -> bool:
    """Whether ``--fail-on`` makes these changes exit 1."""
    if fail_on == "never":
        return False
    if fail_on == "any-change":
        return changes.any
    return bool(changes.by_kind["regressions"])
