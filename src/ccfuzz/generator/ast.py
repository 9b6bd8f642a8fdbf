"""The generated program as data: declarations, expressions and statements.

Expressions are frozen and carry their C type. Statements are plain dataclasses because the
generator grows blocks in place while it generates them (a ``Probe`` marks where it is).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import Any

from ccfuzz import cint
from ccfuzz.generator.types import Field, Int, Qual, Record, Type


class Storage(Enum):
    GLOBAL = "global"
    LOCAL = "local"
    PARAM = "param"
    INDUCTION = "induction"  # a loop counter: never assigned by the body, never pointed to


@dataclass(eq=False)
class VarDecl:
    name: str
    qual: Qual
    storage: Storage
    # An expression, or for an aggregate one expression per cell in ``types.leaves`` order
    # (the printer puts the braces back); None for a loop counter.
    init: Expr | tuple[Expr, ...] | None = None

    @property
    def type(self) -> Type:
        return self.qual.type

    @cached_property
    def ref(self) -> VarRef:
        """The reference to this variable, one for all its uses: expressions are immutable,
        and a shared one is compiled once (``CompiledExpr``)."""
        return VarRef(self)


class CompiledExpr:
    """An expression keeps the closures ``code.py`` compiles from it: its value and, for an
    lvalue, its location. The generator checks a candidate in every state, then runs the
    statement holding it again and again; expressions are immutable and shared, so one
    compilation serves all. Not part of the tree: no field, not printed, not compared
    (set with ``object.__setattr__``, the expression being frozen)."""

    value_code: Callable[[Any], Any] | None = None
    lvalue_code: object = None  # a location tuple or a closure computing it

    def __getstate__(self) -> dict[str, Any]:
        return _without_code(self.__dict__)


def _without_code(state: dict[str, Any]) -> dict[str, Any]:
    """A node's state for pickle and copy: closures do not pickle, and are made again."""
    return {k: v for k, v in state.items() if k not in ("code", "value_code", "lvalue_code")}


@dataclass(frozen=True)
class Const(CompiledExpr):
    value: cint.Value

    @property
    def type(self) -> Type:
        return Int(self.value.type)


@dataclass(frozen=True)
class VarRef(CompiledExpr):
    decl: VarDecl

    @property
    def type(self) -> Type:
        return self.decl.type


@dataclass(frozen=True)
class Member(CompiledExpr):
    base: Expr  # of a Record type
    record: Record
    field: Field

    @property
    def type(self) -> Type:
        if self.field.bits is not None:
            return Int(self.field.read_type())
        return self.field.type


@dataclass(frozen=True)
class Index(CompiledExpr):
    base: Expr  # of an Array type
    index: Expr
    type: Type


@dataclass(frozen=True)
class Deref(CompiledExpr):
    pointer: Expr
    type: Type


@dataclass(frozen=True)
class AddrOf(CompiledExpr):
    obj: Expr
    type: Type  # a Pointer


@dataclass(frozen=True)
class Unary(CompiledExpr):
    op: cint.UnOp
    operand: Expr
    type: Type
    safe: bool = False  # printed as a safe-math wrapper call, with its fallback semantics


@dataclass(frozen=True)
class Binary(CompiledExpr):
    op: cint.BinOp
    left: Expr
    right: Expr
    type: Type
    safe: bool = False


@dataclass(frozen=True)
class Cast(CompiledExpr):
    to: cint.CType
    operand: Expr

    @property
    def type(self) -> Type:
        return Int(self.to)


@dataclass(frozen=True)
class Cond(CompiledExpr):
    cond: Expr
    then: Expr
    other: Expr
    type: Type


@dataclass(frozen=True)
class PtrCompare(CompiledExpr):
    equal: bool  # == or !=
    left: Expr
    right: Expr

    @property
    def type(self) -> Type:
        return Int(cint.INT)


Expr = Const | VarRef | Member | Index | Deref | AddrOf | Unary | Binary | Cast | Cond | PtrCompare


class Compiled:
    """A statement keeps the closure the interpreter compiles from it on its first run
    (``interp.py``): blocks run their statements again and again while the generator grows
    them. Not part of the tree: no field, not printed, not compared."""

    code: Callable[[Any], Any] | None = None

    def __getstate__(self) -> dict[str, Any]:
        return _without_code(self.__dict__)


@dataclass(eq=False)
class Block(Compiled):
    stmts: list[Stmt] = field(default_factory=list)
    end_label: str | None = None  # `label: ;` printed as the block's last statement


@dataclass(eq=False)
class Assign(Compiled):
    lhs: Expr
    rhs: Expr
    op: cint.BinOp | None = None  # compound assignment `lhs op= rhs`
    step: bool = False  # `lhs++` / `lhs--`: op is ADD / SUB and rhs the int 1


@dataclass(eq=False)
class Call(Compiled):
    lhs: Expr | None
    func: Function
    args: tuple[Expr, ...]


@dataclass(eq=False)
class If(Compiled):
    cond: Expr
    then: Block
    other: Block | None = None


@dataclass(eq=False)
class For(Compiled):
    """``for (var = start; var < stop; var += step)`` or, with a negative step,
    ``for (var = start; var > stop; var += step)``: a fixed trip count, since the body never
    writes ``var``."""

    var: VarDecl
    start: int
    stop: int
    step: int
    body: Block


@dataclass(eq=False)
class Break(Compiled):
    pass


@dataclass(eq=False)
class Continue(Compiled):
    pass


@dataclass(eq=False)
class Return(Compiled):
    value: Expr | None


@dataclass(eq=False)
class Goto(Compiled):
    label: str


@dataclass(eq=False)
class Probe(Compiled):
    """Not C: where the generator stands. The interpreter records the state it meets here."""

    hits: list[dict[tuple[str | int, ...], object]] = field(default_factory=list)


Stmt = Assign | Call | If | For | Break | Continue | Return | Goto | Block | Probe


@dataclass(eq=False)
class Function:
    name: str
    ret: Int | None  # None: void
    params: list[VarDecl]
    locals: list[VarDecl] = field(default_factory=list)
    body: Block = field(default_factory=Block)
    induction: list[VarDecl] = field(default_factory=list)
    final: Return | None = None  # after the body and its label: the function's last word


@dataclass(eq=False)
class Program:
    records: list[Record]
    globals: list[VarDecl]
    functions: list[Function]  # callees before callers; main last
