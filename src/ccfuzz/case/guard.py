"""The undefined-behaviour guard: is a candidate program valid C, as far as compilers see?

A reduction must not trade the bug for undefined behaviour (a shrunken program that reads an
uninitialized variable "shows" any wrong code), so every candidate that still shows the
finding is also asked here (``reduce/check.py``):

- gcc and clang compile it with the warnings that signal undefined behaviour promoted to
  errors (uninitialized use, missing return value, out-of-bounds constant index, shift
  counts, unsequenced modifications, implicit declarations...);
- for programs that run, sanitized builds too: gcc ``-O0 -fsanitize=address,undefined`` and
  clang ``-O0 -fsanitize=memory,undefined`` (MSan and ASan exclude each other; UBSan goes
  with both), and each binary must exit normally with the reference output and no sanitizer
  report. At ``-O0``, because an optimizer may delete what it proves undefined: gcc ``-O2``
  removed a loop whose every iteration read past a global array, and its ASan build ran
  clean. clang's warnings come with its sanitized build (its front end gives them at any
  level); gcc's need its optimizer, so they are asked of an ``-O2 -c`` compile of their own;
- for programs that run, a *moved build* (``placement.py``: a reference build's command with
  the program's code and data moved by 0x1080 bytes) must end as the reference did: an
  output that depends on addresses is no bug of the compiler that prints another; narrowing
  pointer-to-integer casts are errors among the warnings too;
- a variadic function of the program must read each argument with ``va_arg`` as a type
  some call passes there (``varargs.py``);
- with ``reduce --frama-c``, last, Frama-C's value analysis must find no alarm in it
  (``framac.py``).

It answers with the reason a program is not valid, or None; it knows nothing of findings.
"""

from __future__ import annotations

import dataclasses
import itertools
import shlex
import shutil
import threading
from dataclasses import dataclass, field
from pathlib import Path

from ccfuzz import constructs, placement, sandbox, signatures, tester
from ccfuzz.case import framac, strict, varargs
from ccfuzz.compilers import (
    BINARY_NAME,
    SOURCE_NAME,
    classify_compile,
    compile_in,
    file_name,
    over_limit,
)
from ccfuzz.errors import ToolMissingError
from ccfuzz.model import BuildResult, BuildStatus, Origin, Program, RunOutcome

MSAN = ("-fsanitize=memory,undefined", "-fno-sanitize-recover=all", "-fno-omit-frame-pointer")


@dataclass
class Guard:
    """Which compilers (and Frama-C) ask a candidate for undefined behaviour."""

    enabled: bool = True
    sanitizer_compilers: list[str] = field(default_factory=list)  # ASan + UBSan builds
    msan_compiler: str | None = None  # clang: MSan + UBSan, for uninitialized reads
    warning_compilers: list[str] = field(default_factory=list)
    frama_c: str | None = None  # Frama-C's EVA too (``reduce --frama-c``), for programs that run
    frama_c_seconds: float = 120.0
    msan_flags: list[str] = field(default_factory=lambda: list(MSAN))  # after -O0


