"""The conformance suite inside any pytest run: ``pytest --ogallala-engine "CMD"``.

Registered by entry point (``pytest11``), so installing ``ogallala`` is enough; it does
nothing unless ``--ogallala-engine`` is given. Then every conformance run of the selection
becomes a pytest item whose name is the run key (``attack_strength#2@amigo``), below a
collector per feature file (node id ``ogallala/attack/strength.feature::attack_strength#2@amigo``),
marked with the run's edition (``amigo``), rule topics (``topic_attack_strength``) and
rulings (``ruling_amigo_deck_split``), so that ``-k``, ``-m``, ``--lf``, ``-x``,
``--junitxml`` and ``-n`` (pytest-xdist) work as on any test.

The items are played by the harness's own machinery: the engine's hello selects the runs
(``select.for_engine`` and ``skip_reason``), ``runner.play`` plays each, and a failure is
shown as ``failures.describe`` writes it for ``ogallala conformance``. Each pytest process
(each xdist worker) starts one engine, at collection, and stops it at the end of the session.

How outcomes map:

- a run that passes passes; a wrong answer fails; an engine that misbehaves during a run
  (timeout, crash, a reply that is not the protocol's) fails that item, its report headed
  ``ERROR (kind)`` as in ``ogallala conformance``; so does a broken scenario;
- a run the engine does not claim (its edition, a variant, a reading the register does not
  play) is collected and skipped, with the reason;
- a row of a reading column for another reading than the engine's is not collected (the
  summary counts them), as ``ogallala conformance`` leaves them out;
- an engine that cannot be started (no valid hello) is a collection error, which stops the
  session; one that was restarted too often (``--ogallala-max-restarts``) makes the
  remaining items errors at setup (``not run: ...``);
- a run listed in ``--ogallala-expected-failures`` (an expected-outcomes file, as
  ``ogallala conformance`` reads it) is marked ``xfail(strict=True)``: a run that ends in
  the outcome listed (``fail``, ``error``, ``timeout``, ``crash``, ``broken``, with the cause
  if one is given) is xfailed, a pass fails the session, any other outcome stays a failure;
  a run listed as ``skip`` is skipped, not played;
- a run not begun when ``--ogallala-deadline`` passed is skipped (``not run: the
  deadline ... passed before it began``), and the session exits 2 (pytest's "interrupted").
"""

from __future__ import annotations

import shlex
import time
from collections.abc import Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from _pytest._code.code import TerminalRepr  # the base of every failure representation; not re-exported by pytest

if TYPE_CHECKING:
    from .harness.deadline import Deadline
    from .harness.expected import Index
    from .harness.failures import Line, Rerun
    from .harness.results import Result
    from .harness.runner import EngineSpec
    from .harness.select import Selection
    from .protocol.interface import Engine, Hello
    from .scenarios.load import Run
    from _pytest._code.code import TracebackStyle
    from _pytest._io import TerminalWriter

__all__ = ["REFERENCE", "AsExpected", "ConformanceError", "EngineUnavailable", "RunItem", "WrongAnswer"]

REFERENCE = "reference"
"""``--ogallala-engine reference``: the reference engine, in the pytest process."""

DEFAULTS: dict[str, object] = {"edition": [], "rule": [], "tag": None, "run": None, "reading": [], "timeout": 10.0,
                               "max_restarts": 10, "no_pipelining": False, "expected_failures": None,
                               "against_reference": False, "deadline": None, "engine_env": [], "engine_limit": [],
                               "engine_cwd": None}
"""The ``--ogallala-*`` options besides ``--ogallala-engine`` (which they need), with their defaults."""

