"""Observe one program under many builds: compile with each, run what compiled.

Runs are ordered so the first two come from two different compilers at optimizing levels
(fast binaries): when both time out, the program almost surely does not terminate (about one
Csmith program in ten) and the remaining runs are skipped instead of each burning the whole
run-time limit. The oracle then reports the program as skipped.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import replace
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.model import Build, BuildStatus, Ending, Observation, Program, RunResult
from ccfuzz.toolchain.roots import emulated

_LEVEL_ORDER = ("-O2", "-O3", "-Os", "-O1", "-O0")
EARLY_SKIP_TIMEOUTS = 2

# A test binary's stack, whatever the stack limit ccfuzz inherited (Linux's usual default):
# a program that overflows it crashes on every machine or on none.
STACK_BYTES = 8 << 20
# How much longer a binary may run under qemu-user than natively (qemu's cost per run:
# docs/benchmarks.md).
EMULATION_FACTOR = 20.0


def run_binary(binary: Path, program: Program, limits: sandbox.Limits,
               tmp_root: Path | None = None, env: Mapping[str, str] | None = None,
               runner: Sequence[str] = ()) -> RunResult:
    """Run a test binary: untrusted code, in its own empty directory, contained (whatever it
    starts ends with it; its memory requests are watched), and in the network namespace
    ``limits`` asks for, with a stack of ``limits.stack_bytes`` or else ``STACK_BYTES``
    (``env``: variables to add, such as a sanitizer's options). ``runner`` prefixes the
    command: a toolchain root's entry, for a binary of a root's compiler (``BuildResult``),
    and qemu-user for a cross compiler's, whose time limits are ``EMULATION_FACTOR`` times
    ``limits``'."""
    stack = limits.stack_bytes if limits.stack_bytes is not None else STACK_BYTES
    if emulated(runner):  # qemu-user: the same program, many times slower
        limits = replace(limits, wall_seconds=limits.wall_seconds * EMULATION_FACTOR,
                         cpu_seconds=None if limits.cpu_seconds is None
                         else limits.cpu_seconds * EMULATION_FACTOR)
    proc = sandbox.run([*runner, str(binary)],
                       limits=replace(limits, contain=True, stack_bytes=stack),
                       stdin=program.stdin, env=env, tmp_root=tmp_root)
    return RunResult(
        status=proc.ending,
        command=proc.argv,
        exit_code=proc.exit_code,
        signal=proc.signal,
        stdout=proc.stdout,
        stderr=proc.stderr_text()[:4096],
        seconds=proc.wall_seconds,
        limit=proc.limit,
    )


def run_order(builds: Sequence[Build]) -> list[int]:
    """The order in which ``observe`` runs the binaries of ``builds`` (indices)."""
    compilers: list[str] = []
    for build in builds:
        if build.compiler not in compilers:
            compilers.append(build.compiler)

    def rank(i: int) -> tuple[int, int, int]:
        flags = builds[i].flags
        level = next((_LEVEL_ORDER.index(f) for f in flags if f in _LEVEL_ORDER), 0)
        return (level, compilers.index(builds[i].compiler), i)

    return sorted(range(len(builds)), key=rank)


def observe(program: Program, builds: Sequence[Build], run_limits: sandbox.Limits,
            tmp_root: Path | None = None) -> list[Observation]:
    """One observation per build, in the order of ``builds``."""
    workdir = Path(tempfile.mkdtemp(prefix="ccfuzz-prog-", dir=tmp_root))
    try:
        results = [build.build(program, workdir) for build in builds]
        runs: dict[int, RunResult] = {}
        timeouts = 0
        for i in run_order(builds):
            binary = results[i].binary
            if results[i].status is not BuildStatus.OK or binary is None:
                continue
            run = run_binary(binary, program, run_limits, tmp_root=workdir,
                             runner=results[i].runner)
            runs[i] = run
            if run.status is Ending.TIMED_OUT:
                timeouts += 1
            if timeouts >= EARLY_SKIP_TIMEOUTS and timeouts == len(runs):
                break
        return [Observation(results[i], runs.get(i)) for i in range(len(builds))]
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
