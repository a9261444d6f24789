"""Field docstrings become schema descriptions without pydantic reading source at import."""

from __future__ import annotations

from pydantic import BaseModel

from ogallala.util.fielddocs import Documented, field_docs
from ogallala.util.frozen import Frozen


class Base(Frozen):
    kept: int = 0
    """Declared in the base."""
    redeclared: int = 0
    """The base's words."""


class Child(Base):
    redeclared: int = 1
    own: int = 2
    """The child's own."""


def test_docstrings_are_not_read_at_import() -> None:
    assert Child.model_fields["own"].description is None


def test_field_docs_follow_the_declaring_class() -> None:
    assert field_docs(Child) == {"kept": "Declared in the base.", "own": "The child's own."}


def test_schema_descriptions_come_from_docstrings() -> None:
    schema = Child.model_json_schema(schema_generator=Documented)
    properties = schema["properties"]
    assert properties["kept"]["description"] == "Declared in the base."
    assert properties["own"]["description"] == "The child's own."
    assert "description" not in properties["redeclared"]


def test_a_description_given_by_the_field_is_kept() -> None:
    from pydantic import Field

    class Given(BaseModel):
        x: int = Field(0, description="given")
        """ignored"""

    assert Given.model_json_schema(schema_generator=Documented)["properties"]["x"]["description"] == "given"
