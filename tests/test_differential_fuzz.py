"""The differential fuzzer (``ogallala fuzz``, ogallala.fuzz) against engines with planted
deviations (tests/zoo/deviants.py): each is found within a budget and the scenario written
for it is valid (it parses and loads with the suite's loader, passes on the reference
engine, fails on the deviant); one campaign finds three bugs as three findings; the store
replays them first and tells which remain; the same seeds give the same games and findings
whatever the jobs and shards; a reading the reference does not play, the words of a score
line or a refusal, an engine that deals otherwise, a known finding: none stops a campaign;
the positions mode finds a bug only a rare position shows. Also: the reference itself
(``ogallala serve``) never differs, and bad input ends with a clear error, never a
traceback.

All twenty single deviants run in benchmarks/fuzz.py (their table is in docs/fuzzing.md);
here a subset, one of each family and kind of difference, keeps the run short. No timing
is asserted: the speed figures are the benchmark's. The fast tier keeps one planted
deviation, what is never a finding, the generated positions' validity, the store read as
untrusted data and the command line's errors; the campaigns that take longer (three bugs and
the store, jobs and shards, the rare position, a hang...) are the full tier's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import tiers

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "zoo"))

from deviants import BY_NAME, UNLISTED  # noqa: E402

from ogallala.fuzz.campaign import Budget, Report, campaign
from ogallala.fuzz.plan import Plan
from ogallala.fuzz.positions import Positions
from ogallala.fuzz.store import Store
from ogallala.fuzz.write import load_text
from ogallala.notation import parse_state, render_state
from ogallala.notation.validity import cards_in_play, issues
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.process import Limits, ProcessEngine
from ogallala.scenarios.run import execute
from ogallala.util.shards import Shard

OGALLALA = [sys.executable, "-m", "ogallala"]
SERVE = [*OGALLALA, "serve"]
SUBSET = ("wrong-legal", "wrong-turn", "misread-must-draw-on", "misread-special-mandatory", "no-length-bonus",
          "lost-completion", "place-rule", "crash-shaman")
"""Deviants run here: a legal-action, a turn, a score, an event, a refusal-rule, two
readings and a crash difference."""


def _engine(name: str, timeout: float = 30.0) -> ProcessEngine:
    argv = SERVE if name == "serve" else BY_NAME[name].argv()
    return ProcessEngine(argv, Limits(timeout=timeout, max_restarts=10**6))


def _campaign(name: str, plan: Plan, budget: Budget, timeout: float = 30.0, **more: object) -> Report:
    engine = _engine(name, timeout)
    try:
        return campaign(engine, plan, budget, source=f"against {name}", **more)  # type: ignore[arg-type]
    finally:
        engine.close()


def _check_scenario(text: str, engine_name: str) -> None:
    """Independently of the fuzzer's own check: the scenario reads back with the suite's
    loader, passes on the reference engine and fails on the engine it was found against."""
    runs = load_text(text)
    assert runs
    assert all(execute(r, InProcess()).status == "passed" for r in runs), text
    engine = _engine(engine_name)
    try:
        assert any(execute(r, engine).status != "passed" for r in runs), text
    finally:
        engine.close()


@pytest.mark.parametrize("name", tiers.one(SUBSET))
def test_planted_deviation_found_and_written(name: str) -> None:
    deviant = BY_NAME[name]
    report = _campaign(name, Plan(deviant.edition), Budget(games=30, seconds=60.0), max_findings=1)
    assert report.new, f"{name}: no difference in {report.games} games"
    found = report.new[0]
    assert found.written is not None and found.validity is not None and found.shrunk is not None
    assert found.shrunk.reproduced
    assert found.validity.valid, found.validity.problem
    runs = load_text(found.written.text)
    assert runs and all(r.edition == deviant.edition for r in runs)
    _check_scenario(found.written.text, name)
    assert found.written.steps <= 8, found.written.text
    position = found.shrunk.case.position
    assert position is not None, "the case could not be loaded as a position"
    if not found.sighting or not found.sighting.difference.failure:  # a crash gets only a few replays
        assert sum(cards_in_play(position).values()) <= 40, found.written.text
    if deviant.rule.startswith("ruling "):
        # the deviant plays another reading than it declares: the scenario must name the ruling
        assert deviant.rule.removeprefix("ruling ") in found.written.rulings, found.written.text
    elif not deviant.rule.startswith("("):
        assert found.written.topic == deviant.rule, found.written.text


def test_reference_over_the_protocol_never_differs() -> None:
    engine = _engine("serve")
    try:
        for edition in ("pelikan-1975", "amigo"):
            report = campaign(engine, Plan(edition, seed=5), Budget(games=1))
            assert report.findings == [], report.findings[0].cause
            assert report.games == 1 and report.actions > 100 and report.requests > 2 * report.actions
            assert report.coverage.probes > 0 and report.coverage.actions["place"] > 0
    finally:
        engine.close()


@tiers.full
def test_three_bugs_three_findings_then_the_store_replays_them(tmp_path: Path) -> None:
    """One campaign against an engine with three planted bugs finds all three as three
    findings (each shrunk to a valid scenario) and keeps them; the next campaign replays them
    first: still present against the same engine, fixed against the reference."""
    store = Store(tmp_path / "store")
    report = _campaign("three-bugs", Plan("ass-ii"), Budget(games=30), store=store, max_findings=3)
    causes = sorted(f.cause for f in report.new)
    assert len(causes) == 3, causes
    assert any(c.startswith("score: scoring.length-bonus") for c in causes)
    assert any(c.startswith("events: completed") for c in causes)
    assert any(c.startswith("rule place: placement.no-moving") for c in causes)
    for f in report.new:
        assert f.written is not None and f.validity is not None and f.validity.valid, f.validity
        assert f.count >= 1 and f.games and f.first is not None and f.first.index == f.games[0]
        assert f.kept
        _check_scenario(f.written.text, "three-bugs")
    assert [f.count for f in report.findings] == sorted((f.count for f in report.findings), reverse=True)
    kept = store.entries("ass-ii", (), {})
    assert sorted(e.cause for e in kept) == causes

    again = _campaign("three-bugs", Plan("ass-ii", seed=9), Budget(games=3), store=Store(tmp_path / "store"))
    assert sorted((r.entry.cause, r.status) for r in again.replayed) == [(c, "present") for c in causes]
    assert again.new == [] and all(f.known == "store" for f in again.findings)

    fixed = _campaign("serve", Plan("ass-ii"), Budget(games=1), store=Store(tmp_path / "store"))
    assert sorted((r.entry.cause, r.status) for r in fixed.replayed) == [(c, "fixed") for c in causes]
    assert fixed.findings == []


def _outcome(report: Report) -> tuple[object, ...]:
    return (report.numbers, report.seeds, report.actions,
            sorted((f.cause, f.count, tuple(f.games), f.first.index if f.first else -1) for f in report.findings))


@tiers.full
def test_the_same_games_and_findings_for_any_jobs_and_shards() -> None:
    """Game K plays the same seed whichever process plays it, and results count in the games'
    order: --jobs 1, 2 and 4 give the same report; the shards of a campaign hold every game
    once and their findings add up to the whole campaign's."""
    plan = Plan("ass-ii", policies=("uniform", "score-greedy"), seed=4)
    budget = Budget(games=6)
    name = "three-bugs"
    slow = 120.0  # four workers and their engines on a busy machine: no reply may time out

    def spawn() -> ProcessEngine:
        return _engine(name, slow)

    whole = _campaign(name, plan, budget, slow, write_scenarios=False, max_findings=10)
    assert whole.games == 6 and whole.findings
    for jobs in (2, 4):
        report = _campaign(name, plan, budget, slow, write_scenarios=False, max_findings=10, jobs=jobs, spawn=spawn)
        assert _outcome(report) == _outcome(whole), jobs
    shards = [_campaign(name, plan, budget, slow, write_scenarios=False, max_findings=10, shard=Shard(k, 3))
              for k in (1, 2, 3)]
    assert sorted(n for s in shards for n in s.numbers) == whole.numbers
    merged: Counter[str] = Counter()
    for s in shards:
        merged.update({f.cause: f.count for f in s.findings})
    assert merged == Counter({f.cause: f.count for f in whole.findings})
    # and --max-findings stops at the same game whatever the jobs
    one = _campaign(name, plan, Budget(games=12), slow, write_scenarios=False, max_findings=2)
    two = _campaign(name, plan, Budget(games=12), slow, write_scenarios=False, max_findings=2, jobs=2, spawn=spawn)
    assert one.stopped == "max-findings" and _outcome(one) == _outcome(two) and one.games < 12


