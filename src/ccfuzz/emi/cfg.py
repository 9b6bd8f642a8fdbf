"""Control-flow graphs from the C model, and Athena's program distance over them.

A node is a basic block, identified by its function's name and its statements' text
(whitespace collapsed); an edge by the identities of its two nodes. Graphs are built from
statement trees without a compiler: a seed function's tree with a variant's edits applied
(``ccfuzz.emi.edits`` hands the builder a ``Node`` view), or an inserted statement's own tree
(a ``Shape``). Conditions end a block, the branches start new ones and meet in a join block;
loops get a header; ``break``, ``continue``, ``return`` and ``goto`` jump; ``case`` labels
start blocks reached from the switch's head. Blocks left empty are contracted away.

The distance of a variant Q from its seed P (Athena, OOPSLA'15):
Δ(Q;P) = alpha·d(V_Q,V_P) + beta·d(E_Q,E_P) - gamma·|size(Q) - size(P)| / size(P), with d the
Jaccard distance. Nodes of different functions never share an identity, so the counts that
make the Jaccard distances are sums over functions, and a step that edits one function
recomputes only that function's graph.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from ccfuzz.cmodel import Stmt, StmtKind

ALPHA = 0.5
BETA = 0.5
GAMMA = 0.2  # a variant twice the seed's size loses 0.2: variants stay far below 500 KB

_LOOP_HEADS = {StmtKind.WHILE, StmtKind.FOR}
_JUMPS = {StmtKind.BREAK, StmtKind.CONTINUE, StmtKind.RETURN, StmtKind.GOTO,
          StmtKind.INDIRECT_GOTO}
_GOTO = re.compile(r"goto\s+([A-Za-z_]\w*)")
_STRUCTURAL = {"item", "then", "else", "body", "sub"}


class Node(Protocol):
    """What the builder needs of a statement: its kind, its own text (without its
    sub-statements), its label's name, and its sub-statements with their roles."""

    @property
    def kind(self) -> StmtKind: ...

    @property
    def text(self) -> str: ...

    @property
    def label(self) -> str | None: ...

    def parts(self) -> Sequence[tuple[str, Node]]: ...


@dataclass(frozen=True)
class Shape:
    """A statement tree detached from any program (an inserted statement, renamed)."""

    kind: StmtKind
    text: str
    label: str | None
    children: tuple[tuple[str, Shape], ...]

    def parts(self) -> Sequence[tuple[str, Node]]:
        return self.children


@dataclass(frozen=True)
class Seq:
    """Statements in a row where the program has one (a sub-statement with insertions)."""

    items: tuple[Node, ...]
    kind: StmtKind = StmtKind.COMPOUND
    text: str = ""
    label: str | None = None

    def parts(self) -> Sequence[tuple[str, Node]]:
        return [("item", n) for n in self.items]


def own_text(stmt: Stmt) -> str:
    """The statement's text without its sub-statements', whitespace collapsed."""
    src = stmt.function.program.source
    pieces, pos = [], stmt.start
    for child in stmt.children:
        if child.role in _STRUCTURAL:
            pieces.append(src[pos:child.start])
            pos = child.end
    pieces.append(src[pos:stmt.end])
    return " ".join(b"".join(pieces).decode(errors="replace").split())


def shape(stmt: Stmt, rename: dict[str, str]) -> Shape:
    """``stmt``'s tree with the identifiers in ``rename`` renamed (in its text and labels)."""
    pattern = (re.compile(r"\b(" + "|".join(map(re.escape, rename)) + r")\b")
               if rename else None)

    def build(s: Stmt) -> Shape:
        text = own_text(s)
        if pattern is not None:
            text = pattern.sub(lambda m: rename[m.group(1)], text)
        label = rename.get(s.label, s.label) if s.label is not None else None
        kids = tuple((c.role, build(c)) for c in s.children if c.role in _STRUCTURAL)
        return Shape(s.kind, text, label, kids)

    return build(stmt)


@dataclass(frozen=True)
class Graph:
    nodes: frozenset[str]
    edges: frozenset[tuple[str, str]]


