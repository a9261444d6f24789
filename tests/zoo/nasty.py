"""Refuses every action in the bad edition, with a rule id and reason full of things a
report must not interpret: rich markup, terminal escapes, XML specials and characters XML
cannot hold. It also writes escapes to stderr."""

import json
import sys

from zoo import serve

REASON = "[bold red]pwned[/bold red] \x1b[2J\x1b]0;title\x07 </failure><x>&amp; \x00\x0b\x7f\ufffe \u202eevil"


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "apply":
        sys.stderr.write("zoo: \x1b[31mred alert\x1b[0m [link=file:///etc/passwd]click[/link]\n")
        sys.stderr.flush()
        return json.dumps({"type": "rejected", "id": request["id"], "rule": "[blink]rule]]>", "reason": REASON})
    return reply


serve(misbehave)
