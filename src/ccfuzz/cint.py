"""C integer types and operators with exact C11 semantics on x86-64 (LP64, gcc and clang).

Everything here follows ISO C11 6.3.1 and 6.5 for the integer types of the target, plus the
implementation-defined choices gcc and clang make and document for x86-64:

- ``char`` is signed; ``long`` and ``long long`` are both 64 bits but differ in rank;
- converting an out-of-range value to a signed type wraps modulo 2**N (gcc manual, "Integers
  implementation"; clang does the same);
- ``>>`` of a negative value is an arithmetic shift (sign extension).

The operators say, instead of a value, *why* an evaluation is undefined. The verdicts agree
exactly with what gcc's ``-fsanitize=undefined`` reports in C99/C11/C17 mode, and with clang
14's but for one bug of clang's (tests/test_cint.py checks both differentially). In particular
``1 << 31`` *is* undefined: in C a left shift must not carry a one into or past the sign bit,
and both sanitizers say so (gcc in C89 mode does not check it; C++14 allows it; ccfuzz generates
C11). ``x >> n`` with a 64-bit ``n`` >= the width of a 32-bit ``x`` is undefined too, though
clang 14's sanitizer misses it when the low 32 bits of ``n`` are below 32 (llvm-project#64849).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from functools import cache


@dataclass(frozen=True)
class CType:
    """An integer type: its C spelling, width in bits (value and sign bits), signedness, rank
    (an integer for the standard types, a fraction between them for a bit-precise one), and
    whether it is C23's bit-precise ``_BitInt(width)`` (``bitint``)."""

    name: str
    width: int
    signed: bool
    rank: float
    bitint: bool = False

    @property
    def min(self) -> int:
        return -(1 << (self.width - 1)) if self.signed else 0

    @property
    def max(self) -> int:
        return (1 << (self.width - 1)) - 1 if self.signed else (1 << self.width) - 1

    def contains(self, value: int) -> bool:
        return self.min <= value <= self.max

    def __str__(self) -> str:
        return self.name


BOOL = CType("_Bool", 1, False, 0)
CHAR = CType("char", 8, True, 1)  # plain char is signed on x86-64, yet a type of its own
SCHAR = CType("signed char", 8, True, 1)
UCHAR = CType("unsigned char", 8, False, 1)
SHORT = CType("short", 16, True, 2)
USHORT = CType("unsigned short", 16, False, 2)
INT = CType("int", 32, True, 3)
UINT = CType("unsigned int", 32, False, 3)
LONG = CType("long", 64, True, 4)
ULONG = CType("unsigned long", 64, False, 4)
LLONG = CType("long long", 64, True, 5)
ULLONG = CType("unsigned long long", 64, False, 5)

# gcc's and clang's 128-bit integers, by the names a program gives them with
# ``INT128_TYPEDEFS`` (``-pedantic`` refuses the ``__int128`` keyword itself, not a typedef
# made under ``__extension__``). Of a rank above ``long long`` (6.3.1.1p1); not in ``TYPES``,
# which are the standard types.
INT128 = CType("int128_t", 128, True, 6)
UINT128 = CType("uint128_t", 128, False, 6)
INT128_TYPEDEFS = ("__extension__ typedef __int128 int128_t;\n"
                   "__extension__ typedef unsigned __int128 uint128_t;\n")

TYPES: tuple[CType, ...] = (
    BOOL, CHAR, SCHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG, LLONG, ULLONG,
)

# glibc's <stdint.h> on x86-64: the 64-bit ones are long, not long long (it matters for the
# rank, hence for the usual arithmetic conversions, and for _Generic).
INT8_T, UINT8_T, INT16_T, UINT16_T = SCHAR, UCHAR, SHORT, USHORT
INT32_T, UINT32_T, INT64_T, UINT64_T = INT, UINT, LONG, ULONG

BY_NAME: dict[str, CType] = {t.name: t for t in TYPES} | {
    "int8_t": INT8_T, "uint8_t": UINT8_T, "int16_t": INT16_T, "uint16_t": UINT16_T,
    "int32_t": INT32_T, "uint32_t": UINT32_T, "int64_t": INT64_T, "uint64_t": UINT64_T,
}

