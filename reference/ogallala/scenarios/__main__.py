"""``python -m ogallala.scenarios [PATH-FRAGMENT...]``: run scenarios on the reference
engine and print each failure in full (a quick loop for scenario authors)."""

from __future__ import annotations

import sys

from ..protocol.inprocess import InProcess
from .load import all_scenarios
from .run import execute


def main(argv: list[str]) -> int:
    counts: dict[str, int] = {}
    for scenario in all_scenarios():
        if argv and not any(a in scenario.feature or a == scenario.id for a in argv):
            continue
        for run in scenario.runs():
            outcome = execute(run, InProcess())
            counts[outcome.status] = counts.get(outcome.status, 0) + 1
            if outcome.status != "passed":
                print(f"{outcome.status.upper()} {run.key} ({scenario.feature}:{scenario.line} {scenario.name})")
                print(f"  at {outcome.step}")
                print("  " + outcome.message.replace("\n", "\n  "))
    print(", ".join(f"{n} {s}" for s, n in sorted(counts.items())) or "no scenarios")
    return 0 if set(counts) <= {"passed"} else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
