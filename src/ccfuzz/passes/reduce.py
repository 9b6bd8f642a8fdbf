"""Shrink a failing pass sequence to a 1-minimal one, and dedup by its last pass.

The search is three generators with feedback: each yields a candidate subsequence (order
kept) and is sent back whether the candidate still shows the bug. ``shortest_prefix`` cuts
the passes after the failing one (a binary search), ``ddmin`` (Zeller's delta
debugging: complements, then chunks, doubling the granularity) shrinks a 150-pass sequence in a
few dozen tests; ``one_at_a_time`` then removes single passes until no removal keeps the bug,
so the result is 1-minimal, as CTOS's own reducer leaves it. Every candidate goes through
``SequenceReducer.consider``: the seen-cache (by the names' hash), the test budget, the test.

CTOS triage (as LLVM developers do it): two failures are one bug when their reduced sequences
end with the same pass and they fail the same way. ``refine`` applies it to a verdict: it
reduces one sequence per kind of failure seen on the program and signs the finding with the
last pass of the reduced sequence.
"""

from __future__ import annotations

import hashlib
import tempfile
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.ddmin import ddmin
from ccfuzz.model import (
    Build,
    BuildResult,
    Ending,
    Finding,
    FindingKind,
    Observation,
    Program,
    RunOutcome,
    RunResult,
    Verdict,
)
from ccfuzz.passes.pipeline import (
    PassPipeline,
    PipelineTarget,
    Stage,
    failure_kind,
    frontend_ir,
)
from ccfuzz.passes.toolchain import PassInfo, opt_arguments
from ccfuzz.predicate import (
    REDUCED_OPT_COMMAND,
    REDUCED_SCRIPT,
    SEQUENCE,
    UNCONFIRMED,
    WHOLE_SEQUENCE,
    Claim,
    RecordedBuild,
    holds,
)

Search = Generator[tuple[PassInfo, ...], bool, tuple[PassInfo, ...]]
_OPT_KINDS = (FindingKind.COMPILER_CRASH, FindingKind.INVALID_IR, FindingKind.PERFORMANCE)
_RUN_KINDS = (FindingKind.WRONG_CODE, FindingKind.RUNTIME_CRASH)  # seen by running the binary


def shortest_prefix(items: tuple[PassInfo, ...]) -> Search:
    """Binary search for the shortest failing prefix: ``opt -verify-each`` stops at the first
    broken module or crash, so the passes after that one never ran (log2 n tests)."""
    lo, hi = 0, len(items)  # items[:hi] fails; items[:lo] is taken not to
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if (yield items[:mid]):
            hi = mid
        else:
            lo = mid
    return items[:hi]


def one_at_a_time(items: tuple[PassInfo, ...]) -> Search:
    current = items
    changed = True
    while changed and len(current) > 1:
        changed = False
        for i in reversed(range(len(current))):
            candidate = current[:i] + current[i + 1:]
            if (yield candidate):
                current, changed = candidate, True
    return current


@dataclass(frozen=True)
class Reduction:
    passes: tuple[PassInfo, ...]
    tests: int
    one_minimal: bool  # False when the budget ran out first
    seconds: float


class SequenceReducer:
    """Drives the searches; ``test`` says whether a sequence still shows the bug."""

    def __init__(self, test: Callable[[tuple[PassInfo, ...]], bool], *,
                 max_tests: int = 400, max_seconds: float = 600.0) -> None:
        self.test = test
        self.max_tests = max_tests
        self.deadline = time.monotonic() + max_seconds
        self.seen: dict[str, bool] = {}
        self.tests = 0
        self.exhausted = False

    def consider(self, candidate: tuple[PassInfo, ...]) -> bool:
        if not candidate:
            return False  # an empty sequence tests the front end and llc, not opt
        key = hashlib.sha256("\0".join(p.name for p in candidate).encode()).hexdigest()
        if key in self.seen:
            return self.seen[key]
        if self.tests >= self.max_tests or time.monotonic() > self.deadline:
            self.exhausted = True
            return False
        self.tests += 1
        verdict = self.seen[key] = self.test(candidate)
        return verdict

    def _drive(self, search: Search) -> tuple[PassInfo, ...]:
        try:
            candidate = next(search)
            while True:
                candidate = search.send(self.consider(candidate))
        except StopIteration as stop:
            result: tuple[PassInfo, ...] = stop.value
            return result

    def reduce(self, passes: Sequence[PassInfo]) -> Reduction:
        start = time.monotonic()
        current = self._drive(shortest_prefix(tuple(passes)))
        current = self._drive(ddmin(current))
        current = self._drive(one_at_a_time(current))
        return Reduction(current, self.tests, not self.exhausted, time.monotonic() - start)


