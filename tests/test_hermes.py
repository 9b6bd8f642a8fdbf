"""Hermes (emi/hermes.py): its mutations on hand-written, corpus, Csmith and generated seeds,
compiled and run by real gcc and clang-14, sanitizers included."""

from __future__ import annotations

import json
import random
import shutil
from functools import cache
from pathlib import Path

import pytest

from ccfuzz import cli, cmodel
from ccfuzz.cmodel import CProgram, Rewriter, Stmt
from ccfuzz.emi import hermes, hermes_mutations
from ccfuzz.emi.hermes import HermesSeed
from ccfuzz.emi.seedfile import read_seed
from ccfuzz.emi.strategy import Settings
from ccfuzz.errors import InvalidProgramError
from ccfuzz.generator.validity import check_program
from ccfuzz.model import Program
from ccfuzz.profile import values
from ccfuzz.profile.lvalues import uninitialized_locals
from ccfuzz.sources.csmith import CsmithSource
from ccfuzz.sources.generator import GeneratorSource
from tests.conftest import DATA, emi_fake_campaign, require

HERE = DATA / "hermes"
CORPUS = DATA / "corpus"


def seed_file(path: Path) -> Program:
    stdin = path.with_suffix(".in")
    return read_seed(path, stdin=stdin.read_bytes() if stdin.exists() else b"")


@cache
def prepared(name: str, p: float = 1.0) -> HermesSeed:
    require("gcc")
    return hermes.prepare(seed_file(HERE / name), p=p, rng=random.Random(0))


def by_text(model: CProgram, text: str) -> Stmt:
    [stmt] = [s for s in model.statements() if s.text == text]
    return stmt


# -- TCB ------------------------------------------------------------------------------------

def test_tcb_leaves_every_variable_as_it_found_it(private_tmp: Path) -> None:
    """Every site gets a TCB; the variant's value profile, at every statement of the seed,
    equals the seed's: whatever a block assigned, it restored before the statement ran."""
    seed = prepared("types.c")
    assert len(seed.sites) > 15 and all("tcb" in s.kinds for s in seed.sites[1:])
    v = hermes.variant(seed, random.Random(4), name="tcb", kinds=("tcb",), rate=1.0)
    assert v is not None and {m.kind for m in v.mutations} == {"tcb"}
    assigned = {a for m in v.mutations for a in m.assigned}
    assert {"gr.f", "gr.arr[1]", "u", "c", "total"} <= assigned or len(assigned) > 10
    assert max(len(m.assigned) for m in v.mutations) == hermes_mutations.MAX_TCB_VARS
    assert "gu.first" not in assigned and "gr.bits" not in assigned  # union, bit-field
    assert "limit" not in assigned  # const

    model = cmodel.load(v.program.source, path="variant.c")
    program = Program("tcb", v.program.source, v.program.origin)
    after = values.profile(model, program, p=1.0, rng=random.Random(0))
    assert after.stdout == seed.output
    seed_points = {(s.line, s.text): s for s in (p.stmt for p in seed.profile.points.values())}
    compared = 0
    for point in after.points.values():
        key = (point.stmt.line, point.stmt.text)
        original = seed_points.get(key)
        if original is None or seed.prefix in point.stmt.text:
            continue
        assert after.visits(point.stmt) == seed.profile.visits(original), key
        assert after.values_at(point.stmt) == seed.profile.values_at(original), key
        compared += 1
    # Every point but those holding another (their text holds the other's block) compared.
    points = [p.stmt for p in seed.profile.points.values()]
    leaves = [s for s in points if not any(o is not s and s.start <= o.start < s.end
                                           for o in points)]
    assert compared >= len(leaves) > 15


# -- TG -------------------------------------------------------------------------------------

def test_tg_never_wraps_a_declaration_or_a_jumped_to_label() -> None:
    seed = prepared("guards.c")
    model = seed.model
    uninit = uninitialized_locals(model.function("pick"))
    assert uninit == {"r"}

    def guardable(text: str) -> bool:
        stmt = by_text(model, text)
        return hermes_mutations.guardable(stmt, uninitialized_locals(stmt.function))

    assert not guardable("int seen = 0;")  # a declaration
    assert not guardable("if (seen > 100) {\n  late:\n    seen -= 100;\n  }")  # goto late
    assert guardable("seen -= 100;")  # under the label, which stays outside
    assert guardable("seen += 1;")  # under a label nothing names
    assert not guardable("r = k * 3;") and not guardable("seen += r;")  # r: no initializer
    assert not guardable("return seen;")  # the end of a non-void function
    assert guardable('printf("%d\\n", v);')  # ... of a void one: fine
    assert not guardable("return 0;") and guardable("return 2;")
    assert guardable("seen++;") and guardable("break;")  # under a case, inside the switch
    assert guardable("{ int inner = seen; seen = inner + 1; }")
    switch = next(s for s in model.statements() if s.text.startswith("switch (k)"))
    assert hermes_mutations.guardable(switch, uninit)  # its cases go with it

    wrapped: set[str] = set()
    stmts = {s.stmt.id: s.stmt for s in seed.sites}
    for k in range(12):
        v = hermes.variant(seed, random.Random(k), name=f"tg{k}", kinds=("tg",))
        assert v is not None
        for m in v.mutations:
            assert m.kind == "tg"
            stmt = stmts[m.stmt]
            assert hermes_mutations.guardable(stmt, uninitialized_locals(stmt.function)), stmt.text
            wrapped.add(stmt.text)
    assert "seen++;" in wrapped or "seen += 2;" in wrapped
    assert not any(t.startswith(("int ", "return seen", "return 0", "r = k")) for t in wrapped)


