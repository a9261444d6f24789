"""The generated documents: a rulebook per edition, the differences table, the rulings register.

They are rendered from ``templates/`` and committed under ``docs/``; rendering is
deterministic (no dates, fixed orders) so that ``stale`` can tell whether the committed
files still match the spec.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import jinja2

from ..editions import EDITION_IDS, Band, Edition
from . import compare
from .citations import normalise
from .export import parameter_value
from .model import Rule, Spec

TEMPLATES = Path(__file__).resolve().parent / "templates"

GROUP_MARKS = "ABCD"
"""Agreement marks in the differences table: cells with the same letter state the same rule."""

_BOOTY_RULE = {
    "additive": "every booty line scores on top of the others",
    "highest": "only the highest applicable booty line counts for each card",
    "replace": "a pair or suite scores its points instead of its cards' single points",
}
_DISCARD = {"none": "no discard pile", "face-down": "a face-down discard pile", "face-up": "a face-up discard pile"}
_SUITE_PERSON = {"fore": "the person directly fore of the pair", "either-end": "the person directly at either end of the pair"}


def cell(text: object) -> str:
    """Text safe inside a Markdown table cell: one line, pipes escaped."""
    return compare.normalise_statement(str(text)).replace("|", "\\|")


def changes(table: dict[str, int | tuple[int, int]]) -> str:
    """A variant's card changes: ``lasso 1 + 1, totem 2`` (coloured counts as red + other)."""
    return ", ".join(
        f"`{kind}` {' + '.join(map(str, n)) if isinstance(n, tuple) else n}" for kind, n in table.items()
    )


def _environment() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.filters.update(
        cell=cell,
        changes=changes,
        quote=_quote,
        short=compare.short_form,
        text=compare.normalise_statement,
        value=lambda v: json.dumps(v, ensure_ascii=False),
    )
    return env


def _quote(text: str) -> str:
    """A quote as the checker matches it, kept from starting a Markdown list or heading."""
    text = normalise(text)
    return "\\" + text if re.match(r"[-+#>|]|\d+\.", text) else text


def _tidy(text: str) -> str:
    """No trailing spaces, at most one blank line in a row, one final newline."""
    lines: list[str] = []
    for line in text.splitlines():
        line = line.rstrip()
        if line or (lines and lines[-1]):
            lines.append(line)
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines) + "\n"


def _band(band: Band, complete: bool) -> tuple[str, str]:
    size = f"{band.min}–{band.max} cards"
    if band.per_card:
        return f"Each card of a {'complete ' if complete else ''}boat of {size}", f"{band.per_card} per card"
    return f"A complete boat of {size}", str(band.points)


def scoring_lines(edition: Edition) -> list[tuple[str, str]]:
    """The scoring table of an edition as (what, points) lines, in the rulebooks' order."""
    s = edition.scoring
    complete = s.boats == "complete"
    lines = [("Boats that score", "complete boats only" if complete else "every boat, complete or not")]
    if len(s.card_points) == 1:
        lines.append((f"Each card in a {'complete ' if complete else ''}boat", f"{s.card_points[0].per_card}"))
    else:
        lines += [_band(b, complete) for b in s.card_points]
    lines += [_band(b, True) for b in s.length_bonus]
    lines.append(("Each single booty card", str(s.single)))
    if s.repeated:
        lines.append(("Each booty card present more than once in the boat", str(s.repeated)))
    lines.append(("A matching pair of booty halves", f"{s.pair}{' per card' if s.booty == 'highest' else ''}"))
    person = _SUITE_PERSON[s.suite_person]
    lines.append((f"A suite of three: pair and {person}", f"{s.suite}{' per card' if s.booty == 'highest' else ''}"))
    if s.totem:
        lines.append(("Each totem pole", str(s.totem)))
    if s.first_three:
        lines.append(("The first player to complete three boats", str(s.first_three)))
    lines.append(("How booty lines combine", _BOOTY_RULE[s.booty]))
    return lines