_UNSIGNED_OF = {INT: UINT, LONG: ULONG, LLONG: ULLONG, INT128: UINT128}


def bitint(width: int, signed: bool) -> CType:
    """C23's ``_BitInt(width)`` (``unsigned _BitInt(width)``), by the typedef name
    ``bitint_typedefs`` gives it (``bi37_t``, ``ubi37_t``). Its rank (C23 6.3.1.1p1) is above
    that of every standard (and 128-bit) type narrower than it and below every one as wide or
    wider, and grows with the width among bit-precise types. A signed one has at least two
    bits; 128-bit ``__int128`` outranks ``_BitInt(128)`` as a standard type would (the
    common type is unsigned and 128 bits wide either way)."""
    if width < (2 if signed else 1):
        raise ValueError(f"no {'signed ' if signed else ''}_BitInt({width})")
    below = max((t.rank for t in (*TYPES, INT128) if t.width < width), default=0)
    return CType(f"{'' if signed else 'u'}bi{width}_t", width, signed,
                 below + 0.5 + width / 2**24, bitint=True)


def bitint_typedefs(widths: tuple[int, ...]) -> str:
    """The typedefs that name the bit-precise types of ``widths``, signed and unsigned (the
    signed one from two bits on), under ``__extension__``: gcc and clang then accept them in
    C11 with ``-pedantic-errors``."""
    out = []
    for w in widths:
        for t in ((bitint(w, True),) if w > 1 else ()) + (bitint(w, False),):
            out.append(f"__extension__ typedef {'' if t.signed else 'unsigned '}"
                       f"_BitInt({w}) {t.name};\n")
    return "".join(out)


def unsigned_of(t: CType) -> CType:
    """The unsigned type corresponding to the signed ``t`` (6.2.5p6)."""
    return bitint(t.width, False) if t.bitint else _UNSIGNED_OF[t]


def promote(t: CType) -> CType:
    """Integer promotions (6.3.1.1p2): every type below int fits in int on this target; a
    bit-precise type is not promoted (C23 6.3.1.1p2)."""
    return INT if t.rank < INT.rank and not t.bitint else t


def usual_arithmetic(a: CType, b: CType) -> CType:
    """The common type of the usual arithmetic conversions (6.3.1.8p1), promotions included."""
    a, b = promote(a), promote(b)
    if a == b:
        return a
    if a.signed == b.signed:
        return a if a.rank > b.rank else b
    unsigned, signed = (b, a) if a.signed else (a, b)
    if unsigned.rank >= signed.rank:
        return unsigned
    if signed.contains(unsigned.max):
        return signed  # e.g. unsigned int with long: long holds every unsigned int
    return unsigned_of(signed)  # e.g. unsigned long with long long: both 64 bits


def convert(value: int, t: CType) -> int:
    """The value of ``(t)value`` (6.3.1.2, 6.3.1.3), wrapping like gcc and clang for signed t."""
    if t == BOOL:
        return int(value != 0)
    value &= (1 << t.width) - 1
    if t.signed and value > t.max:
        value -= 1 << t.width
    return value


@dataclass(frozen=True)
class Value:
    """A value that an expression of ``type`` can have; construction checks the range."""

    value: int
    type: CType

    def __post_init__(self) -> None:
        if not self.type.contains(self.value):
            raise ValueError(f"{self.value} is out of range for {self.type}")

    @classmethod
    def cast(cls, value: int, t: CType) -> Value:
        return cls(convert(value, t), t)

    def __str__(self) -> str:
        return literal(self)


class UnOp(StrEnum):
    PLUS = "+"
    NEG = "-"
    COMPL = "~"
    NOT = "!"


class BinOp(StrEnum):
    ADD = "+"
    SUB = "-"
    MUL = "*"
    DIV = "/"
    MOD = "%"
    SHL = "<<"
    SHR = ">>"
    LT = "<"
    GT = ">"
    LE = "<="
    GE = ">="
    EQ = "=="
    NE = "!="
    AND = "&"
    XOR = "^"
    OR = "|"
    LAND = "&&"
    LOR = "||"


