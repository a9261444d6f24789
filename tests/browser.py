"""Headless Chromium for the tests and the screenshots: the Debian package, driven by
Playwright, never a browser downloaded at run time.

``chromium()`` says where the browser is, or why there is none (the tests skip with that
reason; with ``OGALLALA_REQUIRE_BROWSER=1``, as in CI, they fail instead). ``served(folder)``
serves a folder on 127.0.0.1 for as long as it is open. ``open_page`` opens a page and
collects every console error and uncaught exception it raises.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
FLAGS = ("--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
         "--disable-component-update", "--disable-sync")
"""As root in a sandbox with a closed network: no sandbox, no GPU, nothing that phones home."""

REPORT_ENGINE = f"{sys.executable} tests/zoo/wrong.py attack"
"""An engine wrong in one rule (Amigo's attacker leaves the Indians): failures with boards."""
REPORT_SELECTION = ("--rule", "attack", "--edition", "amigo")


def chromium() -> tuple[str | None, str]:
    """(the browser's path, '') or (None, why there is none)."""
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return None, "playwright is not installed (pip install -e '.[docs]')"
    path = os.environ.get("OGALLALA_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path or not Path(path).exists():
        return None, "no Chromium found (apt-get install chromium, or set OGALLALA_CHROMIUM)"
    return path, ""


@contextlib.contextmanager
def served(folder: Path) -> Iterator[str]:
    """``folder`` on http://127.0.0.1:PORT/ (the base URL yielded), quietly."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


@contextlib.contextmanager
def browser(path: str) -> Iterator[Any]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=path, headless=True, args=list(FLAGS), timeout=60_000)
        try:
            yield launched
        finally:
            launched.close()


def open_page(browser: Any, url: str, width: int = 1280, height: int = 900) -> tuple[Any, list[str]]:
    """The page at ``url``, loaded, and the list its console errors and exceptions go to."""
    page = browser.new_page(viewport={"width": width, "height": height})
    errors: list[str] = []
    page.on("console", lambda m: errors.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: errors.append(f"exception: {e}"))
    page.goto(url, wait_until="load", timeout=60_000)
    return page, errors


def write_report(path: Path) -> subprocess.CompletedProcess[str]:
    """An HTML report of a run with failures (exit 1 is expected)."""
    return subprocess.run([sys.executable, "-m", "ogallala", "conformance", "--engine", REPORT_ENGINE,
                           *REPORT_SELECTION, "--html", str(path)], cwd=ROOT, capture_output=True, text=True,
                          timeout=300, env={**os.environ, "CI": "true"})


def build_site(folder: Path) -> subprocess.CompletedProcess[str]:
    """The documentation site in strict mode, into ``folder``."""
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(folder)],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)


DASHBOARD_SELECTION = ("--edition", "amigo", "--rule", "attack", "--rule", "scoring")
DASHBOARD_ENGINES = (
    ("reference", "1", None, ()),
    ("stay", "1", "ogallala serve --reading amigo-unplaced-spoils=stay-with-victim", ()),
    ("wrong", "1", f"{sys.executable} tests/zoo/wrong.py attack", ()),
    ("reference", "2", None, ("--rule", "placement")),
    ("stay", "2", "ogallala serve --reading amigo-unplaced-spoils=stay-with-victim", ("--rule", "placement")),
    ("wrong", "2", f"{sys.executable} tests/zoo/wrong.py attack+score", ()),
)
"""Three engines at two versions, for the dashboard: the reference engine, the reference
playing another reading of a ruling, and an engine wrong in one rule; at the second version
the first two are given a wider selection, and a bug is planted in the third."""


def write_dashboard(folder: Path) -> subprocess.CompletedProcess[str]:
    """Six reports (``DASHBOARD_ENGINES``) and the dashboard of them in ``folder/site``."""
    given = []
    for name, version, engine, more in DASHBOARD_ENGINES:
        path = folder / f"{name}-v{version}.json"
        command = [sys.executable, "-m", "ogallala", "conformance", *DASHBOARD_SELECTION, *more, "--json", str(path)]
        if engine:
            command += ["--engine", engine]
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600,
                              env={**os.environ, "CI": "true"})
        if done.returncode not in (0, 1):
            return done
        given.append(f"{name}={path}")
    return subprocess.run([sys.executable, "-m", "ogallala", "dashboard", *given, "--out", str(folder / "site")],
                          cwd=ROOT, capture_output=True, text=True, timeout=600)
