"""Expression shapes aimed at optimizers (``generator.shapes``): comparisons of narrow unsigned
values after promotion, common subexpressions (within a statement and across nearby ones) and
reassociable chains; each switched by its feature, and the programs full of them printing
what the interpreter computed."""

from __future__ import annotations

from functools import cache

import pytest

from ccfuzz import cint
from ccfuzz.generator import FEATURES, Generated, Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.inventory import features
from ccfuzz.generator.policy import DEFAULT_EXPR_WEIGHTS, NEW_FEATURES
from ccfuzz.generator.validity import check_program
from tests.conftest import require

SHAPES = ("narrow_compare", "common_subexpr", "reassociation")
# The vector-reach features stay off: their idioms use a subexpression twice by design.
OLD = tuple(f for f in FEATURES if f not in NEW_FEATURES)
HEAVY = Settings(forced={**dict.fromkeys(OLD, True), **dict.fromkeys(NEW_FEATURES, False)},
                 expr_weights={**DEFAULT_EXPR_WEIGHTS, **dict.fromkeys(SHAPES, 4)})
# Found only where the shapes make them: a comparison of narrow values, or a chain over the
# same variable, also comes up by chance.
OWN = ("common subexpression", "narrow unsigned cast of a narrow signed value")


@cache
def _heavy() -> tuple[Generated, ...]:
    return tuple(generate(seed, 5000, HEAVY) for seed in range(70, 76))


def test_the_shapes_are_found_where_on_and_absent_where_off() -> None:
    off = Settings(forced={**dict.fromkeys(OLD, True), **dict.fromkeys(SHAPES, False),
                           **dict.fromkeys(NEW_FEATURES, False)})
    for seed in range(70, 74):
        assert not set(OWN) & features(generate(seed, 5000, off).tree)
    found = set().union(*(features(made.tree) for made in _heavy()))
    assert set(OWN) <= found


def test_narrow_casts_truncate_negative_values_in_the_expected_output() -> None:
    # (uint16_t)(int8_t)x of a negative x: the tcc bug's shape; its values in the
    # interpreter are the truncated ones.
    shapes = [e for made in _heavy() for f in made.tree.functions
              for s in gast.statements(f.body) for top in s.exprs()
              for e in gast.subexpressions(top)
              if isinstance(e, gast.Cast) and e.to in (cint.UINT8_T, cint.UINT16_T)
              and isinstance(e.operand, gast.Cast) and e.operand.to in (cint.INT8_T,
                                                                          cint.INT16_T)]
    assert len(shapes) > 20


def test_a_common_subexpression_is_used_again_by_a_later_statement() -> None:
    again = 0
    for made in _heavy():
        for f in made.tree.functions:
            owner: dict[int, int] = {}  # compound node -> the first statement using it
            for k, s in enumerate(gast.statements(f.body)):
                for top in s.exprs():
                    for e in gast.subexpressions(top):
                        if isinstance(e, gast.Binary | gast.Unary | gast.Cast):
                            first = owner.setdefault(id(e), k)
                            again += first != k
    assert again > 5


@pytest.mark.slow
@pytest.mark.parametrize("index", range(6))
def test_programs_full_of_the_shapes_print_the_expected_output(index: int) -> None:
    require("gcc", "clang-14")
    made = _heavy()[index]
    checks = check_program(made.source, made.expected, opt_levels=("-O0", "-O2", "-O3"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []
