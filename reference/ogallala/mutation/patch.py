"""How a mutant changes the reference engine: attribute patches and edition-data patches.

A mutant is one deliberate deviation from the rules, applied to the running reference
engine and undone afterwards. Two kinds of change serve every mutant:

- ``Patches.replace`` / ``Patches.wrap``: put another function (or value) in place of a
  module attribute the engine looks up at run time. The attribute must exist: a mutant
  whose target has been renamed or moved fails loudly (``MutantError``) rather than
  passing for "not killed" or "killed by every run".
- ``Patches.data``: change an edition's data (``[rules]``, ``[scoring]``, the cards) the way
  a reading does (``editions._merge`` of a patch into the TOML data), for the engine only:
  the scenarios' own reading of the notation still sees the edition as it is. Every key
  the patch sets must exist and the patch must change its value.

After any change the engine's tables and caches are dropped (``tables.forget``), so that
nothing built from the unmutated engine survives into the mutated one, and again on undo.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from typing import Any

from ..model import editions
from ..engine import entry as engine, scoring, tables
from ..model.editions import Edition

Loader = Callable[..., Edition]


class MutantError(Exception):
    """A mutant that cannot be applied as written: its target is gone or changes nothing."""


class Patches:
    """The changes of one mutant, recorded so that ``undo`` restores every one."""

    def __init__(self, mutant: str) -> None:
        self.mutant = mutant
        self._undo: list[tuple[object, str, object]] = []

    def replace(self, owner: object, name: str, value: object) -> None:
        """Set ``owner.name`` (a module attribute the engine looks up) to ``value``."""
        if not hasattr(owner, name):
            where = getattr(owner, "__name__", type(owner).__name__)
            raise MutantError(f"mutant {self.mutant!r}: {where}.{name} does not exist (renamed or moved?)")
        self._undo.append((owner, name, getattr(owner, name)))
        setattr(owner, name, value)

    def wrap(self, owner: object, name: str, make: Callable[[Any], object]) -> None:
        """Replace ``owner.name`` by ``make(original)``."""
        if not hasattr(owner, name):
            where = getattr(owner, "__name__", type(owner).__name__)
            raise MutantError(f"mutant {self.mutant!r}: {where}.{name} does not exist (renamed or moved?)")
        original = getattr(owner, name)
        if not callable(original):
            raise MutantError(f"mutant {self.mutant!r}: {name} is not a function")
        self.replace(owner, name, make(original))

    def data(self, edition_ids: tuple[str, ...], patch: Mapping[str, Any]) -> None:
        """Play ``edition_ids`` with ``patch`` merged into their data, under any readings."""
        for edition_id in edition_ids:
            check_data(self.mutant, edition_id, patch)
        chosen = set(edition_ids)
        for owner in (tables, engine, scoring):
            self.wrap(owner, "load", lambda real: _mutated_loader(real, chosen, patch))

    def watch(self, key: str) -> None:
        """Say which runs can see this mutant more narrowly than by the attributes it
        replaces (``select``): e.g. ``event drew`` for a change to the ``drew`` events only."""

    def undo(self) -> None:
        while self._undo:
            owner, name, value = self._undo.pop()
            setattr(owner, name, value)


def check_data(mutant: str, edition_id: str, patch: Mapping[str, Any]) -> None:
    """Every value ``patch`` sets exists in the edition's data and changes (``MutantError``)."""
    def walk(base: Any, part: Mapping[str, Any], path: tuple[str, ...]) -> bool:
        changed = False
        for key, value in part.items():
            here = (*path, key)
            if key in editions._BY_ID and not path:
                entries = {e["id"]: e for e in base.get(key, [])}
                for eid, change in value.items():
                    if eid not in entries:
                        raise MutantError(f"mutant {mutant!r}: edition {edition_id} has no {key} entry {eid!r}")
                    changed |= change is False or walk(entries[eid], change, (*here, eid))
            elif not isinstance(base, Mapping) or key not in base:
                raise MutantError(f"mutant {mutant!r}: edition {edition_id} has no {'.'.join(here)}")
            elif isinstance(value, Mapping) and isinstance(base[key], Mapping):
                changed |= walk(base[key], value, here)
            else:
                changed |= _plain(base[key]) != _plain(value)
        return changed

    if not walk(editions._raw(edition_id), patch, ()):
        raise MutantError(f"mutant {mutant!r}: the patch leaves edition {edition_id} as it is")


def _plain(value: Any) -> Any:
    """Lists and tuples alike (TOML gives lists, patches are written with tuples)."""
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {k: _plain(v) for k, v in value.items()}
    return value


def _mutated_loader(real: Loader, chosen: set[str], patch: Mapping[str, Any]) -> Loader:
    """``load`` as the engine calls it, giving the patched data for the chosen editions
    (built once per edition and readings while the mutant is applied)."""
    built: dict[tuple[str, tuple[tuple[str, str], ...]], Edition] = {}

    def load(edition_id: str, readings: Mapping[str, str] | None = None) -> Edition:
        if edition_id not in chosen:
            return real(edition_id, readings)
        key = (edition_id, tuple(sorted((readings or {}).items())))
        if key not in built:
            built[key] = mutated_edition(edition_id, dict(key[1]), patch)
        return built[key]

    return load


def mutated_edition(edition_id: str, readings: Mapping[str, str], patch: Mapping[str, Any]) -> Edition:
    """The edition's data with the mutant's patch merged in, then the readings' patches on
    top, as ``editions.load`` merges readings (a reading that sets the same value wins)."""
    return editions.patched(edition_id, patch, readings)


@contextmanager
def applied(mutant: str, apply: Callable[[Patches], None]) -> Iterator[None]:
    """The reference engine with the mutant's changes in force, then as it was. Refused
    (``MutantError``) when the engine is compiled: the patches would not reach it."""
    from ..util.compiled import MUTATION_REFUSED, engine_build

    if engine_build() == "compiled":
        raise MutantError(f"mutant {mutant!r}: {MUTATION_REFUSED}")
    changes = Patches(mutant)
    try:
        apply(changes)
        tables.forget()
        yield
    finally:
        changes.undo()
        tables.forget()
