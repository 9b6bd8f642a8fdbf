"""Athena (Le, Sun, Su, OOPSLA'15): EMI variants by deleting *and inserting* statements where
the seed's input never goes, walking a Markov chain towards control flow unlike the seed's.

Each step proposes one edit of the current variant, with equal chance:

- a deletion: an unexecuted seed statement Orion could delete (it leaves a marker, a place
  later insertions may use), or a statement inserted earlier;
- an insertion: at an unexecuted statement (of the seed, a marker, or inserted), before or
  after it with equal chance; up to ``k`` candidates are drawn from the statement database and
  the first that fits is inserted, its free variables bound to in-scope variables of the same
  type and its labels renamed (``ccfuzz.emi.statements``).

The proposal is accepted by the Metropolis-Hastings rule (``ccfuzz.emi.chain``) on the
distance Δ from the seed over CFG nodes and edges (``ccfuzz.emi.cfg``). The proposal ratio
counts the choices of place on both sides: a deletion of one of D(Q) deletable statements is
undone by inserting it back at one of S(Q*) places, on one of two sides, so its ratio is
D(Q) / (2·S(Q*)); an insertion's is the inverse. The draw of the candidate is left out of the
ratio, as in the paper: with it, undoing a deletion would carry the chance of drawing that one
statement from the whole database, and deletions would almost never be accepted.

sigma is ``SIGMA`` times the number of the seed's CFG nodes, so that a step that changes one
node of a small seed and one of a large one weigh alike. Each variant the strategy hands out
is a state the chain moved to (a rejected proposal makes none); every one is a few edits away
from the seed, printed by the seed's rewriter without parsing anything again. The seed is
profiled once.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import ClassVar

from ccfuzz import cmodel
from ccfuzz.cmodel import CProgram, Function, StmtKind
from ccfuzz.emi import cfg
from ccfuzz.emi.chain import Chain, Proposal
from ccfuzz.emi.edits import Delete, Edit, Insert, Layout, Remove, Site, Slot, Variant
from ccfuzz.emi.names import SUMMARIES
from ccfuzz.emi.seed import FromSeed, Seed, prepare
from ccfuzz.emi.statements import Database, Insertion, Refusal
from ccfuzz.emi.strategy import Settings
from ccfuzz.errors import ConfigError, InvalidProgramError, ParseError
from ccfuzz.model import Program

K = 10  # candidates tried per insertion, as in the paper
SIGMA = 1.0
MAX_SIZE = 500_000  # bytes; the paper's cap, far above where compile time degrades
MAX_IDLE = 200  # steps in a row without a move before a stream gives up
_NULL = cfg.Shape(StmtKind.NULL, ";", None, ())


@dataclass(frozen=True)
class State:
    variant: Variant
    overlaps: tuple[cfg.Overlap, ...]  # per function of the seed, in order
    size: int


@dataclass
class InsertionStats:
    tried: int = 0  # insertion proposals
    made: int = 0  # those that found a fitting candidate within k draws
    refusals: Counter[Refusal] = field(default_factory=Counter)


class Athena(FromSeed[Seed]):
    """The strategy: one chain per stream, each variant one accepted step further."""

    name: ClassVar[str] = "athena"
    summary: ClassVar[str] = SUMMARIES[name]
    chained: ClassVar[bool] = True

    def __init__(self, seed: Seed, *, corpus: Sequence[CProgram] = (), corpus_skipped: int = 0,
                 k: int = K, sigma: float = SIGMA, max_size: int = MAX_SIZE) -> None:
        self.seed = seed
        self.layout = Layout(seed)
        self.database = Database(seed.model, corpus)
        self.corpus_files = len(corpus)
        self.corpus_skipped = corpus_skipped
        self.k = k
        self.max_size = max_size
        if not self.layout.around and not self.layout.deletable:
            where = seed.program.origin.path or seed.program.name
            raise InvalidProgramError(f"{where}: its input executes every statement; give it "
                                      "an input that leaves code unexecuted")
        self.functions: list[Function] = list(seed.model.functions)
        self._index = {id(f): i for i, f in enumerate(self.functions)}
        self.seed_graphs = [self._graph(Variant(), f) for f in self.functions]
        self.seed_overlaps = tuple(cfg.overlap(g, g) for g in self.seed_graphs)
        self.sigma = sigma * max(sum(len(g.nodes) for g in self.seed_graphs), 1)
        self.start = State(Variant(), self.seed_overlaps, len(seed.model.source))
        self.insertions = InsertionStats()
        self.chains: list[Chain[State]] = []
        self.max_idle = MAX_IDLE

    @classmethod
    def prepare(cls, program: Program, settings: Settings) -> Athena:
        corpus, skipped = read_corpus(settings.corpus) if settings.corpus else ([], 0)
        return cls(prepare(program, compiler=settings.compiler,
                           run_seconds=settings.run_seconds),
                   corpus=corpus, corpus_skipped=skipped)

    def describe(self) -> str:
        corpus = (f" ({self.database.from_corpus} from {self.corpus_files} corpus files; "
                  f"{self.corpus_skipped} skipped: they do not parse)" if self.corpus_files
                  or self.corpus_skipped else "")
        return (f"{len(self.layout.stmts)} statements, {len(self.layout.around)} never "
                f"executed, {len(self.layout.deletable)} of them deletable; "
                f"{len(self.database)} candidates for insertion{corpus}")

    # -- the chain's space -----------------------------------------------------------------

    def score(self, state: State) -> float:
        return cfg.distance(state.overlaps, self.seed_overlaps, state.size,
                            self.start.size)

    def propose(self, state: State, rng: random.Random) -> Proposal[State] | None:
        v = state.variant
        if rng.random() < 0.5:
            choices = self.layout.deletions(v)
            if not choices:
                return None
            slot = rng.choice(choices)
            edit: Edit = (Delete(slot.site.stmt) if slot.index is None
                          else Remove(slot.site, slot.index))
            new = self._moved(state, edit)
            back = len(self.layout.slots(new.variant))
            return Proposal(new, math.log(len(choices) / (2 * max(back, 1))),
                            self._describe(edit))
        places = self.layout.slots(v)
        if not places:
            return None
        found = self._insertion(v, rng.choice(places), rng)
        if found is None:
            return None
        new = self._moved(state, found)
        back = len(self.layout.deletions(new.variant))
        return Proposal(new, math.log(2 * len(places) / max(back, 1)), self._describe(found))

    def _insertion(self, v: Variant, slot: Slot, rng: random.Random) -> Insert | None:
        after = rng.random() < 0.5
        if slot.index is None:
            site = Site(slot.site.stmt, after)
            index = 0 if after else len(v.inserted.get(site, ()))
        else:
            site, index = slot.site, slot.index + (1 if after else 0)
        self.insertions.tried += 1
        place = self.layout.place(v, site, v.serial)
        room = self.max_size - self.layout.size(v)
        for _ in range(self.k):
            found = self.database.fit(rng.randrange(len(self.database)), place, rng)
            if isinstance(found, Insertion) and len(found.text) >= room:
                found = Refusal.TOO_BIG
            if isinstance(found, Refusal):
                self.insertions.refusals[found] += 1
                continue
            self.insertions.made += 1
            return Insert(site, index, found)
        return None

    def _moved(self, state: State, edit: Edit) -> State:
        v = self.layout.apply(state.variant, edit)
        site_stmt = edit.stmt if isinstance(edit, Delete) else edit.site.stmt
        fn = self.layout.stmts[site_stmt].function
        i = self._index[id(fn)]
        overlaps = list(state.overlaps)
        overlaps[i] = cfg.overlap(self._graph(v, fn), self.seed_graphs[i])
        return State(v, tuple(overlaps), self.layout.size(v))

    def _graph(self, v: Variant, fn: Function) -> cfg.Graph:
        assert fn.body is not None
        return cfg.graph(fn.name, _View(self.layout, v, fn.body.id))

    def _describe(self, edit: Edit) -> str:
        stmts = self.layout.stmts
        if isinstance(edit, Delete):
            return f"deleted line {stmts[edit.stmt].line}"
        if isinstance(edit, Remove):
            return f"removed an insertion at line {stmts[edit.site.stmt].line}"
        origin = self.database.candidates[edit.insertion.candidate]
        where = f"line {origin.line}"
        if origin.function.program is not self.seed.model:
            where = f"{Path(origin.function.program.parsed.path).name}:{origin.line}"
        side = "after" if edit.site.after else "before"
        return f"inserted {where}'s statement {side} line {stmts[edit.site.stmt].line}"

    # -- the strategy ----------------------------------------------------------------------

    def chain(self, rng: random.Random) -> Chain[State]:
        """A fresh chain from the seed (its statistics count in ``statistics``)."""
        made = Chain(self, self.start, rng, self.sigma)
        self.chains.append(made)
        return made

    def program_of(self, state: State, name: str, what: str, parent: str) -> Program:
        v = state.variant
        inserted = sorted(self.layout.stmts[site.stmt].line for site, _, _ in v.insertions())
        deleted = sorted(self.layout.stmts[d].line for d in v.deleted)
        mutation = (f"athena {what}; against the seed: {len(inserted)} inserted (at lines "
                    f"{_lines(inserted)}), {len(deleted)} deleted (lines {_lines(deleted)}); "
                    f"distance {self.score(state):.4f}")
        return self.seed.member(name, self.layout.render(v), self.name, mutation,
                                parent=parent)

    def variants(self, rng: random.Random, *, prefix: str,
                 max_idle: int = MAX_IDLE) -> Iterator[Program]:
        self.max_idle = max_idle
        chain = self.chain(rng)
        parent = self.seed.program.name
        k = idle = 0
        while idle < max_idle:
            step = chain.step()
            if not step.accepted or step.proposal is None:
                idle += 1
                continue
            idle = 0
            name = f"{prefix}-athena-{k}"
            yield self.program_of(step.state, name, f"step {chain.stats.steps}: "
                                  f"{step.proposal.what}", parent)
            parent, k = name, k + 1

    def why_ended(self) -> str:
        ins = self.insertions
        refused = ", ".join(f"{reason.value}: {n}" for reason, n in ins.refusals.most_common(3))
        return (f"its chain made no move in {self.max_idle} steps in a row; the input leaves "
                f"{len(self.layout.around)} statements unexecuted, {len(self.layout.deletable)}"
                f" of them deletable, and {ins.made} of {ins.tried} insertions tried found a "
                f"statement of the {len(self.database)} candidates that fits"
                + (f" (candidates refused: {refused})" if refused else ""))

    def statistics(self) -> dict[str, float]:
        steps = sum(c.stats.steps for c in self.chains)
        proposals = sum(c.stats.proposals for c in self.chains)
        accepted = sum(c.stats.accepted for c in self.chains)
        score_sum = sum(c.stats.accepted_score_sum for c in self.chains)
        ins = self.insertions
        out: dict[str, float] = {
            "database": len(self.database), "from_corpus": self.database.from_corpus,
            "corpus_files": self.corpus_files, "corpus_skipped": self.corpus_skipped,
            "steps": steps, "proposals": proposals,
            "accepted": accepted, "acceptance_rate": accepted / proposals if proposals else 0.0,
            "mean_accepted_distance": score_sum / accepted if accepted else 0.0,
            "insertions_tried": ins.tried,
            "insertion_success_rate": ins.made / ins.tried if ins.tried else 0.0,
            "restarts": sum(c.stats.restarts for c in self.chains)}
        for reason, n in ins.refusals.items():
            out[f"refused: {reason.value}"] = n
        return out


class _View:
    """A seed statement as it stands in a variant, for the CFG builder."""

    def __init__(self, layout: Layout, v: Variant, stmt: int) -> None:
        self.layout, self.v = layout, v
        self.stmt = layout.stmts[stmt]
        self.kind = self.stmt.kind
        self.label = self.stmt.label
        self.text = layout.own_text(self.stmt)

    def parts(self) -> Sequence[tuple[str, cfg.Node]]:
        out: list[tuple[str, cfg.Node]] = []
        for child in self.stmt.children:
            if child.role == "stmt-expr":
                continue
            nodes: list[cfg.Node] = [i.shape for i in self.v.inserted.get(Site(child.id, False),
                                                                            ())]
            if child.id not in self.v.deleted:
                nodes.append(_View(self.layout, self.v, child.id))
            elif child.role != "item":
                nodes.append(_NULL)
            nodes += [i.shape for i in self.v.inserted.get(Site(child.id, True), ())]
            if child.role == "item":
                out += [("item", n) for n in nodes]
            else:
                out.append((child.role, nodes[0] if len(nodes) == 1 else cfg.Seq(tuple(nodes))))
        return out


def read_corpus(directory: Path) -> tuple[list[CProgram], int]:
    """Every ``*.c`` file under ``directory`` that parses, and how many did not (skipped, never
    fatal: a corpus is whatever C the user has)."""
    if not directory.is_dir():
        raise ConfigError(f"--corpus {directory}: not a directory")
    found, skipped = [], 0
    for path in sorted(directory.rglob("*.c")):
        try:
            found.append(cmodel.load(path.read_bytes(), path=str(path.resolve())))
        except (OSError, UnicodeDecodeError, ParseError):
            skipped += 1
    return found, skipped


def _lines(lines: list[int]) -> str:
    shown = ",".join(str(n) for n in lines[:20])
    return (shown + (",..." if len(lines) > 20 else "")) or "none"
