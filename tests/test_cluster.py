"""Campaigns on a real Dask cluster: a scheduler and workers started here on 127.0.0.1
(``dask scheduler``, ``dask worker``), the campaign run through ``ccfuzz hunt --cluster``."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import sqlite3
import subprocess
import sys
import sysconfig
import time
from collections.abc import Iterator, Mapping
from dataclasses import replace
from pathlib import Path
from typing import Any

import distributed
import pytest

import ccfuzz
from tests.conftest import fake_config, pids_with_cmdline, require

CCFUZZ = [sys.executable, "-m", "ccfuzz.cli"]
SRC = Path(ccfuzz.__file__).parents[1]
START_SECONDS = 120.0


class Cluster:
    """A Dask scheduler and its workers, as processes of this test run."""

    def __init__(self, base: Path, allowed_failures: int = 3) -> None:
        self.base = base
        self.base.mkdir(parents=True, exist_ok=True)
        self.file = base / "scheduler.json"
        self.tmp = base / "tmp"  # the workers' TMPDIR: what they start can be told apart
        self.tmp.mkdir()
        # ccfuzz from these sources, and this module (for the functions tests run on workers)
        self.env = {**os.environ, "PYTHONPATH": f"{SRC}{os.pathsep}{SRC.parent}",
                    "TMPDIR": str(self.tmp)}
        self.procs: list[subprocess.Popen[bytes]] = []
        self.scheduler = self._start("scheduler", [
            "--host", "127.0.0.1", "--port", "0", "--no-dashboard",
            "--scheduler-file", str(self.file)],
            {**self.env, "DASK_DISTRIBUTED__SCHEDULER__ALLOWED_FAILURES": str(allowed_failures)})
        deadline = time.monotonic() + START_SECONDS
        while not self.file.exists():
            assert self.scheduler.poll() is None and time.monotonic() < deadline, \
                "the Dask scheduler did not start"
            time.sleep(0.1)
        while True:
            try:
                self.address: str = json.loads(self.file.read_text())["address"]
                break
            except (ValueError, KeyError):  # written but not complete yet
                time.sleep(0.1)
        self.client = distributed.Client(self.address, timeout=30, set_as_default=False)

    def _start(self, name: str, args: list[str], env: Mapping[str, str],
               command: tuple[str, ...] = (sys.executable, "-m", "dask", "scheduler"),
               ) -> subprocess.Popen[bytes]:
        log = open(self.base / f"{name}-{len(self.procs)}.log", "wb")  # noqa: SIM115
        proc = subprocess.Popen([*command, *args], env=env, stdout=log, stderr=log,
                                start_new_session=True)
        log.close()
        self.procs.append(proc)
        return proc

    def add_worker(self, env: Mapping[str, str] | None = None,
                   command: tuple[str, ...] = (sys.executable, "-m", "dask", "worker"),
                   wait: bool = True) -> subprocess.Popen[bytes]:
        before = len(self.client.scheduler_info()["workers"])
        proc = self._start("worker", [self.address, "--nthreads", "1", "--no-dashboard",
                                      "--death-timeout", "60"],
                           {**self.env, **(env or {})}, command)
        if wait:
            self.client.wait_for_workers(before + 1, timeout=START_SECONDS)
        return proc

    def stop(self, proc: subprocess.Popen[bytes]) -> None:
        """End a worker (its nanny and the worker process) or the scheduler."""
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        deadline = time.monotonic() + 30
        while _group_alive(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        if _group_alive(proc.pid):
            os.killpg(proc.pid, signal.SIGKILL)

    def close(self) -> None:
        self.client.close()
        for proc in reversed(self.procs):
            self.stop(proc)

    def executing(self) -> int:
        """Tasks running on the workers now."""
        counts = self.client.run(_executing)
        return sum(counts.values())


def _executing(dask_worker: distributed.Worker) -> int:
    return len(dask_worker.state.executing)


def _busy_pid(dask_worker: distributed.Worker) -> int | None:
    return os.getpid() if dask_worker.state.executing else None


def _group_alive(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
        return True
    except ProcessLookupError:
        return False


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    """A scheduler and two workers, shared by this module's tests. A task whose worker dies is
    run again once; when that worker dies too, the task is Dask's ``KilledWorker``."""
    found = Cluster(tmp_path_factory.mktemp("dask"), allowed_failures=1)
    try:
        found.add_worker()
        found.add_worker()
        yield found
    finally:
        found.close()