class _Builder:
    def __init__(self, function: str) -> None:
        self.function = function
        self.texts: list[list[str]] = [["<entry>"], ["<exit>"]]
        self.edges: set[tuple[int, int]] = set()
        self.cur = 0
        self.jumps: list[tuple[int | None, int | None]] = []  # (break, continue) targets
        self.switches: list[list[int]] = []  # the head of each open switch, and if it met default
        self.labels: dict[str, int] = {}
        self.gotos: list[tuple[int, str]] = []

    def new(self) -> int:
        self.texts.append([])
        return len(self.texts) - 1

    def link(self, a: int, b: int) -> None:
        self.edges.add((a, b))

    def dead_end(self) -> None:
        self.cur = self.new()

    def visit(self, node: Node) -> None:
        kind, parts = node.kind, node.parts()
        if kind == StmtKind.COMPOUND:
            for _, child in parts:
                self.visit(child)
        elif kind == StmtKind.IF:
            self.texts[self.cur].append(node.text)
            head = self.cur
            ends = []
            for role in ("then", "else"):
                branch = next((c for r, c in parts if r == role), None)
                if branch is None:
                    ends.append(head)
                    continue
                self.cur = self.new()
                self.link(head, self.cur)
                self.visit(branch)
                ends.append(self.cur)
            self.cur = self.new()
            for end in ends:
                self.link(end, self.cur)
        elif kind in _LOOP_HEADS or kind == StmtKind.DO:
            self._loop(node, parts)
        elif kind == StmtKind.SWITCH:
            self.texts[self.cur].append(node.text)
            head, exit_ = self.cur, self.new()
            self.switches.append([head, 0])
            self.jumps.append((exit_, self.jumps[-1][1] if self.jumps else None))
            self.dead_end()
            for _, child in parts:
                self.visit(child)
            self.link(self.cur, exit_)
            if not self.switches[-1][1]:
                self.link(head, exit_)
            self.switches.pop()
            self.jumps.pop()
            self.cur = exit_
        elif kind in (StmtKind.CASE, StmtKind.DEFAULT, StmtKind.LABEL):
            block = self.new() if kind != StmtKind.LABEL or node.label is None else \
                self.labels.setdefault(node.label, self.new())
            self.link(self.cur, block)
            if kind != StmtKind.LABEL and self.switches:
                self.link(self.switches[-1][0], block)
                if kind == StmtKind.DEFAULT:
                    self.switches[-1][1] = 1
            self.cur = block
            self.texts[block].append(node.text)
            for _, child in parts:
                self.visit(child)
        elif kind in _JUMPS:
            self.texts[self.cur].append(node.text)
            target: int | None = None
            if kind == StmtKind.RETURN:
                target = 1
            elif kind == StmtKind.BREAK and self.jumps:
                target = self.jumps[-1][0]
            elif kind == StmtKind.CONTINUE and self.jumps:
                target = self.jumps[-1][1]
            elif kind == StmtKind.GOTO and (m := _GOTO.search(node.text)):
                self.gotos.append((self.cur, m.group(1)))
            if target is not None:
                self.link(self.cur, target)
            self.dead_end()
        elif kind != StmtKind.NULL:
            self.texts[self.cur].append(node.text)
            for _, child in parts:  # e.g. the compound of a ({ }) seen as a statement
                self.visit(child)

    def _loop(self, node: Node, parts: Sequence[tuple[str, Node]]) -> None:
        body = next((c for r, c in parts if r == "body"), None)
        start, test, exit_ = self.new(), self.new(), self.new()
        self.link(self.cur, start if node.kind == StmtKind.DO else test)
        self.texts[test].append(node.text)
        self.link(test, start)
        self.link(test, exit_)
        self.jumps.append((exit_, test))
        self.cur = start
        if body is not None:
            self.visit(body)
        self.link(self.cur, test)
        self.jumps.pop()
        self.cur = exit_

    def finish(self) -> Graph:
        self.link(self.cur, 1)
        for block, name in self.gotos:
            if name in self.labels:
                self.link(block, self.labels[name])
        succ: dict[int, set[int]] = {}
        pred: dict[int, set[int]] = {}
        for a, b in self.edges:
            succ.setdefault(a, set()).add(b)
            pred.setdefault(b, set()).add(a)
        for block, texts in enumerate(self.texts):
            if texts:
                continue
            ins, outs = pred.pop(block, set()) - {block}, succ.pop(block, set()) - {block}
            for p in ins:
                succ[p].discard(block)
                succ[p] |= outs
            for s in outs:
                pred[s].discard(block)
                pred[s] |= ins
        key = [f"{self.function}|" + "\n".join(t) for t in self.texts]
        nodes = frozenset(key[i] for i, t in enumerate(self.texts) if t)
        edges = frozenset((key[a], key[b]) for a, bs in succ.items() for b in bs
                          if self.texts[a] and self.texts[b])
        return Graph(nodes, edges)


def graph(function: str, body: Node) -> Graph:
    builder = _Builder(function)
    builder.visit(body)
    return builder.finish()


@dataclass(frozen=True)
class Overlap:
    """One function's graph against the seed's: sizes and what they share."""

    nodes: int
    common_nodes: int
    edges: int
    common_edges: int


def overlap(g: Graph, seed: Graph) -> Overlap:
    return Overlap(len(g.nodes), len(g.nodes & seed.nodes), len(g.edges),
                   len(g.edges & seed.edges))


def distance(parts: Iterable[Overlap], seed: Iterable[Overlap], size: int,
             seed_size: int) -> float:
    """Δ(Q;P) from the per-function overlaps of Q with P and P's own sizes."""
    q = list(parts)
    p = list(seed)
    vq, vp, vc = (sum(o.nodes for o in q), sum(o.nodes for o in p),
                  sum(o.common_nodes for o in q))
    eq, ep, ec = (sum(o.edges for o in q), sum(o.edges for o in p),
                  sum(o.common_edges for o in q))
    return (ALPHA * _jaccard(vq, vp, vc) + BETA * _jaccard(eq, ep, ec)
            - GAMMA * abs(size - seed_size) / max(seed_size, 1))


def _jaccard(a: int, b: int, common: int) -> float:
    union = a + b - common
    return 1.0 - common / union if union else 0.0
