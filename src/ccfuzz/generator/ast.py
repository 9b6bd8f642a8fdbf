"""The generated program as data: declarations, expressions and statements, and the visitors
over them.

Expressions are frozen and carry their C type. Statements are plain dataclasses because the
generator grows blocks in place while it generates them (a ``Probe`` marks where it is).

Everything that treats node kinds differently (printing, compiling, reading features off a
tree) is a visitor: a subclass of ``ExprVisitor`` or ``StmtVisitor`` with one method per node
kind. Each node's ``accept`` calls its own method; the methods are abstract, so a visitor that
lacks one cannot be instantiated, and ``tests/test_generator_ast.py`` checks that every node
kind has its method. Nothing is stored on a node beyond its fields: what is computed from the
tree (compiled code, features) is kept beside it, keyed by node.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Generic, TypeVar

from ccfuzz import cint
from ccfuzz.generator.types import Field, Int, Qual, Record, Type, Vector

if TYPE_CHECKING:
    from ccfuzz.generator.vecops import VecFunc

R = TypeVar("R")


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
    # A loop counter's least and greatest value inside its loop: indices computed from
    # counters are checked in bounds for every iteration, without states (``nests``).
    bounds: tuple[int, int] | None = None
    # One of the long arrays of the loop shapes (``vloops``), which loop nests leave alone.
    vector: bool = False

    @property
    def type(self) -> Type:
        return self.qual.type

    @cached_property
    def ref(self) -> VarRef:
        """The reference to this variable, one for all its uses: expressions are immutable,
        and a shared one is compiled once (``code.ExprCompiler`` keeps code by node)."""
        return VarRef(self)


# ----- expressions


@dataclass(frozen=True)
class Const:
    value: cint.Value

    @property
    def type(self) -> Type:
        return Int(self.value.type)

    def children(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_const(self)


@dataclass(frozen=True)
class VarRef:
    decl: VarDecl

    @property
    def type(self) -> Type:
        return self.decl.type

    def children(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_var_ref(self)


@dataclass(frozen=True)
class Member:
    base: Expr  # of a Record type
    record: Record
    field: Field

    @property
    def type(self) -> Type:
        if self.field.bits is not None:
            return Int(self.field.read_type())
        return self.field.type

    def children(self) -> tuple[Expr, ...]:
        return (self.base,)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_member(self)


@dataclass(frozen=True)
class Index:
    base: Expr  # of an Array type
    index: Expr
    type: Type

    def children(self) -> tuple[Expr, ...]:
        return (self.base, self.index)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_index(self)


@dataclass(frozen=True)
class Deref:
    pointer: Expr
    type: Type

    def children(self) -> tuple[Expr, ...]:
        return (self.pointer,)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_deref(self)


@dataclass(frozen=True)
class AddrOf:
    obj: Expr
    type: Type  # a Pointer

    def children(self) -> tuple[Expr, ...]:
        return (self.obj,)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_addr_of(self)


@dataclass(frozen=True)
class Unary:
    op: cint.UnOp
    operand: Expr
    type: Type
    safe: bool = False  # printed as a safe-math wrapper call, with its fallback semantics

    def children(self) -> tuple[Expr, ...]:
        return (self.operand,)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_unary(self)


@dataclass(frozen=True)
class Binary:
    op: cint.BinOp
    left: Expr
    right: Expr
    type: Type
    safe: bool = False

    def children(self) -> tuple[Expr, ...]:
        return (self.left, self.right)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_binary(self)


@dataclass(frozen=True)
class Cast:
    to: cint.CType
    operand: Expr

    @property
    def type(self) -> Type:
        return Int(self.to)

    def children(self) -> tuple[Expr, ...]:
        return (self.operand,)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_cast(self)


@dataclass(frozen=True)
class Cond:
    cond: Expr
    then: Expr
    other: Expr
    type: Type

    def children(self) -> tuple[Expr, ...]:
        return (self.cond, self.then, self.other)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_cond(self)


@dataclass(frozen=True)
class PtrCompare:
    equal: bool  # == or !=
    left: Expr
    right: Expr

    @property
    def type(self) -> Type:
        return Int(cint.INT)

    def children(self) -> tuple[Expr, ...]:
        return (self.left, self.right)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_ptr_compare(self)


@dataclass(frozen=True)
class AssignExpr:
    """``(lhs = rhs)`` or ``(lhs op= rhs)`` inside an expression: a store whose value is the
    value stored, of ``lhs``'s type. ``effects.sequenced`` keeps C's sequencing rules."""

    lhs: Expr
    rhs: Expr
    op: cint.BinOp | None = None

    @property
    def type(self) -> Type:
        return self.lhs.type

    def children(self) -> tuple[Expr, ...]:
        return (self.lhs, self.rhs)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_assign_expr(self)


@dataclass(frozen=True)
class IncDec:
    """``lhs++``, ``lhs--`` (the old value) or ``++lhs``, ``--lhs`` (the new one) inside an
    expression."""

    lhs: Expr
    increment: bool
    prefix: bool

    @property
    def type(self) -> Type:
        return self.lhs.type

    def children(self) -> tuple[Expr, ...]:
        return (self.lhs,)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_inc_dec(self)


@dataclass(frozen=True)
class Comma:
    """``(left, right)``: ``left`` for its side effects, sequenced before ``right``, whose
    value it is."""

    left: Expr
    right: Expr

    @property
    def type(self) -> Type:
        return self.right.type

    def children(self) -> tuple[Expr, ...]:
        return (self.left, self.right)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_comma(self)


@dataclass(frozen=True)
class Builtin:
    """``name(arg)``: a GCC/clang builtin of one integer operand whose result is defined
    for every value ``arg`` takes (``builtins.py`` names them; ``arg`` is already of the
    builtin's parameter type, so no implicit conversion is left to the compiler)."""

    name: str
    arg: Expr
    type: Type  # the builtin's result type

    def children(self) -> tuple[Expr, ...]:
        return (self.arg,)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_builtin(self)


@dataclass(frozen=True)
class Overflow:
    """``__builtin_OP_overflow(left, right, &result)``: ``left OP right`` in infinite
    precision, stored converted (wrapping) to ``result``'s integer type; its value is 1 where
    the stored value is not the exact one, else 0 (``checked.py`` builds it, only as the
    whole right side of an assignment)."""

    op: cint.BinOp  # ADD, SUB or MUL
    left: Expr
    right: Expr
    result: Expr  # an integer local (a VarRef), passed by address
    type: Type  # int: the builtin's bool, promoted

    @property
    def name(self) -> str:
        return f"__builtin_{_OVERFLOW_NAMES[self.op]}_overflow"

    def children(self) -> tuple[Expr, ...]:
        return (self.left, self.right, self.result)

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_overflow(self)


class VecKind(Enum):
    LOAD = "load"  # a vector object's value: operands (the lvalue,)
    LITERAL = "literal"  # ((vT){lanes...})
    BINARY = "binary"  # (a op b), op + - * & | ^
    COMPARE = "compare"  # ((vT)(a op b)): a lane mask, all ones where true
    UNARY = "unary"  # (~a), (-a)
    SHIFT = "shift"  # (a << count), (a >> count), count a literal below the lane width
    VSHIFT = "vshift"  # (a << b), b an AND with a literal of the lane width less one
    SCALAR = "scalar"  # (a op ((elem)(e))): e an integer expression, every lane
    CALL = "call"  # func(a, b)
    SHUFFLE = "shuffle"  # __builtin_shufflevector(a, b, lanes...): lanes of a then b
    CONVERT = "convert"  # __builtin_convertvector(a, vT): a of another type, as many lanes
    PARAM = "param"  # a vector function's parameter or local, by number


@dataclass(frozen=True)
class VecOp:
    """A vector expression of unsigned lanes (``vectors.py`` builds, prints and computes
    them): every lane wraps, so each kind is defined for every lane value."""

    kind: VecKind
    operands: tuple[Expr, ...]
    type: Type  # a types.Vector
    op: cint.BinOp | cint.UnOp | None = None
    lanes: tuple[int, ...] = ()  # a literal's; a shuffle's picks
    count: int = 0  # a shift's literal count, a parameter's number
    func: VecFunc | None = None  # a call's function

    def children(self) -> tuple[Expr, ...]:
        return self.operands

    def accept(self, v: ExprVisitor[R]) -> R:
        return v.visit_vec_op(self)


_OVERFLOW_NAMES = {cint.BinOp.ADD: "add", cint.BinOp.SUB: "sub", cint.BinOp.MUL: "mul"}

Expr = (Const | VarRef | Member | Index | Deref | AddrOf | Unary | Binary | Cast | Cond
        | PtrCompare | AssignExpr | IncDec | Comma | Builtin | Overflow | VecOp)


class ExprVisitor(ABC, Generic[R]):
    """One method per expression kind, named ``visit_`` and the kind in snake case."""

    @abstractmethod
    def visit_const(self, e: Const) -> R: ...

    @abstractmethod
    def visit_var_ref(self, e: VarRef) -> R: ...

    @abstractmethod
    def visit_member(self, e: Member) -> R: ...

    @abstractmethod
    def visit_index(self, e: Index) -> R: ...

    @abstractmethod
    def visit_deref(self, e: Deref) -> R: ...

    @abstractmethod
    def visit_addr_of(self, e: AddrOf) -> R: ...

    @abstractmethod
    def visit_unary(self, e: Unary) -> R: ...

    @abstractmethod
    def visit_binary(self, e: Binary) -> R: ...

    @abstractmethod
    def visit_cast(self, e: Cast) -> R: ...

    @abstractmethod
    def visit_cond(self, e: Cond) -> R: ...

    @abstractmethod
    def visit_ptr_compare(self, e: PtrCompare) -> R: ...

    @abstractmethod
    def visit_assign_expr(self, e: AssignExpr) -> R: ...

    @abstractmethod
    def visit_inc_dec(self, e: IncDec) -> R: ...

    @abstractmethod
    def visit_comma(self, e: Comma) -> R: ...

    @abstractmethod
    def visit_builtin(self, e: Builtin) -> R: ...

    @abstractmethod
    def visit_overflow(self, e: Overflow) -> R: ...

    @abstractmethod
    def visit_vec_op(self, e: VecOp) -> R: ...


class LvalueVisitor(ExprVisitor[R]):
    """A visitor of the expressions that designate objects (variables, members, elements,
    dereferences); any other kind is a caller's mistake and fails."""

    def _not_lvalue(self, e: Expr) -> R:
        raise AssertionError(f"not an lvalue: {e}")

    visit_const = visit_addr_of = visit_unary = visit_binary = visit_cast = visit_cond = \
        visit_ptr_compare = visit_assign_expr = visit_inc_dec = visit_comma = \
        visit_builtin = visit_overflow = visit_vec_op = _not_lvalue


def int_ctype(e: Expr) -> cint.CType:
    """The C type of ``e``, an expression of integer type."""
    assert isinstance(e.type, Int)
    return e.type.ctype


def int_const(k: int) -> Const:
    """The ``int`` constant ``k``."""
    return Const(cint.Value(k, cint.INT))


def subexpressions(e: Expr) -> Iterator[Expr]:
    """``e`` and every expression under it, parents first."""
    yield e
    for c in e.children():
        yield from subexpressions(c)


# ----- statements


@dataclass(eq=False)
class Block:
    stmts: list[Stmt] = field(default_factory=list)
    end_label: str | None = None  # `label: ;` printed as the block's last statement

    def blocks(self) -> tuple[Block, ...]:
        return (self,)

    def exprs(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_block(self)


@dataclass(eq=False)
class Assign:
    lhs: Expr
    rhs: Expr
    op: cint.BinOp | None = None  # compound assignment `lhs op= rhs`
    step: bool = False  # `lhs++` / `lhs--`: op is ADD / SUB and rhs the int 1

    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return (self.lhs, self.rhs)

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_assign(self)


@dataclass(eq=False)
class Call:
    lhs: Expr | None
    func: Function
    args: tuple[Expr, ...]

    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return self.args if self.lhs is None else (self.lhs, *self.args)

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_call(self)


@dataclass(eq=False)
class If:
    cond: Expr
    then: Block
    other: Block | None = None

    def blocks(self) -> tuple[Block, ...]:
        return (self.then,) if self.other is None else (self.then, self.other)

    def exprs(self) -> tuple[Expr, ...]:
        return (self.cond,)

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_if(self)


class LoopForm(Enum):
    """How a counted loop is spelt (the counter runs through the same values in each):

    - ``FOR``: ``for (var = start; var < stop; var += step) body``;
    - ``WHILE``: ``var = start; while (var < stop) { body  var += step; }``, the step after the
      body's end label: a ``continue`` directly in it would skip the step, so none is made;
    - ``DO``: ``var = start; do body while ((var += step) < stop);``: the body runs at least
      once (trip counts start at 1), and ``continue`` goes to the step.

    With a negative step the comparison is ``>``."""

    FOR = "for"
    WHILE = "while"
    DO = "do"


@dataclass(eq=False)
class For:
    """A counted loop: a fixed trip count, since the body never writes ``var``; spelt as a
    ``for``, a ``while`` or a ``do`` loop (``form``)."""

    var: VarDecl
    start: int
    stop: int
    step: int
    body: Block
    form: LoopForm = LoopForm.FOR
    # Free of loop-carried dependences, and printed under the pragmas that say so
    # (``vloops``): gcc's ``ivdep``, clang's ``loop vectorize(enable)``.
    hint: bool = False
    shape: str | None = None  # the loop shape (``vloops.SHAPES``) it was made as

    def blocks(self) -> tuple[Block, ...]:
        return (self.body,)

    def exprs(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_for(self)


@dataclass(eq=False)
class Break:
    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_break(self)


@dataclass(eq=False)
class Continue:
    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_continue(self)


@dataclass(eq=False)
class Return:
    value: Expr | None

    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return () if self.value is None else (self.value,)

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_return(self)


@dataclass(eq=False)
class Goto:
    label: str

    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_goto(self)


@dataclass(eq=False)
class Case:
    """One ``case`` (or, with no value, the ``default``) of a switch, and its body; without
    ``brk`` the body falls through into the next case's."""

    value: cint.Value | None  # of the controlling expression's promoted type
    body: Block
    brk: bool


@dataclass(eq=False)
class Switch:
    """``switch (cond) { case V: { body  break; } ... }``: each case's body in braces (no
    declarations, so nothing is jumped over), a ``break`` after its end label unless it falls
    through. A ``break`` inside a body leaves the switch; ``continue`` goes to the enclosing
    loop."""

    cond: Expr
    cases: list[Case]

    def blocks(self) -> tuple[Block, ...]:
        return tuple(c.body for c in self.cases)

    def exprs(self) -> tuple[Expr, ...]:
        return (self.cond,)

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_switch(self)


@dataclass(eq=False)
class Probe:
    """Not C: where the generator stands. The interpreter records the state it meets here."""

    hits: list[dict[tuple[str | int, ...], object]] = field(default_factory=list)

    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return ()

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_probe(self)


class MemKind(Enum):
    MEMCPY = "memcpy"  # memcpy(&dst, &src, sizeof (dst));
    MEMSET = "memset"  # memset(&dst, byte, sizeof (dst));
    LITERAL = "compound literal"  # dst = (struct S){inits};


@dataclass(eq=False)
class MemOp:
    """A whole object written at once (``memidioms.py``): copied from ``src``, every
    byte set to ``byte``, or assigned a compound literal of ``inits`` (one per cell of
    ``types.leaves``, as a declaration's)."""

    kind: MemKind
    dst: Expr
    src: Expr | None = None
    byte: int = 0
    inits: tuple[Expr, ...] = ()

    def blocks(self) -> tuple[Block, ...]:
        return ()

    def exprs(self) -> tuple[Expr, ...]:
        return (self.dst, *((self.src,) if self.src is not None else ()), *self.inits)

    def accept(self, v: StmtVisitor[R]) -> R:
        return v.visit_mem_op(self)


Stmt = (Assign | Call | If | For | Switch | Break | Continue | Return | Goto | Block | Probe
        | MemOp)


class StmtVisitor(ABC, Generic[R]):
    """One method per statement kind, named ``visit_`` and the kind in snake case."""

    @abstractmethod
    def visit_assign(self, s: Assign) -> R: ...

    @abstractmethod
    def visit_call(self, s: Call) -> R: ...

    @abstractmethod
    def visit_if(self, s: If) -> R: ...

    @abstractmethod
    def visit_for(self, s: For) -> R: ...

    @abstractmethod
    def visit_break(self, s: Break) -> R: ...

    @abstractmethod
    def visit_continue(self, s: Continue) -> R: ...

    @abstractmethod
    def visit_return(self, s: Return) -> R: ...

    @abstractmethod
    def visit_goto(self, s: Goto) -> R: ...

    @abstractmethod
    def visit_switch(self, s: Switch) -> R: ...

    @abstractmethod
    def visit_block(self, s: Block) -> R: ...

    @abstractmethod
    def visit_probe(self, s: Probe) -> R: ...

    @abstractmethod
    def visit_mem_op(self, s: MemOp) -> R: ...


def statements(b: Block) -> Iterator[Stmt]:
    """Every statement under ``b``, in the order they are printed (parents first)."""
    for s in b.stmts:
        yield s
        for inner in s.blocks():
            yield from statements(inner)


# ----- declarations


@dataclass(eq=False)
class Function:
    name: str
    ret: Int | Record | None  # None: void; a struct or union is returned by value
    params: list[VarDecl]
    locals: list[VarDecl] = field(default_factory=list)
    body: Block = field(default_factory=Block)
    induction: list[VarDecl] = field(default_factory=list)
    final: Return | None = None  # after the body and its label: the function's last word
    # Calls itself (``FuncGen`` explains how): its first parameter is the depth, a const int
    # the recursive call passes decreased by one under ``if (depth > 0)``.
    recursive: bool = False
    # A loop function (``vloops``): a loop shape over pointers to the vector arrays, called
    # only by ``vloops``, with arguments that keep its ``restrict`` promises.
    loop_function: bool = False
    noinline: bool = False  # printed with ``__attribute__((noinline))``


@dataclass(eq=False)
class Program:
    records: list[Record]
    globals: list[VarDecl]
    functions: list[Function]  # callees before callers; main last
    int128: bool = False  # declares the 128-bit typedefs (``cint.INT128_TYPEDEFS``)
    # declares the bit-precise types of these widths (``cint.bitint_typedefs``)
    bitint_widths: tuple[int, ...] = ()
    # Vector types and the functions of vectors (``vectors``), printed before the records.
    vector_types: tuple[Vector, ...] = ()
    vector_funcs: tuple[VecFunc, ...] = ()
    headers: tuple[str, ...] = ()  # beside <stdint.h> and <stdio.h>
