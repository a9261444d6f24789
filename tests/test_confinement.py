"""What an engine process is given (issue 22, finding 15): a clean environment with the
variables the user names, resource limits an honest engine never meets, a working folder
the user chooses, and a sandbox the user already has around it (bwrap here).

``tests/zoo/introspect.py`` writes down what it was given; ``tests/zoo/hog.py`` takes more
CPU, memory or disk than it may.
"""

from __future__ import annotations

import json
import os
import resource
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from ogallala.protocol import confinement
from ogallala.protocol.limits import Limits
from ogallala.protocol.process import ProcessEngine

from test_harness import BAD, ONE, SERVE, conformance, reference_one  # noqa: F401 - fixtures
from test_pytest_plugin import pytest_in

ZOO = Path(__file__).resolve().parent / "zoo"
ROOT = ZOO.parent.parent
UNLIMITED = resource.RLIM_INFINITY


def introspect(path: Path) -> str:
    return shlex.join([sys.executable, str(ZOO / "introspect.py"), str(path)])


def hog(mode: str) -> str:
    return shlex.join([sys.executable, str(ZOO / "hog.py"), mode])


def told(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


# -- the environment ------------------------------------------------------------------------


def test_the_engine_gets_only_the_variables_any_program_needs(conformance, monkeypatch, tmp_path: Path) -> None:
    """Before: the engine got the harness's whole environment, CI tokens and all."""
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_secret")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "secret")
    monkeypatch.setenv("LC_TIME", "C")
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    out = tmp_path / "seen.json"
    done = conformance("--engine", introspect(out), *ONE)
    assert done.code == 0
    env = told(out)["env"]
    assert "GITHUB_TOKEN" not in env and "AWS_SECRET_ACCESS_KEY" not in env
    assert env["PATH"] == os.environ["PATH"] and env["LC_TIME"] == "C" and env["TMPDIR"] == str(tmp_path)
    allowed = {name for name in confinement.PASSED if not name.endswith("*")}
    assert all(name in allowed or name.startswith("LC_") for name in env), sorted(env)


def test_engine_env_passes_the_variables_named_set_or_matched(conformance, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("MY_ENGINE_BOOK", "/books/opening.bin")
    monkeypatch.setenv("MY_ENGINE_DEPTH", "7")
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_secret")
    out = tmp_path / "seen.json"
    done = conformance("--engine", introspect(out), *ONE, "--engine-env", "MY_ENGINE_*",
                       "--engine-env", "LEVEL=hard", "--engine-env", "NOT_SET_ANYWHERE")
    assert done.code == 0
    env = told(out)["env"]
    assert (env["MY_ENGINE_BOOK"], env["MY_ENGINE_DEPTH"], env["LEVEL"]) == ("/books/opening.bin", "7", "hard")
    assert "NOT_SET_ANYWHERE" not in env and "GITHUB_TOKEN" not in env


@pytest.mark.parametrize("given", ["", "=x", "1ABC", "A B", "A*=x", "MY-VAR"])
def test_a_wrong_engine_env_is_exit_2(conformance, given: str) -> None:
    done = conformance("--engine", SERVE, *ONE, "--engine-env", given, report=False)
    assert done.code == 2 and "--engine-env" in done.err and "Traceback" not in done.err


def test_the_plugin_passes_the_variables_named_too(tmp_path: Path, monkeypatch) -> None:
    out = tmp_path / "seen.json"
    ran = pytest_in(tmp_path, "--ogallala-engine", introspect(out), "--ogallala-run", "attack_strength_equal_refused",
                    "--ogallala-engine-env", "MY_ENGINE_DEPTH", "--ogallala-engine-limit", "cpu=900", "-q",
                    env={"MY_ENGINE_DEPTH": "9", "GITHUB_TOKEN": "ghp_secret"})
    assert ran.code == 0, ran.out
    seen = told(out)
    assert seen["env"]["MY_ENGINE_DEPTH"] == "9" and "GITHUB_TOKEN" not in seen["env"]
    assert seen["limits"]["RLIMIT_CPU"][0] == 900
    wrong = pytest_in(tmp_path, "--ogallala-engine", SERVE, "--ogallala-engine-limit", "cpu=lots")
    assert wrong.code == 4 and "--ogallala-engine-limit 'cpu=lots'" in wrong.out


# -- resource limits ---------------------------------------------------------------------------


def test_the_engine_runs_under_limits_that_leave_an_honest_engine_alone(conformance, tmp_path: Path) -> None:
    out = tmp_path / "seen.json"
    assert conformance("--engine", introspect(out), *ONE).code == 0
    limits = told(out)["limits"]

    def expected(name: str, value: int) -> list[int]:
        """``value`` unless the harness itself runs under a lower hard limit."""
        hard = resource.getrlimit(getattr(resource, name))[1]
        return [value if hard == UNLIMITED else min(value, hard)] * 2

    assert limits["RLIMIT_AS"] == expected("RLIMIT_AS", 64 << 30)
    assert limits["RLIMIT_FSIZE"] == expected("RLIMIT_FSIZE", 1 << 30)
    assert limits["RLIMIT_CORE"] == expected("RLIMIT_CORE", 0)
    assert limits["RLIMIT_CPU"][0] == expected("RLIMIT_CPU", 3600)[0]
    if sys.platform.startswith("linux"):
        soft, hard = limits["RLIMIT_NPROC"]
        assert soft == hard and 1024 < soft < 1024 + 100_000


def test_engine_limit_changes_a_limit_or_lifts_it(conformance, tmp_path: Path) -> None:
    out = tmp_path / "seen.json"
    done = conformance("--engine", introspect(out), *ONE, "--engine-limit", "address-space=none",
                       "--engine-limit", "file-size=16M", "--engine-limit", "cpu=120", "--engine-limit", "processes=none")
    assert done.code == 0
    limits = told(out)["limits"]
    assert limits["RLIMIT_AS"] == list(resource.getrlimit(resource.RLIMIT_AS))
    assert limits["RLIMIT_FSIZE"] == [16 << 20, 16 << 20] and limits["RLIMIT_CPU"][0] == 120


@pytest.mark.parametrize("given", ["memory=1G", "cpu", "cpu=-1", "cpu=1G", "address-space=lots", "core=1.5"])
def test_a_wrong_engine_limit_is_exit_2(conformance, given: str) -> None:
    done = conformance("--engine", SERVE, *ONE, "--engine-limit", given, report=False)
    assert done.code == 2 and "--engine-limit" in done.err and "Traceback" not in done.err


def test_an_engine_over_its_cpu_time_is_stopped_and_the_report_says_which_limit(conformance, reference_one) -> None:
    done = conformance("--engine", hog("cpu"), *ONE, "--engine-limit", "cpu=2", "--timeout", "30")
    bad = done.result(BAD)
    assert (bad["outcome"], bad["kind"]) == ("error", "crash")
    assert "SIGXCPU: over its CPU time limit, --engine-limit cpu=2" in bad["message"]
    assert {k: v for k, v in done.outcomes.items() if k != BAD} == {k: v for k, v in reference_one.items() if k != BAD}


def test_an_engine_over_its_address_space_gets_no_memory(conformance, reference_one) -> None:
    done = conformance("--engine", hog("memory"), *ONE, "--engine-limit", "address-space=2G", "--timeout", "30")
    bad = done.result(BAD)
    assert (bad["outcome"], bad["kind"]) == ("error", "crash") and "MemoryError" in bad["stderr"]
    assert "got" not in bad["stderr"]


def test_an_engine_over_its_file_size_is_stopped(conformance, tmp_path: Path) -> None:
    done = conformance("--engine", hog("file"), *ONE, "--engine-limit", "file-size=1M", "--engine-cwd", str(tmp_path))
    bad = done.result(BAD)
    assert (bad["outcome"], bad["kind"]) == ("error", "crash")
    # A program is killed by SIGXFSZ, unless it ignores it as Python does: its write then fails.
    assert ("SIGXFSZ: over its file size limit, --engine-limit file-size=1048576" in bad["message"]
            or "File too large" in bad["stderr"]), bad
    assert (tmp_path / "hog.out").stat().st_size <= 1 << 20


# -- the working folder ----------------------------------------------------------------------


def test_the_engine_works_in_the_commands_folder_or_the_one_given(conformance, monkeypatch, tmp_path: Path) -> None:
    here, there = tmp_path / "here", tmp_path / "there"
    here.mkdir()
    there.mkdir()
    monkeypatch.chdir(here)
    out = tmp_path / "seen.json"
    assert conformance("--engine", introspect(out), *ONE).code == 0
    assert told(out)["cwd"] == str(here)
    assert conformance("--engine", introspect(out), *ONE, "--engine-cwd", str(there)).code == 0
    assert told(out)["cwd"] == str(there)
    missing = conformance("--engine", introspect(out), *ONE, "--engine-cwd", str(tmp_path / "nowhere"), report=False)
    assert missing.code == 2 and "--engine-cwd" in missing.err


def test_a_client_gets_the_clean_environment_unless_given_one(monkeypatch, tmp_path: Path) -> None:
    """The Python API: ``env=None`` is the clean environment, an explicit one is used as is."""
    monkeypatch.setenv("GITHUB_TOKEN", "ghp_secret")
    for env, token in ((None, None), ({**os.environ}, "ghp_secret")):
        out = tmp_path / "seen.json"
        engine = ProcessEngine(tuple(shlex.split(introspect(out))), Limits(), env=env)
        try:
            engine.hello()
        finally:
            engine.close()
        assert told(out)["env"].get("GITHUB_TOKEN") == token


# -- a sandbox the user has ------------------------------------------------------------------

BWRAP = ["bwrap", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
         "--unshare-all", "--die-with-parent", "--new-session"]
"""The sandbox of docs/hostile-input.md: the whole file system read-only, an empty /tmp, no
network, its own process, IPC and host-name namespaces, ended with the harness."""


def _bwrap_problem() -> str | None:
    """Why bwrap cannot sandbox an engine here, or None."""
    if shutil.which("bwrap") is None:
        return "bwrap is not installed (Debian: apt-get install bubblewrap)"
    try:
        done = subprocess.run([*BWRAP, "true"], capture_output=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"bwrap could not be run: {error}"
    if done.returncode != 0:
        return f"bwrap cannot create namespaces here: {done.stderr.decode(errors='replace').strip()[:300]}"
    return None


def test_serve_in_a_bwrap_sandbox_passes_the_selection(conformance, reference_one, tmp_path: Path) -> None:
    problem = _bwrap_problem()
    if problem:
        if os.environ.get("OGALLALA_REQUIRE_BWRAP"):
            pytest.fail(f"OGALLALA_REQUIRE_BWRAP is set, but {problem}")
        pytest.skip(problem)
    # the checkout and its interpreter stay visible where they lie under the empty /tmp
    seen = [arg for path in sorted({str(ROOT), sys.prefix}) for arg in ("--ro-bind", path, path)]
    engine = shlex.join([*BWRAP, *seen, "--", sys.executable, "-m", "ogallala", "serve"])
    done = conformance("--engine", engine, *ONE, "--jobs", "2")
    assert done.code == 0, done.err
    assert done.outcomes == reference_one
    out = tmp_path / "seen.json"
    inside = shlex.join([*BWRAP, *seen, "--bind", str(tmp_path), str(tmp_path), "--", *shlex.split(introspect(out))])
    assert conformance("--engine", inside, *ONE).code == 0
    assert "GITHUB_TOKEN" not in told(out)["env"]  # the sandbox gets the clean environment too
