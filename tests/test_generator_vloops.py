"""The vector-reach families: loop shapes the vectorizers take (``generator.vloops``),
builtins with defined results and the rotate/min/max/abs idioms (``generator.builtins``).
Each is found where its feature is on and absent where it is off; each builtin's kernel
agrees with gcc and clang on many operands; programs full of them print what the
interpreter computed, under gcc and clang at -O0 to -O3 and with sanitizers."""

from __future__ import annotations

import dataclasses
import random
from functools import cache
from pathlib import Path

import pytest

from ccfuzz import cint, sandbox
from ccfuzz.constructs import HINT, HINT_MACRO, RESTRICT, RESTRICT_MACRO
from ccfuzz.generator import Generated, Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.builtins import BUILTINS
from ccfuzz.generator.inventory import features
from ccfuzz.generator.policy import (
    DEFAULT_EXPR_WEIGHTS,
    DEFAULT_PROBABILITIES,
    DEFAULT_STMT_WEIGHTS,
    HOST_FEATURES,
    NEW_FEATURES,
)
from ccfuzz.generator.printer import Printer
from ccfuzz.generator.validity import check_program
from ccfuzz.generator.vloops import LOOP_CALL, SHAPES, may_alias
from tests.conftest import require

HEAVY = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                 stmt_weights={**DEFAULT_STMT_WEIGHTS, **dict.fromkeys(SHAPES, 6)},
                 expr_weights={**DEFAULT_EXPR_WEIGHTS, "builtin": 6, "idiom": 3},
                 probabilities={**DEFAULT_PROBABILITIES, "vector_hint": 0.4})
OFF = Settings(forced={**dict.fromkeys(HOST_FEATURES, True), **dict.fromkeys(NEW_FEATURES, False)})
IDIOMS = {f"idiom {n}" for n in ("min", "max", "abs", "rotate")}


@cache
def _heavy() -> tuple[Generated, ...]:
    return tuple(generate(seed, 12000, HEAVY) for seed in range(40, 48))


def test_every_loop_shape_builtin_and_idiom_is_made_where_on_and_none_where_off() -> None:
    found = set().union(*(features(made.tree) for made in _heavy()))
    assert {f"vector loop {s}" for s in SHAPES} <= found
    assert "vector loop hint" in found
    assert {f"builtin {n}" for n in BUILTINS} <= found
    assert found >= IDIOMS
    for seed in range(40, 43):
        made = generate(seed, 6000, OFF)
        own = {f for f in features(made.tree) if f.startswith(("vector loop", "builtin"))}
        assert own == set()
        assert "__builtin" not in made.source and HINT not in made.source
        assert RESTRICT not in made.source
    # a hinted loop is marked through the macro, which the program defines
    hinted = [made.source for made in _heavy() if f"{HINT} for (" in made.source]
    assert hinted and all(HINT_MACRO in source for source in hinted)


def test_the_loop_shapes_run_long_enough_to_fill_vector_registers() -> None:
    # The point of the shapes: 16 lanes of int32 in a 64-byte register.
    trips = [abs(s.stop - s.start) for made in _heavy() for f in made.tree.functions
             for s in _fors(f.body) if s.shape is not None and s.shape != "carried_loop"]
    assert trips and min(trips) >= 8 and max(trips) >= 32


def _fors(block: object) -> list:  # type: ignore[type-arg]
    from ccfuzz.generator import ast as gast

    assert isinstance(block, gast.Block)
    return [s for s in gast.statements(block) if isinstance(s, gast.For)]


def _operands(spec_param: cint.CType, rng: random.Random) -> list[int]:
    edges = list(cint.edge_values(spec_param))
    return edges + [cint.random_value(rng, spec_param).value for _ in range(40)]


@pytest.mark.parametrize("compiler", ["gcc", "clang-14"])
def test_each_builtin_agrees_with_the_compiler_on_many_operands(compiler: str,
                                                               tmp_path: Path) -> None:
    require(compiler)
    rng = random.Random(53)
    lines, want = [], []
    for name, spec in BUILTINS.items():
        for v in _operands(spec.param, rng):
            if spec.guard is not None:
                v |= spec.guard
                if spec.param.signed and v > spec.param.max:
                    v -= 1 << spec.param.width
            literal = cint.literal(cint.Value(v, spec.param))
            lines.append(f'    printf("%lld\\n", (long long){name}({literal}));')
            want.append(spec.kernel(v))
    source = ("#include <stdio.h>\n#include <stdint.h>\nint main(void)\n{\n"
              + "\n".join(lines) + "\n    return 0;\n}\n")
    (tmp_path / "b.c").write_text(source)
    built = sandbox.run([compiler, "-O0", "-w", "-o", str(tmp_path / "b"),
                         str(tmp_path / "b.c")], limits=sandbox.Limits(wall_seconds=120))
    assert built.ok, built.stderr_text()
    ran = sandbox.run([str(tmp_path / "b")], limits=sandbox.Limits(wall_seconds=20))
    got = [int(x) for x in ran.stdout.split()]
    # A result wider than long long does not occur: every result fits its type.
    assert got == [w if w < 1 << 63 else w - (1 << 64) for w in want]


