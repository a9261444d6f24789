"""pytest glue: the scenario steps as pytest-bdd steps, and the tags as registered markers.

The steps themselves live in ``ogallala.scenarios.steps`` (one list for pytest and the
conformance runner); here each becomes a pytest-bdd step whose signature names the
regex groups, so that pytest-bdd hands them over. Markers for editions, topics and
rulings come from the spec, so a misspelt tag fails the run under --strict-markers.
"""

from __future__ import annotations

import inspect
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytest_bdd import given, parsers, then, when

import tiers

from ogallala.protocol.inprocess import InProcess
from ogallala.scenarios.load import all_scenarios, known_tags
from ogallala.scenarios.steps import STEPS, Context, StepDef
from ogallala.model.spec import load_spec

import cache_modes


_SESSION: list[tuple[Path, str, dict[str, tuple[object, ...]]]] = []
"""The cache folder this process made for the session: its root, its mode, and (planted)
the listing of what lies around it."""

_ROOT = "_OGALLALA_TEST_CACHE_ROOT"
"""Set once the session's cache is made: xdist's workers inherit it with the rest."""


def _session_cache() -> None:
    """Point the tool at the session's cache folder (``tests/cache_modes.py``): never the
    user's, whatever ``OGALLALA_CACHE_DIR`` says outside."""
    if os.environ.get(_ROOT):
        return  # an xdist worker: the controller made it, and its variables came along
    mode = os.environ.get(cache_modes.VARIABLE) or "session"
    root = Path(tempfile.mkdtemp(prefix="ogallala-tests-cache-"))
    try:
        variables = cache_modes.environment(mode, root)
    except ValueError as error:
        shutil.rmtree(root)
        raise pytest.UsageError(str(error)) from None
    os.environ.pop("OGALLALA_NO_CACHE", None)
    os.environ.update(variables)
    os.environ[_ROOT] = str(root)
    _SESSION.append((root, mode, cache_modes.around(root, root / "cache") if mode == "planted" else {}))


def pytest_report_header(config: pytest.Config) -> str:
    mode = os.environ.get(cache_modes.VARIABLE) or "session"
    root = "root: permissions do not stop its writes" if mode == "read-only" and os.geteuid() == 0 else ""
    return f"ogallala cache: {mode} ({os.environ.get('OGALLALA_CACHE_DIR')}){'; ' + root if root else ''}"


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """A planted session fails if anything around its cache changed or a pickle ran."""
    for root, mode, before in _SESSION:
        problems = cache_modes.harmed(root, root / "cache", before) if mode == "planted" else []
        if problems:
            print(f"\nthe planted cache folder harmed its surroundings: {'; '.join(problems)}", file=sys.stderr)
            session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_unconfigure(config: pytest.Config) -> None:
    while _SESSION:
        root, mode, _ = _SESSION.pop()
        if mode == "read-only":
            cache_modes.writable(root / "cache")
        shutil.rmtree(root, ignore_errors=True)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--full", action="store_true", default=False,
                     help="run the full tier too (CONTRIBUTING.md): every reading, every mutant, pytest-bdd over every "
                          "scenario, the browser and the packaging; OGALLALA_FULL=1 does the same")


def pytest_configure(config: pytest.Config) -> None:
    _session_cache()
    tiers.FULL = bool(config.getoption("--full")) or os.environ.get("OGALLALA_FULL") == "1"
    config.addinivalue_line("markers", "full: the full tier's (CONTRIBUTING.md): run with --full")
    config.addinivalue_line("markers", "fast: run in the fast tier whatever it costs (CONTRIBUTING.md)")
    for tag, (kind, value) in known_tags().items():
        config.addinivalue_line("markers", f"{tag}: {kind} {value}")
    for scenario in all_scenarios():
        config.addinivalue_line("markers", f"id_{scenario.id}: scenario {scenario.name}")


