"""A pass pipeline as a ``Build``: front end, ``opt`` with one pass sequence, back end.

``clang -O0 -Xclang -disable-O0-optnone -emit-llvm`` runs once per program (its IR is kept in
the program's work directory and shared by every pipeline), then per pipeline
``opt -verify-each <sequence>``, ``llc`` and a link by clang. The tester runs the binary like
any other build's, so pipelines vote in the same majority as plain ``clang -O0 ... -O3``.

How a pipeline fails says which bug it is (``failure_finding``): ``opt`` killed by a signal or
reporting an internal error is an opt crash; the verifier's "Broken module/function found" is
invalid IR; ``opt`` over its time limit or out of memory under its memory cap (4 GB) is a
performance bug; ``llc`` or the link failing on IR the verifier accepted is a back-end failure,
except a link that misses symbols of a run-time library (``__tsan_*``, ``__llvm_profile_*``,
...): instrumentation ran without its library, which is pass misuse, not a compiler bug.
The first line of a failed pipeline's diagnostics names the stage: ``[opt] ...``.
"""

from __future__ import annotations

import hashlib
import re
import shlex
import time
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

from ccfuzz import sandbox, signatures
from ccfuzz.compilers import BINARY_NAME, SOURCE_NAME, classify_compile, over_limit
from ccfuzz.model import BuildResult, BuildStatus, Finding, FindingKind, Origin, Program
from ccfuzz.passes.toolchain import Level, PassInfo, PassManager, Toolchain, opt_arguments
from ccfuzz.predicate import RecordedBuild
from ccfuzz.toolchain import roots

OPT_MEMORY_CAP = 4 << 30
_IR, _OPT_IR, _ASM = "prog.ll", "prog.opt.ll", "prog.s"
_BROKEN = re.compile(r"Broken (module|function) found")
_OOM = ("out of memory", "std::bad_alloc", "Allocation failed", "Cannot allocate memory")
_STAGE = re.compile(r"^\[(?P<stage>[a-z]+)\]")


class Stage(StrEnum):
    FRONTEND = "frontend"
    OPT = "opt"
    LLC = "llc"
    LINK = "link"


def opt_limits(cpu_seconds: float, memory_bytes: int) -> sandbox.Limits:
    """opt's limits: CPU time, so that a busy machine does not make performance bugs; the
    wall-clock limit only catches a process that waits on nothing forever."""
    return sandbox.Limits(wall_seconds=3 * cpu_seconds, cpu_seconds=cpu_seconds,
                          memory_bytes=memory_bytes)


