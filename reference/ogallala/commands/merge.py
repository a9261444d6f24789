"""``ogallala merge REPORTS... --out report.json``: the shard reports of one run as one report.

Exit codes: 0 when the reports were merged and written, 2 when they do not belong together
(another suite, other engines, a shard missing or given twice, a run in two shards or the
wrong one: one line says which), a file is not a report, or the merged report cannot be
written.
"""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    from ..harness import reports
    from ..harness.merging import merge

    given = [(path, reports.read(path)) for path in args.reports]
    merged = merge(given)
    reports.write(merged, args.out)
    if args.out != "-":
        counts = ", ".join(f"{e.name}: {len(e.results)} runs" for e in merged.engines)
        print(f"merged {len(given)} report{'s' if len(given) > 1 else ''} into {args.out} ({counts})")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "merge", help="merge the reports of `conformance --shard K/N` runs into one",
        description="Check that the reports are the N shards of one run (same suite, same engines, each shard "
        "once, every run in its own shard and in one only) and write them as one report, equal run for run to "
        "the run unsharded. Refuses (exit 2, one line) reports that do not belong together.",
    )
    parser.add_argument("reports", nargs="+", metavar="REPORT.json", help="the shard reports (`--json` of each shard)")
    parser.add_argument("--out", required=True, metavar="FILE", help="the merged report ('-': standard output)")
    parser.set_defaults(func=run)
