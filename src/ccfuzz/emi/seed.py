"""An EMI seed: a program, its input, the output it must keep, and what that input executes.

The output every variant must reproduce is the seed's, compiled at -O0 by the reference
compiler (gcc by default) and run on the seed's input. A seed must parse, compile, terminate
normally and exit 0 on its input; anything else is refused with the reason, before any variant
is made.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import cmodel, sandbox
from ccfuzz.compilers import from_config
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import BuildStatus, Program
from ccfuzz.profile import coverage

REFERENCE_COMPILER = "gcc"


@dataclass
class Seed:
    program: Program
    model: cmodel.CProgram
    coverage: coverage.Coverage
    output: bytes  # what the reference build prints on the input
    reference: str  # the reference build, e.g. "gcc -O0"


def reference_run(program: Program, *, compiler: str = REFERENCE_COMPILER,
                  run_seconds: float = 10) -> tuple[bytes, str]:
    """The seed's output under ``compiler -O0``; InvalidProgramError unless it exits 0."""
    cc = from_config(compiler, compiler, opt_levels=("-O0",))
    [config] = cc.configs(sandbox.Limits(wall_seconds=60))
    with tempfile.TemporaryDirectory(prefix="ccfuzz-seed-") as tmp:
        built = config.build(program, Path(tmp))
        if built.status is not BuildStatus.OK or built.binary is None:
            raise InvalidProgramError(f"{program.name}: does not compile with {config.id}:\n"
                                      f"{built.diagnostics[-2000:]}")
        proc = sandbox.run([str(built.binary)], limits=sandbox.Limits(wall_seconds=run_seconds),
                           stdin=program.stdin, tmp_root=Path(tmp))
    if proc.kind is sandbox.ExitKind.TIMEOUT:
        raise InvalidProgramError(f"{program.name}: does not finish within {run_seconds:g}s on "
                                  "its input; an EMI seed must terminate")
    if proc.kind is not sandbox.ExitKind.EXITED or proc.exit_code != 0:
        how = f"signal {proc.signal}" if proc.signal else f"exit status {proc.exit_code}"
        raise InvalidProgramError(f"{program.name}: ends with {how} on its input under "
                                  f"{config.id}; an EMI seed must exit 0")
    return proc.stdout, config.id


def prepare(program: Program, *, compiler: str = REFERENCE_COMPILER,
            run_seconds: float = 10) -> Seed:
    """Parse, run and profile a seed (ParseError / InvalidProgramError say why not)."""
    model = cmodel.load(program.source, path="seed.c")
    output, reference = reference_run(program, compiler=compiler, run_seconds=run_seconds)
    cov = coverage.profile(model, program, compiler=compiler, run_seconds=run_seconds)
    if cov.stdout != output:
        raise InvalidProgramError(
            f"{program.name}: prints differently once instrumented for coverage (a bug in "
            "ccfuzz's profiler, or a program whose output depends on its own layout)")
    return Seed(program, model, cov, output, reference)
