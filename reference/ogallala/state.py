"""``ogallala.state``: the name docs/api.md promised before the package was laid out by
layer (0.4). Its names are those of ``ogallala.model.state``, where the module lives now."""

from .model.state import *  # noqa: F403
from .model.state import __all__ as __all__
