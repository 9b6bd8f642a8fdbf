"""Campaigns on a Dask cluster (``--cluster tcp://HOST:8786``): the campaign's ``Workers``
made of Dask workers, on as many machines as the scheduler has.

Each program is one Dask task: the worker makes program ``i`` from the plan's source spec and
``i``, builds and runs it in its own sandbox and returns the ``Tested`` result; the client
alone writes the store. What crosses the network is the plan (source spec, compilers, limits),
the index, and the result (program text, observations, verdict); never the store.

A worker is admitted only when it tests what the client would: the same ccfuzz code, every
compiler of the plan at the same version, the same source, and the same tools for each build
kind (the LLVM pass catalog for ``passes``). A worker plugin makes that check on every worker,
those that join later and those a nanny restarts included, and gives an admitted worker the
campaign's Dask resource, one unit: the campaign's tasks ask for it, so they run only on
admitted workers, one at a time per worker process (``dask worker --nworkers N`` uses N
cores). A refused worker gets no task.

Dask reruns the task of a worker that dies; a task whose workers keep dying (Dask's
``KilledWorker``) is recorded as an ``error`` with the cause. A task whose future is cancelled
(Ctrl-C, or the client gone) kills what it runs and ends.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import logging
import os
import tempfile
import threading
import traceback
import uuid
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import distributed
from distributed.core import Status
from distributed.diagnostics.plugin import WorkerPlugin

import ccfuzz
from ccfuzz import compilers, sandbox
from ccfuzz.campaign import Plan, Tested, error_result, test_one
from ccfuzz.errors import CcfuzzError, ClusterError
from ccfuzz.pool import TMP_PREFIX, clean_stale_tmp
from ccfuzz.sources import open_source

CONNECT_SECONDS = 10.0
WORKERS_SECONDS = 10.0
_CANCEL_POLL_SECONDS = 0.2
_log = logging.getLogger("ccfuzz.cluster")


def code_digest() -> str:
    """ccfuzz's own code, as a digest: a program depends on the ccfuzz version that made it."""
    package = Path(ccfuzz.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(p for p in package.rglob("*") if p.suffix in (".py", ".c")):
        digest.update(str(path.relative_to(package)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def environment(plan: Plan) -> dict[str, str]:
    """What this machine offers the plan, item by item: ccfuzz's code, each compiler's version
    at the plan's path, the source, each build kind's tools."""
    found = {"ccfuzz": f"{ccfuzz.__version__}, code {code_digest()}"}
    for c in plan.compilers:
        try:
            found[f"compiler {c.name}"] = compilers.from_config(
                c.name, c.path, family=c.family).version
        except CcfuzzError as exc:
            found[f"compiler {c.name}"] = f"not usable: {exc}"
    try:
        size = open_source(plan.source, plan.seed).size()
        found[f"source {plan.source}"] = "endless" if size is None else f"{size} programs"
    except CcfuzzError as exc:
        found[f"source {plan.source}"] = f"not usable: {exc}"
    for kind in plan.kinds:
        try:
            found[f"build kind {kind.name}"] = kind.environment()
        except CcfuzzError as exc:
            found[f"build kind {kind.name}"] = f"not usable: {exc}"
    return found


def differences(expected: Mapping[str, str], found: Mapping[str, str]) -> list[str]:
    return [f"{what} is {found.get(what, 'missing')!r} there, {want!r} here"
            for what, want in expected.items() if found.get(what) != want]


def _refusal(plan: Plan, expected: Mapping[str, str]) -> list[str]:
    """On a worker: why it cannot test this plan (nothing: it can)."""
    return differences(expected, environment(plan))


def _identity() -> str:
    """On a worker: proof that ccfuzz imports there."""
    return ccfuzz.__version__


def _scheduler_identity(client: distributed.Client) -> str | BaseException:
    try:
        answer: str = client.run_on_scheduler(_identity)
        return answer
    except Exception as exc:
        return exc


class _Admission(WorkerPlugin):
    """Checks every worker, present and future, against the client's environment and gives
    the admitted ones the campaign's resource."""

    idempotent = False

    def __init__(self, plan: Plan, expected: dict[str, str], resource: str) -> None:
        self.plan = plan
        self.expected = expected
        self.resource = resource

    async def setup(self, worker: distributed.Worker) -> None:
        why = await asyncio.to_thread(_refusal, self.plan, self.expected)
        if why:
            _log.warning("ccfuzz: this worker is refused: %s", "; ".join(why))
            return
        await worker.set_resources(**{self.resource: 1})
        # The scheduler places the tasks that found no worker (all admitted ones died, say)
        # when a worker joins or resumes, not when one gains a resource: a pause and resume
        # has it look again. A worker still starting looks when it starts running.
        if worker.status == Status.running:
            worker.status = Status.paused
            worker.status = Status.running

    async def teardown(self, worker: distributed.Worker) -> None:
        if self.resource in worker.state.total_resources:
            await worker.set_resources(**{self.resource: 0})


class Connection:
    """A client of a Dask scheduler whose workers import ccfuzz (``connect``)."""

    def __init__(self, client: distributed.Client, address: str) -> None:
        self.client = client
        self.address = address

    def admit(self, plan: Plan, capacity: int | None = None) -> tuple[DaskPool, list[str]]:
        """The workers that test what this machine would, as the campaign's workers, and a
        line for each worker refused. No admitted worker is a ``ClusterError``."""
        expected = environment(plan)
        # A resource (and plugin) of this campaign's own: campaigns of several clients may
        # share the cluster, and each one's end withdraws only its own.
        resource = f"ccfuzz-{uuid.uuid4().hex[:12]}"
        answers = self.client.run(_refusal, plan, expected, on_error="return")
        refused = []
        for worker, why in sorted(answers.items()):
            if isinstance(why, BaseException):
                refused.append(f"worker {worker} refused: {_one_line(why)}")
            elif why:
                refused.append(f"worker {worker} refused: {'; '.join(why)}")
        admitted = len(answers) - len(refused)
        if not admitted:
            raise ClusterError(f"no worker of the cluster tests what this machine would; "
                               f"{refused[0]}" + (f" (and {len(refused) - 1} more)"
                                                  if len(refused) > 1 else ""))
        self.client.register_plugin(_Admission(plan, expected, resource), name=resource)
        pool = DaskPool(self.client, self.address, plan, resource, capacity or 2 * admitted,
                        admitted)
        return pool, refused

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.client.close(timeout=CONNECT_SECONDS)


def connect(address: str) -> Connection:
    """A connection to the scheduler at ``address``, which has workers on which ccfuzz
    imports; a ``ClusterError`` of one line, within seconds, otherwise."""
    try:
        client = distributed.Client(address, timeout=CONNECT_SECONDS, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as exc:
        raise ClusterError(f"cannot reach the Dask scheduler at {address}: "
                           f"{_one_line(exc)}") from None
    try:
        try:
            client.wait_for_workers(1, timeout=WORKERS_SECONDS)
        except TimeoutError:
            raise ClusterError(
                f"the Dask scheduler at {address} has no workers (none joined in "
                f"{WORKERS_SECONDS:g} s); start them with: dask worker {address} "
                "--nthreads 1") from None
        # The scheduler unpickles the tasks it is sent: ccfuzz must import there too.
        answers = {f"the scheduler {address}": _scheduler_identity(client),
                   **client.run(_identity, on_error="return")}
        broken = {w: a for w, a in answers.items() if not isinstance(a, str)}
        if broken:
            worker, why = sorted(broken.items())[0]
            raise ClusterError(
                f"ccfuzz does not import on {len(broken)} of the {len(answers)} processes "
                f"of the cluster at {address} (on {worker}: {_one_line(why)}); install it "
                "with scripts/setup.sh and start the scheduler and workers from its .venv")
    except BaseException:
        client.close()
        raise
    return Connection(client, address)


class DaskPool:
    """The campaign's ``Workers`` on a Dask cluster: one task per program, at most
    ``capacity`` in flight."""

    def __init__(self, client: distributed.Client, address: str, plan: Plan, resource: str,
                 capacity: int, admitted: int) -> None:
        self.client = client
        self.address = address
        self.plan = plan
        self.resource = resource
        self.admitted = admitted
        self._capacity = capacity
        self._futures: dict[distributed.Future[Tested], int] = {}
        self._closed = False

    @property
    def capacity(self) -> int:
        return self._capacity

    def start(self) -> None:
        pass

    def submit(self, index: int) -> None:
        future = self.client.submit(run_task, self.plan, index, pure=False,
                                    resources={self.resource: 1})
        self._futures[future] = index

    def in_flight(self) -> int:
        return len(self._futures)

    def finished(self, timeout: float) -> list[Tested]:
        if not self._futures:
            return []
        try:
            with self.client.as_current():
                done, _ = distributed.wait(list(self._futures), timeout=timeout,
                                           return_when="FIRST_COMPLETED")
        except TimeoutError:
            return []
        return [self._outcome(future, self._futures.pop(future)) for future in done]

    def _outcome(self, future: distributed.Future[Tested], index: int) -> Tested:
        if future.status == "finished":
            tested: Tested = future.result()
            return tested
        if future.status == "cancelled":
            raise ClusterError(f"the Dask scheduler at {self.address} dropped program {index} "
                               "(its connection was lost, or it restarted)")
        exc = future.exception()
        if isinstance(exc, distributed.KilledWorker):
            return error_result(self.plan, index, "the Dask workers that ran it died "
                                f"(KilledWorker): {exc}")
        text = "".join(traceback.format_exception(exc))[-4000:]
        return error_result(self.plan, index, f"its Dask task failed: {text}")

    def close(self, *, graceful: bool) -> None:
        if self._closed:
            return
        self._closed = True
        with contextlib.suppress(Exception):
            if self._futures:
                self.client.cancel(list(self._futures), force=True)
            self._futures.clear()
            self.client.unregister_worker_plugin(self.resource)


_own_tmp: Path | None = None
_own_tmp_lock = threading.Lock()


def _prepare_worker_process() -> None:
    """Once per worker process: a temporary directory of its own, named by its pid as a local
    worker's is, so the leftovers of a worker killed with SIGKILL are recognized and removed
    by the next one on that machine."""
    global _own_tmp
    with _own_tmp_lock:
        if _own_tmp is not None:
            return
        root = Path(tempfile.gettempdir())
        clean_stale_tmp(root)
        own = root / f"{TMP_PREFIX}{os.getpid()}"
        own.mkdir(exist_ok=True)
        tempfile.tempdir = str(own)
        _own_tmp = own


def run_task(plan: Plan, index: int) -> Tested:
    """A Dask task: make, build, run and judge program ``index`` (``campaign.test_one``). A
    watcher kills what the task runs once its future is cancelled, so it ends at once."""
    _prepare_worker_process()
    worker = distributed.get_worker()
    key = worker.get_current_task()
    over = threading.Event()
    watcher = threading.Thread(target=_stop_when_cancelled,
                               args=(worker, key, over, threading.get_ident()), daemon=True)
    watcher.start()
    try:
        return test_one(plan, index)
    finally:
        over.set()
        watcher.join()


def _stop_when_cancelled(worker: distributed.Worker, key: Any, over: threading.Event,
                         thread: int) -> None:
    # Kill the process groups the task's thread runs (the remaining builds as they start),
    # never another thread's: the worker may meanwhile check itself for the next campaign.
    poll = _CANCEL_POLL_SECONDS
    while not over.wait(poll):
        task = worker.state.tasks.get(key)
        if task is None or task.state not in ("executing", "long-running"):
            sandbox.kill_active(thread)
            poll = _CANCEL_POLL_SECONDS / 20


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}".rstrip(": ")