def test_what_the_protocol_does_not_check_is_never_a_finding() -> None:
    """An engine that words its score lines and refusals its own way differs from the
    reference only where docs/protocol.md says nothing is checked."""
    report = _campaign("wordy", Plan("amigo", policies=("attack-happy",)), Budget(games=2))
    assert report.findings == [] and report.coverage.probes > 0


def _cli(*args: str, timeout: float = 600, cache: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, **({"OGALLALA_CACHE_DIR": str(cache)} if cache else {})}
    if args[0] == "fuzz" and "--timeout" not in args:  # a busy machine's slow reply is no finding here
        args = (*args, "--timeout", "60")
    return subprocess.run([*OGALLALA, *args], capture_output=True, text=True, timeout=timeout, cwd=ROOT, env=env)


@tiers.full
def test_a_reading_the_reference_does_not_play_blocks_only_what_it_governs() -> None:
    """The engine declares a reading of attack-ends-turn the register does not list (and
    plays attack-continues): the campaign runs all the same, passes over the differences at
    decisions that ruling governs with a note, and finds nothing else."""
    engine = " ".join(BY_NAME["unlisted-reading"].argv())
    done = _cli("fuzz", "--engine", engine, "--edition", "ass-ii", "--games", "6", "--policy", "attack-happy",
                "--no-store", "--json")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    report = json.loads(done.stdout)
    assert report["findings"] == [] and report["games"] == 6
    assert report["blocked"].get(UNLISTED[0], 0) > 0, report["blocked"]
    assert any(UNLISTED[0] in n and UNLISTED[1] in n for n in report["notes"])


