"""``python -m ogallala.mutation [ARGS]``: the same as ``ogallala mutate [ARGS]``."""

import sys

from ..cli import main

sys.exit(main(["mutate", *sys.argv[1:]]))
