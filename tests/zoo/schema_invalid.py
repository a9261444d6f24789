"""Answers `apply` in the bad edition with JSON of the right type but the wrong shape: the
state lacks its players and piles, and an event has a kind no one knows."""

import json

from zoo import serve


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "apply":
        return json.dumps({"type": "applied", "id": request["id"], "state": {"edition": "ass-ii", "turn": "North"},
                           "events": [{"kind": "teleported", "player": "North"}]})
    return reply


serve(misbehave)
