"""Strict C with real gcc and the newest clang: which dialect a program is written in, and
what a candidate may not do in it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ccfuzz.case.guard import Guard
from ccfuzz.case.spec import Spec
from ccfuzz.case.strict import Dialect, dialect_of, kind, newest_clang, strict_error
from ccfuzz.model import FindingKind
from ccfuzz.predicate import Claim, RecordedBuild
from tests.conftest import DATA, require

DIALECTS = sorted((DATA / "strict" / "dialects").glob("*.c"))
_DIRECTIVE = re.compile(r"/\* dialect: (\w+)")

VALID = (b"#include <stdio.h>\nstruct pair { char f1; char f2; } g_12 = {1, 2};\n"
         b"int main(void) {\n  printf(\"%d\\n\", g_12.f2);\n  return 0;\n}\n")
# What C-Vise leaves when nothing stops it: gcc and clang only warn about either by default.
MISSING_SEMICOLON = VALID.replace(b"char f2; }", b"char f2 }")
EMPTY_INITIALIZER = VALID.replace(b"{1, 2}", b"{}")


@pytest.fixture(scope="module")
def compilers() -> tuple[str, str]:
    clang = newest_clang()
    require("gcc", clang or "clang")
    assert clang is not None
    return "gcc", clang


@pytest.mark.parametrize("path", DIALECTS, ids=[p.stem for p in DIALECTS])
def test_dialect_of_picks_the_strictest_the_program_passes(path: Path) -> None:
    source = path.read_bytes()
    [expected] = _DIRECTIVE.findall(source.decode())
    dialect = dialect_of(source)
    assert dialect is not None and dialect.std == expected, dialect
    assert strict_error(source, dialect) is None  # the original passes its own dialect
    assert (dialect.tolerated == ()) == (expected == "c11")
    # However much it tolerates, a member without its semicolon is not one of the original's
    # kinds of diagnostic.
    broken = source + b"struct extra { int x } extra_v;\n"
    why = strict_error(broken, dialect)
    assert why is not None and "gcc" in why and "semicolon" in why, why


def test_generated_programs_are_iso_c11() -> None:
    from ccfuzz.sources.generator import GeneratorSource

    source = GeneratorSource()  # a campaign's size
    for index in range(3):
        program = source.program(index, 100 + index).source.encode()
        dialect = dialect_of(program)
        assert dialect is not None and dialect.std == "c11" and not dialect.tolerated


@pytest.mark.parametrize(("name", "source", "said"), [
    ("missing semicolon", MISSING_SEMICOLON, "semicolon"),
    ("empty initializer", EMPTY_INITIALIZER, "empty initializer"),
])
def test_c11_pedantic_refuses_what_gnu_c_lets_through(
        compilers: tuple[str, str], name: str, source: bytes, said: str) -> None:
    c11 = Dialect("c11", compilers)
    assert strict_error(VALID, c11) is None
    why = strict_error(source, c11)
    assert why is not None and said in why and why.startswith("gcc -std=c11"), why
    # clang refuses it too, on its own
    why = strict_error(source, Dialect("c11", compilers[1:]))
    assert why is not None and why.startswith(compilers[1]), why


def test_a_tolerating_dialect_lets_through_only_the_originals_kinds(
        compilers: tuple[str, str]) -> None:
    original = (DATA / "strict" / "dialects" / "distinct_pointers.c").read_bytes()
    dialect = dialect_of(original)
    assert dialect is not None and dialect.tolerated
    another = original.replace(b"return 0;", b"if (q == &g_1) return 1;\n  return 0;")
    assert strict_error(another, dialect) is None  # another comparison of the same kind
    assert strict_error(another, Dialect("gnu11", compilers)) is not None
    empty = original.replace(b"static int32_t g_1 = 1;", b"static int32_t g_1[1] = {};")
    assert strict_error(empty, dialect) is not None


def test_a_diagnostics_kind_ignores_names_and_types() -> None:
    gcc = "comparison of distinct pointer types lacks a cast"
    assert kind(gcc) == gcc
    assert kind("assigning to 'uint32_t *' (aka 'unsigned int *') from 'int32_t *' "
                "[-Werror,-Wpointer-sign]") == "-Wpointer-sign"
    assert kind("expected ';' at end of declaration list [-Werror]") == \
        kind("expected '}' at end of declaration list [-Werror]")
    assert kind("ISO C forbids empty initializer braces [-Wpedantic]") == \
        "ISO C forbids empty initializer braces"


def test_the_spec_keeps_the_dialect_and_old_specs_ask_none(tmp_path: Path,
                                                           compilers: tuple[str, str]) -> None:
    target = RecordedBuild("cc -O2", "cc", "cc 1", ("cc", "-O2", "prog.c", "-o", "prog"))
    claim = Claim(FindingKind.COMPILER_CRASH, "compiler-crash|cc|x", (target,))
    dialect = Dialect("gnu11", compilers, ("-Wpointer-sign",))
    Spec(1, claim, Guard(enabled=False), dialect).dump(tmp_path / "spec.json")
    assert Spec.load(tmp_path / "spec.json").dialect == dialect
    data = json.loads((tmp_path / "spec.json").read_text())
    del data["dialect"]  # as ccfuzz wrote specs before it asked for strict C
    (tmp_path / "old.json").write_text(json.dumps(data))
    assert Spec.load(tmp_path / "old.json").dialect is None
