"""How much of a campaign's wall time ccfuzz itself spends, outside compilers and test binaries.

A fixed set of Csmith programs is generated once, up front (not measured), into a temporary
directory; then a real campaign runs over that directory (source ``dir:PATH``) through the
library, and its wall time is compared with the time spent inside compiler and test-binary
processes, as recorded by the store (``observations.compile_seconds`` + ``run_seconds``: the
wall seconds ``sandbox.run`` measures around each process).

    overhead share = 1 - inside / (campaign wall seconds x jobs)        target: <= 5%

With ``--jobs N`` the campaign's wall time is multiplied by N (the worker-seconds available);
time a worker sits idle (pool start-up, the tail of the campaign) then counts as overhead.

``sandbox.run`` starts its clock before it forks, so its own start-up (fork, ``preexec_fn``,
rlimits, network namespace, exec) counts as inside the processes. The last line estimates
that share from ``true`` run through ``sandbox.run`` versus a bare ``posix_spawn``.

Run from the project root: ``.venv/bin/python -m benchmarks.harness_overhead [--help]``.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from benchmarks.common import positive_int
from ccfuzz import __version__, campaign, compilers, sandbox
from ccfuzz.errors import InvalidProgramError
from ccfuzz.pool import LocalPool
from ccfuzz.sources import derive_seed
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.store import DB_NAME, Store

TARGET_SHARE = 0.05
DEFAULT_COMPILERS = "gcc,clang-14,tcc"
CALIBRATION_RUNS = 40  # processes per calibration (median)


class _QuietProgress:
    """A ``campaign.Progress`` that shows nothing."""

    def update(self, stats: campaign.Stats) -> None:
        pass


@dataclass(frozen=True)
class Measurement:
    programs: int
    tested: int
    builds_per_program: int
    observations: int
    compiles: int
    runs: int
    jobs: int
    wall_seconds: float
    compile_seconds: float
    run_seconds: float
    worker_seconds: float  # sum of programs.seconds: test_one inside the workers
    compile_startup: float  # seconds of sandbox.run start-up counted inside, per compile
    run_startup: float  # the same per test-binary run (network namespace included)

    @property
    def inside_seconds(self) -> float:
        return self.compile_seconds + self.run_seconds

    @property
    def available_seconds(self) -> float:
        return self.wall_seconds * self.jobs

    @property
    def overhead_seconds(self) -> float:
        return self.available_seconds - self.inside_seconds

    @property
    def overhead_share(self) -> float:
        return 1.0 - self.inside_seconds / self.available_seconds

    @property
    def startup_seconds(self) -> float:
        """Estimated harness time that ``sandbox.run`` counts as inside the processes."""
        return self.compiles * self.compile_startup + self.runs * self.run_startup


def _median_seconds(measure_once: Callable[[], float], count: int) -> float:
    return statistics.median(measure_once() for _ in range(count))


def startup_cost(limits: sandbox.Limits, count: int = CALIBRATION_RUNS) -> float:
    """Seconds ``sandbox.run`` records for ``true`` beyond a bare posix_spawn + waitpid of it.

    ``sandbox.run`` starts its clock before ``Popen`` (fork, the Python ``preexec_fn``, the
    rlimits, maybe ``unshare``, exec) and stops it after reaping: that start-up is harness
    work, but it lands in ``compile_seconds`` / ``run_seconds``.
    """
    true = shutil.which("true") or "/bin/true"

    def sandboxed() -> float:
        return sandbox.run([true], limits=limits).wall_seconds

    def bare() -> float:
        start = time.monotonic()
        pid = os.posix_spawn(true, [true], {})
        os.waitpid(pid, 0)
        return time.monotonic() - start

    return max(0.0, _median_seconds(sandboxed, count) - _median_seconds(bare, count))


def generate(directory: Path, count: int, seed: int) -> int:
    """Write Csmith programs ``p000.c``... for indices ``0..count-1``; return how many."""
    source = CsmithSource()
    written = 0
    for index in range(count):
        try:
            program = source.program(index, derive_seed(seed, index))
        except InvalidProgramError as exc:
            print(f"# skipped program {index}: {exc}", file=sys.stderr)
            continue
        (directory / f"p{index:03d}.c").write_text(program.source)
        written += 1
    return written


def measure(programs_dir: Path, rundir: Path, compiler_names: Sequence[str], seed: int,
            jobs: int) -> Measurement:
    chosen = compilers.select(compilers.discover(), list(compiler_names))
    compile_limits, run_limits = campaign.default_limits()
    plan = campaign.Plan(f"dir:{programs_dir}", tuple(chosen), seed, compile_limits, run_limits)
    with Store(rundir, write=True) as store:
        campaign_id = store.new_campaign(
            plan.seed, plan.source, campaign.plan_settings(plan, None, None), __version__
        )
        start = time.monotonic()
        campaign.run(store, campaign_id, plan, workers=LocalPool(plan, jobs), programs=None,
                     minutes=None, progress=_QuietProgress())
        wall = time.monotonic() - start
    compile_startup = startup_cost(compile_limits)
    run_startup = startup_cost(run_limits)
    db = sqlite3.connect(rundir / DB_NAME)
    try:
        n_obs, n_compiles, n_runs, compile_s, run_s = db.execute(
            "SELECT COUNT(*), COUNT(compile_seconds), COUNT(run_seconds),"
            " COALESCE(SUM(compile_seconds), 0), COALESCE(SUM(run_seconds), 0)"
            " FROM observations"
        ).fetchone()
        tested, worker_s = db.execute(
            "SELECT COUNT(*), COALESCE(SUM(seconds), 0) FROM programs"
        ).fetchone()
    finally:
        db.close()
    return Measurement(
        programs=sum(1 for _ in programs_dir.glob("*.c")),
        tested=int(tested),
        builds_per_program=len(plan.builds()),
        observations=int(n_obs),
        compiles=int(n_compiles),
        runs=int(n_runs),
        jobs=jobs,
        wall_seconds=wall,
        compile_seconds=float(compile_s),
        run_seconds=float(run_s),
        worker_seconds=float(worker_s),
        compile_startup=compile_startup,
        run_startup=run_startup,
    )


def report(m: Measurement, seed: int, compiler_names: Sequence[str]) -> list[str]:
    per_program_ms = 1000 * m.overhead_seconds / m.tested if m.tested else float("nan")
    in_worker = m.worker_seconds - m.inside_seconds
    outside_worker = m.available_seconds - m.worker_seconds
    met = "met" if m.overhead_share <= TARGET_SHARE else "not met"
    startup_share = (m.overhead_seconds + m.startup_seconds) / m.available_seconds
    startup_per_program = (m.overhead_seconds + m.startup_seconds) / m.tested if m.tested \
        else float("nan")
    capacity = f" x {m.jobs} jobs = {m.available_seconds:.2f} worker-seconds" if m.jobs > 1 \
        else ""
    return [
        f"harness overhead benchmark (ccfuzz {__version__}, csmith seed {seed}, "
        f"compilers {','.join(compiler_names)}, jobs {m.jobs})",
        f"programs:                     {m.programs} ({m.tested} recorded by the campaign)",
        f"builds:                       {m.observations} ({m.builds_per_program} per program; "
        f"{m.compiles} compiles, {m.runs} test-binary runs)",
        f"campaign wall seconds:        {m.wall_seconds:.2f}{capacity}",
        f"seconds inside compilers:     {m.compile_seconds:.2f}",
        f"seconds inside test binaries: {m.run_seconds:.2f}",
        f"harness overhead:             {m.overhead_seconds:.2f} s = "
        f"{100 * m.overhead_share:.2f}% of campaign wall time"
        + (" x jobs (idle workers count as overhead)" if m.jobs > 1 else ""),
        f"  in workers, around the processes: {in_worker:.2f} s "
        "(test_one: read source, temp dirs, pipes, judge)",
        f"  outside test_one:                 {outside_worker:.2f} s "
        "(worker pool start-up, IPC, store writes, idle workers)",
        f"per-program harness overhead: {per_program_ms:.1f} ms",
        f"target <= {100 * TARGET_SHARE:.0f}%: {met}",
        f"sandbox.run start-up counted as inside (measured on 'true'): "
        f"{1000 * m.compile_startup:.1f} ms per compile, {1000 * m.run_startup:.1f} ms per run "
        f"= {m.startup_seconds:.2f} s",
        f"overhead share counting that start-up as overhead: {100 * startup_share:.2f}% "
        f"({1000 * startup_per_program:.1f} ms per program)",
    ]


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description="Share of campaign wall time spent outside compiler and test-binary "
        f"processes, for a fixed set of Csmith programs (target <= {100 * TARGET_SHARE:.0f}%)."
    )
    parser.add_argument("--programs", type=positive_int, default=20,
                        help="Csmith programs to generate and test (default: 20)")
    parser.add_argument("--seed", type=int, default=1,
                        help="seed the programs are derived from (default: 1)")
    parser.add_argument("--compilers", default=DEFAULT_COMPILERS,
                        help=f"comma-separated compiler names (default: {DEFAULT_COMPILERS})")
    parser.add_argument("--jobs", type=positive_int, default=1,
                        help="campaign workers (default: 1, so campaign wall time is the "
                        "one worker's time)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    names = [n.strip() for n in args.compilers.split(",") if n.strip()]
    work = Path(tempfile.mkdtemp(prefix="ccfuzz-bench-"))
    try:
        programs_dir = work / "programs"
        programs_dir.mkdir()
        if generate(programs_dir, args.programs, args.seed) == 0:
            print("csmith produced no program", file=sys.stderr)
            return 1
        result = measure(programs_dir, work / "run", names, args.seed, args.jobs)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    for line in report(result, args.seed, names):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
