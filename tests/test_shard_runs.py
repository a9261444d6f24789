"""``--shard K/N`` on ``conformance`` (by run key) and on ``mutate`` (by mutant name): for N
in 1..5 the shards partition the whole run, each run in exactly one shard, with the same
result as unsharded, and the report says which shard it holds."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ogallala.commands.cli import main

from tiers import full


def _report(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, *args: str) -> dict:
    out = tmp_path / f"{name}.json"
    code = main(["conformance", *args, "--json", str(out)])
    capsys.readouterr()
    assert code == 0
    return json.loads(out.read_text())


@pytest.mark.parametrize("selection", [
    ("--rule", "attack.strength"),
    pytest.param(("--edition", "ass-i"), marks=full),
])
def test_the_shards_of_a_conformance_run_partition_it(selection: tuple[str, ...], tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    whole = _report(capsys, tmp_path, "whole", *selection)
    told = {r["id"]: r["outcome"] for r in whole["engines"][0]["results"]}
    assert len(told) > 20 and whole["meta"]["shard"] is None
    for n in range(1, 6):
        seen: dict[str, str] = {}
        for k in range(1, n + 1):
            part = _report(capsys, tmp_path, f"{k}-{n}", *selection, "--shard", f"{k}/{n}")
            assert part["meta"]["shard"] == f"{k}/{n}"
            results = {r["id"]: r["outcome"] for r in part["engines"][0]["results"]}
            assert not set(results) & set(seen), f"a run in two shards of {n}"
            seen.update(results)
            if n > 1:
                assert len(results) < len(told)
        assert seen == told


def test_the_shards_of_mutate_partition_the_mutants(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["mutate", "--list"]) == 0
    every = [line.split("\t")[0] for line in capsys.readouterr().out.splitlines()]
    assert len(every) > 50
    for n in range(1, 6):
        seen: list[str] = []
        for k in range(1, n + 1):
            assert main(["mutate", "--list", "--shard", f"{k}/{n}"]) == 0
            seen += [line.split("\t")[0] for line in capsys.readouterr().out.splitlines()]
        assert sorted(seen) == sorted(every) and len(set(seen)) == len(seen)


@pytest.mark.parametrize("shard", ["0/3", "4/3", "2", "1/0"])
def test_a_wrong_shard_is_refused(shard: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["conformance", "--shard", shard]) == 2
    assert "--shard" in capsys.readouterr().err
