"""The generator's bit-precise integers (feature ``bitint``, C23's ``_BitInt``).

Made where the feature is on and the compilers take it, absent otherwise; their operators,
conversions, constants and safe-math wrappers agree with gcc 16 (the test root's) and clang
22 at -O0 on many random operands, mixed with the standard and 128-bit types; programs full
of them print what the interpreter computed; `hunt` asks its compilers before giving them;
the oracle excuses compilers that predate them."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pytest

from ccfuzz import cint, sandbox
from ccfuzz.compilers import CompilerConfig
from ccfuzz.generator import Settings, generate, kernels
from ccfuzz.generator.inventory import features
from ccfuzz.generator.memory import UndefinedBehavior
from ccfuzz.generator.policy import HOST_FEATURES, Policy, with_features
from ccfuzz.generator.printer import SAFE_BINARY, safe_name, safe_wrapper
from ccfuzz.generator.types import INT_TYPES, WIDE_TYPES
from ccfuzz.generator.validity import check_program
from ccfuzz.sources import for_compilers, open_source
from ccfuzz.sources.generator import GeneratorSource
from tests.conftest import TEST_ROOT, require, statements_print

CLANG = "clang-22"
WIDTHS = (1, 2, 7, 13, 37, 63, 64, 65, 100, 127, 128, 129, 200, 255, 300)
BITINTS = tuple(cint.bitint(w, s) for w in WIDTHS for s in (True, False) if w > 1 or not s)
ON = Settings(forced={**dict.fromkeys(HOST_FEATURES, True), "bitint": True})


def _gcc16(root: Path) -> str:
    return str(root / TEST_ROOT / "bin" / "gcc-16")


@pytest.fixture(params=["gcc-16", CLANG])
def compiler(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == CLANG:
        require(CLANG)
        return CLANG
    return _gcc16(request.getfixturevalue("test_root"))


def _run_c(compiler: str, body: list[str], tmp_path: Path, prelude: str = "") -> list[str]:
    return statements_print(compiler, cint.INT128_TYPEDEFS + cint.bitint_typedefs(WIDTHS)
                            + prelude, body, tmp_path, per_function=300)


def _print(expr: str) -> str:
    """C that prints the 320 low bits of ``expr``'s value, as five 64-bit pieces."""
    u = "ubi300_t"
    pieces = ", ".join(f"(unsigned long long)(w >> {k})" for k in (256, 192, 128, 64, 0))
    return (f'    {{ {u} w = ({u})(({expr})); printf("%llx:%llx:%llx:%llx:%llx\\n", '
            f'{pieces}); }}')


def _pieces(value: int) -> str:
    u = value & ((1 << 300) - 1)
    return ":".join(f"{(u >> k) & ((1 << 64) - 1):x}" for k in (256, 192, 128, 64, 0))


def _operands(t: cint.CType, rng: random.Random, count: int) -> list[int]:
    return [cint.random_value(rng, t).value for _ in range(count)]


def test_rank_promotion_and_common_types_follow_c23() -> None:
    u7, s37, u64 = cint.bitint(7, False), cint.bitint(37, True), cint.bitint(64, False)
    assert cint.promote(u7) == u7  # not promoted to int
    assert cint.binary(cint.BinOp.ADD, cint.Value(100, u7), cint.Value(100, u7)).value \
        == cint.Value(72, u7)  # wraps at 7 bits
    assert cint.usual_arithmetic(s37, cint.UINT) == s37  # wider: outranks unsigned int
    assert cint.usual_arithmetic(u64, cint.LONG) == cint.ULONG  # as wide: long outranks it
    assert cint.usual_arithmetic(cint.bitint(200, True), cint.bitint(200, False)) \
        == cint.bitint(200, False)
    assert cint.INT.rank < s37.rank < cint.LONG.rank < cint.bitint(65, True).rank
    with pytest.raises(ValueError):
        cint.bitint(1, True)


