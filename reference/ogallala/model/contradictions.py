"""Readings that contradict each other: two that set one value of an edition's data
differently, or that together make an edition no deck can be (one totem both red and
black). An engine cannot declare both; the harness leaves out a row that names one for an
engine that declares the other, and warns about a hello that declares both.

A module of its own above ``editions`` and ``readings``: it asks both (the editions module
reads readings to patch the data).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .editions import load
from .readings import ReadingError, Readings, _register, base, decided, normalise, parts, problems

__all__ = ["conflicts"]


def conflicts(edition: str, readings: Readings, decisions: bool = False) -> list[str]:
    """Where these readings contradict each other: two of them setting one value of the
    edition's data differently (a reading that needs another ruling read its way, such as a
    row holding one canoe and the row read as one boat, says so by setting the same value).
    A reading given that repeats a decision counts with its patch; with ``decisions``, so
    do the decisions of every ruling left out. Each in one line; empty when they agree."""
    register = _register()
    full = {**decided(edition), **readings} if decisions else dict(readings)
    found: list[str] = []
    origins: dict[tuple[str, ...], tuple[str, Any]] = {}

    def walk(patch: Mapping[str, Any], path: tuple[str, ...], origin: str) -> None:
        for key, value in patch.items():
            here = (*path, key)
            if isinstance(value, Mapping):
                walk(value, here, origin)
                continue
            earlier = origins.get(here)
            if earlier is not None and earlier[1] != value and earlier[0].split("=")[0] != origin.split("=")[0]:
                found.append(f"{earlier[0]} and {origin} set {'.'.join(here)} differently")
            origins.setdefault(here, (origin, value))

    valid = {}
    for rid in sorted(full):
        ruling = register.get(rid)
        if ruling is None or problems(edition, {rid: full[rid]}):
            continue
        valid[rid] = full[rid]
        for part in parts(edition, rid, full[rid]):
            walk(part, (), f"{rid}={base(full[rid])}")
    if not found:
        try:
            load(edition, normalise(edition, valid))
        except ReadingError as error:  # say two readings of one card's count and colours
            found.append(str(error))
    return found
