"""``ogallala spec``: the rules specification, as a summary, as JSON, or as documents."""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

from ..util.errors import UserError

# The spec, its documents (Jinja) and rich are imported by the functions that use them:
# every ``ogallala`` command builds this command's parser, few of them run it.


def _summary() -> None:
    from rich.console import Console
    from rich.table import Table

    from ..model.editions import EDITION_IDS
    from ..model.spec import load_spec
    from ..documents.compare import differs

    spec = load_spec()
    table = Table(title="Rule topics per area and edition")
    table.add_column("area")
    for eid in EDITION_IDS:
        table.add_column(eid, justify="right")
    table.add_column("differ", justify="right")
    for area in spec.areas:
        counts = [sum(eid in r.editions for r in area.rules) for eid in EDITION_IDS]
        table.add_row(area.title, *map(str, counts), str(sum(differs(r) for r in area.rules)))
    totals = [len(spec.topics(eid)) for eid in EDITION_IDS]
    table.add_row("[bold]all", *(f"[bold]{n}" for n in totals), f"[bold]{sum(differs(r) for r in spec.rules)}")
    console = Console()
    console.print(table)
    differing = sum(differs(r) for r in spec.rules)
    conventions = sum(r.convention for r in spec.rulings)
    console.print(
        f"{len(spec.rules)} topics, {differing} of them differ between editions; "
        f"{len(spec.rulings) - conventions} rulings and {conventions} conventions."
    )


def _documents() -> dict[str, str]:
    from ..model.editions import all_editions
    from ..documents import docs
    from ..model.spec import load_spec

    return docs.render(load_spec(), all_editions())


def _check(args: argparse.Namespace) -> int:
    from ..model.spec import load_spec
    from ..documents.check import check

    folder = args.sources or os.environ.get("OGALLALA_SOURCES")
    sources = Path(folder) if folder else None
    if sources is not None and not any(sources.glob("*.txt")):
        raise UserError(f"{sources} holds no rulebook texts (*.txt)", 2)
    spec = load_spec()
    names = [Path(n).stem for n in args.check]
    findings = check(spec, names, sources)
    for finding in findings:
        print(finding)
    checked = len(names) or len(spec.rulings)
    quotes = "quotes checked against " + str(sources) if sources else "quotes not checked (give --sources DIR or set OGALLALA_SOURCES)"
    print(f"{checked} rulings checked, {len(findings)} problems; {quotes}")
    return 1 if findings else 0


def run(args: argparse.Namespace) -> int:
    from ..model.editions import all_editions
    from ..documents import docs
    from ..model.spec import load_spec
    from ..documents.export import spec_json

    if args.json:
        print(json.dumps(spec_json(load_spec(), all_editions()), indent=2, ensure_ascii=False))
    elif args.docs is not None:
        try:
            written = docs.write(_documents(), Path(args.docs))
        except (OSError, ValueError) as error:  # a file where a folder goes, no permission, a NUL byte
            raise UserError(f"cannot write the documents under {args.docs}: {getattr(error, 'strerror', None) or error}",
                            2) from None
        for path in written:
            print(path)
    elif args.check is not None:
        return _check(args)
    elif args.check_docs is not None:
        folder = Path(args.check_docs)
        old = docs.stale(_documents(), folder)
        if old:
            names = ", ".join(str(folder / name) for name in old)
            raise UserError(f"stale or missing: {names} (regenerate with `ogallala spec --docs {folder}`)")
        print(f"the documents in {folder} are up to date")
    else:
        _summary()
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "spec",
        help="the rules specification: summary, JSON, documents",
        description="Load and check the rules specification (spec/rules, spec/rulings); "
        "print a summary, dump it as JSON, or write and check the generated documents.",
    )
    what = parser.add_mutually_exclusive_group()
    what.add_argument("--json", action="store_true", help="print the whole spec as one JSON object")
    what.add_argument(
        "--docs", nargs="?", const="docs", metavar="DIR", help="write the documents under DIR (default: docs)"
    )
    what.add_argument(
        "--check", nargs="*", metavar="RULING",
        help="check rulings (all, or the ids or spec/rulings files given): quotes, decisions, alternatives the "
        "engine plays, and scenarios that tell them apart; exit 1 on any problem",
    )
    what.add_argument(
        "--check-docs", nargs="?", const="docs", metavar="DIR",
        help="exit 1 if the documents under DIR (default: docs) are missing or stale",
    )
    parser.add_argument("--sources", metavar="DIR", help="with --check: the folder of the rulebook texts "
                        "(default: $OGALLALA_SOURCES)")
    parser.set_defaults(func=run)
