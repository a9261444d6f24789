"""Shard reports put back together (``ogallala merge``), refused unless they belong together.

``--shard K/N`` splits a run by a stable digest of each run key (``util.shards``), so each
shard's report says which part it holds (``meta.shard``), and each of its runs must fall in
that part. Reports belong together when they ran the same suite (suite version, feature
files and spec digests, selection), on the same engines (same names, same hello but for the
command, which differs from machine to machine), and are the N shards of one split, each
once. A run in two reports, a run in the wrong shard, a shard missing or given twice, a shard
that was interrupted, or one whose summary does not count its results are refused, each
with one line that names the reports concerned.

What this cannot tell without playing the suite again is a run left out of a shard that is
otherwise whole; a shard report's own summary is checked against its results, which catches
a report cut short.
"""

from __future__ import annotations

from typing import Any

from ..util.clean import clean_line
from ..util.errors import UserError
from ..util.shards import Shard, parse
from .reports import EngineRun, Meta, Report, RunResult, summary_of

SUITE = ("suite_version", "features_sha256", "spec_sha256")


def _who(names: list[str], index: int) -> str:
    return clean_line(names[index], 200)


def _shard(report: Report, name: str) -> Shard | None:
    if report.meta.shard is None:
        return None
    try:
        return parse(report.meta.shard, "its meta.shard")
    except UserError as error:
        raise UserError(f"{name}: {error}", 2) from None


def _identity(engine: EngineRun) -> dict[str, Any]:
    hello = {k: v for k, v in engine.engine.items() if k != "command"}
    return {"hello": hello, "readings": engine.readings, "variants": engine.variants}


def check(given: list[tuple[str, Report]]) -> list[Shard]:
    """The shards of ``given`` (file name, report), in order, or a ``UserError`` (exit 2)
    that says why they do not belong together."""
    if not given:
        raise UserError("merge needs at least one report", 2)
    names = [n for n, _ in given]
    first_name, first = given[0]
    for name, report in given:
        if report.interrupted is not None:
            raise UserError(f"{clean_line(name, 200)} was interrupted before every run was played: it is no whole shard", 2)
        for field in SUITE:
            a, b = getattr(first.meta, field), getattr(report.meta, field)
            if a != b:
                raise UserError(f"{clean_line(name, 200)} ran another suite than {clean_line(first_name, 200)} "
                                f"({field} {clean_line(b[:16], 20) or 'none'} vs {clean_line(a[:16], 20) or 'none'})", 2)
        if report.meta.selection != first.meta.selection:
            raise UserError(f"{clean_line(name, 200)} selected other runs than {clean_line(first_name, 200)} "
                            "(meta.selection differs)", 2)
        if [e.name for e in report.engines] != [e.name for e in first.engines]:
            raise UserError(f"{clean_line(name, 200)} holds other engines than {clean_line(first_name, 200)} "
                            f"({', '.join(e.name for e in report.engines) or 'none'} vs "
                            f"{', '.join(e.name for e in first.engines) or 'none'})", 2)
        for mine, theirs in zip(report.engines, first.engines):
            if _identity(mine) != _identity(theirs):
                raise UserError(f"{clean_line(name, 200)}: engine {mine.name!r} is not the one of "
                                f"{clean_line(first_name, 200)} (its hello, readings or variants differ)", 2)
            if mine.summary and mine.summary != summary_of(mine.results):
                raise UserError(f"{clean_line(name, 200)}: engine {mine.name!r}'s summary does not count its results "
                                "(a report cut short or edited)", 2)
    shards = [_shard(r, n) for n, r in given]
    if all(s is None for s in shards):
        if len(given) > 1:
            raise UserError("none of these reports is a shard (no meta.shard): merge puts the reports of "
                            "`--shard K/N` runs together", 2)
        return [Shard(1, 1)]
    if any(s is None for s in shards):
        i = shards.index(None)
        raise UserError(f"{_who(names, i)} is no shard (no meta.shard) but the others are", 2)
    whole = [s for s in shards if s is not None]
    counts = {s.parts for s in whole}
    if len(counts) > 1:
        raise UserError(f"these reports split the run differently ({', '.join(f'{_who(names, i)}: {s}' for i, s in enumerate(whole))})", 2)
    parts = whole[0].parts
    seen: dict[int, int] = {}
    for i, s in enumerate(whole):
        if s.part in seen:
            raise UserError(f"shard {s} is given twice: {_who(names, seen[s.part])} and {_who(names, i)}", 2)
        seen[s.part] = i
    missing = [k for k in range(1, parts + 1) if k not in seen]
    if missing:
        shown = ", ".join(f"{k}/{parts}" for k in missing[:10]) + (" ..." if len(missing) > 10 else "")
        raise UserError(f"shard{'s' if len(missing) > 1 else ''} {shown} missing: merge needs all {parts} shards", 2)
    for i, ((name, report), s) in enumerate(zip(given, whole)):
        for engine in report.engines:
            for r in engine.results:
                if not s.holds(r.id):
                    raise UserError(f"{clean_line(name, 200)} is shard {s} but holds run {clean_line(r.id, 200)!r} of "
                                    f"engine {engine.name!r}, which belongs to another shard", 2)
    return whole


def merge(given: list[tuple[str, Report]]) -> Report:
    """One report of the shards ``given`` (``check``\\ ed first), as the unsharded run would
    have written it: each engine's results of every shard, the summaries counted again."""
    check(given)
    first = given[0][1]
    engines = []
    for index, engine in enumerate(first.engines):
        results: list[RunResult] = []
        owner: dict[str, str] = {}
        for name, report in given:
            part = report.engines[index]
            for r in part.results:
                if r.id in owner:  # cannot happen for shards that passed the check; kept for any other merge
                    raise UserError(f"run {clean_line(r.id, 200)!r} of engine {engine.name!r} is in both "
                                    f"{clean_line(owner[r.id], 200)} and {clean_line(name, 200)}", 2)
                owner[r.id] = name
                results.append(r)
        engines.append(engine.model_copy(update={
            "results": tuple(results), "summary": summary_of(results),
            "duration_s": round(sum(r.engines[index].duration_s for _, r in given), 3)}))
    stamps = sorted(r.meta.timestamp for _, r in given if r.meta.timestamp)
    meta = Meta(**{**first.meta.model_dump(), "shard": None, "timestamp": stamps[-1] if stamps else ""})
    disagreements = tuple(d for _, r in given for d in r.disagreements)
    return Report(meta=meta, engines=tuple(engines), disagreements=disagreements)
