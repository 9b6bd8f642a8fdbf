"""Observations of one program under many builds → a verdict with findings.

The majority decides (Csmith's differential testing), unless the program carries its expected
output, in which case every build is checked against that instead. A program every build
rejects is invalid (a rejection for a GNU extension the compiler lacks is no finding); outputs
with no strict majority are inconclusive; a program whose runs time out under the majority is
skipped, and so is a program one of whose compiles or runs went
over ccfuzz's own memory, file-size or output limit, and a program too slow to compile (a
compile over the time limit with no fast build of the same compiler, or of one of comparable
speed, to compare it with). None of those is ever reported as a bug.

Nor is a disagreement of the runs of a program the vote cannot judge (``constructs``: inline
assembly, builtins and macros whose value is each compiler's choice) and that carries no
expected output of its own (an EMI member's is its seed's under one compiler): such a
program is skipped with the construct named. Its compile-time
findings (a crash, a hang, a rejection) stand.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from ccfuzz import constructs, signatures
from ccfuzz.compilers import CompilerConfig, guess_family
from ccfuzz.model import (
    Build,
    BuildResult,
    BuildStatus,
    Ending,
    Finding,
    FindingKind,
    Limit,
    Observation,
    Program,
    ProgramStatus,
    RunOutcome,
    Verdict,
    signal_name,
)
from ccfuzz.toolchain.roots import emulated

_EVIDENCE_CHARS = 4000
# A compiler that lacks a GNU builtin (tcc: "undefined symbol '__builtin_popcountll'") rejects
# a program that uses it: the program is beyond that compiler, not a bug of it.
_LACKS_BUILTIN = re.compile(r"(undefined symbol|implicit declaration of function|use of "
                            r"unknown builtin) \W{0,3}__builtin_\w+")
# GNU extensions a family does not implement: a program that uses one is beyond it, and its
# rejection is no finding (tcc has no __int128, no vector types and no _BitInt).
LACKS: dict[str, re.Pattern[str]] = {
    "tcc": re.compile(r"\b__int128\b|\bvector_size\s*\(|\b_BitInt\b"),
}


def _beyond(build: Build, program: Program, diagnostics: str) -> bool:
    """Whether ``build``'s compiler rejected ``program`` for an extension it does not have."""
    if _LACKS_BUILTIN.search(signatures.first_error(diagnostics)):
        return True
    family = guess_family(build.compiler, build.version)
    lacks = LACKS.get(family)
    if lacks is not None and lacks.search(program.source) is not None:
        return True
    return constructs.predates(family, build.version, program.source)


@dataclass(frozen=True)
class OracleSettings:
    compile_timeout: float
    run_timeout: float
    # A compile over the limit is a hang only if the same compiler's other builds and those
    # of compilers of comparable speed took less than this share of the limit: a program
    # that is slow everywhere is a slow program.
    hang_fast_share: float = 0.25
    # Likewise a run that times out is wrong code only if the majority finished this fast.
    run_hang_fast_share: float = 0.2


@runtime_checkable
class DiagnosingBuild(Protocol):
    """A build that knows which bug its own failures are (a pass pipeline: invalid IR,
    back-end failure, ...); the oracle asks it before treating a failure as a crash or hang."""

    def failure_finding(self, result: BuildResult) -> Finding | None: ...


