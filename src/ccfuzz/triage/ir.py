"""``ccfuzz passes`` findings at the IR level: the failure of one ``opt`` run, reduced IR,
other LLVM releases, and whether an ordinary compile reaches it.

A pass-sequence finding that shows in ``opt`` alone (a crash, invalid IR) is a failure of
``opt -verify-each <reduced sequence>`` on the front end's unoptimized IR. Two failures are the
same when their *core* agrees: the assertion or fatal error text when there is one (frames and
the pass stack differ between ``opt`` and ``clang`` and between releases), else the verifier's
complaint, else the innermost frames.
"""

from __future__ import annotations

import dataclasses
import json
import re
import shlex
import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import sandbox, signatures
from ccfuzz.case.bundle import Bundle
from ccfuzz.compilers import SOURCE_NAME
from ccfuzz.errors import ToolMissingError
from ccfuzz.model import Ending, FindingKind
from ccfuzz.passes.toolchain import (
    Toolchain,
    find_toolchain,
    installed_opts,
    sibling,
)

_BROKEN = re.compile(r"Broken (module|function) found")
_IR, _OPT_IR, _ASM = "prog.ll", "prog.opt.ll", "prog.s"
OPT_LIMITS = sandbox.Limits(wall_seconds=120, cpu_seconds=60, memory_bytes=4 << 30)
COMPILE_LIMITS = sandbox.Limits(wall_seconds=120, memory_bytes=4 << 30)
# The ordinary pipelines a user runs: a failure one of them shows is reachable.
DEFAULT_PIPELINES = ("default<O1>", "default<O2>", "default<O3>")
C_LEVELS = ("-O1", "-O2", "-O3")
# What shows in opt, llc or the link alone: reduced as IR.
IR_KINDS = (FindingKind.COMPILER_CRASH, FindingKind.INVALID_IR, FindingKind.BACKEND_FAILURE)
# How opt refuses a pass it does not have: "unknown function pass 'x'", "unknown pass name".
_UNKNOWN_PASS = re.compile(r"unknown (?:\w+ )?pass(?: name)?\b")
REPORTED_LINES = 40  # of opt's complaint on the reduced IR, for the report


def installed() -> list[Toolchain]:
    """Every installed LLVM with its opt, llc and clang (``passes.toolchain``), oldest first."""
    found = []
    for _, opt in installed_opts():
        try:
            found.append(find_toolchain(opt))
        except ToolMissingError:
            continue  # an opt without its clang cannot make IR of the C program
    return sorted(found, key=lambda t: t.major)


@dataclass(frozen=True)
class Failure:
    kind: FindingKind
    detail: str

    @property
    def core(self) -> str:
        return core(self.detail)


# InstCombine's fixpoint error names the function it was working on ("Instruction Combining on
# func_1 did not reach a fixpoint"): the program's name, not the compiler's; an unnamed one is
# left out of the message, whose spaces the signature folds ("on did not").
_UNIT = re.compile(r"(?<= on )(?:[@%]?[A-Za-z_.$][\w.$]* )?(?=did not )")


def core(detail: str) -> str:
    """What identifies a failure across tools and releases (see the module)."""
    if detail.startswith(("assert ", "LLVM ERROR:", "ICE:")):
        text = _UNIT.sub("NAME ", re.split(r" in pass | at ", detail, maxsplit=1)[0])
        # The assertion's file and function may move between releases; its condition not.
        return text.split(": ", 2)[-1] if detail.startswith("assert ") else text
    frames = detail.removeprefix("at ") if detail.startswith("at ") else \
        detail.split(" at ", 1)[1] if " at " in detail else None
    if frames is not None:
        return " < ".join(frames.split(" < ")[:2])
    return detail


