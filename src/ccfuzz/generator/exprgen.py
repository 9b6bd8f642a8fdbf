"""Expressions built under the concrete states in which they will be evaluated.

An ``ExprGen`` holds the memories of every state the new code will run in (one per call of
the function, per loop iteration, ...). Each expression is built bottom-up together with its
value in every state (YARPGen v1's idea): an operator whose result would be undefined in any
state is replaced by another one, so what comes out is defined everywhere it runs. With no
states (code that never runs) anything well-typed goes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache, cached_property
from typing import TypeVar

from ccfuzz import cint
from ccfuzz.generator import affine, ast, builtins, effects, kernels, shapes
from ccfuzz.generator.code import ExprCompiler
from ccfuzz.generator.interp import (
    Memory,
    UndefinedBehavior,
    apply_binary,
    apply_unary,
)
from ccfuzz.generator.policy import Chance, Policy
from ccfuzz.generator.printer import SAFE_BINARY
from ccfuzz.generator.types import (
    INT_TYPES,
    KEYWORD_TYPES,
    WIDE_TYPES,
    Array,
    Int,
    Pointer,
    Qual,
    Record,
    Type,
)

T = TypeVar("T")
Values = list[cint.Value]
# Operators by the names the policy weighs them by.
_BINARY = {op.name.lower(): op for op in cint.BinOp}
_UNARY = {op.name.lower(): op for op in cint.UnOp}
_UNARY_NAMES = tuple(_UNARY)
_SHIFTS = (cint.BinOp.SHL, cint.BinOp.SHR)


def int_types(policy: Policy) -> tuple[cint.CType, ...]:
    """The integer types a program uses: with ``spellings``, ``char`` and (with ``int64``)
    ``long long`` and ``unsigned long long`` too; with ``int128``, ``int128_t`` and
    ``uint128_t``; with ``bitint``, the program's bit-precise types, signed and unsigned."""
    return _int_types(policy.on("int64"), policy.on("spellings"), policy.on("int128"),
                      policy.bitint_widths)


@cache
def _int_types(int64: bool, keywords: bool, int128: bool, bitint_widths: tuple[int, ...]) \
        -> tuple[cint.CType, ...]:
    types = INT_TYPES if int64 else INT_TYPES[:6]
    if keywords:
        types += tuple(t for t in KEYWORD_TYPES if int64 or t.width < 64)
    return types + (WIDE_TYPES if int128 else ()) + bitint_types(bitint_widths)


@cache
def bitint_types(widths: tuple[int, ...]) -> tuple[cint.CType, ...]:
    """The bit-precise types of ``widths``: signed (from two bits on) and unsigned."""
    return tuple(cint.bitint(w, signed) for w in widths for signed in (True, False)
                 if w > 1 or not signed)


class _Qualifiers(ast.LvalueVisitor[tuple[bool, bool]]):
    def visit_var_ref(self, e: ast.VarRef) -> tuple[bool, bool]:
        return e.decl.qual.const, e.decl.qual.volatile

    def visit_member(self, e: ast.Member) -> tuple[bool, bool]:
        return e.base.accept(self)

    def visit_index(self, e: ast.Index) -> tuple[bool, bool]:
        return e.base.accept(self)

    def visit_deref(self, e: ast.Deref) -> tuple[bool, bool]:
        assert isinstance(e.pointer.type, Pointer)
        target = e.pointer.type.target
        return target.const, target.volatile


_QUALIFIERS = _Qualifiers()


def lvalue_qual(e: ast.Expr) -> tuple[bool, bool]:
    """(const, volatile) of the object an lvalue designates."""
    return e.accept(_QUALIFIERS)


