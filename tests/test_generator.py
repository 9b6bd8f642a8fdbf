"""ccfuzz's program generator: valid programs, exact expected output, determinism, control.

The validity sample compiles every program with gcc and clang-14 at every -O level and with
sanitizers (``benchmarks/generator_validity.py`` does the same for 1,000 programs).
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

from ccfuzz import cint, cli, sandbox
from ccfuzz.errors import ConfigError, GeneratorTimeoutError
from ccfuzz.generator import FEATURES, Settings, generate
from ccfuzz.generator import ast as gast
from ccfuzz.generator.cursor import Budget, LoopCursor, loop_jumps
from ccfuzz.generator.interp import (
    Compiler,
    Interpreter,
    UndefinedBehavior,
    apply_binary,
    apply_unary,
)
from ccfuzz.generator.policy import (
    DEFAULT_EXPR_WEIGHTS,
    DEFAULT_NUMBERS,
    DEFAULT_OPERATOR_WEIGHTS,
    DEFAULT_STMT_WEIGHTS,
    HOST_FEATURES,
    Chance,
    parse_size,
)
from ccfuzz.generator.printer import SAFE_BINARY, safe_name, safe_wrapper
from ccfuzz.generator.types import Field, Int, Qual, Record
from ccfuzz.generator.validity import SANITIZE, check_program
from ccfuzz.sources import open_source
from tests.conftest import require

ALL_ON = Settings(forced=dict.fromkeys(HOST_FEATURES, True))
SAMPLE = range(1000, 1012)


@pytest.mark.slow
@pytest.mark.parametrize("seed", SAMPLE)
def test_sampled_program_is_valid_everywhere_and_prints_the_expected_output(seed: int) -> None:
    require("gcc", "clang-14")
    # Half the sample with every feature on (safe-math wrappers included), half swarm.
    made = generate(seed, 6000, ALL_ON if seed % 2 else None)
    checks = check_program(made.source, made.expected)
    assert len(checks) == 12
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []


def test_same_seed_same_bytes_in_another_process_with_another_hash_seed() -> None:
    made = generate(77, 8000)
    assert generate(77, 8000).source == made.source
    assert generate(78, 8000).source != made.source
    code = ("import sys; from ccfuzz.generator import generate; "
            "sys.stdout.write(generate(77, 8000).source)")
    src = str(Path(__file__).parents[1] / "src")
    other = sandbox.run([sys.executable, "-c", code], limits=sandbox.Limits(wall_seconds=60),
                        env={"PYTHONPATH": src, "PYTHONHASHSEED": "12345"})
    assert other.ok, other.stderr_text()
    assert other.stdout.decode() == made.source


def test_size_target_is_about_met() -> None:
    # Functions made on demand make some programs much bigger than the target (main alone
    # is measured): every program reaches it, the typical one stays near it.
    for size in (2000, 20000):
        got = sorted(len(generate(seed, size).source) for seed in range(5, 10))
        assert size <= got[0] and got[2] < 2 * size + 4000, (size, got)


def test_time_limit_is_a_clear_error() -> None:
    with pytest.raises(GeneratorTimeoutError, match=r"more than 0\.01 seconds"):
        generate(1, 10**7, seconds=0.01)


# ----- safe-math wrappers: the C text and the interpreter's model agree on edge values

@pytest.mark.slow
def test_safe_math_wrappers_match_the_interpreter_and_are_defined(tmp_path: Path) -> None:
    require("gcc")
    lines, want = [], []
    for t in (cint.INT, cint.UINT, cint.LONG, cint.ULONG, cint.LLONG, cint.ULLONG):
        edges = [x for x in cint.edge_values(t) if abs(x) < 300 or abs(x) > t.max // 4][::3]
        for op in sorted(SAFE_BINARY):
            for a in edges:
                for b in edges[:: max(1, len(edges) // 8)]:
                    call = f"{safe_name(op, t)}({cint.literal(cint.Value(a, t))}, " \
                           f"{cint.literal(cint.Value(b, t))})"
                    lines.append(f'printf("%llu\\n", (unsigned long long){call});')
                    r = apply_binary(op, cint.Value(a, t), cint.Value(b, t), safe=True)
                    want.append(cint.convert(r.value, cint.ULLONG))
        for a in edges:
            call = f"{safe_name(cint.UnOp.NEG, t)}({cint.literal(cint.Value(a, t))})"
            lines.append(f'printf("%llu\\n", (unsigned long long){call});')
            want.append(cint.convert(apply_unary(cint.UnOp.NEG, cint.Value(a, t), True).value,
                                     cint.ULLONG))
    ops: list[cint.BinOp | cint.UnOp] = [*SAFE_BINARY, cint.UnOp.NEG]
    wrappers = "".join(safe_wrapper(op, t) for op in ops
                       for t in (cint.INT, cint.UINT, cint.LONG, cint.ULONG, cint.LLONG,
                                 cint.ULLONG))
    source = ("#include <stdint.h>\n#include <stdio.h>\n" + wrappers +
              "int main(void) {\n" + "\n".join(lines) + "\nreturn 0;\n}\n")
    binary = tmp_path / "wrappers"
    built = sandbox.run(["gcc", "-O1", *SANITIZE, "w.c", "-o", "w"],
                        limits=sandbox.Limits(wall_seconds=120, memory_bytes=None),
                        files={"w.c": source.encode()}, keep={"w": binary})
    assert built.ok, built.stderr_text()
    ran = sandbox.run([str(binary)], limits=sandbox.Limits(memory_bytes=None),
                      env={"UBSAN_OPTIONS": "halt_on_error=1:exitcode=91"})
    assert ran.ok, ran.stderr_text()[:1000]
    assert [int(x) for x in ran.stdout.split()] == want
    assert len(want) > 1000


# ----- the interpreter's C semantics where they are subtle

def _union_program() -> tuple[gast.VarDecl, Record]:
    u = Record("U0", True, (Field("f0", Int(cint.INT8_T)), Field("f1", Int(cint.INT32_T))))
    d = gast.VarDecl("g_1", Qual(u), gast.Storage.GLOBAL, (gast.Const(cint.Value(-1, cint.INT)),))
    return d, u


def test_union_member_wider_than_the_last_store_is_refused() -> None:
    d, u = _union_program()
    mem: dict[object, object] = {}
    it = Interpreter(mem, 100, Compiler())  # type: ignore[arg-type]
    it.init(d)
    narrow = gast.Member(gast.VarRef(d), u, u.fields[0])
    wide = gast.Member(gast.VarRef(d), u, u.fields[1])
    assert it.int(narrow).value == -1  # initialized through the first member
    with pytest.raises(UndefinedBehavior, match="wider"):
        it.int(wide)
    it.stmt(gast.Assign(wide, gast.Const(cint.Value(0x1234580, cint.INT))))
    assert it.int(narrow).value == -128  # little-endian: the low byte, as a signed char


def test_bit_fields_wrap_and_promote_to_int() -> None:
    s = Record("S0", False, (Field("f0", Int(cint.UINT), 3), Field("f1", Int(cint.INT), 4)))
    d = gast.VarDecl("g_1", Qual(s), gast.Storage.GLOBAL,
                     (gast.Const(cint.Value(7, cint.INT)), gast.Const(cint.Value(-8, cint.INT))))
    mem: dict[object, object] = {}
    it = Interpreter(mem, 100, Compiler())  # type: ignore[arg-type]
    it.init(d)
    f0, f1 = (gast.Member(gast.VarRef(d), s, f) for f in s.fields)
    assert it.int(f0) == cint.Value(7, cint.INT)  # unsigned:3 promotes to int
    it.stmt(gast.Assign(f0, gast.Const(cint.Value(9, cint.INT))))
    it.stmt(gast.Assign(f1, gast.Const(cint.Value(8, cint.INT))))
    assert (it.int(f0).value, it.int(f1).value) == (1, -8)


# ----- control: configuration, swarm testing, CLI, campaign source

def test_config_file_forces_features_and_rejects_unknown_keys(tmp_path: Path) -> None:
    good = tmp_path / "p.toml"
    good.write_text("[features]\nloops = false\npointers = true\n"
                    "[statements]\nassign = 20\n[numbers]\nexpr_depth = 2\n")
    settings = Settings.load(good)
    for seed in range(4):
        made = generate(seed, 4000, settings)
        assert "loops" not in made.features and "pointers" in made.features
        assert "for (" not in made.source.split("int main")[0].split("crc_ctx >> 31")[-1]
    bad = tmp_path / "bad.toml"
    bad.write_text("[statements]\nrepeat_until = 3\n")
    with pytest.raises(ConfigError, match=r"unknown key statements\.repeat_until"):
        Settings.load(bad)
    bad.write_text("[features]\nloops = 3\n")
    with pytest.raises(ConfigError, match="must be a boolean"):
        Settings.load(bad)


def test_every_probability_and_operator_weight_is_reachable_from_the_config_file(
        tmp_path: Path) -> None:
    conf = tmp_path / "p.toml"
    conf.write_text("[probabilities]\nelse_branch = 0\nloop_down = 1\n"
                    "[operators]\n" + "".join(f"{k} = 0\n" for k in DEFAULT_OPERATOR_WEIGHTS
                                                if k not in ("xor", "neg")))
    settings = Settings.load(conf)
    ops: set[str] = set()
    steps: set[int] = set()
    for seed in range(4):
        made = generate(seed, 6000, Settings(**{**vars(settings), "forced": ALL_ON.forced}))
        assert "} else {" not in made.source
        for f in made.tree.functions:
            for s in gast.statements(f.body):
                if isinstance(s, gast.For):
                    steps.add(s.step)
                ops |= {e.op.name for top in s.exprs() for e in gast.subexpressions(top)
                        if isinstance(e, gast.Binary | gast.Unary)}
    assert ops == {"XOR", "NEG"}
    assert steps == {-1}  # every loop counts down
    assert {c.key for c in Chance} == set(Settings().probabilities)


def test_the_design_note_lists_every_setting_with_its_default_and_meaning() -> None:
    doc = (Path(__file__).parents[1] / "docs" / "design" / "generator.md").read_text()
    missing = [c.key for c in Chance if f"| `{c.key}` | {c.default:g} | {c.meaning} |" not in doc]
    missing += [k for k, v in DEFAULT_NUMBERS.items() if f"| `{k}` | {v:g} | " not in doc]
    for table in (DEFAULT_STMT_WEIGHTS, DEFAULT_EXPR_WEIGHTS, DEFAULT_OPERATOR_WEIGHTS):
        missing += [k for k, v in table.items() if f"`{k}` {v:g}" not in doc]
    missing += [f for f in FEATURES if f"`{f}`" not in doc]
    assert missing == []


@pytest.mark.parametrize(("text", "error"), [
    ("[probabilities]\nelse = 0.5\n", r"unknown key probabilities\.else; known: swarm_off"),
    ("[probabilities]\nelse_branch = 1.5\n", r"else_branch must be a number from 0 to 1"),
    ("[operators]\nplus_plus = 1\n", r"unknown key operators\.plus_plus"),
    ("[numbers]\nmain_block_max = 8\n", r"unknown key numbers\.main_block_max"),
    ("[weights]\nassign = 1\n", r"unknown table \[weights\]"),
])
def test_config_file_errors_name_the_key(tmp_path: Path, text: str, error: str) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(text)
    with pytest.raises(ConfigError, match=error):
        Settings.load(bad)


def test_swarm_testing_varies_the_feature_set() -> None:
    sets = {generate(seed, 1500).features for seed in range(12)}
    assert len(sets) >= 6


def test_sizes_parse() -> None:
    assert [parse_size(s) for s in ("40KB", "40k", "1500", "2MB")] == [40000, 40000, 1500,
                                                                        2000000]
    for bad in ("0KB", "-3", "forty", "12 GB"):
        with pytest.raises(ConfigError):
            parse_size(bad)


def test_generate_command_writes_program_and_expected_output(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "prog.c"
    assert cli.main(["generate", "--seed", "3", "--size", "3KB", "-o", str(out)]) == 0
    made = generate(3, 3000)
    assert out.read_text() == made.source
    assert (tmp_path / "prog.expected").read_bytes() == made.expected
    assert made.expected.startswith(b"checksum = ")
    assert cli.main(["generate", "--seed", "3", "--size", "lots", "-o", str(out)]) == 1
    assert "give a positive number of bytes" in capsys.readouterr().err


def test_generator_source_carries_expected_output() -> None:
    source = open_source("generator:3KB")
    assert source.spec == "generator:3KB" and source.size() is None
    program = source.program(0, 11)
    assert program.expected_output == generate(11, 3000).expected
    assert program.origin.kind == "generator" and program.origin.seed == 11
    with pytest.raises(ConfigError):
        open_source("generator:huge")


@pytest.mark.slow
def test_hunt_with_the_generator_source(tmp_path: Path, private_tmp: Path) -> None:
    require("gcc", "clang-14")
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", "generator:3KB", "--compilers", "gcc,clang-14",
                     "--programs", "3", "--seed", "5", "--dir", str(rundir), "--jobs", "1"]) == 0
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = db.execute("SELECT name, status FROM programs ORDER BY idx").fetchall()
    assert len(rows) == 3 and all(name.startswith("gen-") for name, _ in rows)
    assert {status for _, status in rows} == {"ok"}
    assert db.execute("SELECT COUNT(*) FROM findings").fetchone() == (0,)


def test_a_loop_begun_with_too_few_steps_left_gets_no_body() -> None:
    # Every simulation is bounded by the steps main has left; late in a big program an empty
    # loop can already exceed them (seed 50 at 306 KB stopped on an assertion). The probe
    # that collects the states takes none.
    var = gast.VarDecl("i_1", Qual(Int(cint.INT)), gast.Storage.INDUCTION)
    loop = gast.For(var, 0, 6, 1, gast.Block())
    budget = Budget(0, float("inf"), 60.0)
    assert not LoopCursor(loop.body, loop, [{}], budget, Compiler(), loop_jumps(loop)).runs()
    budget.steps = 100
    body = LoopCursor(loop.body, loop, [{}], budget, Compiler(), loop_jumps(loop))
    assert body.runs()
    assert [m[("i_1",)] for m in body.states()] == [0, 1, 2, 3, 4, 5]


def test_a_generated_tree_pickles_and_runs_again() -> None:
    # The closures compiled from a tree (which do not pickle) are kept by the compiler, beside
    # the tree: a tree pickles and copies, and a new compiler runs the copy to the same output.
    import copy
    import pickle

    from ccfuzz.generator.interp import run
    from ccfuzz.generator.printer import program_text

    made = generate(9, 4000, ALL_ON)
    for again in (pickle.loads(pickle.dumps(made.tree)), copy.deepcopy(made.tree)):
        assert program_text(again) == program_text(made.tree)
        assert run(again, 60000) == made.expected
