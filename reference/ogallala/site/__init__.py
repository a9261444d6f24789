"""The documentation site: pages made from the scenarios and drawings put into the pages.

``mkdocs.yml`` at the top of the repository builds ``docs/`` with the hooks of
``hooks.py``; the pages themselves stay plain Markdown that reads well on a forge too.
"""
