"""The feature files as scenarios and runs, with what their tags say.

Tag spellings are also pytest marker names, so they must be identifiers:
``@amigo @ass_i @ass_ii @pelikan_1975`` for editions, ``@topic_attack_strength`` for the
rule topic ``attack.strength``, ``@ruling_amigo_deck_split`` for a ruling, and one
``@id_...`` per scenario: the stable id that survives renaming it. Tags on a ``Rule:``
block or the ``Feature:`` apply to every scenario below them.

A scenario runs once per edition it is tagged with; a Scenario Outline whose Examples
have an ``edition`` column runs once per row instead, in the edition the row names.

A column headed by a ruling id (``| edition | reshuffle-termination | ... |``) is a
*reading column*: each row gives the outcome under the alternative it names (``-`` where
the ruling does not touch the row's edition), and the run plays under that reading. The
ruling then counts as one the scenario depends on, as if it were tagged.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from ..util import cached
from ..model.editions import EDITION_IDS
from ..util.resources import data_path
from .files import FeatureError as FeatureError  # raised by extra_scenarios: importable from here too


PLACEHOLDER = re.compile(r"<([^<>]+)>")
"""An outline's placeholder, ``<edition>``."""


def edition_tag(edition: str) -> str:
    return edition.replace("-", "_")


def topic_tag(topic: str) -> str:
    return "topic_" + topic.replace(".", "_").replace("-", "_")


def ruling_tag(ruling: str) -> str:
    return "ruling_" + ruling.replace("-", "_")


@cache
def known_tags() -> dict[str, tuple[str, str]]:
    """Every registered tag -> (what it names, the id): editions, topics, rulings."""
    from ..model.spec import load_spec

    spec = load_spec()
    tags = {edition_tag(e): ("edition", e) for e in EDITION_IDS}
    tags |= {topic_tag(r.id): ("topic", r.id) for r in spec.rules}
    tags |= {ruling_tag(r.id): ("ruling", r.id) for r in spec.rulings}
    return tags


@dataclass(frozen=True)
class StepText:
    keyword: str
    """Given, When or Then (And/But already resolved)."""
    text: str
    docstring: str | None = None
    table: tuple[tuple[str, ...], ...] | None = None
    line: int = 0


@dataclass(frozen=True)
class Case:
    """One row of a scenario's Examples (the empty row of a plain scenario), its steps
    rendered with the row's values."""

    context: tuple[tuple[str, str], ...]
    steps: tuple[StepText, ...]


@dataclass(frozen=True)
class Run:
    """One scenario in one edition (and, for an outline, one Examples row)."""

    scenario: Scenario
    edition: str
    row: int
    steps: tuple[StepText, ...]
    readings: tuple[tuple[str, str], ...] = ()
    """The row's reading columns: (ruling id, alternative), in column order."""
    name: str = ""
    """The scenario's name with the row's values in place of its ``<placeholders>``."""

    @property
    def reading(self) -> dict[str, str]:
        return dict(self.readings)

    @cached_property
    def key(self) -> str:
        """Unique within the suite: ``id`` or ``id#row``, then ``@edition``."""
        suffix = f"#{self.row + 1}" if self.scenario.rows > 1 else ""
        return f"{self.scenario.id}{suffix}@{self.edition}"


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    feature: str
    """The feature file, relative to the features folder."""
    rule: str
    """The ``Rule:`` block's title (topic id and summary)."""
    line: int
    editions: tuple[str, ...]
    topics: tuple[str, ...]
    rulings: tuple[str, ...]
    unknown_tags: tuple[str, ...]
    cases: Iterable[Case] = field(default=(), repr=False, compare=False)
    """Each Examples row (one empty row for a plain scenario) with the steps it renders
    (a tuple, or for a scenario read back from the cache its cases as they are decoded)."""
    rows: int = 1
    edition_column: bool = False
    reading_columns: tuple[str, ...] = ()
    """The rulings whose readings the outline's rows vary (columns headed by a ruling id)."""

    def runs(self) -> list[Run]:
        out: list[Run] = []
        for i, case in enumerate(self.cases):
            context = dict(case.context)
            editions = [context["edition"]] if "edition" in context else list(self.editions)
            readings = tuple((r, context[r]) for r in self.reading_columns if context[r] not in ("", "-"))
            name = PLACEHOLDER.sub(lambda m: context.get(m.group(1), m.group(0)), self.name)
            out += [Run(self, e, i, case.steps, readings, name) for e in editions]
        return out

    def listing(self) -> dict[str, object]:
        return {"id": self.id, "name": self.name, "feature": self.feature, "editions": list(self.editions),
                "rules": list(self.topics), "rulings": list(self.rulings), "reading_columns": list(self.reading_columns)}


