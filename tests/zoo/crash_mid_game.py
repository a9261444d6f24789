"""Answers until asked to apply an action in the bad edition, then dies with a traceback."""

import os
import sys

from zoo import serve


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "apply":
        sys.stderr.write("Traceback (most recent call last):\nzoo: IndexError: pile index out of range\n")
        sys.stderr.flush()
        os._exit(70)
    return reply


serve(misbehave)