WARNINGS = 20
"""Most problems of the engine's hello shown."""


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("ogallala", "the Ogallala conformance suite (off unless --ogallala-engine is given)")
    group.addoption("--ogallala-engine", metavar="CMD",
                    help='collect the conformance runs and play them against this engine: a command that speaks '
                    'the JSON protocol ("ogallala serve", split like a shell would, run without one), or '
                    '"reference" for the reference engine in this process')
    group.addoption("--ogallala-edition", action="append", default=[], metavar="ID",
                    help="only the runs of this edition (repeatable)")
    group.addoption("--ogallala-rule", action="append", default=[], metavar="TOPIC",
                    help="only scenarios of this rule topic (attack.strength) or area (attack); repeatable")
    group.addoption("--ogallala-tag", metavar="EXPR",
                    help="only runs whose tags satisfy this expression: 'amigo and not ruling_amigo_deck_split'")
    group.addoption("--ogallala-run", metavar="TEXT",
                    help="only scenarios whose id or name contains TEXT, or the runs of a run key "
                    "(ID#ROW@EDITION, parts may be left out)")
    group.addoption("--ogallala-reading", action="append", default=[], metavar="RULING=ALTERNATIVE",
                    help="with --ogallala-engine reference: it plays this reading, and only the rows of reading "
                    "columns for it are collected (repeatable)")
    group.addoption("--ogallala-timeout", type=float, default=10.0, metavar="SECONDS",
                    help="seconds to wait for each reply of the engine (default 10)")
    group.addoption("--ogallala-max-restarts", type=int, default=10, metavar="N",
                    help="restarts of a failed engine before the runs left are not played (default 10)")
    group.addoption("--ogallala-no-pipelining", action="store_true",
                    help="write one request at a time, even to an engine whose hello says `pipelining`")
    group.addoption("--ogallala-expected-failures", metavar="FILE",
                    help="the expected outcomes (`KEY [OUTCOME [CAUSE]]  # reason` lines, as `ogallala "
                    "conformance` reads them): marked xfail(strict=True) for that outcome, or skipped for `skip`")
    group.addoption("--ogallala-engine-env", action="append", default=[], metavar="NAME[=VALUE]",
                    help="give the engine this variable (NAME), this value (NAME=VALUE) or the variables whose name "
                    "begins so (PREFIX*); repeatable. Without it the engine gets only PATH, HOME, the locale, TZ and "
                    "the temporary folder")
    group.addoption("--ogallala-engine-limit", action="append", default=[], metavar="NAME=VALUE",
                    help="a resource limit of the engine process, as `ogallala conformance --engine-limit` takes it "
                    "(address-space, cpu, processes, file-size, core; none: no limit); repeatable")
    group.addoption("--ogallala-engine-cwd", metavar="DIR",
                    help="the engine's working folder (default: the folder pytest runs in)")
    group.addoption("--ogallala-deadline", type=float, metavar="SECONDS",
                    help="start no run after SECONDS from the session's start: the runs left are skipped as not run, "
                    "and the session exits 2")
    group.addoption("--ogallala-against-reference", action="store_true",
                    help="put every request to the reference engine too, and name in each failure the first "
                    "reply that differs from it")


def pytest_configure(config: pytest.Config) -> None:
    command = config.getoption("ogallala_engine", None)
    if command is None:
        given = [name for name, default in DEFAULTS.items() if config.getoption(f"ogallala_{name}") != default]
        if given:
            option = "--ogallala-" + given[0].replace("_", "-")
            raise pytest.UsageError(f"{option} needs --ogallala-engine (the engine to play the suite against)")
        return
    from .util import cached

    notes: list[str] = []
    cached.SAY[:] = [notes.append]  # pytest's capture would hide a line on stderr: the summary says it
    conformance = Conformance.from_config(config, command)
    conformance.cache_notes = notes
    config.pluginmanager.register(conformance, "ogallala-conformance")


# -- what the failures look like -------------------------------------------------------------


class ConformanceError(Exception):
    """A run that did not pass; ``result`` says how (``harness.results.Result``)."""

    def __init__(self, result: Result) -> None:
        super().__init__(result.message.splitlines()[0] if result.message.strip() else result.outcome)
        self.result = result


class WrongAnswer(ConformanceError):
    """The engine answered, and the answer was not the rules' (outcome ``failed``)."""


class AsExpected(ConformanceError):
    """The run ended as its expected-outcomes entry says (what the ``xfail`` marker awaits)."""


