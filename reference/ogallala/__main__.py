"""``python -m ogallala``: the same as the ``ogallala`` command."""

import sys

from .commands.cli import main

sys.exit(main())
