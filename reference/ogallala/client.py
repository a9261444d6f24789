"""``ogallala.client``: the name docs/api.md promised before the package was laid out by
layer (0.4). Its names are those of ``ogallala.protocol.client``, where the module lives now."""

from .protocol.client import *  # noqa: F403
from .protocol.client import __all__ as __all__
