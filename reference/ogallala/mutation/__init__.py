"""Mutation testing: deliberately broken copies of the reference engine that the scenarios
must catch (docs/mutation.md).

``catalog()`` lists the mutants (``mutants/``: one module per part of the game), ``applied``
puts one in force, ``run_all`` plays the scenario runs that can see each of them, and
``report.page`` writes the results as docs/mutation.md. From the command line:
``ogallala mutate`` (or ``python -m ogallala.mutation``) and ``ogallala serve --mutant NAME``.
"""

from __future__ import annotations

from .catalog import Mutant, catalog
from .patch import MutantError, Patches, applied
from .run import Result, run_all, run_mutant

__all__ = ["Mutant", "MutantError", "Patches", "Result", "applied", "catalog", "run_all", "run_mutant"]