def judge(program: Program, builds: Sequence[Build], observations: Sequence[Observation],
          settings: OracleSettings) -> Verdict:
    pairs = list(zip(builds, observations, strict=True))
    findings: list[Finding] = []

    explained: set[str] = set()
    for build, obs in pairs:
        own = build.failure_finding(obs.build) if isinstance(build, DiagnosingBuild) and \
            obs.build.status in (BuildStatus.CRASHED, BuildStatus.TIMED_OUT) else None
        if own is not None:
            findings.append(own)
            explained.add(build.id)
        elif obs.build.status is BuildStatus.CRASHED:
            findings.append(crash_finding(build.compiler, obs.build))

    if unstarted := _not_started(pairs):
        return Verdict(ProgramStatus.ERROR, unstarted, tuple(findings))
    if over := _over_limit(pairs):
        return Verdict(ProgramStatus.SKIPPED, over, tuple(findings))

    accepted = [(b, o) for b, o in pairs if o.build.status is BuildStatus.OK]
    rejected = [(b, o) for b, o in pairs if o.build.status is BuildStatus.REJECTED]
    hung = [(b, o) for b, o in pairs
            if o.build.status is BuildStatus.TIMED_OUT and b.id not in explained]

    hangs, too_slow = _hangs(hung, accepted, settings)
    findings += hangs
    if too_slow:
        return Verdict(ProgramStatus.SKIPPED, too_slow, tuple(findings))

    valid_by_fiat = program.expected_output is not None
    if rejected and accepted and (valid_by_fiat or len(accepted) > len(rejected)):
        for compiler, group in _by_compiler(rejected).items():
            first = group[0][1].build.diagnostics
            if _beyond(group[0][0], program, first):
                continue  # a GNU extension this compiler does not have: not a bug
            findings.append(Finding(
                FindingKind.REJECTS_VALID, compiler, tuple(b.id for b, _ in group),
                signatures.rejects_signature(group[0][0].version, first),
                f"{compiler} rejects a program {len(accepted)} other builds accept: "
                f"{signatures.first_error(first)[:200]}",
                {"diagnostics": first[:_EVIDENCE_CHARS]},
            ))
    if not accepted or (rejected and not valid_by_fiat and len(rejected) >= len(accepted)):
        if rejected:
            reason = "rejected by " + (
                "every build" if not accepted else f"{len(rejected)} of {len(pairs)} builds"
            ) + ": " + signatures.first_error(rejected[0][1].build.diagnostics)[:300]
        else:
            reason = "no build produced a binary"
        status = ProgramStatus.OK if findings and not rejected else ProgramStatus.INVALID
        if not accepted and rejected and program.origin.equivalent_to is not None:
            # Equivalent to a program ccfuzz compiled and ran (an EMI seed): no compiler
            # accepting it means the mutator broke the program, a bug in ccfuzz.
            return Verdict(ProgramStatus.ERROR, "ccfuzz bug: an EMI variant " + reason,
                           tuple(findings))
        return Verdict(status, reason, tuple(findings))

    return _judge_runs(program, accepted, findings, settings)


# Compilers of comparable speed: the optimizing compilers take about as long on the same
# program (gcc -O0 24.8 s, clang-19 -O0 6.6 s, clang-14 -O0 8.1 s on one 3000-function
# program; -O2 186 s and 198 s), where tcc, a one-pass compiler, took 0.12 s: a program tcc
# compiles at once may take gcc minutes without any bug (docs/design/limits.md). A family
# not named here is comparable only with itself.
_SPEED_CLASS = {"gcc": "optimizing", "clang": "optimizing"}


def _speed_class(build: Build) -> str:
    family = guess_family(build.compiler, build.version)
    return _SPEED_CLASS.get(family, f"{family}:{build.compiler}")


def _hangs(hung: Sequence[tuple[Build, Observation]],
           accepted: Sequence[tuple[Build, Observation]],
           settings: OracleSettings) -> tuple[list[Finding], str | None]:
    """The compiler-hang findings of the builds that went over the compile time limit, and
    why the program is skipped when some are no fair comparison (None: none is).

    A compiler's builds over the limit are a hang only when its own other builds and those
    of compilers of comparable speed (``_SPEED_CLASS``) that compiled the program all took
    less than ``hang_fast_share`` of the limit, and at least one did. Otherwise the program
    is too slow to compile: skipped, with the figures, as a program over a limit is."""
    findings: list[Finding] = []
    slow: list[str] = []
    limit = settings.compile_timeout
    for compiler, group in _by_compiler(hung).items():
        kind = _speed_class(group[0][0])
        peers = [(b, o) for b, o in accepted
                 if b.compiler == compiler or _speed_class(b) == kind]
        ids = ", ".join(b.id for b, _ in group)
        slowest = max(peers, key=lambda p: p[1].build.seconds, default=None)
        if slowest is not None and slowest[1].build.seconds < limit * settings.hang_fast_share:
            findings.append(Finding(
                FindingKind.COMPILER_HANG, compiler, tuple(b.id for b, _ in group),
                signatures.hang_signature(group[0][0].version, (b.flags for b, _ in group)),
                f"{ids} did not finish compiling in {limit:g}s; {_builds_of(peers)} took at "
                f"most {slowest[1].build.seconds:.1f}s",
            ))
        elif slowest is not None:
            slow.append(f"{ids} did not finish in {limit:g}s and {slowest[0].id} took "
                        f"{slowest[1].build.seconds:.1f}s")
        else:
            others = max(accepted, key=lambda p: p[1].build.seconds, default=None)
            slow.append(f"{ids} did not finish in {limit:g}s, and no build of {compiler} or "
                        "of a compiler of comparable speed finished" + (
                            f" ({others[0].id} took {others[1].build.seconds:.1f}s)"
                            if others is not None else ""))
    if not slow:
        return findings, None
    return findings, "too slow to compile: " + "; ".join(slow)


