"""The interestingness check: does a candidate still show the finding, and is it valid C?

    python -m ccfuzz.reduce.check SPEC.json FILE.c     exit 0: interesting, 1: not

Two halves, cheapest first, stopping at the first "no":

1. **The finding holds.** Wrong code: every target build compiles and its binary exits with
   an output that differs from the reference builds', which all agree. Runtime crash: every
   target binary dies of the recorded signal while the references exit normally. Compiler
   crash: the target crashes with the same signature. Hang: the target still times out.
   Rejects-valid: the target rejects it with the same normalized first error.
2. **No undefined behaviour** (the guard): gcc and clang compile it with the warnings that
   signal undefined behaviour promoted to errors (uninitialized use, missing return value,
   out-of-bounds constant index, shift counts, unsequenced modifications, implicit
   declarations...). For programs that run, those same compiles are sanitized builds: gcc
   ``-O2 -fsanitize=address,undefined`` and clang ``-O0 -fsanitize=memory,undefined`` (MSan
   and ASan exclude each other; UBSan goes with both), and each binary must exit normally
   with the reference output and no sanitizer report. With ``reduce --frama-c``, last,
   Frama-C's value analysis must find no alarm in it (``framac.py``).

The guard's compiles are most of a check's cost, so each does double duty: warnings and
sanitizers in one compile, and, when no target is a gcc or clang build (a tcc finding, say),
the two sanitized builds also stand in for all but the first reference build: they are gcc
and clang builds that must print the reference output anyway. When a target is gcc or clang,
every reference is still built, since a sanitized build of the target's compiler might share
its bug.

``--why`` prints the reason of a "no" (the reducer does not need it; people do).
"""

from __future__ import annotations

import contextlib
import dataclasses
import itertools
import os
import shlex
import shutil
import sys
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import sandbox, signatures
from ccfuzz.compilers import BINARY_NAME, SOURCE_NAME, classify_compile
from ccfuzz.model import BuildStatus, Ending, FindingKind, RunOutcome
from ccfuzz.reduce import framac
from ccfuzz.reduce.spec import RUN_KINDS, BuildSpec, Spec

SANITIZE = ("-fsanitize=undefined,address", "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer")
MSAN = ("-fsanitize=memory,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer")
SANITIZER_ENV = {
    "ASAN_OPTIONS": "detect_leaks=0:exitcode=97",
    "UBSAN_OPTIONS": "halt_on_error=1:exitcode=98:print_stacktrace=0",
    "MSAN_OPTIONS": "exitcode=99",
}
# gold links a sanitized binary in a third of ld.bfd's time (the sanitizer runtimes are big
# archives), and the links are a fifth of a guarded check of a few-KB candidate.
LINKER = ("-fuse-ld=gold",) if shutil.which("ld.gold") else ()
_REPORTS = ("runtime error:", "AddressSanitizer", "MemorySanitizer", "LeakSanitizer")
# Warnings that point at undefined behaviour (C-Reduce's advice, in the compilers' spelling).
GCC_ERRORS = ("-Werror=uninitialized", "-Werror=maybe-uninitialized", "-Werror=return-type",
              "-Werror=array-bounds", "-Werror=implicit-function-declaration",
              "-Werror=implicit-int", "-Werror=int-conversion",
              "-Werror=incompatible-pointer-types", "-Werror=div-by-zero",
              "-Werror=shift-count-overflow", "-Werror=shift-count-negative",
              "-Werror=sequence-point", "-Werror=return-local-addr", "-Werror=nonnull",
              "-Werror=init-self", "-Werror=aggressive-loop-optimizations",
              "-Werror=main",  # a main that is not int main: its exit status is garbage
              "-Werror=format",  # printf("%X", a uint64_t): C-Vise drops a cast, and did
              "-Wformat-signedness")  # ("%X", (int)x) too: an error through -Werror=format
CLANG_ERRORS = ("-Werror=uninitialized", "-Werror=sometimes-uninitialized",
                "-Werror=return-type", "-Werror=array-bounds", "-Werror=division-by-zero",
                "-Werror=shift-count-overflow", "-Werror=shift-count-negative",
                "-Werror=unsequenced", "-Werror=implicit-function-declaration",
                "-Werror=implicit-int", "-Werror=int-conversion",
                "-Werror=incompatible-pointer-types", "-Werror=return-stack-address",
                "-Werror=null-dereference", "-Werror=main-return-type", "-Werror=format")


# Warnings with no -Werror= name of their own. Comparing a pointer with an integer (C-Vise
# turns a call f() into the name f) makes the output depend on where the linker put f.
FATAL_WARNING_TEXTS = ("comparison between pointer and integer",)


