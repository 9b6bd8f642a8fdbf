"""A failing program's printed values computed on lines of their own before the printing
call: each in a variable of the type it is passed with, so the program prints the same, and
the computation is on a line the witnessing rules may edit."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz.isolate import mutate
from ccfuzz.isolate.hoist import hoisted
from ccfuzz.isolate.sites import Sites
from tests.conftest import printed_by, require

PROGRAM = b"""\
#include <stdio.h>
#include <stdint.h>
#define SHOW(x) printf("%d\\n", (x) + 1)
struct s { unsigned b : 3; } g = { 5 };
static int twice(int x) { return x * 2; }
int main(void) { int a = 3; printf("%d %u %s %d\\n", (uint16_t)(int8_t)-1, a + 1u, "x", a);
    if (a) printf("%ld\\n", (long)a * 3); else putchar('a' + a);
    for (a = 0; a < 2; a++)
        printf("%d %f %d\\n", twice(a), a * 0.5f, g.b);
    printf("%d %d\\n", a, 7);
    SHOW(a);
    return 0; }
"""

HOISTED = b"""\
#include <stdio.h>
#include <stdint.h>
#define SHOW(x) printf("%d\\n", (x) + 1)
struct s { unsigned b : 3; } g = { 5 };
static int twice(int x) { return x * 2; }
int main(void) { int a = 3; {
int ccfuzz_printed0 = (uint16_t)(int8_t)-1;
unsigned int ccfuzz_printed1 = a + 1u;
printf("%d %u %s %d\\n", ccfuzz_printed0, ccfuzz_printed1, "x", a);
}
    if (a) {
long ccfuzz_printed2 = (long)a * 3;
printf("%ld\\n", ccfuzz_printed2);
} else {
int ccfuzz_printed3 = 'a' + a;
putchar(ccfuzz_printed3);
}
    for (a = 0; a < 2; a++)
        {
int ccfuzz_printed4 = twice(a);
double ccfuzz_printed5 = a * 0.5f;
int ccfuzz_printed6 = g.b;
printf("%d %f %d\\n", ccfuzz_printed4, ccfuzz_printed5, ccfuzz_printed6);
}
    printf("%d %d\\n", a, 7);
    SHOW(a);
    return 0; }
"""


def test_printed_expressions_move_to_declarations_of_their_passed_type() -> None:
    # Not a variable's name, a constant or a string (nothing to mutate there), nor a call
    # that a macro writes.
    assert hoisted(PROGRAM) == HOISTED


@pytest.mark.parametrize("compiler", ["gcc", "clang-14", "tcc"])
def test_the_hoisted_program_prints_the_same(compiler: str, tmp_path: Path) -> None:
    require(compiler)
    printed = [printed_by(compiler, PROGRAM, tmp_path, "as-is"),
               printed_by(compiler, HOISTED, tmp_path, "hoisted")]
    assert printed[0] == printed[1]
    assert printed[0].startswith(b"65535 4 x 3\n9\n0 0.000000 5\n2 0.500000 5\n2 7\n3\n")


def test_the_hoisted_computation_is_a_place_for_the_rules() -> None:
    rules = mutate.rule_set("operands")
    before, after = Sites(PROGRAM), Sites(HOISTED)
    # On the printing lines, the casts of line 6 are no place; hoisted, they are.
    casts = [r for r in rules if r.name == "drop a cast"]
    assert [HOISTED[e.start:e.end] for e in casts[0].places(after)] == [
        b"(uint16_t)(int8_t)-1", b"(int8_t)-1", b"(long)a"]
    assert casts[0].places(before) == []
    assert sum(len(r.places(after)) for r in rules) > sum(len(r.places(before)) for r in rules)


@pytest.mark.parametrize("source", [
    b'#include <stdio.h>\nint main(void) { int a = 1; printf("%d %s\\n", a, "s"); }\n',
    b'#include <stdio.h>\nint main(void) { puts("x"); return putchar(65); }\n',
    b"int main(void) { return 0 }\n",  # does not parse
    # hoisted already: its names would clash
    b'int printf(const char *, ...);\nint main(void) { int ccfuzz_printed0 = 1; '
    b'printf("%d\\n", ccfuzz_printed0 + 1); }\n',
])
def test_a_program_with_nothing_to_hoist_is_left_alone(source: bytes) -> None:
    assert hoisted(source) is None
