"""What the reference engine predicts: does a run pass on an engine that plays these readings?

A run's outcome is written for the readings of its row (its reading columns, the decisions
elsewhere). An engine that plays other readings passes or fails it as the reference
engine does when it plays those readings while the steps believe what the engine declared
(``posing.Posing``). The prediction depends only on the readings of the rulings the run
names (its tags and reading columns): ``tests/test_readings.py`` proves that every other
ruling leaves its outcome alone. So predictions are cached by run and by the readings of
those rulings, and kept on disk (``predictions.json`` in the cache folder,
``ogallala.util.cached``) under a digest of the features, the spec and the engine's code,
so that a fingerprint after the first computes nothing it has computed before.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path

from ..util import cached
from ..model.readings import decided
from ..util.resources import data_path
from ..scenarios.load import Run
from ..scenarios.run import execute
from ..model.spec import load_spec
from .posing import Posing

Readings = Mapping[str, str]


@cache
def contested(edition: str) -> tuple[str, ...]:
    """The rulings of ``edition`` with two played alternatives or more: the ones a
    fingerprint chooses between (a ruling with one played alternative has nothing to tell)."""
    rulings = load_spec().rulings_by_id
    return tuple(r for r in decided(edition) if len(rulings[r].played_in(edition)) > 1)


@cache
def alternatives(ruling: str, edition: str) -> tuple[str, ...]:
    """The played alternatives of ``ruling`` that are readings of ``edition``, in the
    register's order."""
    return tuple(a.reading for a in load_spec().rulings_by_id[ruling].played_in(edition))


_DEPENDS: dict[str, tuple[str, ...]] = {}


def depends(run: Run) -> tuple[str, ...]:
    """The contested rulings of the run's edition that the run names (tags, reading columns)."""
    found = _DEPENDS.get(run.key)
    if found is None:
        mine = set(contested(run.edition))
        found = _DEPENDS[run.key] = tuple(r for r in run.scenario.rulings if r in mine)
    return found


_NAMES: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {}
"""By run key: the contested rulings it names, sorted, and its edition's decisions."""


def _key(run: Run, plays: Readings, told: Readings) -> str:
    found = _NAMES.get(run.key)
    if found is None:
        found = _NAMES[run.key] = (tuple(sorted(depends(run))), decided(run.edition))
    names, default = found

    def part(readings: Readings) -> str:
        if not readings:
            return ""
        return ",".join(f"{r}={readings[r]}" for r in names if r in readings and readings[r] != default[r])

    return f"{run.key}|{part(plays)}|{part(told)}"


def digest() -> str:
    """A digest of what the predictions depend on: the features, the spec and the
    reference engine's code (any change makes a new cache)."""
    h = hashlib.sha256()
    package = Path(__file__).resolve().parent.parent
    files = sorted(data_path("features").rglob("*.feature")) + sorted(data_path("spec").rglob("*.toml"))
    skip = {"commands", "drawing", "site", "harness", "fingerprint", "documents", "fuzz", "mutation"}
    files += sorted(p for p in package.rglob("*.py")
                    if not skip & set(p.relative_to(package).parts[:-1]) or p.name == "posing.py")
    for path in files:
        h.update(path.name.encode())
        h.update(path.read_bytes())
    return h.hexdigest()[:16]


CACHE_FILE = "predictions.json"
"""Where the predictions are kept, in the cache folder (``ogallala.util.cached``)."""


class Predictor:
    """Predicted pass (True) or not of runs under readings, computed once each."""

    def __init__(self, persist: bool = True) -> None:
        self.persist = persist
        self.known: dict[str, bool] = {}
        self.computed = 0
        """How many predictions this predictor played (the rest came from its cache)."""
        self._digest = ""
        if persist:
            self._digest = digest()
            self.known = self._read()

    def _read(self) -> dict[str, bool]:
        here = cached.folder()
        data = here.read_json(CACHE_FILE) if here is not None else None
        if not isinstance(data, dict) or data.get("digest") != self._digest or not isinstance(data.get("passes"), dict):
            return {}
        return {k: v for k, v in data["passes"].items() if isinstance(k, str) and isinstance(v, bool)}

    def save(self) -> None:
        """Keep the predictions on disk (a cache that cannot be written costs time, nothing else)."""
        if not self.persist or not self.computed:
            return
        here = cached.folder()
        if here is not None:
            here.write_json(CACHE_FILE, {"digest": self._digest, "passes": dict(sorted(self.known.items()))})

    def passes(self, run: Run, plays: Readings, told: Readings, named_only: bool = True) -> bool:
        """Whether ``run`` passes on an engine that plays ``plays`` in its edition and is told
        (declares) ``told``: both readings that differ from the decisions, by ruling. With
        ``named_only`` (the default) only the readings of the rulings the run names count;
        without it, all of them (a run may depend on a ruling it does not name when the
        engine plays another reading than it is told: a wider mat shows in a dealt position)."""
        if named_only:
            key = _key(run, plays, told)
        else:
            key = "|".join((run.key, "*", ",".join(f"{r}={a}" for r, a in sorted(plays.items())),
                            ",".join(f"{r}={a}" for r, a in sorted(told.items()))))
        found = self.known.get(key)
        if found is None:
            names = set(depends(run)) if named_only else set(plays) | set(told)
            mine = {r: a for r, a in plays.items() if r in names}
            said = {r: a for r, a in told.items() if r in names}
            engine = Posing({f"{r}@{run.edition}": a for r, a in mine.items()})
            found = execute(run, engine, said).status == "passed"
            self.known[key] = found
            self.computed += 1
        return found

    def vector(self, runs: Iterable[Run], plays: Readings, told: Readings) -> tuple[bool, ...]:
        return tuple(self.passes(run, plays, told) for run in runs)
