"""The four editions as data: ``spec/editions/*.toml`` loaded into frozen models.

An edition is its deck, its display geometry, its piles, its scoring table and a small set
of named rule parameters (``[rules]``). The engine reads only these; it never asks which
edition it is playing.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache, cached_property
from typing import Any, Literal

from pydantic import Field, model_validator

from ..util import cached
from ..util.frozen import Frozen as _Frozen
from ..util.resources import data_path
from .cards import CardKind, Category, Half
from .edition_parts import (
    EDITION_IDS,
    Band,
    CardEntry,
    Cited,
    Deck,
    Display,
    Piles,
    Players,
    Rules,
    Scoring,
    Source,
    Suite,
    Tribes,
    Variant,
)

__all__ = ["EDITION_IDS", "Band", "CardEntry", "Cited", "Deck", "Display", "Edition", "Piles", "Players",
           "Rules", "Scoring", "Source", "Suite", "Tribes", "Variant", "all_editions", "load", "patched",
           "played_instead"]

class Edition(_Frozen):
    id: str
    title: str
    publisher: str
    year: int | None = None
    language: str
    sources: tuple[str, ...]
    summary: str
    players: Players
    deck: Deck
    tribes: Tribes
    display: Display
    piles: Piles
    cards: tuple[CardEntry, ...]
    suites: tuple[Suite, ...]
    variants: tuple[Variant, ...] = ()
    scoring: Scoring
    rules: Rules
    readings: dict[str, str] = {}
    """The readings (ruling id -> alternative) this data is played under, where they differ
    from the edition's decisions; empty for the edition as decided."""

    @model_validator(mode="after")
    def _deck_adds_up(self) -> Edition:
        total = sum(c.count for c in self.cards) + 3 * len(self.suites)
        if total != self.deck.size:
            raise ValueError(f"edition {self.id}: the card list adds up to {total}, not {self.deck.size}")
        return self

    @cached_property
    def kinds(self) -> dict[str, CardKind]:
        """Every card kind of the edition by id, in deck order, suites last."""
        kinds: dict[str, CardKind] = {}
        for entry in self.cards:
            indians = entry.category not in {
                Category.EMPTY_BOW, Category.EMPTY_STERN, Category.EMPTY_SECTION,
                Category.SIMPLE_BOOTY, Category.PAIRED_BOOTY, Category.PERSON,
            } and entry.id != "totem"
            kinds[entry.id] = CardKind(
                id=entry.id, category=entry.category, names=entry.names, value=entry.value, indians=indians
            )
        for suite in self.suites:
            for half, names in ((Half.FRONT, suite.front or suite.pair_names), (Half.REAR, suite.rear or suite.pair_names)):
                kid = f"{suite.id}-{half.value[0]}"
                kinds[kid] = CardKind(id=kid, category=Category.PAIRED_BOOTY, names=names, suite=suite.id, half=half)
            if self.rules.halves == "identical":
                # ruling booty-halves: two alike cards are one picture, so both tokens share
                # the front half's kind (no front or rear) and every rule comparing kinds
                # (same picture in a row, a card already owned) treats them as one card
                alike = CardKind(id=f"{suite.id}-f", category=Category.PAIRED_BOOTY,
                                 names=suite.pair_names or suite.front, suite=suite.id)
                kinds[f"{suite.id}-f"] = kinds[f"{suite.id}-r"] = alike
            kinds[suite.person] = CardKind(
                id=suite.person, category=Category.PERSON, names=suite.person_names, suite=suite.id
            )
        return kinds

    @cached_property
    def variant_ids(self) -> tuple[str, ...]:
        return tuple(v.id for v in self.variants)

    def variant(self, vid: str) -> Variant:
        for v in self.variants:
            if v.id == vid:
                return v
        raise KeyError(vid)

    def width(self, options: frozenset[str] | tuple[str, ...] = ()) -> int:
        if "wide" in options and self.display.wide:
            return self.display.wide
        return self.display.width

    def counts(self, options: frozenset[str] | tuple[str, ...] = ()) -> Counter[str]:
        """How many cards of each token the deck holds under these options (a copy)."""
        return Counter(_counts(self.id, _key(self.readings), frozenset(options)))

    def _counts(self, options: frozenset[str]) -> Counter[str]:
        """How many cards of each token the deck holds under these options.

        With the two-tribe variant a coloured kind splits into ``kind.colour`` tokens;
        without it the colour is not written, as the rulebooks say it can be ignored.
        """
        tribes = "tribes" in options
        per_colour: dict[str, list[int]] = {}
        plain: Counter[str] = Counter()
        for entry in self.cards:
            if entry.split is not None:
                per_colour[entry.id] = list(entry.split)
            else:
                plain[entry.id] = entry.count
        for suite in self.suites:
            for kid in (f"{suite.id}-f", f"{suite.id}-r", suite.person):
                plain[kid] = 1
        for vid in sorted(options):
            if vid not in self.variant_ids:
                continue  # validate_options reports it
            variant = self.variant(vid)
            for sign, changes in ((1, variant.add), (-1, variant.remove)):
                for kid, change in changes.items():
                    if isinstance(change, tuple):
                        split = per_colour.setdefault(kid, [0, 0])
                        split[0] += sign * change[0]
                        split[1] += sign * change[1]
                    else:
                        plain[kid] += sign * change
        result: Counter[str] = Counter()
        for kid in self.kinds:
            if kid in per_colour:
                red, other = per_colour[kid]
                if tribes:
                    result[f"{kid}.{self.tribes.colours[0]}"] = red
                    result[f"{kid}.{self.tribes.colours[1]}"] = other
                else:
                    result[kid] = red + other
            elif plain.get(kid):
                result[kid] = plain[kid]
        return +result

    def full_deck(self, options: frozenset[str] | tuple[str, ...] = ()) -> tuple[str, ...]:
        """Every card of the deck in canonical (unshuffled) order."""
        return tuple(card for card, n in self.counts(options).items() for _ in range(n))

    def tokens(self, options: frozenset[str] | tuple[str, ...] = ()) -> tuple[str, ...]:
        """Every card token that can occur under these options, in canonical order."""
        return tuple(self.counts(options))

    def validate_options(self, options: frozenset[str] | tuple[str, ...]) -> str | None:
        """A reason these options are not allowed in this edition, or ``None``."""
        for vid in options:
            if vid not in self.variant_ids:
                allowed = ", ".join(self.variant_ids) or "none"
                return f"edition {self.id} has no variant {vid!r} (its variants: {allowed})"
            for other in self.variant(vid).excludes:
                if other in options:
                    return f"variants {vid!r} and {other!r} exclude each other"
        return None


