"""EMI seeds are profiled under gcc and clang and the profiles joined: where C leaves the
order of evaluation unspecified, the two take different paths through one seed, and a
profile of one alone would call the other's path dead (Orion, Athena) or bound its values
wrongly (Hermes), so that correct compilers seemed to miscompile the variants."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ccfuzz import cmodel
from ccfuzz.emi import hermes, orion
from ccfuzz.emi.seed import prepare
from ccfuzz.emi.seedfile import read_seed
from ccfuzz.errors import InvalidProgramError
from ccfuzz.generator.validity import check_program
from ccfuzz.model import Origin, Program
from ccfuzz.profile import coverage, values
from tests.conftest import DATA, require

SEED = DATA / "emi" / "unspecified_order.c"


def statements(model: cmodel.CProgram, text: str) -> list[cmodel.Stmt]:
    return [s for s in model.statements() if s.text == text]


def test_a_statement_only_one_compiler_runs_is_executed(private_tmp: Path) -> None:
    require("gcc", "clang-14")
    program = read_seed(SEED)
    model = cmodel.load(program.source, path="seed.c")
    both_r = statements(model, "r = 1;")
    assert len(both_r) == 2
    alone = {cc: coverage.profile(model, program, compilers=(cc,)) for cc in ("gcc", "clang-14")}
    for cc, cov in alone.items():  # the premise: each compiler runs one of the two
        assert [cov.executed(s) for s in both_r].count(True) == 1, cc
    assert alone["gcc"].executed(both_r[0]) != alone["clang-14"].executed(both_r[0])
    joined = coverage.profile(model, program, compilers=("gcc", "clang-14"))
    assert all(joined.executed(s) for s in both_r)


def test_orion_variants_of_the_seed_print_the_same_under_both(private_tmp: Path) -> None:
    require("gcc", "clang-14")
    seed = prepare(read_seed(SEED))
    for v in orion.variants(seed, 12, random.Random(3), prefix="order"):
        checks = check_program(v.program.source, seed.output, opt_levels=("-O0",),
                               sanitizers=())
        assert all(c.ok for c in checks), (v.program.origin.mutation, checks)


def test_hermes_sees_the_values_of_both_paths(private_tmp: Path) -> None:
    require("gcc", "clang-14")
    program = read_seed(SEED)
    model = cmodel.load(program.source, path="seed.c")
    [point] = statements(model, "int t = g + 1;")
    joined = values.profile(model, program, p=1.0, rng=random.Random(0),
                            compilers=("gcc", "clang-14"))
    assert joined.values_at(point)["g"].values == {6, 11}
    seed = hermes.prepare(program, p=1.0, rng=random.Random(0))
    for k in range(8):
        v = hermes.variant(seed, random.Random(k), name=f"order{k}", rate=1.0)
        assert v is not None
        checks = check_program(v.program.source, seed.output, opt_levels=("-O0", "-O2"),
                               sanitizers=())
        assert all(c.ok for c in checks), ([m.describe() for m in v.mutations], checks)


def test_a_seed_that_prints_differently_under_the_two_is_refused(private_tmp: Path) -> None:
    require("gcc", "clang-14")
    source = SEED.read_text().replace('printf("%d %d\\n", r, s > 0);',
                                      'printf("%d %d\\n", r, s);')
    assert source != SEED.read_text()
    with pytest.raises(InvalidProgramError, match="prints differently under gcc -O0 and "
                                                   "clang-14 -O0"):
        prepare(Program("order", source, Origin("file", path="order.c")))
