"""A fuzzing session's report, as text for a person and as JSON for a program."""

from __future__ import annotations

from typing import Any

from ..util.clean import clean, clean_line, clean_tree
from ..harness.results import TEXT_MAX
from .session import Report


def _rate(report: Report) -> str:
    return (f"played {report.games} games ({report.actions} actions, {report.requests} requests to the engine) "
            f"in {report.seconds:.1f} s: {report.games_per_second:.2f} games/s, {report.actions_per_second:.0f} actions/s")


def _counts(counter: Any) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(counter.items())) or "none"


def as_text(report: Report, engine: str, out: str | None) -> str:
    readings = " ".join(f"{r}={a}" for r, a in report.readings.items()) or "the decided ones"
    lines = [f"ogallala fuzz: {clean_line(engine, 1000)}", f"  edition {report.edition}"
             + (f", options {' '.join(report.options)}" if report.options else "")
             + f", readings {readings}, policies {', '.join(report.policies)}, seed {report.seed}",
             _rate(report)]
    c = report.coverage
    lines += [f"covered: actions: {_counts(c.actions)}", f"         events: {_counts(c.events)}",
              f"         decisions: {_counts(c.decisions)}",
              f"         rules named ({len(c.rules)}): {', '.join(sorted(c.rules)) or 'none'}",
              f"         actions tried that are not legal: {c.probes}"]
    if report.endless:
        lines.append(f"{report.endless} games were given up as endless (see ACTION_LIMIT)")
    f = report.finding
    if f is None:
        lines.append("no difference found")
        return "\n".join(lines) + "\n"
    s = f.setup
    lines += ["", f"DIFFERENCE in game {f.game + 1} (seed {s.seed}, {len(s.players)} players, policy {f.policy}) "
              f"after {f.actions} actions, {f.seconds:.1f} s into the run:",
              *(f"  {clean_line(x, 1000)}" for x in f.difference.summary.splitlines()[:50])]
    if f.shrunk is not None:
        how = "loaded position" if f.shrunk.case.position is not None else "new game from its seed"
        lines.append(f"shrunk in {f.shrunk.checks} replays ({f.shrunk.seconds:.1f} s) to a {how}, "
                     f"{len(f.shrunk.case.actions)} actions before the request"
                     + ("" if f.shrunk.reproduced else " (NOT reproduced: the engine answered otherwise on replay)"))
    if f.written is not None and f.validity is not None:
        w, v = f.written, f.validity
        lines.append(f"scenario @id_{w.id}, topic {w.topic}" + (f", rulings {', '.join(w.rulings)}" if w.rulings else "")
                     + f", {w.steps} steps: " + ("valid (parses, passes on the reference, fails on the engine)"
                                                  if v.valid else f"NOT VALID: {clean_line(v.problem, 600)}"))
        if out:
            lines.append(f"written to {clean_line(out, 300)}")
        else:
            lines += ["", w.text.rstrip("\n")]
    return "\n".join(lines) + "\n"


def as_json(report: Report, engine: str, out: str | None) -> dict[str, Any]:
    """The report as JSON, every string cleaned (the difference's summary is the engine's
    words)."""
    f = report.finding
    found: dict[str, Any] | None = None
    if f is not None:
        found = {"game": f.game, "seed": f.setup.seed, "players": list(f.setup.players), "policy": f.policy,
                 "actions": f.actions, "seconds": round(f.seconds, 3), "request": f.difference.request,
                 "kind": f.difference.kind, "summary": clean(f.difference.summary, TEXT_MAX)}
        if f.shrunk is not None:
            found["shrunk"] = {"checks": f.shrunk.checks, "seconds": round(f.shrunk.seconds, 3),
                               "reproduced": f.shrunk.reproduced, "actions": len(f.shrunk.case.actions),
                               "loaded": f.shrunk.case.position is not None}
        if f.written is not None and f.validity is not None:
            found["scenario"] = {"id": f.written.id, "topic": f.written.topic, "rulings": list(f.written.rulings),
                                 "steps": f.written.steps, "valid": f.validity.valid, "problem": f.validity.problem,
                                 "file": out, "text": f.written.text}
    document: dict[str, Any] = clean_tree({  # not cut: the scenario's text must stay whole
        "engine": engine, "edition": report.edition, "options": list(report.options), "readings": report.readings,
        "policies": list(report.policies), "seed": report.seed, "games": report.games, "actions": report.actions,
        "requests": report.requests, "seconds": round(report.seconds, 3),
        "games_per_second": round(report.games_per_second, 3), "actions_per_second": round(report.actions_per_second, 1),
        "endless": report.endless, "coverage": report.coverage.as_json(), "finding": found}, None)
    return document