def still_fails(pipeline: PassPipeline, ir: bytes, kind: FindingKind, detail: str,
                workdir: Path) -> Callable[[tuple[PassInfo, ...]], bool]:
    """The test for a failure of opt, llc or the link: same kind, same detail."""
    last = Stage.OPT if kind in _OPT_KINDS else Stage.LINK

    def test(passes: tuple[PassInfo, ...]) -> bool:
        result = replace(pipeline, passes=passes).from_ir(ir, workdir, last)
        return failure_kind(result) == (kind, detail)

    return test


def still_shows(target: PipelineTarget, claim: Claim, source: bytes,
                workdir: Path) -> Callable[[tuple[PassInfo, ...]], bool]:
    """The test for wrong code and runtime crashes: the finding predicate, ``claim`` with
    ``target``'s pipeline running the candidate sequence as its one target."""
    assert target.pipeline is not None
    pipeline = target.pipeline

    def test(passes: tuple[PassInfo, ...]) -> bool:
        candidate = PipelineTarget.of(replace(pipeline, passes=passes), target)
        try:
            return holds(replace(claim, targets=(candidate,)), source, workdir).holds
        finally:
            for binary in workdir.glob("seq-*.bin"):
                binary.unlink()

    return test


def describe(reduction: Reduction, pipeline: PassPipeline) -> dict[str, str]:
    spelled = " ".join(opt_arguments(pipeline.manager, reduction.passes,
                                   pipeline.toolchain.major))
    return {
        WHOLE_SEQUENCE: " ".join(pipeline.names),
        SEQUENCE: " ".join(p.name for p in reduction.passes),
        REDUCED_OPT_COMMAND: f"{pipeline.toolchain.opt} -verify-each {spelled} prog.ll",
        # The whole chain with the reduced sequence: what ``ccfuzz reduce`` then builds the
        # program with, one pipeline instead of every sequence that showed the bug.
        REDUCED_SCRIPT: replace(pipeline, passes=tuple(reduction.passes)).script(),
        "reduction": f"{len(pipeline.passes)} -> {len(reduction.passes)} passes in "
                     f"{reduction.tests} tests ({reduction.seconds:.0f}s), "
                     + ("1-minimal" if reduction.one_minimal else "budget ran out: not 1-minimal"),
    }


def signature(kind: FindingKind, version: str, last_pass: str, detail: str) -> str:
    return f"{kind.value}|{version}|last pass {last_pass}|{detail}"


def refine(program: Program, builds: Sequence[Build], observations: Sequence[Observation],
           verdict: Verdict, run_limits: sandbox.Limits, *, max_seconds: float = 300.0,
           ) -> Verdict:
    """Reduce the sequences behind a verdict's pipeline findings and sign them CTOS's way.

    Pipelines of one program that fail the same way (same kind and detail, or for wrong code
    the same wrong output) are taken for one bug: one of them is reduced, the finding lists
    them all.
    """
    by_id = {b.id: (b, o) for b, o in zip(builds, observations, strict=True)}
    kept: list[Finding] = []
    groups: dict[tuple[FindingKind, str], list[PassPipeline]] = {}
    diagnostics: dict[tuple[FindingKind, str], str] = {}
    for finding in verdict.findings:
        pipes = [b for i in finding.builds if isinstance(b := by_id[i][0], PassPipeline)]
        if not pipes or len(pipes) != len(finding.builds):
            kept.append(finding)
            continue
        for pipe in pipes:
            obs = by_id[pipe.id][1]
            if finding.kind in _RUN_KINDS:
                assert obs.run is not None
                detail = obs.run.outcome().describe()
            else:
                kd = failure_kind(obs.build)
                detail = kd[1] if kd else finding.signature
            groups.setdefault((finding.kind, detail), []).append(pipe)
            # The head: the verifier's or the assertion's message comes first, the stack dump
            # (with opt's whole command line) after it.
            diagnostics.setdefault((finding.kind, detail), obs.build.diagnostics[:4000])
    if not groups:
        return verdict
    with tempfile.TemporaryDirectory(prefix="ccfuzz-seqred-") as scratch:
        work = Path(scratch)
        first = next(iter(groups.values()))[0]
        ir = frontend_ir(first.toolchain, program, work, first.limits)
        if isinstance(ir, BuildResult):  # cannot happen when the pipelines got past it
            return verdict
        for (kind, detail), pipes in groups.items():
            kept.append(_reduced_finding(program, kind, detail, pipes, ir, verdict,
                                         run_limits, work, max_seconds,
                                         diagnostics[kind, detail], by_id[pipes[0].id][1].run))
    return replace(verdict, findings=tuple(kept))


