"""What vector expressions mean and how they are written: the interpreter's and the printer's
side of ``vectors`` (which builds them), apart so that ``code`` and ``printer`` need nothing
that builds programs.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from ccfuzz import cint
from ccfuzz.generator import ast, kernels
from ccfuzz.generator.memory import Memory, UndefinedBehavior
from ccfuzz.generator.types import SPELLING, Vector

if TYPE_CHECKING:
    from ccfuzz.generator.code import ExprCompiler

STATEMENTS: tuple[str, ...] = ("vector_assign", "vector_lane_store", "vector_lane_read")


_SIZES = (16, 32, 64)
_ELEMS = (cint.UINT8_T, cint.UINT16_T, cint.UINT32_T, cint.UINT64_T)
_BINARY = {"add": cint.BinOp.ADD, "sub": cint.BinOp.SUB, "mul": cint.BinOp.MUL,
           "and": cint.BinOp.AND, "or": cint.BinOp.OR, "xor": cint.BinOp.XOR}
_COMPARE = {"lt": cint.BinOp.LT, "gt": cint.BinOp.GT, "le": cint.BinOp.LE,
            "ge": cint.BinOp.GE, "eq": cint.BinOp.EQ, "ne": cint.BinOp.NE}
_UNARY = {"compl": cint.UnOp.COMPL, "neg": cint.UnOp.NEG}
_SHIFTS = {"shl": cint.BinOp.SHL, "shr": cint.BinOp.SHR}
# Binary and unary apart: BinOp.SUB and UnOp.NEG are equal strings (StrEnum).
_FN2: dict[cint.BinOp, Callable[[int, int], int]] = {
    cint.BinOp.ADD: operator.add, cint.BinOp.SUB: operator.sub, cint.BinOp.MUL: operator.mul,
    cint.BinOp.AND: operator.and_, cint.BinOp.OR: operator.or_, cint.BinOp.XOR: operator.xor,
    cint.BinOp.LT: operator.lt, cint.BinOp.GT: operator.gt, cint.BinOp.LE: operator.le,
    cint.BinOp.GE: operator.ge, cint.BinOp.EQ: operator.eq, cint.BinOp.NE: operator.ne,
    cint.BinOp.SHL: operator.lshift, cint.BinOp.SHR: operator.rshift,
}
_FN1: dict[cint.UnOp, Callable[[int], int]] = {cint.UnOp.COMPL: operator.invert,
                                               cint.UnOp.NEG: operator.neg}
_PARAMS = ("a", "b", "t")
Lanes = tuple[int, ...]
Env = tuple[Lanes, ...]


@dataclass(eq=False)
class VecFunc:
    """``static T name(T a, T b) { T t = first; return result; }``; ``first`` reads the
    parameters (``VecKind.PARAM`` 0 and 1), ``result`` them and ``t`` (2)."""

    name: str
    type: Vector
    first: ast.VecOp
    result: ast.VecOp


# ----- printing


def _lane(x: int, t: cint.CType) -> str:
    return str(x) if t.width <= 16 else cint.literal(cint.Value(x, t))


def text(e: ast.VecOp, expr: Callable[[ast.Expr], str]) -> str:
    """C for ``e``; ``expr`` prints its integer and lvalue operands."""
    t = cast(Vector, e.type)

    def sub(x: ast.Expr) -> str:
        return text(x, expr) if isinstance(x, ast.VecOp) else expr(x)

    k, ops = e.kind, e.operands
    if k is ast.VecKind.LOAD:
        return expr(ops[0])
    if k is ast.VecKind.PARAM:
        return _PARAMS[e.count]
    if k is ast.VecKind.LITERAL:
        return f"(({t.name}){{{', '.join(_lane(x, t.elem) for x in e.lanes)}}})"
    if k is ast.VecKind.UNARY:
        return f"({e.op}{sub(ops[0])})"
    if k is ast.VecKind.SHIFT:
        return f"({sub(ops[0])} {e.op} {e.count})"
    if k is ast.VecKind.COMPARE:
        return f"(({t.name})({sub(ops[0])} {e.op} {sub(ops[1])}))"
    if k is ast.VecKind.SCALAR:
        return f"({sub(ops[0])} {e.op} (({SPELLING[t.elem]})({expr(ops[1])})))"
    if k is ast.VecKind.CALL:
        f = cast(VecFunc, e.func)
        return f"{f.name}({sub(ops[0])}, {sub(ops[1])})"
    if k is ast.VecKind.SHUFFLE:
        picks = ", ".join(str(i) for i in e.lanes)
        return f"__builtin_shufflevector({sub(ops[0])}, {sub(ops[1])}, {picks})"
    if k is ast.VecKind.CONVERT:
        return f"__builtin_convertvector({sub(ops[0])}, {t.name})"
    return f"({sub(ops[0])} {e.op} {sub(ops[1])})"  # BINARY, VSHIFT


def function_text(f: VecFunc) -> str:
    n = f.type.name
    return (f"static {n} {f.name}({n} a, {n} b)\n{{\n"
            f"    {n} t = {text(f.first, str)};\n"
            f"    return {text(f.result, str)};\n}}\n")


def preamble(types: list[Vector], funcs: list[VecFunc]) -> str:
    """The typedefs and vector functions, before the records that use the types."""
    return "".join(t.typedef() + "\n" for t in types) + "".join(
        function_text(f) for f in funcs)


# ----- computing


def lanes_code(e: ast.VecOp, c: ExprCompiler) -> Callable[[Memory], Lanes]:
    """``e``'s lanes in a memory (an expression outside a vector function)."""
    f = _code(e, c)
    return lambda m: f(m, ())


