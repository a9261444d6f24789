"""A static site of any number of reports: engines side by side, over versions (``ogallala
dashboard``).

The reports are given in version order; an engine is known by its name in them (``NAME=FILE``
names the engine of a report of one engine, for reports whose engines call themselves alike).
The site has a front page (each engine's pass share by edition and by rule area in its latest
report, with its badge; the runs where the engines' latest results disagree), a page per
engine (what it declared, its trend over the reports, its failures grouped by cause) and a page
per disagreement (the scenario, each engine's answer, the positions drawn). Every page is one
self-contained file: styles inline, drawings inline SVG, no script, nothing fetched.

Every string came from a report handed back: it was cleaned on reading (``harness.reports``)
and is escaped by the template engine's autoescape; the drawings escape their own text.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import jinja2
from markupsafe import Markup

from ..model.editions import EDITION_IDS
from ..scenarios.run import Detail
from ..util.clean import clean, clean_line
from ..util.errors import UserError
from .badges import badge, colour
from .boards import boards
from .changes import GOOD, cause, compare, said
from .reports import EngineRun, Meta, Report, RunResult
from .results import Result

PAGES_MAX = 300
"""Disagreements given a page of their own (the others are listed): a site of thousands of
disagreements stays one a browser and a CI artifact carry."""
KEYS_SHOWN = 40
"""Run keys listed under one cause on an engine's page."""
BOARDS_MAX = 6
"""Boards drawn on one disagreement's page."""


@dataclass(frozen=True)
class Version:
    """One report's results of one engine."""

    label: str
    engine: EngineRun
    meta: Meta


@dataclass
class Series:
    """An engine over the reports given, in their order."""

    name: str
    slug: str
    versions: list[Version] = field(default_factory=list)

    @property
    def latest(self) -> Version:
        return self.versions[-1]


@dataclass(frozen=True)
class Share:
    passed: int
    played: int

    @property
    def text(self) -> str:
        return f"{self.passed}/{self.played}" if self.played else "–"

    @property
    def percent(self) -> str:
        return f"{100 * self.passed / self.played:.0f}%" if self.played else "not played"

    @property
    def colour(self) -> str:
        return colour(self.passed, self.played)


def share(results: list[RunResult] | tuple[RunResult, ...]) -> Share:
    """Runs passed of those played (skips not counted; an expected failure counts as played
    and not passed), as the badges count them."""
    return Share(sum(r.outcome == "passed" for r in results), sum(r.outcome != "skipped" for r in results))


def slug(name: str, prefix: str) -> str:
    """A file name for ``name``: its safe characters and a digest (two names never share one)."""
    safe = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")[:40] or "x"
    return f"{prefix}-{safe}-{hashlib.sha256(name.encode('utf-8', 'surrogatepass')).hexdigest()[:8]}.html"


def series(given: list[tuple[str, Report]]) -> list[Series]:
    """The engines of ``given`` (label, report), each with its versions in the given order."""
    found: dict[str, Series] = {}
    for label, report in given:
        for engine in report.engines:
            s = found.setdefault(engine.name, Series(engine.name, slug(engine.name, "engine")))
            s.versions.append(Version(label, engine, report.meta))
    return list(found.values())


@dataclass(frozen=True)
class Answer:
    engine: Series
    result: RunResult


@dataclass
class Disagreement:
    id: str
    answers: list[Answer]
    page: str = ""

    @property
    def first(self) -> RunResult:
        return self.answers[0].result


def disagreements(engines: list[Series]) -> list[Disagreement]:
    """The runs the engines' latest results played differently: another outcome, or a
    failure of another cause (a run one engine skipped is no disagreement: it did not claim
    it). In the order of the first engine's results."""
    by_id: dict[str, list[Answer]] = defaultdict(list)
    order: list[str] = []
    for s in engines:
        for r in s.latest.engine.results:
            if r.outcome == "skipped":
                continue
            if r.id not in by_id:
                order.append(r.id)
            by_id[r.id].append(Answer(s, r))
    out = []
    for key in order:
        answers = by_id[key]
        if len(answers) > 1 and len({cause(a.result) for a in answers}) > 1:
            out.append(Disagreement(key, answers))
    for d in out[:PAGES_MAX]:
        d.page = slug(d.id, "run")
    return out


def _rank(edition: str) -> tuple[int, str]:
    return (EDITION_IDS.index(edition) if edition in EDITION_IDS else 99, edition)


