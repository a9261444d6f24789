"""``ogallala conformance``: run the scenarios against an engine and report how it fares.

Without ``--engine`` the reference engine runs in-process. With ``--engine "CMD ARGS"`` the
command (split like a shell would, but run without one) is started once per job and spoken
to over the JSON protocol (docs/protocol.md). Exit codes: 0 when nothing unexpected
happened, 1 when a run failed, erred or passed against an expected failure, 2 when the
engine could not be started or the command line is wrong, 3 when it would exit 0 but a report
could not be written (every other report is written all the same, and each that was not is
named; a run that failed keeps its own code) or when ``--deadline`` passed before every run
was played, 5 when nothing was played (every run skipped) and ``--allow-empty`` was not
given, 128 + N when signal N ended the run
(130 Ctrl-C, 143 SIGTERM, 129 SIGHUP; the reports of the runs that finished are written).
"""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING

from .cli import (add_engine_options, add_reading_option, check_timeout, engine_command, engine_limits,
                  reading_options)

from ..util.errors import UserError
from ..model.editions import EDITION_IDS
from ..protocol.interface import EngineError

if TYPE_CHECKING:
    from ..scenarios.load import Scenario


def run(args: argparse.Namespace) -> int:
    from ..harness.deadline import Deadline, check

    if args.deadline is not None:
        problem = check(args.deadline, "--deadline")
        if problem:
            raise UserError(problem, 2)
        args.deadline_at = Deadline.after(args.deadline, "--deadline")  # counted from the command's start
    if args.jobs < 0 or args.max_restarts < 0 or args.maxfail < 0:
        raise UserError("--jobs, --max-restarts and --maxfail must not be negative", 2)
    check_timeout(args.timeout)
    if args.exitfirst:
        args.maxfail = 1
    limits = engine_limits(args, args.timeout, max_restarts=args.max_restarts, pipelining=not args.no_pipelining)
    args.readings = reading_options(args.reading)
    chosen = engines(args.engine or [])
    if args.readings and any(argv is not None for _, argv in chosen):
        raise UserError("--reading sets the reference engine's readings; an --engine declares its own in its hello", 2)
    if args.shard is not None:
        from ..util.shards import parse

        args.shard = parse(args.shard)
    from ..harness.command import check_outputs, conformance, several

    check_outputs(args)
    args.scenarios = _scenarios(args)
    if len(chosen) > 1:
        return several(args, chosen, limits)
    args.engine_name, argv = chosen[0] if chosen else (None, None)
    engine, failure = None, None
    try:
        if argv and not args.list and not args.explain:
            # start the engine now: it gets ready while the harness loads the scenarios
            from ..protocol.process import ProcessEngine

            engine = ProcessEngine(argv, limits)
            try:
                engine.launch()
            except EngineError as error:
                failure = error
    except BaseException:  # Ctrl-C or a signal before `conformance` owns the engine
        if engine is not None:
            engine.close()
        raise
    return conformance(args, argv, limits, engine, failure)


NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.+-]{0,63}")
"""An engine's name given as ``--engine NAME=CMD``."""


def engines(given: list[str]) -> list[tuple[str | None, tuple[str, ...] | None]]:
    """Each ``--engine`` as (its name, or None; its command, or None for the reference engine
    in-process): ``CMD``, ``NAME=CMD``, ``reference`` or ``NAME=reference``. Two engines
    given one name are refused (the report keeps each under its name)."""
    out: list[tuple[str | None, tuple[str, ...] | None]] = []
    for text in given:
        head, equals, rest = text.partition("=")
        name = head if equals and NAME.fullmatch(head) and rest.strip() else None
        command = rest if name is not None else text
        argv = None if command.strip() == "reference" else engine_command(command)
        out.append((name, argv))
    names = [n for n, _ in out if n is not None]
    for name in dict.fromkeys(n for n in names if names.count(n) > 1):
        raise UserError(f"--engine {name}=...: two engines are named {name}", 2)
    return out


