"""What the values stage costs ``ccfuzz isolate``: a fault's finding isolated three times, each
in a fresh copy of its run directory with the same search (seed, minutes): by the default
pipeline, by the ``values`` pipeline with no value build kept, and by it again (the value build
kept from the second).

    .venv/bin/python -m benchmarks.isolate_values_cost --runs RUNDIR [--minutes 2] [--seed 1]
        FAULT ...

``RUNDIR`` is ``benchmarks.isolate``'s ``--dir`` (each fault's campaign, its finding reduced
there if ``--reduce`` was given); the coverage builds are the ones in the cache, and the value
builds go to a temporary directory of their own, so none is kept before the second run.
Prints one JSON line per fault and run, then a table of the seconds and their ratio to the
run without values.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
import time
from pathlib import Path

from benchmarks import seeded
from benchmarks.isolate import pipeline_named
from ccfuzz.isolate import engine, values
from ccfuzz.isolate.pipeline import Pipeline
from ccfuzz.isolate.search import Budget
from ccfuzz.isolate.spectra import load_case
from ccfuzz.store import Store

RUNS = ("without values", "values, built", "values, kept")


def timed(rundir: Path, chosen: Pipeline, seed: int, minutes: float
          ) -> tuple[float, str, int]:
    """Seconds for one isolation of the run's first finding in a copy of ``rundir``; the
    stored method; the witnesses and tests ranked."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-cost-") as tmp:
        copy = Path(tmp) / "run"
        shutil.copytree(rundir, copy)
        with Store(copy, write=True) as store:
            finding = store.findings()[0].id
            started = time.monotonic()
            isolation = engine.run(load_case(store, finding), chosen, seed=seed,
                                   budget=Budget(seconds=minutes * 60))
            row = engine.record(store, finding, isolation)
            return time.monotonic() - started, row.method, row.witnesses


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="+")
    ap.add_argument("--runs", type=Path, required=True)
    ap.add_argument("--minutes", type=float, default=2.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    pipelines = (pipeline_named("default"), pipeline_named("values"),
                 pipeline_named("values"))
    table: list[tuple[str, list[float]]] = []
    with tempfile.TemporaryDirectory(prefix="ccfuzz-valuecache-") as cache:
        # The value builds in a cache of this run's own: the first build is made here.
        kept = values.default_cache
        values.default_cache = lambda: Path(cache)
        try:
            for name in args.faults:
                fault = seeded.find(name)
                seconds = []
                for run, chosen in zip(RUNS, pipelines, strict=True):
                    took, method, ranked = timed(args.runs / fault.name, chosen, args.seed,
                                                 args.minutes)
                    seconds.append(took)
                    print(json.dumps({"fault": fault.name, "run": run, "method": method,
                                      "ranked": ranked, "seconds": round(took, 1)}),
                          flush=True)
                table.append((fault.name, seconds))
        finally:
            values.default_cache = kept
    print("\n| fault | " + " | ".join(RUNS) + " | built / without | kept / without |")
    print("|---|---|---|---|---|---|")
    for name, (without, built, again) in table:
        print(f"| {name} | {without:.1f} s | {built:.1f} s | {again:.1f} s | "
              f"{built / without:.2f} | {again / without:.2f} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
