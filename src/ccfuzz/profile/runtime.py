"""The C side of profiling: a prelude put in front of an instrumented program, and running it.

The prelude declares what it needs from libc under private names bound to the real symbols
(``__asm__("fopen")``), so it never clashes with the program's own declarations, whatever it
includes or omits; it ends with ``#line 1`` so diagnostics and gcov keep the original lines.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.compilers import SOURCE_NAME, from_config
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import BuildStatus, Ending, Program

PROFILE_FILE = "ccfuzz.profile"
PREFIX = "__ccfuzz_"

LIBC = f"""extern void *{PREFIX}fopen(const char *, const char *) __asm__("fopen");
extern int {PREFIX}fprintf(void *, const char *, ...) __asm__("fprintf");
extern int {PREFIX}fclose(void *) __asm__("fclose");
"""


def prelude(declarations: str, dump_body: str) -> str:
    """Declarations, then a destructor that opens the profile file and runs ``dump_body``
    with ``f`` bound to it."""
    return (f"{LIBC}{declarations}\n"
            f"__attribute__((destructor)) static void {PREFIX}dump(void) {{\n"
            f"  void *f = {PREFIX}fopen(\"{PROFILE_FILE}\", \"w\");\n"
            f"  if (!f) return;\n{dump_body}\n  {PREFIX}fclose(f);\n}}\n#line 1\n")


_BUILT_NAME = re.compile(rf"(^|\s){re.escape(SOURCE_NAME)}:", re.MULTILINE)


def where(program: Program) -> str:
    """How messages name a program: the file it came from, else its name."""
    return program.origin.path or program.name


@dataclass(frozen=True)
class ProfiledRun:
    build: str  # e.g. "gcc -O0"
    stdout: bytes
    exit_code: int | None
    signal: int | None
    timed_out: bool
    exited: bool  # ended on its own (not killed: timeout, signal, output cap)
    profile: str | None  # None: no profile was written (not instrumented, or ended abnormally)


def compile_and_run(source: bytes, program: Program, *, compiler: str = "gcc",
                    compile_seconds: float = 60, run_seconds: float = 10,
                    what: str = "the instrumented program") -> ProfiledRun:
    """Build ``source`` with ``compiler -O0`` and run it on the program's input, keeping the
    profile file it writes; InvalidProgramError, naming it ``what``, if it does not compile."""
    cc = from_config(compiler, compiler, opt_levels=("-O0",))
    [config] = cc.configs(sandbox.Limits(wall_seconds=compile_seconds))
    with tempfile.TemporaryDirectory(prefix="ccfuzz-prof-") as tmp:
        work = Path(tmp)
        built = config.build(Program(program.name, source.decode(), program.origin), work)
        if built.status is not BuildStatus.OK or built.binary is None:
            # The compiler saw prog.c; the user knows the file by its own name.
            said = _BUILT_NAME.sub(lambda m: f"{m.group(1)}{where(program)}:",
                                   built.diagnostics)
            raise InvalidProgramError(
                f"{where(program)}: {what} does not compile with {config.id} "
                f"({built.status}): {_first_problem(said)[:300]}")
        dest = work / PROFILE_FILE
        proc = sandbox.run([*built.runner, str(built.binary)],
                           limits=sandbox.Limits(wall_seconds=run_seconds),
                           stdin=program.stdin, keep={PROFILE_FILE: dest}, tmp_root=work)
        profile = dest.read_text() if dest.exists() else None
    return ProfiledRun(config.id, proc.stdout, proc.exit_code, proc.signal,
                       proc.ending is Ending.TIMED_OUT,
                       proc.ending is Ending.EXITED, profile)


def _first_problem(diagnostics: str) -> str:
    """The line that says what is wrong: the first error or undefined reference, not the
    driver's summary of the linker's exit (``collect2: error: ld returned 1``)."""
    lines = [line.strip() for line in diagnostics.splitlines() if line.strip()]
    for line in lines:
        if not line.startswith("collect2:") and (
                "error" in line.lower() or "undefined reference" in line):
            return line
    return lines[0] if lines else "(no diagnostics)"


def profiled_run(source: bytes, program: Program, *, compiler: str = "gcc",
                 run_seconds: float = 10) -> ProfiledRun:
    """Build and run an instrumented program. InvalidProgramError when it does not end
    normally (no profile is written then)."""
    run = compile_and_run(source, program, compiler=compiler, run_seconds=run_seconds)
    if run.profile is None:
        how = ("timed out" if run.timed_out else f"was killed by signal {run.signal}"
               if run.signal else "did not exit normally")
        raise InvalidProgramError(f"{where(program)}: the profiled run {how}; a seed must "
                                  "terminate normally on its input")
    return run


def profiled_runs(source: bytes, program: Program, *, compilers: Sequence[str],
                  run_seconds: float = 10) -> list[ProfiledRun]:
    """``profiled_run`` under each of ``compilers``. They must agree on what the program
    prints and how it exits (InvalidProgramError if not): where C leaves the order of
    evaluation unspecified they may take different paths through it, but a seed whose
    output depends on the path has no one output for its variants to keep."""
    runs = [profiled_run(source, program, compiler=cc, run_seconds=run_seconds)
            for cc in compilers]
    for run in runs[1:]:
        if (run.stdout, run.exit_code) != (runs[0].stdout, runs[0].exit_code):
            raise InvalidProgramError(
                f"{where(program)}: prints differently under {runs[0].build} and {run.build} "
                f"(exit status {runs[0].exit_code} and {run.exit_code}, {len(runs[0].stdout)} "
                f"and {len(run.stdout)} bytes of output): its output depends on behaviour C "
                "leaves unspecified or undefined")
    return runs

