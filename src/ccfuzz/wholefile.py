"""Files written whole: a reader finds the old content or the new, never a part of it,
whatever stops ccfuzz meanwhile (Ctrl-C, SIGTERM, SIGKILL, a full disk)."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

# Beside the file while it is written; a run that was killed leaves one, which ``stale``
# finds for the next run to remove.
_PARTIAL = ".partial"


def write_whole(path: Path, data: bytes) -> None:
    """Write ``path`` so that it holds either its old content or ``data``, never a part."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}{_PARTIAL}")
    try:
        with tmp.open("wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)


def write_json(path: Path, value: Any) -> None:
    """``value`` as indented JSON, written whole."""
    write_whole(path, (json.dumps(value, indent=2) + "\n").encode())


def remove_stale(directory: Path) -> int:
    """Remove the partial files a killed writer left in ``directory`` (those of processes
    that are gone); how many."""
    removed = 0
    try:
        entries = list(directory.iterdir())
    except OSError:
        return 0
    for entry in entries:
        name = entry.name
        if not (name.startswith(".") and name.endswith(_PARTIAL)):
            continue
        pid = name[:-len(_PARTIAL)].rsplit(".", 2)[-2]
        if pid.isdigit() and _alive(int(pid)):
            continue
        entry.unlink(missing_ok=True)
        removed += 1
    return removed


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
