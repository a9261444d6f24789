"""The changes between two reports (``harness.changes``) shown: in the terminal and as a
Markdown summary for a CI job's page. Every string came from a report handed back and is
shown cleaned (rich ``Text``, never markup; Markdown with its markup characters escaped)."""

from __future__ import annotations

import re

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ..util.clean import clean_line
from .changes import KINDS, TITLES, Change, Changes
from .report import SUMMARY_MAX

STYLES = {"regressions": "bold red", "expectation": "cyan", "other-cause": "magenta", "fixed": "green",
          "newly-skipped": "yellow", "newly-played": "yellow", "added": "blue", "removed": "blue"}


def _line(c: Change) -> str:
    outcome = f"{c.old or '-'} -> {c.new or '-'}"
    parts = [f"{c.id}  {outcome}"]
    if c.why:
        parts.append(f"({c.why})")
    elif c.kind in ("regressions", "other-cause") and c.new_cause:
        parts.append(f"[{c.new_cause}]")
    elif c.kind == "fixed" and c.old_cause:
        parts.append(f"[was: {c.old_cause}]")
    return clean_line("  ".join(parts), 600)


def headline(changes: Changes) -> str:
    shown = [f"{n} {TITLES[k]}" for k, n in changes.counts.items() if n]
    return f"{', '.join(shown) or 'no change'}; {changes.same} runs unchanged"


def show(console: Console, changes: Changes, limit: int, files: tuple[str, str] = ("", "")) -> None:
    """A table of counts, then each kind's runs (at most ``limit`` of each); ``files``: the
    two reports' names, shown beside their engines'."""
    old, new = (f"{f} ({n})" if f else n for f, n in zip(files, (changes.old_name, changes.new_name)))
    title = f"{old} -> {new}"
    console.print(Text(clean_line(f"Changes: {title}", 400), style="bold"), highlight=False)
    for line in changes.suite_changes():
        console.print(Text(f"the suite changed: {line}", style="cyan"), highlight=False)
    table = Table(show_header=True)
    table.add_column("change")
    table.add_column("runs", justify="right")
    for kind in KINDS:
        n = len(changes.by_kind[kind])
        table.add_row(Text(TITLES[kind], style=STYLES[kind] if n else "dim"), Text(str(n), style="" if n else "dim"))
    table.add_row(Text("unchanged", style="dim"), Text(str(changes.same), style="dim"))
    console.print(table)
    for kind in KINDS:
        runs = changes.by_kind[kind]
        if not runs:
            continue
        console.print(Text(f"{TITLES[kind]} ({len(runs)}):", style=STYLES[kind]), highlight=False)
        for c in runs[:limit]:
            console.print(Text(f"  {_line(c)}"), highlight=False, soft_wrap=True)
        if len(runs) > limit:
            console.print(Text(f"  ... and {len(runs) - limit} more (--limit, or --json for all)", style="dim"))
    bad = bool(changes.by_kind["regressions"])
    console.print(Text(headline(changes), style="bold red" if bad else "bold green"), highlight=False)


def _md(text: str) -> str:
    return re.sub(r"([\\`*_{}\[\]<>()#+!|])", r"\\\1", clean_line(text, 600))


def markdown(changes: Changes, limit: int) -> str:
    """The counts and, for each kind, its runs (at most ``limit``), for $GITHUB_STEP_SUMMARY;
    cut at ``report.SUMMARY_MAX`` bytes, as the conformance summary is."""
    lines = [f"## Ogallala: {_md(changes.old_name)} → {_md(changes.new_name)}", "",
             f"**{_md(headline(changes))}**", ""]
    lines += [f"- the suite changed: {_md(x)}" for x in changes.suite_changes()]
    lines += ["", "| change | runs |", "|---|---|"]
    lines += [f"| {TITLES[k]} | {n} |" for k, n in changes.counts.items()]
    for kind in KINDS:
        runs = changes.by_kind[kind]
        if not runs:
            continue
        lines += ["", f"### {TITLES[kind]} ({len(runs)})", ""]
        lines += [f"- {_md(_line(c))}" for c in runs[:limit]]
        if len(runs) > limit:
            lines.append(f"- ... and {len(runs) - limit} more")
    text = "\n".join(lines) + "\n"
    if len(text.encode("utf-8")) <= SUMMARY_MAX:
        return text
    cut = text.encode("utf-8")[: SUMMARY_MAX - 200].decode("utf-8", "ignore")
    return cut[: cut.rfind("\n") + 1] + (f"\n... cut at {SUMMARY_MAX >> 10} KiB (GitHub drops a larger step summary "
                                          "whole); --json holds every change\n")
