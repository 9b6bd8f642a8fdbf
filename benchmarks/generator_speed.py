"""Generator throughput against the system Csmith, on programs of the same size, in one run.

For each of N seeds, the system ``csmith --seed S`` (default options, started through
``sandbox.run`` as a campaign starts it) writes a program; then ccfuzz's generator writes one
with its size target set to that Csmith program's size. Both are timed on the wall clock
(the machine is shared, so only the ratio in one run means anything) and in CPU time (Csmith's
process, the generator's own), which a loaded machine disturbs less. Printed: KB of C per
second and programs per second for each, and their ratios. ccfuzz's time includes computing
the expected output; Csmith's includes starting its process, which every use of it pays.

Run from the project root:
``.venv/bin/python -m benchmarks.generator_speed [--programs 20] [--seed 1] [--policy NAME]``
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time

from ccfuzz import sandbox
from ccfuzz.generator import Settings, generate


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--programs", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--policy", help="a policy shipped with ccfuzz for the generator, e.g. "
                    "optimizer")
    args = ap.parse_args()
    settings = Settings.preset(args.policy) if args.policy else None
    csmith = shutil.which("csmith")
    if csmith is None:
        print("csmith is not installed", file=sys.stderr)
        return 1
    c_secs = g_secs = c_cpu = g_cpu = 0.0
    c_bytes = g_bytes = 0
    for i in range(args.programs):
        seed = args.seed + i
        start = time.perf_counter()
        proc = sandbox.run([csmith, "--seed", str(seed)],
                           limits=sandbox.Limits(wall_seconds=60, output_bytes=16 << 20))
        c_secs += time.perf_counter() - start
        c_cpu += proc.cpu_seconds
        if not proc.ok:
            print(f"csmith --seed {seed} failed: {proc.stderr_text()[:200]}", file=sys.stderr)
            return 1
        size = len(proc.stdout)
        c_bytes += size
        start, cpu_start = time.perf_counter(), time.process_time()
        made = generate(seed, size, settings)
        g_secs += time.perf_counter() - start
        g_cpu += time.process_time() - cpu_start
        g_bytes += len(made.source)
    n = args.programs
    c_kbs, g_kbs = c_bytes / 1000 / c_secs, g_bytes / 1000 / g_secs
    c_pps, g_pps = n / c_secs, n / g_secs
    print(f"{n} programs each; Csmith mean {c_bytes / n / 1000:.1f} KB, "
          f"ccfuzz generator mean {g_bytes / n / 1000:.1f} KB (size target = Csmith's size)")
    print(f"csmith:  {c_kbs:8.1f} KB/s  {c_pps:6.2f} programs/s")
    print(f"ccfuzz:  {g_kbs:8.1f} KB/s  {g_pps:6.2f} programs/s  (expected output included)")
    print(f"ratio ccfuzz/csmith: {g_kbs / c_kbs:.2f} x KB/s, {g_pps / c_pps:.2f} x programs/s")
    print(f"CPU time: csmith {c_cpu:.2f} s ({c_bytes / 1000 / c_cpu:.1f} KB/s), ccfuzz "
          f"{g_cpu:.2f} s ({g_bytes / 1000 / g_cpu:.1f} KB/s); ratio "
          f"{(g_bytes / g_cpu) / (c_bytes / c_cpu):.2f} x KB/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
