"""``ogallala fuzz``: a differential fuzzing campaign. Seeded random games (or games from
generated positions) played in lockstep by an engine and the reference engine, every
reply compared; each cause of difference shrunk, written as a ready scenario, counted and
kept in a findings store that the next campaign replays first (docs/fuzzing.md).

Exit codes: 0 when the engine never differed but where it was expected to (known findings
of ``--known`` files, readings the reference does not play), 1 when a campaign found a new
cause of difference or a stored finding is still present (an engine that crashes or hangs
has differed too; when ``--out`` cannot be written, the scenarios are printed with the
report instead, and stderr says so), 2 for a wrong command line or an engine that cannot be
started or does not implement what was asked, 128 + N when signal N ended the run.
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .cli import (add_engine_options, add_reading_option, check_timeout, engine_command, engine_limits,
                  reading_options)

from ..util.errors import UserError
from ..model.editions import EDITION_IDS

KNOWN_MAX = 8 << 20
"""Largest file of known findings read (``--known``), in bytes."""


@dataclass(frozen=True)
class Readings:
    """The readings a campaign plays under, and what the engine reads otherwise."""

    played: dict[str, str]
    blocked: dict[str, frozenset[str]]
    """Rulings the engine reads as an alternative the reference does not play (or the
    register does not list), with the rule topics each governs."""
    notes: list[str]


def engine_readings(hello: Any, edition: str, given: dict[str, str]) -> Readings:
    """The readings the games are played under: the ones given, for an engine that plays any
    reading it is given; else the ones it declares, which must agree with any given. A
    declared reading the reference cannot play does not stop the campaign: the games play the
    register's decision there, and a difference at a decision that ruling governs is passed
    over with a note (``Plan.blocked``)."""
    from ..harness.select import _unplayable, for_suite
    from ..model.readings import ReadingError, decided, declared, normalise
    from ..model.spec import load_spec
    from ..util.clean import clean

    try:
        asked = normalise(edition, {r: a for r, a in given.items() if r in decided(edition)})
    except ReadingError as error:
        raise UserError(f"--reading: {error}", 2) from None
    if hello.plays_readings:
        return Readings(asked, {}, [])
    mine = declared(for_suite(hello).rulings, edition)
    rulings = load_spec().rulings_by_id
    played, blocked, notes = {}, {}, []
    for rid, aid in mine.items():
        why = _unplayable(rid, aid, edition)
        if why:
            blocked[rid] = frozenset(rulings[rid].topics)
            notes.append(f"the engine reads ruling {rid} as {clean(aid, 80)!r}, {why}: the games play the register's "
                         f"decision there, and differences at decisions it governs ({', '.join(sorted(blocked[rid]))}) "
                         "are passed over")
        else:
            played[rid] = aid
    try:
        played = normalise(edition, played)
    except ReadingError as error:
        raise UserError(f"the engine's readings cannot be played together: {error}", 2) from None
    if given and asked != played:
        said = " ".join(f"{r}={a}" for r, a in mine.items()) or "the decided ones"
        raise UserError(f"the engine does not play the readings it is given (its hello has no plays_readings); "
                        f"it declares {said} for {edition}: leave out --reading or give those", 2)
    return Readings(played, blocked, notes)


def _check(args: argparse.Namespace) -> None:
    if args.games is not None and args.games < 1:
        raise UserError("--games must be at least 1", 2)
    if args.action_limit < 1:
        raise UserError("--action-limit must be at least 1", 2)
    if args.seconds is not None and args.seconds <= 0:
        raise UserError("--seconds must be a positive number", 2)
    check_timeout(args.timeout)
    if not 0 <= args.probes <= 1:
        raise UserError("--probes is a share of the decisions, from 0 to 1", 2)
    if not 0 <= args.seed < 2**63:
        raise UserError("--seed must be from 0 to 2^63 - 1", 2)
    if args.jobs < 0:
        raise UserError("--jobs must not be negative", 2)
    if args.max_findings < 1:
        raise UserError("--max-findings must be at least 1", 2)
    if args.players is not None:
        from ..engine.random_play import SEATS
        from ..model.editions import load

        low, high = load(args.edition).players.min, min(load(args.edition).players.max, len(SEATS))
        if not low <= args.players <= high:
            raise UserError(f"--players: edition {args.edition} is for {low} to {high} players", 2)
    if args.out:
        _check_out(args.out)


def _known(paths: list[str]) -> dict[str, str]:
    from ..fuzz.report import read_known

    found: dict[str, str] = {}
    for name in paths:
        path = Path(name)
        try:
            if not path.is_file():
                raise UserError(f"--known {name}: no such file", 2)
            if path.stat().st_size > KNOWN_MAX:
                raise UserError(f"--known {name}: larger than {KNOWN_MAX} bytes", 2)
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise UserError(f"--known {name}: cannot read it: {getattr(error, 'strerror', None) or error}", 2) from None
        for c in read_known(name, text):
            found.setdefault(c, path.name)
    return found


def run(args: argparse.Namespace) -> int:
    from ..harness.command import cores
    from ..model.editions import load
    from ..fuzz.policies import POLICIES
    from ..util.clean import clean, first_line
    from ..util.shards import WHOLE, parse
    from ..protocol.process import ProcessEngine
    from ..protocol.interface import EngineError
    from ..fuzz.workers import Spawn

    _check(args)
    shard = parse(args.shard) if args.shard else WHOLE
    given = reading_options(args.reading)
    options = tuple(sorted(set(args.option)))
    problem = load(args.edition).validate_options(options)
    if problem:
        raise UserError(f"--option: {problem}", 2)
    argv = engine_command(args.engine)
    known = _known(args.known)
    policies = POLICIES if args.policy == "all" else (args.policy,)
    limits = engine_limits(args, args.timeout, max_restarts=10**9)
    engine = ProcessEngine(argv, limits)
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
        readings = engine_readings(hello, args.edition, given)
        count = min(args.jobs or cores(), cores(), args.games or cores())
        if args.jobs > count:
            print(f"ogallala fuzz: --jobs {args.jobs}: running {count} (the CPUs this process may use, or the games)",
                  file=sys.stderr)
        name = clean(f"{hello.name} {hello.version}", 300)
        return _campaign(args, engine, argv, options, readings, policies, known, shard, count, Spawn(argv, limits), name)
    finally:
        engine.close()


def _check_out(path: str) -> None:
    target = Path(path)
    if target.is_dir() or path.endswith("/"):
        if not target.is_dir():
            raise UserError(f"--out {path}: the folder does not exist", 2)
        return
    if not (target.parent if str(target.parent) else Path(".")).is_dir():
        raise UserError(f"--out {path}: the folder {target.parent} does not exist", 2)


def _campaign(args: argparse.Namespace, engine: Any, argv: tuple[str, ...], options: tuple[str, ...],
              readings: Readings, policies: tuple[str, ...], known: dict[str, str], shard: Any, count: int,
              spawn: Any, name: str) -> int:
    from ..fuzz.campaign import Budget, campaign
    from ..fuzz.plan import Plan
    from ..fuzz.progress import bar
    from ..fuzz.report import as_json, as_text
    from ..fuzz.store import open_store
    from ..harness.interrupt import exit_code, interruptible

    plan = Plan(args.edition, options, readings.played, args.seed, policies, args.probes, args.deal, args.positions,
                readings.blocked, args.players, args.action_limit)
    positions = None
    if args.positions:
        from ..fuzz.positions import Positions

        positions = Positions(plan.edition, plan.options, plan.readings, plan.seed)
    store = None if args.no_store else open_store(args.store)
    games = args.games if args.games is not None else (None if args.seconds is not None else 100)
    source = f"against `{shlex.join(argv)}` ({args.edition}, seed {args.seed})"
    with bar(args.json) as progress:
        with interruptible():
            try:
                report = campaign(engine, plan, Budget(games, args.seconds), shard=shard,
                                  max_findings=1 if args.exitfirst else args.max_findings, store=store, known=known,
                                  jobs=count, spawn=spawn, positions=positions, progress=progress, source=source,
                                  engine_name=name)
            except KeyboardInterrupt as stop:
                print("ogallala fuzz: interrupted", file=sys.stderr)
                return exit_code(stop)
    report.notes[:0] = readings.notes
    out = _write_out(args.out, report)
    if args.json:
        print(json.dumps(as_json(report, shlex.join(argv), out), indent=2, ensure_ascii=False))
    else:
        sys.stdout.write(as_text(report, shlex.join(argv), out))
    present = any(r.status == "present" for r in report.replayed)
    return 1 if report.new or present else 0


def _write_out(out: str | None, report: Any) -> str | None:
    """Write the new findings' scenarios to ``out``; where they are, or ``None`` when nothing
    was written there: no new finding, or ``out`` cannot be written (a full disk must not lose
    what was found: the report then holds the scenarios, in its text or in the JSON's
    ``text``, and stderr says why)."""
    from ..fuzz.write import combine
    from ..harness.outputs import Outputs

    texts = [(f.written.id, f.written.text) for f in report.new if f.written is not None]
    if not out or not texts:
        return None  # nothing new was written there
    outputs = Outputs("fuzz")
    target = Path(out)
    if target.is_dir():
        written = all([outputs.write("--out", str(target / f"{sid}.feature"), text) for sid, text in texts])
    else:
        written = outputs.write("--out", out, combine([t for _, t in texts]))
    if not written:
        outputs.failed[-1] += "; the scenarios are in the report on standard output instead"
    outputs.say()
    return out if written else None


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from ..fuzz.games import ACTION_LIMIT
    from ..fuzz.policies import POLICIES

    parser = sub.add_parser(
        "fuzz", help="a differential fuzzing campaign against the reference; every cause of difference as a scenario",
        description="Play seeded random games in lockstep on an engine (over the JSON protocol) and on the reference "
        "engine, under the engine's readings, comparing every reply: legal actions, refusals, events, positions, "
        "scores. Each cause of difference is counted, shrunk (fewer actions, a smaller position, fewer players) and "
        "written as a ready scenario in the suite's steps, and kept in a findings store that the next campaign replays "
        "first. Exit 0 when no new difference was found, 1 when one was or a stored one is still present (a crash or "
        "hang of the engine included), 2 for a wrong command line or an engine that cannot be started.",
    )
    parser.add_argument("--engine", required=True, metavar="CMD",
                        help='the engine command, e.g. "ogallala serve" (split like a shell, run without one)')
    parser.add_argument("--edition", required=True, choices=EDITION_IDS, help="the edition the games are played in")
    parser.add_argument("--option", action="append", default=[], metavar="VARIANT",
                        help="a variant in play (repeatable), e.g. wide")
    add_reading_option(parser, "for an engine that plays any reading it is given: play this reading of a ruling "
                       "(repeatable); an engine that does not is played under the readings its hello declares")
    budget = parser.add_argument_group("budget")
    budget.add_argument("--games", type=int, metavar="N",
                        help="most games to play (default 100; with --seconds, as many as the time allows)")
    budget.add_argument("--seconds", type=float, metavar="S", help="start no game after S seconds (default: no limit)")
    budget.add_argument("--max-findings", type=int, default=5, metavar="N",
                        help="stop after the game in which the N-th new cause of difference appears (default 5)")
    budget.add_argument("-x", "--exitfirst", action="store_true", help="stop at the first new cause (--max-findings 1)")
    budget.add_argument("--action-limit", type=int, default=ACTION_LIMIT, metavar="N",
                        help=f"give a game up as endless after N actions (default {ACTION_LIMIT}: no game of the "
                        "reference comes near; an engine that never ends a game would otherwise play for ever)")
    games = parser.add_argument_group("games")
    games.add_argument("--seed", type=int, default=0, metavar="S", help="the seed of the whole campaign (default 0)")
    games.add_argument("--players", type=int, metavar="N",
                       help="players in every game (default: as each game's seed deals, from the edition's fewest to most)")
    games.add_argument("--policy", choices=(*POLICIES, "all"), default="all",
                       help="how the random players choose (default all: each policy in turn, game by game)")
    games.add_argument("--probes", type=float, default=0.15, metavar="SHARE",
                       help="share of the decisions at which an action that is not legal is tried too, to compare "
                       "the rule each engine names for refusing it (default 0.15)")
    games.add_argument("--deal", choices=("start", "reference"), default="start",
                       help="start: the engine deals each game from its seed (the deal is compared); reference: each "
                       "game loads the reference's dealt position instead (an engine that deals otherwise is fuzzed "
                       "all the same)")
    games.add_argument("--positions", action="store_true",
                       help="start each game from a generated mid-game position (full displays, near-empty piles, "
                       "boats one card from complete, totems) instead of the deal")
    running = parser.add_argument_group("running")
    running.add_argument("--jobs", "-j", type=int, default=1, metavar="N",
                         help="worker processes, each with an engine of its own (0: one per CPU; default 1); the "
                         "same games and findings for any N")
    running.add_argument("--shard", metavar="K/N", help="play only the games of shard K of N (a CI matrix, several "
                         "machines); the shards' JSON reports merge into the whole campaign's")
    running.add_argument("--timeout", type=float, default=10.0, metavar="SECONDS",
                         help="for each reply of the engine (default 10); a hang is a finding")
    kept = parser.add_argument_group("findings")
    kept.add_argument("--store", metavar="DIR", help="the findings store: replayed first, new findings kept (default: "
                      "fuzz/ in the cache folder; a folder shared by a team or a CI matrix works)")
    kept.add_argument("--no-store", action="store_true", help="neither replay nor keep findings")
    kept.add_argument("--known", action="append", default=[], metavar="FILE",
                      help="a JSON report of an earlier campaign (--json): its causes are known, counted and not "
                      "shrunk again (repeatable)")
    kept.add_argument("--out", metavar="PATH", help="write the new findings' scenarios to PATH: a .feature file, or an "
                      "existing folder (one file each)")
    kept.add_argument("--json", action="store_true", help="print the report as JSON")
    add_engine_options(parser.add_argument_group("the engine process (docs/hostile-input.md)"))
    parser.set_defaults(func=run)
