"""Right in every rule, but everything it says for itself is text a terminal, a Markdown page
or an XML reader would act on: its hello's name holds newlines, a Markdown heading and a
table row and every kind of escape, its version the escapes again; in Amigo it refuses every
action with a reason carrying ANSI colours, an OSC 8 link, an OSC 52 clipboard write, a
title change, NUL, bidi overrides and C1 controls (and a line that reads as Gherkin), and
writes the same to stderr. ``ZOO_NAME_CHARS`` pads the name to that many characters
(default: no padding), for the bounds of the reports.
"""

import json
import os
import sys

os.environ.setdefault("ZOO_EDITION", "all")

from zoo import serve  # noqa: E402 - reads ZOO_EDITION

SMUGGLED = ("\x1b[31mred\x1b[0m \x1b]8;;https://evil.example/\x07link\x1b]8;;\x07 "
            "\x1b]52;c;cm0gLXJmIH4=\x07 \x1b]0;owned title\x07 nul\x00 \u202eevil\u202c \u2066iso\u2069 "
            "c1\x9b31mcsi\x85nel\x90dcs\x9c")
"""One of each: ANSI colour, OSC 8 hyperlink, OSC 52 clipboard write, OSC 0 title, NUL,
bidi override and isolate, C1 CSI, NEL, DCS and ST."""

NAME = "smuggler\n## Not a heading\n| not | a row |\n" + SMUGGLED
PAD = int(os.environ.get("ZOO_NAME_CHARS", "0"))
EDITION = None


def misbehave(request: dict, reply: str) -> str | None:
    global EDITION
    if request.get("cmd") == "hello":
        hello = json.loads(reply)
        hello.update(name=NAME + "x" * max(0, PAD - len(NAME)), version="1.0 " + SMUGGLED)
        return json.dumps(hello, ensure_ascii=False)
    if request.get("cmd") == "start":
        EDITION = request.get("edition")
    elif request.get("cmd") == "load":
        EDITION = request.get("state", {}).get("edition")
    if request.get("cmd") == "apply" and EDITION == "amigo":
        sys.stderr.write(f"zoo: {SMUGGLED}\n")
        sys.stderr.flush()
        return json.dumps({"type": "rejected", "id": request["id"], "rule": "attack.strength",
                           "reason": f"refused: {SMUGGLED}\nExample: a second line {SMUGGLED}"}, ensure_ascii=False)
    return reply


serve(misbehave)