class UB(StrEnum):
    """Why an integer operation is undefined; one member per kind of UBSan report."""

    SIGNED_OVERFLOW = "result not representable in the signed result type"
    DIVISION_BY_ZERO = "division or remainder by zero"
    SHIFT_COUNT_NEGATIVE = "shift count is negative"
    SHIFT_COUNT_TOO_LARGE = "shift count >= width of the promoted left operand"
    SHIFT_OF_NEGATIVE = "left shift of a negative value"
    SHIFT_OVERFLOW = "left shift result not representable in the result type"


@dataclass(frozen=True)
class Result:
    """An evaluated operator: the C type of the expression, and its value unless undefined.

    ``type`` is known even when the evaluation is undefined, so a generator can still type the
    expression. Exactly one of ``value`` and ``undefined`` is None.
    """

    type: CType
    value: Value | None
    undefined: UB | None = None

    def __post_init__(self) -> None:
        if (self.value is None) == (self.undefined is None):
            raise ValueError("a Result has either a value or a reason for being undefined")

    @property
    def defined(self) -> bool:
        return self.undefined is None


_COMPARE = {
    BinOp.LT: int.__lt__, BinOp.GT: int.__gt__, BinOp.LE: int.__le__,
    BinOp.GE: int.__ge__, BinOp.EQ: int.__eq__, BinOp.NE: int.__ne__,
}
_BITWISE = {BinOp.AND: int.__and__, BinOp.XOR: int.__xor__, BinOp.OR: int.__or__}
_ADDITIVE = {BinOp.ADD: int.__add__, BinOp.SUB: int.__sub__, BinOp.MUL: int.__mul__}


def _exact(t: CType, value: int) -> Result:
    """The result of an arithmetic operation whose mathematical value is ``value``."""
    if t.contains(value):
        return Result(t, Value(value, t))
    if t.signed:
        return Result(t, None, UB.SIGNED_OVERFLOW)
    return Result(t, Value(convert(value, t), t))  # unsigned arithmetic wraps (6.2.5p9)


def _truth(flag: bool) -> Result:
    return Result(INT, Value(int(flag), INT))  # comparisons and logic yield int 0 or 1


def unary(op: UnOp, v: Value) -> Result:
    """Evaluate ``op v`` (6.5.3.3)."""
    if op is UnOp.NOT:
        return _truth(v.value == 0)
    t = promote(v.type)
    if op is UnOp.PLUS:
        return Result(t, Value(v.value, t))
    if op is UnOp.NEG:
        return _exact(t, -v.value)  # -INT_MIN overflows; -0u is 0, -1u is UINT_MAX
    return Result(t, Value(convert(~v.value, t), t))


def binary(op: BinOp, a: Value, b: Value) -> Result:
    """Evaluate ``a op b`` (6.5.5 to 6.5.14) with the operands' own types."""
    if op is BinOp.LAND:
        return _truth(a.value != 0 and b.value != 0)
    if op is BinOp.LOR:
        return _truth(a.value != 0 or b.value != 0)
    if op in (BinOp.SHL, BinOp.SHR):
        return _shift(op, a, b)
    t = usual_arithmetic(a.type, b.type)
    x, y = convert(a.value, t), convert(b.value, t)
    if op in _COMPARE:
        return _truth(_COMPARE[op](x, y))
    if op in _BITWISE:
        # Python's ints act as infinitely sign-extended two's complement, so the result of
        # two in-range operands is in range and equals the fixed-width one.
        return Result(t, Value(_BITWISE[op](x, y), t))
    if op in _ADDITIVE:
        return _exact(t, _ADDITIVE[op](x, y))
    if y == 0:
        return Result(t, None, UB.DIVISION_BY_ZERO)
    quotient = abs(x) // abs(y)  # C truncates toward zero; Python's // floors
    if (x < 0) != (y < 0):
        quotient = -quotient
    if not t.contains(quotient):
        # INT_MIN / -1; 6.5.5p6 makes INT_MIN % -1 undefined too, though its value would be 0.
        return Result(t, None, UB.SIGNED_OVERFLOW)
    return _exact(t, quotient if op is BinOp.DIV else x - quotient * y)


