"""``ccfuzz triage``: from a finding to a report a compiler engineer accepts.

The engine (``engine.py``) runs the finding's pipeline: stages registered by name
(``context.register``; ``cstages.py`` for ``hunt`` findings, ``irstages.py`` for ``passes``
findings), in the order ``engine.PIPELINES`` lists for its route, each recording a typed
result (``results.py``) in the finding's triage row as it ends. The helpers they use: the
strict validity check (``validity.py``), the release table and its label (``versions.py``),
opt at the IR level (``ir.py``, ``irtest.py``), a clang finding's IR before its culprit pass
(``prepass.py``), the bug key (``dedup.py``).

The state (``states.py``) sums the results up; ``findings``, ``show`` and ``report
--campaign`` list live bugs first. The report (``ccfuzz.report``) reads the results; triage
never imports it.
"""
