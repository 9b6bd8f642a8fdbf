"""The generated tree compiled into Python closures, which the interpreter runs.

Generating a program runs its statements tens of thousands of times: every candidate on
every state it will run in, and every loop again from its entry whenever its body grows.
Walking the tree for each run (an ``isinstance`` chain per node, a ``cint.Value`` per
intermediate result) was nearly all of the generator's time. Everything a node's evaluation
needs to know that does not depend on memory — its C types, the operator kernel for them,
the part of a location fixed at compile time — is worked out once here; a closure then only
reads memory and computes. Integer expressions yield plain ints of their static type;
pointer expressions yield the location pointed to; aggregates yield their own location.

Each node keeps its closures (``ast.Compiled``, ``ast.CompiledExpr``); blocks are read
when they run, since the generator grows them in place.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from ccfuzz import cint
from ccfuzz.generator import ast, kernels
from ccfuzz.generator.memory import Flow, Loc, Memory, UndefinedBehavior, UnionCell
from ccfuzz.generator.types import Array, Int, Pointer, Record, Type, byte_size, leaves

if TYPE_CHECKING:
    from ccfuzz.generator.interp import Interpreter

IntCode = Callable[[Memory], int]
LocCode = Callable[[Memory], Loc]
Place = Loc | LocCode  # a location known at compile time, or how to compute it
ValueCode = Callable[[Memory], object]
StoreCode = Callable[[Memory, object], None]
InitCode = Callable[[Memory], None]
StmtCode = Callable[["Interpreter"], Flow]
T = TypeVar("T")


def ctype(e: ast.Expr) -> cint.CType:
    t = e.type
    assert isinstance(t, Int), e
    return t.ctype


def _kept(e: ast.Expr, slot: str, make: Callable[[ast.Expr], T]) -> T:
    """``make(e)``, worked out once and kept on the node in ``slot``."""
    found = getattr(e, slot)
    if found is None:
        found = make(e)
        object.__setattr__(e, slot, found)
    return found  # type: ignore[no-any-return]


# ----- locations


def place(e: ast.Expr) -> Place:
    """Where the lvalue ``e`` is: a fixed location when no index or pointer is computed."""
    return _kept(e, "lvalue_code", _place)


def _place(e: ast.Expr) -> Place:
    if isinstance(e, ast.VarRef):
        return (e.decl.name,)
    if isinstance(e, ast.Member):
        base = place(e.base)
        if e.record.union:  # a union is one cell
            return base
        name = e.field.name
        if isinstance(base, tuple):
            return (*base, name)
        dynamic = base
        return lambda m: (*dynamic(m), name)
    if isinstance(e, ast.Index):
        return _index(e)
    if isinstance(e, ast.Deref):
        return pointer_code(e.pointer)
    raise AssertionError(f"not an lvalue: {e}")


def _index(e: ast.Index) -> Place:
    base = place(e.base)
    assert isinstance(e.base.type, Array)
    length = e.base.type.length
    if isinstance(e.index, ast.Const) and isinstance(base, tuple) \
            and 0 <= e.index.value.value < length:
        return (*base, e.index.value.value)
    index = int_code(e.index)
    if isinstance(base, tuple):
        fixed = base

        def fixed_base(m: Memory) -> Loc:
            i = index(m)
            if not 0 <= i < length:
                raise UndefinedBehavior(f"index {i} out of bounds")
            return (*fixed, i)
        return fixed_base
    dynamic = base

    def dynamic_base(m: Memory) -> Loc:
        i = index(m)
        if not 0 <= i < length:
            raise UndefinedBehavior(f"index {i} out of bounds")
        return (*dynamic(m), i)
    return dynamic_base


def place_code(e: ast.Expr) -> LocCode:
    p = place(e)
    if isinstance(p, tuple):
        fixed = p
        return lambda m: fixed
    return p


def pointer_code(e: ast.Expr) -> LocCode:
    """The value of a pointer expression (the location it points to), or an aggregate's own
    location."""
    return _kept(e, "value_code", _pointer_code)


def _pointer_code(e: ast.Expr) -> LocCode:
    if isinstance(e, ast.AddrOf):
        return place_code(e.obj)
    if not isinstance(e.type, Pointer):
        return place_code(e)  # an aggregate: the assignment that copies it reads its cells
    return _load(place(e))


def _load(p: Place) -> Callable[[Memory], Any]:
    """What the cell at ``p`` holds (an int, or a location for a pointer); a fixed location
    is not recomputed by a call on every read."""
    if isinstance(p, tuple):
        fixed = p
        return lambda m: m[fixed]
    dynamic = p
    return lambda m: m[dynamic(m)]


# ----- integer expressions


def int_code(e: ast.Expr) -> IntCode:
    return _kept(e, "value_code", _int_code)


def _int_code(e: ast.Expr) -> IntCode:
    if isinstance(e, ast.Const):
        v = e.value.value
        return lambda m: v
    if isinstance(e, ast.Binary):
        return _binary(e)
    if isinstance(e, ast.Unary):
        a, k = int_code(e.operand), kernels.unary(e.op, ctype(e.operand), e.safe)
        return lambda m: k(a(m))
    if isinstance(e, ast.Cast):
        return _converted(int_code(e.operand), ctype(e.operand), e.to)
    if isinstance(e, ast.Cond):
        t = ctype(e)
        c = int_code(e.cond)
        a = _converted(int_code(e.then), ctype(e.then), t)
        b = _converted(int_code(e.other), ctype(e.other), t)
        return lambda m: a(m) if c(m) else b(m)  # only the chosen operand is evaluated
    if isinstance(e, ast.PtrCompare):
        left, right, equal = pointer_code(e.left), pointer_code(e.right), e.equal
        return lambda m: int((left(m) == right(m)) == equal)
    return _read(e)


def _converted(code: IntCode, src: cint.CType, dst: cint.CType) -> IntCode:
    conv = kernels.cast(src, dst)
    if conv is None:
        return code
    return lambda m: conv(code(m))


def _binary(e: ast.Binary) -> IntCode:
    a, b = int_code(e.left), int_code(e.right)
    if e.op is cint.BinOp.LAND:
        return lambda m: 1 if a(m) and b(m) else 0
    if e.op is cint.BinOp.LOR:
        return lambda m: 1 if a(m) or b(m) else 0
    k = kernels.binary(e.op, ctype(e.left), ctype(e.right), e.safe)
    if isinstance(e.right, ast.Const):  # a literal shift count, most often
        y = e.right.value.value
        return lambda m: k(a(m), y)
    return lambda m: k(a(m), b(m))


def _read(e: ast.Expr) -> IntCode:
    if isinstance(e, ast.Member) and e.record.union:
        loc = place_code(e)
        t = ctype(e)
        size, conv = byte_size(t), kernels.converter(t)

        def union_member(m: Memory) -> int:
            cell: UnionCell = m[loc(m)]
            if size > cell.valid:
                raise UndefinedBehavior("read of a union member wider than the one stored")
            return conv(cell.raw)
        return union_member
    return _load(place(e))


def value_code(e: ast.Expr) -> ValueCode:
    """``e``'s value: an int if its type is an integer type, else a location."""
    return int_code(e) if isinstance(e.type, Int) else pointer_code(e)


