"""DiWi: localize a compiler bug in the compiler's own source.

``engine.run(case, pipeline)`` is isolation: ``spectra`` gathers the failing compile's
coverage and the passing programs' (the test suite, witnesses from ``search``), ``rank``
scores them, and the pipeline's ``stages`` rework the ranking. ``covbuild`` makes and finds
compilers built with coverage; ``gcovdata`` runs one compile of such a compiler and reads which
of its source lines ran. ``command`` is ``ccfuzz isolate``.
"""

SHOWN = 10  # files and functions a ranking prints by default (``--top``)
