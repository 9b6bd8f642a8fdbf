"""The C types the generator builds programs from, as data.

Integers are ``cint.CType``s: the eight <stdint.h> types, and ``char``, ``long long`` and
``unsigned long long``, which are types of their own (``char`` is not ``signed char``, nor
``long long`` the ``long`` that is ``int64_t`` on x86-64: a pointer to one may not point at
the other). An integer declaration may spell its type with keywords (``short``, ``unsigned``,
``long int``) instead of the <stdint.h> name; the spelling is how the type is written, not
part of it, so it takes no part in comparisons. Records (structs and unions) have identity by
name; a ``Qual`` is a type with its ``const``/``volatile`` qualifiers, so a pointer
can carry qualifiers at every level of indirection (``const int32_t * volatile *``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import TypeVar

from ccfuzz import cint

T = TypeVar("T")

INT_TYPES: tuple[cint.CType, ...] = (
    cint.INT8_T, cint.UINT8_T, cint.INT16_T, cint.UINT16_T,
    cint.INT32_T, cint.UINT32_T, cint.INT64_T, cint.UINT64_T,
)


class _ByType(dict[cint.CType, T]):
    """A table by integer type whose bit-precise types (made per program, ``cint.bitint``)
    all map to their typedef name, as ``make`` gives it."""

    def __init__(self, table: dict[cint.CType, T], make: Callable[[cint.CType], T]) -> None:
        super().__init__(table)
        self._make = make

    def __missing__(self, t: cint.CType) -> T:
        if t.bitint:
            return self._make(t)
        raise KeyError(t)


SPELLING: dict[cint.CType, str] = _ByType({
    cint.INT8_T: "int8_t", cint.UINT8_T: "uint8_t", cint.INT16_T: "int16_t",
    cint.UINT16_T: "uint16_t", cint.INT32_T: "int32_t", cint.UINT32_T: "uint32_t",
    cint.INT64_T: "int64_t", cint.UINT64_T: "uint64_t",
    cint.CHAR: "char", cint.LLONG: "long long", cint.ULLONG: "unsigned long long",
    cint.INT128: "int128_t", cint.UINT128: "uint128_t",
}, lambda t: t.name)
# gcc's and clang's 128-bit integers (feature ``int128``), by their typedef names
# (``cint.INT128_TYPEDEFS``).
WIDE_TYPES: tuple[cint.CType, ...] = (cint.INT128, cint.UINT128)
# The types that have no <stdint.h> name, which a program with keyword spellings also uses.
KEYWORD_TYPES: tuple[cint.CType, ...] = (cint.CHAR, cint.LLONG, cint.ULLONG)
# Other spellings of each type, all naming exactly that type with gcc, clang and tcc on
# x86-64 (glibc's int64_t is long).
KEYWORD_SPELLINGS: dict[cint.CType, tuple[str, ...]] = _ByType({
    cint.INT8_T: ("signed char",), cint.UINT8_T: ("unsigned char",),
    cint.INT16_T: ("short", "short int", "signed short"),
    cint.UINT16_T: ("unsigned short", "unsigned short int"),
    cint.INT32_T: ("int", "signed", "signed int"), cint.UINT32_T: ("unsigned", "unsigned int"),
    cint.INT64_T: ("long", "long int", "signed long"),
    cint.UINT64_T: ("unsigned long", "unsigned long int"),
    cint.CHAR: ("char",), cint.LLONG: ("long long", "long long int", "signed long long"),
    cint.ULLONG: ("unsigned long long", "unsigned long long int"),
    cint.INT128: ("int128_t",), cint.UINT128: ("uint128_t",),
}, lambda t: (t.name,))


@dataclass(frozen=True)
class Int:
    ctype: cint.CType
    # How a declaration writes the type ("" for ``SPELLING``'s name): not part of the type.
    spelling: str = field(default="", compare=False)

    @property
    def name(self) -> str:
        return self.spelling or SPELLING[self.ctype]


@dataclass(frozen=True)
class Pointer:
    target: Qual


@dataclass(frozen=True)
class Array:
    elem: Type
    length: int


@dataclass(frozen=True)
class Field:
    """A struct or union member. ``bits`` makes it a bit-field of ``signed``/``unsigned int``
    (the signedness is spelt out because that of a plain ``int`` bit-field is
    implementation-defined), or of a bit-precise type at most as wide as the type."""

    name: str
    type: Type
    bits: int | None = None

    def read_type(self) -> cint.CType:
        """The type a read of this member has after integer promotion of a bit-field."""
        assert isinstance(self.type, Int)
        if self.bits is None or self.type.ctype.bitint:
            # C23 6.3.1.1p2: a bit-precise bit-field's value converts to its declared type.
            return self.type.ctype
        # 6.3.1.1p2: a bit-field whose values all fit in int promotes to int.
        return cint.UINT if not self.type.ctype.signed and self.bits == 32 else cint.INT


@dataclass(frozen=True, eq=False)
class Record:
    """A struct, or a union (whose members are integers only: see ``interp.UnionCell``).

    A struct may be packed: by ``__attribute__((packed))`` (members at any byte), or declared
    under ``#pragma pack(N)`` (members aligned to at most N bytes). Either way its members
    may be misaligned for their types, so nothing inside a packed struct has its address
    taken: a pointer to a misaligned object is undefined behaviour to use (6.3.2.3p7), and
    gcc warns of it (-Waddress-of-packed-member). The packed struct itself may be pointed
    to: its own alignment is what its declaration says."""

    name: str
    union: bool
    fields: tuple[Field, ...]
    packed: bool = False
    pragma_pack: int = 0  # N of the #pragma pack(N) it is declared under; 0: none

    @property
    def keyword(self) -> str:
        return "union" if self.union else "struct"

    @property
    def loose(self) -> bool:
        """Whether its members may be misaligned (packed either way)."""
        return self.packed or self.pragma_pack > 0

    def narrowest(self) -> Field:
        """The union member every store leaves readable (it writes at least its bytes)."""
        return min(self.fields, key=lambda f: _width(f.type))


@dataclass(frozen=True)
class Vector:
    """A GCC/clang vector, ``typedef uint32_t vu32x8 __attribute__((vector_size(32)));``:
    ``lanes`` elements of an unsigned integer type (``vectors.py``), by its typedef's name.
    A vector's lanes are its cells, as an array's elements are (``leaves``)."""

    elem: cint.CType
    lanes: int

    @property
    def length(self) -> int:
        return self.lanes

    @property
    def size(self) -> int:
        return self.lanes * self.elem.width // 8

    @property
    def name(self) -> str:
        return f"vu{self.elem.width}x{self.lanes}"

    def typedef(self) -> str:
        return (f"typedef {SPELLING[self.elem]} {self.name} "
                f"__attribute__((vector_size({self.size})));")


Type = Int | Pointer | Array | Record | Vector


@dataclass(frozen=True)
class Qual:
    type: Type
    const: bool = False
    volatile: bool = False
    # A pointer object's own ``restrict`` (a loop function's parameter, ``vloops``): what it
    # points at is reached through it alone while the function runs.
    restrict: bool = False

    def accepts(self, other: Qual) -> bool:
        """Whether a pointer to ``self`` may point at an object of type ``other`` (6.5.16.1):
        the same type, with at least its qualifiers."""
        return self.admits(other.type, other.const, other.volatile)

    def admits(self, t: Type, const: bool, volatile: bool) -> bool:
        """``accepts`` for an object's type and qualifiers, without a ``Qual`` built for them."""
        return (self.type == t and (self.const or not const)
                and (self.volatile or not volatile))


