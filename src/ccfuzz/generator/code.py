"""The generated tree compiled into Python closures, which the interpreter runs.

Generating a program runs its statements tens of thousands of times: every candidate on
every state it will run in, and every loop again from its entry whenever its body grows.
Walking the tree for each run (an ``isinstance`` chain per node, a ``cint.Value`` per
intermediate result) was nearly all of the generator's time. Everything a node's evaluation
needs to know that does not depend on memory — its C types, the operator kernel for them,
the part of a location fixed at compile time — is worked out once here; a closure then only
reads memory and computes. Integer expressions yield plain ints of their static type;
pointer expressions yield the location pointed to; aggregates yield their own location.

An ``ExprCompiler`` keeps what it compiled beside the tree, by node: expressions are immutable
and shared (a candidate is checked in every state, then the statement holding it runs again
and again), so one compilation serves all. The interpreter's ``Compiler`` adds statements.
"""

from __future__ import annotations

import operator
import weakref
from collections.abc import Callable
from typing import Any, Generic, TypeVar, cast

from ccfuzz import cint
from ccfuzz.generator import ast, kernels
from ccfuzz.generator.builtins import BUILTINS
from ccfuzz.generator.memory import Loc, Memory, UndefinedBehavior, UnionCell
from ccfuzz.generator.types import Array, Int, Pointer, Record, Type, Vector, byte_size, leaves

IntCode = Callable[[Memory], int]
LocCode = Callable[[Memory], Loc]
Place = Loc | LocCode  # a location known at compile time, or how to compute it
ValueCode = Callable[[Memory], object]
StoreCode = Callable[[Memory, object], None]
N = TypeVar("N")
V = TypeVar("V")


def ctype(e: ast.Expr) -> cint.CType:
    t = e.type
    assert isinstance(t, Int), e
    return t.ctype


class ByNode(Generic[N, V]):
    """What was computed from each node, kept by the node's identity for as long as the node
    lives: a weak reference's callback drops the entry when the node dies, before its id can
    be reused. Candidates the generator drops take their code with them; keeping it would
    only make every garbage collection walk it."""

    def __init__(self) -> None:
        self.values: dict[int, V] = {}
        refs: dict[int, weakref.KeyedRef[int, object]] = {}
        values = self.values

        def drop(ref: weakref.KeyedRef[int, object]) -> None:
            values.pop(ref.key, None)
            refs.pop(ref.key, None)
        self._refs, self._drop = refs, drop  # the callback holds no reference to self

    def get(self, node: N, make: Callable[[N], V]) -> V:
        """What was kept for ``node``, or ``make(node)``, kept."""
        key = id(node)
        found = self.values.get(key)
        if found is None:
            found = make(node)
            self._refs[key] = weakref.KeyedRef(node, self._drop, key)
            self.values[key] = found
        return found

    def __len__(self) -> int:
        return len(self.values)


class ExprCompiler:
    """Closures for the expressions of one program, kept beside the tree (``ByNode``)."""

    def __init__(self) -> None:
        self._values: ByNode[ast.Expr, ValueCode] = ByNode()
        self._places: ByNode[ast.Expr, Place] = ByNode()
        values, places = _Values(self), _Places(self)
        self._compile_value: Callable[[ast.Expr], ValueCode] = lambda e: e.accept(values)
        self._compile_place: Callable[[ast.Expr], Place] = lambda e: e.accept(places)

    def value(self, e: ast.Expr) -> ValueCode:
        """``e``'s value: an int if its type is an integer type, else a location."""
        return self._values.get(e, self._compile_value)

    def int(self, e: ast.Expr) -> IntCode:
        return cast(IntCode, self.value(e))

    def pointer(self, e: ast.Expr) -> LocCode:
        """The value of a pointer expression (the location it points to), or an aggregate's
        own location."""
        return cast(LocCode, self.value(e))

    def place(self, e: ast.Expr) -> Place:
        """Where the lvalue ``e`` is: a fixed location when no index or pointer is
        computed."""
        return self._places.get(e, self._compile_place)

    def place_code(self, e: ast.Expr) -> LocCode:
        p = self.place(e)
        if isinstance(p, tuple):
            fixed = p
            return lambda m: fixed
        return p

    def store(self, lhs: ast.Expr, src: Type) -> StoreCode:
        """Store a value of type ``src`` (an int, or a location for a pointer or an aggregate)
        into ``lhs``."""
        return _store(self.place_code(lhs), lhs, src)


# ----- locations


