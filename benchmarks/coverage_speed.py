"""What the coverage of one compile costs, against one plain compile with the packaged compiler.

For each Csmith program (terminating or not: only the compile matters): one compile and link
with the packaged tcc (``-w p.c -o p -lm``, through the sandbox as a campaign runs it), the
same compile by the coverage build with its data sent to a private ``GCOV_PREFIX``, and the
whole ``gcovdata.compile_with_coverage`` (that compile, then reading the line coverage); each
and the same compile read by ``gcov --json-format`` instead (``read_with_gcov``, the reader
for note formats ``gcovnative`` does not know); each the median of ``--repeat`` runs, as a
ratio to the plain compile. Times are CPU seconds (this process's and its children's: the
compilers, gcov), steadier than wall-clock time on a loaded machine. DiWi reads the coverage
of every candidate witness of a bug.

``--compiler gcc``: the same for the installed gcc's coverage twin (``coverage-build gcc``)
against the packaged gcc, both at ``-O2`` (the flags a GCC finding's compile keeps).

    nice -n 10 .venv/bin/python -m benchmarks.coverage_speed [--programs 5] [--repeat 5]
        [--compiler tcc|gcc]
"""

from __future__ import annotations

import argparse
import resource
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.isolate import gcovdata
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.toolchain import covbuild

ARGS = ("-w", "p.c", "-o", "p", "-lm")
GCC_ARGS = ("-O2", *ARGS)
LIMITS = sandbox.Limits(wall_seconds=120)


def cpu_seconds() -> float:
    """CPU time of this process and of every child it has waited for (the compilers, gcov):
    on a shared machine far steadier than wall-clock time."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = cpu_seconds()
        action()
        times.append(cpu_seconds() - start)
    return statistics.median(times)


def measure(build: covbuild.CoverageBuild, work: Path, repeat: int, packaged: str = "tcc",
            args: tuple[str, ...] = ARGS) -> tuple[float, float, float, float, int]:
    """Median seconds of the plain compile, the coverage build's compile, the compile with
    its coverage read, and with it read by gcov; the lines covered."""
    lines = 0

    def plain() -> None:
        assert sandbox.run([packaged, *args], limits=LIMITS, cwd=work).ok

    def instrumented() -> None:
        with tempfile.TemporaryDirectory() as prefix:
            assert gcovdata.run_into(build, args, work, LIMITS, Path(prefix)).ok

    def with_coverage() -> None:
        nonlocal lines
        lines = len(gcovdata.compile_with_coverage(build, args, work, 120)[1])

    def with_gcov() -> None:
        with tempfile.TemporaryDirectory() as prefix:
            assert gcovdata.run_into(build, args, work, LIMITS, Path(prefix)).ok
            gcovdata.read_with_gcov(build, Path(prefix))

    return (median_seconds(plain, repeat), median_seconds(instrumented, repeat),
            median_seconds(with_coverage, repeat), median_seconds(with_gcov, repeat), lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--programs", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--compiler", choices=["tcc", "gcc"], default="tcc")
    args = ap.parse_args()
    gcc = args.compiler == "gcc"
    build = covbuild.build_gcc() if gcc else covbuild.build_tcc()
    flags = GCC_ARGS if gcc else ARGS
    source = CsmithSource()
    ratios: list[tuple[float, float, float, float]] = []
    with tempfile.TemporaryDirectory(prefix="ccfuzz-covspeed-") as tmp:
        # The build's notes are read once per process (GCC's: tens of seconds), not per
        # compile: read them before anything is timed.
        (Path(tmp) / "p.c").write_text("int main(void) { return 0; }\n")
        gcovdata.compile_with_coverage(build, flags, Path(tmp), 120)
    for i in range(args.programs):
        program = source.program(i, 3100 + i)
        with tempfile.TemporaryDirectory(prefix="ccfuzz-covspeed-") as tmp:
            (Path(tmp) / "p.c").write_text(program.source)
            base, comp, full, gcov, lines = measure(build, Path(tmp), args.repeat,
                                                    args.compiler, flags)
        ratios.append((comp / base, full / base, (full - comp) / base, gcov / base))
        print(f"csmith {3100 + i} ({len(program.source) / 1000:.0f} KB): {args.compiler} "
              f"{base * 1000:.0f} "
              f"ms CPU; coverage build {comp / base:.2f}x; compile + coverage ({lines} lines) "
              f"{full / base:.2f}x, of which reading {(full - comp) / base:.2f}x; with gcov "
              f"{gcov / base:.2f}x", flush=True)
    med = [statistics.median(r[k] for r in ratios) for k in range(4)]
    print(f"\nmedian over {len(ratios)} programs, as multiples of one compile with the packaged "
          f"{args.compiler}: coverage build's compile {med[0]:.2f}x, compile with coverage read "
          f"{med[1]:.2f}x (reading {med[2]:.2f}x), the same read by gcov {med[3]:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
