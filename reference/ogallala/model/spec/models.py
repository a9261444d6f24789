"""Frozen models of the rules specification: areas of rule topics, and rulings.

A *topic* (``attack.strength``) is one rule as every edition has it; each edition in which
the topic exists has its own entry with a statement and the quotes it rests on. A *ruling*
records a question the sources leave open and the answer chosen per edition. What can be
checked within one file is checked here; references between files are checked in ``load``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cached_property
from typing import Any, Literal

from pydantic import model_validator

from .. import parameters
from ..edition_parts import EDITION_IDS, Source
from ...util.frozen import Frozen as _Frozen

RULE_ID = re.compile(r"^([a-z]+)\.([a-z0-9]+(?:-[a-z0-9]+)*)$")
"""``<area>.<name>``: the area's name, a dot, a lowercase hyphenated name."""

RULING_ID = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")



def _check_editions(ids: Iterable[str], what: str) -> None:
    unknown = [e for e in ids if e not in EDITION_IDS]
    if unknown:
        raise ValueError(f"{what} names unknown edition {unknown[0]!r} (the editions are {', '.join(EDITION_IDS)})")


class RuleEdition(_Frozen):
    """How one edition has a topic."""

    statement: str = ""
    """The rule in precise English, as this edition has it; inherited through ``same_as``."""
    rulings: tuple[str, ...] = ()
    """The rulings this edition's reading depends on; inherited through ``same_as``."""
    sources: tuple[Source, ...] = ()
    """The passages of this edition's rulebook the statement rests on."""
    parameters: tuple[str, ...] = ()
    """Parameters the topic governs in this edition beyond its own ``parameters``."""
    same_as: str | None = None
    """Another edition whose rule this one is identical to."""

    @model_validator(mode="after")
    def _cited(self) -> RuleEdition:
        if not self.sources and self.same_as is None:
            raise ValueError("an edition entry needs at least one source (or same_as)")
        if not self.statement.strip() and self.same_as is None:
            raise ValueError("the statement is missing or empty")
        return self


def _inherit(editions: Mapping[str, Any], edition: str, seen: tuple[str, ...] = ()) -> Any:
    """The entry of ``edition`` with statement and rulings filled in from its ``same_as`` chain.

    A broken chain is left as it is, for ``Rule`` to report once the editions are known good.
    """
    entry = editions[edition]
    if not isinstance(entry, Mapping) or entry.get("same_as") is None:
        return entry
    target = entry["same_as"]
    if target == edition or target in seen or target not in editions:
        return entry
    origin = _inherit(editions, target, (*seen, edition))
    filled = dict(entry)
    for key in ("statement", "rulings"):
        if key not in filled and isinstance(origin, Mapping) and key in origin:
            filled[key] = origin[key]
    return filled


