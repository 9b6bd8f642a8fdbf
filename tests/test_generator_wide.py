"""The generator's wide and checked integers: ``int128_t`` / ``uint128_t`` (feature ``int128``)
and ``__builtin_add/sub/mul_overflow`` (feature ``overflow``, ``generator.checked``).

Each is found in generated programs where its feature is on and absent where it is off; its
operators, conversions, constants and safe-math wrappers agree with gcc and clang at -O0 on
many random operands; programs full of them print what the interpreter computed, under gcc
and clang at -O0 to -O3 and with sanitizers."""

from __future__ import annotations

import itertools
import random
from functools import cache
from pathlib import Path

import pytest

from ccfuzz import cint
from ccfuzz.generator import Generated, Settings, generate, kernels
from ccfuzz.generator import ast as gast
from ccfuzz.generator.checked import OPS
from ccfuzz.generator.interp import Compiler, Interpreter
from ccfuzz.generator.inventory import features
from ccfuzz.generator.memory import UndefinedBehavior
from ccfuzz.generator.policy import DEFAULT_STMT_WEIGHTS, HOST_FEATURES, NEW_FEATURES
from ccfuzz.generator.printer import SAFE_BINARY, safe_name, safe_wrapper
from ccfuzz.generator.types import INT_TYPES, SPELLING, WIDE_TYPES, Int, Qual
from ccfuzz.generator.validity import check_program
from tests.conftest import require, statements_print

ALL_ON = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                  stmt_weights={**DEFAULT_STMT_WEIGHTS, "overflow": 3})
OFF = Settings(forced={**dict.fromkeys(HOST_FEATURES, True), **dict.fromkeys(NEW_FEATURES, False)})
COMPILERS = ["gcc", "clang-14"]


@cache
def _made() -> tuple[Generated, ...]:
    return tuple(generate(seed, 8000, ALL_ON) for seed in range(60, 66))


def _run_c(compiler: str, body: list[str], tmp_path: Path, prelude: str = "") -> list[str]:
    # An even number per function: the overflow test's blocks span two statements each.
    return statements_print(compiler, cint.INT128_TYPEDEFS + prelude, body, tmp_path,
                            per_function=500)


def _halves(value: int) -> str:
    u = value & ((1 << 128) - 1)
    return f"{u >> 64:x}:{u & ((1 << 64) - 1):x}"


def _print128(expr: str) -> str:
    return (f'    {{ uint128_t w = (uint128_t)({expr}); printf("%llx:%llx\\n", '
            f'(unsigned long long)(w >> 64), (unsigned long long)w); }}')


def test_int128_is_made_where_on_and_none_where_off() -> None:
    found = set().union(*(features(made.tree) for made in _made()))
    assert {"type int128_t", "type uint128_t"} <= found
    # Not only declared: values that need more than 64 bits reach the checksum.
    assert any("(uint128_t)" in made.source and " << 64" in made.source for made in _made())
    for seed in range(60, 63):
        made = generate(seed, 6000, OFF)
        assert "int128" not in made.source
        assert not any("int128" in f for f in features(made.tree))


def _operands(t: cint.CType, rng: random.Random, count: int) -> list[int]:
    return [cint.random_value(rng, t).value for _ in range(count)]


@pytest.mark.parametrize("compiler", COMPILERS)
def test_int128_operators_conversions_and_constants_agree_with_the_compiler(
        compiler: str, tmp_path: Path) -> None:
    require(compiler)
    rng = random.Random(128)
    body, want = [], []
    others = (*INT_TYPES, cint.LLONG, cint.ULLONG)
    ops = [op for op in cint.BinOp if op not in (cint.BinOp.LAND, cint.BinOp.LOR)]
    for wide in WIDE_TYPES:
        for other in (*others, *WIDE_TYPES):
            for ta, tb in ((wide, other), (other, wide)):
                for op in ops:
                    f = kernels.binary(op, ta, tb, False)
                    for x, y in zip(_operands(ta, rng, 6), _operands(tb, rng, 6), strict=True):
                        try:
                            r = f(x, y)
                        except UndefinedBehavior:
                            continue
                        a = cint.literal(cint.Value(x, ta))
                        b = cint.literal(cint.Value(y, tb))
                        body.append(_print128(f"{a} {op} {b}"))
                        want.append(_halves(r))
            # conversions both ways
            for x in _operands(wide, rng, 8):
                body.append(_print128(f"({SPELLING[other]}){cint.literal(cint.Value(x, wide))}"))
                want.append(_halves(kernels.converter(other)(x)))
            for x in _operands(other, rng, 8):
                body.append(_print128(f"({SPELLING[wide]}){cint.literal(cint.Value(x, other))}"))
                want.append(_halves(kernels.converter(wide)(x)))
        for uop in (cint.UnOp.NEG, cint.UnOp.COMPL, cint.UnOp.NOT):
            for x in _operands(wide, rng, 12):
                try:
                    r = kernels.unary(uop, wide, False)(x)
                except UndefinedBehavior:
                    continue
                body.append(_print128(f"{uop}{cint.literal(cint.Value(x, wide))}"))
                want.append(_halves(r))
    assert len(want) > 3000
    assert _run_c(compiler, body, tmp_path) == want


