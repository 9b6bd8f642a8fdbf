"""Side effects inside expressions: embedded assignments (``(x = e)``, ``(s.f += e)``),
increments (``x++``, ``--a[i]``) and the comma operator, kept within C's sequencing rules.

C11 6.5p2 makes a full expression undefined if it modifies an object twice, or modifies it
and reads it, without the two being sequenced; most operators (``+``, ``=``'s two operands, a
call's arguments) sequence nothing, and which of them do (``,``, ``&&``, ``||``, ``?:``) would
have to be tracked with the values. The rule kept here is simpler and sound whatever the
order of evaluation:

- a side effect stores to an integer object, not volatile or const (nor a loop counter),
  reached from a named variable (its root) through members and elements (a scalar
  variable, a struct or union member, a bit-field, an array element, whose index has no
  side effects), or through one pointer so reached (``*p``, ``*ptrs[i]``);
- for a root: no other part of the full expression (the statement's expressions: an
  assignment's left side with its indices and pointers, the right side, a call's
  arguments, a condition) names the root, whether to read it, write it or take its
  address; and no dereference in the full expression may reach the object: none has its
  integer type (a pointer may point at a scalar, a member or an element), and, for a member
  or an element, none has a struct or union type (a pointer may point at the aggregate);
- through a pointer: no other part of the full expression accesses any integer object of
  the type stored to (a variable, member, element or dereference of that type), and none
  passes or stores a struct or union whole (the pointer may point into it).

Which object a pointer designates is not known statically everywhere the statement runs
(dead code, later calls), so types decide.

Then the object stored to is read by nothing but the side effect itself, so every other
value in the expression is the same whatever the order, and the interpreter's order (left
to right) computes what any C compiler's must. gcc's -Wsequence-point and clang's
-Wunsequenced, which the reduction guard makes errors, warn only about objects named twice,
which the rule excludes.

The comma operator sequences its operands: its right operand is built and valued in the
states after its left one's side effects, and may read (or store to again) what the left
one stored, ``(x = e, x * y)``. ``&&``, ``||`` and ``?:`` sequence theirs too, but their
operands are all valued in the states before the expression, so only what that keeps exact
is allowed: a store in the right operand of ``&&`` / ``||`` or in a branch of ``?:`` to
what the left operand or the condition read (``x && (x = 0)``), and stores in the two
branches (``c ? (x = 1) : (x = 2)``), of which one runs. Only what is not so sequenced with
a side effect counts against it.

Expressions are built bottom-up, so a root stored to may be named by a part built later;
``sequenced`` repairs a finished full expression instead, replacing each side effect that
breaks the rule by the pure expression of the same value (``(x = e)`` by ``(T)e``, ``x++`` by
``x``), which keeps every value the generator tracked; a store to a bit-field, whose value
wraps to its width, has no such expression, nor has one whose value a comma's right
operand read back; then the candidate is given up.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, replace
from typing import TYPE_CHECKING, Any, cast, get_args

from ccfuzz import cint
from ccfuzz.generator import ast, kernels, shapes
from ccfuzz.generator.code import held_value
from ccfuzz.generator.interp import UndefinedBehavior, apply_binary
from ccfuzz.generator.policy import Chance
from ccfuzz.generator.types import Array, Int, Pointer, Record

if TYPE_CHECKING:
    from ccfuzz.generator.exprgen import ExprGen, Values

_ONE = cint.Value(1, cint.INT)
_OPERATORS = {op.name.lower(): op for op in cint.BinOp}
_STEP_NAMES = ("add", "sub")
_COMPOUND_NAMES = ("add", "sub", "and", "or", "xor", "mul")  # mul last: the mul_div feature
_EFFECTS = (ast.AssignExpr, ast.IncDec)
_STORES = (*_EFFECTS, ast.Overflow)




def _target(gen: ExprGen) -> ast.Expr | None:
    """An object a side effect may store to (see the module's docstring), or None."""
    p = gen.policy
    roots = gen.scope.effect_roots
    if not roots:
        return None
    e: ast.Expr = p.choice(roots).ref
    while not isinstance(e.type, Int):
        t = e.type
        if isinstance(t, Array):
            e = ast.Index(e, gen.index(t.length), t.elem)
        elif isinstance(t, Record):
            e = ast.Member(e, t, p.choice(t.fields))
        elif isinstance(t, Pointer) and isinstance(t.target.type, Int) \
                and not t.target.const and not t.target.volatile:
            e = ast.Deref(e, t.target.type)  # one dereference, last
        else:
            return None
    return e


def embedded(gen: ExprGen, depth: int) -> tuple[ast.Expr, Values] | None:
    """A side effect with its value in each state: ``(x = e)``, ``(x op= e)``, ``x++`` ...;
    None if there is nothing to store to. Its operators (``+`` for ``x++``) are drawn by
    their weights in the policy, like any other."""
    p = gen.policy
    target = _target(gen)
    if target is None:
        return None
    t, held = ast.int_ctype(target), held_value(target)
    step = p.operator(_STEP_NAMES) if p.chance(Chance.EMBEDDED_STEP) else None
    if step is not None:
        old = gen.values(target)
        if old is None:  # a union member wider than the one stored
            return None
        step_op = _OPERATORS[step]
        try:
            new = [cint.Value(held(apply_binary(step_op, v, _ONE, False).value), t)  # type: ignore[arg-type]
                   for v in old]
        except UndefinedBehavior:  # x++ of INT_MAX
            return None
        gen.made_effects += 1
        prefix = p.chance(Chance.PREFIX_STEP)
        return ast.IncDec(target, step_op is cint.BinOp.ADD, prefix), \
            new if prefix else old  # type: ignore[return-value]
    rhs, values = gen.int_expr(depth - 1)
    name = None
    if p.chance(Chance.EMBEDDED_COMPOUND):
        names: tuple[str, ...] = _COMPOUND_NAMES if p.on("mul_div") else _COMPOUND_NAMES[:-1]
        # A count as wide as the object's own type is defined (it is promoted), but clang's
        # -Werror=shift-count-overflow (the reduction guard) refuses it, as for statements;
        # dead code has no counts to check.
        bit_field = isinstance(target, ast.Member) and target.field.bits is not None
        if p.on("shifts") and not gen.dead and not bit_field \
                and all(0 <= v.value < t.width for v in values):
            names += ("shl", "shr")
        name = p.operator(names)
    op = None if name is None else _OPERATORS[name]
    old = gen.values(target) if op is not None else None
    if op is not None and old is not None:
        try:
            values = [apply_binary(op, x, y, False)  # type: ignore[arg-type]
                      for x, y in zip(old, values, strict=True)]
        except UndefinedBehavior:
            op = None
    else:
        op = None
    gen.made_effects += 1
    return ast.AssignExpr(target, rhs, op), [cint.Value(held(v.value), t) for v in values]


def comma(gen: ExprGen, depth: int) -> tuple[ast.Expr, Values] | None:
    """``(side effect, e)``: the value of ``e``, which is built (and valued) in the states
    after the side effect, so it may read what the side effect stored: the comma sequences
    its operands."""
    p = gen.policy
    effect = embedded(gen, depth - 1)
    if effect is None:
        return None
    store = effect[0]
    assert isinstance(store, _EFFECTS)
    after = gen.after(store)
    right = after.int_expr(depth - 1)
    back = after.values(store.lhs) if p.chance(Chance.COMMA_READ_BACK) else None
    name = p.operator(_COMPOUND_NAMES) if back is not None else None
    if name is not None:  # (x = e, x op y): what was stored, read back
        right = shapes.apply(_OPERATORS[name], (store.lhs, back), right) or right  # type: ignore[arg-type]
    gen.made_effects += after.made_effects
    return ast.Comma(store, right[0]), right[1]


def has_effects(e: ast.Expr) -> bool:
    # An overflow builtin stores too, but is only ever a whole right side (``checked``).
    return any(isinstance(x, _STORES) for x in ast.subexpressions(e))


def root(e: ast.Expr) -> ast.VarDecl | None:
    """The variable an lvalue reached through members and elements is part of; None for a
    dereference, whose object only its type tells."""
    while isinstance(e, ast.Member | ast.Index):
        e = e.base
    return e.decl if isinstance(e, ast.VarRef) else None


# The operators above a node that sequence their operands, by id: the operator's kind and
# the operand the node is in (0: a comma's left, a logical operator's left, a condition;
# 1: the right, or the then-branch; 2: the other branch).
_Sides = dict[int, tuple[str, int]]
_LOGICAL = (cint.BinOp.LAND, cint.BinOp.LOR)


def _nodes(e: ast.Expr, sides: _Sides) -> Iterator[tuple[ast.Expr, _Sides]]:
    """``e`` and every node under it, each with the sequencing operators above it."""
    yield e, sides
    kind = "comma" if isinstance(e, ast.Comma) else "cond" if isinstance(e, ast.Cond) else \
        "logical" if isinstance(e, ast.Binary) and e.op in _LOGICAL else None
    for slot, c in enumerate(e.children()):
        yield from _nodes(c, sides if kind is None else {**sides, id(e): (kind, slot)})


def _apart(effect: _Sides, other: _Sides) -> bool:
    """Whether a side effect and another node are sequenced in a way the generator's values
    follow: each operand of a comma is valued after the left one's side effects; a logical
    operator's right operand and a conditional's branches may store to what the left one or
    the condition read (which were valued before); the two branches never both run."""
    return any(k in other and other[k][1] != slot
               and (kind == "comma" or (kind == "logical" and slot == 1)
                    or (kind == "cond" and slot != 0))
               for k, (kind, slot) in effect.items())


def _reaches(x: ast.Expr, lhs: ast.Expr, base: ast.VarDecl | None) -> bool:
    """Whether evaluating the node ``x`` may access the object ``lhs`` (rooted at ``base``,
    None for a dereference): it names the root, or, for a dereference, is any object of its
    type; or it is a dereference that may reach the object."""
    if base is None:  # *p: any integer object of its type
        return isinstance(x, ast.VarRef | ast.Member | ast.Index | ast.Deref) \
            and isinstance(x.type, Int) and x.type.ctype == ast.int_ctype(lhs)
    if isinstance(x, ast.VarRef):
        return x.decl is base
    if isinstance(x, ast.Deref):
        if isinstance(x.type, Int):
            return x.type.ctype == ast.int_ctype(lhs)
        return isinstance(x.type, Record) and not isinstance(lhs, ast.VarRef)
    return False


def _broken(tops: list[ast.Expr]) -> tuple[ast.AssignExpr | ast.IncDec, bool] | None:
    """The first side effect in ``tops`` (one full expression) that the rule refuses:
    something not sequenced with it (in the other operand of a comma above both) may access
    the object it stores to, besides its own left side. With it, whether it can be replaced
    by a pure expression: not if a comma's right operand after it reads what it stored
    (that operand's values were worked out after the store)."""
    nodes = [n for top in tops for n in _nodes(top, {})]
    # a struct or union passed by value is read whole: a pointer may reach into it
    whole = any(isinstance(top.type, Record) for top in tops)
    for eff, sides in nodes:
        if not isinstance(eff, _EFFECTS):
            continue
        base = root(eff.lhs)
        # one access is the side effect's own left side (its root, or its dereference)
        if sum(_reaches(x, eff.lhs, base) for x, at in nodes if not _apart(sides, at)) > 1 \
                or (whole and base is None):
            commas = {id(c): c for c, _ in nodes if isinstance(c, ast.Comma)}
            read_after = any(
                _reaches(x, eff.lhs, base) for k, (kind, slot) in sides.items()
                if kind == "comma" and slot == 0 for x in ast.subexpressions(commas[k].right))
            return eff, not read_after
    return None


def conflicts(tops: list[ast.Expr]) -> bool:
    """Whether a side effect in ``tops`` (one full expression) breaks the rule."""
    return _broken(tops) is not None


def _pure(eff: ast.AssignExpr | ast.IncDec) -> ast.Expr | None:
    """An expression without side effects of the same value as ``eff`` in every state;
    None for a store to a bit-field (its value wraps to the bit-field's width)."""
    if isinstance(eff.lhs, ast.Member) and eff.lhs.field.bits is not None:
        return None
    t = ast.int_ctype(eff)
    if isinstance(eff, ast.AssignExpr):
        if eff.op is None:
            return ast.Cast(t, eff.rhs)
        rt = kernels.binary_type(eff.op, t, ast.int_ctype(eff.rhs))
        return ast.Cast(t, ast.Binary(eff.op, eff.lhs, eff.rhs, Int(rt)))
    if not eff.prefix:
        return eff.lhs
    op = cint.BinOp.ADD if eff.increment else cint.BinOp.SUB
    rt = kernels.binary_type(op, t, cint.INT)
    return ast.Cast(t, ast.Binary(op, eff.lhs, ast.Const(_ONE), Int(rt)))


def _replaced(e: ast.Expr, old: ast.Expr, new: ast.Expr) -> ast.Expr:
    """``e`` with the node ``old`` replaced by ``new``; unchanged nodes are kept, not copied
    (their compiled code serves again). A comma whose left side is left without side
    effects becomes its right side (of the same value)."""
    if e is old:
        return new
    changed: dict[str, ast.Expr] = {}
    for f in fields(e):
        child = getattr(e, f.name)
        if isinstance(child, _NODES):
            again = _replaced(cast(ast.Expr, child), old, new)
            if again is not child:
                changed[f.name] = again
    if not changed:
        return e
    if isinstance(e, ast.Comma) and "left" in changed and not has_effects(changed["left"]):
        return changed.get("right", e.right)
    return cast(ast.Expr, replace(cast(Any, e), **changed))


_NODES: tuple[type, ...] = get_args(ast.Expr)


def sequenced(tops: list[ast.Expr]) -> list[ast.Expr] | None:
    """The expressions of one full expression with every side effect that breaks the rule
    (see the module's docstring) replaced by its pure equivalent, each keeping its value;
    None if one has none (a store to a bit-field, or one a comma's right operand reads)."""
    while (broken := _broken(tops)) is not None:
        eff, repairable = broken
        pure = _pure(eff) if repairable else None
        if pure is None:
            return None
        tops = [_replaced(top, eff, pure) for top in tops]
    return tops