def _seeds(directory: Path, n: int, *, sleep_ms: int = 0) -> Path:
    """``n`` small programs: every third miscompiled by the fake compiler at -O2, every
    seventh crashing it, the rest plain; each may sleep ``sleep_ms`` when run."""
    directory.mkdir()
    for i in range(n):
        marker = "CCFUZZ_FAKE_CRASH" if i % 7 == 6 else \
            "CCFUZZ_FAKE_MISCOMPILE" if i % 3 == 0 else "plain"
        (directory / f"p{i:02}.c").write_text(
            f"/* {marker} */\n#include <stdio.h>\n#include <unistd.h>\n"
            f"int main(void) {{ usleep({sleep_ms * 1000}); printf(\"%d\\n\", 1234 + {i}); "
            "return 0; }\n")
    return directory


def _hunt(rundir: Path, *args: str, timeout: float = 600,
          command: str = "hunt") -> subprocess.CompletedProcess[str]:
    return subprocess.run([*CCFUZZ, command, "--dir", str(rundir), *args], capture_output=True,
                          text=True, timeout=timeout, env={**os.environ, "PYTHONPATH": str(SRC)})


def _recorded(rundir: Path) -> dict[str, Any]:
    """What a campaign recorded, without what differs between two runs of it (ids, times)."""
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    try:
        programs = [(idx, seed, name, status, reason, hashlib.sha256(
            (source or "").encode()).hexdigest()) for idx, seed, name, status, reason, source
            in db.execute("SELECT idx, seed, name, status, reason, source FROM programs "
                          "ORDER BY idx")]
        findings = sorted(db.execute("SELECT kind, compiler, signature, count FROM findings"))
    finally:
        db.close()
    return {"programs": programs, "findings": findings}


def _count(rundir: Path, sql: str) -> int:
    try:
        db = sqlite3.connect(f"file:{rundir / 'ccfuzz.sqlite'}?mode=ro", uri=True)
        try:
            value: int = db.execute(sql).fetchone()[0]
        finally:
            db.close()
        return value
    except sqlite3.OperationalError:
        return 0


def test_an_unreachable_scheduler_is_one_line_and_writes_nothing(tmp_path: Path) -> None:
    rundir = tmp_path / "run"
    # Port 9 (discard) on the loopback: nothing listens there.
    done = _hunt(rundir, "--source", "generator:2KB", "--compilers", "gcc", "--programs", "1",
                 "--cluster", "tcp://127.0.0.1:9", timeout=120)
    assert done.returncode == 1
    assert done.stderr.count("\n") == 1 and "cannot reach the Dask scheduler at " \
        "tcp://127.0.0.1:9" in done.stderr, done.stderr
    assert not rundir.exists()


@pytest.mark.slow
def test_a_cluster_campaign_records_what_a_local_one_does(cluster: Cluster,
                                                          tmp_path: Path) -> None:
    require("gcc")
    seeds = _seeds(tmp_path / "seeds", 30)
    config = fake_config(tmp_path, levels=("-O0", "-O2"))
    args = ["--source", f"dir:{seeds}", "--compilers", "gcc,fakecc", "--config", str(config),
            "--seed", "5"]
    local = _hunt(tmp_path / "local", *args, "--jobs", "2")
    remote = _hunt(tmp_path / "remote", *args, "--cluster", cluster.address)
    assert local.returncode == 0, local.stderr
    assert remote.returncode == 0, remote.stderr
    assert "2 Dask workers at " in remote.stdout
    recorded = _recorded(tmp_path / "remote")
    assert recorded == _recorded(tmp_path / "local")
    crashes = sum(i % 7 == 6 for i in range(30))
    wrong = sum(i % 3 == 0 and i % 7 != 6 for i in range(30))
    assert [(kind, compiler, count) for kind, compiler, _, count in recorded["findings"]] == \
        [("compiler-crash", "fakecc", crashes), ("wrong-code", "fakecc", wrong)]

    # Programs that the workers make themselves: ccfuzz's generator, seed by seed.
    args = ["--source", "generator:2KB", "--compilers", "gcc", "--programs", "4", "--seed", "9"]
    local = _hunt(tmp_path / "glocal", *args, "--jobs", "2")
    remote = _hunt(tmp_path / "gremote", *args, "--cluster", cluster.address)
    assert local.returncode == 0 and remote.returncode == 0, (local.stderr, remote.stderr)
    recorded = _recorded(tmp_path / "gremote")
    assert recorded == _recorded(tmp_path / "glocal")
    assert [status for _, _, _, status, _, _ in recorded["programs"]] == ["ok"] * 4


