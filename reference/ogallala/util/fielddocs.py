"""The docstrings under model fields, read only when the JSON Schema is written.

The boundary models document each field by a docstring under it, and those docstrings are
the protocol schema's descriptions. pydantic's ``use_attribute_docstrings`` reads them by
walking the source of every class while it is built, about a fifth of every command's
start-up; the schema is written rarely (``ogallala serve --schema``), so the docstrings are
read here instead, from one parse of each module, only when a schema is generated.
"""

from __future__ import annotations

import ast
import inspect
import sys
from functools import cache
from typing import Any

from pydantic import BaseModel
from pydantic.json_schema import GenerateJsonSchema, JsonSchemaValue
from pydantic_core import core_schema


@cache
def _module_docs(module: str) -> dict[str, dict[str, str]]:
    """class qualified name -> field -> docstring, for every class of the module."""
    found: dict[str, dict[str, str]] = {}
    source = inspect.getsource(sys.modules[module])

    def visit(body: list[ast.stmt], prefix: str) -> None:
        for node in body:
            if isinstance(node, ast.ClassDef):
                name = prefix + node.name
                docs: dict[str, str] = {}
                for field, after in zip(node.body, node.body[1:]):
                    if (isinstance(field, ast.AnnAssign) and isinstance(field.target, ast.Name)
                            and isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant)
                            and isinstance(after.value.value, str)):
                        docs[field.target.id] = inspect.cleandoc(after.value.value)
                found[name] = docs
                visit(node.body, name + ".")

    visit(ast.parse(source).body, "")
    return found


def field_docs(cls: type[BaseModel]) -> dict[str, str]:
    """Each field of ``cls`` -> the docstring under it (in ``cls`` or the base that declares it)."""
    docs: dict[str, str] = {}
    for klass in reversed(cls.__mro__):
        if isinstance(klass, type) and issubclass(klass, BaseModel) and klass.__module__ in sys.modules:
            try:
                own = _module_docs(klass.__module__).get(klass.__qualname__, {})
            except (OSError, TypeError, SyntaxError):
                continue
            for name in klass.__dict__.get("__annotations__", {}):
                docs.pop(name, None)  # declared again: its own docstring or none, as pydantic does
            docs.update(own)
    return {name: doc for name, doc in docs.items() if name in cls.model_fields}


class Documented(GenerateJsonSchema):
    """The JSON Schema with every field's docstring as its description (unless the field
    gives one itself)."""

    def model_schema(self, schema: core_schema.ModelSchema) -> JsonSchemaValue:
        json_schema = super().model_schema(schema)
        cls = schema["cls"]
        properties: Any = json_schema.get("properties")
        if isinstance(properties, dict) and issubclass(cls, BaseModel):
            for name, doc in field_docs(cls).items():
                info = cls.model_fields.get(name)
                key = (info.alias or name) if info else name
                if info is not None and info.description is None and isinstance(properties.get(key), dict):
                    properties[key]["description"] = doc
        return json_schema