def classify(proc: sandbox.ProcResult) -> Failure | None:
    """How one ``opt`` (or ``clang``) run failed, if it did: a crash or invalid IR."""
    diag = proc.stderr_text()
    if proc.ending in (Ending.TIMED_OUT, Ending.OVER_LIMIT, Ending.NOT_STARTED):
        return None
    if _BROKEN.search(diag):
        from ccfuzz.passes.pipeline import verifier_message

        return Failure(FindingKind.INVALID_IR, verifier_message(diag))
    if proc.ending is Ending.SIGNALLED or signatures.looks_like_crash(diag):
        return Failure(FindingKind.COMPILER_CRASH, signatures.crash_detail(diag, proc.signal))
    return None


def same(failure: Failure | None, kind: FindingKind, detail: str) -> bool:
    return failure is not None and failure.kind is kind and failure.core == core(detail)


# How many runs a failure gets before triage says a release or the program's IR does not show
# it: some of opt's crashes come and go between runs of one command (a crash in
# mir-strip-debug showed in 5 or 6 of 10 runs on a Csmith program's IR, 2026-12-03).
TRIES = 3


def shows(tc: Toolchain, arguments: Sequence[str], ir: bytes, kind: FindingKind, detail: str,
          tries: int = TRIES) -> bool:
    """Whether one of ``tries`` runs of the pipeline on ``ir`` fails as ``detail`` says."""
    return any(same(attempt(tc, arguments, ir, kind).failure, kind, detail)
               for _ in range(tries))