def _builds_of(pairs: Sequence[tuple[Build, Observation]]) -> str:
    """The builds ``pairs`` as a phrase: "gcc -O0 and clang-19 -O0", or "4 builds of gcc and
    clang-19"."""
    if len(pairs) <= 2:
        return " and ".join(b.id for b, _ in pairs)
    names = list(dict.fromkeys(b.compiler for b, _ in pairs))
    return f"{len(pairs)} builds of {' and '.join(names)}"


def crash_finding(compiler: str, result: BuildResult) -> Finding:
    """The compiler-crash finding of a build that crashed."""
    detail = signatures.crash_detail(result.diagnostics, result.signal)
    return Finding(
        FindingKind.COMPILER_CRASH, compiler, (result.build,),
        signatures.crash_signature(compiler, result.diagnostics, result.signal),
        f"{result.build} crashed: {detail}",
        {"diagnostics": result.diagnostics[-_EVIDENCE_CHARS:]},
    )


def _signature_flags(group: Sequence[tuple[Build, Observation]]) -> list[tuple[str, ...]]:
    """The flag sets a finding's signature names: those of its matrix builds, when it has
    any (a swarm build beside them shows the same bug once more, under options drawn anew
    for every program); else those of its swarm builds, options and all."""
    fixed = [b.flags for b, _ in group if not (isinstance(b, CompilerConfig) and b.swarm)]
    return fixed or [b.flags for b, _ in group]


def _not_started(pairs: Sequence[tuple[Build, Observation]]) -> str | None:
    """Why ccfuzz failed on the program, when it could not start a test binary, or any
    compiler: a process that never ran says nothing of the compiler that made it. (A build
    ccfuzz could not start while others started is left out of the vote.)"""
    for build, obs in pairs:
        if obs.run is not None and obs.run.status is Ending.NOT_STARTED:
            return f"ccfuzz could not start the binary of {build.id}: " \
                f"{_first_line(obs.run.stderr)}"
    if pairs and all(o.build.status is BuildStatus.NOT_STARTED for _, o in pairs):
        build, obs = pairs[0]
        return f"ccfuzz could not start any compiler ({build.id}: " \
            f"{_first_line(obs.build.diagnostics)})"
    return None


def _first_line(text: str) -> str:
    first = next((line.strip() for line in text.splitlines() if line.strip()), "")
    return first[:300] or "no reason given"


def _over_limit(pairs: Sequence[tuple[Build, Observation]]) -> str | None:
    """Why the program is skipped, when a compile or a run went over one of ccfuzz's own
    memory, file-size or output limits: what it did next says nothing of the compiler."""
    for build, obs in pairs:
        if obs.build.status is BuildStatus.OVER_LIMIT:
            return f"{build.id} went over ccfuzz's {_limit_name(obs.build.limit)} limit " \
                "compiling it"
    for build, obs in pairs:
        if obs.run is not None and obs.run.status is Ending.OVER_LIMIT:
            return f"the run of {build.id} went over ccfuzz's " \
                f"{_limit_name(obs.run.limit)} limit"
    return None


def _limit_name(limit: Limit | None) -> str:
    return limit.value if limit is not None else "resource"