@dataclass(frozen=True)
class PassPipeline:
    """A ``Build``: this LLVM's ``opt`` running ``passes`` in order, then ``llc``."""

    toolchain: Toolchain
    manager: PassManager
    passes: tuple[PassInfo, ...]
    limits: sandbox.Limits = field(default_factory=lambda: opt_limits(60.0, OPT_MEMORY_CAP))

    @property
    def digest(self) -> str:
        text = self.manager.value + " " + " ".join(p.name for p in self.passes)
        return hashlib.sha256(text.encode()).hexdigest()[:10]

    @property
    def id(self) -> str:
        return f"{self.toolchain.name} {self.manager.value} {len(self.passes)} passes " \
               f"seq-{self.digest}"

    @property
    def compiler(self) -> str:
        return self.toolchain.name

    @property
    def version(self) -> str:
        return self.toolchain.version

    @property
    def flags(self) -> tuple[str, ...]:
        return (f"seq-{self.digest}",)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.passes)

    def opt_command(self, source: str = _IR, output: str = _OPT_IR) -> tuple[str, ...]:
        arguments = opt_arguments(self.manager, self.passes, self.toolchain.major)
        return (self.toolchain.opt, "-verify-each", *arguments, source, "-S", "-o", output)

    def stage_commands(self) -> list[tuple[Stage, tuple[str, ...]]]:
        tc = self.toolchain
        return [
            (Stage.FRONTEND, tc.frontend_command(SOURCE_NAME, _IR)),
            (Stage.OPT, self.opt_command()),
            (Stage.LLC, tc.backend_command(_OPT_IR, _ASM)),
            (Stage.LINK, tc.link_command(_ASM, BINARY_NAME)),
        ]

    def script(self) -> str:
        """The whole pipeline as one shell command line, for the record and repro scripts."""
        kib = (self.limits.memory_bytes or 0) // 1024
        cpu = int(self.limits.cpu_seconds or self.limits.wall_seconds)
        steps = [shlex.join(cmd) for _, cmd in self.stage_commands()]
        caps = f"ulimit -t {cpu}; " + (f"ulimit -v {kib}; " if kib else "")
        steps[1] = f"({caps}exec {steps[1]})"
        # Leftovers of an earlier chain in the same directory must not pass for this one's.
        return " && ".join([f"rm -f {_IR} {_OPT_IR} {_ASM} {BINARY_NAME}", *steps])

    def command(self) -> tuple[str, ...]:
        """What a build result records as its command: the whole chain, as ``script``."""
        return ("bash", "-c", self.script())

    def build(self, program: Program, workdir: Path) -> BuildResult:
        start = time.monotonic()
        frontend = frontend_ir(self.toolchain, program, workdir, self.limits)
        if isinstance(frontend, BuildResult):
            return BuildResult(self.id, frontend.status, self.command(), frontend.exit_code,
                               frontend.signal, frontend.diagnostics, frontend.seconds,
                               limit=frontend.limit)
        # The pipeline that ran the front end counts its time; the others found it made.
        made = time.monotonic() - start
        result = self.from_ir(frontend, workdir)
        return replace(result, seconds=result.seconds + made)

    def from_ir(self, ir: bytes, workdir: Path, last: Stage = Stage.LINK) -> BuildResult:
        """Optimize, compile and link unoptimized IR, stopping after stage ``last``."""
        start_cmd = self.command()
        binary = workdir / f"seq-{self.digest}.bin"
        seconds = 0.0
        files = {_IR: ir}
        stages = self.stage_commands()
        end = [stage for stage, _ in stages].index(last) + 1
        for stage, command in stages[1:end]:
            out_name = command[command.index("-o") + 1]
            dest = binary if stage is Stage.LINK else workdir / f"seq-{self.digest}.{out_name}"
            proc = sandbox.run(command, limits=self.limits, files=files,
                               keep={out_name: dest}, tmp_root=workdir)
            seconds += proc.wall_seconds
            # opt out of memory under its cap is a performance finding (``failure_kind``);
            # llc or the linker out of memory ran into ccfuzz's cap, as a compiler would.
            status = _classify(stage, proc, produced=dest.exists(),
                               limits=None if stage is Stage.OPT else self.limits)
            if status is not BuildStatus.OK:
                _discard(workdir, self.digest)
                return BuildResult(self.id, status, start_cmd, proc.exit_code, proc.signal,
                                   f"[{stage.value}] {proc.stderr_text()}", seconds,
                                   limit=over_limit(status, proc))
            if stage is not Stage.LINK:
                files = {out_name: dest.read_bytes()}
        _discard(workdir, self.digest)
        return BuildResult(self.id, BuildStatus.OK, start_cmd, 0, None, "", seconds,
                           binary if last is Stage.LINK else None,
                           runner=roots.runner_for(self.toolchain.clang))

    def failure_finding(self, result: BuildResult) -> Finding | None:
        """The finding a failed pipeline makes, or None when the failure is not opt's."""
        return failure_finding(self.toolchain, self.id, result)

    def to_json(self) -> dict[str, Any]:
        return {"toolchain": vars(self.toolchain), "manager": self.manager.value,
                "passes": [(p.name, p.level.value) for p in self.passes],
                "limits": vars(self.limits)}

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> PassPipeline:
        return PassPipeline(Toolchain(**data["toolchain"]), PassManager(data["manager"]),
                            tuple(PassInfo(n, Level(lv)) for n, lv in data["passes"]),
                            sandbox.Limits(**data["limits"]))


@dataclass(frozen=True)
class PipelineTarget(RecordedBuild):
    """A pipeline as the finding predicate's target: recorded as its whole chain (the command
    a repro script runs), built here from the front end's IR that ``frontend_ir`` keeps in
    the work directory, so that a sequence reduction runs the front end once."""

    pipeline: PassPipeline | None = None

    @classmethod
    def of(cls, pipeline: PassPipeline, like: RecordedBuild) -> PipelineTarget:
        """``pipeline`` as a target whose binary must end as ``like``'s did."""
        return cls(pipeline.id, pipeline.compiler, pipeline.version, pipeline.command(),
                   like.ending, like.signal, like.deviates, pipeline)

    def build_with(self, source: bytes, limits: sandbox.Limits, workdir: Path) -> BuildResult:
        assert self.pipeline is not None
        program = Program(SOURCE_NAME, source.decode("utf-8", "surrogateescape"),
                          Origin("candidate"))
        return self.pipeline.build(program, workdir)


def _classify(stage: Stage, proc: sandbox.ProcResult, *, produced: bool,
              limits: sandbox.Limits | None) -> BuildStatus:
    status = classify_compile(proc, produced=produced, limits=limits)
    if status is BuildStatus.REJECTED and stage is not Stage.FRONTEND:
        # The front end accepted the program: a later stage that refuses what the previous
        # one produced (the verifier, llc, the linker) is a bug in the toolchain.
        return BuildStatus.CRASHED
    return status


def _discard(workdir: Path, digest: str) -> None:
    for leftover in workdir.glob(f"seq-{digest}.prog.*"):
        leftover.unlink(missing_ok=True)


