"""What a culprit search asks, and what it answers.

Every question goes through ``Trials.ask``: the finding predicate (``predicate.holds``, the
one the reducer asks) on the program, with extra flags appended to the target build's
recorded command. The first question that holds fixes the reference outcome, so each later
one costs one build of the target (and for the run kinds one run), never the references'.
"""

from __future__ import annotations

import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import CcfuzzError
from ccfuzz.model import BuildResult
from ccfuzz.predicate import Answer, Claim, Judgement, RecordedBuild, holds

LOG_BYTES = 256 << 20  # a compile's stderr when its log is read (opt-bisect, -fdump-passes)


class Scheme(StrEnum):
    LLVM = "llvm-bisect"  # clang: binary search of -mllvm -opt-bisect-limit
    GCC = "gcc-flags"  # gcc: ddmin over the -fno- flags of the failing level
    CTOS = "ctos-sequence"  # ccfuzz passes: the last pass of the reduced sequence
    OPTIONS = "swarm-options"  # a swarm build: ddmin over its options, then gcc or llvm
    NONE = "none"  # nothing to blame (tcc, -O0, the front end) or nothing searched


@dataclass(frozen=True)
class Culprit:
    """The optimization a finding was traced to. ``key`` is what findings are grouped by
    (``pass GVNPass``, ``-fno-tree-vrp``); empty when there is no culprit to group by."""

    scheme: Scheme
    build: str
    key: str
    summary: str
    details: Mapping[str, object] = field(default_factory=dict)
    tests: int = 0
    seconds: float = 0.0


def signature(kind: str, version: str, culprit: Culprit) -> str | None:
    """The culprit signature: kind, compiler version and culprit; None without a culprit
    (the finding keeps its own signature)."""
    return f"{kind}|{version}|{culprit.key}" if culprit.key else None


def opt_level(command: Sequence[str]) -> str:
    """The optimization level of a compile command (its last ``-O``), ``-O0`` without one."""
    levels = [a for a in command if a.startswith("-O")]
    return levels[-1] if levels else "-O0"


class Trials:
    """The search's one funnel to the predicate (see the module), counting its questions."""

    def __init__(self, claim: Claim, target: RecordedBuild, source: bytes) -> None:
        self.claim = replace(claim, targets=(target,))
        self.target = target
        self.source = source
        self.tests = 0
        self._seen: dict[tuple[str, ...], Judgement] = {}

    def build(self, extra: Sequence[str]) -> RecordedBuild:
        """The target with ``extra`` appended to its command (and, briefly, to its id: the
        id names the binary's file)."""
        spelled = " ".join(extra)
        added = spelled if len(spelled) <= 80 else f"+ {len(extra)} flags"
        return replace(self.target, id=f"{self.target.id} {added}".rstrip(),
                       command=(*self.target.command, *extra))

    def ask(self, extra: Sequence[str] = ()) -> Judgement:
        """Does the finding hold with ``extra`` flags? An invalid program is an error: no
        answer about the flags can be read from it."""
        return self._judge(tuple(extra), self.build(extra))

    def ask_command(self, command: Sequence[str], label: str) -> Judgement:
        """Does the finding hold when the target compiles with ``command`` instead (its id
        gets ``label``)? As ``ask``."""
        built = replace(self.target, id=f"{self.target.id} {label}", command=tuple(command))
        return self._judge(("\0command", *command), built)

    def retarget(self, command: Sequence[str]) -> Trials:
        """Trials of the target compiled with ``command``, knowing what these know (the
        reference outcome) and counting on from their questions."""
        other = Trials(self.claim, replace(self.target, command=tuple(command)), self.source)
        other.tests = self.tests
        return other

    def _judge(self, key: tuple[str, ...], built: RecordedBuild) -> Judgement:
        if key in self._seen:
            return self._seen[key]
        self.tests += 1
        judgement = holds(replace(self.claim, targets=(built,)), self.source)
        if judgement.answer is Answer.INVALID:
            raise CcfuzzError(f"the program cannot be judged any more: {judgement.reason}")
        if judgement.holds and judgement.reference is not None and self.claim.reference is None:
            self.claim = replace(self.claim, reference=judgement.reference, references=())
        self._seen[key] = judgement
        return judgement

    def holds(self, extra: Sequence[str] = ()) -> bool:
        return self.ask(extra).holds

    def compile(self, extra: Sequence[str]) -> BuildResult:
        """One compile of the target with ``extra``, for what it prints (its whole stderr)."""
        limits = sandbox.Limits(wall_seconds=self.claim.compile_seconds,
                                output_bytes=LOG_BYTES)
        with tempfile.TemporaryDirectory(prefix="ccfuzz-culprit-") as tmp:
            return self.build(extra).build_with(self.source, limits, Path(tmp))
