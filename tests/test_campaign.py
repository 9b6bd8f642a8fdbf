"""Campaign behaviour: determinism, bad input, locking, a SIGKILL and --resume."""

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

from ccfuzz import cli
from ccfuzz.errors import StoreError, StoreLockedError
from ccfuzz.pool import LocalPool
from ccfuzz.sources import derive_seed
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.store import Store
from tests.conftest import fake_config, pids_with_cmdline, require

CCFUZZ = [sys.executable, "-m", "ccfuzz.cli"]


@pytest.mark.slow
def test_same_seed_same_programs() -> None:
    require("csmith")
    a, b = CsmithSource(), CsmithSource()
    seeds = [derive_seed(5, i) for i in range(3)]
    assert [a.program(i, s).source for i, s in enumerate(seeds)] == \
        [b.program(i, s).source for i, s in enumerate(seeds)]
    assert derive_seed(5, 0) != derive_seed(6, 0) and derive_seed(0, 0) != derive_seed(0, 1)


def test_csmith_programs_are_self_contained() -> None:
    require("csmith")
    program = CsmithSource().program(0, 1)
    assert '#include "csmith.h"' not in program.source
    assert "crc32_gentab" in program.source and "checksum = %X" in program.source


def test_bad_files_in_a_seed_directory_are_recorded_as_invalid(
        tmp_path: Path, private_tmp: Path, capsys: pytest.CaptureFixture[str]) -> None:
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "notes.txt").write_text("not a program")
    (seeds / "broken.c").write_text("int main(void) { return 0 }\n")
    (seeds / "latin1.c").write_bytes(b"/* caf\xe9 */ int main(void) { return 0; }\n")
    (seeds / "good.c").write_text('#include <stdio.h>\nint main(void){puts("hi");return 0;}\n')
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,clang-14",
                     "--dir", str(rundir), "--jobs", "1"]) == 0
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = dict(db.execute("SELECT name, status || ': ' || reason FROM programs"))
    assert rows["good.c"].startswith("ok")
    assert rows["notes.txt"].startswith("invalid: notes.txt: not a C source file")
    assert rows["latin1.c"].startswith("invalid: latin1.c: not UTF-8")
    assert rows["broken.c"].startswith("invalid: rejected by every build")
    assert "expected ';'" in rows["broken.c"]
    assert db.execute("SELECT COUNT(*) FROM findings").fetchone()[0] == 0


def test_links_pipes_and_devices_in_a_seed_directory_are_recorded_as_invalid(
        tmp_path: Path, private_tmp: Path) -> None:
    """Whatever sits in the directory is a program, and nothing in it can stall the
    campaign: a FIFO is never opened (a reader would wait for a writer forever)."""
    require("gcc")
    seeds = tmp_path / "seeds"
    (seeds / "sub").mkdir(parents=True)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "hidden.c").write_text("int main(void) { return 0; }\n")
    (seeds / "good.c").write_text('#include <stdio.h>\nint main(void){puts("hi");return 0;}\n')
    (seeds / "fed.c").write_text("int main(void) { return 0; }\n")
    os.mkfifo(seeds / "fed.in")  # a companion that is a FIFO
    (seeds / "gone.c").symlink_to(tmp_path / "nowhere.c")
    (seeds / "loop.c").symlink_to(seeds / "loop.c")
    (seeds / "null.c").symlink_to("/dev/null")
    (seeds / "linked").symlink_to(elsewhere)
    (seeds / "linked.c").symlink_to(seeds / "good.c")  # a link to a regular file is read
    os.mkfifo(seeds / "sub" / "pipe.c")
    os.mkfifo(seeds / "notes")
    rundir = tmp_path / "run"
    subprocess.run([*CCFUZZ, "hunt", "--source", f"dir:{seeds}", "--compilers", "gcc",
                    "--dir", str(rundir), "--jobs", "1"], check=True, timeout=300,
                   env={**os.environ, "TMPDIR": str(private_tmp)}, capture_output=True)
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = dict(db.execute("SELECT name, status || ': ' || reason FROM programs"))
    assert rows.pop("good.c").startswith("ok") and rows.pop("linked.c").startswith("ok")
    assert rows == {
        "fed.c": "invalid: fed.in: a named pipe (FIFO), not a regular file",
        "gone.c": f"invalid: gone.c: a dangling symbolic link (to {tmp_path / 'nowhere.c'})",
        "loop.c": "invalid: loop.c: cannot be read: Too many levels of symbolic links",
        "null.c": "invalid: null.c: a character device, not a regular file",
        "linked": "invalid: linked: a directory (links to directories are not followed), "
                  "not a regular file",
        "sub/pipe.c": "invalid: sub/pipe.c: a named pipe (FIFO), not a regular file",
        "notes": "invalid: notes: a named pipe (FIFO), not a regular file",
    }


