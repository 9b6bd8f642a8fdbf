"""THE subprocess primitive. Nothing else in ccfuzz starts a process.

Every process gets:
- a private temporary working directory (also its ``TMPDIR`` and ``HOME``), removed afterwards
  with whatever the process left in it; a killed ``gcc`` leaves its ``cc*.s`` files there too;
- its own session and process group, killed as a whole when it is over (timeout or not);
- resource limits: CPU seconds, address space, largest file written, no core dumps;
- a wall-clock deadline on ``time.monotonic()``: SIGTERM to the group, then SIGKILL;
- a cap on captured stdout (exceeding it stops the process) and stderr (truncated);
- ``PR_SET_PDEATHSIG`` so it dies with the worker that started it;
- optionally (``Limits.isolate_network``, used for test binaries) a fresh network namespace
  with only a downed loopback device, where the kernel allows it (root, or unprivileged user
  namespaces). ``network_isolation_available()`` says whether it took effect here;
- optionally (``Limits.contain``, set by the tester for every test binary) a PID namespace of
  its own, so that whatever it starts ends with it, ``setsid()`` or not, and a watch on its
  memory requests, so that a run that asked for more than ``memory_bytes`` is known to have
  run into ccfuzz's limit (docs/design/sandbox.md, docs/design/limits.md).

Timeouts, crashes, output floods and a missing executable are data (``Ending``, and the
``Limit`` a process ran into), never exceptions: a compiler test campaign meets all of them
all the time.

The limits are set by a small launcher (``launch.c``: limits, ``prctl``, ``unshare``, then
``exec``), built on first use into ccfuzz's cache directory (``$XDG_CACHE_HOME/ccfuzz``, or
``~/.cache/ccfuzz``). Python needs no ``preexec_fn`` then, and starts the launcher with
``vfork`` instead of forking its whole process, which matters most for the cheapest and most
common check of a reduction, a compile that fails at once (``benchmarks/spawn.py`` measures
it). Where the
launcher cannot be built (no C compiler, no writable cache) or does not work, ``preexec_fn``
sets the same limits. Python warns against ``preexec_fn`` in a process with threads, and
``ccfuzz reduce`` calls ``run`` from threads (its check service, its own passes with
``--jobs``, the guard's two builds side by side); the function takes no lock of Python's or
of its own: rlimit calls, and ``prctl``/``unshare`` through a libc handle loaded before the
fork (glibc's ``fork`` leaves ``malloc`` usable in the child). Campaign workers are single-threaded.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import os
import platform
import resource
import selectors
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import procgroups, scratch
from ccfuzz.model import Ending, Limit
from ccfuzz.model import Limits as Limits
from ccfuzz.procgroups import kill_active as kill_active
from ccfuzz.procgroups import kill_groups_under as kill_groups_under

_CLONE_NEWNET = 0x40000000
_PR_SET_PDEATHSIG = 1
_TERM_GRACE_SECONDS = 0.3
_READ_CHUNK = 65536


@dataclass(frozen=True)
class ProcResult:
    argv: tuple[str, ...]
    ending: Ending
    exit_code: int | None
    signal: int | None
    stdout: bytes
    stderr: bytes
    wall_seconds: float
    cpu_seconds: float
    max_rss_kib: int
    stdout_truncated: bool = False
    stderr_truncated: bool = False
    limit: Limit | None = None  # which limit, when TIMED_OUT or OVER_LIMIT

    @property
    def ok(self) -> bool:
        return self.ending is Ending.EXITED and self.exit_code == 0

    def stderr_text(self) -> str:
        return self.stderr.decode("utf-8", errors="replace")


_libc: ctypes.CDLL | None = None
_netns_state: bool | None = None


def _get_libc() -> ctypes.CDLL:
    global _libc
    if _libc is None:
        _libc = ctypes.CDLL(None, use_errno=True)
    return _libc


def network_isolation_available() -> bool:
    """Whether test binaries really get a private network namespace on this machine."""
    global _netns_state
    if _netns_state is None:
        run(["true"], limits=Limits(wall_seconds=5, isolate_network=True))
        if _netns_state is None:
            _netns_state = True
    return _netns_state


def _tighten(which: int, soft: int, hard: int) -> None:
    """Set a limit, never above the one this process inherited: a process started under a
    limit (a check run by C-Vise, which ``reduce`` starts under its --timeout) may not raise
    it, and asking to would make the start fail."""
    _, inherited = resource.getrlimit(which)
    if inherited != resource.RLIM_INFINITY:
        hard = min(hard, inherited)
        soft = min(soft, hard)
    resource.setrlimit(which, (soft, hard))


def _make_preexec(limits: Limits, *, netns: bool) -> Callable[[], None]:
    cpu = limits.cpu_seconds if limits.cpu_seconds is not None else limits.wall_seconds
    cpu_soft = max(1, int(cpu + 0.999))
    libc = _get_libc()

    def preexec() -> None:
        _tighten(resource.RLIMIT_CPU, cpu_soft, cpu_soft + 1)
        _tighten(resource.RLIMIT_CORE, 0, 0)
        if limits.memory_bytes is not None:
            _tighten(resource.RLIMIT_AS, limits.memory_bytes, limits.memory_bytes)
        if limits.file_bytes is not None:
            _tighten(resource.RLIMIT_FSIZE, limits.file_bytes, limits.file_bytes)
        if limits.stack_bytes is not None:
            _tighten(resource.RLIMIT_STACK, limits.stack_bytes, limits.stack_bytes)
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if netns and libc.unshare(_CLONE_NEWNET) != 0:
            raise OSError(ctypes.get_errno(), "unshare(CLONE_NEWNET) refused")

    return preexec


_LAUNCHER_SOURCE = Path(__file__).with_name("launch.c")
_LAUNCHER_COMPILERS = ("cc", "gcc", "clang")
_launcher_lock = threading.Lock()
_launcher_known = False  # whether _launcher_path is decided
_launcher_path: str | None = None  # None: preexec_fn


def launcher() -> str | None:
    """The launcher (``launch.c``), built on first use; None when it cannot be built here or
    does not work (``run`` then sets the limits with ``preexec_fn``)."""
    global _launcher_known, _launcher_path
    if not _launcher_known:
        with _launcher_lock:
            if not _launcher_known:
                # Known (as None) before the build: the build's own processes, and those of
                # other threads meanwhile, start with preexec_fn.
                _launcher_known = True
                _launcher_path = _build_launcher()
    return _launcher_path


def cache_dir() -> Path:
    """ccfuzz's cache directory: ``$XDG_CACHE_HOME/ccfuzz``, or ``~/.cache/ccfuzz``; what
    ccfuzz builds once and keeps (the launcher, coverage and value builds, pass catalogs)
    lives below it."""
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "ccfuzz"


def _build_launcher() -> str | None:
    source = _LAUNCHER_SOURCE.read_bytes()
    key = hashlib.sha256(source + platform.machine().encode()).hexdigest()[:16]
    try:
        cache = cache_dir()
        dest = cache / f"launch-{key}"
        if not _launcher_works(dest):
            cache.mkdir(parents=True, exist_ok=True)
            # Built under a name of its own, then renamed: another ccfuzz may build it too.
            built = cache / f".launch-{key}-{os.getpid()}-{threading.get_ident()}"
            for cc in filter(None, map(shutil.which, _LAUNCHER_COMPILERS)):
                # static: no dynamic loader to run at each start
                for static in (("-static",), ()):
                    run([cc, "-O2", *static, "-o", "launch", "launch.c"],
                        limits=Limits(wall_seconds=120), files={"launch.c": source},
                        keep={"launch": built})
                    if built.exists():
                        os.replace(built, dest)
                        break
                if _launcher_works(dest):
                    break
    except (OSError, RuntimeError, KeyError):  # no home, a cache that cannot be written
        return None
    return str(dest) if _launcher_works(dest) else None


def _launcher_works(path: Path) -> bool:
    if not os.access(path, os.X_OK):
        return False
    with tempfile.TemporaryDirectory(prefix="ccfuzz-") as tmp:
        stdin = Path(tmp) / ".stdin"
        stdin.write_bytes(b"")
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin")}
        try:
            return all(_run_in(("true",), Path(tmp), stdin, env, Limits(
                wall_seconds=10, contain=contain), netns=False, via=str(path)).ok
                for contain in (False, True))
        except subprocess.SubprocessError:
            return False


def _launch_argv(via: str, status_fd: int, report_fd: int | None, limits: Limits,
                 netns: bool, argv: tuple[str, ...]) -> list[str]:
    cpu = limits.cpu_seconds if limits.cpu_seconds is not None else limits.wall_seconds
    return [via, str(os.getpid()), str(status_fd), "-" if report_fd is None else str(report_fd),
            str(max(1, int(cpu + 0.999))),
            "-" if limits.memory_bytes is None else str(limits.memory_bytes),
            "-" if limits.file_bytes is None else str(limits.file_bytes),
            "-" if limits.stack_bytes is None else str(limits.stack_bytes),
            "1" if netns else "0", "1" if limits.contain else "0", "--", *argv]


def run(
    argv: Sequence[str],
    *,
    limits: Limits,
    files: Mapping[str, bytes] | None = None,
    keep: Mapping[str, Path] | None = None,
    stdin: bytes = b"",
    env: Mapping[str, str] | None = None,
    tmp_root: Path | None = None,
    cwd: Path | None = None,
) -> ProcResult:
    """Run ``argv`` in a fresh private directory holding ``files``; move ``keep`` out after.

    ``keep`` maps a file name inside the private directory to where it should be moved once
    the process is over (a compiled binary, say); names the process did not create are skipped.
    ``cwd`` runs the process in a directory of the caller's instead (a build tree, files the
    caller prepared); the private directory is still its ``TMPDIR`` and ``HOME``.
    """
    argv = tuple(argv)
    workdir = Path(tempfile.mkdtemp(prefix="ccfuzz-", dir=tmp_root or scratch.process_root()))
    try:
        for name, data in (files or {}).items():
            (workdir / name).write_bytes(data)
        stdin_path = workdir / ".stdin"
        stdin_path.write_bytes(stdin)
        full_env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LC_ALL": "C",
            "LANG": "C",
            "TMPDIR": str(workdir),
            "HOME": str(workdir),
        }
        full_env.update(env or {})
        netns = limits.isolate_network and _netns_state is not False
        via = launcher()
        try:
            result = _run_in(argv, cwd or workdir, stdin_path, full_env, limits, netns=netns,
                             via=via)
        except subprocess.SubprocessError:
            # The kernel refused a network namespace in the child (no privilege): remember
            # that and run without one, as the module docstring promises.
            _remember_no_netns()
            result = _run_in(argv, cwd or workdir, stdin_path, full_env, limits, netns=False,
                             via=via)
        for name, dest in (keep or {}).items():
            source = workdir / name
            if source.exists():
                os.replace(source, dest)
        return result
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def _remember_no_netns() -> None:
    global _netns_state
    _netns_state = False


def _run_in(
    argv: tuple[str, ...],
    workdir: Path,
    stdin_path: Path,
    env: Mapping[str, str],
    limits: Limits,
    *,
    netns: bool,
    via: str | None,
) -> ProcResult:
    """Run ``argv``; through the launcher ``via``, or with ``preexec_fn`` when None."""
    start = time.monotonic()
    deadline = start + limits.wall_seconds
    # With the launcher: a pipe on which it says why the program did not start (it closes
    # without a word when the program starts), and for a contained process one on which it
    # reports what it saw (launch.c).
    status_r, status_w = os.pipe() if via is not None else (-1, -1)
    report_r, report_w = os.pipe() if via is not None and limits.contain else (-1, -1)
    try:
        with stdin_path.open("rb") as stdin_file:
            proc = subprocess.Popen(  # the one place ccfuzz starts a process
                argv if via is None else _launch_argv(
                    via, status_w, report_w if report_w >= 0 else None, limits, netns, argv),
                cwd=workdir,
                env=dict(env),
                stdin=stdin_file,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                start_new_session=True,
                preexec_fn=_make_preexec(limits, netns=netns) if via is None else None,
                close_fds=True,
                pass_fds=tuple(fd for fd in (status_w, report_w) if fd >= 0),
            )
    except OSError as exc:
        for fd in (status_r, report_r):
            if fd >= 0:
                os.close(fd)
        return ProcResult(
            argv, Ending.NOT_STARTED, None, None, b"", str(exc).encode(), 0.0, 0.0, 0
        )
    finally:
        for fd in (status_w, report_w):
            if fd >= 0:
                os.close(fd)
    if via is not None:
        with os.fdopen(status_r, "rb") as said:
            failure = said.read()
        if failure:
            # The launcher exited (127) without starting the program: reap it.
            os.waitpid(proc.pid, 0)
            proc.returncode = 127
            proc.stdout.close()  # type: ignore[union-attr]
            proc.stderr.close()  # type: ignore[union-attr]
            if report_r >= 0:
                os.close(report_r)
            what, _, number = failure.decode().partition(" ")
            if what == "N":
                raise subprocess.SubprocessError("unshare(CLONE_NEWNET) refused")
            why = OSError(int(number), os.strerror(int(number)), argv[0])
            return ProcResult(argv, Ending.NOT_STARTED, None, None, b"", str(why).encode(),
                              0.0, 0.0, 0)
    pgid = proc.pid  # start_new_session: the child leads its own group
    procgroups.active[pgid] = threading.get_ident()
    out = bytearray()
    err = bytearray()
    out_trunc = err_trunc = False
    stopped: Limit | None = None  # the limit ccfuzz stopped it for, if it did
    status: int | None = None
    rusage: resource.struct_rusage | None = None
    assert proc.stdout is not None and proc.stderr is not None
    sel = selectors.DefaultSelector()
    try:
        sel.register(proc.stdout, selectors.EVENT_READ, "out")
        sel.register(proc.stderr, selectors.EVENT_READ, "err")
        while True:
            if not sel.get_map():
                # Both pipes closed: the process is (nearly) done; reap it below.
                break
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                stopped = Limit.WALL_TIME
                break
            # Wake up now and then to notice a process that exited while a stray
            # grandchild keeps its pipes open.
            events = sel.select(timeout=min(remaining, 0.25))
            for key, _ in events:
                chunk = os.read(key.fd, _READ_CHUNK)
                if not chunk:
                    sel.unregister(key.fileobj)
                    continue
                if key.data == "out":
                    room = limits.output_bytes - len(out)
                    out += chunk[: max(room, 0)]
                    if len(chunk) > room:
                        out_trunc = True
                        stopped = Limit.OUTPUT
                else:
                    room = limits.output_bytes - len(err)
                    err += chunk[: max(room, 0)]
                    err_trunc = err_trunc or len(chunk) > room
            if stopped is not None:
                break
            if not events:
                reaped = _reap(proc.pid)
                if reaped is not None:
                    status, rusage = reaped
                    break
        if stopped is not None:
            procgroups.kill_group(pgid, signal.SIGTERM)
            reaped = _reap(proc.pid, until=time.monotonic() + _TERM_GRACE_SECONDS, pause=0.01)
            if reaped is not None:
                status, rusage = reaped
            procgroups.kill_group(pgid, signal.SIGKILL)
        if status is None:
            reaped = _reap(proc.pid, until=deadline, pause=0.002)
            if reaped is not None:
                status, rusage = reaped
            else:
                stopped = stopped or Limit.WALL_TIME
                procgroups.kill_group(pgid, signal.SIGKILL)
                _, status, rusage = os.wait4(proc.pid, 0)
        proc.returncode = status  # reaped here with wait4; keep Popen from reaping again
    finally:
        # Whatever happened (including an exception in this process), nothing of the
        # group survives: stray children of the compiler or of the test binary included.
        procgroups.kill_group(pgid, signal.SIGKILL)
        procgroups.active.pop(pgid, None)
        sel.close()
        proc.stdout.close()
        proc.stderr.close()
        if proc.returncode is None:
            with contextlib.suppress(ChildProcessError):
                os.wait4(proc.pid, 0)
            proc.returncode = -1
        procgroups.await_group_exit(pgid)
    report = b""
    if report_r >= 0:
        with os.fdopen(report_r, "rb") as told:  # its only writer, the launcher, is gone
            report = told.read()
    if limits.contain and b"P" not in report:
        # No PID namespace here: what the program started and did not take down with it
        # still works in the program's directory.
        procgroups.kill_groups_under(workdir)
    wall = time.monotonic() - start
    cpu = (rusage.ru_utime + rusage.ru_stime) if rusage is not None else 0.0
    rss = rusage.ru_maxrss if rusage is not None else 0
    exit_code: int | None = None
    sig: int | None = None
    if os.WIFEXITED(status):
        exit_code = os.WEXITSTATUS(status)
    elif os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
    ending, limit = _ending(stopped, sig, cpu, limits, _over_memory(limits, report, rss))
    return ProcResult(argv, ending, exit_code, sig, bytes(out), bytes(err), wall, cpu, rss,
                      out_trunc, err_trunc, limit)


def _reap(pid: int, *, until: float = 0.0,
          pause: float = 0.0) -> tuple[int, resource.struct_rusage] | None:
    """The wait status and resource usage of child ``pid`` once it has exited, reaping it;
    None if it is still running at ``until`` (monotonic clock; by default, asked once). It
    is asked again every ``pause`` seconds until then."""
    while True:
        reaped, status, rusage = os.wait4(pid, os.WNOHANG)
        if reaped:
            return status, rusage
        if time.monotonic() >= until:
            return None
        time.sleep(pause)


# Without the launcher's watch, a contained process whose resident memory peaked this close
# to the address-space limit is taken to have run into it (docs/design/limits.md).
_NEAR_MEMORY_LIMIT = 0.9


def _over_memory(limits: Limits, report: bytes, max_rss_kib: int) -> bool:
    """Whether a contained process asked for more memory than ``limits.memory_bytes``: as the
    launcher saw its requests, or, where it could not watch them, by the peak resident size
    (which misses a single request far over the limit: it fails with nothing touched)."""
    if not limits.contain or limits.memory_bytes is None:
        return False
    if b"W" in report:  # the launcher watched its requests
        return b"M" in report
    return max_rss_kib * 1024 >= _NEAR_MEMORY_LIMIT * limits.memory_bytes


def _ending(stopped: Limit | None, sig: int | None, cpu: float, limits: Limits,
            over_memory: bool) -> tuple[Ending, Limit | None]:
    """How a process ended, and which of ccfuzz's limits it ran into.

    The kernel enforces two limits with signals of their own: SIGXCPU at the soft CPU limit
    (SIGKILL at the hard one, one second later) and SIGXFSZ when a write would pass the file
    size limit. Nothing else sends them to a test binary or a compiler. The wall-clock and
    output limits are ccfuzz's own doing (``stopped``). A process that asked for more memory
    than the limit is over it however it ended: what it did after the refusal (print
    something else, crash, loop) is a consequence of the limit.
    """
    if over_memory:
        return Ending.OVER_LIMIT, Limit.MEMORY
    if stopped is Limit.WALL_TIME:
        return Ending.TIMED_OUT, stopped
    if stopped is not None:
        return Ending.OVER_LIMIT, stopped
    if sig == signal.SIGXCPU or (sig == signal.SIGKILL and cpu >= _cpu_limit(limits)):
        return Ending.TIMED_OUT, Limit.CPU_TIME
    if sig == signal.SIGXFSZ:
        return Ending.OVER_LIMIT, Limit.FILE_SIZE
    if sig is not None:
        return Ending.SIGNALLED, None
    return Ending.EXITED, None


def _cpu_limit(limits: Limits) -> float:
    return limits.cpu_seconds if limits.cpu_seconds is not None else limits.wall_seconds
