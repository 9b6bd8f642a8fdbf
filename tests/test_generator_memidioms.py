"""Memory idioms (feature ``memory_idioms``, ``generator.memidioms``): memcpy, memset and
compound literals of structs, unions and arrays, and member-by-member comparisons of copies.
Made where on and absent where off; the interpreter's cells after each idiom agree with
gcc and clang at -O0 on many random types, bytes and values; programs full of them print
what the interpreter computed, under gcc and clang at -O0 to -O3 and with sanitizers."""

from __future__ import annotations

import itertools
import time
from functools import cache
from pathlib import Path

import pytest

from ccfuzz import sandbox
from ccfuzz.generator import Generated, Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.cursor import Budget
from ccfuzz.generator.interp import run
from ccfuzz.generator.inventory import features
from ccfuzz.generator.memops import has_bit_fields, plain
from ccfuzz.generator.policy import DEFAULT_STMT_WEIGHTS, HOST_FEATURES, NEW_FEATURES, Policy
from ccfuzz.generator.printer import program_text
from ccfuzz.generator.program import ProgramGen
from ccfuzz.generator.types import Qual, Record
from ccfuzz.generator.validity import check_program
from tests.conftest import require

HEAVY = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                 stmt_weights={**DEFAULT_STMT_WEIGHTS, "memcpy": 3, "memset": 2,
                               "compound_literal": 2})
OFF = Settings(forced={**dict.fromkeys(HOST_FEATURES, True), **dict.fromkeys(NEW_FEATURES, False)})


@cache
def _heavy() -> tuple[Generated, ...]:
    return tuple(generate(seed, 8000, HEAVY) for seed in range(80, 88))


def test_memory_idioms_are_made_where_on_and_none_where_off() -> None:
    found = set().union(*(features(made.tree) for made in _heavy()))
    assert {"memcpy of array", "memcpy of struct", "memset of array", "memset of struct",
            "compound literal of struct", "compound literal of union"} <= found
    compared = 0
    for made in _heavy():
        for f in made.tree.functions:
            for s, nxt in itertools.pairwise(list(gast.statements(f.body))):
                if isinstance(s, gast.MemOp) and s.kind is gast.MemKind.MEMCPY:
                    compared += isinstance(nxt, gast.Assign) and any(
                        isinstance(x, gast.Binary) and x.op == "==" for x in
                        gast.subexpressions(nxt.rhs))
    assert compared >= 5
    for seed in range(80, 83):
        made = generate(seed, 6000, OFF)
        assert "memcpy" not in made.source and "<string.h>" not in made.source


def _objects(seed: int) -> tuple[ProgramGen, list[gast.VarDecl]]:
    """Globals of random plain aggregate types (structs with bit-fields, unions, packed
    structs, arrays of them, 128-bit members), in pairs of one type."""
    p = Policy(seed, Settings(forced=dict.fromkeys(HOST_FEATURES, True)))
    gen = ProgramGen(p, Budget(10_000, time.monotonic() + 60, 60))
    gen.make_records()
    out: list[gast.VarDecl] = []
    for _ in range(40):
        t = gen.aggregate_type()
        if t is None or not plain(t):
            continue
        for _ in range(2):
            out.append(gast.VarDecl(gen.fresh("g"), Qual(t), gast.Storage.GLOBAL,
                                    gen.constant_init(t)))
    return gen, out


@pytest.mark.parametrize("compiler", ["gcc", "clang-14"])
def test_memcpy_memset_and_literals_agree_with_the_compiler(compiler: str,
                                                            tmp_path: Path) -> None:
    require(compiler)
    kinds = set()
    for seed in range(8):
        gen, objects = _objects(seed)
        p = gen.policy
        body: list[gast.Stmt] = []
        for a, b in zip(objects[::2], objects[1::2], strict=True):
            t = a.type
            pick = p.randint(0, 2)
            if pick == 0:
                op = gast.MemOp(gast.MemKind.MEMCPY, a.ref, b.ref)
            elif pick == 1 or not isinstance(t, Record):
                byte = p.choice((0, 255)) if has_bit_fields(t) else p.randint(0, 255)
                op = gast.MemOp(gast.MemKind.MEMSET, a.ref, byte=byte)
            else:
                op = gast.MemOp(gast.MemKind.LITERAL, a.ref, inits=gen.constant_init(t))
            body.append(op)
            kinds.add(op.kind)
        main = gast.Function("main", None, [], body=gast.Block(body))
        program = gast.Program(gen.records, objects, [main], True, headers=("string.h",))
        expected = run(program, 10_000)
        (tmp_path / "m.c").write_text(program_text(program))
        built = sandbox.run([compiler, "-O0", "-w", "-std=c11", "-pedantic-errors", "-o",
                             str(tmp_path / "m"), str(tmp_path / "m.c")],
                            limits=sandbox.Limits(wall_seconds=120))
        assert built.ok, built.stderr_text()[:2000]
        ran = sandbox.run([str(tmp_path / "m")], limits=sandbox.Limits(wall_seconds=20))
        assert ran.stdout == expected, seed
    assert kinds == set(gast.MemKind)


@pytest.mark.slow
@pytest.mark.parametrize("index", range(3))
def test_programs_full_of_memory_idioms_print_the_expected_output(index: int) -> None:
    require("gcc", "clang-14")
    made = _heavy()[index]
    checks = check_program(made.source, made.expected, opt_levels=("-O0", "-O2", "-O3"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []
