"""A finding's questions about a candidate program, for the witness search.

- **judge**: the finding predicate (``ccfuzz.predicate.holds``), as the reducer asks it
  (``reduce.check.guarded_claim``): *holds* is a failing mutant; *does not hold* is a
  passing one, except, for wrong code and runtime crashes, when the target's binary did not
  end as recorded: then it passes only if the binary exited and printed what the references
  print (a runtime crash no longer crashing is what its witnesses are; a binary that crashed
  or hung where wrong code was recorded is no program the compiler got right); *invalid
  program* cannot be judged.
- **coverage**: the compile by the compiler built with coverage, with the target's recorded
  arguments (``gcovdata.compile_with_coverage``).
- **invalid**: the reduction's UB guard (``case.guard.invalid``), against the reference
  outcome the predicate found (a passing program with undefined behaviour proves nothing, nor
  does a failing one kept as a failing program).
"""

from __future__ import annotations

import tempfile
import threading
from dataclasses import dataclass, replace
from pathlib import Path

from ccfuzz.case import guard as ub
from ccfuzz.compilers import SOURCE_NAME
from ccfuzz.errors import CcfuzzError
from ccfuzz.isolate.gcovdata import Coverage, compile_with_coverage
from ccfuzz.isolate.search import Verdict
from ccfuzz.model import Ending, FindingKind, RunOutcome
from ccfuzz.predicate import Answer, Claim, RecordedBuild, holds
from ccfuzz.reduce.check import guarded_claim
from ccfuzz.toolchain.covbuild import CoverageBuild

# Reference outcomes kept for the guard: far more than the candidates judged at once.
_REFERENCES = 256


@dataclass
class Trials:
    claim: Claim
    guard: ub.Guard
    build: CoverageBuild
    target: RecordedBuild  # the build whose compile is measured

    def __post_init__(self) -> None:
        self.asked = guarded_claim(self.claim, self.guard)
        # A run kind recorded with a binary that did not exit (a runtime crash): a program
        # whose binary ends otherwise is asked again, whether it now exits and prints the
        # references' output (as wrong code would not hold on it).
        self.agreeing: Claim | None = None
        if self.claim.rule.runs and any(t.ending is not Ending.EXITED
                                        for t in self.asked.targets):
            self.agreeing = replace(
                self.asked, kind=FindingKind.WRONG_CODE, signature=None,
                targets=tuple(replace(t, ending=Ending.EXITED, signal=None)
                              for t in self.asked.targets))
        # The reference outcome of each program judged, until the guard asks for it (several
        # candidates may be judged at once, in threads); the guard is asked only of some, so
        # only the latest are kept.
        self._references: dict[bytes, RunOutcome] = {}
        self._lock = threading.Lock()

    @property
    def arguments(self) -> list[str]:
        """The target's compile command without its compiler: the coverage build's
        arguments."""
        return list(self.target.command[1:])

    def judge(self, source: bytes) -> tuple[Verdict, str]:
        judgement = holds(self.asked, source)
        if judgement.answer is Answer.GONE and judgement.reference is None and \
                self.agreeing is not None:
            again = holds(self.agreeing, source)
            if again.answer is not Answer.GONE or again.reference is None:
                return Verdict.NEITHER, f"{judgement.reason}; {again.reason}"
            judgement = again
        if judgement.answer is Answer.INVALID:
            return Verdict.NEITHER, judgement.reason
        if judgement.reference is not None:
            with self._lock:
                if len(self._references) >= _REFERENCES:
                    del self._references[next(iter(self._references))]
                self._references[source] = judgement.reference
        if judgement.answer is Answer.HOLDS:
            return Verdict.FAILS, judgement.reason
        if self.claim.rule.runs and judgement.reference is None:
            return Verdict.NEITHER, judgement.reason
        return Verdict.PASSES, judgement.reason

    def reference(self, source: bytes) -> RunOutcome | None:
        """What a correct compiler's binary does with ``source`` (for a finding of a run
        kind that holds on it), or None."""
        return holds(self.asked, source).reference

    def coverage(self, source: bytes) -> Coverage:
        with tempfile.TemporaryDirectory(prefix="ccfuzz-cov-") as tmp:
            (Path(tmp) / SOURCE_NAME).write_bytes(source)
            outcome, covered = compile_with_coverage(self.build, self.arguments, Path(tmp),
                                                     self.claim.compile_seconds)
        if outcome.ending is Ending.NOT_STARTED:
            raise CcfuzzError(f"{self.build.compiler} does not start")
        return covered

    def invalid(self, source: bytes) -> str | None:
        with self._lock:
            reference = self._references.pop(source, None)
        if self.claim.rule.runs and reference is None:
            return "no reference outcome to guard it against"
        with tempfile.TemporaryDirectory(prefix="ccfuzz-guard-") as tmp:
            candidate = ub.Candidate(source, self.claim.stdin, Path(tmp),
                                     self.claim.compile_seconds, self.claim.run_seconds,
                                     self.claim.must_link)
            return ub.invalid(self.guard, candidate,
                              reference if self.claim.rule.runs else None)
