"""The reference engine claiming less than it can: only the editions in ZOO_EDITIONS
(comma-separated), no variants, and the readings of rulings in ZOO_RULINGS
(`ruling=alternative,...`)."""

import os

from ogallala.protocol.interface import Hello
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.server import Server
from zoo import serve


class Partial(InProcess):
    def hello(self) -> Hello:
        editions = tuple(e for e in os.environ.get("ZOO_EDITIONS", "amigo").split(",") if e)
        rulings = dict(pair.split("=", 1) for pair in os.environ.get("ZOO_RULINGS", "").split(",") if pair)
        return super().hello().model_copy(update={"editions": editions, "variants": {}, "rulings": rulings})


serve(lambda request, reply: reply, Server(Partial()))
