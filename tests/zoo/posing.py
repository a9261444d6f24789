"""An engine that plays readings it does not declare: ``python posing.py RULING=ALT ...``.

The reference engine over the protocol, playing the readings given (``RULING@EDITION=ALT``
for one edition) in every game it starts or loads, whatever the game says, while its hello
declares none (the decisions). Only its behaviour shows what it reads: the fingerprint
must find it (tests/test_fingerprint.py).
"""

from __future__ import annotations

import sys

from ogallala.fingerprint.posing import Posing
from ogallala.protocol.server import Server
from ogallala.model.readings import parse

if __name__ == "__main__":
    Server(Posing(parse(sys.argv[1:]))).serve(sys.stdin.buffer, sys.stdout)
