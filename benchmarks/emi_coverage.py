"""How much of a compiler do EMI variants reach beyond their seeds?

Line coverage of Debian's tcc built with gcov (``ccfuzz coverage-build tcc``, built into the
cache if missing) when it compiles and links (``-w p.c -o p -lm``, as a campaign does):
N Csmith seeds alone, then the seeds with 10 and with 100 variants each of Orion, Athena and
Hermes. The 10 variants of a seed are the first 10 of its 100. Each seed is prepared by
each strategy as ``ccfuzz emi`` prepares it (reference run, profiles); each strategy's
variants come from ``random.Random(seed index)``. The compiles of one seed and strategy
accumulate in one private gcov prefix (libgcov adds to the counts it finds), read after the
10th and the 100th variant; a row is the union over the seeds. Athena's chain figures are
printed per seed: acceptance rate, mean distance Δ of accepted variants, insertion success
rate and the size of its statement database.

Athena's paper (OOPSLA'15) found 10 Athena variants per seed reach more of GCC and LLVM than
100 Orion variants; the last lines say whether that holds here.

    nice -n 10 .venv/bin/python -m benchmarks.emi_coverage [--seeds 10] [--max-kb 60]
                                                           [--csmith-seed 5100]
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import tempfile
import time
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.emi.registry import STRATEGIES
from ccfuzz.emi.strategy import Settings, Strategy
from ccfuzz.errors import InvalidProgramError, ParseError
from ccfuzz.isolate import gcovdata
from ccfuzz.model import Program
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.toolchain import covbuild

ARGS = ("-w", "p.c", "-o", "p", "-lm")
COUNTS = (10, 100)


def compile_into(build: covbuild.CoverageBuild, program: Program, prefix: Path) -> bool:
    with tempfile.TemporaryDirectory(prefix="ccfuzz-cov-") as tmp:
        (Path(tmp) / "p.c").write_text(program.source)
        proc = gcovdata.run_into(build, ARGS, Path(tmp), sandbox.Limits(wall_seconds=120),
                                 prefix)
        return proc.ok


def seeds(count: int, max_kb: float, base: int) -> list[tuple[int, Strategy]]:
    """Csmith programs every strategy accepts, with their Orion preparation."""
    source = CsmithSource()
    found: list[tuple[int, Strategy]] = []
    for i in itertools.count():
        if len(found) >= count:
            return found
        program = source.program(i, base + i)
        if len(program.source) > max_kb * 1000:
            continue
        try:
            found.append((i, STRATEGIES["orion"].prepare(program, Settings(run_seconds=5))))
        except (InvalidProgramError, ParseError) as exc:
            print(f"csmith {base + i}: not a seed: {str(exc).splitlines()[0][:80]}")
    raise AssertionError("unreachable")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--max-kb", type=float, default=60, help="largest seed, in KB")
    ap.add_argument("--strategies", default="orion,athena,hermes")
    ap.add_argument("--csmith-seed", type=int, default=5100,
                    help="Csmith's seed of program i is this + i (default 5100)")
    args = ap.parse_args()
    start = time.monotonic()
    build = covbuild.build_tcc()
    chosen = seeds(args.seeds, args.max_kb, args.csmith_seed)
    print(f"{build.name} ({build.version}); {len(chosen)} Csmith seeds of "
          f"{', '.join(f'{len(s.program.source) / 1000:.0f}' for _, s in chosen)} KB",
          flush=True)
    rows: dict[str, gcovdata.Coverage] = {}
    with tempfile.TemporaryDirectory(prefix="ccfuzz-cov-seeds-") as tmp:
        failed = sum(not compile_into(build, s.program, Path(tmp)) for _, s in chosen)
        rows["seeds alone"] = gcovdata.read(build, Path(tmp))
    print(f"seeds alone: {len(rows['seeds alone'])} lines ({failed} compiles failed)",
          flush=True)
    for name in args.strategies.split(","):
        union = {n: rows["seeds alone"] for n in COUNTS}
        made_total = 0
        for index, orion_seed in chosen:
            try:
                strategy = orion_seed if name == "orion" else STRATEGIES[name].prepare(
                    orion_seed.program, Settings(run_seconds=5))
            except (InvalidProgramError, ParseError) as exc:
                print(f"  {name}: seed {index} refused: {str(exc).splitlines()[0][:80]}")
                continue
            stream = strategy.variants(random.Random(index), prefix=f"s{index}")
            made = 0
            with tempfile.TemporaryDirectory(prefix="ccfuzz-cov-emi-") as tmp:
                prefix = Path(tmp)
                compile_into(build, strategy.program, prefix)
                for count in COUNTS:
                    for variant in itertools.islice(stream, count - made):
                        compile_into(build, variant, prefix)
                        made += 1
                    union[count] = union[count] | gcovdata.read(build, prefix)
            made_total += made
            line = f"  {name} seed {index}: {made} variants"
            if name == "athena":
                st = strategy.statistics()
                line += (f"; acceptance {st['acceptance_rate']:.2f}, mean accepted Δ "
                         f"{st['mean_accepted_distance']:.3f}, insertion success "
                         f"{st['insertion_success_rate']:.2f}, database "
                         f"{st['database']:.0f} statements")
            print(line, flush=True)
        for count in COUNTS:
            rows[f"seeds + {count} {name}"] = union[count]
        print(f"{name}: {made_total} variants; +10: {len(union[10])} lines, +100: "
              f"{len(union[100])} lines", flush=True)
    total = max(c.instrumented for c in rows.values())
    base = len(rows["seeds alone"])
    print(f"\nline coverage of {build.name}, {total} instrumented lines, "
          f"{time.monotonic() - start:.0f} s:")
    print("| programs | lines covered | % of instrumented | beyond the seeds |")
    print("|---|---|---|---|")
    for label, coverage in rows.items():
        print(f"| {label} | {len(coverage)} | {100 * len(coverage) / total:.2f} | "
              f"+{len(coverage) - base} |")
    if "seeds + 10 athena" in rows and "seeds + 100 orion" in rows:
        athena10, orion100 = rows["seeds + 10 athena"], rows["seeds + 100 orion"]
        print(f"\n10 Athena variants per seed vs 100 Orion variants: {len(athena10)} vs "
              f"{len(orion100)} lines; Athena alone reaches {len(athena10.lines - orion100.lines)}"
              f", Orion alone {len(orion100.lines - athena10.lines)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
