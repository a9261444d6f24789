"""How an engine is spoken to: the contract every engine meets (``interface``), the JSON
messages (``messages``), the reference engine behind that contract in-process
(``inprocess``) and over stdin/stdout (``server``), any engine program driven as a process
(``process``, with ``limits`` and ``reaper``), the calls a scenario step makes (``calls``),
recorded sessions (``transcript``) and the Python client (``client``).

Imports the model, the notation and the engine, nothing above (docs/architecture.md).
"""
