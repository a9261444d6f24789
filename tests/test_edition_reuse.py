"""An edition under readings, built reusing the decided edition's unchanged parts, is the
edition validated whole from the patched data: every played alternative of every ruling."""

from __future__ import annotations

from typing import Any

import pytest

from ogallala.model import editions
from ogallala.model.editions import EDITION_IDS, Edition
from ogallala.model.readings import normalise, patches, rulings_of

CASES = [
    (edition, ruling.id, alternative.reading)
    for edition in EDITION_IDS
    for ruling in rulings_of(edition)
    for alternative in ruling.played_in(edition)
]


def _whole(edition_id: str, readings: dict[str, str]) -> Edition:
    chosen = normalise(edition_id, readings)
    data: dict[str, Any] = dict(editions._raw(edition_id))
    origins: dict[tuple[str, ...], tuple[str, Any]] = {}
    for origin, patch in patches(edition_id, chosen):
        editions._merge(data, patch, (), origin, origins)
    data["readings"] = chosen
    return Edition.model_validate(data)


def test_every_edition_has_readings_to_check() -> None:
    assert {edition for edition, _, _ in CASES} == set(EDITION_IDS)


@pytest.mark.parametrize(("edition_id", "ruling", "alternative"), CASES)
def test_reused_parts_give_the_same_edition(edition_id: str, ruling: str, alternative: str) -> None:
    readings = {ruling: alternative}
    assert editions.load(edition_id, readings).model_dump() == _whole(edition_id, readings).model_dump()


@pytest.mark.parametrize(("edition_id", "ruling", "alternative"), CASES)
def test_shared_card_kinds_are_the_kinds_of_the_edition(edition_id: str, ruling: str, alternative: str) -> None:
    """An edition under readings that change none of its cards, suites or booty halves takes
    the decided edition's card kinds; they are what its own data gives."""
    readings = {ruling: alternative}
    assert editions.load(edition_id, readings).kinds == _whole(edition_id, readings).kinds