class _Places(ast.LvalueVisitor[Place]):
    def __init__(self, c: ExprCompiler) -> None:
        self.c = c

    def visit_var_ref(self, e: ast.VarRef) -> Place:
        return (e.decl.name,)

    def visit_member(self, e: ast.Member) -> Place:
        base = self.c.place(e.base)
        if e.record.union:  # a union is one cell
            return base
        name = e.field.name
        if isinstance(base, tuple):
            return (*base, name)
        dynamic = base
        return lambda m: (*dynamic(m), name)

    def visit_index(self, e: ast.Index) -> Place:
        base = self.c.place(e.base)
        assert isinstance(e.base.type, Array | Vector)
        length = e.base.type.length
        if isinstance(e.index, ast.Const) and isinstance(base, tuple) \
                and 0 <= e.index.value.value < length:
            return (*base, e.index.value.value)
        index = self.c.int(e.index)
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

    def visit_deref(self, e: ast.Deref) -> Place:
        return self.c.pointer(e.pointer)


def _load(p: Place) -> Callable[[Memory], Any]:
    """What the cell at ``p`` holds (an int, or a location for a pointer); a fixed location
    is not recomputed by a call on every read."""
    if isinstance(p, tuple):
        fixed = p
        return lambda m: m[fixed]
    dynamic = p
    return lambda m: m[dynamic(m)]


# ----- values


class _Values(ast.ExprVisitor[ValueCode]):
    def __init__(self, c: ExprCompiler) -> None:
        self.c = c

    def visit_const(self, e: ast.Const) -> IntCode:
        v = e.value.value
        return lambda m: v

    def _object(self, e: ast.Expr) -> ValueCode:
        """An object's value: an integer or a pointer read from its cell, or an aggregate's
        own location (the assignment that copies it reads its cells)."""
        t = e.type
        if isinstance(t, Int):
            return _read_int(self.c, e)
        if isinstance(t, Pointer):
            return _load(self.c.place(e))
        return self.c.place_code(e)

    visit_var_ref = visit_member = visit_index = visit_deref = _object

    def visit_addr_of(self, e: ast.AddrOf) -> LocCode:
        return self.c.place_code(e.obj)

    def visit_unary(self, e: ast.Unary) -> IntCode:
        a, k = self.c.int(e.operand), kernels.unary(e.op, ctype(e.operand), e.safe)
        return lambda m: k(a(m))

    def visit_binary(self, e: ast.Binary) -> IntCode:
        a, b = self.c.int(e.left), self.c.int(e.right)
        if e.op is cint.BinOp.LAND:
            return lambda m: 1 if a(m) and b(m) else 0
        if e.op is cint.BinOp.LOR:
            return lambda m: 1 if a(m) or b(m) else 0
        k = kernels.binary(e.op, ctype(e.left), ctype(e.right), e.safe)
        if isinstance(e.right, ast.Const):  # a literal shift count, most often
            y = e.right.value.value
            return lambda m: k(a(m), y)
        return lambda m: k(a(m), b(m))

    def visit_cast(self, e: ast.Cast) -> IntCode:
        return _converted(self.c.int(e.operand), ctype(e.operand), e.to)

    def visit_cond(self, e: ast.Cond) -> IntCode:
        t = ctype(e)
        c = self.c.int(e.cond)
        a = _converted(self.c.int(e.then), ctype(e.then), t)
        b = _converted(self.c.int(e.other), ctype(e.other), t)
        return lambda m: a(m) if c(m) else b(m)  # only the chosen operand is evaluated

    def visit_ptr_compare(self, e: ast.PtrCompare) -> IntCode:
        left, right, equal = self.c.pointer(e.left), self.c.pointer(e.right), e.equal
        return lambda m: int((left(m) == right(m)) == equal)

    # Side effects: ``effects.sequenced`` makes sure nothing else in the full expression
    # reads or writes the object stored to, so evaluating in any order C allows gives
    # the same values and the same memory.

    def visit_assign_expr(self, e: ast.AssignExpr) -> IntCode:
        # The value is what the object holds after the store (a bit-field's wraps).
        t, rhs, held = ctype(e), self.c.int(e.rhs), held_value(e.lhs)
        store = self.c.store(e.lhs, e.type)
        if e.op is None:
            def assign(m: Memory) -> int:
                v = held(rhs(m))
                store(m, v)
                return v
            return assign
        cur = self.c.int(e.lhs)
        k = kernels.binary(e.op, t, ctype(e.rhs), False)

        def compound(m: Memory) -> int:
            v = held(k(cur(m), rhs(m)))
            store(m, v)
            return v
        return compound

    def visit_inc_dec(self, e: ast.IncDec) -> IntCode:
        t = ctype(e)
        cur, held, store = self.c.int(e.lhs), held_value(e.lhs), self.c.store(e.lhs, e.type)
        k = kernels.binary(cint.BinOp.ADD if e.increment else cint.BinOp.SUB, t, cint.INT, False)
        if e.prefix:
            def prefix(m: Memory) -> int:
                v = held(k(cur(m), 1))
                store(m, v)
                return v
            return prefix

        def postfix(m: Memory) -> int:
            old = cur(m)
            store(m, held(k(old, 1)))
            return old
        return postfix

    def visit_comma(self, e: ast.Comma) -> ValueCode:
        left, right = self.c.value(e.left), self.c.value(e.right)

        def comma(m: Memory) -> object:
            left(m)
            return right(m)
        return comma


    def visit_builtin(self, e: ast.Builtin) -> IntCode:
        a, k = self.c.int(e.arg), BUILTINS[e.name].kernel
        return lambda m: k(a(m))

    def visit_vec_op(self, e: ast.VecOp) -> ValueCode:
        from ccfuzz.generator import vecops

        return vecops.lanes_code(e, self.c)

    def visit_overflow(self, e: ast.Overflow) -> IntCode:
        # The operands' own values, in infinite precision (no usual arithmetic conversions).
        a, b, f = self.c.int(e.left), self.c.int(e.right), _EXACT[e.op]
        store, held = self.c.store(e.result, e.result.type), held_value(e.result)

        def overflow(m: Memory) -> int:
            exact = f(a(m), b(m))
            stored = held(exact)
            store(m, stored)
            return int(stored != exact)
        return overflow