class _VolatileReads(ast.ExprVisitor[int]):
    """How many volatile objects evaluating an expression reads; with ``as_value`` false, an
    lvalue's own object is designated, not read (the target of a store, ``&x``, ``x.f``)."""

    def __init__(self, as_value: bool) -> None:
        self.as_value = as_value

    def _own(self, e: ast.Expr) -> int:
        return int(self.as_value and lvalue_qual(e)[1])

    def visit_var_ref(self, e: ast.VarRef) -> int:
        return self._own(e)

    def visit_member(self, e: ast.Member) -> int:
        return self._own(e) + e.base.accept(_DESIGNATED)

    def visit_index(self, e: ast.Index) -> int:
        return self._own(e) + e.base.accept(_DESIGNATED) + e.index.accept(_READ)

    def visit_deref(self, e: ast.Deref) -> int:
        return self._own(e) + e.pointer.accept(_READ)

    def visit_addr_of(self, e: ast.AddrOf) -> int:
        return e.obj.accept(_DESIGNATED)

    def visit_const(self, e: ast.Const) -> int:
        return 0

    def _operands(self, e: ast.Expr) -> int:
        return sum(c.accept(_READ) for c in e.children())

    visit_unary = visit_binary = visit_cast = visit_cond = visit_ptr_compare = \
        visit_comma = visit_builtin = visit_overflow = visit_vec_op = _operands

    def visit_assign_expr(self, e: ast.AssignExpr) -> int:
        return e.lhs.accept(_DESIGNATED if e.op is None else _READ) + e.rhs.accept(_READ)

    def visit_inc_dec(self, e: ast.IncDec) -> int:
        return e.lhs.accept(_READ)


_READ, _DESIGNATED = _VolatileReads(True), _VolatileReads(False)


def volatile_accesses(e: ast.Expr, as_value: bool = True) -> int:
    """How many volatile objects evaluating ``e`` reads. A full statement may read at most one:
    two unsequenced accesses to one volatile object would be undefined (6.5p2, 5.1.2.3p2)."""
    return e.accept(_READ if as_value else _DESIGNATED)


@dataclass(frozen=True)
class Scope:
    """The variables visible at a point, sorted once for the choices that need them."""

    all: list[ast.VarDecl]
    writable: list[ast.VarDecl]  # neither const nor a loop counter
    local: list[ast.VarDecl]  # locals and parameters
    counters: list[ast.VarDecl]  # loop counters of the enclosing loops

    @classmethod
    def of(cls, decls: list[ast.VarDecl], base: Scope | None = None) -> Scope:
        """The scope of ``decls``; with ``base``, the scope of ``base.all + decls``."""
        base = base or cls([], [], [], [])
        return cls(
            [*base.all, *decls],
            [*base.writable, *(d for d in decls if d.storage is not ast.Storage.INDUCTION
                               and not d.qual.const)],
            [*base.local, *(d for d in decls if d.storage in (ast.Storage.LOCAL,
                                                              ast.Storage.PARAM))],
            [*base.counters, *(d for d in decls if d.storage is ast.Storage.INDUCTION)],
        )

    @cached_property
    def effect_roots(self) -> list[ast.VarDecl]:
        """The variables a side effect inside an expression may store to, into or through
        (``effects``): writable, not volatile."""
        return [d for d in self.writable if not d.qual.volatile]


