"""The installed gcc, clang-14 and tcc, discovered and driven for real."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ccfuzz import cli, compilers
from ccfuzz.errors import UnknownCompilerError
from tests.conftest import require

CCFUZZ = [sys.executable, "-m", "ccfuzz.cli"]


def test_discovers_the_installed_compilers_with_versions() -> None:
    require("gcc", "clang-14", "tcc")
    found = {c.name: c for c in compilers.discover()}
    assert {"gcc", "clang-14", "tcc"} <= set(found) | {a for c in found.values()
                                                       for a in c.aliases}
    assert "gcc" in found["gcc"].version and "clang version 14" in found["clang-14"].version
    assert found["tcc"].version.startswith("tcc version")
    assert found["gcc"].opt_levels == ("-O0", "-O1", "-O2", "-Os", "-O3")
    assert found["tcc"].opt_levels == ("-O0",)


def test_alias_selection_keeps_the_typed_name() -> None:
    require("gcc")
    available = compilers.discover()
    gcc = next(c for c in available if c.name == "gcc")
    if gcc.aliases:
        [chosen] = compilers.select(available, [gcc.aliases[0]])
        assert chosen.name == gcc.aliases[0] and chosen.path == gcc.path
    with pytest.raises(UnknownCompilerError, match="discovered: gcc"):
        compilers.select(available, ["gcc-99"])


def test_compilers_command_lists_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["compilers", "--json"]) == 0
    names = {c["name"] for c in json.loads(capsys.readouterr().out)}
    assert "gcc" in names


def test_tcc_refusing_int128_is_no_finding(tmp_path: Path, private_tmp: Path) -> None:
    """``__int128`` is a GNU extension tcc does not have (oracle.LACKS): its rejection leaves
    the program to the other builds, and is no rejects-valid finding."""
    require("gcc", "clang-14", "tcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "int128.c").write_text(
        "#include <stdio.h>\n__int128 big = 1;\n"
        "int main(void) { big <<= 70; printf(\"%d\\n\", (int)(big >> 69)); return 0; }\n")
    (seeds / "int128.expected").write_text("2\n")
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,clang-14,tcc",
                     "--dir", str(rundir), "--jobs", "2"]) == 0
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    assert db.execute("SELECT kind, compiler FROM findings").fetchall() == []
    statuses = dict(db.execute("SELECT compiler, build_status FROM observations WHERE "
                               "compiler = 'tcc'").fetchall())
    assert statuses == {"tcc": "rejected"}
    assert db.execute("SELECT status FROM programs").fetchall() == [("ok",)]


@pytest.mark.slow
def test_short_csmith_campaign_records_every_program(tmp_path: Path, private_tmp: Path) -> None:
    require("csmith", "gcc", "clang-14", "tcc")
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--compilers", "gcc,clang-14,tcc", "--programs", "4", "--seed", "3",
                     "--dir", str(rundir), "--jobs", "2", "--run-timeout", "2",
                     "--builds", "classic", "--swarm", "0"]) == 0
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = db.execute("SELECT idx, name, status FROM programs ORDER BY idx").fetchall()
    assert [r[0] for r in rows] == [0, 1, 2, 3]
    assert all(r[1].startswith("csmith-") for r in rows)
    assert {r[2] for r in rows} <= {"ok", "skipped", "inconclusive", "invalid"}
    per_program = db.execute("SELECT COUNT(*) FROM observations GROUP BY program_id").fetchall()
    assert all(n == (11,) for n in per_program)  # gcc x5 + clang-14 x5 + tcc x1


@pytest.mark.slow
def test_ctrl_c_stops_cleanly_and_resume_goes_on(tmp_path: Path, private_tmp: Path) -> None:
    require("csmith", "gcc")
    rundir = tmp_path / "run"
    env = {**os.environ, "TMPDIR": str(private_tmp)}
    jobs = (os.cpu_count() or 1) + 1  # not the default: --resume must keep it
    proc = subprocess.Popen([*CCFUZZ, "hunt", "--compilers", "gcc", "--seed", "11",
                             "--dir", str(rundir), "--jobs", str(jobs)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    db_path = rundir / "ccfuzz.sqlite"
    deadline = time.monotonic() + 120
    while True:
        assert proc.poll() is None and time.monotonic() < deadline
        if db_path.exists():
            try:
                if sqlite3.connect(db_path).execute("SELECT COUNT(*) FROM programs"
                                                    ).fetchone()[0] >= 2:
                    break
            except sqlite3.OperationalError:
                pass
        time.sleep(0.1)
    os.killpg(proc.pid, signal.SIGINT)  # what a terminal's Ctrl-C does
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 130, err
    assert "hunt --resume" in out
    db = sqlite3.connect(db_path)
    assert db.execute("SELECT status FROM campaigns").fetchone()[0] == "interrupted"
    count = db.execute("SELECT COUNT(*) FROM programs").fetchone()[0]
    resumed = subprocess.run([*CCFUZZ, "hunt", "--resume", "--programs", str(count + 2),
                              "--dir", str(rundir)], env=env, capture_output=True, text=True,
                             timeout=300)
    assert resumed.returncode == 0, resumed.stderr
    assert f"{jobs} workers" in resumed.stdout
    idx = [r[0] for r in db.execute("SELECT idx FROM programs ORDER BY idx")]
    assert idx == list(range(count + 2))
