"""What the broken engines share: the reference engine behind the protocol, broken on cue.

Each engine of the zoo answers like ``ogallala serve`` until the game in hand is of the
edition ``ZOO_EDITION`` (default ``ass-ii``); from then on its ``misbehave`` hook decides
what goes out. So the runs of the other editions show that one broken run leaves the others
alone.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable

from ogallala.protocol import messages as P
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.server import Server

BAD = os.environ.get("ZOO_EDITION", "ass-ii")


def say(text: str) -> None:
    sys.stdout.write(text + "\n")
    sys.stdout.flush()


def serve(misbehave: Callable[[dict, str], str | None], server: Server | None = None) -> None:
    """Answer each request; in the bad edition, ``misbehave(request, reply)`` returns the line
    to send instead (None: send nothing)."""
    server = server or Server(InProcess())
    edition = None
    for line in sys.stdin.buffer:
        request = json.loads(line)
        if request.get("cmd") == "start":
            edition = request.get("edition")
        elif request.get("cmd") == "load":
            edition = request.get("state", {}).get("edition")
        reply, done = server.handle(line)
        text: str | None = P.encode(reply)
        if edition == BAD or BAD == "all":
            text = misbehave(request, text)
        if text is not None:
            say(text)
        if done:
            return