def test_operators_conversions_and_constants_agree_with_the_compiler(
        compiler: str, tmp_path: Path) -> None:
    rng = random.Random(37)
    others = (*INT_TYPES, cint.LLONG, cint.ULLONG, *WIDE_TYPES)
    ops = [op for op in cint.BinOp if op not in (cint.BinOp.LAND, cint.BinOp.LOR)]
    body, want = [], []
    for bt in BITINTS:
        for other in rng.sample(others, 2) + rng.sample(BITINTS, 1):
            for ta, tb in ((bt, other), (other, bt)):
                for op in ops:
                    f = kernels.binary(op, ta, tb, False)
                    for x, y in zip(_operands(ta, rng, 2), _operands(tb, rng, 2), strict=True):
                        try:
                            r = f(x, y)
                        except UndefinedBehavior:
                            continue
                        a, b = cint.literal(cint.Value(x, ta)), cint.literal(cint.Value(y, tb))
                        body.append(_print(f"{a} {op} {b}"))
                        want.append(_pieces(r))
            for x in _operands(bt, rng, 4):
                body.append(_print(f"({other.name}){cint.literal(cint.Value(x, bt))}"))
                want.append(_pieces(kernels.converter(other)(x)))
            for x in _operands(other, rng, 4):
                body.append(_print(f"({bt.name}){cint.literal(cint.Value(x, other))}"))
                want.append(_pieces(kernels.converter(bt)(x)))
        for uop in (cint.UnOp.NEG, cint.UnOp.COMPL, cint.UnOp.NOT):
            for x in _operands(bt, rng, 6):
                try:
                    r = kernels.unary(uop, bt, False)(x)
                except UndefinedBehavior:
                    continue
                body.append(_print(f"{uop}{cint.literal(cint.Value(x, bt))}"))
                want.append(_pieces(r))
    assert len(want) > 4000
    assert _run_c(compiler, body, tmp_path) == want


def test_bit_precise_bit_fields_hold_and_read_as_the_compilers_say(
        compiler: str, tmp_path: Path) -> None:
    """A bit-field of a bit-precise type (up to 256 bits, at most 128 wide) holds a stored
    value wrapped to its width (``code.held_value``) and reads as its declared type, not
    promoted to int (``Field.read_type``, C23 6.3.1.1p2): ``f - 1`` of an unsigned one that
    holds 0 wraps in that type."""
    from ccfuzz.generator import ast as gast
    from ccfuzz.generator.code import held_value
    from ccfuzz.generator.printer import record_def
    from ccfuzz.generator.types import Field, Int, Qual, Record

    rng = random.Random(41)
    types = [t for t in BITINTS if t.width <= 256]
    fields = tuple(Field(f"f{k}", Int(t), rng.randint(1 + t.signed, min(t.width, 128)))
                   for k, t in enumerate(types))
    record = Record("S", False, fields)
    s = gast.VarDecl("s", Qual(record), gast.Storage.GLOBAL)
    body, want = [], []
    for f in fields:
        t = f.type.ctype  # type: ignore[union-attr]
        member = gast.Member(s.ref, record, f)
        assert f.read_type() == t and member.type == f.type
        held = held_value(member)
        for src in [*rng.sample(BITINTS, 3), cint.INT, cint.ULLONG, t]:
            for x in [*_operands(src, rng, 3), 0]:
                v = held(x)
                body.append(f"    s.{f.name} = {cint.literal(cint.Value(x, src))};")
                body.append(_print(f"s.{f.name}"))
                want.append(_pieces(v))
                try:
                    r = kernels.binary(cint.BinOp.SUB, t, cint.INT, False)(v, 1)
                except UndefinedBehavior:
                    continue
                body.append(_print(f"s.{f.name} - 1"))
                want.append(_pieces(r))
    assert len(fields) >= 20 and len(want) > 300
    prelude = record_def(record) + "static struct S s;\n"
    assert _run_c(compiler, body, tmp_path, prelude) == want


