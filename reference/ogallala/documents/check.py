"""``ogallala spec --check``: is a ruling ready, from its quotes to its scenarios?

Loading the spec already checks each file's shape and the references between files
(``spec.load``). This goes on to what a new or edited ruling needs before it is done:

- its quotes are found in the rulebooks (when the folder of rulebook texts is known);
- the edition data is its decision: the decided alternative's patch changes nothing;
- every alternative the engine plays loads as edition data, and changes it where it is not
  the decision (else the engine could not tell it from the decision);
- scenarios tell the played alternatives apart: for each edition it decides, a reading
  column gives a row for every played alternative.

Every problem names the file and, where it can, the line.
"""

from __future__ import annotations

import copy
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..model.editions import Edition, _merge, _raw, load
from ..model.readings import ReadingError, base, parts
from ..util.resources import data_path
from .citations import unfound, untranslated
from ..model.spec.models import Ruling, Spec


@dataclass(frozen=True)
class Finding:
    file: str
    line: int | None
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}" if self.line else f"{self.file}: {self.message}"


def _line_of(text: str, pattern: str) -> int | None:
    m = re.search(pattern, text, re.MULTILINE)
    return text.count("\n", 0, m.start()) + 1 if m else None


def _data(edition: Edition) -> dict[str, object]:
    return edition.model_dump(exclude={"readings"})


def check_ruling(ruling: Ruling, sources: Path | None, rows: dict[tuple[str, str], set[str]]) -> list[Finding]:
    """Every problem of one ruling; ``sources`` is the folder of the rulebook texts (None:
    quotes not checked), ``rows`` maps (ruling, edition) to the alternatives that
    reading-column rows give."""
    path = data_path("spec", "rulings", f"{ruling.id}.toml")
    shown = f"spec/rulings/{path.name}"
    text = path.read_text(encoding="utf-8") if path.is_file() else ""
    found: list[Finding] = []

    def add(message: str, pattern: str | None = None) -> None:
        found.append(Finding(shown, _line_of(text, pattern) if pattern else None, message))

    for source in ruling.sources:
        cited = [(f"quote from {source.file}", source)]
        for problem in untranslated(cited) + (unfound(cited, sources) if sources is not None else []):
            add(problem, re.escape(source.quote[:30]))
    for alternative in ruling.alternatives:
        at = rf'^id\s*=\s*"{re.escape(alternative.id)}"'
        if alternative.plays != "yes":
            continue
        for edition, decided in ruling.decisions.items():
            if not alternative.reads(edition):
                continue
            data = copy.deepcopy(_raw(edition))
            try:
                for part in parts(edition, ruling.id, alternative.reading):
                    _merge(data, part, (), f"{ruling.id}={alternative.id}", {})
                read = Edition.model_validate(data)
            except (ValueError, ReadingError) as error:
                add(f"alternative {alternative.id}: its patch makes edition {edition} invalid: "
                    f"{str(error).splitlines()[0]}", at)
                continue
            same = _data(read) == _data(load(edition))
            if alternative.id == decided and not same:
                add(f"alternative {alternative.id} is decided for {edition}, but its patch changes "
                    f"spec/editions/{edition}.toml: the edition data must be the decision", at)
            elif alternative.id != decided and same:
                add(f"alternative {alternative.id} is played but changes nothing in {edition}: give it a patch "
                    "(and the engine the parameter it sets), or mark it plays = \"same\" or \"no\" with a note", at)
    for edition in ruling.decisions:
        given = rows.get((ruling.id, edition), set())
        wanted = {a.id for a in ruling.played_in(edition)}
        if len(wanted) > 1 and not given:
            add(f"no scenario tells its alternatives apart in {edition}: give a scenario outline a "
                f"`{ruling.id}` column with a row for each of {', '.join(sorted(wanted))}")
        elif given and given != wanted:
            add(f"the `{ruling.id}` columns of {edition} give rows for {', '.join(sorted(given))}; "
                f"the played alternatives are {', '.join(sorted(wanted))}")
    return found


def reading_rows() -> dict[tuple[str, str], set[str]]:
    """(ruling, edition) -> the alternatives that some reading-column row gives."""
    from ..scenarios.load import all_scenarios

    rows: dict[tuple[str, str], set[str]] = defaultdict(set)
    for scenario in all_scenarios():
        for run in scenario.runs():
            for rid, aid in run.readings:
                rows[(rid, run.edition)].add(base(aid))
    return rows


def check(spec: Spec, names: Iterable[str], sources_dir: Path | None) -> list[Finding]:
    """The problems of the named rulings (all of them if none is named)."""
    wanted = list(names) or [r.id for r in spec.rulings]
    unknown = [n for n in wanted if n not in spec.rulings_by_id]
    found = [Finding("spec/rulings", None, f"no ruling {n!r}") for n in unknown]
    rows = reading_rows()
    for name in wanted:
        if name in spec.rulings_by_id:
            found += check_ruling(spec.rulings_by_id[name], sources_dir, rows)
    return found
