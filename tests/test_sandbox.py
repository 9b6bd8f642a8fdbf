from __future__ import annotations

import itertools
import os
import resource
import signal
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from ccfuzz import sandbox, tester
from ccfuzz.model import Ending, Limit, Origin, Program
from ccfuzz.sandbox import Limits
from tests.conftest import pids_with_cmdline

PY = sys.executable


@pytest.fixture(autouse=True, params=["launcher", "preexec_fn"])
def start_mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """Every test twice: processes started through the launcher, and with preexec_fn (where
    the launcher cannot be built)."""
    if request.param == "launcher":
        assert sandbox.launcher() is not None, "no launcher on a machine with a C compiler"
    else:
        monkeypatch.setattr(sandbox, "_launcher_known", True)
        monkeypatch.setattr(sandbox, "_launcher_path", None)
    yield request.param


def _limits_seen(text: str) -> dict[str, tuple[str, str]]:
    """/proc/PID/limits: name -> (soft, hard)."""
    out = {}
    for line in text.splitlines()[1:]:
        name, soft, hard = line[:26].strip(), *line[26:].split()[:2]
        out[name] = (soft, hard)
    return out


def test_the_program_runs_under_the_limits(private_tmp: Path) -> None:
    getdeath = ("import ctypes; c = ctypes.c_int(); "
                "ctypes.CDLL(None).prctl(2, ctypes.byref(c), 0, 0, 0); print(c.value)")
    r = sandbox.run(["sh", "-c", f"cat /proc/self/limits; exec {PY} -c '{getdeath}'"],
                    limits=Limits(wall_seconds=4.2, memory_bytes=1 << 30, file_bytes=1 << 20))
    *table, death = r.stdout.decode().splitlines()
    seen = _limits_seen("\n".join(table))
    assert seen["Max cpu time"] == ("5", "6")
    assert seen["Max address space"] == (str(1 << 30), str(1 << 30))
    assert seen["Max file size"] == (str(1 << 20), str(1 << 20))
    assert seen["Max core file size"] == ("0", "0")
    assert death == str(int(signal.SIGKILL))  # dies with ccfuzz
    r = sandbox.run(["cat", "/proc/self/limits"],
                    limits=Limits(wall_seconds=1, memory_bytes=None, file_bytes=None))
    seen = _limits_seen(r.stdout.decode())
    assert seen["Max address space"][0] == seen["Max file size"][0] == "unlimited"


def test_the_stack_is_the_size_asked_whatever_was_inherited(private_tmp: Path) -> None:
    inherited = resource.getrlimit(resource.RLIMIT_STACK)
    # As if ccfuzz were started from a shell after "ulimit -s" raised it as far as it goes.
    resource.setrlimit(resource.RLIMIT_STACK, (inherited[1], inherited[1]))
    try:
        shown = {}
        for stack in (None, 8 << 20):
            r = sandbox.run(["cat", "/proc/self/limits"],
                            limits=Limits(wall_seconds=5, stack_bytes=stack))
            shown[stack] = _limits_seen(r.stdout.decode())["Max stack size"]
    finally:
        resource.setrlimit(resource.RLIMIT_STACK, inherited)
    hard = "unlimited" if inherited[1] == resource.RLIM_INFINITY else str(inherited[1])
    assert shown == {None: (hard, hard), 8 << 20: (str(8 << 20), str(8 << 20))}


BIG_STACK = b"""#include <stdio.h>
#include <string.h>
int main(void) { char buf[12 << 20]; memset(buf, 1, sizeof buf); printf("%d\\n", buf[7]); }
"""


def test_a_test_binary_overflows_the_same_stack_wherever_ccfuzz_runs(private_tmp: Path,
                                                                     tmp_path: Path) -> None:
    binary = tmp_path / "big"
    built = sandbox.run(["gcc", "-O0", "-o", "big", "-x", "c", "-"], stdin=BIG_STACK,
                        limits=Limits(wall_seconds=60), keep={"big": binary})
    assert built.ok, built.stderr_text()
    program = Program("big.c", BIG_STACK.decode(), Origin("test"))
    inherited = resource.getrlimit(resource.RLIMIT_STACK)
    resource.setrlimit(resource.RLIMIT_STACK, (inherited[1], inherited[1]))
    try:
        alone = sandbox.run([str(binary)], limits=Limits(wall_seconds=10))
        tested = tester.run_binary(binary, program, Limits(wall_seconds=10), tmp_root=tmp_path)
    finally:
        resource.setrlimit(resource.RLIMIT_STACK, inherited)
    if inherited[1] == resource.RLIM_INFINITY:
        assert (alone.ending, alone.stdout) == (Ending.EXITED, b"1\n")
    assert (tested.status, tested.signal) == (Ending.SIGNALLED, signal.SIGSEGV)


