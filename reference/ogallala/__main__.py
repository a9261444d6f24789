"""``python -m ogallala``: the same as the ``ogallala`` command."""

import sys

from .cli import main

sys.exit(main())
