"""Where a fuzzed game's time goes, side by side, each in this one process (no pipe):

    python benchmarks/fuzz_sides.py [--edition E] [--policy uniform|mix] [--games N] [--repeat R]
    python benchmarks/fuzz_sides.py --side fuzz --games 3 --once   # under callgrind, see below

- ``api``: uniform random four-player games through the public API (``benchmarks/fuzz.py``'s
  ``api_rate``, the yardstick of issue 26's aims);
- ``fuzz``: the fuzzer's side of lockstep play without the pipe: the reference's script
  (legal actions, the policy, apply, the probes, the score at every turn) and the reply
  expected for each request (``lockstep.expected_reply``);
- ``serve``: ``ogallala serve``'s side without the pipe: ``Server.handle`` and
  ``encode_reply`` for every request line the fuzzer sent for the same games (recorded
  first from a campaign against ``ogallala serve``);
- ``campaign``: the fuzzer's process as a campaign runs it (``--side campaign`` only), the
  pipe, the requests written ahead and the comparisons included; ``ogallala serve`` answers.

Printed: the CPU milliseconds each side spends per game (the least of ``--repeat``
timings) and its ratio to the public API's. A loaded machine changes CPU times, by half
and more when other processes share the cores' caches. Instruction counts do not change
with the load: ``--once`` runs one side once, its measured part inside the C library's
``qsort`` (a comparison callback), so that

    valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*qsort*' \\
        python benchmarks/fuzz_sides.py --side fuzz --games 3 --once

counts the instructions of that part alone ("Collected"), not those of starting up.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fuzz import SERVE, _engine, api_rate  # noqa: E402

from ogallala.fuzz.campaign import Budget, campaign  # noqa: E402
from ogallala.fuzz.games import Coverage  # noqa: E402
from ogallala.fuzz.lockstep import expected_reply  # noqa: E402
from ogallala.fuzz.plan import Plan  # noqa: E402
from ogallala.fuzz.policies import POLICIES  # noqa: E402
from ogallala.protocol.inprocess import InProcess  # noqa: E402
from ogallala.protocol.process import Limits, ProcessEngine  # noqa: E402
from ogallala.protocol.server import Server, encode_reply  # noqa: E402

SEED, WARM = 4, 99_999
"""The campaign's seed (``benchmarks/fuzz.py``'s) and that of the game played first to fill the caches."""


def _plans(edition: str, policy: str) -> tuple[Plan, Plan]:
    policies = ("uniform",) if policy == "uniform" else POLICIES
    return (Plan(edition, policies=policies, seed=SEED, players=4),
            Plan(edition, policies=policies, seed=WARM, players=4))


def _script(plan: Plan, games: range) -> None:
    for i in games:
        script, _ = plan.script(i, None, Coverage())
        while not script.done:
            for step in script.steps(16):
                expected_reply(step)


def _recorded(plan: Plan, warm: Plan, games: int) -> tuple[list[bytes], list[bytes]]:
    """The request lines of the warming game and of ``games`` games, as the fuzzer sends them."""
    engine = ProcessEngine(SERVE, Limits(timeout=60.0), record=True)
    try:
        engine.hello()
        campaign(engine, warm, Budget(1), write_scenarios=False)
        assert engine.transcript is not None
        first = len(engine.transcript)
        campaign(engine, plan, Budget(games), write_scenarios=False)
        lines = [request.encode() for request, _ in engine.transcript]
    finally:
        engine.close()
    return lines[:first], lines[first:]


def side(name: str, edition: str, policy: str, games: int) -> Callable[[], None]:
    """The work of one side for ``games`` games, its caches filled by a game played first."""
    plan, warm = _plans(edition, policy)
    if name == "api":
        api_rate(edition, 1, 1)
        return lambda: None if api_rate(edition, games, 20_000) else None
    if name == "fuzz":
        _script(warm, range(1))
        return lambda: _script(plan, range(games))
    if name == "serve":
        first, lines = _recorded(plan, warm, games)
        server = Server(InProcess(None))
        for line in first:
            encode_reply(server.handle(line)[0])

        def serve() -> None:
            for line in lines:
                encode_reply(server.handle(line)[0])
        return serve
    engine = _engine(SERVE, timeout=600.0)
    campaign(engine, warm, Budget(1), write_scenarios=False)
    return lambda: None if campaign(engine, plan, Budget(games), write_scenarios=False) else None


def once_in_qsort(work: Callable[[], None]) -> None:
    """Run ``work`` inside libc's ``qsort`` (see the module's docstring)."""
    libc = ctypes.CDLL(None)
    compare = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
    done: list[bool] = []

    def called(_a: int, _b: int) -> int:
        if not done:
            done.append(True)
            work()
        return 0

    two = (ctypes.c_int * 2)(1, 2)
    libc.qsort(two, 2, ctypes.sizeof(ctypes.c_int), compare(called))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="pelikan-1975")
    parser.add_argument("--policy", choices=("uniform", "mix"), default="uniform")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--side", choices=("api", "fuzz", "serve", "campaign"), help="one side only")
    parser.add_argument("--once", action="store_true", help="run --side once inside qsort (for callgrind)")
    args = parser.parse_args()
    names = (args.side,) if args.side else ("api", "fuzz", "serve")
    gc.freeze()
    gc.disable()  # as the fuzzer's workers and ogallala serve play
    if args.once:
        once_in_qsort(side(names[0], args.edition, args.policy, args.games))
        return 0
    spent: dict[str, float] = {}
    for name in names:
        work = side(name, args.edition, args.policy, args.games)
        timings = []
        for _ in range(args.repeat):
            begun = time.process_time()
            work()
            timings.append(time.process_time() - begun)
        spent[name] = min(timings) / args.games
    api = spent.get("api")
    for name, seconds in spent.items():
        ratio = f", {seconds / api:.2f} x the public API" if api and name != "api" else ""
        print(f"{args.edition} {args.policy} {name}: {1000 * seconds:.1f} CPU ms a game{ratio}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