def test_exit_status_stdout_and_stdin(private_tmp: Path) -> None:
    r = sandbox.run([PY, "-c", "import sys; d=sys.stdin.read(); print(d.upper()); sys.exit(3)"],
                    limits=Limits(wall_seconds=20), stdin=b"abc")
    assert (r.ending, r.exit_code, r.stdout) == (Ending.EXITED, 3, b"ABC\n")


def test_runs_in_private_directory_and_keeps_files(private_tmp: Path, tmp_path: Path) -> None:
    dest = tmp_path / "kept.txt"
    r = sandbox.run(["sh", "-c", 'pwd; cat in.txt > out.txt; echo "$TMPDIR"'],
                    limits=Limits(wall_seconds=20), files={"in.txt": b"hello"},
                    keep={"out.txt": dest, "never-made": tmp_path / "x"})
    cwd, tmpdir = r.stdout.decode().split()
    assert cwd == tmpdir and cwd.startswith(str(private_tmp))
    assert dest.read_bytes() == b"hello"
    assert not (tmp_path / "x").exists()
    assert not Path(cwd).exists()


def test_cwd_runs_in_the_callers_directory_with_a_private_tmpdir(private_tmp: Path,
                                                                  tmp_path: Path) -> None:
    work = tmp_path / "work"
    work.mkdir()
    (work / "in.txt").write_text("there")
    r = sandbox.run(["sh", "-c", 'pwd; cat in.txt > out.txt; echo "$TMPDIR"'],
                    limits=Limits(wall_seconds=20), cwd=work)
    cwd, tmpdir = r.stdout.decode().split()
    assert cwd == str(work) and (work / "out.txt").read_text() == "there"
    assert tmpdir.startswith(str(private_tmp)) and not Path(tmpdir).exists()


def test_timeout_kills_the_whole_process_group(private_tmp: Path) -> None:
    r = sandbox.run(["sh", "-c", "sleep 3601.777 & sleep 3602.777; echo never"],
                    limits=Limits(wall_seconds=0.5))
    assert (r.ending, r.limit) == (Ending.TIMED_OUT, Limit.WALL_TIME)
    assert r.wall_seconds < 5
    assert pids_with_cmdline("3601.777") == []
    assert pids_with_cmdline("3602.777") == []


def test_stray_child_is_killed_after_normal_exit(private_tmp: Path) -> None:
    r = sandbox.run(["sh", "-c", "(sleep 3603.777 >/dev/null 2>&1 &) ; echo done"],
                    limits=Limits(wall_seconds=10))
    assert (r.ending, r.stdout) == (Ending.EXITED, b"done\n")
    assert pids_with_cmdline("3603.777") == []


def test_cpu_limit_is_a_timeout(private_tmp: Path) -> None:
    r = sandbox.run([PY, "-c", "while True: pass"],
                    limits=Limits(wall_seconds=30, cpu_seconds=1))
    assert (r.ending, r.limit) == (Ending.TIMED_OUT, Limit.CPU_TIME)
    # Ended by the CPU limit, long before the wall-clock one. (rusage's CPU time is sampled:
    # on a loaded machine it reads a little under the 1 s the kernel enforced.)
    assert r.wall_seconds < 20 and r.cpu_seconds >= 0.5


def test_a_process_under_a_tighter_limit_can_still_start_processes(private_tmp: Path) -> None:
    # C-Vise runs under reduce's --timeout (a 20 s CPU limit, say) and starts checks that
    # start compilers with a 60 s limit: asking for more than was inherited must not make the
    # start fail (it did, and C-Vise then took every candidate for uninteresting).
    inner = ("import sys; from ccfuzz import sandbox; "
             "r = sandbox.run(['true'], limits=sandbox.Limits(wall_seconds=60, "
             "memory_bytes=8 << 30, file_bytes=1 << 30)); print(r.ending.value, r.exit_code)")
    r = sandbox.run([PY, "-c", inner], limits=Limits(wall_seconds=20, memory_bytes=None),
                    env={"PYTHONPATH": str(Path(sandbox.__file__).parents[1])})
    assert (r.ending, r.stdout) == (Ending.EXITED, b"exited 0\n"), r.stderr_text()


