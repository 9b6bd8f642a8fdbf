"""Campaign throughput on a Dask cluster against the local pool, on this machine.

One small campaign (same source, seed, compilers and budget) runs through the library: on
the local pool with ``--jobs`` workers, then on a Dask cluster of a scheduler and 1, then
``--jobs``, local workers (``dask scheduler`` / ``dask worker --nthreads 1``, started here
before the clock), then on the local pool again (the machine's load drifts: the two local runs
show by how much). Each prints programs per second and the ratio to the mean of the local runs.
The local pool's wall time includes starting its worker processes; the Dask workers' does not
(their first task imports what the local workers import at start).

    overhead per program = wall seconds x workers / programs - mean program seconds

(a program's seconds are measured inside its worker, around ``campaign.test_one``): the time a
worker slot spends on anything but testing a program (task hand-out, results, pool start-up,
the tail of the campaign), as a share of a program's own time.

The store's write cost bounds how many workers one client can feed: every program tested
by the cluster is recorded again into a fresh store, timed.

    workers one client can feed = mean program seconds / store seconds per program

Run from the project root, on a quiet machine:
``nice -n 10 .venv/bin/python -m benchmarks.cluster [--programs 24] [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import __version__, campaign, cluster, compilers
from ccfuzz.pool import LocalPool
from ccfuzz.store import Store


class _Quiet:
    def update(self, stats: campaign.Stats) -> None:
        pass


class _Keeping:
    """``Workers`` that keeps what its inner workers return (to record it again, timed)."""

    def __init__(self, inner: campaign.Workers) -> None:
        self.inner = inner
        self.kept: list[campaign.Tested] = []

    @property
    def capacity(self) -> int:
        return self.inner.capacity

    def start(self) -> None:
        self.inner.start()

    def submit(self, index: int) -> None:
        self.inner.submit(index)

    def in_flight(self) -> int:
        return self.inner.in_flight()

    def finished(self, timeout: float) -> list[campaign.Tested]:
        done = self.inner.finished(timeout)
        self.kept.extend(done)
        return done

    def close(self, *, graceful: bool) -> None:
        self.inner.close(graceful=graceful)


@dataclass(frozen=True)
class Result:
    label: str
    workers: int
    programs: int
    wall: float
    program_seconds: float  # summed over programs, measured in the workers

    @property
    def rate(self) -> float:
        return self.programs / self.wall

    @property
    def overhead_share(self) -> float:
        mean = self.program_seconds / self.programs
        return (self.wall * self.workers / self.programs - mean) / mean


def run(plan: campaign.Plan, workers: campaign.Workers, rundir: Path, programs: int,
        label: str, slots: int) -> tuple[Result, list[campaign.Tested]]:
    keeping = _Keeping(workers)
    with Store(rundir, write=True) as store:
        cid = store.new_campaign(plan.seed, plan.source,
                                 campaign.plan_settings(plan, programs, None), __version__)
        start = time.monotonic()
        stats = campaign.run(store, cid, plan, workers=keeping, programs=programs,
                             minutes=None, progress=_Quiet())
        wall = time.monotonic() - start
    assert stats.session_programs == programs and not stats.interrupted
    seconds = sum(t.seconds for t in keeping.kept)
    return Result(label, slots, programs, wall, seconds), keeping.kept


@contextmanager
def dask_cluster(base: Path, workers: int) -> Iterator[str]:
    """A scheduler and ``workers`` workers on 127.0.0.1; its address."""
    env = {**os.environ, "PYTHONPATH": str(Path(campaign.__file__).parents[1])}
    started: list[subprocess.Popen[bytes]] = []
    dask = [sys.executable, "-m", "dask"]
    info = base / f"scheduler-{workers}.json"

    def start(*args: str) -> None:
        log = open(base / f"dask-{len(started)}.log", "wb")  # noqa: SIM115
        started.append(subprocess.Popen([*dask, *args], env=env, stdout=log, stderr=log,
                                        start_new_session=True))
        log.close()

    try:
        start("scheduler", "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
              "--scheduler-file", str(info))
        while True:
            try:
                address: str = json.loads(info.read_text())["address"]
                break
            except (OSError, ValueError, KeyError):
                time.sleep(0.2)
        for _ in range(workers):
            start("worker", address, "--nthreads", "1", "--no-dashboard")
        yield address
    finally:
        for proc in reversed(started):
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(60)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=24)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--source", default="generator:2KB")
    parser.add_argument("--compilers", default="gcc,clang-14")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()

    chosen = compilers.select(compilers.discover(), args.compilers.split(","))
    compile_limits, run_limits = campaign.default_limits()
    plan = campaign.Plan(args.source, tuple(chosen), args.seed, compile_limits, run_limits)
    print(f"source {args.source}, compilers {args.compilers} ({len(plan.builds())} builds), "
          f"seed {args.seed}, {args.programs} programs")
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="ccfuzz-bench-cluster-") as tmp:
        base = Path(tmp)
        local, _ = run(plan, LocalPool(plan, args.jobs), base / "local", args.programs,
                       f"local pool, {args.jobs} jobs", args.jobs)
        results.append(local)
        kept: list[campaign.Tested] = []
        for workers in sorted({1, args.jobs}):
            with dask_cluster(base, workers) as address:
                connection = cluster.connect(address)
                try:
                    connection.client.wait_for_workers(workers, timeout=120)
                    pool, refused = connection.admit(plan)
                    assert not refused, refused
                    result, kept = run(plan, pool, base / f"dask-{workers}", args.programs,
                                       f"Dask, {workers} worker(s)", workers)
                finally:
                    connection.close()
            results.append(result)
        again, _ = run(plan, LocalPool(plan, args.jobs), base / "local-again", args.programs,
                       f"local pool, {args.jobs} jobs, again", args.jobs)
        results.append(again)
        with Store(base / "rewrite", write=True) as store:
            cid = store.new_campaign(plan.seed, plan.source,
                                     campaign.plan_settings(plan, None, None), __version__)
            stats = campaign.Stats()
            start = time.monotonic()
            for tested in kept:
                campaign.save(store, cid, plan, tested, stats)
            write = (time.monotonic() - start) / len(kept)

    local_rate = (local.rate + again.rate) / 2
    print(f"{'run':32} {'programs/s':>10} {'vs local':>9} {'s/program':>10} "
          f"{'overhead/program':>17}")
    for r in results:
        ratio = f"{r.rate / local_rate:9.2f}" if r.workers == args.jobs else f"{'':9}"
        print(f"{r.label:32} {r.rate:10.3f} {ratio} {r.program_seconds / r.programs:10.2f} "
              f"{r.overhead_share:16.1%}")
    mean = sum(r.program_seconds for r in results) / sum(r.programs for r in results)
    print(f"mean program: {mean:.2f} s in its worker; store write: {write * 1000:.1f} ms per "
          f"program; one client feeds about {mean / write:.0f} workers before its store "
          "is the bottleneck")


if __name__ == "__main__":
    main()
