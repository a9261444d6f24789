"""``ogallala export``: the conformance suite as data (docs/export.md), for test runners in
any language: ``format`` (the models and their schema), ``record`` (the reference engine
spoken to as the harness speaks to an engine process), ``expect`` (each step's checks as
data), ``verify`` (the checks worked out, as a runner works them out), ``build`` (the
export put together)."""
