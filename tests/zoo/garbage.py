"""Prints garbage instead of its reply to `apply` in the bad edition. With ZOO_BANNER set
it also greets with a banner line before the handshake."""

import os

from zoo import say, serve

if os.environ.get("ZOO_BANNER"):
    say("Welcome to GarbageEngine 1.0! Type 'help' for help.")


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "apply":
        return "<html><body>500 Internal Server Error</body></html> \x1b[31m{not json"
    return reply


serve(misbehave)
