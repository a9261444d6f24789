"""pytest glue: the scenario steps as pytest-bdd steps, and the tags as registered markers.

The steps themselves live in ``ogallala.scenarios.steps`` (one list for pytest and the
conformance runner); here each becomes a pytest-bdd step whose signature names the
regex groups, so that pytest-bdd hands them over. Markers for editions, topics and
rulings come from the spec, so a misspelt tag fails the run under --strict-markers.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator

import pytest
from pytest_bdd import given, parsers, then, when

from ogallala.protocol.inprocess import InProcess
from ogallala.scenarios.load import all_scenarios, known_tags
from ogallala.scenarios.steps import STEPS, Context, StepDef
from ogallala.model.spec import load_spec


def pytest_configure(config: pytest.Config) -> None:
    import hashlib
    import os
    import tempfile
    from pathlib import Path

    # The cache folder (parsed features, spec and positions, --last-failed): not in the checkout,
    # but one per checkout kept between sessions, as `ogallala conformance` keeps `.ogallala/`
    # (parsing every position anew would be most of test_features.py's time). Whatever is kept
    # there is checked against the size and time of every source it came from (ogallala.util.cached,
    # ogallala.notation.kept); a test that needs an empty cache makes its own.
    checkout = hashlib.sha256(str(config.rootpath.resolve()).encode()).hexdigest()[:12]
    folder = Path(tempfile.gettempdir()) / f"ogallala-tests-{os.getuid() if hasattr(os, 'getuid') else 0}-{checkout}"
    os.environ.setdefault("OGALLALA_CACHE_DIR", str(folder))
    for tag, (kind, value) in known_tags().items():
        config.addinivalue_line("markers", f"{tag}: {kind} {value}")
    for scenario in all_scenarios():
        config.addinivalue_line("markers", f"id_{scenario.id}: scenario {scenario.name}")


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


def pytest_terminal_summary(terminalreporter, exitstatus: int, config: pytest.Config) -> None:
    """The inputs each fuzz test tried (``record_property("fuzz_inputs", {path: n})``)."""
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
