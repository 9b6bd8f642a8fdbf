"""Guarded reduction against plain C-Vise with a naive "the output differs" test.

For each wrong-code (and runtime-crash) finding of a run directory, reduce twice with the same
C-Vise, jobs and timeout: once with ccfuzz's check (the finding holds AND no undefined
behaviour), once with the same check minus the guard (the naive test most users write).
Then judge both results with the guarded check: a naive result the guard rejects is a bug
report that would have been invalid. Prints wall time, final size and validity per finding,
and the totals: the guard's time as a multiple of the naive time, and the naive results'
share of invalid programs.

    .venv/bin/python benchmarks/reduce.py --dir RUNDIR [--timeout 900] [--jobs 2] [--ids 3,5]

The store is not changed: bundles go to RUNDIR/bench-reduce/.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ccfuzz.reduce import check as checker
from ccfuzz.reduce.run import reduce_finding
from ccfuzz.reduce.spec import Spec
from ccfuzz.store import Store


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", type=Path, required=True)
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--ids", help="comma-separated finding ids (default: every wrong-code one)")
    args = ap.parse_args()
    out = args.dir / "bench-reduce"
    totals = {"guarded": 0.0, "naive": 0.0}
    invalid_naive = valid_guarded = n = 0
    with Store(args.dir, write=True) as store:
        wanted = {int(x) for x in args.ids.split(",")} if args.ids else None
        findings = [f for f in store.findings() if f.kind in ("wrong-code", "runtime-crash")
                    and (wanted is None or f.id in wanted)]
        print("finding  mode     seconds  bytes  lines  valid")
        for f in findings:
            n += 1
            for mode in ("guarded", "naive"):
                r = reduce_finding(store, f.id, args.dir, jobs=args.jobs, timeout=args.timeout,
                                   guard=mode == "guarded", bundle=out / f"{f.id}-{mode}",
                                   record=False)
                spec = Spec.load(r.bundle / "spec.json")
                spec.guard.enabled = True
                verdict = checker.check(spec, r.row.source.encode())
                valid = verdict.interesting
                totals[mode] += r.row.seconds
                if mode == "naive" and not valid:
                    invalid_naive += 1
                if mode == "guarded" and valid:
                    valid_guarded += 1
                print(f"{f.id:7d}  {mode:7s} {r.row.seconds:8.0f} {r.row.reduced_bytes:6d} "
                      f"{r.row.reduced_lines:6d}  {'yes' if valid else 'NO: ' + verdict.reason}",
                      flush=True)
    if n:
        ratio = totals["guarded"] / max(totals["naive"], 1e-9)
        print(f"\n{n} findings: guarded reduction took {ratio:.2f}x the naive time "
              f"({totals['guarded']:.0f}s vs {totals['naive']:.0f}s); guarded results valid: "
              f"{valid_guarded}/{n}; naive results with undefined behaviour or no longer "
              f"showing the bug under the guard: {invalid_naive}/{n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
