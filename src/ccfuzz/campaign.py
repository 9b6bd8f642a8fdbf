"""The campaign loop: programs from a source, through the builds and the oracle, into the store.

Workers are local processes (``spawn``ed, so each is single-threaded and may fork compilers
safely). Each worker makes program ``i`` from the source, compiles and runs it under every
build, and judges it; the main process alone writes to the store, one transaction per
program. So a campaign killed at any moment loses only the programs in flight, and
``--resume`` redoes exactly those: program ``i`` is a function of the campaign seed and ``i``.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.pool
import os
import queue
import shutil
import signal
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from ccfuzz import sandbox
from ccfuzz.compilers import Compiler
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Build, Observation, Origin, Program, ProgramStatus, Verdict
from ccfuzz.oracle import OracleSettings, judge
from ccfuzz.sources import Source, derive_seed, open_source
from ccfuzz.store import Store
from ccfuzz.tester import observe

_PR_SET_PDEATHSIG = 1
_TMP_PREFIX = "ccfuzz-w"
_STOP_GRACE_SECONDS = 3.0


@dataclass(frozen=True)
class Plan:
    """Everything a worker needs to test program ``i``; picklable."""

    source: str
    compilers: tuple[Compiler, ...]
    seed: int
    compile_limits: sandbox.Limits
    run_limits: sandbox.Limits
    tmp_root: str | None = None

    def builds(self) -> list[Build]:
        return [cfg for c in self.compilers for cfg in c.configs(self.compile_limits)]

    def oracle(self) -> OracleSettings:
        return OracleSettings(self.compile_limits.wall_seconds, self.run_limits.wall_seconds)


# Csmith binaries that terminate do so in well under 0.1 s (293 programs, 2,849 runs: the
# slowest took 0.08 s); about one program in nine never does, and each of those costs two
# run timeouts. 2 s keeps that cost low and leaves 25x headroom; --run-timeout raises it.
COMPILE_TIMEOUT = 60.0
RUN_TIMEOUT = 2.0


def default_limits(compile_timeout: float = COMPILE_TIMEOUT, run_timeout: float = RUN_TIMEOUT,
                   ) -> tuple[sandbox.Limits, sandbox.Limits]:
    compile_limits = sandbox.Limits(wall_seconds=compile_timeout, memory_bytes=4 << 30)
    run_limits = sandbox.Limits(wall_seconds=run_timeout, memory_bytes=2 << 30,
                                output_bytes=1 << 20, isolate_network=True)
    return compile_limits, run_limits


@dataclass(frozen=True)
class Outcome:
    index: int
    seed: int
    name: str
    origin: Origin
    program: Program | None
    observations: tuple[Observation, ...]
    verdict: Verdict
    seconds: float


_source_cache: dict[str, Source] = {}


def _source(spec: str) -> Source:
    if spec not in _source_cache:
        _source_cache[spec] = open_source(spec)
    return _source_cache[spec]


def test_one(plan: Plan, index: int) -> Outcome:
    """Make, build, run and judge program ``index`` of the plan (runs inside a worker)."""
    start = time.monotonic()
    seed = derive_seed(plan.seed, index)
    source = _source(plan.source)
    try:
        program = source.program(index, seed)
    except InvalidProgramError as exc:
        name = getattr(source, "name_of", lambda i: f"program-{i}")(index)
        return Outcome(index, seed, name, Origin(kind=plan.source, seed=seed), None, (),
                       Verdict(ProgramStatus.INVALID, str(exc)), time.monotonic() - start)
    try:
        builds = plan.builds()
        observations = observe(program, builds, plan.run_limits)
        verdict = judge(program, builds, observations, plan.oracle())
    except Exception:  # a bug in ccfuzz: keep the program and the traceback, go on
        verdict = Verdict(ProgramStatus.ERROR, traceback.format_exc()[-4000:])
        observations = []
    return Outcome(index, seed, program.name, program.origin, program, tuple(observations),
                   verdict, time.monotonic() - start)


def _worker_init(tmp_root: str) -> None:
    # Ctrl-C is the main process's business. SIGTERM (from the main process stopping the
    # campaign, or from the kernel when the main process dies) ends the worker at once: it
    # kills the compiler or test binary it is running and removes its own directory. Exiting
    # from the handler, rather than raising into whatever the worker was doing, also ends a
    # worker blocked on the pool's queue lock, which raising did not always do.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A directory per worker, named by its pid, so the leftovers of a worker killed with
    # SIGKILL can be recognized and removed (see _clean_stale_tmp).
    own = Path(tmp_root) / f"{_TMP_PREFIX}{os.getpid()}"
    own.mkdir(exist_ok=True)
    tempfile.tempdir = str(own)

    def stop(signum: int, frame: object) -> None:
        sandbox.kill_active()
        shutil.rmtree(own, ignore_errors=True)
        os._exit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)


@dataclass
class Stats:
    started: float = field(default_factory=time.monotonic)
    elapsed_before: float = 0.0
    programs: int = 0  # in the campaign, earlier sessions included
    session_programs: int = 0  # in this session: the base of the rates
    builds: int = 0
    statuses: Counter[str] = field(default_factory=Counter)
    new_findings: Counter[str] = field(default_factory=Counter)
    sightings: Counter[str] = field(default_factory=Counter)
    in_flight: int = 0
    total: int | None = None
    deadline: float | None = None  # campaign seconds
    interrupted: bool = False
    last_message: str = ""

    @property
    def session_seconds(self) -> float:
        return time.monotonic() - self.started

    @property
    def elapsed(self) -> float:
        return self.elapsed_before + self.session_seconds


class Progress(Protocol):
    def update(self, stats: Stats) -> None: ...


class Budget(Protocol):
    programs: int | None
    minutes: float | None


def _indices(done: set[int], size: int | None) -> Iterator[int]:
    top = max(done, default=-1)
    for i in range(top + 1):
        if i not in done:
            yield i
    i = top + 1
    while size is None or i < size:
        yield i
        i += 1


def _clean_stale_tmp(root: Path) -> None:
    """Remove work directories of worker processes that died without cleaning up."""
    for entry in root.glob(f"{_TMP_PREFIX}*"):
        try:
            pid = int(entry.name[len(_TMP_PREFIX):].split("-")[0])
            os.kill(pid, 0)
        except ProcessLookupError:
            shutil.rmtree(entry, ignore_errors=True)
        except (ValueError, PermissionError):
            continue


def run(store: Store, campaign_id: int, plan: Plan, *, programs: int | None,
        minutes: float | None, jobs: int, progress: Progress,
        elapsed_before: float = 0.0) -> Stats:
    """Test programs until the budget is spent, the source runs dry, or Ctrl-C."""
    source = _source(plan.source)
    size = source.size()
    total = min(x for x in (programs, size) if x is not None) if (
        programs is not None or size is not None) else None
    done = store.done_indices(campaign_id)
    stats = Stats(elapsed_before=elapsed_before, total=total,
                  deadline=minutes * 60 if minutes is not None else None)
    stats.programs = len(done)
    stats.statuses.update(store.program_counts(campaign_id))
    tmp_root = Path(plan.tmp_root or tempfile.gettempdir())
    _clean_stale_tmp(tmp_root)

    ctx = multiprocessing.get_context("spawn")
    results: queue.Queue[tuple[int, Any]] = queue.Queue()
    pool = ctx.Pool(jobs, initializer=_worker_init, initargs=(str(tmp_root),))
    pending = _indices(done, total)
    exhausted = completed = False
    in_flight: dict[int, float] = {}  # index -> when it was handed to the pool
    task_limit = _task_limit(plan)
    last_saved = time.monotonic()
    try:
        while True:
            while not exhausted and len(in_flight) < 2 * jobs:
                index = None
                if (stats.deadline is None or stats.elapsed < stats.deadline) and (
                        total is None or stats.programs + len(in_flight) < total):
                    index = next(pending, None)
                if index is None:
                    exhausted = True
                    break
                pool.apply_async(
                    _in_worker, (plan, index),
                    callback=results.put,
                    error_callback=_on_error(results, index),
                )
                in_flight[index] = time.monotonic()
            stats.in_flight = len(in_flight)
            if not in_flight:
                completed = True
                break
            try:
                index, item = results.get(timeout=0.5)
            except queue.Empty:
                # A worker that died hard (the pool replaces it) never answers: give its
                # program up as an error after a generous limit instead of waiting forever.
                now = time.monotonic()
                for lost in [i for i, t in in_flight.items() if now - t > task_limit]:
                    del in_flight[lost]
                    _save(store, campaign_id, plan, _error_outcome(
                        plan, lost, RuntimeError(f"no answer from its worker in {task_limit:.0f}s")
                    ), stats)
                progress.update(stats)
                continue
            if in_flight.pop(index, None) is None:
                continue  # a late answer for a program already given up
            outcome = item if isinstance(item, Outcome) else _error_outcome(plan, index, item)
            _save(store, campaign_id, plan, outcome, stats)
            if time.monotonic() - last_saved > 5:
                store.set_campaign_state(campaign_id, "running", stats.elapsed)
                last_saved = time.monotonic()
            progress.update(stats)
    except KeyboardInterrupt:
        stats.interrupted = True
    finally:
        _stop_pool(pool, graceful=completed)
        _clean_stale_tmp(tmp_root)
        state = "done" if completed else "interrupted"
        with contextlib.suppress(Exception):
            store.set_campaign_state(campaign_id, state, stats.elapsed)
    stats.in_flight = 0
    progress.update(stats)
    return stats


def _stop_pool(pool: multiprocessing.pool.Pool, *, graceful: bool) -> None:
    """End the workers: let idle ones finish (graceful), or stop them mid-program."""
    if graceful:
        pool.close()
        pool.join()
        return
    workers = multiprocessing.active_children()
    for worker in workers:
        worker.terminate()  # SIGTERM: see _worker_init
    deadline = time.monotonic() + _STOP_GRACE_SECONDS
    for worker in workers:
        worker.join(max(deadline - time.monotonic(), 0.01))
        if worker.is_alive():
            worker.kill()
            worker.join()
    pool.terminate()
    pool.join()


def _task_limit(plan: Plan) -> float:
    """Seconds after which a program's worker is presumed dead (twice the worst case)."""
    per_build = plan.compile_limits.wall_seconds + plan.run_limits.wall_seconds + 1.0
    return 2 * (len(plan.builds()) * per_build + 120.0)


