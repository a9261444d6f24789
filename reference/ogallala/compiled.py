"""``ogallala.compiled``: the name docs/api.md promised before the package was laid out by
layer (0.4). Its names are those of ``ogallala.util.compiled``, where the module lives now."""

from .util.compiled import *  # noqa: F403
from .util.compiled import __all__ as __all__
