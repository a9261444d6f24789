"""``ogallala badges``: per-edition SVG badges (passed/played) from a run's JSON report."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..util.errors import UserError


def run(args: argparse.Namespace) -> int:
    from ..harness.badges import badges

    try:
        report = json.loads(Path(args.report).read_text(encoding="utf-8"))
    except OSError as error:
        raise UserError(f"cannot read {args.report}: {error.strerror or error}", 2) from None
    except ValueError as error:
        raise UserError(f"{args.report} is not JSON: {error}", 2) from None
    if not isinstance(report, dict) or not isinstance(report.get("results"), list):
        raise UserError(f"{args.report} is not a report of `ogallala conformance --json` (no results list)", 2)
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
    parser.add_argument("--out", default="badges", metavar="DIR", help="the folder to write into (default: badges)")
    parser.set_defaults(func=run)
