"""The screenshots under docs/images/, taken by headless Chromium (``tests/browser.py``):

- ``report-failure.png``: the HTML report of an engine wrong in one rule, at a failure
  with its expected and found boards side by side;
- ``rule-page.png``: a rule of the Amigo rulebook on the documentation site, with its
  scenarios and an example drawn;
- ``compare-engines.png``: the HTML report of three engines in one run (docs/compare.md),
  at a run they disagree on, each engine's answer and board side by side;
- ``dashboard.png``, ``dashboard-phone.png`` and ``dashboard-disagreement.png``: the
  dashboard of six reports (three engines at two versions, ``browser.write_dashboard``) at
  1400 px and at a phone's width, and a page of a run where the engines disagree.

    python tests/screenshots.py            # needs Chromium and pip install -e '.[docs]'
    python tests/screenshots.py dashboard  # only the dashboard's
    python tests/screenshots.py compare    # only compare-engines.png
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser import ROOT, browser, build_site, chromium, open_page, served, write_dashboard, write_report  # noqa: E402

IMAGES = ROOT / "docs" / "images"


COMPARED = ["--edition", "amigo", "--rule", "attack.losers", "--engine", "reference",
            "--engine", "add=ogallala serve --reading amigo-combination-scoring=add",
            "--engine", f"wrong={sys.executable} tests/zoo/wrong.py attack"]
"""The three engines of docs/compare.md's picture: the reference, another reading, a wrong rule."""


def compare(chrome: object, folder: Path) -> list[str]:
    """``compare-engines.png``, from a report of the three engines; the page's problems."""
    subprocess.run([sys.executable, "-m", "ogallala", "conformance", *COMPARED, "--html", str(folder / "compare.html")],
                   cwd=ROOT, capture_output=True, text=True, timeout=600, env={**os.environ, "CI": "true"})
    with served(folder) as base:
        page, errors = open_page(chrome, base + "compare.html", 1400, 1100)
        run = page.locator("article.run:has(.engine.actual)").first
        top = run.bounding_box()["y"] + page.evaluate("window.scrollY")
        page.evaluate(f"window.scrollTo(0, {top - 20})")
        page.screenshot(path=str(IMAGES / "compare-engines.png"))
    return list(errors)


def dashboard(chrome: object, folder: Path) -> list[str]:
    """The dashboard's screenshots; the console errors of its pages."""
    done = write_dashboard(folder)
    if done.returncode != 0:
        return [done.stderr[-2000:]]
    site = folder / "site"
    problems = []
    with served(site) as base:
        for width, height, name in ((1400, 1000, "dashboard.png"), (390, 844, "dashboard-phone.png")):
            page, errors = open_page(chrome, base + "index.html", width, height)
            page.screenshot(path=str(IMAGES / name))
            problems += errors
        run = next(p for p in sorted(site.glob("run-*.html")) if "chained" in p.name)
        page, errors = open_page(chrome, base + run.name, 1400, 1300)
        page.screenshot(path=str(IMAGES / "dashboard-disagreement.png"))
        problems += errors
    for name in ("dashboard.png", "dashboard-phone.png", "dashboard-disagreement.png"):
        print(IMAGES / name)
    return problems


def main() -> int:
    path, why = chromium()
    if path is None:
        print(f"screenshots: {why}", file=sys.stderr)
        return 2
    if sys.argv[1:] == ["dashboard"]:
        IMAGES.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp, browser(path) as chrome:
            problems = dashboard(chrome, Path(tmp))
        for problem in problems:
            print(f"screenshots: {problem}", file=sys.stderr)
        return 1 if problems else 0
    IMAGES.mkdir(parents=True, exist_ok=True)
    if sys.argv[1:] == ["compare"]:
        with tempfile.TemporaryDirectory() as tmp, browser(path) as chrome:
            for problem in compare(chrome, Path(tmp)):
                print(f"screenshots: {problem}", file=sys.stderr)
        print(IMAGES / "compare-engines.png")
        return 0
    with tempfile.TemporaryDirectory() as tmp, browser(path) as chrome:
        folder = Path(tmp)
        write_report(folder / "report.html")
        site = folder / "site"
        done = build_site(site)
        if done.returncode != 0:
            print(done.stderr, file=sys.stderr)
            return 1
        with served(folder) as base:
            page, errors = open_page(chrome, base + "report.html", 1280, 1500)
            article = page.locator("article.failure:has(figure.board.expected)").first
            top = article.bounding_box()["y"] + page.evaluate("window.scrollY")
            page.evaluate(f"window.scrollTo(0, {top - 60})")  # under the filters, which stay on top
            page.screenshot(path=str(IMAGES / "report-failure.png"))
            page, more = open_page(chrome, base + "site/editions/amigo.html#attack.strength", 1280, 1500)
            heading = page.locator("#attack\\.strength").first
            top = heading.bounding_box()["y"] + page.evaluate("window.scrollY")
            page.screenshot(path=str(IMAGES / "rule-page.png"), full_page=True,
                            clip={"x": 0, "y": max(0, top - 80), "width": 1280, "height": 1500})
        (folder / "dashboard").mkdir()
        for problem in errors + more + compare(chrome, folder) + dashboard(chrome, folder / "dashboard"):
            print(f"screenshots: {problem}", file=sys.stderr)
    for name in ("report-failure.png", "rule-page.png", "compare-engines.png"):
        print(IMAGES / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
