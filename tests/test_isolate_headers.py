"""A failing program without its headers: the names it uses of them declared in their place,
only when that is all it uses; the result compiles and prints what the original prints."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz.isolate.headers import without_headers
from tests.conftest import printed_by, require

PROGRAM = b"""\
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
static int8_t g = -2;
int main(void)
{
    uint16_t x = (uint16_t)g;
    printf("%u\\n", x);
    puts("done");
    return 0;
}
"""


def test_includes_become_declarations_of_what_the_program_uses() -> None:
    bare = without_headers(PROGRAM)
    assert bare is not None
    assert bare.decode().splitlines()[:5] == [
        "int printf(const char *, ...);", "int puts(const char *);",
        "typedef signed char int8_t;", "typedef unsigned short uint16_t;",
        "static int8_t g = -2;"]
    assert b"#include" not in bare
    assert bare.endswith(PROGRAM[PROGRAM.index(b"static"):])


@pytest.mark.parametrize("compiler", ["gcc", "clang-14", "tcc"])
def test_the_program_without_headers_prints_the_same(compiler: str, tmp_path: Path) -> None:
    require(compiler)
    bare = without_headers(PROGRAM)
    assert bare is not None
    printed = [printed_by(compiler, PROGRAM, tmp_path, "with"),
               printed_by(compiler, bare, tmp_path, "without")]
    assert printed[0] == printed[1] == b"65534\ndone\n"


@pytest.mark.parametrize("source", [
    b'#include <stdio.h>\nint main(void) { fprintf(stderr, "x"); return 0; }\n',
    b"#include <stdio.h>\nint main(void) { return EOF + 1; }\n",  # a header's macro
    b"#include <stdint.h>\nint main(void) { return INT8_MAX; }\n",
    b"#include <stdlib.h>\nint main(void) { return abs(-1); }\n",
    b'#include "missing.h"\nint main(void) { return 0; }\n',  # does not parse
    b"int main(void) { return 0; }\n",  # no header at all
])
def test_a_program_using_more_of_its_headers_is_left_alone(source: bytes) -> None:
    assert without_headers(source) is None


def test_a_header_used_for_nothing_just_goes() -> None:
    assert without_headers(b"#include <limits.h>\nint main(void) { return __LINE__; }\n") \
        == b"int main(void) { return __LINE__; }\n"
