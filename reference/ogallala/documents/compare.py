"""Where the editions agree on a topic and where they differ.

Two editions agree on a topic when both have it and their statements are the same text
(up to whitespace) or one is declared ``same_as`` the other. A topic *differs* when it is
missing from some edition or when the editions that have it do not all agree: these are
the rules a player switching editions must relearn.
"""

from __future__ import annotations

import re

from ..model.editions import EDITION_IDS
from ..model.spec.models import Rule

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(\"'])")
SHORT = 140
"""The longest short form, in characters, before it is trimmed at a word."""


def normalise_statement(text: str) -> str:
    """The statement with whitespace runs made one space: line breaks in TOML carry no meaning."""
    return re.sub(r"\s+", " ", text).strip()


def groups(rule: Rule) -> dict[str, int]:
    """For each edition having the topic, the number of its agreement group.

    Groups are numbered 0, 1, ... in the order of ``EDITION_IDS`` by their first member,
    so editions with the same number have the same rule.
    """
    parent = {e: e for e in rule.editions}

    def root(e: str) -> str:
        while parent[e] != e:
            e = parent[e]
        return e

    def join(a: str, b: str) -> None:
        ra, rb = root(a), root(b)
        if ra != rb:
            first, second = sorted((ra, rb), key=EDITION_IDS.index)
            parent[second] = first

    texts: dict[str, str] = {}
    for edition, entry in rule.ordered:
        if entry.same_as is not None and entry.same_as in parent:
            join(edition, entry.same_as)
        text = normalise_statement(entry.statement)
        if text in texts:
            join(edition, texts[text])
        texts.setdefault(text, edition)
    numbers: dict[str, int] = {}
    result: dict[str, int] = {}
    for edition, _ in rule.ordered:
        result[edition] = numbers.setdefault(root(edition), len(numbers))
    return result


def differs(rule: Rule) -> bool:
    """Whether the topic is missing from an edition or not the same rule in all that have it."""
    return len(rule.editions) != len(EDITION_IDS) or len(set(groups(rule).values())) > 1


def short_form(statement: str, limit: int = SHORT) -> str:
    """The first sentence of a statement, trimmed at a word to ``limit`` characters."""
    text = normalise_statement(statement)
    first = _SENTENCE_END.split(text, maxsplit=1)[0]
    if len(first) <= limit:
        return first
    cut = first[: limit - 1].rsplit(" ", 1)[0].rstrip(",;:(")
    return cut + "…"
