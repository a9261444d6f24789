"""``--shard K/N`` (``ogallala.util.shards``): the N shards of any set of keys hold each key
exactly once, the same on every machine, and a wrong ``K/N`` is one clear line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ogallala.util.errors import UserError
from ogallala.util.shards import WHOLE, Shard, of, parse

KEYS = [f"attack_strength#{row}@{edition}" for row in range(1, 200)
        for edition in ("pelikan-1975", "ass-ii", "ass-i", "amigo")] + [str(seed) for seed in range(1000)]


@pytest.mark.parametrize("count", [1, 2, 3, 4, 5, 7, 16])
def test_the_shards_partition_the_keys(count: int) -> None:
    shards = [Shard(k, count).take(KEYS, str) for k in range(1, count + 1)]
    assert sorted(key for shard in shards for key in shard) == sorted(KEYS)
    assert all(len(shard) > 0.7 * len(KEYS) / count for shard in shards), [len(s) for s in shards]


def test_a_key_falls_in_the_same_shard_in_another_process() -> None:
    """Not Python's ``hash``: another interpreter, with another hash seed, agrees."""
    code = "import sys; from ogallala.util.shards import of; print([of(k, 5) for k in sys.argv[1:]])"
    keys = KEYS[:50]
    for seed in ("0", "1", "random"):
        done = subprocess.run([sys.executable, "-c", code, *keys], capture_output=True, text=True, timeout=60,
                              env={"PYTHONHASHSEED": seed, "PATH": "/usr/bin:/bin"}, check=True)
        assert done.stdout.strip() == str([of(k, 5) for k in keys])


def test_the_whole_holds_everything_and_keeps_the_order() -> None:
    assert WHOLE.take(KEYS, str) == KEYS
    assert str(Shard(2, 5)) == "2/5" and parse(" 2/5 ") == Shard(2, 5)


@pytest.mark.parametrize("text", ["", "3", "0/3", "4/3", "1/0", "-1/3", "1/3/5", "a/b", "1/100000", "2 / 3"])
def test_a_wrong_shard_is_refused_in_one_line(text: str) -> None:
    with pytest.raises(UserError) as refused:
        parse(text)
    assert refused.value.code == 2 and "--shard" in str(refused.value) and "\n" not in str(refused.value)
