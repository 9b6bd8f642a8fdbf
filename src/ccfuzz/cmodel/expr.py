"""Expressions, built on demand (a whole-program walk of every expression costs more than
the parse): their kind, operator, type, and for integer constants their value.

``Expr.kind`` is one of: binary, assign (``=`` and compound assignments), unary, literal,
ref (a name), call, cast, paren, member, subscript, conditional, stmt-expr, other.
Operators use C spelling: ``+``, ``<<=``, ``&&``; unary ones ``-``, ``!``, ``~``, ``*``,
``&``, ``++``/``--`` (prefix) and ``post++``/``post--``.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator

import clang.cindex as ci

from ccfuzz.cmodel import clang as cl
from ccfuzz.cmodel.types import TypeInfo

CK = ci.CursorKind
_BINARY = {
    "Add": "+", "Sub": "-", "Mul": "*", "Div": "/", "Rem": "%", "Shl": "<<", "Shr": ">>",
    "LT": "<", "GT": ">", "LE": "<=", "GE": ">=", "EQ": "==", "NE": "!=", "And": "&",
    "Xor": "^", "Or": "|", "LAnd": "&&", "LOr": "||", "Comma": ",", "Assign": "=",
    "AddAssign": "+=", "SubAssign": "-=", "MulAssign": "*=", "DivAssign": "/=",
    "RemAssign": "%=", "ShlAssign": "<<=", "ShrAssign": ">>=", "AndAssign": "&=",
    "XorAssign": "^=", "OrAssign": "|=",
}
_KIND = {
    CK.UNARY_OPERATOR: "unary", CK.INTEGER_LITERAL: "literal",
    CK.CHARACTER_LITERAL: "literal", CK.FLOATING_LITERAL: "literal",
    CK.STRING_LITERAL: "literal", CK.DECL_REF_EXPR: "ref", CK.CALL_EXPR: "call",
    CK.CSTYLE_CAST_EXPR: "cast", CK.PAREN_EXPR: "paren", CK.MEMBER_REF_EXPR: "member",
    CK.ARRAY_SUBSCRIPT_EXPR: "subscript", CK.CONDITIONAL_OPERATOR: "conditional",
    CK.StmtExpr: "stmt-expr",
}
_INT_LITERAL = re.compile(r"(0[xX][0-9a-fA-F]+|0[bB][01]+|0[0-7]*|[1-9][0-9]*)[uUlL]*$")


class Expr:
    def __init__(self, cursor: ci.Cursor) -> None:
        self.cursor = cursor
        ext = cursor.extent
        self.start: int = ext.start.offset
        self.end: int = ext.end.offset

    def __repr__(self) -> str:
        return f"Expr({self.kind}, {self.op!r}, {self.type.spelling!r})"

    @functools.cached_property
    def kind(self) -> str:
        k = self.cursor.kind
        if k in (CK.BINARY_OPERATOR, CK.COMPOUND_ASSIGNMENT_OPERATOR):
            return "assign" if (self.op or "").endswith("=") and self.op not in (
                "==", "!=", "<=", ">=") else "binary"
        return _KIND.get(k, "other")

    @functools.cached_property
    def op(self) -> str | None:
        k = self.cursor.kind
        if k in (CK.BINARY_OPERATOR, CK.COMPOUND_ASSIGNMENT_OPERATOR):
            return _BINARY.get(self.cursor.binary_operator.name, "?")
        if k == CK.UNARY_OPERATOR:
            return cl.unary_operator(self.cursor)
        return None

    @functools.cached_property
    def type(self) -> TypeInfo:
        return TypeInfo(self.cursor.type)

    @functools.cached_property
    def children(self) -> list[Expr]:
        """Sub-expressions; libclang's implicit conversions (``UNEXPOSED_EXPR``) are looked
        through, so ``a + 1`` has the children ``a`` and ``1``."""
        return [Expr(_through_implicit(c)) for c in self.cursor.get_children()
                if c.kind.is_expression() or c.kind == CK.UNEXPOSED_EXPR]

    @functools.cached_property
    def value(self) -> int | None:
        """The value of an integer constant (``INTEGER_LITERAL``), else None."""
        if self.cursor.kind != CK.INTEGER_LITERAL:
            return None
        tokens = [t.spelling for t in self.cursor.get_tokens()]
        if len(tokens) != 1:
            return None  # from a macro
        return integer_value(tokens[0])

    def walk(self) -> Iterator[Expr]:
        yield self
        for child in self.children:
            yield from child.walk()


def integer_value(token: str) -> int | None:
    """The value of an integer constant's token (``0x1fu``, ``017``), or None for any
    other token (a form this parser does not read)."""
    if not _INT_LITERAL.match(token):
        return None
    text = token.rstrip("uUlL")
    if text.startswith(("0b", "0B")):
        return int(text[2:], 2)
    if len(text) > 1 and text.startswith("0") and text[1] not in "xX":
        return int(text, 8)
    return int(text, 0)


def _through_implicit(cursor: ci.Cursor) -> ci.Cursor:
    while cursor.kind == CK.UNEXPOSED_EXPR:
        kids = list(cursor.get_children())
        if len(kids) != 1:
            break
        cursor = kids[0]
    return cursor


def expressions(stmt_cursor: ci.Cursor, skip: frozenset[int] = frozenset()) -> list[Expr]:
    """The expressions directly in a statement: the statement itself when it is an
    expression, else its condition, controlling and returned expressions and initializers;
    cursors whose hash is in ``skip`` (its sub-statements) are left out."""
    if stmt_cursor.kind.is_expression():
        return [Expr(_through_implicit(stmt_cursor))]
    found = []
    for child in stmt_cursor.get_children():
        if child.hash in skip:
            continue
        if child.kind.is_expression() or child.kind == CK.UNEXPOSED_EXPR:
            found.append(Expr(_through_implicit(child)))
        elif child.kind in (CK.VAR_DECL, CK.DECL_STMT):
            found += expressions(child)
    return found
