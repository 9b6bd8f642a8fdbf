"""The program model: functions, their statement trees, and what is in scope where.

Ranges are byte offsets ``[start, end)`` into the parsed source. A statement's range is the
whole statement *including* its terminating ``;`` (libclang's extents stop before it for
expression, return, break, continue, goto and do statements), so deleting or wrapping a range
always leaves valid C.

Statements that come out of a macro expansion, or straddle one, are marked ``macro`` and are
never edited; a statement that *is* one whole expansion (``if (c) BODY`` with ``#define BODY
{ ... }``) may itself be deleted or wrapped, its insides may not. So are statements that share
an expansion with another statement (see ``macros``). A statement whose ``;`` is an
expansion of its own (``return 1 SEMI`` with ``#define SEMI ;``) takes it in.
"""

from __future__ import annotations

import bisect
import functools
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

import clang.cindex as ci

from ccfuzz.cmodel import clang as cl
from ccfuzz.cmodel.macros import straddling
from ccfuzz.cmodel.types import TypeInfo

if TYPE_CHECKING:
    from ccfuzz.cmodel.expr import Expr

CK = ci.CursorKind


class StmtKind(StrEnum):
    COMPOUND = "compound"
    IF = "if"
    FOR = "for"
    WHILE = "while"
    DO = "do"
    SWITCH = "switch"
    CASE = "case"
    DEFAULT = "default"
    LABEL = "label"
    GOTO = "goto"
    INDIRECT_GOTO = "indirect-goto"
    BREAK = "break"
    CONTINUE = "continue"
    RETURN = "return"
    EXPR = "expr"
    DECL = "decl"
    NULL = "null"
    ASM = "asm"
    OTHER = "other"


_KINDS = {
    CK.COMPOUND_STMT: StmtKind.COMPOUND, CK.IF_STMT: StmtKind.IF, CK.FOR_STMT: StmtKind.FOR,
    CK.WHILE_STMT: StmtKind.WHILE, CK.DO_STMT: StmtKind.DO, CK.SWITCH_STMT: StmtKind.SWITCH,
    CK.CASE_STMT: StmtKind.CASE, CK.DEFAULT_STMT: StmtKind.DEFAULT,
    CK.LABEL_STMT: StmtKind.LABEL, CK.GOTO_STMT: StmtKind.GOTO,
    CK.INDIRECT_GOTO_STMT: StmtKind.INDIRECT_GOTO, CK.BREAK_STMT: StmtKind.BREAK,
    CK.CONTINUE_STMT: StmtKind.CONTINUE, CK.RETURN_STMT: StmtKind.RETURN,
    CK.DECL_STMT: StmtKind.DECL, CK.NULL_STMT: StmtKind.NULL, CK.ASM_STMT: StmtKind.ASM,
    CK.MS_ASM_STMT: StmtKind.ASM,
}
# Statements whose libclang extent stops before their ';'.
_NEEDS_SEMICOLON = {StmtKind.EXPR, StmtKind.RETURN, StmtKind.BREAK, StmtKind.CONTINUE,
                    StmtKind.GOTO, StmtKind.INDIRECT_GOTO, StmtKind.DO, StmtKind.ASM,
                    StmtKind.OTHER}
# Statements that end where their last sub-statement ends.
_ENDS_WITH_CHILD = {StmtKind.IF, StmtKind.FOR, StmtKind.WHILE, StmtKind.SWITCH,
                    StmtKind.CASE, StmtKind.DEFAULT, StmtKind.LABEL}
LOOPS = {StmtKind.FOR, StmtKind.WHILE, StmtKind.DO}
_STMT_EXPR_HINT = re.compile(rb"\(\s*\{")


@dataclass(frozen=True)
class Var:
    name: str
    type: TypeInfo
    storage: str  # "global", "static-global", "param", "local", "static-local", "extern"
    offset: int  # where it is declared

    @property
    def const(self) -> bool:
        return self.type.const

    @property
    def volatile(self) -> bool:
        return self.type.volatile


