"""How a mutant is declared: its record (``Mutant``), the areas it is filed under, and the
two ways the modules of ``ogallala.mutation.mutants`` declare one: ``code`` (a change to the
engine's functions) and ``data`` (a change to an edition's data, made the way a reading's
patch is). Each declaration lands in ``CATALOG``; ``catalog`` imports the mutants and reads it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..model.editions import EDITION_IDS
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
