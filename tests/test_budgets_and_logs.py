"""Budgets and logs: ``--minutes`` bounds the whole command; output that is not a terminal
gets plain, whole lines and tables; help texts say defaults and exclusions; an interrupted
isolation is stored beside a complete one."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import ccfuzz
from ccfuzz.store import IsolationRow, Store
from tests.conftest import FAKECC, require

ENV = {**{k: v for k, v in os.environ.items() if k != "COLUMNS"},
       "PYTHONPATH": str(Path(ccfuzz.__file__).parents[1])}


def _ccfuzz(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ccfuzz.cli", *args], capture_output=True,
                          text=True, env=ENV, timeout=timeout)


def test_minutes_stops_the_programs_in_flight_at_the_deadline(tmp_path: Path) -> None:
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    # The fake compiler never finishes; the compile limit (120 s) is far past the budget.
    (seeds / "hang.c").write_text("/* CCFUZZ_FAKE_HANG */\nint main(void) { return 0; }\n")
    config = tmp_path / "ccfuzz.toml"
    config.write_text(f'[compilers.fakecc]\npath = "{FAKECC}"\nfamily = "gcc"\n'
                      'opt_levels = ["-O0"]\n[limits]\ncompile_timeout = 120\n'
                      'run_timeout = 2\n')
    began = time.monotonic()
    done = _ccfuzz("hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc",
                   "--config", str(config), "--dir", str(tmp_path / "run"), "--seed", "1",
                   "--jobs", "1", "--minutes", "0.1", timeout=300)
    seconds = time.monotonic() - began
    assert done.returncode == 0, done.stderr
    # A 6 s budget; generous for a loaded machine, far below the 120 s compile limit.
    assert seconds < 60, seconds
    assert "1 programs in flight were stopped at the time limit" in done.stdout
    assert "\r" not in done.stderr and "\x1b" not in done.stderr


def test_hunt_help_says_what_excludes_what_and_the_defaults() -> None:
    text = " ".join(_ccfuzz("hunt", "--help").stdout.split())
    assert "(excludes --programs; default: no time limit)" in text
    assert "(excludes --minutes; default: every program of a dir: source" in text
    assert "set-up included" in text
    refused = _ccfuzz("hunt", "--minutes", "1", "--programs", "2")
    assert refused.returncode == 2
    assert "not allowed with argument --minutes" in refused.stderr


def test_tables_are_whole_when_piped() -> None:
    require("gcc")
    listed = _ccfuzz("compilers")
    assert listed.returncode == 0, listed.stderr
    assert "…" not in listed.stdout
    gcc = next(line for line in listed.stdout.splitlines() if "/usr/bin/gcc" in line)
    version = subprocess.run(["gcc", "--version"], capture_output=True,
                             text=True).stdout.splitlines()[0]
    assert version in gcc  # the whole version line, in the same row as the path


@pytest.mark.parametrize("complete_first", [True, False])
def test_an_interrupted_isolation_goes_beside_a_complete_one(tmp_path: Path,
                                                             complete_first: bool) -> None:
    ranking = {"files": [{"file": "tccgen.c", "score": 0.5, "rank": 1}], "functions": []}

    def row(complete: bool, witnesses: int) -> IsolationRow:
        return IsolationRow(1, "diwi", "reduced", "tcc-cov 0.9.27", witnesses, 40, 7,
                            complete, ranking, 3.5, 0.0)

    with Store(tmp_path, write=True) as store:
        if complete_first:
            assert store.record_isolation(row(True, 12)).method == "diwi"
            stored = store.record_isolation(row(False, 3))
            assert stored.method == "diwi/interrupted"
            assert [(r.method, r.complete, r.witnesses) for r in store.isolations(1)] == [
                ("diwi", True, 12), ("diwi/interrupted", False, 3)]
        else:  # a partial one first: the complete one replaces it
            store.record_isolation(row(False, 3))
            store.record_isolation(row(True, 12))
            assert [(r.method, r.complete) for r in store.isolations(1)] == [("diwi", True)]