@dataclass(eq=False)
class Stmt:
    """One statement. ``role`` says where it sits in its parent: item (of a compound), then,
    else, body, sub (of a label, case or default), stmt-expr (the compound of a ``({ })``),
    attributed (the statement under attributes or a loop pragma, edited with them)."""

    id: int
    kind: StmtKind
    start: int
    end: int
    role: str
    parent: Stmt | None
    function: Function
    cursor: ci.Cursor = field(repr=False)
    children: list[Stmt] = field(default_factory=list, repr=False)
    in_loop: bool = False
    in_switch: bool = False
    macro: bool = False
    value_position: bool = False  # the last statement of a ({ }): its value is the result
    declares: tuple[Var, ...] = ()
    for_vars: tuple[Var, ...] = ()  # a for statement's own declarations (visible in its body)
    label: str | None = None  # the name of a label statement

    @property
    def text(self) -> str:
        return self.function.program.source[self.start:self.end].decode()

    @property
    def line(self) -> int:
        return self.function.program.line_of(self.start)

    @property
    def editable(self) -> bool:
        """May be deleted, replaced or wrapped as a whole."""
        return not self.macro and self.role not in ("stmt-expr", "attributed") and \
            not self.value_position

    def expressions(self) -> list[Expr]:
        """Its own expressions (condition, value, initializers), not its sub-statements'."""
        from ccfuzz.cmodel.expr import expressions

        return expressions(self.cursor, frozenset(c.cursor.hash for c in self.children
                                                  if c.role != "stmt-expr"))

    def walk(self) -> Iterator[Stmt]:
        """This statement and everything under it, in source order."""
        yield self
        for child in self.children:
            yield from child.walk()

    def ancestors(self) -> Iterator[Stmt]:
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def visible_vars(self) -> list[Var]:
        """Every variable in scope at the start of this statement, innermost last; a name
        declared twice is listed once, the inner declaration."""
        found: list[Var] = list(self.function.program.globals_before(self.function.start))
        found += self.function.params
        chain = [*reversed(list(self.ancestors()))]
        for outer, inner in zip(chain, [*chain[1:], self], strict=False):
            if outer.kind == StmtKind.FOR and inner.role == "body":
                found += outer.for_vars
            if outer.kind == StmtKind.COMPOUND:
                for item in outer.children:
                    if item.start >= self.start:
                        break
                    found += item.declares
        by_name: dict[str, Var] = {}
        for var in found:
            by_name.pop(var.name, None)
            by_name[var.name] = var
        return list(by_name.values())


@dataclass(eq=False)
class Function:
    name: str
    start: int
    end: int
    program: CProgram = field(repr=False)
    cursor: ci.Cursor = field(repr=False)
    params: tuple[Var, ...] = ()
    body: Stmt | None = None
    labels: tuple[str, ...] = ()

    def statements(self) -> Iterator[Stmt]:
        if self.body is not None:
            yield from self.body.walk()

    @functools.cached_property
    def identifier_uses(self) -> dict[str, list[int]]:
        """Offsets of every identifier token in the function, by spelling: a cheap,
        conservative stand-in for "where is this name used" (a shadowed name counts too)."""
        uses: dict[str, list[int]] = {}
        for token in self.program.parsed.tu.get_tokens(extent=self.cursor.extent):
            if token.kind == ci.TokenKind.IDENTIFIER:
                uses.setdefault(token.spelling, []).append(token.extent.start.offset)
        return uses


