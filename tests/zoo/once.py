"""Misbehaves once in a whole conformance run: ``python once.py MODE AT FLAG``.

In the bad edition it counts the requests of each run (the `start` or `load` that begins
it is the first) and answers the AT-th one the MODE way, if the file FLAG does not exist yet
(it makes it, so that no other engine process of the same run, no later run and no replay
misbehaves again):
- ``error``: an `error` reply (code `internal`);
- ``wrong``: a valid reply that is wrong: an applied action refused, a refusal naming
  another rule, no legal actions, a position in which the turn has passed;
- ``crash``: it exits with code 70, with a line on stderr;
- ``garbage``: a line that is not JSON.
Every other request is answered as ``ogallala serve`` answers it. So the one run that meets
the misbehaviour gets a verdict that says so, however its requests were written.
"""

from __future__ import annotations

import json
import os
import sys

from zoo import serve

MODE, AT, FLAG = sys.argv[1], int(sys.argv[2]), sys.argv[3]
counted = 0


def first_time() -> bool:
    try:
        os.close(os.open(FLAG, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
    except FileExistsError:
        return False
    return True


def wrong(reply: str) -> str:
    data = json.loads(reply)
    if data["type"] == "applied":
        return json.dumps({"type": "rejected", "id": data["id"], "rule": "turn.draw", "reason": "once"})
    if data["type"] == "rejected":
        data["rule"] = "turn.draw"
    elif data["type"] == "legal":
        data["actions"] = []
    elif data["type"] == "state":
        names = [p["name"] for p in data["state"]["players"]]
        data["state"]["turn"] = names[(names.index(data["state"]["turn"]) + 1) % len(names)]
    elif data["type"] == "score":
        data["score"]["winners"] = []
    return json.dumps(data)


def misbehave(request: dict, reply: str) -> str | None:
    global counted
    counted = 1 if request.get("cmd") in ("start", "load") else counted + 1
    if counted != AT or not first_time():
        return reply
    if MODE == "error":
        return json.dumps({"type": "error", "id": request["id"], "code": "internal", "message": "once"})
    if MODE == "wrong":
        return wrong(reply)
    if MODE == "crash":
        sys.stderr.write("zoo: giving up once\n")
        sys.stderr.flush()
        os._exit(70)
    return "<<< not json once >>>"


serve(misbehave)
