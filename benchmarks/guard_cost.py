"""What the reduction's undefined-behaviour guard costs on one program, against a plain
``gcc -O2`` build and run of it in the same process (the reference).

    .venv/bin/python -m benchmarks.guard_cost [--repeat 3] [--first 20] [PROGRAM.c ...]

Default programs: the failing programs of the first 20 seeded tcc faults
(benchmarks/tcc_faults/*/program.c), which the guard passes, so every check runs every
build. Prints the median seconds of each and their ratio; run it from two checkouts to
compare two guards.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.case import guard as ub
from ccfuzz.model import RunOutcome

FAULTS = Path(__file__).resolve().parent / "tcc_faults"


def reference(source: bytes, work: Path) -> tuple[RunOutcome, float]:
    """What gcc -O2's binary does with ``source``, and the seconds its build and run took."""
    (work / "prog.c").write_bytes(source)
    started = time.perf_counter()
    built = sandbox.run(["gcc", "-O2", "-w", "prog.c", "-o", "prog", "-lm"], cwd=work,
                        limits=sandbox.Limits(wall_seconds=60))
    if not built.ok:
        raise RuntimeError(built.stderr_text())
    ran = sandbox.run([str(work / "prog")], cwd=work, limits=sandbox.Limits(wall_seconds=10))
    return RunOutcome.of(ran.ending, ran.exit_code, ran.signal, ran.stdout), \
        time.perf_counter() - started


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="*", type=Path)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--first", type=int, default=20, help="how many fault programs")
    args = ap.parse_args(argv)
    programs = args.programs or sorted(FAULTS.glob("*/program.c"))[:args.first]
    guard = ub.default_guard(True)
    plain: list[float] = []
    guarded: list[float] = []
    refused = 0
    for path in programs:
        source = path.read_bytes()
        with tempfile.TemporaryDirectory() as tmp:
            outcome, _ = reference(source, Path(tmp))
            for _ in range(args.repeat):
                plain.append(reference(source, Path(tmp))[1])
                started = time.perf_counter()
                why = ub.invalid(guard, ub.Candidate(source, b"", Path(tmp), 60.0, 10.0),
                                 outcome)
                guarded.append(time.perf_counter() - started)
            refused += why is not None
    p, g = statistics.median(plain), statistics.median(guarded)
    print(f"{len(programs)} programs x {args.repeat}: gcc -O2 build and run {p:.3f} s, "
          f"guard {g:.3f} s (median), ratio {g / p:.2f}; the guard refused {refused}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