ReadingKey = tuple[tuple[str, str], ...]


def _key(readings: Mapping[str, str] | None) -> ReadingKey:
    return tuple(sorted(readings.items())) if readings else ()


@cache
def _counts(edition_id: str, readings: ReadingKey, options: frozenset[str]) -> Counter[str]:
    return _read(edition_id, readings)._counts(options)


@cache
def _raw(edition_id: str) -> dict[str, Any]:
    path = data_path("spec", "editions", f"{edition_id}.toml")
    if not path.is_file():
        raise KeyError(f"unknown edition {edition_id!r}; the editions are {', '.join(EDITION_IDS)}")
    return cached.toml(path)  # as parsed by an earlier command while the file is unchanged


def load(edition_id: str, readings: Mapping[str, str] | None = None) -> Edition:
    """The edition's data, as decided or under ``readings`` (ruling id -> alternative, as
    ``ogallala.model.readings.normalise`` leaves them: only those that differ from the decisions).
    Inside ``played_instead``, the data put in the edition's place.

    Raises ``KeyError`` for an unknown edition and ``ReadingError`` for readings the
    register does not list or that contradict each other.
    """
    if _INSTEAD and edition_id in _INSTEAD:
        return _instead(edition_id, readings)
    return _read(edition_id, _key(readings))


_INSTEAD: dict[str, Edition] = {}
"""The data ``load`` gives in place of an edition's, while ``played_instead`` is in force."""


def _instead(edition_id: str, readings: Mapping[str, str] | None) -> Edition:
    from .readings import ReadingError, normalise

    if readings and normalise(edition_id, dict(readings)):
        raise ReadingError(f"edition {edition_id} is played with data put in its place, as decided: "
                           "it takes no readings")
    return _INSTEAD[edition_id]


def overridden() -> bool:
    """Whether some edition's data is replaced now (``played_instead``): what is worked out
    from an edition then must not be kept for later."""
    return bool(_INSTEAD)


@contextmanager
def played_instead(data: Mapping[str, Edition]) -> Iterator[None]:
    """``load`` gives ``data[id]`` for the editions it names, as decided, until the block
    ends. Whoever keeps what was worked out from an edition (the engine's tables) must
    drop it on both sides of the block: ``ogallala.engine.patched.playing`` does."""
    if _INSTEAD:
        raise RuntimeError("edition data is already played instead; blocks do not nest")
    _INSTEAD.update(data)
    try:
        yield
    finally:
        _INSTEAD.clear()


class Patched(Edition):
    """An edition's data with a patch merged in: its deck is counted from its own data
    (``Edition.counts`` looks the counts up by edition id and readings, which would give
    the unpatched deck)."""

    def counts(self, options: frozenset[str] | tuple[str, ...] = ()) -> Counter[str]:
        counted: dict[frozenset[str], Counter[str]] = self.__dict__.setdefault("_counted", {})
        key = frozenset(options)
        if key not in counted:
            counted[key] = self._counts(key)
        return Counter(counted[key])


