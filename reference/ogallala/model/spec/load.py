"""Read ``spec/rules/*.toml`` and ``spec/rulings/*.toml`` and check the references between them.

Every problem is reported with the file it is in, all of them at once, as one
``SpecError``: whoever edits the data should see the whole list, not fix one slip per run.
Files are parsed first; references between files are checked only once all of them parse.
"""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from ...util import cached
from ...util.errors import UserError
from ...util.resources import data_path
from .models import Area, Ruling, Spec

M = TypeVar("M", bound=BaseModel)


class SpecError(UserError):
    """The spec files are malformed or refer to things that do not exist."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = tuple(problems)
        if len(problems) == 1:
            message = problems[0]
        else:
            message = f"{len(problems)} problems in the spec:\n" + "\n".join(f"  {p}" for p in problems)
        super().__init__(message)


def _where(loc: tuple[int | str, ...], raw: Mapping[str, Any]) -> str:
    """A pydantic error location, with list indices replaced by the ids of the items there."""
    parts: list[str] = []
    node: Any = raw
    for key in loc:
        child = None
        if isinstance(node, Mapping):
            child = node.get(key)
        elif isinstance(node, list) and isinstance(key, int) and key < len(node):
            child = node[key]
        if isinstance(key, int):
            label = child.get("id") if isinstance(child, Mapping) else None
            parts[-1:] = [f"{parts[-1] if parts else ''}[{label or key}]"]
        else:
            parts.append(str(key))
        node = child
    return ".".join(parts)


def _parse(path: Path, shown: str, model: type[M], problems: list[str]) -> M | None:
    """The file as ``model``, or ``None`` after adding its problems to ``problems``."""
    try:
        raw = cached.toml(path)
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        problems.append(f"{shown}: cannot read: {error}")
        return None
    try:
        return model.model_validate(raw)
    except ValidationError as error:
        for item in error.errors():
            where = _where(tuple(item["loc"]), raw)
            message = item["msg"].removeprefix("Value error, ")
            if message.startswith(("rule ", "ruling ")):
                where = ""  # our own validators already name the rule or ruling
            problems.append(f"{shown}: {where + ': ' if where else ''}{message[:1].lower()}{message[1:]}")
        return None


def _read_all(folder: Path, root: Path, model: type[M], problems: list[str]) -> dict[Path, M]:
    read: dict[Path, M] = {}
    for path in sorted(folder.glob("*.toml")):
        parsed = _parse(path, path.relative_to(root.parent).as_posix(), model, problems)
        if parsed is not None:
            read[path] = parsed
    return read


def _check_references(
    areas: dict[Path, Area], rulings: dict[Path, Ruling], shown: Callable[[Path], str], problems: list[str]
) -> None:
    rule_files: dict[str, Path] = {}
    orders: dict[int, str] = {}
    for path, area in areas.items():
        if path.stem != area.area:
            problems.append(f"{shown(path)}: area {area.area!r} should be in rules/{area.area}.toml")
        if area.order in orders:
            problems.append(f"{shown(path)}: order {area.order} is also the order of area {orders[area.order]!r}")
        orders.setdefault(area.order, area.area)
        for rule in area.rules:
            if rule.id in rule_files:
                other = "this file" if rule_files[rule.id] == path else shown(rule_files[rule.id])
                problems.append(f"{shown(path)}: rule {rule.id} is defined twice (also in {other})")
            rule_files.setdefault(rule.id, path)
    by_id: dict[str, Ruling] = {}
    for path, ruling in rulings.items():
        if path.stem != ruling.id:
            problems.append(f"{shown(path)}: ruling {ruling.id!r} should be in rulings/{ruling.id}.toml")
        by_id.setdefault(ruling.id, ruling)
        for topic in ruling.topics:
            if topic not in rule_files:
                problems.append(f"{shown(path)}: ruling {ruling.id} names topic {topic!r}, which does not exist")
    for path, area in areas.items():
        for rule in area.rules:
            for edition, entry in rule.ordered:
                for rid in entry.rulings:
                    if rid not in by_id:
                        problems.append(
                            f"{shown(path)}: rule {rule.id} [{edition}] names ruling {rid!r}, which does not exist"
                        )


def load_from(root: Path) -> Spec:
    """The spec under ``root`` (the folder holding ``rules/`` and ``rulings/``), checked."""
    problems: list[str] = []
    for sub in ("rules", "rulings"):
        if not (root / sub).is_dir():
            problems.append(f"{root.name}/{sub}/: folder missing")
    if problems:
        raise SpecError(problems)
    areas = _read_all(root / "rules", root, Area, problems)
    rulings = _read_all(root / "rulings", root, Ruling, problems)
    if problems:  # references into a file that did not parse would only add false alarms
        raise SpecError(problems)
    _check_references(areas, rulings, lambda p: p.relative_to(root.parent).as_posix(), problems)
    if problems:
        raise SpecError(problems)
    return Spec(
        areas=tuple(sorted(areas.values(), key=lambda a: (a.order, a.area))),
        rulings=tuple(sorted(rulings.values(), key=lambda r: r.id)),
    )


@cache
def load_spec() -> Spec:
    """The spec of this installation (checkout or wheel), loaded once."""
    return load_from(data_path("spec"))
