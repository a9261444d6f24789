"""Renew tests/durations.json, the record of what each test costs, which decides the fast tier.

    pytest -n 2 --full --report-log=run.jsonl
    python tests/durations.py run.jsonl [more.jsonl ...]

Each test's cost is its setup, call and teardown together, as pytest-reportlog wrote them.
The tests a log holds are recorded anew; the record's other entries stay (a fast-tier log
leaves out the tests the record already calls slow, and must not make them look cheap).
Only the tests over ``tiers.RECORDED`` seconds are written: below it, a test counts as cheap.
Record from a run on the machine the budget is for (CONTRIBUTING.md: 2 cores), not a loaded one.
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

import tiers


def costs(log: Path) -> dict[str, float]:
    """Every test of a pytest-reportlog file and its seconds (setup, call and teardown)."""
    found: dict[str, float] = defaultdict(float)
    for line in log.read_text(encoding="utf-8").splitlines():
        report = json.loads(line)
        if report.get("$report_type") == "TestReport":
            found[report["nodeid"]] += float(report.get("duration") or 0.0)
    return dict(found)


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    record = dict(tiers.durations())
    measured: dict[str, float] = {}
    for name in argv:
        measured.update(costs(Path(name)))
    record.update(measured)
    kept = {k: round(v, 2) for k, v in sorted(record.items()) if v >= tiers.RECORDED}
    text = json.dumps({"about": "seconds per test (setup, call, teardown) over tiers.RECORDED; written by "
                                "tests/durations.py from a --report-log; tests/tiers.py reads it", "tests": kept},
                      indent=1, sort_keys=False)
    tiers.DURATIONS.write_text(text + "\n", encoding="utf-8")
    slow = sum(v > tiers.BUDGET for v in kept.values())
    print(f"{len(measured)} tests measured; {len(kept)} recorded, {slow} over the fast tier's {tiers.BUDGET} s")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
