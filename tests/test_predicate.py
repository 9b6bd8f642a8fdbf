"""The finding predicate with real compilers: holds, does not hold, invalid program; and the
shell rendering of the compile classification agrees with the campaign's."""

from __future__ import annotations

import subprocess
from dataclasses import replace
from pathlib import Path

import pytest

from ccfuzz import sandbox
from ccfuzz.compilers import compile_in
from ccfuzz.model import Ending, FindingKind
from ccfuzz.predicate import Answer, Aspect, Claim, RecordedBuild, holds
from ccfuzz.report.repro import shell_functions
from tests.conftest import FAKECC, require

BUGGY = b"""/* CCFUZZ_FAKE_MISCOMPILE */
#include <stdio.h>
#ifdef REJECT
#error a reference that refuses the program
#endif
#ifndef V
#define V 0
#endif
int main(void) { printf("%d %d\\n", 1234, V); return 0; }
"""


def _build(name: str, *flags: str) -> RecordedBuild:
    cc = str(FAKECC) if name == "fakecc" else name
    return RecordedBuild(" ".join((name, *flags)), name, name, (cc, *flags, "prog.c", "-o",
                                                                "prog"), Ending.EXITED)


def _wrong_code(*references: RecordedBuild) -> Claim:
    return Claim(FindingKind.WRONG_CODE, None, (_build("fakecc", "-O2"),), references,
                 compile_seconds=30, run_seconds=5)


def test_wrong_code_holds_goes_and_is_invalid_for_the_right_reasons() -> None:
    require("gcc")
    gcc = _build("gcc", "-O0")
    assert holds(_wrong_code(gcc, _build("gcc", "-O1")), BUGGY).answer is Answer.HOLDS
    fixed = BUGGY.replace(b"CCFUZZ_FAKE_", b"CCFUZZ_REAL_")
    gone = holds(_wrong_code(gcc), fixed)
    assert gone.answer is Answer.GONE and "reference output" in gone.reason
    disagree = holds(_wrong_code(gcc, _build("gcc", "-O0", "-DV=1")), BUGGY)
    assert disagree.answer is Answer.INVALID and "disagree" in disagree.reason
    refused = holds(_wrong_code(_build("gcc", "-O0", "-DREJECT")), BUGGY)
    assert refused.answer is Answer.INVALID and "rejected" in refused.reason
    # A target that no longer compiles: the finding is gone, the program not invalid.
    broken = holds(_wrong_code(gcc), BUGGY + b"int broken(void) { return }\n")
    assert broken.answer is Answer.GONE and "rejected" in broken.reason
    # A known reference outcome needs no reference build.
    known = holds(_wrong_code(gcc), BUGGY)
    assert known.reference is not None
    assert holds(replace(_wrong_code(), reference=known.reference), BUGGY).holds


def test_wrong_code_holds_only_where_the_target_deviates_the_same_way() -> None:
    # Two real tcc findings of a wrong output were reduced to `int main() {}`, which that old
    # tcc compiles to exit status 161: another bug, which "any deviation" accepted.
    require("gcc")
    output = replace(_build("fakecc", "-O2"), deviates=(Aspect.OUTPUT,))
    claim = Claim(FindingKind.WRONG_CODE, None, (output,), (_build("gcc", "-O0"),),
                  compile_seconds=30, run_seconds=5)
    assert holds(claim, BUGGY).holds
    status_only = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n"
                   b"int main(void) { return 1234 % 256 == 210 ? 0 : 1; }\n")
    gone = holds(claim, status_only)
    assert gone.answer is Answer.GONE, gone
    assert "in its exit status, not in its output as recorded" in gone.reason
    both = (b"/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\n"
            b"int main(void) { printf(\"%d\\n\", 1234); return 1234 % 256 == 210 ? 0 : 1; }\n")
    assert holds(claim, both).answer is Answer.GONE
    as_status = replace(output, deviates=(Aspect.EXIT_STATUS,))
    assert holds(replace(claim, targets=(as_status,)), status_only).holds
    # A claim written before the way was recorded takes any deviation, as it did.
    assert holds(replace(claim, targets=(_build("fakecc", "-O2"),)), status_only).holds
    assert Claim.from_json(claim.to_json()) == claim


# (compile command, marker in the program, limit, status): each classification the campaign
# makes of a compile.
CASES = {
    "ok": (("gcc",), "", 30, "ok"),
    "rejected": (("gcc",), "int broken(void) { return }", 30, "rejected"),
    "crashed-ice": ((str(FAKECC),), "/* CCFUZZ_FAKE_CRASH */", 30, "crashed"),
    "crashed-signal": ((str(FAKECC),), "/* CCFUZZ_FAKE_SEGV */", 30, "crashed"),
    "timed-out": ((str(FAKECC),), "/* CCFUZZ_FAKE_HANG */", 2, "timed-out"),
    "not-started": (("/nonexistent/cc",), "", 30, "not-started"),
    "over-limit": ((str(Path(__file__).parent / "oomcc"),), "", 30, "over-limit"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_scripts_compile_status_is_the_campaigns(case: str, tmp_path: Path) -> None:
    require("gcc")
    command, marker, seconds, status = CASES[case]
    source = f"{marker}\nint main(void) {{ return 0; }}\n".encode()
    argv = (*command, "prog.c", "-o", "prog")
    python = compile_in("case", argv, source, sandbox.Limits(wall_seconds=seconds), tmp_path)
    assert python.status.value == status
    (tmp_path / "prog.c").write_bytes(source)
    shell = subprocess.run(
        ["bash", "-c", shell_functions() + 'build "$@"; echo "$status"', "-", str(seconds),
         *argv], cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert shell.stdout.strip() == status, shell.stderr