_EXACT = {cint.BinOp.ADD: operator.add, cint.BinOp.SUB: operator.sub,
          cint.BinOp.MUL: operator.mul}


def held_value(lhs: ast.Expr) -> kernels.Fn1:
    """What the integer object ``lhs`` holds, read back, after a store of a value (of any
    integer type): the value converted to its type, or for a bit-field to its declared type
    and then wrapped to its width, as gcc and clang document."""
    if isinstance(lhs, ast.Member) and lhs.field.bits is not None:
        assert isinstance(lhs.field.type, Int)
        to_field = kernels.converter(lhs.field.type.ctype)
        to_bits = kernels.converter(cint.CType("bit-field", lhs.field.bits,
                                               lhs.field.type.ctype.signed, 3))
        return lambda v: to_bits(to_field(v))
    return kernels.converter(ctype(lhs))


def _converted(code: IntCode, src: cint.CType, dst: cint.CType) -> IntCode:
    conv = kernels.cast(src, dst)
    if conv is None:
        return code
    return lambda m: conv(code(m))


def _read_int(c: ExprCompiler, e: ast.Expr) -> IntCode:
    if isinstance(e, ast.Member) and e.record.union:
        loc = c.place_code(e)
        t = ctype(e)
        size, conv = byte_size(t), kernels.converter(t)

        def union_member(m: Memory) -> int:
            cell: UnionCell = m[loc(m)]
            if size > cell.valid:
                raise UndefinedBehavior("read of a union member wider than the one stored")
            return conv(cell.raw)
        return union_member
    return _load(c.place(e))


# ----- stores


def _store(loc: LocCode, lhs: ast.Expr, src: Type) -> StoreCode:
    t = lhs.type
    if isinstance(lhs, ast.Member) and lhs.field.bits is not None:
        held = held_value(lhs)  # out-of-range values wrap

        def bit_field(m: Memory, v: object) -> None:
            m[loc(m)] = held(v)  # type: ignore[arg-type]
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
    if isinstance(t, Record):
        copy = copier(t)

        def record(m: Memory, v: object) -> None:
            copy(m, loc(m), v)  # type: ignore[arg-type]
        return record
    if isinstance(t, Vector):  # the value is its lanes (``vectors.VecOp``)
        def vector(m: Memory, v: object) -> None:
            at = loc(m)
            for i, lane in enumerate(cast(tuple[int, ...], v)):
                m[(*at, i)] = lane
        return vector

    def pointer(m: Memory, v: object) -> None:
        m[loc(m)] = v
    return pointer


Copy = Callable[[Memory, Loc, Loc], None]


def copier(t: Record) -> Copy:
    """``copy(m, to, src)`` copies an object of type ``t`` (an assignment, an argument, a
    returned value): a struct cell by cell, every cell read before any is written; a union
    as its one cell, with what it holds of specified bytes."""
    if t.union:
        def union(m: Memory, to: Loc, src: Loc) -> None:
            m[to] = m[src]
        return union
    paths = [path for path, _, _ in leaves(t)]

    def struct(m: Memory, to: Loc, src: Loc) -> None:
        cells = [m[(*src, *path)] for path in paths]
        for path, cell in zip(paths, cells, strict=True):
            m[(*to, *path)] = cell
    return struct
