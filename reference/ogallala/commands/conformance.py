"""``ogallala conformance``: run the scenarios against an engine and report how it fares.

Without ``--engine`` the reference engine runs in-process. With ``--engine "CMD ARGS"`` the
command (split like a shell would, but run without one) is started once per job and spoken
to over the JSON protocol (docs/protocol.md). Exit 0 when nothing unexpected happened, 1
when a run failed, erred or passed against an expected failure, 2 when the engine could not
be started or the command line is wrong.
"""

from __future__ import annotations

import argparse
import shlex

from ..cli import UserError, add_reading_option, reading_options
from ..editions import EDITION_IDS
from ..interface import EngineError
from ..harness.process import Limits, ProcessEngine


def run(args: argparse.Namespace) -> int:
    if args.jobs < 0 or args.timeout <= 0 or args.max_restarts < 0:
        raise UserError("--jobs and --max-restarts must not be negative, --timeout must be positive", 2)
    limits = Limits(timeout=args.timeout, handshake=max(args.timeout, 10.0), max_restarts=args.max_restarts)
    args.readings = reading_options(args.reading)
    if args.readings and args.engine is not None:
        raise UserError("--reading sets the reference engine's readings; an --engine declares its own in its hello", 2)
    argv = None
    if args.engine is not None:
        try:
            argv = tuple(shlex.split(args.engine))
        except ValueError as error:
            raise UserError(f"cannot split --engine {args.engine!r}: {error}", 2) from None
        if not argv:
            raise UserError("--engine is empty", 2)
    engine, failure = None, None
    if argv and not args.list:
        # start the engine now: it gets ready while the harness loads the scenarios
        engine = ProcessEngine(argv, limits)
        try:
            engine.launch()
        except EngineError as error:
            failure = error
    from ..harness.command import conformance

    return conformance(args, argv, limits, engine, failure)


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "conformance", help="run the conformance scenarios against an engine",
        description="Run the scenarios of features/ against the reference engine (in-process) or an "
        "engine speaking the JSON protocol (--engine). Exit 0 when nothing unexpected happened, 1 when "
        "something failed, erred or unexpectedly passed, 2 when the engine could not be started or "
        "the command line is wrong.",
    )
    parser.add_argument("--engine", metavar="CMD",
                        help='the engine command, e.g. "ogallala serve" (split like a shell, run without one)')
    add_reading_option(parser, "the reference engine plays this reading of a ruling, and only the rows of reading "
                       "columns for it run (repeatable; without it every reading's rows run)")
    select = parser.add_argument_group("selection")
    select.add_argument("--edition", action="append", choices=EDITION_IDS, help="only this edition (repeatable)")
    select.add_argument("--rule", action="append", metavar="TOPIC",
                        help="only scenarios of this rule topic (attack.strength) or area (attack); repeatable")
    select.add_argument("--tag", metavar="EXPR", help="a boolean expression over tags: 'amigo and not ruling_amigo_deck_split'")
    select.add_argument("-k", metavar="TEXT", help="only scenarios whose id or name contains TEXT (any case)")
    select.add_argument("--list", action="store_true", help="list the selected scenarios instead of running them")
    running = parser.add_argument_group("running")
    running.add_argument("--jobs", "-j", type=int, default=1, metavar="N", help="parallel workers (0: one per CPU; default 1)")
    running.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                         help="for each reply of the engine (default 10)")
    running.add_argument("--max-restarts", type=int, default=10, metavar="N",
                         help="restarts of a failed engine per job before giving up on it (default 10)")
    running.add_argument("--expected-failures", metavar="FILE", help="runs expected to fail: `KEY  # reason` lines")
    out = parser.add_argument_group("output")
    out.add_argument("--write-expected-failures", metavar="FILE", help="write the runs that failed as an expected-failures file")
    out.add_argument("--json", nargs="?", const=True, metavar="FILE",
                     help="write the results as JSON to FILE; with --list, without FILE: list as JSON Lines")
    out.add_argument("--junit", metavar="FILE", help="write the results as JUnit XML")
    parser.set_defaults(func=run)