def _result(r: RunResult) -> Result:
    """A report's run as the boards take it (``harness.boards``)."""
    d = r.detail or {}

    def text(name: str) -> str:
        value = d.get(name)
        return value if isinstance(value, str) else ""

    detail = Detail(start=text("start"), before=text("before"), expected=text("expected"), actual=text("actual"))
    return Result(key=r.id, scenario=r.scenario, name=r.name, feature=r.feature, line=r.line, edition=r.edition,
                  rules=r.rules, area=r.area, topic=r.rules[0] if r.rules else "", outcome=r.outcome,
                  message=r.message, step=r.step, detail=detail)


def _boards(d: Disagreement) -> list[tuple[str, Markup, str]]:
    """Each engine's boards of the run (its expected and found positions, or its position at
    the failing step), the start once."""
    out: list[tuple[str, Markup, str]] = []
    start_drawn = False
    for a in d.answers:
        if a.result.outcome in GOOD or not a.result.detail:
            continue
        for b in boards(_result(a.result)):
            if b.role == "start":
                if start_drawn:
                    continue
                start_drawn = True
                out.append(("the position the run started from", Markup(b.svg), "start"))
                continue
            out.append((f"{a.engine.name}: {b.caption}", Markup(b.svg), b.role))
    starts = [x for x in out if x[2] == "start"]
    return [x for x in out if x[2] != "start"][: BOARDS_MAX - len(starts)] + starts


@cache
def _environment() -> jinja2.Environment:
    return jinja2.Environment(loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates" / "dashboard"),
                              autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True,
                              lstrip_blocks=True)


def _causes(results: tuple[RunResult, ...]) -> list[tuple[str, list[RunResult]]]:
    groups: dict[str, list[RunResult]] = {}
    for r in results:
        if r.outcome in GOOD or r.outcome == "skipped":
            continue
        groups.setdefault(cause(r), []).append(r)
    return [(said(rs[0]), rs) for rs in sorted(groups.values(), key=lambda rs: -len(rs))]


def pages(given: list[tuple[str, Report]]) -> dict[str, str]:
    """File name -> HTML of every page of the site."""
    if not given:
        raise UserError("the dashboard needs at least one report", 2)
    engines = series(given)
    if not engines:
        raise UserError("the reports hold no engine", 2)
    parted = disagreements(engines)
    linked = {d.id: d.page for d in parted if d.page}
    latest = [s.latest for s in engines]
    editions = sorted({r.edition for v in latest for r in v.engine.results}, key=_rank)
    areas = sorted({r.area for v in latest for r in v.engine.results})

    def cells(v: Version, key: str, values: list[str]) -> list[Share]:
        return [share([r for r in v.engine.results if getattr(r, key) == x]) for x in values]

    matrix = [(s, cells(s.latest, "edition", editions), cells(s.latest, "area", areas), share(s.latest.engine.results),
               Markup(badge("ogallala", share(s.latest.engine.results).text + " passed", share(s.latest.engine.results).colour)))
              for s in engines]
    env = _environment()
    common = {"clean": clean, "clean_line": clean_line, "reports": [label for label, _ in given]}
    out = {"index.html": env.get_template("index.html.j2").render(
        title="Ogallala conformance dashboard", engines=engines, editions=editions, areas=areas, matrix=matrix,
        disagreements=parted, shown=PAGES_MAX, **common)}
    for s in engines:
        trend = []
        previous: Version | None = None
        for v in s.versions:
            change = compare(previous.engine, v.engine, previous.meta, v.meta).counts if previous else None
            trend.append((v, cells(v, "edition", editions), share(v.engine.results), change))
            previous = v
        hello = s.latest.engine.engine
        out[s.slug] = env.get_template("engine.html.j2").render(
            title=f"{s.name}", engine=s, hello=hello, editions=editions, trend=trend,
            causes=_causes(s.latest.engine.results), linked=linked, keys_shown=KEYS_SHOWN, **common)
    for d in parted:
        if not d.page:
            continue
        text = next((r.result.detail.get("text") for r in d.answers
                     if r.result.detail and isinstance(r.result.detail.get("text"), str)), "")
        out[d.page] = env.get_template("run.html.j2").render(
            title=f"{d.id}", run=d, first=d.first, scenario_text=text, boards=_boards(d), said=said, **common)
    return out


def write(given: list[tuple[str, Report]], folder: Path) -> list[Path]:
    """Write the site into ``folder`` (made if need be); the files written."""
    made = pages(given)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        written = []
        for name, html in made.items():
            path = folder / name
            path.write_text(html, encoding="utf-8")
            written.append(path)
    except OSError as error:
        raise UserError(f"cannot write the dashboard into {clean_line(str(folder), 300)}: "
                        f"{clean_line(error.strerror or str(error), 300)}", 2) from None
    return written