@dataclass(frozen=True)
class Majority:
    outcome: RunOutcome
    votes: int
    of: int

    @property
    def basis(self) -> str:
        return f"the majority ({self.votes} of {self.of} builds)"


def majority(outcomes: Sequence[RunOutcome]) -> Majority | None:
    """The outcome more than half of ``outcomes`` share, if one does: differential testing's
    vote (the campaign's oracle, a finding's reference output, and a finding predicate's
    reference builds all take it here)."""
    if not outcomes:
        return None
    top, votes = Counter(outcomes).most_common(1)[0]
    return Majority(top, votes, len(outcomes)) if votes * 2 > len(outcomes) else None


def deviation(reference: RunOutcome, outcome: RunOutcome, *,
              timeouts_count: bool) -> FindingKind | None:
    """What a run that should have ended as ``reference`` shows: a runtime crash (killed by
    a signal), wrong code (anything else that differs; a timeout only when
    ``timeouts_count``), or nothing."""
    if outcome == reference or (outcome.ending is Ending.TIMED_OUT and not timeouts_count):
        return None
    if outcome.ending is Ending.SIGNALLED:
        return FindingKind.RUNTIME_CRASH
    return FindingKind.WRONG_CODE


def _shared_disagreement(program: Program, ran: Sequence[tuple[Build, Observation]],
                         reference: RunOutcome) -> tuple[ProgramStatus, str] | None:
    """When a program's expected output is one that builds of every compiler family (two at
    least) disagree with in the same way, what the program is: not a compiler's bug, since
    independent compilers do not share one miscompilation, but a wrong expectation. The
    generator's or an EMI seed's is a bug in ccfuzz (``ERROR``, with the seed that remakes
    it); a file's is the file's or the environment's (``SKIPPED``: the test binaries run
    without network, in a private directory)."""
    if program.expected_output is None:
        return None
    families = {guess_family(b.compiler, b.version) for b, _ in ran}
    if len(families) < 2:
        return None
    by_outcome: dict[RunOutcome, set[str]] = {}
    for build, obs in ran:
        assert obs.run is not None
        outcome = obs.run.outcome()
        if outcome != reference and outcome.ending is not Ending.TIMED_OUT:
            by_outcome.setdefault(outcome, set()).add(guess_family(build.compiler, build.version))
    shared = next((o for o, fams in by_outcome.items() if fams == families), None)
    if shared is None:
        return None
    agreeing = sum(1 for _, o in ran if o.run is not None and o.run.outcome() == shared)
    said = (f"{agreeing} of {len(ran)} runs, builds of every compiler family "
            f"({', '.join(sorted(families))}), end {shared.describe(120)!r} where the expected "
            f"output is {reference.describe(120)!r}")
    origin = program.origin
    if origin.kind.startswith("generator"):
        remake = " ".join(origin.command) if origin.command else f"seed {origin.seed}"
        return ProgramStatus.ERROR, f"generator bug: {said}; remake it with: {remake}"
    if origin.equivalent_to is not None:
        return ProgramStatus.ERROR, f"ccfuzz bug: {said}, of a program equivalent to " \
            f"{origin.equivalent_to} (an EMI mutation changed what it does, or the seed's " \
            "output is not deterministic)"
    return ProgramStatus.SKIPPED, f"{said}: the expected output is wrong, or the program " \
        "depends on its environment (test binaries run without network, in a private " \
        "directory); not a compiler's bug"


def _by_compiler(
    group: Sequence[tuple[Build, Observation]],
) -> dict[str, list[tuple[Build, Observation]]]:
    out: dict[str, list[tuple[Build, Observation]]] = {}
    for build, obs in group:
        out.setdefault(build.compiler, []).append((build, obs))
    return out


