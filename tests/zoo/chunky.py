"""Says `pipelining` in its hello, yet takes whatever one read of stdin returns as one
request: when several requests arrive together it answers the first and drops the rest, as
an engine written for one request at a time does when it is sent more. It breaks in every
edition (the harness must find out at the first run it sends ahead, and go on)."""

import os
import sys

from ogallala.protocol import messages as P
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.server import Server

server = Server(InProcess())
while True:
    chunk = os.read(0, 1 << 16)
    if not chunk:
        break
    first = chunk.split(b"\n")[0]
    reply, done = server.handle(first)
    sys.stdout.write(P.encode(reply) + "\n")
    sys.stdout.flush()
    if done:
        break
