"""Memory idioms (feature ``memory_idioms``): whole objects copied, filled and assigned.

Three statement kinds, each an ``ast.MemOp`` on a struct, union or array ``dst``:

- ``memcpy``: ``memcpy(&dst, &src, sizeof (dst));`` from an object ``src`` of the same type,
  followed by ``flag = ((dst.f0 == src.f0) && (dst.f3[1] == src.f3[1]) ...);``, up to four
  cells of the copy compared member by member with the original (C has no ``memcmp``-free
  comparison of whole objects);
- ``memset``: ``memset(&dst, c, sizeof (dst));``;
- ``compound_literal``: ``dst = (struct S){...};`` (a struct or union), its members
  constants or expressions without side effects.

**Rule that keeps them defined:** ``dst`` and ``src`` are reached from distinct variables
through members and elements only (no dereference), so the copy never overlaps; neither is
volatile (``memcpy`` takes no volatile pointer), ``dst`` is not const, and neither lies
inside a packed struct (whose members may be misaligned; a packed struct itself may be
copied). Their types hold no pointer, so no pointer is copied where it could dangle, and no
``memset`` makes a pointer of bytes. A byte pattern is the value of every integer cell
(``c`` repeated, converted to the cell's type: a signed one wraps), and of every union
(all its bytes specified); a type with bit-fields is only ever filled with 0 or 255, all
bits clear or set, as its bit-fields' values would otherwise depend on their places in the
storage unit; a type holding a bit-precise integer only with 0 (its padding bits are
unspecified on x86-64, but sign- or zero-extended on RISC-V: all-zero bytes are the value 0
everywhere). Copying, filling and the literal are computed cell by cell (``mem_code``);
padding bytes are never read.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import ast, effects
from ccfuzz.generator.exprgen import lvalue_qual, volatile_accesses
from ccfuzz.generator.memops import (
    _movable,
    cell,
    has_bit_fields,
    plain,
)
from ccfuzz.generator.types import Array, Int, Record, Type, leaves

if TYPE_CHECKING:
    from ccfuzz.generator.cursor import Cursor
    from ccfuzz.generator.function import FuncGen
    from ccfuzz.generator.policy import Policy

STATEMENTS: tuple[str, ...] = ("memcpy", "memset", "compound_literal")
HEADER = "string.h"  # memcpy, memset
_COMPARED = 4  # cells a copy's comparison reads, at most



# ----- building


def _same_type(p: Policy, decls: list[ast.VarDecl], t: Type) -> list[ast.Expr]:
    """Objects of type ``t`` reached from ``decls`` through members and elements (one
    element of each array, drawn)."""
    out: list[ast.Expr] = []

    def walk(e: ast.Expr) -> None:
        u = e.type
        if u == t:
            out.append(e)
        elif isinstance(u, Array):
            walk(ast.Index(e, ast.int_const(p.randint(0, u.length - 1)), u.elem))
        elif isinstance(u, Record) and not u.union:
            for f in u.fields:
                if f.bits is None:
                    walk(ast.Member(e, u, f))

    for d in decls:
        if d.storage is not ast.Storage.INDUCTION:
            walk(d.ref)
    return out


def _steps(e: ast.Expr) -> tuple[object, ...] | None:
    """The constant members and indices from ``e``'s variable to it; None if one is not."""
    out: list[object] = []
    while isinstance(e, ast.Member | ast.Index):
        if isinstance(e, ast.Index):
            if not isinstance(e.index, ast.Const):
                return None
            out.append(e.index.value.value)
        else:
            out.append(e.field.name)
        e = e.base
    return tuple(reversed(out))


def _apart(a: ast.Expr, b: ast.Expr) -> bool:
    """Whether the objects ``a`` and ``b`` cannot overlap: of distinct variables, or of one
    along constant paths that part (neither is inside the other)."""
    if effects.root(a) is not effects.root(b):
        return True
    sa, sb = _steps(a), _steps(b)
    if sa is None or sb is None:
        return False
    n = min(len(sa), len(sb))
    return sa[:n] != sb[:n]


