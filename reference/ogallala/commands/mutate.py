"""``ogallala mutate``: play the scenarios against deliberately broken engines (mutants).

Prints a table per area (mutants, killed, score, fewest kills), or JSON; ``--write-docs``
writes docs/mutation.md. Exit codes: 0 when every mutant is killed by at least two runs and
none makes a run err, 1 otherwise, 2 for a wrong command line (an unknown mutant).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from ..util.errors import UserError


def _names(args: argparse.Namespace) -> list[str] | None:
    from ..mutation.catalog import catalog

    if not args.mutant:
        return None
    unknown = [n for n in args.mutant if n not in catalog()]
    if unknown:
        import difflib

        close = difflib.get_close_matches(unknown[0], list(catalog()), n=1)
        raise UserError(f"no mutant {unknown[0]!r}" + (f" (did you mean {close[0]!r}?)" if close else "")
                        + "; `ogallala mutate --list` lists them", 2)
    return list(dict.fromkeys(args.mutant))


def refuse_compiled() -> None:
    """A mutant patches the engine's modules from outside, which does not reach modules
    compiled by mypyc: against a compiled engine every mutant would look alive (exit 1)."""
    from ..util.compiled import MUTATION_REFUSED, engine_build

    if engine_build() == "compiled":
        raise UserError(MUTATION_REFUSED)


def run(args: argparse.Namespace) -> int:
    from ..mutation.catalog import catalog
    from ..mutation.report import by_area, page, problems, table
    from ..mutation.run import Result, run_all

    if args.jobs < 0:
        raise UserError("--jobs must not be negative", 2)
    names = _names(args)
    shard = None
    if args.shard is not None:
        from ..util.shards import parse

        shard = parse(args.shard)
        names = shard.take(names if names is not None else list(catalog()), key=lambda name: name)
        if not names:
            print(f"ogallala mutate: shard {shard} holds none of the mutants", file=sys.stderr)
            return 0
    if args.list:
        for m in catalog().values():
            if names is None or m.name in names:
                print(f"{m.name}\t{m.area}\t{m.rule}\t{','.join(m.editions)}\t{m.mistake}")
        return 0
    if args.write_docs and (names is not None or args.shard is not None):
        raise UserError("--write-docs needs every mutant: leave out --mutant and --shard", 2)
    refuse_compiled()
    begun = time.perf_counter()

    def progress(result: Result) -> None:
        if args.verbose:
            print(f"{result.name}: {result.kills} of {result.runs} runs", file=sys.stderr)

    results = run_all(names, jobs=args.jobs or None, progress=progress)
    spent = time.perf_counter() - begun
    if args.json:
        json.dump({"seconds": round(spent, 1), "shard": str(shard) if shard is not None else None, "mutants": [
            {"name": r.name, "area": catalog()[r.name].area, "rule": catalog()[r.name].rule,
             "editions": list(catalog()[r.name].editions), "runs": r.runs, "kills": r.kills,
             "killed_by": list(r.killed_by), "errors": list(r.errors), "broken": list(r.broken)} for r in results]}, sys.stdout, indent=1)
        print()
    else:
        print("\n".join(table(by_area(results), "area")))
        if args.runs:
            for r in results:
                print(f"\n{r.name}: killed by {r.kills} of {r.runs} runs")
                for key in r.killed_by:
                    print(f"  {key}")
        print(f"\n{len(results)} mutants in {spent:.1f} s")
    found = problems(results)
    for line in found:
        print(f"ogallala mutate: {line}", file=sys.stderr)
    if args.write_docs:
        path = Path(args.docs)
        path.write_text(page(results), encoding="utf-8")
        print(f"wrote {path}", file=sys.stderr)
    return 1 if found else 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "mutate", help="play the scenarios against deliberately broken engines (mutation testing)",
        description="Play the scenario runs that can see each mutant against it and count the runs "
        "that kill it (docs/mutation.md). Every mutant must be killed by at least two runs.",
    )
    parser.add_argument("--mutant", action="append", default=[], metavar="NAME",
                        help="only this mutant (repeatable; `--list` names them)")
    parser.add_argument("--shard", metavar="K/N",
                        help="play only shard K of N of the mutants (split by a stable digest of each mutant's name: "
                        "the N shards together hold every mutant once)")
    parser.add_argument("--list", action="store_true", help="list the mutants (name, area, rule, editions, mistake)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument("--runs", action="store_true", help="also print the runs that kill each mutant")
    parser.add_argument("--write-docs", action="store_true", help="write the results to docs/mutation.md")
    parser.add_argument("--docs", default="docs/mutation.md", metavar="PATH", help="where --write-docs writes")
    parser.add_argument("-j", "--jobs", type=int, default=0, help="worker processes (default: one per core)")
    parser.add_argument("-v", "--verbose", action="store_true", help="report each mutant as it finishes")
    parser.set_defaults(func=run)