class Rule(_Frozen):
    """A rule topic: one rule across the editions that have it."""

    id: str
    """``<area>.<name>``, fixed by the catalogue; features and the engine cite it."""
    title: str
    parameters: tuple[str, ...] = ()
    """The edition data the topic governs, in every edition (``ogallala.model.parameters``
    names it: a key of ``[rules]``/``[scoring]``, a member of one, or a part of the rest)."""
    editions: dict[str, RuleEdition]
    """The editions in which the topic exists; an edition without it is left out."""

    @model_validator(mode="before")
    @classmethod
    def _resolve_same_as(cls, data: Any) -> Any:
        if isinstance(data, Mapping) and isinstance(data.get("editions"), Mapping):
            editions = data["editions"]
            data = {**data, "editions": {e: _inherit(editions, e) for e in editions}}
        return data

    @model_validator(mode="after")
    def _well_formed(self) -> Rule:
        if not RULE_ID.match(self.id):
            raise ValueError(f"rule id {self.id!r} is not <area>.<name> (lowercase, hyphens)")
        if not self.editions:
            raise ValueError(f"rule {self.id} exists in no edition")
        _check_editions(self.editions, f"rule {self.id}")
        for edition, entry in self.editions.items():
            seen = [edition]
            while entry.same_as is not None:
                if entry.same_as in seen:
                    raise ValueError(f"rule {self.id} [{edition}]: same_as {entry.same_as!r} makes a cycle")
                if entry.same_as not in self.editions:
                    raise ValueError(
                        f"rule {self.id} [{edition}]: same_as {entry.same_as!r} names an edition that lacks this topic"
                    )
                seen.append(entry.same_as)
                entry = self.editions[entry.same_as]
        for edition, entry in self.editions.items():
            for name in (*self.parameters, *entry.parameters):
                wrong = parameters.problem(name)
                if wrong:
                    raise ValueError(f"rule {self.id} [{edition}]: parameter {wrong}")
        return self

    @property
    def area(self) -> str:
        return self.id.partition(".")[0]

    @property
    def ordered(self) -> tuple[tuple[str, RuleEdition], ...]:
        """The entries in the order of ``EDITION_IDS``, not the order the file wrote them."""
        return tuple((e, self.editions[e]) for e in EDITION_IDS if e in self.editions)

    def parameters_of(self, edition: str) -> tuple[str, ...]:
        """The parameter names this topic governs in ``edition``, without repeats."""
        return tuple(dict.fromkeys((*self.parameters, *self.editions[edition].parameters)))

    @property
    def governed(self) -> tuple[str, ...]:
        """Every parameter the topic governs in some edition, without repeats: the data of
        the topic that one edition's data takes from another's, edition or not."""
        return tuple(dict.fromkeys((*self.parameters, *(p for _, e in self.ordered for p in e.parameters))))


class Area(_Frozen):
    """One ``spec/rules/<area>.toml``: the topics of one part of the game."""

    area: str
    title: str
    order: int
    """Position of the area in the rulebook documents."""
    intro: str
    rules: tuple[Rule, ...] = ()

    @model_validator(mode="after")
    def _rules_belong(self) -> Area:
        for rule in self.rules:
            if rule.area != self.area:
                raise ValueError(
                    f"rule {rule.id} does not belong to area {self.area!r} (ids here are {self.area}.<name>)"
                )
        return self


Plays = Literal["yes", "no", "same"]
"""Whether the reference engine plays an alternative: ``yes`` (it is a reading an engine can
declare and the suite tests), ``no`` (it cannot be played: ``note`` says why), ``same`` (it
changes nothing the engine plays or reports: ``note`` says why)."""

PATCHABLE = ("players", "deck", "tribes", "display", "piles", "cards", "suites", "variants", "scoring", "rules")
"""The parts of an edition's data an alternative may change."""


class Total(_Frozen):
    """A group of card kinds whose count the texts print only as a total."""

    group: str
    """The group in words, as the rulebook names it."""
    total: int
    kinds: tuple[str, ...]
    """The kinds it is split over, in the order a stated split lists them."""


