"""Right, and it tells what it was given: ``python introspect.py FILE`` writes, as it
starts, a JSON object to FILE: its environment, its resource limits (soft, hard; -1 for
none) and its working folder. Then it serves like ``ogallala serve``."""

from __future__ import annotations

import json
import os
import resource
import sys

from zoo import serve

NAMES = ("RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_NPROC", "RLIMIT_FSIZE", "RLIMIT_CORE")

with open(sys.argv[1], "w", encoding="utf-8") as out:
    json.dump({"env": dict(os.environ), "cwd": os.getcwd(),
               "limits": {n: list(resource.getrlimit(getattr(resource, n))) for n in NAMES}}, out)

serve(lambda request, reply: reply)
