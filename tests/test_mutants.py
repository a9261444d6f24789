"""Deliberately broken copies of the reference engine must be caught by the scenarios.

The mutants are the catalog of ``ogallala.mutation`` (docs/mutation.md): each changes one
rule, in the engine's code or in an edition's data, and every scenario run that can see
it is played against it. Each must be killed (made to fail) by at least two runs that
pass against the reference engine, and docs/mutation.md must say what the run gives.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tiers
from command_line import run
from ogallala.engine import entry as engine, tables
from ogallala.model.editions import EDITION_IDS
from ogallala.mutation import MutantError, Patches, applied, catalog, run_all, run_mutant
from ogallala.mutation.catalog import AREAS
from ogallala.mutation.report import REQUIRED, page, problems
from ogallala.mutation.run import survey
from ogallala.model.spec import load_spec

DOCS = Path(__file__).resolve().parents[1] / "docs" / "mutation.md"


def test_the_catalog_spans_the_game() -> None:
    """At least 60 mutants, in every area and every edition, each naming a real rule topic."""
    mutants = catalog()
    assert len(mutants) >= 60
    assert {m.area for m in mutants.values()} == set(AREAS)
    topics = {r.id for r in load_spec().rules}
    for edition in EDITION_IDS:
        assert sum(edition in m.editions for m in mutants.values()) >= 40, edition
    for m in mutants.values():
        assert m.rule in topics or m.rule.split()[0] in ("event", "field"), m.name


def test_every_rule_topic_has_a_mutant_in_every_edition_it_concerns() -> None:
    """Every rule topic that applies to an edition has a mutant changing that edition,
    but for scoring.examples (whole worked examples: each scoring mutant changes them)."""
    covered = {(m.rule, e) for m in catalog().values() for e in m.editions}
    missing = [(r.id, e) for r in load_spec().rules for e in r.editions
               if (r.id, e) not in covered and r.id != "scoring.examples"]
    assert missing == []


def test_every_mutant_applies_and_is_undone() -> None:
    """Each patch finds its target, changes something, and leaves the engine as it was."""
    before = engine.start("amigo", ["North", "South"], seed=7)
    for m in catalog().values():
        with applied(m.name, m.apply):
            for edition in m.editions:
                engine.start(edition, ["North", "South"], seed=7)
    assert engine.start("amigo", ["North", "South"], seed=7) == before


def test_a_mutant_whose_target_is_gone_fails_loudly() -> None:
    with pytest.raises(MutantError, match="does not exist"):
        with applied("gone", lambda p: p.replace(tables, "no_such_function", None)):
            pass
    with pytest.raises(MutantError, match="has no rules.no_such_rule"):
        with applied("gone", lambda p: p.data(("amigo",), {"rules": {"no_such_rule": True}})):
            pass
    with pytest.raises(MutantError, match="leaves edition amigo as it is"):
        with applied("same", lambda p: p.data(("amigo",), {"rules": {"same_picture": True}})):
            pass
    with pytest.raises(MutantError, match="no cards entry"):
        with applied("gone", lambda p: p.data(("amigo",), {"cards": {"unicorn": {"count": 1}}})):
            pass
    assert tables.load("amigo").rules.same_picture


@tiers.fast
def test_the_reference_engine_passes_every_run() -> None:
    """The fast tier's whole suite in-process: every run of every edition passes."""
    assert survey().failing == frozenset()


def _fewest_runs() -> list[str]:
    """Of each area, the mutant the fewest runs can see (docs/mutation.md's ``runs`` column,
    from the last whole mutation run), so that the fast tier touches every area cheaply; the
    first of the area where the page does not list it."""
    seen: dict[str, int] = {}
    for line in DOCS.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 6 and cells[0].startswith("`") and cells[4].isdigit():
            seen[cells[0].strip("`")] = int(cells[4])
    mutants = catalog()
    chosen: dict[str, str] = {}
    for name, mutant in mutants.items():
        best = chosen.get(mutant.area)
        if best is None or seen.get(name, 10**9) < seen.get(best, 10**9):
            chosen[mutant.area] = name
    return [chosen[area] for area in AREAS if area in chosen]


@pytest.mark.parametrize("name", ["deal-unshuffled", "reshuffle-turned-over"])
def test_an_engine_that_skips_the_shuffle_fails_the_suite(name: str) -> None:
    """Dealing the deck unshuffled, or turning the discard pile over instead of shuffling
    it, is caught by at least two runs."""
    result = run_mutant(catalog()[name])
    assert result.kills >= REQUIRED and not result.errors


@tiers.fast
@pytest.mark.parametrize("name", _fewest_runs())
def test_a_mutant_of_each_area_is_killed_twice(name: str) -> None:
    """The fast tier's sample of the mutation run: a mutant of each area."""
    result = run_mutant(catalog()[name])
    assert result.kills >= REQUIRED and not result.errors


@tiers.full
def test_every_mutant_is_killed_twice_and_the_docs_say_so() -> None:
    """The whole mutation run (on every core): each mutant killed by at least two runs, none
    making a run err; docs/mutation.md is what the run gives (``ogallala mutate --write-docs``)."""
    results = run_all()
    assert problems(results) == []
    assert DOCS.read_text(encoding="utf-8") == page(results), "docs/mutation.md is stale: run `ogallala mutate --write-docs`"


def test_patches_undo_in_reverse_order() -> None:
    p = Patches("twice")
    original = tables.load
    p.replace(tables, "load", 1)
    p.replace(tables, "load", 2)
    p.undo()
    assert tables.load is original


def test_mutate_lists_the_catalog_and_refuses_unknown_mutants(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "mutate", "--list")
    assert code == 0 and len(out.splitlines()) == len(catalog())
    assert run(capsys, "mutate", "--mutant", "deal-unshufled")[0] == 2
    code, _, err = run(capsys, "serve", "--mutant", "no-such-mutant")
    assert code == 2 and "no mutant 'no-such-mutant'" in err


def test_mutate_reports_one_mutant_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    code, out, _ = run(capsys, "mutate", "--mutant", "deal-seed-kept", "--json", "-j", "1")
    found = json.loads(out)["mutants"]
    assert code == 0 and [m["name"] for m in found] == ["deal-seed-kept"]
    assert found[0]["kills"] >= REQUIRED and len(found[0]["killed_by"]) == found[0]["kills"]


def test_mutation_is_refused_against_a_compiled_engine(capsys: pytest.CaptureFixture[str],
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """Under a compiled engine (``OGALLALA_COMPILE=1``) a mutant's patches would not reach the
    compiled modules and every mutant would live: ``ogallala mutate`` and ``ogallala serve
    --mutant`` stop in one line with exit 1, before playing anything, and ``applied`` refuses
    too. (That a real compiled install is seen as compiled is tests/test_packaging.py's.)"""
    from ogallala.util import compiled

    monkeypatch.setattr(compiled, "compiled_modules", lambda: ["game"])
    for argv in (("mutate", "--mutant", "deal-seed-kept"), ("mutate",), ("serve", "--mutant", "deal-seed-kept")):
        code, out, err = run(capsys, *argv)
        assert code == 1 and out == "", argv
        assert len(err.splitlines()) == 1 and "compiled (mypyc)" in err and "pure install" in err, err
    assert run(capsys, "mutate", "--list")[0] == 0
    mutant = catalog()["deal-seed-kept"]
    with pytest.raises(MutantError, match="compiled"), applied(mutant.name, mutant.apply):
        pass
    monkeypatch.setattr(compiled, "compiled_modules", lambda: [])
    assert run(capsys, "serve", "--mutant", "no-such-mutant")[0] == 2
