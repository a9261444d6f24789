"""Running engines against the scenarios: the engine interface, its adapters, the runner
and the reports.

    engine.py      the ``Engine`` interface the steps talk to, ``Hello``, ``EngineError``
    inprocess.py   the reference engine behind it, in this process
    process.py     an engine in another process, over the JSON protocol (``protocol.py``)
    server.py      an ``Engine`` served over the protocol (``ogallala serve``)
    select.py      which runs to play, and which an engine must skip
    tags.py        tag expressions for ``--tag``
    expected.py    expected-failures files
    runner.py      playing runs in this process and in worker processes
    results.py     the result of one run
    report.py      the console table and details, JSON, JUnit XML
    command.py     ``ogallala conformance`` put together
    transcript.py  the example session of docs/protocol.md
"""
