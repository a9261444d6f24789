"""``ogallala export``: the conformance suite as data, for test runners in any language.

The selection options are those of ``ogallala conformance``. ``--format json`` writes one
JSON document, ``--format jsonl`` a header line and one run a line; ``--schema`` prints the
format's JSON Schema (docs/export.schema.json). docs/export.md describes the format and
how a runner uses it; ``runners/`` holds two, in JavaScript and Go. Exit codes: 0 when the
export was written, 2 for a wrong command line, an unwritable output or a selection that
selects nothing.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

from .cli import add_reading_option, reading_options

from ..model.editions import EDITION_IDS
from ..util.errors import UserError


def run(args: argparse.Namespace) -> int:
    if args.schema:
        from ..export.format import schema_text

        sys.stdout.write(schema_text())
        return 0
    declared = reading_options(args.reading)
    from ..harness.command import _check_output
    from ..harness.select import Selection
    from ..scenarios.load import FeatureError, all_scenarios, extra_scenarios

    if args.out and args.out != "-":
        _check_output("--out", args.out)
    if args.with_suite and not args.features:
        raise UserError("--with-suite goes with --features", 2)
    try:
        if args.features:
            suite = all_scenarios() if args.with_suite else ()
            scenarios = suite + extra_scenarios(args.features, suite)
        else:
            scenarios = all_scenarios()
        chosen = Selection.build(args.edition or (), args.rule or (), args.tag, args.k, scenarios)
    except (FeatureError, ValueError) as error:
        raise UserError(str(error), 2) from None
    runs = chosen.runs(scenarios)
    if not runs:
        raise UserError("no scenario matches the selection (see `ogallala conformance --list`)", 2)
    from ..export.build import ExportError, export_runs, header, json_document, json_lines

    head = header(declared, chosen, args.tag, tuple(args.features or ()), len(runs))
    write = json_lines if args.format == "jsonl" else json_document
    parts = write(head, export_runs(runs, declared))
    try:
        if args.out and args.out != "-":
            path = Path(args.out)
            partial = path.with_name(path.name + ".partial")
            try:
                with partial.open("w", encoding="utf-8") as stream:
                    _copy(parts, stream)
                partial.replace(path)
            except OSError as error:
                raise UserError(f"cannot write {args.out}: {error.strerror or error}", 2) from None
            finally:
                partial.unlink(missing_ok=True)
        else:
            _copy(parts, sys.stdout)
    except ExportError as error:
        raise UserError(f"cannot export: {error}", 1) from None
    return 0


def _copy(parts: Iterator[str], stream: object) -> None:
    write = getattr(stream, "write")
    for part in parts:
        write(part)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "export", help="write the conformance suite as data (JSON) for test runners in any language",
        description="Write the selected runs of the conformance suite as data: for each run its key, tags, "
        "edition, variants, readings, starting position and the exchange a conforming engine has with the "
        "harness, each request and what its reply must satisfy (docs/export.md). The selection options are "
        "those of `ogallala conformance`.",
    )
    parser.add_argument("--format", choices=("json", "jsonl"), default="json",
                        help="json: one document (default); jsonl: a header line, then one run per line")
    parser.add_argument("--out", "-o", metavar="FILE", help="write to FILE instead of standard output")
    parser.add_argument("--schema", action="store_true",
                        help="print the export format's JSON Schema instead (docs/export.schema.json)")
    add_reading_option(parser, "make the export for an engine that declares this reading of a ruling in its hello "
                       "(repeatable; without it: an engine that declares none, or says plays_readings)")
    select = parser.add_argument_group("selection (as for `ogallala conformance`)")
    select.add_argument("--features", action="append", metavar="PATH",
                        help="the scenarios of this feature file, or of the .feature files in this folder, "
                        "instead of the suite's (repeatable)")
    select.add_argument("--with-suite", action="store_true", help="with --features: beside the suite's, not instead")
    select.add_argument("--edition", action="append", choices=EDITION_IDS, help="only this edition (repeatable)")
    select.add_argument("--rule", action="append", metavar="TOPIC",
                        help="only scenarios of this rule topic (attack.strength) or area (attack); repeatable")
    select.add_argument("--tag", metavar="EXPR", help="a boolean expression over tags: 'amigo and not ruling_amigo_deck_split'")
    select.add_argument("-k", metavar="TEXT", help="only scenarios whose id or name contains TEXT (any case), or the "
                        "runs of a run key (ID#ROW@EDITION, parts may be left out)")
    parser.set_defaults(func=run)
