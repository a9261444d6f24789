"""Signals, leftover processes and a busy machine.

SIGINT, SIGTERM and SIGHUP end a run the same way: every engine and worker ended, the
reports of the runs that finished written, exit 128 + the signal. An engine's child that
leaves its process group (``setsid``) is ended with it. A worker whose parent dies of
SIGKILL ends with its engine. ``--jobs`` is capped by the CPUs, and a machine that cannot
start a process gets the blame, not the engine.

The engine of these tests is tests/zoo/escape.py: the reference engine, which at its
handshake starts a child in a session of its own and an orphan (a grandchild whose parent
has exited), both ignoring SIGTERM and SIGHUP; it writes their pids to ZOO_PIDFILE.
"""

from __future__ import annotations

import errno
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ogallala.commands.cli import main
from ogallala.protocol import process as process_module
from ogallala.harness import runner
from ogallala.protocol.process import Limits, ProcessEngine
from ogallala.protocol.interface import EngineError
from ogallala.scenarios.load import all_scenarios

ROOT = Path(__file__).resolve().parent.parent
ESCAPE = shlex.join([sys.executable, str(ROOT / "tests" / "zoo" / "escape.py")])
ONE = ["-k", "attack_strength_equal_refused"]

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="needs /proc and Linux signals")


def alive(pid: int) -> bool:
    """Whether ``pid`` is a process that has not ended (a zombie has ended)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as stream:
            return stream.read().rsplit(b")", 1)[1].split()[0] != b"Z"
    except (FileNotFoundError, ProcessLookupError):
        return False


def pids(path: Path) -> dict[str, list[int]]:
    """The pids the escape engines wrote, by kind (engine, child, orphan, run, parent)."""
    found: dict[str, list[int]] = {"engine": [], "child": [], "orphan": [], "run": [], "parent": []}
    for line in path.read_text().splitlines() if path.exists() else []:
        kind, pid, *more = line.split()
        found[kind].append(int(pid))
        if kind == "engine":
            found["parent"].append(int(more[0]))
    return found


def gone(wanted: list[int], within: float = 10.0) -> list[int]:
    """The processes of ``wanted`` still alive after ``within`` seconds."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and any(alive(p) for p in wanted):
        time.sleep(0.05)
    return [p for p in wanted if alive(p)]


def describe(wanted: list[int]) -> list[str]:
    """Each process: pid, state, parent, session (for a failure's message)."""
    found = []
    for pid in wanted:
        try:
            with open(f"/proc/{pid}/stat", "rb") as stream:
                fields = stream.read().rsplit(b")", 1)[1].split()
            found.append(f"{pid} {fields[0].decode()} parent {fields[1].decode()} session {fields[3].decode()}")
        except OSError:
            found.append(f"{pid} gone")
    return found


def kill_all(wanted: list[int]) -> None:
    for pid in wanted:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def test_an_engine_whose_child_calls_setsid_leaves_nothing_behind(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("ZOO_PIDFILE", str(tmp_path / "pids"))
    code = main(["conformance", "--engine", ESCAPE, *ONE, "--json", str(tmp_path / "r.json"), "--engine-env", "ZOO_*"])
    assert code == 0, capsys.readouterr().err
    found = pids(tmp_path / "pids")
    everyone = found["engine"] + found["child"] + found["orphan"]
    assert len(found["engine"]) == 1 and len(everyone) == 3
    left = gone(everyone)
    kill_all(left)
    assert not left, f"still running after the run: {left}"


AS_A_SHELL_STARTS_IT = ("import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, ()); "
                        "signal.signal(signal.SIGINT, signal.SIG_DFL); os.execv(sys.executable, [sys.executable, *sys.argv[1:]])")
"""The harness's prelude: a terminal's shell starts a foreground command with no signal
blocked and Ctrl-C at its default, whatever the test's process (a pytest-xdist worker that
has run other tests) has set; both pass through exec to the harness and its workers."""


def _harness(tmp_path: Path, *more: str) -> tuple[subprocess.Popen[bytes], Path]:
    pidfile = tmp_path / "pids"
    env = {**os.environ, "ZOO_PIDFILE": str(pidfile), "ZOO_DELAY": "0.05", "CI": "1"}
    command = [sys.executable, "-c", AS_A_SHELL_STARTS_IT, "-m", "ogallala", "conformance", "--engine", ESCAPE,
               "--rule", "attack", "--json", str(tmp_path / "r.json"), "--junit", str(tmp_path / "r.xml"),
               "--engine-env", "ZOO_*", *more]
    harness = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               start_new_session=True, cwd=tmp_path)
    return harness, pidfile