class ExprGen:
    def __init__(self, policy: Policy, code: ExprCompiler, scope: Scope, states: list[Memory],
                 global_objects: list[ast.Expr] | None = None,
                 pointer_cache: dict[tuple[Qual, bool], list[ast.Expr]] | None = None) -> None:
        self.policy = policy
        self.code = code  # the program's compiler: candidates are evaluated in every state
        self.scope = scope
        self.global_objects = global_objects  # the globals' objects(), computed once
        # pointer_to's candidates among the globals, by (target, address_only)
        self.pointer_cache: dict[tuple[Qual, bool], list[ast.Expr]] = (
            pointer_cache if pointer_cache is not None else {})
        self.states = states
        # Whether int_expr may build side effects (``effects``): only where the caller
        # runs ``effects.sequenced`` on the full expression; never in an index, which
        # ``lvalue`` evaluates on the states themselves.
        self.effects = False
        self.made_effects = 0
        # Subexpressions of the function's recent statements, for ``shapes.common_subexpr``.
        self.recent: list[ast.Expr] | None = None

    @property
    def dead(self) -> bool:
        return not self.states

    def values(self, e: ast.Expr) -> list[object] | None:
        """``e`` in every state, or None if it is undefined in one."""
        # Compiled once for all the states (a loop body has up to MAX_PROBED_STATES).
        try:
            if isinstance(e.type, Int):
                run, t = self.code.int(e), e.type.ctype
                return [cint.Value(run(m), t) for m in self.states]
            loc = self.code.pointer(e)
            return [loc(m) for m in self.states]
        except UndefinedBehavior:
            return None

    def reusable(self, e: ast.Expr) -> bool:
        """Whether ``e`` may be evaluated twice in one statement: no side effects, no
        volatile read."""
        return not effects.has_effects(e) and volatile_accesses(e) == 0

    # ----- lvalues

    def valid(self, e: ast.Expr, write: bool) -> bool:
        try:
            run = self.code.place_code(e) if write else self.code.value(e)
            for m in self.states:
                run(m)
        except UndefinedBehavior:
            return False
        return True

    def lvalue(self, want: Callable[[Type], bool], write: bool, tries: int = 4) \
            -> ast.Expr | None:
        """An lvalue of a wanted type, reached from a variable in scope through members,
        elements and dereferences; writable (not const, not a loop counter) if ``write``."""
        pool = self.scope.writable if write else self.scope.all
        for _ in range(tries):
            if not pool:
                return None
            e: ast.Expr = self.policy.choice(pool).ref
            for _ in range(6):
                if want(e.type):
                    if write and lvalue_qual(e)[0]:
                        break
                    if not self.valid(e, write):
                        break  # an index out of bounds, a union member not readable
                    return e
                t = e.type
                if isinstance(t, Array):
                    e = ast.Index(e, self.index(t.length), t.elem)
                elif isinstance(t, Record):
                    f = self.policy.choice(t.fields)
                    e = ast.Member(e, t, f)
                elif isinstance(t, Pointer):
                    e = ast.Deref(e, t.target.type)
                else:
                    break
        return None

    def index(self, length: int) -> ast.Expr:
        """An index within bounds in every state: a loop counter, a small expression, or a
        constant."""
        effects, self.effects = self.effects, False
        try:
            return self._index(length)
        finally:
            self.effects = effects

    def _index(self, length: int) -> ast.Expr:
        if self.scope.counters and self.policy.on("affine_indices") \
                and self.policy.chance(Chance.AFFINE_INDEX):
            index = affine.affine_index(self, length)  # in bounds with or without states
            if index is not None:
                return index
        if not self.dead:
            counters = self.scope.counters
            for d in self.policy.shuffled(counters):
                vals = self.values(d.ref)
                if vals is not None and all(
                        isinstance(v, cint.Value) and 0 <= v.value < length for v in vals):
                    return d.ref
            if self.policy.chance(Chance.INDEX_EXPRESSION):
                e, ints = self.int_expr(1)
                if all(0 <= v.value < length for v in ints):
                    return e
        return ast.Const(cint.Value(self.policy.randint(0, length - 1), cint.INT))

    # ----- integer expressions

    def const(self) -> tuple[ast.Expr, Values]:
        v = cint.random_value(self.policy.rng, self.policy.choice(int_types(self.policy)))
        return ast.Const(v), [v] * len(self.states)

    def int_expr(self, depth: int) -> tuple[ast.Expr, Values]:
        """An integer expression of ``depth`` levels at most, with its value in each state."""
        p = self.policy
        kinds = ["const", "var"]
        if depth > 0:
            kinds += ["binary", "unary"]
            kinds += [k for k, f in (("cast", "casts"), ("ternary", "ternary"),
                                     ("pointer_compare", "pointer_compare")) if p.on(f)]
            kinds += [k for k in ("narrow_compare", "common_subexpr", "reassociation")
                      if p.on(k)]
            kinds += [k for k, f in (("builtin", "builtins"), ("idiom", "idioms")) if p.on(f)]
            if self.effects:
                kinds += [k for k in ("embedded_assign", "comma") if p.on(k)]
        kind = p.expr_kind(kinds)
        if kind in _MORE:
            made = _MORE[kind](self, depth)
            if made is not None:
                return made
            kind = "var"
        if kind == "var":
            e = self.lvalue(lambda t: isinstance(t, Int), write=False)
            vals = self.values(e) if e is not None else None
            if e is None or vals is None:
                return self.const()
            return e, vals  # type: ignore[return-value]
        if kind == "binary":
            return self.binary(depth)
        if kind == "unary":
            a, va = self.int_expr(depth - 1)
            first = p.operator(_UNARY_NAMES)
            for name in _first_then_shuffled(p, first, p.operators(_UNARY_NAMES)):
                op = _UNARY[name]
                safe = p.on("safe_math") and op is cint.UnOp.NEG
                try:
                    unary_vals = [apply_unary(op, v, safe) for v in va]
                except UndefinedBehavior:
                    continue
                t = kernels.unary_type(op, ast.int_ctype(a))
                return ast.Unary(op, a, Int(t), safe), unary_vals
            return a, va
        if kind == "cast":
            a, va = self.int_expr(depth - 1)
            to = p.choice(int_types(p))
            return ast.Cast(to, a), [cint.Value.cast(v.value, to) for v in va]
        if kind == "ternary":
            c, vc = self.int_expr(depth - 1)
            a, va = self.int_expr(depth - 1)
            b, vb = self.int_expr(depth - 1)
            t = cint.usual_arithmetic(ast.int_ctype(a), ast.int_ctype(b))
            chosen = [cint.Value.cast((x if k.value else y).value, t)
                      for k, x, y in zip(vc, va, vb, strict=True)]
            return ast.Cond(c, a, b, Int(t)), chosen
        if kind == "pointer_compare":
            pair = self.pointer_pair()
            if pair is not None:
                e = ast.PtrCompare(p.chance(Chance.POINTER_EQUAL), *pair)
                vals = self.values(e)
                if vals is not None:
                    return e, vals  # type: ignore[return-value]
        return self.const()

    def after(self, e: ast.Expr) -> ExprGen:
        """A generator for what is evaluated after ``e`` (sequenced after it): in copies of
        the states, with ``e``'s side effects done."""
        run = self.code.value(e)
        states = []
        for m in self.states:
            copy = dict(m)
            run(copy)
            states.append(copy)
        later = ExprGen(self.policy, self.code, self.scope, states, self.global_objects,
                        self.pointer_cache)
        later.effects, later.recent = self.effects, self.recent
        return later

    def full_expr(self, depth: int, beside: Sequence[ast.Expr] = ()) \
            -> tuple[ast.Expr, Values] | None:
        """An integer expression where side effects may go (``effects``), in a full
        expression that also holds ``beside`` (an assignment's left side); kept within the
        sequencing rule, or None where it cannot be (the caller gives the candidate up)."""
        self.effects, self.made_effects = True, 0
        try:
            e, values = self.int_expr(depth)
        finally:
            self.effects = False
        if self.made_effects:
            done = effects.sequenced([*beside, e])
            if done is None:
                return None
            e = done[-1]
        return e, values

    def binary(self, depth: int) -> tuple[ast.Expr, Values]:
        p = self.policy
        names = _binary_ops(p.on("mul_div"), p.on("shifts"), self.dead)
        first = p.operator(names)
        a, va = self.int_expr(depth - 1)
        # In dead code a shift count is a literal within the width, for the same reason.
        if first in ("shl", "shr") and (self.dead or p.chance(Chance.SHIFT_LITERAL)):
            width = cint.promote(ast.int_ctype(a)).width
            v = cint.Value(p.randint(0, width - 1), cint.INT)
            b: ast.Expr = ast.Const(v)
            vb = [v] * len(self.states)
        else:
            b, vb = self.int_expr(depth - 1)
        for name in _first_then_shuffled(p, first, p.operators(names)):
            op = _BINARY[name]
            safe = p.on("safe_math") and op in SAFE_BINARY and p.chance(Chance.SAFE_OPERATION)
            # A shift wrapper takes its count as uint64_t, which a 128-bit count would wrap.
            safe = safe and not (op in _SHIFTS and ast.int_ctype(b).width > 64)
            try:
                vals = [apply_binary(op, x, y, safe) for x, y in zip(va, vb, strict=True)]
            except UndefinedBehavior:
                continue
            t = kernels.binary_type(op, ast.int_ctype(a), ast.int_ctype(b))
            return ast.Binary(op, a, b, Int(t), safe), vals
        return a, va  # every operator the weights allow is undefined here

    # ----- pointers

    def _walk_objects(self, decls: list[ast.VarDecl]) -> list[ast.Expr]:
        out: list[ast.Expr] = []

        def walk(e: ast.Expr) -> None:
            out.append(e)
            t = e.type
            if isinstance(t, Array):
                walk(ast.Index(e, ast.Const(cint.Value(self.policy.randint(0, t.length - 1),
                                                       cint.INT)), t.elem))
            elif isinstance(t, Record) and not t.union and not t.loose:
                for f in t.fields:
                    if f.bits is None:
                        walk(ast.Member(e, t, f))

        for d in decls:
            walk(d.ref)
        return [e for e in out if not isinstance(e.type, Array)]

    def _globals(self) -> list[ast.Expr]:
        if self.global_objects is not None:
            return self.global_objects
        return self._walk_objects([d for d in self.scope.all
                                   if d.storage is ast.Storage.GLOBAL])

    def _locals(self) -> list[ast.Expr]:
        return self._walk_objects(self.scope.local)

    def objects(self, global_only: bool) -> list[ast.Expr]:
        """Addressable objects in scope (no bit-fields, union members, loop counters or
        anything inside a packed struct), one random element per array."""
        return self._globals() if global_only else [*self._globals(), *self._locals()]

    def record_value(self, want: Record | None, write: bool = False) -> ast.Expr | None:
        """A struct or union object (of type ``want``, or of any record type) to pass,
        return or store to by value: a variable, a member or an element (at a constant
        index) in scope, or, unless ``write``, the target of a pointer; not const if
        ``write`` (so a call's result stored there has a target the callee cannot move)."""
        found: list[ast.Expr] = []
        for o in self.objects(False):
            t = o.type
            if isinstance(t, Record) and (want is None or t is want):
                if not (write and lvalue_qual(o)[0]):
                    found.append(o)
            elif not write and isinstance(t, Pointer) and isinstance(t.target.type, Record) \
                    and (want is None or t.target.type is want):
                found.append(ast.Deref(o, t.target.type))
        return self.policy.choice(found) if found else None

    def pointer_to(self, target: Qual, global_only: bool, address_only: bool = False) \
            -> ast.Expr | None:
        """A pointer value that may be stored in a pointer to ``target``: the address of an
        object, or (unless ``address_only``: a static initializer must be an address
        constant) a pointer read from a variable, through one dereference at most."""
        key = (target, address_only)
        found = self.pointer_cache.get(key)
        if found is None:
            found = _pointers_to(self._globals(), target, address_only)
            if self.global_objects is not None:  # then the globals' objects are fixed
                self.pointer_cache[key] = found
        if not global_only:
            found = [*found, *_pointers_to(self._locals(), target, address_only)]
        return self.policy.choice(found) if found else None

    def pointer_pair(self) -> tuple[ast.Expr, ast.Expr] | None:
        ptrs = [o for o in self.objects(False) if isinstance(o.type, Pointer)]
        if not ptrs:
            return None
        left = self.policy.choice(ptrs)
        assert isinstance(left.type, Pointer)
        right = self.pointer_to(left.type.target, False)
        if right is None or right.type != left.type:
            return None
        return left, right


