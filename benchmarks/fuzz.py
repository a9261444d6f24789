"""What `ogallala fuzz` finds and how fast it plays.

    python benchmarks/fuzz.py [--part all|deviants|three|speed|rare] [--write]

- ``deviants``: each of the twenty planted deviations of tests/zoo/deviants.py fuzzed by a
  campaign of its own (``--max-findings 1``): found or not within the budget, the games and
  seconds it took, the shrunk scenario's size in steps, its topic, and whether it is valid
  (it parses and loads with the suite's loader, passes on the reference, fails on the deviant).
- ``three``: one campaign against an engine with three planted bugs at once (``three-bugs``)
  with a fresh findings store: every finding, its count, where it first appeared and its
  scenario; then a second campaign against the same engine with that store (the three
  replayed first: still present) and a third against the fixed engine (``ogallala serve``:
  fixed).
- ``speed``: lockstep play against ``ogallala serve`` (which never differs), four players,
  every edition, the uniform policy and the default mix, ``--jobs 1`` and ``--jobs 2``,
  beside the engine's public API (``legal_actions`` then ``apply``, uniform random games)
  timed in the same run; then ``--jobs 1`` and ``2`` against an engine that is not itself
  the bottleneck (``replay_engine.py``: the same games' recorded replies).
- ``rare``: a bug only a rare position shows (``whole-row``: no length bonus for a complete
  boat that fills a whole row): how often games from the deal reach such a position, and
  how long a campaign from generated positions (``--positions``) and one from the deal take
  to find it.

``--write`` puts the tables of ``deviants``, ``three`` and ``rare`` into their sections of
docs/fuzzing.md (``benchmark:fuzz-deviants`` ...) and those of ``speed`` into
docs/performance.md (``benchmark:fuzz``), each with the machine's load.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT / "tests" / "zoo"))

from deviants import BY_NAME, DEVIANTS  # noqa: E402
from measure import load, publish, stamp, write  # noqa: E402
from replay_engine import record  # noqa: E402

from ogallala.engine import entry as engine  # noqa: E402
from ogallala.engine.random_play import SEATS  # noqa: E402
from ogallala.fuzz.campaign import Budget, Report, campaign  # noqa: E402
from ogallala.fuzz.games import Coverage  # noqa: E402
from ogallala.fuzz.plan import Plan  # noqa: E402
from ogallala.fuzz.policies import POLICIES  # noqa: E402
from ogallala.fuzz.positions import Positions  # noqa: E402
from ogallala.fuzz.store import Store  # noqa: E402
from ogallala.fuzz.workers import Spawn  # noqa: E402
from ogallala.protocol.calls import Ask  # noqa: E402
from ogallala.protocol.process import Limits, ProcessEngine  # noqa: E402

SERVE = [sys.executable, "-m", "ogallala", "serve"]
DOC = ROOT / "docs" / "fuzzing.md"
EDITIONS = ("pelikan-1975", "ass-ii", "ass-i", "amigo")


def _engine(argv: list[str], timeout: float = 10.0) -> ProcessEngine:
    e = ProcessEngine(argv, Limits(timeout=timeout, handshake=30.0, max_restarts=10**9))
    e.hello()
    return e


def _row(cells: list[object]) -> str:
    return "| " + " | ".join(str(c) for c in cells) + " |"


# -- the planted deviations -------------------------------------------------------------


def deviations(games: int, seconds: float) -> list[str]:
    rows = ["| deviant engine | edition | breaks | found | games | seconds | scenario steps | topic | valid |",
            "|---|---|---|---|---|---|---|---|---|"]
    for d in DEVIANTS:
        e = _engine(d.argv(), timeout=2.0)
        try:
            begun = time.perf_counter()
            report = campaign(e, Plan(d.edition), Budget(games, seconds), max_findings=1, source=f"against {d.name}")
        finally:
            e.close()
        f = report.new[0] if report.new else None
        if f is None or f.first is None:
            row = [d.name, d.edition, d.rule, "no", report.games, f"{report.seconds:.1f}", "-", "-", "-"]
        else:
            w, v = f.written, f.validity
            row = [d.name, d.edition, d.rule, "yes", f.first.index + 1, f"{report.seconds:.1f}",
                   w.steps if w else "-", w.topic if w else "-",
                   ("yes" if v.valid else f"no: {v.problem[:60]}") if v else "-"]
        rows.append(_row(row))
        print(rows[-1], f"({time.perf_counter() - begun:.0f} s with shrinking)", flush=True)
    return rows


def three_bugs(games: int) -> list[str]:
    """One campaign, three findings; the store replayed by a second campaign and a third."""
    with tempfile.TemporaryDirectory(prefix="ogallala-fuzz-store-") as folder:
        store = Store(Path(folder))
        e = _engine(BY_NAME["three-bugs"].argv())
        try:
            begun = time.perf_counter()
            first = campaign(e, Plan("ass-ii"), Budget(games), store=store, source="against three-bugs")
            spent = time.perf_counter() - begun
            second = campaign(e, Plan("ass-ii", seed=1), Budget(5), store=Store(Path(folder)))
        finally:
            e.close()
        s = _engine(SERVE)
        try:
            third = campaign(s, Plan("ass-ii"), Budget(1), store=Store(Path(folder)))
        finally:
            s.close()
    lines = [f"One campaign against `three-bugs` (ass-ii; `no-length-bonus`, `lost-completion` and `place-rule` at "
             f"once), {games} games, seed 0, all policies, a new store: {first.games} games in {first.seconds:.1f} s "
             f"of play, {spent:.0f} s with shrinking, writing and checking; {len(first.new)} findings:", "",
             "| cause | count | games | first in game | scenario steps | topic | valid | second campaign (same engine) "
             "| third campaign (`ogallala serve`) |", "|---|---|---|---|---|---|---|---|---|"]
    status2 = {r.entry.cause: r.status for r in second.replayed}
    status3 = {r.entry.cause: r.status for r in third.replayed}
    for f in first.findings:
        w, v = f.written, f.validity
        lines.append(_row([f"`{f.cause}`", f.count, len(f.games), f.first.index + 1 if f.first else "-",
                           w.steps if w else "-", w.topic if w else "-", ("yes" if v and v.valid else "no"),
                           {"present": "still present"}.get(status2.get(f.cause, "-"), status2.get(f.cause, "-")),
                           status3.get(f.cause, "-")]))
    lines += ["", f"The second campaign (seed 1, 5 games) replayed the {len(second.replayed)} stored findings before "
              f"its games, and counted what its games met as known: "
              + ", ".join(f"{f.cause} {f.count} times" for f in second.findings) + f"; new findings: {len(second.new)}."]
    return lines


# -- speed ------------------------------------------------------------------------------


def api_rate(edition: str, games: int, first: int) -> tuple[float, float]:
    """Games per second of uniform random games through the public API (four players): per
    second of the clock, and per second of this process's CPU time."""
    begun, cpu = time.perf_counter(), time.process_time()
    for seed in range(first, first + games):
        state = engine.start(edition, SEATS[:4], seed=seed)
        chooser = random.Random(seed)
        while legal := engine.legal_actions(state):
            state, _ = engine.apply(state, legal[chooser.randrange(len(legal))])
    return games / (time.perf_counter() - begun), games / (time.process_time() - cpu)