def test_what_tg_avoids_would_make_the_compilers_warn(private_tmp: Path) -> None:
    """The reasons of two rules: guarding the write of a local without initializer, or the
    last return of a non-void function, trips the reduction guard's -Werror flags."""
    require("gcc", "clang-14")
    seed = prepared("guards.c")
    for text, flag in (("r = k * 3;", "uninitialized"), ("return seen;", "return-type")):
        rw = Rewriter(seed.model)
        rw.wrap(by_text(seed.model, text), "if (k < 1000) { ", " }")
        source = rw.apply().decode()
        checks = check_program(source, seed.output, compilers=("gcc", "clang-14"),
                               opt_levels=("-O2",), sanitizers=(), stdin=b"2\n")
        assert any(not c.ok and flag in c.problem for c in checks), (text, checks)


def test_tg_leaves_alone_a_local_whose_initializer_a_jump_passes_over(private_tmp: Path
                                                                       ) -> None:
    """A declaration a later ``case`` of its switch, or a label named from before it, can
    jump past is as good as uninitialized: guarding its assignments or its uses after the
    jump would make gcc warn that it may be used uninitialized, and the reduction guard
    refuse the variant."""
    require("gcc", "clang-14")
    seed = prepared("jumped.c")
    grade = seed.model.function("grade")
    assert uninitialized_locals(grade) == {"bonus", "extra"}
    held = [s for s in seed.model.statements()
            if s.text in ("bonus = 1;", "bonus = 2;", "extra = 4;", "total += bonus;")]
    assert len(held) == 6
    assert not any(hermes_mutations.guardable(s, frozenset({"bonus", "extra"})) for s in held)
    assert hermes_mutations.guardable(by_text(seed.model, "total = 1;"),
                                     frozenset({"bonus", "extra"}))
    for k in range(6):
        v = hermes.variant(seed, random.Random(k), name=f"jump{k}", kinds=("tg",), rate=1.0)
        assert v is not None and v.mutations
        checks = check_program(v.program.source, seed.output, compilers=("gcc", "clang-14"),
                               opt_levels=("-O2",), sanitizers=())
        assert all(c.ok for c in checks), [c.problem for c in checks if not c.ok]


# -- validity -------------------------------------------------------------------------------

@cache
def csmith(i: int) -> Program:
    require("csmith")
    return CsmithSource().program(i, 4200 + i)


def validity_seeds() -> list[tuple[str, object]]:
    return [("types", HERE / "types.c"), ("guards", HERE / "guards.c"),
            ("in_grades", CORPUS / "in_grades.c"), ("in_vm", CORPUS / "in_vm.c"),
            ("csmith", "csmith"), ("generator", "generator")]


@pytest.mark.slow
@pytest.mark.parametrize(("name", "where"), validity_seeds(), ids=lambda x: str(x))
def test_variants_are_valid(name: str, where: object, private_tmp: Path) -> None:
    """Each variant compiles with gcc and clang at -O0 and -O2 (the -O2 builds with the
    reduction guard's warnings as errors: no UB that does not exist), prints the seed's
    output, and runs clean under clang's UBSan and ASan."""
    require("gcc", "clang-14")
    if where == "csmith":
        program = next(p for p in map(csmith, range(12)) if _terminates(p))
    elif where == "generator":
        program = GeneratorSource("6KB").program(0, 77)
    else:
        assert isinstance(where, Path)
        program = seed_file(where)
    prep = hermes.Hermes.prepare(program, Settings(run_seconds=3, points=0.3))
    stream = prep.variants(random.Random(5), prefix=name)
    for _ in range(2):
        v = next(stream)
        checks = check_program(v.source, prep.output, opt_levels=("-O0", "-O2"),
                               sanitizers=("clang-14",), stdin=program.stdin)
        bad = [f"{c.build}: {c.problem[:600]}" for c in checks if not c.ok]
        assert not bad, (v.origin.mutation, bad)
    stats = prep.statistics()
    assert stats["variants"] == 2 and stats["fcb"] + stats["tg"] + stats["tcb"] >= 2


