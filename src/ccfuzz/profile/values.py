"""Value profiling: which values the integer variables in scope take at sampled program points.

Hermes (Sun et al., OOPSLA'16) synthesizes always-true and always-false conditions for code
that *does* run, from the values variables took there. A program point is a statement, chosen
with probability ``p`` (0.1 in the paper) by a ``random.Random`` the caller seeds. Just before
it the instrumented program counts the visit and reads the lvalues in scope:

- every integer variable in scope (an enum too: its underlying type), innermost first;
- struct fields (bit-fields included) to ``lvalues.MAX_DEPTH`` levels, the first ``MAX_ELEMENTS``
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

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ccfuzz import cint
from ccfuzz.cmodel import CProgram, Rewriter, Stmt, StmtKind
from ccfuzz.model import Program
from ccfuzz.profile import runtime
from ccfuzz.profile.lvalues import LValue, Point, points_with_lvalues

MAX_DISTINCT = 16
__all__ = ["LValue", "Point", "ValueProfile", "ValueSet", "points_with_lvalues", "profile"]

_P = runtime.PREFIX
_JUMP_TARGETS = {StmtKind.LABEL, StmtKind.CASE, StmtKind.DEFAULT}


@dataclass(frozen=True)
class ValueSet:
    values: frozenset[int]  # the first MAX_DISTINCT distinct values seen
    min: int  # over every visit read (see ValueProfile.exhaustive)
    max: int
    complete: bool  # ``values`` holds every value read


@dataclass
class ValueProfile:
    program: CProgram
    points: dict[int, Point]  # statement id -> the point before it
    visit_counts: dict[int, int]  # statement id -> visits (points only)
    values: dict[int, dict[str, ValueSet]]  # statement id -> lvalue text -> values (visited)
    stdout: bytes
    max_visits: int | None = None  # values were read on this many first visits of a point
    exit_code: int | None = 0  # of the instrumented run

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
            max_visits: int | None = None, compilers: Sequence[str] = ("gcc",),
            run_seconds: float = 10) -> ValueProfile:
    """Run the program on its input, reading values before statements chosen with
    probability ``p`` by ``rng``: on every visit, or on the first ``max_visits`` of each.
    Built by each of ``compilers`` (they must agree on its output), the profile is the union
    of theirs: what any of them saw at a point, it may see there."""
    points = points_with_lvalues(cprog, choose_points(cprog, p, rng))
    source, bases = instrument(cprog, points, max_visits=max_visits)
    runs = runtime.profiled_runs(source, program, compilers=compilers,
                                 run_seconds=run_seconds)
    hits: dict[int, int] = {}
    values: dict[int, dict[str, ValueSet]] = {}
    for run in runs:
        assert run.profile is not None
        more_hits, more_values = parse(run.profile, points, bases)
        for sid, n in more_hits.items():
            hits[sid] = max(hits.get(sid, 0), n)
        for sid, seen in more_values.items():
            values[sid] = _union(values[sid], seen) if sid in values else seen
    return ValueProfile(cprog, {pt.stmt.id: pt for pt in points}, hits, values,
                        runs[0].stdout, max_visits, runs[0].exit_code)


def _union(a: dict[str, ValueSet], b: dict[str, ValueSet]) -> dict[str, ValueSet]:
    """The values two runs saw at one point; an lvalue only one of them read is incomplete."""
    out = {}
    for expr in a.keys() | b.keys():
        x, y = a.get(expr), b.get(expr)
        if x is None or y is None:
            only = x or y
            assert only is not None
            out[expr] = replace(only, complete=False)
        else:
            out[expr] = ValueSet(x.values | y.values, min(x.min, y.min), max(x.max, y.max),
                                 x.complete and y.complete)
    return out
