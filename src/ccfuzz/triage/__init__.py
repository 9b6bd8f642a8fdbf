"""``ccfuzz triage``: from a finding to a report a compiler engineer accepts.

Stages (``engine.py``), each recorded in the finding's triage row as it ends:

1. the program: the finding's C program reduced under the guard (``ccfuzz.reduce``), then
   checked for strict validity (``validity.py``); for ``ccfuzz passes`` findings whose failure
   shows in ``opt`` alone, the front end's IR reduced by ``llvm-reduce`` (``ir.py``);
2. versions: every installed release of the compiler's family (``versions.py``);
3. the culprit: the pass or flags (``ccfuzz.culprit``);
4. reachability: for ``passes`` findings, whether ``clang -O1/-O2/-O3`` or
   ``opt -passes=default<O2>`` shows the failure too (``ir.py``);
5. pass misuse and duplicates (``dedup.py``);
6. the report (``report.py``).

The state (``states.py``) sums these up; ``findings``, ``show`` and ``report --campaign`` list
live bugs first.
"""
