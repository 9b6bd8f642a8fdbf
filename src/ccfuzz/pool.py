"""The local worker pool: one process per job on this machine, the campaign's default
``Workers``.

Workers are ``spawn``ed processes, so each is single-threaded and may fork compilers safely.
A worker that dies mid-program (the OOM killer, SIGKILL) or stops answering costs only its
program, recorded as an ``error`` with the cause; what it had started is killed and a fresh
worker takes its place.
"""

from __future__ import annotations

import contextlib
import ctypes
import multiprocessing
import multiprocessing.connection
import os
import shutil
import signal
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from ccfuzz import sandbox
from ccfuzz.campaign import Plan, Tested, error_result, test_one

_PR_SET_PDEATHSIG = 1
TMP_PREFIX = "ccfuzz-w"
_STOP_GRACE_SECONDS = 3.0


class LocalPool:
    """``jobs`` worker processes, each testing one program at a time."""

    def __init__(self, plan: Plan, jobs: int) -> None:
        self.plan = plan
        self.jobs = jobs
        self.tmp_root = Path(plan.tmp_root or tempfile.gettempdir())
        self._ctx = multiprocessing.get_context("spawn")
        self._workers: list[_Worker] = []
        self._task_limit = task_limit(plan)

    @property
    def capacity(self) -> int:
        return self.jobs

    def start(self) -> None:
        clean_stale_tmp(self.tmp_root)
        for _ in range(self.jobs):
            self._workers.append(_Worker(self._ctx, self.plan, self.tmp_root))

    def submit(self, index: int) -> None:
        idle = next((w for w in self._workers if w.index is None), None)
        if idle is None:
            raise RuntimeError("LocalPool.submit beyond its capacity")
        idle.give(index)

    def in_flight(self) -> int:
        return sum(w.index is not None for w in self._workers)

    def finished(self, timeout: float) -> list[Tested]:
        busy = [w for w in self._workers if w.index is not None]
        if not busy:
            return []
        ready = set(multiprocessing.connection.wait(
            [w.conn for w in busy] + [w.proc.sentinel for w in busy], timeout=timeout))
        now = time.monotonic()
        done: list[Tested] = []
        for slot, worker in enumerate(self._workers):
            index = worker.index
            if index is None:
                continue
            if worker.conn in ready:
                with contextlib.suppress(EOFError, OSError):
                    got, item = worker.conn.recv()
                    worker.index = None
                    done.append(item if isinstance(item, Tested)
                                else error_result(self.plan, got, str(item)))
                    continue
            # A worker that died hard (SIGKILL, the OOM killer, a crash of Python) takes only
            # its own program with it; one that stopped answering is stopped. Either way the
            # program is recorded as an error and a fresh worker takes the slot.
            died = worker.proc.sentinel in ready or not worker.proc.is_alive()
            if died or now - worker.since > self._task_limit:
                worker.stop(graceful=False)  # reaps it, so its exit code is known
                why = (f"its worker died ({describe_exit(worker.proc.exitcode)})" if died
                       else f"no answer from its worker in {self._task_limit:.0f}s")
                clean_stale_tmp(self.tmp_root)
                done.append(error_result(self.plan, index, why))
                self._workers[slot] = _Worker(self._ctx, self.plan, self.tmp_root)
        return done

    def close(self, *, graceful: bool) -> None:
        _stop_workers(self._workers, graceful=graceful)
        clean_stale_tmp(self.tmp_root)


def _worker_init(tmp_root: str) -> None:
    # Ctrl-C is the main process's business. SIGTERM (from the main process stopping the
    # campaign, or from the kernel when the main process dies) ends the worker at once: it
    # kills the compiler or test binary it is running and removes its own directory. It exits
    # from the handler rather than raising into whatever the worker was doing.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A directory per worker, named by its pid, so the leftovers of a worker killed with
    # SIGKILL can be recognized and removed (see clean_stale_tmp).
    own = Path(tmp_root) / f"{TMP_PREFIX}{os.getpid()}"
    own.mkdir(exist_ok=True)
    tempfile.tempdir = str(own)

    def stop(signum: int, frame: object) -> None:
        sandbox.kill_active()
        shutil.rmtree(own, ignore_errors=True)
        os._exit(128 + signum)

    signal.signal(signal.SIGTERM, stop)
    ctypes.CDLL(None).prctl(_PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)


def clean_stale_tmp(root: Path) -> None:
    """Remove what workers that died without cleaning up (SIGKILL) left behind: the process
    groups still running in their directories (a compiler's grandchild, say), then the
    directories."""
    for entry in root.glob(f"{TMP_PREFIX}*"):
        try:
            pid = int(entry.name[len(TMP_PREFIX):].split("-")[0])
            os.kill(pid, 0)
        except ProcessLookupError:
            sandbox.kill_groups_under(entry)
            shutil.rmtree(entry, ignore_errors=True)
        except (ValueError, PermissionError):
            continue


class _Worker:
    """A worker process and the pipe to it; it tests one program at a time.

    Not ``multiprocessing.Pool``: a pool worker killed while it holds the pool's queue lock
    wedges the whole pool (even ``terminate()`` hangs), and a pool cannot say which task a
    dead worker took with it. Here each worker has its own pipe and its own program.
    """

    def __init__(self, ctx: Any, plan: Plan, tmp_root: Path) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_main, args=(child, plan, str(tmp_root)),
                                daemon=True)
        self.proc.start()
        child.close()
        self.index: int | None = None
        self.since = 0.0

    def give(self, index: int) -> None:
        self.conn.send(index)
        self.index = index
        self.since = time.monotonic()

    def stop(self, *, graceful: bool) -> None:
        _stop_workers([self], graceful=graceful)


def _stop_workers(workers: list[_Worker], *, graceful: bool) -> None:
    """End the workers: tell idle ones to leave (graceful), or stop them mid-program (SIGTERM,
    which makes a worker kill what it runs; SIGKILL after a grace period)."""
    for worker in workers:
        if worker.proc.is_alive():
            if graceful:
                with contextlib.suppress(OSError):
                    worker.conn.send(None)
            else:
                worker.proc.terminate()
    deadline = time.monotonic() + _STOP_GRACE_SECONDS
    for worker in workers:
        worker.proc.join(max(deadline - time.monotonic(), 0.01))
        if worker.proc.is_alive():
            worker.proc.kill()
            worker.proc.join()
        worker.conn.close()


def _worker_main(conn: Any, plan: Plan, tmp_root: str) -> None:
    _worker_init(tmp_root)
    while True:
        try:
            index = conn.recv()
        except (EOFError, OSError):
            return  # the main process is gone
        if index is None:
            return
        try:
            item: Tested | str = test_one(plan, index)
        except Exception:  # a bug in ccfuzz or in a source: keep the traceback, go on
            item = traceback.format_exc()[-4000:]
        conn.send((index, item))


def describe_exit(code: int | None) -> str:
    if code is None:
        return "still running"
    if code < 0:
        with contextlib.suppress(ValueError):
            return f"killed by {signal.Signals(-code).name}"
        return f"killed by signal {-code}"
    return f"exit status {code}"


def task_limit(plan: Plan) -> float:
    """Seconds after which a program's worker is presumed wedged (twice the worst case)."""
    per_build = plan.compile_limits.wall_seconds + plan.run_limits.wall_seconds + 1.0
    return 2 * (len(plan.builds(0)) * per_build + 120.0)