def test_safe_math_wrappers_agree_with_the_interpreter(compiler: str, tmp_path: Path) -> None:
    rng = random.Random(38)
    prelude, body, want = "", [], []
    for t in BITINTS:
        for op in sorted(SAFE_BINARY):
            prelude += safe_wrapper(op, t)
            f = kernels.binary(op, t, t, True)
            for x, y in zip(_operands(t, rng, 12), _operands(t, rng, 12), strict=True):
                if op in (cint.BinOp.SHL, cint.BinOp.SHR):
                    y = rng.choice((y & 511, y % (t.width + 2), -1 - (y & 3)))
                    count = cint.literal(cint.Value(y, cint.INT))
                else:
                    count = cint.literal(cint.Value(y, t))
                body.append(_print(f"{safe_name(op, t)}({cint.literal(cint.Value(x, t))}, "
                                   f"{count})"))
                want.append(_pieces(f(x, y)))
        if t.signed:
            prelude += safe_wrapper(cint.UnOp.NEG, t)
            neg = kernels.unary(cint.UnOp.NEG, t, True)
            for x in (*_operands(t, rng, 6), t.min):
                body.append(_print(f"{safe_name(cint.UnOp.NEG, t)}("
                                   f"{cint.literal(cint.Value(x, t))})"))
                want.append(_pieces(neg(x)))
    assert _run_c(compiler, body, tmp_path, prelude) == want


def test_made_where_on_and_taken_and_nowhere_else() -> None:
    found: set[str] = set()
    for seed in range(40, 46):
        made = generate(seed, 6000, ON)
        found |= features(made.tree)
        widths = Policy(seed, ON).bitint_widths
        assert 1 <= len(widths) <= 3
        assert f"_BitInt({widths[0]})" in made.source
    assert any(f.startswith("type ubi") for f in found)
    assert any(f.startswith("type bi") for f in found)
    assert "bit-precise bit-field" in found
    # Off by default, where compilers were not said to take it, and under swarm testing
    # where they are, about three programs in four.
    assert not any("_BitInt" in generate(seed, 4000).source for seed in range(40, 46))
    takes = with_features(Settings(), frozenset({"bitint"}))
    drawn = [bool(Policy(seed, takes).bitint_widths) for seed in range(200)]
    assert 120 < sum(drawn) < 180
    # Where the compilers take it, the other draws stay: the program without it is the one
    # the seed gave before.
    off = next(s for s in range(200) if not drawn[s])
    assert generate(off, 4000, takes).source == generate(off, 4000).source


def test_the_source_spec_and_the_command_carry_the_feature() -> None:
    source = open_source("generator-optimizer:20KB:+bitint")
    assert isinstance(source, GeneratorSource)
    assert source.spec == "generator-optimizer:20KB:+bitint"
    program = source.program(0, 41)
    assert program.origin.command[-2:] == ("--with", "bitint")
    assert "_BitInt" in program.source or not Policy(41, source.settings).bitint_widths
    with pytest.raises(Exception, match="no feature 'vectors'"):
        open_source("generator:+vectors")


def test_hunt_gives_it_only_where_every_gcc_and_clang_takes_it(test_root: Path) -> None:
    from ccfuzz import compilers

    require(CLANG, "gcc", "tcc")
    new = compilers.from_config("gcc-16", _gcc16(test_root))
    clang = compilers.from_config(CLANG, CLANG)
    tcc = compilers.from_config("tcc", "tcc")
    old = compilers.from_config("gcc", "gcc")  # Debian 12's gcc 12
    assert for_compilers("generator:10KB", [new, clang, tcc]) == \
        ("generator:10KB:+bitint", frozenset({"bitint"}))
    # EMI profiles its seeds with Debian 12's gcc and clang-14
    assert for_compilers("emi:hermes:generator", [new, clang]) == \
        ("emi:hermes:generator", frozenset())
    assert for_compilers("generator:10KB", [new, old]) == ("generator:10KB", frozenset())
    assert for_compilers("csmith", [new, clang]) == ("csmith", frozenset())


