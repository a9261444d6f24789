"""The ``ogallala`` command: one subcommand per module in ``ogallala.commands``.

Each command module exposes ``register(subparsers)``, which adds its parser and sets
``func`` to a function taking the parsed arguments and returning the exit code. Bad
input ends with a one-line message on stderr and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NoReturn

if TYPE_CHECKING:
    from ..protocol.limits import Limits

from ..util.errors import UserError

COMMANDS = ("editions", "check", "spec", "play", "conformance", "serve", "export", "draw", "badges", "fingerprint", "fuzz",
            "mutate", "diff", "merge", "dashboard")




def add_reading_option(parser: argparse.ArgumentParser, text: str) -> None:
    parser.add_argument("--reading", action="append", default=[], metavar="RULING=ALTERNATIVE", help=text)


def reading_options(given: list[str]) -> dict[str, str]:
    """``--reading`` options as readings, each checked against the register (exit 2 if wrong)."""
    from ..model.editions import EDITION_IDS
    from ..model.readings import ReadingError, decided, parse, problems

    try:
        readings = parse(given)
    except ReadingError as error:
        raise UserError(str(error), 2) from None
    for rid, aid in readings.items():
        edition = next((e for e in EDITION_IDS if rid in decided(e)), EDITION_IDS[0])
        wrong = problems(edition, {rid: aid})
        if wrong:
            raise UserError(f"--reading {rid}={aid}: {wrong[0]}", 2)
    return readings


MAX_TIMEOUT = 86400.0
"""The longest wait for one reply of an engine that a command accepts: a day."""


def check_timeout(seconds: float) -> None:
    """``--timeout`` must be a positive number of seconds, at most ``MAX_TIMEOUT`` (exit 2)."""
    if not 0 < seconds <= MAX_TIMEOUT:
        raise UserError(f"--timeout must be a positive number of seconds, at most {MAX_TIMEOUT:g} (a day)", 2)


def engine_command(given: str) -> tuple[str, ...]:
    """``--engine``'s command line split as a shell would (exit 2 if it cannot be, or is empty)."""
    import shlex

    try:
        argv = tuple(shlex.split(given))
    except ValueError as error:
        raise UserError(f"cannot split --engine {given!r}: {error}", 2) from None
    if not argv:
        raise UserError("--engine is empty", 2)
    return argv


def add_engine_options(parser: argparse.ArgumentParser | argparse._ArgumentGroup) -> None:
    """The options that say what an engine process is given (``protocol.confinement``)."""
    parser.add_argument("--engine-env", action="append", default=[], metavar="NAME[=VALUE]",
                        help="give the engine this variable of the environment (NAME), this value (NAME=VALUE), or "
                        "every variable whose name begins so (PREFIX*); repeatable. Without it the engine gets only "
                        "PATH, HOME, the locale (LANG, LC_*), TZ and the temporary folder (TMPDIR)")
    parser.add_argument("--engine-limit", action="append", default=[], metavar="NAME=VALUE",
                        help="a resource limit of the engine process (repeatable): address-space (default 64G), cpu "
                        "(seconds, default 3600), processes (default: the user's now + 1024), file-size (default 1G), "
                        "core (default 0); none: no limit")
    parser.add_argument("--engine-cwd", metavar="DIR",
                        help="the engine's working folder (default: the folder the command runs in)")


def engine_limits(args: argparse.Namespace, timeout: float, **more: Any) -> Limits:
    """The ``Limits`` of an engine process: ``timeout`` (the handshake gets at least 10 s),
    ``more`` fields, and what ``--engine-env``, ``--engine-limit`` and ``--engine-cwd`` say,
    each checked (exit 2 if one is wrong)."""
    import os

    from ..protocol.confinement import check_env, parse_limit
    from ..protocol.limits import Limits

    env = tuple(getattr(args, "engine_env", None) or ())
    for given in env:
        problem = check_env(given)
        if problem:
            raise UserError(problem, 2)
    rlimits: dict[str, int | None] = {}
    for given in getattr(args, "engine_limit", None) or ():
        try:
            name, value = parse_limit(given)
        except ValueError as error:
            raise UserError(str(error), 2) from None
        rlimits[name] = value
    cwd = getattr(args, "engine_cwd", None)
    if cwd is not None:
        try:
            if not os.path.isdir(cwd):
                raise UserError(f"--engine-cwd {cwd}: no such folder", 2)
            cwd = os.path.abspath(cwd)
        except (OSError, ValueError) as error:
            raise UserError(f"--engine-cwd {cwd}: {error}", 2) from None
    return Limits(timeout=timeout, handshake=max(timeout, 10.0), env=env, rlimits=tuple(rlimits.items()), cwd=cwd,
                  **more)


class Parser(argparse.ArgumentParser):
    """argparse, with what it echoes of a bad command line cleaned (``ogallala.util.clean``)."""

    def error(self, message: str) -> NoReturn:
        from ..util.clean import clean

        super().error(clean(message, 1000))


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser: every command's, or only the command ``only`` (what
    ``main`` builds when the command line names one: importing every command's module
    would cost more start-up than some commands take to run)."""
    from ..util.compiled import engine_build
    from ..util.version import __version__

    parser = Parser(
        prog="ogallala",
        description="Executable rules and conformance suite for the card game Ogallala.",
    )
    parser.add_argument("--version", action="version", version=f"ogallala {__version__} (engine: {engine_build()})")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMANDS:
        if only is not None and name != only:
            continue
        try:
            module = importlib.import_module(f"ogallala.commands.{name}")
        except ModuleNotFoundError as missing:
            if missing.name != f"ogallala.commands.{name}":
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """The exit code: the command's, 2 for a wrong command line, 128 + N for signal N (130 for
    Ctrl-C, 143 for SIGTERM, 129 for SIGHUP: see ``harness.interrupt``)."""
    from ..util.clean import clean_line
    from ..harness.interrupt import exit_code, interruptible, signal_name, signal_of

    given = sys.argv[1:] if argv is None else list(argv)
    collecting = gc.isenabled()
    gc.disable()  # importing makes only objects that live as long as the process: no garbage
    try:
        args = build_parser(given[0] if given and given[0] in COMMANDS else None).parse_args(given)
    finally:
        if collecting:
            gc.enable()
    if argv is None:  # the process is this command: what it imported lives as long as it does,
        gc.freeze()   # and later collections need not walk it (a caller's objects are left be)
    try:
        with interruptible():
            return int(args.func(args) or 0)
    except UserError as error:
        print(f"ogallala {args.command}: {clean_line(str(error), 4000)}", file=sys.stderr)
        return error.code
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt as stop:
        print(f"ogallala {args.command}: interrupted ({signal_name(signal_of(stop))})", file=sys.stderr)
        return exit_code(stop)


if __name__ == "__main__":
    sys.exit(main())
