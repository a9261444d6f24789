"""The specification written out and checked: the rulebook page per edition, the
difference table, the rulings register (``docs``, ``facts``, ``markdown``, ``compare``,
``behaviour``), the JSON dump (``export``), quotes checked against the rulebooks
(``citations``) and a ruling checked against its scenarios (``check``).

A tool: it reads the model and plays scenarios; nothing but commands imports it
(docs/architecture.md).
"""
