"""Pages made from the feature files: each scenario as written, with its positions drawn.

One page per feature file (``scenarios/<area>/<name>.md``), an index of them by area, and
for each edition's rulebook an example per topic: the first scenario written under that
topic that plays in the edition, its starting position drawn, with links to all of them.
Every scenario has an anchor (its id), so a rule links to its scenarios and a failure's
run key leads to its scenario.
"""

from __future__ import annotations

import re
from collections import defaultdict
from functools import cache
from pathlib import PurePosixPath

from ..model.editions import EDITION_IDS
from ..scenarios.load import Run, Scenario, all_scenarios, features_root
from ..model.spec import load_spec
from .figures import Figure, display_figure, position_figure

DISPLAY_STEP = re.compile(r"^(?P<player>\S+)'s display is:?$")


def page_of(feature: str) -> str:
    """The site page of a feature file: ``attack/losers.feature`` -> ``scenarios/attack/losers.md``."""
    return f"scenarios/{PurePosixPath(feature).with_suffix('.md')}"


def primary(scenario: Scenario) -> str:
    head = scenario.rule.split(" ", 1)[0] if scenario.rule else ""
    return head if head in scenario.topics else scenario.topics[0] if scenario.topics else ""


def figures(run: Run) -> list[Figure]:
    """The positions and displays of a run's steps, drawn in the run's edition."""
    out = []
    options: tuple[str, ...] = ()
    for step in run.steps:
        if step.docstring is None:
            continue
        words = f"{step.keyword} {step.text}"
        if step.text.startswith("the position"):
            drawn = position_figure(step.docstring, run.edition, f"{words} ({run.edition})", run.reading)
            if drawn is None:
                continue
            options = tuple(re.findall(r"^options:(.*)$", step.docstring, re.M)[0].split()) if "options:" in step.docstring else ()
            out.append(drawn)
        elif DISPLAY_STEP.match(step.text):
            rows = "\n".join(f"  {line.strip()}" for line in step.docstring.splitlines() if line.strip())
            drawn = display_figure(rows, run.edition, options, f"{words} ({run.edition})")
            if drawn is not None:
                out.append(drawn)
    return out


@cache
def _source(feature: str) -> list[str]:
    return (features_root() / feature).read_text(encoding="utf-8").splitlines()


def _written(scenario: Scenario, following: Scenario | None) -> str:
    """The scenario as the feature file writes it, from ``Scenario:`` to the next one."""
    lines = _source(scenario.feature)
    end = following.line - 1 if following else len(lines)
    block = lines[scenario.line - 1 : end]
    while block and (not block[-1].strip() or block[-1].lstrip().startswith(("@", "Rule:", "#"))):
        block.pop()
    indent = min((len(x) - len(x.lstrip()) for x in block if x.strip()), default=0)
    return "\n".join(x[indent:] for x in block)


def _rulebook(topic: str, editions: list[str]) -> str:
    """The rulebook that has ``topic``: the first of ``editions`` that does, else any."""
    rule = load_spec().rules_by_id.get(topic)
    having = [e for e in EDITION_IDS if rule is not None and e in rule.editions]
    return next((e for e in editions if e in having), having[0] if having else EDITION_IDS[0])


def _links(scenario: Scenario, up: str) -> str:
    editions = [e for e in EDITION_IDS if any(run.edition == e for run in scenario.runs())]
    topics = ", ".join(f"[`{t}`]({up}editions/{_rulebook(t, editions)}.md#{t})" for t in scenario.topics)
    rulings = ", ".join(f"[`{r}`]({up}rulings.md#{r})" for r in scenario.rulings)
    parts = [f"editions: {', '.join(editions)}", f"rules: {topics}"]
    if rulings:
        parts.append(f"rulings: {rulings}")
    parts.append(f"`features/{scenario.feature}:{scenario.line}`")
    return " · ".join(parts)


def feature_page(feature: str, scenarios: list[Scenario]) -> str:
    up = "../" * (len(PurePosixPath(page_of(feature)).parts) - 1)
    title = next((x.split(":", 1)[1].strip() for x in _source(feature) if x.strip().startswith("Feature:")), feature)
    out = [f"# {title}", "", f"The scenarios of `features/{feature}`, each with the positions it sets up drawn "
           f"(for its first edition; see the [key to the boards]({up}boards.md)).", ""]
    rule = None
    for k, scenario in enumerate(scenarios):
        if scenario.rule != rule:
            rule = scenario.rule
            if rule:
                out += [f"## {rule}", ""]
        runs = scenario.runs()
        out += [f'### <a id="{scenario.id}"></a>{scenario.name}', "", _links(scenario, up), "",
                "```gherkin", _written(scenario, scenarios[k + 1] if k + 1 < len(scenarios) else None), "```", ""]
        drawn = figures(runs[0]) if runs else []
        out += [*drawn, ""] if drawn else []
    return "\n".join(out) + "\n"


@cache
def by_feature() -> dict[str, list[Scenario]]:
    out: dict[str, list[Scenario]] = defaultdict(list)
    for s in all_scenarios():
        out[s.feature].append(s)
    return {f: sorted(ss, key=lambda s: s.line) for f, ss in sorted(out.items())}


def index_page() -> str:
    out = ["# Scenarios", "", "Every conformance scenario, one page per feature file, grouped by rule area. Each "
           "scenario shows its steps as written and the positions it sets up, drawn; the rulebooks link each rule "
           "to the scenarios written under it.", ""]
    area = None
    for feature, scenarios in by_feature().items():
        here = feature.split("/", 1)[0]
        if here != area:
            area = here
            out += [f"## {area}", ""]
        out.append(f"- [{feature}]({page_of(feature).removeprefix('scenarios/')}) ({len(scenarios)} scenarios)")
    return "\n".join(out) + "\n"


def pages() -> dict[str, str]:
    """Every generated page by its path in the site's docs."""
    out = {page_of(f): feature_page(f, ss) for f, ss in by_feature().items()}
    out["scenarios/index.md"] = index_page()
    return out


@cache
def _by_topic() -> dict[str, list[Scenario]]:
    out: dict[str, list[Scenario]] = defaultdict(list)
    for s in all_scenarios():
        for topic in s.topics:
            out[topic].append(s)
    for topic, ss in out.items():
        ss.sort(key=lambda s: primary(s) != topic)
    return out


def topic_section(topic: str, edition: str, up: str) -> str:
    """For a rulebook: the scenarios of ``topic`` in ``edition`` and an example drawn."""
    scenarios = [s for s in _by_topic().get(topic, []) if any(r.edition == edition for r in s.runs())]
    if not scenarios:
        return ""
    links = ", ".join(f"[{s.name}]({up}{page_of(s.feature)}#{s.id})" for s in scenarios[:12])
    more = f" and {len(scenarios) - 12} more" if len(scenarios) > 12 else ""
    out = [f"**Scenarios** ({len(scenarios)}): {links}{more}.", ""]
    for s in scenarios:
        run = next(r for r in s.runs() if r.edition == edition)
        drawn = figures(run)
        if drawn:
            out += [f"*Example: {s.name}* ([the scenario]({up}{page_of(s.feature)}#{s.id}))", "", drawn[0], ""]
            break
    return "\n".join(out)