class EngineUnavailable(Exception):
    """The engine could not be started, or did not answer the handshake as the protocol says."""


@dataclass(frozen=True)
class Crash:
    """Where and why, for pytest's short summary line (``FAILED key - message``)."""

    path: str
    lineno: int
    message: str


STYLES = {"bold": "bold", "dim": "light", "red": "red", "green": "green", "yellow": "yellow", "cyan": "cyan",
          "magenta": "purple"}
"""The report's rich styles as pytest's terminal markup."""


class FailureRepr(TerminalRepr):
    """A failure's block as ``ogallala conformance`` prints it, in pytest's colours; plain
    text wherever pytest wants a string (JUnit, xdist)."""

    def __init__(self, lines: Sequence[Line], crash: Crash | None) -> None:
        from .util.clean import clean_line

        self.lines = [(clean_line(text, None), style) for text, style in lines]
        self.reprcrash = Crash(clean_line(crash.path, 300), crash.lineno, clean_line(crash.message, 500)) if crash else None

    def toterminal(self, tw: TerminalWriter) -> None:
        for text, style in self.lines:
            tw.line(text, **{STYLES[word]: True for word in style.split() if word in STYLES})

    def __str__(self) -> str:
        return "\n".join(text for text, _ in self.lines)


# -- the collection tree -----------------------------------------------------------------


class Suite(pytest.Collector):
    """The runs of the selection, one collector per feature file; collecting it starts the
    engine (its hello decides which runs are for it)."""

    conformance: Conformance

    def collect(self) -> Iterator[pytest.Item | pytest.Collector]:
        from .util.clean import clean_line

        runs = self.conformance.collect()
        by_feature: dict[str, list[Run]] = {}
        for run in runs:
            by_feature.setdefault(run.scenario.feature, []).append(run)
        root = self.path
        for feature, found in by_feature.items():
            name = clean_line(feature, 300)
            node = Feature.from_parent(self, name=name, nodeid=f"ogallala/{name}", path=root / feature)
            node.runs = found
            node.conformance = self.conformance
            yield node

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException],
                     style: TracebackStyle | None = None) -> str | TerminalRepr:
        if isinstance(excinfo.value, EngineUnavailable):  # say so, without a traceback of the plugin
            return str(excinfo.value)
        return super().repr_failure(excinfo)


class Feature(pytest.Collector):
    """The runs of one feature file."""

    runs: list[Run]
    conformance: Conformance

    def collect(self) -> Iterator[RunItem]:
        from .util.clean import clean_line

        for run in self.runs:
            yield RunItem.from_parent(self, name=clean_line(run.key, 300), run=run, conformance=self.conformance)


class RunItem(pytest.Item):
    """One conformance run (a scenario in one edition, one row of an outline)."""

    def __init__(self, *, run: Run, conformance: Conformance, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.run = run
        self.conformance = conformance
        self.result: Result | None = None
        """The run's result, once played."""
        self.late = False
        """Whether the deadline had passed when it was to begin."""
        from .harness.select import run_tags

        for tag in sorted(run_tags(run)):
            if tag in conformance.markers:
                self.add_marker(tag)
        self.add_marker("ogallala")
        reason = conformance.skips.get(run.key)
        if reason is not None:
            self.add_marker(pytest.mark.skip(reason=reason))
        entry = conformance.expected.lookup(run.key) if conformance.expected is not None else None
        self.entry = entry
        if entry is not None and entry.outcome == "skip" and reason is None:
            self.add_marker(pytest.mark.skip(reason=f"listed as skip in the expected outcomes ({entry.reason})"))
        elif entry is not None:
            listed = "an expected failure" if entry.expects == "fail" else f"expected: {entry.expects}"
            self.add_marker(pytest.mark.xfail(reason=entry.reason or listed, strict=True, raises=AsExpected))

    def setup(self) -> None:
        deadline = self.conformance.deadline
        if deadline is not None and deadline.passed():
            self.late = True
            pytest.skip(deadline.reason)
        gave_up = self.conformance.gave_up()
        if gave_up:
            pytest.fail(f"not run: {gave_up}", pytrace=False)  # an error at setup, shown as this one line

    def runtest(self) -> None:
        from .harness.runner import play

        result = play(self.run, self.conformance.engine(), self.conformance.readings.get(self.run.key))
        self.result = result
        if result.outcome == "passed":
            return
        entry = self.entry
        if entry is not None:
            from .harness.results import expect

            result = self.result = expect(result, entry)  # xfailed, or its reason says what was expected instead
            if result.outcome == "xfailed":
                raise AsExpected(result)
        raise (WrongAnswer if result.outcome == "failed" else ConformanceError)(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException],
                     style: TracebackStyle | None = None) -> str | TerminalRepr:
        if isinstance(excinfo.value, ConformanceError):
            return self.conformance.failure_repr(excinfo.value.result)
        return super().repr_failure(excinfo, style)

    def reportinfo(self) -> tuple[Path, int, str]:
        scenario = self.run.scenario
        return self.path, scenario.line - 1, self.run.key