def fatal_warning(diagnostics: str) -> str | None:
    """The first of ``FATAL_WARNING_TEXTS`` a compiler's diagnostics carry, if any."""
    return next((t for t in FATAL_WARNING_TEXTS if t in diagnostics), None)


@dataclass(frozen=True)
class Verdict:
    interesting: bool
    reason: str


class Work:
    def __init__(self, spec: Spec, source: bytes, root: Path) -> None:
        self.spec, self.source, self.root = spec, source, root
        self._numbers = itertools.count(1)  # next() is atomic: compiles may run in threads

    def compile(self, argv: list[str]) -> tuple[BuildStatus, sandbox.ProcResult, Path | None]:
        binary = self.root / f"b{next(self._numbers)}"
        proc = sandbox.run(argv, limits=sandbox.Limits(wall_seconds=self.spec.compile_seconds),
                           files={SOURCE_NAME: self.source}, keep={BINARY_NAME: binary},
                           tmp_root=self.root)
        status = classify_compile(proc, produced=binary.exists())
        return status, proc, binary if status is BuildStatus.OK else None

    def run(self, binary: Path, env: dict[str, str] | None = None) -> tuple[RunOutcome, str]:
        # Sanitizers reserve terabytes of address space for their shadow memory.
        limits = sandbox.Limits(wall_seconds=self.spec.run_seconds * (3 if env else 1),
                                memory_bytes=None if env else 2 << 30, isolate_network=True)
        proc = sandbox.run([str(binary)], limits=limits, stdin=self.spec.stdin, env=env,
                           tmp_root=self.root)
        return (RunOutcome.of(proc.ending, proc.exit_code, proc.signal, proc.stdout),
                proc.stderr_text())

    def compile_then_link(self, compile_argv: list[str], link_argv: tuple[str, ...]
                          ) -> tuple[BuildStatus, sandbox.ProcResult, Path | None]:
        """``compile_argv`` (``-c``, to ``OBJECT_NAME``), then ``link_argv`` (from
        ``link_command``) on the object; the diagnostics of both."""
        number = next(self._numbers)
        obj, binary = self.root / f"b{number}.o", self.root / f"b{number}"
        limits = sandbox.Limits(wall_seconds=self.spec.compile_seconds)
        compiled = sandbox.run(compile_argv, limits=limits, files={SOURCE_NAME: self.source},
                               keep={OBJECT_NAME: obj}, tmp_root=self.root)
        status = classify_compile(compiled, produced=obj.exists())
        if status is not BuildStatus.OK:
            return status, compiled, None
        linked = sandbox.run([str(obj) if a == OBJECT_NAME else a for a in link_argv],
                             limits=limits, keep={BINARY_NAME: binary}, tmp_root=self.root)
        linked = dataclasses.replace(linked, stderr=compiled.stderr + linked.stderr)
        status = classify_compile(linked, produced=binary.exists())
        return status, linked, binary if status is BuildStatus.OK else None

    def build_and_run(self, build: BuildSpec) -> RunOutcome | None:
        _, _, binary = self.compile(build.command)
        if binary is None:
            return None
        return self.run(binary)[0]


OBJECT_NAME = "prog.o"
# clang's driver starts in about 25 ms (it loads all of LLVM), and a build that also links
# runs it twice: once around an out-of-process cc1, once around the linker. The guard's clang
# build compiles with -c (cc1 in the driver's process) and runs the linker itself, with the
# command the driver says it would run (``-###``), asked once per process and flags.
_link_commands: dict[tuple[tuple[str, ...], tuple[str, ...]], tuple[str, ...] | None] = {}
_link_lock = threading.Lock()


def link_command(driver: tuple[str, ...], after: tuple[str, ...]) -> tuple[str, ...] | None:
    """The command ``driver`` (a compiler and its flags) would run to link ``OBJECT_NAME``
    into ``BINARY_NAME``, with ``after`` (the linker's flags and libraries) after them; None
    when its ``-###`` does not name one plain command that takes them (then the driver
    builds in one step)."""
    with _link_lock:
        if (driver, after) not in _link_commands:
            _link_commands[driver, after] = _ask_link_command(driver, after)
        return _link_commands[driver, after]


