"""The documentation site's pages: no outline title shows its raw ``<placeholders>`` (which
Markdown would swallow as HTML tags, leaving ``()`` and ``(, , )``), in the scenario pages
and in the rulebooks' links to them.

The fast test checks the titles the site generator makes for every scenario; the full one
reads every heading and link of the built site (``OGALLALA_SITE`` when CI has just built
it, else built here).
"""

from __future__ import annotations

import os
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from browser import build_site
from ogallala.scenarios.load import all_scenarios
from ogallala.site.pages import row_titles, shown_name

EMPTY = re.compile(r"(?:^|\s)\(\s*(,\s*)*\)")
"""``()`` or ``(, , )`` after a space: what is left of a parenthesis of placeholders
swallowed (not a call's ``render()`` in the API pages)."""
RAW = re.compile(r"<[a-z][\w-]*>")


def test_every_outline_title_and_row_title_is_readable() -> None:
    outlines = [s for s in all_scenarios() if s.rows > 1 and "<" in s.name]
    assert outlines, "some outline names a column in its title"
    for s in outlines:
        assert not RAW.search(shown_name(s)) and "*" in shown_name(s), shown_name(s)
        rows = row_titles(s.runs())
        assert rows and not any(RAW.search(t) or EMPTY.search(t) for t in rows), (s.id, rows)


class _Texts(HTMLParser):
    """The text of every heading and link of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.current: list[str] = []
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6", "a"):
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("h1", "h2", "h3", "h4", "h5", "h6", "a") and self.depth:
            self.depth -= 1
            if not self.depth:
                self.found.append("".join(self.current).strip())
                self.current = []

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.current.append(data)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    given = os.environ.get("OGALLALA_SITE")
    if given:
        return Path(given).resolve()
    folder = tmp_path_factory.mktemp("site")
    done = build_site(folder)
    assert done.returncode == 0, done.stderr[-3000:]
    return folder


@pytest.mark.full
def test_no_heading_or_link_of_the_built_site_shows_a_swallowed_placeholder(site: Path) -> None:
    pages = sorted(p for p in site.rglob("*.html") if p.name != "api.html")  # the API's `options = ()` is code
    assert len(pages) > 50
    wrong = []
    for page in pages:
        texts = _Texts()
        texts.feed(page.read_text(encoding="utf-8"))
        titled = page.relative_to(site).parts[0] in ("scenarios", "editions")  # steps.md shows <placeholders> on purpose
        wrong += [f"{page.relative_to(site)}: {t}" for t in texts.found if EMPTY.search(t) or (titled and RAW.search(t))]
    assert not wrong, wrong[:20]
    assert (site / "search" / "offline-index.js").is_file()


def test_a_broken_anchor_fails_the_strict_build() -> None:
    """MkDocs reports a link to a missing heading at INFO unless told otherwise: the
    validation settings make it a warning, which --strict (and ``strict: true``) fails."""
    yaml = pytest.importorskip("yaml", reason="PyYAML comes with the docs extra (pip install -e .[docs])")

    config = yaml.safe_load((Path(__file__).resolve().parent.parent / "mkdocs.yml").read_text(encoding="utf-8")
                            .replace("!!python/name:", ""))
    assert config["strict"] is True and config["validation"]["anchors"] == "warn"
