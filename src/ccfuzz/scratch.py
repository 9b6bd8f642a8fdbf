"""Each command's temporary files in one directory of its own, removed when it ends; those
of a run that was killed (SIGKILL, the OOM killer, a power cut) are removed by the next.

``session()`` makes ``$TMPDIR/ccfuzz-run-PID-START`` (START: the process's start time, so
that a reused PID is told apart) and points ``tempfile`` and ``TMPDIR`` at it, for ccfuzz
and for whatever it starts (C-Vise, workers, compilers). Before that it removes every such
directory of the same user whose process is gone. Where the directory's path is so long that
a Unix socket in a sandboxed process's directory made in it would not fit (107 bytes:
Python's multiprocessing, which C-Vise uses, makes them there), only ccfuzz's own temporary
directories go in it: the processes it starts keep the ``TMPDIR`` it was given, and the
sandbox makes their private directories there (``process_root``).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

PREFIX = "ccfuzz-run-"
# The longest session path handed on in TMPDIR: a socket path must fit in 107 bytes, and
# that of a multiprocessing manager in a sandboxed process (C-Vise's) is
# TMPDIR/ccfuzz-XXXXXXXX/pymp-XXXXXXXX/listener-XXXXXXXX, 48 more; 8 to spare.
_LONGEST_SHARED = 107 - 56


def _started(pid: int) -> str | None:
    """The start time of process ``pid`` (clock ticks since boot), None when it is gone."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rpartition(")")[2].split()[19]


def _own_name() -> str:
    pid = os.getpid()
    return f"{PREFIX}{pid}-{_started(pid) or 0}"


def remove_stale(base: Path) -> list[Path]:
    """Remove the session directories in ``base`` whose process is gone; those removed."""
    removed: list[Path] = []
    try:
        entries = list(base.iterdir())
    except OSError:
        return removed
    uid = os.getuid()
    for entry in entries:
        if not entry.name.startswith(PREFIX):
            continue
        pid, _, start = entry.name[len(PREFIX):].partition("-")
        try:
            if entry.lstat().st_uid != uid or not entry.is_dir() or entry.is_symlink():
                continue
        except OSError:
            continue
        if pid.isdigit() and _started(int(pid)) == start:
            continue  # its process still runs
        shutil.rmtree(entry, ignore_errors=True)
        removed.append(entry)
    return removed


_process_root: str | None = None  # where sandboxed processes get their directories


def process_root() -> str | None:
    """Where the sandbox makes a process's private directory: the session directory, or the
    command's own ``TMPDIR`` when the session's path is too long to hand on (None: no session,
    ``tempfile``'s default)."""
    return _process_root


@contextlib.contextmanager
def session() -> Iterator[Path]:
    """A temporary directory for everything this process and its children make, removed at
    the end; stale ones of killed runs go first."""
    base = Path(tempfile.gettempdir())
    remove_stale(base)
    own = base / _own_name()
    own.mkdir(mode=0o700, exist_ok=True)
    global _process_root
    saved_env, saved_dir, saved_root = os.environ.get("TMPDIR"), tempfile.tempdir, _process_root
    if len(str(own)) <= _LONGEST_SHARED:
        os.environ["TMPDIR"] = str(own)
        _process_root = str(own)
    else:
        _process_root = str(base)
    tempfile.tempdir = str(own)
    try:
        yield own
    finally:
        _process_root = saved_root
        tempfile.tempdir = saved_dir
        if saved_env is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = saved_env
        shutil.rmtree(own, ignore_errors=True)
