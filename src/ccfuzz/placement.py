"""Does a program's output depend on where it lies in memory? Build it moved and compare.

A program whose output depends on an address (a pointer cast to an integer, a hash of
pointers, a comparison of a function with an integer) prints different things under correct
compilers that lay out memory differently: tcc puts globals at fixed addresses such as
``0x600590``, gcc and clang build position-independent executables. That is no compiler bug.

The *moved build* is a build's own compile command with one more translation unit,
``PAD_NAME``, compiled and linked before the program: it holds nothing but ``SHIFT`` bytes of
``.data``, ``.rodata`` and ``.text`` (assembler ``.skip``, alignment 1), so every global,
string literal and function of the program lies ``SHIFT`` bytes further on (gcc and clang;
tcc lays sections out its own way, but moves them too). ``SHIFT`` is 0x1080: its lowest set
bit is bit 7, which therefore flips in every moved address (the sign of an address's low
byte: ``(int8_t)&g < 0``), and bit 12 moves the page. Stack and heap addresses
already change from run to run (address space layout randomization). A program whose moved
build does not end as the build itself did depends on addresses: invalid.

One shift flips one bit for sure: a program reading other bits (``((uintptr_t)&g >> 4) & 7``)
may print the same moved by 0x1080. So the campaign moves the build by each of ``SHIFTS`` in
turn, whose lowest set bits are bits 4 to 11 (below 4, the 16-byte alignment of arrays and
structures keeps an object's bits what its compiler chose, and no move can change them;
from 12 up, the page, ASLR moves position-independent binaries between runs and 0x1000 in
every shift moves the others), and stops at the first that changes how the program ends.

For gcc and clang the moved build also makes narrowing pointer-to-integer casts errors
(``POINTER_CASTS``): whatever such a value feeds, it is a piece of an address.

The campaign asks this before it records a wrong-code or runtime-crash finding
(``confirm``), of one build of the majority; the reduction's guard asks it of each candidate
(``case/guard.py``), of a reference build.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from ccfuzz import sandbox, tester
from ccfuzz.compilers import SOURCE_NAME, CompilerConfig, compile_in
from ccfuzz.model import (
    Build,
    BuildResult,
    BuildStatus,
    FindingKind,
    Observation,
    Program,
    ProgramStatus,
    RunOutcome,
    Verdict,
)

PAD_NAME = "ccfuzz_pad.c"
SHIFT = 0x1080
SHIFTS = (SHIFT, *(0x1000 | 1 << bit for bit in (4, 5, 6, 8, 9, 10, 11)))


def pad_source(shift: int) -> bytes:
    """The translation unit that moves the program by ``shift`` bytes."""
    return (f'__asm__(".data\\n.skip {shift}\\n.section .rodata\\n.skip {shift}\\n'
            f'.text\\n.skip {shift}\\n");\n').encode()
POINTER_CASTS = ("-Werror=pointer-to-int-cast",)
_RUN_KINDS = (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH)


def moved_command(command: Sequence[str], *, gcc_or_clang: bool) -> tuple[str, ...] | None:
    """``command`` with ``PAD_NAME`` before the program (and for gcc and clang,
    ``POINTER_CASTS`` errors, without ``-w``, which would silence them); None when the
    command does not name the program exactly once (a shell pipeline, say)."""
    if list(command).count(SOURCE_NAME) != 1:
        return None
    moved: list[str] = []
    for arg in command:
        if arg == SOURCE_NAME:
            moved += [*(POINTER_CASTS if gcc_or_clang else ()), PAD_NAME, SOURCE_NAME]
        elif not (gcc_or_clang and arg == "-w"):
            moved.append(arg)
    return tuple(moved)


def build_moved(build_id: str, command: Sequence[str], source: bytes,
                limits: sandbox.Limits, workdir: Path, shift: int = SHIFT) -> BuildResult:
    """The moved build of ``source`` by ``command`` (from ``moved_command``), ``shift``
    bytes further on."""
    return compile_in(f"{build_id} moved", command, source, limits, workdir,
                      extra={PAD_NAME: pad_source(shift)})


def pointer_cast(built: BuildResult) -> bool:
    """Whether a moved build failed on a narrowing pointer-to-integer cast."""
    return built.status is BuildStatus.REJECTED and "pointer-to-int-cast" in built.diagnostics


def address_problem(build_id: str, built: BuildResult, outcome: RunOutcome | None,
                    reference: RunOutcome, shift: int = SHIFT) -> str | None:
    """Why the program depends on addresses, by its moved build (``outcome``: how its binary
    ended, None when it did not build), or None."""
    if pointer_cast(built):
        first = next((line for line in built.diagnostics.splitlines()
                      if "pointer-to-int-cast" in line), "")
        return f"it converts a pointer to a narrower integer ({build_id}: {first.strip()[:200]})"
    if outcome is not None and outcome != reference:
        return (f"its output depends on addresses: {build_id}, with the program's code and data "
                f"moved by {shift:#x} bytes, ends {outcome.describe(120)!r}, not "
                f"{reference.describe(120)!r}")
    return None


def confirm(program: Program, builds: Sequence[Build], observations: Sequence[Observation],
            verdict: Verdict, compile_limits: sandbox.Limits, run_limits: sandbox.Limits,
            tmp_root: Path | None = None) -> Verdict:
    """``verdict``, unless it reports a wrong-code or runtime-crash finding and a moved
    build (by each of ``SHIFTS``, until one does) of one build of the majority (gcc or clang
    first, unoptimized first) shows the program depends on addresses: then the program is
    invalid, with the reason, and only its compile-time findings stand. Without such a build
    (no gcc, clang or other compiler configuration among the majority), the verdict stands."""
    reference = verdict.reference
    if reference is None or not any(f.kind in _RUN_KINDS for f in verdict.findings):
        return verdict
    majority = [b for b, o in zip(builds, observations, strict=True)
                if isinstance(b, CompilerConfig) and o.run is not None
                and o.run.outcome() == reference]
    if not majority:
        return verdict

    def rank(b: CompilerConfig) -> tuple[bool, bool]:
        return (b.compiler_info.family not in ("gcc", "clang"), b.opt != "-O0")

    chosen = min(majority, key=rank)
    command = moved_command(chosen.command(),
                            gcc_or_clang=chosen.compiler_info.family in ("gcc", "clang"))
    if command is None:
        return verdict
    why = None
    for shift in SHIFTS:
        workdir = Path(tempfile.mkdtemp(prefix="ccfuzz-moved-", dir=tmp_root))
        try:
            built = build_moved(chosen.id, command, program.source.encode(), compile_limits,
                                workdir, shift)
            outcome = None
            if built.binary is not None:
                outcome = tester.run_binary(built.binary, program, run_limits,
                                            tmp_root=workdir, runner=built.runner).outcome()
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        why = address_problem(f"{chosen.id} moved", built, outcome, reference, shift)
        if why is not None or built.binary is None:
            break
    if why is None:
        return verdict
    kept = tuple(f for f in verdict.findings if f.kind not in _RUN_KINDS)
    return replace(verdict, status=ProgramStatus.INVALID,
                   reason=f"the builds' runs differ, but {why}", findings=kept)
