"""Hermes' synthesis over profiled values (Sun, Le, Su, OOPSLA'16): predicates of a wanted
truth value (the paper's Algorithm 2) and expressions free of undefined behaviour
(Algorithm 3).

Everything works on *value sets*. A ``Term`` is a C expression with every value it may take
at one program point: for an lvalue the profile knows completely, the values it took there;
for a synthesized expression, its value under every combination of its operands' values.
The profile keeps each lvalue's values, not which ones came together, so the combinations
are a superset of what really happens, and a property that holds for every member of a set
holds on every visit of the point. That is all Hermes needs: a predicate uniformly true (or
false) over the sets is true (false) whenever the point runs, and an operator defined on
every combination is defined whenever it runs.

Operators are evaluated with C's exact promotions and conversions (``cint``'s semantics, as
the kernels of ``generator.kernels`` compute them on plain ints and ``tests`` check against
``cint``). The work is bounded: an operator whose operands have more than ``MAX_COMBOS``
combinations of values is not tried.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ccfuzz import cint
from ccfuzz.generator import kernels
from ccfuzz.generator.memory import UndefinedBehavior

MAX_COMBOS = 4096

UNARY_OPS: tuple[cint.UnOp, ...] = (cint.UnOp.NOT, cint.UnOp.COMPL, cint.UnOp.NEG)
BINARY_OPS: tuple[cint.BinOp, ...] = tuple(cint.BinOp)
RELATIONS: tuple[cint.BinOp, ...] = (cint.BinOp.LT, cint.BinOp.GT, cint.BinOp.LE,
                                      cint.BinOp.GE, cint.BinOp.EQ, cint.BinOp.NE)
_NEGATED = {cint.BinOp.LT: cint.BinOp.GE, cint.BinOp.GE: cint.BinOp.LT,
            cint.BinOp.GT: cint.BinOp.LE, cint.BinOp.LE: cint.BinOp.GT,
            cint.BinOp.EQ: cint.BinOp.NE, cint.BinOp.NE: cint.BinOp.EQ}
# Types a constant compared with a variable may have (besides the variable's promoted type).
_CONSTANT_TYPES = (cint.INT, cint.UINT, cint.LONG, cint.ULONG, cint.LLONG, cint.ULLONG)


class Kind(Enum):
    VAR = "var"  # an lvalue of the program, read
    CONST = "const"
    UNARY = "unary"
    BINARY = "binary"
    CAST = "cast"


@dataclass(frozen=True)
class Term:
    """A C expression, its type, and every value it may take at the point."""

    text: str  # C source; anything but a VAR is parenthesized
    type: cint.CType
    values: frozenset[int]
    kind: Kind = Kind.VAR
    op: cint.UnOp | cint.BinOp | None = None
    args: tuple[Term, ...] = ()


@dataclass(frozen=True)
class Pred:
    """A condition (parenthesized C text) and the value it has on every visit of its point."""

    text: str
    truth: bool


def var(text: str, ctype: cint.CType, values: frozenset[int]) -> Term:
    """An lvalue read as an expression of type ``ctype`` (a bit-field: its promoted type)."""
    return Term(text, ctype, values)


def constant(value: int, ctype: cint.CType) -> Term:
    return Term(cint.literal(cint.Value(value, ctype)), ctype, frozenset((value,)),
                Kind.CONST)


# -- operators over value sets --------------------------------------------------------------

def unary(op: cint.UnOp, a: Term) -> Term | None:
    """``op a``, or None if it is undefined for some value of ``a``."""
    f = kernels.unary(op, a.type, False)
    try:
        values = frozenset(f(x) for x in a.values)
    except UndefinedBehavior:
        return None
    return Term(f"({op.value}{a.text})", kernels.unary_type(op, a.type), values, Kind.UNARY,
                op, (a,))


def binary(op: cint.BinOp, a: Term, b: Term) -> Term | None:
    """``a op b``, or None if it is undefined for some combination of values (or if there
    are more than ``MAX_COMBOS`` of them to try)."""
    if len(a.values) * len(b.values) > MAX_COMBOS:
        return None
    f = kernels.binary(op, a.type, b.type, False)
    try:
        values = frozenset(f(x, y) for x in a.values for y in b.values)
    except UndefinedBehavior:
        return None
    return Term(f"({a.text} {op.value} {b.text})", kernels.binary_type(op, a.type, b.type),
                values, Kind.BINARY, op, (a, b))


def cast(a: Term, ctype: cint.CType) -> Term:
    """``(ctype)a``: always defined (an out-of-range value wraps, as gcc and clang do)."""
    if a.type == ctype:
        return a
    convert = kernels.converter(ctype)
    return Term(f"(({ctype.name}){a.text})", ctype, frozenset(convert(x) for x in a.values),
                Kind.CAST, None, (a,))


# -- Algorithm 3: expressions ---------------------------------------------------------------

def expression(env: Sequence[Term], rng: random.Random, *, first: Term | None = None,
               size: int | None = None, unary_ops: Sequence[cint.UnOp] = UNARY_OPS,
               binary_ops: Sequence[cint.BinOp] = BINARY_OPS, p_const: float = 0.2,
               p_unary: float = 0.2) -> Term:
    """An expression defined for every value of the variables of ``env`` it reads.

    Bottom-up, as the paper's Algorithm 3: a random sample of ``size`` operands (variables of
    ``env``, a constant with probability ``p_const``; ``first``, if given, is the first), each
    perhaps under a unary operator, folded left to right; each fold tries the binary operators
    in random order (the operands in random order too) and keeps the first one defined on
    every combination of values. An operand no operator can take is dropped, so the result
    is at worst the first operand, which is always defined."""
    if not env and first is None:
        raise ValueError("an expression needs at least one variable")
    count = size if size is not None else rng.randint(1, 4)
    operands = [first] if first is not None else []
    while len(operands) < count:
        if env and (rng.random() >= p_const or not operands):
            operands.append(rng.choice(env))
        else:
            operands.append(_random_constant(rng, env))
    result = _maybe_unary(operands[0], rng, unary_ops, p_unary)
    for operand in operands[1:]:
        operand = _maybe_unary(operand, rng, unary_ops, p_unary)
        ops = list(binary_ops)
        rng.shuffle(ops)
        for op in ops:
            left, right = (result, operand) if rng.random() < 0.5 else (operand, result)
            combined = binary(op, left, right)
            if combined is not None:
                result = combined
                break
    return result


def _maybe_unary(t: Term, rng: random.Random, ops: Sequence[cint.UnOp], p: float) -> Term:
    if ops and rng.random() < p:
        return unary(rng.choice(ops), t) or t
    return t


def _random_constant(rng: random.Random, env: Sequence[Term]) -> Term:
    ctype = rng.choice(env).type if env and rng.random() < 0.5 else cint.INT
    return constant(cint.random_value(rng, ctype).value, ctype)


# -- Algorithm 2: predicates ----------------------------------------------------------------

def predicate(truth: bool, env: Sequence[Term], rng: random.Random, depth: int = 2) -> Pred:
    """A condition that is ``truth`` on every visit of the point ``env`` describes.

    Top-down, as the paper's Algorithm 2: down to ``depth`` levels of ``!``, ``&&`` and
    ``||`` (each sub-predicate's truth value chosen so that the whole has the wanted one),
    over atoms that compare a variable with a constant or with another variable."""
    if not env:
        raise ValueError("a predicate needs at least one variable")
    if depth <= 0 or rng.random() < 0.3:
        return atom(truth, env, rng)
    connective = rng.choice("!&|")
    if connective == "!":
        inner = predicate(not truth, env, rng, depth - 1)
        return Pred(f"(!{inner.text})", truth)
    # &&: true needs both true; false needs one false. ||: the dual.
    decisive = connective == "|"  # the value of one operand that decides the whole
    if truth != decisive:
        a = predicate(truth, env, rng, depth - 1)
        b = predicate(truth, env, rng, depth - 1)
    else:
        a = predicate(rng.random() < 0.5, env, rng, depth - 1)
        b = predicate(truth if a.truth != decisive else rng.random() < 0.5, env, rng,
                      depth - 1)
        if rng.random() < 0.5:
            a, b = b, a
    return Pred(f"({a.text} {'&&' if connective == '&' else '||'} {b.text})", truth)


def atom(truth: bool, env: Sequence[Term], rng: random.Random) -> Pred:
    """``v op c`` or ``u op v`` with the value ``truth`` for every combination of values."""
    if len(env) > 1 and rng.random() < 0.5:
        u, v = rng.sample(list(env), 2)
        found = _uniform_comparison(rng.choice(RELATIONS), u, v, truth)
        if found is not None:
            return found
    for _ in range(8):
        v = rng.choice(env)
        found = _against_constant(v, truth, rng)
        if found is not None:
            return found
    # Out of luck with every draw (a variable whose set covers nearly all of its type): a
    # comparison of a constant with itself still has the wanted value.
    zero = constant(0, cint.INT)
    return Pred(f"({zero.text} {'==' if truth else '!='} {zero.text})", truth)


def _uniform_comparison(op: cint.BinOp, a: Term, b: Term, truth: bool) -> Pred | None:
    """``a op b`` (or its negation ``a !op b``) if it has the value ``truth`` throughout."""
    t = binary(op, a, b)
    if t is None or len(t.values) != 1:
        return None
    if bool(next(iter(t.values))) != truth:
        op = _NEGATED[op]
    return Pred(f"({a.text} {op.value} {b.text})", truth)


def _against_constant(v: Term, truth: bool, rng: random.Random) -> Pred | None:
    ctype = cint.promote(v.type) if rng.random() < 0.7 else rng.choice(_CONSTANT_TYPES)
    lo, hi = min(v.values), max(v.values)
    wanted = {lo - 1, lo, hi, hi + 1, rng.choice(sorted(v.values)), ctype.min, ctype.max,
              cint.random_value(rng, ctype).value}
    candidates = sorted(c for c in wanted if ctype.contains(c))
    ops = list(RELATIONS)
    rng.shuffle(ops)
    for op in ops:
        rng.shuffle(candidates)
        for c in candidates:
            found = _uniform_comparison(op, v, constant(c, ctype), truth)
            if found is not None:
                return found
    return None