@pytest.mark.parametrize("compiler", COMPILERS)
def test_int128_safe_math_wrappers_agree_with_the_interpreter(compiler: str,
                                                              tmp_path: Path) -> None:
    require(compiler)
    rng = random.Random(129)
    prelude, body, want = "", [], []
    for t in WIDE_TYPES:
        for op in sorted(SAFE_BINARY):
            prelude += safe_wrapper(op, t)
            f = kernels.binary(op, t, t, True)
            for x, y in zip(_operands(t, rng, 60), _operands(t, rng, 60), strict=True):
                if op in (cint.BinOp.SHL, cint.BinOp.SHR):
                    y = rng.choice((y & 127, y & 255, -1 - (y & 3)))
                    count = cint.literal(cint.Value(y, cint.INT))
                else:
                    count = cint.literal(cint.Value(y, t))
                body.append(_print128(
                    f"{safe_name(op, t)}({cint.literal(cint.Value(x, t))}, {count})"))
                want.append(_halves(f(x, y)))
        prelude += safe_wrapper(cint.UnOp.NEG, t)
        neg = kernels.unary(cint.UnOp.NEG, t, True)
        for x in (*_operands(t, rng, 20), t.min):
            body.append(_print128(
                f"{safe_name(cint.UnOp.NEG, t)}({cint.literal(cint.Value(x, t))})"))
            want.append(_halves(neg(x)))
    assert _run_c(compiler, body, tmp_path, prelude) == want


@pytest.mark.slow
@pytest.mark.parametrize("index", range(3))
def test_programs_with_int128_and_overflow_builtins_print_the_expected_output(index: int) -> None:
    require("gcc", "clang-14")
    made = _made()[index]
    checks = check_program(made.source, made.expected, opt_levels=("-O0", "-O2", "-O3"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []


def test_overflow_builtins_are_made_where_on_with_both_results_used() -> None:
    names = {f"builtin __builtin_{n}_overflow" for n in OPS}
    found = set().union(*(features(made.tree) for made in _made()))
    assert names <= found
    # The stored result is read back: the statement after each call folds it in.
    used = 0
    for made in _made():
        for f in made.tree.functions:
            stmts = list(gast.statements(f.body))
            for s, nxt in itertools.pairwise(stmts):
                if isinstance(s, gast.Assign) and isinstance(s.rhs, gast.Overflow):
                    res = s.rhs.result
                    used += isinstance(nxt, gast.Assign) and isinstance(nxt.rhs, gast.VarRef) \
                        and isinstance(res, gast.VarRef) and nxt.rhs.decl is res.decl
    assert used >= 6
    for seed in range(60, 63):
        assert "_overflow(" not in generate(seed, 6000, OFF).source


@pytest.mark.parametrize("compiler", COMPILERS)
def test_overflow_builtins_agree_with_the_compiler_on_many_operands(compiler: str,
                                                                   tmp_path: Path) -> None:
    require(compiler)
    rng = random.Random(130)
    types = (*INT_TYPES, cint.LLONG, cint.ULLONG, *WIDE_TYPES)
    code = Compiler()
    body, want = [], []
    for k in range(1500):
        op = rng.choice(list(OPS.values()))
        ta, tb, tr = (rng.choice(types) for _ in range(3))
        if op is cint.BinOp.MUL and 128 in (ta.width, tb.width, tr.width):
            continue  # never made (``checked``): clang needs __muloti4, libgcc lacks it
        x, y = cint.random_value(rng, ta), cint.random_value(rng, tb)
        r = gast.VarDecl(f"r{k}", Qual(Int(tr)), gast.Storage.LOCAL,
                         gast.Const(cint.Value(0, tr)))
        call = gast.Overflow(op, gast.Const(x), gast.Const(y), r.ref, Int(cint.INT))
        mem: dict = {}  # type: ignore[type-arg]
        it = Interpreter(mem, 0, code)
        it.init(r)
        flag = it.value(call)
        body.append(f"    {{ {SPELLING[tr]} r = 0; int f = {call.name}({cint.literal(x)}, "
                    f"{cint.literal(y)}, &r); printf(\"%d\\n\", f);")
        body.append(_print128("r") + " }")
        want += [str(flag), _halves(mem[(r.name,)])]
    assert len(want) > 2000 and "1" in want and "0" in want
    assert _run_c(compiler, body, tmp_path) == want
