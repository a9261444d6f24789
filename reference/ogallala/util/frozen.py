"""The base of every boundary model: frozen, strict about unknown fields, and documented
by the docstrings under its fields (which also become the JSON Schema's descriptions, read
by `fielddocs` only when the schema is written)."""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


M = TypeVar("M", bound=BaseModel)

_set = object.__setattr__


def trusted(cls: type[M], values: dict[str, Any]) -> M:
    """A model of values the engine made itself, every field given and of its exact type:
    built without validating them again (the engine's loop makes many; validation would
    only repeat what the engine's own types already guarantee). Equal to the validated
    model of the same values."""
    model = cls.__new__(cls)
    _set(model, "__dict__", values)
    _set(model, "__pydantic_fields_set__", set(values))
    _set(model, "__pydantic_extra__", None)
    _set(model, "__pydantic_private__", None)
    return model
