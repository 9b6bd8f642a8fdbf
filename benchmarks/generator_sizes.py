"""The generator across program sizes: does every seed make its program, at every size?

For each size target and each of N seeds (derived from ``--seed`` as a campaign derives its
programs' seeds), the generator makes one program, in ``--jobs`` processes. Each attempt ends
as made (its bytes and the seconds it took are counted), out of time (the generator's own
``--timeout``, a limit it reports, not a crash) or crashed (any other exception: a bug of the
generator, printed with the seed and size that remake it). Printed: a line per size with the
programs made, out of time and crashed, their mean size and seconds; then every crash. The
exit status is 1 when anything crashed.

Run from the project root:
``.venv/bin/python -m benchmarks.generator_sizes [--seeds 20] [--seed 1]
[--sizes 1KB,10KB,40KB,100KB,200KB,300KB,500KB,1MB] [--jobs 2] [--timeout 600]``
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from benchmarks.common import positive_int
from ccfuzz.errors import GeneratorTimeoutError
from ccfuzz.generator.policy import parse_size
from ccfuzz.generator.program import generate
from ccfuzz.sources.base import derive_seed

DEFAULT_SIZES = "1KB,10KB,40KB,100KB,200KB,300KB,500KB,1MB"


@dataclass(frozen=True)
class Attempt:
    size: int
    seed: int
    made: int | None  # bytes of C, when made
    seconds: float
    failure: str | None  # "timeout", or the crash as "Type: message"


def attempt(size: int, seed: int, timeout: float) -> Attempt:
    start = time.process_time()
    try:
        made = generate(seed, size, seconds=timeout)
    except GeneratorTimeoutError:
        return Attempt(size, seed, None, time.process_time() - start, "timeout")
    except Exception as exc:  # a crash of any kind is what is counted
        line = str(exc).splitlines()[0] if str(exc) else ""
        return Attempt(size, seed, None, time.process_time() - start,
                       f"{type(exc).__name__}: {line}")
    return Attempt(size, seed, len(made.source), time.process_time() - start, None)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=positive_int, default=20, help="seeds per size")
    ap.add_argument("--seed", type=int, default=1, help="the seeds are derived from it")
    ap.add_argument("--sizes", default=DEFAULT_SIZES, help="comma-separated size targets")
    ap.add_argument("--jobs", type=positive_int, default=2)
    ap.add_argument("--timeout", type=float, default=600.0,
                    help="seconds the generator may take per program")
    args = ap.parse_args()
    sizes = [parse_size(s) for s in args.sizes.split(",")]
    seeds = [derive_seed(args.seed, i) for i in range(args.seeds)]
    results: dict[int, list[Attempt]] = defaultdict(list)
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(attempt, size, seed, args.timeout)
                   for size in sizes for seed in seeds]
        for future in futures:
            done = future.result()
            results[done.size].append(done)
    print(f"{len(seeds)} seeds from --seed {args.seed} at each size, timeout {args.timeout:g}s")
    print(f"{'target':>9} {'made':>5} {'timeout':>7} {'crashed':>7} {'mean bytes':>10} "
          f"{'mean CPU-s':>10} {'max CPU-s':>9}")
    crashes: list[Attempt] = []
    for size in sizes:
        row = results[size]
        made = [a for a in row if a.made is not None]
        timeouts = sum(a.failure == "timeout" for a in row)
        crashed = [a for a in row if a.failure not in (None, "timeout")]
        crashes += crashed
        mean_bytes = sum(a.made or 0 for a in made) / len(made) if made else 0.0
        mean_secs = sum(a.seconds for a in made) / len(made) if made else 0.0
        max_secs = max((a.seconds for a in made), default=0.0)
        print(f"{size:>9} {len(made):>5} {timeouts:>7} {len(crashed):>7} {mean_bytes:>10.0f} "
              f"{mean_secs:>10.2f} {max_secs:>9.2f}")
    for a in crashes:
        print(f"crash: ccfuzz generate --seed {a.seed} --size {a.size}: {a.failure}")
    return 1 if crashes else 0


if __name__ == "__main__":
    raise SystemExit(main())