def _code(e: ast.VecOp, c: ExprCompiler) -> Callable[[Memory, Env], Lanes]:
    t = cast(Vector, e.type)
    mask, lanes, width = (1 << t.elem.width) - 1, t.lanes, t.elem.width
    k = e.kind
    if k is ast.VecKind.LOAD:
        loc = c.place_code(e.operands[0])
        return lambda m, env: tuple(m[(*loc(m), i)] for i in range(lanes))
    if k is ast.VecKind.LITERAL:
        value = e.lanes
        return lambda m, env: value
    if k is ast.VecKind.PARAM:
        n = e.count
        return lambda m, env: env[n]
    ops = [_code(x, c) if isinstance(x, ast.VecOp) else None
           for x in e.operands]
    a, b = ops[0], ops[-1]
    assert a is not None
    if k is ast.VecKind.CONVERT:  # lane by lane, to an unsigned type: it wraps
        return lambda m, env: tuple(x & mask for x in a(m, env))
    if k is ast.VecKind.SHUFFLE:
        assert b is not None
        picks = e.lanes
        return lambda m, env: (lambda both: tuple(both[i] for i in picks))(
            a(m, env) + b(m, env))
    if k is ast.VecKind.CALL:
        assert b is not None
        fn = cast(VecFunc, e.func)
        first, result = _code(fn.first, c), _code(fn.result, c)
        x, y = a, b

        def call(m: Memory, env: Env) -> Lanes:
            args = (x(m, env), y(m, env))
            return result(m, (*args, first(m, args)))
        return call
    if k is ast.VecKind.UNARY:
        assert isinstance(e.op, cint.UnOp)
        g = _FN1[e.op]
        return lambda m, env: tuple(g(x) & mask for x in a(m, env))
    assert isinstance(e.op, cint.BinOp)
    f = _FN2[e.op]
    if k is ast.VecKind.SHIFT:
        n = e.count
        assert 0 <= n < width
        return lambda m, env: tuple(f(x, n) & mask for x in a(m, env))
    if k is ast.VecKind.SCALAR:
        scalar = c.int(e.operands[1])
        conv = kernels.converter(t.elem)
        return lambda m, env: (lambda y: tuple(f(x, y) & mask for x in a(m, env)))(
            conv(scalar(m)))
    assert b is not None
    if k is ast.VecKind.COMPARE:
        return lambda m, env: tuple(mask if f(x, y) else 0
                                    for x, y in zip(a(m, env), b(m, env), strict=True))
    if k is ast.VecKind.VSHIFT:
        def vshift(m: Memory, env: Env) -> Lanes:
            counts = b(m, env)
            if any(n >= width for n in counts):
                raise UndefinedBehavior(f"vector shift by {max(counts)}")
            return tuple(f(x, n) & mask for x, n in zip(a(m, env), counts, strict=True))
        return vshift
    return lambda m, env: tuple(f(x, y) & mask
                                for x, y in zip(a(m, env), b(m, env), strict=True))
