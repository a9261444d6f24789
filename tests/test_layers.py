"""The package's layers (docs/architecture.md), checked by import-linter: a module imports
only from its own layer and those below, the tools beside each other do not import each
other, the public names at the top are not used from inside, and no two modules of a
package import each other round a circle. The contracts are in ``pyproject.toml``."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "reference" / "ogallala"
CONFIG = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]

OLD_NAMES = {"editions": "model.editions", "state": "model.state", "actions": "model.actions",
             "scores": "model.scores", "scoring": "engine.scoring", "client": "protocol.client",
             "compiled": "util.compiled"}
"""The public modules of 0.3 (docs/api.md) and where each lives since the layout by layer."""

FACADE = {"__init__.py", "__main__.py", "py.typed", "pytest_plugin.py", *(f"{name}.py" for name in OLD_NAMES)}
"""What the package's top holds besides the layers: the names users import (docs/api.md),
``python -m ogallala`` and the pytest plugin's entry point."""


def _lint(config: Path, path: Path) -> subprocess.CompletedProcess[str]:
    command = [str(Path(sys.executable).with_name("lint-imports")), str(config), "--no-cache"]
    return subprocess.run(command, capture_output=True, text=True, timeout=300, cwd=path,
                          env={"PYTHONPATH": str(path), "PATH": "/usr/bin:/bin"})


def _layers() -> list[str]:
    layers = next(c for c in CONFIG["contracts"] if c["id"] == "layers")["layers"]
    return [name.strip() for layer in layers for name in layer.split("|")]


def test_every_module_belongs_to_a_layer_or_the_facade() -> None:
    packages = {name.removeprefix("ogallala.") for name in _layers()}
    found = {p.name for p in PACKAGE.iterdir() if p.name != "__pycache__" and not p.name.startswith("_data")}
    assert found - packages - FACADE == set(), "a module or package at the top that no layer names"
    assert packages <= found


def test_the_layers_hold() -> None:
    done = _lint(ROOT / "pyproject.toml", ROOT / "reference")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Contracts: 3 kept, 0 broken." in done.stdout


@pytest.mark.parametrize(("where", "line", "broken"), [
    ("model/cards.py", "from ..harness import runner as _up\n", "ogallala.model is not allowed to import ogallala.harness"),
    ("engine/game.py", "from ..protocol import interface as _up\n", "ogallala.engine is not allowed to import ogallala.protocol"),
    ("fuzz/report.py", "from ..fingerprint import fit as _side\n", "ogallala.fuzz is not allowed to import ogallala.fingerprint"),
    ("harness/tags.py", "from .. import pytest_plugin as _facade\n", "ogallala.harness.tags -> ogallala.pytest_plugin"),
    ("notation/render.py", "from . import read as _circle\n", "No cycles are allowed in ogallala.notation"),
], ids=["upward", "engine-to-protocol", "sibling-tools", "facade", "circle"])
def test_a_planted_import_breaks_a_contract(tmp_path: Path, where: str, line: str, broken: str) -> None:
    """The contracts are alive: a copy of the package with one forbidden import fails."""
    copy = tmp_path / "ogallala"
    shutil.copytree(PACKAGE, copy, ignore=shutil.ignore_patterns("__pycache__", "_data"))
    target = copy / where
    target.write_text(target.read_text(encoding="utf-8") + "\n" + line, encoding="utf-8")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    done = _lint(tmp_path / "pyproject.toml", tmp_path)
    assert done.returncode == 1, done.stdout + done.stderr
    assert broken in done.stdout


def test_the_picture_shows_the_contract() -> None:
    """docs/images/layers.svg is drawn from the contract: a layer added, removed or moved in
    pyproject.toml needs ``python tests/layers_picture.py --write``."""
    sys.path.insert(0, str(Path(__file__).parent))
    from layers_picture import PICTURE, picture

    assert PICTURE.read_text(encoding="utf-8") == picture(), "run: python tests/layers_picture.py --write"


@pytest.mark.parametrize("old", sorted(OLD_NAMES))
def test_the_old_public_names_still_import(old: str) -> None:
    """0.3's users wrote ``from ogallala.scoring import ...``: each old module still gives
    every public name of its new home, the same objects, and nothing of its own."""
    import importlib

    alias = importlib.import_module(f"ogallala.{old}")
    home = importlib.import_module(f"ogallala.{OLD_NAMES[old]}")
    assert list(alias.__all__) == list(home.__all__) and home.__all__
    for name in home.__all__:
        assert getattr(alias, name) is getattr(home, name), name
    own = {n for n in vars(alias) if not n.startswith(("__", "@"))} - set(home.__all__)  # "@": pytest's assertion rewriting
    assert own == set(), f"ogallala.{old} defines names its home does not export"
