"""Whether the reference engine's hot modules run compiled (mypyc) or as Python source.

The package is pure Python. A wheel built with ``OGALLALA_COMPILE=1`` (``hatch_build.py``
at the top of the repository, docs/compiled.md) also holds the modules of ``MODULES``
compiled by mypyc, as extension modules beside their sources: Python imports an extension
module before a source of the same name, so the same code then runs about twice as fast.
An editable install is never compiled.

What differs in a compiled install: replacing a function of a compiled module from
outside (``monkeypatch``, ``ogallala mutate``'s patches) does not reach the calls made
inside the compiled modules, which are bound when compiled. So the mutation tool refuses
to run against a compiled engine (``MUTATION_REFUSED``), and tests that patch the engine
run against the editable install.
"""

from __future__ import annotations

from importlib.machinery import EXTENSION_SUFFIXES
from importlib.util import find_spec
from typing import Literal

__all__ = ["MODULES", "compiled_modules", "engine_build"]

MODULES = (
    "model.boats", "model.shuffle", "engine.tables", "engine.game", "engine.random_play", "engine.entry",
    "engine.scoring", "engine.rules.placement", "engine.rules.turn", "engine.rules.special", "engine.rules.attack",
    "engine.rules.end",
)
"""The modules ``OGALLALA_COMPILE=1`` compiles (relative to the package; ``hatch_build.py``
reads this tuple): the engine's loop, the rules it plays and the scoring. None of them
defines a pydantic model: pydantic cannot read a class whose methods mypyc compiled (it
takes them for fields without annotations), so the score's models live in ``model.scores``."""

MUTATION_REFUSED = (
    "the reference engine here is compiled (mypyc), and a mutant's patches would not reach its "
    "compiled modules: run the mutation tool from a pure install (pip install -e ., or a wheel "
    "built without OGALLALA_COMPILE)"
)
"""What ``ogallala mutate`` and ``ogallala serve --mutant`` say against a compiled engine."""


def compiled_modules() -> list[str]:
    """The modules of ``MODULES`` that this install imports from a compiled extension module
    (found without importing them: ``ogallala --version`` asks)."""
    found = []
    for name in MODULES:
        spec = find_spec(f"ogallala.{name}")
        origin = spec.origin if spec is not None else None
        if origin is not None and origin.endswith(tuple(EXTENSION_SUFFIXES)):
            found.append(name)
    return found


def engine_build() -> Literal["compiled", "pure"]:
    """``"compiled"`` when the reference engine's modules are compiled by mypyc (a wheel
    built with ``OGALLALA_COMPILE=1``), ``"pure"`` when they run as Python source.

        >>> import ogallala
        >>> ogallala.engine_build() in ("compiled", "pure")
        True
    """
    return "compiled" if compiled_modules() else "pure"
