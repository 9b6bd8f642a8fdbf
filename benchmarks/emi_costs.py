"""What Orion costs, against what testing its output costs, on the same Csmith seeds.

For each seed that terminates: the time to parse and model it, to profile it (reference run
plus instrumented coverage run, each a gcc -O0 compile and a run), and to make one variant
(draw, delete, re-parse), each as a ratio to one ``gcc -O2`` compile of the seed measured in
the same run. A campaign builds every program 11 times (gcc, clang-14 at five levels, tcc),
so these ratios say how much EMI adds to a campaign's work.

    .venv/bin/python benchmarks/emi_costs.py [--seeds 10] [--variants 5]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from ccfuzz import cmodel, sandbox
from ccfuzz.compilers import from_config
from ccfuzz.emi import orion
from ccfuzz.emi.seed import prepare
from ccfuzz.errors import InvalidProgramError
from ccfuzz.sources.csmith import CsmithSource


def gcc_o2_seconds(source: str) -> float:
    [config] = from_config("gcc", "gcc", opt_levels=("-O2",)).configs(
        sandbox.Limits(wall_seconds=120))
    from ccfuzz.model import Origin, Program

    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        config.build(Program("p", source, Origin("csmith")), Path(tmp))
        return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--variants", type=int, default=5)
    args = ap.parse_args()
    source = CsmithSource()
    rows: list[tuple[float, float, float, int, int, float]] = []
    i = 0
    while len(rows) < args.seeds:
        program = source.program(i, 4242 + i)
        i += 1
        start = time.perf_counter()
        cmodel.load(program.source)
        parse = time.perf_counter() - start
        start = time.perf_counter()
        try:
            seed = prepare(program, run_seconds=3)
        except InvalidProgramError:
            continue  # does not terminate
        prep = time.perf_counter() - start - parse  # prepare parses too: count it once
        start = time.perf_counter()
        made = orion.variants(seed, args.variants, random.Random(i), prefix="b")
        per_variant = (time.perf_counter() - start) / max(len(made), 1)
        o2 = gcc_o2_seconds(program.source)
        stmts = sum(1 for _ in seed.model.statements())
        dead = len(orion.candidates(seed))
        rows.append((parse / o2, prep / o2, per_variant / o2, stmts, dead, o2))
        print(f"seed {i - 1}: {stmts} statements, {dead} deletable unexecuted; gcc -O2 "
              f"{o2:.2f}s; parse {parse / o2:.2f}x, profile {prep / o2:.2f}x, "
              f"variant {per_variant / o2:.2f}x", flush=True)
    med = [statistics.median(r[k] for r in rows) for k in range(3)]
    print(f"\nmedian over {len(rows)} seeds, as multiples of one gcc -O2 compile of the seed: "
          f"parse+model {med[0]:.2f}x, profile (reference + coverage runs) {med[1]:.2f}x, "
          f"one variant {med[2]:.2f}x")
    print(f"median share of statements Orion may delete: "
          f"{statistics.median(r[4] / r[3] for r in rows):.0%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
