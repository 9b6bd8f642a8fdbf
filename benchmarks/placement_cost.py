"""What the campaign's address check costs per wrong-code finding: the moved build of one
build of the majority (``placement.confirm``), against the program's own builds and runs in
the same process (the reference: what the campaign spends on every program).

    .venv/bin/python -m benchmarks.placement_cost [--repeat 3] [--first 12] [PROGRAM.c ...]

Default programs: the failing programs of the first 12 seeded tcc faults
(benchmarks/tcc_faults/*/program.c), tested with gcc, clang-14 and tcc at their default
levels. Each program gets a made-up wrong-code finding against its last build, so that
``confirm`` does its work (one compile and one run); none of these programs depends on
addresses, so every verdict must stand. Prints the median seconds of each and their ratio.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

from ccfuzz import placement
from ccfuzz.campaign import default_limits
from ccfuzz.compilers import discover, select
from ccfuzz.model import Finding, FindingKind, Origin, Program
from ccfuzz.oracle import OracleSettings, judge
from ccfuzz.tester import observe

FAULTS = Path(__file__).resolve().parent / "tcc_faults"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("programs", nargs="*", type=Path)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--first", type=int, default=12, help="how many fault programs")
    args = ap.parse_args(argv)
    programs = args.programs or sorted(FAULTS.glob("*/program.c"))[:args.first]
    compile_limits, run_limits = default_limits()
    builds = [cfg for c in select(discover(), ["gcc", "clang-14", "tcc"])
              for cfg in c.configs(compile_limits)]
    settings = OracleSettings(compile_limits.wall_seconds, run_limits.wall_seconds)
    own: list[float] = []
    moved: list[float] = []
    changed = 0
    for path in programs:
        program = Program(path.name, path.read_text(), Origin("file", path=str(path)))
        for _ in range(args.repeat):
            started = time.perf_counter()
            observations = observe(program, builds, run_limits)
            verdict = judge(program, builds, observations, settings)
            own.append(time.perf_counter() - started)
            if verdict.reference is None:
                continue
            made_up = Finding(FindingKind.WRONG_CODE, builds[-1].compiler, (builds[-1].id,),
                              "benchmark", "made up")
            asked = replace(verdict, findings=(made_up,))
            started = time.perf_counter()
            after = placement.confirm(program, builds, observations, asked, compile_limits,
                                      run_limits)
            moved.append(time.perf_counter() - started)
            changed += after is not asked
    o, m = statistics.median(own), statistics.median(moved)
    print(f"{len(programs)} programs x {args.repeat}, {len(builds)} builds each: the "
          f"program's builds and runs {o:.3f} s, the moved build and run {m:.3f} s (median), "
          f"ratio {m / o:.3f}; verdicts changed: {changed}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
