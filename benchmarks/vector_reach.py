"""How often generated programs reach the vectorizers, and what generating them costs.

For N seeds, the generator writes a program of the given size (policy ``optimizer`` by
default); each program is compiled (``-c``, never run) by gcc at ``-O3 -march=x86-64-v4
-fopt-info-vec-optimized`` and by clang at ``-O3 -march=x86-64-v4
-Rpass=loop-vectorize|slp-vectorizer``, and the remarks each prints are counted (gcc's
``optimized:`` lines, clang's ``remark:`` lines). Printed: remarks per KB of C for each
compiler, generation CPU seconds per KB, and how many programs use each construct of the
vector-reach families (``inventory.features``).

Run from the project root:
``.venv/bin/python -m benchmarks.vector_reach [--programs 8] [--size 23000] [--seed 1]
[--policy optimizer] [--with bitint] [--gcc PATH] [--clang PATH]``
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter

from benchmarks.common import positive_int
from ccfuzz import sandbox
from ccfuzz.generator import Settings, generate, inventory

_GCC = "/root/.cache/ccfuzz/roots/sid/bin/gcc-16"
_CLANG = "/root/.cache/ccfuzz/roots/sid/bin/clang-23"
_MARCH = "-march=x86-64-v4"
# The inventory's names of the vector-reach families' constructs, by their first words.
_FAMILIES = ("vector", "builtin", "idiom", "type int128_t", "type uint128_t", "memcpy",
             "memset", "compound literal", "type bi", "type ubi", "loop function",
             "restrict parameter", "noinline function")


def remarks(compiler: str, flags: list[str], source: str, marker: str) -> int:
    """The lines of ``marker`` that ``compiler`` prints compiling ``source`` with
    ``flags``."""
    proc = sandbox.run([compiler, "-O3", _MARCH, *flags, "-w", "-c", "p.c", "-o", "p.o"],
                       files={"p.c": source.encode()},
                       limits=sandbox.Limits(wall_seconds=600, output_bytes=64 << 20))
    if not proc.ok:
        raise SystemExit(f"{compiler} failed: {proc.stderr_text()[-400:]}")
    return sum(marker in line for line in proc.stderr_text().splitlines())


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=positive_int, default=8)
    ap.add_argument("--size", type=positive_int, default=23_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--policy", default="optimizer")
    ap.add_argument("--with", dest="with_features", default="",
                    help="opt-in features the compilers take (ccfuzz generate --with)")
    ap.add_argument("--gcc", default=_GCC)
    ap.add_argument("--clang", default=_CLANG)
    args = ap.parse_args()
    settings = Settings.preset(args.policy) if args.policy else None
    if args.with_features:
        from ccfuzz.generator.policy import with_features

        settings = with_features(settings or Settings(),
                                 frozenset(args.with_features.split(",")))
    cpu = 0.0
    kb = 0.0
    gcc_n = clang_n = 0
    uses: Counter[str] = Counter()
    for i in range(args.programs):
        seed = args.seed + i
        start = time.process_time()
        made = generate(seed, args.size, settings)
        cpu += time.process_time() - start
        kb += len(made.source) / 1000
        uses.update(inventory.features(made.tree))
        g = remarks(args.gcc, ["-fopt-info-vec-optimized"], made.source, "optimized:")
        c = remarks(args.clang, ["-Rpass=loop-vectorize|slp-vectorizer"], made.source,
                    "remark:")
        gcc_n, clang_n = gcc_n + g, clang_n + c
        print(f"seed {seed}: {len(made.source) / 1000:.1f} KB, gcc {g}, clang {c} remarks")
    n = args.programs
    print(f"{n} programs, policy {args.policy}, mean {kb / n:.1f} KB")
    print(f"gcc:   {gcc_n} remarks, {gcc_n / kb:.2f} per KB ({args.gcc})")
    print(f"clang: {clang_n} remarks, {clang_n / kb:.2f} per KB ({args.clang})")
    print(f"generation CPU: {cpu:.2f} s, {cpu / kb * 1000:.1f} ms per KB")
    for name in sorted(uses):
        if name.startswith(_FAMILIES):
            print(f"  {name}: {uses[name]} of {n} programs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
