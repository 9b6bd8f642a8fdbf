"""The model on the programs it must take: 120 Csmith programs and the hand-written corpus."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from ccfuzz import cmodel
from ccfuzz.cmodel import Rewriter, StmtKind
from ccfuzz.sources.csmith import CsmithSource
from tests.conftest import require

CORPUS = sorted((Path(__file__).parent / "data" / "corpus").glob("*.c"))
CSMITH_PROGRAMS = 120
CHUNKS = 8


def check_model(prog: cmodel.CProgram) -> int:
    """Structural invariants of the statement tree; the number of statements."""
    assert Rewriter(prog).apply() == prog.source  # no edits, the same program
    n = 0
    macro_starts = {start for start, _ in prog.parsed.macro_ranges}
    macro_ends = {end for _, end in prog.parsed.macro_ranges}
    for fn in prog.functions:
        for stmt in fn.statements():
            n += 1
            text = prog.source[stmt.start:stmt.end]
            if not stmt.macro and stmt.end not in macro_ends:
                last = text.rstrip()[-1:]
                assert last in (b";", b"}"), (stmt.kind, text[-40:])
            for child in stmt.children:
                assert stmt.start <= child.start <= child.end <= stmt.end
                assert child.function is fn and child.parent is stmt
            items = [c for c in stmt.children if c.role != "stmt-expr"]
            for a, b in itertools.pairwise(items):
                assert a.end <= b.start
            if stmt.kind == StmtKind.COMPOUND and not stmt.macro and \
                    stmt.start not in macro_starts:
                assert text.startswith(b"{")
    return n


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_csmith_programs_parse_and_round_trip(chunk: int, private_tmp: Path) -> None:
    require("csmith")
    source = CsmithSource()
    per = CSMITH_PROGRAMS // CHUNKS
    kinds: set[StmtKind] = set()
    for i in range(chunk * per, (chunk + 1) * per):
        program = source.program(i, 90_000 + i)
        prog = cmodel.load(program.source, path="prog.c")
        assert check_model(prog) > 0
        kinds |= {s.kind for s in prog.statements()}
    assert {StmtKind.IF, StmtKind.FOR, StmtKind.RETURN, StmtKind.DECL} <= kinds


def test_hand_written_corpus_covers_every_statement_kind() -> None:
    kinds: set[StmtKind] = set()
    for path in CORPUS:
        prog = cmodel.load(path.read_text(), path=path.name)
        check_model(prog)
        kinds |= {s.kind for s in prog.statements()}
    assert kinds >= set(StmtKind) - {StmtKind.ASM, StmtKind.OTHER}
