"""The oracle's rules on hand-made observations (pure logic: no compiler involved)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ccfuzz.model import (
    BuildResult,
    BuildStatus,
    Ending,
    FindingKind,
    Limit,
    Observation,
    Origin,
    Program,
    ProgramStatus,
    RunResult,
)
from ccfuzz.oracle import OracleSettings, judge

SETTINGS = OracleSettings(compile_timeout=10, run_timeout=5)


@dataclass(frozen=True)
class B:
    compiler: str
    opt: str
    version: str = "v1"

    @property
    def id(self) -> str:
        return f"{self.compiler} {self.opt}"

    @property
    def flags(self) -> tuple[str, ...]:
        return (self.opt,)

    def build(self, program: Program, workdir: Path) -> BuildResult:
        raise NotImplementedError


def prog(expected: bytes | None = None) -> Program:
    return Program("p", "int main(void){return 0;}", Origin("test"), expected_output=expected)


def ok(out: bytes = b"42\n", status: Ending = Ending.EXITED, code: int | None = 0,
       sig: int | None = None, seconds: float = 0.01) -> Observation:
    return Observation(
        BuildResult("b", BuildStatus.OK, ("cc",), 0, None, "", 0.1),
        RunResult(status, ("./prog",), code, sig, out, "", seconds),
    )


def failed(status: BuildStatus, diag: str = "", seconds: float = 0.1) -> Observation:
    return Observation(BuildResult("b", status, ("cc",), 1, None, diag, seconds), None)


BUILDS = [B("gcc", "-O0"), B("gcc", "-O2"), B("clang", "-O0"), B("clang", "-O2"), B("tcc", "-O0")]


def test_all_agree() -> None:
    v = judge(prog(), BUILDS, [ok()] * 5, SETTINGS)
    assert v.status is ProgramStatus.OK and v.findings == ()


def test_minority_output_is_wrong_code_with_flag_set_signature() -> None:
    obs = [ok(), ok(b"43\n"), ok(), ok(), ok()]
    v = judge(prog(), BUILDS, obs, SETTINGS)
    [f] = v.findings
    assert (f.kind, f.compiler, f.builds) == (FindingKind.WRONG_CODE, "gcc", ("gcc -O2",))
    assert f.signature == "wrong-code|v1|-O2"


def test_minority_crash_at_run_time() -> None:
    obs = [ok(), ok(), ok(), ok(), ok(b"", Ending.SIGNALLED, None, 11)]
    [f] = judge(prog(), BUILDS, obs, SETTINGS).findings
    assert f.kind is FindingKind.RUNTIME_CRASH and f.signature.endswith("|SIGSEGV")


def test_no_majority_is_inconclusive_not_a_bug() -> None:
    obs = [ok(b"1"), ok(b"2"), ok(b"3"), ok(b"1"), ok(b"2")]
    v = judge(prog(), BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.INCONCLUSIVE and v.findings == ()


def test_majority_timeout_is_skipped() -> None:
    t = ok(b"", Ending.TIMED_OUT, None, 9, 5.0)
    v = judge(prog(), BUILDS, [t, t, t, ok(), ok()], SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and v.findings == ()


def test_minority_hang_counts_only_when_the_majority_is_fast() -> None:
    t = ok(b"", Ending.TIMED_OUT, None, 9, 5.0)
    fast = judge(prog(), BUILDS, [ok(), ok(), ok(), ok(), t], SETTINGS)
    assert [f.kind for f in fast.findings] == [FindingKind.WRONG_CODE]
    slow = [ok(seconds=4.0)] * 4 + [t]
    assert judge(prog(), BUILDS, slow, SETTINGS).findings == ()


def test_everyone_rejects_is_invalid() -> None:
    obs = [failed(BuildStatus.REJECTED, "prog.c:1:1: error: expected ';'")] * 5
    v = judge(prog(), BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.INVALID and v.findings == ()
    assert "expected ';'" in v.reason


def test_everyone_rejecting_a_program_equivalent_to_a_compiled_seed_is_a_ccfuzz_bug() -> None:
    obs = [failed(BuildStatus.REJECTED, "prog.c:1:1: error: expected ';'")] * 5
    variant = Program("seed#1", "int main(void){return 0}", Origin("test", equivalent_to="seed"),
                      expected_output=b"")
    v = judge(variant, BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.ERROR and "ccfuzz bug" in v.reason
    # The same expected output without a seed that compiled is only an invalid program.
    v = judge(prog(b""), BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.INVALID


def test_minority_rejection_is_rejects_valid() -> None:
    obs = [ok(), ok(), ok(), ok(), failed(BuildStatus.REJECTED, "prog.c:9: error: bad 'x1'")]
    [f] = judge(prog(), BUILDS, obs, SETTINGS).findings
    assert f.kind is FindingKind.REJECTS_VALID and f.compiler == "tcc"
    assert f.signature == "rejects-valid|v1|error: bad '_'"


def test_majority_rejection_makes_no_rejects_valid() -> None:
    bad = failed(BuildStatus.REJECTED, "error: no")
    v = judge(prog(), BUILDS, [bad, bad, bad, ok(), ok()], SETTINGS)
    assert v.status is ProgramStatus.INVALID and v.findings == ()


def test_compiler_crash_is_always_a_finding() -> None:
    ice = failed(BuildStatus.CRASHED, "prog.c:3:1: internal compiler error: in foo, at bar.c:12")
    v = judge(prog(), BUILDS, [ok(), ice, ok(), ok(), ok()], SETTINGS)
    [f] = v.findings
    assert f.kind is FindingKind.COMPILER_CRASH
    assert f.signature == "compiler-crash|gcc|ICE: in foo, at bar.c:N"


def test_hang_needs_fast_others() -> None:
    hang = failed(BuildStatus.TIMED_OUT, seconds=10)
    v = judge(prog(), BUILDS, [ok(), hang, ok(), ok(), ok()], SETTINGS)
    assert [f.kind for f in v.findings] == [FindingKind.COMPILER_HANG]
    slow_ok = Observation(BuildResult("b", BuildStatus.OK, (), 0, None, "", 9.0), ok().run)
    v = judge(prog(), BUILDS, [slow_ok, hang, ok(), ok(), ok()], SETTINGS)
    assert v.findings == ()


def test_expected_output_overrides_the_majority() -> None:
    obs = [ok(b"wrong"), ok(b"wrong"), ok(b"wrong"), ok(b"right"), ok(b"right")]
    v = judge(prog(b"right"), BUILDS, obs, SETTINGS)
    kinds = {(f.kind, f.compiler) for f in v.findings}
    assert kinds == {(FindingKind.WRONG_CODE, "gcc"), (FindingKind.WRONG_CODE, "clang")}


def test_expected_output_makes_any_rejection_rejects_valid() -> None:
    bad = failed(BuildStatus.REJECTED, "error: no")
    v = judge(prog(b"42\n"), BUILDS, [bad, bad, bad, ok(), ok()], SETTINGS)
    assert {f.compiler for f in v.findings} == {"gcc", "clang"}


def test_majority_crashing_at_run_time_is_invalid() -> None:
    c = ok(b"", Ending.SIGNALLED, None, 11)
    v = judge(prog(), BUILDS, [c, c, c, ok(), ok()], SETTINGS)
    assert v.status is ProgramStatus.INVALID and v.findings == ()


def over(limit: Limit, out: bytes = b"") -> Observation:
    return Observation(BuildResult("b", BuildStatus.OK, ("cc",), 0, None, "", 0.1),
                       RunResult(Ending.OVER_LIMIT, ("./prog",), None, None, out, "", 0.1,
                                 limit))


def test_a_run_over_a_limit_skips_the_program_whatever_the_others_did() -> None:
    # A minority over the file-size limit would otherwise be a runtime crash (SIGXFSZ); a
    # majority over the memory limit would make the builds that optimized the allocation
    # away look wrong.
    for limit, obs in ((Limit.FILE_SIZE, [ok(), ok(), ok(), ok(), over(Limit.FILE_SIZE)]),
                       (Limit.MEMORY, [over(Limit.MEMORY)] * 3 + [ok(), ok()]),
                       (Limit.OUTPUT, [over(Limit.OUTPUT, b"x" * 100)] * 5)):
        v = judge(prog(), BUILDS, obs, SETTINGS)
        assert v.status is ProgramStatus.SKIPPED and v.findings == (), v
        assert f"ccfuzz's {limit.value} limit" in v.reason, v


def test_a_compile_over_a_limit_skips_the_program_but_keeps_other_crashes() -> None:
    big = Observation(BuildResult("b", BuildStatus.OVER_LIMIT, ("cc",), None, 25, "", 0.1,
                                  limit=Limit.FILE_SIZE), None)
    ice = failed(BuildStatus.CRASHED, "prog.c:3:1: internal compiler error: in foo, at bar.c:12")
    v = judge(prog(), BUILDS, [ok(), ok(), ice, ok(), big], SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and "file-size" in v.reason
    assert [f.kind for f in v.findings] == [FindingKind.COMPILER_CRASH]


def test_statuses_of_older_stores_still_read() -> None:
    assert [Ending(s) for s in ("exited", "crash", "timeout", "output-limit", "error")] == [
        Ending.EXITED, Ending.SIGNALLED, Ending.TIMED_OUT, Ending.OVER_LIMIT, Ending.NOT_STARTED]
    assert [BuildStatus(s) for s in ("ok", "rejected", "crash", "timeout", "error")] == [
        BuildStatus.OK, BuildStatus.REJECTED, BuildStatus.CRASHED, BuildStatus.TIMED_OUT,
        BuildStatus.NOT_STARTED]


ASM = ('#include <stdio.h>\nint main(void) { long r; __asm__ volatile("" : "=a"(r));\n'
       '  printf("%ld\\n", r & 0xff); return 0; }\n')


def test_disagreeing_runs_of_a_program_with_inline_asm_are_skipped_not_wrong_code() -> None:
    program = Program("p", ASM, Origin("test"))
    obs = [ok(), ok(b"43\n"), ok(), ok(), ok(b"", Ending.SIGNALLED, None, 11)]
    v = judge(program, BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and v.findings == ()
    assert "inline assembly (line 2)" in v.reason and ".expected" in v.reason
    # A compile-time finding stands; runs that all agree are an ordinary ok.
    crashed = failed(BuildStatus.CRASHED, "internal compiler error: x")
    v = judge(program, BUILDS, [ok(), ok(b"43\n"), ok(), ok(), crashed], SETTINGS)
    assert [f.kind for f in v.findings] == [FindingKind.COMPILER_CRASH]
    assert judge(program, BUILDS, [ok()] * 5, SETTINGS).status is ProgramStatus.OK
    # With an expected output written by hand, every build is judged against it.
    v = judge(Program("p", ASM, Origin("test"), expected_output=b"42\n"), BUILDS, obs, SETTINGS)
    assert {f.kind for f in v.findings} == {FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH}
    # Not with an EMI member's, which is what one compiler made of its seed.
    member = Program("p#1", ASM, Origin("emi:orion", equivalent_to="p"), expected_output=b"42\n")
    v = judge(member, BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and v.findings == ()


def test_asm_in_a_string_or_a_comment_or_as_a_name_is_no_asm() -> None:
    from ccfuzz.constructs import asm_statements, edited_asm, unjudgeable

    assert unjudgeable('/* __asm__("x") */ int asm = 1; char *s = "asm(\\"\\")";') is None
    assert unjudgeable("int f(void) { return __builtin_constant_p(3); }") is not None
    assert unjudgeable("#if __OPTIMIZE__\n#endif\n") is not None
    text = 'int main(void) { __asm__ volatile ( "nop" ::: "memory" ); asm("a" : "=r"(x)); }'
    statements = asm_statements(text)
    assert statements == ['__asm__ volatile ( "nop" : : : "memory" )',
                          'asm ( "a" : "=r" ( x ) )']
    assert edited_asm(statements, '__asm__ volatile("nop"\n ::: "memory");') is None
    assert edited_asm(statements, "") is None  # deleted: allowed
    assert edited_asm(statements, '__asm__ volatile("nop");') is not None  # a lost clobber
    assert edited_asm(statements, 'asm("a" : "=r"(y));') is not None  # another operand
    twice = '__asm__ volatile("nop":::"memory"); __asm__ volatile("nop":::"memory");'
    assert edited_asm(statements, twice) is not None