def _scenarios(args: argparse.Namespace) -> tuple[Scenario, ...] | None:
    """The scenarios to run when ``--features`` is given (None: the suite's)."""
    if not args.features:
        if args.with_suite:
            raise UserError("--with-suite goes with --features", 2)
        return None
    from ..scenarios.load import FeatureError, all_scenarios, extra_scenarios

    suite = all_scenarios() if args.with_suite else ()
    try:
        return suite + extra_scenarios(args.features, suite)
    except FeatureError as error:
        raise UserError(str(error), 2) from None


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "conformance", help="run the conformance scenarios against an engine",
        description="Run the scenarios of features/ against the reference engine (in-process) or an "
        "engine speaking the JSON protocol (--engine). Exit 0 when nothing unexpected happened, 1 when "
        "something failed, erred or unexpectedly passed, 2 when the engine could not be started or "
        "the command line is wrong, 3 when it would exit 0 but a report could not be written (the others are written) "
        "or when --deadline passed before every run was played, 5 when nothing was played (unless --allow-empty), 128+N when signal N "
        "ended the run (130 Ctrl-C, 143 SIGTERM, 129 SIGHUP; the reports of the runs that finished are written).",
    )
    parser.add_argument("--engine", action="append", metavar="[NAME=]CMD",
                        help='the engine command, e.g. "ogallala serve" (split like a shell, run without one); '
                        '`reference`: the reference engine in-process. Repeat it to play every run on each engine '
                        'and compare them (NAME=CMD names one in the reports; otherwise its hello names it)')
    add_reading_option(parser, "the reference engine plays this reading of a ruling, and only the rows of reading "
                       "columns for it run (repeatable; without it every reading's rows run)")
    add_engine_options(parser.add_argument_group("the engine process (docs/hostile-input.md)"))
    select = parser.add_argument_group("selection")
    select.add_argument("--features", action="append", metavar="PATH",
                        help="run the scenarios of this feature file, or of the .feature files in this folder, "
                        "instead of the suite's (repeatable; e.g. a scenario written by `ogallala fuzz`)")
    select.add_argument("--with-suite", action="store_true",
                        help="with --features: run those scenarios beside the suite's, not instead of them")
    select.add_argument("--edition", action="append", choices=EDITION_IDS, help="only this edition (repeatable)")
    select.add_argument("--rule", action="append", metavar="TOPIC",
                        help="only scenarios of this rule topic (attack.strength) or area (attack); repeatable")
    select.add_argument("--tag", metavar="EXPR", help="a boolean expression over tags: 'amigo and not ruling_amigo_deck_split'")
    select.add_argument("-k", metavar="TEXT", help="only scenarios whose id or name contains TEXT (any case), or the "
                        "runs of a run key as the reports print it (ID#ROW@EDITION, parts may be left out)")
    select.add_argument("--shard", metavar="K/N",
                        help="play only shard K of N of the selected runs (split by a stable digest of each run key: "
                        "the N shards together hold every run once); `ogallala merge` puts the reports together")
    select.add_argument("--last-failed", "--lf", action="store_true",
                        help="only the runs that failed, erred or broke in the last run against the same engine "
                        "(all runs if none did)")
    select.add_argument("--list", action="store_true", help="list the selected scenarios instead of running them")
    running = parser.add_argument_group("running")
    running.add_argument("--jobs", "-j", type=int, default=1, metavar="N",
                         help="parallel workers (0: one per CPU; never more than the CPUs; default 1)")
    running.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                         help="for each reply of the engine (default 10, at most 86400)")
    running.add_argument("--max-restarts", type=int, default=10, metavar="N",
                         help="restarts of a failed engine per job before giving up on it (default 10)")
    running.add_argument("--deadline", type=float, metavar="SECONDS",
                         help="start no run after SECONDS from the command's start: the runs left are reported as "
                         "not run (skipped, kind deadline), and the exit code is 3")
    running.add_argument("--no-pipelining", action="store_true",
                         help="write one request at a time, even to an engine whose hello says `pipelining`")
    running.add_argument("--expected-failures", metavar="FILE",
                         help="the expected outcomes: `KEY [OUTCOME [CAUSE]]  # reason` lines, OUTCOME one of fail "
                         "(when left out), error, timeout, crash, broken, skip (not played); a run that ends so is "
                         "xfailed, one that passes is xpassed (exit 1)")
    running.add_argument("-x", "--exitfirst", action="store_true", help="stop at the first run that fails or errs")
    running.add_argument("--maxfail", type=int, default=0, metavar="N",
                         help="stop after N runs failed or erred (0: never; default)")
    running.add_argument("--allow-empty", action="store_true",
                         help="exit 0 even when nothing was played (every selected run skipped)")
    running.add_argument("--explain", metavar="KEY",
                         help="play one run step by step: each step's requests and replies as sent, and the "
                         "position after it")
    running.add_argument("--against-reference", action="store_true",
                         help="put every request to the reference engine too, and name in each failure the first "
                         "reply that differs from it")
    out = parser.add_argument_group("output")
    out.add_argument("--write-expected-failures", metavar="FILE",
                     help="write every run that did not pass, with its outcome, as an expected-outcomes file")
    out.add_argument("--json", nargs="?", const=True, metavar="FILE",
                     help="write the results as JSON to FILE ('-': standard output, the table then goes to "
                     "standard error); with --list, without FILE: list as JSON Lines")
    out.add_argument("--junit", metavar="FILE", help="write the results as JUnit XML to FILE ('-': standard output)")
    out.add_argument("--html", metavar="FILE",
                     help="write a self-contained HTML report to FILE: counts with filters, each failure with its "
                     "boards drawn (expected and found side by side), its steps and its protocol lines")
    out.add_argument("--summary-md", metavar="FILE",
                     help="write a short Markdown summary (counts, one line per cause) to FILE, e.g. "
                     "$GITHUB_STEP_SUMMARY")
    parser.set_defaults(func=run)
