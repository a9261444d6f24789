"""The base of every boundary model: frozen, strict about unknown fields, and documented
by the docstrings under its fields (which also become the JSON Schema's descriptions)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)