def _terminates(program: Program) -> bool:
    try:
        hermes.Hermes.prepare(program, Settings(run_seconds=3, points=0.3))
    except InvalidProgramError as exc:
        assert "does not finish" in str(exc) or "completely known" in str(exc)
        return False
    return True


def test_fcb_bodies_are_clean_under_the_guard(private_tmp: Path) -> None:
    """FCB only, at every site: gcc and clang -O2 with the guard's warnings as errors."""
    require("gcc", "clang-14")
    seed = prepared("types.c")
    v = hermes.variant(seed, random.Random(9), name="fcb", kinds=("fcb",), rate=1.0)
    assert v is not None and len(v.mutations) == len(seed.sites)
    checks = check_program(v.program.source, seed.output, opt_levels=("-O2",), sanitizers=())
    assert all(c.ok for c in checks), [c.problem[:600] for c in checks if not c.ok]


# -- bad seeds ------------------------------------------------------------------------------

@pytest.mark.parametrize(("name", "why"), [
    ("floats.c", "see no integer variable that may be read"),
    ("spread.c", "none whose values are completely known"),
])
def test_seeds_without_known_integer_values_are_refused(name: str, why: str,
                                                        private_tmp: Path) -> None:
    require("gcc")
    with pytest.raises(InvalidProgramError, match=why) as refused:
        hermes.prepare(seed_file(HERE / name), p=1.0, rng=random.Random(0))
    assert str(HERE / name) in str(refused.value)


def test_a_seed_that_changes_once_instrumented_is_refused_by_its_file(
        tmp_path: Path, private_tmp: Path, capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    seed = tmp_path / "my_seed.c"
    seed.write_text((HERE / "layout.c").read_text())
    assert cli.main(["emi", str(seed), "--strategy", "hermes", "--points", "1", "-n", "2",
                     "-o", str(tmp_path / "out")]) == 1
    err = capsys.readouterr().err
    # Where clang-14 profiles too, the layout-dependent output differs between the two
    # profiling compilers first; else between the plain and the instrumented gcc build.
    why = ("prints differently under gcc -O0 and clang-14 -O0" if shutil.which("clang-14")
           else "does not behave like the seed once instrumented")
    assert f"{seed.resolve()}: {why}" in err
    assert not (tmp_path / "out").exists()


# -- the command and the campaign -----------------------------------------------------------

def test_cli_variants_are_reproducible_and_record_their_mutations(
        tmp_path: Path, private_tmp: Path) -> None:
    require("gcc")
    runs = []
    for out, seed_value in (("a", "3"), ("b", "3"), ("c", "4")):
        assert cli.main(["emi", str(HERE / "guards.c"), "--strategy", "hermes", "--points",
                         "0.5", "-n", "3", "-o", str(tmp_path / out), "--seed",
                         seed_value]) == 0
        runs.append({p.name: p.read_bytes() for p in (tmp_path / out).iterdir()})
    assert runs[0] == runs[1] and runs[0] != runs[2]
    manifest = json.loads(runs[0]["manifest.json"])
    assert manifest["strategy"] == "hermes" and len(manifest["variants"]) == 3
    for entry in manifest["variants"]:
        mutations = entry["mutation"].split(": ", 1)[1].split()
        assert mutations and all(m.split("@")[0] in hermes_mutations.KINDS for m in mutations)
    stats = manifest["statistics"]
    assert stats["variants"] == 3 and stats["fcb"] + stats["tg"] + stats["tcb"] >= 3
    assert runs[0]["guards-hermes-0.in"] == b"2\n"
    assert runs[0]["guards-hermes-0.expected"] == prepared("guards.c").output


@pytest.mark.slow
def test_emi_hermes_campaign_finds_the_fake_miscompilation(tmp_path: Path,
                                                          private_tmp: Path) -> None:
    require("gcc")
    db = emi_fake_campaign(tmp_path, "hermes", (
        "/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\nint main(void) {\n"
        "  int n = 0;\n  if (scanf(\"%d\", &n) != 1) return 1;\n  int m = n * 7;\n"
        "  if (n > 5) { n = n * 3; printf(\"big\\n\"); }\n  else { n = n + 1234; }\n"
        "  printf(\"%d %d\\n\", n, m);\n  return 0;\n}\n"), "--programs", "8")
    rows = db.execute("SELECT name, status FROM programs ORDER BY idx").fetchall()
    assert len(rows) == 8 and {s for _, s in rows} == {"ok"}, rows
    mutations = [json.loads(origin)["mutation"]
                 for (origin,) in db.execute("SELECT origin FROM programs ORDER BY idx")]
    # A seed of 11 statements is profiled at every one (hermes.scaled)
    assert all(m.startswith("hermes p=1 ") for m in mutations[1:]), mutations
    findings = db.execute("SELECT kind, compiler, count FROM findings").fetchall()
    assert findings == [("wrong-code", "fakecc", 8)]
