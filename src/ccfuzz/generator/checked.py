"""Checked arithmetic: ``__builtin_add_overflow`` / ``_sub_`` / ``_mul_`` (feature ``overflow``).

The statement kind ``overflow`` makes two statements:

    flag = __builtin_add_overflow(a, b, &r);
    x ^= r;

``r`` is an integer local (or parameter), neither const nor volatile; ``a OP b`` is computed
in infinite precision from the operands' own values, whatever their types, and stored in
``r`` converted to its type (wrapping), and the builtin's value, 1 where that conversion
changed the value, goes to ``flag``; the next statement folds ``r`` into an integer object
(``^=`` is defined for every value, its conversion back wraps), so both results are used.
Defined for every operand: nothing is undefined in the builtins themselves. The rest keeps
the statement free of order-of-evaluation questions: ``flag`` and the operands do not name
``r``, nor dereference a pointer to ``r``'s type (the only way to reach ``r`` otherwise), and
the statement reads at most one volatile object. ``__builtin_mul_overflow`` is not given
128-bit operands or result: clang lowers it to ``__muloti4``, which libgcc lacks. Nor does
any of them get a bit-precise result or operand (an operand of such a type is cast to 64
bits of its signedness): clang takes none wider than 128 bits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import ast, effects
from ccfuzz.generator.exprgen import volatile_accesses
from ccfuzz.generator.types import Int, Pointer, Qual

if TYPE_CHECKING:
    from ccfuzz.generator.cursor import Cursor
    from ccfuzz.generator.function import FuncGen

OPS: dict[str, cint.BinOp] = {"add": cint.BinOp.ADD, "sub": cint.BinOp.SUB,
                              "mul": cint.BinOp.MUL}
_INT = Int(cint.INT)


def _reaches(e: ast.Expr, r: ast.VarDecl) -> bool:
    """Whether evaluating ``e`` may name ``r`` or read or write it through a pointer."""
    target = Qual(r.type)
    for x in ast.subexpressions(e):
        if isinstance(x, ast.VarRef) and x.decl is r:
            return True
        if isinstance(x, ast.Deref) and isinstance(x.pointer.type, Pointer) \
                and x.pointer.type.target.type == target.type:
            return True
    return False


def _wide(*exprs: ast.Expr) -> bool:
    return any(isinstance(e.type, Int) and e.type.ctype.width > 64 for e in exprs)


def _narrowed(e: ast.Expr, mul: bool) -> ast.Expr:
    """``e``, a 128-bit operand of a multiplication or a bit-precise operand cast to 64 bits
    of its signedness."""
    if not (mul and _wide(e)) and not ast.int_ctype(e).bitint:
        return e
    return ast.Cast(cint.INT64_T if ast.int_ctype(e).signed else cint.UINT64_T, e)


def overflow(fg: FuncGen, cursor: Cursor) -> bool:
    """Make and commit the two statements (see the module); False where they cannot be
    made here or the interpreter finds them undefined."""
    p = fg.policy
    exprs = fg.exprs(cursor.states())
    pool = [d for d in exprs.scope.local if isinstance(d.type, Int) and not d.qual.const
            and not d.qual.volatile and d.storage is not ast.Storage.INDUCTION
            and not d.type.ctype.bitint]
    name = p.operator(list(OPS))
    if name is None:
        return False
    mul = OPS[name] is cint.BinOp.MUL
    if mul:
        pool = [d for d in pool if not _wide(d.ref)]
    if not pool:
        return False
    r = p.choice(pool)
    depth = p.number("arg_depth_max")
    a, b = (_narrowed(exprs.int_expr(p.randint(0, depth))[0], mul) for _ in range(2))
    flag = exprs.lvalue(lambda t: isinstance(t, Int), write=True)
    if flag is None or any(_reaches(e, r) for e in (a, b, flag)):
        return False
    if effects.has_effects(a) or effects.has_effects(b):
        return False
    if volatile_accesses(a) + volatile_accesses(b) + volatile_accesses(flag, False) > 1:
        return False
    call = ast.Overflow(OPS[name], a, b, r.ref, _INT)
    if not cursor.commit(ast.Assign(flag, call)):
        return False
    after = fg.exprs(cursor.states())
    into = after.lvalue(lambda t: isinstance(t, Int), write=True)
    if into is not None and volatile_accesses(into, True) <= 1:
        cursor.commit(ast.Assign(into, r.ref, cint.BinOp.XOR))
    return True
