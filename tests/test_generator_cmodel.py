"""Generated programs parsed by the C model (libclang): every statement the generator made is
found there, in order, of its kind and with its text; so are every global and function. The
generator's tree and the printed C are one program, as a compiler reads it."""

from __future__ import annotations

import pytest

from ccfuzz import cmodel
from ccfuzz.cmodel import StmtKind
from ccfuzz.constructs import HINT
from ccfuzz.generator import Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.policy import HOST_FEATURES
from ccfuzz.generator.printer import Printer, declarator

Entry = tuple[StmtKind, str | None]  # a statement's kind and its text (None: a block's braces)


class _Kind(gast.StmtVisitor[StmtKind]):
    """The C model's kind of each generated statement kind."""

    def visit_assign(self, s: gast.Assign) -> StmtKind:
        return StmtKind.EXPR

    def visit_call(self, s: gast.Call) -> StmtKind:
        return StmtKind.EXPR

    def visit_if(self, s: gast.If) -> StmtKind:
        return StmtKind.IF

    def visit_for(self, s: gast.For) -> StmtKind:
        return {gast.LoopForm.FOR: StmtKind.FOR, gast.LoopForm.WHILE: StmtKind.WHILE,
                gast.LoopForm.DO: StmtKind.DO}[s.form]

    def visit_switch(self, s: gast.Switch) -> StmtKind:
        return StmtKind.SWITCH

    def visit_break(self, s: gast.Break) -> StmtKind:
        return StmtKind.BREAK

    def visit_continue(self, s: gast.Continue) -> StmtKind:
        return StmtKind.CONTINUE

    def visit_return(self, s: gast.Return) -> StmtKind:
        return StmtKind.RETURN

    def visit_goto(self, s: gast.Goto) -> StmtKind:
        return StmtKind.GOTO

    def visit_block(self, s: gast.Block) -> StmtKind:
        return StmtKind.COMPOUND

    def visit_probe(self, s: gast.Probe) -> StmtKind:
        raise AssertionError("a probe left in a finished program")

    def visit_mem_op(self, s: gast.MemOp) -> StmtKind:
        return StmtKind.EXPR


_KIND = _Kind()


def _words(text: str) -> str:
    return " ".join(text.split())


def _stmt(s: gast.Stmt, pr: Printer) -> list[Entry]:
    lines: list[str] = []
    pr.stmt(s, 0, lines)
    out: list[Entry] = []
    if isinstance(s, gast.For) and s.form is not gast.LoopForm.FOR:
        out.append((StmtKind.EXPR, lines.pop(0)))  # the counter's start, before the loop
    text = _words("\n".join(lines))
    if isinstance(s, gast.For) and s.hint:  # the hint and its loop, then the loop alone
        out.append((StmtKind.OTHER, text))
        text = text.removeprefix(f"{HINT} ")
    out.append((s.accept(_KIND), text))
    if isinstance(s, gast.Switch):
        return out + _cases(s, lines, pr)
    for inner in s.blocks():
        if inner is not s:
            out.append((StmtKind.COMPOUND, None))
        out += _items(inner, pr)
    if isinstance(s, gast.For) and s.form is gast.LoopForm.WHILE:
        out.append((StmtKind.EXPR, _words(lines[-2])))  # the step, last in the body
    return out


def _cases(s: gast.Switch, lines: list[str], pr: Printer) -> list[Entry]:
    """A switch's body: each case label (its text runs to the end of its braces), the braces,
    the case's statements, and its break."""
    texts: list[list[str]] = []
    for line in lines[1:-1]:
        if line.startswith(("case ", "default:")):
            texts.append([])
        texts[-1].append(line)
    out: list[Entry] = [(StmtKind.COMPOUND, None)]
    for c, text in zip(s.cases, texts, strict=True):
        kind = StmtKind.DEFAULT if c.value is None else StmtKind.CASE
        out += [(kind, _words("\n".join(text))), (StmtKind.COMPOUND, None), *_items(c.body, pr)]
        if c.brk:
            out.append((StmtKind.BREAK, "break;"))
    return out


def _items(b: gast.Block, pr: Printer) -> list[Entry]:
    """``b``'s statements and its end label (``lbl: ;``, a label and a null statement)."""
    out = [e for s in b.stmts for e in _stmt(s, pr)]
    if b.end_label is not None:
        out += [(StmtKind.LABEL, f"{b.end_label}: ;"), (StmtKind.NULL, ";")]
    return out


def _generated(f: gast.Function, pr: Printer) -> list[Entry]:
    """What the generator made of ``f``'s body, in source order (parents first)."""
    out: list[Entry] = [(StmtKind.COMPOUND, None)]
    out += [(StmtKind.DECL, _words(pr.decl(d))) for d in f.locals]
    out += [(StmtKind.DECL, declarator(d.qual, d.name) + ";") for d in f.induction]
    out += _items(f.body, pr)
    if f.final is not None:
        out += _stmt(f.final, pr)
    return out


def _parsed(fn: cmodel.Function) -> list[Entry]:
    return [(s.kind, None if s.kind is StmtKind.COMPOUND else _words(s.text))
            for s in fn.statements()]


@pytest.mark.parametrize("seed", [*range(600, 606), *range(700, 702)])
def test_the_c_model_finds_every_generated_statement(seed: int) -> None:
    # Swarm, every feature on, and (seeds 700-) the optimizer-aimed policy's loop nests.
    settings = Settings.preset("optimizer") if seed >= 700 else \
        Settings(forced=dict.fromkeys(HOST_FEATURES, True)) if seed % 2 else None
    # The optimizer's loop shapes are few statements of many bytes each: a larger target
    # gives as many statements to find.
    # So are the vector, 128-bit and memory statements.
    made = generate(seed, 10000 if seed >= 700 else 11000, settings)
    program = cmodel.load(made.source, path=f"gen{seed}.c")
    tree = made.tree
    own = [f.name for f in program.functions if not f.name.startswith("safe_")]  # wrappers
    assert own == ["crc", *(f.name for f in tree.vector_funcs),
                   *(f.name for f in tree.functions)]
    assert [g.name for g in program.globals] == ["crc_ctx", *(g.name for g in tree.globals)]
    pr = Printer()
    count = 0
    for f in tree.functions:
        want = _generated(f, pr)
        got = _parsed(program.function(f.name))
        if f.name == "main":  # the checksum's loops and calls follow main's own statements
            got = got[:len(want)]
        assert got == want, f.name
        count += len(want)
    assert count > 100
