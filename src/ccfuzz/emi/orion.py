"""Orion (Le, Afshari, Su, PLDI'14): EMI variants by deleting code the input never executes.

Walking each function's statement tree from the top, an unexecuted statement is deleted with
probability ``p_parent`` when it has sub-statements and ``p_leaf`` when it has none; a deleted
statement takes its sub-statements with it, a kept one is walked into. As in the paper, both
probabilities are drawn afresh for every variant, so variants range from light to heavy
pruning. Since only code the input never reaches is removed, every variant must print, on that
input, what the seed prints: a build that does not is miscompiling the seed or the variant.

Never deleted: executed statements (or ones with anything executed inside, e.g. reached by a
jump into a block); statements from macro expansions; the value of a statement expression; a
declaration whose name is used outside it; anything holding a label that code outside it
names (``goto``, ``&&label``); a statement in tail position of a non-void function (without it
control could reach the function's end, which gcc and clang warn about and the reduction
guard refuses). "Used" is judged by identifier tokens, so a shadowed name counts
as used: conservative, never wrong. Every variant is parsed again before it is handed out.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import ClassVar

from ccfuzz.cmodel import Rewriter, Stmt, StmtKind
from ccfuzz.emi.hermes_mutations import in_tail
from ccfuzz.emi.names import SUMMARIES
from ccfuzz.emi.seed import FromSeed, Seed, prepare
from ccfuzz.emi.strategy import Settings
from ccfuzz.errors import InvalidProgramError, RewriteError
from ccfuzz.model import Program


@dataclass(frozen=True)
class Variant:
    program: Program
    deleted: tuple[int, ...]  # lines of the deleted statements
    p_parent: float
    p_leaf: float


def candidates(seed: Seed) -> list[Stmt]:
    """Every statement Orion may delete (whether it does is up to chance)."""
    return [s for s in seed.model.statements() if deletable(seed, s)]


def deletable(seed: Seed, stmt: Stmt) -> bool:
    if stmt.parent is None or not stmt.editable or seed.coverage.executed(stmt):
        return False
    if in_tail(stmt):  # gcc and clang would warn that control reaches the end
        return False
    inside = range(stmt.start, stmt.end)

    def used_outside(name: str) -> bool:
        # The function's tokens are read only when a name must be looked up: most statements
        # declare nothing and hold no label, and tokenizing costs more than parsing.
        uses = stmt.function.identifier_uses
        return any(offset not in inside for offset in uses.get(name, ()))

    if stmt.kind == StmtKind.DECL and any(used_outside(v.name) for v in stmt.declares):
        return False
    labels = [s.label for s in stmt.walk() if s.label is not None]
    return not any(used_outside(name) for name in labels)


def variant(seed: Seed, rng: random.Random, *, name: str) -> Variant | None:
    """One Orion variant, or None when this draw deleted nothing."""
    p_parent, p_leaf = rng.random(), rng.random()
    rw = Rewriter(seed.model)
    deleted: list[int] = []

    def visit(stmt: Stmt) -> None:
        structural = [c for c in stmt.children if c.role != "stmt-expr"]
        p = p_parent if structural else p_leaf
        if rng.random() < p and deletable(seed, stmt):
            rw.delete(stmt)
            deleted.append(stmt.line)
            return
        for child in stmt.children:
            visit(child)

    for fn in seed.model.functions:
        if fn.body is not None:
            visit(fn.body)
    if not deleted:
        return None
    try:
        text = rw.apply_checked().decode()
    except RewriteError as exc:  # a bug in this module: say so loudly, with the seed
        raise RewriteError(f"Orion broke seed {seed.program.name}: {exc}") from None
    program = seed.member(
        name, text, "orion",
        f"orion p_parent={p_parent:.3f} p_leaf={p_leaf:.3f} deleted {len(deleted)} statements "
        f"at lines {_lines(deleted)}", parent=seed.program.name)
    return Variant(program, tuple(deleted), p_parent, p_leaf)


def variants(seed: Seed, count: int, rng: random.Random, *, prefix: str,
             max_tries: int = 20) -> list[Variant]:
    """Up to ``count`` distinct variants; fewer when ``max_tries`` draws in a row make
    nothing new (little dead code)."""
    return [v for _, v in zip(range(count), distinct(seed, rng, prefix=prefix,
                                                     max_tries=max_tries), strict=False)]


def distinct(seed: Seed, rng: random.Random, *, prefix: str,
             max_tries: int = 20) -> Iterator[Variant]:
    """Variants whose texts differ from the seed's and from each other's, named
    ``{prefix}-orion-{k}``; the stream ends after ``max_tries`` draws in a row that deleted
    nothing or repeated a text (two draws can delete the same statements, or statements
    with the same text)."""
    seen = {seed.program.source}
    while True:
        for _ in range(max_tries):
            v = variant(seed, rng, name=f"{prefix}-orion-{len(seen) - 1}")
            if v is not None and v.program.source not in seen:
                break
        else:
            return
        seen.add(v.program.source)
        yield v


def possible(seed: Seed) -> int:
    """How many different sets of statements Orion can delete from the seed: an upper bound
    on its distinct variants (different sets can still leave the same text)."""

    def ways(stmt: Stmt) -> int:  # the sets under stmt, the empty set included
        kept = 1
        for child in stmt.children:
            kept *= ways(child)
        return kept + (1 if deletable(seed, stmt) else 0)

    total = 1
    for fn in seed.model.functions:
        if fn.body is not None:
            total *= ways(fn.body)
    return total - 1  # deleting nothing is the seed, not a variant


class Orion(FromSeed[Seed]):
    """The strategy: independent variants, each deleting from the seed afresh."""

    name: ClassVar[str] = "orion"
    summary: ClassVar[str] = SUMMARIES[name]
    chained: ClassVar[bool] = False

    def __init__(self, seed: Seed) -> None:
        self.seed = seed
        self.candidates = candidates(seed)
        self.possible = possible(seed)
        self.made = 0
        self.max_tries = 20
        self.stream_made = 0  # by the last stream
        if not self.candidates:
            where = seed.program.origin.path or seed.program.name
            raise InvalidProgramError(f"{where}: its input executes every statement Orion "
                                      "could delete (the unexecuted ones, if any, must stay: "
                                      "see docs/design/emi.md); give it an input that leaves "
                                      "code unexecuted")

    @classmethod
    def prepare(cls, program: Program, settings: Settings) -> Orion:
        return cls(prepare(program, compiler=settings.compiler,
                           run_seconds=settings.run_seconds))

    def describe(self) -> str:
        total = sum(1 for _ in self.seed.model.statements())
        return (f"{total} statements, {len(self.candidates)} deletable ones never executed: "
                f"at most {_count(self.possible)} distinct variants")

    def variants(self, rng: random.Random, *, prefix: str,
                 max_tries: int = 20) -> Iterator[Program]:
        """Distinct variants, until ``max_tries`` draws in a row make nothing new or every
        possible set of deletions has been made."""
        self.max_tries, self.stream_made = max_tries, 0
        for v in distinct(self.seed, rng, prefix=prefix, max_tries=max_tries):
            self.made += 1
            self.stream_made += 1
            yield v.program
            if self.stream_made >= self.possible:
                return

    def why_ended(self) -> str:
        total = sum(1 for _ in self.seed.model.statements())
        dead = (f"its input leaves {len(self.candidates)} of its {total} statements "
                f"unexecuted and deletable")
        if self.stream_made >= self.possible:
            return f"{dead}: {self.possible} different sets of deletions, all made"
        return (f"{dead}, so at most {_count(self.possible)} distinct variants exist "
                f"(different deletions can leave the same text); {self.max_tries} draws in "
                "a row deleted nothing or repeated an earlier variant")

    def statistics(self) -> dict[str, float]:
        return {"variants": self.made, "deletable": len(self.candidates),
                "possible": float(min(self.possible, 10**15))}


def _count(n: int) -> str:
    return str(n) if n < 10**6 else f"about 10^{len(str(n)) - 1}"


def _lines(lines: list[int]) -> str:
    shown = ",".join(str(n) for n in sorted(set(lines))[:40])
    return shown + (",..." if len(set(lines)) > 40 else "")
