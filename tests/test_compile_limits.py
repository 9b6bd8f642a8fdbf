"""A compile over ccfuzz's own limits is judged fairly (docs/design/limits.md): over the time
limit it is a hang only against fast builds of the same compiler or of one of comparable
speed, else the program is too slow to compile; out of memory under ccfuzz's cap it is over
the memory limit, never a compiler crash or a rejection."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz import compilers, oracle, sandbox, tester
from ccfuzz.model import (
    BuildResult,
    BuildStatus,
    FindingKind,
    Limit,
    Observation,
    Origin,
    Program,
    ProgramStatus,
)
from ccfuzz.store import Store
from tests.conftest import FAKECC, require
from tests.test_oracle import BUILDS, B, failed, ok, prog

SETTINGS = oracle.OracleSettings(compile_timeout=10, run_timeout=5)


def test_a_compile_over_the_limit_with_only_a_much_faster_compiler_beside_is_too_slow() -> None:
    builds = [B("gcc", "-O0"), B("gcc", "-O2"), B("tcc", "-O0")]
    hang = failed(BuildStatus.TIMED_OUT, seconds=10)
    v = oracle.judge(prog(), builds, [hang, hang, ok()], SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and v.findings == ()
    assert v.reason.startswith("too slow to compile: gcc -O0, gcc -O2 did not finish in 10s")
    assert "tcc -O0 took 0.1s" in v.reason


def test_a_hang_needs_a_fast_build_of_the_same_compiler_or_a_comparable_one() -> None:
    hang = failed(BuildStatus.TIMED_OUT, seconds=10)
    # gcc -O0 fast, gcc -O2 over the limit: a hang.
    v = oracle.judge(prog(), BUILDS, [ok(), hang, ok(), ok(), ok()], SETTINGS)
    [f] = v.findings
    assert f.kind is FindingKind.COMPILER_HANG and f.builds == ("gcc -O2",)
    assert v.status is ProgramStatus.OK
    # Every gcc build over the limit, clang (comparable) fast: a hang.
    v = oracle.judge(prog(), BUILDS, [hang, hang, ok(), ok(), ok()], SETTINGS)
    assert [f.kind for f in v.findings] == [FindingKind.COMPILER_HANG]
    assert "took at most 0.1s" in v.findings[0].summary
    # gcc -O0 took most of the limit: gcc -O2 may only be slower.
    slow = Observation(BuildResult("b", BuildStatus.OK, (), 0, None, "", 6.0), ok().run)
    v = oracle.judge(prog(), BUILDS, [slow, hang, ok(), ok(), ok()], SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and v.findings == ()
    assert "gcc -O2 did not finish in 10s and gcc -O0 took 6.0s" in v.reason
    # Nothing finished at all: too slow, not invalid.
    v = oracle.judge(prog(), BUILDS, [hang] * 5, SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and v.reason.startswith("too slow to compile")


def test_the_fake_compilers_hang_is_a_finding_beside_gcc_and_too_slow_beside_tcc(
        tmp_path: Path, private_tmp: Path) -> None:
    from ccfuzz import cli

    require("gcc", "tcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "hang.c").write_text("/* CCFUZZ_FAKE_HANG */\n#include <stdio.h>\n"
                                  "int main(void) { printf(\"1\\n\"); return 0; }\n")
    config = tmp_path / "ccfuzz.toml"
    config.write_text(f'[compilers.fakecc]\npath = "{FAKECC}"\nfamily = "gcc"\n'
                      'opt_levels = ["-O0"]\n[limits]\ncompile_timeout = 2\nrun_timeout = 2\n')
    found = {}
    for other in ("gcc", "tcc"):
        run = tmp_path / other
        assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers",
                         f"{other},fakecc", "--config", str(config), "--dir", str(run),
                         "--seed", "1", "--jobs", "1"]) == 0
        with Store(run, write=False) as store:
            program = store.program(1)
            found[other] = ([f.kind for f in store.findings()], program.status,
                            program.reason)
    assert found["gcc"][0] == [FindingKind.COMPILER_HANG]
    kinds, status, reason = found["tcc"]
    assert kinds == [] and status is ProgramStatus.SKIPPED
    assert reason.startswith("too slow to compile: fakecc -O0 did not finish in 2s")


def _big_initializer(elements: int = 400_000) -> str:
    """A valid program whose one initializer takes each compiler tens of MB to compile."""
    return ("#include <stdio.h>\nint a[] = {" + ",".join(map(str, range(elements))) +
            "};\nint main(void) { printf(\"%d\\n\", a[5]); return 0; }\n")


# Caps (address space) each compiler runs out of on that program. At a cap too small for its
# own libraries a clang fails in the dynamic loader instead: that is the cap too.
CAPS = {"gcc": 100 << 20, "clang-14": 260 << 20, "clang-19": 300 << 20, "tcc": 8 << 20}


@pytest.mark.parametrize("name", sorted(CAPS))
def test_a_compiler_out_of_memory_under_the_cap_is_over_the_limit(name: str,
                                                                  tmp_path: Path) -> None:
    require(name)
    compiler = compilers.from_config(name, name)
    program = Program("p", _big_initializer(), Origin("file"))
    capped = compilers.CompilerConfig(compiler, "-O0", sandbox.Limits(
        wall_seconds=60, memory_bytes=CAPS[name]))
    fast = compilers.CompilerConfig(compilers.from_config("gcc", "gcc"), "-O0",
                                    sandbox.Limits(wall_seconds=60))
    builds = [fast, capped]
    observations = tester.observe(program, builds, sandbox.Limits(wall_seconds=10),
                                  tmp_root=tmp_path)
    result = observations[1].build
    assert (result.status, result.limit) == (BuildStatus.OVER_LIMIT, Limit.MEMORY), \
        result.diagnostics[-600:]
    verdict = oracle.judge(program, builds, observations, SETTINGS)
    assert verdict.status is ProgramStatus.SKIPPED and verdict.findings == ()
    assert verdict.reason == f"{capped.id} went over ccfuzz's memory limit compiling it"


def test_a_fixed_table_of_tcc_that_overflows_is_no_memory_limit() -> None:
    from ccfuzz.signatures import ran_out_of_memory

    # tcc's value stack, token table and #if stack are fixed arrays: deep nesting fills them
    # whatever ccfuzz's cap; only a failed malloc or realloc is the cap.
    for table in ("vstack", "symbols", "ifdef"):
        assert not ran_out_of_memory(f"prog.c:9: error: memory full ({table})")
    assert ran_out_of_memory("prog.c:1: error: memory full (realloc)")
