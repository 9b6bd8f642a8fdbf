"""Value profiling (profile/values.py) with real gcc, clang-14's MemorySanitizer and Csmith."""

from __future__ import annotations

import random
import re
import tempfile
from functools import cache
from pathlib import Path

import pytest

from ccfuzz import cint, cmodel, sandbox
from ccfuzz.cmodel import CProgram, Stmt
from ccfuzz.compilers import from_config
from ccfuzz.model import Origin, Program
from ccfuzz.profile import runtime, values
from ccfuzz.sources.csmith import CsmithSource
from tests.conftest import DATA, require

VALUES = DATA / "values"
MSAN_EXIT = 86


def load(name: str) -> tuple[CProgram, Program]:
    path = VALUES / name
    stdin = path.with_suffix(".in")
    program = Program(name, path.read_text(), Origin("file", path=str(path)),
                      stdin=stdin.read_bytes() if stdin.exists() else b"")
    return cmodel.load(program.source, path=name), program


def marked(cprog: CProgram, marker: str) -> Stmt:
    """The first statement after the comment ``/* marker */``."""
    at = cprog.source.index(f"/* {marker} */".encode())
    return min((s for s in cprog.statements() if s.start > at), key=lambda s: s.start)


def original_stdout(program: Program) -> bytes:
    return runtime.compile_and_run(program.source.encode(), program).stdout


@cache
def csmith(seed: int) -> Program:
    require("csmith")
    return CsmithSource().program(0, seed)


def test_known_values(private_tmp: Path) -> None:
    cprog, program = load("known.c")
    prof = values.profile(cprog, program, p=1.0, rng=random.Random(1))
    assert prof.stdout == original_stdout(program)

    p1 = marked(cprog, "P1")  # in counter(): a static local, and every global
    assert prof.visits(p1) == 3
    at = prof.values_at(p1)
    assert at["calls"].values == {0, 1, 2}
    assert (at["calls"].min, at["calls"].max, at["calls"].complete) == (0, 2, True)
    assert at["g"].values == {7}
    assert at["big"].values == {(1 << 64) - 1}
    assert at["gr.f"].values == {1}
    assert at["gr.b"].values == {5}  # an unsigned bit-field
    assert at["gr.s"].values == {-3}  # a negative signed bit-field
    assert at["gr.arr[1]"].values == {20}
    assert at["gr.in.h"].values == {-2}  # a nested struct's field
    assert at["gu.first"].values == {42}  # a union: its first field, in static storage
    # Never: volatile, extern (defined nowhere: reading it would not even link), a pointer.
    assert not {"vol", "nowhere", "gr.ptr"} & at.keys()
    lvalues = prof.lvalues_at(p1)
    assert lvalues["gr.s"].bit_width == 4 and lvalues["gr.s"].type == cint.INT
    assert lvalues["big"] == values.LValue("big", cint.ULLONG)

    p2 = marked(cprog, "P2")  # a parameter; an array parameter is a pointer: not read
    assert prof.values_at(p2)["x"].values == {0, 1, 2}
    assert not any(e.startswith("arr") for e in prof.values_at(p2))

    p3 = marked(cprog, "P3")  # in a loop of main
    at = prof.values_at(p3)
    assert prof.visits(p3) == 3
    assert at["neg"] == values.ValueSet(frozenset({-5, -6, -7}), -7, -5, True)
    assert at["sum"].values == {0, 4, 11}
    assert at["c"].values == {5}  # an enum
    assert prof.lvalues_at(p3)["c"].type == cint.UINT  # its underlying type in gcc
    assert at["uc"].values == {200}
    assert at["a[7]"].values == {6}
    assert "a[8]" not in at  # at most MAX_ELEMENTS elements of an array
    # No initializer (i, later); a union local initialized through another member (lu).
    assert not {"i", "later", "lu.first", "lu.other"} & at.keys()

    assert prof.values_at(marked(cprog, "P4"))["gr.f"].values == {1}
    assert prof.values_at(marked(cprog, "P5"))["c"].values == {5}  # wrapped: if (c) { .. S }

    step = prof.values_at(marked(cprog, "P6"))["step"]  # more values than a set keeps
    assert (step.min, step.max, step.complete) == (0, 297, False)
    assert step.values == {3 * k for k in range(values.MAX_DISTINCT)}

    p7 = marked(cprog, "P7")  # never runs
    assert prof.visits(p7) == 0 and prof.values_at(p7) == {}
    assert all(prof.exhaustive(stmt) for stmt in cprog.statements() if stmt.id in prof.points)


def test_max_visits_caps_the_visits_read(private_tmp: Path) -> None:
    cprog, program = load("known.c")
    prof = values.profile(cprog, program, p=1.0, rng=random.Random(1), max_visits=10)
    p6, p3 = marked(cprog, "P6"), marked(cprog, "P3")
    assert prof.visits(p6) == 100 and not prof.exhaustive(p6)
    assert prof.values_at(p6)["step"] == values.ValueSet(
        frozenset(range(0, 30, 3)), 0, 27, True)
    assert prof.visits(p3) == 3 and prof.exhaustive(p3)
    assert prof.values_at(p3)["neg"].values == {-5, -6, -7}