_MORE: dict[str, Callable[[ExprGen, int], tuple[ast.Expr, Values] | None]] = {
    "embedded_assign": effects.embedded, "comma": effects.comma,
    "narrow_compare": shapes.narrow_compare, "common_subexpr": shapes.common_subexpr,
    "reassociation": shapes.reassociation,
    "builtin": builtins.builtin_expr, "idiom": builtins.idiom_expr,
}


@cache
def _binary_ops(mul_div: bool, shifts: bool, dead: bool) -> tuple[str, ...]:
    """The names of the operators a binary expression may use (the policy weighs them)."""
    left_out = set()
    if not mul_div:
        left_out |= {"mul", "div", "mod"}
    elif dead:
        # Dead code has no states to check a divisor in, and a divisor that folds to a
        # constant 0 is refused by compilers' -Werror=div-by-zero (the reduction guard).
        left_out |= {"div", "mod"}
    if not shifts:
        left_out |= {"shl", "shr"}
    return tuple(name for name in _BINARY if name not in left_out)


def _first_then_shuffled(p: Policy, first: T | None, items: Sequence[T]) -> Iterator[T]:
    """``first``, then, only if the caller asks for more (it was undefined in some state), the
    items in a random order: shuffling up front cost most draws a shuffle never used. Nothing
    if ``first`` is None (every weight is zero)."""
    if first is None:
        return
    yield first
    yield from p.shuffled(items)


def _pointers_to(objects: list[ast.Expr], target: Qual, address_only: bool) -> list[ast.Expr]:
    ptype = Pointer(target)
    found: list[ast.Expr] = []
    for obj in objects:
        t = obj.type
        # the type first: it rules out most objects without working out their qualifiers
        if t == target.type and target.admits(t, *lvalue_qual(obj)):
            found.append(ast.AddrOf(obj, ptype))
        if isinstance(t, Pointer) and not address_only:
            if target.accepts(t.target):
                found.append(obj)
            inner = t.target.type
            if isinstance(inner, Pointer) and target.accepts(inner.target):
                found.append(ast.Deref(obj, inner))
    return found