def has_bitint(t: Type) -> bool:
    """Whether an object of type ``t`` holds a bit-precise integer."""
    return any(isinstance(lt, Int) and lt.ctype.bitint for _, lt, _ in leaves(t))


def statement(fg: FuncGen, cursor: Cursor, kind: str) -> bool:
    """Make and commit a memory idiom of ``kind`` (``STATEMENTS``)."""
    p = fg.policy
    exprs = fg.exprs(cursor.states())
    want: Callable[[Type], bool] = (lambda t: isinstance(t, Record) and plain(t)) \
        if kind == "compound_literal" else plain
    dst = exprs.lvalue(want, write=True)
    if dst is None or not _movable(dst) or lvalue_qual(dst)[1]:
        return False
    t = dst.type
    reads = volatile_accesses(dst, False)
    stmt: ast.MemOp
    if kind == "memcpy":
        if isinstance(t, Array) and isinstance(t.elem, Array) and p.randint(0, 1):
            # a row of a multi-dimensional array, copied from another row
            k = p.randint(0, t.length - 1)
            rows: list[ast.Expr] = [ast.Index(dst, ast.int_const(j), t.elem)
                                    for j in range(t.length)]
            dst, t = rows[k], t.elem
            found = [r for r in rows if r is not dst]
        else:
            found = []
        found += [e for e in _same_type(p, exprs.scope.all, t)
                  if _movable(e) and not lvalue_qual(e)[1] and _apart(e, dst)]
        if not found:
            return False
        src = p.choice(found)
        reads += volatile_accesses(src, False)
        stmt = ast.MemOp(ast.MemKind.MEMCPY, dst, src)
    elif kind == "memset":
        if has_bitint(t):  # padding bits: only all-zero bytes are a value under every ABI
            byte = 0
        else:
            byte = p.choice((0, 255)) if has_bit_fields(t) or p.randint(0, 1) \
                else p.randint(1, 254)
        stmt = ast.MemOp(ast.MemKind.MEMSET, dst, byte=byte)
    else:
        inits = list(fg.gen.constant_init(t))
        for k, (_, lt, f) in enumerate(leaves(t)):
            if isinstance(lt, Int) and (f is None or f.bits is None) and p.randint(0, 2) == 0:
                inits[k] = exprs.int_expr(1)[0]
        reads += sum(volatile_accesses(e) for e in inits)
        stmt = ast.MemOp(ast.MemKind.LITERAL, dst, inits=tuple(inits))
    if reads > 1 or not cursor.commit(stmt):
        return False
    if stmt.src is not None:
        _compare(fg, cursor, stmt.dst, stmt.src)
    return True


def _compare(fg: FuncGen, cursor: Cursor, dst: ast.Expr, src: ast.Expr) -> None:
    """``flag = ((dst.a == src.a) && ...);`` over a few cells of the copy (one without a
    weight for ``&&``, none without one for ``==``)."""
    p = fg.policy
    ops = p.operators(["eq", "land"])  # made of the operators the policy weighs
    if "eq" not in ops:
        return
    paths = [path for path, _, _ in leaves(dst.type)]
    chosen = sorted(p.shuffled(range(len(paths)))[:_COMPARED if "land" in ops else 1])
    cond: ast.Expr | None = None
    for k in chosen:
        eq = ast.Binary(cint.BinOp.EQ, cell(dst, paths[k]), cell(src, paths[k]), Int(cint.INT))
        cond = eq if cond is None else ast.Binary(cint.BinOp.LAND, cond, eq, Int(cint.INT))
    flag = fg.exprs(cursor.states()).lvalue(lambda t: isinstance(t, Int), write=True)
    if cond is None or flag is None or volatile_accesses(flag, False) > 0:
        return
    cursor.commit(ast.Assign(flag, cond))