def _shift(op: BinOp, a: Value, b: Value) -> Result:
    # Each operand is promoted on its own (6.5.7p3): no usual arithmetic conversions. The
    # checks come in the order UBSan's runtime tests them, so the reason matches its report.
    t = promote(a.type)
    x, n = a.value, b.value
    if n < 0:
        return Result(t, None, UB.SHIFT_COUNT_NEGATIVE)
    if n >= t.width:
        return Result(t, None, UB.SHIFT_COUNT_TOO_LARGE)
    if op is BinOp.SHR:
        return Result(t, Value(x >> n, t))  # Python's >> is arithmetic, like gcc's
    if not t.signed:
        return Result(t, Value(convert(x << n, t), t))
    if x < 0:
        return Result(t, None, UB.SHIFT_OF_NEGATIVE)
    if x << n > t.max:
        return Result(t, None, UB.SHIFT_OVERFLOW)  # 6.5.7p4: E1 * 2**E2 must fit
    return Result(t, Value(x << n, t))


_SUFFIX = {INT: "", UINT: "U", LONG: "L", ULONG: "UL", LLONG: "LL", ULLONG: "ULL"}


def literal(v: Value) -> str:
    """C source for ``v``: a primary expression of exactly type ``v.type``, free of UB.

    Parenthesized where needed so it can be pasted anywhere (``x-(-5)``, ``sizeof (-5)``).
    A type below int has no literal, so it gets a cast of an int literal.
    """
    t, x = v.type, v.value
    if t.bitint:
        return _literal_bitint(v)
    if t.width == 128:
        return _literal128(v)
    if t not in _SUFFIX:
        return f"(({t.name}){x})"
    suffix = _SUFFIX[t]
    if x == t.min and t.signed:
        # -2147483648 would be the negation of a constant too large for int: type long.
        return f"(-{t.max}{suffix} - 1)"
    return f"(-{-x}{suffix})" if x < 0 else f"{x}{suffix}"


def _literal128(v: Value) -> str:
    """A 128-bit constant has no literal: a cast of a 64-bit one, or its two halves joined
    (a signed one converted from the unsigned value, which wraps like any conversion)."""
    t, x = v.type, v.value
    if LONG.contains(x) or ULONG.contains(x):
        return f"(({t.name}){literal(Value(x, LONG if x < 0 else ULONG))})"
    u = x & ((1 << 128) - 1)
    joined = f"((((uint128_t){u >> 64}UL) << 64) | {u & ((1 << 64) - 1)}UL)"
    return joined if not t.signed else f"((int128_t){joined})"


def _literal_bitint(v: Value) -> str:
    """A bit-precise constant: a cast of a 64-bit literal, or its 64-bit pieces joined in the
    unsigned type of its width (a signed one converted from that, wrapping)."""
    t, x = v.type, v.value
    if LONG.contains(x) or ULONG.contains(x):
        return f"(({t.name}){literal(Value(x, LONG if x < 0 else ULONG))})"
    u, ut = x & ((1 << t.width) - 1), bitint(t.width, False)
    pieces = [f"((({ut.name}){(u >> k) & ((1 << 64) - 1)}UL) << {k})"
              for k in range(64 * ((t.width - 1) // 64), 0, -64) if (u >> k) & ((1 << 64) - 1)]
    joined = f"({' | '.join([*pieces, f'{u & ((1 << 64) - 1)}UL'])})"
    return joined if not t.signed else f"(({t.name}){joined})"


@cache
def edge_values(t: CType) -> tuple[int, ...]:
    """Values of ``t`` where integer bugs live: 0, ±1, the limits, powers of two and their
    neighbours, and shift counts around every width (sorted, distinct)."""
    found = {0, 1, -1, 2, t.min, t.min + 1, t.max, t.max - 1}
    for k in range(t.width + 1):
        found.update({1 << k, (1 << k) - 1, (1 << k) + 1, -(1 << k)})
    for width in (8, 16, 32, 64, *((128,) if t.width == 128 else ()),
                  *((t.width,) if t.bitint else ())):
        found.update({width - 1, width, width + 1})
    return tuple(sorted(x for x in found if t.contains(x)))


def random_value(rng: random.Random, t: CType) -> Value:
    """A value of ``t``, drawn mostly from ``edge_values`` and otherwise uniformly."""
    roll = rng.random()
    if roll < 0.6:
        return Value(rng.choice(edge_values(t)), t)
    if roll < 0.8:
        return Value(rng.randint(max(t.min, -100), min(t.max, 100)), t)
    return Value(rng.randint(t.min, t.max), t)
