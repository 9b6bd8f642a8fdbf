"""The failing compile's coverage and the passing programs', before any ranking.

A ``Case`` is what isolation starts from: the finding, its program (the reduced one when it
was reduced, else the recorded one), the claim the finding predicate checks, and the compiler
built with coverage that stands in for the finding's target. ``collect`` compiles the program
with that build (the failing spectrum) and gathers passing programs as the pipeline says: the
compiler's own test suite first (``sbfl``), then DiWi's witnesses (``search``) for what is
left of the time.

When the reduced program has no witness and no mutant left to try, the recorded program is
searched for the rest of the time instead (and, if it gives witnesses, is then the failing
program): reduction keeps only what the bug needs, so each edit of a reduced program either
keeps the bug or breaks the program, and the recorded one has more places to mutate.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ccfuzz import config
from ccfuzz.case.guard import default_guard
from ccfuzz.case.spec import Spec, from_finding
from ccfuzz.errors import CcfuzzError, ParseError
from ccfuzz.isolate import mutate, sbfl
from ccfuzz.isolate.gcovdata import Coverage
from ccfuzz.isolate.pipeline import Pipeline, SearchSpec, SuiteUse
from ccfuzz.isolate.rank import Spectrum
from ccfuzz.isolate.search import Budget, Progress, Result, Search, Verdict
from ccfuzz.isolate.trials import Trials
from ccfuzz.model import FindingKind
from ccfuzz.predicate import RecordedBuild
from ccfuzz.store import FindingRow, ProgramRow, Store
from ccfuzz.toolchain import covbuild

# A compiler killed at its time limit writes no coverage.
KINDS = (FindingKind.COMPILER_CRASH, FindingKind.REJECTS_VALID, FindingKind.WRONG_CODE,
         FindingKind.RUNTIME_CRASH)

Progressing = Callable[[str], None] | None


@dataclass(frozen=True)
class Case:
    """A finding ready to isolate."""

    finding: FindingRow
    source: bytes  # the failing program: the reduced one if there is one
    recorded: bytes  # the program as the campaign recorded it (empty if not stored)
    reduced: bool
    spec: Spec
    target: RecordedBuild  # the build whose compile the coverage build stands in for
    build: covbuild.CoverageBuild
    culprit: str = ""  # the optimization ``ccfuzz culprit`` traced it to (its key), if any

    @property
    def kind(self) -> FindingKind:
        return self.finding.kind


@dataclass(frozen=True)
class Spectra:
    """The failing compile's coverage and the passing programs', before ranking."""

    failing: Coverage
    passing: list[Coverage]  # the witnesses
    tried: int  # mutants and test programs
    complete: bool
    program: str  # "reduced" or "recorded"
    build: str  # the coverage build's name and version
    started: float  # time.monotonic() when the work began
    kind: FindingKind
    suite: list[Coverage] = field(default_factory=list)  # the test suite's
    source_dir: Path | None = None  # the coverage build's source tree
    # The failing program as searched, the witnesses' sources, and the trials that judged
    # them (what a stage that reruns the compiler needs).
    searched: bytes = b""
    witness_sources: tuple[bytes, ...] = ()
    trials: Trials | None = None
    culprit: str = ""  # the case's


def coverage_target(targets: Sequence[RecordedBuild], cfg: config.Config | None,
                    cache: Path | None) -> tuple[RecordedBuild, covbuild.CoverageBuild]:
    """The first target build with a compiler built with coverage, and that build."""
    for target in targets:
        build = covbuild.for_compiler(target.compiler, target.command[0], cfg, cache)
        if build is not None:
            return target, build
    names = ", ".join(sorted({t.compiler for t in targets}))
    raise CcfuzzError(f"{names} has no build with coverage, so its source cannot be "
                      "searched: build one (ccfuzz coverage-build tcc or gcc) or name one in the "
                      "configuration ([coverage.NAME])")


def case_spec(store: Store, finding: FindingRow, program: ProgramRow) -> Spec:
    """What a witness must keep to count: the claim of ``finding`` as ``program`` showed it,
    with its campaign's limits, under the undefined-behaviour guard."""
    return from_finding(finding, program, store.observations(program.id),
                        store.campaign(finding.campaign_id).settings,
                        default_guard(True, program.source or ""))


def load_case(store: Store, finding_id: int, cfg: config.Config | None = None,
              cache: Path | None = None) -> Case:
    """The finding ``finding_id`` of ``store`` as a case to isolate; CcfuzzError when it is
    of a kind isolation cannot work on or its compiler has no coverage build."""
    finding = store.finding(finding_id)
    if finding.kind not in KINDS:
        raise CcfuzzError(f"finding {finding_id}: isolate works on "
                          f"{', '.join(k.value for k in KINDS)} findings, not "
                          f"{finding.kind.value} ones")
    program = store.program(finding.program_id)
    reduction = store.reduction(finding_id)
    source = (reduction.source if reduction else program.source or "").encode()
    spec = case_spec(store, finding, program)
    target, build = coverage_target(spec.claim.targets, cfg, cache)
    traced = [c for c in store.culprits(finding_id) if c.key]
    # The reduced program's culprit first: the one for the program isolated.
    traced.sort(key=lambda c: c.program != ("reduced" if reduction else "recorded"))
    culprit = traced[0].key if traced else ""
    return Case(finding, source, (program.source or "").encode(), reduction is not None, spec,
                target, build, culprit)


