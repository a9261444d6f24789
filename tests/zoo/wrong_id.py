"""Answers `legal` in the bad edition with the right reply under the wrong id."""

import json

from zoo import serve


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "legal":
        data = json.loads(reply)
        data["id"] += 1000
        return json.dumps(data)
    return reply


serve(misbehave)
