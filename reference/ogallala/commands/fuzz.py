"""``ogallala fuzz``: seeded random games played in lockstep by an engine and the reference
engine; the first difference is shrunk and written as a ready scenario (docs/fuzzing.md).

Exit codes: 0 when the budget was spent without a difference, 1 when a difference was found
(an engine that crashes or hangs has differed too; when ``--out`` cannot be written, the
scenario is printed with the report instead, and stderr says so), 2 for a wrong command line
or an engine that cannot be started or does not implement what was asked, 128 + N when
signal N ended the run.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from pathlib import Path
from typing import Any

from .cli import (add_engine_options, add_reading_option, check_timeout, engine_command, engine_limits,
                  reading_options)

from ..util.errors import UserError
from ..model.editions import EDITION_IDS


def _engine_readings(hello: Any, edition: str, given: dict[str, str]) -> dict[str, str]:
    """The readings the games are played under: the ones given, for an engine that plays any
    reading it is given; else the ones it declares, which must agree with any given."""
    from ..harness.select import _unplayable, for_suite
    from ..model.readings import ReadingError, decided, declared, normalise

    try:
        asked = normalise(edition, {r: a for r, a in given.items() if r in decided(edition)})
    except ReadingError as error:
        raise UserError(f"--reading: {error}", 2) from None
    if hello.plays_readings:
        return asked
    mine = declared(for_suite(hello).rulings, edition)
    for rid, aid in mine.items():
        why = _unplayable(rid, aid, edition)
        if why:
            raise UserError(f"the engine reads ruling {rid} as {aid!r}, {why}: the reference cannot play it", 2)
    if given and asked != mine:
        said = " ".join(f"{r}={a}" for r, a in mine.items()) or "the decided ones"
        raise UserError(f"the engine does not play the readings it is given (its hello has no plays_readings); "
                        f"it declares {said} for {edition}: leave out --reading or give those", 2)
    return mine


def run(args: argparse.Namespace) -> int:
    from ..model.editions import load
    from ..fuzz.policies import POLICIES
    from ..util.clean import clean, first_line
    from ..protocol.process import ProcessEngine
    from ..protocol.interface import EngineError

    if args.games < 1:
        raise UserError("--games must be at least 1", 2)
    if args.seconds is not None and args.seconds <= 0:
        raise UserError("--seconds must be a positive number", 2)
    check_timeout(args.timeout)
    if not 0 <= args.probes <= 1:
        raise UserError("--probes is a share of the decisions, from 0 to 1", 2)
    if not 0 <= args.seed < 2**63:
        raise UserError("--seed must be from 0 to 2^63 - 1", 2)
    given = reading_options(args.reading)
    options = tuple(sorted(set(args.option)))
    problem = load(args.edition).validate_options(options)
    if problem:
        raise UserError(f"--option: {problem}", 2)
    argv = engine_command(args.engine)
    if args.out:
        _check_out(args.out)
    policies = POLICIES if args.policy == "all" else (args.policy,)
    engine = ProcessEngine(argv, engine_limits(args, args.timeout, max_restarts=10**9))
    try:
        try:
            hello = engine.hello()
        except EngineError as error:
            tail = first_line(error.stderr.strip().splitlines()[-1]) if error.stderr.strip() else ""
            raise UserError(f"the engine could not be started: {first_line(error.message, 300)}"
                            + (f" (its stderr: {tail})" if tail else ""), 2) from None
        if args.edition not in hello.editions:
            raise UserError(f"the engine does not implement edition {args.edition} (its hello names "
                            f"{clean(', '.join(hello.editions[:10]), 300) or 'none'})", 2)
        missing = [o for o in options if o not in hello.variants.get(args.edition, ())]
        if missing:
            raise UserError(f"the engine does not implement variant {', '.join(missing)} of {args.edition}", 2)
        readings = _engine_readings(hello, args.edition, given)
        return _fuzz(args, engine, argv, options, readings, policies)
    finally:
        engine.close()


def _check_out(path: str) -> None:
    target = Path(path)
    if target.is_dir():
        raise UserError(f"--out {path}: is a folder, not a file", 2)
    if not (target.parent if str(target.parent) else Path(".")).is_dir():
        raise UserError(f"--out {path}: the folder {target.parent} does not exist", 2)


def _fuzz(args: argparse.Namespace, engine: Any, argv: tuple[str, ...], options: tuple[str, ...],
          readings: dict[str, str], policies: tuple[str, ...]) -> int:
    from ..fuzz.report import as_json, as_text
    from ..fuzz.session import Budget, fuzz
    from ..harness.outputs import Outputs

    source = f"against `{shlex.join(argv)}` ({args.edition}, seed {args.seed})"
    report = fuzz(engine, args.edition, options, readings, Budget(args.games, args.seconds), args.seed, policies,
                  args.probes, source)
    found = report.finding
    out = args.out
    if found is not None and found.written is not None and out:
        outputs = Outputs("fuzz")
        if not outputs.write("--out", out, found.written.text):  # a full disk must not lose what was found
            out = None  # the report then holds the scenario: in its text, or in the JSON's "text"
            outputs.failed[-1] += "; the scenario is in the report on standard output instead"
        outputs.say()
    if args.json:
        print(json.dumps(as_json(report, shlex.join(argv), out), indent=2, ensure_ascii=False))
    else:
        sys.stdout.write(as_text(report, shlex.join(argv), out))
    return 1 if found is not None else 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from ..fuzz.policies import POLICIES

    parser = sub.add_parser(
        "fuzz", help="play random games in lockstep with the reference; write the first difference as a scenario",
        description="Play seeded random games in lockstep on an engine (over the JSON protocol) and on the reference "
        "engine, under the engine's readings, comparing every reply: legal actions, refusals, events, positions, "
        "scores. The first difference is shrunk (fewer actions, a smaller position, fewer players) and written as a "
        "ready scenario in the suite's steps. Exit 0 when no difference was found, 1 when one was (a crash or hang "
        "of the engine included), 2 for a wrong command line or an engine that cannot be started.",
    )
    parser.add_argument("--engine", required=True, metavar="CMD",
                        help='the engine command, e.g. "ogallala serve" (split like a shell, run without one)')
    parser.add_argument("--edition", required=True, choices=EDITION_IDS, help="the edition the games are played in")
    parser.add_argument("--option", action="append", default=[], metavar="VARIANT",
                        help="a variant in play (repeatable), e.g. wide")
    add_reading_option(parser, "for an engine that plays any reading it is given: play this reading of a ruling "
                       "(repeatable); an engine that does not is played under the readings its hello declares")
    parser.add_argument("--games", type=int, default=100, metavar="N", help="most games to play (default 100)")
    parser.add_argument("--seconds", type=float, metavar="S", help="start no game after S seconds (default: no limit)")
    parser.add_argument("--seed", type=int, default=0, metavar="S", help="the seed of the whole run (default 0)")
    parser.add_argument("--policy", choices=(*POLICIES, "all"), default="all",
                        help="how the random players choose (default all: each policy in turn, game by game)")
    parser.add_argument("--probes", type=float, default=0.15, metavar="SHARE",
                        help="share of the decisions at which an action that is not legal is tried too, to compare "
                        "the rule each engine names for refusing it (default 0.15)")
    parser.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                        help="for each reply of the engine (default 10); a hang is a finding")
    parser.add_argument("--out", metavar="FILE", help="write the scenario to FILE (a .feature file)")
    add_engine_options(parser.add_argument_group("the engine process (docs/hostile-input.md)"))
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.set_defaults(func=run)
