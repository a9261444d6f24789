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
    command.py      ``ogallala conformance`` put together
    interrupt.py    signals end a run cleanly

Engines are reached through ``ogallala.protocol``; nothing below imports this package
(docs/architecture.md).
"""
