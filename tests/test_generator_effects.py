"""Side effects inside expressions (embedded assignments, increments, the comma operator):
the sequencing rule of ``generator.effects`` is kept by every generated statement, a side
effect that breaks it is replaced by a pure expression of the same value, and the C text the
compilers see prints what the interpreter computed."""

from __future__ import annotations

from functools import cache

import pytest

from ccfuzz import cint
from ccfuzz.generator import FEATURES, Generated, Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.effects import _broken, has_effects, sequenced
from ccfuzz.generator.interp import Compiler, Interpreter
from ccfuzz.generator.policy import DEFAULT_EXPR_WEIGHTS
from ccfuzz.generator.printer import Printer
from ccfuzz.generator.types import Int, Pointer, Qual
from ccfuzz.generator.validity import check_program
from tests.conftest import require

I32, I8 = Int(cint.INT32_T), Int(cint.INT8_T)
# Side effects weighted up, so that most statements carry some.
EFFECTFUL = Settings(forced=dict.fromkeys(FEATURES, True),
                     expr_weights={**DEFAULT_EXPR_WEIGHTS, "embedded_assign": 8, "comma": 4})


def _var(name: str, t: Int | Pointer, init: gast.Expr | None = None) -> gast.VarDecl:
    return gast.VarDecl(name, Qual(t), gast.Storage.GLOBAL,
                        init or gast.Const(cint.Value(5, t.ctype if isinstance(t, Int)
                                                      else cint.INT)))


def _c(v: int, t: cint.CType = cint.INT) -> gast.Const:
    return gast.Const(cint.Value(v, t))


def test_a_variable_stored_to_and_named_again_loses_its_side_effect_but_not_its_value() -> None:
    x, y = _var("x", I32), _var("y", I8)
    store_x = gast.AssignExpr(x.ref, _c(300))
    store_y = gast.AssignExpr(y.ref, _c(300))  # (int8_t)300 == 44
    rhs = gast.Binary(cint.BinOp.ADD, store_x, store_y, I32)
    lhs, new_rhs = sequenced([x.ref, rhs])  # x = (x = 300) + (y = 300): x is stored twice
    assert lhs is x.ref
    assert isinstance(new_rhs, gast.Binary) and new_rhs.right is store_y  # y's is kept
    assert new_rhs.left == gast.Cast(cint.INT32_T, _c(300))
    it = Interpreter({("x",): 1, ("y",): 2}, 100, Compiler())
    assert it.int(new_rhs).value == 344 and it.mem[("y",)] == 44


def test_a_dereference_of_the_stored_type_may_alias_it() -> None:
    y, z = _var("y", I32), _var("z", I8)
    p = _var("p", Pointer(Qual(I32)), gast.AddrOf(y.ref, Pointer(Qual(I32))))
    deref = gast.Deref(p.ref, I32)
    for target, kept in ((y, False), (z, True)):
        inc = gast.IncDec(target.ref, True, False)  # y++ or z++
        rhs = gast.Binary(cint.BinOp.ADD, inc, _c(1), I32)
        (_, out) = sequenced([deref, rhs])  # *p = y++ + 1: p may point at y
        assert has_effects(out) == kept
        if not kept:
            assert out == gast.Binary(cint.BinOp.ADD, y.ref, _c(1), I32)


def test_a_comma_left_without_side_effects_becomes_its_right_side() -> None:
    x = _var("x", I32)
    comma = gast.Comma(gast.AssignExpr(x.ref, _c(7), cint.BinOp.ADD), _c(9))
    assert sequenced([x.ref, comma]) == [x.ref, _c(9)]


def _full_expressions(s: gast.Stmt) -> list[list[gast.Expr]]:
    if isinstance(s, gast.Assign | gast.Call):
        return [list(s.exprs())]
    return [[e] for e in s.exprs()]  # an if's condition, a returned value


@cache
def _programs() -> tuple[Generated, ...]:
    return tuple(generate(seed, 6000, EFFECTFUL) for seed in range(40, 46))


def test_every_generated_full_expression_keeps_the_sequencing_rule() -> None:
    effects = 0
    for made in _programs():
        for f in made.tree.functions:
            stmts = [*gast.statements(f.body), *([f.final] if f.final else [])]
            for s in stmts:
                for tops in _full_expressions(s):
                    assert _broken(tops) is None, Printer().expr(tops[-1])
                    effects += sum(isinstance(x, gast.AssignExpr | gast.IncDec)
                                   for t in tops for x in gast.subexpressions(t))
    assert effects > 60


@pytest.mark.slow
@pytest.mark.parametrize("index", range(6))
def test_programs_full_of_side_effects_print_the_expected_output(index: int) -> None:
    require("gcc", "clang-14")
    made = _programs()[index]
    assert made.source.count("++") + made.source.count(" = (") > 20
    checks = check_program(made.source, made.expected, opt_levels=("-O0", "-O2", "-O3"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []
