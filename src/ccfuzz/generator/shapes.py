"""Expression shapes aimed at what optimizers transform, each an expression kind the policy
weighs (and a feature swarm testing switches):

- ``narrow_compare``: a comparison of narrow unsigned values after integer promotion,
  ``(uint16_t)(int8_t)x < (uint8_t)y``, ``(uint8_t)x == -1``: the truncation a narrowing cast
  must do, and the promotion to ``int`` after it, are what a compiler's folding and
  range analysis get wrong (a tcc bug found by ccfuzz kept a negative ``int8_t`` whole
  through a ``(uint16_t)`` cast);
- ``common_subexpr``: one subexpression used twice, ``((a * b) + c) ^ ((a * b) - d)``, or
  again in a statement near the one that first used it (value numbering, CSE, PRE);
- ``reassociation``: chains whose operands cancel or combine, ``((a + b) + c) - b``,
  ``(a * c) + (b * c)`` (reassociation, instcombine).

Each is built bottom-up with its value in every state like any other expression, its
operators checked in each state (an undefined step gives the shape up); a subexpression used
twice has no side effects and reads no volatile object.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import ast, kernels
from ccfuzz.generator.interp import UndefinedBehavior, apply_binary
from ccfuzz.generator.policy import Chance
from ccfuzz.generator.types import Int

if TYPE_CHECKING:
    from ccfuzz.generator.exprgen import ExprGen, Values

Built = tuple[ast.Expr, "Values"]
_OPS = {op.name.lower(): op for op in cint.BinOp}
_RELATIONAL = ("lt", "gt", "le", "ge", "eq", "ne")
_NARROW_UNSIGNED = (cint.UINT8_T, cint.UINT16_T)
_NARROW_SIGNED = (cint.INT8_T, cint.INT16_T)
# Constants at the edges of the narrow types, as ints: after promotion, (uint8_t)x == -1 is
# never true, (uint8_t)x < 256 always is.
_EDGES = (-1, 0, 1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32768)
RECENT_MAX = 8  # subexpressions a function keeps for the statements after the one using them




def apply(op: cint.BinOp, a: Built, b: Built) -> Built | None:
    """``a op b`` as a plain operator, or None if it is undefined in some state."""
    try:
        values = [apply_binary(op, x, y, False) for x, y in zip(a[1], b[1], strict=True)]
    except UndefinedBehavior:
        return None
    t = kernels.binary_type(op, ast.int_ctype(a[0]), ast.int_ctype(b[0]))
    return ast.Binary(op, a[0], b[0], Int(t)), values


def _cast(to: cint.CType, a: Built) -> Built:
    return ast.Cast(to, a[0]), [cint.Value.cast(v.value, to) for v in a[1]]


def narrow_compare(gen: ExprGen, depth: int) -> Built | None:
    """``(uN)a op b``: ``a`` cast to a narrow unsigned type, often through a narrow signed
    one (a negative value to truncate); ``b`` a constant at a narrow type's edge, another
    narrow cast, or a narrow variable."""
    p = gen.policy
    op = p.operator(_RELATIONAL)
    if op is None:
        return None
    left = gen.int_expr(depth - 1)
    if p.chance(Chance.NARROW_SIGNED):
        left = _cast(p.choice(_NARROW_SIGNED), left)
    left = _cast(p.choice(_NARROW_UNSIGNED), left)
    right: Built
    if p.chance(Chance.NARROW_CONSTANT):
        v = cint.Value(p.choice(_EDGES), cint.INT)
        right = ast.Const(v), [v] * len(gen.states)
    else:
        var = gen.lvalue(lambda t: isinstance(t, Int) and t.ctype.width <= 16, write=False)
        values = gen.values(var) if var is not None else None
        if var is not None and values is not None:
            right = var, values  # type: ignore[assignment]
        else:
            right = _cast(p.choice((*_NARROW_UNSIGNED, *_NARROW_SIGNED)), gen.int_expr(depth - 1))
    if p.randint(0, 1):
        left, right = right, left
    return apply(_OPS[op], left, right)


def _pure(gen: ExprGen, depth: int) -> Built:
    """An expression that may be used twice: no side effects, no volatile read (two reads
    of a volatile object in one statement would be unsequenced)."""
    allowed, gen.effects = gen.effects, False
    try:
        for _ in range(3):
            e, values = gen.int_expr(depth)
            if gen.reusable(e):
                return e, values
        return gen.const()
    finally:
        gen.effects = allowed


def _draw(gen: ExprGen, names: tuple[str, ...]) -> cint.BinOp | None:
    name = gen.policy.operator(names)
    return None if name is None else _OPS[name]


def common_subexpr(gen: ExprGen, depth: int) -> Built | None:
    """``(x op1 y) op2 (x op3 z)`` with one ``x``: built here, or one a nearby statement of
    the function used (its value recomputed in the states here)."""
    p = gen.policy
    x: Built | None = None
    if gen.recent is not None and gen.recent and p.chance(Chance.REUSE_NEARBY):
        e = p.choice(gen.recent)
        values = gen.values(e)
        if values is not None:
            x = e, values  # type: ignore[assignment]
    if x is None:
        x = _pure(gen, max(1, depth - 1))
        if gen.recent is not None and not isinstance(x[0], ast.Const) and not any(
                isinstance(s, ast.VarRef) and s.decl.storage is ast.Storage.INDUCTION
                for s in ast.subexpressions(x[0])):  # a loop counter is unset before its loop
            gen.recent.append(x[0])
            del gen.recent[:-RECENT_MAX]
    names = _arith_names(gen)
    op1, op2, op3 = (_draw(gen, names) for _ in range(3))
    if op1 is None or op2 is None or op3 is None:
        return None
    left = apply(op1, x, gen.int_expr(max(0, depth - 2)))
    right = apply(op3, x, gen.int_expr(max(0, depth - 2)))
    if left is None or right is None:
        return left or right
    return apply(op2, left, right) or left


def _arith_names(gen: ExprGen) -> tuple[str, ...]:
    return ("add", "sub", "xor", "and", "or", "mul") if gen.policy.on("mul_div") else \
        ("add", "sub", "xor", "and", "or")


# Chains over operands a, b, c (numbered 0, 1, 2; each step's result is numbered on from 3):
# (operator, left, right) per step.
_CHAINS: tuple[tuple[tuple[str, int, int], ...], ...] = (
    (("add", 0, 1), ("add", 3, 2), ("sub", 4, 1)),  # ((a + b) + c) - b
    (("sub", 0, 1), ("add", 3, 2), ("add", 4, 1)),  # ((a - b) + c) + b
    (("xor", 0, 1), ("xor", 3, 2), ("xor", 4, 1)),  # ((a ^ b) ^ c) ^ b
    (("add", 0, 1), ("sub", 0, 2), ("sub", 3, 4)),  # (a + b) - (a - c)
    (("and", 0, 1), ("and", 0, 2), ("or", 3, 4)),   # (a & b) | (a & c)
    (("mul", 0, 2), ("mul", 1, 2), ("add", 3, 4)),  # (a * c) + (b * c)
    (("add", 0, 1), ("mul", 3, 2), ("sub", 4, 2)),  # ((a + b) * c) - c
)


def reassociation(gen: ExprGen, depth: int) -> Built | None:
    """A chain whose operands cancel or combine (``_CHAINS``), over operands that may be
    used twice; a step undefined in some state ends the chain where it is."""
    p = gen.policy
    chains = [c for c in _CHAINS if p.on("mul_div") or all(s[0] != "mul" for s in c)]
    chain = p.choice(chains)
    if any(p.settings.operator_weights.get(name, 0) <= 0 for name, _, _ in chain):
        return None  # an operator the configuration never draws
    parts = [_pure(gen, max(0, depth - 2)) for _ in range(3)]
    for name, i, j in chain:
        step = apply(_OPS[name], parts[i], parts[j])
        if step is None:
            break
        parts.append(step)
    return parts[-1] if len(parts) > 3 else None
