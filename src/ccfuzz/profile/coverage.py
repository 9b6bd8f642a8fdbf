"""Statement coverage by instrumentation: a counter per statement.

gcov counts lines; on ``if (c) a = 1; b = 2;`` it cannot say which statement ran. Here every
statement the model can edit gets its own counter, incremented just before it runs:

- an item of a compound: ``__ccfuzz_cov[K]++;`` inserted before it;
- a sub-statement that is not an item (``if (c) S``, a loop body, the statement under a case
  label): wrapped, ``{ __ccfuzz_cov[K]++; S }``;
- a function body: the counter right after its ``{``;
- label, case and default statements: none of their own (a jump lands after the label, so a
  counter in front of it would lie); the statement under the label has one;
- statements from inside a macro expansion, statements that share one expansion with another
  statement (``#define P(A, B) A ## B ; bob``: ``P(x, y)();`` is two statements), and the
  compound of a ``({ })``: none (see ``cmodel.macros``). A statement whose ``;`` is a macro
  (``return 1 SEMI``) has its counter, the macro inside its braces.

A statement without a counter is ``executed`` when its nearest counted ancestor or any counted
descendant ran. A statement's ``executed`` also holds when only something inside it ran (a
``goto`` or ``case`` into the middle of a block skips the block's own counter).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ccfuzz.cmodel import CProgram, Rewriter, Stmt, StmtKind
from ccfuzz.model import Program
from ccfuzz.profile import runtime

COUNTERS = f"{runtime.PREFIX}cov"
_UNCOUNTED = {StmtKind.LABEL, StmtKind.CASE, StmtKind.DEFAULT}


def counted(stmt: Stmt) -> bool:
    return not (stmt.macro or stmt.role == "stmt-expr" or stmt.kind in _UNCOUNTED)


def instrument(program: CProgram) -> tuple[bytes, dict[int, int]]:
    """The instrumented source, and the counter index of each counted statement's id."""
    rw = Rewriter(program)
    slots: dict[int, int] = {}
    for stmt in program.statements():
        if not counted(stmt):
            continue
        k = len(slots)
        slots[stmt.id] = k
        bump = f"{COUNTERS}[{k}]++;"
        if stmt.parent is None:  # a function body
            rw.insert(stmt.start + 1, bump)
        else:
            rw.insert_before(stmt, bump)
    n = max(len(slots), 1)
    rw.insert(0, runtime.prelude(
        f"static unsigned long long {COUNTERS}[{n}];",
        f"  for (unsigned long i = 0; i < {n}; i++)\n"
        f"    if ({COUNTERS}[i]) {runtime.PREFIX}fprintf(f, \"c %lu %llu\\n\", i, "
        f"{COUNTERS}[i]);"), order=-(1 << 62))
    return rw.apply(), slots


@dataclass
class Coverage:
    program: CProgram
    counts: dict[int, int]  # statement id -> times its counter ran (counted statements only)
    stdout: bytes

    def count(self, stmt: Stmt) -> int | None:
        """How often the statement ran; None for a statement without a counter."""
        return self.counts.get(stmt.id) if counted(stmt) else None

    def executed(self, stmt: Stmt) -> bool:
        """Did the statement, or anything inside it, run?"""
        own = self.count(stmt)
        if own:
            return True
        if own is None and not any(counted(s) for s in stmt.walk()):
            # Nothing under it is counted: go by the nearest counted ancestor.
            for up in stmt.ancestors():
                if counted(up):
                    return bool(self.count(up))
            return True
        return any(self.count(s) for s in stmt.walk())

    def executed_lines(self) -> dict[int, bool]:
        """Line granularity, for comparison with gcov: for each line where a counted
        statement other than a compound starts, whether one of them ran."""
        lines: dict[int, bool] = {}
        for stmt in self.program.statements():
            if counted(stmt) and stmt.kind != StmtKind.COMPOUND:
                lines[stmt.line] = lines.get(stmt.line, False) or bool(self.counts.get(stmt.id))
        return lines


def profile(cprog: CProgram, program: Program, *, compilers: Sequence[str] = ("gcc",),
            run_seconds: float = 10) -> Coverage:
    """Run the program on its input with a counter per statement, built by each of
    ``compilers`` (they must agree on its output): a statement ran if it ran under any."""
    source, slots = instrument(cprog)
    by_slot: dict[int, int] = {}
    runs = runtime.profiled_runs(source, program, compilers=compilers,
                                 run_seconds=run_seconds)
    for run in runs:
        assert run.profile is not None
        for line in run.profile.splitlines():
            tag, slot, count = line.split()
            if tag == "c":
                by_slot[int(slot)] = max(by_slot.get(int(slot), 0), int(count))
    counts = {sid: by_slot.get(slot, 0) for sid, slot in slots.items()}
    return Coverage(cprog, counts, runs[0].stdout)
