"""The reference engine playing other data in an edition's place, for a while.

A rule topic's parameters can be taken from one edition into another's data and the
scenarios played again under the mixture (``ogallala.documents.behaviour``): whatever then
changes in the outcome comes from those parameters alone. Every ``load`` of the edition
gives the data put in its place while the block lasts (``editions.played_instead``), the
notation's reading of positions included, and the tables built from the edition's own
data are dropped on entering and on leaving, so that nothing worked out from one survives
into the other. Unlike a mutant's patches this changes no code, so it reaches a compiled
engine too, and the positions kept in the cache folder stay trusted afterwards (none is
read or kept inside the block).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from ..model.editions import Edition, played_instead
from . import tables

__all__ = ["playing"]


@contextmanager
def playing(data: Mapping[str, Edition]) -> Iterator[None]:
    """The engine plays ``data[id]`` for each edition id it names (as decided: a game of
    that edition under readings is refused), and the editions' own data again afterwards."""
    with played_instead(data):
        tables.forget(code_patched=False)
        try:
            yield
        finally:
            tables.forget(code_patched=False)
