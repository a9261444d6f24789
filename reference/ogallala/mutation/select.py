"""Which scenario runs can see a mutant: those that touch what it changes.

The engine is deterministic, so a run that never calls a function a mutant replaces, and
never reads an edition parameter it changes, plays exactly as against the reference: it
cannot kill the mutant and need not be played against it. One pass over the whole suite
against the reference engine, with a recorder on every function some mutant replaces
and on every ``rules`` and ``scoring`` parameter, notes what each run touches (the tables
are built anew for each run, so that what a table reads once is noted for every run).
Each mutant then plays only the runs of its editions that touched one of its ``keys``.
The same pass tells which runs fail against the reference itself.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..engine import entry as engine, scoring, tables
from ..model.editions import Edition
from ..protocol.inprocess import InProcess
from ..scenarios.load import Run
from ..scenarios.run import execute
from .catalog import Mutant
from .patch import Patches

DATA_PARTS = ("rules", "scoring")
"""The parts of an edition whose parameters are recorded one by one; a mutant that changes
any other part (the cards, the display, the piles ...) is seen by every run of its editions."""

EVERY_RUN = "*"
"""The key of a mutant that every run of its editions can see."""


class Keys(Patches):
    """A stand-in for ``Patches`` that notes what a mutant would change, changing nothing."""

    def __init__(self, mutant: str) -> None:
        super().__init__(mutant)
        self.targets: list[tuple[object, str]] = []
        self.keys: set[str] = set()
        self.narrowed: set[str] = set()

    def replace(self, owner: object, name: str, value: object) -> None:
        if not hasattr(owner, name):
            super().replace(owner, name, value)  # raises MutantError
        self.targets.append((owner, name))
        self.keys.add(target_key(owner, name))

    def wrap(self, owner: object, name: str, make: Callable[[Any], object]) -> None:
        self.replace(owner, name, None)

    def data(self, edition_ids: tuple[str, ...], patch: Mapping[str, Any]) -> None:
        for part, value in patch.items():
            if part in DATA_PARTS and isinstance(value, Mapping):
                self.keys |= {f"{part}.{name}" for name in value}
            else:
                self.keys.add(EVERY_RUN)

    def watch(self, key: str) -> None:
        self.narrowed.add(key)


def target_key(owner: object, name: str) -> str:
    return f"call {getattr(owner, '__module__', '')}.{getattr(owner, '__qualname__', getattr(owner, '__name__', ''))}.{name}"


def keys_of(mutant: Mutant) -> tuple[frozenset[str], list[tuple[object, str]]]:
    """What a run must touch to see ``mutant``, and the attributes it replaces."""
    found = Keys(mutant.name)
    mutant.apply(found)
    return frozenset(found.narrowed or found.keys), found.targets


@dataclass(frozen=True)
class Touched:
    """What one pass over the suite found: per run, the keys it touched, and its status."""

    keys: dict[str, frozenset[str]]
    failing: frozenset[str]
    """The runs that do not pass against the reference engine."""

    def sees(self, run: Run, keys: frozenset[str]) -> bool:
        return EVERY_RUN in keys or not keys.isdisjoint(self.keys.get(run.key, frozenset()))


class _Reads:
    """A part of an edition (``rules``, ``scoring``) that notes each parameter read."""

    def __init__(self, model: Any, part: str, seen: set[str]) -> None:
        object.__setattr__(self, "_model", model)
        object.__setattr__(self, "_part", part)
        object.__setattr__(self, "_seen", seen)

    def __getattr__(self, name: str) -> Any:
        self._seen.add(f"{self._part}.{name}")
        return getattr(self._model, name)


@contextmanager
def recording(targets: list[tuple[object, str]], seen: set[str]) -> Iterator[None]:
    """The reference engine with every target and parameter read noted in ``seen``."""
    changes = Patches("recording")

    def spy(original: Any, key: str) -> Any:
        def recorded(*args: Any, **kwargs: Any) -> Any:
            seen.add(key)
            if key.endswith(".emit") and len(args) > 1:
                seen.add(f"event {args[1]}")
            return original(*args, **kwargs)
        return recorded

    for owner, name in dict.fromkeys(targets):
        key = target_key(owner, name)
        changes.replace(owner, name, spy(getattr(owner, name), key))

    def reading(real: Callable[..., Edition]) -> Callable[..., Edition]:
        def load(edition_id: str, readings: Mapping[str, str] | None = None) -> Edition:
            edition = real(edition_id, readings)
            copy = edition.model_copy(update={part: _Reads(getattr(edition, part), part, seen) for part in DATA_PARTS})
            for name in ("kinds", "variant_ids"):  # cached from the original: read them anew
                vars(copy).pop(name, None)
            return copy
        return load

    for owner in (tables, engine, scoring):
        changes.wrap(owner, "load", reading)
    try:
        yield
    finally:
        changes.undo()
        tables.forget()


def touched(runs: list[Run] | tuple[Run, ...], mutants: list[Mutant]) -> Touched:
    """Play every run once against the reference engine, noting what each touches."""
    targets = [t for m in mutants for t in keys_of(m)[1]]
    keys: dict[str, frozenset[str]] = {}
    failing = set()
    seen: set[str] = set()
    with recording(targets, seen):
        for run in runs:
            seen.clear()
            tables.forget()
            if execute(run, InProcess()).status != "passed":
                failing.add(run.key)
            keys[run.key] = frozenset(seen)
    return Touched(keys, frozenset(failing))
