"""The generator's "done when", on 1,000 programs: each compiles with gcc and clang-14 at
-O0 -O1 -O2 -Os -O3, every build prints exactly the expected output the generator computed,
and gcc and clang builds with ``-fsanitize=undefined,address`` run clean (UBSan and ASan exit
with distinctive codes, 91 and 92, so a report is never an ordinary exit). Also: the longest
run of any build, and how often each language feature occurs (``generator.inventory``).

Program i has seed ``derive_seed(--seed, i)``. Prints one line per failing build and a
summary; exit status 1 if any program failed.

Run from the project root:
``.venv/bin/python -m benchmarks.generator_validity [--programs 1000] [--size 5KB] [--jobs 2]
[--policy optimizer] [--every-feature] [--msan] [--compilers GCC,CLANG]``
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from collections import Counter

from ccfuzz.generator import FEATURES, Settings, generate
from ccfuzz.generator.inventory import features
from ccfuzz.generator.policy import HOST_FEATURES, parse_size
from ccfuzz.generator.validity import check_program
from ccfuzz.sources import derive_seed

DEBIAN_12 = ("gcc", "clang-14")


def one(job: tuple[int, int, float, str | None, bool, bool, tuple[str, ...]]) \
        -> tuple[int, list[str], float, set[str], int]:
    seed, size, run_seconds, policy, every, msan, compilers = job
    settings = Settings.preset(policy) if policy else Settings()
    if every:
        # every feature the compilers take: the opt-in ones only if not Debian 12's
        on = FEATURES if compilers != DEBIAN_12 else HOST_FEATURES
        settings = Settings(**{**vars(settings), "forced": dict.fromkeys(on, True)})
    clang = [c for c in compilers if "clang" in c.rsplit("/", 1)[-1]]
    made = generate(seed, size, settings)
    checks = check_program(made.source, made.expected, compilers, run_seconds=run_seconds,
                           sanitizers=compilers, msan=tuple(clang[:1]) if msan else ())
    problems = [f"{c.build}: {c.problem}" for c in checks if not c.ok]
    longest = max(c.run_seconds for c in checks)
    return seed, problems, longest, features(made.tree), len(made.source)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=int, default=1000)
    ap.add_argument("--size", default="5KB")
    ap.add_argument("--seed", type=int, default=0, help="campaign seed")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--run-timeout", type=float, default=5.0)
    ap.add_argument("--policy", help="a policy shipped with ccfuzz, e.g. optimizer")
    ap.add_argument("--every-feature", action="store_true",
                    help="force every feature on (no swarm testing)")
    ap.add_argument("--compilers", default=",".join(DEBIAN_12),
                    help="the gcc and the clang (names or paths) that build every program "
                    "(default: Debian 12's gcc and clang-14; others, such as a toolchain "
                    "root's gcc-16 and clang-22, also get the opt-in features with "
                    "--every-feature)")
    ap.add_argument("--msan", action="store_true",
                    help="also build with the clang -O1 -fsanitize=memory")
    args = ap.parse_args()
    size = parse_size(args.size)
    jobs = [(derive_seed(args.seed, i), size, args.run_timeout, args.policy,
             args.every_feature, args.msan, tuple(args.compilers.split(",")))
            for i in range(args.programs)]
    start = time.monotonic()
    failed, longest, total_bytes = 0, 0.0, 0
    seen: Counter[str] = Counter()
    with multiprocessing.Pool(args.jobs) as pool:
        for n, (seed, problems, slowest, found, nbytes) in enumerate(
                pool.imap_unordered(one, jobs), 1):
            longest = max(longest, slowest)
            seen.update(found)
            total_bytes += nbytes
            if problems:
                failed += 1
                for p in problems:
                    print(f"seed {seed}: {p}", flush=True)
            if n % 50 == 0:
                print(f"[{time.monotonic() - start:6.0f}s] {n} programs, {failed} failed",
                      file=sys.stderr, flush=True)
    n = args.programs
    print(f"{n} programs of about {size} bytes (mean {total_bytes / n:.0f}), seed {args.seed}"
          f"{f', policy {args.policy}' if args.policy else ''}"
          f"{', every feature on' if args.every_feature else ''}: "
          f"{n - failed} valid everywhere, {failed} failing; {13 if args.msan else 12} builds "
          f"each ({' and '.join(args.compilers.split(','))} x 5 -O levels, 2 sanitizer "
          f"builds{', MSan' if args.msan else ''}); longest run {longest:.2f} s "
          f"(limit {args.run_timeout:g} s); {time.monotonic() - start:.0f} s")
    print("feature: programs that use it")
    for name, count in sorted(seen.items()):
        print(f"  {name}: {count}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
