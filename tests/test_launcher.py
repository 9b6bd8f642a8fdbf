"""The launcher that starts sandboxed processes (``sandbox.launcher``, ``launch.c``): where it
is built and kept, and what happens where it cannot be. (``test_sandbox.py`` runs every
sandbox test with it and without it.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz import sandbox
from ccfuzz.model import Ending
from ccfuzz.sandbox import Limits


def test_the_launcher_is_built_once_and_kept(private_tmp: Path, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(sandbox, "_launcher_path", sandbox._launcher_path)  # restored after
    monkeypatch.setattr(sandbox, "_launcher_known", False)
    built = sandbox.launcher()
    assert built is not None and Path(built).parent == tmp_path / "cache" / "ccfuzz"
    stamp = Path(built).stat().st_mtime_ns
    monkeypatch.setattr(sandbox, "_launcher_known", False)  # a new ccfuzz process
    monkeypatch.setattr(sandbox, "_LAUNCHER_COMPILERS", ("ccfuzz-no-such-cc",))
    assert sandbox.launcher() == built and Path(built).stat().st_mtime_ns == stamp
    # No compiler and nothing in the cache: preexec_fn, and processes start all the same.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "empty"))
    monkeypatch.setattr(sandbox, "_launcher_known", False)
    assert sandbox.launcher() is None
    r = sandbox.run(["sh", "-c", "echo hi"], limits=Limits(wall_seconds=10))
    assert (r.ending, r.stdout) == (Ending.EXITED, b"hi\n")
    # A broken file in the cache is not used.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    Path(built).write_bytes(b"#!/bin/sh\nexit 3\n")
    monkeypatch.setattr(sandbox, "_launcher_known", False)
    assert sandbox.launcher() is None
