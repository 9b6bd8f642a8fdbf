"""Does a finding still hold on this program? One answer, wherever it is asked.

A ``Claim`` is a finding turned into something to check again (``claim_of``): its kind and
signature, the *target* builds that misbehaved (each a ``RecordedBuild``: the compile command
the campaign ran, and for the run kinds how its binary ended), and what a correct build does
with the program: the outcome the campaign's vote agreed on, when the program checked is the
recorded one, or *reference* builds to ask, for any other program (a reduction candidate, a
mutant, a witness). ``holds(claim, source)`` rebuilds and reruns the way the campaign did —
a recorded build compiles through ``compilers.compile_in`` (the campaign's crash
classification), ``tester.run_binary`` runs, the oracle's ``majority`` and ``deviation``
judge, ``signatures`` signs — and answers:

- **holds**: every target misbehaves as recorded (``RULES``): the same compile status and,
  for crashes and rejections, the same signature; for the run kinds, a binary that ends as
  the recorded one did (exits, or dies of the same signal) and deviates from the reference
  as the finding's kind says, and, for one that exits, in the same way (``Aspect``: its
  output, its exit status, or both, as when the finding was made): a wrong output reduced to
  a wrong exit status is another bug;
- **does not hold**: a target does something else;
- **invalid program**: what a correct build does cannot be told: a reference build does not
  compile it, its binary does not exit normally, or the references disagree.

Whether the program is free of undefined behaviour is another question, asked apart
(``case/guard.py``): a candidate can be checked for "holds", for "valid", or both.

The reduction's interestingness test (``reduce/check.py``: this, then the guard), the bundle's
``interesting.sh`` (the same, in a process of its own), ``ccfuzz show``'s script
(``report/repro.py`` renders ``RULES`` in shell) and affected versions all ask here.
"""

from __future__ import annotations

import base64
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ccfuzz import oracle, sandbox, signatures, tester
from ccfuzz.compilers import compile_in
from ccfuzz.errors import CcfuzzError
from ccfuzz.model import (
    BuildResult,
    BuildStatus,
    Ending,
    FindingKind,
    Origin,
    Program,
    RunOutcome,
)

if TYPE_CHECKING:  # a check may run once per candidate: it need not load the store (sqlite3)
    from ccfuzz.settings import CampaignSettings
    from ccfuzz.store import FindingRow, ObservationRow, ProgramRow

# The evidence key under which ``ccfuzz passes`` records the pipeline of a finding's reduced
# pass sequence as one shell command line: such a finding is checked under that pipeline.
REDUCED_SCRIPT = "reduced pipeline"
# ... and the reduced sequence itself, whose last pass is the finding's culprit.
SEQUENCE = "reduced sequence"
# ... and the opt command line that runs that sequence on the program's unoptimized IR.
REDUCED_OPT_COMMAND = "reduced opt command"
# A failure ``ccfuzz passes`` did not see again on a second try is not reduced: its evidence
# holds the whole sequence under this key and no reduced one, and its signature names the
# pipeline after this word instead of a last pass.
WHOLE_SEQUENCE = "sequence"
UNCONFIRMED = "unconfirmed"
# A candidate's binaries get this many times the slowest run the campaign saw of the program
# (each build's), at least RUN_FLOOR_SECONDS and at most the campaign's own limit. Deleting a
# loop's increment makes an endless loop, and a candidate that runs far longer than the
# program it came from is never needed.
RUN_FACTOR = 20
RUN_FLOOR_SECONDS = 0.25
# How many reference builds a claim asks, at most (another compiler first, unoptimized first:
# the least likely to share the bug).
REFERENCES = 2


@dataclass(frozen=True)
class Rule:
    """What a target build must do for a finding of one kind to hold."""

    build: BuildStatus  # how its compile ends
    same_signature: bool = False  # and with the finding's signature (crash text, first error)
    runs: bool = False  # its binary runs, ends as recorded and deviates from the reference


RULES: dict[FindingKind, Rule] = {
    FindingKind.COMPILER_CRASH: Rule(BuildStatus.CRASHED, same_signature=True),
    FindingKind.COMPILER_HANG: Rule(BuildStatus.TIMED_OUT),
    FindingKind.REJECTS_VALID: Rule(BuildStatus.REJECTED, same_signature=True),
    FindingKind.WRONG_CODE: Rule(BuildStatus.OK, runs=True),
    FindingKind.RUNTIME_CRASH: Rule(BuildStatus.OK, runs=True),
}