def features_root() -> Path:
    return data_path("features")


def feature_files(root: Path | None = None) -> list[Path]:
    root = root or features_root()
    return sorted(root.rglob("*.feature"))


def parse_feature(path: Path, root: Path) -> list[Scenario]:
    """The scenarios of the feature file ``path`` (its name relative to ``root``)."""
    from pytest_bdd.parser import FeatureParser

    name = str(path.relative_to(root))
    return _scenarios(FeatureParser(str(root), name).parse(), name, path.stem, str(path))


def parse_text(text: str, name: str, where: str) -> list[Scenario]:
    """The scenarios of a feature file's text, as if read from the file ``name`` (relative to
    its folder): parsed from a private copy, so that what is parsed is what was read and
    checked (``files.read_feature``); ``where`` names the file in errors."""
    import tempfile

    from pytest_bdd.parser import FeatureParser

    with tempfile.TemporaryDirectory(prefix="ogallala-feature-") as folder:
        (Path(folder) / "copy.feature").write_text(text, encoding="utf-8")
        feature = FeatureParser(folder, "copy.feature").parse()
    return _scenarios(feature, name, Path(name).stem, where)


def _scenarios(feature: Any, name: str, stem: str, where: str) -> list[Scenario]:
    """The scenarios of a parsed feature file: each outline's rows rendered, once the steps
    they render are known to stay within ``files.RENDERED_MAX`` characters."""
    from ..model.spec import load_spec
    from .files import RENDERED_MAX

    known = known_tags()
    rulings = load_spec().rulings_by_id
    found = []
    rendered = 0
    for template in feature.scenarios.values():
        rule_tags = template.rule.tags if template.rule else set()
        tags = set(template.tags) | set(feature.tags) | set(rule_tags)
        ids = sorted(t[3:] for t in tags if t.startswith("id_"))
        kinds: dict[str, list[str]] = {"edition": [], "topic": [], "ruling": []}
        unknown = []
        for tag in sorted(tags):
            if tag in known:
                kind, value = known[tag]
                kinds[kind].append(value)
            elif not tag.startswith("id_"):
                unknown.append(tag)
        editions = tuple(e for e in EDITION_IDS if e in kinds["edition"])
        rows = sum(len(ex.examples) for ex in template.examples)
        rendered += max(1, rows) * sum(
            len(step.name) + len(step.docstring or "")
            + (sum(len(c.value) + 3 for row in step.datatable.rows for c in row.cells) if step.datatable else 0)
            for step in template.steps)
        if rendered > RENDERED_MAX:
            raise FeatureError(f"{where}:{template.line_number}: its scenarios render more than {RENDERED_MAX} "
                               f"characters of steps, every Examples row counted ({max(1, rows)} rows here)")
        contexts = [c for ex in template.examples for c in ex.as_contexts()]
        columns = tuple(h for h in (contexts[0] if contexts else {}) if h in rulings)
        kinds["ruling"] += [r for r in columns if r not in kinds["ruling"]]
        cases = tuple(
            Case(tuple(context.items()), tuple(
                StepText(
                    keyword=s.type.capitalize(), text=s.name, docstring=s.docstring,
                    table=tuple(tuple(c.value for c in row.cells) for row in s.datatable.rows) if s.datatable else None,
                    line=s.line_number,
                )
                for s in template.render(context).steps
            ))
            for context in (contexts or [{}])
        )
        found.append(Scenario(
            id=ids[0] if len(ids) == 1 else "/".join(ids) or f"{stem}:{template.line_number}",
            name=template.name, feature=name,
            rule=template.rule.name if template.rule else "", line=template.line_number,
            editions=editions, topics=tuple(kinds["topic"]), rulings=tuple(kinds["ruling"]),
            unknown_tags=tuple(unknown), cases=cases,
            rows=max(1, len(contexts)), edition_column=bool(contexts) and "edition" in contexts[0],
            reading_columns=columns,
        ))
    return found


