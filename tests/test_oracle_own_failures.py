"""ccfuzz's own failures and a wrong expectation are never a compiler's bug: a binary ccfuzz
could not start, and an expected output that builds of every compiler family disagree with
in the same way (the expectation, the environment or the generator is wrong)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.model import (
    BuildResult,
    BuildStatus,
    Ending,
    FindingKind,
    Observation,
    Origin,
    Program,
    ProgramStatus,
    RunResult,
)
from ccfuzz.oracle import judge
from tests.conftest import require
from tests.test_oracle import BUILDS, SETTINGS, B, failed, ok, prog


def _not_started() -> Observation:
    return Observation(
        BuildResult("b", BuildStatus.OK, ("cc",), 0, None, "", 0.1),
        RunResult(Ending.NOT_STARTED, ("./prog",), None, None, b"",
                  "[Errno 22] Invalid argument: './prog'", 0.0))


@pytest.mark.parametrize("expected", [None, b"42\n"])
def test_a_binary_ccfuzz_could_not_start_is_no_finding(expected: bytes | None) -> None:
    obs = [_not_started(), ok(), ok(), ok(), ok()]
    v = judge(prog(expected), BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.ERROR and v.findings == ()
    assert v.reason == "ccfuzz could not start the binary of gcc -O0: [Errno 22] Invalid " \
        "argument: './prog'"


def test_no_binary_started_is_no_finding_for_any_compiler() -> None:
    v = judge(prog(b"42\n"), BUILDS, [_not_started()] * 5, SETTINGS)
    assert v.status is ProgramStatus.ERROR and v.findings == ()


def test_a_crash_beside_an_unstarted_binary_stands() -> None:
    obs = [_not_started(), failed(BuildStatus.CRASHED, "internal compiler error: boom"),
           ok(), ok(), ok()]
    v = judge(prog(), BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.ERROR
    assert [f.kind for f in v.findings] == [FindingKind.COMPILER_CRASH]


def test_no_compiler_started_is_ccfuzz_failing_not_an_invalid_program() -> None:
    obs = [failed(BuildStatus.NOT_STARTED, "[Errno 22] Invalid argument")] * 5
    v = judge(prog(), BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.ERROR and "could not start any compiler" in v.reason


def _expecting(kind: str, **origin: object) -> Program:
    return Program("p", "int main(void){return 0;}", Origin(kind, **origin),  # type: ignore[arg-type]
                   expected_output=b"connect=0\n")


def test_every_family_agreeing_against_a_file_is_the_expectation_not_three_bugs() -> None:
    v = judge(_expecting("file", path="net.c"), BUILDS, [ok(b"connect=-1\n")] * 5, SETTINGS)
    assert v.status is ProgramStatus.SKIPPED and v.findings == ()
    assert "5 of 5 runs" in v.reason and "clang, gcc, tcc" in v.reason
    assert "expected output is wrong" in v.reason


def test_every_family_agreeing_against_the_generator_is_a_generator_bug_with_its_seed() -> None:
    program = _expecting("generator", seed=77, command=("ccfuzz", "generate", "--seed", "77",
                                                        "--size", "1000"))
    # gcc -O0 prints what the generator expected; builds of every family print another thing.
    obs = [ok(b"connect=0\n"), ok(b"connect=-1\n"), ok(b"connect=-1\n"), ok(b"connect=-1\n"),
           ok(b"connect=-1\n")]
    v = judge(program, BUILDS, obs, SETTINGS)
    assert v.status is ProgramStatus.ERROR and v.findings == ()
    assert v.reason.startswith("generator bug: 4 of 5 runs")
    assert v.reason.endswith("remake it with: ccfuzz generate --seed 77 --size 1000")


def test_one_family_against_the_expectation_is_still_its_bug() -> None:
    obs = [ok(b"connect=0\n")] * 4 + [ok(b"connect=-1\n")]
    v = judge(_expecting("file"), BUILDS, obs, SETTINGS)
    [f] = v.findings
    assert (f.kind, f.compiler) == (FindingKind.WRONG_CODE, "tcc")


def test_two_families_wrong_in_different_ways_are_two_findings() -> None:
    obs = [ok(b"connect=0\n"), ok(b"connect=1\n"), ok(b"connect=0\n"), ok(b"connect=2\n"),
           ok(b"connect=0\n")]
    v = judge(_expecting("file"), BUILDS, obs, SETTINGS)
    assert sorted(f.compiler for f in v.findings) == ["clang", "gcc"]


def test_with_one_family_only_a_shared_disagreement_is_that_compilers() -> None:
    builds = [B("gcc", "-O0"), B("gcc", "-O2")]
    v = judge(_expecting("file"), builds, [ok(b"connect=-1\n")] * 2, SETTINGS)
    [f] = v.findings
    assert f.compiler == "gcc"


NET = """#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/socket.h>
int main(void) {
  struct sockaddr_in a;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  memset(&a, 0, sizeof a);
  a.sin_family = AF_INET;
  a.sin_port = htons(8080);
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  printf("connect=%d\\n", connect(s, (struct sockaddr *)&a, sizeof a) == 0 ? 0 : -1);
  return 0;
}
"""


def test_an_expectation_from_outside_the_sandbox_is_no_bug_of_three_compilers(
        tmp_path: Path, private_tmp: Path) -> None:
    """Recorded where a server listened on 127.0.0.1:8080; in the test binaries' network
    namespace nothing does, and every build prints connect=-1."""
    require("gcc", "clang-22", "tcc")
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "net.c").write_text(NET)
    (seeds / "net.expected").write_text("connect=0\n")
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,clang-22,tcc",
                     "--dir", str(rundir), "--jobs", "1", "--seed", "1"]) == 0
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    [(status, reason)] = db.execute("SELECT status, reason FROM programs").fetchall()
    assert status == "skipped" and "every compiler family (clang, gcc, tcc)" in reason, reason
    assert "'[exit 0] connect=-1\\n'" in reason and "expected output is wrong" in reason
    assert db.execute("SELECT COUNT(*) FROM findings").fetchone() == (0,)
