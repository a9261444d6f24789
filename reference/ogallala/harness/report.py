"""Reports of a conformance run: the console table and details, JSON, JUnit XML.

Everything an engine sent (messages, rule ids, stderr) is untrusted text: it is printed as
rich ``Text`` (never parsed as markup), with control characters shown as escapes, cut to a
bounded length, and written to XML through ElementTree with the characters XML cannot hold
replaced.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from typing import Any

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..model.editions import EDITION_IDS
from ..protocol.interface import Hello
from ..util.clean import LIMIT, clean, clean_line, clean_tree, first_line
from .failures import Rerun, describe, group, grouped
from .reports import Disagreement, EngineRun, Meta, Report
from .results import SUMMARY, TEXT_MAX, Result, summary

# -- the console -----------------------------------------------------------------------

COLUMNS = (("passed", "green"), ("failed", "red"), ("error", "red"), ("broken", "magenta"),
           ("skipped", "yellow"), ("xfailed", "cyan"), ("xpassed", "red"))


def table(results: Sequence[Result], title: str) -> Table:
    """Counts of each outcome by edition and area (columns without any result left out)."""
    shown = [(o, style) for o, style in COLUMNS if o in ("passed", "failed", "error") or any(r.outcome == o for r in results)]
    out = Table(title=Text(clean_line(title, 200)), title_justify="left")
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


def details(results: Sequence[Result], rerun: Rerun | None = None) -> list[Text]:
    """The unexpected results, one block per cause (``failures.grouped``)."""
    out = []
    for lines in grouped(results, rerun):
        text = Text()
        for line, style in lines:
            text.append(line + "\n", style=style or None)
        out.append(text)
    return out


def short_summary(results: Sequence[Result]) -> list[Text]:
    """One line per cause, as pytest's "short test summary info"."""
    groups = group(results)
    if not groups:
        return []
    lines = [Text("short summary, by cause:", style="bold")]
    lines += [Text(f"  {clean_line(g.summary(), 300)}", style="red") for g in groups]
    return lines


def not_run_summary(results: Sequence[Result]) -> list[Text]:
    reasons = Counter(r.message for r in results if r.kind == "not-run")
    return [Text(f"{n} not run: {clean_line(reason.removeprefix('not run: '), 300)}", style="bold red")
            for reason, n in reasons.most_common()]


def skip_summary(results: Sequence[Result]) -> list[Text]:
    reasons = Counter(r.reason for r in results if r.outcome == "skipped")
    return [Text(f"skipped {n}: {clean_line(reason, 300)}", style="yellow") for reason, n in reasons.most_common()]


def headline(results: Sequence[Result], seconds: float) -> Text:
    counts = summary(results)
    parts = [f"{n} {name}" for name, n in counts.items() if n]
    bad = any(r.unexpected for r in results)
    return Text(f"{', '.join(parts) or 'nothing run'} in {seconds:.1f} s", style="bold red" if bad else "bold green")


def hello_line(hello: Hello) -> str:
    """The engine as it names itself, on one line (a newline in its name shown as ``\\n``)."""
    return clean_line(f"{hello.name} {hello.version} (protocol {hello.protocol}; editions "
                      f"{', '.join(hello.editions[:20])}{' ...' if len(hello.editions) > 20 else ''})", 500)


def print_report(console: Console, hello: Hello, label: str, results: Sequence[Result], seconds: float,
                 rerun: Rerun | None = None) -> None:
    console.print(table(results, f"Conformance of {hello_line(hello)}"), highlight=False)
    for text in details(results, rerun):
        console.print(text, highlight=False, soft_wrap=True)
    for text in short_summary(results) + not_run_summary(results) + skip_summary(results):
        console.print(text, highlight=False, soft_wrap=True)
    console.print(headline(results, seconds), highlight=False)


# -- files ----------------------------------------------------------------------------------


def metadata() -> dict[str, str]:
    """What a report was made with: the suite's version, a hash of every feature file (two
    runs with the same hash ran the same scenarios), and when (UTC)."""
    from datetime import datetime, timezone

    from ..scenarios.load import feature_files, features_root
    from ..util.version import __version__
    from .stamps import spec_digest

    digest = hashlib.sha256()
    root = features_root()
    for path in feature_files(root):
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return {"suite_version": __version__, "features_sha256": digest.hexdigest(), "spec_sha256": spec_digest(),
            "timestamp": datetime.now(timezone.utc).replace(microsecond=0).isoformat()}


HELLO_TEXT = 300
"""Most characters of any string of an engine's hello in a report (its name, version, an
edition or reading id)."""
HELLO_ITEMS = 200
"""Most entries of any list or object of an engine's hello in a report (editions, variants,
readings)."""
HELLO_TOTAL = 20_000
"""Most characters of an engine's hello in a report, all its strings together (a real one
takes a few hundred)."""


