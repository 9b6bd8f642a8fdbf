"""What the witness search asks of a candidate (``isolate.trials``), with the real gcc and
``fakecc`` (gcc that misbehaves on a marker comment) as the finding's target."""

from __future__ import annotations

import signal

from ccfuzz.case.guard import default_guard
from ccfuzz.isolate.search import Verdict
from ccfuzz.isolate.trials import Trials
from ccfuzz.model import Ending, FindingKind
from ccfuzz.predicate import Claim, RecordedBuild
from tests.conftest import FAKECC

TAIL = ("-w", "prog.c", "-o", "prog")
GCC = RecordedBuild("gcc -O0", "gcc", "gcc", ("gcc", "-O0", *TAIL))
PROGRAM = "#include <stdio.h>\n{marker}int main(void) {{ printf(\"%d\\n\", 1234); }}\n"


def trials(kind: FindingKind, ending: Ending, signalled: int | None = None) -> Trials:
    target = RecordedBuild("fakecc -O2", "fakecc", "fakecc 1.0", (str(FAKECC), "-O2", *TAIL),
                           ending, signalled)
    claim = Claim(kind, None, (target,), references=(GCC,), compile_seconds=60, run_seconds=10)
    # The coverage build is not asked by judge.
    return Trials(claim, default_guard(True), None, target)  # type: ignore[arg-type]


def program(marker: str = "") -> bytes:
    return PROGRAM.format(marker=f"/* {marker} */\n" if marker else "").encode()


def test_a_runtime_crash_that_no_longer_crashes_is_a_witness_if_it_prints_the_right_thing(
        ) -> None:
    t = trials(FindingKind.RUNTIME_CRASH, Ending.SIGNALLED, signal.SIGSEGV)
    assert t.judge(program("CCFUZZ_FAKE_RUNTIME_CRASH"))[0] is Verdict.FAILS
    verdict, why = t.judge(program())
    assert verdict is Verdict.PASSES and "prints the reference output" in why
    # It exits but prints 1235: it fails, otherwise than recorded; no witness.
    verdict, why = t.judge(program("CCFUZZ_FAKE_MISCOMPILE"))
    assert verdict is Verdict.NEITHER and "wrong-code holds" in why
    # The witness was judged against the reference outcome the guard needs.
    assert t.invalid(program()) is None


def test_wrong_code_whose_binary_now_crashes_is_no_witness() -> None:
    t = trials(FindingKind.WRONG_CODE, Ending.EXITED)
    assert t.agreeing is None
    assert t.judge(program("CCFUZZ_FAKE_MISCOMPILE"))[0] is Verdict.FAILS
    verdict, why = t.judge(program("CCFUZZ_FAKE_RUNTIME_CRASH"))
    assert verdict is Verdict.NEITHER and "not as recorded" in why
    assert t.judge(program())[0] is Verdict.PASSES
