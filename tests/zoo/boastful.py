"""The reference engine with a boastful hello: besides the suite's four editions it claims
200000 editions, variants for some, and 20000 rulings the suite has never heard of (with
alternative ids 100 characters long). About 6 MB of hello, under the 8 MiB a line may have."""

from ogallala.protocol.interface import Hello
from ogallala.protocol.inprocess import InProcess
from ogallala.protocol.server import Server
from zoo import serve


class Boastful(InProcess):
    def hello(self) -> Hello:
        real = super().hello()
        fake = tuple(f"edition-{i}" for i in range(200_000))
        return real.model_copy(update={
            "editions": real.editions + fake,
            "variants": {**real.variants, **{e: ("x",) for e in fake[:1000]}},
            "rulings": {f"ruling-{i}": "a" * 100 for i in range(20_000)},
        })


serve(lambda request, reply: reply, Server(Boastful()))