class Alternative(_Frozen):
    """One possible answer to a ruling's question, and how the engine plays it."""

    id: str
    text: str
    plays: Plays = "yes"
    ends: bool = True
    """For ``plays = "yes"``: whether every game played under this reading ends when the
    players lay the cards they can. ``false`` for a reading under which cards may go round
    for ever whatever the players do (cards nobody can lay, reshuffled again and again);
    scenarios still test it. (A player who keeps declining cards he could lay, where the
    rules let him, can draw out a game under any reading that reuses the discard pile.)"""
    note: str = ""
    """Why the alternative is not played (``plays`` ``no`` or ``same``), or why its games may
    not end."""
    patch: dict[str, Any] = {}
    """What playing this reading changes in the data of every edition the ruling decides:
    a partial edition table, merged into ``spec/editions/<id>.toml`` (``rules``, ``scoring``,
    ``display`` ...; ``cards``, ``suites`` and ``variants`` by id)."""
    patch_by_edition: dict[str, dict[str, Any]] = {}
    """Further changes for one edition, merged after ``patch``."""
    editions: tuple[str, ...] = ()
    """The editions it is a reading of, where that is not every edition the ruling decides:
    an answer that one rulebook's own words rule out is no reading of that edition, and an
    engine cannot declare it there. Empty: every edition of the ruling."""

    takes: Literal["", "counts"] = ""
    """What an engine states with this alternative where the texts fix only totals:
    ``counts``, how many cards of each kind of ``totals`` the deck holds, written after the
    alternative's id, ``declared(bow=6,stern=6,bow1=4+4,...)`` (docs/protocol.md, Readings).
    The reading is then the alternative with that parameter, and the reference plays it."""
    totals: tuple[Total, ...] = ()
    """For ``takes = "counts"``: the groups whose totals the stated counts must keep."""
    example: str = ""
    """For ``takes = "counts"``: a parameter the suite plays the alternative with."""

    def reads(self, edition: str) -> bool:
        """Whether this alternative is a reading of ``edition`` (of a ruling deciding it)."""
        return not self.editions or edition in self.editions

    @property
    def reading(self) -> str:
        """The alternative as a reading's value: its id, with its example parameter where it
        takes one."""
        return f"{self.id}({self.example})" if self.takes else self.id

    @model_validator(mode="after")
    def _explained(self) -> Alternative:
        if self.plays != "yes" and not self.note.strip():
            raise ValueError(f"alternative {self.id} is not played ({self.plays}); its note must say why")
        if not self.ends and not self.note.strip():
            raise ValueError(f"alternative {self.id} may not end a game; its note must say why")
        if self.plays != "yes" and (self.patch or self.patch_by_edition):
            raise ValueError(f"alternative {self.id} is not played ({self.plays}), so it changes no edition data")
        if self.takes and (self.plays != "yes" or not self.totals or not self.example or self.patch or self.patch_by_edition):
            raise ValueError(f"alternative {self.id} takes {self.takes}: it is played, names its totals and an "
                             "example, and its parameter is its only patch")
        if not self.takes and (self.totals or self.example):
            raise ValueError(f"alternative {self.id} takes no parameter, so it has no totals and no example")
        for part in (self.patch, *self.patch_by_edition.values()):
            unknown = [k for k in part if k not in PATCHABLE]
            if unknown:
                raise ValueError(
                    f"alternative {self.id}: {unknown[0]!r} is not a part of an edition's data ({', '.join(PATCHABLE)})"
                )
        return self


Kind = Literal["reading", "convention"]
"""What a ruling is: ``reading`` (an open passage whose alternatives that change play are
readings, each played by the engine and declarable by an engine), or ``convention`` (a
question the rules leave open that the protocol settles so that engines agree: one answer
for every edition, nothing for an engine to declare)."""


