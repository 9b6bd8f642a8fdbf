"""Where DiWi's witnessing rules may edit one program: its places, found in one walk.

``Sites`` parses a program with the C model and lists every declaration's specifiers (and
every cast's), binary and unary operator, integer constant, variable reference and statement
that a rule could change, with the byte ranges an edit replaces. Places on a line that prints
(a call of one of ``ORACLE_CALLS``: the oracle's output; for a statement, on any of its
lines) and in the bodies of the oracle's own helpers are left out, and so is anything that
touches a macro expansion.
"""

from __future__ import annotations

import bisect
import itertools
from collections.abc import Iterator
from dataclasses import dataclass, replace

import clang.cindex as ci

from ccfuzz import cmodel
from ccfuzz.cmodel import Expr

CK = ci.CursorKind
# Calls whose lines are the oracle's output, and helpers whose bodies compute it.
ORACLE_CALLS = frozenset({
    "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc", "write", "crc",
    "transparent_crc", "transparent_crc_bytes", "platform_main_begin", "platform_main_end",
    "crc32_gentab", "crc32_byte", "crc32_8bytes"})

ARITHMETIC = ("+", "-", "*", "/", "%")
RELATIONAL = ("<", ">", "<=", ">=", "==", "!=")
BITWISE = ("&", "|", "^")
SHIFTS = ("<<", ">>")
LOGICAL = ("&&", "||")
COMPOUND = (("+=", "-=", "*=", "/=", "%="), ("&=", "|=", "^="), ("<<=", ">>="))
UNARY = ("++", "post++", "--", "post--", "~")
_STORAGE = frozenset({"static", "extern", "register", "inline", "_Thread_local", "auto"})
_QUALIFIERS = frozenset({"const", "volatile", "restrict"})
_SIZES = frozenset({"short", "long"})
SIGNS = frozenset({"unsigned", "signed"})
INT_WORDS = frozenset({"int", "char", "short", "long"})
# The words that spell an arithmetic type.
NUMERIC_WORDS = INT_WORDS | SIGNS | {"float", "double", "_Bool"}
# <stdint.h>'s exact-width types (what generated programs declare), as the words they stand
# for on x86_64.
STDINT = {"int8_t": ("signed", "char"), "uint8_t": ("unsigned", "char"),
          "int16_t": ("short",), "uint16_t": ("unsigned", "short"), "int32_t": ("int",),
          "uint32_t": ("unsigned",), "int64_t": ("long",), "uint64_t": ("unsigned", "long")}
_BASIC = _STORAGE | _QUALIFIERS | _SIZES | SIGNS | {"int", "char", "float", "double",
                                                      "_Bool", "void"}
NOT_TYPE = _STORAGE | _QUALIFIERS  # specifier words that are no part of a type's name
_NUMBERS = ("int", "enum", "float")  # TypeInfo kinds of arithmetic types


@dataclass(frozen=True)
class Edit:
    """Replace bytes ``[start, end)`` of the program by ``text`` (an insertion when equal)."""

    start: int
    end: int
    text: str


@dataclass(frozen=True)
class Spec:
    """The declaration specifiers of a declaration or a cast: their words and where each
    starts and ends; ``basic``: made only of keywords (no typedef name, no struct)."""

    words: tuple[tuple[str, int, int], ...]
    basic: bool
    initialized: bool = False
    pointer_name: int | None = None  # where the name of a pointer declarator starts
    # The declarator, one sharing these specifiers, or the cast's type is a pointer.
    pointer: bool = False

    def has(self, word: str) -> bool:
        return any(w == word for w, _, _ in self.words)

    def type_start(self) -> int | None:
        """Where the first specifier that is not a storage class starts."""
        return next((s for w, s, _ in self.words if w not in _STORAGE), None)


@dataclass(frozen=True)
class Binary:
    op: str
    start: int  # the operator token
    integer_operands: bool
    arithmetic_operands: bool


@dataclass(frozen=True)
class Unary:
    op: str
    start: int  # the whole expression
    end: int
    operand: str
    integer: bool  # the operand is of an integer type
    lvalue: bool  # and may be incremented


@dataclass(frozen=True)
class Literal:
    value: int
    start: int
    end: int
    suffix: str


