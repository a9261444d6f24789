"""The HTML report and a page of the documentation site, opened in headless Chromium.

Each page must load without a console error or an uncaught exception, its boards must be
drawn (SVG elements with a size), and in the report a filter must change what is shown.
Without a browser (or Playwright) the tests are skipped, saying why; CI sets
``OGALLALA_REQUIRE_BROWSER=1``, which makes that a failure instead.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from browser import browser, build_site, chromium, open_page, served, write_report


@pytest.fixture(scope="module")
def chrome() -> Iterator[Any]:
    path, why = chromium()
    if path is None:
        if os.environ.get("OGALLALA_REQUIRE_BROWSER"):
            pytest.fail(f"a browser is required here (OGALLALA_REQUIRE_BROWSER): {why}")
        pytest.skip(why)
    with browser(path) as launched:
        yield launched


def _boards(page: Any, selector: str = "svg.ogallala-board") -> list[dict[str, float]]:
    boxes = page.eval_on_selector_all(selector, "els => els.map(e => { const r = e.getBoundingClientRect();"
                                                " return {width: r.width, height: r.height}; })")
    return boxes


@pytest.fixture(scope="module")
def report_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder holding ``report.html``: a run with failures."""
    folder = tmp_path_factory.mktemp("report")
    done = write_report(folder / "report.html")
    assert done.returncode == 1, done.stderr[-2000:]
    return folder


def test_report_loads_draws_its_boards_and_filters(chrome: Any, report_folder: Path) -> None:
    with served(report_folder) as base:
        page, errors = open_page(chrome, base + "report.html")
        boxes = _boards(page)
        assert boxes and all(b["width"] > 100 and b["height"] > 100 for b in boxes[:10]), boxes[:3]
        assert page.locator("figure.board.expected svg").count() > 0  # expected and found side by side
        assert page.locator("figure.board.actual g.card.differs").count() > 0  # the differing cards marked
        assert page.locator("details.transcript").count() > 0
        rows = page.locator("#runs tbody tr")
        total = rows.count()
        failed = page.locator("#runs tbody tr[data-outcome=failed]").count()
        assert 0 < failed < total
        shown = page.locator("#shown").inner_text()
        assert shown == f"{total} of {total} runs shown"
        page.select_option("#filter-outcome", "failed")
        assert page.locator("#shown").inner_text() == f"{failed} of {total} runs shown"
        assert page.locator("#runs tbody tr:not([hidden])").count() == failed
        assert page.locator("#runs tbody tr[data-outcome=passed]:not([hidden])").count() == 0
        page.select_option("#filter-area", "boats")  # no failure there: every cause is hidden
        assert page.locator("section.cause:not([hidden])").count() == 0
        page.select_option("#filter-outcome", "")
        page.select_option("#filter-area", "")
        assert page.locator("#shown").inner_text() == f"{total} of {total} runs shown"
        assert errors == []


@pytest.mark.parametrize("fragment", ["edition=%E0%A4%A", "edition=%", "%zz=1", "area=%ZZ%", '\\"]=1', "a]b=%c0"])
def test_a_malformed_fragment_leaves_the_filters_working(chrome: Any, report_folder: Path, fragment: str) -> None:
    """A link to the report whose fragment holds a malformed %-escape or a name no filter
    has: the part that can be read still filters, the rest is passed over, and the script
    goes on (the filters answer)."""
    with served(report_folder) as base:
        page, errors = open_page(chrome, f"{base}report.html#outcome=failed&{fragment}")
        total = page.locator("#runs tbody tr").count()
        failed = page.locator("#runs tbody tr[data-outcome=failed]").count()
        assert page.locator("#shown").inner_text() == f"{failed} of {total} runs shown", errors
        page.select_option("#filter-outcome", "")
        assert page.locator("#shown").inner_text() == f"{total} of {total} runs shown"
        assert errors == []


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site: ``OGALLALA_SITE`` when CI has just built it, else built here."""
    given = os.environ.get("OGALLALA_SITE")
    if given:
        return Path(given).resolve()
    folder = tmp_path_factory.mktemp("site")
    done = build_site(folder)
    assert done.returncode == 0, done.stderr[-3000:]
    return folder


def test_a_rule_page_of_the_site_loads_and_draws_its_boards(chrome: Any, site: Path) -> None:
    with served(site) as base:
        page, errors = open_page(chrome, base + "editions/amigo.html")
        assert "Amigo" in page.title()
        boxes = _boards(page)
        assert len(boxes) > 20 and all(b["width"] > 40 and b["height"] > 40 for b in boxes)
        example = page.locator("#attack\\.strength").first
        assert example.count() == 1
        assert page.locator("a[href*='scenarios/attack/strength.html#']").count() > 0
        notation, errors_notation = open_page(chrome, base + "notation.html")
        assert len(_boards(notation)) >= 3  # the ogallala blocks of the notation, drawn
        assert errors == [] and errors_notation == []
