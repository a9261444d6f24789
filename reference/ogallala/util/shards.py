"""A share of independent work for one of N machines: ``--shard K/N``.

Runs, fuzz games and mutants are independent, so a scheduler that users already have (a CI
matrix, a shell loop) can split them. A shard is picked by a stable digest of each item's
key, not by Python's ``hash`` (which changes from process to process) nor by position in a
list (which changes when the suite does): the same key is in the same shard on every
machine, and the N shards together hold every item exactly once.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable, Iterable
from typing import NamedTuple, TypeVar

from .errors import UserError

T = TypeVar("T")

MAX_SHARDS = 10_000
"""The most shards a split may have: more machines than that is a typing slip."""


class Shard(NamedTuple):
    """Shard ``part`` (1-based, as the user writes it) of ``parts``."""

    part: int
    parts: int

    def __str__(self) -> str:
        return f"{self.part}/{self.parts}"

    def holds(self, key: str) -> bool:
        """Whether the item named ``key`` belongs to this shard."""
        return self.parts == 1 or of(key, self.parts) == self.part

    def take(self, items: Iterable[T], key: Callable[[T], str]) -> list[T]:
        """The items of this shard, in their given order."""
        return [item for item in items if self.holds(key(item))]


WHOLE = Shard(1, 1)
"""The whole, unsplit."""


def of(key: str, count: int) -> int:
    """The shard (1-based) that ``key`` falls in when the work is split ``count`` ways."""
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).digest()
    return int.from_bytes(digest[:8], "big") % count + 1


_SHARD = re.compile(r"(\d{1,6})/(\d{1,6})")


def parse(text: str, option: str = "--shard") -> Shard:
    """``K/N`` with 1 <= K <= N <= ``MAX_SHARDS`` (exit 2 otherwise)."""
    found = _SHARD.fullmatch(text.strip())
    if found is None:
        raise UserError(f"{option} takes K/N, the shard K of N (as 2/5), not {text[:40]!r}", 2)
    index, count = int(found[1]), int(found[2])
    if not 1 <= index <= count <= MAX_SHARDS:
        raise UserError(f"{option} {index}/{count}: K must be from 1 to N, and N at most {MAX_SHARDS}", 2)
    return Shard(index, count)
