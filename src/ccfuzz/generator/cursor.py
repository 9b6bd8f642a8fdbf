"""Where the generator stands in a function, and the states the next statement will run in.

A ``LineCursor`` is in straight-line code (no enclosing loop in this function): it holds the
live states themselves and commits a statement by running it on each of them (on a copy, kept
only if no run is undefined). A ``LoopCursor`` is inside a loop: the states at its position
depend on the statements still to come in later iterations, so it re-runs the outermost
enclosing loop from that loop's entry states, with a ``Probe`` where it stands to collect
the states, and commits a statement only if the whole loop still runs without undefined
behaviour.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from ccfuzz.errors import GeneratorTimeoutError
from ccfuzz.generator import ast
from ccfuzz.generator.interp import (
    Compiler,
    Flow,
    Interpreter,
    Memory,
    StepLimit,
    UndefinedBehavior,
)

MAX_PROBED_STATES = 48  # more states make generation slower, not safer: commits re-check all


@dataclass
class State:
    mem: Memory


@dataclass
class Budget:
    """Steps the program may still take, and the wall-clock deadline of its generation."""

    steps: int
    deadline: float
    seconds: float
    counting: bool = field(default=False)  # only main's real run spends steps
    commits: int = 0  # statements committed anywhere so far: dates cached probe states

    def check_time(self) -> None:
        if time.monotonic() > self.deadline:
            raise GeneratorTimeoutError(
                f"generating one program took more than {self.seconds:g} seconds")


@dataclass(frozen=True)
class Jumps:
    """Which jumps a statement at a cursor may make: ``break`` inside a loop or a switch,
    ``continue`` inside a loop whose ``continue`` reaches its step (not a ``while`` loop's
    body, whose step comes last)."""

    can_break: bool = False
    can_continue: bool = False


NO_JUMPS = Jumps()


class LineCursor:
    def __init__(self, block: ast.Block, live: list[State], budget: Budget, code: Compiler,
                 pending: dict[str, list[State]], counting: bool, jumps: Jumps = NO_JUMPS,
                 breaks: list[State] | None = None) -> None:
        self.block = block
        self.live = live
        self.budget = budget
        self.code = code
        self.pending = pending  # states waiting at a label, by label
        self.counting = counting
        # Straight-line code is in no loop; inside a switch it may break, and the states
        # that do wait in ``breaks`` for the end of the switch.
        self.jumps = jumps
        self.breaks = breaks

    def inner(self, block: ast.Block, live: list[State],
              breaks: list[State] | None = None) -> LineCursor:
        """A cursor in ``block``, nested here, whose statements run in the states ``live``;
        with ``breaks``, the body of a case of a switch, whose breaking states go there."""
        if breaks is None:
            return LineCursor(block, live, self.budget, self.code, self.pending, self.counting,
                              self.jumps, self.breaks)
        return LineCursor(block, live, self.budget, self.code, self.pending, self.counting,
                          Jumps(True, False), breaks)

    def loop_body(self, loop: ast.For, entry: list[Memory], inner: ast.For | None = None) \
            -> LoopCursor:
        """A cursor in the body of ``loop``, which starts here in the states ``entry``; or, in
        a nest, in the body of ``inner``, a loop inside it."""
        inner = inner or loop
        return LoopCursor(inner.body, loop, entry, self.budget, self.code, loop_jumps(inner))

    def states(self) -> list[Memory]:
        return [s.mem for s in self.live]

    def commit(self, stmt: ast.Stmt) -> bool:
        self.budget.check_time()
        runs = []
        for s in self.live:
            mem = dict(s.mem)
            it = Interpreter(mem, self.budget.steps, self.code)
            try:
                flow = it.stmt(stmt)
            except (UndefinedBehavior, StepLimit):
                return False
            runs.append((s, mem, flow, it.goto_label, it.steps))
        self.block.stmts.append(stmt)
        self.budget.commits += 1
        self.live = []
        for s, mem, flow, label, steps in runs:
            s.mem = mem
            if self.counting:
                self.budget.steps -= steps
            if flow is Flow.NORMAL:
                self.live.append(s)
            elif flow is Flow.GOTO:
                assert label is not None
                self.pending.setdefault(label, []).append(s)
            elif flow is Flow.BREAK:
                assert self.breaks is not None, "a break outside a switch in straight-line code"
                self.breaks.append(s)
            else:
                assert flow is Flow.RETURN, flow
        return True

    def close(self) -> None:
        """The block is complete: states that jumped to its end label join the live ones."""
        if self.block.end_label is not None:
            self.live += self.pending.pop(self.block.end_label, [])


def loop_jumps(loop: ast.For) -> Jumps:
    """The jumps a statement directly in ``loop``'s body may make."""
    return Jumps(True, loop.form is not ast.LoopForm.WHILE)


class LoopCursor:
    def __init__(self, block: ast.Block, root: ast.Stmt, entry: list[Memory],
                 budget: Budget, code: Compiler, jumps: Jumps) -> None:
        self.block = block
        self.root = root  # the outermost loop, or a call of a function calling itself
        self.entry = entry
        self.budget = budget
        self.code = code
        self.jumps = jumps
        # The states at the end of the block as of commit number ``_cached[0]``: one
        # simulation both checks a candidate and yields the states for the next one.
        self._cached: tuple[int, list[Memory]] | None = None

    def _simulate(self) -> list[Memory] | None:
        """Run the root loop with a probe at the end of the block: the probe's states, or
        None if some run is undefined or too long."""
        probe = ast.Probe()
        self.block.stmts.append(probe)
        try:
            for m in self.entry:
                Interpreter(dict(m), self.budget.steps, self.code).stmt(self.root)
        except (UndefinedBehavior, StepLimit):
            return None
        finally:
            self.block.stmts.pop()
        hits = probe.hits
        if len(hits) > MAX_PROBED_STATES:
            stride = -(-len(hits) // MAX_PROBED_STATES)
            hits = hits[::stride]
        return hits

    def inner(self, block: ast.Block, jumps: Jumps | None = None) -> LoopCursor:
        """A cursor in ``block``, nested here in the same outermost loop; ``jumps``: those
        allowed there, if not the same as here."""
        return LoopCursor(block, self.root, self.entry, self.budget, self.code,
                          self.jumps if jumps is None else jumps)

    def runs(self) -> bool:
        """Whether the loop as it stands runs at all within the steps main has left: a loop
        begun late in a big program may not, even empty, and then gets no body."""
        hits = self._simulate()
        if hits is None:
            return False
        self._cached = (self.budget.commits, hits)
        return True

    def states(self) -> list[Memory]:
        if self._cached is not None and self._cached[0] == self.budget.commits:
            return self._cached[1]
        hits = self._simulate()
        assert hits is not None, "a committed loop no longer runs"
        self._cached = (self.budget.commits, hits)
        return hits

    def commit(self, stmt: ast.Stmt) -> bool:
        self.budget.check_time()
        self.block.stmts.append(stmt)
        hits = self._simulate()
        if hits is None:
            self.block.stmts.pop()
            return False
        self.budget.commits += 1
        self._cached = (self.budget.commits, hits)
        return True

    def close(self) -> None:
        pass


Cursor = LineCursor | LoopCursor