def test_output_cap_stops_a_flood(private_tmp: Path) -> None:
    r = sandbox.run(["yes"], limits=Limits(wall_seconds=20, output_bytes=10_000))
    assert (r.ending, r.limit) == (Ending.OVER_LIMIT, Limit.OUTPUT)
    assert len(r.stdout) == 10_000 and r.stdout_truncated


def test_file_size_limit_is_over_a_limit_not_a_crash(private_tmp: Path) -> None:
    r = sandbox.run(["dd", "if=/dev/zero", "of=big", "bs=64k", "count=64"],
                    limits=Limits(wall_seconds=20, file_bytes=1 << 20))
    assert (r.ending, r.limit, r.signal) == (Ending.OVER_LIMIT, Limit.FILE_SIZE,
                                             signal.SIGXFSZ)
    r = sandbox.run(["dd", "if=/dev/zero", "of=big", "bs=64k", "count=8"],
                    limits=Limits(wall_seconds=20, file_bytes=1 << 20))
    assert (r.ending, r.limit) == (Ending.EXITED, None)


def test_memory_limit(private_tmp: Path) -> None:
    r = sandbox.run([PY, "-c", "x = bytearray(1 << 30)"],
                    limits=Limits(wall_seconds=20, memory_bytes=256 << 20))
    assert r.ending is Ending.EXITED and r.exit_code != 0
    assert b"MemoryError" in r.stderr


def test_crash_is_a_signal_not_an_exception(private_tmp: Path) -> None:
    r = sandbox.run(["sh", "-c", "kill -SEGV $$"], limits=Limits(wall_seconds=10))
    assert (r.ending, r.signal) == (Ending.SIGNALLED, signal.SIGSEGV)


def test_missing_executable(private_tmp: Path) -> None:
    r = sandbox.run(["/nonexistent/ccfuzz-cc"], limits=Limits(wall_seconds=10))
    assert r.ending is Ending.NOT_STARTED
    assert b"No such file or directory" in r.stderr and b"/nonexistent/ccfuzz-cc" in r.stderr
    r = sandbox.run(["ccfuzz-no-such-program"], limits=Limits(wall_seconds=10))
    assert r.ending is Ending.NOT_STARTED


def test_network_namespace_cuts_the_network(private_tmp: Path) -> None:
    probe = ("import socket, errno\n"
             "try:\n socket.create_connection(('127.0.0.1', 9), timeout=2)\n"
             "except OSError as e: print(errno.errorcode.get(e.errno, e.errno))\n")
    outside = sandbox.run([PY, "-c", probe], limits=Limits(wall_seconds=20))
    inside = sandbox.run([PY, "-c", probe], limits=Limits(wall_seconds=20, isolate_network=True))
    assert outside.stdout.strip() == b"ECONNREFUSED"
    if sandbox.network_isolation_available():
        assert inside.stdout.strip() == b"ENETUNREACH"
    else:
        assert inside.ok


# A program that leaves a grandchild behind in a session of its own, its stdio on /dev/null
# (with an argument: in / too, out of the program's directory). The grandchild sleeps for
# as long as ``escaper``'s caller says: each test looks for its own, as the other xdist
# worker may be running one of these tests at the same moment.
_ESCAPER = ("import os, sys\n"
            "if os.fork() == 0:\n"
            "    os.setsid()\n"
            "    if len(sys.argv) > 1:\n"
            "        os.chdir('/')\n"
            "    null = os.open(os.devnull, os.O_RDWR)\n"
            "    for n in (0, 1, 2):\n"
            "        os.dup2(null, n)\n"
            "    os.execvp('sleep', ['sleep', 'SECONDS'])\n"
            "print('parent done')\n")
_escapers = itertools.count()


def escaper() -> tuple[str, str]:
    """The escaping program, and the sleep's argument that tells its grandchild apart."""
    seconds = f"3607.{os.getpid()}{next(_escapers)}"
    return _ESCAPER.replace("SECONDS", seconds), seconds


def _pid_namespace(start_mode: str) -> bool:
    r = sandbox.run(["sh", "-c", "echo $$"], limits=Limits(wall_seconds=10, contain=True))
    return r.stdout == b"2\n"