# -- the parsed features, kept between commands --------------------------------------


CACHE_FILE = "scenarios.json"
"""Where the parsed features are kept, in the cache folder (``ogallala.util.cached``)."""


def _stamps(root: Path, files: list[Path]) -> list[list[object]]:
    """What the parsed scenarios depend on: every feature file, the rule topics and rulings
    (the tags they register) and this module, each by path, size and modification time."""
    spec = data_path("spec")
    sources = [*files, *sorted(spec.glob("rules/*.toml")), *sorted(spec.glob("rulings/*.toml")), Path(__file__)]
    stamps: list[list[object]] = [[str(root), sys.version]]
    for path in sources:
        stamps.append([str(path), *cached.stamp(path)])
    return stamps


def _encode(scenarios: tuple[Scenario, ...]) -> list[dict[str, Any]]:
    def step(s: StepText) -> list[Any]:
        return [s.keyword, s.text, s.docstring, s.table, s.line]

    return [{
        "id": s.id, "name": s.name, "feature": s.feature, "rule": s.rule, "line": s.line, "editions": s.editions,
        "topics": s.topics, "rulings": s.rulings, "unknown_tags": s.unknown_tags, "rows": s.rows,
        "edition_column": s.edition_column, "reading_columns": s.reading_columns,
        # the cases as one string each: reading the file back makes one object of them, not
        # thousands, and a scenario's cases are decoded only when they are gone through
        "cases": json.dumps([[c.context, [step(x) for x in c.steps]] for c in s.cases]),
    } for s in scenarios]


def _step(x: list[Any]) -> StepText:
    keyword, text, docstring, table, line = x
    return StepText(str(keyword), str(text), docstring, tuple(tuple(r) for r in table) if table is not None else None, int(line))


class _Cases:
    """The cases of a scenario read back from the cache, decoded when first gone through
    (nearly all of a scenario's data: a command that selects a few scenarios decodes only
    theirs). Cases that do not decode are parsed again from the feature file."""

    def __init__(self, raw: str, feature: str, line: int) -> None:
        self.raw, self.feature, self.line = raw, feature, line
        self.cases: tuple[Case, ...] | None = None

    def __iter__(self) -> Iterator[Case]:
        if self.cases is None:
            from pydantic_core import from_json

            try:
                self.cases = tuple(Case(tuple((str(k), str(v)) for k, v in context), tuple(_step(x) for x in steps))
                                   for context, steps in from_json(self.raw))
            except (KeyError, TypeError, ValueError):
                root = features_root()
                again = [s for s in parse_feature(root / self.feature, root) if s.line == self.line]
                self.cases = tuple(again[0].cases) if again else ()
        return iter(self.cases)


def _decode(data: list[dict[str, Any]]) -> tuple[Scenario, ...]:
    return tuple(Scenario(
        id=d["id"], name=d["name"], feature=d["feature"], rule=d["rule"], line=d["line"],
        editions=tuple(d["editions"]), topics=tuple(d["topics"]), rulings=tuple(d["rulings"]),
        unknown_tags=tuple(d["unknown_tags"]), rows=d["rows"], edition_column=d["edition_column"],
        reading_columns=tuple(d["reading_columns"]), cases=_Cases(d["cases"], d["feature"], d["line"]),
    ) for d in data)


