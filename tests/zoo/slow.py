"""Right, but slow: every reply (in every edition) comes ZOO_DELAY seconds late (0.05)."""

import os
import time

os.environ.setdefault("ZOO_EDITION", "all")

from zoo import serve  # noqa: E402 - reads ZOO_EDITION

DELAY = float(os.environ.get("ZOO_DELAY", "0.05"))


def misbehave(request: dict, reply: str) -> str | None:
    time.sleep(DELAY)
    return reply


serve(misbehave)
