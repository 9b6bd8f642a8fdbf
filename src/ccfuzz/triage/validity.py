"""Is a reduced program one a compiler engineer accepts? Strictly valid C, and a right answer.

- **Strict C**: the reduced program is accepted by gcc and clang in the dialect the original
  program was (``case.strict``: ``-std=c11 -pedantic-errors`` for Csmith's and ccfuzz's own
  programs), so a reduction cannot hand over GNU C or broken C the original did not need;
- **a right answer** (wrong code, crashing binaries): at least ``AGREEING`` of the campaign's
  other builds of the program (other compilers, other levels) print the reference output of
  the reduced program, so it is not one compiler's word against another's.
"""

from __future__ import annotations

import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ccfuzz import oracle, sandbox, signatures
from ccfuzz.case import strict
from ccfuzz.model import BuildStatus, FindingKind, Origin, Program
from ccfuzz.predicate import Claim, RecordedBuild, holds, run_limits
from ccfuzz.tester import run_binary

AGREEING = 2
MAX_BUILDS = 12  # the other builds asked, at most: other compilers first, unoptimized first


@dataclass
class Check:
    original_dialect: str | None
    dialect: str | None
    problem: str | None = None  # why the reduced program is not acceptable
    agreeing: list[str] = field(default_factory=list)
    disagreeing: list[str] = field(default_factory=list)
    crash_detail: str | None = None  # crashes: what the target says on the reduced program
    std: str | None = None  # the -std= the reduced program is valid in
    commands: list[str] = field(default_factory=list)  # the compiles that accept it

    def to_json(self) -> dict[str, Any]:
        return {"original_dialect": self.original_dialect, "dialect": self.dialect,
                "std": self.std, "commands": self.commands,
                "problem": self.problem, "agreeing": self.agreeing,
                "disagreeing": self.disagreeing, "crash_detail": self.crash_detail}


def check(claim: Claim, original: bytes, reduced: bytes,
          others: Sequence[RecordedBuild]) -> Check:
    wanted = strict.dialect_of(original)
    result = Check(None if wanted is None else wanted.describe(), None)
    if wanted is not None:
        error = strict.strict_error(reduced, wanted)
        if error is not None:
            result.problem = f"the reduced program is not valid under {wanted.describe()}: " \
                f"{error}"
            return result
        result.dialect, result.std, result.commands = \
            wanted.describe(), wanted.std, wanted.commands()
    judged = holds(claim, reduced)
    if not judged.holds:
        result.problem = f"the reduced program does not show the finding: {judged.reason}"
        return result
    if claim.kind is FindingKind.COMPILER_CRASH:
        result.crash_detail = _crash_detail(claim.targets[0], reduced, claim)
    if not claim.rule.runs or judged.reference is None:
        return result
    targets = {t.compiler for t in claim.targets}
    ordered = sorted(others, key=lambda b: (b.compiler in targets, "-O0" not in b.command))
    program = Program("prog.c", "", Origin("candidate"), claim.stdin)
    with tempfile.TemporaryDirectory(prefix="ccfuzz-validity-") as tmp:
        for build in ordered[:MAX_BUILDS]:
            built = build.build_with(reduced, sandbox.Limits(wall_seconds=claim.compile_seconds),
                                     Path(tmp))
            if built.status is not BuildStatus.OK or built.binary is None:
                result.disagreeing.append(f"{build.id}: {built.status.value}")
                continue
            outcome = run_binary(built.binary, program, run_limits(claim),
                                 tmp_root=Path(tmp), runner=built.runner).outcome()
            if oracle.deviation(judged.reference, outcome, timeouts_count=False) is None:
                result.agreeing.append(build.id)
            else:
                result.disagreeing.append(f"{build.id}: {outcome.describe(60)}")
    if len(result.agreeing) < AGREEING:
        result.problem = (f"only {len(result.agreeing)} other build(s) print the reference "
                          f"output of the reduced program (at least {AGREEING} must)")
    return result


def _crash_detail(target: RecordedBuild, source: bytes, claim: Claim) -> str:
    with tempfile.TemporaryDirectory(prefix="ccfuzz-validity-") as tmp:
        built = target.build_with(source, sandbox.Limits(wall_seconds=claim.compile_seconds),
                                  Path(tmp))
    return signatures.crash_detail(built.diagnostics, built.signal)