class Ruling(_Frozen):
    """A question the sources leave open, and the answer chosen for each edition it touches."""

    id: str
    title: str
    kind: Kind = "reading"
    """``convention``: the protocol fixes the answer; its other alternatives are recorded for
    the reader and are not readings (``plays`` ``no``, their note says why)."""
    question: str
    editions: tuple[str, ...]
    topics: tuple[str, ...]
    """The rule topics whose statements depend on this ruling."""
    why: str
    sources: tuple[Source, ...]
    alternatives: tuple[Alternative, ...]
    decisions: dict[str, str]
    """The alternative chosen, per edition in ``editions``."""

    @model_validator(mode="after")
    def _decided(self) -> Ruling:
        if not RULING_ID.match(self.id):
            raise ValueError(f"ruling id {self.id!r} is not lowercase words joined by hyphens")
        _check_editions(self.editions, f"ruling {self.id}")
        if not self.sources:
            raise ValueError(f"ruling {self.id} quotes nothing; a ruling needs at least one source")
        _check_editions(self.decisions, f"ruling {self.id} [decisions]")
        if len(set(self.editions)) != len(self.editions):
            raise ValueError(f"ruling {self.id} lists an edition twice")
        ids = [a.id for a in self.alternatives]
        if len(ids) < 2:
            raise ValueError(f"ruling {self.id} has {len(ids)} alternative(s); a ruling needs at least two")
        if len(set(ids)) != len(ids):
            raise ValueError(f"ruling {self.id} has two alternatives with the same id")
        for edition in self.editions:
            if edition not in self.decisions:
                raise ValueError(f"ruling {self.id} has no decision for edition {edition}")
        for alternative in self.alternatives:
            _check_editions(alternative.patch_by_edition, f"ruling {self.id} alternative {alternative.id}")
            _check_editions(alternative.editions, f"ruling {self.id} alternative {alternative.id}")
            for edition in alternative.editions:
                if edition not in self.editions:
                    raise ValueError(f"ruling {self.id} alternative {alternative.id} is a reading of {edition}, "
                                     "which is not in its editions")
            for edition in alternative.patch_by_edition:
                if edition not in self.editions:
                    raise ValueError(f"ruling {self.id} alternative {alternative.id} changes {edition}, which is not in its editions")
        for edition, choice in self.decisions.items():
            if edition not in self.editions:
                raise ValueError(f"ruling {self.id} decides for {edition}, which is not in its editions")
            if choice not in ids:
                raise ValueError(
                    f"ruling {self.id} [{edition}] decides {choice!r}, "
                    f"which is not one of its alternatives ({', '.join(ids)})"
                )
            if self.alternative(choice).plays != "yes":
                raise ValueError(f"ruling {self.id} [{edition}] decides {choice!r}, which the engine does not play")
            if not self.alternative(choice).reads(edition):
                raise ValueError(f"ruling {self.id} [{edition}] decides {choice!r}, which is no reading of {edition}")
        if self.kind == "convention":
            fixed = set(self.decisions.values())
            if len(fixed) > 1:
                raise ValueError(f"ruling {self.id} is a convention, so one answer holds for every edition, "
                                 f"not {', '.join(sorted(fixed))}")
            others = [a.id for a in self.alternatives if a.plays == "yes" and a.id not in fixed]
            if others:
                raise ValueError(f"ruling {self.id} is a convention: its other alternatives are not readings "
                                 f"(mark {', '.join(others)} plays = \"no\" with a note)")
        return self

    @property
    def convention(self) -> bool:
        """Whether the protocol fixes the answer (``kind = "convention"``): not a reading."""
        return self.kind == "convention"

    @property
    def played(self) -> tuple[Alternative, ...]:
        """The alternatives the engine plays (``plays = "yes"``)."""
        return tuple(a for a in self.alternatives if a.plays == "yes")

    def played_in(self, edition: str) -> tuple[Alternative, ...]:
        """The alternatives the engine plays as readings of ``edition``."""
        return tuple(a for a in self.alternatives if a.plays == "yes" and a.reads(edition))

    def alternative(self, aid: str) -> Alternative:
        return next(a for a in self.alternatives if a.id == aid)

    @property
    def ordered_decisions(self) -> tuple[tuple[str, Alternative], ...]:
        """The decisions in the order of ``EDITION_IDS``, each with its alternative."""
        return tuple((e, self.alternative(self.decisions[e])) for e in EDITION_IDS if e in self.decisions)


class Spec(_Frozen):
    """The whole specification, cross-checked: areas in ``order``, rulings by id."""

    areas: tuple[Area, ...]
    rulings: tuple[Ruling, ...]

    @cached_property
    def rules(self) -> tuple[Rule, ...]:
        """Every topic, area by area in ``order``, in file order within an area."""
        return tuple(rule for area in self.areas for rule in area.rules)

    @cached_property
    def rules_by_id(self) -> dict[str, Rule]:
        return {r.id: r for r in self.rules}

    @cached_property
    def rulings_by_id(self) -> dict[str, Ruling]:
        return {r.id: r for r in self.rulings}

    def topics(self, edition: str) -> tuple[Rule, ...]:
        """The topics that exist in ``edition``."""
        return tuple(r for r in self.rules if edition in r.editions)
