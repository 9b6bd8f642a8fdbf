"""Value profiling: which values the integer variables in scope take at sampled program points.

Hermes (Sun et al., OOPSLA'16) synthesizes always-true and always-false conditions for code
that *does* run, from the values variables took there. A program point is a statement, chosen
with probability ``p`` (0.1 in the paper) by a ``random.Random`` the caller seeds. Just before
it the instrumented program counts the visit and reads the lvalues in scope:

- every integer variable in scope (an enum too: its underlying type), innermost first;
- struct fields (bit-fields included) to ``MAX_DEPTH`` levels, the first ``MAX_ELEMENTS``
  elements of each array of known length, at most ``MAX_PER_VAR`` lvalues per variable and
  ``MAX_PER_POINT`` per point: ``s.f``, ``a[2]``, ``s.arr[1].g``;
- of a union, only its first field (the one zero-initialization and an initializer without
  designators set), in static storage or in a local whose initializer is a braced list
  without designators; never a ``_Bool`` in a union (its byte may not be a valid one).

It never reads what may be uninitialized or may not exist: no pointer is dereferenced (an
array parameter is a pointer), ``extern`` declarations (perhaps defined nowhere) and
``volatile`` objects are skipped, and a local is read only if its declaration has an
initializer and no jump can enter its scope past that declaration (a ``goto`` from outside
to a label after it, a ``case`` of a switch around it, any computed goto in the function).
Out of reach: a local without initializer assigned later (Csmith's loop counters). Not
guarded: an aggregate copied from a partially set one (legal C) has holes that are read.

Each (point, lvalue) keeps over *every* visit its minimum, its maximum and its first
``MAX_DISTINCT`` distinct values, and whether there were more: a bound Hermes can trust. Hot
points are costly (a Csmith program may run 100 times slower at p=1): ``max_visits`` caps
the visits whose values are read, at the price of that bound.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from dataclasses import dataclass
from enum import Enum, auto
from typing import Any

import clang.cindex as ci

from ccfuzz import cint
from ccfuzz.cmodel import CProgram, Rewriter, Stmt, StmtKind, TypeInfo, Var
from ccfuzz.model import Program
from ccfuzz.profile import runtime

MAX_DISTINCT = 16
MAX_ELEMENTS = 8
MAX_DEPTH = 2
MAX_PER_VAR = 16
MAX_PER_POINT = 64

_P = runtime.PREFIX
_JUMP_TARGETS = {StmtKind.LABEL, StmtKind.CASE, StmtKind.DEFAULT}
_STATIC_STORAGE = {"global", "static-global", "static-local"}


@dataclass(frozen=True)
class LValue:
    expr: str  # C text that reads it at its point: "x", "s.f", "a[2]", "s.arr[1].g"
    type: cint.CType  # as declared; an enum: its underlying type
    bit_width: int | None = None  # a bit-field: its width


@dataclass(frozen=True)
class ValueSet:
    values: frozenset[int]  # the first MAX_DISTINCT distinct values seen
    min: int  # over every visit read (see ValueProfile.exhaustive)
    max: int
    complete: bool  # ``values`` holds every value read


@dataclass(frozen=True)
class Point:
    stmt: Stmt
    lvalues: tuple[LValue, ...]


@dataclass
class ValueProfile:
    program: CProgram
    points: dict[int, Point]  # statement id -> the point before it
    visit_counts: dict[int, int]  # statement id -> visits (points only)
    values: dict[int, dict[str, ValueSet]]  # statement id -> lvalue text -> values (visited)
    stdout: bytes
    max_visits: int | None = None  # values were read on this many first visits of a point

    def exhaustive(self, stmt: Stmt) -> bool:
        """Were the values at this point read on every visit? (Else they bound nothing.)"""
        return self.max_visits is None or self.visits(stmt) <= self.max_visits

    def visits(self, stmt: Stmt) -> int:
        """How often the program reached the point before ``stmt``; KeyError if none."""
        return self.visit_counts[stmt.id]

    def lvalues_at(self, stmt: Stmt) -> dict[str, LValue]:
        return {lv.expr: lv for lv in self.points[stmt.id].lvalues}

    def values_at(self, stmt: Stmt) -> dict[str, ValueSet]:
        """The values each lvalue took at the point before ``stmt`` (empty if it never ran);
        KeyError if ``stmt`` is not a point."""
        return self.values[stmt.id] if self.visits(stmt) else {}


# -- points ---------------------------------------------------------------------------------

def candidate(stmt: Stmt) -> bool:
    """Can values be read just before ``stmt``? (A jump to a label, case or default lands
    after it: the statement under it is the point.)"""
    return not (stmt.macro or stmt.role == "stmt-expr" or stmt.parent is None
                or stmt.kind in _JUMP_TARGETS)


def choose_points(program: CProgram, p: float, rng: random.Random) -> list[Stmt]:
    """Each candidate statement, in source order, with probability ``p``."""
    return [s for s in program.statements() if candidate(s) and rng.random() < p]


# -- what may be read -----------------------------------------------------------------------

class _Read(Enum):
    NOTHING = auto()
    NO_UNIONS = auto()  # not its union members
    ALL = auto()


@dataclass(frozen=True)
class _Local:
    """A local that is set wherever it is in scope from ``set_from`` on."""

    set_from: int
    unions: bool  # its union members may be read (see the module docstring)


class _Readable:
    """Which variables may be read where, for one program."""

    def __init__(self, program: CProgram) -> None:
        self.program = program
        self._declared_by: dict[Var, Stmt] = {}
        for stmt in program.statements():
            for var in (*stmt.declares, *stmt.for_vars):
                self._declared_by[var] = stmt
        self._locals: dict[Var, _Local | None] = {}
        self._jumps: dict[int, tuple[list[Stmt], dict[str, list[int]], bool]] = {}

    def lvalues(self, stmt: Stmt) -> tuple[LValue, ...]:
        out: list[LValue] = []
        for var in reversed(stmt.visible_vars()):
            read = self._read(var, stmt)
            if read is _Read.NOTHING:
                continue
            budget = min(len(out) + MAX_PER_VAR, MAX_PER_POINT)
            _leaves(var.name, var.type, None, 0, read is _Read.ALL, False, out, budget)
            if len(out) >= MAX_PER_POINT:
                break
        return tuple(out)

    def _read(self, var: Var, at: Stmt) -> _Read:
        if var.storage in _STATIC_STORAGE:
            return _Read.ALL
        if var.storage == "param":
            return _Read.NOTHING if var.type.kind == "array" else _Read.NO_UNIONS
        if var.storage != "local":
            return _Read.NOTHING  # extern: perhaps defined nowhere
        if var not in self._locals:
            self._locals[var] = self._judge_local(var)
        local = self._locals[var]
        # Inside its own declaration (a ({ }) in its initializer) it is not set yet.
        if local is None or at.start < local.set_from:
            return _Read.NOTHING
        return _Read.ALL if local.unions else _Read.NO_UNIONS

    def _judge_local(self, var: Var) -> _Local | None:
        """None if the local may be unset somewhere in its scope after its declaration."""
        decl = self._declared_by.get(var)
        if decl is None:
            return None
        init = _initializer(decl, var.name)
        if init is None:
            return None
        if decl.kind == StmtKind.FOR:
            lo, hi = decl.start, decl.end
        elif decl.parent is not None and decl.parent.kind == StmtKind.COMPOUND:
            lo, hi = decl.end, decl.parent.end
        else:
            return None
        if not self._closed(decl, lo, hi):
            return None
        # Union members: only under a braced list without designators, written out (the
        # tokens of a macro expansion are not the initializer's).
        start, end = init.extent.start.offset, init.extent.end.offset
        unions = (init.kind == ci.CursorKind.INIT_LIST_EXPR
                  and not any(a < end and start < b for a, b in self.program.parsed.macro_ranges)
                  and not any(t.spelling == "=" for t in init.get_tokens()))
        return _Local(lo, unions)

    def _closed(self, decl: Stmt, lo: int, hi: int) -> bool:
        """Can control enter ``[lo, hi)`` only by falling into it from ``lo``?"""
        targets, gotos, computed = self._jump_info(decl)
        for target in targets:
            if not lo <= target.start < hi:
                continue
            if target.kind == StmtKind.LABEL:
                sources = gotos.get(target.label or "", [])
                if computed or any(not lo <= s < hi for s in sources):
                    return False
            else:
                switch = next((a for a in target.ancestors() if a.kind == StmtKind.SWITCH),
                              None)
                if switch is None or switch.start < lo:
                    return False
        return True

    def _jump_info(self, stmt: Stmt) -> tuple[list[Stmt], dict[str, list[int]], bool]:
        """The function's jump targets, its gotos' offsets by label, has it a computed goto."""
        fn, key = stmt.function, stmt.function.start
        if key not in self._jumps:
            targets: list[Stmt] = []
            gotos: dict[str, list[int]] = {}
            computed = False
            for s in fn.statements():
                if s.kind in _JUMP_TARGETS:
                    targets.append(s)
                elif s.kind == StmtKind.GOTO:
                    ref = next((c.spelling for c in s.cursor.get_children()
                                if c.kind == ci.CursorKind.LABEL_REF), "")
                    gotos.setdefault(ref, []).append(s.start)
                elif s.kind == StmtKind.INDIRECT_GOTO:
                    computed = True
            self._jumps[key] = (targets, gotos, computed)
        return self._jumps[key]


@functools.cache
def _initializer_function() -> Any:
    fn = ci.conf.lib.clang_Cursor_getVarDeclInitializer  # not in the Python API
    fn.argtypes = [ci.Cursor]
    fn.restype = ci.Cursor
    return fn


def _initializer(decl: Stmt, name: str) -> ci.Cursor | None:
    """The initializer of ``name`` in a declaration (or a for's), None if it has none."""
    cursors: Iterator[ci.Cursor] = decl.cursor.get_children()
    if decl.kind == StmtKind.FOR:
        cursors = (v for c in decl.cursor.get_children() if c.kind == ci.CursorKind.DECL_STMT
                   for v in c.get_children())
    for c in cursors:
        if c.kind == ci.CursorKind.VAR_DECL and c.spelling == name:
            return ci.Cursor.from_cursor_result(_initializer_function()(c), c)
    return None


def _volatile(t: TypeInfo) -> bool:
    # TypeInfo.volatile is the qualifier written at this level; a typedef may carry one.
    return t.volatile or bool(t._canonical.is_volatile_qualified())


def _member(expr: str, name: str) -> str:
    """``expr.name``; a member without a name (an anonymous struct or union, whose libclang
    spelling is "struct S::(anonymous at ...)") lends its members to ``expr`` itself."""
    return f"{expr}.{name}" if name.isidentifier() else expr


def _leaves(expr: str, t: TypeInfo, bit_width: int | None, depth: int, unions: bool,
            in_union: bool, out: list[LValue], budget: int) -> None:
    """Append the integer lvalues inside ``expr`` (of type ``t``) to ``out``, up to budget."""
    if len(out) >= budget or _volatile(t):
        return
    integer = t.integer
    if integer is not None:
        if not (in_union and integer == cint.BOOL):
            out.append(LValue(expr, integer, bit_width))
        return
    if t.kind == "array" and t.length and t.element is not None:
        for i in range(min(t.length, MAX_ELEMENTS)):
            _leaves(f"{expr}[{i}]", t.element, None, depth, unions, in_union, out, budget)
    elif t.kind == "struct" and depth < MAX_DEPTH:
        for f in t.fields:
            if f.name.isidentifier() or f.type.kind in ("struct", "union"):
                _leaves(_member(expr, f.name), f.type, f.bit_width, depth + 1, unions,
                        in_union, out, budget)
    elif t.kind == "union" and depth < MAX_DEPTH and unions and t.fields:
        first = t.fields[0]
        if first.name.isidentifier() or first.type.kind in ("struct", "union"):
            _leaves(_member(expr, first.name), first.type, first.bit_width, depth + 1, unions,
                    True, out, budget)


def points_with_lvalues(program: CProgram, stmts: list[Stmt]) -> list[Point]:
    readable = _Readable(program)
    return [Point(s, readable.lvalues(s)) for s in stmts]


# -- instrumentation ------------------------------------------------------------------------

# One call per visit, with the point's values in an array: a few instructions per lvalue at
# the point (no branch: gcc -O0 compiles a branchy read per lvalue several times slower). The
# runtime (built by gcc at -O3 inside the -O0 program) compares the array with the values of
# the point's last visit, kept side by side (a vectorized loop); only a slot whose value
# changed is updated. A signed value is kept with its sign bit flipped, so that one unsigned
# compare orders both.
_SLOT = f"""struct {_P}vslot {{ unsigned n; int over;
  unsigned long long min, max, v[{MAX_DISTINCT}]; }};
"""
_RUNTIME = f"""#if defined(__GNUC__) && !defined(__clang__)
#define {_P}FAST __attribute__((optimize("O3")))
#else
#define {_P}FAST
#endif
static {_P}FAST void {_P}vnew(struct {_P}vslot *s, unsigned long long u) {{
  unsigned i;
  if (!s->n) {{ s->min = s->max = s->v[0] = u; s->n = 1; return; }}
  if (u < s->min) s->min = u;
  if (u > s->max) s->max = u;
  if (s->over) return;
  for (i = 0; i < s->n; i++) if (s->v[i] == u) return;
  if (s->n < {MAX_DISTINCT}) s->v[s->n++] = u; else s->over = 1;
}}
static {_P}FAST void {_P}visit(unsigned long k, unsigned long base, unsigned n,
                               const unsigned long long *x) {{
  unsigned i;
  unsigned long long changed = 0, *last = {_P}last + base;
  if ({_P}hits[k]++)
    for (i = 0; i < n; i++) changed |= x[i] ^ last[i];
  else
    changed = 1;
  if (!changed) return;
  for (i = 0; i < n; i++)
    if (x[i] != last[i] || !{_P}vals[base + i].n) {{
      last[i] = x[i];
      {_P}vnew(&{_P}vals[base + i], x[i]);
    }}
}}
"""
_FLIP = 1 << 63


def instrument(program: CProgram, points: list[Point], *, max_visits: int | None = None
               ) -> tuple[bytes, list[int]]:
    """The instrumented source, and the first slot of each point (its lvalues' slots follow).
    ``max_visits``: read the values only on a point's first visits (all are counted)."""
    rw = Rewriter(program)
    bases: list[int] = []
    slot = 0
    for k, point in enumerate(points):
        bases.append(slot)
        reads = ", ".join(
            f"(unsigned long long)(long long)({lv.expr}) ^ {_FLIP}ULL" if lv.type.signed
            else f"(unsigned long long)({lv.expr})" for lv in point.lvalues)
        array = f"(const unsigned long long[]){{{reads}}}" if reads else "0"
        visit = f"{_P}visit({k}, {slot}, {len(point.lvalues)}, {array});"
        if max_visits is not None:
            visit = f"if ({_P}hits[{k}] < {max_visits}ULL) {visit} else {_P}hits[{k}]++;"
        rw.insert_before(point.stmt, visit)
        slot += len(point.lvalues)
    n_points, n_slots = max(len(points), 1), max(slot, 1)
    declarations = (f"{_SLOT}static unsigned long long {_P}hits[{n_points}];\n"
                    f"static struct {_P}vslot {_P}vals[{n_slots}];\n"
                    f"static unsigned long long {_P}last[{n_slots}];\n{_RUNTIME}")
    dump = (
        f"  unsigned long i, j;\n  struct {_P}vslot *s = {_P}vals;\n"
        f"  for (i = 0; i < {n_points}; i++)\n"
        f"    if ({_P}hits[i]) {_P}fprintf(f, \"p %lu %llu\\n\", i, {_P}hits[i]);\n"
        f"  for (i = 0; i < {n_slots}; i++, s++) {{\n"
        f"    if (!s->n) continue;\n"
        f"    {_P}fprintf(f, \"v %lu %d %llu %llu\", i, s->over, s->min, s->max);\n"
        f"    for (j = 0; j < s->n; j++) {_P}fprintf(f, \" %llu\", s->v[j]);\n"
        f"    {_P}fprintf(f, \"\\n\");\n  }}")
    rw.insert(0, runtime.prelude(declarations, dump), order=-(1 << 62))
    return rw.apply(), bases


def _value(raw: int, ctype: cint.CType) -> int:
    if not ctype.signed:
        return raw
    raw ^= _FLIP
    return raw - (1 << 64) if raw >> 63 else raw


def parse(text: str, points: list[Point], bases: list[int]
          ) -> tuple[dict[int, int], dict[int, dict[str, ValueSet]]]:
    """Visits per point statement id, and the value sets of the visited points."""
    hits = {point.stmt.id: 0 for point in points}
    raw: dict[int, list[int]] = {}
    for line in text.splitlines():
        tag, *fields = line.split()
        if tag == "p":
            hits[points[int(fields[0])].stmt.id] = int(fields[1])
        elif tag == "v":
            raw[int(fields[0])] = [int(x) for x in fields[1:]]
    values: dict[int, dict[str, ValueSet]] = {}
    for point, base in zip(points, bases, strict=True):
        if not hits[point.stmt.id]:
            continue
        seen = values[point.stmt.id] = {}
        for i, lv in enumerate(point.lvalues):
            if base + i not in raw:
                continue  # the program ended between two reads (exit in a signal handler)
            over, lo, hi, *vals = raw[base + i]
            seen[lv.expr] = ValueSet(frozenset(_value(v, lv.type) for v in vals),
                                     _value(lo, lv.type), _value(hi, lv.type), not over)
    return hits, values


def profile(cprog: CProgram, program: Program, *, p: float = 0.1, rng: random.Random,
            max_visits: int | None = None, compiler: str = "gcc",
            run_seconds: float = 10) -> ValueProfile:
    """Run the program on its input, reading values before statements chosen with
    probability ``p`` by ``rng``: on every visit, or on the first ``max_visits`` of each."""
    points = points_with_lvalues(cprog, choose_points(cprog, p, rng))
    source, bases = instrument(cprog, points, max_visits=max_visits)
    text, stdout = runtime.profile_of(source, program, compiler=compiler,
                                      run_seconds=run_seconds)
    hits, values = parse(text, points, bases)
    return ValueProfile(cprog, {pt.stmt.id: pt for pt in points}, hits, values, stdout,
                        max_visits)
