"""``ogallala badges``: per-edition SVG badges (passed/played) from a run's JSON report.

The report is a file handed back to the tool, as untrusted as any: it is read up to
``REPORT_MAX`` bytes (a device such as ``/dev/zero`` or a file of gigabytes is refused, not
read to the end of memory), parsed by a parser that refuses nesting too deep for it, and
anything but a report's shape is refused with one line, exit 2.
"""

from __future__ import annotations

import argparse
import os
import stat
from pathlib import Path
from typing import Any

from ..util.errors import UserError

REPORT_MAX = 256 << 20
"""The largest report read, in bytes (a report of the whole suite with every run failing
takes tens of megabytes)."""
HEAD = 64 << 10
"""Bytes read first: what does not begin as a JSON object is refused without reading on."""


def read_report(given: str) -> dict[str, Any]:
    """The report at ``given``, or a ``UserError`` (exit 2) that says why it is not one."""
    from pydantic_core import from_json

    from ..util.clean import clean_line, first_line

    name = clean_line(given, 300)
    try:
        with open(given, "rb") as stream:
            if stat.S_ISREG(os.fstat(stream.fileno()).st_mode) and os.fstat(stream.fileno()).st_size > REPORT_MAX:
                raise UserError(f"{name} is larger than {REPORT_MAX} bytes: not a report of `ogallala conformance "
                                "--json`", 2)
            head = stream.read(HEAD)
            start = head.lstrip()[:1]
            if start and start != b"{":
                raise UserError(f"{name} is not a report of `ogallala conformance --json` (it does not begin "
                                "as a JSON object)", 2)
            data = head + stream.read(REPORT_MAX + 1 - len(head))
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        raise UserError(f"cannot read {name}: {clean_line(getattr(error, 'strerror', None) or str(error), 300)}", 2) from None
    if len(data) > REPORT_MAX:
        raise UserError(f"{name} is larger than {REPORT_MAX} bytes: not a report of `ogallala conformance --json`", 2)
    try:
        report = from_json(data)
    except ValueError as error:  # not JSON, not UTF-8, nested too deeply
        raise UserError(f"{name} is not JSON: {first_line(str(error), 300)}", 2) from None
    if not isinstance(report, dict) or not isinstance(report.get("results"), list):
        raise UserError(f"{name} is not a report of `ogallala conformance --json` (no results list)", 2)
    return report


def run(args: argparse.Namespace) -> int:
    from ..harness.badges import badges

    report = read_report(args.report)
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