def _width(t: Type) -> int:
    assert isinstance(t, Int)
    return t.ctype.width


Path = tuple[str | int, ...]


@cache
def leaves(t: Type) -> tuple[tuple[Path, Type, Field | None], ...]:
    """Every scalar cell of an object of type ``t``, in declaration / row-major order: its
    path from the object, its type, and the member it is (for bit-fields and unions).
    A union is one cell."""
    if isinstance(t, Array):
        return tuple(((i, *p), lt, f) for i in range(t.length) for p, lt, f in leaves(t.elem))
    if isinstance(t, Vector):
        return tuple(((i,), Int(t.elem), None) for i in range(t.lanes))
    if isinstance(t, Record) and not t.union:
        out: list[tuple[Path, Type, Field | None]] = []
        for fld in t.fields:
            if fld.bits is not None:
                out.append(((fld.name,), fld.type, fld))
            else:
                out.extend(((fld.name, *p), lt, f) for p, lt, f in leaves(fld.type))
        return tuple(out)
    return (((), t, None),)


def byte_size(t: cint.CType) -> int:
    """The bytes of an object of the standard integer type ``t`` (a bit-precise type has
    padding bits, whose values the ABIs leave unspecified or extended: the generator never
    reads one through another type, nor fills one byte by byte)."""
    assert not t.bitint, t
    return t.width // 8
