"""Right, but slow: every reply (in every edition) comes late: ``python slow.py [SECONDS]``
(default ZOO_DELAY, else 0.05)."""

import os
import sys
import time

os.environ.setdefault("ZOO_EDITION", "all")

from zoo import serve  # noqa: E402 - reads ZOO_EDITION

DELAY = float(sys.argv[1]) if len(sys.argv) > 1 else float(os.environ.get("ZOO_DELAY", "0.05"))


def misbehave(request: dict, reply: str) -> str | None:
    time.sleep(DELAY)
    return reply


serve(misbehave)
