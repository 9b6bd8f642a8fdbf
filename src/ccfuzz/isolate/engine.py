"""Isolation: a case and a pipeline in, a ranking of the compiler's files and functions out.

``run(case, pipeline)`` collects the spectra (``spectra.collect``: the failing compile, the
test suite, DiWi's witnesses), ranks the lines the failing compile ran by Ochiai
(``rank``), and hands the ranking to each of the pipeline's stages in turn (``stages``).
Every stage's note goes into the ranking's notes. A stage that fails, or is stopped by
Ctrl-C, ends the loop: the isolation keeps the ranking the stages before it left and names
the stage (``failed``; Ctrl-C also marks it incomplete), so the work of the search is never
lost and is stored beside, not over, a complete ranking. ``record`` stores an isolation
with the finding.

The command (``isolate.command``) and every benchmark call this; neither composes the
pieces itself.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ccfuzz.errors import CcfuzzError
from ccfuzz.isolate import stages as registry
from ccfuzz.isolate.pipeline import DEFAULT_NAME, Pipeline
from ccfuzz.isolate.rank import Ranking, rank, rank_together
from ccfuzz.isolate.search import Budget, Choice
from ccfuzz.isolate.spectra import Case, Spectra, collect, uses_suite
from ccfuzz.store import IsolationRow, Store

PIPELINE_KEY = "pipeline"  # where a stored ranking keeps the pipeline it ran
COUNTS_KEY = "counts"  # and how many witnesses and test programs it rests on


@dataclass(frozen=True)
class Failure:
    stage: str
    message: str
    interrupted: bool = False  # stopped by Ctrl-C rather than failed


@dataclass(frozen=True)
class Isolation:
    pipeline: Pipeline
    method: str  # what it is stored under: the passing programs, the pipeline, a failure
    spectra: Spectra
    ranking: Ranking  # after every stage that ran; its notes say what each did
    skipped: dict[str, str]  # stages that did not apply, and why
    seed: int
    complete: bool  # False: stopped early (Ctrl-C), ranked with what there was
    seconds: float
    failed: Failure | None = None

    @property
    def witnesses(self) -> int:
        return len(self.spectra.passing)

    @property
    def suite(self) -> int:
        return len(self.spectra.suite)


def passing_name(pipeline: Pipeline, with_suite: bool) -> str:
    """The passing programs a pipeline uses, as stored rows name them: ``diwi`` (``diwi-rand``
    for random rule choice), ``sbfl``, or both (``diwi+sbfl``)."""
    if pipeline.search is None:
        return "sbfl"
    diwi = "diwi-rand" if pipeline.search.choice is Choice.RANDOM else "diwi"
    return f"{diwi}+sbfl" if with_suite else diwi


def method_name(pipeline: Pipeline, with_suite: bool, failed: str | None = None) -> str:
    """What an isolation is stored under: for the default pipeline, its passing programs
    (``diwi+sbfl``, or ``diwi`` for a build without a test suite); for another, its name;
    ``.../without-STAGE`` when STAGE failed or was stopped, so that the ranking without it
    is stored beside the complete one, not over it."""
    name = (passing_name(pipeline, with_suite) if pipeline.name == DEFAULT_NAME
            else pipeline.name)
    return name if failed is None else f"{name}/without-{failed}"


def base_ranking(spectra: Spectra, pipeline: Pipeline) -> Ranking:
    """The passing programs against the failing compile: Ochiai over the witnesses (over the
    pipeline's spectrum), or the suite's alone, or both line by line (``rank_together``)."""
    if pipeline.search is None:
        return rank(spectra.failing, spectra.suite, pipeline.spectrum)
    if spectra.suite:
        return rank_together(spectra.failing, spectra.passing, spectra.suite,
                             pipeline.spectrum)
    return rank(spectra.failing, spectra.passing, pipeline.spectrum)


def check(case: Case, pipeline: Pipeline) -> list[registry.Stage]:
    """The pipeline's stages, each that applies checked: refused before any work."""
    stages = registry.build(pipeline)
    if pipeline.search is None and not uses_suite(pipeline, case.build):
        raise CcfuzzError(f"{case.build.name} has no test suite and the pipeline "
                          f"{pipeline.name} searches no witness: no passing program")
    for stage in stages:
        if stage.applies(case.build, case.kind) is None:
            stage.check(case.build)
    return stages


def run(case: Case, pipeline: Pipeline, *, seed: int = 0, budget: Budget | None = None,
        on_progress: Callable[[str], None] | None = None) -> Isolation:
    """Isolate ``case``'s bug by ``pipeline``, with the search's ``seed`` and ``budget``."""
    stages = check(case, pipeline)
    started = time.monotonic()
    spectra = collect(case, pipeline, seed, budget or Budget(), on_progress)
    return rework(spectra, pipeline, stages, seed, started, on_progress)


def rework(spectra: Spectra, pipeline: Pipeline, stages: list[registry.Stage] | None = None,
           seed: int = 0, started: float | None = None,
           on_progress: Callable[[str], None] | None = None) -> Isolation:
    """Rank ``spectra`` and run the pipeline's stages over the ranking (``run``'s second
    half: a benchmark that kept its spectra ranks them again this way)."""
    if stages is None:
        stages = registry.build(pipeline)
    ranking = base_ranking(spectra, pipeline)
    context = registry.Context(spectra, on_progress)
    build = spectra.trials.build if spectra.trials is not None else None
    complete, failed, skipped = spectra.complete, None, {}
    for stage in stages:
        why = stage.applies(build, spectra.kind)
        if why is not None:
            skipped[stage.name] = why
            continue
        if stage.slow and not complete:
            skipped[stage.name] = "the search was stopped early"
            continue
        try:
            ranking, note = stage.apply(context, ranking)
        except CcfuzzError as exc:
            failed = Failure(stage.name, str(exc))
            break
        except KeyboardInterrupt:
            complete, failed = False, Failure(stage.name, "stopped (Ctrl-C)", True)
            break
        ranking = ranking.noted(stage.name, note)
    method = method_name(pipeline, _suite_ran(spectra, pipeline),
                         None if failed is None else failed.stage)
    begun = spectra.started if started is None else started
    return Isolation(pipeline, method, spectra, ranking, skipped, seed, complete,
                     time.monotonic() - begun, failed)


def _suite_ran(spectra: Spectra, pipeline: Pipeline) -> bool:
    """Whether the suite was asked for (it may have given no passing program)."""
    trials = spectra.trials
    if trials is None:
        return bool(spectra.suite)
    return uses_suite(pipeline, trials.build)


def record(store: Store, finding_id: int, isolation: Isolation) -> IsolationRow:
    """Store ``isolation`` as the finding's isolation by its method (a partial one beside a
    complete one: ``Store.record_isolation``) and return it as stored; the ranking keeps the
    pipeline it ran and the stages that did not apply."""
    ranking = isolation.ranking.to_json()
    ranking[PIPELINE_KEY] = isolation.pipeline.to_json()
    ranking[COUNTS_KEY] = {"witnesses": isolation.witnesses, "suite": isolation.suite}
    if isolation.skipped:
        ranking["skipped"] = dict(isolation.skipped)
    if isolation.failed is not None:
        ranking["failed"] = {"stage": isolation.failed.stage,
                             "message": isolation.failed.message}
    spectra = isolation.spectra
    row = IsolationRow(finding_id, isolation.method, spectra.program, spectra.build,
                       len(spectra.passing) + len(spectra.suite), spectra.tried,
                       isolation.seed, isolation.complete, ranking, isolation.seconds,
                       time.time())
    return store.record_isolation(row)