def test_a_release_before_bitint_rejecting_it_is_no_finding() -> None:
    from ccfuzz import oracle
    from ccfuzz.model import Origin, Program

    program = Program("p", "__extension__ typedef _BitInt(37) bi37_t;\nint main(void) {}\n",
                      Origin(kind="generator", seed=1))
    said = "prog.c:1:31: error: expected declaration specifiers before numeric constant"

    def build(name: str, version: str) -> CompilerConfig:
        from ccfuzz import compilers

        info = compilers.Compiler(name, "/bin/false", "gcc" if "gcc" in name else "clang",
                                  version, ("-O0",))
        return compilers.CompilerConfig(info, "-O0")

    assert oracle._beyond(build("gcc-13", "gcc-13 (Debian 13.5.0-3) 13.5.0"), program, said)
    assert oracle._beyond(build("clang-14", "Debian clang version 14.0.6"), program, said)
    assert not oracle._beyond(build("gcc-16", "gcc-16 (Debian 16.2.0-4) 16.2.0"), program,
                              said)
    assert not oracle._beyond(build("clang-23", "Debian clang version 23.1.4 (2)"), program,
                              said)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(50, 54))
def test_programs_full_of_them_print_the_expected_output(seed: int, test_root: Path) -> None:
    require(CLANG)
    settings = dataclasses.replace(ON, numbers={**ON.numbers, "bitint_widths_max": 3})
    made = generate(seed, 8000, settings)
    assert "_BitInt" in made.source
    checks = check_program(made.source, made.expected, compilers=(_gcc16(test_root), CLANG),
                           opt_levels=("-O0", "-O2", "-O3"), sanitizers=(CLANG,))
    assert [f"{c.build}: {c.problem}" for c in checks if not c.ok] == []


def test_reduction_checks_ask_compilers_whose_release_has_it() -> None:
    from ccfuzz.case.guard import default_guard
    from ccfuzz.case.strict import dialect_of, newest_clang, takes

    require("gcc", "clang-14", CLANG)
    source = generate(43, 3000, ON).source
    assert "_BitInt" in source and not takes("gcc", source) and not takes("clang-14", source)
    newest = newest_clang()
    assert newest is not None and takes(newest, source)
    # Debian 12's gcc 12 has no _BitInt: its sanitized and warning builds are the newest
    # clang's, and the strict check asks that clang alone
    guard = default_guard(True, source)
    assert guard.sanitizer_compilers == [newest] == guard.warning_compilers
    assert guard.msan_compiler == newest
    dialect = dialect_of(source.encode())
    assert dialect is not None and dialect.compilers == (newest,) and dialect.std == "c11"
    # a program without it is checked as before
    plain = generate(43, 3000).source
    assert default_guard(True, plain).sanitizer_compilers == ["gcc"]
    plain_dialect = dialect_of(plain.encode())
    assert plain_dialect is not None and plain_dialect.compilers == ("gcc", newest)


BITINT_MISCOMPILED = """\
/* CCFUZZ_FAKE_MISCOMPILE */
#include <stdio.h>
__extension__ typedef _BitInt(37) bi37_t;
__extension__ typedef unsigned _BitInt(200) ubi200_t;
static bi37_t g = ((bi37_t)-5L);
static ubi200_t w = ((ubi200_t)3UL);
static int unused_a = 7, unused_b = 9;
static int helper(int v) { return v * unused_a + unused_b; }
int main(void)
{
    bi37_t x = g * ((bi37_t)1234);
    w = (w << 150) | (ubi200_t)(x & 255);
    printf("%d %d %d\\n", (int)x, (int)(w >> 149), helper(2));
    return 0;
}
"""


