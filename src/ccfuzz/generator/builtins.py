"""Builtins with defined results, and the idioms compilers recognize (rotate, min, max, abs).

Each builtin (``BUILTINS``) takes one integer operand, which the tree converts to the
builtin's parameter type itself (``(uint32_t)x``), and is defined for every value of it, or
is only ever given operands that cannot be zero: ``__builtin_clz(x | 1u)``,
``__builtin_ctz(x | 0x80000000u)``, whose ``|`` is part of the tree, so the interpreter
computes it like any operator (and raises ``UndefinedBehavior`` if a zero ever reached
one). The idioms are made of ordinary operators (``(a < b) ? a : b``, ``(x << k) | (x >> (32
- k))``), so the interpreter needs nothing for them; their operands are evaluated twice, so
they have no side effects and read no volatile object.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import ast, kernels
from ccfuzz.generator.memory import UndefinedBehavior
from ccfuzz.generator.types import Int

if TYPE_CHECKING:
    from ccfuzz.generator.exprgen import ExprGen, Values
    from ccfuzz.generator.policy import Policy


def _popcount(v: int) -> int:
    return bin(v).count("1")


def _nonzero(f: Callable[[int], int], name: str) -> Callable[[int], int]:
    def kernel(v: int) -> int:
        if v == 0:
            raise UndefinedBehavior(f"{name}(0)")
        return f(v)
    return kernel


def _bswap(nbytes: int) -> Callable[[int], int]:
    return lambda v: int.from_bytes(v.to_bytes(nbytes, "little"), "big")


def _clrsb(width: int) -> Callable[[int], int]:
    return lambda v: width - 1 - (v if v >= 0 else ~v).bit_length()


def _ffs(v: int) -> int:
    return (v & -v).bit_length()  # 0 for 0; Python's ints are two's complement at any width


@dataclass(frozen=True)
class Spec:
    name: str
    param: cint.CType  # the operand's type (the tree casts to it)
    result: cint.CType
    kernel: Callable[[int], int]  # of an operand already of type ``param``
    guard: int | None = None  # ORed into the operand, so it is never zero


def _table() -> dict[str, Spec]:
    u, ull, i, ll = cint.UINT, cint.ULLONG, cint.INT, cint.LLONG
    specs = [
        Spec("__builtin_popcount", u, i, _popcount),
        Spec("__builtin_popcountll", ull, i, _popcount),
        Spec("__builtin_parity", u, i, lambda v: _popcount(v) & 1),
        Spec("__builtin_parityll", ull, i, lambda v: _popcount(v) & 1),
        Spec("__builtin_bswap16", cint.UINT16_T, cint.UINT16_T, _bswap(2)),
        Spec("__builtin_bswap32", cint.UINT32_T, cint.UINT32_T, _bswap(4)),
        Spec("__builtin_bswap64", ull, ull, _bswap(8)),
        Spec("__builtin_clz", u, i, _nonzero(lambda v: 32 - v.bit_length(), "clz"), 1),
        Spec("__builtin_clzll", ull, i, _nonzero(lambda v: 64 - v.bit_length(), "clzll"), 1),
        Spec("__builtin_ctz", u, i, _nonzero(lambda v: _ffs(v) - 1, "ctz"), 1 << 31),
        Spec("__builtin_ctzll", ull, i, _nonzero(lambda v: _ffs(v) - 1, "ctzll"), 1 << 63),
        Spec("__builtin_ffs", i, i, _ffs),
        Spec("__builtin_ffsll", ll, i, _ffs),
        Spec("__builtin_clrsb", i, i, _clrsb(32)),
        Spec("__builtin_clrsbll", ll, i, _clrsb(64)),
    ]
    return {s.name: s for s in specs}


BUILTINS: dict[str, Spec] = _table()
NAMES: tuple[str, ...] = tuple(BUILTINS)
IDIOMS: tuple[str, ...] = ("min", "max", "abs", "rotate", "rotate_by")
# The operators (by their policy names) each idiom and guarded builtin is made of: one is
# made only where the policy gives them all weight.
_IDIOM_OPS = {"min": {"lt"}, "max": {"gt"}, "abs": {"lt", "sub"}, "rotate": {"shl", "shr", "or"},
              "rotate_by": {"shl", "shr", "or", "and", "sub"}}
_ALL_OPS = ("lt", "gt", "sub", "shl", "shr", "or", "and")


def names(p: Policy) -> list[str]:
    """The builtins the policy's operator weights allow (a guard is an ``|``)."""
    ok = set(p.operators(_ALL_OPS))
    return [n for n, s in BUILTINS.items() if s.guard is None or "or" in ok]


def idioms(p: Policy, signed: bool = True) -> list[str]:
    """The idioms the policy's operator weights allow (``abs`` only of a signed operand)."""
    ok = set(p.operators(_ALL_OPS))
    return [n for n in IDIOMS if _IDIOM_OPS[n] <= ok and (signed or n != "abs")]


