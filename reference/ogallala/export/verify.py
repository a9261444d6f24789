"""The export's checks worked out in Python, as a runner in any language works them out.

The export is made by playing every run against the reference engine; each check it holds
is then worked out here against the reference engine's own replies, and must hold (else
the export would fail the engine it was made from). The tests use the same functions on
the replies of engines that are wrong. docs/export.md states each rule in words; the
runners in ``runners/`` are the same rules in JavaScript and Go.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from .format import (
    AnyMatch, Boats, BoatRules, Count, Equal, Excludes, First, Includes, Items, Match, Path, Same, Sum, Total,
)

Reply = Mapping[str, Any]


class Absent(Exception):
    """A path that leads nowhere: a key the object lacks, a ``first`` that finds nothing,
    or a part that meets a value of another kind."""


class Outside(Exception):
    """An index of a path outside its list (a check's ``missing`` value stands in for it)."""


def at(value: Any, path: Path) -> Any:
    """The value at ``path``; raises ``Absent`` or ``Outside``."""
    for part in path:
        if isinstance(part, First):
            if not isinstance(value, list):
                raise Absent(part)
            found = next((x for x in value if isinstance(x, dict)
                          and all(k in x and same(x[k], v) for k, v in part.first.items())), None)
            if found is None:
                raise Absent(part)
            value = found
        elif isinstance(part, int):
            if not isinstance(value, list):
                raise Absent(part)
            if not 0 <= part < len(value):
                raise Outside(part)
            value = value[part]
        else:
            if not isinstance(value, dict) or part not in value:
                raise Absent(part)
            value = value[part]
    return value


def same(a: Any, b: Any) -> bool:
    """JSON equality: ``true`` is not ``1``, key order does not count, list order does."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b
    if isinstance(a, dict | list) and isinstance(b, dict | list):
        # Python's == holds for all JSON-equal values, and for a few more (true == 1): the
        # texts tell those apart
        return type(a) is type(b) and a == b and canonical(a) == canonical(b)
    return type(a) is type(b) and a == b


def canonical(value: Any) -> str:
    """One text per JSON value (keys sorted), for counting values as a multiset."""
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def project(value: Any, fields: Sequence[str] | None) -> Any:
    """Only these fields of an object (absent ones as null); the value itself without ``fields``."""
    if fields is None or not isinstance(value, dict):
        return value
    return {f: value.get(f) for f in fields}


def has(value: Any, fields: Mapping[str, Any]) -> bool:
    return isinstance(value, dict) and all(f in value and same(value[f], v) for f, v in fields.items())


def complete_boats(display: Any, rules: BoatRules) -> int:
    """How many complete boats the rows of ``display`` hold (rule boats.composition, as
    ``ogallala.model.boats.row_boats`` counts them); raises ``Absent`` for a card of no kind."""
    bows, sterns, kinds = set(rules.bows), set(rules.sterns), set(rules.kinds)
    count = 0
    for row in display if isinstance(display, list) else ():
        first = last = -1
        cards = 0
        first_bow = last_stern = False
        for col, card in enumerate(row if isinstance(row, list) else ()):
            if card is None:
                continue
            kind = card if card in kinds else str(card).split(".", 1)[0]
            if kind not in kinds:
                raise Absent(card)
            bow, stern = kind in bows, kind in sterns
            if first >= 0:
                gap = col - last - 1
                bridged = rules.joins_ends and 0 < gap < rules.gap_splits_at
                if not rules.whole_row and not bridged and (last_stern or bow or (rules.gap_splits_at and gap >= rules.gap_splits_at)):
                    count += cards >= 2 and cards == last - first + 1 and first_bow and last_stern
                    first = -1
            if first < 0:
                first, first_bow, cards = col, bow, 0
            last, last_stern = col, stern
            cards += 1
        if first >= 0:
            count += cards >= 2 and cards == last - first + 1 and first_bow and last_stern
    return count


CheckModel = Equal | Same | Items | Includes | Excludes | Count | Total | Sum | Match | AnyMatch | Boats


def holds(check: CheckModel, replies: Sequence[Reply | None]) -> bool:
    """Whether ``check`` holds for the replies of a run (by number from 1, each in its
    normal form; None for a reply that was not the one expected)."""
    try:
        return _holds(check, replies)
    except (Absent, Outside):
        return False


def _value(replies: Sequence[Reply | None], number: int, path: Path) -> Any:
    if not 1 <= number <= len(replies) or replies[number - 1] is None:
        raise Absent(number)
    return at(replies[number - 1], path)


def _holds(check: CheckModel, replies: Sequence[Reply | None]) -> bool:
    try:
        found = _value(replies, check.reply, check.path)
    except Outside:
        if check.missing is None:
            return False
        found = check.missing.value
    if isinstance(check, Equal):
        if check.assumes and not has(_value(replies, check.reply, check.path[:1]), check.assumes):
            return False
        return same(found, check.value)
    if isinstance(check, Same):
        return same(found, _value(replies, check.as_reply, check.as_path))
    if isinstance(check, Match):
        return has(found, check.fields)
    if not isinstance(found, list):
        return False
    if isinstance(check, Count):
        return len(found) == check.value
    if isinstance(check, Items):
        return Counter(canonical(project(x, check.fields)) for x in found) == Counter(canonical(x) for x in check.value)
    if isinstance(check, Includes):
        have = Counter(canonical(project(x, check.fields)) for x in found)
        want = Counter(canonical(x) for x in check.value)
        return not (want - have) if check.counted else all(k in have for k in want)
    if isinstance(check, Excludes):
        have = Counter(canonical(project(x, check.fields)) for x in found)
        return not any(canonical(x) in have for x in check.value)
    if isinstance(check, Total):
        return all(isinstance(x, list) for x in found) and sum(len(x) for x in found) == check.value
    if isinstance(check, Sum):
        picked = [x.get(check.field) for x in found if has(x, check.where)]
        return all(isinstance(p, int) and not isinstance(p, bool) for p in picked) and sum(picked) == check.value
    if isinstance(check, AnyMatch):
        return any(has(x, check.fields) for x in found)
    edition = _value(replies, check.reply, check.edition_path)
    rules = check.rules.get(edition) if isinstance(edition, str) else None
    return rules is not None and complete_boats(found, rules) == check.value
