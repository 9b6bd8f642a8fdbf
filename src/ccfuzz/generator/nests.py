"""Loops over arrays for optimizers: loop nests (YARPGen v2's lesson: vectorizers, unrollers
and loop interchange work on nests of loops doing arithmetic on the elements of arrays).

A loop nest runs counters over the dimensions of an array (``for (i..) for (j..)``, some
dimensions cut by one at either end so neighbours can be read), and its innermost body is
mostly assignments to elements of arrays in scope whose right sides combine elements of
arrays read at affine indices (``affine.py``: ``a[i][j] = b[i][j + 1] * c[2 * i + 1] +
a[i][j]``), or reductions into a scalar (``s += a[i][j]``).
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import affine, ast, exprgen, kernels
from ccfuzz.generator.interp import UndefinedBehavior, apply_binary
from ccfuzz.generator.policy import Chance
from ccfuzz.generator.types import Array, Int, Pointer, Qual, Record, Type

if TYPE_CHECKING:
    from ccfuzz.generator.cursor import Cursor
    from ccfuzz.generator.exprgen import ExprGen, Values
    from ccfuzz.generator.function import FuncGen

_INT = Int(cint.INT)
_TRIES = 6
_COMBINE = ("add", "sub", "mul", "xor", "and", "or")
_BIN = {op.name.lower(): op for op in cint.BinOp}


def _int_array(t: Type) -> bool:
    """Whether ``t`` is an array whose elements are integers or structs with an integer
    member."""
    if not isinstance(t, Array):
        return False
    while isinstance(t, Array):
        t = t.elem
    if isinstance(t, Pointer):
        t = t.target.type
    return isinstance(t, Int) or (isinstance(t, Record) and not t.union
                                  and any(isinstance(f.type, Int) for f in t.fields))


def element(gen: ExprGen, decl: ast.VarDecl, indices: list[ast.Expr | None] | None = None) \
        -> ast.Expr | None:
    """An integer element of the array ``decl`` (an integer member, for structs; the
    integer pointed to, for pointers) at affine indices (``indices`` first, for the leading
    dimensions, where not None), or None if some dimension has no affine index."""
    e: ast.Expr = decl.ref
    given = list(indices or [])
    while isinstance(e.type, Array):
        t = e.type
        index = (given.pop(0) if given else None) or affine.affine_index(gen, t.length)
        if index is None:
            return None
        e = ast.Index(e, index, t.elem)
    if isinstance(e.type, Pointer):
        e = ast.Deref(e, e.type.target.type)
    if isinstance(e.type, Record):
        record = e.type
        e = ast.Member(e, record, gen.policy.choice(
            [f for f in record.fields if isinstance(f.type, Int)]))
    return e


def arrays(gen: ExprGen, write: bool) -> list[ast.VarDecl]:
    """The arrays in scope with integer elements (``_int_array``); if ``write``, those
    whose elements may be written (through a pointer to non-const, for pointers)."""
    pool = gen.scope.writable if write else gen.scope.all
    return [d for d in pool if _int_array(d.type) and not d.vector and not (write and (
        d.qual.volatile or _const_pointee(d.type)))]


def _const_pointee(t: Type) -> bool:
    while isinstance(t, Array):
        t = t.elem
    return isinstance(t, Pointer) and t.target.const


def _read(gen: ExprGen) -> tuple[ast.Expr, Values] | None:
    """An element of an array in scope at affine indices, with its value in each state."""
    found = arrays(gen, False)
    for _ in range(_TRIES if found else 0):
        e = element(gen, gen.policy.choice(found))
        if e is not None:
            vals = gen.values(e)
            if vals is not None:
                return e, vals  # type: ignore[return-value]
    return None


def combination(gen: ExprGen) -> tuple[ast.Expr, Values]:
    """Elements of arrays at affine indices (and now and then another expression),
    combined by arithmetic that is defined in every state."""
    p = gen.policy
    parts: list[tuple[ast.Expr, Values]] = []
    for _ in range(p.randint(1, 3)):
        read = _read(gen) if p.randint(0, 3) else None
        parts.append(read or gen.int_expr(1))
    e, vals = parts[0]
    names = p.operators([n for n in _COMBINE if n != "mul" or p.on("mul_div")])
    for b, vb in parts[1:]:
        first = p.operator(names) if names else None
        for name in ([first, *p.shuffled(names)] if first else []):
            op = _BIN[name]
            try:
                out = [apply_binary(op, x, y, False) for x, y in zip(vals, vb, strict=True)]
            except UndefinedBehavior:
                continue
            t = kernels.binary_type(op, ast.int_ctype(e), ast.int_ctype(b))
            e, vals = ast.Binary(op, e, b, Int(t)), out
            break
    return e, vals




def nest(fg: FuncGen, cursor: Cursor, depth: int) -> bool:
    """A nest of loops over the dimensions of a writable integer array in scope, its
    innermost body mostly assignments of array elements; False if there is no such array
    (or no room for even one loop)."""
    p = fg.policy
    exprs = fg.exprs(cursor.states())
    targets = arrays(exprs, True)
    room = p.number("nesting_max") - depth
    if not targets or room < 1:
        return False
    # The array of higher rank of two drawn: nests of two or three loops are the point.
    target = max(p.choice(targets), p.choice(targets), key=lambda d: _rank(d.type))
    dims: list[int] = []
    t: Type = target.type
    while isinstance(t, Array):
        dims.append(t.length)
        t = t.elem
    # The nest runs over the dimensions longer than one (a dimension of one is indexed 0).
    looped = [k for k, n in enumerate(dims) if n > 1][:room]
    if not looped:
        return False
    trips = [dims[k] for k in looped]
    if len(trips) == 1 and room > 1:
        # A one-dimensional array gets an outer loop all the same, over another array's
        # length or a few iterations (for i, for j: a[j] ... b[i] ...).
        lengths = [d.type.length for d in arrays(exprs, False) if isinstance(d.type, Array)]
        trips.insert(0, p.choice(lengths) if lengths and p.randint(0, 1)
                     else p.randint(2, max(2, p.number("loop_trip_max"))))
    loops: list[ast.For] = []
    for n in trips:
        start = 1 if n > 2 and p.randint(0, 3) == 0 else 0
        stop = n - 1 if n > 2 and p.randint(0, 3) == 0 else n
        var = ast.VarDecl(fg.gen.fresh("i"), Qual(_INT), ast.Storage.INDUCTION)
        loop = ast.For(var, start, stop, 1, ast.Block())
        if p.chance(Chance.LOOP_DOWN):
            loop = ast.For(var, stop - 1, start - 1, -1, ast.Block())
        var.bounds = affine.counter_bounds(loop)
        loops.append(loop)
    for outer, inner in pairwise(loops):
        outer.body.stmts.append(inner)
    # The target's own element: its looped dimensions indexed by the innermost counters.
    by_dim = dict(zip(looped, loops[len(loops) - len(looped):], strict=True))
    indices: list[ast.Expr | None] = [
        by_dim[k].var.ref if k in by_dim else ast.int_const(0) if n == 1 else None
        for k, n in enumerate(dims)]
    fg.loop_nest(cursor, depth, loops,
                 lambda c: _body(fg, c, depth + len(loops), target, indices))
    return True


def _rank(t: Type) -> int:
    rank = 0
    while isinstance(t, Array):
        rank, t = rank + 1, t.elem
    return rank


def _body(fg: FuncGen, cursor: Cursor, depth: int, target: ast.VarDecl,
          indices: list[ast.Expr | None]) -> None:
    """The innermost body of a nest: assignments to array elements (the nest's own array
    indexed by its counters, or another array at affine indices), reductions into scalars,
    and now and then any other statement."""
    p = fg.policy
    for _ in range(p.randint(1, max(1, p.number("block_max") // 2))):
        if not p.chance(Chance.NEST_ARRAY_STATEMENT):
            fg.statement(cursor, depth)
            continue
        for _ in range(_TRIES // 2):
            exprs = fg.exprs(cursor.states())
            lhs: ast.Expr | None
            if p.randint(0, 2):
                lhs = element(exprs, target, indices)
            elif p.randint(0, 1):
                others = arrays(exprs, True)
                lhs = element(exprs, p.choice(others)) if others else None
            else:
                lhs = exprs.lvalue(lambda t: isinstance(t, Int), write=True)
            if lhs is None or exprgen.lvalue_qual(lhs)[0] or not exprs.valid(lhs, True):
                continue
            rhs, _ = combination(exprs)
            op = None
            if p.randint(0, 2) == 0:
                op = p.choice([cint.BinOp.ADD, cint.BinOp.SUB, cint.BinOp.XOR])
            if exprgen.volatile_accesses(rhs) + exprgen.volatile_accesses(
                    lhs, op is not None) > 1:
                continue
            if cursor.commit(ast.Assign(lhs, rhs, op)):
                break
