"""Check a generated program the way the issue's "done when" says: it compiles with every
compiler at every -O level, every build prints the expected output, and sanitizer builds of
gcc and clang run clean (and, when asked, a clang MemorySanitizer build). The -O2 builds also
carry the reduction guard's warnings-as-errors (and its fatal warning texts): a program the
guard refuses could not be reduced.
Used by the tests (on a sample) and by ``benchmarks/generator_validity.py`` (on 1,000
programs)."""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import constructs, sandbox
from ccfuzz.case.guard import fatal_warning, guard_warnings
from ccfuzz.model import Ending

OPT_LEVELS = ("-O0", "-O1", "-O2", "-Os", "-O3")
UBSAN_EXIT = 91  # distinctive: a sanitizer report is never taken for an ordinary exit
ASAN_EXIT = 92
MSAN_EXIT = 93
SANITIZE = ("-fsanitize=undefined,address", "-fno-sanitize-recover=undefined")
MSAN = ("-O1", "-fsanitize=memory", "-fno-sanitize-recover=all")  # clang's alone
SANITIZER_ENV = {"UBSAN_OPTIONS": f"halt_on_error=1:exitcode={UBSAN_EXIT}",
                 "ASAN_OPTIONS": f"exitcode={ASAN_EXIT}:detect_leaks=0",
                 "MSAN_OPTIONS": f"exitcode={MSAN_EXIT}"}


@dataclass(frozen=True)
class Check:
    build: str  # "gcc -O2", "clang-14 sanitizers"
    ok: bool
    problem: str
    run_seconds: float


def _build_and_run(compiler: str, flags: Sequence[str], source: bytes, workdir: Path,
                   run_seconds: float, sanitizer: bool, expected: bytes, stdin: bytes,
                   label: str = "sanitizers") -> Check:
    name = f"{compiler} {' '.join(flags) if not sanitizer else label}"
    binary = workdir / "prog"
    guarded = list(flags) == ["-O2"]
    warnings = guard_warnings(compiler) if guarded else ("-w",)
    built = sandbox.run([compiler, *flags, *warnings, "prog.c", "-o", "prog"],
                        limits=sandbox.Limits(wall_seconds=120, memory_bytes=None),
                        files={"prog.c": source}, keep={"prog": binary})
    if not built.ok:
        return Check(name, False, f"does not compile: {built.stderr_text()[:500]}", 0.0)
    fatal = fatal_warning(built.stderr_text()) if guarded else None
    if fatal is not None:
        return Check(name, False, f"the reduction guard refuses it: {fatal}", 0.0)
    ran = sandbox.run([str(binary)], limits=sandbox.Limits(
        wall_seconds=run_seconds, memory_bytes=None if sanitizer else 4 << 30),
        env=SANITIZER_ENV if sanitizer else None, stdin=stdin)
    binary.unlink(missing_ok=True)
    if ran.ending is Ending.TIMED_OUT:
        return Check(name, False, f"over the run limit of {run_seconds:g} s",
                     ran.wall_seconds)
    if not ran.ok:
        return Check(name, False, f"{ran.ending.value}, exit {ran.exit_code}, signal "
                     f"{ran.signal}: {ran.stderr_text()[:500]}", ran.wall_seconds)
    if ran.stdout != expected:
        return Check(name, False, f"printed {ran.stdout!r}, expected {expected!r}",
                     ran.wall_seconds)
    return Check(name, True, "", ran.wall_seconds)


def check_program(source: str, expected: bytes, compilers: Sequence[str] = ("gcc", "clang-14"),
                  opt_levels: Sequence[str] = OPT_LEVELS, sanitizers: Sequence[str] = (
                      "gcc", "clang-14"), run_seconds: float = 5.0, stdin: bytes = b"",
                  msan: Sequence[str] = ()) -> list[Check]:
    """Every build of ``source``, each run on ``stdin`` and compared with ``expected``;
    ``msan``: the clang compilers that also build it with MemorySanitizer."""
    data = source.encode()
    out = []
    with tempfile.TemporaryDirectory(prefix="ccfuzz-validity-") as tmp:
        workdir = Path(tmp)
        for cc in compilers:
            for opt in opt_levels:
                out.append(_build_and_run(cc, [opt], data, workdir, run_seconds, False,
                                          expected, stdin))
        for cc in sanitizers:
            out.append(_build_and_run(cc, ["-O0", *SANITIZE], data, workdir, run_seconds,
                                      True, expected, stdin))
        for cc in msan:
            flags = (*MSAN, *constructs.msan_flags(source))
            out.append(_build_and_run(cc, flags, data, workdir, run_seconds, True, expected,
                                      stdin, "msan"))
    return out
