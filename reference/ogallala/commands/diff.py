"""``ogallala diff OLD.json NEW.json``: what changed from one report to another.

Exit codes: 0 when nothing ``--fail-on`` names changed, 1 when it did (by default: a
regression, a run that passed and now does not), 2 for a wrong command line or a file that
is not a report (or cannot be written), 3 when the comparison holds but the ``--json`` or
``--summary-md`` file could not be written.
"""

from __future__ import annotations

import argparse
import json

from ..util.errors import UserError


def run(args: argparse.Namespace) -> int:
    from rich.console import Console

    from ..harness import reports
    from ..harness.changes import compare, failing
    from ..harness.changes_shown import markdown, show
    from ..harness.outputs import Outputs

    if args.limit < 0:
        raise UserError("--limit must not be negative", 2)
    if "-" == args.json == args.summary_md:
        raise UserError("--json and --summary-md cannot both go to standard output", 2)
    old_report, new_report = reports.read(args.old), reports.read(args.new)
    old = old_report.engine(args.old_engine or args.engine, args.old)
    new = new_report.engine(args.new_engine or args.engine, args.new)
    changes = compare(old, new, old_report.meta, new_report.meta)
    console = Console(stderr=True) if "-" in (args.json, args.summary_md) else Console()
    show(console, changes, args.limit, (args.old, args.new))
    outputs = Outputs("diff")
    if args.json:
        outputs.write("--json", args.json, json.dumps(changes.json(), indent=2, ensure_ascii=False) + "\n")
    if args.summary_md:
        outputs.write("--summary-md", args.summary_md, markdown(changes, args.limit))
    outputs.say()
    return outputs.exit_code(1 if failing(changes, args.fail_on) else 0)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "diff", help="compare two conformance reports run by run: regressions, fixes, changed expectations",
        description="Compare two reports of `ogallala conformance --json` (an engine at two versions, two engines, "
        "or two suite versions) run by run: newly failing (regressions), newly passing, failing for another "
        "cause, newly skipped or played, added, removed, and runs whose expectation changed because the suite "
        "did (a scenario corrected, a ruling decided otherwise: named). Exit 1 when --fail-on says so "
        "(default: a regression), 0 otherwise, 2 for a wrong command line or a file that is not a report.",
    )
    parser.add_argument("old", metavar="OLD.json", help="the report before")
    parser.add_argument("new", metavar="NEW.json", help="the report after")
    parser.add_argument("--engine", metavar="NAME", help="with reports of several engines: compare this engine's runs")
    parser.add_argument("--old-engine", metavar="NAME", help="the engine of OLD.json to compare (default: --engine)")
    parser.add_argument("--new-engine", metavar="NAME", help="the engine of NEW.json to compare (default: --engine)")
    parser.add_argument("--fail-on", choices=("regressions", "any-change", "never"), default="regressions",
                        help="what makes the exit code 1: a regression (default), any change, or never")
    parser.add_argument("--json", metavar="FILE", help="write every change as JSON to FILE ('-': standard output)")
    parser.add_argument("--summary-md", metavar="FILE", help="write a Markdown summary to FILE (e.g. $GITHUB_STEP_SUMMARY)")
    parser.add_argument("--limit", type=int, default=50, metavar="N",
                        help="show at most N runs of each kind of change (default 50; --json holds all)")
    parser.set_defaults(func=run)