def test_unknown_compiler_is_a_clear_error(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["hunt", "--compilers", "gcc,nosuchcc", "--dir", str(tmp_path / "r"),
                     "--programs", "1"])
    err = capsys.readouterr().err
    assert code == 1
    assert "unknown compiler 'nosuchcc'" in err and "gcc" in err and "clang-14" in err
    assert not (tmp_path / "r").exists()  # nothing half-written, not even the run directory


def test_unwritable_run_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    code = cli.main(["hunt", "--dir", str(blocker / "run"), "--programs", "1"])
    assert code == 1 and "cannot create run directory" in capsys.readouterr().err
    with pytest.raises(StoreError):
        Store(blocker / "run", write=True)


def test_run_directory_held_by_another_process(tmp_path: Path) -> None:
    with Store(tmp_path, write=True), pytest.raises(StoreLockedError, match="in use"):
        Store(tmp_path, write=True)
    with Store(tmp_path, write=True):  # released when closed
        pass


def test_reading_a_missing_store_is_a_clear_error(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["findings", "--dir", str(tmp_path / "nothing")]) == 1
    assert "no ccfuzz database" in capsys.readouterr().err


def _count(rundir: Path, sql: str) -> int:
    try:
        db = sqlite3.connect(rundir / "ccfuzz.sqlite", timeout=5)
        value: int = db.execute(sql).fetchone()[0]
        db.close()
        return value
    except sqlite3.OperationalError:
        return 0


@pytest.mark.slow
def test_sigkill_loses_no_finding_and_resume_completes(tmp_path: Path, private_tmp: Path) -> None:
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    n = 10
    for i in range(n):
        (seeds / f"p{i:02}.c").write_text(
            f"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\n"
            f"int main(void) {{ printf(\"%d\\n\", 1234 + {i}); return 0; }}\n")
    config = fake_config(tmp_path, levels=("-O0", "-O1", "-O2", "-O3"))
    rundir = tmp_path / "run"
    args = ["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc", "--config",
            str(config), "--dir", str(rundir), "--jobs", "1"]
    env = {**os.environ, "TMPDIR": str(private_tmp)}
    proc = subprocess.Popen([*CCFUZZ, *args], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 120
    while _count(rundir, "SELECT COUNT(*) FROM programs") < 3:
        assert proc.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    before = _count(rundir, "SELECT COUNT(*) FROM programs")
    assert 3 <= before < n
    assert _count(rundir, "SELECT count FROM findings") == before
    # The orphaned worker gets SIGTERM from the kernel (PR_SET_PDEATHSIG) and goes, taking
    # its compiler with it.
    deadline = time.monotonic() + 10
    while pids_with_cmdline(f"TMPDIR={private_tmp}", "environ"):
        assert time.monotonic() < deadline, "worker processes outlived the campaign"
        time.sleep(0.1)

    done = subprocess.run([*CCFUZZ, "hunt", "--resume", "--dir", str(rundir), "--config",
                           str(config)], env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert "resuming campaign 1" in done.stdout
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    assert sorted(r[0] for r in db.execute("SELECT idx FROM programs")) == list(range(n))
    assert db.execute("SELECT status FROM campaigns").fetchone()[0] == "done"
    findings = json.loads(subprocess.run([*CCFUZZ, "findings", "--json", "--dir", str(rundir)],
                                         capture_output=True, text=True, check=True).stdout)
    assert [(f["kind"], f["compiler"], f["count"]) for f in findings] == \
        [("wrong-code", "fakecc", n)]
    again = subprocess.run([*CCFUZZ, "hunt", "--resume", "--dir", str(rundir)], env=env,
                           capture_output=True, text=True, timeout=60)
    assert again.returncode == 1 and "is finished" in again.stderr


@pytest.mark.slow
def test_elapsed_time_is_stored_while_programs_run(tmp_path: Path, private_tmp: Path) -> None:
    """One program whose runs take a minute: no program finishes while the campaign is
    watched, yet its stored elapsed time grows, so a SIGKILL loses at most a second of it."""
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "slow.c").write_text("#include <unistd.h>\nint main(void) { sleep(120); }\n")
    rundir = tmp_path / "run"
    env = {**os.environ, "TMPDIR": str(private_tmp)}
    proc = subprocess.Popen(
        [*CCFUZZ, "hunt", "--source", f"dir:{seeds}", "--compilers", "gcc", "--run-timeout",
         "60", "--dir", str(rundir), "--jobs", "1"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started = time.monotonic()
    try:
        deadline = started + 120
        while _count(rundir, "SELECT COALESCE(MAX(elapsed), 0) FROM campaigns") < 3:
            assert proc.poll() is None and time.monotonic() < deadline, \
                "the campaign's elapsed time was not stored while it ran"
            time.sleep(0.1)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    lived = time.monotonic() - started
    assert _count(rundir, "SELECT COUNT(*) FROM programs") == 0
    assert 3 <= _count(rundir, "SELECT elapsed FROM campaigns") <= lived
    deadline = time.monotonic() + 10
    while pids_with_cmdline(f"TMPDIR={private_tmp}", "environ"):
        assert time.monotonic() < deadline, "worker processes outlived the campaign"
        time.sleep(0.1)
    # SIGKILL leaves the campaign's temporary directory; the next command removes it.
    assert [p.name.startswith("ccfuzz-run-") for p in private_tmp.iterdir()] == [True]
    subprocess.run([*CCFUZZ, "findings", "--dir", str(rundir)], env=env, check=True,
                   capture_output=True)


def test_database_held_by_another_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    rundir = tmp_path / "run"
    with Store(rundir, write=True):
        pass
    other = sqlite3.connect(rundir / "ccfuzz.sqlite", isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # e.g. someone's sqlite3 shell in the middle of an edit
    monkeypatch.setattr("ccfuzz.store.BUSY_SECONDS", 0.2)
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "a.c").write_text("int main(void) { return 0; }\n")
    code = cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc",
                     "--dir", str(rundir)])
    assert code == 1 and "held by another process" in capsys.readouterr().err
    other.execute("ROLLBACK")
    assert _count(rundir, "SELECT COUNT(*) FROM campaigns") == 0


@pytest.mark.slow
def test_a_worker_killed_mid_program_is_recorded_and_the_campaign_goes_on(
        tmp_path: Path, private_tmp: Path) -> None:
    require("gcc")
    from ccfuzz import campaign, compilers, config

    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "a_hang.c").write_text("/* CCFUZZ_FAKE_HANG */\nint main(void) { return 0; }\n")
    (seeds / "b.c").write_text("int main(void) { return 0; }\n")
    cfg = config.load(fake_config(tmp_path, levels=("-O0",)))
    [entry] = cfg.compilers
    fake = compilers.from_config(entry.name, entry.path, family=entry.family,
                                 opt_levels=entry.opt_levels)
    compile_limits, run_limits = campaign.default_limits(30, 2)
    plan = campaign.Plan(f"dir:{seeds}", (fake,), 1, compile_limits, run_limits)

    def kill_the_worker() -> None:
        # once the fake compiler hangs, SIGKILL the worker running it
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            ours = set(pids_with_cmdline(f"TMPDIR={private_tmp}", "environ"))
            sleepers = ours & set(pids_with_cmdline("3600.4242"))
            workers = [p for p in pids_with_cmdline("spawn_main")
                       if p in pids_with_cmdline(f"TMPDIR={private_tmp}\0", "environ")]
            if sleepers and len(workers) == 1:
                os.kill(workers[0], signal.SIGKILL)
                return
            time.sleep(0.05)

    import threading

    killer = threading.Thread(target=kill_the_worker)
    killer.start()
    with Store(tmp_path / "run", write=True) as store:
        cid = store.new_campaign(1, plan.source, campaign.plan_settings(plan, None, None), "t")
        stats = campaign.run(store, cid, plan, workers=LocalPool(plan, 1), programs=None,
                             minutes=None, progress=_Quiet())
        killer.join()
        rows = dict(store.db.execute("SELECT name, status || ': ' || reason FROM programs"))
    assert not stats.interrupted
    assert rows.get("b.c", "").startswith("ok"), rows
    assert rows["program-0"].startswith("error: ") and "its worker died (killed by SIGKILL)" in \
        rows["program-0"]
    assert len(rows) == 2
    # the orphaned child of the fake compiler was killed with its worker
    assert set(pids_with_cmdline("3600.4242")) & set(
        pids_with_cmdline(f"TMPDIR={private_tmp}", "environ")) == set()