@pytest.fixture
def own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder of the test's own, empty and on, whatever the session's cache mode:
    for the tests of what the cache keeps."""
    folder = tmp_path / "own-cache"
    folder.mkdir(mode=0o700)
    monkeypatch.setenv("OGALLALA_CACHE_DIR", str(folder))
    monkeypatch.delenv("OGALLALA_NO_CACHE", raising=False)
    return folder


@pytest.fixture
def ctx(request: pytest.FixtureRequest) -> Iterator[Context]:
    callspec = getattr(request.node, "callspec", None)
    params = callspec.params if callspec else {}
    edition = params.get("edition")
    # an outline row's reading columns (headed by a ruling id): the row runs under them
    row = params.get("_pytest_bdd_example") or {}
    rulings = load_spec().rulings_by_id
    readings = {k: v for k, v in row.items() if k in rulings and v not in ("", "-")}
    engine = InProcess()
    yield Context(engine=engine, edition=edition, readings=readings)
    engine.close()




def _bind(definition: StepDef) -> Callable[..., None]:
    def run(ctx: Context, **groups: object) -> None:
        definition.func(ctx, **{k: v for k, v in groups.items() if v is not None})

    params = [inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    extra = list(definition.regex.groupindex)
    wanted = inspect.signature(definition.func).parameters
    extra += [name for name in ("docstring", "datatable") if name in wanted]
    params += [inspect.Parameter(n, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None) for n in extra]
    run.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    run.__name__ = definition.func.__name__
    return run


_KEYWORDS = {"Given": given, "When": when, "Then": then}
for _definition in STEPS:
    _KEYWORDS[_definition.keyword](parsers.re(_definition.pattern + r"\Z"))(_bind(_definition))


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The fast tier leaves out (deselected: counted, not skipped) the tests marked for the
    full tier and those over its budget (``tiers.fast_tier``), but for tests named by id."""
    if tiers.FULL or any("::" in arg for arg in config.args):
        return
    kept, marked, slow = tiers.fast_tier(items)
    if marked or slow:
        config.hook.pytest_deselected(items=marked + slow)
        items[:] = kept
    tiers.LEFT, tiers.SLOW = len(marked), len(slow)
    if hasattr(config, "workeroutput"):  # a worker of pytest -n: the controller prints the summary
        config.workeroutput["full_tier_left"] = (tiers.LEFT, tiers.SLOW)


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: object) -> object:
    """Under pytest -n, the tests of one of ``tiers.GROUPS`` go to one worker, the others
    one by one to whichever is free (xdist's ``loadgroup`` would do it from markers, but it
    renames the tests by a field pytest 9 no longer reads; the controller sees only ids)."""
    if config.getvalue("dist") != "load":
        return None  # a --dist the user chose
    from xdist.scheduler import LoadScopeScheduling

    class Grouped(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return tiers.group_of(nodeid)

    return Grouped(config, log)


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: object, error: object) -> None:
    """Under pytest -n, what a worker left out (every worker collects the same tests)."""
    tiers.LEFT, tiers.SLOW = getattr(node, "workeroutput", {}).get("full_tier_left", (tiers.LEFT, tiers.SLOW))


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """The tier that ran, and the inputs each fuzz test tried
    (``record_property("fuzz_inputs", {path: n})``)."""
    if not tiers.FULL:
        scenarios = len(all_scenarios()) - len(tiers.scenarios())
        terminalreporter.write_line(f"fast tier: {tiers.LEFT} tests marked for the full tier, {tiers.SLOW} over "
                                    f"{tiers.BUDGET} s each (tests/durations.json) and {scenarios} scenarios under "
                                    "pytest-bdd not run (pytest --full runs them; CI does)", yellow=True)
    counts: dict[str, int] = {}
    for reports in terminalreporter.stats.values():
        for report in reports:
            for name, value in getattr(report, "user_properties", ()):
                if name == "fuzz_inputs" and getattr(report, "when", "call") == "call":
                    counts.update(value)
    if counts:
        terminalreporter.section("fuzz inputs tried, per path")
        for path, n in sorted(counts.items()):
            terminalreporter.write_line(f"  {path:<24} {n}")