# -- the plugin, once --ogallala-engine is given ---------------------------------------------


class Conformance:
    """The selection, the engine of this process and what the summary needs."""

    def __init__(self, config: pytest.Config, spec: EngineSpec, selection: Selection, rerun: Rerun,
                 expected: Index | None, deadline: Deadline | None = None) -> None:
        self.config = config
        self.deadline = deadline
        self.late = 0
        """Runs skipped because the deadline had passed (the xdist workers' too)."""
        self.spec = spec
        self.selection = selection
        self.rerun = rerun
        self.expected = expected
        self.markers = set(self._register_markers(config))
        self._engine: Engine | None = None
        self.hello: Hello | None = None
        self.readings: dict[str, dict[str, str]] = {}
        """The readings each collected run is played under, by run key."""
        self.skips: dict[str, str] = {}
        self.others = 0
        """Rows of reading columns for other readings than the engine's: not collected."""
        self.cache_notes: list[str] = []
        """What the cache folder said (a folder it refused), for the summary."""
        self.problems: list[str] = []
        self.results: list[Result] = []
        """The results of the runs that did not pass, as the reports brought them (xdist too)."""
        self.workers: list[dict[str, Any]] = []

    @classmethod
    def from_config(cls, config: pytest.Config, command: str) -> Conformance:
        from .commands.cli import MAX_TIMEOUT, reading_options
        from .util.errors import UserError
        from .harness.deadline import Deadline, check
        from .harness.expected import ExpectedError, Index, read
        from .harness.failures import Rerun
        from .protocol.process import Limits
        from .harness.runner import EngineSpec
        from .harness.select import Selection
        from .scenarios.load import all_scenarios

        timeout = float(config.getoption("ogallala_timeout"))
        if not 0 < timeout <= MAX_TIMEOUT:
            raise pytest.UsageError(f"--ogallala-timeout must be a positive number of seconds, at most {MAX_TIMEOUT:g}")
        try:
            readings = reading_options(config.getoption("ogallala_reading"))
        except UserError as error:
            raise pytest.UsageError(str(error)) from None
        argv: tuple[str, ...] | None = None
        if command.strip() != REFERENCE:
            if readings:
                raise pytest.UsageError("--ogallala-reading sets the reference engine's readings; "
                                        "an engine command declares its own in its hello")
            try:
                argv = tuple(shlex.split(command))
            except ValueError as error:
                raise pytest.UsageError(f"cannot split --ogallala-engine {command!r}: {error}") from None
            if not argv:
                raise pytest.UsageError("--ogallala-engine is empty")
        restarts = int(config.getoption("ogallala_max_restarts"))
        if restarts < 0:
            raise pytest.UsageError("--ogallala-max-restarts must not be negative")
        env, rlimits, cwd = _confinement(config)
        limits = Limits(timeout=timeout, handshake=max(timeout, 10.0), max_restarts=restarts,
                        pipelining=not config.getoption("ogallala_no_pipelining"), env=env, rlimits=rlimits, cwd=cwd)
        spec = EngineSpec(argv, limits, tuple(sorted(readings.items())), bool(config.getoption("ogallala_against_reference")))
        try:
            selection = Selection.build(config.getoption("ogallala_edition"), config.getoption("ogallala_rule"),
                                        config.getoption("ogallala_tag"), config.getoption("ogallala_run"),
                                        all_scenarios())
        except ValueError as error:
            raise pytest.UsageError(f"ogallala: {error}") from None
        if not selection.runs(all_scenarios()):
            raise pytest.UsageError("ogallala: no scenario matches the selection (see `ogallala conformance --list`)")
        deadline = None
        seconds = config.getoption("ogallala_deadline")
        if seconds is not None:
            problem = check(float(seconds), "--ogallala-deadline")
            if problem:
                raise pytest.UsageError(problem)
            deadline = Deadline.after(float(seconds), "--ogallala-deadline")
            given = getattr(config, "workerinput", {}).get("ogallala_deadline")
            if isinstance(given, float):  # an xdist worker keeps the controller's moment
                deadline = Deadline(time.monotonic() + given - time.time(), deadline.said)
        expected = None
        if config.getoption("ogallala_expected_failures"):
            try:
                expected = Index(read(Path(config.getoption("ogallala_expected_failures"))))
            except ExpectedError as error:
                raise pytest.UsageError(str(error)) from None
        return cls(config, spec, selection, Rerun(spec.argv, spec.readings), expected, deadline)

    @staticmethod
    def _register_markers(config: pytest.Config) -> Iterator[str]:
        from .scenarios.load import known_tags

        config.addinivalue_line("markers", "ogallala: a run of the Ogallala conformance suite")
        for tag, (kind, value) in known_tags().items():
            config.addinivalue_line("markers", f"{tag}: {kind} {value}")
            yield tag

    # -- the engine --------------------------------------------------------------------------

    def engine(self) -> Engine:
        if self._engine is None:
            self._engine = self.spec.make()
        return self._engine

    def gave_up(self) -> str | None:
        """Why the engine's next request could only give up, or None."""
        from .harness.differential import Differential
        from .protocol.process import ProcessEngine

        engine = self.engine()
        inner = engine.engine if isinstance(engine, Differential) else engine
        if isinstance(inner, ProcessEngine) and not inner.alive and inner.starts and \
                inner.restarts >= inner.limits.max_restarts:
            return f"the engine failed and was restarted {inner.restarts} times; giving up on it"
        return None

    def close(self) -> None:
        if self._engine is not None:
            self._engine.close()
            self._engine = None

    # -- collection --------------------------------------------------------------------------

    def collect(self) -> list[Run]:
        """The runs for the engine, in the suite's order; starts it for its hello."""
        from .util.clean import clean_line, first_line
        from .harness.select import for_engine, for_suite, hello_problems, skip_reason
        from .protocol.interface import EngineError
        from .scenarios.load import all_scenarios

        runs = self.selection.runs(all_scenarios())
        try:
            hello = self.engine().hello()
        except EngineError as error:
            self.close()
            tail = error.stderr.strip().splitlines()[-1] if error.stderr.strip() else ""
            raise EngineUnavailable(f"ogallala: the engine {self.spec.label!r} could not be started: "
                                    f"{first_line(error.message, 300)}"
                                    + (f" (its stderr: {first_line(tail)})" if tail else "")) from None
        self.hello = hello
        self.problems = [clean_line(p, 300) for p in hello_problems(hello, WARNINGS)]
        claims = for_suite(hello)
        chosen, readings, self.others = for_engine(runs, claims)
        self.readings = readings
        self.skips = {r.key: reason for r in chosen if (reason := skip_reason(r, claims))}
        return chosen

    # -- reports ----------------------------------------------------------------------------

    def failure_repr(self, result: Result) -> FailureRepr:
        from .util.clean import clean_line, first_line
        from .harness.failures import describe

        lines = describe(result, self.rerun)
        lines.append((f"  pytest: {self.rerun_command(result.key)}", "cyan"))
        message = first_line(result.message, 500) if result.message.strip() else result.outcome
        label = {"failed": "", "error": f"engine error ({clean_line(result.kind, 40)}): ", "broken": "broken scenario: "}
        return FailureRepr(lines, Crash(clean_line(result.feature, 300), result.line,
                                        label.get(result.outcome, "") + message))

    def rerun_command(self, key: str) -> str:
        from .util.clean import clean_line

        words = ["pytest", "--ogallala-engine", shlex.join(self.spec.argv) if self.spec.argv else REFERENCE]
        for rid, aid in self.spec.readings:
            words += ["--ogallala-reading", f"{rid}={aid}"]
        if self.spec.against_reference:
            words.append("--ogallala-against-reference")
        return clean_line(shlex.join([*words, "--ogallala-run", key]), 2000)

    @pytest.hookimpl(wrapper=True)
    def pytest_make_collect_report(self, collector: pytest.Collector) -> Generator[None, pytest.CollectReport,
                                                                                   pytest.CollectReport]:
        """The session's collection gets the suite beside whatever the command line named."""
        report = yield
        if isinstance(collector, pytest.Session) and report.passed and isinstance(report.result, list):
            from .scenarios.load import features_root

            suite = Suite.from_parent(collector, name="ogallala", nodeid="ogallala", path=features_root())
            suite.conformance = self
            report.result.append(suite)
        return report

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, pytest.TestReport,
                                                                                                     pytest.TestReport]:
        """A run's report carries its result in brief (``_brief``), to the xdist controller too,
        and holds only clean text (``_cleaned``): pytest prints it and writes it to JUnit XML."""
        report = yield
        if isinstance(item, RunItem):
            _cleaned(report)
            if item.result is not None and call.when == "call":
                vars(report)["ogallala"] = _brief(item.result)  # a report keeps (and xdist sends) extra attributes
            if item.late and call.when == "setup":
                vars(report)["ogallala_late"] = True
        return report

    @pytest.hookimpl(optionalhook=True)
    def pytest_configure_node(self, node: Any) -> None:
        """An xdist worker gets the deadline's moment (as wall-clock time: another process)."""
        if self.deadline is not None:
            node.workerinput["ogallala_deadline"] = time.time() + self.deadline.at - time.monotonic()

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "setup" and getattr(report, "ogallala_late", False):
            self.late += 1
        brief = getattr(report, "ogallala", None)
        if report.when == "call" and isinstance(brief, dict) and brief.get("outcome") != "passed":
            self.results.append(_from_brief(brief))

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        workeroutput = getattr(session.config, "workeroutput", None)
        if isinstance(workeroutput, dict):  # an xdist worker: tell the controller
            workeroutput["ogallala"] = self._facts()
        elif self.late and session.exitstatus != pytest.ExitCode.INTERRUPTED:
            session.exitstatus = pytest.ExitCode.INTERRUPTED  # the suite did not finish
        self.close()

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: object) -> None:
        facts = getattr(node, "workeroutput", {}).get("ogallala")
        if isinstance(facts, dict):
            self.workers.append(facts)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.close()

    def _facts(self) -> dict[str, Any]:
        from .harness.report import hello_line

        return {"hello": hello_line(self.hello) if self.hello else "", "others": self.others,
                "problems": self.problems, "cache": self.cache_notes}

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        from .util.clean import clean_line
        from .harness.failures import group

        facts = [self._facts()] if self.hello is not None else []
        facts += self.workers
        notes = list(dict.fromkeys([*self.cache_notes, *(n for f in facts for n in f.get("cache", []))]))
        if not facts and not self.results and not notes and not self.late:
            return
        terminalreporter.section("ogallala conformance")
        for note in notes:
            terminalreporter.line(note, yellow=True)
        first = facts[0] if facts else {}
        if first.get("hello"):
            terminalreporter.line(f"engine: {clean_line(first['hello'], 600)} ({clean_line(self.spec.label, 300)})")
        for problem in first.get("problems", [])[:WARNINGS]:
            terminalreporter.line(f"warning: the engine's hello: {clean_line(str(problem), 300)}", yellow=True)
        if first.get("others"):
            terminalreporter.line(f"{first['others']} rows of reading columns are for other readings than the "
                                  "engine's and were not collected")
        if self.late and self.deadline is not None:
            terminalreporter.line(f"{self.deadline.said} s passed: {self.late} runs not run (exit 2)", red=True,
                                  bold=True)
        groups = group(self.results)
        if groups:
            terminalreporter.line("by cause:", bold=True)
            for g in groups:
                terminalreporter.line(f"  {clean_line(g.summary(), 300)}", red=True)