def cast(to: cint.CType, e: ast.Expr) -> ast.Expr:
    return e if ast.int_ctype(e) == to else ast.Cast(to, e)


def unsigned_for(*exprs: ast.Expr) -> cint.CType:
    """The unsigned type of at least int's width and every operand's: arithmetic in it
    wraps, and nothing converts to a wider signed type after it. Past 64 bits it is the
    widest operand's own unsigned type (``uint128_t``, or a bit-precise one), which the
    program declares."""
    widest = max((ast.int_ctype(e) for e in exprs), key=lambda t: t.width)
    if widest.width > 64:
        return cint.unsigned_of(widest) if widest.signed else widest
    return cint.UINT64_T if widest.width > 32 else cint.UINT32_T


def call(name: str, operand: ast.Expr) -> ast.Expr:
    """``name(operand)``, the operand converted to the parameter type (and guarded)."""
    spec = BUILTINS[name]
    arg = cast(spec.param, operand)
    if spec.guard is not None:
        arg = ast.Binary(cint.BinOp.OR, arg, ast.Const(cint.Value(spec.guard, spec.param)),
                         Int(spec.param))
    return ast.Builtin(name, arg, Int(spec.result))


def value(name: str, operand: cint.Value) -> cint.Value:
    """What ``call(name, e)`` evaluates to where ``e`` has the value ``operand``."""
    spec = BUILTINS[name]
    v = cint.Value.cast(operand.value, spec.param).value
    if spec.guard is not None:
        v |= spec.guard
    return cint.Value(spec.kernel(v), spec.result)


def _binary(op: cint.BinOp, a: ast.Expr, b: ast.Expr) -> ast.Expr:
    return ast.Binary(op, a, b, Int(kernels.binary_type(op, ast.int_ctype(a),
                                                        ast.int_ctype(b))))


def idiom(name: str, a: ast.Expr, b: ast.Expr, k: int) -> ast.Expr:
    """The idiom ``name`` of ``a`` (and ``b``; ``k`` is a rotate's count, 1 to the width less
    one), defined for every value of its operands; ``a`` and ``b`` are evaluated twice."""
    if name in ("min", "max"):
        t = cint.usual_arithmetic(ast.int_ctype(a), ast.int_ctype(b))
        op = cint.BinOp.LT if name == "min" else cint.BinOp.GT
        return ast.Cond(_binary(op, a, b), a, b, Int(t))
    u = unsigned_for(a)
    x = cast(u, a)
    if name == "abs":  # in the unsigned type: the magnitude of INT_MIN too
        neg = _binary(cint.BinOp.SUB, ast.Const(cint.Value(0, u)), x)
        return ast.Cond(_binary(cint.BinOp.LT, a, ast.int_const(0)), neg, x, Int(u))
    width = u.width
    if name == "rotate":
        k = 1 + k % (width - 1)
        return _binary(cint.BinOp.OR, _binary(cint.BinOp.SHL, x, ast.int_const(k)),
                       _binary(cint.BinOp.SHR, x, ast.int_const(width - k)))
    # rotate by a variable count: (x << (n & (W-1))) | (x >> ((0u - n) & (W-1)))
    n = cast(cint.UINT, b)
    low = ast.Const(cint.Value(width - 1, cint.UINT))
    left = _binary(cint.BinOp.AND, n, low)
    right = _binary(cint.BinOp.AND, _binary(cint.BinOp.SUB, ast.Const(cint.Value(0, cint.UINT)),
                                            n), low)
    return _binary(cint.BinOp.OR, _binary(cint.BinOp.SHL, x, left),
                   _binary(cint.BinOp.SHR, x, right))


def builtin_expr(gen: ExprGen, depth: int) -> tuple[ast.Expr, Values] | None:
    """A builtin of an expression (the ``builtin`` expression kind)."""
    allowed = names(gen.policy)
    if not allowed:
        return None
    a, va = gen.int_expr(depth - 1)
    name = gen.policy.choice(allowed)
    # Valued from the operand's values, not by evaluating the builtin in the states: the
    # operand may have side effects (``--x``), which that would do to the live states.
    return call(name, a), [value(name, v) for v in va]


def idiom_expr(gen: ExprGen, depth: int) -> tuple[ast.Expr, Values] | None:
    """min, max, abs or a rotate of expressions free of side effects and volatile reads
    (the ``idiom`` expression kind); ``abs`` is of a signed operand."""
    p = gen.policy
    a, _ = gen.int_expr(depth - 1)
    b, _ = gen.int_expr(depth - 1)
    if not (gen.reusable(a) and gen.reusable(b)):
        return None
    allowed = idioms(p, ast.int_ctype(a).signed)
    if not allowed:
        return None
    e = idiom(p.choice(allowed), a, b, p.randint(0, 62))
    vals = gen.values(e)
    return None if vals is None else (e, vals)  # type: ignore[return-value]