def _cpu_of(pid: int | None) -> float:
    """The CPU seconds (user and system) a process has used so far (Linux: /proc)."""
    if pid is None:
        return 0.0
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _timed(argv: list[str], plan: Plan, games: int, jobs: int) -> tuple[Report, float, float]:
    """A campaign's report, with the CPU seconds this process (the fuzzer) and its engine
    process spent on it (meaningful with one job: workers are other processes)."""
    spawn = Spawn(tuple(argv), Limits(timeout=30.0, handshake=30.0))
    e = _engine(argv, timeout=30.0)
    try:
        campaign(e, Plan(plan.edition, policies=plan.policies, seed=99_999, players=plan.players), Budget(1),
                 write_scenarios=False)  # the engines' tables built
        cpu, engine_cpu = time.process_time(), _cpu_of(e.pid)
        report = campaign(e, plan, Budget(games), jobs=jobs, spawn=spawn, write_scenarios=False)
        return report, time.process_time() - cpu, _cpu_of(e.pid) - engine_cpu
    finally:
        e.close()


def speed(games: dict[str, int]) -> tuple[list[str], list[str]]:
    """The table by the clock, and the one by CPU time (one job): what each process spent
    per game, which a loaded machine changes far less than the clock."""
    rows = ["| edition | policy | jobs | games | actions | seconds | games/s | actions/s | public API games/s "
            "| fuzzer / API |", "|---|---|---|---|---|---|---|---|---|---|"]
    cpus = ["| edition | policy | fuzzer CPU ms/game | engine CPU ms/game | games per second of the busier "
            "process | public API games per CPU second | ratio |", "|---|---|---|---|---|---|---|"]
    for edition in EDITIONS:
        api_rate(edition, 2, 1)
        apis = [api_rate(edition, max(3, games[edition] // 3), 20_000 + 1000 * i) for i in range(3)]
        api = statistics.median(a for a, _ in apis)
        api_cpu = statistics.median(c for _, c in apis)
        for name, policies in (("uniform", ("uniform",)), ("mix", POLICIES)):
            for jobs in (1, 2):
                r, mine, theirs = _timed(SERVE, Plan(edition, policies=policies, seed=4, players=4), games[edition], jobs)
                assert not r.findings, f"ogallala serve differs from the reference in {edition}"
                rows.append(_row([edition, name, jobs, r.games, r.actions, f"{r.seconds:.1f}",
                                  f"{r.games_per_second:.1f}", f"{r.actions_per_second:.0f}", f"{api:.0f}",
                                  f"{r.games_per_second / api:.2f}"]))
                print(rows[-1], flush=True)
                if jobs == 1 and r.games:
                    busier = r.games / max(mine, theirs)
                    cpus.append(_row([edition, name, f"{1000 * mine / r.games:.0f}", f"{1000 * theirs / r.games:.0f}",
                                      f"{busier:.1f}", f"{api_cpu:.0f}", f"{busier / api_cpu:.2f}"]))
                    print(cpus[-1], flush=True)
    return rows, cpus


def scaling(edition: str, games: int) -> list[str]:
    """--jobs 1 and 2 against the replay engine (the same games' recorded replies)."""
    plan = Plan(edition, policies=("uniform",), seed=6, players=4)
    with tempfile.TemporaryDirectory(prefix="ogallala-replay-") as folder:
        path = Path(folder) / "recording.json"
        e = ProcessEngine(SERVE, Limits(timeout=30.0), record=True)
        try:
            e.hello()
            campaign(e, Plan(edition, policies=("uniform",), seed=99_999, players=4), Budget(1), write_scenarios=False)
            campaign(e, plan, Budget(games), write_scenarios=False)
            assert e.transcript is not None
            record(e.transcript, path)
        finally:
            e.close()
        argv = [sys.executable, str(HERE / "replay_engine.py"), str(path)]
        rows = ["| engine | jobs | games | seconds | games/s | actions/s | speed-up |", "|---|---|---|---|---|---|---|"]
        one = 0.0
        for jobs in (1, 2):
            rates = []
            for _ in range(3):
                r, _, _ = _timed(argv, plan, games, jobs)
                assert not r.findings, [f.cause for f in r.findings]
                rates.append((r.games_per_second, r.actions_per_second, r.seconds))
            g, a, s = sorted(rates)[1]
            one = one or g
            rows.append(_row(["recorded replies (`replay_engine.py`)", jobs, games, f"{s:.1f}", f"{g:.1f}", f"{a:.0f}",
                              f"{g / one:.2f}"]))
            print(rows[-1], flush=True)
    return rows


# -- a rare position ----------------------------------------------------------------------


def _whole_row(score: object) -> bool:
    """Whether a score holds the length bonus of a complete boat that fills a whole row."""
    return any(x.rule == "scoring.length-bonus" and x.boat is not None and x.boat.last - x.boat.first >= 15
               for p in score.players for x in p.lines)  # type: ignore[attr-defined]


def reached(edition: str, first: int, games: int, positions: bool) -> int:
    """Games (of a campaign, seed 0, all policies, played by the reference alone) in which a
    score asked holds a complete boat filling a whole row."""
    plan = Plan(edition, positions=positions)
    made = Positions(edition, (), {}, 0) if positions else None
    count = 0
    for i in range(first, first + games):
        script, _ = plan.script(i, made(i) if made else None, Coverage())
        hit = False
        while not script.done and not hit:
            hit = any(isinstance(s.call, Ask) and s.call.what == "score" and _whole_row(s.expected)
                      for s in script.steps(8))
        count += hit
    return count


def _reached(part: tuple[str, int, int, bool]) -> int:
    return reached(*part)


def rare(rate_games: int, seconds: float) -> list[str]:
    edition = "pelikan-1975"
    begun = time.perf_counter()
    parts = 3  # not a speed figure: several processes count the games
    bounds = [rate_games * k // parts for k in range(parts + 1)]
    with multiprocessing.get_context("fork").Pool(parts) as pool:
        from_deal = sum(pool.map(_reached, [(edition, bounds[k], bounds[k + 1] - bounds[k], False)
                                            for k in range(parts)]))
    deal_seconds = time.perf_counter() - begun
    from_positions = reached(edition, 0, 200, True)
    lines = [f"A bug only a rare position shows: `whole-row` ({edition}) leaves out the length bonus of a complete "
             "boat that fills a whole row (16 cards).", "",
             f"- Games from the deal (a campaign's, seed 0, all policies, played by the reference alone) in which a "
             f"score asked holds such a boat: {from_deal} of {rate_games} (games 0 to {rate_games - 1}; {deal_seconds:.0f} s "
             f"in {parts} processes).",
             f"- Games from generated positions (`--positions`, seed 0): {from_positions} of 200.", ""]
    rows = ["| campaign | seed | found | games | seconds of play to the finding | scenario valid |",
            "|---|---|---|---|---|---|"]
    for mode in ("--positions", "from the deal"):
        for seed in (0, 1, 2) if mode == "--positions" else (0,):
            e = _engine(BY_NAME["whole-row"].argv())
            try:
                positions = mode == "--positions"
                began = time.perf_counter()
                report = campaign(e, Plan(edition, seed=seed, positions=positions), Budget(None, seconds),
                                  max_findings=1, positions=Positions(edition, (), {}, seed) if positions else None)
                spent = time.perf_counter() - began
            finally:
                e.close()
            f = report.new[0] if report.new else None
            rows.append(_row([mode, seed, "yes" if f else "no", report.games,
                              f"{report.seconds:.1f}" if f else f"(none in {report.seconds:.0f})",
                              ("yes" if f and f.validity and f.validity.valid else "no") if f else "-"]))
            print(rows[-1], f"({spent:.0f} s in all)", flush=True)
    return lines + rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--part", choices=("all", "deviants", "three", "speed", "rare"), default="all")
    parser.add_argument("--games", type=int, default=100, help="most games per deviant (default 100)")
    parser.add_argument("--seconds", type=float, default=60.0, help="most seconds per deviant and rare campaign")
    parser.add_argument("--three-games", type=int, default=60, help="games of the three-bug campaign")
    parser.add_argument("--speed-games", type=int, default=40, help="games per speed timing (Amigo: half)")
    parser.add_argument("--rate-games", type=int, default=2000, help="games from the deal for the rare position's rate")
    parser.add_argument("--write", action="store_true", help="write the tables into the docs")
    args = parser.parse_args()
    parts = ("deviants", "three", "speed", "rare") if args.part == "all" else (args.part,)

    def publish_fuzzing(name: str, lines: list[str]) -> None:
        text = "\n".join(lines)
        print(text)
        if args.write:
            write(name, text, DOC)

    if "deviants" in parts:
        before = load()
        found = deviations(args.games, args.seconds)
        publish_fuzzing("fuzz-deviants", [
            f"Each deviant alone, a campaign each: at most {args.games} games or {args.seconds:g} seconds, seed 0, all "
            "policies, probes 0.15, reply timeout 2 s, `--max-findings 1` (seconds of play up to the end of the game "
            "that found it). " + stamp(before, load()), "", *found])
    if "three" in parts:
        before = load()
        publish_fuzzing("fuzz-three", [*three_bugs(args.three_games), "", stamp(before, load())])
    if "rare" in parts:
        before = load()
        publish_fuzzing("fuzz-rare", [*rare(args.rate_games, args.seconds), "",
                                      f"Each campaign at most {args.seconds:g} seconds, `--max-findings 1`. "
                                      + stamp(before, load())])
    if "speed" in parts:
        before = load()
        games = {e: args.speed_games // (2 if e == "amigo" else 1) for e in EDITIONS}
        rows, cpus = speed(games)
        scale = scaling("pelikan-1975", args.speed_games)
        after = load()
        text = "\n".join([
            f"Lockstep play against `ogallala serve` (which never differs), four players (`--players 4`), "
            f"{args.speed_games} games per timing ({games['amigo']} in Amigo), seed 4; `mix` is the default, "
            "each policy in turn. The public API column: uniform random four-player games through `legal_actions` "
            "and `apply`, in this process, in the same run (median of three timings).", "", *rows, "",
            f"`--jobs 2` against an engine that is not itself the bottleneck: `benchmarks/replay_engine.py` answers "
            f"with the replies `ogallala serve` gave to the same games (recorded first), doing no work; Pelikan, "
            f"uniform, {args.speed_games} games, median of three timings.", "", *scale, "",
            "By CPU time, one job: the CPU each process spent per game in the timings above (the fuzzer: this "
            "process; the engine: `ogallala serve`, from /proc), and the games per second of the busier of the two, "
            "which is what one job gives when each has a core to itself (the requests are written ahead, so the two "
            "work side by side); beside it the public API's games per second of CPU. A loaded machine changes these "
            "far less than the clock (each process is charged only while it runs), though not at all is not "
            "promised: caches and memory are shared too.", "", *cpus, "", stamp(before, after)])
        publish("fuzz", text, args.write)
    return 0


if __name__ == "__main__":
    sys.exit(main())
