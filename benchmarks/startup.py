"""Whole-process costs of the ccfuzz command line against Csmith's, pair by pair in one run.

Each figure is the CPU time (user + system) of a whole process as ``os.wait4`` reports it
(``sandbox.run``), start-up included, since a user pays it on every call:

- ``ccfuzz generate --seed S --size SIZE -o p.c`` against ``csmith --seed S -o p.c``, one
  pair per seed, alternating: CPU per KB of C written, and its ratio to Csmith's in the pair;
- ``ccfuzz generate --count N --size MEAN -o DIR`` against N ``csmith --seed S_i`` calls, with
  MEAN the mean size of those Csmith programs, so both write about as much C: the ratio of
  the CPU of the one process to the CPU of the N;
- ``ccfuzz --help``, and ``ccfuzz findings`` on a small store (a campaign with three
  findings, recorded here from gcc -O0 runs against wrong expected outputs), against
  ``python -c pass`` (the interpreter's own start-up) and one ``csmith`` call.

Medians over ``--runs`` after a warm-up run of each, with Python's byte-code caches written
and used as an installed ccfuzz has them. The machine is shared: the ratios in one run are
the figures to compare.

Run from the project root:
``.venv/bin/python -m benchmarks.startup [--runs 5] [--seed 7] [--size 100KB] [--count 20]``
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ccfuzz import compilers, oracle, sandbox, tester
from ccfuzz.generator.policy import parse_size
from ccfuzz.model import Origin, Program
from ccfuzz.settings import CampaignSettings
from ccfuzz.sources import derive_seed
from ccfuzz.store import Store

LIMITS = sandbox.Limits(wall_seconds=600, memory_bytes=None, output_bytes=16 << 20)


def ccfuzz_argv() -> list[str]:
    """The ``ccfuzz`` a user runs: the console script beside this interpreter."""
    script = Path(sys.executable).parent / "ccfuzz"
    return [str(script)] if script.exists() else [sys.executable, "-m", "ccfuzz.cli"]


def cpu(argv: Sequence[str]) -> float:
    """CPU seconds of one whole process; fails loudly if it did not exit 0."""
    # Byte-code caches written and read, as an installed ccfuzz has them, whatever this
    # shell says (PYTHONDONTWRITEBYTECODE would make every call compile every module).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)
    done = sandbox.run(argv, limits=LIMITS, env=env)
    if not done.ok:
        raise SystemExit(f"{' '.join(argv)} failed: {done.stderr_text()[:500]}")
    return done.cpu_seconds


def small_store(rundir: Path) -> None:
    """A campaign of three programs, each a wrong-code finding of gcc -O0 against an expected
    output that is not the one it prints."""
    limits_c, limits_r = sandbox.Limits(wall_seconds=60), sandbox.Limits(wall_seconds=10)
    gcc = compilers.from_config("gcc", "gcc")
    builds = [compilers.CompilerConfig(gcc, "-O0", limits_c)]
    with Store(rundir, write=True) as store:
        cid = store.new_campaign(1, "dir:benchmark", CampaignSettings(), "benchmark")
        for i in range(3):
            source = f'#include <stdio.h>\nint main(void) {{ printf("{i}\\n"); return 0; }}\n'
            program = Program(f"p{i}.c", source, Origin("file", path=f"p{i}.c"),
                              expected_output=b"wrong\n")
            observations = tester.observe(program, builds, limits_r)
            verdict = oracle.judge(program, builds, observations, oracle.OracleSettings(60, 10))
            store.record(cid, i, i, program, builds, observations, verdict, 0.1)


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--size", default="100KB", help="ccfuzz generate --size of the pairs")
    ap.add_argument("--count", type=int, default=20)
    args = ap.parse_args()
    parse_size(args.size)  # a size ccfuzz refuses: say so before anything runs
    csmith = shutil.which("csmith")
    if csmith is None:
        print("csmith is not installed", file=sys.stderr)
        return 1
    ccfuzz = ccfuzz_argv()
    work = Path(tempfile.mkdtemp(prefix="startup-"))
    try:
        rundir = work / "run"
        small_store(rundir)
        g_file, c_file = work / "g.c", work / "c.c"
        generate = [*ccfuzz, "generate", "--size", args.size, "-o", str(g_file)]
        for argv in ([*generate, "--seed", "1"], [csmith, "--seed", "1", "-o", str(c_file)],
                     [*ccfuzz, "--help"], [*ccfuzz, "findings", "--dir", str(rundir)]):
            cpu(argv)  # warm-up: byte-code caches, page cache

        print(f"ccfuzz: {' '.join(ccfuzz)}; csmith: {csmith}; {args.runs} runs; "
              f"load average {os.getloadavg()[0]:.1f}")
        ratios, g_rates, c_rates = [], [], []
        for r in range(args.runs):
            seed = args.seed + r
            g_cpu = cpu([*generate, "--seed", str(seed)])
            c_cpu = cpu([csmith, "--seed", str(seed), "-o", str(c_file)])
            g_kb, c_kb = g_file.stat().st_size / 1000, c_file.stat().st_size / 1000
            g_rates.append(g_cpu / g_kb * 1000)
            c_rates.append(c_cpu / c_kb * 1000)
            ratios.append(g_rates[-1] / c_rates[-1])
            print(f"  seed {seed}: ccfuzz generate {g_cpu:.3f} s for {g_kb:.1f} KB, "
                  f"csmith {c_cpu:.3f} s for {c_kb:.1f} KB: {ratios[-1]:.2f}x CPU per KB")
        print(f"generate --size {args.size} against csmith, CPU per KB: ccfuzz "
              f"{median(g_rates):.2f} ms/KB, csmith {median(c_rates):.2f} ms/KB; "
              f"ratio median {median(ratios):.2f}x (pairs: "
              f"{', '.join(f'{x:.2f}' for x in ratios)})")

        help_cpu, findings_cpu, python_cpu, one_csmith = [], [], [], []
        for _ in range(args.runs):
            help_cpu.append(cpu([*ccfuzz, "--help"]))
            findings_cpu.append(cpu([*ccfuzz, "findings", "--dir", str(rundir)]))
            python_cpu.append(cpu([sys.executable, "-c", "pass"]))
            one_csmith.append(cpu([csmith, "--seed", str(args.seed), "-o", str(c_file)]))
        print(f"ccfuzz --help {median(help_cpu):.3f} s CPU, ccfuzz findings (3 findings) "
              f"{median(findings_cpu):.3f} s; python -c pass {median(python_cpu):.3f} s; "
              f"one csmith call {median(one_csmith):.3f} s "
              f"(--help {median(help_cpu) / median(one_csmith):.2f}x, findings "
              f"{median(findings_cpu) / median(one_csmith):.2f}x a csmith call)")

        count_ratios = []
        for r in range(max(1, args.runs // 2)):
            base = args.seed + 1000 * (r + 1)
            seeds = [derive_seed(base, i) for i in range(args.count)]
            c_total, c_bytes = 0.0, 0
            for s in seeds:
                c_total += cpu([csmith, "--seed", str(s), "-o", str(c_file)])
                c_bytes += c_file.stat().st_size
            mean = c_bytes // args.count
            out = work / f"many-{r}"
            g_total = cpu([*ccfuzz, "generate", "--count", str(args.count), "--seed",
                           str(base), "--size", str(mean), "-o", str(out)])
            g_bytes = sum(p.stat().st_size for p in out.glob("*.c"))
            count_ratios.append(g_total / c_total)
            print(f"  campaign seed {base}: ccfuzz generate --count {args.count} --size "
                  f"{mean} {g_total:.2f} s for {g_bytes / 1000:.0f} KB; {args.count} csmith "
                  f"calls {c_total:.2f} s for {c_bytes / 1000:.0f} KB: {count_ratios[-1]:.2f}x "
                  f"CPU ({g_total / g_bytes / (c_total / c_bytes):.2f}x per KB)")
        print(f"generate --count {args.count} against {args.count} csmith calls: "
              f"median {median(count_ratios):.2f}x CPU over {len(count_ratios)} runs")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
