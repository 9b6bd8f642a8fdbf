"""Affine indices: ``i``, ``i + k``, ``i - k``, ``2 * i + k``, ``k - i`` or ``i + j`` of loop
counters ``i`` and ``j`` in scope, for loops over arrays and their nests (``nests.py``).

Each counter knows the least and greatest value it takes inside its loop
(``VarDecl.bounds``, from ``counter_bounds``), so an index is checked in bounds for every
iteration from those alone, with interval arithmetic: no states are needed, and code that
never runs (where gcc's -Waggressive-loop-optimizations and -Warray-bounds would still look)
is as safe as code that does. The interpreter checks every index again on every run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import ast
from ccfuzz.generator.types import Int

if TYPE_CHECKING:
    from ccfuzz.generator.exprgen import ExprGen

_INT = Int(cint.INT)
_TRIES = 6

# The affine forms (see ``affine_index``) past the plain counter, and the operators each uses.
_FORMS = {1: {"add"}, 2: {"sub"}, 3: {"mul", "add"}, 4: {"sub"}, 5: {"add"}}


def counter_bounds(loop: ast.For) -> tuple[int, int]:
    """The least and greatest value ``loop``'s counter takes inside the loop."""
    if loop.step > 0:
        last = loop.start + (loop.stop - loop.start - 1) // loop.step * loop.step
        return loop.start, max(last, loop.start)
    last = loop.start - (loop.start - loop.stop - 1) // -loop.step * -loop.step
    return min(last, loop.start), loop.start


def affine_index(gen: ExprGen, length: int) -> ast.Expr | None:
    """An affine expression of the loop counters in scope within ``[0, length)`` for every
    value they take, or None."""
    counters = [d for d in gen.scope.counters if d.bounds is not None]
    if not counters:
        return None
    p = gen.policy
    ops = set(p.operators(("add", "sub", "mul")))  # forms whose operators have weight
    forms = [0, *(f for f, need in _FORMS.items() if need <= ops)]
    for _ in range(_TRIES):
        c = p.choice(counters)
        lo, hi = c.bounds or (0, 0)
        form = p.choice(forms)
        k = p.randint(1, 2)
        e: ast.Expr
        if form == 0:
            e, lo, hi = c.ref, lo, hi
        elif form == 1:
            e, lo, hi = ast.Binary(cint.BinOp.ADD, c.ref, ast.int_const(k), _INT), lo + k, hi + k
        elif form == 2:
            e, lo, hi = ast.Binary(cint.BinOp.SUB, c.ref, ast.int_const(k), _INT), lo - k, hi - k
        elif form == 3:
            k -= 1
            e = ast.Binary(cint.BinOp.MUL, ast.int_const(2), c.ref, _INT)
            if k:
                e = ast.Binary(cint.BinOp.ADD, e, ast.int_const(k), _INT)
            lo, hi = 2 * lo + k, 2 * hi + k
        elif form == 4:
            k = length - 1 - p.randint(0, 1)
            e, lo, hi = ast.Binary(cint.BinOp.SUB, ast.int_const(k), c.ref, _INT), k - hi, k - lo
        else:
            d = p.choice(counters)
            dlo, dhi = d.bounds or (0, 0)
            e, lo, hi = ast.Binary(cint.BinOp.ADD, c.ref, d.ref, _INT), lo + dlo, hi + dhi
        if lo >= 0 and hi < length:
            return e
    return None