def _ask_link_command(driver: tuple[str, ...], after: tuple[str, ...]
                      ) -> tuple[str, ...] | None:
    proc = sandbox.run([*driver, "-###", OBJECT_NAME, "-o", BINARY_NAME, *after],
                       limits=sandbox.Limits(wall_seconds=60), files={OBJECT_NAME: b""})
    # Each command the driver would run is one line of quoted words, starting with a blank.
    commands = [line for line in proc.stderr_text().splitlines() if line.startswith(' "')]
    if not proc.ok or len(commands) != 1:
        return None
    try:
        argv = tuple(shlex.split(commands[0]))
    except ValueError:
        return None
    takes = argv.count(OBJECT_NAME) == 1 and any(
        a == "-o" and b == BINARY_NAME for a, b in itertools.pairwise(argv))
    return argv if takes and Path(argv[0]).is_absolute() else None


@contextlib.contextmanager
def scratch(spec: Spec, source: bytes) -> Iterator[Work]:
    """A ``Work`` on ``source`` in a temporary directory removed afterwards."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-check-") as tmp:
        yield Work(spec, source, Path(tmp))


def check(spec: Spec, source: bytes) -> Verdict:
    with scratch(spec, source) as work:
        if spec.kind in RUN_KINDS:
            return _check_run(work)
        return _check_compile(work)


def _check_run(work: Work) -> Verdict:
    spec = work.spec
    targets = []
    for t in spec.targets:
        outcome = work.build_and_run(t)
        if outcome is None:
            return Verdict(False, f"{t.id} does not compile it")
        if spec.kind is FindingKind.RUNTIME_CRASH and (outcome.ending, outcome.code) != (
                Ending.SIGNALLED, spec.target_signal):
            return Verdict(False, f"{t.id} does not crash with signal {spec.target_signal}")
        if spec.kind is FindingKind.WRONG_CODE and outcome.ending is not Ending.EXITED:
            return Verdict(False, f"{t.id}'s binary does not exit normally ({outcome.ending})")
        targets.append(outcome)
    references = spec.references
    if spec.guard.enabled and _guard_is_independent(spec):
        references = references[:1]
    reference: RunOutcome | None = None
    for r in references:
        outcome = work.build_and_run(r)
        if outcome is None or outcome.ending is not Ending.EXITED:
            return Verdict(False, f"reference {r.id} does not compile or run it normally")
        if reference is not None and outcome != reference:
            return Verdict(False, "the reference builds disagree")
        reference = outcome
        # Most candidates fail here: decide before building the other references.
        if spec.kind is FindingKind.WRONG_CODE and any(t == reference for t in targets):
            return Verdict(False, "a target build prints the reference output")
    if reference is None:
        return Verdict(False, "no reference build")
    if spec.guard.enabled:
        return _guard(work, reference)
    return Verdict(True, "interesting (unguarded)")


_GUARD_FAMILY_MARKS = ("gcc", "clang", "llvm", "free software foundation")


def _guard_is_independent(spec: Spec) -> bool:
    """Whether no target is built by a compiler of the guard's families (gcc, clang)."""
    return not any(mark in t.version.lower() for t in spec.targets
                   for mark in _GUARD_FAMILY_MARKS)


def _check_compile(work: Work) -> Verdict:
    spec = work.spec
    for t in spec.targets:
        status, proc, _ = work.compile(t.command)
        diag = proc.stderr_text()
        if spec.kind is FindingKind.COMPILER_CRASH:
            if status is not BuildStatus.CRASHED or signatures.crash_signature(
                    t.compiler, diag, proc.signal) != spec.signature:
                return Verdict(False, f"{t.id} does not crash the same way")
        elif spec.kind is FindingKind.COMPILER_HANG:
            if status is not BuildStatus.TIMED_OUT:
                return Verdict(False, f"{t.id} finishes compiling it")
        elif status is not BuildStatus.REJECTED or signatures.rejects_signature(
                t.version, diag) != spec.signature:
            return Verdict(False, f"{t.id} does not reject it with the same error")
    if spec.guard.enabled:
        return _guard(work, None)
    return Verdict(True, "interesting (unguarded)")


def guard_warnings(cc: str) -> tuple[str, ...]:
    """The guard's warning flags for ``cc``: the warnings that point at undefined behaviour
    made errors (the generator's validity check uses them too: a generated program the guard
    refuses could never be reduced)."""
    errors = GCC_ERRORS if "gcc" in Path(cc).name else CLANG_ERRORS
    return ("-Wall", "-Wextra", *errors)