@cache
def all_scenarios() -> tuple[Scenario, ...]:
    """Every scenario of the feature files. Parsing them all takes longer than most
    commands that use them, so they are kept in the cache folder (``CACHE_FILE``) as JSON,
    with the size and time of every file they came from; any change parses them anew. A
    cache that cannot be read or written is passed over."""
    root = features_root()
    files = feature_files(root)
    stamps = _stamps(root, files)
    here = cached.folder()
    kept = here.read_json(CACHE_FILE) if here is not None else None
    if isinstance(kept, dict) and kept.get("stamps") == stamps:
        try:
            return _decode(kept["scenarios"])
        except (KeyError, TypeError, ValueError):
            pass
    scenarios = tuple(s for file in files for s in parse_feature(file, root))
    if here is not None:
        here.write_json(CACHE_FILE, {"stamps": stamps, "scenarios": _encode(scenarios)})
    return scenarios


def extra_scenarios(paths: list[str] | tuple[str, ...], beside: tuple[Scenario, ...] = ()) -> tuple[Scenario, ...]:
    """The scenarios of feature files given by path (a file, or a folder searched for
    ``*.feature``), checked as far as can be done before running them: the Gherkin parses,
    every step is one of the suite's, every scenario has an edition, topic and ruling tags
    name something, and no id is used twice (nor by a scenario of ``beside``). Raises
    ``FeatureError`` naming the file and line of the first problem."""
    from pytest_bdd.exceptions import GherkinParseError

    from .files import TOTAL_MAX, feature_paths, read_feature
    from .steps import ScenarioError, find

    seen = {s.id: f"{s.feature}:{s.line}" for s in beside}
    found: list[Scenario] = []
    total = 0
    for given in paths:
        files, root, in_folder = feature_paths(given)
        for file in files:
            where = str(file)
            text = read_feature(file, in_folder)
            total += len(text)
            if total > TOTAL_MAX:
                raise FeatureError(f"{where}: the feature files given hold more than {TOTAL_MAX} bytes together")
            try:
                scenarios = parse_text(text, str(file.relative_to(root)), where)
            except GherkinParseError as error:
                line = getattr(error, "line", None)
                lines = str(error).splitlines() or [type(error).__name__]
                text = " ".join([t.strip() for t in lines if t.strip().startswith("(")] or [lines[0]])
                raise FeatureError(f"{where}:{line or 1}: not valid Gherkin: {text}") from None
            except (OSError, UnicodeError) as error:
                raise FeatureError(f"{where}: cannot be parsed: {error}") from None
            for s in scenarios:
                at = f"{where}:{s.line}"
                bad = [t for t in s.unknown_tags if t.startswith(("topic_", "ruling_", "id_"))]
                if bad:
                    raise FeatureError(f"{at}: tag @{bad[0]} names no rule topic or ruling of the spec")
                if not s.editions and not s.edition_column:
                    raise FeatureError(f"{at}: scenario {s.name!r} has no edition tag (@amigo, @ass_i, @ass_ii, "
                                       "@pelikan_1975) nor an edition column")
                if s.id in seen:
                    raise FeatureError(f"{at}: id {s.id} is used already, at {seen[s.id]}")
                seen[s.id] = at
                for run in s.runs():
                    for step in run.steps:
                        try:
                            definition, _ = find(step.keyword, step.text)
                        except ScenarioError as error:
                            raise FeatureError(f"{where}:{step.line}: {error} (the steps are listed in docs/steps.md)") from None
                        if (misfit := definition.misfit(step.docstring, step.table)) is not None:
                            raise FeatureError(f'{where}:{step.line}: "{step.keyword} {step.text}" {misfit} '
                                               "(the steps are listed in docs/steps.md)")
                    break
                found.append(s)
    return tuple(found)
