"""``ogallala dashboard``: a static site of reports, built from six real reports (three engines
at two versions) and clicked through in headless Chromium; and, without a browser, what its
pages must say of reports made up here.

The click-through follows every link from the front page: each must resolve to a page of the
site (nothing outside it, no network), load without a console error or an uncaught
exception, and draw each of its boards (SVG with a size). Without a browser it is skipped,
saying why (``OGALLALA_REQUIRE_BROWSER=1`` makes that a failure).
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlparse

import pytest
import tiers
from browser import DASHBOARD_ENGINES, browser, chromium, open_page, served, write_dashboard
from ogallala.commands.cli import main
from ogallala.harness import reports
from ogallala.harness.changes import cause


def _report(path: Path, name: str, *results: dict[str, Any]) -> Path:
    path.write_text(json.dumps({"format": "ogallala-report", "version": 2, "meta": {"suite_version": "1"},
                                "engines": [{"name": name, "engine": {"name": name, "version": "1", "command": "x"},
                                             "results": list(results)}]}))
    return path


def _r(key: str, outcome: str, message: str = "", **more: Any) -> dict[str, Any]:
    return {"id": key, "edition": "amigo", "feature": "f.feature", "line": 2, "outcome": outcome,
            "rules": ["attack.strength"], "message": message, "name": "N", **more}


def test_the_pages_say_who_disagrees_and_escape_what_reports_hold(tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    hostile = "<script>alert(1)</script>\x1b[31m"
    a = _report(tmp_path / "a.json", "a", _r("x@amigo", "passed"), _r("y@amigo", "failed", "wrong 1"),
                _r("z@amigo", "skipped"), _r("w@amigo", "passed"))
    b = _report(tmp_path / "b.json", "b", _r("x@amigo", "failed", hostile), _r("y@amigo", "failed", "wrong 2"),
                _r("z@amigo", "passed"), _r("w@amigo", "passed"))
    evil = _report(tmp_path / "evil.json", "../../evil<b>\x1b", _r("q@amigo", "passed"))
    assert main(["dashboard", str(a), str(b), str(evil), "--out", str(tmp_path / "site")]) == 0
    site = tmp_path / "site"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "b.json", "evil.json", "site"]
    pages = sorted(p.name for p in site.iterdir())
    assert len([p for p in pages if p.startswith("engine-")]) == 3 and all(re.fullmatch(r"[a-z0-9.-]+", p) for p in pages)
    assert "<b>" not in (site / "index.html").read_text()
    runs = [p for p in pages if p.startswith("run-")]
    assert len(runs) == 1  # x: passed against failed; y: the same cause; z: skipped by one; w: agreed
    index = (site / "index.html").read_text()
    assert "x@amigo" in index and "y@amigo" not in index and "z@amigo" not in index
    page = (site / runs[0]).read_text()
    assert "<script>" not in page and "&lt;script&gt;" in page and "\x1b" not in page
    assert all("http" not in re.sub(r'xmlns(:\w+)?="[^"]*"', "", (site / p).read_text()) for p in pages)


def test_a_name_given_to_a_report_of_several_engines_is_refused(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    both = tmp_path / "both.json"
    both.write_text(json.dumps({"format": "ogallala-report", "version": 2, "engines": [
        {"name": "a", "results": []}, {"name": "b", "results": []}]}))
    assert main(["dashboard", f"x={both}", "--out", str(tmp_path / "site")]) == 2
    assert "holds 2" in capsys.readouterr().err


@pytest.fixture(scope="module")
def chrome() -> Iterator[Any]:
    path, why = chromium()
    if path is None:
        if os.environ.get("OGALLALA_REQUIRE_BROWSER"):
            pytest.fail(f"a browser is required here (OGALLALA_REQUIRE_BROWSER): {why}")
        pytest.skip(why)
    with browser(path) as launched:
        yield launched


@pytest.fixture(scope="module")
def dashboard(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("dashboard")
    done = write_dashboard(folder)
    assert done.returncode == 0, done.stderr[-2000:]
    return folder


@tiers.full
def test_six_reports_clicked_through_in_chromium(chrome: Any, dashboard: Path) -> None:
    latest = {name: reports.read(dashboard / f"{name}-v{version}.json").engines[0]
              for name, version, _, _ in DASHBOARD_ENGINES}  # the last version of each, as the dashboard takes it
    played = [{r.id: r for r in e.results if r.outcome != "skipped"} for e in latest.values()]
    expected = {key for key in set().union(*played)
                if len({cause(p[key]) for p in played if key in p}) > 1 and sum(key in p for p in played) > 1}
    assert expected  # the wrong engine disagrees with the other two
    site = dashboard / "site"
    with served(site) as base:
        seen: set[str] = set()
        todo = ["index.html"]
        drawn = 0
        while todo:
            name = todo.pop()
            if name in seen:
                continue
            seen.add(name)
            page, errors = open_page(chrome, base + name, 1400, 900)
            assert not errors, (name, errors)
            boxes = page.eval_on_selector_all("figure.board svg", "els => els.map(e => e.getBoundingClientRect())"
                                              ".map(r => [r.width, r.height])")
            assert all(w > 50 and h > 50 for w, h in boxes), name
            drawn += len(boxes)
            if name.startswith("run-"):
                assert boxes, f"{name} draws no board"
            for href in page.eval_on_selector_all("a[href]", "els => els.map(e => e.getAttribute('href'))"):
                target = urlparse(urljoin(base + name, href))
                assert target.netloc == urlparse(base).netloc, f"{name} links outside the site: {href}"
                file = target.path.lstrip("/")
                assert (site / file).is_file(), f"{name} links to {href}, which is not in the site"
                todo.append(file)
            page.close()
    runs = {p for p in seen if p.startswith("run-")}
    assert seen == {p.name for p in site.iterdir()}  # every page is reached from the front page
    index = (site / "index.html").read_text()
    assert {k for k in expected if k in index} == expected and len(runs) == len(expected)
    assert drawn >= len(runs)


@tiers.full
def test_the_front_page_fits_a_phone(chrome: Any, dashboard: Path) -> None:
    with served(dashboard / "site") as base:
        page, errors = open_page(chrome, base + "index.html", 390, 800)
        assert not errors
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 400  # wide tables scroll inside their own box, not the page