def _guard(work: Work, reference: RunOutcome | None) -> Verdict:
    guard = work.spec.guard
    sanitized: list[tuple[list[str], str]] = []
    if reference is not None:
        sanitized = [([cc, "-O2", *SANITIZE], "ASan+UBSan") for cc in guard.sanitizer_compilers]
        if guard.msan_compiler:
            # -O0: clang's warnings come from its front end, the same at every level, and
            # MSan sees there what -O1 folds away (an uninitialized field read after a copy,
            # tested); it is also 40 % quicker to build. gcc's warnings need its optimizer.
            sanitized.append(([guard.msan_compiler, "-O0", *MSAN], "MSan+UBSan"))
    warned = {prefix[0] for prefix, _ in sanitized}
    # Warnings alone for compilers without a sanitized build (and for compile-time findings,
    # whose candidates need not link or run): the cheap check first.
    for cc in guard.warning_compilers:
        if cc in warned:
            continue
        status, proc, _ = work.compile([cc, "-O2", *guard_warnings(cc), "-c", SOURCE_NAME,
                                        "-o", BINARY_NAME])
        if status is not BuildStatus.OK:
            first = signatures.first_error(proc.stderr_text())
            return Verdict(False, f"UB guard: {cc} -Wall: {first[:200]}")
    # The sanitized builds are independent: compile them side by side (a check's other steps
    # run one at a time, so a core is often free), then judge them in order.
    def build(prefix: list[str]) -> tuple[BuildStatus, sandbox.ProcResult, Path | None]:
        warnings = guard_warnings(prefix[0]) if prefix[0] in guard.warning_compilers else ()
        if "clang" in Path(prefix[0]).name:
            link = link_command(tuple(prefix), (*LINKER, "-lm"))
            if link is not None:
                return work.compile_then_link([*prefix, *warnings, "-c", SOURCE_NAME, "-o",
                                               OBJECT_NAME], link)
        return work.compile([*prefix, *warnings, SOURCE_NAME, "-o", BINARY_NAME, *LINKER,
                             "-lm"])

    # Imported here: the check starts once per candidate, most candidates never get this far,
    # and the import (it loads logging) costs as much as a tcc compile of a small candidate.
    from concurrent.futures import ThreadPoolExecutor

    with ThreadPoolExecutor(max_workers=max(1, len(sanitized))) as pool:
        builds = list(pool.map(build, [prefix for prefix, _ in sanitized]))
    for (prefix, what), (_, proc, binary) in zip(sanitized, builds, strict=True):
        cc = prefix[0]
        if binary is None:
            first = signatures.first_error(proc.stderr_text())
            warned_here = cc in guard.warning_compilers and "-Werror" in proc.stderr_text()
            label = f"{cc} -Wall" if warned_here else f"{cc} {what} build fails"
            return Verdict(False, f"UB guard: {label}: {first[:200]}")
        fatal = fatal_warning(proc.stderr_text())
        if fatal is not None:
            return Verdict(False, f"UB guard: {cc} -Wall: {fatal}")
        assert reference is not None
        outcome, stderr = work.run(binary, SANITIZER_ENV)
        report = next((line for line in stderr.splitlines()
                       if any(r in line for r in _REPORTS)), None)
        if report is not None or outcome != reference:
            why = report or f"ends {outcome.ending} {outcome.code}, not like the references"
            return Verdict(False, f"UB guard: {cc} {what}: {why[:200]}")
    if guard.frama_c and reference is not None:  # the costliest, so the last
        why_not = framac.verdict(guard.frama_c, work.source, guard.frama_c_seconds, work.root)
        if why_not is not None:
            return Verdict(False, f"UB guard: {why_not}")
    return Verdict(True, "interesting")


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    why = "--why" in args
    args = [a for a in args if a != "--why"]
    if len(args) != 2:
        print("usage: python -m ccfuzz.reduce.check SPEC.json FILE.c [--why]", file=sys.stderr)
        return 2
    spec = Spec.load(Path(args[0]))
    source = Path(args[1]).read_bytes()
    progress = os.environ.get("CCFUZZ_REDUCE_PROGRESS")
    verdict = check_and_note(spec, source, Path(progress) if progress else None)
    if why:
        print(verdict.reason)
    return 0 if verdict.interesting else 1


def check_and_note(spec: Spec, source: bytes, progress: Path | None) -> Verdict:
    """``check``, noting an interesting candidate's size in ``progress`` (the script's own
    check and the running reduction's check service both do)."""
    verdict = check(spec, source)
    if verdict.interesting and progress is not None:
        _note_progress(progress, len(source))
    return verdict


def _note_progress(path: Path, size: int) -> None:
    """Keep the smallest interesting size seen, for the reducer's progress display."""
    try:
        best = int(path.read_text())
    except (OSError, ValueError):
        best = size + 1
    if size < best:  # one temporary file per process and thread (the service has threads)
        tmp = path.with_name(f"{path.name}.{os.getpid()}.{threading.get_ident()}")
        tmp.write_text(str(size))
        os.replace(tmp, path)


if __name__ == "__main__":
    sys.exit(main())