def _cleaned(report: pytest.TestReport) -> None:
    """Clean, in place, everything of a run's report that pytest prints or writes to JUnit XML:
    the failure (a ``FailureRepr`` is built of clean lines; anything else becomes its text,
    cleaned), a skip's reason, an xfail's reason, the captured sections and the user
    properties. An engine's text can reach any of them."""
    from .util.clean import clean, clean_line

    longrepr = report.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:  # a skip: (path, line, reason)
        report.longrepr = (clean_line(str(longrepr[0]), 300), longrepr[1], clean_line(str(longrepr[2]), 1000))
    elif longrepr is not None and not isinstance(longrepr, FailureRepr):  # an error at setup, a bug: its text
        crash = getattr(longrepr, "reprcrash", None)
        where = Crash(str(crash.path), int(crash.lineno), str(crash.message)) if crash is not None else None
        report.longrepr = FailureRepr([(line, "") for line in str(longrepr).splitlines()], where)
    if isinstance(getattr(report, "wasxfail", None), str):
        vars(report)["wasxfail"] = clean_line(vars(report)["wasxfail"], 1000)
    report.sections = [(clean_line(title, 200), clean(text)) for title, text in report.sections]
    report.user_properties = [(clean_line(str(name), 200), clean(str(value)))
                              for name, value in report.user_properties]


