"""What qemu-user costs a run: the same program built for a target and run under qemu, against
the host's build of it run natively, each run as ccfuzz runs a test binary.

The generator makes ``--programs`` programs (seeds ``--seed`` on); each is built at ``-O2`` by
the root's host gcc (``--host``, default gcc-16) and by each target's gcc of the same release
(``TARGET-gcc-N``, pinned flags and all), and each binary runs ``--runs`` times through
``tester.run_binary`` with the runner the campaign gives it (the root's entry; then qemu for
the target). Native and emulated runs of one program alternate, so load hits both alike. The
figure per target is the ratio of median run times, per program and over all; also the
wall time of each median run.

Run from the project root: ``.venv/bin/python -m benchmarks.qemu_cost [--programs 5]``.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from benchmarks.common import positive_int
from ccfuzz import campaign, compilers, config
from ccfuzz.generator.program import generate
from ccfuzz.model import Origin, Program
from ccfuzz.tester import run_binary


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--host", default="gcc-16")
    parser.add_argument("--programs", type=positive_int, default=5)
    parser.add_argument("--runs", type=positive_int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--size", type=positive_int, default=20000)
    args = parser.parse_args()
    found = compilers.installed(config.Config()).every
    host = next((c for c in found if c.name == args.host and not c.target), None)
    if host is None:
        raise SystemExit(f"no {args.host}: ccfuzz toolchain install")
    release = args.host.rsplit("-", 1)[-1]
    cross = [c for c in found if c.target and c.name == f"{c.target}-gcc-{release}"]
    if not cross:
        raise SystemExit("no cross compiler: ccfuzz toolchain install --targets riscv64,aarch64")
    compile_limits, run_limits = campaign.default_limits()
    ratios: dict[str, list[float]] = {c.target: [] for c in cross}
    print(f"{args.host} -O2 natively against {', '.join(c.name for c in cross)} -O2 under "
          f"qemu; {args.programs} generator programs of {args.size} B, {args.runs} runs each")
    for seed in range(args.seed, args.seed + args.programs):
        made = generate(seed, args.size)
        program = Program(f"gen-{seed}", made.source, Origin("generator", seed=seed),
                          expected_output=made.expected)
        with tempfile.TemporaryDirectory(prefix="ccfuzz-qemu-cost-") as tmp:
            built = {c.name: compilers.CompilerConfig(c, "-O2", compile_limits).build(
                program, Path(tmp)) for c in (host, *cross)}
            times: dict[str, list[float]] = {name: [] for name in built}
            for _ in range(args.runs):
                for name, result in built.items():
                    if result.binary is None:
                        raise SystemExit(f"{name} failed on seed {seed}: "
                                         f"{result.diagnostics[-300:]}")
                    start = time.perf_counter()
                    ran = run_binary(result.binary, program, run_limits, Path(tmp),
                                     runner=result.runner)
                    times[name].append(time.perf_counter() - start)
                    if ran.stdout != made.expected:
                        raise SystemExit(f"{name} printed something else on seed {seed}")
        native = statistics.median(times[host.name])
        line = [f"seed {seed}: native {native * 1000:.0f} ms"]
        for c in cross:
            emulated = statistics.median(times[c.name])
            ratios[c.target].append(emulated / native)
            line.append(f"{c.target} {emulated * 1000:.0f} ms ({emulated / native:.1f}x)")
        print(", ".join(line))
    for target, values in ratios.items():
        print(f"{target}: median {statistics.median(values):.1f}x the native run "
              f"(from {min(values):.1f}x to {max(values):.1f}x)")


if __name__ == "__main__":
    main()
