"""``ogallala fingerprint``: which edition, variants and readings best explain an engine.

Exit codes: 0 when every run the engine played is explained by the readings found, 1 when
some run is not (a bug, or results that contradict each other), 2 when the engine could
not be started or the command line is wrong, 3 when it would exit 0 but the ``--json``
report could not be written (``harness.outputs``) or when ``--deadline`` passed before every
run was played, 128 + N when signal N ended it.
"""

from __future__ import annotations

import argparse
import json

from .cli import add_engine_options, check_timeout, engine_command, engine_limits

from ..util.errors import UserError
from ..model.editions import EDITION_IDS
from ..protocol.interface import EngineError


def run(args: argparse.Namespace) -> int:
    from ..harness.deadline import EXIT, Deadline, check

    deadline = None
    if args.deadline is not None:
        problem = check(args.deadline, "--deadline")
        if problem:
            raise UserError(problem, 2)
        deadline = Deadline.after(args.deadline, "--deadline")
    if args.pairs:
        return _pairs(args)
    if args.jobs < 0:
        raise UserError("--jobs must not be negative", 2)
    check_timeout(args.timeout)
    argv = None
    if args.engine is not None:
        argv = engine_command(args.engine)
    from rich.console import Console

    from ..harness.command import Bar, check_outputs, jobs
    from ..harness.outputs import Outputs
    from ..harness.runner import EngineSpec
    from ..fingerprint.report import json_report, print_report
    from ..fingerprint.take import take

    check_outputs(args)
    limits = engine_limits(args, args.timeout)
    spec = EngineSpec(argv, limits)
    engine = spec.make()
    try:
        hello = engine.hello()
    except EngineError as error:
        engine.close()
        raise UserError(f"the engine could not be started: {error}", 2) from None
    wanted = tuple(args.edition or ())
    if not wanted and not any(e in EDITION_IDS for e in hello.editions):
        engine.close()
        raise UserError("the engine declares none of the editions "
                        f"({', '.join(EDITION_IDS)}); name the ones to try with --edition", 2)
    to_stdout = args.json == "-"
    console = Console(stderr=True) if to_stdout else Console()
    bar = Bar(Console(stderr=True))
    try:  # Ctrl-C or a signal: ``runner.Stopped`` (a KeyboardInterrupt) carries the signal to ``cli.main``
        fp = take(spec, wanted, jobs(args.jobs, 10_000), bar, engine, deadline=deadline)
    finally:
        bar.stop()
    for e in wanted:
        if e not in hello.editions:
            fp = type(fp)(hello=fp.hello, editions=fp.editions, seconds=fp.seconds, predictions=fp.predictions,
                          warnings=(*fp.warnings, f"the engine does not declare edition {e}: its runs were played anyway"))
    label = spec.label
    print_report(console, fp, label, args.verbose)
    outputs = Outputs("fingerprint")
    if args.json:
        outputs.write("--json", args.json, json.dumps(json_report(fp, label), indent=2, ensure_ascii=False) + "\n")
    outputs.say()
    if fp.late:
        return outputs.exit_code(EXIT)
    return outputs.exit_code(1 if any(e.bugs or e.outvoted for e in fp.editions if e.implemented) else 0)


def _pairs(args: argparse.Namespace) -> int:
    from ..fingerprint.pairs import markdown, pairs
    from ..fingerprint.predict import Predictor

    if args.engine is not None or args.edition:
        raise UserError("--pairs describes the suite, not an engine: it takes no --engine or --edition", 2)
    predictor = Predictor()
    found = pairs(predictor)
    predictor.save()
    if args.json:
        from dataclasses import asdict

        from ..harness.command import check_outputs
        from ..harness.outputs import Outputs

        check_outputs(args)
        outputs = Outputs("fingerprint")
        outputs.write("--json", args.json, json.dumps([{**asdict(p), "named_in": list(p.named_in)} for p in found],
                                                      indent=2) + "\n")
        outputs.say()
        return outputs.exit_code(0)
    else:
        print(markdown(found), end="")
    return 0


def register(sub: "argparse._SubParsersAction[argparse.ArgumentParser]") -> None:
    parser = sub.add_parser(
        "fingerprint", help="find which edition, variants and readings best explain an engine's behaviour",
        description="Play every scenario run of the engine's editions, telling the engine only the readings it "
        "declares, and find for each ruling with alternatives the reading that best explains its results, with "
        "the scenarios that decided it; the readings no scenario can tell apart are said so, and the runs no "
        "reading explains are listed as bugs. Exit 0 when every run is explained, 1 when some run is not, "
        "2 when the engine could not be started or the command line is wrong, 3 when --deadline passed before every "
        "run was played.",
    )
    parser.add_argument("--engine", metavar="CMD",
                        help='the engine command, e.g. "ogallala serve" (split like a shell, run without one); '
                        "without it, the reference engine in-process")
    parser.add_argument("--edition", action="append", choices=EDITION_IDS, metavar="ID",
                        help="fingerprint this edition (repeatable; default: the editions the engine declares)")
    parser.add_argument("--json", nargs="?", const="-", metavar="FILE",
                        help="write the fingerprint as JSON to FILE (default '-': standard output; the text then "
                        "goes to standard error)")
    parser.add_argument("--verbose", "-v", action="store_true", help="list the reading found for every ruling")
    parser.add_argument("--jobs", "-j", type=int, default=1, metavar="N",
                        help="parallel engine processes (0: one per CPU; default 1)")
    parser.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                        help="for each reply of the engine (default 10)")
    add_engine_options(parser.add_argument_group("the engine process (docs/hostile-input.md)"))
    parser.add_argument("--deadline", type=float, metavar="SECONDS",
                        help="start no run after SECONDS from the command's start; the fingerprint rests on the runs "
                        "played, and the exit code is 3")
    parser.add_argument("--pairs", action="store_true",
                        help="print which (ruling, alternative) pairs the scenarios can tell apart, and which not, "
                        "instead of fingerprinting an engine (Markdown, or JSON with --json)")
    parser.set_defaults(func=run)
