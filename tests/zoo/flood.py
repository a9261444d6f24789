"""Asked for the legal actions in the bad edition, floods stderr with 4 MB and then stdout
with a line that never ends."""

import sys

from zoo import serve


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "legal":
        sys.stderr.write(("zoo: debug " + "y" * 1000 + "\n") * 4000)
        sys.stderr.flush()
        block = "x" * (1 << 20)
        while True:
            sys.stdout.write(block)
            sys.stdout.flush()
    return reply


serve(misbehave)
