"""Reports of a conformance run: the console table and details, JSON, JUnit XML.

Everything an engine sent (messages, rule ids, stderr) is untrusted text: it is printed as
rich ``Text`` (never parsed as markup), with control characters shown as escapes, cut to a
bounded length, and written to XML through ElementTree with the characters XML cannot hold
replaced.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..editions import EDITION_IDS
from ..interface import Hello
from .results import SUMMARY, Result, summary

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


# -- the console -----------------------------------------------------------------------

COLUMNS = (("passed", "green"), ("failed", "red"), ("error", "red"), ("broken", "magenta"),
           ("skipped", "yellow"), ("xfailed", "cyan"), ("xpassed", "red"))


def table(results: Sequence[Result], title: str) -> Table:
    """Counts of each outcome by edition and area (columns without any result left out)."""
    shown = [(o, style) for o, style in COLUMNS if o in ("passed", "failed", "error") or any(r.outcome == o for r in results)]
    out = Table(title=Text(clean(title, 200)), title_justify="left")
    out.add_column("edition")
    out.add_column("area")
    for outcome, style in shown:
        out.add_column(SUMMARY[outcome], justify="right", header_style=style)
    out.add_column("total", justify="right")
    groups: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for r in results:
        groups[(r.edition, r.area)][r.outcome] += 1
    rank = {e: i for i, e in enumerate(EDITION_IDS)}

    def cells(counts: Counter[str], bold: bool = False) -> list[Text]:
        row = [Text(str(counts[o]), style=(style if counts[o] else "dim") + (" bold" if bold else "")) for o, style in shown]
        return row + [Text(str(sum(counts.values())), style="bold" if bold else "")]

    previous = None
    for (edition, area), counts in sorted(groups.items(), key=lambda kv: (rank.get(kv[0][0], 99), kv[0])):
        out.add_row(Text(edition if edition != previous else ""), Text(area), *cells(counts))
        previous = edition
    total = Counter(r.outcome for r in results)
    out.add_section()
    out.add_row(Text("all", style="bold"), Text(""), *cells(total, bold=True))
    return out


LABELS = {"failed": ("FAILED", "red"), "error": ("ERROR", "red"), "broken": ("BROKEN SCENARIO", "magenta"),
          "xpassed": ("XPASSED", "red")}


def details(results: Sequence[Result]) -> list[Text]:
    """Each unexpected result in full: where, the step, what was expected and found, stderr."""
    out = []
    for r in results:
        if not r.unexpected or r.kind == "not-run":  # those are counted by `not_run_summary`
            continue
        label, style = LABELS[r.outcome]
        kind = f" ({r.kind})" if r.kind else ""
        text = Text()
        text.append(f"{label}{kind} ", style=f"bold {style}")
        text.append(clean(r.key, 300), style="bold")
        text.append(f"  {clean(r.location, 300)}\n", style="dim")
        text.append(f"  {clean(r.name, 300)}\n")
        if r.step:
            text.append(f"  at {clean(r.step, 500)}\n", style="dim")
        if r.outcome == "xpassed":
            text.append(f"  passed, but it is listed as an expected failure: {clean(r.reason, 300)}\n")
        body = clean(r.message)
        if body:
            text.append("  " + body.replace("\n", "\n  ") + "\n")
        if r.stderr.strip():
            tail = clean(r.stderr, None).rstrip().splitlines()[-20:]
            text.append("  engine stderr (last lines):\n", style="dim")
            text.append("".join(f"    | {line}\n" for line in tail), style="dim")
        out.append(text)
    return out


def not_run_summary(results: Sequence[Result]) -> list[Text]:
    reasons = Counter(r.message for r in results if r.kind == "not-run")
    return [Text(f"{n} not run: {clean(reason.removeprefix('not run: '), 300)}", style="bold red")
            for reason, n in reasons.most_common()]


def skip_summary(results: Sequence[Result]) -> list[Text]:
    reasons = Counter(r.reason for r in results if r.outcome == "skipped")
    return [Text(f"skipped {n}: {clean(reason, 300)}", style="yellow") for reason, n in reasons.most_common()]


def headline(results: Sequence[Result], seconds: float) -> Text:
    counts = summary(results)
    parts = [f"{n} {name}" for name, n in counts.items() if n]
    bad = any(r.unexpected for r in results)
    return Text(f"{', '.join(parts) or 'nothing run'} in {seconds:.1f} s", style="bold red" if bad else "bold green")


def hello_line(hello: Hello) -> str:
    return clean(f"{hello.name} {hello.version} (protocol {hello.protocol}; editions {', '.join(hello.editions)})", 500)


def print_report(console: Console, hello: Hello, label: str, results: Sequence[Result], seconds: float) -> None:
    console.print(table(results, f"Conformance of {hello_line(hello)}"), highlight=False)
    for text in details(results):
        console.print(text, highlight=False, soft_wrap=True)
    for text in not_run_summary(results) + skip_summary(results):
        console.print(text, highlight=False)
    console.print(headline(results, seconds), highlight=False)


# -- files ----------------------------------------------------------------------------------


def json_report(hello: Hello, label: str, results: Sequence[Result], seconds: float) -> dict[str, Any]:
    """``{"engine", "summary", "results"}``; a result's ``id`` is its run key."""
    return {
        "engine": {**hello.model_dump(mode="json"), "command": label},
        "summary": summary(results),
        "duration_s": round(seconds, 3),
        "results": [
            {
                "id": r.key, "scenario": r.scenario, "name": r.name, "feature": r.feature, "line": r.line,
                "edition": r.edition, "outcome": r.outcome, "rules": list(r.rules),
                "message": clean(r.message) if r.outcome != "skipped" else clean(r.reason),
                "step": r.step, "kind": r.kind, "reason": clean(r.reason, 1000),
                "stderr": clean(r.stderr), "duration_s": round(r.duration, 4),
            }
            for r in results
        ],
    }


