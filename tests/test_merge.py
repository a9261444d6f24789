"""``ogallala merge``: shard reports put back together equal the unsharded run, run for run,
and reports that do not belong together are refused with one line each.

Until ``conformance --shard K/N`` is on this branch, a shard's report is made the way the
flag defines it: the unsharded report's runs that ``util.shards`` puts in shard K of N, with
``meta.shard`` set. Once the flag exists, each shard is played for real instead.
"""

from __future__ import annotations

import json
import shlex
import sys
from pathlib import Path

import pytest

import tiers
from ogallala.commands.cli import build_parser, main
from ogallala.harness import reports
from ogallala.util.shards import Shard

ROOT = Path(__file__).resolve().parent.parent
ENGINE = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "wrong.py"), "attack"])
SELECTION = ("--edition", "amigo", "--rule", "attack")


def _has_shard_flag() -> bool:
    parser = build_parser("conformance")
    sub = next(a for a in parser._actions if a.dest == "command")
    return "--shard" in sub.choices["conformance"]._option_string_actions  # type: ignore[union-attr]


@pytest.fixture(scope="module")
def whole(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The unsharded run of an engine wrong in one rule: passes, failures with details."""
    path = tmp_path_factory.mktemp("whole") / "whole.json"
    assert main(["conformance", "--engine", ENGINE, *SELECTION, "--json", str(path)]) == 1
    return path


def shards(whole: Path, folder: Path, parts: int) -> list[Path]:
    out = []
    for part in range(1, parts + 1):
        path = folder / f"shard-{part}-of-{parts}.json"
        if _has_shard_flag():
            main(["conformance", "--engine", ENGINE, *SELECTION, "--shard", f"{part}/{parts}", "--json", str(path)])
        else:
            report = reports.read(whole)
            shard = Shard(part, parts)
            engines = tuple(e.model_copy(update={"results": tuple(shard.take(e.results, lambda r: r.id)),
                                                 "summary": reports.summary_of(shard.take(e.results, lambda r: r.id))})
                            for e in report.engines)
            meta = report.meta.model_copy(update={"shard": str(shard)})
            reports.write(report.model_copy(update={"engines": engines, "meta": meta}), path)
        out.append(path)
    return out


def runs(report: reports.Report) -> dict[str, dict[str, object]]:
    """Each run of the one engine by key, without its timing and without its protocol lines
    (the request ids in them count the requests an engine process was sent before: a run
    played in another shard's process has other ids, and the same requests and replies)."""
    (engine,) = report.engines
    out = {}
    for r in engine.results:
        run = r.model_dump(exclude={"duration_s"})
        if isinstance(run["detail"], dict):
            run["detail"] = {k: v for k, v in run["detail"].items() if k != "transcript"}
        out[r.id] = run
    return out


@pytest.mark.parametrize("parts", tiers.one([3, 1, 2, 4, 5], ids=str))  # the full tier: N = 1..5
def test_the_merged_shards_equal_the_whole_run(whole: Path, tmp_path: Path, parts: int,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    given = shards(whole, tmp_path, parts)
    if parts > 1:
        sizes = [len(reports.read(p).engines[0].results) for p in given]
        assert all(sizes) and sum(sizes) == len(reports.read(whole).engines[0].results)
    assert main(["merge", *reversed([str(p) for p in given]), "--out", str(tmp_path / "merged.json")]) == 0
    merged, original = reports.read(tmp_path / "merged.json"), reports.read(whole)
    assert runs(merged) == runs(original)
    assert merged.engines[0].summary == original.engines[0].summary
    assert merged.meta.shard is None and merged.meta.features_sha256 == original.meta.features_sha256
    assert any(r.outcome == "failed" for r in merged.engines[0].results)


def _refused(capsys: pytest.CaptureFixture[str], tmp_path: Path, *given: Path) -> str:
    capsys.readouterr()
    code = main(["merge", *map(str, given), "--out", str(tmp_path / "out.json")])
    err = capsys.readouterr().err
    assert code == 2 and not (tmp_path / "out.json").exists()
    assert err.startswith("ogallala merge: ") and err.count("\n") == 1
    return err


def _edited(path: Path, target: Path, edit) -> Path:  # type: ignore[no-untyped-def]
    document = json.loads(path.read_text())
    edit(document)
    target.write_text(json.dumps(document))
    return target


@tiers.full
def test_shards_that_do_not_belong_together_are_refused(whole: Path, tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    one, two, three = shards(whole, tmp_path, 3)
    assert "shard 3/3 missing" in _refused(capsys, tmp_path, one, two)
    assert "shard 2/3 is given twice" in _refused(capsys, tmp_path, one, two, two, three)
    stray = _edited(two, tmp_path / "stray.json",
                    lambda d: (d["engines"][0]["results"].append(json.loads(one.read_text())["engines"][0]["results"][0]),
                              d["engines"][0].update(summary={})))
    assert "belongs to another shard" in _refused(capsys, tmp_path, one, stray, three)
    other_suite = _edited(three, tmp_path / "suite.json", lambda d: d["meta"].update(features_sha256="0" * 64))
    assert "ran another suite" in _refused(capsys, tmp_path, one, two, other_suite)
    other_engine = _edited(three, tmp_path / "engine.json", lambda d: d["engines"][0]["engine"].update(version="9"))
    assert "is not the one of" in _refused(capsys, tmp_path, one, two, other_engine)
    renamed = _edited(three, tmp_path / "renamed.json", lambda d: d["engines"][0].update(name="other"))
    assert "other engines" in _refused(capsys, tmp_path, one, two, renamed)
    cut = _edited(three, tmp_path / "cut.json", lambda d: d["engines"][0]["results"].pop())
    assert "summary does not count" in _refused(capsys, tmp_path, one, two, cut)
    split = shards(whole, tmp_path / "four", 4) if (tmp_path / "four").mkdir() is None else []
    assert "split the run differently" in _refused(capsys, tmp_path, one, two, split[3])
    assert "none of these reports is a shard" in _refused(capsys, tmp_path, whole, whole)
    assert "twice" in _refused(capsys, tmp_path, one, one, two, three)
