"""ccfuzz's benchmarks: each module measures something and prints its figures.

Run them from the checkout's root as modules (``.venv/bin/python -m benchmarks.isolate
...``); they import ccfuzz's public APIs and each other as ``benchmarks.NAME``. The seeded
tcc faults, the isolation benchmarks' ground truth, are data in ``tcc_faults/`` (read by
``benchmarks.seeded``); the isolation pipelines the benchmarks compare are data in
``pipelines/``.
"""
