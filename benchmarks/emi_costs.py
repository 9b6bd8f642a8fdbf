"""What EMI costs, against what testing its output costs, on the same Csmith seeds.

For each seed that terminates and whose size is in range: the time to parse and model it, to
profile it (reference run plus instrumented coverage run, each a gcc -O0 compile and a run),
to make one Orion variant (draw, delete, re-parse), to set Athena up (statement database,
layout, the seed's CFGs), and one Athena step (propose, Δ, accept; with the printing and
writing of the variant when the step moved), each as a ratio to one ``gcc -O2`` compile of
the seed measured in the same run. A campaign builds every program 11 times (gcc, clang-14 at
five levels, tcc), so these ratios say how much EMI adds to a campaign's work.

    .venv/bin/python -m benchmarks.emi_costs [--seeds 10] [--variants 5] [--steps 40]
                                             [--min-kb 20] [--max-kb 100]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import gcc_o2_seconds
from ccfuzz import cmodel
from ccfuzz.emi import orion
from ccfuzz.emi.athena import Athena
from ccfuzz.emi.seed import Seed, prepare
from ccfuzz.errors import InvalidProgramError
from ccfuzz.sources.csmith import CsmithSource


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--variants", type=int, default=5, help="Orion variants per seed")
    ap.add_argument("--steps", type=int, default=40, help="Athena steps per seed")
    ap.add_argument("--min-kb", type=float, default=20)
    ap.add_argument("--max-kb", type=float, default=100)
    args = ap.parse_args()
    source = CsmithSource()
    rows: list[tuple[float, ...]] = []
    i = 0
    while len(rows) < args.seeds:
        program = source.program(i, 4242 + i)
        i += 1
        if not args.min_kb * 1000 <= len(program.source) <= args.max_kb * 1000:
            continue
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
        setup, per_step, moved = athena_costs(seed, args.steps, i)
        o2 = gcc_o2_seconds(program.source)
        stmts = sum(1 for _ in seed.model.statements())
        dead = len(orion.candidates(seed))
        rows.append((parse / o2, prep / o2, per_variant / o2, setup / o2, per_step / o2,
                     stmts, dead, o2, moved))
        print(f"seed {i - 1}: {len(program.source) / 1000:.0f} KB, {stmts} statements, {dead} "
              f"deletable unexecuted; gcc -O2 {o2:.2f}s; parse {parse / o2:.2f}x, profile "
              f"{prep / o2:.2f}x, Orion variant {per_variant / o2:.2f}x, Athena setup "
              f"{setup / o2:.2f}x, Athena step {per_step / o2:.3f}x ({moved:.0%} of steps "
              "moved)", flush=True)
    med = [statistics.median(r[k] for r in rows) for k in range(5)]
    worst_step = max(r[4] for r in rows)
    print(f"\nmedian over {len(rows)} seeds, as multiples of one gcc -O2 compile of the seed: "
          f"parse+model {med[0]:.2f}x, profile (reference + coverage runs) {med[1]:.2f}x, "
          f"one Orion variant {med[2]:.2f}x, Athena setup {med[3]:.2f}x, one Athena step "
          f"{med[4]:.3f}x (worst seed {worst_step:.3f}x)")
    print(f"median share of statements Orion may delete: "
          f"{statistics.median(r[6] / r[5] for r in rows):.0%}")
    return 0


def athena_costs(seed: Seed, steps: int, rng_seed: int) -> tuple[float, float, float]:
    """Setup time, the mean time of one step (written to disk when it moved), and the share
    of steps that moved."""
    start = time.perf_counter()
    athena = Athena(seed)
    setup = time.perf_counter() - start
    chain = athena.chain(random.Random(rng_seed))
    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        for k in range(steps):
            step = chain.step()
            if step.accepted and step.proposal is not None:
                made = athena.program_of(step.state, f"b-{k}", step.proposal.what, "b")
                (Path(tmp) / f"{made.name}.c").write_text(made.source)
        per_step = (time.perf_counter() - start) / steps
    return setup, per_step, chain.stats.accepted / steps


if __name__ == "__main__":
    sys.exit(main())
