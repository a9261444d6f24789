"""Replies inside the protocol's limits that no game can hold: ``python bulky.py MODE``.

In the bad edition it answers like ``ogallala serve``, except:
- ``events``: an applied action comes with its events and then about 520000 more
  ``turn`` events, the reply just under the 8 MiB a line may have;
- ``rows``: every position comes back with about 1.2 million empty rows in the first
  player's display (a line of 8 MiB too);
- ``cards``: a loaded position comes back with 500000 cards on its discard pile;
- ``legal``: the legal actions are those of the position and then 300000 ``draw``s.
Each reply is a well-formed reply of the protocol with every value in range: only its size
is out of the game.
"""

from __future__ import annotations

import json
import sys

from zoo import serve

MODE = sys.argv[1] if len(sys.argv) > 1 else "events"
LINE = 8 << 20


def misbehave(request: dict, reply: str) -> str | None:
    data = json.loads(reply)
    cmd = request.get("cmd")
    if MODE == "events" and cmd == "apply" and data["type"] == "applied":
        room = LINE - len(reply) - 64
        data["events"] += [{"kind": "turn"}] * (room // len('{"kind":"turn"},'))
    elif MODE == "rows" and "state" in data:
        room = LINE - len(reply) - 64
        data["state"]["players"][0]["display"] = [[None]] * (room // len("[null],"))
    elif MODE == "cards" and cmd == "load" and data["type"] == "state":
        data["state"]["discard"] = ["furs"] * 500_000
    elif MODE == "legal" and cmd == "legal" and data["type"] == "legal":
        data["actions"] += [{"action": {"kind": "draw"}}] * 300_000
    else:
        return reply
    return json.dumps(data, separators=(",", ":"))


serve(misbehave)