def _on_error(results: queue.Queue[tuple[int, Any]], index: int,
              ) -> Callable[[BaseException], None]:
    def put(exc: BaseException) -> None:
        results.put((index, exc))

    return put


def _in_worker(plan: Plan, index: int) -> tuple[int, Outcome]:
    return index, test_one(plan, index)


def _error_outcome(plan: Plan, index: int, exc: BaseException) -> Outcome:
    seed = derive_seed(plan.seed, index)
    text = "".join(traceback.format_exception(exc))[-4000:]
    return Outcome(index, seed, f"program-{index}", Origin(kind=plan.source, seed=seed), None,
                   (), Verdict(ProgramStatus.ERROR, text), 0.0)


def _save(store: Store, campaign_id: int, plan: Plan, outcome: Outcome, stats: Stats) -> None:
    if outcome.program is None:
        store.record_invalid(campaign_id, outcome.index, outcome.seed, outcome.name,
                             outcome.origin, outcome.verdict.reason, outcome.seconds)
    else:
        builds = plan.builds() if outcome.observations else []
        ids = store.record(campaign_id, outcome.index, outcome.seed, outcome.program, builds,
                           outcome.observations, outcome.verdict, outcome.seconds)
        for finding, (_, new) in zip(outcome.verdict.findings, ids, strict=True):
            stats.sightings[finding.kind.value] += 1
            if new:
                stats.new_findings[finding.kind.value] += 1
                stats.last_message = f"new {finding.kind.value}: {finding.summary[:120]}"
        stats.builds += len(outcome.observations)
    stats.programs += 1
    stats.session_programs += 1
    stats.statuses[outcome.verdict.status.value] += 1


def plan_settings(plan: Plan, programs: int | None, minutes: float | None) -> dict[str, Any]:
    """What the store keeps about a campaign: enough to resume and to reproduce it."""
    from dataclasses import asdict

    return {
        "compilers": [asdict(c) for c in plan.compilers],
        "compile_limits": asdict(plan.compile_limits),
        "run_limits": asdict(plan.run_limits),
        "programs": programs,
        "minutes": minutes,
    }


def plan_from_settings(source: str, seed: int, settings: dict[str, Any],
                       tmp_root: str | None = None) -> Plan:
    compilers = tuple(
        Compiler(**{**c, "opt_levels": tuple(c["opt_levels"]), "flags": tuple(c["flags"]),
                    "aliases": tuple(c["aliases"])})
        for c in settings["compilers"]
    )
    return Plan(source, compilers, seed, sandbox.Limits(**settings["compile_limits"]),
                sandbox.Limits(**settings["run_limits"]), tmp_root)