# Flags after which a compile command produces no program to link.
_COMPILE_ONLY = frozenset({"-c", "-S", "-E"})


class Aspect(StrEnum):
    """What of an exited run differs from the reference."""

    OUTPUT = "output"
    EXIT_STATUS = "exit status"


def aspects(reference: RunOutcome, outcome: RunOutcome) -> tuple[Aspect, ...]:
    """How ``outcome``, a run that exited, differs from ``reference`` (none when it did not
    exit, or does not differ)."""
    if outcome.ending is not Ending.EXITED or reference.ending is not Ending.EXITED:
        return ()
    return tuple(a for a, differs in ((Aspect.OUTPUT, outcome.stdout != reference.stdout),
                                      (Aspect.EXIT_STATUS, outcome.code != reference.code))
                 if differs)


class Answer(StrEnum):
    HOLDS = "holds"
    GONE = "does not hold"
    INVALID = "invalid program"


@dataclass(frozen=True)
class Judgement:
    """The predicate's answer on one program, with the reason, and for the run kinds the
    reference outcome it was judged against (the UB guard's sanitized builds must match it)."""

    answer: Answer
    reason: str
    reference: RunOutcome | None = None

    @property
    def holds(self) -> bool:
        return self.answer is Answer.HOLDS


@dataclass(frozen=True)
class RecordedBuild:
    """A ``Build`` replaying a recorded compile command (``compilers.SOURCE_NAME`` in,
    ``BINARY_NAME`` out); ``ending`` and ``signal``: how its binary ended when the finding
    was made, and ``deviates``, for one that exited, how it differed from the reference then
    (targets of the run kinds only; None: not recorded, any way will do)."""

    id: str
    compiler: str
    version: str
    command: tuple[str, ...]
    ending: Ending | None = None
    signal: int | None = None
    deviates: tuple[Aspect, ...] | None = None

    def build_with(self, source: bytes, limits: sandbox.Limits, workdir: Path) -> BuildResult:
        return compile_in(self.id, self.command, source, limits, workdir)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "compiler": self.compiler, "version": self.version,
                "command": list(self.command),
                "ending": self.ending.value if self.ending else None, "signal": self.signal,
                "deviates": None if self.deviates is None else [a.value for a in self.deviates]}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RecordedBuild:
        deviates = data.get("deviates")
        return cls(data["id"], data["compiler"], data["version"], tuple(data["command"]),
                   Ending(data["ending"]) if data.get("ending") else None, data.get("signal"),
                   None if deviates is None else tuple(Aspect(a) for a in deviates))


