"""What ``hunt`` and ``passes`` share: running a campaign with its progress display and its
signals, a Dask cluster's admission, the lines said at the end, ``--triage``."""

from __future__ import annotations

import contextlib
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ccfuzz.commands.options import EXIT_INTERRUPTED, default_jobs, interrupt
from ccfuzz.console import err, out

if TYPE_CHECKING:
    from ccfuzz import campaign
    from ccfuzz.cluster import Connection, DaskPool
    from ccfuzz.store import Store


def say_stopped(stats: campaign.Stats) -> None:
    if stats.stopped_at_deadline:
        out().print(f"{stats.stopped_at_deadline} programs in flight were stopped at the time "
                    "limit, not recorded (hunt --resume --minutes N tests them again)",
                    markup=False)


def run_campaign(store: Store, campaign_id: int, plan: campaign.Plan,
                 workers: campaign.Workers, *, programs: int | None, minutes: float | None,
                 started: float, elapsed_before: float = 0.0) -> campaign.Stats:
    """Run the campaign with a progress display until its budget is spent or it is stopped;
    a time budget counts from ``started`` (``time.monotonic()``), the command's start."""
    import threading

    from ccfuzz import campaign
    from ccfuzz.progress import LiveProgress, PlainProgress

    # Both stop the campaign cleanly; SIGINT explicitly too, since a shell starts background
    # jobs with SIGINT ignored and Python then never raises KeyboardInterrupt.
    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGINT, interrupt)
    # SIGUSR1: hand out no more programs, record those in flight, then stop (interrupted).
    drain = threading.Event()
    signal.signal(signal.SIGUSR1, lambda signum, frame: drain.set())
    display = LiveProgress(err()) if err().is_terminal else PlainProgress()
    with display:
        return campaign.run(store, campaign_id, plan, workers=workers, programs=programs,
                            minutes=minutes, progress=display, elapsed_before=elapsed_before,
                            draining=drain.is_set,
                            setup_seconds=time.monotonic() - started)


def connect(address: str | None) -> Connection | None:
    """The Dask cluster of ``--cluster``, checked before anything is written."""
    if address is None:
        return None
    from ccfuzz import cluster

    return cluster.connect(address)


def admit(connection: Connection, plan: campaign.Plan, jobs: int | None) -> DaskPool:
    remote, refused = connection.admit(plan, jobs)
    for line in refused:
        err().print(f"ccfuzz: {line}", markup=False)
    return remote


def cluster_line(remote: DaskPool) -> str:
    return (f"{remote.admitted} Dask workers at {remote.address} "
            f"({remote.capacity} programs in flight)")


@contextlib.contextmanager
def closing(connection: Connection | None) -> Iterator[None]:
    try:
        yield
    finally:
        if connection is not None:
            connection.close()


def interrupted(rundir: Path) -> int:
    out().print(f"interrupted; continue with: ccfuzz hunt --resume --dir {rundir}")
    return EXIT_INTERRUPTED


def existing_store(rundir: Path) -> Store:
    """The store of a run directory that must hold one already, opened for writing."""
    from ccfuzz.store import Store

    return Store(rundir, write=True, create=False)


def triage_campaign(store: Store, campaign_id: int, rundir: Path, jobs: int | None) -> int:
    """``--triage``: each distinct finding the campaign saw that has no complete triage yet
    (Ctrl-C keeps what was concluded; ``ccfuzz triage`` goes on)."""
    from ccfuzz.triage.command import triage_and_print
    from ccfuzz.triage.engine import Options, untriaged

    ids = untriaged(store, (s.finding_id for s in store.campaign_sightings(campaign_id)))
    out().print(f"triaging {len(ids)} finding(s)", markup=False)
    return triage_and_print(store, rundir, Options(jobs=jobs or default_jobs()), ids)
