"""DiWi's witnessing rules: 132 of them, each doing what its category says, never on the lines
that print; and the type rules beyond them."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator, Sequence

import pytest

from ccfuzz import sandbox
from ccfuzz.isolate import mutate
from ccfuzz.isolate import sites as ops_of
from ccfuzz.isolate.sites import Sites

PROGRAM = b"""\
#include <stdio.h>
static int g = 5;
struct S { unsigned short f; long l; };
static int add(int a, int *p) {
    const int k = 3;
    volatile long v = 2;
    int b = a + k * 2;
    int *restrict q = p;
    b -= 1;
    b <<= 1;
    if (a < b && b != 7) b++;
    --b;
    b = ~b;
    v = (unsigned char)b ^ (v | 1);
    return b % 4 + *q + (int)v;
}
int main(void) {
    int x = 1, y = 2;
    int r = add(x, &y) * 3;
    printf("%d %d\\n", r + 1, g - 2);
    return 0;
}
"""
PRINT_LINE = 20


def changed(before: bytes, after: bytes) -> list[tuple[str, str]]:
    """The lines that differ: (old, new) pairs."""
    a, b = before.decode().splitlines(), after.decode().splitlines()
    assert len(a) == len(b)
    return [(x, y) for x, y in zip(a, b, strict=True) if x != y]


@pytest.fixture(scope="module")
def sites() -> Sites:
    return Sites(PROGRAM)


def test_there_are_132_rules_in_the_papers_categories() -> None:
    rules = mutate.rules()
    assert len(rules) == 132
    assert len({r.name for r in rules}) == 132
    assert Counter(r.category for r in rules) == {
        "qualifier": 6, "modifier": 8, "binary": 88, "unary": 25, "constant": 4,
        "variable": 1}
    binary = [r for r in rules if isinstance(r, mutate.BinaryOp)]
    groups = Counter(next(name for name, ops in (
        ("arithmetic", ops_of.ARITHMETIC), ("relational", ops_of.RELATIONAL),
        ("bitwise", ops_of.BITWISE), ("shift", ops_of.SHIFTS), ("logical", ops_of.LOGICAL),
        ("compound", sum(ops_of.COMPOUND, ()))) if r.old in ops and r.new in ops)
        for r in binary)
    assert groups == {"arithmetic": 20, "relational": 30, "bitwise": 6, "shift": 2,
                      "logical": 2, "compound": 28}
    extended = mutate.rules(retype=True)
    assert extended[:132] == rules
    assert Counter(r.category for r in extended[132:]) == {"type": 8}


def test_nothing_on_a_printing_line_is_ever_a_place(sites: Sites) -> None:
    lines = PROGRAM.decode().splitlines()
    assert "printf" in lines[PRINT_LINE - 1]
    for rule in mutate.rules(retype=True):
        for edit in rule.places(sites):
            assert sites.line_of(edit.start) != PRINT_LINE, rule.name
    # The same operators and names elsewhere are places: "+", "-" and "g" on the print
    # line were left out, not missed.
    plus = next(r for r in mutate.rules() if r.name == "+ -> -")
    assert {sites.line_of(e.start) for e in plus.places(sites)} == {7, 15}


def test_a_rule_applies_at_one_place_chosen_by_the_random(sites: Sites) -> None:
    rule = next(r for r in mutate.rules() if r.name == "constant +1")
    made = {mutate.mutate(sites, rule, random.Random(seed)) for seed in range(40)}
    assert len(made) > 3
    for mutant in made:
        assert mutant is not None
        assert len(changed(PROGRAM, mutant)) == 1
    again = [mutate.mutate(sites, rule, random.Random(7)) for _ in range(2)]
    assert again[0] == again[1]


def one(sites: Sites, name: str, seed: int = 0) -> tuple[str, str]:
    rule = next(r for r in mutate.rules() if r.name == name)
    mutant = mutate.mutate(sites, rule, random.Random(seed))
    assert mutant is not None, name
    diff = changed(PROGRAM, mutant)
    assert len(diff) == 1, (name, diff)
    return diff[0]


def test_qualifiers(sites: Sites) -> None:
    old, new = one(sites, "remove volatile")
    assert "volatile long v" in old and new.strip() == "long v = 2;"
    old, new = one(sites, "remove const")
    assert new.strip() == "int k = 3;"
    old, new = one(sites, "remove restrict")
    assert new.strip() == "int * q = p;"
    for seed in range(10):
        old, new = one(sites, "add volatile", seed)
        assert new.count("volatile") == old.count("volatile") + 1
    old, new = one(sites, "add const")
    assert "const" in new and "=" in new  # only declarations with an initializer
    # Only a pointer may be restrict, and q already is.
    assert one(sites, "add restrict") == ("static int add(int a, int *p) {",
                                          "static int add(int a, int *restrict p) {")


def test_modifiers(sites: Sites) -> None:
    old, new = one(sites, "remove unsigned")
    assert "unsigned" in old and "unsigned" not in new
    for seed in range(8):
        old, new = one(sites, "remove short", seed)
        assert new.strip() == "struct S { unsigned int f; long l; };"
    old, new = one(sites, "add long")
    assert new.count("long") == old.count("long") + 1
    for name in ("add unsigned", "add signed", "add short"):
        for seed in range(5):
            old, new = one(sites, name, seed)
            word = name.split()[1]
            assert new.replace(f"{word} ", "", 1) == old


@pytest.mark.parametrize("name,before,after", [
    ("+ -> *", "a + k", "a * k"), ("* -> /", "k * 2", "k / 2"),
    ("< -> >=", "a < b", "a >= b"), ("&& -> ||", "&&", "||"), ("-= -> %=", "-=", "%="),
    ("<<= -> >>=", "<<=", ">>="), ("^ -> |", "b ^ (", "b | ("), ("| -> &", "v | 1", "v & 1"),
])
def test_binary_operators_within_their_category(sites: Sites, name: str, before: str,
                                               after: str) -> None:
    made = {one(sites, name, seed) for seed in range(20)}
    assert any(before in old and old.replace(before, after) == new for old, new in made)
    for old, new in made:
        assert old.replace(name.split()[0], name.split()[2], 1) == new or \
            old.count(name.split()[0]) > 1


def test_operators_that_need_integers_are_not_put_on_floats() -> None:
    s = Sites(b"double f(double a, double b) { return a + b * a; }\n")
    names = {r.name for r in mutate.rules() if r.places(s)}
    assert {"+ -> -", "+ -> *", "+ -> /", "* -> +"} <= names
    assert "+ -> %" not in names and "* -> %" not in names


@pytest.mark.parametrize("name,after", [
    ("x++ -> ++x", "++b;"), ("x++ -> x--", "b--;"), ("x++ -> x", "b;"), ("--x -> ~x", "~b;"),
    ("~x -> x++", "b = b++;"), ("~x -> x", "b = b;"),
])
def test_unary_operators(sites: Sites, name: str, after: str) -> None:
    _, new = one(sites, name)
    assert new.strip().endswith(after)


def test_increments_need_something_to_increment() -> None:
    s = Sites(b"int f(int a) { return ~(a + 1); }\n")
    names = {r.name for r in mutate.rules() if r.places(s)}
    assert "~x -> x" in names and "~x -> x++" not in names


@pytest.mark.parametrize("name,after", [
    ("constant +1", "static int g = 6;"), ("constant -1", "static int g = 4;"),
    ("constant *-1", "static int g = (-5);"), ("constant *0", "static int g = 0;")])
def test_integer_constants(name: str, after: str) -> None:
    source = b"static int g = 5;\nint main(void) { return g; }\n"
    s = Sites(source)
    rule = next(r for r in mutate.rules() if r.name == name)
    mutant = mutate.mutate(s, rule, random.Random(0))
    assert mutant is not None and mutant.decode().splitlines()[0] == after


@pytest.mark.parametrize("name,edits", [
    ("constant +1", {"-5": "(-4)", "-1": "0"}), ("constant -1", {"-5": "(-6)", "-1": "(-2)"}),
    ("constant *-1", {"-5": "5", "-1": "1"}), ("constant *0", {"-5": "0", "-1": "0"})])
def test_a_negated_constant_is_one_constant_whose_sign_changes(
        name: str, edits: dict[str, str]) -> None:
    source = b"static int g = -5;\nint main(void) { return g - -1; }\n"
    rule = next(r for r in mutate.rules() if r.name == name)
    # The places are -5 and -1, not 5 and 1 beside their minus signs.
    assert {source[e.start:e.end].decode(): e.text for e in rule.places(Sites(source))} == edits


def test_a_variable_becomes_another_in_scope_of_its_type(sites: Sites) -> None:
    rule = next(r for r in mutate.rules() if r.name == "another variable")
    swaps = {(sites.line_of(e.start), PROGRAM[e.start:e.end].decode(), e.text)
             for e in rule.places(sites)}
    assert (19, "x", "y") in swaps and (19, "y", "x") in swaps and (19, "x", "g") in swaps
    assert (9, "b", "a") in swaps
    for _, old, new in swaps:
        # k is a const int, q an int *restrict, p an int *: none has a twin in scope.
        assert {old, new}.isdisjoint({"k", "p", "q"})
        assert new != "r"  # not in scope in its own initializer


def test_every_rule_makes_c_that_gcc_parses_mostly(sites: Sites) -> None:
    """The rules make small, local edits: most mutants still compile (some cannot: a
    division turned modulo of a pointer never is a place, but "add const" on an assigned
    variable is)."""
    compiled = failed = 0
    for i, rule in enumerate(mutate.rules(retype=True)):
        mutant = mutate.mutate(sites, rule, random.Random(i))
        if mutant is None:
            continue
        r = sandbox.run(["gcc", "-fsyntax-only", "-x", "c", "-"], stdin=mutant,
                        limits=sandbox.Limits(wall_seconds=60))
        compiled, failed = (compiled + 1, failed) if r.ok else (compiled, failed + 1)
    assert compiled >= 65 and failed <= 2


def test_the_oracles_helpers_are_left_alone() -> None:
    s = Sites(b"static unsigned long crc_ctx;\n"
              b"static void crc(unsigned long v) { crc_ctx = crc_ctx * 31 + v; }\n"
              b"int main(void) { int a = 1 + 2;\n"
              b"  crc(a + 1); return 0; }\n")
    lines = {s.line_of(e.start) for r in mutate.rules() for e in r.places(s)}
    assert lines == {1, 3}  # the global's specifiers, main's "1 + 2"; never crc's body


def test_a_type_rule_gives_one_declaration_or_cast_another_arithmetic_type(
        sites: Sites) -> None:
    rule = next(r for r in mutate.rules(retype=True) if r.name == "type -> double")
    edits = {(sites.line_of(e.start), PROGRAM[e.start:e.end].decode()): e.text
             for e in rule.places(sites)}
    # Storage class and qualifiers stay; the sign goes with the old type; casts too.
    assert edits[(2, "int")] == "double"  # static int g
    assert edits[(3, "unsigned short")] == "double"  # the field f
    assert edits[(6, "long")] == "double"  # volatile long v
    assert edits[(14, "unsigned char")] == "double"  # the cast
    # A pointer's pointee never changes: int *p, int *restrict q.
    assert not any(line == 8 for line, _ in edits)
    assert [e.start for e in rule.places(sites) if sites.line_of(e.start) == 4] == \
        [PROGRAM.index(b"(int a") + 1]  # int a, but not int *p
    s = Sites(b"int main(void) { int a = 1, *p = &a; long b = 2, c = 3;\n"
              b"  char d, * const q = &d; return *p + *q + (int)(b + c)\n"
              b"  + *(unsigned char *)&a + *(const unsigned short *)&a; }\n")
    assert [s.source[e.start:e.end] for e in rule.places(s)] == [b"long", b"int"]
    assert s.line_of(rule.places(s)[1].start) == 2  # the cast, not the pointer casts
    # Fields and globals too (libclang starts a later declarator's extent elsewhere there).
    s = Sites(b"struct S { unsigned char r, *p; short t; } x;\n"
              b"long g, *gp; int d = 2 * 3, e;\n"
              b"int main(void) { return x.t + d + e + (int)g; }\n")
    assert [s.source[e.start:e.end] for e in rule.places(s)] == [b"short", b"int", b"int"]
    _, new = one_of(sites, "type -> _Bool", "const int k")
    assert new.strip() == "const _Bool k = 3;"


def test_a_type_rule_never_rewrites_a_type_as_itself() -> None:
    s = Sites(b"int main(void) { signed int a = 1; short int b = 2; unsigned c = 3;\n"
              b"  signed char d = 4; char e = 5; long long int f = 6;\n"
              b"  return a + b + (int)c + d + e + (int)f; }\n")
    places = {r.name: [s.source[e.start:e.end].decode() for e in r.places(s)]
              for r in mutate.rules(retype=True) if r.category == "type"}
    assert "signed int" not in places["type -> int"] and "int" not in places["type -> int"]
    assert "short int" not in places["type -> short"]
    assert "long long int" not in places["type -> long long"]
    # unsigned int, signed char and char are three types, each other than int and char.
    assert "unsigned" in places["type -> int"]
    assert "signed char" in places["type -> char"] and "char" not in places["type -> char"]


def one_of(sites: Sites, name: str, marker: str) -> tuple[str, str]:
    """The change ``name`` makes on the line holding ``marker``."""
    rule = next(r for r in mutate.rules(retype=True) if r.name == name)
    for seed in range(200):
        mutant = mutate.mutate(sites, rule, random.Random(seed))
        assert mutant is not None
        diff = changed(PROGRAM, mutant)
        if marker in diff[0][0]:
            return diff[0]
    raise AssertionError(f"{name} never changed the line with {marker}")


def test_the_type_rules_change_stdint_types_too_and_the_papers_rules_do_not() -> None:
    s = Sites(b"#include <stdint.h>\n"
              b"static const int8_t g = -2;\n"
              b"struct { uint32_t f; } h;\n"
              b"int main(void) { int32_t a = 1; uint8_t *p = 0;\n"
              b"  h.f = (uint16_t)g + (int64_t)a + (p != 0) + *(uint8_t *)&a;\n"
              b"  return (int)h.f; }\n")
    edits = {r.name: sorted((s.line_of(e.start), s.source[e.start:e.end].decode())
                            for e in r.places(s))
             for r in mutate.rules(retype=True) if r.category == "type"}
    assert edits["type -> short"] == [(2, "int8_t"), (3, "uint32_t"), (4, "int32_t"),
                                      (5, "int64_t"), (5, "uint16_t"), (6, "int")]
    # int32_t is an int already, int64_t a long; a pointer's pointee never changes.
    assert (4, "int32_t") not in edits["type -> int"]
    assert (5, "int64_t") not in edits["type -> long"]
    assert not any(name == "uint8_t" for found in edits.values() for _, name in found)
    mutant = mutate.mutate(s, mutate.Retype("_Bool"), random.Random(3))
    assert mutant is not None and b"_Bool" in mutant
    r = sandbox.run(["gcc", "-fsyntax-only", "-x", "c", "-"], stdin=mutant,
                    limits=sandbox.Limits(wall_seconds=60))
    assert r.ok, r.stderr
    # The paper's rules never replace a typedef name; only a qualifier is put before one.
    names = [(m.start(), m.end()) for m in re.finditer(rb"\bu?int\d+_t\b", s.source)]
    assert len(names) == 7
    for rule in mutate.rules():
        for edit in rule.places(s):
            if any(a <= edit.start <= b or a <= edit.end <= b for a, b in names):
                assert rule.category == "qualifier" and edit.start == edit.end, rule.name


DELETIONS = b"""\
#include <stdio.h>
static int total;
static int step(int a) {
    int b = a * 2;
    if (b > 4)
        b -= 1;
    total += b;
    return b;
}
static void note(int a) {
    if (a)
        return;
    total++;
}
int main(void) {
    int i;
    for (i = 0; i < 4; i++) {
        switch (i) {
        case 1:
            total += step(i);
            break;
        default:
            note(i);
        }
    }
    if (total > 3) {
        printf("%d\\n", total);
    }
    total = 0;
    return 0;
}
"""


def test_a_statement_may_be_deleted_but_never_a_declaration_label_or_returned_value() -> None:
    s = Sites(DELETIONS)
    [rule] = [r for r in mutate.rules(retype=True, delete=True) if r.category == "statement"]
    places = {(s.line_of(e.start), DELETIONS[e.start:e.end].decode().split("\n")[0], e.text)
              for e in rule.places(s)}
    assert places == {
        (6, "b -= 1;", ";"),  # the body of an if keeps an empty statement
        (7, "total += b;", ""),
        (12, "return;", ";"),  # a return without a value
        (13, "total++;", ""),
        (17, "for (i = 0; i < 4; i++) {", ""),
        (17, "{", ";"),
        (18, "switch (i) {", ""),
        (18, "{", ";"),
        (20, "total += step(i);", ";"),  # under a case label, which needs a statement
        (21, "break;", ""),
        (23, "note(i);", ";"),
        (29, "total = 0;", ""),
        (11, "if (a)", ""),
        (5, "if (b > 4)", ""),
    }
    # Not declarations (4, 16), labels (19, 22), "return b" (8), function bodies, the
    # printing line (27) nor the if around it (26), nor "return 0" (30, a value).
    for i, _ in enumerate(rule.places(s)):
        mutant = mutate.mutate(s, rule, random.Random(i))
        assert mutant is not None
        r = sandbox.run(["gcc", "-fsyntax-only", "-Werror", "-x", "c", "-"], stdin=mutant,
                        limits=sandbox.Limits(wall_seconds=60))
        assert r.ok, (mutant.decode(), r.stderr)
    assert rule.name == "delete a statement"


def test_rule_sets_by_name() -> None:
    assert mutate.rule_set("paper") == mutate.rules()
    assert mutate.rule_set("types") == mutate.rules(retype=True)
    deletion = mutate.rule_set("deletion")
    assert deletion[:140] == mutate.rules(retype=True)
    assert [r.name for r in deletion[140:]] == ["delete a statement"]
    operands = mutate.rule_set("operands")
    assert operands[:141] == deletion
    assert [r.name for r in operands[141:]] == [
        "keep the left operand", "keep the right operand", "drop a cast"]
    assert {r.category for r in operands[141:]} == {"operand"}
    layout = mutate.rule_set("layout")
    assert layout[:141] == deletion
    assert {r.category for r in layout[141:]} == {"layout"} and len(layout) == 145
    fold = mutate.rule_set("fold")
    assert fold[:141] == deletion
    assert [r.name for r in fold[141:]] == ["a constant for a variable"]
    unattributed = mutate.rule_set("attributes")
    assert unattributed[:141] == deletion
    assert [r.name for r in unattributed[141:]] == ["delete an attribute"]
    linkage = mutate.rule_set("linkage")
    assert linkage[:141] == deletion
    assert [r.name for r in linkage[141:]] == ["remove static", "add static"]
    assert mutate.DEFAULT_RULES in mutate.RULE_SETS
    with pytest.raises(ValueError, match="no rule set 'all'"):
        mutate.rule_set("all")


OPERANDS = b"""\
#include <stdio.h>
#define TWICE(x) ((x) * 2)
struct s { int n; };
int main(void)
{
    int a = 7, b = 3, *p = &a;
    long c = (long)(short)a << b;
    struct s v = { a - 1 };
    b += a * b;
    p = p + 1;
    c = TWICE(c) - 1;
    a = (a > b) && v.n;
    printf("%d %ld\\n", a + b, c);
    return p != &a;
}
"""


def test_an_arithmetic_expression_may_become_one_of_its_operands() -> None:
    s = Sites(OPERANDS)
    rules = [r for r in mutate.rule_set("operands") if isinstance(r, mutate.Operand)]
    places = {(r.side, s.line_of(e.start), OPERANDS[e.start:e.end].decode(), e.text)
              for r in rules for e in r.places(s)}
    assert places == {
        ("cast", 7, "(long)(short)a", "((short)a)"),
        ("cast", 7, "(short)a", "(a)"),
        ("left", 7, "(long)(short)a << b", "((long)(short)a)"),
        ("right", 7, "(long)(short)a << b", "(b)"),
        ("left", 8, "a - 1", "(a)"),
        ("right", 8, "a - 1", "(1)"),
        ("left", 9, "a * b", "(a)"),
        ("right", 9, "a * b", "(b)"),
        ("left", 12, "(a > b) && v.n", "((a > b))"),
        ("right", 12, "(a > b) && v.n", "(v.n)"),
        ("left", 12, "a > b", "(a)"),
        ("right", 12, "a > b", "(b)"),
    }
    # Not an assignment (9, "b += ..."), pointer arithmetic (10, 14), a macro's expansion
    # (11), nor the printing line (13).
    for mutant in every_mutant(s, rules):
        r = sandbox.run(["gcc", "-fsyntax-only", "-Werror", "-x", "c", "-"],
                        stdin=mutant, limits=sandbox.Limits(wall_seconds=60))
        assert r.ok, (mutant.decode(), r.stderr)


def test_a_global_initializers_operators_and_casts_are_places_too() -> None:
    source = b"int below = -20 < 0;\nlong wide = (long)3 << 4;\nint *p = &below;\n" \
        b"int main(void) { return below + (int)wide + (p != 0); }\n"
    s = Sites(source)
    rules = mutate.rule_set("operands")
    edits = {(r.name, s.line_of(e.start), e.text) for r in rules for e in r.places(s)
             if s.line_of(e.start) <= 3}
    assert {("< -> >", 1, ">"), ("keep the left operand", 1, "(-20)"),
            ("<< -> >>", 2, ">>"), ("drop a cast", 2, "(3)"), ("add unsigned", 2, "unsigned "),
            ("constant +1", 1, "(-19)")} <= edits
    # A name in a global's initializer is no place: there is no scope to take another from.
    assert not any(name == "another variable" for name, _, _ in edits)
    assert all(mutant != source for mutant in every_mutant(s, rules))


FIELDS = b"""\
#include <stdio.h>
struct rec {
    _Alignas(16) char tag;
    unsigned flags : 3;
    int slots[4];
} r;
int table[7] = { 9 };
int main(void)
{
    _Alignas(8) int n = 2;
    int buf[n + 1];
    printf("%d %zu\\n", table[0], sizeof r);
    return buf[0] = 0;
}
"""


def test_the_constants_of_declarators_are_places_once_each() -> None:
    s = Sites(FIELDS)
    # A field's alignment, width and bound, a global's bound and a local's alignment, besides
    # the initializers' and the expressions' constants (a struct's fields are inside the
    # extent of the variable declared with it too: each is one place).
    assert [(s.line_of(x.start), x.value) for x in s.literals] == [
        (7, 7), (7, 9), (10, 2), (11, 1), (13, 0), (13, 0), (3, 16), (4, 3), (5, 4), (10, 8)]
    rule = next(r for r in mutate.rules() if r.name == "constant *0")
    zeroed = {(s.line_of(e.start), FIELDS[e.start:e.end].decode()) for e in rule.places(s)}
    assert {(3, "16"), (4, "3"), (5, "4"), (10, "8")} <= zeroed


FOLD = b"""\
#include <stdio.h>
int w, j;
int main(void)
{
    int k = 40000, *p = &k;
    double d = 1.5;
    w = 2;
    int tmp[w];
    tmp[j] = 5;
    ++j;
    j += w;
    for (k = 0; k < w; k++)
        tmp[k] = (int)d;
    printf("%d %d\\n", tmp[0] + 3, *p);
    return j;
}
"""


def test_a_variable_read_for_its_value_may_become_a_constant_of_the_program() -> None:
    s = Sites(FOLD)
    rule = next(r for r in mutate.rule_set("fold") if isinstance(r, mutate.Fold))
    # Read: w (8, 11, 12), j (9, 15), d and k (13), k (12, in k < w); not written (7: w =,
    # 10: ++j, 11: j +=, 12: k = and k++), addressed (5: &k), nor on the printing line.
    reads = sorted({(s.line_of(e.start), FOLD[e.start:e.end].decode())
                    for e in rule.places(s)})
    assert reads == [(8, "w"), (9, "j"), (11, "w"), (12, "k"), (12, "w"), (13, "d"),
                     (13, "k"), (15, "j")]
    # The program's integer constants, the printing line's among them, and 0 and 1.
    assert s.constants == (0, 1, 2, 3, 5, 40000)
    assert {e.text for e in rule.places(s)} == {"0", "1", "2", "3", "5", "40000"}
    for mutant in every_mutant(s, [rule]):
        r = sandbox.run(["gcc", "-fsyntax-only", "-Werror", "-x", "c", "-"],
                        stdin=mutant, limits=sandbox.Limits(wall_seconds=60))
        assert r.ok, (mutant.decode(), r.stderr)


def every_mutant(s: Sites, rules: Sequence[mutate.Rule]) -> Iterator[bytes]:
    """A mutant for each place of each rule (each a rule's place drawn by another seed)."""
    for rule in rules:
        for i, _ in enumerate(rule.places(s)):
            mutant = mutate.mutate(s, rule, random.Random(i))
            assert mutant is not None
            yield mutant


LINKAGE = b"""\
#include <stdio.h>
#define HIDDEN static
static int seed = 7, other;
int count;
extern int elsewhere;
int twice(int);
HIDDEN int hidden = 1;
static int next(void) { return seed = seed * 3 + 1; }
int twice(int v) { return 2 * v; }
int thrice(int v) { return 3 * v; }
int main(void) {
    static int calls;
    count = thrice(twice(next())) + other + calls + hidden;
    printf("%d\\n", count);
    return 0;
}
"""


def test_a_file_scope_static_is_removed_or_added_never_mains_nor_in_a_macro() -> None:
    sites = Sites(LINKAGE)
    remove, add = mutate.Linkage(False), mutate.Linkage(True)

    def lines(edits: list[ops_of.Edit]) -> list[bytes]:
        return [LINKAGE[:e.start].rsplit(b"\n", 1)[-1] + LINKAGE[e.start:].split(b"\n")[0]
                for e in edits]

    # "static int seed = 7, other" is one place; the block-scope static, the macro's and
    # main are none; extern declarations, prototypes and what follows one get no static.
    assert lines(remove.places(sites)) == [b"static int seed = 7, other;",
                                           b"static int next(void) { return seed = seed * 3 + 1; }"]
    assert lines(add.places(sites)) == [b"int count;", b"int thrice(int v) { return 3 * v; }"]
    made = set(every_mutant(sites, [remove, add]))
    for mutant in made:
        r = sandbox.run(["gcc", "-fsyntax-only", "-Werror", "-x", "c", "-"], stdin=mutant,
                        limits=sandbox.Limits(wall_seconds=30))
        assert r.ok, (mutant.decode(), r.stderr)
    assert len(made) == 4
    assert b"\nint seed = 7, other;" in b"".join(made)
    assert b"\nstatic int thrice(int v)" in b"".join(made)
