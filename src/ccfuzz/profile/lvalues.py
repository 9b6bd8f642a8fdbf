"""What a value profile may read at a program point: the integer lvalues in scope that are
surely initialized and exist (see ``values`` for the rules and their reasons)."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

import clang.cindex as ci

from ccfuzz import cint
from ccfuzz.cmodel import CProgram, Function, Stmt, StmtKind, TypeInfo, Var

MAX_ELEMENTS = 8
MAX_DEPTH = 2
MAX_PER_VAR = 16
MAX_PER_POINT = 64

_JUMP_TARGETS = {StmtKind.LABEL, StmtKind.CASE, StmtKind.DEFAULT}
_STATIC_STORAGE = {"global", "static-global", "static-local"}


@dataclass(frozen=True)
class LValue:
    expr: str  # C text that reads it at its point: "x", "s.f", "a[2]", "s.arr[1].g"
    type: cint.CType  # as declared; an enum: its underlying type
    bit_width: int | None = None  # a bit-field: its width
    const: bool = False  # const itself or inside a const object: never assigned
    in_union: bool = False  # storing to it would leave the union's other bytes unspecified


@dataclass(frozen=True)
class Point:
    stmt: Stmt
    lvalues: tuple[LValue, ...]


# -- what may be read -----------------------------------------------------------------------

class _Read(Enum):
    NOTHING = auto()
    NO_UNIONS = auto()  # not its union members
    ALL = auto()


@dataclass(frozen=True)
class _Local:
    """A local that is set wherever it is in scope from ``set_from`` on."""

    set_from: int
    unions: bool  # its union members may be read (see the module docstring)


class _Readable:
    """Which variables may be read where, for one program."""

    def __init__(self, program: CProgram) -> None:
        self.program = program
        self._locals: dict[Var, _Local | None] = {}
        self._jumps: dict[int, tuple[list[Stmt], dict[str, list[int]], bool]] = {}

    @functools.cached_property
    def _declared_by(self) -> dict[Var, Stmt]:
        return {var: stmt for stmt in self.program.statements()
                for var in (*stmt.declares, *stmt.for_vars)}

    def lvalues(self, stmt: Stmt) -> tuple[LValue, ...]:
        out: list[LValue] = []
        for var in reversed(stmt.visible_vars()):
            read = self._read(var, stmt)
            if read is _Read.NOTHING:
                continue
            budget = min(len(out) + MAX_PER_VAR, MAX_PER_POINT)
            _leaves(var.name, var.type, None, 0, read is _Read.ALL, False, False, out, budget)
            if len(out) >= MAX_PER_POINT:
                break
        return tuple(out)

    def _read(self, var: Var, at: Stmt) -> _Read:
        if var.storage in _STATIC_STORAGE:
            return _Read.ALL
        if var.storage == "param":
            return _Read.NOTHING if var.type.kind == "array" else _Read.NO_UNIONS
        if var.storage != "local":
            return _Read.NOTHING  # extern: perhaps defined nowhere
        if var not in self._locals:
            self._locals[var] = self._judge_local(var)
        local = self._locals[var]
        # Inside its own declaration (a ({ }) in its initializer) it is not set yet.
        if local is None or at.start < local.set_from:
            return _Read.NOTHING
        return _Read.ALL if local.unions else _Read.NO_UNIONS

    def _judge_local(self, var: Var) -> _Local | None:
        decl = self._declared_by.get(var)
        return None if decl is None else self.judge(decl, var)

    def judge(self, decl: Stmt, var: Var) -> _Local | None:
        """None if the local ``var``, declared by ``decl``, may be unset somewhere in its
        scope after its declaration: no initializer, or a jump into its scope past it."""
        init = _initializer(decl, var.name)
        if init is None:
            return None
        if decl.kind == StmtKind.FOR:
            lo, hi = decl.start, decl.end
        elif decl.parent is not None and decl.parent.kind == StmtKind.COMPOUND:
            lo, hi = decl.end, decl.parent.end
        else:
            return None
        if not self._closed(decl, lo, hi):
            return None
        # Union members: only under a braced list without designators, written out (the
        # tokens of a macro expansion are not the initializer's).
        start, end = init.extent.start.offset, init.extent.end.offset
        unions = (init.kind == ci.CursorKind.INIT_LIST_EXPR
                  and not any(a < end and start < b for a, b in self.program.parsed.macro_ranges)
                  and not any(t.spelling == "=" for t in init.get_tokens()))
        return _Local(lo, unions)

    def _closed(self, decl: Stmt, lo: int, hi: int) -> bool:
        """Can control enter ``[lo, hi)`` only by falling into it from ``lo``?"""
        targets, gotos, computed = self._jump_info(decl)
        for target in targets:
            if not lo <= target.start < hi:
                continue
            if target.kind == StmtKind.LABEL:
                sources = gotos.get(target.label or "", [])
                if computed or any(not lo <= s < hi for s in sources):
                    return False
            else:
                switch = next((a for a in target.ancestors() if a.kind == StmtKind.SWITCH),
                              None)
                if switch is None or switch.start < lo:
                    return False
        return True

    def _jump_info(self, stmt: Stmt) -> tuple[list[Stmt], dict[str, list[int]], bool]:
        """The function's jump targets, its gotos' offsets by label, has it a computed goto."""
        fn, key = stmt.function, stmt.function.start
        if key not in self._jumps:
            targets: list[Stmt] = []
            gotos: dict[str, list[int]] = {}
            computed = False
            for s in fn.statements():
                if s.kind in _JUMP_TARGETS:
                    targets.append(s)
                elif s.kind == StmtKind.GOTO:
                    ref = next((c.spelling for c in s.cursor.get_children()
                                if c.kind == ci.CursorKind.LABEL_REF), "")
                    gotos.setdefault(ref, []).append(s.start)
                elif s.kind == StmtKind.INDIRECT_GOTO:
                    computed = True
            self._jumps[key] = (targets, gotos, computed)
        return self._jumps[key]


@functools.cache
def _initializer_function() -> Any:
    fn = ci.conf.lib.clang_Cursor_getVarDeclInitializer  # not in the Python API
    fn.argtypes = [ci.Cursor]
    fn.restype = ci.Cursor
    return fn


def _initializer(decl: Stmt, name: str) -> ci.Cursor | None:
    """The initializer of ``name`` in a declaration (or a for's), None if it has none."""
    cursors: Iterator[ci.Cursor] = decl.cursor.get_children()
    if decl.kind == StmtKind.FOR:
        cursors = (v for c in decl.cursor.get_children() if c.kind == ci.CursorKind.DECL_STMT
                   for v in c.get_children())
    for c in cursors:
        if c.kind == ci.CursorKind.VAR_DECL and c.spelling == name:
            return ci.Cursor.from_cursor_result(_initializer_function()(c), c)
    return None


def _volatile(t: TypeInfo) -> bool:
    # TypeInfo.volatile is the qualifier written at this level; a typedef may carry one.
    return t.volatile or bool(t._canonical.is_volatile_qualified())


def _const(t: TypeInfo) -> bool:
    return t.const or bool(t._canonical.is_const_qualified())


def _member(expr: str, name: str) -> str:
    """``expr.name``; a member without a name (an anonymous struct or union, whose libclang
    spelling is "struct S::(anonymous at ...)") lends its members to ``expr`` itself."""
    return f"{expr}.{name}" if name.isidentifier() else expr


def _leaves(expr: str, t: TypeInfo, bit_width: int | None, depth: int, unions: bool,
            in_union: bool, const: bool, out: list[LValue], budget: int) -> None:
    """Append the integer lvalues inside ``expr`` (of type ``t``) to ``out``, up to budget;
    ``const``: ``expr`` is inside a const object."""
    if len(out) >= budget or _volatile(t):
        return
    const = const or _const(t)
    integer = t.integer
    if integer is not None:
        if not (in_union and integer == cint.BOOL):
            out.append(LValue(expr, integer, bit_width, const, in_union))
        return
    if t.kind == "array" and t.length and t.element is not None:
        for i in range(min(t.length, MAX_ELEMENTS)):
            _leaves(f"{expr}[{i}]", t.element, None, depth, unions, in_union, const, out,
                    budget)
    elif t.kind == "struct" and depth < MAX_DEPTH:
        for f in t.fields:
            if f.name.isidentifier() or f.type.kind in ("struct", "union"):
                _leaves(_member(expr, f.name), f.type, f.bit_width, depth + 1, unions,
                        in_union, const, out, budget)
    elif t.kind == "union" and depth < MAX_DEPTH and unions and t.fields:
        first = t.fields[0]
        if first.name.isidentifier() or first.type.kind in ("struct", "union"):
            _leaves(_member(expr, first.name), first.type, first.bit_width, depth + 1, unions,
                    True, const, out, budget)


def uninitialized_locals(fn: Function) -> frozenset[str]:
    """Names of the function's automatic locals that may be unset where they are used:
    declared without an initializer, or in a scope a jump can enter past the declaration (a
    ``case`` of an enclosing switch, a label some goto from outside names, a computed
    goto): the locals the value profiler never reads."""
    readable = _Readable(fn.program)
    return frozenset(var.name for stmt in fn.statements() if stmt.kind == StmtKind.DECL
                     for var in stmt.declares
                     if var.storage == "local" and readable.judge(stmt, var) is None)


def points_with_lvalues(program: CProgram, stmts: list[Stmt]) -> list[Point]:
    readable = _Readable(program)
    return [Point(s, readable.lvalues(s)) for s in stmts]


# -- instrumentation ------------------------------------------------------------------------

# One call per visit, with the point's values in an array: a few instructions per lvalue at
# the point (no branch: gcc -O0 compiles a branchy read per lvalue several times slower). The
# runtime (built by gcc at -O3 inside the -O0 program) compares the array with the values of
# the point's last visit, kept side by side (a vectorized loop); only a slot whose value
# changed is updated. A signed value is kept with its sign bit flipped, so that one unsigned