def test_stdin_program(private_tmp: Path) -> None:
    cprog, program = load("stdin.c")
    prof = values.profile(cprog, program, p=1.0, rng=random.Random(0))
    assert prof.stdout == original_stdout(program) == b"4 numbers, total 999999999999\n"
    read = prof.values_at(marked(cprog, "P1"))["n"]
    assert read.values == {3, -7, 1000000000000}
    assert prof.visits(marked(cprog, "P1")) == 4


@pytest.mark.parametrize(("seed", "p"), [(2, 1.0), (4, 0.1)])
def test_csmith_output_unchanged(private_tmp: Path, seed: int, p: float) -> None:
    program = csmith(seed)
    cprog = cmodel.load(program.source, path="prog.c")
    prof = values.profile(cprog, program, p=p, rng=random.Random(seed))
    assert prof.stdout == original_stdout(program)
    assert prof.stdout.startswith(b"checksum = ")
    visited = [sid for sid, n in prof.visit_counts.items() if n]
    assert visited
    for sid in visited:
        point = prof.points[sid]
        assert prof.values_at(point.stmt).keys() == {lv.expr for lv in point.lvalues}
        for lv in point.lvalues:
            seen = prof.values[sid][lv.expr]
            assert lv.type.min <= seen.min <= min(seen.values)
            assert max(seen.values) <= seen.max <= lv.type.max
            assert seen.complete or len(seen.values) == values.MAX_DISTINCT


def test_points_are_reproducible_and_sampled_at_rate_p() -> None:
    cprog = cmodel.load(csmith(1).source, path="prog.c")
    candidates = [s for s in cprog.statements() if values.candidate(s)]
    assert len(candidates) > 500

    def ids(p: float, seed: int) -> list[int]:
        return [s.id for s in values.choose_points(cprog, p, random.Random(seed))]

    assert ids(0.1, 7) == ids(0.1, 7)
    assert ids(0.1, 7) != ids(0.1, 8)
    assert 0.06 <= len(ids(0.1, 7)) / len(candidates) <= 0.14
    assert ids(1.0, 0) == [s.id for s in candidates]
    assert ids(0.0, 0) == []
    kinds = {s.kind for s in candidates}
    assert not kinds & {cmodel.StmtKind.LABEL, cmodel.StmtKind.CASE, cmodel.StmtKind.DEFAULT}
    assert all(s.parent is not None and not s.macro for s in candidates)


def msan_run(cprog: CProgram, program: Program) -> sandbox.ProcResult:
    """The program instrumented at every point, built with MemorySanitizer, run once."""
    require("clang-14")
    points = values.points_with_lvalues(
        cprog, values.choose_points(cprog, 1.0, random.Random(0)))
    source, _ = values.instrument(cprog, points)
    cc = from_config("clang-14", "clang-14", opt_levels=("-O0",),
                     flags=("-fsanitize=memory", "-g"))
    [config] = cc.configs(sandbox.Limits(wall_seconds=60))
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        built = config.build(Program(program.name, source.decode(), program.origin), work)
        assert built.binary is not None, built.diagnostics
        # No address-space cap: MemorySanitizer maps terabytes of shadow.
        return sandbox.run([str(built.binary)], tmp_root=work, stdin=program.stdin,
                           limits=sandbox.Limits(wall_seconds=20, memory_bytes=None),
                           env={"MSAN_OPTIONS": f"exitcode={MSAN_EXIT}"})


def test_instrumentation_reads_nothing_uninitialized_in_csmith(private_tmp: Path) -> None:
    program = csmith(2)  # has "int i, j, k;", set only by the loops that use them
    cprog = cmodel.load(program.source, path="prog.c")
    proc = msan_run(cprog, program)
    assert proc.exit_code == 0, proc.stderr_text()[-2000:]
    assert proc.stdout == original_stdout(program)


def test_uninitialized_locals_are_never_read(private_tmp: Path) -> None:
    cprog, program = load("uninit.c")
    proc = msan_run(cprog, program)
    assert (proc.exit_code, proc.stdout) == (0, b"46 1 8\n"), proc.stderr_text()[-2000:]
    points = values.points_with_lvalues(cprog, list(cprog.statements()))
    read = {p.stmt.id: {lv.expr for lv in p.lvalues} for p in points}

    def at(text: str) -> set[str]:
        [stmt] = [s for s in cprog.statements() if s.text == text]
        return read[stmt.id]

    assert "skipped" not in at("r = skipped;")  # a case label jumps past its initializer
    # A goto from outside jumps past it to a label in its scope: it is read nowhere in that
    # scope (conservative: before the label it is set, but a loop could lead back there).
    assert "set" not in at("out += 1;") | at("out += set;")
    assert "out" in at("out += 1;")
    assert not {"plain", "array[0]", "half.a", "inner"} & at("total += inner + pick(i) + jump(i);")
    assert "i" in at("total += inner + pick(i) + jump(i);")  # a for declaration
    # A union initialized through a designator: its first member is not read.
    assert "u.c" not in at("printf(\"%d %d %d\\n\", total, u.c, from_expr);")
    assert "from_expr" not in at("t * 2;")  # inside its own initializer


def test_msan_sees_a_read_of_an_uninitialized_field(private_tmp: Path) -> None:
    """The limitation the check above relies on MemorySanitizer to catch: a struct copied
    while half set is read field by field."""
    proc = msan_run(*load("uninit_copy.c"))
    assert proc.exit_code == MSAN_EXIT
    assert re.search(r"MemorySanitizer: use-of-uninitialized-value", proc.stderr_text())