def patched(edition_id: str, patch: Mapping[str, Any], readings: Mapping[str, str] | None = None) -> Edition:
    """The edition's data with ``patch`` (a partial edition table, as a reading's) merged in,
    then the readings' patches on top, as ``load`` merges readings. Raises ``ValueError``
    when the result is not a valid edition."""
    from .readings import normalise, patches

    raw = _raw(edition_id)
    data = dict(raw)  # _merge copies each table it changes: the raw data stays as read
    _merge(data, patch, (), "patch", {})
    chosen = normalise(edition_id, dict(readings or {}))
    origins: dict[tuple[str, ...], tuple[str, Any]] = {}
    for origin, part in patches(edition_id, chosen):
        _merge(data, part, (), origin, origins)
    data["readings"] = chosen
    return Patched.model_validate(_reuse(data, raw, _read(edition_id, ())))


@cache
def _read(edition_id: str, readings: ReadingKey) -> Edition:
    raw = _raw(edition_id)
    if not readings:
        return Edition.model_validate(raw)
    from .readings import ReadingError, normalise, patches

    chosen = normalise(edition_id, dict(readings))
    data = dict(raw)  # _merge copies each table it changes: the raw data stays as read
    origins: dict[tuple[str, ...], tuple[str, Any]] = {}
    for origin, patch in patches(edition_id, chosen):
        _merge(data, patch, (), origin, origins)
    data["readings"] = chosen
    decided = _read(edition_id, ())
    try:
        edition = Edition.model_validate(_reuse(data, raw, decided))
    except ValueError as error:
        raise ReadingError(f"readings {', '.join(f'{r}={a}' for r, a in chosen.items())} make edition "
                           f"{edition_id} invalid: {error}") from None
    if (_same(edition.cards, decided.cards) and _same(edition.suites, decided.suites)
            and edition.rules.halves == decided.rules.halves):
        edition.__dict__["kinds"] = decided.kinds  # what ``kinds`` is made of is the decided edition's
    return edition


def _same(mine: tuple[Any, ...], theirs: tuple[Any, ...]) -> bool:
    """The same entries, each the very same model."""
    return len(mine) == len(theirs) and all(a is b for a, b in zip(mine, theirs))


_BY_ID = ("cards", "suites", "variants")
"""Parts of the edition data that are lists of entries with ids; a patch names entries by id."""


def _reuse(data: dict[str, Any], raw: Mapping[str, Any], decided: Edition) -> dict[str, Any]:
    """``data`` with each part the readings left as read (the same object as in ``raw``)
    replaced by the decided edition's model of it: validation then checks only what the
    readings changed (a model given to pydantic is taken as it is), and the whole edition's
    own checks. An edition is loaded under about 240 sets of readings in the suite."""
    reused = dict(data)
    for key, value in data.items():
        if key not in Edition.model_fields or key == "readings":
            continue
        mine = getattr(decided, key)
        if value is raw.get(key):
            reused[key] = mine
        elif key in _BY_ID and isinstance(value, list) and isinstance(raw.get(key), list):
            kept = {id(entry): model for entry, model in zip(raw[key], mine)}
            reused[key] = [kept.get(id(entry), entry) for entry in value]
    return reused


def _merge(base: dict[str, Any], patch: Mapping[str, Any], path: tuple[str, ...], origin: str,
           origins: dict[tuple[str, ...], tuple[str, Any]]) -> None:
    """Merge ``patch`` into ``base`` in place; two readings may not set one value differently.
    The tables and entries below ``base`` that change are copied first, never changed where
    they are (they are shared with the edition's data as read)."""
    from .readings import ReadingError

    for key, value in patch.items():
        here = (*path, key)
        if key in _BY_ID and not path and isinstance(value, Mapping):
            entries = {e["id"]: e for e in base.get(key, [])}
            for eid, change in value.items():
                if change is False:
                    entries.pop(eid, None)
                elif eid in entries and isinstance(change, Mapping):
                    entries[eid] = dict(entries[eid])
                    _merge(entries[eid], change, (*here, eid), origin, origins)
                else:
                    entries[eid] = {"id": eid, **change}
            base[key] = list(entries.values())
        elif isinstance(value, Mapping) and isinstance(base.get(key), dict):
            base[key] = dict(base[key])
            _merge(base[key], value, here, origin, origins)
        else:
            earlier = origins.get(here)
            if earlier is not None and earlier[1] != value:
                raise ReadingError(f"readings {earlier[0]} and {origin} set {'.'.join(here)} differently")
            origins[here] = (origin, value)
            base[key] = value


def all_editions() -> tuple[Edition, ...]:
    return tuple(load(e) for e in EDITION_IDS)
