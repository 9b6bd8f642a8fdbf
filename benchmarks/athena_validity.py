"""Are Athena's variants valid? Every variant must compile with gcc and clang-14 at -O0 and
-O2 and print, on the seed's input, exactly what the seed prints; and nothing it inserted may
run.

Seeds: the hand-written corpus programs of ``tests/data/corpus`` that leave code unexecuted
(those with a ``.in`` file take it as input), Csmith programs that terminate, and programs of
ccfuzz's generator, until ``--seeds`` seeds have served. Per seed the chain takes ``--steps``
moves; every ``--every``-th variant is built four times and run; the last state is printed
with its insertions bracketed by comments, profiled with a counter per statement, and every
statement inside an insertion must have run zero times. Per seed it prints the chain's
acceptance rate, the mean distance of accepted variants, the insertion success rate and the
size of the statement database.

    .venv/bin/python -m benchmarks.athena_validity [--seeds 40] [--steps 20] [--every 4]
"""

from __future__ import annotations

import argparse
import random
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from ccfuzz import cmodel, sandbox
from ccfuzz.compilers import from_config
from ccfuzz.emi.athena import Athena
from ccfuzz.emi.seed import prepare
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Ending, Origin, Program
from ccfuzz.profile import coverage
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.sources.generator import GeneratorSource
from ccfuzz.tester import observe

CORPUS = Path(__file__).parent.parent / "tests" / "data" / "corpus"
_INSERTED = re.compile(r"/\*athena\{\*/.*?/\*\}athena\*/", re.S)


def seeds() -> Iterator[Program]:
    for path in sorted(CORPUS.glob("*.c")):
        stdin = path.with_suffix(".in")
        yield Program(path.stem, path.read_text(), Origin("file", path=str(path)),
                      stdin.read_bytes() if stdin.exists() else b"")
    csmith, generator = CsmithSource(), GeneratorSource("10KB")
    for i in range(10_000):
        yield csmith.program(i, 7000 + i)
        yield generator.program(i, 8000 + i)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=40)
    ap.add_argument("--steps", type=int, default=20)
    ap.add_argument("--every", type=int, default=4)
    args = ap.parse_args()
    builds = [c for name in ("gcc", "clang-14")
              for c in from_config(name, name, opt_levels=("-O0", "-O2")).configs(
                  sandbox.Limits(wall_seconds=120))]
    limits = sandbox.Limits(wall_seconds=10)
    served = variants = wrong = inserted_statements = inserted_ran = 0
    kinds: dict[str, int] = {}
    for program in seeds():
        if served >= args.seeds:
            break
        try:
            athena = Athena(prepare(program, run_seconds=3))
        except InvalidProgramError as exc:  # never terminates, or nothing left unexecuted
            print(f"{program.name}: not a seed: {str(exc).splitlines()[0][:100]}")
            continue
        served += 1
        kind = program.origin.kind
        kinds[kind] = kinds.get(kind, 0) + 1
        chain = athena.chain(random.Random(served))
        checked = bad = 0
        moved = 0
        while moved < args.steps and chain.stats.steps < 20 * args.steps:
            step = chain.step()
            if not step.accepted or step.proposal is None:
                continue
            moved += 1
            if moved % args.every:
                continue
            made = athena.program_of(step.state, f"{program.name}-{moved}",
                                     step.proposal.what, program.name)
            checked += 1
            for build, obs in zip(builds, observe(made, builds, limits), strict=True):
                run = obs.run
                if run is None or run.status is not Ending.EXITED or run.exit_code != 0 \
                        or run.stdout != athena.output:
                    bad += 1
                    print(f"  INVALID {made.name} under {build.id}: {obs.build.status} "
                          f"{obs.build.diagnostics[-300:]} {run.status if run else ''}")
        variants += checked
        wrong += bad
        text = athena.layout.render(chain.state.variant, annotate=True)
        spans = [(m.start(), m.end()) for m in _INSERTED.finditer(text)]
        model = cmodel.load(text)
        cov = coverage.profile(model, Program("v", text, Origin("file"), program.stdin))
        inside = [s for s in model.statements()
                  if any(a <= s.start and s.end <= b for a, b in spans)]
        ran = sum(1 for s in inside if cov.executed(s))
        inserted_statements += len(inside)
        inserted_ran += ran
        st = athena.statistics()
        print(f"{program.name} ({kind}, {len(program.source) / 1000:.0f} KB): {checked} "
              f"variants checked, {bad} invalid builds; {len(inside)} inserted statements, "
              f"{ran} ran; acceptance {st['acceptance_rate']:.2f}, mean accepted distance "
              f"{st['mean_accepted_distance']:.3f}, insertion success "
              f"{st['insertion_success_rate']:.2f}, database {st['database']:.0f}",
              flush=True)
    print(f"\n{served} seeds ({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}), "
          f"{variants} variants, {variants * len(builds)} builds (gcc and clang-14 at -O0 and "
          f"-O2): {wrong} did not compile or printed something else; {inserted_statements} "
          f"inserted statements profiled in the last variant of each chain, {inserted_ran} ran")
    return 1 if wrong or inserted_ran else 0


if __name__ == "__main__":
    sys.exit(main())
