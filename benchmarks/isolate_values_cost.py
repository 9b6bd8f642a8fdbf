"""What values cost ``ccfuzz isolate``: a fault's finding isolated three times, each in a
fresh copy of its run directory with the same search (seed, minutes): without values, with
values and no value build kept, and with values again (the value build kept from the second).

    .venv/bin/python benchmarks/isolate_values_cost.py --runs RUNDIR [--minutes 2] [--seed 1]
        FAULT ...

``RUNDIR`` is ``isolate.py``'s ``--dir`` (each fault's campaign, its finding reduced there
if ``--reduce`` was given); the coverage builds are the ones in the cache, and the value
builds go to a temporary directory of their own, so none is kept before the second run.
Prints one JSON line per fault and run, then a table of the seconds and their ratio to the
run without values.
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from ccfuzz.isolate import values
from ccfuzz.isolate.command import COMBINED, Options, isolate_finding
from ccfuzz.isolate.rank import Spectrum
from ccfuzz.store import Store
from tcc_faults import seeded

RUNS = ("without values", "values, built", "values, kept")


def timed(rundir: Path, options: Options) -> tuple[float, str, int]:
    """Seconds for one isolation of the run's first finding in a copy of ``rundir``; the
    stored method; the witnesses and tests ranked."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-cost-") as tmp:
        copy = Path(tmp) / "run"
        shutil.copytree(rundir, copy)
        with Store(copy, write=True) as store:
            finding = store.findings()[0].id
            started = time.monotonic()
            row = isolate_finding(store, finding, options)
            return time.monotonic() - started, row.method, row.witnesses


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("faults", nargs="+")
    ap.add_argument("--runs", type=Path, required=True)
    ap.add_argument("--minutes", type=float, default=2.0)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    base = Options(COMBINED, args.seed, args.minutes, spectrum=Spectrum.LINES,
                   novelty=Spectrum.COUNTS)
    table: list[tuple[str, list[float]]] = []
    with tempfile.TemporaryDirectory(prefix="ccfuzz-valuecache-") as cache:
        # The value builds in a cache of this run's own: the first build is made here.
        kept = values.default_cache
        values.default_cache = lambda: Path(cache)
        try:
            for name in args.faults:
                fault = seeded.find(name)
                seconds = []
                for run, use in zip(RUNS, (False, True, True), strict=True):
                    took, method, ranked = timed(args.runs / fault.name,
                                                 replace(base, values=use))
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