@dataclass(frozen=True)
class Claim:
    """A finding as something to check again on a program (see the module)."""

    kind: FindingKind
    signature: str | None  # None: any failure of the kind (another compiler's, say)
    targets: tuple[RecordedBuild, ...]
    references: tuple[RecordedBuild, ...] = ()
    reference: RunOutcome | None = None  # known: no reference builds are asked
    stdin: bytes = b""
    compile_seconds: float = 60.0
    run_seconds: float = 10.0

    def __post_init__(self) -> None:
        if self.kind not in RULES:
            raise CcfuzzError(f"{self.kind.value} findings cannot be checked on a program")

    @property
    def rule(self) -> Rule:
        return RULES[self.kind]

    @property
    def must_link(self) -> bool:
        """Whether a program it holds on must also link to be valid: a rejects-valid finding
        of a compile that links. Its signature keeps the first error without names, so a
        program without ``main`` (or with any other undefined symbol) shows an "undefined
        symbol" rejection as well as the program that had it."""
        return self.kind is FindingKind.REJECTS_VALID and any(
            not _COMPILE_ONLY.intersection(t.command) for t in self.targets)

    def asking(self, references: Sequence[RecordedBuild]) -> Claim:
        """This claim judged against ``references`` instead of a known outcome."""
        return replace(self, references=tuple(references), reference=None)

    def to_json(self) -> dict[str, Any]:
        reference = self.reference
        return {
            "kind": self.kind.value, "signature": self.signature,
            "targets": [t.to_json() for t in self.targets],
            "references": [r.to_json() for r in self.references],
            "reference": None if reference is None else {
                "ending": reference.ending.value, "code": reference.code,
                "stdout_b64": base64.b64encode(reference.stdout).decode()},
            "stdin_b64": base64.b64encode(self.stdin).decode(),
            "compile_seconds": self.compile_seconds, "run_seconds": self.run_seconds,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Claim:
        known = data.get("reference")
        return cls(
            FindingKind(data["kind"]), data["signature"],
            tuple(RecordedBuild.from_json(t) for t in data["targets"]),
            tuple(RecordedBuild.from_json(r) for r in data["references"]),
            None if known is None else RunOutcome(
                Ending(known["ending"]), known["code"], base64.b64decode(known["stdout_b64"])),
            base64.b64decode(data["stdin_b64"]), data["compile_seconds"], data["run_seconds"],
        )


def holds(claim: Claim, source: bytes, workdir: Path | None = None) -> Judgement:
    """Whether ``claim`` holds on ``source``: builds and runs in ``workdir`` (a temporary
    directory, removed after, when None), targets first, each stopping at the first "no"."""
    if workdir is None:
        with tempfile.TemporaryDirectory(prefix="ccfuzz-check-") as tmp:
            return holds(claim, source, Path(tmp))
    program = Program("prog.c", source.decode("utf-8", "surrogateescape"), Origin("candidate"),
                      claim.stdin)
    return _Trial(claim, source, program, workdir).judge()


def is_passes_finding(finding: FindingRow) -> bool:
    """Whether ``ccfuzz passes`` found it: its evidence holds a reduced pass sequence."""
    return SEQUENCE in finding.evidence


def is_unconfirmed_passes_finding(finding: FindingRow) -> bool:
    """Whether ``ccfuzz passes`` recorded it without seeing it again: a whole sequence, none
    reduced."""
    fields = finding.signature.split("|")
    return (not is_passes_finding(finding) and WHOLE_SEQUENCE in finding.evidence
            and len(fields) > 2 and fields[2].startswith(f"{UNCONFIRMED} "))


def run_limits(claim: Claim) -> sandbox.Limits:
    """How a candidate's binary runs: the claim's time limit (``binary_limits``)."""
    return binary_limits(claim.run_seconds)


def binary_limits(seconds: float) -> sandbox.Limits:
    """How a binary built from a candidate runs: ``seconds``, 2 GiB, no network."""
    return sandbox.Limits(wall_seconds=seconds, memory_bytes=2 << 30, isolate_network=True)


@dataclass
class _Trial:
    claim: Claim
    source: bytes
    program: Program
    workdir: Path

    def judge(self) -> Judgement:
        rule = self.claim.rule
        ran: list[tuple[RecordedBuild, RunOutcome]] = []
        for target in self.claim.targets:
            built = self.build(target)
            if (why := _own_limit(built, rule.build)) is not None:
                return _invalid(f"{target.id}: {why}")
            if built.status is not rule.build:
                return _gone(f"{target.id}: its compile {_said(built)}, not "
                             f"{rule.build.value}")
            if rule.same_signature and self.claim.signature is not None \
                    and _signature(self.claim.kind, target, built) != self.claim.signature:
                return _gone(f"{target.id} {built.status.value}, with another signature")
            if not rule.runs:
                continue
            outcome = self.run(built)
            if outcome.ending in _NOT_EVIDENCE and outcome.ending is not target.ending:
                return _invalid(f"{target.id}'s binary {_ended(outcome)}")
            if outcome.ending is not target.ending or (
                    outcome.ending is Ending.SIGNALLED and outcome.code != target.signal):
                return _gone(f"{target.id}'s binary ends {outcome.describe(80)}, not as "
                             "recorded")
            ran.append((target, outcome))
        if not rule.runs:
            return Judgement(Answer.HOLDS, f"{self.claim.kind.value} holds")
        reference = self.claim.reference
        asked: list[RunOutcome] = []
        for build in self.claim.references if reference is None else ():
            built = self.build(build)
            if built.status is not BuildStatus.OK:
                return _invalid(f"reference {build.id}: its compile {_said(built)}")
            outcome = self.run(built)
            if outcome.ending is not Ending.EXITED:
                return _invalid(f"reference {build.id}'s binary ends {outcome.describe(80)}")
            asked.append(outcome)
            vote = oracle.majority(asked)
            if vote is None or vote.votes < len(asked):
                return _invalid("the reference builds disagree")
            reference = vote.outcome
            # Most candidates fail here: decided before the other references are built.
            if (gone := self.deviations(ran, reference)) is not None:
                return gone
        if reference is None:
            return _invalid("no reference build")
        gone = self.deviations(ran, reference)
        return gone or Judgement(Answer.HOLDS, f"{self.claim.kind.value} holds", reference)

    def deviations(self, ran: Sequence[tuple[RecordedBuild, RunOutcome]],
                   reference: RunOutcome) -> Judgement | None:
        """Does not hold, unless every target deviates from ``reference`` as the finding's
        kind says (by the oracle's rule). A "does not hold" carries ``reference``: a program
        the target now gets right (a DiWi witness) is guarded against it."""
        for target, outcome in ran:
            kind = oracle.deviation(reference, outcome,
                                    timeouts_count=target.ending is Ending.TIMED_OUT)
            if kind is not self.claim.kind:
                what = "prints the reference output" if kind is None else kind.value
                return Judgement(Answer.GONE, f"{target.id}'s binary {what}", reference)
            now = aspects(reference, outcome)
            if target.deviates is not None and outcome.ending is Ending.EXITED and \
                    now != target.deviates:
                return Judgement(Answer.GONE, f"{target.id}'s binary differs from the reference "
                                 f"in its {_said_aspects(now)}, not in its "
                                 f"{_said_aspects(target.deviates)} as recorded", reference)
        return None

    def build(self, build: RecordedBuild) -> BuildResult:
        limits = sandbox.Limits(wall_seconds=self.claim.compile_seconds)
        return build.build_with(self.source, limits, self.workdir)

    def run(self, built: BuildResult) -> RunOutcome:
        assert built.binary is not None
        run = tester.run_binary(built.binary, self.program, run_limits(self.claim),
                                tmp_root=self.workdir, runner=built.runner)
        return run.outcome()


def _signature(kind: FindingKind, build: RecordedBuild, built: BuildResult) -> str:
    if kind is FindingKind.COMPILER_CRASH:
        return oracle.crash_finding(build.compiler, built).signature
    return signatures.rejects_signature(build.version, built.diagnostics)


# How a run ends that says nothing of the compiler: ccfuzz could not start it, or stopped it
# at one of its own limits. Never evidence that a finding holds or not (a DiWi witness, a
# culprit's step): the program cannot be judged.
_NOT_EVIDENCE = (Ending.NOT_STARTED, Ending.OVER_LIMIT, Ending.TIMED_OUT)


def _own_limit(built: BuildResult, expected: BuildStatus) -> str | None:
    """Why a compile is no evidence either way, unless its status is the one a finding of
    the kind is made of (a hang's compile times out)."""
    if built.status is expected:
        return None
    if built.status is BuildStatus.NOT_STARTED:
        return f"ccfuzz could not start the compiler ({_said(built)})"
    if built.status is BuildStatus.OVER_LIMIT:
        limit = built.limit.value if built.limit is not None else "resource"
        return f"the compile went over ccfuzz's {limit} limit"
    if built.status is BuildStatus.TIMED_OUT:
        return f"the compile went over ccfuzz's time limit ({built.seconds:.1f}s)"
    return None


def _ended(outcome: RunOutcome) -> str:
    if outcome.ending is Ending.NOT_STARTED:
        return "could not be started"
    return f"went over ccfuzz's limits ({outcome.ending.value})"


def _said(built: BuildResult) -> str:
    first = signatures.first_error(built.diagnostics)[:160] if built.diagnostics else ""
    return built.status.value + (f" ({first})" if first else "")


def _said_aspects(found: Sequence[Aspect]) -> str:
    return " and ".join(a.value for a in found) or "nothing"


def _gone(reason: str) -> Judgement:
    return Judgement(Answer.GONE, reason)


def _invalid(reason: str) -> Judgement:
    return Judgement(Answer.INVALID, reason)


# -- claims from the store ---------------------------------------------------------------------

def claim_of(finding: FindingRow, program: ProgramRow, observations: Sequence[ObservationRow],
             settings: CampaignSettings, *, recorded: bool) -> Claim:
    """The claim of ``finding`` as ``program`` showed it, with the limits of its campaign
    (``settings``).

    ``recorded``: the claim is about the program as recorded (its reference outcome is the
    one the campaign's vote agreed on); otherwise about other programs made from it, judged
    against up to ``REFERENCES`` builds of the majority."""
    if finding.kind not in RULES:
        raise CcfuzzError(
            f"finding {finding.id}: ccfuzz checks {', '.join(k.value for k in RULES)} "
            f"findings on a program, not {finding.kind.value} ones (a {finding.kind.value} "
            "finding of ccfuzz passes keeps its reduced pass sequence: see ccfuzz show)")
    rule = RULES[finding.kind]
    by_build = {o.build: o for o in observations}
    vote = _recorded_reference(program, observations) if rule.runs else None
    if rule.runs and vote is None:
        raise CcfuzzError(f"finding {finding.id}: no build gave a reference output")
    targets = [_recorded(by_build[b], rule.runs, vote) for b in finding.builds
               if b in by_build]
    if not targets:
        raise CcfuzzError(f"finding {finding.id}: its builds were not recorded")
    script = finding.evidence.get(REDUCED_SCRIPT)
    if script and rule.runs:
        # A pass-sequence finding: its sequence was reduced first; the program is checked
        # under that one short pipeline, not under every long sequence that showed the bug.
        first = targets[0]
        targets = [replace(first, id=f"{first.compiler} reduced sequence",
                           command=("bash", "-c", script))]
    claim = Claim(finding.kind, finding.signature, tuple(targets), stdin=program.stdin,
                  compile_seconds=settings.compile_limits.wall_seconds,
                  run_seconds=run_limit(settings.run_limits.wall_seconds, observations))
    if vote is None:
        return claim
    if recorded:
        return replace(claim, reference=vote)
    agreeing = [o for o in observations if o.build not in finding.builds
                and o.run is not None and o.run.outcome() == vote]
    if not agreeing:
        raise CcfuzzError(f"finding {finding.id}: no build of the majority was recorded")
    target_compilers = {t.compiler for t in targets}

    def rank(o: ObservationRow) -> tuple[bool, bool]:
        return (o.compiler in target_compilers, "-O0" not in o.command)

    chosen: list[ObservationRow] = []
    for o in sorted(agreeing, key=rank):
        if all(c.compiler != o.compiler for c in chosen) or len(agreeing) <= REFERENCES:
            chosen.append(o)
        if len(chosen) == REFERENCES:
            break
    return claim.asking([_recorded(o, runs=False) for o in chosen])


def _recorded(obs: ObservationRow, runs: bool,
              reference: RunOutcome | None = None) -> RecordedBuild:
    run = obs.run if runs else None
    deviates = aspects(reference, run.outcome()) \
        if run is not None and reference is not None and run.status is Ending.EXITED else None
    return RecordedBuild(obs.build, obs.compiler, obs.version, obs.command,
                         run.status if run else None,
                         run.signal if run and run.status is Ending.SIGNALLED else None,
                         deviates)


def _recorded_reference(program: ProgramRow,
                        observations: Sequence[ObservationRow]) -> RunOutcome | None:
    """What a correct build does with the recorded program: its expected output, or the
    outcome the majority of its finished runs agreed on (the oracle's reference)."""
    if program.expected is not None:
        return RunOutcome(Ending.EXITED, 0, program.expected)
    vote = oracle.majority([o.run.outcome() for o in observations
                            if o.run is not None and o.run.status is not Ending.TIMED_OUT])
    return vote.outcome if vote is not None and vote.outcome.ending is Ending.EXITED else None


def run_limit(campaign_seconds: float, observations: Sequence[ObservationRow]) -> float:
    """The run limit of a candidate's binaries: ``RUN_FACTOR`` times the slowest recorded run
    of the program, within ``RUN_FLOOR_SECONDS`` and the campaign's limit."""
    runs = [o.run.seconds for o in observations if o.run is not None]
    if not runs:
        return campaign_seconds
    return min(campaign_seconds, max(RUN_FLOOR_SECONDS, RUN_FACTOR * max(runs)))