@pytest.mark.slow
def test_passes_on_a_cluster_records_what_a_local_run_does(cluster: Cluster,
                                                          tmp_path: Path) -> None:
    """CTOS's pass pipelines travel in the plan; the workers' pass catalog is checked."""
    require("csmith", "opt")
    args = ["--programs", "2", "--sequences", "3", "--lengths", "5-10", "--seed", "3"]
    local = _hunt(tmp_path / "local", *args, "--jobs", "2", command="passes")
    remote = _hunt(tmp_path / "remote", *args, "--cluster", cluster.address, command="passes")
    assert local.returncode == 0, local.stderr
    assert remote.returncode == 0, remote.stderr
    assert "2 Dask workers at " in remote.stdout
    assert _recorded(tmp_path / "remote") == _recorded(tmp_path / "local")

    def builds(rundir: Path) -> list[tuple[str, str]]:
        db = sqlite3.connect(rundir / "ccfuzz.sqlite")
        try:
            return sorted(db.execute("SELECT build, build_status FROM observations"))
        finally:
            db.close()

    assert builds(tmp_path / "remote") == builds(tmp_path / "local")
    from ccfuzz.passes.toolchain import newest_toolchain

    tested = newest_toolchain().name  # passes tests the newest installed opt by default
    assert sum(build.startswith(f"{tested} ") for build, _ in builds(tmp_path / "remote")) == 6


def test_a_roots_compilers_on_a_cluster_record_what_a_local_run_does(
        cluster: Cluster, tmp_path: Path, test_root: Path) -> None:
    """A worker tests with the plan's paths: a root at the same path is all it needs."""
    from ccfuzz import compilers, config

    require("gcc")
    rooted = [c for c in compilers.installed(config.Config()).every if c.where.startswith("root")]
    if not rooted:
        pytest.skip("no toolchain root compiler is installed (ccfuzz toolchain install)")
    seeds = _seeds(tmp_path / "seeds", 6)
    args = ["--source", f"dir:{seeds}", "--compilers", f"gcc,{rooted[0].name}", "--seed", "2"]
    local = _hunt(tmp_path / "local", *args, "--jobs", "2")
    remote = _hunt(tmp_path / "remote", *args, "--cluster", cluster.address)
    assert local.returncode == 0, local.stderr
    assert remote.returncode == 0 and "2 Dask workers at " in remote.stdout, remote.stderr
    recorded = _recorded(tmp_path / "remote")
    assert recorded == _recorded(tmp_path / "local")
    assert [status for _, _, _, status, _, _ in recorded["programs"]] == ["ok"] * 6


def test_a_root_compiler_a_worker_cannot_enter_is_not_usable_there(tmp_path: Path) -> None:
    """What a worker says of a root's script whose root it cannot enter: enter's reason, not
    enter's complaint taken for a version line."""
    from ccfuzz import campaign, compilers
    from ccfuzz.cluster import environment
    from ccfuzz.toolchain import roots

    require("gcc")
    home = tmp_path / "gone"  # a root's directory without its tree
    script = roots.write_script(home / "bin" / "gcc-16", roots.enter_program(home),
                                home / "tree", "/usr/bin/gcc-16")
    gcc = compilers.from_config("gcc-16", "gcc", family="gcc")
    plan = campaign.Plan("generator:2KB", (replace(gcc, path=str(script)),), 1,
                         *campaign.default_limits())
    said = environment(plan)["compiler gcc-16"]
    assert said.startswith(f"not usable: {script} does not run: ccfuzz-enter: "), said


