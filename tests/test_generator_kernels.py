"""The interpreter's compiled operators and expressions agree with ``cint``.

``generator.kernels`` re-implements each C operator on plain ints for speed; ``cint`` is the
reference (itself checked against gcc's and clang's sanitizers in test_cint.py). Every
operator is compared on every pair of the generator's integer types, safe-math wrappers
included, and whole generated expressions are compared with the values the generator
tracked for them through ``cint`` while building them.
"""

from __future__ import annotations

import pytest

from ccfuzz import cint
from ccfuzz.generator import Settings, kernels
from ccfuzz.generator.cursor import Budget
from ccfuzz.generator.exprgen import ExprGen
from ccfuzz.generator.interp import Interpreter, UndefinedBehavior, apply_binary, apply_unary
from ccfuzz.generator.memory import Memory
from ccfuzz.generator.policy import HOST_FEATURES, Policy
from ccfuzz.generator.program import ProgramGen
from ccfuzz.generator.types import INT_TYPES, KEYWORD_TYPES

TYPES = (*INT_TYPES, *KEYWORD_TYPES)  # every type a generated program declares


def _sample(t: cint.CType) -> list[int]:
    """About 20 values of ``t``: its limits, small values, shift counts around every width,
    and a spread of its edge values."""
    edges = cint.edge_values(t)
    picked = set(edges[:: max(1, len(edges) // 8)])
    picked |= {t.min, t.min + 1, t.max, t.max - 1, 0, 1, 2, -1, 7, 8, 31, 32, 33, 63, 64}
    return sorted(x for x in picked if t.contains(x))


def _reference(f: object, *args: object) -> int | None:
    try:
        v = f(*args)  # type: ignore[operator]
    except UndefinedBehavior:
        return None
    assert isinstance(v, cint.Value)
    return v.value


def _kernel(f: kernels.Fn1 | kernels.Fn2, *args: int) -> int | None:
    try:
        return f(*args)
    except UndefinedBehavior:
        return None


@pytest.mark.slow
@pytest.mark.parametrize("op", list(cint.BinOp))
def test_binary_kernels_agree_with_cint_on_every_pair_of_types(op: cint.BinOp) -> None:
    undefined = 0
    for ta in TYPES:
        for tb in TYPES:
            for safe in (False, True):
                k = kernels.binary(op, ta, tb, safe)
                for x in _sample(ta):
                    for y in _sample(tb):
                        want = _reference(apply_binary, op, cint.Value(x, ta),
                                          cint.Value(y, tb), safe)
                        assert _kernel(k, x, y) == want, (op, ta, tb, safe, x, y)
                        undefined += want is None
    # The comparison covered undefined cases too where the operator has any.
    has_ub = op in (cint.BinOp.ADD, cint.BinOp.SUB, cint.BinOp.MUL, cint.BinOp.DIV,
                    cint.BinOp.MOD, cint.BinOp.SHL, cint.BinOp.SHR)
    assert (undefined > 0) == has_ub


def test_unary_kernels_and_casts_agree_with_cint() -> None:
    for ta in TYPES:
        for x in _sample(ta):
            for op in cint.UnOp:
                for safe in (False, True):
                    want = _reference(apply_unary, op, cint.Value(x, ta), safe)
                    assert _kernel(kernels.unary(op, ta, safe), x) == want, (op, ta, safe, x)
            for to in (*TYPES, cint.BOOL):
                conv = kernels.cast(ta, to)
                got = x if conv is None else conv(x)
                assert got == cint.convert(x, to), (ta, to, x)


@pytest.mark.parametrize("seed", range(6))
def test_compiled_expressions_agree_with_the_values_the_generator_tracked(seed: int) -> None:
    # The generator computes the value of each expression it builds through cint, operator
    # by operator; the interpreter evaluates the finished tree through compiled closures.
    policy = Policy(seed, Settings(forced=dict.fromkeys(HOST_FEATURES, True)))
    gen = ProgramGen(policy, Budget(10_000, float("inf"), 60.0))
    gen.make_records()
    mem: Memory = {}
    gen.make_globals(mem)
    assert gen.global_scope is not None
    exprs = ExprGen(policy, gen.code, gen.global_scope, [mem], gen.global_objects)
    it = Interpreter(mem, 0, gen.code)
    kinds: set[str] = set()
    for _ in range(300):
        e, values = exprs.int_expr(4)
        assert it.int(e) == values[0], e
        kinds.add(type(e).__name__)
    assert {"Binary", "Unary", "Cast", "Cond"} <= kinds
