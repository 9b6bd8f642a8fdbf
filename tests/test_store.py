"""The store hands out typed records, reads a run directory it may not write, and answers a
damaged database with one line, changing nothing."""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from ccfuzz import campaign, compilers, oracle, tester
from ccfuzz.model import Ending, FindingKind, Origin, Program, ProgramStatus
from ccfuzz.store import DB_NAME, CampaignStatus, Store
from tests.conftest import FAKECC, require

LINES = 300
SOURCE = ("/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
          f"  for (int i = 0; i < {LINES}; i++) printf(\"%d: a line of output\\n\", 1234 + i);\n"
          "  return 0;\n}\n")
EXPECTED = "".join(f"{1234 + i}: a line of output\n" for i in range(LINES)).encode()
PROGRAMS = 20  # recorded: enough pages (40 KB of output) for the damage to land in one


@pytest.fixture(scope="module")
def rundir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A campaign over a directory of 21 programs, 20 of them recorded: each a wrong-code
    finding of the fake compiler against its expected output (one finding, 20 sightings)."""
    require("gcc")
    base = tmp_path_factory.mktemp("store")
    source_dir = base / "programs"
    source_dir.mkdir()
    for i in range(PROGRAMS + 1):
        (source_dir / f"p{i:02d}.c").write_text(SOURCE)
        (source_dir / f"p{i:02d}.expected").write_bytes(EXPECTED)
    compile_limits, run_limits = campaign.default_limits(30, 5)
    gcc = compilers.from_config("gcc", "gcc")
    fake = compilers.from_config("fakecc", str(FAKECC), family="gcc", opt_levels=["-O2"])
    plan = campaign.Plan(f"dir:{source_dir}", (gcc, fake), 1, compile_limits, run_limits)
    builds = [compilers.CompilerConfig(gcc, "-O0", compile_limits),
              compilers.CompilerConfig(fake, "-O2", compile_limits)]
    program = Program("p00.c", SOURCE, Origin("file", path=str(source_dir / "p00.c")),
                      expected_output=EXPECTED)
    observations = tester.observe(program, builds, run_limits)
    verdict = oracle.judge(program, builds, observations, oracle.OracleSettings(30, 5))
    assert [f.kind for f in verdict.findings] == [FindingKind.WRONG_CODE]
    run = base / "run"
    with Store(run, write=True) as store:
        cid = store.new_campaign(1, plan.source, campaign.plan_settings(plan, None, None),
                                 "test")
        for i in range(PROGRAMS):
            named = replace(program, name=f"p{i:02d}.c")
            store.record(cid, i, i, named, builds, observations, verdict, 0.5)
        store.set_campaign_state(cid, CampaignStatus.INTERRUPTED, 10.0)
    return run


def test_records_come_back_typed_as_they_were_recorded(rundir: Path) -> None:
    with Store(rundir, write=False) as store:
        [finding] = store.findings()
        assert finding.kind is FindingKind.WRONG_CODE and finding.count == PROGRAMS
        assert store.findings(FindingKind.COMPILER_CRASH) == []
        assert store.findings(FindingKind.WRONG_CODE) == [finding]
        assert finding.builds == ("fakecc -O2",)
        program = store.program(finding.program_id)
        assert program.status is ProgramStatus.OK and program.source == SOURCE
        assert program.expected == EXPECTED and program.origin.kind == "file"
        assert program.program().expected_output == EXPECTED
        gcc, fake = store.observations(program.id)
        assert (gcc.build, fake.build) == ("gcc -O0", "fakecc -O2")
        assert gcc.run is not None and gcc.run.status is Ending.EXITED
        assert gcc.run.stdout == EXPECTED[:8192]  # the store keeps 8 KB of output
        assert gcc.command[0].endswith("gcc") and "-O0" in gcc.command
        row = store.campaign()
        assert row.status is CampaignStatus.INTERRUPTED and row.ccfuzz_version == "test"
        assert store.program_counts(row.id) == {ProgramStatus.OK: PROGRAMS}
        assert store.build_count(row.id) == 2 * PROGRAMS and store.build_count(row.id + 1) == 0
        [seen] = store.campaign_sightings(row.id)
        assert (seen.finding_id, seen.count) == (finding.id, PROGRAMS)
        assert len(store.program_times(row.id)) == PROGRAMS
        assert store.unusual_programs(row.id, 5) == []


def _cli(*args: str, read_only_as_root: bool = False,
         cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """``ccfuzz ARGS`` in a process of its own; ``read_only_as_root``: without the
    capabilities that let root write where permissions say no."""
    argv = [sys.executable, "-m", "ccfuzz.cli", *args]
    if read_only_as_root and os.geteuid() == 0:
        require("setpriv")
        argv = ["setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner", *argv]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run(argv, capture_output=True, text=True, timeout=300, env=env, cwd=cwd)


@pytest.fixture
def read_only_copy(rundir: Path, tmp_path: Path) -> Iterator[Path]:
    copy = tmp_path / "archive"
    shutil.copytree(rundir, copy)
    with Store(copy, write=True):  # the last writer to close folds the log into the file
        pass
    assert not copy.joinpath(DB_NAME + "-wal").exists()  # as a campaign that ended leaves it
    files = [copy / DB_NAME, copy / "lock"]
    for f in files:
        f.chmod(0o444)
    copy.chmod(0o555)
    yield copy
    copy.chmod(0o755)


def test_a_read_only_run_directory_can_be_listed_shown_and_reported(
        read_only_copy: Path, tmp_path: Path) -> None:
    before = sorted(p.name for p in read_only_copy.iterdir())
    listed = _cli("findings", "--dir", str(read_only_copy), read_only_as_root=True)
    assert listed.returncode == 0 and "wrong-code" in listed.stdout, listed.stderr
    shown = _cli("show", "1", "--dir", str(read_only_copy), read_only_as_root=True)
    assert shown.returncode == 0, shown.stderr
    assert "wrong-code in fakecc" in shown.stdout and "read-only" in shown.stderr
    elsewhere = tmp_path / "f1.sh"
    shown = _cli("show", "1", "--dir", str(read_only_copy), "--script", str(elsewhere),
                 read_only_as_root=True)
    assert shown.returncode == 0 and elsewhere.exists(), shown.stderr
    report = _cli("report", "1", "--dir", str(read_only_copy), read_only_as_root=True)
    assert report.returncode == 0 and "# [fakecc] wrong code" in report.stdout, report.stderr
    page = tmp_path / "page.html"
    report = _cli("report", "--campaign", "--dir", str(read_only_copy), "-o", str(page),
                  read_only_as_root=True)
    assert report.returncode == 0 and page.exists(), report.stderr
    assert sorted(p.name for p in read_only_copy.iterdir()) == before


def test_a_read_only_directory_with_an_unreplayed_log_says_what_to_do(
        rundir: Path, tmp_path: Path) -> None:
    copy = tmp_path / "killed"
    shutil.copytree(rundir, copy)
    copy.joinpath(DB_NAME + "-shm").unlink(missing_ok=True)
    copy.joinpath(DB_NAME + "-wal").write_bytes(b"\0" * 4096)  # what a kill can leave
    copy.chmod(0o555)
    try:
        listed = _cli("findings", "--dir", str(copy), read_only_as_root=True)
    finally:
        copy.chmod(0o755)
    assert listed.returncode == 1 and "Traceback" not in listed.stderr
    assert "copy" in listed.stderr and len(listed.stderr.strip().splitlines()) == 1


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _damage(rundir: Path, copy: Path, page: int) -> Path:
    """A copy of ``rundir`` whose database has page ``page`` (counted from 0, as ``dd
    seek=``) overwritten with garbage; the path of that database."""
    shutil.copytree(rundir, copy)
    db = copy / DB_NAME
    assert db.stat().st_size > (page + 1) * 4096
    garbage = hashlib.sha512(str(page).encode()).digest() * 64  # fixed, for a stable test
    with db.open("r+b") as f:
        f.seek(page * 4096)
        f.write(garbage)
    return db


def _every_command_answers_in_one_line(rundir: Path, cwd: Path) -> list[str]:
    """Run the commands that read or resume on a damaged store: none may print a traceback
    or change the database; the commands that failed."""
    db = rundir / DB_NAME
    digest = _digest(db)
    commands = [("findings",), ("findings", "--json"), ("show", "1"), ("report", "1"),
                ("report", "--campaign"), ("hunt", "--resume", "--jobs", "1")]
    failed = []
    for command in commands:
        proc = _cli(*command, "--dir", str(rundir), cwd=cwd)
        assert "Traceback" not in proc.stderr, (command, proc.stderr)
        assert proc.returncode in (0, 1), (command, proc.returncode, proc.stderr)
        if proc.returncode == 1:
            assert len(proc.stderr.strip().splitlines()) == 1, (command, proc.stderr)
            failed.append(" ".join(command))
        assert _digest(db) == digest, command
    return failed


def test_a_damaged_store_gets_one_line_and_nothing_recorded_changes(
        rundir: Path, tmp_path: Path) -> None:
    # The issue's reproduction: dd if=/dev/urandom of=RUN/ccfuzz.sqlite bs=4096 seek=15
    # count=1 conv=notrunc. The readers may not need that page; a resume checks it all.
    damaged = tmp_path / "damaged"
    _damage(rundir, damaged, 15)
    assert "hunt --resume --jobs 1" in _every_command_answers_in_one_line(damaged, tmp_path)
    hunt = _cli("hunt", "--resume", "--dir", str(damaged), cwd=tmp_path)
    assert "damaged" in hunt.stderr and "nothing was written" in hunt.stderr
    # The page that holds the findings: every command needs it.
    with Store(rundir, write=False) as store:
        root = store.db.execute(
            "SELECT rootpage FROM sqlite_master WHERE name='findings'").fetchone()[0]
    findings_lost = tmp_path / "findings-lost"
    _damage(rundir, findings_lost, root - 1)
    failed = _every_command_answers_in_one_line(findings_lost, tmp_path)
    assert {"findings", "findings --json", "show 1", "report 1"} <= set(failed)


def test_the_issues_dd_on_copies_of_a_store_never_gets_a_traceback(
        rundir: Path, tmp_path: Path) -> None:
    """``dd if=/dev/urandom of=RUN/ccfuzz.sqlite bs=4096 seek=15 count=1 conv=notrunc``, as the
    issue reproduced it, on a few copies: whatever the random page breaks, one line at most."""
    require("dd")
    for copy in range(3):
        damaged = tmp_path / f"dd-{copy}"
        shutil.copytree(rundir, damaged)
        subprocess.run(["dd", "if=/dev/urandom", f"of={damaged / DB_NAME}", "bs=4096",
                        "seek=15", "count=1", "conv=notrunc"], check=True, capture_output=True)
        failed = _every_command_answers_in_one_line(damaged, tmp_path)
        assert "hunt --resume --jobs 1" in failed


def test_rows_that_make_no_sense_are_a_damaged_store(rundir: Path, tmp_path: Path) -> None:
    changed = tmp_path / "changed"
    shutil.copytree(rundir, changed)
    db = sqlite3.connect(changed / DB_NAME)
    db.execute("UPDATE programs SET status='\r%' WHERE id=1")  # as a random page can leave it
    db.execute("UPDATE findings SET evidence='{\"cut' WHERE id=1")
    db.commit()
    db.close()
    assert set(_every_command_answers_in_one_line(changed, tmp_path)) >= {
        "findings", "findings --json", "show 1", "report --campaign"}