@pytest.mark.slow
def test_a_worker_that_tests_other_compilers_is_refused(cluster: Cluster,
                                                        tmp_path: Path) -> None:
    require("gcc")
    # On its PATH, fakecc says it is another version and wraps a gcc that rejects every
    # program: a task that worker ran would show.
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "fakecc-version").write_text("fakecc 2.0\n")
    (elsewhere / "gcc").write_text("#!/bin/sh\necho 'error: not this one' >&2\nexit 1\n")
    (elsewhere / "gcc").chmod(0o755)
    other = cluster.add_worker({"PATH": f"{elsewhere}{os.pathsep}{os.environ['PATH']}"})
    try:
        seeds = _seeds(tmp_path / "seeds", 6)
        config = fake_config(tmp_path, levels=("-O0", "-O2"))
        done = _hunt(tmp_path / "run", "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc",
                     "--config", str(config), "--cluster", cluster.address, "--jobs", "6")
    finally:
        cluster.stop(other)
    assert done.returncode == 0, done.stderr
    [refusal] = [line for line in done.stderr.splitlines() if "refused" in line]
    assert "compiler fakecc is 'fakecc 2.0' there, 'fakecc 1.0 (ccfuzz test compiler " \
        "wrapping gcc)' here" in refusal
    assert "2 Dask workers at " in done.stdout
    recorded = _recorded(tmp_path / "run")
    assert [status for _, _, _, status, _, _ in recorded["programs"]] == ["ok"] * 6
    assert [(kind, count) for kind, _, _, count in recorded["findings"]] == [("wrong-code", 2)]


