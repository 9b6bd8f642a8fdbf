"""Side effects inside expressions (embedded assignments, increments, the comma operator):
the sequencing rule of ``generator.effects`` is kept by every generated statement, a side
effect that breaks it is replaced by a pure expression of the same value, and the C text the
compilers see prints what the interpreter computed."""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from ccfuzz import cint
from ccfuzz.generator import Generated, Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.effects import _broken, conflicts, has_effects, sequenced
from ccfuzz.generator.interp import Compiler, Interpreter
from ccfuzz.generator.policy import DEFAULT_EXPR_WEIGHTS, HOST_FEATURES
from ccfuzz.generator.printer import Printer, record_def
from ccfuzz.generator.types import Field, Int, Pointer, Qual, Record
from ccfuzz.generator.validity import check_program
from tests.conftest import require

I32, I8 = Int(cint.INT32_T), Int(cint.INT8_T)
# Side effects weighted up, so that most statements carry some.
EFFECTFUL = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
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
    done = sequenced([x.ref, rhs])  # x = (x = 300) + (y = 300): x is stored twice
    assert done is not None
    lhs, new_rhs = done
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
        done = sequenced([deref, rhs])  # *p = y++ + 1: p may point at y
        assert done is not None
        out = done[1]
        assert has_effects(out) == kept
        if not kept:
            assert out == gast.Binary(cint.BinOp.ADD, y.ref, _c(1), I32)


S = Record("S", False, (Field("f0", I32), Field("f1", I8), Field("f2", Int(cint.UINT), 3),
                         Field("f3", Int(cint.INT), 5)))


def _struct(name: str) -> gast.VarDecl:
    return gast.VarDecl(name, Qual(S), gast.Storage.GLOBAL, tuple(_c(k) for k in range(4)))


def test_a_pointer_to_a_struct_may_reach_a_member_stored_to() -> None:
    s, t = _struct("s"), _struct("t")
    p = _var("p", Pointer(Qual(S)), gast.AddrOf(s.ref, Pointer(Qual(S))))
    store = gast.AssignExpr(gast.Member(s.ref, S, S.fields[0]), _c(3))
    through_p = gast.Member(gast.Deref(p.ref, S), S, S.fields[1])  # p->f1 may be s.f1
    elsewhere = gast.Member(t.ref, S, S.fields[1])
    assert conflicts([through_p, store])
    assert not conflicts([elsewhere, store])
    assert conflicts([elsewhere, gast.Binary(cint.BinOp.ADD, store, gast.Member(
        s.ref, S, S.fields[1]), I32)])  # s named twice, though another member
    plain = gast.AssignExpr(_var("x", I32).ref, _c(3))
    assert not conflicts([through_p, plain])  # a scalar variable is no struct's member


def test_a_store_through_a_pointer_may_reach_any_object_of_its_type() -> None:
    x, z, s = _var("x", I32), _var("z", I8), _struct("s")
    p = _var("p", Pointer(Qual(I32)), gast.AddrOf(x.ref, Pointer(Qual(I32))))
    store = gast.AssignExpr(gast.Deref(p.ref, I32), _c(3))

    def plus(e: gast.Expr) -> gast.Expr:
        return gast.Binary(cint.BinOp.ADD, store, e, I32)
    assert conflicts([plus(x.ref)])  # p may point at x
    assert conflicts([plus(gast.Member(s.ref, S, S.fields[0]))])  # or at s.f0
    assert not conflicts([plus(z.ref)])  # an int8_t it cannot point at
    assert not conflicts([plus(gast.Member(s.ref, S, S.fields[1]))])
    assert not conflicts([plus(p.ref)])  # the pointer itself is only read
    assert conflicts([s.ref, plus(z.ref)])  # s passed whole: p may point into it
    done = sequenced([plus(x.ref)])
    assert done == [gast.Binary(cint.BinOp.ADD, gast.Cast(cint.INT32_T, _c(3)), x.ref, I32)]


def test_a_store_to_a_bit_field_that_breaks_the_rule_gives_the_candidate_up() -> None:
    s = _struct("s")
    bits = gast.Member(s.ref, S, S.fields[2])
    assert sequenced([bits, gast.AssignExpr(bits, _c(9))]) is None
    assert sequenced([gast.AssignExpr(bits, _c(9))]) is not None


