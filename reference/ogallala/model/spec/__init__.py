"""The rules specification: ``spec/rules/*.toml`` and ``spec/rulings/*.toml`` as data.

``model`` holds the frozen models, ``load`` reads and cross-checks the files, ``compare``
says where editions agree, ``citations`` checks quotes against the rulebooks, ``export``
builds the JSON dump, and ``docs`` renders the rulebook documents from ``templates/``
with ``facts`` (an edition's data in words) and ``markdown`` (cells, quotes, links).
"""

from .load import SpecError, load_spec
from .models import Alternative, Area, Rule, RuleEdition, Ruling, Spec

__all__ = ["Alternative", "Area", "Rule", "RuleEdition", "Ruling", "Spec", "SpecError", "load_spec"]
