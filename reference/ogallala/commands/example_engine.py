"""``ogallala example-engine``: write an example engine where an author can start from it.

The example engines (docs/examples/) ship in the wheel, so that someone who installed the
suite with pip has the tutorial's engine one command away, without the repository.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from ..util.errors import UserError

ENGINES = {"py": "first_engine.py", "js": "minimal-engine.js"}
"""``--lang`` -> the example's file: the tutorial's engine in Python, a minimal one in JavaScript."""
TRY = {"py": 'ogallala conformance --engine "python3 {0}" --edition pelikan-1975 --rule placement',
       "js": 'ogallala conformance --engine "node {0}" --edition pelikan-1975'}
"""What to run first: the Python engine passes that area; the JavaScript one only answers every request well."""


def run(args: argparse.Namespace) -> int:
    from ..util.resources import examples_root

    try:
        source = examples_root() / ENGINES[args.lang]
        text = source.read_text(encoding="utf-8")
    except (OSError, FileNotFoundError) as error:
        raise UserError(f"the example engine is missing from the installation: {error}", 2) from None
    out = Path(args.out)
    target = out / ENGINES[args.lang]
    try:
        out.mkdir(parents=True, exist_ok=True)
        with open(target, "x", encoding="utf-8") as stream:  # never over a file of the user's
            stream.write(text)
    except FileExistsError:
        raise UserError(f"{target} exists already: give another --out", 2) from None
    except (OSError, ValueError) as error:
        raise UserError(f"cannot write {target}: {getattr(error, 'strerror', None) or error}", 2) from None
    print(target)
    print("try it: " + TRY[args.lang].format(target))
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "example-engine",
        help="write an example engine (the tutorial's, in Python or JavaScript) into a folder",
        description="Write one of the example engines into DIR: py, the engine docs/tutorial.md builds, "
        "passes the Pelikan edition's placement area; js shows the shape of every reply in JavaScript.",
    )
    parser.add_argument("--lang", choices=sorted(ENGINES), required=True, help="py (the tutorial's engine) or js")
    parser.add_argument("--out", metavar="DIR", required=True, help="the folder to write it in (made if missing)")
    parser.set_defaults(func=run)
