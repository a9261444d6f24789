"""A well-formed liar: in the bad edition it claims that the only legal action is `end`."""

import json

from zoo import serve


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "legal":
        data = json.loads(reply)
        data["actions"] = [{"action": {"kind": "end"}, "text": "end"}]
        return json.dumps(data)
    return reply


serve(misbehave)
