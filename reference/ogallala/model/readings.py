"""Readings: which alternative of each ruling a game is played under.

Where the rulebooks leave a question open, ``spec/rulings/<id>.toml`` lists the defensible
answers (alternatives) and decides one per edition. A *reading* is the choice of one
alternative for one ruling; a game's readings name the rulings it plays otherwise than
decided (``{"reshuffle-termination": "displays-grew"}``), and every other ruling follows its
decision. Each alternative the engine plays carries a patch of the edition's data, so a
reading changes only data (``rules``, ``scoring``, the deck ...) and never asks the engine
to test which reading is in force: the rule modules read the parameters as always.

The register is read from the spec when a game names a reading, not before: games played
as decided never need it.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

from ..util import cached
from ..util.resources import data_path
from .reading_parameters import Counts, ParameterError, split
from .reading_parameters import canonical as canonical_counts
from .reading_parameters import parse as parse_counts
from .reading_parameters import patch as patch_counts

if TYPE_CHECKING:
    from .spec.models import Ruling

Readings = Mapping[str, str]


class ReadingError(ValueError):
    """Readings that name no ruling, no alternative of it, or one the engine does not play."""


@cache
def _register() -> dict[str, Ruling]:
    from .spec import load_spec

    return load_spec().rulings_by_id


def rulings_of(edition: str) -> tuple[Ruling, ...]:
    """The rulings that decide something for ``edition``."""
    return tuple(r for r in _register().values() if edition in r.decisions)


@cache
def decided(edition: str) -> dict[str, str]:
    """ruling id -> the alternative decided for ``edition``."""
    return {r.id: r.decisions[edition] for r in rulings_of(edition)}


@cache
def _coloured(edition: str) -> frozenset[str]:
    """The kinds whose cards carry a tribe colour in ``edition`` as decided (those with a
    ``split`` in its data file, read here as data: the editions module reads readings)."""
    path = data_path("spec", "editions", f"{edition}.toml")
    cards = cached.toml(path).get("cards", []) if path.is_file() else []
    return frozenset(c["id"] for c in cards if isinstance(c, dict) and "split" in c)


def _parameter(ruling: Ruling, aid: str, parameter: str | None, edition: str) -> tuple[str, Counts | None]:
    """The problem with a reading's parameter ("" if none), and the counts it states."""
    alternative = ruling.alternative(aid)
    if not alternative.takes:
        return (f"alternative {aid} of ruling {ruling.id} takes no parameter" if parameter is not None else ""), None
    if parameter is None:
        return (f"alternative {aid} of ruling {ruling.id} takes the {alternative.takes} the engine states: "
                f"write {aid}(...), e.g. {alternative.reading}"), None
    try:
        return "", parse_counts(parameter, alternative, _coloured(edition))
    except ParameterError as error:
        return f"ruling {ruling.id}, {aid}(...): {error}", None


def problems(edition: str, readings: Readings) -> list[str]:
    """What is wrong with these readings for ``edition``, each in one line."""
    found = []
    register = _register()
    for rid, value in readings.items():
        aid, parameter = split(value)
        ruling = register.get(rid)
        if ruling is None:
            import difflib

            close = difflib.get_close_matches(rid, register, n=1)
            found.append(f"no ruling {rid!r}" + (f" (did you mean {close[0]!r}?)" if close else ""))
        elif edition not in ruling.decisions:
            found.append(f"ruling {rid} decides nothing for edition {edition} (it is for {', '.join(ruling.editions)})")
        elif ruling.convention and aid != ruling.decisions[edition]:
            found.append(f"ruling {rid} is a convention of the protocol, not a reading: every engine plays "
                         f"{ruling.decisions[edition]}, and there is nothing to declare")
        elif aid not in {a.id for a in ruling.alternatives}:
            known = ", ".join(a.id for a in ruling.alternatives)
            found.append(f"ruling {rid} has no alternative {aid!r} (its alternatives: {known})")
        elif ruling.alternative(aid).plays != "yes":
            found.append(f"alternative {aid} of ruling {rid} is not played by the engine: {ruling.alternative(aid).note}")
        elif not ruling.alternative(aid).reads(edition):
            found.append(f"alternative {aid} of ruling {rid} is no reading of edition {edition} "
                         f"(it is one of {', '.join(ruling.alternative(aid).editions)})")
        elif problem := _parameter(ruling, aid, parameter, edition)[0]:
            found.append(problem)
    return found


