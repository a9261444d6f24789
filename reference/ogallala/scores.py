"""``ogallala.scores``: the name docs/api.md promised before the package was laid out by
layer (0.4). Its names are those of ``ogallala.model.scores``, where the module lives now."""

from .model.scores import *  # noqa: F403
from .model.scores import __all__ as __all__
