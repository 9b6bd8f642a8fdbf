"""The shared vocabulary: programs, builds, observations, findings.

Every technique speaks these types: a source yields ``Program``s, a ``Build`` turns one into a
binary (or a failure), the tester runs it into an ``Observation``, the oracle turns the
observations of one program into a ``Verdict`` with ``Finding``s, and the store keeps them.
"""

from __future__ import annotations

import signal
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


class Ending(StrEnum):
    """How a process ended: the sandbox's word, and a test binary's run status.

    ``TIMED_OUT`` and ``OVER_LIMIT`` are ccfuzz's doing (its time, memory, file-size and
    output limits; ``Limit`` says which), never the program's own behaviour.
    """

    EXITED = "exited"  # ended on its own with an exit status
    SIGNALLED = "signalled"  # killed by a signal not of ccfuzz's limits (SIGSEGV, SIGABRT, ...)
    TIMED_OUT = "timed-out"  # over the wall-clock or CPU time limit
    OVER_LIMIT = "over-limit"  # over the memory, file-size or output limit
    NOT_STARTED = "not-started"  # could not be started (no such file, not executable, ...)

    @classmethod
    def _missing_(cls, value: object) -> Ending | None:
        return _LEGACY_ENDINGS.get(str(value))


# Run statuses as stores written by earlier versions spell them.
_LEGACY_ENDINGS = {"crash": Ending.SIGNALLED, "timeout": Ending.TIMED_OUT,
                   "output-limit": Ending.OVER_LIMIT, "error": Ending.NOT_STARTED}


class Limit(StrEnum):
    """Which of ccfuzz's own limits a process ran into."""

    WALL_TIME = "wall-time"
    CPU_TIME = "cpu-time"
    MEMORY = "memory"  # address space (RLIMIT_AS)
    FILE_SIZE = "file-size"  # largest file written (RLIMIT_FSIZE, SIGXFSZ)
    OUTPUT = "output"  # captured stdout


class BuildStatus(StrEnum):
    """What a compile produced: a judgement on the compiler, not only how its process ended
    (a compiler that exits 1 after an internal compiler error has crashed)."""

    OK = "ok"  # a binary was produced
    REJECTED = "rejected"  # ordinary diagnostics and a failing exit status
    CRASHED = "crashed"  # a signal, an internal compiler error, a failed assertion
    TIMED_OUT = "timed-out"  # over the compile time limit
    OVER_LIMIT = "over-limit"  # over ccfuzz's memory, file-size or output limit
    NOT_STARTED = "not-started"  # the compiler could not be started at all

    @classmethod
    def _missing_(cls, value: object) -> BuildStatus | None:
        return _LEGACY_BUILD_STATUSES.get(str(value))


_LEGACY_BUILD_STATUSES = {"crash": BuildStatus.CRASHED, "timeout": BuildStatus.TIMED_OUT,
                          "error": BuildStatus.NOT_STARTED}


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
    limit: Limit | None = None  # which limit, when TIMED_OUT or OVER_LIMIT
    # The command prefix that runs the binary: () directly; a toolchain root's entry for a
    # compiler of a root, whose binaries link against the root's C library.
    runner: tuple[str, ...] = ()


@dataclass(frozen=True)
class RunOutcome:
    """What the oracle compares between runs: how it ended, the exit status (or the signal,
    when signalled), and what it printed."""

    ending: Ending
    code: int | None
    stdout: bytes

    @classmethod
    def of(cls, ending: Ending, exit_code: int | None, signal: int | None,
           stdout: bytes) -> RunOutcome:
        code = exit_code if ending is Ending.EXITED else (
            signal if ending is Ending.SIGNALLED else None)
        return cls(ending, code, stdout)

    def describe(self, chars: int = 4000) -> str:
        """``[exit 1] text``, ``[killed by SIGSEGV] text``, ``[timed-out] text``."""
        text = self.stdout.decode("utf-8", errors="replace")[:chars]
        if self.ending is Ending.EXITED:
            how = f"exit {self.code}"
        elif self.ending is Ending.SIGNALLED:
            how = f"killed by {signal_name(self.code)}"
        else:
            how = self.ending.value
        return f"[{how}] {text}"


def signal_name(number: int | None) -> str:
    """``SIGSEGV`` for 11; ``no-signal`` for None."""
    if number is None:
        return "no-signal"
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


@dataclass(frozen=True)
class RunResult:
    status: Ending
    command: tuple[str, ...]
    exit_code: int | None
    signal: int | None
    stdout: bytes
    stderr: str
    seconds: float
    limit: Limit | None = None  # which limit, when TIMED_OUT or OVER_LIMIT

    def outcome(self) -> RunOutcome:
        """What the oracle compares: how it ended and what it printed."""
        return RunOutcome.of(self.status, self.exit_code, self.signal, self.stdout)


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
    # A pass sequence whose output needs what no sequence gives it (a run-time library): the
    # pass was used where it does not belong, no compiler misbehaved. Kept to be seen.
    PASS_MISUSE = "pass-misuse"
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
    reference: RunOutcome | None = None  # the agreed or expected outcome


@dataclass(frozen=True)
class Limits:
    """What one process may take (``sandbox.run`` enforces it)."""

    wall_seconds: float = 10.0
    cpu_seconds: float | None = None  # None: same as the wall-clock limit
    memory_bytes: int | None = 4 << 30  # address space; None for sanitizer builds
    output_bytes: int = 1 << 20  # per stream
    file_bytes: int | None = 256 << 20
    isolate_network: bool = False
    contain: bool = False  # a test binary: a PID namespace, memory requests watched
    # The stack's size (None: inherited). Whether a deep recursion or a leaking alloca
    # crashes must not depend on the ulimit -s of the shell that started ccfuzz.
    stack_bytes: int | None = None
