"""The shared vocabulary: programs, builds, observations, findings.

Every technique speaks these types: a source yields ``Program``s, a ``Build`` turns one into a
binary (or a failure), the tester runs it into an ``Observation``, the oracle turns the
observations of one program into a ``Verdict`` with ``Finding``s, and the store keeps them.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Protocol


@dataclass(frozen=True)
class Origin:
    """Where a program came from: enough to make it again."""

    kind: str  # "csmith", "file", "generator", "emi:orion", ...
    seed: int | None = None
    path: str | None = None
    command: tuple[str, ...] = ()
    tool_version: str | None = None
    parent: str | None = None
    mutation: str | None = None
    # The program this one behaves like on its input (an EMI seed, for the seed itself and
    # every variant of it). ccfuzz compiled and ran that program to get the expected output,
    # so a build refusing this one points at the mutation, not at the compilers.
    equivalent_to: str | None = None


@dataclass(frozen=True)
class Program:
    """One C translation unit, with the input it runs on and, if known, its right output."""

    name: str
    source: str
    origin: Origin
    stdin: bytes = b""
    expected_output: bytes | None = None


class BuildStatus(StrEnum):
    OK = "ok"  # a binary was produced
    REJECTED = "rejected"  # ordinary diagnostics and a failing exit status
    CRASH = "crash"  # signal, internal compiler error, failed assertion
    TIMEOUT = "timeout"  # over the compile time limit
    ERROR = "error"  # the compiler could not be started at all


class RunStatus(StrEnum):
    EXITED = "exited"  # ended on its own with an exit status
    CRASH = "crash"  # killed by a signal it raised (SIGSEGV, SIGFPE, SIGABRT, ...)
    TIMEOUT = "timeout"  # over the wall-clock or CPU limit
    OUTPUT_LIMIT = "output-limit"  # printed more than the output cap and was stopped
    ERROR = "error"  # could not be started


@dataclass(frozen=True)
class BuildResult:
    build: str
    status: BuildStatus
    command: tuple[str, ...]
    exit_code: int | None
    signal: int | None
    diagnostics: str
    seconds: float
    binary: Path | None = None  # only while the program's work directory exists


@dataclass(frozen=True)
class RunResult:
    status: RunStatus
    command: tuple[str, ...]
    exit_code: int | None
    signal: int | None
    stdout: bytes
    stderr: str
    seconds: float

    def outcome(self) -> tuple[str, int | None, bytes]:
        """What the oracle compares: how it ended and what it printed."""
        code = self.exit_code if self.status is RunStatus.EXITED else self.signal
        return (self.status.value, code, self.stdout)


@dataclass(frozen=True)
class Observation:
    """One program under one build."""

    build: BuildResult
    run: RunResult | None  # None when nothing was run (build failed, or skipped)


class Build(Protocol):
    """Anything that turns a program into a binary: a compiler configuration, a pass pipeline."""

    @property
    def id(self) -> str:
        """Unique, human-readable, stable across runs: ``"gcc -O2"``."""
        ...

    @property
    def compiler(self) -> str:
        """The name of the compiler under test, for grouping findings."""
        ...

    @property
    def version(self) -> str:
        """The compiler's own version line."""
        ...

    @property
    def flags(self) -> tuple[str, ...]:
        """The flags that distinguish this build from the compiler's other builds."""
        ...

    def build(self, program: Program, workdir: Path) -> BuildResult:
        """Compile ``program``, leaving any binary inside ``workdir``."""
        ...


class FindingKind(StrEnum):
    COMPILER_CRASH = "compiler-crash"
    COMPILER_HANG = "compiler-hang"
    REJECTS_VALID = "rejects-valid"
    WRONG_CODE = "wrong-code"
    RUNTIME_CRASH = "runtime-crash"
    INVALID_IR = "invalid-ir"
    BACKEND_FAILURE = "backend-failure"
    PERFORMANCE = "performance"


@dataclass(frozen=True)
class Finding:
    """A misbehaviour of one compiler on one program, with a signature for deduplication."""

    kind: FindingKind
    compiler: str
    builds: tuple[str, ...]
    signature: str
    summary: str
    evidence: Mapping[str, str] = field(default_factory=dict)


class ProgramStatus(StrEnum):
    OK = "ok"  # the builds agree (or all match the expected output), or findings were made
    INVALID = "invalid"  # no build accepts it, or the source could not produce it
    INCONCLUSIVE = "inconclusive"  # outputs with no majority
    SKIPPED = "skipped"  # runs time out under the majority: probably does not terminate
    ERROR = "error"  # ccfuzz itself failed on it (a bug in ccfuzz, recorded with its traceback)


@dataclass(frozen=True)
class Verdict:
    status: ProgramStatus
    reason: str
    findings: tuple[Finding, ...] = ()
    reference: tuple[str, int | None, bytes] | None = None  # the agreed or expected outcome
