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

import tiers

pytestmark = tiers.full  # wheels built and installed in fresh venvs: the full tier

from ogallala.harness.select import Selection, for_engine, for_suite
from ogallala.protocol.inprocess import InProcess
from ogallala.scenarios.load import all_scenarios
from ogallala.util.version import __version__

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
    assert "hypothesis" in tests and "hypothesis" in declared  # the tests' properties, the fuzzer's positions


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


def build_wheel(out: Path, compiled: bool = False) -> Path:
    """The wheel ``pip wheel`` builds from the checkout: as by default, or with the engine's
    hot modules compiled (``OGALLALA_COMPILE=1``, hatch_build.py)."""
    env = {k: v for k, v in os.environ.items() if k != "OGALLALA_COMPILE"}
    if compiled:
        env["OGALLALA_COMPILE"] = "1"
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)],
                          env=env, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (built,) = out.glob("ogallala-*.whl")
    return built


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The default wheel: the one CI built from the sdist and twine-checked
    (``OGALLALA_WHEEL``), else one built here from the checkout."""
    given = os.environ.get("OGALLALA_WHEEL")
    return Path(given) if given else build_wheel(tmp_path_factory.mktemp("wheel"))


def test_the_wheel_holds_the_data_the_types_and_the_licence(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert f"ogallala-{__version__}.dist-info/licenses/LICENSE" in names
    assert "ogallala/py.typed" in names and "ogallala/pytest_plugin.py" in names
    for folder in ("spec/editions/amigo.toml", "grammar/ogallala.lark", "features/attack/strength.feature",
                   "examples/first_engine.py", "examples/minimal-engine.js"):  # `ogallala example-engine`
        assert f"ogallala/_data/{folder}" in names
    entry_points = zipfile.ZipFile(wheel).read(f"ogallala-{__version__}.dist-info/entry_points.txt").decode()
    assert "[pytest11]\nogallala = ogallala.pytest_plugin" in entry_points


def test_the_default_wheel_is_pure_python(wheel: Path) -> None:
    """Without OGALLALA_COMPILE the build hook does nothing: no extension module, and a
    wheel for any Python on any platform (a machine without a C compiler installs it)."""
    names = zipfile.ZipFile(wheel).namelist()
    assert not [n for n in names if n.endswith((".so", ".pyd", ".c"))]
    assert wheel.name == f"ogallala-{__version__}-py3-none-any.whl"
    meta = zipfile.ZipFile(wheel).read(f"ogallala-{__version__}.dist-info/WHEEL").decode()
    assert "Root-Is-Purelib: true" in meta


def installed(wheel: Path, tmp_path: Path) -> tuple[Path, Path, dict[str, str]]:
    """The wheel installed in a fresh virtual environment: its bin folder, a folder of its
    own outside the repository to run in, and the environment to run with."""
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
    return bin_, elsewhere, env


def test_the_installed_wheel_runs_the_plugin_outside_the_repository(wheel: Path, tmp_path: Path) -> None:
    bin_, elsewhere, env = installed(wheel, tmp_path)
    done = subprocess.run([str(bin_ / "pytest"), "-p", "no:cacheprovider", "--ogallala-engine", "ogallala serve",
                           "--ogallala-edition", "amigo", "-q"],
                          cwd=elsewhere, env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    amigo = Selection.build(editions=["amigo"]).runs(all_scenarios())
    chosen, _, _ = for_engine(amigo, for_suite(InProcess().hello()))
    assert re.search(rf"^{len(chosen)} passed in ", done.stdout, re.M), done.stdout[-2000:]
    assert f"ogallala reference engine {__version__}" in done.stdout
    where = subprocess.run([str(bin_ / "python"), "-c", "import ogallala, ogallala.engine.entry; print(ogallala.engine.entry.__file__)"],
                           cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)
    assert where.stdout.strip().startswith(str(bin_.parent)), where.stdout  # the wheel's, not the checkout's
    editions = subprocess.run([str(bin_ / "ogallala"), "editions", "--json"], cwd=elsewhere, env=env,
                              capture_output=True, text=True, timeout=60)
    assert editions.returncode == 0 and "amigo" in editions.stdout and "pelikan-1975" in editions.stdout, editions.stderr
    example = subprocess.run([str(bin_ / "ogallala"), "example-engine", "--lang", "py", "--out", "mine"],
                             cwd=elsewhere, env=env, capture_output=True, text=True, timeout=60)
    assert example.returncode == 0, example.stderr
    assert (elsewhere / "mine" / "first_engine.py").read_bytes() == (ROOT / "docs" / "examples" / "first_engine.py").read_bytes()


def c_compiler() -> str | None:
    """Why the compiled build cannot be made here (no C compiler, no Python headers), or None."""
    import shlex
    import shutil
    import sysconfig

    cc = shlex.split(sysconfig.get_config_var("CC") or "cc")[0]
    if shutil.which(cc) is None:
        return f"no C compiler ({cc})"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return "no Python.h (the python3-dev package)"
    return None


def test_the_compiled_wheel_holds_the_compiled_engine_and_plays_the_same_games(tmp_path: Path) -> None:
    """With OGALLALA_COMPILE=1 the wheel holds every module of ``compiled.MODULES`` as an
    extension module beside its source, and nothing else compiled; installed, the engine
    says it is compiled (``engine_build``, ``--version``), the mutation tool refuses it in
    one line, and it plays the same games as this checkout's pure engine. CI builds the
    wheel once and hands it over in OGALLALA_COMPILED_WHEEL (the conformance suite and the
    golden games run against it there); otherwise it is built here (a minute or two)."""
    from ogallala.util.compiled import MODULES
    from ogallala.engine.random_play import play

    given = os.environ.get("OGALLALA_COMPILED_WHEEL")
    if given:
        wheel = Path(given)
    else:
        missing = c_compiler()
        if missing:
            pytest.skip(f"{missing}: the compiled build cannot be made here")
        wheel = build_wheel(tmp_path / "dist", compiled=True)
    names = zipfile.ZipFile(wheel).namelist()
    extensions = {n for n in names if n.endswith((".so", ".pyd"))}
    expected = {f"ogallala/{m.replace('.', '/')}" for m in MODULES}
    assert {n.split(".", 1)[0] for n in extensions} == expected | {"ogallala/compiled__mypyc"}, extensions
    assert expected <= {n.removesuffix(".py") for n in names}, "the sources stay beside the compiled modules"
    assert "-py3-none-any" not in wheel.name
    bin_, elsewhere, env = installed(wheel, tmp_path)
    games = [("amigo", 5, 7), ("pelikan-1975", 3, 11), ("ass-i", 2, 5), ("ass-ii", 4, 3)]
    script = ("import json, ogallala; from ogallala.engine.random_play import play; "
              f"print(json.dumps([ogallala.engine_build(), [play(*g).actions for g in {games!r}]]))")
    done = subprocess.run([str(bin_ / "python"), "-c", script], cwd=elsewhere, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    import json

    build, actions = json.loads(done.stdout)
    assert build == "compiled"
    assert actions == [list(play(*g).actions) for g in games]
    version = subprocess.run([str(bin_ / "ogallala"), "--version"], cwd=elsewhere, env=env, capture_output=True,
                             text=True, timeout=60)
    assert version.stdout.strip() == f"ogallala {__version__} (engine: compiled)"
    mutate = subprocess.run([str(bin_ / "ogallala"), "mutate", "--mutant", "deal-seed-kept"], cwd=elsewhere,
                            env=env, capture_output=True, text=True, timeout=120)
    assert mutate.returncode == 1 and mutate.stdout == "" and len(mutate.stderr.splitlines()) == 1, mutate.stderr
    assert "compiled (mypyc)" in mutate.stderr