@pytest.mark.slow
@pytest.mark.parametrize("index", range(4))
def test_programs_full_of_loop_shapes_and_builtins_print_the_expected_output(index: int) -> None:
    require("gcc", "clang-14")
    made = _heavy()[index]
    checks = check_program(made.source, made.expected, opt_levels=("-O0", "-O2", "-O3"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []


def test_the_seed_whose_builtin_operand_decremented_the_live_state_generates() -> None:
    # Seed 2483312603 (20 KB) made __builtin_bswap16(((uint16_t)((--g_3[0][0]) ? ...))),
    # valued by evaluating it in main's live state, which did the decrement there too;
    # main's later statements were then checked in a state the program never reaches, and
    # the finished program overflowed (9 * 1073741824) where generation had not seen it.
    made = generate(2483312603, 20000)
    assert made.expected.startswith(b"checksum = ")


@pytest.mark.parametrize("seed", range(3))
def test_a_builtin_of_an_operand_with_side_effects_leaves_the_states_alone(seed: int) -> None:
    # The generator values an expression it builds from its operands' values; evaluating
    # it in the states would do its side effects to them.
    from ccfuzz.generator import builtins
    from ccfuzz.generator.cursor import Budget
    from ccfuzz.generator.exprgen import ExprGen
    from ccfuzz.generator.interp import Interpreter, Memory
    from ccfuzz.generator.policy import Policy
    from ccfuzz.generator.program import ProgramGen

    settings = Settings(forced={**dict.fromkeys(HOST_FEATURES, True), "safe_math": False},
                        expr_weights={**DEFAULT_EXPR_WEIGHTS, "embedded_assign": 6})
    policy = Policy(seed, settings)
    gen = ProgramGen(policy, Budget(10_000, float("inf"), 60.0))
    gen.make_records()
    mem: Memory = {}
    gen.make_globals(mem)
    assert gen.global_scope is not None
    exprs = ExprGen(policy, gen.code, gen.global_scope, [mem], gen.global_objects)
    exprs.effects = True
    effectful = 0
    for _ in range(200):
        before = dict(mem)
        made = builtins.builtin_expr(exprs, 3)
        assert mem == before
        if made is None:
            continue
        e, values = made
        copy = dict(mem)
        assert Interpreter(copy, 0, gen.code).int(e) == values[0]
        effectful += copy != mem
    assert effectful > 0


def _array(base: gast.Expr) -> str | None:
    """The array an element's base names: ``v`` itself, or ``(*q)`` for a loop function's
    parameter ``q`` (each of whose calls passes an array of its own)."""
    if isinstance(base, gast.Deref):
        base = base.pointer
    return base.decl.name if isinstance(base, gast.VarRef) else None


def _indexed(e: gast.Expr) -> list[tuple[str, str]]:
    """(array, index as printed) of every element ``e`` reads or names."""
    return [(name, Printer().expr(x.index)) for x in gast.subexpressions(e)
            if isinstance(x, gast.Index) and (name := _array(x.base)) is not None]


def test_a_hinted_loop_reads_what_it_stores_only_at_the_element_it_stores() -> None:
    """`#pragma GCC ivdep` and `clang loop vectorize(enable)` promise no loop-carried
    dependence: an array a hinted loop stores into is read only at the stored element (a
    reversed `v[i] = v[47 - i]` under ivdep made gcc 14 to trunk print another checksum at
    -O2 -mssse3, rightly)."""
    settings = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                        stmt_weights={**DEFAULT_STMT_WEIGHTS, **dict.fromkeys(SHAPES, 6)},
                        probabilities={**DEFAULT_PROBABILITIES, "vector_hint": 1.0})
    hinted = 0
    for seed in range(40, 70):
        for f in generate(seed, 8000, settings).tree.functions:
            for loop in _fors(f.body):
                if not loop.hint:
                    continue
                hinted += 1
                stored: dict[str, set[str]] = {}
                read: list[tuple[str, str]] = []
                for st in gast.statements(loop.body):
                    if isinstance(st, gast.Assign):
                        target = _indexed(st.lhs)
                        if isinstance(st.lhs, gast.Index) and target:
                            stored.setdefault(target[-1][0], set()).add(target[-1][1])
                            read += target[:-1]
                        else:
                            read += target
                        read += _indexed(st.rhs)
                    for e in st.exprs():
                        if not isinstance(st, gast.Assign):
                            read += _indexed(e)
                clashes = [(a, i) for a, i in read if a in stored and i not in stored[a]]
                assert clashes == [], (seed, f.name, clashes)
    assert hinted > 50


def test_emi_variants_of_a_hinted_program_have_no_hints(tmp_path: Path) -> None:
    """A variant's new code could read what a hinted loop stores: EMI defines the hints away
    in its seed (``emi.seed.unhinted``), so neither the seed nor its variants promise it."""
    from ccfuzz import cli
    from ccfuzz.emi.seed import unhinted
    from ccfuzz.sources import open_source

    require("gcc", "clang-14")
    made = generate(42, 12000, HEAVY)
    assert HINT_MACRO in made.source
    program = open_source("generator:12KB").program(0, 42)
    plain = unhinted(dataclasses.replace(program, source=made.source))
    assert HINT_MACRO not in plain.source and f"#define {HINT}\n" in plain.source
    assert f"{HINT} for (" in plain.source  # the loops are as they were, unmarked
    (tmp_path / "seed.c").write_text(made.source)
    assert cli.main(["emi", str(tmp_path / "seed.c"), "--strategy", "orion", "-n", "3",
                     "-o", str(tmp_path / "out"), "--seed", "1"]) == 0
    variants = sorted((tmp_path / "out").glob("*.c"))
    assert variants and all("_Pragma" not in v.read_text() for v in variants)


LOOPS = Settings(forced=dict.fromkeys(HOST_FEATURES, True),
                 stmt_weights={**DEFAULT_STMT_WEIGHTS, **dict.fromkeys(SHAPES, 6), LOOP_CALL: 4},
                 probabilities={**DEFAULT_PROBABILITIES, "loop_function": 0.7,
                                "vector_hint": 0.3})


@cache
def _loop_functions() -> tuple[Generated, ...]:
    return tuple(generate(seed, 12000, LOOPS) for seed in range(60, 68))


def _names(e: gast.Expr) -> set[str]:
    return {x.decl.name for x in gast.subexpressions(e) if isinstance(x, gast.VarRef)}


def test_loop_functions_keep_their_restrict_promise_in_every_call() -> None:
    """A loop function (feature ``loop_functions``) touches its parameters and counter alone;
    every call of one with ``restrict`` parameters, or a hinted loop, passes distinct arrays;
    some without them pass one array twice; all four kinds occur."""
    found: set[str] = set()
    calls = aliased = 0
    for made in _loop_functions():
        found |= features(made.tree)
        funcs = [f for f in made.tree.functions if f.loop_function]
        for f in funcs:
            own = {q.name for q in f.params} | {v.name for v in f.induction}
            assert f.ret is None and not f.locals and len(f.body.stmts) == 1
            used = set().union(*(_names(e) for st in gast.statements(f.body)
                                 for e in st.exprs()))
            assert used <= own, (made.seed, f.name, used - own)
        for f in made.tree.functions:
            for st in gast.statements(f.body):
                if not (isinstance(st, gast.Call) and st.func.loop_function):
                    continue
                calls += 1
                arrays = [a.obj.decl.name for a in st.args
                          if isinstance(a, gast.AddrOf) and isinstance(a.obj, gast.VarRef)]
                assert len(arrays) == len(st.args) == len(st.func.params)
                if len(set(arrays)) < len(arrays):
                    aliased += 1
                    assert may_alias(st.func), (made.seed, st.func.name, arrays)
        if funcs:
            assert RESTRICT_MACRO in made.source
    assert {"loop function", "restrict parameter", "noinline function",
            "loop function call with aliased arguments"} <= found
    assert calls > 20 and aliased > 0
    # loop_call: a loop function is called more often than it is defined
    defined = sum(f.loop_function for made in _loop_functions() for f in made.tree.functions)
    assert calls > defined


@pytest.mark.slow
@pytest.mark.parametrize("index", range(3))
def test_programs_full_of_loop_functions_print_the_expected_output(index: int) -> None:
    require("gcc", "clang-14")
    made = _loop_functions()[index]
    assert "restrict parameter" in features(made.tree)
    checks = check_program(made.source, made.expected, opt_levels=("-O0", "-O2", "-O3"))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []


def test_emi_and_reduction_see_a_program_without_its_promises() -> None:
    from ccfuzz.constructs import promises, unpromised

    made = next(m for m in _loop_functions() if HINT_MACRO in m.source)
    assert promises(made.source) == [HINT, RESTRICT]
    plain = unpromised(made.source)
    assert promises(plain) == [] and f"#define {RESTRICT}\n" in plain
    assert f"(* {RESTRICT} q_" in plain  # the parameters as they were, the macro empty
