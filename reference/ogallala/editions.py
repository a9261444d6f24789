"""``ogallala.editions``: the name docs/api.md promised before the package was laid out by
layer (0.4). Its names are those of ``ogallala.model.editions``, where the module lives now."""

from .model.editions import *  # noqa: F403
from .model.editions import __all__ as __all__
