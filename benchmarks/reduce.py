"""Guarded reduction against plain C-Vise with a naive "the output differs" test.

For each wrong-code (and runtime-crash) finding of a run directory, reduce twice with the same
C-Vise, jobs and timeout: once with ccfuzz's check (the finding holds AND no undefined
behaviour), once with the same check minus the guard (the naive test most users write).
Then judge both results with the guarded check: a naive result the guard rejects is a bug
report that would have been invalid. Prints wall time, final size and validity per finding,
and the totals: the guard's time as a multiple of the naive time, and the naive results'
share of invalid programs.

    .venv/bin/python benchmarks/reduce.py --dir RUNDIR [--timeout 900] [--jobs 2] [--ids 3,5]
                                          [--sightings] [--modes guarded,naive,frama-c]

Every result is also judged by Frama-C's value analysis (when ``frama-c`` is installed), a
second opinion independent of the compilers: the ``Frama-C`` column says "clean" or the first
alarm. Mode ``frama-c`` is the guarded reduction with ``--frama-c`` (EVA in the guard too).

``--sightings`` reduces every program that showed each finding, not only its own (wrong-code
dedup is coarse: one finding per compiler and failing flags); ``--modes guarded`` measures the
size distribution of guarded reductions alone.

The store is not changed: bundles go to RUNDIR/bench-reduce/.
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

from ccfuzz.reduce import check as checker
from ccfuzz.reduce import framac
from ccfuzz.reduce.run import reduce_finding
from ccfuzz.reduce.spec import Spec
from ccfuzz.store import Store


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", type=Path, required=True)
    ap.add_argument("--timeout", type=float, default=900)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--ids", help="comma-separated finding ids (default: every wrong-code one)")
    ap.add_argument("--sightings", action="store_true",
                    help="every program that showed the findings, not only their own")
    ap.add_argument("--programs", help="with --sightings: only these program ids (to split "
                    "the work between processes)")
    ap.add_argument("--modes", default="guarded,naive")
    args = ap.parse_args()
    modes = [m for m in args.modes.split(",") if m in ("guarded", "naive", "frama-c")]
    frama_c = shutil.which("frama-c")
    out = args.dir / "bench-reduce"
    totals = {"guarded": 0.0, "naive": 0.0, "frama-c": 0.0}
    invalid_naive = valid_guarded = n = 0
    eva_clean = dict.fromkeys(modes, 0)
    with Store(args.dir, write=True) as store:
        wanted = {int(x) for x in args.ids.split(",")} if args.ids else None
        findings = [f for f in store.findings() if f.kind in ("wrong-code", "runtime-crash")
                    and (wanted is None or f.id in wanted)]
        cases = [(f.id, pid) for f in findings
                 for pid in (store.sightings(f.id) if args.sightings else [f.program_id])
                 if not args.programs or str(pid) in args.programs.split(",")]
        print("finding  program  mode     seconds   bytes  lines  Frama-C  valid")
        for fid, pid in cases:
            n += 1
            for mode in modes:
                r = reduce_finding(store, fid, args.dir, jobs=args.jobs, timeout=args.timeout,
                                   guard=mode != "naive", frama_c=mode == "frama-c",
                                   bundle=out / f"{fid}-{pid}-{mode}", record=False,
                                   program_id=pid)
                spec = Spec.load(r.bundle / "spec.json")
                spec.guard.enabled = True
                spec.guard.frama_c = None  # the compilers' guard; Frama-C's word is its own
                verdict = checker.check(spec, r.row.source.encode())
                eva = (framac.verdict(frama_c, r.row.source.encode(), 600) or "clean"
                       if frama_c else "-")
                valid = verdict.interesting
                totals[mode] += r.row.seconds
                if mode == "naive" and not valid:
                    invalid_naive += 1
                if mode == "guarded" and valid:
                    valid_guarded += 1
                eva_clean[mode] += eva == "clean"
                print(f"{fid:7d}  {pid:7d}  {mode:7s} {r.row.seconds:8.0f} "
                      f"{r.row.reduced_bytes:7d} {r.row.reduced_lines:6d}  "
                      f"{'clean' if eva == 'clean' else eva:7s}  "
                      f"{'yes' if valid else 'NO: ' + verdict.reason}"
                      + ("" if r.complete else "  (stopped by the timeout)"), flush=True)
    if n and "naive" in modes:
        for mode in modes:
            if mode != "naive":
                ratio = totals[mode] / max(totals["naive"], 1e-9)
                print(f"{mode} reduction took {ratio:.2f}x the naive time "
                      f"({totals[mode]:.0f}s vs {totals['naive']:.0f}s)")
        print(f"naive results with undefined behaviour or no longer showing the bug under "
              f"the guard: {invalid_naive}/{n}")
    if n:
        print(f"{n} programs: guarded results valid: {valid_guarded}/{n}; "
              f"Frama-C clean: " + ", ".join(f"{m} {eva_clean[m]}/{n}" for m in modes))
    return 0


if __name__ == "__main__":
    sys.exit(main())
