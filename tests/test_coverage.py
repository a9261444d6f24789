"""The scenarios cover the spec: every topic in every edition, every ruling, and the
edition differences, read from the spec and the feature tags (never from a list here)."""

from __future__ import annotations

from collections import Counter, defaultdict

from ogallala.scenarios.load import all_scenarios, known_tags
from ogallala.spec import load_spec
from ogallala.spec.compare import differs

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
