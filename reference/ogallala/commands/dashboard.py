"""``ogallala dashboard REPORTS... --out DIR``: a static site of any number of reports.

A report is given as ``FILE`` or ``NAME=FILE``: ``NAME`` names the engine of a report of one
engine (reports written by one engine each, whose engines call themselves alike, are told
apart so). The reports go in version order: an engine's trend follows it. Exit 0 when the
site was written, 2 for a wrong command line, a file that is not a report, or a folder that
cannot be written.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

from ..util.errors import UserError

NAMED = re.compile(r"(?P<name>[A-Za-z0-9][A-Za-z0-9_.+-]{0,59})=(?P<path>.+)")


def given(text: str) -> tuple[str | None, str]:
    """(the engine's name or None, the file) of a ``FILE`` or ``NAME=FILE`` argument; a file
    whose own name holds ``=`` is taken whole when it exists."""
    found = NAMED.fullmatch(text)
    if found is None or Path(text).exists():
        return None, text
    return found["name"], found["path"]


def run(args: argparse.Namespace) -> int:
    from ..harness import reports
    from ..harness.dashboard import write
    from ..util.clean import clean_line

    loaded = []
    for text in args.reports:
        name, path = given(text)
        report = reports.read(path)
        if name is not None:
            if len(report.engines) != 1:
                raise UserError(f"{clean_line(text, 300)}: NAME= names the engine of a report of one engine; "
                                f"this one holds {len(report.engines)}", 2)
            report = report.model_copy(update={"engines": (report.engines[0].model_copy(update={"name": name}),)})
        loaded.append((Path(path).stem, report))
    written = write(loaded, Path(args.out))
    print(f"wrote {len(written)} pages into {args.out} (open {Path(args.out) / 'index.html'})")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "dashboard", help="write a static site of conformance reports: engines by edition and area, trends, disagreements",
        description="Write a self-contained static site (no network) from reports of `ogallala conformance --json`: "
        "a front page with each engine's pass share by edition and rule area and the runs where engines disagree, "
        "a page per engine (what it declared, its trend over the reports, its failures by cause) and a page per "
        "disagreement (each engine's answer, the positions drawn). Give the reports in version order.",
    )
    parser.add_argument("reports", nargs="+", metavar="[NAME=]REPORT.json",
                        help="a report; NAME= names the engine of a report of one engine")
    parser.add_argument("--out", required=True, metavar="DIR", help="the folder to write the site into")
    parser.set_defaults(func=run)
