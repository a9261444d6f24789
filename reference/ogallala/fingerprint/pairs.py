"""Which (ruling, alternative) pairs some scenario can tell apart, for an engine that declares nothing.

Two alternatives of a ruling can be told apart in an edition when some run naming the
ruling passes on an engine that plays one and fails on an engine that plays the other
(the other rulings at their decisions, the engine declaring the decisions: the hard case,
an engine that does not say what it reads). An alternative is *distinguishable* when, in
at least one edition, every other played alternative is told apart from it: a fingerprint
then names it there. One that is alike some other alternative in every edition can only be
reported with it, as a group no scenario tells apart. A ruling with one played
alternative has nothing to tell (``only``).

``python -m ogallala.fingerprint.pairs [FILE]`` writes the table of the pairs no scenario
tells apart into FILE (docs/fingerprint.md) between its markers, or prints it.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from ..model.readings import decided
from ..model.editions import EDITION_IDS
from ..scenarios.load import Run
from ..model.spec import load_spec
from .predict import Predictor, alternatives, depends
from .take import runs_of


@dataclass(frozen=True)
class Pair:
    ruling: str
    alternative: str
    status: str
    """``only``, ``distinguishable`` or ``indistinguishable``."""
    alike: tuple[tuple[str, tuple[str, ...]], ...] = ()
    """Per edition the ruling decides: the alternatives no run tells from this one."""
    telling: tuple[tuple[str, int], ...] = ()
    """Per edition: how many runs tell this alternative from at least one other."""

    @property
    def named_in(self) -> tuple[str, ...]:
        """The editions in which a fingerprint can name this alternative alone."""
        return tuple(e for e, alike in self.alike if not alike)


def _runs_by_edition() -> dict[str, list[Run]]:
    return {e: runs_of((e,)) for e in EDITION_IDS}


def pairs(predictor: Predictor) -> list[Pair]:
    """Every played (ruling, alternative) pair of the register, with what tells it apart
    (conventions left out: the protocol fixes them, so they tell no engine apart)."""
    runs = _runs_by_edition()
    out = []
    for ruling in load_spec().rulings:
        if ruling.convention:
            continue
        played = tuple(a.reading for a in ruling.played)
        if len(played) < 2:
            out += [Pair(ruling.id, a, "only") for a in played]
            continue
        vectors: dict[str, dict[str, tuple[bool, ...]]] = {}
        for edition in ruling.decisions:
            here = alternatives(ruling.id, edition)  # an alternative may be a reading of some editions only
            mine = [r for r in runs.get(edition, []) if ruling.id in depends(r)]
            default = decided(edition)[ruling.id]
            vectors[edition] = {a: predictor.vector(mine, {} if a == default else {ruling.id: a}, {}) for a in here}
        for a in played:
            where = {e: v for e, v in vectors.items() if a in v}
            alike = tuple((e, tuple(b for b in v if b != a and v[b] == v[a])) for e, v in where.items())
            telling = tuple((e, sum(any(v[b][i] != v[a][i] for b in v) for i in range(len(v[a]))))
                            for e, v in where.items())
            status = "distinguishable" if any(not same for _, same in alike) else "indistinguishable"
            out.append(Pair(ruling.id, a, status, alike, telling))
    return out


BEGIN = "<!-- pairs: begin (python -m ogallala.fingerprint.pairs docs/fingerprint.md) -->"
END = "<!-- pairs: end -->"


def markdown(found: list[Pair]) -> str:
    """The counts, and the table of the pairs no scenario tells apart."""
    count = {s: sum(p.status == s for p in found) for s in ("only", "distinguishable", "indistinguishable")}
    lines = [
        f"{len(found)} played (ruling, alternative) pairs: {count['distinguishable']} that some scenario tells "
        f"apart from every other alternative of their ruling (in at least one edition), "
        f"{count['indistinguishable']} that no scenario tells apart from some other alternative, and "
        f"{count['only']} the only played alternative of their ruling.",
        "",
        "| ruling | alternative | alike (per edition) |",
        "|---|---|---|",
    ]
    none = True
    for p in found:
        if p.status == "indistinguishable":
            alike = "; ".join(f"{e}: {', '.join(same)}" for e, same in p.alike)
            lines.append(f"| `{p.ruling}` | `{p.alternative}` | {alike} |")
            none = False
    if none:
        lines[-2:] = ["Every alternative of a ruling with alternatives is told apart from every other one in at "
                      "least one edition."]
    groups = tied(found)
    lines += [
        "",
        f"In one edition or another, {len(groups)} groups of alternatives are not told apart by any scenario "
        "of that edition (a fingerprint of the edition names the group; another edition may tell them apart):",
        "",
        "| ruling | edition | alternatives alike | told apart in |",
        "|---|---|---|---|",
    ]
    for ruling, edition, group, elsewhere in groups:
        lines.append(f"| `{ruling}` | {edition} | {', '.join(f'`{a}`' for a in group)} | {', '.join(elsewhere) or '-'} |")
    return "\n".join(lines) + "\n"


def tied(found: list[Pair]) -> list[tuple[str, str, tuple[str, ...], tuple[str, ...]]]:
    """(ruling, edition, alternatives alike there, the editions where they are all told apart)."""
    out = []
    seen: set[tuple[str, str, tuple[str, ...]]] = set()
    by_ruling: dict[str, list[Pair]] = {}
    for p in found:
        by_ruling.setdefault(p.ruling, []).append(p)
    for p in found:
        for edition, alike in p.alike:
            group = tuple(a for a in alternatives(p.ruling, edition) if a == p.alternative or a in alike)
            if alike and (p.ruling, edition, group) not in seen:
                seen.add((p.ruling, edition, group))
                elsewhere = tuple(e for e, _ in p.alike if e != edition and all(
                    not set(dict(q.alike).get(e, ())) & set(group) for q in by_ruling[p.ruling] if q.alternative in group))
                out.append((p.ruling, edition, group, elsewhere))
    return out


def section(found: list[Pair]) -> str:
    return f"{BEGIN}\n{markdown(found)}{END}"


def write(path: Path, found: list[Pair]) -> bool:
    """Put the table into ``path`` between its markers; whether the file changed."""
    text = path.read_text(encoding="utf-8")
    start, end = text.index(BEGIN), text.index(END) + len(END)
    new = text[:start] + section(found) + text[end:]
    if new != text:
        path.write_text(new, encoding="utf-8")
    return new != text


def main(argv: list[str]) -> int:
    predictor = Predictor()
    found = pairs(predictor)
    predictor.save()
    if argv:
        print(f"{argv[0]}: {'updated' if write(Path(argv[0]), found) else 'already current'}")
    else:
        sys.stdout.write(markdown(found))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