def run_claim(kind: FindingKind, program: Program, target: PipelineTarget,
              reference: RunOutcome, run_limits: sandbox.Limits) -> Claim:
    """The claim of a pipeline's wrong code or runtime crash on ``program``, as recorded:
    judged against the campaign's agreed ``reference``."""
    return Claim(kind, None, (target,), reference=reference, stdin=program.stdin,
                 run_seconds=run_limits.wall_seconds)


def unconfirmed_finding(kind: FindingKind, pipes: Sequence[PassPipeline], sig_detail: str,
                        shown: str, diagnostics: str) -> Finding:
    """The finding of a failure that did not show again on a second try: not reduced."""
    pipe = pipes[0]
    return Finding(
        kind, pipe.compiler, tuple(p.id for p in pipes),
        f"{kind.value}|{pipe.version}|{UNCONFIRMED} {pipe.flags[0]}|{sig_detail}",
        f"{kind.value} (did not show again on a second try, not reduced): {shown}"[:400],
        {WHOLE_SEQUENCE: " ".join(pipe.names), "diagnostics": diagnostics},
    )


def _reduced_finding(program: Program, kind: FindingKind, detail: str,
                     pipes: list[PassPipeline], ir: bytes, verdict: Verdict,
                     run_limits: sandbox.Limits, work: Path, max_seconds: float,
                     diagnostics: str, ran: RunResult | None) -> Finding:
    pipe = pipes[0]
    if kind in _RUN_KINDS:
        assert verdict.reference is not None and ran is not None
        like = RecordedBuild(pipe.id, pipe.compiler, pipe.version, (), ran.status,
                             ran.signal if ran.status is Ending.SIGNALLED else None)
        target = PipelineTarget.of(pipe, like)
        claim = run_claim(kind, program, target, verdict.reference, run_limits)
        test = still_shows(target, claim, program.source.encode(), work)
        shown = "prints something else than the majority" if kind is FindingKind.WRONG_CODE \
            else "binary crashes where the majority runs fine"
        sig_detail = ""
    else:
        test = still_fails(pipe, ir, kind, detail, work)
        shown, sig_detail = detail, detail
    if not test(pipe.passes):
        # Not seen again with the same sequence (a time limit under a busier machine, say):
        # nothing to reduce, and no last pass to sign it with.
        return unconfirmed_finding(kind, pipes, sig_detail, shown, diagnostics)
    reduction = SequenceReducer(test, max_seconds=max_seconds).reduce(pipe.passes)
    last = reduction.passes[-1].name
    names = " ".join(p.name for p in reduction.passes)
    evidence: dict[str, str] = describe(reduction, pipe)
    if kind in _RUN_KINDS and verdict.reference:
        evidence["expected"] = verdict.reference.describe()
        evidence["actual"] = detail
    if diagnostics:
        evidence["diagnostics"] = diagnostics
    return Finding(
        kind, pipe.compiler, tuple(p.id for p in pipes),
        signature(kind, pipe.version, last, sig_detail),
        f"{kind.value} after {last} ({len(pipes)} of the sequences; reduced to: {names}): "
        f"{shown}"[:400],
        evidence,
    )
