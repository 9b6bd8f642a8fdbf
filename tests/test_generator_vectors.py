"""GCC/clang vector types (feature ``vector_types``, ``generator.vectors``): made where on
and absent where off; every kind of vector expression, on every lane type and size, agrees
with gcc and clang at -O0 on random lanes; programs full of them print what the interpreter
computed, under gcc and clang at -O0 to -O3 and with sanitizers."""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest

from ccfuzz import cint
from ccfuzz.generator import Generated, Settings, generate, vecops, vectors
from ccfuzz.generator import ast as gast
from ccfuzz.generator.interp import Compiler
from ccfuzz.generator.inventory import features
from ccfuzz.generator.policy import DEFAULT_STMT_WEIGHTS, HOST_FEATURES, NEW_FEATURES, Policy
from ccfuzz.generator.printer import Printer
from ccfuzz.generator.types import Vector
from ccfuzz.generator.validity import check_program
from tests.conftest import require, statements_print

HEAVY = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                 stmt_weights={**DEFAULT_STMT_WEIGHTS, "vector_assign": 4,
                               "vector_lane_store": 1, "vector_lane_read": 2})
OFF = Settings(forced={**dict.fromkeys(HOST_FEATURES, True), **dict.fromkeys(NEW_FEATURES, False)})
TYPES = [Vector(e, size * 8 // e.width) for e in (cint.UINT8_T, cint.UINT16_T, cint.UINT32_T,
                                                   cint.UINT64_T) for size in (16, 32, 64)]


@cache
def _heavy() -> tuple[Generated, ...]:
    return tuple(generate(seed, 8000, HEAVY) for seed in range(70, 78))


def test_vectors_are_made_where_on_and_none_where_off() -> None:
    found = set().union(*(features(made.tree) for made in _heavy()))
    kinds = {f"vector {k.value}" for k in gast.VecKind if k is not gast.VecKind.PARAM}
    assert kinds <= found
    assert {"vector of 16 bytes", "vector of 32 bytes", "vector of 64 bytes",
            "vector struct member", "vector subscript", "vector array"} <= found
    assert any("vf0(" in made.source for made in _heavy())  # vector parameters and results
    for seed in range(70, 73):
        made = generate(seed, 6000, OFF)
        assert "vector_size" not in made.source
        assert not any(f.startswith("vector ") for f in features(made.tree))


def _lanes(rng: random.Random, t: Vector) -> gast.VecOp:
    return gast.VecOp(gast.VecKind.LITERAL, (), t, lanes=tuple(
        cint.random_value(rng, t.elem).value for _ in range(t.lanes)))


@pytest.mark.parametrize("compiler", ["gcc", "clang-14"])
def test_vector_expressions_agree_with_the_compiler_on_random_lanes(compiler: str,
                                                                   tmp_path: Path) -> None:
    require(compiler)
    rng = random.Random(16)
    p = Policy(16, HEAVY)
    code, printer = Compiler(), Printer()
    funcs: list[vecops.VecFunc] = []
    for t in TYPES:
        if t.size == 16:
            two = vectors.Builder(p, lambda t: vectors.param(p.randint(0, 1), t), None, [])
            three = vectors.Builder(p, lambda t: vectors.param(p.randint(0, 2), t), None, [])
            funcs.append(vecops.VecFunc(f"vf{len(funcs)}", t, two.expr(t, 3), three.expr(t, 3)))

    def scalar() -> gast.Expr:
        return gast.Const(cint.random_value(rng, rng.choice((cint.INT, cint.ULONG, cint.SCHAR))))

    body, want, seen = [], [], set()
    for t in TYPES:
        build = vectors.Builder(p, lambda t: _lanes(rng, t), scalar, funcs, TYPES)
        for _ in range(60):
            e = build.expr(t, rng.randint(1, 4))
            seen |= {x.kind for x in gast.subexpressions(e) if isinstance(x, gast.VecOp)}
            lanes = vecops.lanes_code(e, code)({})
            body.append(f"    {{ {t.name} r = {vecops.text(e, printer.expr)}; int i; "
                        f"for (i = 0; i < {t.lanes}; i++) printf(\"%llx \", "
                        f"(unsigned long long)r[i]); printf(\"\\n\"); }}")
            want.append(" ".join(f"{x:x}" for x in lanes))
    assert seen >= set(gast.VecKind) - {gast.VecKind.LOAD, gast.VecKind.PARAM}
    assert statements_print(compiler, vecops.preamble(TYPES, funcs), body, tmp_path) == want


@pytest.mark.slow
@pytest.mark.parametrize("index", range(3))
def test_programs_full_of_vectors_print_the_expected_output(index: int) -> None:
    require("gcc", "clang-14")
    made = _heavy()[index]
    checks = check_program(made.source, made.expected, opt_levels=("-O0", "-O2", "-O3"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []
