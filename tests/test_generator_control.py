"""Control flow beyond Csmith's, by hand-built programs: the interpreter's ``while``, ``do``,
``switch`` (fall-through, ``default`` in the middle, ``break`` and ``continue`` inside) and
recursion (a frame per call) print what gcc's builds print."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz import cint, sandbox
from ccfuzz.generator import ast as gast
from ccfuzz.generator import kernels
from ccfuzz.generator.interp import run
from ccfuzz.generator.printer import program_text
from ccfuzz.generator.types import Int, Qual
from tests.conftest import require

INT = Int(cint.INT)


def _c(v: int) -> gast.Const:
    return gast.Const(cint.Value(v, cint.INT))


def _bin(op: cint.BinOp, a: gast.Expr, b: gast.Expr) -> gast.Binary:
    assert isinstance(a.type, Int) and isinstance(b.type, Int)
    return gast.Binary(op, a, b, Int(kernels.binary_type(op, a.type.ctype, b.type.ctype)))


def _global() -> gast.VarDecl:
    return gast.VarDecl("g_1", Qual(Int(cint.UINT)), gast.Storage.GLOBAL,
                        gast.Const(cint.Value(1, cint.UINT)))


def _gcc_prints(source: str, tmp_path: Path, level: str) -> bytes:
    binary = tmp_path / f"prog{level}"
    built = sandbox.run(["gcc", level, "p.c", "-o", "p"], limits=sandbox.Limits(wall_seconds=120),
                        files={"p.c": source.encode()}, keep={"p": binary})
    assert built.ok, built.stderr_text()
    ran = sandbox.run([str(binary)], limits=sandbox.Limits(wall_seconds=10))
    assert ran.ok, ran.stderr_text()
    return ran.stdout


def _loops_and_switch() -> gast.Program:
    g = _global()
    i = gast.VarDecl("i_1", Qual(INT), gast.Storage.INDUCTION)
    j = gast.VarDecl("i_2", Qual(INT), gast.Storage.INDUCTION)
    step = gast.Assign(g.ref, _bin(cint.BinOp.ADD, _bin(cint.BinOp.MUL, g.ref, _c(3)), i.ref))
    do = gast.For(i, 0, 6, 1, gast.Block([
        gast.If(_bin(cint.BinOp.EQ, i.ref, _c(2)), gast.Block([gast.Continue()])), step]),
        gast.LoopForm.DO)
    cases = [
        gast.Case(cint.Value(1, cint.INT), gast.Block([
            gast.Assign(g.ref, _c(7), cint.BinOp.ADD)]), brk=False),
        gast.Case(None, gast.Block([gast.Assign(g.ref, j.ref, cint.BinOp.XOR)]), brk=False),
        gast.Case(cint.Value(3, cint.INT), gast.Block([
            gast.If(_bin(cint.BinOp.EQ, j.ref, _c(0)), gast.Block([gast.Break()])),
            gast.Assign(g.ref, _c(100), cint.BinOp.ADD)]), brk=True),
        gast.Case(cint.Value(4, cint.INT), gast.Block([
            gast.Assign(g.ref, _c(1000), cint.BinOp.ADD)]), brk=True),
    ]
    loop = gast.For(j, 4, -1, -1, gast.Block([
        gast.Switch(j.ref, cases),
        gast.If(_bin(cint.BinOp.EQ, j.ref, _c(1)), gast.Block([gast.Break()])),
        gast.Assign(g.ref, _bin(cint.BinOp.MUL, g.ref, _c(5)))]), gast.LoopForm.WHILE)
    main = gast.Function("main", None, [], body=gast.Block([do, loop]), induction=[i, j])
    return gast.Program([], [g], [main])


def _recursive(frames: bool) -> gast.Program:
    g = _global()
    d = gast.VarDecl("p_1", Qual(INT, const=True), gast.Storage.PARAM)
    local = gast.VarDecl("l_1", Qual(INT), gast.Storage.LOCAL, _bin(cint.BinOp.ADD, d.ref, _c(1)))
    f = gast.Function("func_1", None, [d], locals=[local], recursive=frames)
    f.body.stmts += [
        gast.If(_bin(cint.BinOp.GT, d.ref, _c(0)), gast.Block([
            gast.Call(None, f, (_bin(cint.BinOp.SUB, d.ref, _c(1)),))])),
        gast.Assign(g.ref, _bin(cint.BinOp.ADD, _bin(cint.BinOp.MUL, g.ref, _c(10)),
                                local.ref))]
    main = gast.Function("main", None, [], body=gast.Block([gast.Call(None, f, (_c(3),))]))
    return gast.Program([], [g], [f, main])


@pytest.mark.parametrize("level", ["-O0", "-O2"])
def test_while_do_and_switch_run_as_gcc_runs_them(tmp_path: Path, level: str) -> None:
    require("gcc")
    program = _loops_and_switch()
    source = program_text(program)
    assert "do {" in source and "} while (++i_1 < 6);" in source and "while (i_2 > -1) {" \
        in source and "default: {" in source
    assert _gcc_prints(source, tmp_path, level) == run(program, 10_000)


def test_a_recursive_call_has_its_own_frame(tmp_path: Path) -> None:
    require("gcc")
    program = _recursive(frames=True)
    expected = run(program, 10_000)
    assert _gcc_prints(program_text(program), tmp_path, "-O0") == expected
    # Without a frame per call every level would see the innermost level's local.
    assert run(_recursive(frames=False), 10_000) != expected