def _confinement(config: pytest.Config) -> tuple[tuple[str, ...], tuple[tuple[str, int | None], ...], str | None]:
    """``--ogallala-engine-env``, ``-limit`` and ``-cwd``, checked (a usage error if wrong)."""
    from pathlib import Path

    from .protocol.confinement import check_env, parse_limit

    env = tuple(config.getoption("ogallala_engine_env") or ())
    for given in env:
        problem = check_env(given)
        if problem:
            raise pytest.UsageError(problem.replace("--engine-env", "--ogallala-engine-env"))
    rlimits: dict[str, int | None] = {}
    for given in config.getoption("ogallala_engine_limit") or ():
        try:
            name, value = parse_limit(given)
        except ValueError as error:
            raise pytest.UsageError(str(error).replace("--engine-limit", "--ogallala-engine-limit")) from None
        rlimits[name] = value
    cwd = config.getoption("ogallala_engine_cwd")
    if cwd is not None:
        if not Path(cwd).is_dir():
            raise pytest.UsageError(f"--ogallala-engine-cwd {cwd}: no such folder")
        cwd = str(Path(cwd).absolute())
    return env, tuple(rlimits.items()), cwd


BRIEF = ("key", "outcome", "kind", "step", "message", "feature", "edition")
"""What a report carries of a run's result for the summary by cause (it crosses xdist)."""


def _brief(result: Result) -> dict[str, Any]:
    brief: dict[str, Any] = {name: str(getattr(result, name))[:2000] for name in BRIEF}
    brief["line"] = result.line
    brief["divergence"] = "\n".join(result.detail.divergence.splitlines()[:2])[:2000]
    return brief


def _from_brief(brief: Mapping[str, Any]) -> Result:
    from .harness.results import Result
    from .scenarios.run import Detail

    def text(name: str) -> str:
        value = brief.get(name, "")
        return value if isinstance(value, str) else ""

    line = brief.get("line", 0)
    return Result(key=text("key"), scenario="", name="", feature=text("feature"), line=line if isinstance(line, int) else 0,
                  edition=text("edition"), rules=(), area="", topic="", outcome=text("outcome"), message=text("message"),
                  step=text("step"), kind=text("kind"), detail=Detail(divergence=text("divergence")))
