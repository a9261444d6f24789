"""``ogallala serve``: the reference engine as a protocol engine on stdin/stdout."""

from __future__ import annotations

import argparse
import sys

from .cli import add_reading_option, reading_options

from ..util.errors import UserError


def run(args: argparse.Namespace) -> int:
    if args.schema:
        from ..protocol.messages import schema_text

        sys.stdout.write(schema_text())
        return 0
    if args.transcript:
        from ..protocol.transcript import markdown

        sys.stdout.write(markdown())
        return 0
    from ..protocol.server import main

    readings = reading_options(args.reading)
    if args.mutant is None:
        return main(readings)
    from ..mutation.catalog import catalog
    from ..mutation.patch import applied
    from .mutate import refuse_compiled

    refuse_compiled()
    mutant = catalog().get(args.mutant)
    if mutant is None:
        raise UserError(f"no mutant {args.mutant!r}; `ogallala mutate --list` lists them", 2)
    with applied(mutant.name, mutant.apply):
        return main(readings)


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "serve", help="run the reference engine over the JSON protocol (stdin/stdout)",
        description="Run the reference engine as a protocol engine: JSON Lines requests on stdin, "
        "one reply line each on stdout (see docs/protocol.md). Ends on `stop` or end of input.",
    )
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--schema", action="store_true",
                      help="print the protocol's JSON Schema instead (docs/protocol.schema.json)")
    what.add_argument("--transcript", action="store_true",
                      help="print the example session of docs/protocol.md, recorded from a real `ogallala serve`")
    add_reading_option(parser, "play this reading of a ruling unless a request names its own, and declare it in "
                       "the hello (repeatable; without it the engine declares that it plays any reading it is given)")
    parser.add_argument("--mutant", metavar="NAME",
                        help="serve this deliberately broken engine instead (docs/mutation.md; `ogallala mutate --list`)")
    parser.set_defaults(func=run)