def frontend_ir(toolchain: Toolchain, program: Program, workdir: Path,
              limits: sandbox.Limits) -> bytes | BuildResult:
    """The program's unoptimized IR, made once per program and work directory."""
    key = hashlib.sha256(f"{toolchain.clang}\0{program.source}".encode()).hexdigest()[:16]
    cached = workdir / f"frontend-{key}.ll"
    if cached.exists():
        return cached.read_bytes()
    command = toolchain.frontend_command(SOURCE_NAME, _IR)
    proc = sandbox.run(command, limits=limits, files={SOURCE_NAME: program.source.encode()},
                       keep={_IR: cached}, tmp_root=workdir)
    status = classify_compile(proc, produced=cached.exists(), limits=limits)
    if status is not BuildStatus.OK:
        cached.unlink(missing_ok=True)
        return BuildResult("frontend", status, proc.argv, proc.exit_code, proc.signal,
                           f"[{Stage.FRONTEND.value}] {proc.stderr_text()}", proc.wall_seconds,
                           limit=over_limit(status, proc))
    return cached.read_bytes()


# The symbol families of LLVM's and the sanitizers' run-time libraries (profiling, contextual
# profiling, gcov, sanitizers, XRay): what the linker misses when instrumentation ran without
# its library. Matched on what the linker says, so no list of passes is needed.
_RUNTIME_SYMBOL = re.compile(
    r"(__llvm_profile|__llvm_ctx_profile|__ctx_profile|__llvm_gcov|llvm_gcda|llvm_gcov|"
    r"__llvm_orderfile|__memprof|__asan|__hwasan|__tsan|__msan|__dfsan|__dfso|__nsan|"
    r"__rtsan|__tysan|__ubsan|__sanitizer|__sancov|__cfi|__xray)")
# How linkers name a symbol nobody defines: GNU ld (twice), gold and lld.
_UNDEFINED = re.compile(r"undefined reference to [`']([^'\s]+)'|hidden symbol [`']([^'\s]+)' "
                        r"isn't defined|undefined symbol: ([^\s]+)")


def undefined_symbols(diagnostics: str) -> frozenset[str]:
    """The symbols a failed link names as undefined."""
    return frozenset(next(g for g in groups if g) for groups in _UNDEFINED.findall(diagnostics))


def runtime_libraries(diagnostics: str) -> tuple[str, ...]:
    """The run-time library symbol families a failed link misses (``__tsan``, ...)."""
    found = (_RUNTIME_SYMBOL.match(s) for s in undefined_symbols(diagnostics))
    return tuple(sorted({m.group(1) for m in found if m}))


def failed_stage(result: BuildResult) -> Stage | None:
    match = _STAGE.match(result.diagnostics)
    return Stage(match.group("stage")) if match else None


def failure_kind(result: BuildResult) -> tuple[FindingKind, str] | None:
    """Which bug a failed pipeline shows and what identifies it (before sequence reduction)."""
    stage = failed_stage(result)
    diag = result.diagnostics
    if stage is None or stage is Stage.FRONTEND or result.status not in (
            BuildStatus.CRASHED, BuildStatus.TIMED_OUT):
        return None
    if stage is Stage.OPT:
        if result.status is BuildStatus.TIMED_OUT:
            return FindingKind.PERFORMANCE, "over the CPU time limit"
        if any(marker in diag for marker in _OOM):
            return FindingKind.PERFORMANCE, "out of memory under the cap"
        if _BROKEN.search(diag):
            return FindingKind.INVALID_IR, verifier_message(diag)
        return FindingKind.COMPILER_CRASH, signatures.crash_detail(diag, result.signal)
    if result.status is BuildStatus.TIMED_OUT:
        return FindingKind.PERFORMANCE, f"{stage.value} over the time limit"
    if stage is Stage.LINK and (libraries := runtime_libraries(diag)):
        return FindingKind.PASS_MISUSE, "link: needs a run-time library (" + ", ".join(
            f"{family}*" for family in libraries) + ")"
    return FindingKind.BACKEND_FAILURE, f"{stage.value}: " + signatures.crash_detail(
        diag, result.signal)


def verifier_message(diagnostics: str) -> str:
    """The verifier's complaint: the first line of the report, names normalized away."""
    for line in diagnostics.splitlines():
        text = _STAGE.sub("", line).strip()
        if text and not text.startswith(("%", "store", "call", "br ", "LLVM ERROR")) \
                and "Broken" not in text and not text.startswith("ptr"):
            return signatures.normalize(text)
    return "broken module"


def failure_finding(toolchain: Toolchain, build_id: str, result: BuildResult) -> Finding | None:
    kind_detail = failure_kind(result)
    if kind_detail is None:
        return None
    kind, detail = kind_detail
    return Finding(kind, toolchain.name, (build_id,),
                   f"{kind.value}|{toolchain.version}|{detail}",
                   f"{build_id}: {kind.value}: {detail}"[:300],
                   {"diagnostics": result.diagnostics[-4000:]})
