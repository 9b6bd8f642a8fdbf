"""C integer operators specialised to their operands' static types, on plain Python ints.

The generator runs every candidate statement on many states, and loops again and again;
building a ``cint.Value`` for each intermediate result and deriving its type at every
evaluation was most of the interpreter's time. An expression's types are fixed when it is
built, so each operator becomes, once, a function of ints that raises ``UndefinedBehavior``
exactly where ``cint`` says the operation is undefined (or, for a safe-math wrapper, returns
the wrapper's fallback, its first operand). ``tests/test_generator_kernels.py`` checks every
operator on every pair of types against ``cint`` on its edge values.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from functools import cache

from ccfuzz import cint
from ccfuzz.generator.memory import UndefinedBehavior

Fn1 = Callable[[int], int]
Fn2 = Callable[[int, int], int]

_COMPARE: dict[cint.BinOp, Fn2] = {
    cint.BinOp.LT: operator.lt, cint.BinOp.GT: operator.gt, cint.BinOp.LE: operator.le,
    cint.BinOp.GE: operator.ge, cint.BinOp.EQ: operator.eq, cint.BinOp.NE: operator.ne,
}
_BITWISE: dict[cint.BinOp, Fn2] = {
    cint.BinOp.AND: operator.and_, cint.BinOp.OR: operator.or_, cint.BinOp.XOR: operator.xor,
}
_ARITH: dict[cint.BinOp, Fn2] = {
    cint.BinOp.ADD: operator.add, cint.BinOp.SUB: operator.sub, cint.BinOp.MUL: operator.mul,
}


def _mask(t: cint.CType) -> int:
    return (1 << t.width) - 1


@cache
def converter(t: cint.CType) -> Fn1:
    """``(t)v`` for any int ``v`` (``cint.convert``)."""
    if t == cint.BOOL:
        return lambda v: int(v != 0)
    mask = _mask(t)
    if not t.signed:
        return lambda v: v & mask
    hi, mod = t.max, 1 << t.width

    def conv(v: int) -> int:
        v &= mask
        return v - mod if v > hi else v
    return conv


@cache
def cast(src: cint.CType, dst: cint.CType) -> Fn1 | None:
    """``(dst)v`` for a ``v`` of type ``src``; None where every such value is unchanged."""
    if dst != cint.BOOL and dst.min <= src.min and src.max <= dst.max:
        return None
    return converter(dst)


@cache
def binary_type(op: cint.BinOp, ta: cint.CType, tb: cint.CType) -> cint.CType:
    """The C type of ``a op b`` for operands of types ``ta`` and ``tb``."""
    return cint.binary(op, cint.Value(0, ta), cint.Value(0, tb)).type


@cache
def unary_type(op: cint.UnOp, ta: cint.CType) -> cint.CType:
    return cint.unary(op, cint.Value(0, ta)).type


def _operand_mask(src: cint.CType, t: cint.CType) -> int:
    """``x & mask`` converts an operand of type ``src`` to the common type ``t``: only a
    signed operand of an unsigned common type changes, by wrapping; -1 leaves it as it is."""
    return _mask(t) if src.signed and not t.signed else -1


def _undefined(text: str, why: cint.UB) -> UndefinedBehavior:
    return UndefinedBehavior(f"{text}: {why}")


@cache
def binary(op: cint.BinOp, ta: cint.CType, tb: cint.CType, safe: bool) -> Fn2:
    """``a op b`` for operands of types ``ta`` and ``tb``, both evaluated (the caller
    short-circuits && and ||)."""
    if op is cint.BinOp.LAND:
        return lambda x, y: int(x != 0 and y != 0)
    if op is cint.BinOp.LOR:
        return lambda x, y: int(x != 0 or y != 0)
    if op in (cint.BinOp.SHL, cint.BinOp.SHR):
        return _shift(op, cint.promote(ta), safe)
    t = cint.usual_arithmetic(ta, tb)
    ma, mb = _operand_mask(ta, t), _operand_mask(tb, t)
    if op in _COMPARE:
        cmp = _COMPARE[op]
        return lambda x, y: int(cmp(x & ma, y & mb))
    if op in _BITWISE:
        # Python's ints act as infinitely sign-extended two's complement, so the result of
        # two in-range operands is in range and equals the fixed-width one.
        bit = _BITWISE[op]
        return lambda x, y: bit(x & ma, y & mb)
    lo, hi, mask = t.min, t.max, _mask(t)
    if op in _ARITH:
        f = _ARITH[op]
        if not t.signed:
            return lambda x, y: f(x & ma, y & mb) & mask  # unsigned arithmetic wraps

        def signed_arith(x: int, y: int) -> int:
            r = f(x, y)  # signed common type: the operands are unchanged
            if lo <= r <= hi:
                return r
            if safe:
                return x
            raise _undefined(f"{x} {op} {y}", cint.UB.SIGNED_OVERFLOW)
        return signed_arith
    assert op in (cint.BinOp.DIV, cint.BinOp.MOD), op
    div = op is cint.BinOp.DIV

    def divide(x: int, y: int) -> int:
        x, y = x & ma, y & mb
        if y == 0:
            if safe:
                return x
            raise _undefined(f"{x} {op} {y}", cint.UB.DIVISION_BY_ZERO)
        q = abs(x) // abs(y)  # C truncates toward zero; Python's // floors
        if (x < 0) != (y < 0):
            q = -q
        if q > hi:  # INT_MIN / -1; 6.5.5p6 makes INT_MIN % -1 undefined too
            if safe:
                return x
            raise _undefined(f"{x} {op} {y}", cint.UB.SIGNED_OVERFLOW)
        return q if div else x - q * y
    return divide


def _shift(op: cint.BinOp, t: cint.CType, safe: bool) -> Fn2:
    # Each operand is promoted on its own (6.5.7p3), which changes no value; the count keeps
    # its own value, whatever its type.
    width, hi, mask = t.width, t.max, _mask(t)
    left = op is cint.BinOp.SHL

    def shift(x: int, n: int) -> int:
        if n < 0:
            why = cint.UB.SHIFT_COUNT_NEGATIVE
        elif n >= width:
            why = cint.UB.SHIFT_COUNT_TOO_LARGE
        elif not left:
            return x >> n  # Python's >> is arithmetic, like gcc's
        elif not t.signed:
            return (x << n) & mask
        elif x < 0:
            why = cint.UB.SHIFT_OF_NEGATIVE
        elif x << n > hi:
            why = cint.UB.SHIFT_OVERFLOW  # 6.5.7p4: E1 * 2**E2 must fit
        else:
            return x << n
        if safe:
            return x
        raise _undefined(f"{x} {op} {n}", why)
    return shift


@cache
def unary(op: cint.UnOp, ta: cint.CType, safe: bool) -> Fn1:
    """``op a`` for an operand of type ``ta``."""
    if op is cint.UnOp.NOT:
        return lambda x: int(x == 0)
    t = cint.promote(ta)
    if op is cint.UnOp.PLUS:
        return lambda x: x
    mask = _mask(t)
    if op is cint.UnOp.COMPL:
        # ~x of an in-range signed x is in range; an unsigned one wraps.
        return (lambda x: ~x) if t.signed else (lambda x: ~x & mask)
    assert op is cint.UnOp.NEG, op
    if not t.signed:
        return lambda x: -x & mask  # -0u is 0, -1u is UINT_MAX
    lo = t.min

    def negate(x: int) -> int:
        if x == lo:  # -INT_MIN overflows
            if safe:
                return x
            raise _undefined(f"{op}{x}", cint.UB.SIGNED_OVERFLOW)
        return -x
    return negate