def test_a_comma_sequences_its_operands() -> None:
    x, y = _var("x", I32), _var("y", I32)
    store = gast.AssignExpr(x.ref, _c(5))
    read_back = gast.Comma(store, gast.Binary(cint.BinOp.MUL, x.ref, y.ref, I32))
    assert sequenced([y.ref, read_back]) == [y.ref, read_back]  # y = (x = 5, x * y)
    # (x = 5, x * y) + x: the last x is not sequenced with the store, and the comma's value
    # was worked out after it, so no pure expression replaces the store
    assert sequenced([gast.Binary(cint.BinOp.ADD, read_back, x.ref, I32)]) is None
    # (x = 5, y) + x: the store goes, the comma with it
    apart = gast.Binary(cint.BinOp.ADD, gast.Comma(store, y.ref), x.ref, I32)
    assert sequenced([apart]) == [gast.Binary(cint.BinOp.ADD, y.ref, x.ref, I32)]
    it = Interpreter({("x",): 1, ("y",): 3}, 100, Compiler())
    assert it.int(read_back).value == 15


def test_logical_operators_and_conditionals_sequence_what_the_values_follow() -> None:
    x, y = _var("x", I32), _var("y", I32)
    store = gast.AssignExpr(x.ref, _c(0))
    land = cint.BinOp.LAND
    assert not conflicts([gast.Binary(land, x.ref, store, I32)])  # x && (x = 0)
    # (x = 0) && x: the right operand was valued before the store
    assert conflicts([gast.Binary(land, store, x.ref, I32)])
    other = gast.AssignExpr(x.ref, _c(1))
    assert not conflicts([gast.Cond(y.ref, store, other, I32)])  # y ? (x = 0) : (x = 1)
    assert not conflicts([gast.Cond(x.ref, store, y.ref, I32)])  # x ? (x = 0) : y
    assert conflicts([gast.Cond(store, x.ref, y.ref, I32)])  # (x = 0) ? x : y
    assert conflicts([gast.Binary(cint.BinOp.ADD, gast.Cond(y.ref, store, y.ref, I32), x.ref,
                                  I32)])  # (y ? (x = 0) : y) + x


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
    # 8 KB: the vector, 128-bit and memory statements are many bytes each
    return tuple(generate(seed, 8000, EFFECTFUL) for seed in range(40, 46))


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


@pytest.mark.slow
def test_stores_inside_expressions_have_the_value_gcc_and_clang_give_them(
        tmp_path: Path) -> None:
    # The value of an assignment is what the object holds after it: converted to its type,
    # wrapped to a bit-field's width; x++ is the old value, --x the new one.
    require("gcc", "clang-14")
    s = _struct("s")
    u8 = _var("u8", Int(cint.UINT8_T))
    i16 = _var("i16", Int(cint.INT16_T))
    to_i16 = Pointer(Qual(Int(cint.INT16_T)))
    p = _var("p", to_i16, gast.AddrOf(i16.ref, to_i16))
    targets: list[gast.Expr] = [u8.ref, i16.ref, gast.Deref(p.ref, Int(cint.INT16_T)),
                                *(gast.Member(s.ref, S, f) for f in S.fields)]
    exprs: list[gast.Expr] = []
    for target in targets:
        for v in (-129, -1, 7, 9, 200, 40000, 70000):
            exprs.append(gast.AssignExpr(target, _c(v)))
        exprs.append(gast.AssignExpr(target, _c(13), cint.BinOp.ADD))
        if not (isinstance(target, gast.Member) and target.field.bits is not None):
            exprs.append(gast.AssignExpr(target, _c(2), cint.BinOp.SHR))
            if not target.type.ctype.signed:  # type: ignore[union-attr]
                exprs.append(gast.AssignExpr(target, _c(3), cint.BinOp.SHL))
        for increment in (True, False):
            for prefix in (True, False):
                exprs.append(gast.IncDec(target, increment, prefix))
    it = Interpreter({}, 1000, Compiler())
    for d in (s, u8, i16, p):
        it.init(d)
    want = [it.int(e).value for e in exprs]  # in order, on one memory
    pr = Printer()
    source = ("#include <stdio.h>\n#include <stdint.h>\n" + record_def(S) +
              "".join(f"static {pr.decl(d)}\n" for d in (s, u8, i16, p)) +
              "int main(void) {\n" +
              "".join(f'    printf("%lld\\n", (long long){pr.expr(e)});\n' for e in exprs) +
              "    return 0;\n}\n")
    expected = "".join(f"{v}\n" for v in want).encode()
    checks = check_program(source, expected, opt_levels=("-O0", "-O2"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []
