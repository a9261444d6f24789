"""The catalog of mutants: what each breaks, where, and the mistake it stands for.

Each mutant is one single-rule deviation an engine author could plausibly make, named by
a short slug, filed under an area of the game (the folders of ``features/``, plus
``shuffle``, ``events`` and ``state`` for the protocol's conventions) and the rule topic
it breaks, for the editions whose scenarios can see it. The area modules of
``ogallala.mutation.mutants`` declare them (``declare.code`` and ``declare.data``);
importing that package fills the catalog.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from .declare import AREAS, CATALOG, Mutant

__all__ = ["AREAS", "Mutant", "catalog", "same_as_reading"]


@cache
def catalog() -> dict[str, Mutant]:
    """Every mutant by name, area by area: importing ``mutants`` declares them."""
    from . import mutants  # noqa: F401

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
    from ..model.spec import load_spec

    wanted = _flat(mutant.patch)
    found = []
    for ruling in load_spec().rulings:
        for alternative in ruling.alternatives:
            if alternative.plays != "yes":
                continue
            for edition in mutant.editions:
                if edition not in ruling.decisions or ruling.decisions[edition] == alternative.id or not alternative.reads(edition):
                    continue
                given = _flat(alternative.patch) | _flat(alternative.patch_by_edition.get(edition, {}))
                if all(given.get(k) == v for k, v in wanted.items()):
                    found.append(f"{ruling.id}={alternative.id}")
                    break
    return tuple(sorted(set(found)))