class CProgram:
    """A parsed translation unit: its functions (those defined in the main file), its globals."""

    def __init__(self, parsed: cl.Parsed) -> None:
        self.parsed = parsed
        self.source = parsed.source
        self._line_starts = [0] + [i + 1 for i, b in enumerate(self.source) if b == 10]
        self.globals: list[Var] = []
        self.functions: list[Function] = []
        self._next_id = 0
        self._macros: list[tuple[int, int]] = []
        self._macro_set = set(parsed.macro_ranges)
        main = parsed.tu.get_file(parsed.path)
        for cursor in parsed.tu.cursor.get_children():
            loc = cursor.location
            if loc.file is None or loc.file.name != main.name:
                continue
            if cursor.kind == CK.VAR_DECL:
                self.globals.append(_var(cursor, "global"))
            elif cursor.kind == CK.FUNCTION_DECL and cursor.is_definition():
                self.functions.append(self._function(cursor))

    def line_of(self, offset: int) -> int:
        return bisect.bisect_right(self._line_starts, offset)

    def globals_before(self, offset: int) -> list[Var]:
        return [g for g in self.globals if g.offset < offset]

    def statements(self) -> Iterator[Stmt]:
        for fn in self.functions:
            yield from fn.statements()

    def function(self, name: str) -> Function:
        for fn in self.functions:
            if fn.name == name:
                return fn
        raise KeyError(name)

    # -- building ----------------------------------------------------------------------

    def _function(self, cursor: ci.Cursor) -> Function:
        ext = cursor.extent
        fn = Function(cursor.spelling, ext.start.offset, ext.end.offset, self, cursor)
        self._macros = [(a, b) for a, b in self.parsed.macro_ranges
                        if a < fn.end and b > fn.start]
        fn.params = tuple(_var(c, "param") for c in cursor.get_children()
                          if c.kind == CK.PARM_DECL)
        body = next((c for c in cursor.get_children() if c.kind == CK.COMPOUND_STMT), None)
        if body is not None:
            fn.body = self._stmt(body, None, fn, "body", False, False)
            for stmt in straddling(fn.body, self._macros, self.source, _NEEDS_SEMICOLON,
                                   _ENDS_WITH_CHILD):
                for inner in stmt.walk():
                    inner.macro = True
            fn.labels = tuple(s.label for s in fn.statements() if s.label is not None)
        return fn

    def _stmt(self, cursor: ci.Cursor, parent: Stmt | None, fn: Function, role: str,
              in_loop: bool, in_switch: bool) -> Stmt:
        kind = _KINDS.get(cursor.kind)
        if kind is None:
            kind = StmtKind.EXPR if cursor.kind.is_expression() else StmtKind.OTHER
        ext = cursor.extent
        stmt = Stmt(self._next_id, kind, ext.start.offset, ext.end.offset, role, parent, fn,
                    cursor, in_loop=in_loop, in_switch=in_switch)
        self._next_id += 1
        stmt.macro = (parent is not None and parent.macro) or self._in_macro(stmt, parent)
        kids = list(cursor.get_children())
        sub: list[tuple[ci.Cursor, str]] = []
        if kind == StmtKind.COMPOUND:
            sub = [(k, "item") for k in kids]
        elif kind == StmtKind.IF:
            sub = [(kids[1], "then")] + ([(kids[2], "else")] if len(kids) > 2 else [])
        elif kind in (StmtKind.FOR, StmtKind.WHILE, StmtKind.SWITCH):
            sub = [(kids[-1], "body")]
            if kind == StmtKind.FOR:
                stmt.for_vars = tuple(_var(v, "local") for k in kids[:-1]
                                      if k.kind == CK.DECL_STMT for v in k.get_children()
                                      if v.kind == CK.VAR_DECL)
        elif kind == StmtKind.DO:
            sub = [(kids[0], "body")]
        elif kind in (StmtKind.CASE, StmtKind.DEFAULT, StmtKind.LABEL):
            sub = [(kids[-1], "sub")]
            if kind == StmtKind.LABEL:
                stmt.label = cursor.spelling
        elif cursor.kind == CK.UNEXPOSED_STMT and kids and kids[-1].kind.is_statement():
            # a statement under attributes (clang's AttributedStmt: a loop under
            # `#pragma clang loop`, a `[[fallthrough]]`): the statement is its child
            sub = [(kids[-1], "attributed")]
        elif kind == StmtKind.DECL:
            stmt.declares = tuple(
                _var(v, "static-local" if v.storage_class == ci.StorageClass.STATIC
                     else "extern" if v.storage_class == ci.StorageClass.EXTERN else "local")
                for v in kids if v.kind == CK.VAR_DECL)
        child_loop = in_loop or kind in LOOPS
        child_switch = in_switch or kind == StmtKind.SWITCH
        for k, r in sub:
            stmt.children.append(self._stmt(k, stmt, fn, r, child_loop, child_switch))
        for a, b in zip(stmt.children, stmt.children[1:], strict=False):
            if a.end > b.start:  # "BODY;": the ';' is a statement of its own (see below)
                _trim(a, b.start)
        # Statement expressions hide statements inside expressions: look for them only
        # where the text has a "({" (a cursor walk of every expression would be slow).
        if kind not in (StmtKind.COMPOUND,) and _STMT_EXPR_HINT.search(
                self.source, stmt.start, stmt.end):
            skip = {c.hash for c, _ in sub}
            for inner in _stmt_exprs(cursor, skip):
                block = next(c for c in inner.get_children() if c.kind == CK.COMPOUND_STMT)
                child = self._stmt(block, stmt, fn, "stmt-expr", child_loop, child_switch)
                if child.children:
                    child.children[-1].value_position = True
                stmt.children.append(child)
            stmt.children.sort(key=lambda s: s.start)
        # Where the statement really ends. A statement that is one whole macro expansion
        # takes the ';' after it too: "RETURN_IF(c, v);" may need it inside (an expansion
        # ending in "return v"), and wrapping "BODY;" as "{BODY;}" is harmless.
        whole = not stmt.macro and (stmt.start, stmt.end) in self._macro_set
        if (kind in _NEEDS_SEMICOLON or whole) and not stmt.macro:
            pos = cl.skip_blanks(self.source, stmt.end)
            if self.source[pos:pos + 1] == b";":
                stmt.end = pos + 1
            else:  # "return 1 SEMI" with "#define SEMI ;": the expansion is its ';'
                stmt.end = next((b for a, b in self.parsed.semicolon_macros if a == pos),
                                stmt.end)
        elif kind in _ENDS_WITH_CHILD and stmt.children:
            stmt.end = max(stmt.end, stmt.children[-1].end)
        return stmt

    def _in_macro(self, stmt: Stmt, parent: Stmt | None) -> bool:
        s, e = stmt.start, stmt.end
        for a, b in self._macros:
            if a >= e:
                break
            if b <= s:
                continue
            if s <= a and b <= e and not (a == s and b == e):
                continue  # contains the whole expansion
            if a == s and b == e and parent is not None and not (
                    parent.start >= a and parent.end <= b):
                continue  # is the whole expansion, its parent is not
            return True
        return False


def _trim(stmt: Stmt, end: int) -> None:
    while stmt.end > end:
        stmt.end = end
        if not stmt.children:
            break
        stmt = stmt.children[-1]


def _stmt_exprs(cursor: ci.Cursor, skip: set[int]) -> Iterator[ci.Cursor]:
    """The outermost statement expressions under ``cursor``, not under its sub-statements."""
    if cursor.kind == CK.StmtExpr:
        yield cursor
        return
    for child in cursor.get_children():
        if child.hash not in skip:
            yield from _stmt_exprs(child, skip)


def _var(cursor: ci.Cursor, storage: str) -> Var:
    if storage == "global" and cursor.storage_class == ci.StorageClass.STATIC:
        storage = "static-global"
    elif storage == "global" and cursor.storage_class == ci.StorageClass.EXTERN:
        storage = "extern"
    return Var(cursor.spelling, TypeInfo(cursor.type), storage, cursor.extent.start.offset)


def load(source: str | bytes, *, path: str = "input.c",
         extra_args: tuple[str, ...] = ()) -> CProgram:
    """Parse ``source`` and build its model; ``ParseError`` if it does not parse."""
    return CProgram(cl.parse(source, path=path, extra_args=extra_args))