@tiers.full
def test_deal_reference_fuzzes_an_engine_that_deals_otherwise() -> None:
    """An engine that deals the deck unshuffled differs at every start; loading the
    reference's deal instead (--deal reference) leaves nothing to find."""
    engine = " ".join(BY_NAME["wrong-legal"].argv()).replace("wrong.py legal", "wrong.py unshuffled")
    dealt = _cli("fuzz", "--engine", engine, "--edition", "pelikan-1975", "--games", "2", "--no-store", "--json")
    assert dealt.returncode == 1, dealt.stderr
    causes = [f["cause"] for f in json.loads(dealt.stdout)["findings"]]
    assert any(c.startswith("state after start") for c in causes), causes
    loaded = _cli("fuzz", "--engine", engine, "--edition", "pelikan-1975", "--games", "2", "--no-store", "--json",
                  "--deal", "reference")
    assert loaded.returncode == 0, loaded.stdout[-2000:]
    assert json.loads(loaded.stdout)["findings"] == []


@tiers.full
def test_known_findings_are_counted_not_stopped_at(tmp_path: Path) -> None:
    engine = " ".join(BY_NAME["no-length-bonus"].argv())
    first = tmp_path / "first.json"
    done = _cli("fuzz", "--engine", engine, "--edition", "ass-ii", "--games", "4", "--no-store", "--json")
    assert done.returncode == 1
    first.write_text(done.stdout)
    cause = json.loads(done.stdout)["findings"][0]["cause"]
    again = _cli("fuzz", "--engine", engine, "--edition", "ass-ii", "--games", "4", "--seed", "3", "--no-store",
                 "--json", "--known", str(first), "--max-findings", "1", "--policy", "score-greedy")
    assert again.returncode == 0, again.stdout[-2000:]
    report = json.loads(again.stdout)
    assert report["games"] == 4 and report["stopped"] is None
    assert [(f["cause"], f["status"]) for f in report["findings"]] == [(cause, "known")]
    assert report["findings"][0]["count"] > 1 and "scenario" not in report["findings"][0]