def engine_json(hello: Hello, label: str) -> dict[str, Any]:
    """The engine's hello, every string cleaned and cut, every list and object cut (it is the
    engine's own text: a name of megabytes, a million editions)."""
    tidy: dict[str, Any] = clean_tree(hello.model_dump(mode="json"), HELLO_TEXT, HELLO_ITEMS, total=HELLO_TOTAL)
    return {**tidy, "command": clean(label, 1000)}


def _detail_json(r: Result) -> dict[str, Any]:
    d = r.detail
    return {"text": r.text, "start": clean(d.start), "done": [clean(x, 1000) for x in d.done], "before": clean(d.before),
            "expected": clean(d.expected), "actual": clean(d.actual), "diff": [clean(x, 400) for x in d.diff],
            "readings": dict(d.readings), "divergence": clean(d.divergence), "diagnosis": clean(d.diagnosis),
            "transcript": [clean(x, 2100) for x in d.transcript]}


def result_json(results: Sequence[Result], expectations: dict[str, str] | None = None,
                stamps: dict[str, dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """The results as a report holds them: a result's ``id`` is its run key, ``stamps``
    (run key -> ``harness.stamps.stamp``) adds what its expectation rested on, and
    ``expectation`` is the outcome an expectations file expected of it (when one did)."""
    expectations, stamps = expectations or {}, stamps or {}
    listed: list[dict[str, Any]] = clean_tree([
            {
                "id": r.key, "scenario": r.scenario, "name": r.name, "feature": r.feature, "line": r.line,
                "edition": r.edition, "outcome": r.outcome, "rules": list(r.rules), "rulings": list(r.rulings),
                "message": clean(r.message) if r.outcome != "skipped" else clean(r.reason),
                "step": r.step, "kind": r.kind, "reason": clean(r.reason, 1000),
                "stderr": clean(r.stderr), "duration_s": round(r.duration, 4), **stamps.get(r.key, {}),
                **({"detail": _detail_json(r)} if r.outcome not in ("passed", "skipped") else {}),
                **({"expectation": expectations[r.key]} if r.key in expectations else {}),
            }
            for r in results
        ], TEXT_MAX)
    return listed


def engine_run(name: str, hello: Hello, label: str, results: Sequence[Result], seconds: float,
               readings: dict[str, str] | None = None, expectations: dict[str, str] | None = None,
               stamps: dict[str, dict[str, Any]] | None = None) -> EngineRun:
    """One engine's part of a version 2 report (``harness.reports``): every string cleaned."""
    variants = sorted({v for vs in hello.variants.values() for v in vs})
    return EngineRun.model_validate(clean_tree({
        "name": name, "engine": engine_json(hello, label),
        "readings": dict(readings if readings is not None else hello.rulings), "variants": variants,
        "summary": summary(results), "duration_s": round(seconds, 3),
        "results": result_json(results, expectations, stamps),
    }, TEXT_MAX))


def full_report(engines: Sequence[EngineRun], meta: dict[str, Any] | None = None,
                disagreements: Sequence[Disagreement] = (), interrupted: dict[str, Any] | None = None) -> Report:
    """A version 2 report of ``engines`` (``interrupted``: when a signal ended the run)."""
    return Report(meta=Meta.model_validate(clean_tree(meta or metadata(), 1000)), engines=tuple(engines),
                  disagreements=tuple(disagreements), interrupted=interrupted)


def json_report(hello: Hello, label: str, results: Sequence[Result], seconds: float,
                meta: dict[str, str] | None = None, stamps: dict[str, dict[str, Any]] | None = None) -> dict[str, Any]:
    """One engine's results as a JSON object in the shape of a version 1 report
    (``{"meta", "engine", "summary", "results"}``); every string cleaned
    (``util.clean.clean_tree``), whatever field it is in. ``--json`` writes version 2
    (``full_report``)."""
    document: dict[str, Any] = clean_tree({
        "meta": meta or metadata(), "engine": engine_json(hello, label), "summary": summary(results),
        "duration_s": round(seconds, 3), "results": result_json(results, None, stamps),
    }, TEXT_MAX)
    return document


SUMMARY_MAX = 512 << 10
"""The largest Markdown summary written, in bytes: GitHub drops a job's step summary over
1 MiB whole (and a job's steps share it). The causes that would not fit are counted in its
last line."""


def markdown_summary(hello: Hello, results: Sequence[Result], seconds: float, rerun: Rerun | None = None) -> str:
    """A short Markdown report for a CI job's summary page: the counts by edition and one
    line per cause of failure, with a run key to rerun."""
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for r in results:
        counts[r.edition][r.outcome] += 1
    shown = [o for o, _ in COLUMNS if any(c[o] for c in counts.values()) or o in ("passed", "failed")]
    rank = {e: i for i, e in enumerate(EDITION_IDS)}
    lines = [f"## Ogallala conformance: {_md(hello_line(hello))}", "",
             f"**{_md(headline(results, seconds).plain)}**", "",
             "| edition | " + " | ".join(SUMMARY[o] for o in shown) + " | total |",
             "|---" * (len(shown) + 2) + "|"]
    for edition in sorted(counts, key=lambda e: rank.get(e, 99)):
        c = counts[edition]
        lines.append(f"| {edition} | " + " | ".join(str(c[o]) for o in shown) + f" | {sum(c.values())} |")
    groups = group(results)
    if groups:
        lines += ["", "### Failures by cause", ""]
    text = "\n".join(lines) + "\n"
    room = SUMMARY_MAX - len(text.encode("utf-8")) - 400  # the line that counts what is left out
    left: list[tuple[int, int]] = []  # (runs, bytes) of each cause left out
    for g in groups:
        line = f"- {_md(g.summary())}" + (f" — {_code(rerun.command(g.first.key))}" if rerun else "") + "\n"
        size = len(line.encode("utf-8"))
        if left or size > room:
            left.append((len(g.results), size))
            continue
        text += line
        room -= size
    if left:
        text += (f"\n{len(left)} more causes ({sum(n for n, _ in left)} runs, {sum(b for _, b in left)} bytes) "
                 f"left out: this summary stops at {SUMMARY_MAX >> 10} KiB; every cause is in the `--json`, "
                 "`--junit` and `--html` reports\n")
    return text


def _md(text: str) -> str:
    """Engine text inside Markdown: cleaned, on one line, with the characters that make
    markup escaped."""
    return re.sub(r"([\\`*_{}\[\]<>()#+!|])", r"\\\1", clean_line(text, 300))


def _code(text: str) -> str:
    """``text`` as one Markdown code span, whatever backticks it holds (the fence is one
    longer than its longest run of them)."""
    text = clean_line(text, 2000)
    fence = "`" * (max((len(run) for run in re.findall(r"`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


XML_BAD = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
"""What XML 1.0 cannot hold: every character outside tab, newline, carriage return,
\\x20-\\ud7ff, \\ue000-\\ufffd and \\U00010000-\\U0010ffff (written as what is left out: the
class of what is kept takes a hundred times longer to compile)."""


def _xml(text: str, limit: int | None = LIMIT) -> str:
    return XML_BAD.sub("\ufffd", clean(text, limit))


def junit_report(hello: Hello, label: str, results: Sequence[Result], seconds: float,
                 meta: dict[str, str] | None = None, rerun: Rerun | None = None) -> bytes:
    """JUnit XML: one testcase per run (classname: the feature and edition, name: the run
    key); xfailed and skipped as ``skipped``, failed and xpassed as ``failure``, errors and
    broken scenarios as ``error``."""
    import xml.etree.ElementTree as ET

    suite = junit_suite(hello, label, results, seconds, meta, rerun)
    ET.indent(suite)
    document: bytes = ET.tostring(suite, encoding="utf-8", xml_declaration=True)
    return document + b"\n"


def junit_reports(engines: Sequence[tuple[str, Hello, str, Sequence[Result], float]],
                  meta: dict[str, str] | None = None) -> bytes:
    """Several engines' JUnit XML: a ``testsuites`` element with one ``testsuite`` per
    engine (named ``ogallala conformance: NAME``), each as ``junit_report`` writes it."""
    import xml.etree.ElementTree as ET

    top = ET.Element("testsuites", {"name": "ogallala conformance"})
    for name, hello, label, results, seconds in engines:
        suite = junit_suite(hello, label, results, seconds, meta)
        suite.set("name", _xml(f"ogallala conformance: {name}", 300))
        top.append(suite)
    ET.indent(top)
    document: bytes = ET.tostring(top, encoding="utf-8", xml_declaration=True)
    return document + b"\n"


def junit_suite(hello: Hello, label: str, results: Sequence[Result], seconds: float,
                meta: dict[str, str] | None = None, rerun: Rerun | None = None) -> Any:
    """One engine's ``testsuite`` element (``junit_report``)."""
    import xml.etree.ElementTree as ET

    counts = Counter(r.outcome for r in results)
    suite = ET.Element("testsuite", {
        "name": "ogallala conformance", "tests": str(len(results)),
        "failures": str(counts["failed"] + counts["xpassed"]), "errors": str(counts["error"] + counts["broken"]),
        "skipped": str(counts["skipped"] + counts["xfailed"]), "time": f"{seconds:.3f}",
    })
    props = ET.SubElement(suite, "properties")
    meta = meta or metadata()
    for name, value in (("engine", hello.name), ("engine.version", hello.version), ("engine.command", label),
                        ("engine.editions", " ".join(hello.editions)), *meta.items()):
        ET.SubElement(props, "property", {"name": name, "value": _xml(value, 500)})
    for r in results:
        case = ET.SubElement(suite, "testcase", {
            "classname": _xml(f"{r.feature.removesuffix('.feature').replace('/', '.')}.{r.edition}", 500),
            "name": _xml(r.key, 500), "file": _xml(r.feature, 500), "line": str(r.line), "time": f"{r.duration:.4f}",
        })
        body = _xml("\n".join(line for line, _ in describe(r, rerun)) if r.unexpected else
                    "\n".join(x for x in (f"at {r.step}" if r.step else "", r.message) if x), 20_000)
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
    return suite

