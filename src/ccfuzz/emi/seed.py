"""An EMI seed: a program, its input, the output it must keep, and what that input executes.

The output every variant must reproduce is the seed's, compiled at -O0 by the reference
compiler (gcc by default) and run on the seed's input. A seed must parse, compile, terminate
normally and exit 0 on its input; anything else is refused with the reason, before any variant
is made.

What the input executes (and, for Hermes, the values it sees) is profiled under the reference
compiler and every other installed one of ``PROFILE_COMPILERS``, and the profiles are joined.
Where C leaves the order of evaluation unspecified (the arguments of a call, say), two correct
compilers may take different paths through a seed and still print the same thing: a statement
only one of them runs is not dead code, and a value only one of them sees still bounds the
other's. A seed whose output differs between them is refused.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, replace
from typing import ClassVar, Generic, Protocol, TypeVar

from ccfuzz import cmodel
from ccfuzz.constructs import unpromised
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Origin, Program
from ccfuzz.profile import coverage, runtime

REFERENCE_COMPILER = "gcc"
PROFILE_COMPILERS = ("gcc", "clang-14")


def profile_compilers(reference: str) -> tuple[str, ...]:
    """The reference compiler and the other installed ``PROFILE_COMPILERS``."""
    return (reference, *(cc for cc in PROFILE_COMPILERS
                         if cc != reference and shutil.which(cc) is not None))


@dataclass
class Seed:
    program: Program
    model: cmodel.CProgram
    coverage: coverage.Coverage
    output: bytes  # what the reference build prints on the input
    reference: str  # the reference build, e.g. "gcc -O0"

    def member(self, name: str, source: str, strategy: str, mutation: str, *,
               parent: str | None) -> Program:
        """A program of this seed's EMI family (the seed itself, or a variant made by
        ``strategy``): equivalent to the seed on its input, so it must print the seed's output."""
        return member(self.program, self.output, name, source, strategy, mutation,
                      parent=parent)


def member(seed: Program, output: bytes, name: str, source: str, strategy: str,
           mutation: str, *, parent: str | None) -> Program:
    """A program of ``seed``'s EMI family (see ``Seed.member``); ``output``: the seed's."""
    made = seed.origin
    origin = Origin(kind=f"emi:{strategy}", seed=made.seed, path=made.path,
                    command=made.command, tool_version=made.tool_version, parent=parent,
                    mutation=mutation, equivalent_to=seed.name)
    return Program(name, source, origin, seed.stdin, output)


class SeedFacts(Protocol):
    """What a strategy's prepared seed knows about the seed, whatever else it profiles."""

    @property
    def program(self) -> Program: ...

    @property
    def output(self) -> bytes: ...  # what the reference build prints on the input

    @property
    def reference(self) -> str: ...  # the reference build, e.g. "gcc -O0"


S = TypeVar("S", bound=SeedFacts)


class FromSeed(Generic[S]):
    """The members of ``Strategy`` that only report the prepared seed ``seed``."""

    name: ClassVar[str]
    seed: S

    @property
    def program(self) -> Program:
        return self.seed.program

    @property
    def output(self) -> bytes:
        return self.seed.output

    @property
    def reference(self) -> str:
        return self.seed.reference

    def itself(self) -> Program:
        seed = self.seed.program
        return member(seed, self.seed.output, seed.name, seed.source, self.name,
                      "none: the seed itself", parent=None)


def reference_run(program: Program, *, compiler: str = REFERENCE_COMPILER,
                  run_seconds: float = 10) -> tuple[bytes, str]:
    """The seed's output under ``compiler -O0``; InvalidProgramError unless it exits 0."""
    run = runtime.compile_and_run(program.source.encode(), program, compiler=compiler,
                                  run_seconds=run_seconds, what="the seed")
    where = runtime.where(program)
    if run.timed_out:
        raise InvalidProgramError(f"{where}: does not finish within {run_seconds:g}s on "
                                  "its input; an EMI seed must terminate")
    if not run.exited or run.exit_code != 0:
        how = f"signal {run.signal}" if run.signal else f"exit status {run.exit_code}"
        raise InvalidProgramError(f"{where}: ends with {how} on its input under "
                                  f"{run.build}; an EMI seed must exit 0")
    return run.stdout, run.build


def unhinted(program: Program) -> Program:
    """``program`` with the generator's promises defined away (``constructs.unpromised``):
    a hint promises a loop no loop-carried dependence, ``restrict`` that a loop function's
    arrays are reached through its parameters alone, and a variant's new code could make
    either false (read what a loop stores at another element, or an array behind a
    ``restrict`` parameter by its name)."""
    source = unpromised(program.source)
    return program if source == program.source else replace(program, source=source)


def prepare(program: Program, *, compiler: str = REFERENCE_COMPILER,
            run_seconds: float = 10) -> Seed:
    """Parse, run and profile a seed (ParseError / InvalidProgramError say why not), its
    loop hints and ``restrict`` defined away (``unhinted``)."""
    program = unhinted(program)
    model = cmodel.load(program.source, path=runtime.where(program))
    output, reference = reference_run(program, compiler=compiler, run_seconds=run_seconds)
    cov = coverage.profile(model, program, compilers=profile_compilers(compiler),
                           run_seconds=run_seconds)
    if cov.stdout != output:
        raise InvalidProgramError(
            f"{runtime.where(program)}: prints differently once instrumented for coverage (a "
            "bug in ccfuzz's profiler, or a program whose output depends on its own layout)")
    return Seed(program, model, cov, output, reference)
