"""Right, but it leaves processes behind that escape its process group. At the handshake it
starts a child that calls setsid() (and stays its child), and an orphan: a grandchild that
calls setsid() and whose parent exits at once. Both ignore SIGTERM and SIGHUP and sleep.
Lines `engine PID PARENT`, `child PID`, `orphan PID` go to the file ZOO_PIDFILE, and a line
`run PID` at each start or load (so each but the last of an engine's marks a run finished).
Every reply comes ZOO_DELAY seconds late (default 0)."""

import os
import subprocess
import sys
import time

os.environ.setdefault("ZOO_EDITION", "all")

from zoo import serve  # noqa: E402 - reads ZOO_EDITION

DELAY = float(os.environ.get("ZOO_DELAY", "0"))
SLEEPER = ("import os, signal, time\n"
           "os.setsid()\n"
           "signal.signal(signal.SIGTERM, signal.SIG_IGN)\n"
           "signal.signal(signal.SIGHUP, signal.SIG_IGN)\n"
           "time.sleep(600)\n")
MIDDLE = ("import subprocess, sys\n"
          f"print(subprocess.Popen([sys.executable, '-c', {SLEEPER!r}], stdin=subprocess.DEVNULL, "
          "stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).pid)\n")


def escape() -> None:
    child = subprocess.Popen([sys.executable, "-c", SLEEPER])
    orphan = subprocess.run([sys.executable, "-c", MIDDLE], capture_output=True, text=True, check=True).stdout.strip()
    with open(os.environ["ZOO_PIDFILE"], "a") as out:
        out.write(f"engine {os.getpid()} {os.getppid()}\nchild {child.pid}\norphan {orphan}\n")


def misbehave(request: dict, reply: str) -> str | None:
    if request.get("cmd") in ("start", "load"):
        with open(os.environ["ZOO_PIDFILE"], "a") as out:
            out.write(f"run {os.getpid()}\n")
    time.sleep(DELAY)
    return reply


escape()
serve(misbehave)
