"""SIGKILL at any moment loses nothing whole: a triage killed in its reduction goes on, next
time, from the reduced.c it left, and the temporary directory of a killed run is removed by
the next run (and only that one: a running command's stays)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import ccfuzz
from ccfuzz.scratch import PREFIX
from ccfuzz.store import Store
from tests.conftest import fake_hunt
from tests.test_reduce_interrupt import _program


def _env(tmp: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(Path(ccfuzz.__file__).parents[1]),
            "TMPDIR": str(tmp)}


def _start(argv: list[str], tmp: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-m", "ccfuzz", *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, env=_env(tmp), start_new_session=True)


def _until(what: Callable[[], bool], proc: subprocess.Popen[bytes], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while not what() and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is None and what(), "the moment never came"


def _sessions(tmp: Path) -> list[Path]:
    return sorted(p for p in tmp.iterdir() if p.name.startswith(PREFIX))


def _listed(manifest: Path) -> int:
    try:
        return len(json.loads(manifest.read_text())["programs"])
    except (OSError, ValueError):
        return 0


def test_the_temporary_directory_of_a_killed_run_is_removed_by_the_next(
        tmp_path: Path) -> None:
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    killed = _start(["generate", "--count", "500", "--size", "20KB", "-o",
                     str(tmp_path / "a")], tmp)
    _until(lambda: _listed(tmp_path / "a" / "manifest.json") >= 1, killed, 120)
    [left] = _sessions(tmp)
    os.killpg(killed.pid, signal.SIGKILL)
    killed.wait()
    assert _sessions(tmp) == [left]  # SIGKILL: nothing cleaned up
    running = _start(["generate", "--count", "500", "--size", "20KB", "-o",
                      str(tmp_path / "b")], tmp)
    try:
        _until(lambda: _listed(tmp_path / "b" / "manifest.json") >= 1, running, 120)
        [live] = [p for p in _sessions(tmp) if p != left]
        next_run = subprocess.run(
            [sys.executable, "-m", "ccfuzz", "generate", "--seed", "1", "--size", "1KB", "-o",
             str(tmp_path / "p.c")], env=_env(tmp), capture_output=True, check=False)
        assert next_run.returncode == 0, next_run.stderr
        assert _sessions(tmp) == [live]  # the killed run's is gone, the running one's stays
    finally:
        running.send_signal(signal.SIGTERM)
        _, err = running.communicate(timeout=60)
    assert running.returncode == 130, err
    assert _sessions(tmp) == []  # a stopped run removes its own


@pytest.mark.slow
def test_triage_killed_in_its_reduction_goes_on_from_what_it_kept(tmp_path: Path) -> None:
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "big.c").write_text(_program())
    with fake_hunt(tmp_path, seeds) as run:
        with Store(run, write=False) as store:
            [finding] = [f for f in store.findings() if f.kind == "wrong-code"]
            original = len((store.program(finding.program_id).source or "").encode())
        reduced = run / "bundles" / f"finding-{finding.id}" / "reduced.c"
        # Short enough that the sandboxed C-Vise gets its directory in the session's too.
        tmp = Path(tempfile.mkdtemp(prefix="k56-", dir="/tmp"))
        try:
            _kill_and_go_on(run, finding.id, reduced, original, tmp)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


def _kill_and_go_on(run: Path, finding_id: int, reduced: Path, original: int,
                    tmp: Path) -> None:
    """Kill a triage of ``finding_id`` in its reduction, then triage again."""
    argv = ["triage", str(finding_id), "--dir", str(run), "--jobs", "2"]
    first = _start(argv, tmp)

    def smaller() -> bool:
        return reduced.exists() and reduced.stat().st_size < original * 0.7
    _until(smaller, first, 300)
    os.killpg(first.pid, signal.SIGKILL)  # the whole of it: ccfuzz, C-Vise, the checks
    first.wait()
    kept = reduced.read_bytes()
    with Store(run, write=False) as store:
        assert store.reduction(finding_id) is None  # nothing recorded: killed outright
    assert len(_sessions(tmp)) == 1
    again = subprocess.run([sys.executable, "-m", "ccfuzz", *argv, "--reduce-timeout", "5"],
                           env=_env(tmp), capture_output=True, check=False, timeout=900)
    said = again.stderr.decode()
    assert "going on from the stopped reduction" in said, said
    assert f"continuing from reduced.c ({len(kept)} bytes)" in said, said
    assert len(reduced.read_bytes()) <= len(kept)
    assert list(tmp.iterdir()) == []  # the killed run's files (C-Vise's, the checks') too
