"""``ogallala.scoring``: the name docs/api.md promised before the package was laid out by
layer (0.4). Its names are those of ``ogallala.engine.scoring``, where the module lives now."""

from .engine.scoring import *  # noqa: F403
from .engine.scoring import __all__ as __all__
