"""The catalog of mutants: what each breaks, where, and the mistake it stands for.

Each mutant is one single-rule deviation an engine author could plausibly make, named by
a short slug, filed under an area of the game (the folders of ``features/``, plus
``shuffle``, ``events`` and ``state`` for the protocol's conventions) and the rule topic
it breaks, for the editions whose scenarios can see it. The area modules of
``ogallala.mutation.mutants`` declare them with ``code`` (a change to the engine's
functions) or ``data`` (a change to an edition's data, made the way a reading's patch is).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ..editions import EDITION_IDS
from .patch import Patches

ALL = EDITION_IDS
"""Every edition."""

AREAS = ("setup", "shuffle", "turn", "placement", "shift", "boats", "attack", "cards", "end",
         "scoring", "piles", "variant", "events", "state")
"""The areas, in the order the report lists them."""

Apply = Callable[[Patches], None]


@dataclass(frozen=True)
class Mutant:
    """One deliberately broken copy of the reference engine."""

    name: str
    """A slug, unique in the catalog: ``attack-equal-strength``."""
    area: str
    rule: str
    """The rule topic it breaks (``attack.strength``), or the protocol convention."""
    editions: tuple[str, ...]
    """The editions it changes: only their scenario runs are played against it."""
    mistake: str
    """The plausible author's mistake, in one line."""
    apply: Apply = field(repr=False, compare=False)
    patch: Mapping[str, Any] | None = field(default=None, repr=False, compare=False)
    """For a data mutant: the patch merged into each of its editions' data."""


CATALOG: dict[str, Mutant] = {}


def _add(mutant: Mutant) -> Mutant:
    if mutant.name in CATALOG:
        raise ValueError(f"two mutants are named {mutant.name!r}")
    if mutant.area not in AREAS:
        raise ValueError(f"mutant {mutant.name!r}: unknown area {mutant.area!r}")
    unknown = set(mutant.editions) - set(EDITION_IDS)
    if unknown or not mutant.editions:
        raise ValueError(f"mutant {mutant.name!r}: editions {mutant.editions!r}")
    CATALOG[mutant.name] = mutant
    return mutant


def code(name: str, area: str, rule: str, editions: tuple[str, ...], mistake: str) -> Callable[[Apply], Apply]:
    """Declare a mutant that changes the engine's code: the decorated function applies it."""
    def register(apply: Apply) -> Apply:
        _add(Mutant(name, area, rule, tuple(editions), mistake, apply))
        return apply
    return register


def data(name: str, area: str, rule: str, editions: tuple[str, ...], mistake: str,
         patch: Mapping[str, Any]) -> Mutant:
    """Declare a mutant that changes the data of ``editions`` by ``patch`` (merged as a
    reading's patch is: ``{"rules": {"same_picture": False}}``)."""
    def apply(p: Patches) -> None:
        p.data(tuple(editions), patch)
    return _add(Mutant(name, area, rule, tuple(editions), mistake, apply, patch))


@cache
def catalog() -> dict[str, Mutant]:
    """Every mutant by name, area by area."""
    from . import mutants  # noqa: F401 - the area modules declare the mutants

    return dict(sorted(CATALOG.items(), key=lambda item: (AREAS.index(item[1].area), item[0])))


def _flat(patch: Mapping[str, Any], path: tuple[str, ...] = ()) -> dict[tuple[str, ...], Any]:
    found: dict[tuple[str, ...], Any] = {}
    for key, value in patch.items():
        if isinstance(value, Mapping):
            found.update(_flat(value, (*path, key)))
        else:
            found[(*path, key)] = list(value) if isinstance(value, list | tuple) else value
    return found


@cache
def same_as_reading(name: str) -> tuple[str, ...]:
    """The played readings (``ruling=alternative``) whose patch makes the same change as the
    data mutant ``name`` in one of its editions: an engine that declares such a reading
    may play it, but the suite runs under the decided readings, so it is still a mutant."""
    mutant = catalog()[name]
    if mutant.patch is None:
        return ()
    from ..spec import load_spec

    wanted = _flat(mutant.patch)
    found = []
    for ruling in load_spec().rulings:
        for alternative in ruling.alternatives:
            if alternative.plays != "yes":
                continue
            for edition in mutant.editions:
                if edition not in ruling.decisions or ruling.decisions[edition] == alternative.id:
                    continue
                given = _flat(alternative.patch) | _flat(alternative.patch_by_edition.get(edition, {}))
                if all(given.get(k) == v for k, v in wanted.items()):
                    found.append(f"{ruling.id}={alternative.id}")
                    break
    return tuple(sorted(set(found)))
