"""Running the scenarios against engines and reporting what they answered.

    select.py       which runs to play, and which an engine must skip
    tags.py         tag expressions for ``--tag``
    expected.py     expected-outcomes files
    runner.py       playing runs in this process and in worker processes
    differential.py replaying an engine's answers beside the reference engine's
    results.py      the result of one run
    report.py       the console table and details, JSON, JUnit XML, Markdown
    failures.py     a failing run told in the scenario's own terms
    explain.py      ``--explain``: where an engine and the reference part
    html.py, boards.py, badges.py   the HTML report, its boards, the badges
    reports.py      the report format (version 2): models, read (bounded), write
    stamps.py       what a run's expectation rested on (scenario digest, decisions)
    changes.py, changes_shown.py    ``ogallala diff``: what changed, shown
    merging.py      ``ogallala merge``: shard reports checked and put together
    dashboard.py    ``ogallala dashboard``: the static site of many reports
    compare.py, compare_html.py    several engines in one run: matrix, disagreements, HTML
    command.py      ``ogallala conformance`` put together
    interrupt.py    signals end a run cleanly

Engines are reached through ``ogallala.protocol``; nothing below imports this package
(docs/architecture.md).
"""
