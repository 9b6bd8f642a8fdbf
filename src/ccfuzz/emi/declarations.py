"""The seed's file-scope declarations by name, so that a statement of another file (Athena's
``--corpus``) can be told whether what it names exists in the seed, and exactly alike.

A function must have the same name and canonical type; a typedef the same name and the same
canonical type behind it; a struct, union or enum the same spelling and the same members
(names, canonical types and bit-widths; for an enum, its constants and their values); an
enumeration constant the same name and value. What matches resolves to the offset of the
seed's first declaration of it (-1: declared in a header), which the fit test compares with
the start of the function the statement would go into, as for the seed's own statements.
"""

from __future__ import annotations

from pathlib import Path

import clang.cindex as ci

from ccfuzz.cmodel import CProgram

CK = ci.CursorKind
_RECORDS = {CK.STRUCT_DECL, CK.UNION_DECL, CK.ENUM_DECL}


class Undeclared(Exception):
    """A statement of another file names something the seed does not declare alike."""


def _members(decl: ci.Cursor) -> tuple[tuple[str, str, int], ...]:
    if decl.kind == CK.ENUM_DECL:
        return tuple((c.spelling, "", int(c.enum_value)) for c in decl.get_children()
                     if c.kind == CK.ENUM_CONSTANT_DECL)
    return tuple((f.spelling, str(f.type.get_canonical().spelling),
                  f.get_bitfield_width() if f.is_bitfield() else -1)
                 for f in decl.type.get_canonical().get_fields())


def _key(decl: ci.Cursor) -> tuple[str, str, object] | None:
    """What must be equal for two declarations to be alike; None for what is not looked up."""
    kind = decl.kind
    if kind == CK.FUNCTION_DECL:
        return ("function", decl.spelling, str(decl.type.get_canonical().spelling))
    if kind == CK.TYPEDEF_DECL:
        return ("typedef", decl.spelling,
                str(decl.underlying_typedef_type.get_canonical().spelling))
    if kind in _RECORDS:
        definition = decl.get_definition()
        if definition is None or not decl.spelling:
            return None  # incomplete, or anonymous: nothing to match it by
        return ("record", str(decl.type.get_canonical().spelling), _members(definition))
    if kind == CK.ENUM_CONSTANT_DECL:
        return ("constant", decl.spelling, int(decl.enum_value))
    return None


class Declarations:
    def __init__(self, model: CProgram) -> None:
        main = Path(model.parsed.path).name
        self._first: dict[tuple[str, str, object], int] = {}
        for c in model.parsed.tu.cursor.get_children():
            loc = c.location
            offset = loc.offset if loc.file is not None and Path(loc.file.name).name == main \
                else -1
            found = [c, *(k for k in c.get_children() if k.kind == CK.ENUM_CONSTANT_DECL)] \
                if c.kind == CK.ENUM_DECL else [c]
            for decl in found:
                key = _key(decl)
                if key is not None:
                    self._first.setdefault(key, offset)

    def resolve(self, decl: ci.Cursor) -> int:
        """Where the seed first declares what ``decl`` (of another file) declares; raises
        ``Undeclared`` when the seed has nothing alike."""
        if decl.location.file is None:
            return -1  # a compiler builtin: everywhere
        key = _key(decl)
        if key is None or key not in self._first:
            raise Undeclared(decl.spelling)
        return self._first[key]
