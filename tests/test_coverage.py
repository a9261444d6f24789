"""The scenarios cover the spec: every topic in every edition, every ruling, and the
edition differences, read from the spec and the feature tags (never from a list here)."""

from __future__ import annotations

from collections import Counter, defaultdict

from ogallala.scenarios.load import all_scenarios, known_tags
from ogallala.model.spec import load_spec
from ogallala.documents.compare import differs

SPEC = load_spec()
SCENARIOS = all_scenarios()


def runs_by_topic() -> dict[tuple[str, str], int]:
    counts: dict[tuple[str, str], int] = Counter()
    for scenario in SCENARIOS:
        for run in scenario.runs():
            for topic in scenario.topics:
                counts[(topic, run.edition)] += 1
    return counts


def test_every_topic_runs_in_every_edition_where_it_exists() -> None:
    counts = runs_by_topic()
    missing = [f"{rule.id} [{edition}]" for rule in SPEC.rules for edition in rule.editions
               if not counts.get((rule.id, edition))]
    assert missing == [], "topics without a scenario: " + ", ".join(missing)


def test_every_ruling_has_a_scenario() -> None:
    tagged = {r for s in SCENARIOS for r in s.rulings}
    missing = sorted(r.id for r in SPEC.rulings if r.id not in tagged)
    assert missing == [], "rulings without a scenario: " + ", ".join(missing)


def test_differing_topics_show_the_difference() -> None:
    """A topic on which editions differ has a scenario run in two or more of its editions
    whose runs are not all alike: an outline with an edition column (one Examples row per
    edition), or scenarios of the topic that run in different editions. A topic that only
    one edition has is shown against another edition where the same play goes otherwise
    (an outline row, tagged with the topic, in an edition that lacks it)."""
    by_topic: dict[str, set[str]] = defaultdict(set)
    outlines: dict[str, set[str]] = defaultdict(set)
    for s in SCENARIOS:
        for topic in s.topics:
            by_topic[topic] |= set(s.editions)
            if s.edition_column:
                outlines[topic] |= {run.edition for run in s.runs()}
    lacking = []
    for rule in SPEC.rules:
        if not differs(rule):
            continue
        shown = outlines[rule.id] if len(outlines[rule.id]) >= 2 else by_topic[rule.id]
        if len(shown) < min(2, len(rule.editions) + 1) or not shown:
            lacking.append(rule.id)
    assert lacking == [], "differing topics without a scenario across editions: " + ", ".join(lacking)


def test_at_least_400_runs() -> None:
    assert sum(len(s.runs()) for s in SCENARIOS) >= 400


def test_each_scenario_has_one_id_an_edition_and_a_topic() -> None:
    ids = Counter(s.id for s in SCENARIOS)
    assert [i for i, n in ids.items() if n > 1] == []
    for s in SCENARIOS:
        assert "/" not in s.id and ":" not in s.id, f"{s.feature}:{s.line} needs exactly one @id_ tag"
        assert s.editions, f"{s.id}: no edition tag"
        assert s.topics, f"{s.id}: no topic tag"
        assert s.unknown_tags == (), f"{s.id}: unknown tags {s.unknown_tags}"


def test_outline_rows_name_editions_the_scenario_is_tagged_with() -> None:
    for s in SCENARIOS:
        if s.edition_column:
            assert {run.edition for run in s.runs()} <= set(s.editions), s.id


def test_feature_files_are_named_for_their_topics() -> None:
    """features/<area>/<name>.feature holds the topic <area>.<name> (and maybe others)."""
    for s in SCENARIOS:
        area, _, name = s.feature.removesuffix(".feature").partition("/")
        assert any(t.split(".")[0] == area for t in s.topics), f"{s.id} in {s.feature} tests no {area} topic"


def test_tags_are_identifiers() -> None:
    assert all(tag.isidentifier() for tag in known_tags())


# -- the field and event coverage table (docs/coverage.md) ---------------------------------

import random
import re
from pathlib import Path

from ogallala.scenarios import coverage

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _protocol_section(title: str) -> str:
    text = (DOCS / "protocol.md").read_text()
    start = text.index(f"\n## {title}\n")
    end = text.find("\n## ", start + 1)
    return text[start:end if end >= 0 else None]


def test_the_coverage_page_is_current() -> None:
    assert (DOCS / "coverage.md").read_text() == coverage.render(), \
        "run: python -m ogallala.scenarios.coverage > docs/coverage.md"


def test_every_convention_no_scenario_checks_is_explained_and_no_other() -> None:
    assert set(coverage.gaps()) == set(coverage.UNCHECKED)


def test_the_protocol_lists_what_the_scenarios_do_not_check() -> None:
    text = (DOCS / "protocol.md").read_text()
    assert coverage.protocol_block(text) == text, "docs/protocol.md's unchecked list is stale: rewrite it from coverage.py"


def test_the_items_are_every_field_and_kind_the_protocol_defines() -> None:
    state = _protocol_section("The state model as JSON")
    fields = re.findall(r"^\| `(\w+)` \| ", state[: state.index("A **player**")], re.MULTILINE)
    assert {f"state.{f}" for f in fields} <= set(coverage.STATE_FIELDS), fields
    pending = re.findall(r"^\| `(\w+)` \| ", state[state.index("A **pending item**"):], re.MULTILINE)
    assert {k for k in pending} == {i.split(".")[1] for i in coverage.PENDING_KINDS}
    actions = _protocol_section("Actions, events and scores")
    kinds = set()
    for cell in re.findall(r"^\| ([^|]+) \| ", actions[: actions.index("An **event**")], re.MULTILINE):
        kinds |= set(re.findall(r"`([a-z-]+)`", cell))
    assert kinds == {i.split(".")[1] for i in coverage.ACTIONS}
    table = actions[actions.index("<!-- events:begin -->"): actions.index("<!-- events:end -->")]
    rows = re.findall(r"^\| `([a-z-]+)`(?: \((a drawn card|lost cards)\))? \| (.+) \|$", table, re.MULTILINE)
    documented = {kind + {"a drawn card": ".card", "lost cards": ".cards", "": ""}[which]: tuple(re.findall(r"`(\w+)`", fields))
                  for kind, which, fields in rows}
    assert documented == coverage.EVENT_FIELDS_OF


def test_the_engine_sets_exactly_the_event_fields_the_protocol_lists() -> None:
    """Random games: each event the engine gives sets the fields of its kind and no other."""
    from ogallala.engine import apply, legal_actions, start
    from ogallala.model.editions import EDITION_IDS

    seen = set()
    for edition in EDITION_IDS:
        for seed in range(3):
            rng = random.Random(seed)
            state = start(edition, ("North", "East", "South"), seed=seed)
            for _ in range(400):
                if state.over:
                    break
                legal = legal_actions(state)
                state, events = apply(state, legal[rng.randrange(len(legal))])
                for event in events:
                    kind = event.kind + ((".card" if event.card else ".cards") if event.kind == "discarded" else "")
                    set_fields = tuple(f for f in ("player", "card", "cards", "at", "boat", "victim", "pile", "rule")
                                       if getattr(event, f) not in (None, ()))
                    assert set(set_fields) == set(coverage.EVENT_FIELDS_OF[kind]), (kind, set_fields)
                    seen.add(kind)
    assert len(seen) >= 10, seen
