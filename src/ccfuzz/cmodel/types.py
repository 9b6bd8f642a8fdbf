"""C types as the model sees them: a lazy view of a clang type.

Lazy because C types are cyclic (``struct node { struct node *next; }``) and most of a type
is never looked at. Integer types map onto ``cint``'s, so an expression synthesizer can ask
what ``a + b`` is and whether it overflows.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

import clang.cindex as ci

from ccfuzz import cint

TK = ci.TypeKind
_INTEGERS: dict[ci.TypeKind, cint.CType] = {
    TK.BOOL: cint.BOOL, TK.CHAR_S: cint.CHAR, TK.SCHAR: cint.SCHAR, TK.UCHAR: cint.UCHAR,
    TK.CHAR_U: cint.UCHAR, TK.SHORT: cint.SHORT, TK.USHORT: cint.USHORT, TK.INT: cint.INT,
    TK.UINT: cint.UINT, TK.LONG: cint.LONG, TK.ULONG: cint.ULONG, TK.LONGLONG: cint.LLONG,
    TK.ULONGLONG: cint.ULLONG,
}
_FLOATS = {TK.FLOAT, TK.DOUBLE, TK.LONGDOUBLE, TK.FLOAT128, TK.HALF}


@dataclass(frozen=True)
class Field:
    name: str
    type: TypeInfo
    bit_width: int | None  # None: not a bit-field


class TypeInfo:
    """One C type. ``kind`` is one of: int, enum, float, pointer, array, struct, union,
    function, void, other. Qualifiers are those written on this level of the type."""

    def __init__(self, t: ci.Type) -> None:
        self._t = t
        self.spelling: str = t.spelling
        self.const: bool = t.is_const_qualified()
        self.volatile: bool = t.is_volatile_qualified()
        self.restrict: bool = t.is_restrict_qualified()

    def __repr__(self) -> str:
        return f"TypeInfo({self.spelling!r})"

    @functools.cached_property
    def _canonical(self) -> ci.Type:
        return self._t.get_canonical()

    @functools.cached_property
    def canonical(self) -> str:
        """The canonical type's spelling (typedefs resolved, qualifiers kept): two objects of
        one program have exactly the same type when these are equal."""
        return str(self._canonical.spelling)

    @functools.cached_property
    def kind(self) -> str:
        k = self._canonical.kind
        if k in _INTEGERS:
            return "int"
        if k == TK.ENUM:
            return "enum"
        if k in _FLOATS:
            return "float"
        if k == TK.POINTER:
            return "pointer"
        if k in (TK.CONSTANTARRAY, TK.INCOMPLETEARRAY, TK.VARIABLEARRAY):
            return "array"
        if k == TK.RECORD:
            decl = self._canonical.get_declaration()
            return "union" if decl.kind == ci.CursorKind.UNION_DECL else "struct"
        if k in (TK.FUNCTIONPROTO, TK.FUNCTIONNOPROTO):
            return "function"
        if k == TK.VOID:
            return "void"
        return "other"

    @functools.cached_property
    def integer(self) -> cint.CType | None:
        """The ``cint`` type of an integer (an enum: its underlying type), else None."""
        canonical = self._canonical
        if canonical.kind == TK.ENUM:
            canonical = canonical.get_declaration().enum_type.get_canonical()
        return _INTEGERS.get(canonical.kind)

    @functools.cached_property
    def pointee(self) -> TypeInfo | None:
        return TypeInfo(self._canonical.get_pointee()) if self.kind == "pointer" else None

    @functools.cached_property
    def element(self) -> TypeInfo | None:
        return TypeInfo(self._canonical.element_type) if self.kind == "array" else None

    @functools.cached_property
    def length(self) -> int | None:
        """The number of elements of an array of known size."""
        if self._canonical.kind == TK.CONSTANTARRAY:
            return int(self._canonical.element_count)
        return None

    @functools.cached_property
    def fields(self) -> tuple[Field, ...]:
        if self.kind not in ("struct", "union"):
            return ()
        out = []
        for f in self._canonical.get_fields():
            width = f.get_bitfield_width() if f.is_bitfield() else None
            out.append(Field(f.spelling, TypeInfo(f.type), width))
        return tuple(out)

    @functools.cached_property
    def size(self) -> int | None:
        n = self._canonical.get_size()
        return int(n) if n >= 0 else None
