"""Takes more than it may when asked to apply an action in the bad edition:
``python hog.py MODE``, MODE one of
- ``cpu``: it computes forever (until its CPU time limit stops it);
- ``memory``: it asks for 8 GiB, and says on stderr whether it got them;
- ``file``: it writes a file of 64 MiB in its working folder, ``hog.out``.
Every other request is answered as ``ogallala serve`` answers it."""

from __future__ import annotations

import sys

from zoo import serve

MODE = sys.argv[1]


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") != "apply":
        return reply
    if MODE == "cpu":
        while True:
            pass
    if MODE == "memory":
        hoard = bytearray(8 << 30)
        sys.stderr.write(f"zoo: got {len(hoard)} bytes\n")
    if MODE == "file":
        with open("hog.out", "wb") as out:
            for _ in range(64):
                out.write(b"x" * (1 << 20))
    return reply


serve(misbehave)
