"""Loop shapes the vectorizers take, over the program's vector arrays.

With feature ``vector_loops`` the program has a few global one-dimensional arrays of 16 to
64 integers (and one of structs, where a struct has two integer members), long enough for a
loop over them to fill vector registers: ``ProgramGen.make_globals`` makes them with
``arrays``, and the ordinary statements use them like any other global. Each shape is a
statement kind the policy weighs, made whole here and committed as one statement:

- ``map_loop``: ``d[i] = e(s[i], t[i])`` (or ``d[i] += ...``);
- ``reduction_loop``: ``acc += s[i]`` (``^=``, ``|=``, ``&=``), or ``acc = (s[i] > acc) ?
  s[i] : acc``;
- ``select_loop``: ``if (s[i] > t[i]) d[i] = e;`` (a masked store), or ``d[i] = (s[i] < k) ?
  e : t[i]``;
- ``stride_loop``: ``d[i] = e(s[2 * i + k])``, or read reversed, ``s[(n - 1) - i]``;
- ``struct_loop``: interleaved members of an array of structs, ``r[i].f1 = e(r[i].f0, s[i])``;
- ``gather_loop``: ``d[i] = e(s[((uint32_t)x[i]) & (n - 1)])`` (``% n`` where ``n`` is no
  power of two): an indirect read in bounds whatever ``x`` holds;
- ``search_loop``: ``for (..) if (s[i] == k) break;`` then ``acc = i;``, an early exit,
  ``k`` a value ``s`` holds in the first state (or a constant);
- ``carried_loop``: ``d[i] = e(d[i - k], s[i])``, a loop-carried dependence at a distance
  ``k`` of 1 to 32, which forbids vectorization below it.

With feature ``loop_functions`` a shape that stores no scalar (all but ``reduction_loop`` and
``search_loop``) is now and then made in a function of its own, a loop function: one
parameter per array the loop uses, a pointer to that array (``int32_t (* restrict q)[32]``,
read ``(*q)[i]``), and a body that is the loop alone, touching nothing but its parameters
and its counter. The call passes the arrays' addresses. Mostly the parameters are
``restrict``: every call gives a loop function with ``restrict`` parameters distinct arrays,
so each array is reached through one parameter alone, as ``restrict`` requires. A loop
function without ``restrict`` may be called with one array for two parameters of its type
(a call with aliased arguments, which the vectorizers' run-time alias checks must catch);
such a call's loop carries no hint. Now and then a loop function is ``noinline``, so the
compiler sees only the parameters; statement ``loop_call`` calls a finished loop function
again with other arrays of its parameters' types, by the same rules.

Every shape is defined by construction, whatever values the arrays hold, in code that runs
and code that never runs alike: indices are the counter (or ``2 * i + k``, ``(n - 1) - i``,
``i - k``) over a range that keeps them in bounds, or a value masked or reduced below the
length; all arithmetic on elements is in an unsigned type of at least int's width and the
operands' (``builtins.unsigned_for``), so it wraps and never overflows, and the store
converts it back (wrapping, as gcc and clang define); shifts are by literals below that
width, division and remainder by nonzero literals. The interpreter runs the finished loop
in every state all the same, and a loop it finds undefined is dropped like any candidate. A
shape free of loop-carried dependences (each element stored is read only at its own index)
is marked so now and then (``#pragma GCC ivdep`` for gcc, ``#pragma clang loop
vectorize(enable)`` for clang, chosen by the preprocessor).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ccfuzz import cint
from ccfuzz.generator import affine, ast, builtins, exprgen, kernels
from ccfuzz.generator.cursor import LineCursor
from ccfuzz.generator.policy import Chance
from ccfuzz.generator.types import Array, Field, Int, Pointer, Qual, Record, leaves

if TYPE_CHECKING:
    from ccfuzz.generator.cursor import Cursor
    from ccfuzz.generator.function import FuncGen
    from ccfuzz.generator.program import ProgramGen

SHAPES = ("map_loop", "reduction_loop", "select_loop", "stride_loop", "struct_loop",
          "gather_loop", "search_loop", "carried_loop")
# The shapes a loop function may hold: those that store into arrays only.
_OUTLINED = frozenset(SHAPES) - {"reduction_loop", "search_loop"}
LOOP_CALL = "loop_call"  # a finished loop function called again
_LENGTHS = (16, 24, 32, 48, 64)
_MAX_STRUCT_CELLS = 192
# Operators by their policy names: a shape uses those of positive weight only.
_BIN = {op.name.lower(): op for op in cint.BinOp}
_COMBINE = ("add", "sub", "xor", "and", "or")
_MUL_DIV = ("mul", "div", "mod")
_SHIFTS = ("shl", "shr")
_REDUCE = ("add", "xor", "or", "and")
_RELATIONAL = ("lt", "gt", "le", "ge", "eq", "ne")
_INT = Int(cint.INT)


def arrays(gen: ProgramGen) -> list[ast.VarDecl]:
    """The program's vector arrays: a few arrays of integers, and one of structs with at
    least two integer members (not bit-fields) where a struct has them."""
    p = gen.policy
    out: list[ast.VarDecl] = []
    # A small program gets fewer and shorter arrays: their initializers are bytes of C.
    longest = min(p.number("vector_length_max"), max(_LENGTHS[0], gen.target // 300))
    lengths = [n for n in _LENGTHS if n <= longest] or [_LENGTHS[0]]
    most = min(p.number("vector_arrays"), gen.target // 3500)
    for _ in range(p.randint(2, max(2, most))):
        elem = gen.scalar_type()
        if elem.ctype.width > 64:  # 128-bit lanes the vectorizers do not take: 64 bits
            elem = Int(cint.INT64_T if elem.ctype.signed else cint.UINT64_T)
        t = Array(elem, p.choice(lengths))
        out.append(ast.VarDecl(gen.fresh("v"), Qual(t), ast.Storage.GLOBAL,
                               gen.constant_init(t), vector=True))
    records = [r for r in gen.records if len(_int_members(r)) >= 2]
    if records:
        r = p.choice(records)
        fitting = [n for n in lengths if n * len(leaves(r)) <= _MAX_STRUCT_CELLS]
        if fitting:
            t = Array(r, p.choice(fitting))
            out.append(ast.VarDecl(gen.fresh("v"), Qual(t), ast.Storage.GLOBAL,
                                   gen.constant_init(t), vector=True))
    return out


def _int_members(r: Record) -> list[Field]:
    if r.union:
        return []
    return [f for f in r.fields if isinstance(f.type, Int) and f.bits is None]


def _length(d: ast.VarDecl) -> int:
    assert isinstance(d.type, Array)
    return d.type.length


class _Shape:
    """One loop shape being made: its counter, and the arrays it may use; for a loop function
    (``outline``), the parameter that stands for each array it uses."""

    def __init__(self, fg: FuncGen, cursor: Cursor, outline: bool = False) -> None:
        self.fg, self.cursor, self.p = fg, cursor, fg.policy
        self.outline = outline
        self.restrict = outline and self.p.chance(Chance.LOOP_RESTRICT)
        self.params: dict[ast.VarDecl, ast.VarDecl] = {}  # array -> its parameter
        self.bases: dict[ast.VarDecl, ast.Expr] = {}  # array -> ``(*q)`` or the array
        vectors = fg.gen.vector_arrays
        self.ints = [d for d in vectors if isinstance(d.type, Array)
                     and isinstance(d.type.elem, Int)]
        self.structs = [d for d in vectors if isinstance(d.type, Array)
                        and isinstance(d.type.elem, Record)]
        # A loop function without ``restrict`` may be made over stand-ins, two for each array,
        # each with a parameter of its own: where the loop uses both, its call passes that
        # array to two parameters.
        self.real: dict[ast.VarDecl, ast.VarDecl] = {}  # stand-in -> its array
        if outline and not self.restrict and self.p.chance(Chance.LOOP_ALIAS):
            for d in list(self.ints):
                for _ in range(2):
                    self.real[ast.VarDecl(d.name, d.qual, d.storage, vector=True)] = d
            self.ints = list(self.real)
        self.var = ast.VarDecl(fg.gen.fresh("i"), Qual(_INT), ast.Storage.INDUCTION)
        self.hint = True  # no loop-carried dependence so far (dependence: ``hint = False``)
        p = self.p
        self.ops = set(p.operators((*_COMBINE, *_MUL_DIV, *_SHIFTS, *_RELATIONAL)))
        self.combine_ops = [n for n in (*_COMBINE, *(_MUL_DIV if p.on("mul_div") else ()),
                                        *(_SHIFTS if p.on("shifts") else ()))
                            if n in self.ops]

    def base(self, d: ast.VarDecl) -> ast.Expr:
        """The array ``d`` in the loop: itself, or in a loop function ``(*q)`` for its
        parameter ``q`` (one per array)."""
        found = self.bases.get(d)
        if found is None:
            if self.outline:
                q = ast.VarDecl(self.fg.gen.fresh("q"),
                                Qual(Pointer(Qual(d.type)), restrict=self.restrict),
                                ast.Storage.PARAM)
                self.params[d] = q
                found = ast.Deref(q.ref, d.type)
            else:
                found = d.ref
            self.bases[d] = found
        return found

    def elem(self, d: ast.VarDecl, index: ast.Expr) -> ast.Expr:
        assert isinstance(d.type, Array)
        return ast.Index(self.base(d), index, d.type.elem)

    def pick(self, names: Sequence[str]) -> cint.BinOp | None:
        """One of the operators ``names`` by its weight, or None if none has weight."""
        name = self.p.operator([n for n in names if n in self.ops])
        return None if name is None else _BIN[name]

    def counter(self, k: int = 0) -> ast.Expr:
        """``i``, or ``i + k`` / ``i - k``."""
        i = self.var.ref
        if k == 0:
            return i
        op = cint.BinOp.ADD if k > 0 else cint.BinOp.SUB
        return ast.Binary(op, i, ast.int_const(abs(k)), _INT)

    def loop(self, n: int, body: list[ast.Stmt], start: int = 0) -> ast.For:
        """``for (i = start; i < n; i++)``, or counting down now and then."""
        if self.p.chance(Chance.LOOP_DOWN):
            loop = ast.For(self.var, n - 1, start - 1, -1, ast.Block(body))
        else:
            loop = ast.For(self.var, start, n, 1, ast.Block(body))
        self.var.bounds = affine.counter_bounds(loop)
        loop.hint = self.hint and self.p.chance(Chance.VECTOR_HINT)
        return loop

    def wrap(self, e: ast.Expr) -> ast.Expr:
        """``e``, now and then through a builtin or an idiom (``e`` has no side effects)."""
        p = self.p
        kinds = [k for k in ("builtins", "idioms") if p.on(k)]
        if not kinds or not p.chance(Chance.VECTOR_WRAP):
            return e
        if p.choice(kinds) == "builtins":
            names = builtins.names(p)
            return builtins.call(p.choice(names), e) if names else e
        idioms = builtins.idioms(p, ast.int_ctype(e).signed)
        if not idioms:
            return e
        other = ast.Const(cint.random_value(p.rng, ast.int_ctype(e)))
        return builtins.idiom(p.choice(idioms), e, other, p.randint(0, 62))

    def combine(self, given: Sequence[ast.Expr]) -> ast.Expr:
        """The parts combined by wrapping arithmetic in an unsigned type (see the module)."""
        p = self.p
        parts = [self.wrap(x) for x in given]
        if p.randint(0, 2) == 0:
            t = p.choice(exprgen.int_types(p))
            parts.append(ast.Const(cint.random_value(p.rng, t)))
        u = builtins.unsigned_for(*parts)
        e = builtins.cast(u, parts[0])
        for b in parts[1:]:
            name = p.operator(self.combine_ops) if self.combine_ops else None
            if name is None:
                break
            op = _BIN[name]
            b = builtins.cast(u, b)
            if op in (cint.BinOp.SHL, cint.BinOp.SHR):
                b = ast.int_const(p.randint(0, u.width - 1))
            elif op in (cint.BinOp.DIV, cint.BinOp.MOD):
                b = ast.Const(cint.Value(p.randint(1, 17), u))
            e = ast.Binary(op, e, b, Int(kernels.binary_type(op, ast.int_ctype(e),
                                                             ast.int_ctype(b))))
        return e

    def store(self, lhs: ast.Expr, rhs: ast.Expr) -> ast.Assign:
        op = self.pick(_REDUCE) if self.p.chance(Chance.VECTOR_COMPOUND) else None
        if op is not None:
            # The right side's unsigned type is as wide as the left's: the operation wraps.
            u = builtins.unsigned_for(lhs, rhs)
            return ast.Assign(lhs, builtins.cast(u, rhs), op)
        return ast.Assign(lhs, rhs)

    def sources(self, count: int) -> list[ast.VarDecl]:
        return [self.p.choice(self.ints) for _ in range(count)]

    def scalar(self) -> ast.Expr | None:
        """A scalar variable to reduce into (not const, not volatile)."""
        exprs = self.fg.exprs(self.cursor.states())
        pool = [d for d in exprs.scope.writable if isinstance(d.type, Int)
                and not d.qual.volatile and not d.qual.const]
        return self.p.choice(pool).ref if pool else None


def _map(s: _Shape) -> list[ast.Stmt] | None:
    d, a, b = s.sources(3)
    n = min(_length(d), _length(a), _length(b))
    i = s.counter()
    parts = [s.elem(a, i)] + ([s.elem(b, i)] if s.p.randint(0, 3) else [])
    return [s.loop(n, [s.store(s.elem(d, i), s.combine(parts))])]


def _reduction(s: _Shape) -> list[ast.Stmt] | None:
    acc = s.scalar()
    if acc is None:
        return None
    a = s.p.choice(s.ints)
    x = s.wrap(s.elem(a, s.counter()))
    op = s.pick(_REDUCE)
    extremes = [n for n in builtins.idioms(s.p) if n in ("min", "max")]
    if op is not None and (s.p.randint(0, 2) or not extremes):
        u = builtins.unsigned_for(acc, x)
        stmt = ast.Assign(acc, builtins.cast(u, x), op)
    elif extremes:
        stmt = ast.Assign(acc, builtins.idiom(s.p.choice(extremes), x, acc, 0))
    else:
        return None
    return [s.loop(_length(a), [stmt])]


def _select(s: _Shape) -> list[ast.Stmt] | None:
    d, a, b = s.sources(3)
    n = min(_length(d), _length(a), _length(b))
    i = s.counter()
    x, y = s.elem(a, i), s.elem(b, i) if s.p.randint(0, 1) else \
        ast.Const(cint.random_value(s.p.rng, ast.int_ctype(s.elem(a, i))))
    rel = s.pick(_RELATIONAL)
    if rel is None:
        return None
    cond = ast.Binary(rel, x, y, _INT)
    value = s.combine([x, s.elem(b, i)])
    if s.p.randint(0, 1):
        return [s.loop(n, [ast.If(cond, ast.Block([s.store(s.elem(d, i), value)]))])]
    other = builtins.cast(builtins.unsigned_for(value, s.elem(d, i)), s.elem(b, i))
    t = cint.usual_arithmetic(ast.int_ctype(value), ast.int_ctype(other))
    return [s.loop(n, [ast.Assign(s.elem(d, i), ast.Cond(cond, value, other, Int(t)))])]


def _stride(s: _Shape) -> list[ast.Stmt] | None:
    d, a = s.sources(2)
    i = s.counter()
    reverse = s.p.randint(0, 1)
    if not {"sub", "mul", "add"} & s.ops or (reverse and "sub" not in s.ops) \
            or (not reverse and "mul" not in s.ops):
        return None
    if reverse:
        n = min(_length(d), _length(a))
        index: ast.Expr = ast.Binary(cint.BinOp.SUB, ast.int_const(_length(a) - 1), i, _INT)
    else:
        k = s.p.randint(0, 1) if "add" in s.ops else 0
        n = min(_length(d), (_length(a) - k + 1) // 2)
        index = ast.Binary(cint.BinOp.MUL, ast.int_const(2), i, _INT)
        if k:
            index = ast.Binary(cint.BinOp.ADD, index, ast.int_const(k), _INT)
    if d is a:
        s.hint = False  # a store meets another iteration's read: a loop-carried dependence
    return [s.loop(n, [s.store(s.elem(d, i), s.combine([s.elem(a, index)]))])]


def _struct(s: _Shape) -> list[ast.Stmt] | None:
    if not s.structs:
        return None
    r = s.p.choice(s.structs)
    assert isinstance(r.type, Array) and isinstance(r.type.elem, Record)
    record = r.type.elem
    i = s.counter()
    fields = s.p.shuffled(_int_members(record))
    member = [ast.Member(s.elem(r, i), record, f) for f in fields]
    a = s.p.choice(s.ints)
    n = min(_length(r), _length(a))
    parts = [member[1], s.elem(a, i)] if s.p.randint(0, 1) else member[1:]
    if s.p.randint(0, 1):
        return [s.loop(n, [s.store(member[0], s.combine(parts))])]
    return [s.loop(n, [s.store(s.elem(a, i), s.combine(member[:2]))])]


def _gather(s: _Shape) -> list[ast.Stmt] | None:
    d, a, x = s.sources(3)
    n = min(_length(d), _length(x))
    i = s.counter()
    m = _length(a)
    raw = builtins.cast(cint.UINT, s.elem(x, i))
    if ("and" if m & (m - 1) == 0 else "mod") not in s.ops:
        return None
    if m & (m - 1) == 0:
        index: ast.Expr = ast.Binary(cint.BinOp.AND, raw, ast.Const(cint.Value(m - 1, cint.UINT)),
                                     Int(cint.UINT))
    else:
        index = ast.Binary(cint.BinOp.MOD, raw, ast.Const(cint.Value(m, cint.UINT)),
                           Int(cint.UINT))
    if d is a:
        s.hint = False  # the store may meet a later read
    return [s.loop(n, [s.store(s.elem(d, i), s.combine([s.elem(a, index)]))])]


def _search(s: _Shape) -> list[ast.Stmt] | None:
    acc = s.scalar()
    if acc is None:
        return None
    a = s.p.choice(s.ints)
    n = _length(a)
    x = s.elem(a, s.counter())
    t = ast.int_ctype(x)
    states = s.cursor.states()
    key = s.elem(a, ast.int_const(s.p.randint(0, n - 1)))
    if states and s.p.randint(0, 3):
        found = states[0].get((a.name, s.p.randint(0, n - 1)))
        k = ast.Const(cint.Value(found, t)) if isinstance(found, int) else key
    else:
        k = ast.Const(cint.random_value(s.p.rng, t))
    rel = s.pick(("eq", "gt"))
    if rel is None:
        return None
    cond = ast.Binary(rel, x, k, _INT)
    s.hint = False  # an early exit: the iterations after it must not run
    loop = s.loop(n, [ast.If(cond, ast.Block([ast.Break()]))])
    return [loop, ast.Assign(acc, s.var.ref)]


def _carried(s: _Shape) -> list[ast.Stmt] | None:
    d, a = s.sources(2)
    n = min(_length(d), _length(a))
    if "sub" not in s.ops:
        return None
    k = s.p.choice([k for k in (1, 1, 2, 3, 4, 8, 16, 32) if k < n])
    s.hint = False
    i = s.counter()
    value = s.combine([s.elem(d, s.counter(-k)), s.elem(a, i)])
    return [s.loop(n, [ast.Assign(s.elem(d, i), value)], start=k)]


_MAKERS = {"map_loop": _map, "reduction_loop": _reduction, "select_loop": _select,
           "stride_loop": _stride, "struct_loop": _struct, "gather_loop": _gather,
           "search_loop": _search, "carried_loop": _carried}


def vector_loop(fg: FuncGen, cursor: Cursor, kind: str) -> bool:
    """Make and commit the loop shape ``kind`` (or ``LOOP_CALL``); False where it cannot be
    made here or the interpreter finds it undefined."""
    if kind == LOOP_CALL:
        return _loop_call(fg, cursor)
    p = fg.policy
    outline = kind in _OUTLINED and p.on("loop_functions") and p.chance(Chance.LOOP_FUNCTION)
    shape = _Shape(fg, cursor, outline)
    if not shape.ints:
        return False
    made = _MAKERS[kind](shape)
    if made is None:
        return False
    assert isinstance(made[0], ast.For)
    made[0].shape = kind
    for stmt in made:
        if any(exprgen.volatile_accesses(e) > 0 for e in stmt_exprs(stmt)):
            return False
    if outline:
        assert len(made) == 1
        return _outline(shape, made[0])
    fg.func.induction.append(shape.var)
    first, *rest = made
    if not cursor.commit(first):
        fg.func.induction.remove(shape.var)
        return False
    fg.gen.heavy.add(fg.func.name)
    for stmt in rest:
        cursor.commit(stmt)
    return True


def _outline(s: _Shape, loop: ast.For) -> bool:
    """Make ``loop`` the body of a new loop function and commit its first call."""
    gen = s.fg.gen
    arrays = [s.real.get(d, d) for d in s.params]
    if len(set(arrays)) < len(arrays):
        loop.hint = False  # its dependences were judged with the stand-ins apart
    f = ast.Function(gen.fresh("loop"), None, list(s.params.values()),
                     body=ast.Block([loop]),
                     induction=[s.var], loop_function=True,
                     noinline=s.p.chance(Chance.LOOP_NOINLINE))
    args = _arguments(gen, f, arrays)
    if args is None or not s.cursor.commit(ast.Call(None, f, tuple(args))):
        return False
    gen.finish(f)
    gen.heavy.update((f.name, s.fg.func.name))
    return True


def _loop_call(fg: FuncGen, cursor: Cursor) -> bool:
    """Call a finished loop function again, with arrays of its own choosing."""
    funcs = [f for f in fg.gen.functions if f.loop_function]
    if not funcs:
        return False
    f = fg.policy.choice(funcs)
    args = _arguments(fg.gen, f, None)
    if args is None or not cursor.commit(ast.Call(None, f, tuple(args))):
        return False
    fg.gen.heavy.add(fg.func.name)
    return True


def may_alias(f: ast.Function) -> bool:
    """Whether a call of the loop function ``f`` may pass one array to two parameters: not
    where a parameter is ``restrict``, nor where its loop is hinted free of dependences."""
    loop = f.body.stmts[0]
    assert isinstance(loop, ast.For)
    return not loop.hint and not any(q.qual.restrict for q in f.params)


def _arguments(gen: ProgramGen, f: ast.Function, arrays: list[ast.VarDecl] | None) \
        -> list[ast.Expr] | None:
    """The arguments of a call of the loop function ``f``: the addresses of ``arrays`` (its
    first call), or of arrays of its parameters' types, distinct unless ``may_alias``, where
    now and then one array goes to two parameters; None where too few arrays fit."""
    if arrays is None:
        p = gen.policy
        alias = may_alias(f) and p.chance(Chance.LOOP_ALIAS)
        arrays = []
        for q in f.params:
            assert isinstance(q.type, Pointer)
            t = q.type.target.type
            same = [d for d in arrays if d.type == t]
            if alias and same and p.randint(0, 1):
                arrays.append(p.choice(same))
                continue
            fits = [d for d in gen.vector_arrays if d.type == t and d not in arrays]
            if not fits:
                return None
            arrays.append(p.choice(fits))
    return [ast.AddrOf(d.ref, Pointer(Qual(d.type))) for d in arrays]


def stmt_exprs(s: ast.Stmt) -> list[ast.Expr]:
    out = list(s.exprs())
    for b in s.blocks():
        for inner in b.stmts:
            out += stmt_exprs(inner)
    return out


def allowed(cursor: Cursor) -> bool:
    """Loop shapes go in straight-line code: inside a loop every candidate re-runs the
    outermost loop, and a shape's dozens of iterations would make that slow."""
    return isinstance(cursor, LineCursor)
