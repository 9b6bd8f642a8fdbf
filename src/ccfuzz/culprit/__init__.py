"""Culprit optimizations: which pass (clang) or which optimization flags (gcc) a finding
needs, found by asking the finding predicate under ``-mllvm -opt-bisect-limit=N`` or
``-fno-FLAG``; the culprit signature regroups findings by it (``findings --by culprit``).

``trials`` is the search's funnel to the predicate, ``llvm`` the bisection, ``gcc`` the flag
ddmin, ``locate`` picks the search for a finding, ``trace`` reads one from the store, and
``command`` is ``ccfuzz culprit``.
"""
