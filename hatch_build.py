"""Hatch build hook: with ``OGALLALA_COMPILE=1``, the wheel also holds the reference engine's
hot modules compiled by mypyc (docs/compiled.md). Without it the hook does nothing, asks
for nothing to be installed, and the wheel is pure Python as ever.

    OGALLALA_COMPILE=1 pip install .              # a compiled install (needs a C compiler)
    OGALLALA_COMPILE=1 python -m build --wheel     # a compiled wheel, tagged for this Python

The modules are those of ``MODULES`` in reference/ogallala/util/compiled.py. They are compiled
from a copy of the package in a temporary folder, so nothing is written into the
checkout: an editable install in the same checkout stays pure (its tests patch the engine,
and patches do not reach compiled code). An editable build is never compiled. The
extension modules go into the wheel beside the sources, which stay there (tracebacks and
``inspect`` read them; Python imports the extension module first).

An in-repository hook rather than the hatch-mypyc plugin: that plugin compiles in place
(``build_ext --inplace``), leaving the extension modules in the checkout, where they
would shadow the sources of the editable install, and renames pyproject.toml while it
builds.
"""

from __future__ import annotations

import ast
import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface

SWITCH = "OGALLALA_COMPILE"
PACKAGE = Path("reference") / "ogallala"
COMPILER = ["mypy>=1.11", "setuptools>=68"]
"""What compiling needs in the build environment, besides the package's own dependencies
(mypy must see them to know the types the compiled modules use)."""

SETUP = """
import sys
from setuptools import setup
from mypyc.build import mypycify

setup(name="ogallala-compiled", script_args=["build_ext", "--build-lib", sys.argv[1], "--build-temp", sys.argv[2]],
      ext_modules=mypycify(sys.argv[4:], target_dir=sys.argv[3], group_name="ogallala.compiled"))
"""
"""Run by the build environment's Python in the copy's folder: argv is the output folder,
the compiler's scratch folder, the folder for mypyc's C sources, then the module paths."""


def wanted() -> bool:
    return os.environ.get(SWITCH, "").strip().lower() in ("1", "true", "yes", "on")


def missing_compiler() -> str | None:
    """What compiling lacks here (the C compiler Python was built with, or its headers), or
    None: said before mypyc spends half a minute on the types."""
    cc = shlex.split(os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc")[0]  # setuptools heeds $CC
    if shutil.which(cc) is None:
        return f"no C compiler ({cc}; on Debian: apt-get install gcc)"
    if not (Path(sysconfig.get_paths()["include"]) / "Python.h").exists():
        return f"no Python.h in {sysconfig.get_paths()['include']} (on Debian: apt-get install python3-dev)"
    return None


def modules(root: Path) -> list[str]:
    """``MODULES`` of reference/ogallala/util/compiled.py, read without importing the package."""
    tree = ast.parse((root / PACKAGE / "util" / "compiled.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "MODULES" for t in node.targets):
            found = ast.literal_eval(node.value)
            assert isinstance(found, tuple) and all(isinstance(m, str) for m in found)
            return list(found)
    raise RuntimeError("reference/ogallala/util/compiled.py has no MODULES")


class CompileHook(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.scratch: tempfile.TemporaryDirectory[str] | None = None
        """Where the compiled modules wait until the wheel is written (``finalize`` removes it)."""

    def dependencies(self) -> list[str]:
        if not wanted():
            return []
        return [*self.metadata.core.dependencies, *COMPILER]

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if not wanted():
            return
        if self.target_name != "wheel":
            return
        if version == "editable":
            self.app.display_info(f"{SWITCH}: an editable install is never compiled; this one is pure Python")
            return
        missing = missing_compiler()
        if missing:
            raise RuntimeError(f"{SWITCH}=1 asks for the engine compiled by mypyc, but there is {missing}; "
                               f"build without {SWITCH} for the pure-Python package")
        root = Path(self.root)
        names = modules(root)
        self.scratch = tempfile.TemporaryDirectory(prefix="ogallala-compile-")
        work = Path(self.scratch.name)
        shutil.copytree(root / PACKAGE, work / "src" / "ogallala",
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
        paths = [f"ogallala/{name.replace('.', '/')}.py" for name in names]
        self.app.display_info(f"{SWITCH}: compiling {len(paths)} modules of the reference engine with mypyc")
        done = subprocess.run(
            [sys.executable, "-c", SETUP, str(work / "lib"), str(work / "tmp"), str(work / "c"), *paths],
            cwd=work / "src", stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )
        if done.returncode:
            raise RuntimeError(f"{SWITCH}: mypyc could not compile the engine (a C compiler and the "
                               f"Python headers are needed):\n{done.stdout[-6000:]}")
        built = sorted(p for p in (work / "lib").rglob("*") if p.is_file())
        if not built:
            raise RuntimeError(f"{SWITCH}: mypyc built nothing:\n{done.stdout[-6000:]}")
        for path in built:
            build_data["force_include"][str(path)] = path.relative_to(work / "lib").as_posix()
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict[str, Any], artifact_path: str) -> None:
        if self.scratch is not None:
            self.scratch.cleanup()
            self.scratch = None