def _wait_for(pidfile: Path, engines: int, runs: int, harness: subprocess.Popen[bytes], within: float = 60.0) -> None:
    """Until ``engines`` engines have started and ``runs`` runs have begun."""
    deadline = time.monotonic() + within
    while time.monotonic() < deadline and harness.poll() is None:
        found = pids(pidfile)
        if len(found["engine"]) >= engines and len(found["run"]) >= runs:
            return
        time.sleep(0.05)
    harness.kill()
    pytest.fail(f"the harness did not get going: {harness.communicate()[1][-2000:]!r}")


def _signal_state(pid: int) -> str:
    """What a process blocks, ignores and catches (Linux: /proc), for a harness that did not end."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return "(its signal state cannot be read)"
    return "; ".join(line for line in status.splitlines() if line.startswith(("State", "SigPnd", "ShdPnd", "SigBlk",
                                                                              "SigIgn", "SigCgt")))


@pytest.mark.parametrize(("signum", "to_group"), [
    (signal.SIGINT, True),    # Ctrl-C: the terminal signals the whole foreground group
    (signal.SIGTERM, False),  # kill PID
    (signal.SIGHUP, True),    # the terminal closes
], ids=["SIGINT", "SIGTERM", "SIGHUP"])
def test_a_signal_ends_the_run_writes_the_reports_and_leaves_nothing(tmp_path: Path, signum: int,
                                                                      to_group: bool) -> None:
    harness, pidfile = _harness(tmp_path, "--jobs", "2")
    _wait_for(pidfile, engines=2, runs=4, harness=harness)  # two runs at least have finished
    (os.killpg if to_group else os.kill)(harness.pid, signum)
    try:
        _, err = harness.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the harness did not end within 60 s of {signal.Signals(signum).name}: {_signal_state(harness.pid)}")
    finally:
        harness.kill()
    found = pids(pidfile)
    workers = [p for p in found["parent"] if p != harness.pid]
    everyone = found["engine"] + found["child"] + found["orphan"] + workers
    left = gone(everyone)
    kill_all(left)
    assert harness.returncode == 128 + signum, err[-2000:]
    assert not left, f"still running after the harness ended: {left}"
    assert workers, "the second job ran in this process, not a worker"
    report = json.loads((tmp_path / "r.json").read_text())
    name = signal.Signals(signum).name
    assert report["interrupted"]["signal"] == name and report["interrupted"]["not_played"] > 0
    assert report["engines"][0]["summary"]["passed"] >= 1 and report["engines"][0]["summary"]["passed"] == len(report["engines"][0]["results"])
    assert (tmp_path / "r.xml").read_text().count("<testcase") == len(report["engines"][0]["results"])
    assert b"Traceback" not in err


def test_a_worker_whose_parent_is_killed_ends_with_its_engine(tmp_path: Path) -> None:
    harness, pidfile = _harness(tmp_path, "--jobs", "2")
    _wait_for(pidfile, engines=2, runs=2, harness=harness)
    harness.kill()  # SIGKILL: no handler runs in the harness
    harness.communicate(timeout=30)
    found = pids(pidfile)
    ours = [i for i, parent in enumerate(found["parent"]) if parent != harness.pid]
    assert ours, "the second job ran in this process, not a worker"
    worker_side = [found["parent"][i] for i in ours] + [found[k][i] for i in ours for k in ("engine", "child", "orphan")]
    left = gone(worker_side)
    described = describe(left)
    kill_all(found["engine"] + found["child"] + found["orphan"] + left)  # the harness's own engine's escapees
    assert not left, f"the worker or its engine outlived the harness: {described} (of {found})"


def test_jobs_beyond_the_cpus_are_capped_and_the_suite_runs_right(tmp_path: Path, capsys) -> None:
    every = sum(len(s.runs()) for s in all_scenarios())
    code = main(["conformance", "--jobs", "1000", "--json", str(tmp_path / "r.json")])
    err = capsys.readouterr().err
    report = json.loads((tmp_path / "r.json").read_text())
    assert code == 0, err[-2000:]
    assert report["engines"][0]["summary"]["passed"] == len(report["engines"][0]["results"]) == every
    cpus = len(os.sched_getaffinity(0))
    if cpus < 1000:
        assert f"--jobs 1000: this machine lets the run use {cpus} CPUs; running {cpus} jobs" in err


def test_jobs_beyond_the_cpus_with_an_engine_blame_nothing_on_the_engine(tmp_path: Path, capsys) -> None:
    serve = shlex.join([sys.executable, "-m", "ogallala", "serve"])
    code = main(["conformance", "--engine", serve, "--jobs", "1000", "--rule", "attack.strength",
                 "--json", str(tmp_path / "r.json")])
    report = json.loads((tmp_path / "r.json").read_text())
    assert code == 0, capsys.readouterr().err[-2000:]
    assert {r["outcome"] for r in report["engines"][0]["results"]} == {"passed"}


def _busy(times: int):
    """``subprocess.Popen`` that fails ``times`` times as a machine out of processes does."""
    real = subprocess.Popen
    calls = []

    def popen(*args, **kwargs):
        calls.append(args)
        if len(calls) <= times:
            raise OSError(errno.EAGAIN, "Resource temporarily unavailable")
        return real(*args, **kwargs)

    return popen, calls


def test_a_busy_machine_is_waited_for_and_not_counted_as_a_restart(monkeypatch) -> None:
    popen, calls = _busy(2)
    monkeypatch.setattr(process_module.subprocess, "Popen", popen)
    monkeypatch.setattr(process_module.time, "sleep", lambda _: None)
    engine = ProcessEngine([sys.executable, "-m", "ogallala", "serve"], Limits(timeout=30))
    try:
        assert engine.hello().name == "ogallala reference engine"
        assert len(calls) == 3 and (engine.starts, engine.restarts) == (1, 0)
    finally:
        engine.close()


def test_a_machine_that_cannot_start_the_engine_takes_the_blame(monkeypatch) -> None:
    popen, calls = _busy(10_000)
    monkeypatch.setattr(process_module.subprocess, "Popen", popen)
    monkeypatch.setattr(process_module.time, "sleep", lambda _: None)
    engine = ProcessEngine(["whatever"], Limits(max_restarts=1))
    for _ in range(3):  # never "gave-up": the engine was never started, so never restarted
        with pytest.raises(EngineError) as error:
            engine.hello()
        assert error.value.kind == "resources" and "not the engine's fault" in error.value.message
    assert (engine.starts, engine.restarts) == (0, 0)
    run = next(r for s in all_scenarios() for r in s.runs())
    result = runner.play(run, engine)
    assert (result.outcome, result.kind) == ("error", "resources")
    assert result.message.startswith("not run: the machine could not start the engine process")


def test_workers_that_cannot_be_started_leave_their_share_to_the_others(monkeypatch) -> None:
    real = runner._context()

    class NoRoom:
        Queue = real.Queue

        def Process(self, *args, **kwargs):  # noqa: N802 - the multiprocessing name
            process = real.Process(*args, **kwargs)

            def start() -> None:
                raise OSError(errno.EAGAIN, "Resource temporarily unavailable")

            process.start = start
            return process

    monkeypatch.setattr(runner, "_context", lambda: NoRoom())
    runs = [r for s in all_scenarios() for r in s.runs()][:12]
    results = runner.run_all(runs, runner.EngineSpec(), jobs=3)
    assert [r.key for r in results] == [r.key for r in runs]
    assert {r.outcome for r in results} == {"passed"}
