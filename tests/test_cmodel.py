from __future__ import annotations

import pytest

from ccfuzz import cint, cmodel
from ccfuzz.cmodel import Rewriter, StmtKind
from ccfuzz.errors import ParseError, RewriteError

PROG = r"""
#include <stdio.h>
#define INC(x) ((x) + 1)
#define BODY { g++; }
struct S { int a : 3; unsigned b; short arr[2][3]; struct S *next; };
union U { long l; char c; };
static volatile int g = 1;
const unsigned long long big = 5ULL;
struct S s;
int f(int p, const char *restrict q) {
  int x = INC(p), y;
  if (p) x = 2; else { y = 3; x = y; }
  for (int i = 0; i < 3; i++) x += i;
  while (x > 100) x--;
  do { x++; } while (0);
  switch (x) { case 1: x = 4; break; default: ; }
  if (x) BODY
  L: x = ({ int t = 3; t; });
  if (!x) goto L;
  return -x + __builtin_abs(p) + (int)sizeof(union U);
}
int main(void) { printf("%d\n", f(1, "a")); return 0; }
"""


@pytest.fixture(scope="module")
def prog() -> cmodel.CProgram:
    return cmodel.load(PROG, path="prog.c")


def _stmt(prog: cmodel.CProgram, text: str) -> cmodel.Stmt:
    """The outermost statement with this text."""
    return next(s for s in prog.statements() if s.text == text)


def test_statement_tree_kinds_roles_and_ranges(prog: cmodel.CProgram) -> None:
    f = prog.function("f")
    items = [s.kind for s in f.body.children] if f.body else []
    assert items == [StmtKind.DECL, StmtKind.IF, StmtKind.FOR, StmtKind.WHILE, StmtKind.DO,
                     StmtKind.SWITCH, StmtKind.IF, StmtKind.LABEL, StmtKind.IF,
                     StmtKind.RETURN]
    # ranges take the ';' that libclang's extents leave out
    then = _stmt(prog, "x = 2;")
    assert (then.role, then.parent and then.parent.kind) == ("then", StmtKind.IF)
    assert _stmt(prog, "{ y = 3; x = y; }").role == "else"
    assert _stmt(prog, "do { x++; } while (0);").kind is StmtKind.DO
    assert _stmt(prog, "goto L;").kind is StmtKind.GOTO
    assert _stmt(prog, "x += i;").in_loop and not _stmt(prog, "x = 2;").in_loop
    assert _stmt(prog, "break;").in_switch
    case = _stmt(prog, "case 1: x = 4;")
    assert case.kind is StmtKind.CASE and case.children[0].role == "sub"
    assert f.labels == ("L",)
    assert _stmt(prog, "L: x = ({ int t = 3; t; });").label == "L"


def test_macros_and_statement_expressions(prog: cmodel.CProgram) -> None:
    body = _stmt(prog, "BODY")  # the whole expansion: editable as one piece
    assert body.kind is StmtKind.COMPOUND and body.editable
    assert all(s.macro and not s.editable for s in body.children)
    block = _stmt(prog, "{ int t = 3; t; }")
    assert block.role == "stmt-expr" and not block.editable
    value = _stmt(prog, "t;")
    assert value.value_position and not value.editable
    assert _stmt(prog, "int t = 3;").editable


def test_scopes_types_and_qualifiers(prog: cmodel.CProgram) -> None:
    ret = _stmt(prog, "return -x + __builtin_abs(p) + (int)sizeof(union U);")
    scope = {v.name: v for v in ret.visible_vars()}
    assert set(scope) >= {"g", "big", "s", "p", "q", "x", "y"} and "t" not in scope
    assert "i" not in scope  # the for's own variable ends with the for
    assert scope["g"].volatile and scope["g"].storage == "static-global"
    assert scope["g"].type.integer is cint.INT
    assert scope["big"].const and scope["big"].type.integer is cint.ULLONG
    assert scope["q"].storage == "param" and scope["q"].type.restrict
    assert scope["q"].type.pointee is not None and scope["q"].type.pointee.const
    fields = {f.name: f for f in scope["s"].type.fields}
    assert fields["a"].bit_width == 3 and fields["b"].type.integer is cint.UINT
    arr = fields["arr"].type
    assert (arr.kind, arr.length) == ("array", 2)
    assert arr.element is not None and arr.element.element is not None
    assert arr.element.element.integer is cint.SHORT
    assert fields["next"].type.kind == "pointer"
    assert fields["next"].type.pointee and fields["next"].type.pointee.kind == "struct"
    inside_for = _stmt(prog, "x += i;")
    assert "i" in {v.name for v in inside_for.visible_vars()}
    # declarations later in the block are not yet in scope
    first_if = _stmt(prog, "if (p) x = 2; else { y = 3; x = y; }")
    assert {"x", "y"} <= {v.name for v in first_if.visible_vars()}
    decl = prog.function("f").body.children[0]  # type: ignore[union-attr]
    assert "x" not in {v.name for v in decl.visible_vars()}


