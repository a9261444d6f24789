"""Hangs when asked for the legal actions in the bad edition: ignores SIGTERM, and leaves a
child process behind (its pid goes to the file ZOO_PIDFILE), so only killing the process
group ends it all."""

import os
import signal
import subprocess
import sys
import time

from zoo import serve


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") == "legal":
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)"])
        pidfile = os.environ.get("ZOO_PIDFILE")
        if pidfile:
            with open(pidfile, "a") as out:
                out.write(f"{child.pid}\n")
        sys.stderr.write("zoo: thinking very hard\n")
        sys.stderr.flush()
        time.sleep(300)
    return reply


serve(misbehave)