def test_a_contained_program_runs_in_a_pid_namespace_of_its_own(private_tmp: Path,
                                                                 start_mode: str) -> None:
    # Root here: the launcher can make one; preexec_fn cannot (the program would be outside).
    assert _pid_namespace(start_mode) == (start_mode == "launcher")


def test_a_setsid_grandchild_ends_with_its_run(private_tmp: Path, start_mode: str) -> None:
    escapes = ["x"] if _pid_namespace(start_mode) else []  # the fallback looks in its dir
    program, seconds = escaper()
    r = sandbox.run([PY, "-c", program, *escapes], limits=Limits(wall_seconds=20, contain=True))
    assert (r.ending, r.stdout) == (Ending.EXITED, b"parent done\n"), r.stderr_text()
    assert pids_with_cmdline(seconds) == []


def test_without_a_pid_namespace_the_fallback_ends_the_grandchild(private_tmp: Path) -> None:
    # No CAP_SYS_ADMIN (an ordinary user): no PID namespace, and the grandchild still working
    # in the program's directory is found there and killed.
    inner = ("from ccfuzz import sandbox; import sys\n"
             "r = sandbox.run([sys.executable, '-c', sys.argv[1]], "
             "limits=sandbox.Limits(wall_seconds=20, contain=True))\n"
             "print(r.ending.value, r.stdout.decode().strip())\n")
    program, seconds = escaper()
    r = sandbox.run(["setpriv", "--bounding-set=-sys_admin", PY, "-c", inner, program],
                    limits=Limits(wall_seconds=60, memory_bytes=None),
                    env={"PYTHONPATH": str(Path(sandbox.__file__).parents[1])})
    assert r.stdout == b"exited parent done\n", r.stderr_text()
    assert pids_with_cmdline(seconds) == []


def test_a_contained_program_ends_as_it_would_alone(private_tmp: Path) -> None:
    for contain in (False, True):
        limits = Limits(wall_seconds=20, contain=contain, file_bytes=1 << 20)
        r = sandbox.run([PY, "-c", "import sys; print(sys.stdin.read()); sys.exit(3)"],
                        limits=limits, stdin=b"in")
        assert (r.ending, r.exit_code, r.stdout) == (Ending.EXITED, 3, b"in\n")
        r = sandbox.run(["sh", "-c", "kill -SEGV $$"], limits=limits)
        assert (r.ending, r.signal) == (Ending.SIGNALLED, signal.SIGSEGV)
        r = sandbox.run(["dd", "if=/dev/zero", "of=big", "bs=64k", "count=64"], limits=limits)
        assert (r.ending, r.limit) == (Ending.OVER_LIMIT, Limit.FILE_SIZE)
        r = sandbox.run([PY, "-c", "while True: pass"],
                        limits=Limits(wall_seconds=30, cpu_seconds=1, contain=contain))
        assert (r.ending, r.limit) == (Ending.TIMED_OUT, Limit.CPU_TIME)
        assert r.cpu_seconds >= 0.5  # the program's own time, through the namespace's init


def test_asking_for_more_memory_than_the_limit_is_over_it(private_tmp: Path,
                                                          start_mode: str) -> None:
    limits = Limits(wall_seconds=20, memory_bytes=1 << 30, contain=True)
    # Filling memory step by step: the launcher sees the request that fails; without it,
    # the peak resident size near the limit tells.
    fill = "x = []\nwhile True: x.append(bytearray(32 << 20))"
    r = sandbox.run([PY, "-c", fill], limits=limits)
    assert (r.ending, r.limit) == (Ending.OVER_LIMIT, Limit.MEMORY), r
    assert b"MemoryError" in r.stderr  # it ended on its own, but over the limit
    # One request far over the limit fails at once: only the launcher's watch sees it.
    r = sandbox.run([PY, "-c", "x = bytearray(8 << 30)"], limits=limits)
    assert b"MemoryError" in r.stderr
    assert (r.ending is Ending.OVER_LIMIT) == (start_mode == "launcher"), r
    # Well under the limit is no limit at all, watched or not; nor is a process not contained.
    r = sandbox.run([PY, "-c", "x = bytearray(300 << 20); x[::4096] = b'1' * len(x[::4096])"],
                    limits=limits)
    assert (r.ending, r.limit) == (Ending.EXITED, None), r
    r = sandbox.run([PY, "-c", fill], limits=Limits(wall_seconds=20, memory_bytes=1 << 30))
    assert (r.ending, r.exit_code) == (Ending.EXITED, 1)