def canonical(edition: str, rid: str, value: str) -> str:
    """A reading's value as written back: a parameter in its canonical form (the value as it
    is where it takes none, or is not a valid reading: ``problems`` says why)."""
    aid, parameter = split(value)
    ruling = _register().get(rid)
    if parameter is None or ruling is None or aid not in {a.id for a in ruling.alternatives}:
        return value
    counts = _parameter(ruling, aid, parameter, edition)[1]
    return value if counts is None else f"{aid}({canonical_counts(counts, ruling.alternative(aid))})"


def base(value: str) -> str:
    """The alternative a reading's value names, without its parameter."""
    return split(value)[0]


def normalise(edition: str, readings: Readings) -> dict[str, str]:
    """The readings that differ from the decisions for ``edition``, sorted by ruling id;
    raises ``ReadingError`` for readings that are not in the register."""
    if not readings:
        return {}
    wrong = problems(edition, readings)
    if wrong:
        raise ReadingError("; ".join(wrong))
    default = decided(edition)
    return {rid: canonical(edition, rid, readings[rid]) for rid in sorted(readings) if readings[rid] != default[rid]}


def patches(edition: str, readings: Readings) -> list[tuple[str, dict[str, Any]]]:
    """The data patches these readings make to ``edition``, each with the reading it comes
    from (``ruling=alternative``), in ruling order."""
    found = []
    for rid in sorted(readings):
        for part in parts(edition, rid, readings[rid]):
            found.append((f"{rid}={base(readings[rid])}", part))
    return found


def parts(edition: str, rid: str, value: str) -> list[dict[str, Any]]:
    """The patches one reading makes to ``edition``: its alternative's, or the one its
    parameter makes (a valid reading: ``problems`` has found none)."""
    ruling = _register()[rid]
    aid, parameter = split(value)
    alternative = ruling.alternative(aid)
    if alternative.takes:
        counts = _parameter(ruling, aid, parameter, edition)[1]
        return [patch_counts(counts)] if counts is not None else []
    return [part for part in (alternative.patch, alternative.patch_by_edition.get(edition, {})) if part]


def parse(texts: list[str] | tuple[str, ...]) -> dict[str, str]:
    """``RULING=ALTERNATIVE`` words (command-line options) as readings; raises ``ReadingError``."""
    found: dict[str, str] = {}
    for text in texts:
        rid, sep, aid = text.partition("=")
        if not sep or not rid.strip() or not aid.strip():
            raise ReadingError(f"a reading is written RULING=ALTERNATIVE, not {text!r}")
        if found.get(rid.strip(), aid.strip()) != aid.strip():
            raise ReadingError(f"ruling {rid.strip()} is given two readings")
        found[rid.strip()] = aid.strip()
    return found


def declared(rulings: Readings, edition: str) -> dict[str, str]:
    """The readings an engine declares (``Hello.rulings``: ``ruling`` or ``ruling@edition``
    -> alternative) that concern ``edition`` and differ from its decisions. Rulings the
    register does not know, that decide nothing for ``edition`` or that are conventions of
    the protocol (nothing to declare: the declaration is ignored), are left out."""
    default = decided(edition)
    register = _register()
    found = {}
    for key, aid in rulings.items():
        rid, _, only = key.partition("@")
        if rid in default and not register[rid].convention and (not only or only == edition) and (only or f"{rid}@{edition}" not in rulings):
            found[rid] = canonical(edition, rid, aid)
    return {r: a for r, a in sorted(found.items()) if a != default[r]}