def uses_suite(pipeline: Pipeline, build: covbuild.CoverageBuild) -> bool:
    """Whether ``pipeline`` takes the test suite for ``build``."""
    if pipeline.suite is SuiteUse.AUTO:
        return sbfl.has_suite(build, pipeline.suite_dir)
    return pipeline.suite is SuiteUse.ALWAYS


def collect(case: Case, pipeline: Pipeline, seed: int, budget: Budget,
            on_progress: Progressing = None) -> Spectra:
    """The failing compile's coverage and the passing programs' (the test suite's, the
    witnesses', or both, as ``pipeline`` says), within ``budget``."""
    started = time.monotonic()
    build, claim = case.build, case.spec.claim
    trials = Trials(claim, case.spec.guard, build, case.target)
    verdict, why = trials.judge(case.source)
    if verdict is not Verdict.FAILS:
        raise CcfuzzError(f"finding {case.finding.id}: its program does not show it any "
                          f"more, so there is nothing to isolate: {why}")
    source = case.source
    shown = "reduced" if case.reduced else "recorded"
    failing = trials.coverage(source)
    if not failing:
        raise CcfuzzError(f"finding {case.finding.id}: {build.name} wrote no coverage "
                          "compiling its program")
    built = f"{build.name} {build.version}"

    def spectra(failing: Coverage, passing: list[Coverage], tried: int, complete: bool,
                program: str, suite: list[Coverage], searched: bytes,
                witnesses: tuple[bytes, ...] = ()) -> Spectra:
        return Spectra(failing, passing, tried, complete, program, built, started, case.kind,
                       suite, build.source_dir, searched, witnesses, trials, case.culprit)

    suite = sbfl.Suite([], 0)
    with_suite = uses_suite(pipeline, build)
    if with_suite:
        suite = sbfl.run_suite(build, trials.arguments, claim.compile_seconds,
                               claim.run_seconds, on_progress=lambda i, n: (
                                   on_progress(f"{i} test programs, {n} passing")
                                   if on_progress else None), directory=pipeline.suite_dir)
    if pipeline.search is None:
        return spectra(failing, [], suite.tried, suite.complete, shown, suite.passing, source)
    if not suite.complete:  # Ctrl-C during the suite: no search, rank what ran
        return spectra(failing, [], suite.tried, False, shown, suite.passing, source)
    spec = pipeline.search
    novelty = spec.novelty if with_suite else spec.novelty_alone
    # The witness search has what is left of the time the suite took.
    deadline = started + budget.seconds

    def search(program: bytes, covered: Coverage) -> Result:
        return _search(program, covered, trials, spec, novelty, seed,
                       Budget(budget.witnesses, max(deadline - time.monotonic(), 0.0)),
                       on_progress)

    try:
        result = search(source, failing)
        why = "no witness of the reduced program"
    except ParseError:
        if not (case.reduced and case.recorded):
            raise
        # A reducer can leave a program the C model cannot read (a macro whose expansion is
        # a chained comparison, called with empty arguments, say): it has no mutant, as if
        # every one had been tried.
        result = Result([], 0, True, 0.0, spent=True)
        why = "the reduced program does not parse"
    tried, complete = suite.tried + result.tried, result.complete
    if case.reduced and case.recorded and not result.witnesses and result.spent \
            and result.complete:
        try:
            recorded = case.recorded
            covered = (trials.coverage(recorded)
                       if trials.judge(recorded)[0] is Verdict.FAILS else Coverage())
        except KeyboardInterrupt:  # as in a search: stop, and rank what there is
            covered, complete = Coverage(), False
        if covered:
            if on_progress is not None:
                on_progress(f"{why}: mutating the recorded one")
            retry = search(recorded, covered)
            tried += retry.tried
            # Without witnesses of its own, the recorded program's larger compile would only
            # blur the failing spectrum the test suite is ranked against.
            if retry.witnesses:
                result, failing, shown, source = retry, covered, "recorded", recorded
            complete = retry.complete
    return spectra(failing, [w.coverage for w in result.witnesses], tried, complete, shown,
                   suite.passing, source, tuple(w.source for w in result.witnesses))


def _search(source: bytes, failing: Coverage, trials: Trials, spec: SearchSpec,
            novelty: Spectrum, seed: int, budget: Budget,
            on_progress: Progressing) -> Result:
    """Witnesses of ``source`` (whose compile covered ``failing``) within ``budget``."""
    search = Search(source, failing, trials, random.Random(seed), choice=spec.choice,
                    budget=budget, novelty=novelty, rules=mutate.rule_set(spec.rules),
                    on_progress=lambda p: _said(on_progress, p))
    return search.run()


def _said(on_progress: Progressing, p: Progress) -> None:
    if on_progress is not None:
        on_progress(f"{p.witnesses} witnesses, {p.tried} mutants tried ({p.last})")