def test_expressions_operators_and_constants(prog: cmodel.CProgram) -> None:
    [e] = _stmt(prog, "x += i;").expressions()
    assert (e.kind, e.op, e.type.integer) == ("assign", "+=", cint.INT)
    [cond] = _stmt(prog, "while (x > 100) x--;").expressions()
    assert (cond.kind, cond.op) == ("binary", ">")
    ref, lit = cond.children
    assert ref.kind == "ref" and (lit.kind, lit.value, lit.type.integer) == (
        "literal", 100, cint.INT)
    [neg] = _stmt(prog, "if (!x) goto L;").expressions()
    assert (neg.kind, neg.op) == ("unary", "!")
    [r] = _stmt(prog, "return -x + __builtin_abs(p) + (int)sizeof(union U);").expressions()
    ops = [x.op for x in r.walk() if x.op]
    assert ops == ["+", "+", "-"]
    consts = cmodel.load("int main(void) { unsigned long long v = 0xFFFFFFFFFFFFFFFFULL, "
                         "w = 010; return 0; }")
    decl = consts.function("main").body.children[0]  # type: ignore[union-attr]
    literals = [x for e in decl.expressions() for x in e.walk() if x.kind == "literal"]
    assert [(x.value, x.type.integer) for x in literals] == [
        (2**64 - 1, cint.ULLONG), (8, cint.INT)]


def test_parse_errors_are_refused_with_diagnostics() -> None:
    with pytest.raises(ParseError, match=r"prog.c:2:.*error: .*undeclared identifier 'y'"):
        cmodel.load("int main(void) {\n  return y;\n}\n", path="prog.c")
    with pytest.raises(ParseError, match="expected"):
        cmodel.load("int main(void) { return 0 }\n")


def test_programs_test_suites_bring_parse() -> None:
    # abort() without a header, __builtin_*, attributes, nested ternaries, labels as values
    src = """
    __attribute__((noinline)) static int h(int x) { return __builtin_expect(x, 0) ? 1 : 2; }
    struct __attribute__((packed)) P { char c; int i; };
    int main(void) {
      static void *where[] = { &&a, &&b };
      int k = h(0);
      goto *where[k - 1];
    a: if (__builtin_popcount(7) != 3) abort();
    b: exit(0);
    }
    """
    prog = cmodel.load(src)
    kinds = {s.kind for s in prog.statements()}
    assert StmtKind.INDIRECT_GOTO in kinds and StmtKind.LABEL in kinds


def test_rewriter_applies_edits_in_one_pass(prog: cmodel.CProgram) -> None:
    assert Rewriter(prog).apply() == prog.source
    rw = Rewriter(prog)
    loop_body = _stmt(prog, "x += i;")
    rw.insert_before(loop_body, "g++;")  # a loop body is not an item: it gets braces
    rw.insert_after(_stmt(prog, "x = y;"), "y++;")
    rw.wrap(_stmt(prog, "if (x) BODY"), "x--;", "x++;")
    rw.delete(_stmt(prog, "x = 2;"))
    rw.replace_stmt(_stmt(prog, "while (x > 100) x--;"), "x = x;")
    text = rw.apply_checked().decode()
    assert "for (int i = 0; i < 3; i++) {g++;x += i;}" in text
    assert "x = y;y++; }" in text
    assert "{x--;if (x) BODY x++;}" in text
    assert "if (p) ; else" in text and "x = x;" in text


def test_nested_wraps_close_in_order() -> None:
    prog = cmodel.load("int main(void) { int x = 0; for (;;) if (x) x++; else break; "
                       "return x; }")
    rw = Rewriter(prog)
    for s in prog.statements():
        if s.parent is not None and s.kind != StmtKind.DECL:
            rw.wrap(s, "", "")
    text = rw.apply_checked().decode()
    assert "{for (;;) {if (x) {x++;} else {break;}}}" in text


def test_rewriter_refuses_what_it_cannot_do_safely(prog: cmodel.CProgram) -> None:
    rw = Rewriter(prog)
    stmt = _stmt(prog, "if (p) x = 2; else { y = 3; x = y; }")
    rw.delete(stmt)
    with pytest.raises(RewriteError, match="overlaps"):
        rw.delete(_stmt(prog, "x = y;"))
    with pytest.raises(RewriteError, match="inside the edited"):
        rw.insert_before(_stmt(prog, "x = y;"), "z;")
    body = _stmt(prog, "BODY")
    with pytest.raises(RewriteError, match="macro"):
        rw.delete(body.children[0])
    with pytest.raises(RewriteError, match="macro"):
        rw.insert(body.start + 1, "x")
    with pytest.raises(RewriteError, match="statement expression"):
        rw.delete(_stmt(prog, "t;"))
    with pytest.raises(RewriteError, match="scope"):
        rw.wrap(_stmt(prog, "int t = 3;"), "", "")
    assert len(rw) == 1  # the refused edits left nothing behind
    bad = Rewriter(prog)
    bad.replace_stmt(_stmt(prog, "x += i;"), "x += ;")
    with pytest.raises(RewriteError, match="does not parse"):
        bad.apply_checked()