@pytest.mark.slow
def test_a_bitint_finding_is_reduced_under_checks_that_take_it(
        test_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fake gcc 16 (tests/fakecc-root) miscompiles a program with _BitInt: the finding is
    reduced and triaged though Debian 12's gcc, which the reduction's checks would ask, has
    no _BitInt; its rejection is no bug of its, in the versions table or the campaign."""
    from ccfuzz import cli
    from ccfuzz.store import Store
    from tests.conftest import FAKECC_ROOT, TEST_ROOT_PACKAGE

    require(CLANG, "gcc")
    cfg = tmp_path / "ccfuzz.toml"
    cfg.write_text(f'[compilers.fakeroot]\npath = "{FAKECC_ROOT}"\nroot = "{TEST_ROOT}"\n'
                   'family = "gcc"\nopt_levels = ["-O0", "-O2"]\n')
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "m.c").write_text(BITINT_MISCOMPILED)
    run = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers",
                     f"gcc,{CLANG},{TEST_ROOT_PACKAGE},fakeroot", "--config", str(cfg),
                     "--dir", str(run), "--seed", "1", "--jobs", "2", "--builds", "classic",
                     "--swarm", "0"]) == 0
    with Store(run, write=False) as store:
        [finding] = store.findings()  # gcc 12's rejection is none
        assert finding.kind.value == "wrong-code" and finding.compiler == "fakeroot"
    monkeypatch.chdir(tmp_path)  # triage reads ./ccfuzz.toml
    assert cli.main(["triage", "--dir", str(run), "--jobs", "2", "--reduce-timeout",
                     "300"]) == 0
    with Store(run, write=False) as store:
        [row] = store.triages().values()
        reduced = store.reduction(row.finding_id)
    # the checks asked a clang that takes the original (its bug needs no _BitInt: the
    # reduction drops it)
    assert reduced is not None and "1234" in reduced.source
    assert len(reduced.source) < len(BITINT_MISCOMPILED) / 2
    spec = json.loads((run / reduced.bundle / "spec.json").read_text())
    assert spec["guard"]["sanitizer_compilers"] == [spec["guard"]["msan_compiler"]]
    assert spec["dialect"]["compilers"] == [spec["guard"]["msan_compiler"]]
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert versions["fakeroot"] is True and versions[TEST_ROOT_PACKAGE] is False, versions


def test_msan_checks_an_odd_width_bitint_where_it_is_used(tmp_path: Path) -> None:
    """clang's MSan reports the padding bits of an odd-width _BitInt passed or returned, which
    nothing ever set (llvm-project#204217): the guard's and validity's MSan builds of such a
    program check values where they are used instead, and still catch an uninitialized one."""
    from ccfuzz.case.guard import default_guard

    require(CLANG)
    passed = ("__extension__ typedef _BitInt(87) bi87_t;\n__extension__ typedef _BitInt(56) "
              "bi56_t;\n__attribute__((noinline)) static bi87_t f(bi56_t x) { return x; }\n"
              "int main(void) { volatile bi56_t a = 3; return (int)f(a) - 3; }\n")
    uninit = passed.replace("volatile bi56_t a = 3;", "bi56_t a; if (f(a)) return 1;")
    flags = default_guard(True, passed).msan_flags
    for source, clean in ((passed, True), (uninit, False)):
        (tmp_path / "m.c").write_text(source)
        built = sandbox.run([CLANG, "-O0", *flags, "-o", str(tmp_path / "m"),
                             str(tmp_path / "m.c")], limits=sandbox.Limits(wall_seconds=120))
        assert built.ok, built.stderr_text()
        ran = sandbox.run([str(tmp_path / "m")], limits=sandbox.Limits(wall_seconds=30,
                                                                     memory_bytes=None))
        assert (ran.exit_code == 0) == clean, ran.stderr_text()[:500]