def frontend(tc: Toolchain, source: bytes) -> bytes | None:
    """Unoptimized IR of a C program, as ``ccfuzz passes`` makes it; None if it fails."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-ir-") as tmp:
        out = Path(tmp) / _IR
        proc = sandbox.run(tc.frontend_command(SOURCE_NAME, _IR), limits=COMPILE_LIMITS,
                           files={SOURCE_NAME: source}, keep={_IR: out})
        return out.read_bytes() if proc.ok and out.exists() else None


def opt_arguments(reduced_command: str) -> tuple[str, ...]:
    """The pass arguments of a finding's ``reduced opt command`` (opt, -verify-each, passes,
    input): the passes alone."""
    words = shlex.split(reduced_command)
    return tuple(w for w in words[1:-1] if w != "-verify-each")


def run_opt(opt: str, arguments: Sequence[str], ir: bytes) -> sandbox.ProcResult:
    return sandbox.run([opt, "-verify-each", *arguments, _IR, "-disable-output"],
                       limits=OPT_LIMITS, files={_IR: ir})


@dataclass(frozen=True)
class Attempt:
    """One try of a pipeline on IR: how it failed (None: it did not, or not as a bug), and
    the last process it ran (for what it said)."""

    failure: Failure | None
    proc: sandbox.ProcResult


def attempt(tc: Toolchain, arguments: Sequence[str], ir: bytes, kind: FindingKind) -> Attempt:
    """``opt -verify-each`` with ``arguments`` on ``ir``; for a back-end failure, then
    ``llc`` and the link as ``ccfuzz passes`` runs them (``passes.pipeline``), the failure's
    detail spelled as the campaign spells it."""
    if kind is not FindingKind.BACKEND_FAILURE:
        proc = run_opt(tc.opt, arguments, ir)
        return Attempt(classify(proc), proc)
    with tempfile.TemporaryDirectory(prefix="ccfuzz-ir-") as tmp:
        optimized, asm = Path(tmp) / _OPT_IR, Path(tmp) / _ASM
        proc = sandbox.run([tc.opt, "-verify-each", *arguments, _IR, "-S", "-o", _OPT_IR],
                           limits=OPT_LIMITS, files={_IR: ir}, keep={_OPT_IR: optimized})
        if not proc.ok or not optimized.exists():
            return Attempt(classify(proc), proc)
        proc = sandbox.run(tc.backend_command(_OPT_IR, _ASM), limits=COMPILE_LIMITS,
                           files={_OPT_IR: optimized.read_bytes()}, keep={_ASM: asm})
        if not proc.ok or not asm.exists():
            return Attempt(_backend("llc", proc), proc)
        return _link(tc, asm.read_bytes())


def _link(tc: Toolchain, asm: bytes) -> Attempt:
    proc = sandbox.run(tc.link_command(_ASM, "prog"), limits=COMPILE_LIMITS,
                       files={_ASM: asm})
    return Attempt(None if proc.ok else _backend("link", proc), proc)


def _backend(stage: str, proc: sandbox.ProcResult) -> Failure:
    diagnostics = f"[{stage}] {proc.stderr_text()}"
    return Failure(FindingKind.BACKEND_FAILURE,
                   f"{stage}: " + signatures.crash_detail(diagnostics, proc.signal))


def unknown_pipeline(proc: sandbox.ProcResult) -> bool:
    """opt refused the pipeline itself (a pass this release does not have)."""
    text = proc.stderr_text()
    return proc.ending is Ending.EXITED and proc.exit_code != 0 and (
        _UNKNOWN_PASS.search(text) is not None or "invalid pipeline" in text.lower()
        or "Unknown command line argument" in text)


def reduce_ir(tc: Toolchain, arguments: Sequence[str], ir: bytes, kind: FindingKind,
              detail: str, bundle: Bundle, seconds: float) -> bytes | None:
    """``ir`` reduced by ``llvm-reduce`` of the release, keeping the failure; None when there
    is no llvm-reduce for it or it could not start."""
    tool = sibling(tc.opt, "llvm-reduce", tc.major)
    if tool is None:
        return None
    spec = bundle.ir_test
    spec.write_text(json.dumps({"toolchain": dataclasses.asdict(tc),
                                "arguments": list(arguments), "kind": kind.value,
                                "detail": detail}))
    script = bundle.ir_interesting
    script.write_text("#!/bin/sh\n# ccfuzz: exit 0 when the IR file $1 still shows the failure\n"
                      f"exec {shlex.quote(sys.executable)} -m ccfuzz.triage.irtest "
                      f"{shlex.quote(str(spec.resolve()))} \"$1\"\n")
    script.chmod(0o755)
    bundle.original_ll.write_bytes(ir)
    out = bundle.reduced_ll
    sandbox.run([tool, f"--test={script.resolve()}", str(bundle.original_ll.resolve()),
                 "-o", str(out.resolve())],
                limits=sandbox.Limits(wall_seconds=seconds, memory_bytes=8 << 30),
                cwd=bundle.path)
    if not out.exists():
        return None
    reduced = out.read_bytes()
    return reduced if same(attempt(tc, arguments, reduced, kind).failure, kind, detail) \
        else None


def reachable_from_c(tc: Toolchain, source: bytes, kind: FindingKind, detail: str
                     ) -> dict[str, bool]:
    """Does ``clang -O1/-O2/-O3`` of the C program fail the same way? By level. (For a
    back-end failure, clang writes assembly and links it, as the campaign's chain does.)"""
    result: dict[str, bool] = {}
    backend = kind is FindingKind.BACKEND_FAILURE
    for level in C_LEVELS:
        with tempfile.TemporaryDirectory(prefix="ccfuzz-ir-") as tmp:
            asm = Path(tmp) / _ASM
            proc = sandbox.run([tc.clang, level, "-w", "-S" if backend else "-c", SOURCE_NAME,
                                "-o", _ASM if backend else "prog.o"],
                               limits=COMPILE_LIMITS, files={SOURCE_NAME: source},
                               keep={_ASM: asm})
            failure = classify(proc)
            if backend and failure is None and proc.ok and asm.exists():
                failure = _link(tc, asm.read_bytes()).failure
        result[f"clang-{tc.major} {level}"] = same(failure, kind, detail)
    return result


def reachable_from_ir(tc: Toolchain, ir: bytes, kind: FindingKind, detail: str
                      ) -> dict[str, bool]:
    """Does ``opt -passes=default<On>`` of the unoptimized IR fail the same way? By level."""
    return {f"{tc.name} -passes={p}": same(attempt(tc, (f"-passes={p}",), ir, kind).failure,
                                           kind, detail)
            for p in DEFAULT_PIPELINES}