def default_guard(enabled: bool = True, source: str = "") -> Guard:
    """gcc and clang (the newest installed of 13 to 16) for sanitizers and warnings; clang
    for MSan. Where ``source`` uses a construct gcc's or those clangs' releases predate
    (``constructs.SINCE``: ``_BitInt``), the newest clang that has it stands in for them
    (ASan+UBSan by clang if gcc is too old)."""
    clangs = sorted((n for n in ("clang-16", "clang-15", "clang-14", "clang-13", "clang")
                     if shutil.which(n)), reverse=True)
    gcc = shutil.which("gcc")
    if enabled and (gcc is None or not clangs):
        raise ToolMissingError("the undefined-behaviour guard needs gcc and clang "
                               "(Debian: gcc clang-14 libclang-rt-14-dev)")
    if constructs.uses_a_release_construct(source):
        newest = strict.newest_clang()
        clangs = [c for c in (*clangs, *([newest] if newest else ())) if strict.takes(c, source)]
        if enabled and not clangs:
            raise ToolMissingError("the undefined-behaviour guard needs a clang whose release "
                                   "has the program's constructs (_BitInt: clang 16 on; "
                                   "Debian: clang-19 libclang-rt-19-dev)")
        msan = [*MSAN, *constructs.msan_flags(source)]
        if not strict.takes("gcc", source):
            return Guard(enabled, clangs[:1], clangs[0] if clangs else None, clangs[:1],
                         msan_flags=msan)
        compilers = [c for c in ("gcc", clangs[0] if clangs else None) if c]
        return Guard(enabled, compilers[:1], clangs[0] if clangs else None, compilers,
                     msan_flags=msan)
    compilers = [c for c in ("gcc", clangs[0] if clangs else None) if c]
    # gcc's build has ASan (out of bounds, use after scope), clang's has MSan (uninitialized
    # reads); both have UBSan. A clang ASan build would add a third compile for little.
    return Guard(enabled, compilers[:1], clangs[0] if clangs else None, compilers)


SANITIZE = ("-fsanitize=undefined,address", "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer")
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
              "-Wformat-signedness",  # ("%X", (int)x) too: an error through -Werror=format
              *placement.POINTER_CASTS)
CLANG_ERRORS = ("-Werror=uninitialized", "-Werror=sometimes-uninitialized",
                "-Werror=return-type", "-Werror=array-bounds", "-Werror=division-by-zero",
                "-Werror=shift-count-overflow", "-Werror=shift-count-negative",
                "-Werror=unsequenced", "-Werror=implicit-function-declaration",
                "-Werror=implicit-int", "-Werror=int-conversion",
                "-Werror=incompatible-pointer-types", "-Werror=return-stack-address",
                "-Werror=null-dereference", "-Werror=main-return-type", "-Werror=format",
                *placement.POINTER_CASTS)


# Warnings with no -Werror= name of their own (in one compiler at least). Comparing a pointer
# with an integer (C-Vise turns a call f() into the name f) makes the output depend on where
# the linker put f. A tentative definition of an array without a size (C-Vise deletes the
# size: `struct S v[];`) defines one element, which the program then indexes past (gcc:
# "array 'v' assumed to have one element", clang: "tentative array definition assumed to
# have one element"), and ASan's redzones miss a store far enough past it.
FATAL_WARNING_TEXTS = ("comparison between pointer and integer",
                       "assumed to have one element")


def fatal_warning(diagnostics: str) -> str | None:
    """The first of ``FATAL_WARNING_TEXTS`` a compiler's diagnostics carry, if any."""
    return next((t for t in FATAL_WARNING_TEXTS if t in diagnostics), None)


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


def guard_warnings(cc: str) -> tuple[str, ...]:
    """The guard's warning flags for ``cc``: the warnings that point at undefined behaviour
    made errors (the generator's validity check uses them too: a generated program the guard
    refuses could never be reduced)."""
    errors = GCC_ERRORS if "gcc" in Path(cc).name else CLANG_ERRORS
    return ("-Wall", "-Wextra", *errors)


