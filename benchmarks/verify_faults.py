"""Check every seeded tcc fault (or the named ones): its patch applies and tcc still builds
(compiling its own libtcc1.a), and a ccfuzz campaign over its program with gcc, clang-14, the
packaged tcc and the patched tcc records one finding, against the patched tcc, of the kind its
truth announces, and nothing else (a hello-world runs alike everywhere); and the program
passes ccfuzz's undefined-behaviour guard.

    .venv/bin/python -m benchmarks.verify_faults [--source TCC_SRC] [--coverage]
                                                 [--dir RUNDIR] [FAULT ...]

``--source`` is an unpacked ``apt-get source tcc`` tree (default ``$CCFUZZ_TCC_SOURCE``); it
is copied, never changed. Builds are cached (``~/.cache/ccfuzz/tcc-faults``, or the coverage
cache with ``--coverage``); each fault's campaign goes to ``RUNDIR/NN-slug/`` (default
``./tcc-faults-runs``), where ``ccfuzz isolate ID --dir RUNDIR/NN-slug`` can start from it.
Prints one row per fault: its file, function, kind, the finding and whether it is verified.
Exit status 1 when a fault is not verified.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

from benchmarks import seeded


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("faults", nargs="*", help="fault directories' names or numbers")
    parser.add_argument("--source", type=Path, help="unpacked Debian tcc source tree")
    parser.add_argument("--cache", type=Path, help="where the patched builds are kept")
    parser.add_argument("--dir", type=Path, default=Path("tcc-faults-runs"),
                        help="where each fault's campaign is stored")
    parser.add_argument("--coverage", action="store_true",
                        help="build with coverage (ccfuzz.toolchain.covbuild), not plain")
    args = parser.parse_args(argv)
    try:
        faults = ([seeded.find(n) for n in args.faults] if args.faults
                  else seeded.all_faults())
        source = args.source or seeded.default_source()
    except seeded.FaultError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    rows = []
    for fault in faults:
        start = time.monotonic()
        rundir = args.dir / fault.name
        shutil.rmtree(rundir, ignore_errors=True)
        problem = seeded.check_truth(fault, source)
        try:
            if problem:
                raise seeded.FaultError(f"wrong truth: {problem}")
            prepared = seeded.prepare(fault.directory, rundir, source=source,
                                      cache=args.cache, coverage=args.coverage)
            verdict = seeded.verify(prepared)
            invalid = seeded.guard_problem(fault, rundir / "guard") if verdict.verified \
                else None
            if invalid:
                verdict = seeded.Verdict(fault, False, invalid, verdict.finding_id)
        except seeded.FaultError as exc:
            verdict = seeded.Verdict(fault, False, str(exc))
        rows.append((verdict, time.monotonic() - start))
        print(f"{fault.name}: {'verified' if verdict.verified else 'NOT verified'} "
              f"({verdict.reason})", file=sys.stderr, flush=True)
    print("| fault | file | function | kind | finding | verified |")
    print("|---|---|---|---|---|---|")
    for verdict, _seconds in rows:
        f = verdict.fault
        print(f"| {f.name} | {f.file} | `{f.function}` | {f.kind} | {verdict.reason} | "
              f"{'yes' if verdict.verified else 'no'} |")
    verified = sum(v.verified for v, _ in rows)
    print(f"\n{verified} of {len(rows)} faults verified "
          f"({sum(s for _, s in rows):.0f} s in all)")
    return 0 if verified == len(rows) else 1


if __name__ == "__main__":
    sys.exit(main())