@pytest.mark.slow
def test_a_worker_killed_mid_campaign_costs_nothing(cluster: Cluster, tmp_path: Path) -> None:
    require("gcc")
    n = 10
    seeds = _seeds(tmp_path / "seeds", n, sleep_ms=400)
    config = fake_config(tmp_path, levels=("-O0", "-O2"))
    rundir = tmp_path / "run"
    proc = subprocess.Popen(
        [*CCFUZZ, "hunt", "--dir", str(rundir), "--source", f"dir:{seeds}", "--compilers",
         "gcc,fakecc", "--config", str(config), "--cluster", cluster.address],
        env={**os.environ, "PYTHONPATH": str(SRC)}, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 300
    while _count(rundir, "SELECT COUNT(*) FROM programs") < 2 or not cluster.executing():
        assert proc.poll() is None and time.monotonic() < deadline
        time.sleep(0.1)
    victim = next(pid for pid in cluster.client.run(_busy_pid).values() if pid)
    os.kill(victim, signal.SIGKILL)  # the worker process; its nanny starts a new one
    _, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = db.execute("SELECT idx, status FROM programs ORDER BY idx").fetchall()
    assert rows == [(i, "ok") for i in range(n)]
    cluster.client.wait_for_workers(2, timeout=START_SECONDS)


@pytest.mark.slow
def test_a_program_that_keeps_killing_workers_is_an_error(cluster: Cluster,
                                                         tmp_path: Path) -> None:
    require("gcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    for name, marker in (("a", "plain"), ("b", "CCFUZZ_FAKE_KILL_WORKER"), ("c", "plain")):
        (seeds / f"{name}.c").write_text(f"/* {marker} */\nint main(void) {{ return 0; }}\n")
    config = fake_config(tmp_path, levels=("-O0",))
    rundir = tmp_path / "run"
    done = _hunt(rundir, "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc", "--config",
                 str(config), "--cluster", cluster.address)
    assert done.returncode == 0, done.stderr
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = db.execute("SELECT idx, status, reason FROM programs ORDER BY idx").fetchall()
    assert [(idx, status) for idx, status, _ in rows] == [(0, "ok"), (1, "error"), (2, "ok")]
    assert "the Dask workers that ran it died (KilledWorker)" in rows[1][2]
    cluster.client.wait_for_workers(2, timeout=START_SECONDS)  # their nannies restart them


@pytest.mark.slow
def test_ctrl_c_and_sigkill_of_the_client_then_resume(cluster: Cluster, tmp_path: Path) -> None:
    require("gcc")
    n = 10
    seeds = _seeds(tmp_path / "seeds", n, sleep_ms=400)
    config = fake_config(tmp_path, levels=("-O0", "-O2"))
    # A compile that would go on for ten minutes: the task running it must end with the client.
    hang = tmp_path / "hang"
    hang.mkdir()
    (hang / "h.c").write_text("/* CCFUZZ_FAKE_HANG */\nint main(void) { return 0; }\n")
    patient = hang / "ccfuzz.toml"
    patient.write_text(config.read_text().replace("compile_timeout = 4", "compile_timeout = 600"))

    def ours(token: str) -> set[int]:
        return set(pids_with_cmdline(token)) & set(
            pids_with_cmdline(f"TMPDIR={cluster.tmp}", "environ"))

    for sig in (signal.SIGINT, signal.SIGKILL):
        proc = subprocess.Popen(
            [*CCFUZZ, "hunt", "--dir", str(tmp_path / f"hang-{sig.name}"), "--source",
             f"dir:{hang}", "--compilers", "gcc,fakecc", "--config", str(patient),
             "--cluster", cluster.address], env={**os.environ, "PYTHONPATH": str(SRC)},
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 300
        while not ours("3600.4242"):
            assert proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.1)
        proc.send_signal(sig)
        assert proc.wait(60) == (130 if sig is signal.SIGINT else -signal.SIGKILL)
        deadline = time.monotonic() + 60
        while cluster.executing() or ours("3600.4242"):
            assert time.monotonic() < deadline, "a task outlived its campaign"
            time.sleep(0.2)

    for sig in (signal.SIGINT, signal.SIGKILL):
        rundir = tmp_path / f"run-{sig.name}"
        args = ["--dir", str(rundir), "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc",
                "--config", str(config), "--cluster", cluster.address]
        proc = subprocess.Popen([*CCFUZZ, "hunt", *args],
                                env={**os.environ, "PYTHONPATH": str(SRC)},
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 300
        while _count(rundir, "SELECT COUNT(*) FROM programs") < 2 or not cluster.executing():
            assert proc.poll() is None and time.monotonic() < deadline
            time.sleep(0.1)
        proc.send_signal(sig)
        assert proc.wait(60) == (130 if sig is signal.SIGINT else -signal.SIGKILL)
        before = _recorded(rundir)["programs"]
        assert 2 <= len(before) < n
        done = _hunt(rundir, "--resume", "--config", str(config), "--cluster", cluster.address)
        assert done.returncode == 0, done.stderr
        after = _recorded(rundir)["programs"]
        assert [row[0] for row in after] == list(range(n))
        assert set(before) <= set(after)  # nothing recorded was lost or changed


@pytest.mark.slow
def test_a_cluster_without_workers_or_without_ccfuzz_is_refused(tmp_path: Path) -> None:
    bare = Cluster(tmp_path / "dask")
    try:
        rundir = tmp_path / "run"
        args = ["--source", "generator:2KB", "--compilers", "gcc", "--programs", "1",
                "--cluster", bare.address]
        done = _hunt(rundir, *args, timeout=120)
        assert done.returncode == 1
        assert done.stderr.count("\n") == 1 and f"the Dask scheduler at {bare.address} has " \
            "no workers" in done.stderr, done.stderr
        # A worker of the same Python and Dask on which ccfuzz does not import: no site
        # initialization, so the editable install's path hook is not there either.
        site = sysconfig.get_paths()["purelib"]
        bare.add_worker({"PYTHONPATH": site},
                        command=(sys.executable, "-S", "-m", "distributed.cli.dask_worker"))
        done = _hunt(rundir, *args, timeout=120)
        assert done.returncode == 1
        assert done.stderr.count("\n") == 1 and "ccfuzz does not import on 1 of the 2 " \
            "processes" in done.stderr, done.stderr
        assert not rundir.exists()
    finally:
        bare.close()
