"""The package as released: its runtime dependencies are exactly what it imports, and a
wheel built from the checkout, installed in a fresh virtual environment in a folder of its
own, runs the pytest plugin against ``ogallala serve`` with every amigo run passing.
"""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import tomllib
import zipfile
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest

from ogallala.harness.select import Selection, for_engine, for_suite
from ogallala.inprocess import InProcess
from ogallala.scenarios.load import all_scenarios
from ogallala.version import __version__

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "reference" / "ogallala"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]

DOCS_ONLY = {"mkdocs": {"site/hooks.py"}}
"""Imports of the docs extra, and the only modules allowed them (run by mkdocs, never by the package)."""


def _name(requirement: str) -> str:
    return re.split(r"[<>=!~\[; ]", requirement, maxsplit=1)[0].lower().replace("_", "-")


def imported_distributions() -> dict[str, set[str]]:
    """Distribution -> the package's modules that import it (absolute imports of anything
    not in the standard library, wherever they stand: a lazy import is an import too)."""
    owners = {module: dists for module, dists in packages_distributions().items()}
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        where = str(path.relative_to(PACKAGE))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.split(".")[0]
                if top in sys.stdlib_module_names or top in ("ogallala", "__future__"):
                    continue
                for dist in owners.get(top, [top]):
                    found.setdefault(_name(dist), set()).add(where)
    return found


def test_the_runtime_dependencies_are_what_the_package_imports() -> None:
    imported = imported_distributions()
    for dist, allowed in DOCS_ONLY.items():
        assert imported.pop(dist, set()) <= allowed, f"{dist} is imported outside {allowed}"
    declared = {_name(r) for r in PROJECT["dependencies"]}
    assert set(imported) == declared, (
        f"imported but not declared: {sorted(set(imported) - declared)}; "
        f"declared but never imported: {sorted(declared - set(imported))}")
    tests = {_name(r) for r in PROJECT["optional-dependencies"]["test"]}
    assert "hypothesis" in tests and "hypothesis" not in declared


def test_the_version_is_one_the_changelog_describes() -> None:
    assert re.fullmatch(r"\d+\.\d+\.\d+", __version__)
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    assert f"\n## {__version__} — " in changelog, f"CHANGELOG.md has no section for {__version__}"


def test_mypy_checks_the_whole_package_strictly_with_nothing_left_out() -> None:
    """CI runs ``mypy`` with this configuration: no module may be exempted from --strict."""
    config = PYPROJECT["tool"]["mypy"]
    assert config["strict"] is True and config["files"] == ["reference/ogallala"]
    assert not [o for o in config.get("overrides", []) if o.get("ignore_errors") or o.get("ignore_missing_imports")
                or any(o.get(flag) is False for flag in ("strict", "disallow_untyped_defs", "disallow_any_generics"))]
    assert "ignore_errors" not in config and "disable_error_code" not in config


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)],
                   check=True, capture_output=True, timeout=300)
    (built,) = out.glob("ogallala-*.whl")
    return built


def test_the_wheel_holds_the_data_the_types_and_the_licence(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert f"ogallala-{__version__}.dist-info/licenses/LICENSE" in names
    assert "ogallala/py.typed" in names and "ogallala/pytest_plugin.py" in names
    for folder in ("spec/editions/amigo.toml", "grammar/ogallala.lark", "features/attack/strength.feature"):
        assert f"ogallala/_data/{folder}" in names
    entry_points = zipfile.ZipFile(wheel).read(f"ogallala-{__version__}.dist-info/entry_points.txt").decode()
    assert "[pytest11]\nogallala = ogallala.pytest_plugin" in entry_points


def test_the_installed_wheel_runs_the_plugin_outside_the_repository(wheel: Path, tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    bin_ = venv / "bin"
    install = subprocess.run([str(bin_ / "pip"), "install", "-q", str(wheel)], capture_output=True, text=True,
                             timeout=600)
    assert install.returncode == 0, install.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    env["PATH"] = f"{bin_}{os.pathsep}{env.get('PATH', '')}"
    done = subprocess.run([str(bin_ / "pytest"), "-p", "no:cacheprovider", "--ogallala-engine", "ogallala serve",
                           "--ogallala-edition", "amigo", "-q"],
                          cwd=elsewhere, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    amigo = Selection.build(editions=["amigo"]).runs(all_scenarios())
    chosen, _, _ = for_engine(amigo, for_suite(InProcess().hello()))
    assert re.search(rf"^{len(chosen)} passed in ", done.stdout, re.M), done.stdout[-2000:]
    assert f"ogallala reference engine {__version__}" in done.stdout
    where = subprocess.run([str(bin_ / "python"), "-c", "import ogallala, ogallala.engine; print(ogallala.engine.__file__)"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)
    assert where.stdout.strip().startswith(str(venv)), where.stdout  # the wheel's, not the checkout's
