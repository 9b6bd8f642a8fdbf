"""Hermes' synthesis (emi/synth.py): predicates and expressions over value sets, checked
against ``cint`` and against gcc and clang running them, under UBSan, on every combination."""

from __future__ import annotations

import itertools
import random
import tempfile
from pathlib import Path

import pytest

from ccfuzz import cint, sandbox
from ccfuzz.emi import synth
from ccfuzz.emi.synth import Kind, Term
from tests.conftest import require

INT_MAX = cint.INT.max


def evaluate(t: Term, assignment: dict[str, int]) -> cint.Value:
    """``t``'s value by ``cint`` alone (not the kernels synth uses); fails on UB."""
    if t.kind is Kind.VAR:
        return cint.Value(assignment[t.text], t.type)
    if t.kind is Kind.CONST:
        [value] = t.values
        return cint.Value(value, t.type)
    args = [evaluate(a, assignment) for a in t.args]
    if t.kind is Kind.CAST:
        return cint.Value.cast(args[0].value, t.type)
    if t.kind is Kind.UNARY:
        assert isinstance(t.op, cint.UnOp)
        r = cint.unary(t.op, args[0])
    else:
        assert isinstance(t.op, cint.BinOp)
        r = cint.binary(t.op, args[0], args[1])
    assert r.value is not None, f"{t.text} is undefined at {assignment}: {r.undefined}"
    assert r.type == t.type
    return r.value


def random_env(rng: random.Random, size: int = 3) -> list[Term]:
    env = []
    for i in range(size):
        t = rng.choice(cint.TYPES)
        values = {cint.random_value(rng, t).value for _ in range(rng.randint(1, 4))}
        env.append(synth.var(f"x{i}", t, frozenset(values)))
    return env


def combinations(env: list[Term]) -> list[dict[str, int]]:
    names = [t.text for t in env]
    return [dict(zip(names, combo, strict=True))
            for combo in itertools.product(*(sorted(t.values) for t in env))]


def test_every_operator_that_overflows_falls_back_to_a_defined_expression() -> None:
    env = [synth.var("x", cint.INT, frozenset({INT_MAX})),
           synth.var("y", cint.INT, frozenset({INT_MAX, INT_MAX - 1}))]
    adding = (cint.BinOp.ADD, cint.BinOp.MUL, cint.BinOp.SHL)  # all overflow on these
    for seed in range(20):
        e = synth.expression(env, random.Random(seed), size=3, binary_ops=adding,
                             unary_ops=(), p_const=0)
        assert e.kind is Kind.VAR and e.text in ("x", "y")
    # With one defined choice among them, that one is taken.
    e = synth.expression(env, random.Random(0), size=2, binary_ops=(*adding, cint.BinOp.AND),
                         unary_ops=(), p_const=0)
    assert e.op is cint.BinOp.AND and e.values <= {INT_MAX, INT_MAX - 1}
    assert synth.binary(cint.BinOp.ADD, env[0], env[1]) is None
    assert synth.unary(cint.UnOp.NEG, synth.var("m", cint.INT, frozenset({-INT_MAX - 1}))) \
        is None


def test_conversions_are_cints() -> None:
    u = synth.var("u", cint.UINT, frozenset({0, 1}))
    i = synth.var("i", cint.INT, frozenset({-1}))
    lt = synth.binary(cint.BinOp.LT, i, u)  # -1 becomes UINT_MAX: never less
    assert lt is not None and lt.values == {0} and lt.type == cint.INT
    sc = synth.var("c", cint.SCHAR, frozenset({-128}))
    neg = synth.unary(cint.UnOp.NEG, sc)  # promoted to int first: 128, defined
    assert neg is not None and neg.values == {128} and neg.type == cint.INT
    assert synth.cast(neg, cint.SCHAR).values == {-128}
    big = synth.var("b", cint.LONG, frozenset({1 << 40}))
    assert synth.binary(cint.BinOp.SHL, big, synth.constant(23, cint.INT)) is None
    assert synth.binary(cint.BinOp.SHL, big, synth.constant(22, cint.INT)) is not None


def test_large_value_sets_bound_the_work() -> None:
    wide = synth.var("w", cint.LONG, frozenset(range(60)))
    wider = synth.binary(cint.BinOp.MUL, wide, wide)  # 3,600 combinations: tried
    assert wider is not None and len(wider.values) > 1000
    assert synth.binary(cint.BinOp.ADD, wider, wide) is None  # 60 times more: not tried
    assert synth.binary(cint.BinOp.ADD, wider, synth.constant(1, cint.INT)) is not None


def test_synthesized_terms_agree_with_cint_on_every_combination() -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(300):
        env = random_env(rng)
        e = synth.expression(env, rng)
        for assignment in combinations(env):
            assert evaluate(e, assignment).value in e.values
            checked += 1
    assert checked > 1000


def test_predicates_of_each_truth_value_hold_under_every_profiled_value() -> None:
    """Checked with gcc and clang, under UBSan, on every combination of the values: each
    predicate's value is the wanted one; each expression's value is cint's."""
    require("gcc", "clang-14")
    rng = random.Random(11)
    cases = []
    for k in range(120):
        env = random_env(rng)
        truth = k % 2 == 0
        pred = synth.predicate(truth, env, rng, depth=rng.randint(0, 4))
        assert pred.truth is truth
        cases.append((env, pred, synth.expression(env, rng)))
    functions, calls, expected = [], [], []
    for k, (env, pred, e) in enumerate(cases):
        params = ", ".join(f"{t.type.name} {t.text}" for t in env)
        shown = "%lld" if e.type.signed else "%llu"
        cast = "long long" if e.type.signed else "unsigned long long"
        functions.append(f"static void f{k}({params}) {{\n"
                         f"  printf(\"{k} %d {shown}\\n\", {pred.text} ? 1 : 0, "
                         f"({cast}){e.text});\n}}\n")
        for assignment in combinations(env):
            args = ", ".join(cint.literal(cint.Value(assignment[t.text], t.type))
                             for t in env)
            calls.append(f"  f{k}({args});\n")
            expected.append(f"{k} {int(pred.truth)} {evaluate(e, assignment).value}")
    source = ("#include <stdio.h>\n" + "".join(functions) + "int main(void) {\n"
              + "".join(calls) + "  return 0;\n}\n")
    for cc, out in _run_each(source).items():
        assert out == expected, cc


def _run_each(source: str) -> dict[str, list[str]]:
    out = {}
    with tempfile.TemporaryDirectory() as tmp:
        for cc in ("gcc", "clang-14"):
            binary = Path(tmp) / f"t-{cc}"
            built = sandbox.run([cc, "-O0", "-fsanitize=undefined",
                                 "-fno-sanitize-recover=all", "-w", "t.c", "-o", "t"],
                                files={"t.c": source.encode()}, keep={"t": binary},
                                limits=sandbox.Limits(wall_seconds=120, memory_bytes=None))
            assert built.ok, built.stderr_text()[-2000:]
            ran = sandbox.run([str(binary)], limits=sandbox.Limits(wall_seconds=30,
                                                                   memory_bytes=None))
            assert ran.ok, f"{cc}: {ran.stderr_text()[-2000:]}"
            out[cc] = ran.stdout.decode().splitlines()
    return out


@pytest.mark.parametrize("truth", [True, False])
def test_a_variable_spanning_its_type_still_gets_a_predicate(truth: bool) -> None:
    env = [synth.var("v", cint.ULLONG, frozenset({0, cint.ULLONG.max}))]
    for seed in range(50):
        pred = synth.predicate(truth, env, random.Random(seed), depth=3)
        assert pred.truth is truth and "v" in pred.text
