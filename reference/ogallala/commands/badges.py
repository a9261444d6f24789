"""``ogallala badges``: per-edition SVG badges (passed/played) from a run's JSON report.

The report is a file handed back to the tool, as untrusted as any: it is read by
``harness.reports`` (bounded in size and nesting, cleaned, anything but a report refused with
one line, exit 2), version 1 or 2; of a report of several engines, ``--engine`` picks one.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..util.errors import UserError

from ..harness.reports import REPORT_MAX  # noqa: F401  (the largest report read: harness.reports)


def run(args: argparse.Namespace) -> int:
    from ..harness.badges import badges
    from ..harness.reports import read

    report = read(args.report).engine(args.engine, args.report)
    folder = Path(args.out)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name, svg in badges(report).items():
            (folder / name).write_text(svg, encoding="utf-8")
            print(folder / name)
    except OSError as error:
        raise UserError(f"cannot write to {folder}: {error.strerror or error}", 2) from None
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "badges", help="write per-edition SVG badges from a conformance run's JSON report",
        description="Read a report written by `ogallala conformance --json FILE` and write one badge per "
                    "edition (OUT/<edition>.svg: runs passed of those played, skips not counted) and "
                    "OUT/all.svg, for an engine's README.",
    )
    parser.add_argument("report", metavar="REPORT.json", help="the JSON report of a conformance run")
    parser.add_argument("--engine", metavar="NAME", help="with a report of several engines: this engine's badges")
    parser.add_argument("--out", default="badges", metavar="DIR", help="the folder to write into (default: badges)")
    parser.set_defaults(func=run)
