"""A campaign's report, as text for a person and as JSON for a program (and for merging).

The JSON form is stable and says what a merger needs: ``"kind": "fuzz"``, the shard, the
numbers and seeds of the games played, and every finding with its cause, its count, the
games it appeared in and its first appearance. Shards of one campaign (the same command
with ``--shard K/N``) played disjoint games, so their findings merge by cause: counts
added, games joined, the first appearance the lowest-numbered game's.

A report read back as a file of known findings (``--known FILE``) is untrusted: only its
causes are taken, each cut short.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..util.clean import clean, clean_line, clean_tree
from ..harness.results import TEXT_MAX
from ..util.errors import UserError
from .campaign import Finding, Report
from .cause import CAUSE_MAX

FORMAT = 1
KNOWN_MAX = 8 << 20
"""Largest file of known findings read, in bytes."""


def _rate(report: Report) -> str:
    return (f"played {report.games} games ({report.actions} actions, {report.requests} requests to the engine) "
            f"in {report.seconds:.1f} s: {report.games_per_second:.2f} games/s, {report.actions_per_second:.0f} actions/s")


def _counts(counter: Any) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(counter.items())) or "none"


def _finding_text(n: int, f: Finding, out: str | None) -> list[str]:
    times = f"{f.count} time{'s' if f.count != 1 else ''} in {len(f.games)} game{'s' if len(f.games) != 1 else ''}"
    if f.known:
        return [f"{n}. KNOWN ({f.known}) {clean(f.cause, 300)}: {times}"]
    lines = [f"{n}. {clean(f.cause, 300)}: {times}"]
    if f.first is not None and f.sighting is not None:
        g = f.first
        lines.append(f"   first in game {g.index + 1} (seed {g.seed}, {g.players} players, policy {g.policy}), "
                     f"{'at the start' if f.sighting.decision < 0 else f'decision {f.sighting.decision + 1}'}:")
        lines += [f"     {clean_line(x, 1000)}" for x in f.sighting.difference.summary.splitlines()[:50]]
    if f.shrunk is not None:
        how = "loaded position" if f.shrunk.case.position is not None else "new game from its seed"
        lines.append(f"   shrunk in {f.shrunk.checks} replays ({f.shrunk.seconds:.1f} s) to a {how}, "
                     f"{len(f.shrunk.case.actions)} actions before the request"
                     + ("" if f.shrunk.reproduced else " (NOT reproduced: the engine answered otherwise on replay)"))
    if f.written is not None and f.validity is not None:
        w, v = f.written, f.validity
        lines.append(f"   scenario @id_{w.id}, topic {w.topic}" + (f", rulings {', '.join(w.rulings)}" if w.rulings else "")
                     + f", {w.steps} steps: " + ("valid (parses, passes on the reference, fails on the engine)"
                                                  if v.valid else f"NOT VALID: {clean_line(v.problem, 600)}"))
    elif f.validity is not None:
        lines.append(f"   {clean_line(f.validity.problem, 600)}")
    if f.kept:
        lines.append(f"   kept in the store: {f.kept}")
    return lines


def as_text(report: Report, engine: str, out: str | None) -> str:
    plan = report.plan
    readings = " ".join(f"{r}={a}" for r, a in plan.readings.items()) or "the decided ones"
    lines = [f"ogallala fuzz: {clean_line(engine, 1000)}", f"  edition {plan.edition}"
             + (f", options {' '.join(plan.options)}" if plan.options else "")
             + f", readings {readings}, policies {', '.join(plan.policies)}, seed {plan.seed}"
             + (", from generated positions" if plan.positions else "")
             + (", the reference's deal loaded" if plan.deal == "reference" else "")
             + (f", shard {report.shard}" if report.shard.parts > 1 else "")]
    for r in report.replayed:
        status = {"present": "STILL PRESENT", "fixed": "fixed", "stale": "stale", "unreadable": "unreadable"}[r.status]
        lines.append(f"store: @id_{r.entry.id} ({clean(r.entry.cause, 200)}): {status}"
                     + (f" ({clean(r.detail, 200)})" if r.detail else ""))
    lines.append(_rate(report))
    c = report.coverage
    lines += [f"covered: actions: {_counts(c.actions)}", f"         events: {_counts(c.events)}",
              f"         decisions: {_counts(c.decisions)}",
              f"         rules named ({len(c.rules)}): {', '.join(sorted(c.rules)) or 'none'}",
              f"         actions tried that are not legal: {c.probes}"]
    if report.endless:
        lines.append(f"{report.endless} games were given up as endless (see ACTION_LIMIT)")
    if report.lost:
        lines.append(f"{report.lost} games ended early: the engine could not be put back in step, or differed too often")
    for rid, count in sorted(report.blocked.items()):
        lines.append(f"note: {count} difference{'s' if count != 1 else ''} at decisions governed by ruling {rid} passed over: "
                     "the engine reads it in a way the reference does not play")
    lines += [f"note: {clean(n, 400)}" for n in report.notes]
    if report.stopped == "max-findings":
        lines.append(f"stopped after game {report.numbers[-1] + 1 if report.numbers else 0}: enough new findings (--max-findings)")
    if not report.findings:
        lines.append("no difference found")
        return "\n".join(lines) + "\n"
    new = len(report.new)
    lines += ["", f"{len(report.findings)} cause{'s' if len(report.findings) != 1 else ''} of difference "
              f"({new} new), most frequent first:"]
    for n, f in enumerate(report.findings, start=1):
        lines += _finding_text(n, f, out)
    written = [f for f in report.new if f.written is not None]
    if written and out:
        lines.append(f"scenarios written to {clean_line(out, 300)}")
    elif written:
        for f in written:
            assert f.written is not None
            lines += ["", f.written.text.rstrip("\n")]
    return "\n".join(lines) + "\n"


def _finding_json(f: Finding) -> dict[str, Any]:
    found: dict[str, Any] = {"cause": f.cause, "count": f.count, "games": f.games, "status": "known" if f.known else "new",
                             "known_from": f.known or None}
    if f.first is not None and f.sighting is not None:
        d = f.sighting.difference
        found["first"] = {"game": f.first.index, "seed": f.first.seed, "players": f.first.players,
                          "policy": f.first.policy, "decision": f.sighting.decision, "request": d.request,
                          "kind": d.kind, "summary": clean(d.summary, TEXT_MAX)}
    if f.shrunk is not None:
        found["shrunk"] = {"checks": f.shrunk.checks, "seconds": round(f.shrunk.seconds, 3),
                           "reproduced": f.shrunk.reproduced, "actions": len(f.shrunk.case.actions),
                           "loaded": f.shrunk.case.position is not None}
    if f.written is not None and f.validity is not None:
        found["scenario"] = {"id": f.written.id, "topic": f.written.topic, "rulings": list(f.written.rulings),
                             "steps": f.written.steps, "valid": f.validity.valid, "problem": f.validity.problem,
                             "text": f.written.text}
    if f.kept:
        found["kept"] = f.kept
    return found


def as_json(report: Report, engine: str, out: str | None) -> dict[str, Any]:
    """The report as JSON, every string cleaned (a difference's summary and a cause hold the
    engine's words); not cut: a scenario's text must stay whole."""
    plan = report.plan
    document: dict[str, Any] = clean_tree({"kind": "fuzz", "format": FORMAT, "engine": engine, "edition": plan.edition, "options": list(plan.options),
            "readings": dict(plan.readings), "policies": list(plan.policies), "seed": plan.seed,
            "mode": "positions" if plan.positions else "games", "deal": plan.deal, "shard": str(report.shard),
            "games": report.games, "numbers": report.numbers, "seeds": report.seeds, "actions": report.actions,
            "requests": report.requests, "seconds": round(report.seconds, 3),
            "games_per_second": round(report.games_per_second, 3),
            "actions_per_second": round(report.actions_per_second, 1), "endless": report.endless, "lost": report.lost,
            "stopped": report.stopped or None, "coverage": report.coverage.as_json(),
            "findings": [_finding_json(f) for f in report.findings],
            "blocked": dict(sorted(report.blocked.items())),
            "store": [{"id": r.entry.id, "cause": r.entry.cause, "status": r.status, "detail": r.detail}
                      for r in report.replayed],
            "notes": report.notes, "out": out}, None)
    return document


class _KnownFinding(BaseModel):
    model_config = ConfigDict(extra="ignore")
    cause: str = Field(max_length=10_000)


class _KnownReport(BaseModel):
    model_config = ConfigDict(extra="ignore")
    kind: str
    findings: list[_KnownFinding] = Field(max_length=100_000)


def read_known(name: str, text: str) -> list[str]:
    """The causes of a file of known findings: a campaign's JSON report (``--json``)."""
    try:
        data = _KnownReport.model_validate_json(text)
    except ValidationError as error:
        raise UserError(f"--known {clean(name, 200)}: not a fuzz report written by `ogallala fuzz --json` "
                        f"({clean(str(error.errors(include_url=False)[0].get('msg', '')), 200)})", 2) from None
    if data.kind != "fuzz":
        raise UserError(f"--known {clean(name, 200)}: its kind is {clean(data.kind, 40)!r}, not 'fuzz'", 2)
    return [f.cause[:CAUSE_MAX] for f in data.findings]