@dataclass(frozen=True)
class Candidate:
    """A program to guard, and where and how long its compiles and runs may go."""

    source: bytes
    stdin: bytes
    workdir: Path
    compile_seconds: float
    run_seconds: float
    # A program that need not run must still link (``Claim.must_link``): its warnings
    # compiles link too.
    links: bool = False
    # The compile command (``placement.moved_command``) of the moved build, for a program
    # that runs; None: the first warning compiler's at -O0.
    moved: tuple[str, ...] | None = None

    def compile(self, build_id: str, argv: list[str]) -> BuildResult:
        return compile_in(build_id, argv, self.source,
                          sandbox.Limits(wall_seconds=self.compile_seconds), self.workdir)

    def compile_then_link(self, build_id: str, compile_argv: list[str],
                          link_argv: tuple[str, ...]) -> BuildResult:
        """``compile_argv`` (``-c``, to ``OBJECT_NAME``), then ``link_argv`` (from
        ``link_command``) on the object; the diagnostics of both."""
        obj, binary = (self.workdir / f"{file_name(build_id)}{ext}" for ext in (".o", ".bin"))
        limits = sandbox.Limits(wall_seconds=self.compile_seconds)
        compiled = sandbox.run(compile_argv, limits=limits, files={SOURCE_NAME: self.source},
                               keep={OBJECT_NAME: obj}, tmp_root=self.workdir)
        status = classify_compile(compiled, produced=obj.exists(), limits=limits)
        proc = compiled
        if status is BuildStatus.OK:
            linked = sandbox.run([str(obj) if a == OBJECT_NAME else a for a in link_argv],
                                 limits=limits, keep={BINARY_NAME: binary},
                                 tmp_root=self.workdir)
            proc = dataclasses.replace(linked, stderr=compiled.stderr + linked.stderr)
            status = classify_compile(proc, produced=binary.exists(), limits=limits)
        return BuildResult(build_id, status, proc.argv, proc.exit_code, proc.signal,
                           proc.stderr_text(), proc.wall_seconds,
                           binary if status is BuildStatus.OK else None,
                           over_limit(status, proc))

    def run_plain(self, binary: Path) -> RunOutcome:
        limits = sandbox.Limits(wall_seconds=self.run_seconds, memory_bytes=2 << 30,
                                isolate_network=True)
        program = Program("prog.c", "", Origin("candidate"), self.stdin)
        return tester.run_binary(binary, program, limits, tmp_root=self.workdir).outcome()

    def run_sanitized(self, binary: Path) -> tuple[RunOutcome, str]:
        # Sanitizers reserve terabytes of address space for their shadow memory.
        limits = sandbox.Limits(wall_seconds=self.run_seconds * 3, memory_bytes=None,
                                isolate_network=True)
        program = Program("prog.c", "", Origin("candidate"), self.stdin)
        run = tester.run_binary(binary, program, limits, tmp_root=self.workdir,
                                env=SANITIZER_ENV)
        return run.outcome(), run.stderr



