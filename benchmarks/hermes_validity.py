"""Are Hermes' variants valid, and what do they cost?

Seeds: the hand-written seeds of ``tests/data/hermes`` and ``tests/data/corpus`` (with their
``.in`` input where they have one), then Csmith programs and programs of ccfuzz's generator
in turn, until ``--seeds`` seeds have served (a seed Hermes refuses is counted with its
reason). Per seed, ``--variants`` variants; each is built with gcc and clang-14 at -O0, -O2
and -O3 (the -O2 builds with the reduction guard's warnings as errors) and with both
compilers' ``-fsanitize=undefined,address`` (and clang's ``-fsanitize=memory`` with
``--msan``), run on the seed's input, and must print exactly what the seed prints. A build
the seed itself fails (a Csmith program the guard refuses, say) is not asked of its variants;
such builds are counted apart.

Costs, as ratios to one ``gcc -O2`` compile of the seed measured in the same run (wall
time): preparing the seed (reference run, value profile, sites) and making one variant; a
libclang parse of each variant (which Hermes does not do) is measured beside it, and a variant
that does not parse counts as invalid.

    nice -n 10 .venv/bin/python -m benchmarks.hermes_validity [--seeds 50] [--variants 20]
                                                             [--points 0.1] [--msan]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from benchmarks.common import gcc_o2_seconds
from ccfuzz import sandbox
from ccfuzz.cmodel import clang as cl
from ccfuzz.emi import hermes
from ccfuzz.emi.seedfile import read_seed
from ccfuzz.errors import InvalidProgramError, ParseError
from ccfuzz.generator.validity import Check, check_program
from ccfuzz.model import Program
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.sources.generator import GeneratorSource

DATA = Path(__file__).parent.parent / "tests" / "data"
HAND = ("hermes/types.c", "hermes/guards.c")
MSAN_EXIT = 93


def seeds() -> Iterator[Program]:
    corpus = sorted((DATA / "corpus").glob("*.c"))
    for path in [DATA / h for h in HAND] + corpus:
        stdin = path.with_suffix(".in")
        yield read_seed(path, stdin=stdin.read_bytes() if stdin.exists() else b"")
    csmith, generator = CsmithSource(), GeneratorSource("10KB")
    for i in range(10_000):
        yield csmith.program(i, 6100 + i)
        yield generator.program(i, 6200 + i)


def checks(source: str, program: Program, expected: bytes, msan: bool) -> list[Check]:
    found = check_program(source, expected, opt_levels=("-O0", "-O2", "-O3"),
                          stdin=program.stdin)
    if msan:
        found.append(msan_check(source, program, expected))
    return found


def msan_check(source: str, program: Program, expected: bytes) -> Check:
    with tempfile.TemporaryDirectory() as tmp:
        binary = Path(tmp) / "prog"
        built = sandbox.run(["clang-14", "-O0", "-fsanitize=memory", "-w", "prog.c", "-o",
                             "prog"], files={"prog.c": source.encode()}, keep={"prog": binary},
                            limits=sandbox.Limits(wall_seconds=120, memory_bytes=None))
        if not built.ok:
            return Check("clang-14 msan", False, built.stderr_text()[:300], 0.0)
        ran = sandbox.run([str(binary)], stdin=program.stdin,
                          limits=sandbox.Limits(wall_seconds=10, memory_bytes=None),
                          env={"MSAN_OPTIONS": f"exitcode={MSAN_EXIT}"})
    ok = ran.ok and ran.stdout == expected
    return Check("clang-14 msan", ok, "" if ok else ran.stderr_text()[:300], ran.wall_seconds)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=50)
    ap.add_argument("--variants", type=int, default=20)
    ap.add_argument("--points", type=float, default=hermes.DEFAULT_P)
    ap.add_argument("--msan", action="store_true")
    ap.add_argument("--shard", default="0/1", metavar="K/N",
                    help="take only every N-th seed, starting with the K-th (0-based): N "
                         "processes with K = 0 .. N-1 share one run")
    args = ap.parse_args()
    shard, shards = (int(x) for x in args.shard.split("/"))
    served = variants = invalid = builds = skipped_builds = 0
    refused: Counter[str] = Counter()
    origins: Counter[str] = Counter()
    mutations: Counter[str] = Counter()
    invalid_by_kind: Counter[str] = Counter()
    costs: list[tuple[float, float, float]] = []
    for index, program in enumerate(seeds()):
        if served >= args.seeds:
            break
        if index % shards != shard:
            continue
        # The hand-written seeds are small: profiled at every statement.
        p = 1.0 if program.origin.kind == "file" else args.points
        start = time.perf_counter()
        try:
            seed = hermes.prepare(program, p=p, rng=random.Random(served), run_seconds=3)
        except InvalidProgramError as exc:
            why = str(exc).split(": ", 1)[-1].split(";")[0][:80]
            refused[why] += 1
            print(f"{program.name}: refused: {why}", flush=True)
            continue
        prepare_s = time.perf_counter() - start
        served += 1
        kind = program.origin.kind
        origins[kind] += 1
        baseline = {c.build: c.ok for c in checks(program.source, program, seed.output,
                                                  args.msan)}
        failing = sorted(b for b, ok in baseline.items() if not ok)
        rng = random.Random(served)
        made_s = parse_s = 0.0
        bad_here = 0
        for k in range(args.variants):
            invalid_before = bad_here
            start = time.perf_counter()
            v = hermes.variant(seed, rng, name=f"{program.name}-{k}")
            made_s += time.perf_counter() - start
            assert v is not None
            start = time.perf_counter()
            try:
                cl.parse(v.program.source, path="v.c")
            except ParseError as exc:
                print(f"  INVALID {v.program.name}: does not parse: {str(exc)[:400]}")
                bad_here += 1
            parse_s += time.perf_counter() - start
            variants += 1
            kinds = Counter(m.kind for m in v.mutations)
            mutations.update(kinds)
            mutation = v.program.origin.mutation or ""
            for c in checks(v.program.source, program, seed.output, args.msan):
                if not baseline[c.build]:
                    skipped_builds += 1
                    continue
                builds += 1
                if not c.ok:
                    bad_here += 1
                    print(f"  INVALID {v.program.name} under {c.build}: {c.problem[:400]} "
                          f"({mutation[:300]})", flush=True)
            if bad_here > invalid_before:
                invalid += 1
                invalid_by_kind.update(kinds)
        o2 = gcc_o2_seconds(program.source)
        n = max(args.variants, 1)
        costs.append((prepare_s / o2, made_s / n / o2, parse_s / n / o2))
        print(f"{program.name} ({kind}, {len(program.source) / 1000:.0f} KB): "
              f"{len(seed.sites)} sites of {len(seed.profile.points)} sampled statements; "
              f"gcc -O2 {o2:.2f}s, prepare {costs[-1][0]:.2f}x, variant {costs[-1][1]:.3f}x "
              f"(a parse of it {costs[-1][2]:.3f}x); {bad_here} invalid builds"
              + (f"; the seed itself fails {', '.join(failing)}" if failing else ""),
              flush=True)
    med = [statistics.median(c[k] for c in costs) for k in range(3)] if costs else [0.0] * 3
    print(f"\n{served} seeds ({', '.join(f'{n} {k}' for k, n in sorted(origins.items()))}); "
          f"refused: {sum(refused.values())} ({dict(refused)})")
    print(f"{variants} variants, mutations by kind: {dict(mutations)}; "
          f"{builds} builds checked ({skipped_builds} skipped: the seed fails them too)")
    print(f"invalid variants: {invalid} (their mutations by kind: {dict(invalid_by_kind)})")
    print(f"median cost as multiples of one gcc -O2 compile of the seed: prepare "
          f"{med[0]:.2f}x, one variant {med[1]:.3f}x (a libclang parse of one {med[2]:.3f}x)")
    return 1 if invalid else 0


if __name__ == "__main__":
    sys.exit(main())