def _judge_runs(program: Program, accepted: list[tuple[Build, Observation]],
                findings: list[Finding], settings: OracleSettings) -> Verdict:
    ran = [(b, o) for b, o in accepted if o.run is not None]
    timed_out = [(b, o) for b, o in ran if o.run and o.run.status is Ending.TIMED_OUT]
    finished = [(b, o) for b, o in ran if o.run and o.run.status is not Ending.TIMED_OUT]

    reference: RunOutcome
    if not finished:
        return Verdict(
            ProgramStatus.SKIPPED,
            f"run timed out under all {len(ran)} builds run" if ran else "nothing was run",
            tuple(findings),
        )
    if program.expected_output is not None:
        reference = RunOutcome(Ending.EXITED, 0, program.expected_output)
        basis = "the expected output"
    else:
        if len(timed_out) >= len(finished) and timed_out:
            return Verdict(
                ProgramStatus.SKIPPED,
                f"run timed out under {len(timed_out)} of {len(ran)} builds run",
                tuple(findings),
            )
        outcomes = [o.run.outcome() for _, o in finished if o.run]
        vote = majority(outcomes)
        if vote is None:
            return Verdict(
                ProgramStatus.INCONCLUSIVE,
                f"no majority among {len(finished)} outputs ({len(set(outcomes))} distinct)",
                tuple(findings),
            )
        if vote.outcome.ending is not Ending.EXITED:
            return Verdict(
                ProgramStatus.INVALID,
                f"the majority of runs end with {vote.outcome.describe(80)}: the program is "
                "likely undefined",
                tuple(findings),
            )
        reference = vote.outcome
        basis = vote.basis

    majority_slowest = max(
        (o.run.seconds for _, o in finished if o.run and o.run.outcome() == reference),
        default=0.0,
    )
    hangs_count = majority_slowest < settings.run_timeout * settings.run_hang_fast_share
    # A binary run by qemu-user that times out is not told apart from qemu being slow on it:
    # never a finding (targets.py).
    kinds = {b.id: deviation(reference, o.run.outcome(),
                             timeouts_count=hangs_count and not emulated(o.build.runner))
             for b, o in ran if o.run}
    deviants = [(b, o) for b, o in ran if kinds[b.id] is not None]
    # An EMI member's expected output is its seed's under one compiler: a vote of one.
    by_hand = program.expected_output is not None and program.origin.equivalent_to is None
    if deviants and not by_hand and (why := constructs.unjudgeable(program.source)) is not None:
        return Verdict(
            ProgramStatus.SKIPPED,
            f"{len(deviants)} of {len(ran)} runs differ from {basis}, but the program has "
            f"{why}: majority voting cannot judge it (a .expected file written by hand can)",
            tuple(findings), reference,
        )
    if (shared := _shared_disagreement(program, ran, reference)) is not None:
        return Verdict(shared[0], shared[1], tuple(findings), reference)
    for compiler, group in _by_compiler(deviants).items():
        crashed = [(b, o) for b, o in group if kinds[b.id] is FindingKind.RUNTIME_CRASH]
        wrong = [(b, o) for b, o in group if kinds[b.id] is FindingKind.WRONG_CODE]
        version = group[0][0].version
        evidence = {"expected": reference.describe(_EVIDENCE_CHARS)}
        for build, obs in group:
            assert obs.run is not None
            evidence[f"actual: {build.id}"] = obs.run.outcome().describe(_EVIDENCE_CHARS)
        if wrong:
            findings.append(Finding(
                FindingKind.WRONG_CODE, compiler, tuple(b.id for b, _ in wrong),
                signatures.wrong_code_signature(version, _signature_flags(wrong)),
                f"{', '.join(b.id for b, _ in wrong)} "
                f"{'disagrees' if len(wrong) == 1 else 'disagree'} with {basis}",
                evidence,
            ))
        if crashed:
            sig = crashed[0][1].run.signal if crashed[0][1].run else None
            findings.append(Finding(
                FindingKind.RUNTIME_CRASH, compiler, tuple(b.id for b, _ in crashed),
                signatures.runtime_crash_signature(version, _signature_flags(crashed), sig),
                f"{', '.join(b.id for b, _ in crashed)} "
                f"{'binary crashes' if len(crashed) == 1 else 'binaries crash'} "
                f"({signal_name(sig)}) where {basis} runs fine",
                evidence,
            ))
    reason = f"{len(ran) - len(deviants)} of {len(ran)} runs agree with {basis}"
    return Verdict(ProgramStatus.OK, reason, tuple(findings), reference)
