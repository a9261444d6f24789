"""``ogallala.actions``: the name docs/api.md promised before the package was laid out by
layer (0.4). Its names are those of ``ogallala.model.actions``, where the module lives now."""

from .model.actions import *  # noqa: F403
from .model.actions import __all__ as __all__