@tiers.full
def test_generated_positions_are_valid_and_the_same_for_the_same_seed() -> None:
    for edition in ("pelikan-1975", "amigo", "ass-i"):
        made = Positions(edition, (), {}, 11, chunk=8)
        states = [made(i) for i in range(12)]
        for s in states:
            assert issues(s) == [], render_state(s)
            assert parse_state(render_state(s)) == s
        assert [Positions(edition, (), {}, 11, chunk=8)(i) for i in range(12)] == states
        assert Positions(edition, (), {}, 12, chunk=8)(3) != states[3]
    made = Positions("pelikan-1975", (), {}, 0, chunk=32)
    rows = [row for s in map(made, range(32)) for p in s.players for row in p.display]
    assert any(all(c is not None for c in row) for row in rows), "no full row among 32 positions"
    assert any(row[0] is not None and row[-1] is None and all(c is not None for c in row[:-1]) for row in rows), \
        "no row one stern short of a whole-row boat"


@tiers.full
def test_positions_find_a_bug_only_a_rare_position_shows() -> None:
    """The engine leaves out the length bonus of a complete boat that fills a whole row, which
    games from the deal reach less than once in a thousand (docs/fuzzing.md): from generated
    positions a small campaign finds it."""
    plan = Plan("pelikan-1975", seed=0, positions=True)
    engine = _engine("whole-row")
    try:
        report = campaign(engine, plan, Budget(games=16), positions=Positions("pelikan-1975", (), {}, 0, chunk=16),
                          max_findings=1)
    finally:
        engine.close()
    assert report.new, f"not found in {report.games} games from generated positions"
    found = report.new[0]
    assert found.cause == "score: scoring.length-bonus", found.cause
    assert found.validity is not None and found.validity.valid, found.validity.problem
    assert found.written is not None
    _check_scenario(found.written.text, "whole-row")


def test_the_store_is_read_as_untrusted_data(tmp_path: Path) -> None:
    root = tmp_path / "store"
    (root / "ass-ii").mkdir(parents=True)
    (root / "ass-ii" / "junk.json").write_text("{not json")
    (root / "ass-ii" / "big.json").write_bytes(b" " * (2 << 20))
    (root / "ass-ii" / "link.json").symlink_to("/etc/passwd")
    (root / "amigo").symlink_to(tmp_path)
    store = Store(root)
    assert store.entries("ass-ii", (), {}) == [] and store.entries("amigo", (), {}) == []
    assert len(store.notes) == 4 and all("passed over" in n or "not followed" in n for n in store.notes)
    done = _cli("fuzz", "--engine", " ".join(SERVE), "--edition", "ass-ii", "--games", "1", "--store", str(root / "amigo"))
    assert done.returncode == 2 and "is a link" in done.stderr and "Traceback" not in done.stderr


@tiers.full
def test_command_writes_scenarios_that_conformance_runs(tmp_path: Path) -> None:
    out = tmp_path / "found.feature"
    engine = " ".join(BY_NAME["wrong-legal"].argv())
    done = _cli("fuzz", "--engine", engine, "--edition", "amigo", "--games", "10", "--out", str(out), "-x",
                cache=tmp_path / "cache")
    assert done.returncode == 1, done.stderr
    assert "games/s" in done.stdout and "actions/s" in done.stdout and "covered:" in done.stdout
    assert "valid (parses, passes on the reference, fails on the engine)" in done.stdout
    assert "kept in the store" in done.stdout and list((tmp_path / "cache" / "fuzz" / "amigo").glob("*.json"))
    text = out.read_text()
    assert "@amigo" in text and "@topic_attack_optional" in text and "@id_fuzz_" in text
    assert _cli("conformance", "--features", str(out)).returncode == 0
    failing = _cli("conformance", "--features", str(out), "--engine", engine)
    assert failing.returncode == 1 and "failed" in failing.stdout
    again = _cli("fuzz", "--engine", engine, "--edition", "amigo", "--games", "2", cache=tmp_path / "cache")
    assert again.returncode == 1 and "STILL PRESENT" in again.stdout and "KNOWN (store)" in again.stdout