class _Quiet:
    def update(self, stats: object) -> None:
        pass


def test_sigusr1_records_the_programs_in_flight_then_stops(tmp_path: Path,
                                                           private_tmp: Path) -> None:
    """A drain (SIGUSR1) hands out nothing more and waits for what runs: the programs in
    flight are recorded, not lost as under Ctrl-C; the campaign is left to --resume."""
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    n = 20
    for i in range(n):  # each run takes 0.6 s: a program is in flight for seconds
        (seeds / f"p{i:02}.c").write_text(
            f"#include <stdio.h>\n#include <unistd.h>\n"
            f"int main(void) {{ usleep(600000); printf(\"%d\\n\", {i}); return 0; }}\n")
    rundir = tmp_path / "run"
    env = {**os.environ, "TMPDIR": str(private_tmp)}
    proc = subprocess.Popen([*CCFUZZ, "hunt", "--source", f"dir:{seeds}", "--compilers", "gcc",
                             "--dir", str(rundir), "--jobs", "2"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    deadline = time.monotonic() + 120
    while _count(rundir, "SELECT COUNT(*) FROM programs") < 1:
        assert proc.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    before = _count(rundir, "SELECT COUNT(*) FROM programs")
    proc.send_signal(signal.SIGUSR1)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == 130 and "hunt --resume" in out
    after = _count(rundir, "SELECT COUNT(*) FROM programs")
    assert before < after <= before + 2 < n  # the two in flight, and nothing after them
    assert _count(rundir, "SELECT COUNT(*) FROM programs WHERE status != 'ok'") == 0
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    assert db.execute("SELECT status FROM campaigns").fetchone()[0] == "interrupted"