@dataclass(frozen=True)
class Lift:
    """An expression ``[start, end)`` that may be replaced by one of its operands, ``[operand,
    operand_end)``: the ``left`` or ``right`` one of a binary operator, or a ``cast``'s."""

    side: str
    start: int
    end: int
    operand: int
    operand_end: int


@dataclass(frozen=True)
class Reference:
    start: int
    end: int
    others: tuple[str, ...]  # variables in scope there with the same type


@dataclass(frozen=True)
class Read:
    """A variable of arithmetic type read for its value (not assigned, incremented or
    addressed) at ``[start, end)``."""

    start: int
    end: int


class Sites:
    """Every place of one program a rule may edit, found in one walk of its model."""

    def __init__(self, source: bytes, *, path: str = "prog.c") -> None:
        self.program = cmodel.load(source, path=path)
        self.source = self.program.source
        tu = self.program.parsed.tu
        main = tu.get_file(path)
        whole = ci.SourceRange.from_locations(tu.get_location(path, 0),
                                              tu.get_location(path, len(self.source)))
        self._tokens = list(tu.get_tokens(extent=whole))
        self._token_starts = [t.extent.start.offset for t in self._tokens]
        self._macros = self.program.parsed.macro_ranges  # sorted by start
        self._macro_starts = [a for a, _ in self._macros]
        self._macro_reach = list(itertools.accumulate((b for _, b in self._macros), max))
        self.specs: list[Spec] = []
        # Casts to one of STDINT's types, which only the type rules change.
        self.stdint_casts: list[Spec] = []
        self.binaries: list[Binary] = []
        self.unaries: list[Unary] = []
        self.literals: list[Literal] = []
        self.references: list[Reference] = []
        self.reads: list[Read] = []
        # The values of the program's integer constants (on lines that print too), and 0
        # and 1: what a read may become.
        self.constants: tuple[int, ...] = ()
        # Arithmetic expressions that an operand of theirs may replace.
        self.lifts: list[Lift] = []
        # Deletions of whole statements: "" left for an item of a compound, ";" where the
        # grammar needs a statement.
        self.statements: list[Edit] = []
        # ``static`` of a file-scope object or function (its internal linkage) deleted, or
        # inserted where a definition there has no storage class: the "linkage" rules.
        self.unstatic: list[Edit] = []
        self.restatic: list[Edit] = []
        self._linked: set[int] = set()  # where each file-scope declaration placed starts
        self._protected: set[int] = set()
        self._spec_at: dict[int, int] = {}  # a placed specifier word's start: its spec
        self._negated: set[int] = set()  # literals under a unary minus, placed with it
        self._written: set[int] = set()  # references assigned, incremented or addressed
        # Integer constants of declarators (a bit-field's width, a field's array bound,
        # an _Alignas), which no expression walk reaches.
        self._declared: list[Literal] = []
        self._last_spec: int | None = None  # the last specifiers placed with their words
        self._last_name = 0  # where the last declarator's name starts
        self._collect(tu, main.name)

    def line_of(self, offset: int) -> int:
        return self.program.line_of(offset)

    # -- collecting --------------------------------------------------------------------------

    def _collect(self, tu: ci.TranslationUnit, main: str) -> None:
        for cursor in tu.cursor.get_children():
            if cursor.location.file is None or cursor.location.file.name != main:
                continue
            if cursor.kind in (CK.VAR_DECL, CK.FUNCTION_DECL):
                self._linkage(cursor)
            if cursor.kind == CK.VAR_DECL:
                self._declaration(cursor)
                # Its initializer's operators, casts and constants (not its names: there
                # are no scopes to take another from).
                for init in cursor.get_children():
                    if init.kind.is_expression() or init.kind == CK.UNEXPOSED_EXPR:
                        for e in Expr(init).walk():
                            self._expression(e)
            elif cursor.kind in (CK.STRUCT_DECL, CK.UNION_DECL):
                for field in cursor.get_children():
                    if field.kind == CK.FIELD_DECL:
                        self._declaration(field)
        for fn in self.program.functions:
            if fn.name in ORACLE_CALLS:
                continue
            for param in fn.params:
                cursor = next(c for c in fn.cursor.get_children()
                              if c.kind == CK.PARM_DECL and c.spelling == param.name)
                self._declaration(cursor)
            for stmt in fn.statements():
                if stmt.macro:
                    continue
                if _deletable(stmt):
                    self.statements.append(
                        Edit(stmt.start, stmt.end, "" if stmt.role == "item" else ";"))
                if stmt.kind == cmodel.StmtKind.DECL:
                    for v in stmt.cursor.get_children():
                        if v.kind == CK.VAR_DECL:
                            self._declaration(v)
                scope: dict[str, list[str]] | None = None
                for top in stmt.expressions():
                    for e in top.walk():
                        if e.kind == "ref":
                            scope = scope if scope is not None else _by_type(stmt)
                            self._reference(e, scope)
                        else:
                            self._expression(e)
        # After the expressions' constants, in order; a struct's fields are also inside
        # the extent of a variable declared with it, and an array's bound is an expression.
        placed = {x.start for x in self.literals}
        for x in self._declared:
            if x.start not in placed:
                placed.add(x.start)
                self.literals.append(x)
        self.constants = tuple(sorted({0, 1} | {x.value for x in self.literals}))
        self._drop_protected()

    def _expression(self, e: Expr) -> None:
        written = e.children[:1] if e.kind == "assign" or (
            e.kind == "unary" and e.op in (*UNARY[:4], "&")) else []
        self._written.update(x.start for x in written if x.kind == "ref")
        if e.kind == "call":
            if e.cursor.spelling in ORACLE_CALLS:
                self._protected.update(range(self.line_of(e.start), self.line_of(e.end) + 1))
        elif e.kind in ("binary", "assign") and e.op is not None and len(e.children) == 2:
            lhs, rhs = e.children
            token = self._token_after(lhs.end)
            if token is None or token[0] != e.op or token[1] >= rhs.start:
                return
            kinds = (lhs.type.kind, rhs.type.kind)
            self.binaries.append(Binary(
                e.op, token[1], all(k in ("int", "enum") for k in kinds),
                all(k in _NUMBERS for k in kinds)))
            if e.kind == "binary" and e.op != "," and not self._in_macro(e.start, e.end) \
                    and all(k in _NUMBERS for k in (*kinds, e.type.kind)):
                self.lifts += [Lift(side, e.start, e.end, x.start, x.end)
                               for side, x in (("left", lhs), ("right", rhs))]
        elif e.kind == "unary" and e.op in UNARY and len(e.children) == 1:
            operand = e.children[0]
            text = self.source[operand.start:operand.end].decode()
            if not text or self._in_macro(e.start, e.end):
                return
            lvalue = operand.kind in ("ref", "member", "subscript") or (
                operand.kind == "unary" and operand.op == "*")
            self.unaries.append(Unary(
                e.op, e.start, e.end, text, operand.type.kind in ("int", "enum"),
                lvalue and not operand.type.const
                and operand.type.kind in (*_NUMBERS, "pointer")))
        elif e.kind == "cast":
            self._cast(e)
        self._literal(e)

    def _literal(self, e: Expr) -> None:
        """An integer constant; a negated one (``-2``: C has no negative literals) is one
        constant of negative value, so that the constant rules change its sign too."""
        literal, value = e, e.value
        if e.kind == "unary" and e.op == "-" and len(e.children) == 1 and \
                e.children[0].kind == "literal" and e.children[0].value is not None:
            literal, value = e.children[0], -e.children[0].value
            self._negated.add(literal.start)
        elif e.kind != "literal" or e.start in self._negated:
            return
        if value is None or self._in_macro(e.start, e.end):
            return
        text = self.source[literal.start:literal.end].decode()
        digits = text.rstrip("uUlL")
        self.literals.append(Literal(value, e.start, e.end, text[len(digits):]))

    def _reference(self, e: Expr, scope: dict[str, list[str]]) -> None:
        target = e.cursor.referenced
        if target is None or target.kind not in (CK.VAR_DECL, CK.PARM_DECL) or \
                self._in_macro(e.start, e.end):
            return
        if e.type.kind in _NUMBERS and e.start not in self._written:
            self.reads.append(Read(e.start, e.end))
        others = tuple(n for n in scope.get(e.type.canonical, ()) if n != e.cursor.spelling)
        if others:
            self.references.append(Reference(e.start, e.end, others))

    def _declaration(self, cursor: ci.Cursor) -> None:
        start, name = cursor.extent.start.offset, cursor.location.offset
        if name <= start or start in self._spec_at:
            # "int a, *p": the later declarator shares the first's specifiers, placed once
            # with the first (libclang starts its extent at its name, or at the specifiers);
            # they are then a pointer's too.
            shared = self._spec_at.get(start, self._last_spec)
            if shared is not None and self._pointer_declarator(self._last_name, name):
                self.specs[shared] = replace(self.specs[shared], pointer=True)
        previous, self._last_name = self._last_name, name
        self._declarator_constants(cursor)
        if name <= start or self._in_macro(start, name + 1):
            return
        words = [(t.spelling, s, s + len(t.spelling)) for t, s in self._tokens_in(start, name)]
        cut = next((i for i, w in enumerate(words) if w[0] in ("*", "(")), len(words))
        spec = list(words[:cut])
        pointer_name = name if words and words[-1][0] == "*" and \
            cursor.type.get_canonical().kind == ci.TypeKind.POINTER else None
        initialized = any(c.kind.is_expression() or c.kind == CK.UNEXPOSED_EXPR
                          for c in cursor.get_children())
        after_star = tuple(w for w in words[cut:] if w[0] in _QUALIFIERS)
        # "int a, *b": both declarators share the specifiers, which are edited once; each
        # keeps its own pointer qualifiers.
        if spec and spec[0][1] in self._spec_at:
            spec = []
        else:
            self._last_spec = len(self.specs)
            for _, at, _ in spec:
                self._spec_at.setdefault(at, len(self.specs))
        self.specs.append(Spec(tuple(spec) + after_star, all(w[0] in _BASIC for w in spec),
                               initialized, pointer_name,
                               self._pointer_declarator(previous, name)))

    def _linkage(self, cursor: ci.Cursor) -> None:
        """Where a file-scope declaration's linkage may change: its ``static`` deleted, or
        ``static`` put first in a definition with no storage class (``main`` and the
        oracle's helpers keep theirs)."""
        start, name = cursor.extent.start.offset, cursor.location.offset
        # "static int a, b": the later declarator shares the first's specifiers, placed once.
        if name <= start or start in self._linked or \
                cursor.spelling in ORACLE_CALLS | {"main"} or self._in_macro(start, name + 1):
            return
        self._linked.add(start)
        words = [(t.spelling, at) for t, at in self._tokens_in(start, name)]
        statics = [at for w, at in words if w == "static"]
        if statics:
            end = statics[0] + len("static")
            while self.source[end:end + 1] in (b" ", b"\t"):
                end += 1
            self.unstatic.append(Edit(statics[0], end, ""))
        # An object at file scope without a storage class is a definition, if a tentative
        # one; a function is one only with its body. A static after an earlier declaration
        # without one would contradict it.
        elif (cursor.kind == CK.VAR_DECL or cursor.is_definition()) and \
                cursor.canonical == cursor and not any(w in _STORAGE for w, _ in words):
            self.restatic.append(Edit(start, start, "static "))

    def _declarator_constants(self, cursor: ci.Cursor) -> None:
        """The integer constants of a declaration outside its initializer: a bit-field's
        width, an array's bound, an ``_Alignas``'s argument."""
        start, end = cursor.extent.start.offset, cursor.extent.end.offset
        inits = [(c.extent.start.offset, c.extent.end.offset) for c in cursor.get_children()
                 if c.kind.is_expression() or c.kind == CK.UNEXPOSED_EXPR]
        for token, at in self._tokens_in(start, end):
            if token.kind != ci.TokenKind.LITERAL or self._in_macro(at, at + 1) or any(
                    a <= at < b for a, b in inits if cursor.kind == CK.VAR_DECL):
                continue
            value = cmodel.integer_value(token.spelling)
            if value is not None:
                digits = token.spelling.rstrip("uUlL")
                self._declared.append(Literal(value, at, at + len(token.spelling),
                                              token.spelling[len(digits):]))

    def _pointer_declarator(self, after: int, name: int) -> bool:
        """Is the declarator whose name starts at ``name`` a pointer's: a ``*`` (and maybe
        qualifiers) right before the name, after ``after`` (the previous declarator's)?"""
        before = [t.spelling for t, _ in self._tokens_in(after, name)]
        while before and before[-1] in _QUALIFIERS:
            before.pop()
        return before[-1:] == ["*"]

    def _cast(self, e: Expr) -> None:
        operand = next(iter(e.children), None)
        if operand is None or self._in_macro(e.start, e.end):
            return
        words = [(t.spelling, s, s + len(t.spelling))
                 for t, s in self._tokens_in(e.start, operand.start)][1:]
        cut = next((i for i, w in enumerate(words) if w[0] in ("*", "(", ")")), len(words))
        spec = words[:cut]
        pointer = cut < len(words) and words[cut][0] == "*"
        # Qualifiers on a cast's type mean nothing: casts get the modifier rules only.
        unqualified = tuple(w for w in spec if w[0] not in _QUALIFIERS)
        if e.type.kind in _NUMBERS and operand.type.kind in _NUMBERS:
            self.lifts.append(Lift("cast", e.start, e.end, operand.start, operand.end))
        if spec and all(w[0] in _BASIC for w in spec):
            self.specs.append(Spec(unqualified, True, initialized=False, pointer=pointer))
        elif len(unqualified) == 1 and unqualified[0][0] in STDINT:
            self.stdint_casts.append(Spec(unqualified, False, pointer=pointer))

    # -- helpers -----------------------------------------------------------------------------

    def _tokens_in(self, start: int, end: int) -> Iterator[tuple[ci.Token, int]]:
        i = bisect.bisect_left(self._token_starts, start)
        while i < len(self._tokens) and self._token_starts[i] < end:
            yield self._tokens[i], self._token_starts[i]
            i += 1

    def _token_after(self, offset: int) -> tuple[str, int] | None:
        i = bisect.bisect_left(self._token_starts, offset)
        if i == len(self._tokens):
            return None
        return self._tokens[i].spelling, self._token_starts[i]

    def _in_macro(self, start: int, end: int) -> bool:
        """Does ``[start, end)`` overlap a macro expansion? One starts inside it, or one that
        starts before it reaches into it."""
        first = bisect.bisect_left(self._macro_starts, start)
        if first < len(self._macros) and self._macro_starts[first] < end:
            return True
        return first > 0 and self._macro_reach[first - 1] > start

    def _drop_protected(self) -> None:
        def keep(offset: int) -> bool:
            return self.line_of(offset) not in self._protected

        def keep_all(start: int, end: int) -> bool:
            """Is no line of ``[start, end)`` protected?"""
            return self._protected.isdisjoint(
                range(self.line_of(start), self.line_of(end - 1) + 1))

        self.specs = [s for s in self.specs if all(keep(a) for _, a, _ in s.words)]
        self.stdint_casts = [s for s in self.stdint_casts
                             if all(keep(a) for _, a, _ in s.words)]
        self.binaries = [b for b in self.binaries if keep(b.start)]
        self.unaries = [u for u in self.unaries if keep(u.start) and keep(u.end)]
        self.literals = [x for x in self.literals if keep(x.start)]
        self.references = [r for r in self.references if keep(r.start)]
        self.reads = [r for r in self.reads if keep(r.start)]
        self.lifts = [x for x in self.lifts if keep_all(x.start, x.end)]
        self.statements = [t for t in self.statements if keep_all(t.start, t.end)]
        self.unstatic = [t for t in self.unstatic if keep(t.start)]
        self.restatic = [t for t in self.restatic if keep(t.start)]


# Statements never deleted: a declaration (its names are used after it), a label, case or
# default (a jump to it), and an empty one (nothing to delete).
_KEPT = frozenset({cmodel.StmtKind.DECL, cmodel.StmtKind.LABEL, cmodel.StmtKind.CASE,
                   cmodel.StmtKind.DEFAULT, cmodel.StmtKind.NULL})


def _deletable(stmt: cmodel.Stmt) -> bool:
    """May ``stmt`` be deleted as a whole? Not a function's body, not a ``return`` with a
    value (the caller would use a value never returned), nothing of ``_KEPT``."""
    if stmt.parent is None or stmt.kind in _KEPT or not stmt.editable:
        return False
    if stmt.kind == cmodel.StmtKind.RETURN:
        return not any(True for _ in stmt.cursor.get_children())
    return True


def _by_type(stmt: cmodel.Stmt) -> dict[str, list[str]]:
    """The variables in scope at ``stmt``, by canonical type."""
    out: dict[str, list[str]] = {}
    for var in stmt.visible_vars():
        if var.type.kind != "function":
            out.setdefault(var.type.canonical, []).append(var.name)
    return out