def invalid(guard: Guard, candidate: Candidate, reference: RunOutcome | None) -> str | None:
    """Why ``candidate`` is not valid C by ``guard``, or None. ``reference``: what a correct
    build's binary does with it (the sanitized builds must do the same), or None for a program
    that need not run (compile-time findings): then only the warnings are asked."""
    if not guard.enabled:
        return None
    sanitized: list[tuple[list[str], str]] = []
    if reference is not None:
        # -O0: an optimizer deletes code whose undefined behaviour it can prove, and the
        # sanitizers then never see it (gcc -O2, tested); MSan at -O0 also sees what -O1
        # folds away (an uninitialized field read after a copy, tested).
        sanitized = [([cc, "-O0", *SANITIZE], "ASan+UBSan") for cc in guard.sanitizer_compilers]
        if guard.msan_compiler:
            sanitized.append(([guard.msan_compiler, "-O0", *guard.msan_flags], "MSan+UBSan"))
    # clang's warnings come from its front end, the same at every level: its sanitized build
    # gives them. gcc's need its optimizer.
    warned = {prefix[0] for prefix, _ in sanitized
              if prefix[0] in guard.warning_compilers and "clang" in Path(prefix[0]).name}
    # Warnings alone for the others (and for compile-time findings, whose candidates need
    # not run, nor link unless ``candidate.links``): the cheap check first.
    link = (*LINKER, "-lm") if candidate.links and reference is None else ("-c",)
    for cc in guard.warning_compilers:
        if cc in warned:
            continue
        built = candidate.compile(f"{cc} -Wall", [cc, "-O2", *guard_warnings(cc), SOURCE_NAME,
                                                  "-o", BINARY_NAME, *link])
        if built.status is not BuildStatus.OK:
            return f"UB guard: {cc} -Wall: {signatures.first_error(built.diagnostics)[:200]}"
        fatal = fatal_warning(built.diagnostics)
        if fatal is not None and reference is not None:
            return f"UB guard: {cc} -Wall: {fatal}"
    if reference is not None and (why := varargs.mismatch(candidate.source)) is not None:
        return f"UB guard: {why}"

    # The sanitized builds are independent: compile them side by side (a check's other steps
    # run one at a time, so a core is often free), then judge them in order.
    def build(prefix: list[str], what: str) -> BuildResult:
        warnings = guard_warnings(prefix[0]) if prefix[0] in warned else ()
        build_id = f"{prefix[0]} {what}"
        if "clang" in Path(prefix[0]).name:
            link = link_command(tuple(prefix), (*LINKER, "-lm"))
            if link is not None:
                return candidate.compile_then_link(
                    build_id, [*prefix, *warnings, "-c", SOURCE_NAME, "-o", OBJECT_NAME], link)
        return candidate.compile(build_id, [*prefix, *warnings, SOURCE_NAME, "-o",
                                            BINARY_NAME, *LINKER, "-lm"])

    # Imported here: most candidates never get this far, and the import (it loads logging)
    # costs as much as a tcc compile of a small candidate.
    from concurrent.futures import ThreadPoolExecutor

    # The moved build of a reference, beside them: does the output depend on addresses?
    moved_command: tuple[str, ...] | None = None
    if reference is not None:
        moved_command = candidate.moved
        if moved_command is None and guard.warning_compilers:
            moved_command = placement.moved_command(
                (guard.warning_compilers[0], "-O0", SOURCE_NAME, "-o", BINARY_NAME, "-lm"),
                gcc_or_clang=True)
    limits = sandbox.Limits(wall_seconds=candidate.compile_seconds)
    with ThreadPoolExecutor(max_workers=len(sanitized) + 1) as pool:
        moving = None if moved_command is None else pool.submit(
            placement.build_moved, "reference", moved_command, candidate.source, limits,
            candidate.workdir)
        builds = list(pool.map(build, *zip(*sanitized, strict=True))) if sanitized else []
        moved = moving.result() if moving is not None else None
    for (prefix, what), built in zip(sanitized, builds, strict=True):
        cc = prefix[0]
        if built.binary is None:
            first = signatures.first_error(built.diagnostics)
            warned_here = cc in warned and "-Werror" in built.diagnostics
            label = f"{cc} -Wall" if warned_here else f"{cc} {what} build fails"
            return f"UB guard: {label}: {first[:200]}"
        fatal = fatal_warning(built.diagnostics)
        if fatal is not None:
            return f"UB guard: {cc} -Wall: {fatal}"
        assert reference is not None
        outcome, stderr = candidate.run_sanitized(built.binary)
        report = next((line for line in stderr.splitlines()
                       if any(r in line for r in _REPORTS)), None)
        if report is not None or outcome != reference:
            why = report or f"ends {outcome.ending} {outcome.code}, not like the references"
            return f"UB guard: {cc} {what}: {why[:200]}"
    if moved is not None:
        assert reference is not None
        ended = candidate.run_plain(moved.binary) if moved.binary is not None else None
        why = placement.address_problem("the moved reference build", moved, ended, reference)
        if why is not None:
            return f"UB guard: {why}"
        if moved.binary is None:
            first = signatures.first_error(moved.diagnostics)
            return f"UB guard: the moved reference build fails: {first[:200]}"
    if guard.frama_c and reference is not None:  # the costliest, so the last
        why_not = framac.verdict(guard.frama_c, candidate.source, guard.frama_c_seconds,
                                 candidate.workdir)
        if why_not is not None:
            return f"UB guard: {why_not}"
    return None


_FAMILY_MARKS = ("gcc", "clang", "llvm", "free software foundation")


def shares_family(version: str) -> bool:
    """Whether a compiler (by its version line) is of the guard's families (gcc, clang): a
    sanitized build of it might share its bug."""
    return any(mark in version.lower() for mark in _FAMILY_MARKS)