XML_BAD = re.compile(r"[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _xml(text: str, limit: int | None = LIMIT) -> str:
    return XML_BAD.sub("\ufffd", clean(text, limit))


def junit_report(hello: Hello, label: str, results: Sequence[Result], seconds: float) -> bytes:
    """JUnit XML: one testcase per run (classname: the feature and edition, name: the run
    key); xfailed and skipped as ``skipped``, failed and xpassed as ``failure``, errors and
    broken scenarios as ``error``."""
    counts = Counter(r.outcome for r in results)
    suite = ET.Element("testsuite", {
        "name": "ogallala conformance", "tests": str(len(results)),
        "failures": str(counts["failed"] + counts["xpassed"]), "errors": str(counts["error"] + counts["broken"]),
        "skipped": str(counts["skipped"] + counts["xfailed"]), "time": f"{seconds:.3f}",
    })
    props = ET.SubElement(suite, "properties")
    for name, value in (("engine", hello.name), ("engine.version", hello.version), ("engine.command", label),
                        ("engine.editions", " ".join(hello.editions))):
        ET.SubElement(props, "property", {"name": name, "value": _xml(value, 500)})
    for r in results:
        case = ET.SubElement(suite, "testcase", {
            "classname": _xml(f"{r.feature.removesuffix('.feature').replace('/', '.')}.{r.edition}", 500),
            "name": _xml(r.key, 500), "file": _xml(r.feature, 500), "line": str(r.line), "time": f"{r.duration:.4f}",
        })
        body = _xml("\n".join(x for x in (f"at {r.step}" if r.step else "", r.message) if x))
        if r.outcome in ("failed", "xpassed"):
            message = "listed as an expected failure, but it passed" if r.outcome == "xpassed" else first_line(r.message)
            ET.SubElement(case, "failure", {"message": _xml(message, 500), "type": r.outcome}).text = body
        elif r.outcome in ("error", "broken"):
            ET.SubElement(case, "error", {"message": _xml(first_line(r.message), 500), "type": r.kind or r.outcome}).text = body
        elif r.outcome in ("skipped", "xfailed"):
            reason = r.reason if r.outcome == "skipped" else f"expected failure: {r.reason}"
            ET.SubElement(case, "skipped", {"message": _xml(reason, 500), "type": r.outcome}).text = body or None
        if r.stderr:
            ET.SubElement(case, "system-err").text = _xml(r.stderr)
    ET.indent(suite)
    return ET.tostring(suite, encoding="utf-8", xml_declaration=True) + b"\n"

