"""GCC/clang vector types of integer lanes (feature ``vector_types``).

A program with the feature declares one to four vector types,
``typedef uint32_t vu32x4 __attribute__((vector_size(16)));`` (16, 32 or 64 bytes of
``uint8_t`` to ``uint64_t`` lanes: a 16-byte one, in half the programs one of as many lanes
to convert to, and up to one more below a 20 KB target, two more above), two globals of
each (one of a type of more than 16 lanes, whose initializer is long), a struct with a
vector member beside an integer one (and a global of it), and for each 16-byte type a
function of two vector parameters with a vector local and a vector result:

    static vu32x4 vf0(vu32x4 a, vu32x4 b) { vu32x4 t = E1(a, b); return E2(a, b, t); }

Three statement kinds use them: ``vector_assign`` ``v = E;`` (a global or the struct's
member), ``vector_lane_store`` ``v[k] = e;`` and ``vector_lane_read`` ``x = v[k];`` or
``x ^= v[k];``, where ``k`` is a constant or ``(uint32_t)e & (lanes - 1)``. Vector
expressions (``ast.VecOp``) are element-wise ``+ - * & | ^``, ``~`` and unary ``-``;
comparisons, whose lane masks (all ones where true) are cast back to the unsigned type;
shifts by a literal below the lane width, or by a vector ANDed with the lane width less one;
an operation with an integer expression cast to the lane type, which applies to every lane;
vector literals ``((vT){...})``, calls of the vector functions,
``__builtin_shufflevector(a, b, i...)`` (lanes of ``a`` then ``b``, by constant picks) and
``__builtin_convertvector(a, vT)`` from a type of as many lanes (each lane converted).

**Rule that keeps them defined:** lanes are unsigned, so every operation wraps (a conversion
too); shuffle picks are constants below twice the lane count; shift counts
are below the lane width by construction (a literal, or masked); lane indices are constants
or masked below the lane count, a power of two; a lane store converts its value to the lane
type (wrapping), a lane read converts the lane to the target's type (wrapping as every
conversion to a narrower signed type does in gcc and clang). The vector objects are outside
the scope ordinary statements draw from (nothing points at them, no loop runs over them),
and vector parameters and results are 16 bytes only: wider ones change the x86-64 calling
convention with the ISA (gcc's -Wpsabi). The interpreter computes each lane exactly
(``vecops.lanes_code``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

from ccfuzz import cint
from ccfuzz.generator import ast
from ccfuzz.generator.exprgen import volatile_accesses
from ccfuzz.generator.policy import Policy
from ccfuzz.generator.types import Array, Field, Int, Qual, Record, Vector
from ccfuzz.generator.vecops import (
    _BINARY,
    _COMPARE,
    _ELEMS,
    _SHIFTS,
    _SIZES,
    _UNARY,
    VecFunc,
)

if TYPE_CHECKING:
    from ccfuzz.generator.cursor import Cursor
    from ccfuzz.generator.exprgen import ExprGen
    from ccfuzz.generator.function import FuncGen
    from ccfuzz.generator.program import ProgramGen

STATEMENTS: tuple[str, ...] = ("vector_assign", "vector_lane_store", "vector_lane_read")

# ----- building


def _literal(p: Policy, t: Vector) -> ast.VecOp:
    lanes = tuple(cint.random_value(p.rng, t.elem).value for _ in range(t.lanes))
    return ast.VecOp(ast.VecKind.LITERAL, (), t, lanes=lanes)


def _mask_literal(t: Vector) -> ast.VecOp:
    return ast.VecOp(ast.VecKind.LITERAL, (), t, lanes=(t.elem.width - 1,) * t.lanes)


class Builder:
    """Vector expressions of one type; ``leaves`` makes the operands of depth 0."""

    def __init__(self, p: Policy, leaf: Callable[[Vector], ast.VecOp],
                 scalar: Callable[[], ast.Expr] | None, funcs: list[VecFunc],
                 types: Sequence[Vector] = ()) -> None:
        self.p, self.leaf, self.scalar, self.funcs = p, leaf, scalar, funcs
        self.types = types  # the types a conversion may come from
        self.kinds = [k for k, names in (("binary", _BINARY), ("compare", _COMPARE),
                                         ("unary", _UNARY), ("shift", _SHIFTS))
                      if p.operators(list(names))]

    def expr(self, t: Vector, depth: int) -> ast.VecOp:
        p = self.p
        funcs = [f for f in self.funcs if f.type == t]
        kinds = list(self.kinds)
        if depth <= 0 or not kinds:
            if funcs and p.randint(0, 5) == 0:
                kinds = ["call"]
            elif t.lanes > 16 or p.randint(0, 5):  # a long literal is many bytes of C
                return self.leaf(t)
            else:
                return _literal(p, t)
        else:
            kinds += ["call"] if funcs else []
            kinds += ["scalar"] if self.scalar is not None and "binary" in kinds else []
            kinds.append("shuffle")
            sources = [u for u in self.types if u.lanes == t.lanes and u != t]
            kinds += ["convert"] if sources else []
        kind = p.choice(kinds)
        sub = depth - 1
        if kind == "shuffle":
            picks = tuple(p.randint(0, 2 * t.lanes - 1) for _ in range(t.lanes))
            return ast.VecOp(ast.VecKind.SHUFFLE, (self.expr(t, sub), self.expr(t, sub)), t,
                             lanes=picks)
        if kind == "convert":
            u = p.choice(sources)
            return ast.VecOp(ast.VecKind.CONVERT, (self.expr(u, sub),), t)
        if kind == "call":
            return ast.VecOp(ast.VecKind.CALL, (self.expr(t, sub), self.expr(t, sub)), t,
                             func=p.choice(funcs))
        if kind == "unary":
            op = _UNARY[p.choice(p.operators(list(_UNARY)))]
            return ast.VecOp(ast.VecKind.UNARY, (self.expr(t, sub),), t, op=op)
        if kind == "shift":
            sop = _SHIFTS[p.choice(p.operators(list(_SHIFTS)))]
            if "and" in p.operators(["and"]) and p.randint(0, 1):
                count = ast.VecOp(ast.VecKind.BINARY, (self.expr(t, sub), _mask_literal(t)), t,
                                  op=cint.BinOp.AND)
                return ast.VecOp(ast.VecKind.VSHIFT, (self.expr(t, sub), count), t, op=sop)
            return ast.VecOp(ast.VecKind.SHIFT, (self.expr(t, sub),), t, op=sop,
                             count=p.randint(0, t.elem.width - 1))
        if kind == "compare":
            cop = _COMPARE[p.choice(p.operators(list(_COMPARE)))]
            return ast.VecOp(ast.VecKind.COMPARE, (self.expr(t, sub), self.expr(t, sub)), t,
                             op=cop)
        bop = _BINARY[p.choice(p.operators(list(_BINARY)))]
        if kind == "scalar":
            assert self.scalar is not None
            return ast.VecOp(ast.VecKind.SCALAR, (self.expr(t, sub), self.scalar()), t, op=bop)
        return ast.VecOp(ast.VecKind.BINARY, (self.expr(t, sub), self.expr(t, sub)), t, op=bop)


def param(n: int, t: Vector) -> ast.VecOp:
    return ast.VecOp(ast.VecKind.PARAM, (), t, count=n)


def make(gen: ProgramGen) -> list[ast.VarDecl]:
    """The vector types, functions, struct and globals of a program (see the module); the
    globals are returned, the rest kept on ``gen``."""
    p = gen.policy
    elem = p.choice(_ELEMS)
    types = [Vector(elem, 16 * 8 // elem.width)]
    partners = [u for u in (Vector(e, types[0].lanes) for e in _ELEMS)
                if u.size in _SIZES and u != types[0]]
    if partners and p.randint(0, 1):  # as many lanes: one converts to the other
        types.append(p.choice(partners))
    for _ in range(p.randint(0, 1 if gen.target < 20_000 else 2)):
        elem, size = p.choice(_ELEMS), p.choice(_SIZES)
        t = Vector(elem, size * 8 // elem.width)
        if t not in types:
            types.append(t)
    decls: list[ast.VarDecl] = []
    for t in types:
        for _ in range(1 if t.lanes > 16 else 2):  # a long initializer is many bytes of C
            decls.append(ast.VarDecl(gen.fresh("gv"), Qual(t), ast.Storage.GLOBAL,
                                     _init(p, t)))
    member = p.choice(types)
    record = Record(f"VS{len(gen.records)}", False, (Field("v", member),
                                                     Field("n", Int(cint.UINT32_T))))
    holder = ast.VarDecl(gen.fresh("gv"), Qual(record), ast.Storage.GLOBAL,
                         (*_init(p, member), ast.Const(cint.random_value(p.rng,
                                                                         cint.UINT32_T))))
    decls.append(holder)
    # an array of vectors (of a 16-byte type: an initializer of many lanes is many bytes)
    small = [t for t in types if t.size == 16]
    array = ast.VarDecl(gen.fresh("gv"), Qual(Array(small[0], p.randint(2, 4))),
                        ast.Storage.GLOBAL, ()) if small and p.randint(0, 1) else None
    if array is not None:
        assert isinstance(array.type, Array)
        array = dataclasses.replace(array, init=tuple(
            c for _ in range(array.type.length) for c in _init(p, small[0])))
        decls.append(array)
    funcs: list[VecFunc] = []
    for t in types:
        if t.size != 16:
            continue
        depth = max(1, p.number("expr_depth") - 1)
        b2 = Builder(p, lambda t: param(p.randint(0, 1), t), None, [])
        b3 = Builder(p, lambda t: param(p.randint(0, 2), t), None, [])
        funcs.append(VecFunc(f"vf{len(funcs)}", t, b2.expr(t, depth), b3.expr(t, depth)))
    gen.vector_types, gen.vector_funcs, gen.vector_record = types, funcs, record
    objects: list[ast.Expr] = [d.ref for d in decls if d is not holder and d is not array]
    if array is not None:
        assert isinstance(array.type, Array)
        objects += [ast.Index(array.ref, ast.int_const(k), small[0])
                    for k in range(array.type.length)]
    gen.vector_objects = [*objects, ast.Member(holder.ref, record, record.fields[0])]
    return decls


def _init(p: Policy, t: Vector) -> tuple[ast.Expr, ...]:
    if t.elem.width <= 16:  # an int constant, which prints short
        return tuple(ast.Const(cint.Value(cint.random_value(p.rng, t.elem).value, cint.INT))
                     for _ in range(t.lanes))
    return tuple(ast.Const(cint.random_value(p.rng, t.elem)) for _ in range(t.lanes))


def _index(p: Policy, exprs: ExprGen, t: Vector) -> ast.Expr:
    """A lane index: a constant, or an expression masked below the lane count."""
    if p.randint(0, 2) or not p.operators(["and"]):
        return ast.int_const(p.randint(0, t.lanes - 1))
    e, _ = exprs.int_expr(1)
    u = ast.Cast(cint.UINT, e) if ast.int_ctype(e) != cint.UINT else e
    return ast.Binary(cint.BinOp.AND, u, ast.Const(cint.Value(t.lanes - 1, cint.UINT)),
                      Int(cint.UINT))


def statement(fg: FuncGen, cursor: Cursor, kind: str) -> bool:
    """Make and commit a vector statement of ``kind`` (``STATEMENTS``)."""
    gen, p = fg.gen, fg.policy
    exprs = fg.exprs(cursor.states())
    target = p.choice(gen.vector_objects)
    t = cast(Vector, target.type)
    stmt: ast.Stmt
    if kind == "vector_assign":
        def load(u: Vector) -> ast.VecOp:
            return ast.VecOp(ast.VecKind.LOAD, (p.choice(
                [o for o in gen.vector_objects if o.type == u]),), u)

        def scalar() -> ast.Expr:
            e, _ = exprs.int_expr(1)
            return e
        b = Builder(p, load, scalar, gen.vector_funcs, gen.vector_types)
        rhs = b.expr(t, p.randint(1, max(1, p.number("expr_depth") - 1)))
        stmt = ast.Assign(target, rhs)
        if volatile_accesses(rhs) > 1:
            return False
    else:
        lane = ast.Index(target, _index(p, exprs, t), Int(t.elem))
        if kind == "vector_lane_store":
            value, _ = exprs.int_expr(p.randint(0, p.number("expr_depth")))
            stmt = ast.Assign(lane, value)
            reads = volatile_accesses(value) + volatile_accesses(lane.index)
        else:
            into = exprs.lvalue(lambda x: isinstance(x, Int), write=True)
            if into is None:
                return False
            stmt = ast.Assign(into, lane, cint.BinOp.XOR if p.randint(0, 1) else None)
            reads = volatile_accesses(into, stmt.op is not None) + \
                volatile_accesses(lane.index)
        if reads > 1:
            return False
    return cursor.commit(stmt)
