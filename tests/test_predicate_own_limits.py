"""A build or run that ccfuzz could not start, or stopped at one of its own limits, is no
evidence that a finding holds or not: the predicate calls the program invalid (a reduction
drops the candidate, DiWi takes it for no witness, culprit stops), never "does not hold"."""

from __future__ import annotations

from ccfuzz.model import Ending, FindingKind, RunOutcome
from ccfuzz.predicate import Answer, Claim, RecordedBuild, holds
from tests.conftest import FAKECC, require

ENDLESS = b"#include <stdio.h>\nint main(void) { for (;;) puts(\"spam\"); }\n"


def _build(cc: str, name: str, *flags: str) -> RecordedBuild:
    return RecordedBuild(" ".join((name, *flags)), name, name,
                         (cc, *flags, "prog.c", "-o", "prog"), Ending.EXITED)


def test_a_compiler_that_cannot_be_started_is_no_answer() -> None:
    claim = Claim(FindingKind.COMPILER_CRASH, "sig", (_build("/nonexistent/cc", "cc"),), (),
                  compile_seconds=10, run_seconds=5)
    judged = holds(claim, b"int main(void) { return 0; }\n")
    assert judged.answer is Answer.INVALID and "could not start the compiler" in judged.reason


def test_a_compile_over_the_time_limit_is_no_answer_for_a_crash() -> None:
    require("gcc")
    claim = Claim(FindingKind.COMPILER_CRASH, "sig", (_build(str(FAKECC), "fakecc", "-O0"),),
                  (), compile_seconds=1, run_seconds=5)
    judged = holds(claim, b"/* CCFUZZ_FAKE_HANG */\nint main(void) { return 0; }\n")
    assert judged.answer is Answer.INVALID and "time limit" in judged.reason


def test_a_binary_over_the_limits_is_no_answer_for_wrong_code() -> None:
    require("gcc")
    claim = Claim(FindingKind.WRONG_CODE, None, (_build("gcc", "gcc", "-O0"),), (),
                  compile_seconds=30, run_seconds=1,
                  reference=RunOutcome(Ending.EXITED, 0, b"spam\n"))
    judged = holds(claim, ENDLESS)
    assert judged.answer is Answer.INVALID and "went over ccfuzz's limits" in judged.reason