# ----- stores


def store_code(lhs: ast.Expr, src: Type) -> StoreCode:
    """Store a value of type ``src`` (an int, or a location for a pointer or an aggregate)
    into ``lhs``."""
    loc = place_code(lhs)
    t = lhs.type
    if isinstance(lhs, ast.Member) and lhs.field.bits is not None:
        assert isinstance(lhs.field.type, Int)
        # Out-of-range values wrap, as gcc and clang document for bit-fields.
        to_field = kernels.converter(lhs.field.type.ctype)
        to_bits = kernels.converter(cint.CType("bit-field", lhs.field.bits,
                                               lhs.field.type.ctype.signed, 3))

        def bit_field(m: Memory, v: object) -> None:
            m[loc(m)] = to_bits(to_field(v))  # type: ignore[arg-type]
        return bit_field
    if isinstance(lhs, ast.Member) and lhs.record.union:
        write = UnionCell.writer(ctype(lhs))

        def union_member(m: Memory, v: object) -> None:
            m[loc(m)] = write(v)  # type: ignore[arg-type]
        return union_member
    if isinstance(t, Int):
        assert isinstance(src, Int)
        conv = kernels.cast(src.ctype, t.ctype)
        if conv is None:
            def same(m: Memory, v: object) -> None:
                m[loc(m)] = v
            return same
        converting = conv

        def integer(m: Memory, v: object) -> None:
            m[loc(m)] = converting(v)  # type: ignore[arg-type]
        return integer
    if isinstance(t, Record) and not t.union:
        paths = [path for path, _, _ in leaves(t)]

        def struct(m: Memory, v: object) -> None:
            assert isinstance(v, tuple)
            cells = [m[(*v, *path)] for path in paths]
            to = loc(m)
            for path, cell in zip(paths, cells, strict=True):
                m[(*to, *path)] = cell
        return struct
    if isinstance(t, Record):
        def union(m: Memory, v: object) -> None:
            m[loc(m)] = m[v]  # type: ignore[index]
        return union

    def pointer(m: Memory, v: object) -> None:
        m[loc(m)] = v
    return pointer