def card_rows(edition: Edition) -> list[dict[str, Any]]:
    """The complete card list: the deck's entries, then each suite's halves and person."""
    entries = {c.id: c for c in edition.cards}
    rows = []
    for kind in edition.kinds.values():
        entry = entries.get(kind.id)
        rows.append({
            "id": kind.id,
            "category": kind.category.value,
            "names": " / ".join(kind.names) or "—",
            "value": "—" if kind.value is None else kind.value,
            "count": entry.count if entry else 1,
            "split": " + ".join(map(str, entry.split)) if entry and entry.split else "—",
            "ruling": entry.ruling if entry else None,
        })
    return rows


def display_text(edition: Edition) -> str:
    d = edition.display
    if d.kind == "free":
        return f"No mat: a free display at most {d.rows} cards high and {d.width} cards wide."
    wide = f" (or {d.wide} with the wide variant)" if d.wide else ""
    return f"A river mat per player of {d.rows} rows of {d.width} spaces{wide}."


def piles_text(edition: Edition) -> str:
    count = edition.piles.count
    piles = "one face-down draw pile" if count == 1 else f"{count} face-down draw stacks"
    return f"{piles[0].upper()}{piles[1:]}; {_DISCARD[edition.piles.discard]}."


def _topic_view(rule: Rule, edition: Edition, spec: Spec) -> dict[str, Any]:
    entry = rule.editions[edition.id]
    rulings = [spec.rulings_by_id[r] for r in entry.rulings]
    return {
        "rule": rule,
        "entry": entry,
        "parameters": [(n, parameter_value(edition, n)) for n in rule.parameters_of(edition.id)],
        "rulings": [(r, r.alternative(r.decisions[edition.id]) if edition.id in r.decisions else None) for r in rulings],
    }


def render_edition(env: jinja2.Environment, spec: Spec, edition: Edition, editions: tuple[Edition, ...]) -> str:
    areas = [
        (area, [_topic_view(r, edition, spec) for r in area.rules if edition.id in r.editions])
        for area in spec.areas
    ]
    cards = card_rows(edition)
    return env.get_template("edition.md.j2").render(
        edition=edition,
        editions=editions,
        cards=cards,
        total=sum(row["count"] for row in cards),
        display=display_text(edition),
        piles=piles_text(edition),
        scoring=scoring_lines(edition),
        areas=[(a, topics) for a, topics in areas if topics],
        topic_count=len(spec.topics(edition.id)),
        topic_ids={r.id for r in spec.topics(edition.id)},
    )


def render_differences(env: jinja2.Environment, spec: Spec, editions: tuple[Edition, ...]) -> str:
    rows = []
    for area in spec.areas:
        topics = []
        for rule in area.rules:
            marks = {e: GROUP_MARKS[g] for e, g in compare.groups(rule).items()}
            topics.append({"rule": rule, "marks": marks, "differs": compare.differs(rule)})
        rows.append((area, topics))
    differing = sum(t["differs"] for _, topics in rows for t in topics)
    return env.get_template("differences.md.j2").render(
        editions=editions, areas=rows, differing=differing, total=len(spec.rules)
    )


def render_rulings(env: jinja2.Environment, spec: Spec, editions: tuple[Edition, ...]) -> str:
    return env.get_template("rulings.md.j2").render(spec=spec, editions=editions, rules=spec.rules_by_id)


def render(spec: Spec, editions: Iterable[Edition]) -> dict[str, str]:
    """Every generated document by its path under the docs folder."""
    editions = tuple(editions)
    if tuple(e.id for e in editions) != EDITION_IDS:
        raise ValueError(f"the documents need the editions {', '.join(EDITION_IDS)} in that order")
    env = _environment()
    out = {f"editions/{e.id}.md": render_edition(env, spec, e, editions) for e in editions}
    out["differences.md"] = render_differences(env, spec, editions)
    out["rulings.md"] = render_rulings(env, spec, editions)
    return {path: _tidy(text) for path, text in out.items()}


def write(documents: dict[str, str], folder: Path) -> list[Path]:
    """Write the documents under ``folder``; the paths written."""
    written = []
    for name, text in documents.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


def stale(documents: dict[str, str], folder: Path) -> list[str]:
    """The documents missing from ``folder`` or different from what the spec renders."""
    out = []
    for name, text in documents.items():
        path = folder / name
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            out.append(name)
    return out
