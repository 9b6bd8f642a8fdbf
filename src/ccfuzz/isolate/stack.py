"""Where a compile failed: the compiler's stack when it reported an error or crashed.

A compiler that rejects a valid program, or crashes on it, stops somewhere: the call that
reports the error, the instruction that faults. Its functions on the stack at that moment
are where it acted on what went wrong, often in the faulty function itself or just after
the faulty function returned a wrong answer to one of them. gcov cannot say this (it counts
lines, not when they ran), so the failing compile is run once more, under gdb, stopping at
the compiler's error functions (``STOPS`` for its family), at ``abort``, and at any fatal
signal, and gdb's backtrace is read. Frames outside the compiler's source (the C library,
the crash handler) are left out; so are the error functions themselves, which every
rejected program reaches.

The build needs its symbols: ``tccsource`` builds tcc with ``--debug`` (``-g``, not
stripped). A GCC or LLVM built with coverage must be built with ``-g`` too; gdb follows a
child the driver starts (gcc's ``cc1``; clang runs its ``-cc1`` in its own process), and
only ``abort`` and fatal signals stop them (their error functions are not listed here). No
such build exists on the machines this was written on: that path is untested.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.compilers import SOURCE_NAME
from ccfuzz.errors import CcfuzzError, ToolMissingError
from ccfuzz.isolate.gcovdata import gcov_env
from ccfuzz.model import Ending
from ccfuzz.toolchain.covbuild import CoverageBuild

# Per compiler family, the functions through which it reports an error that stops the
# compile: tcc's ``tcc_error`` and ``tcc_error_noabort`` macros call the first two since
# 2020; before, they were the functions themselves. A name the build lacks is a breakpoint
# gdb never sets.
STOPS = {"tcc": ("_tcc_error", "_tcc_error_noabort", "tcc_error", "tcc_error_noabort")}
ALWAYS = ("abort",)
# gdb's start-up and the debug information it reads, beyond the compile itself.
_GDB_SECONDS = 60.0

# "#3  0x000055555557a0e2 in skip (...) at tccpp.c:1234" or "#0  _tcc_error (...) at
# libtcc.c:623" (arguments printed as "..."); frames without a source line say "from LIB".
_FRAME = re.compile(r"^#\d+\s+(?:0x[0-9a-f]+ in )?([\w:~<>.$]+) \(.*\) at (.+):(\d+)$")


_NO_GDB = ("gdb not found: the failure's stack needs it (Debian's gdb package; "
           "scripts/setup.sh installs it)")


def check_gdb() -> None:
    """Refuse, before any work, when there is no gdb to read the stack with."""
    if shutil.which("gdb") is None:
        raise ToolMissingError(_NO_GDB)


def failure_stack(build: CoverageBuild, arguments: Sequence[str], source: bytes,
                  compile_seconds: float) -> tuple[str, ...]:
    """The compiler's functions on its stack where compiling ``source`` with ``arguments``
    (the target's, as ``Trials.arguments``) stopped, innermost first: empty when the compile
    neither reported an error nor crashed (or the build has no symbols to say)."""
    stops = (*STOPS.get(build.family, ()), *ALWAYS)
    argv = ["gdb", "-nx", "-q", "-batch",
            "-ex", "set pagination off", "-ex", "set confirm off", "-ex", "set width 0",
            "-ex", "set breakpoint pending on", "-ex", "set print frame-arguments none",
            "-ex", "set follow-fork-mode child", "-ex", "set startup-with-shell off",
            *(x for name in stops for x in ("-ex", f"break {name}")),
            "-ex", "run", "-ex", "bt", "--args", str(build.compiler), *arguments]
    with tempfile.TemporaryDirectory(prefix="ccfuzz-stack-") as tmp:
        work = Path(tmp)
        (work / SOURCE_NAME).write_bytes(source)
        # The compile's coverage goes nowhere that counts.
        proc = sandbox.run(argv, cwd=work, env=gcov_env(build, work / "gcov"),
                           limits=sandbox.Limits(wall_seconds=compile_seconds + _GDB_SECONDS))
    if proc.ending is Ending.NOT_STARTED:
        raise ToolMissingError(_NO_GDB)
    if proc.ending is Ending.TIMED_OUT:
        raise CcfuzzError(f"gdb running {build.name} did not stop within "
                          f"{compile_seconds + _GDB_SECONDS:.0f}s")
    return frames(proc.stdout.decode(errors="replace"), build, stops)


def frames(backtrace: str, build: CoverageBuild, stops: Sequence[str] = ()) -> tuple[str, ...]:
    """The functions of gdb's ``backtrace`` whose source is the build's, innermost first,
    the error functions ``stops`` left out."""
    found = []
    for line in backtrace.splitlines():
        match = _FRAME.match(line.strip())
        if match is None:
            continue
        function, file = match.group(1), match.group(2)
        if function in stops or not _in_build(build, file):
            continue
        found.append(function)
    return tuple(found)


def _in_build(build: CoverageBuild, file: str) -> bool:
    path = Path(file)
    if path.is_absolute():
        return any(path.is_relative_to(d) for d in (build.source_dir, build.object_dir))
    return any((d / path).is_file() for d in (build.source_dir, build.object_dir))
