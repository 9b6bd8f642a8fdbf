from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ccfuzz import cmodel
from ccfuzz.cmodel import StmtKind
from ccfuzz.model import Origin, Program
from ccfuzz.profile import coverage
from tests.conftest import require

CORPUS = Path(__file__).parent / "data" / "corpus"
CORPUS_FILES = sorted(CORPUS.glob("*.c"))


def _program(path: Path) -> Program:
    stdin = path.with_suffix(".in").read_bytes() if path.with_suffix(".in").exists() else b""
    return Program(path.stem, path.read_text(), Origin("file", path=str(path)), stdin)


def gcov_lines(path: Path, stdin: bytes, work: Path) -> dict[int, int | None]:
    """gcov's count per line (None: no code on the line), gcc -O0 --coverage."""
    src = work / "prog.c"
    src.write_text(path.read_text())
    subprocess.run(["gcc", "-O0", "--coverage", "-w", "prog.c", "-o", "prog"], cwd=work,
                   check=True)
    subprocess.run(["./prog"], cwd=work, input=stdin, capture_output=True, timeout=30)
    subprocess.run(["gcov", "-o", ".", "prog.c"], cwd=work, capture_output=True, check=True)
    counts: dict[int, int | None] = {}
    for line in (work / "prog.c.gcov").read_text().splitlines():
        parts = line.split(":", 2)
        if len(parts) != 3 or not parts[1].strip().isdigit():
            continue  # a function's block when several share a line
        count, number = parts[0], parts[1]
        n = int(number)
        if n == 0 or n in counts:
            continue  # the line's total comes first, then one block per function on it
        count = count.strip().rstrip("*")
        counts[n] = None if count == "-" else 0 if count in ("#####", "=====") else int(count)
    return counts


@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: p.stem)
def test_coverage_agrees_with_gcov_by_line(path: Path, tmp_path: Path,
                                           private_tmp: Path) -> None:
    require("gcc")
    require("gcov")
    program = _program(path)
    model = cmodel.load(program.source, path="prog.c")
    cov = coverage.profile(model, program)
    expected = path.with_suffix(".expected")
    if expected.exists():  # the instrumented program prints what the program prints
        assert cov.stdout == expected.read_bytes()
    by_gcov = gcov_lines(path, program.stdin, tmp_path)
    ours = cov.executed_lines()
    compared = {n: ran for n, ran in ours.items() if by_gcov.get(n) is not None}
    # gcc folds constant conditions even at -O0 (no code, "-" in gcov): compare the rest
    assert len(compared) >= len(ours) // 2, "gcov should see most statement lines"
    disagree = {n: (ran, by_gcov[n]) for n, ran in compared.items()
                if ran != bool(by_gcov[n])}
    assert disagree == {}, f"line: (ccfuzz executed, gcov count): {disagree}"


def test_statements_on_one_line_are_told_apart(private_tmp: Path) -> None:
    require("gcc")
    src = ("#include <stdio.h>\nint main(void) {\n  int a = 0, b = 0, c = 0;\n"
           "  if (a) b = 1; else c = 2; a = 3; if (c == 9) a = 4;\n"
           "  printf(\"%d %d %d\\n\", a, b, c);\n  return 0;\n}\n")
    model = cmodel.load(src)
    cov = coverage.profile(model, Program("p", src, Origin("file")))
    assert cov.stdout == b"3 0 2\n"
    counts = {s.text: cov.count(s) for s in model.statements()}
    assert counts["b = 1;"] == 0 and counts["c = 2;"] == 1 and counts["a = 3;"] == 1
    assert counts["a = 4;"] == 0
    line4 = [s for s in model.statements() if s.line == 4]
    assert len(line4) == 6 and {cov.executed(s) for s in line4} == {True, False}


def test_jumps_into_blocks_count_the_block_as_executed(private_tmp: Path) -> None:
    require("gcc")
    src = ("int main(void) {\n  int n = 0;\n  goto in;\n  {\n    n = 1;\n  in:\n    n += 2;\n"
           "  }\n  switch (n) { case 2: { n = 5; case 9: n++; } }\n  return n != 6;\n}\n")
    model = cmodel.load(src)
    cov = coverage.profile(model, Program("p", src, Origin("file")))
    block = next(s for s in model.statements() if s.text.startswith("{\n    n = 1;"))
    assert cov.count(block) == 0 and cov.executed(block)
    assert cov.count(next(s for s in model.statements() if s.text == "n = 1;")) == 0


def test_a_statement_ended_by_a_macro_is_counted(private_tmp: Path) -> None:
    """``#define SEMI ;``: the statement takes the expansion in as its ';', so wrapping it
    in a counter's braces keeps it whole."""
    require("gcc")
    src = ("#include <stdio.h>\n#define SEMI ;\nint main(void) {\n  int a = 1, b = 0;\n"
           "  if (a == 2) return 1 SEMI\n  if (a == 1) b = 5 SEMI\n"
           "  printf(\"%d\\n\", b) SEMI\n  return 0;\n}\n")
    model = cmodel.load(src)
    cov = coverage.profile(model, Program("p", src, Origin("file")))
    assert cov.stdout == b"5\n"
    counts = {s.text: cov.count(s) for s in model.statements()}
    assert counts["return 1 SEMI"] == 0 and counts["b = 5 SEMI"] == 1
    assert counts['printf("%d\\n", b) SEMI'] == 1


def test_statements_sharing_a_macro_expansion_are_left_alone(private_tmp: Path) -> None:
    """``P(a, b)()`` is ``ab ; bob()``: two statements in one expansion. A counter before
    ``bob()`` would land between ``return`` and its value; neither gets one, and the
    instrumented program prints what the program prints. (The corpus program
    ``in_macro_stmts.c`` has such expansions under ``if`` and ``for``.)"""
    require("gcc")
    src = ("#include <stdio.h>\n#define P(A, B) A ## B ; bob\nstatic int calls;\n"
           "static int bob(void) { return ++calls; }\n"
           "static int get(int ab) { return P(a, b)(); }\n"
           "int main(void) {\n  int r = get(41), ab = 2;\n"
           "  printf(\"%d %d %d\\n\", r, ab, calls);\n  return 0;\n}\n")
    model = cmodel.load(src)
    cov = coverage.profile(model, Program("p", src, Origin("file")))
    assert cov.stdout == b"41 2 0\n"
    left_alone = [s for s in model.statements() if not coverage.counted(s)]
    assert [(s.function.name, s.kind, s.text) for s in left_alone] == [
        ("get", StmtKind.RETURN, "return "), ("get", StmtKind.EXPR, "P(a, b)();")]
