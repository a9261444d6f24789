"""Every quote of the spec and the edition files, and whether it occurs in its rulebook.

The normalisation is the one the external ``verify-citations`` checker applies: the
rulebooks are transcriptions with emphasis markers, typographic quotes and arbitrary line
breaks, and a quote must survive those and nothing else.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

from pydantic import BaseModel

from ..model.editions import Edition, Source
from ..model.spec.models import Spec

_PLAIN = str.maketrans({
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201c": '"', "\u201d": '"', "\u201e": '"',
    "\u00ab": '"', "\u00bb": '"', "\u2013": "-", "\u2014": "-", "\u00a0": " ", "*": None, "$": None,
})

SHORTEST = 8
"""A quote shorter than this (after normalising) does not identify a passage."""

LANGUAGES = {
    "000_40ed0337577083c5.txt": "fr",
    "001_582df5eaa02fdc8b.txt": "fr",
    "002_14c2316660069823.txt": "de",
    "003_6ab27120105a97e2.txt": "en",
    "004_ac1e75a4c2eb8e19.txt": "de",
}
"""The language of each rulebook (the sources' README); quotes not in English need a translation."""


def normalise(text: str) -> str:
    """Drop ``*`` and ``$``, make quotes and dashes plain, make whitespace runs one space."""
    return re.sub(r"\s+", " ", text.translate(_PLAIN)).strip()


def _sources_in(node: object, where: str) -> Iterator[tuple[str, Source]]:
    if isinstance(node, Source):
        yield where, node
    elif isinstance(node, BaseModel):
        label = getattr(node, "id", None)
        here = f"{where}[{label}]" if isinstance(label, str) and where else where
        for name in type(node).model_fields:
            yield from _sources_in(getattr(node, name), f"{here}.{name}" if here else name)
    elif isinstance(node, tuple | list):
        for item in node:
            yield from _sources_in(item, where)


def quotes(spec: Spec, editions: Iterable[Edition] = ()) -> Iterator[tuple[str, Source]]:
    """Every quote, with where it is written, e.g. ``rule attack.strength [amigo]``."""
    for rule in spec.rules:
        for edition_id, entry in rule.ordered:
            for source in entry.sources:
                yield f"rule {rule.id} [{edition_id}]", source
    for ruling in spec.rulings:
        for source in ruling.sources:
            yield f"ruling {ruling.id}", source
    for edition in editions:
        for where, source in _sources_in(edition, ""):
            yield f"edition {edition.id} {where.removesuffix('.sources')}", source


def unfound(cited: Iterable[tuple[str, Source]], folder: Path) -> list[str]:
    """A line for every quote that is too short or not in its file, as verify-citations words it."""
    texts = {p.name: normalise(p.read_text(encoding="utf-8")) for p in folder.glob("*.txt")}
    bad = []
    for where, source in cited:
        quote = normalise(source.quote)
        if source.file not in texts:
            bad.append(f"{where}: no source file named {source.file!r}")
        elif len(quote) < SHORTEST:
            bad.append(f"{where}: quote too short to identify a passage: {quote!r}")
        elif quote not in texts[source.file]:
            bad.append(f"{where}: not found in {source.file}: {quote[:120]!r}")
    return bad


def untranslated(cited: Iterable[tuple[str, Source]]) -> list[str]:
    """A line for every French or German quote that has no English translation."""
    return [
        f"{where}: quote from {source.file} ({LANGUAGES[source.file]}) has no translation: {source.quote[:60]!r}"
        for where, source in cited
        if LANGUAGES.get(source.file, "en") != "en" and not (source.translation or "").strip()
    ]
