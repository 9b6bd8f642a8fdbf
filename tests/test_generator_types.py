"""The generator's type constructs: keyword spellings, packed structs, arrays of pointers,
structs passed and returned by value. Each is checked where it could go wrong: in the
interpreter's model against real compilers, or in what the generator refuses to build."""

from __future__ import annotations

import pytest

from ccfuzz import cint
from ccfuzz.generator import Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.exprgen import lvalue_qual
from ccfuzz.generator.interp import run
from ccfuzz.generator.policy import HOST_FEATURES
from ccfuzz.generator.printer import program_text
from ccfuzz.generator.types import Array, Field, Int, Pointer, Qual, Record, Vector
from ccfuzz.generator.validity import check_program
from tests.conftest import require


def test_a_spelling_is_not_part_of_the_type_but_long_long_and_char_are_types_of_their_own() -> None:
    assert Int(cint.INT16_T, "short int") == Int(cint.INT16_T)
    assert Qual(Pointer(Qual(Int(cint.INT32_T, "signed")))) == Qual(Pointer(Qual(Int(cint.INT))))
    assert Int(cint.LLONG) != Int(cint.INT64_T)  # int64_t is long on x86-64
    assert Int(cint.CHAR) != Int(cint.INT8_T)  # int8_t is signed char


def _const(v: int, t: cint.CType = cint.INT) -> gast.Const:
    return gast.Const(cint.Value(v, t))


@pytest.mark.slow
def test_structs_are_copied_into_parameters_and_out_of_returns_as_c_copies_them() -> None:
    require("gcc", "clang-14", "tcc")
    s = Record("S0", False, (Field("f0", Int(cint.INT32_T)), Field("f1", Int(cint.UINT), 5)))
    g1 = gast.VarDecl("g_1", Qual(s), gast.Storage.GLOBAL, (_const(1), _const(2)))
    g2 = gast.VarDecl("g_2", Qual(s), gast.Storage.GLOBAL, (_const(3), _const(4)))
    p1 = gast.VarDecl("p_1", Qual(s), gast.Storage.PARAM)
    f0, f1 = s.fields
    # func_1(struct S0 p_1): p_1.f0 = 7; g_1.f1 = 9; return p_1;  The callee's copy changes,
    # the caller's object does not; the caller's object changes, the callee's copy does not.
    func = gast.Function("func_1", s, [p1], body=gast.Block([
        gast.Assign(gast.Member(p1.ref, s, f0), _const(7)),
        gast.Assign(gast.Member(g1.ref, s, f1), _const(9)),
    ]), final=gast.Return(p1.ref))
    # main: g_2 = func_1(g_1); g_1 = func_1(g_1);  (the second returns what g_1 was)
    main = gast.Function("main", None, [], body=gast.Block([
        gast.Call(g2.ref, func, (g1.ref,)),
        gast.Call(g1.ref, func, (g1.ref,)),
    ]))
    program = gast.Program([s], [g1, g2], [func, main])
    expected = run(program, 1000)
    want = run(gast.Program([s], [
        gast.VarDecl("g_1", Qual(s), gast.Storage.GLOBAL, (_const(7), _const(9))),
        gast.VarDecl("g_2", Qual(s), gast.Storage.GLOBAL, (_const(7), _const(2))),
    ], [gast.Function("main", None, [])]), 1000)
    assert expected == want
    checks = check_program(program_text(program), expected, compilers=("gcc", "clang-14", "tcc"),
                           opt_levels=("-O0", "-O2"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []


def _addresses(p: gast.Program) -> list[gast.AddrOf]:
    tops: list[gast.Expr] = []
    for d in [*p.globals, *(d for f in p.functions for d in f.locals)]:
        if isinstance(d.init, tuple):
            tops += d.init
        elif d.init is not None:
            tops.append(d.init)
    for f in p.functions:
        for st in gast.statements(f.body):
            tops += st.exprs()
    return [e for top in tops for e in gast.subexpressions(top) if isinstance(e, gast.AddrOf)]


def _inside_packed(e: gast.Expr) -> bool:
    while isinstance(e, gast.Member | gast.Index):
        if isinstance(e, gast.Member) and e.record.loose:
            return True
        e = e.base
    return False


def test_nothing_inside_a_packed_struct_has_its_address_taken() -> None:
    packed = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                      probabilities={**Settings().probabilities, "packed_struct": 1.0})
    taken = inside = 0
    for seed in range(6):
        made = generate(seed, 5000, packed)
        # (but the struct that holds a vector, which ``vectors`` lays out naturally)
        assert all(r.loose for r in made.tree.records if not r.union
                   and not any(isinstance(f.type, Vector) for f in r.fields))
        for a in _addresses(made.tree):
            taken += 1
            inside += _inside_packed(a.obj)
    assert taken > 20 and inside == 0


def test_arrays_of_pointers_hold_addresses_of_objects_of_their_exact_type() -> None:
    many = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                    probabilities={**Settings().probabilities, "pointer_array": 1.0})
    arrays = 0
    for seed in range(8):
        made = generate(seed, 5000, many)
        for d in made.tree.globals:
            elem = d.type
            while isinstance(elem, Array):
                elem = elem.elem
            if not isinstance(elem, Pointer) or d.type == elem:
                continue
            arrays += 1
            assert isinstance(d.init, tuple)
            for e in d.init:
                # a static initializer: the address of a global the pointer may point at,
                # of its very type (never a long for a long long)
                assert isinstance(e, gast.AddrOf), d.name
                assert elem.target.admits(e.obj.type, *lvalue_qual(e.obj)), d.name
    assert arrays > 3
