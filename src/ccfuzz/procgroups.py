"""Process groups of sandboxed processes: kill them, and wait until they are gone.

Every process ``sandbox.run`` starts leads a process group of its own; these take the group
down with whatever the process started in it.
"""

from __future__ import annotations

import contextlib
import os
import signal
import time
from pathlib import Path

# The groups ``sandbox.run`` is running right now, each with the thread that runs it.
active: dict[int, int] = {}


def kill_active(thread: int | None = None) -> None:
    """Kill every process group this process is running right now (for a signal handler
    that is about to ``os._exit``: no ``finally`` will run), or only those the thread
    ``thread`` (a ``threading.get_ident()``) runs, leaving other threads' runs alone."""
    for pgid, owner in list(active.items()):
        if thread is None or owner == thread:
            kill_group(pgid, signal.SIGKILL)


def kill_groups_under(directory: Path) -> None:
    """Kill the process groups of processes whose working directory lies in ``directory``,
    and wait (briefly) until they are gone.

    Every sandboxed process starts in its private directory and its children inherit it, so
    this finds what a worker killed with SIGKILL could not take down with it, and what a
    process without a PID namespace left behind in a session of its own.
    """
    prefix = str(directory.resolve())
    own_group = os.getpgrp()
    killed = set()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            cwd = os.readlink(f"/proc/{entry}/cwd")
            pgid = os.getpgid(int(entry))
        except OSError:
            continue
        if (cwd == prefix or cwd.startswith(prefix + "/")) and pgid != own_group:
            kill_group(pgid, signal.SIGKILL)
            killed.add(pgid)
    for pgid in killed:
        await_group_exit(pgid)


def kill_group(pgid: int, sig: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, sig)


def await_group_exit(pgid: int, limit_seconds: float = 1.0) -> None:
    """Wait (briefly) until a killed group is gone: SIGKILL is delivered asynchronously, and
    a caller that looks right after ``run`` returns must not find a dying stray still there.
    Zombies count as members until their parent reaps them, hence the bound."""
    end = time.monotonic() + limit_seconds
    while True:
        try:
            os.killpg(pgid, 0)
        except (ProcessLookupError, PermissionError):
            return
        if time.monotonic() >= end:
            return
        time.sleep(0.002)