@pytest.mark.parametrize("args, message", [
    (["--engine", "no-such-program-xyz", "--edition", "amigo"], "could not be started"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--games", "0"], "--games"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--reading", "no-such=x"], "no ruling"),
    (["--engine", f"{sys.executable} {ROOT}/tests/zoo/crash_at_start.py", "--edition", "amigo"], "could not be started"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--shard", "3/2"], "--shard"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--max-findings", "0"], "--max-findings"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--known", "/no/such/file"], "--known"),
    (["--engine", f"{sys.executable} -m ogallala serve", "--edition", "amigo", "--known", str(ROOT / "README.md")],
     "not a fuzz report"),
])
def test_bad_input_is_a_clear_error(args: list[str], message: str) -> None:
    done = _cli("fuzz", *args, "--no-store")
    assert done.returncode == 2, done.stdout + done.stderr
    assert message in done.stderr and "Traceback" not in done.stderr


@tiers.full
def test_hang_is_a_finding(tmp_path: Path) -> None:
    out = tmp_path / "hang.feature"
    engine = " ".join(BY_NAME["hang-totem"].argv())
    done = _cli("fuzz", "--engine", engine, "--edition", "pelikan-1975", "--games", "5", "--timeout", "1",
                "--out", str(out), "--json", "--no-store", "-x")
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    first = report["findings"][0]
    assert first["first"]["kind"] == "timeout" and first["scenario"]["valid"]
    assert report["games"] == first["first"]["game"] + 1 and report["actions_per_second"] > 0
    assert "Then" in out.read_text() and "Traceback" not in done.stderr


def test_bad_feature_file_named_with_its_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.feature"
    bad.write_text("Feature: x\n\n  @amigo @id_x\n  Scenario: y\n    Given the edition amigo\n    When North flies\n")
    done = _cli("conformance", "--features", str(bad))
    assert done.returncode == 2 and f"{bad}:6:" in done.stderr and "Traceback" not in done.stderr
    (tmp_path / "bad.feature").write_text('Feature: x\n  Scenario: y\n    Given the position:\n      """\n')
    done = _cli("conformance", "--features", str(bad))
    assert done.returncode == 2 and f"{bad}:" in done.stderr and "not valid Gherkin" in done.stderr


def test_the_action_limit_gives_a_game_up_and_the_report_says_how_to_change_it() -> None:
    """``--action-limit`` (Plan.action_limit): a game longer than it is given up as endless,
    and the report names the limit and the option instead of a constant of the code."""
    from ogallala.fuzz.report import as_json, as_text

    report = campaign(InProcess(), Plan("amigo", seed=3, action_limit=5), Budget(games=2), store=None)
    assert report.games == 2 and report.endless == 2 and not report.findings
    text = as_text(report, "reference", None)
    assert "2 games were given up as endless: more than 5 actions each (--action-limit N changes it)" in text
    assert "ACTION_LIMIT" not in text and as_json(report, "reference", None)["action_limit"] == 5


@pytest.mark.parametrize("name", tiers.one(["wrong-legal", "no-length-bonus", "serve"]))
def test_replies_taken_as_foreseen_change_nothing_a_game_reports_or_records(name: str,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A reply read already that is the very line foreseen is taken without asking
    (``ProcessEngine.foreseen``): the games, their differences and the transcript of every
    request and reply are those of the games asked request by request."""
    from ogallala.fuzz.plan import play_game

    def games() -> tuple[list[object], list[tuple[str, str]]]:
        engine = ProcessEngine(SERVE if name == "serve" else BY_NAME[name].argv(), Limits(timeout=30.0), record=True)
        try:
            results = [play_game(engine, Plan("ass-ii", seed=5), k) for k in range(3)]
            assert engine.transcript is not None
            return ([(r.actions, r.requests, r.lost, [(s.decision, s.step, s.cause) for s in r.sightings])
                     for r in results], list(engine.transcript))
        finally:
            engine.close()

    taken, taken_lines = games()
    monkeypatch.setattr(ProcessEngine, "foreseen", lambda self, expected: False)
    asked, asked_lines = games()
    assert taken == asked and taken_lines == asked_lines
    assert (name == "serve") == all(not sightings for *_, sightings in taken)  # type: ignore[misc]
