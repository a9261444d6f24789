"""Every scenario of features/ as a pytest-bdd test, once per edition it is tagged with
(in the fast tier, the first scenario of each feature file: ``tiers.scenarios``).

A Scenario Outline with an ``edition`` column runs once per Examples row instead (the
row's first step names the edition).
"""

from __future__ import annotations

import pytest
from pytest_bdd import scenario

import tiers
from ogallala.scenarios.load import Scenario, features_root


def _test(found: Scenario):
    path = str(features_root() / found.feature)
    if found.edition_column:
        def test() -> None:
            """Runs the outline's rows."""
        return scenario(path, found.name)(test)

    def test_edition(edition: str) -> None:
        """Runs the scenario in one edition."""
    wrapped = scenario(path, found.name)(test_edition)
    return pytest.mark.parametrize("edition", found.editions)(wrapped)


for _found in tiers.scenarios():
    globals()[f"test_{_found.id}"] = _test(_found)
