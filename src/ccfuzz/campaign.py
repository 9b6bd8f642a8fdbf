"""The campaign loop: programs from a source, through the builds and the oracle, into the store.

Workers (``pool.py``: local processes, the default; ``cluster.py``: a Dask cluster's) make
program ``i`` from the source, compile and run it under every build, and judge it
(``test_one``); the campaign alone writes to the store, one transaction per program. So a
campaign killed at any moment loses only the programs in flight, and ``--resume`` redoes
exactly those: program ``i`` is a function of the campaign seed and ``i``.

Before a wrong-code or runtime-crash finding is recorded, the program's output must not
depend on addresses (``placement.confirm``: one build of the majority, moved).
"""

from __future__ import annotations

import contextlib
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Protocol

from ccfuzz import config, placement, sandbox, settings
from ccfuzz.compilers import Compiler, CompilerConfig, compile_in
from ccfuzz.errors import InvalidProgramError
from ccfuzz.model import Build, BuildStatus, Observation, Origin, Program, ProgramStatus, Verdict
from ccfuzz.oracle import OracleSettings, judge
from ccfuzz.settings import CampaignSettings
from ccfuzz.sources import Source, derive_seed, open_source
from ccfuzz.store import CampaignStatus, Store
from ccfuzz.swarm import Swarm
from ccfuzz.tester import observe

ELAPSED_SAVE_SECONDS = 1.0  # how often a running campaign stores its elapsed time


class BuildKind(Protocol):
    """Builds of a kind beyond the compilers' configurations (CTOS's pass pipelines, say),
    carried by a plan: they are tested beside the compilers' builds and vote with them, and
    the kind may then rework the oracle's verdict (CTOS reduces the pass sequence behind each
    finding). The campaign knows kinds only through this protocol; a plan read back from the
    store finds each kind's loader by ``name`` (see ``plan_from_settings``)."""

    name: ClassVar[str]  # the key of the kind's settings among the campaign's settings

    def builds(self) -> Sequence[Build]: ...

    def after_oracle(self, program: Program, builds: Sequence[Build],
                     observations: Sequence[Observation], verdict: Verdict,
                     run_limits: sandbox.Limits) -> Verdict:
        """The verdict on ``program`` once this kind has had its say (runs in the worker)."""
        ...

    def settings(self) -> Any:
        """What the store keeps (JSON) to make the kind again with its loader."""
        ...

    def environment(self) -> str:
        """What this machine offers the kind's builds (tool versions, say), in one line: a
        cluster worker whose line differs from the client's is refused."""
        ...


BuildKindLoader = Callable[[Any], BuildKind]


@dataclass(frozen=True)
class Plan:
    """Everything a worker needs to test program ``i``; picklable."""

    source: str
    compilers: tuple[Compiler, ...]
    seed: int
    compile_limits: sandbox.Limits
    run_limits: sandbox.Limits
    tmp_root: str | None = None
    kinds: tuple[BuildKind, ...] = ()
    swarm: Swarm | None = None

    def builds(self, index: int | None = None) -> list[Build]:
        """The builds program ``index`` gets: the compilers' matrix builds, the swarm builds
        drawn for it, then the build kinds'. Without ``index``, no swarm builds."""
        drawn: list[Build] = [] if self.swarm is None or index is None else [
            CompilerConfig(c, d.level, self.compile_limits, d.options)
            for c in self.compilers for d in self.swarm.draw(c.name, index)]
        return [cfg for c in self.compilers for cfg in c.configs(self.compile_limits)] + \
            drawn + [b for kind in self.kinds for b in kind.builds()]

    def oracle(self) -> OracleSettings:
        return OracleSettings(self.compile_limits.wall_seconds, self.run_limits.wall_seconds)


COMPILE_TIMEOUT = config.COMPILE_TIMEOUT
RUN_TIMEOUT = config.RUN_TIMEOUT


def default_limits(compile_timeout: float = COMPILE_TIMEOUT, run_timeout: float = RUN_TIMEOUT,
                   ) -> tuple[sandbox.Limits, sandbox.Limits]:
    return settings.compile_limits(compile_timeout), settings.run_limits(run_timeout)


def configured_limits(cfg: config.Config, compile_timeout: float | None = None,
                      run_timeout: float | None = None) -> tuple[sandbox.Limits, sandbox.Limits]:
    """A new campaign's limits: the command line's, else the configuration's ``[limits]``,
    else the defaults."""
    return default_limits(compile_timeout or cfg.compile_timeout or COMPILE_TIMEOUT,
                          run_timeout or cfg.run_timeout or RUN_TIMEOUT)


@dataclass(frozen=True)
class Tested:
    """One program as a worker tested it: what it was, what each build did, the oracle's
    verdict; what the main process records."""

    index: int
    seed: int
    name: str
    origin: Origin
    program: Program | None
    observations: tuple[Observation, ...]
    verdict: Verdict
    seconds: float
    dropped: tuple[str, ...] = ()  # swarm builds left out of the vote (``screen_swarm``)


_source_cache: dict[tuple[str, int], Source] = {}


def _source(spec: str, campaign_seed: int) -> Source:
    key = (spec, campaign_seed)
    if key not in _source_cache:
        _source_cache[key] = open_source(spec, campaign_seed)
    return _source_cache[key]


def test_one(plan: Plan, index: int) -> Tested:
    """Make, build, run and judge program ``index`` of the plan (runs inside a worker)."""
    start = time.monotonic()
    seed = derive_seed(plan.seed, index)
    source = _source(plan.source, plan.seed)
    try:
        program = source.program(index, seed)
    except InvalidProgramError as exc:
        name = getattr(source, "name_of", lambda i: f"program-{i}")(index)
        return Tested(index, seed, name, Origin(kind=plan.source, seed=seed), None, (),
                       Verdict(ProgramStatus.INVALID, str(exc)), time.monotonic() - start)
    dropped: tuple[str, ...] = ()
    try:
        builds = plan.builds(index)
        observations = observe(program, builds, plan.run_limits)
        builds, observations, dropped = screen_swarm(builds, observations, plan.compile_limits,
                                                     plan.tmp_root)
        verdict = judge(program, builds, observations, plan.oracle())
        verdict = placement.confirm(program, builds, observations, verdict,
                                    plan.compile_limits, plan.run_limits,
                                    Path(plan.tmp_root) if plan.tmp_root else None)
        for kind in plan.kinds:
            verdict = kind.after_oracle(program, builds, observations, verdict,
                                        plan.run_limits)
    except Exception:  # a bug in ccfuzz: keep the program and the traceback, go on
        verdict = Verdict(ProgramStatus.ERROR, traceback.format_exc()[-4000:])
        observations = []
    return Tested(index, seed, program.name, program.origin, program, tuple(observations),
                   verdict, time.monotonic() - start, dropped)


TRIVIAL = b"int main(void) { return 0; }\n"


def screen_swarm(builds: Sequence[Build], observations: Sequence[Observation],
                 limits: sandbox.Limits, tmp_root: str | None
                 ) -> tuple[list[Build], list[Observation], tuple[str, ...]]:
    """The builds and observations without the swarm builds that say nothing of the
    program: one whose compile ran over a time or resource limit (a swarm's options may
    make any compile slow: never a hang), and one that was refused when its options are
    also refused on an empty program (options the compiler does not take together). A
    swarm build's other failures stand (a crash under its options is a bug, whatever the
    program); the names of those left out come third."""
    kept_b: list[Build] = []
    kept_o: list[Observation] = []
    dropped: list[str] = []
    for build, obs in zip(builds, observations, strict=True):
        status = obs.build.status
        if isinstance(build, CompilerConfig) and build.swarm and (
                status in (BuildStatus.TIMED_OUT, BuildStatus.OVER_LIMIT,
                           BuildStatus.NOT_STARTED)
                or (status is BuildStatus.REJECTED
                    and _refuses_options(build, limits, tmp_root))):
            dropped.append(build.id)
            continue
        kept_b.append(build)
        kept_o.append(obs)
    return kept_b, kept_o, tuple(dropped)


def _refuses_options(build: CompilerConfig, limits: sandbox.Limits,
                     tmp_root: str | None) -> bool:
    import tempfile

    with tempfile.TemporaryDirectory(prefix="ccfuzz-swarm-", dir=tmp_root) as tmp:
        result = compile_in(build.id, build.command(), TRIVIAL, limits, Path(tmp))
    return result.status is not BuildStatus.OK


WITH_FINDINGS = "with findings"


@dataclass
class Stats:
    started: float = field(default_factory=time.monotonic)
    elapsed_before: float = 0.0
    programs: int = 0  # in the campaign, earlier sessions included
    session_programs: int = 0  # in this session: the base of the rates
    builds: int = 0
    statuses: Counter[str] = field(default_factory=Counter)  # the campaign's, by status
    # This session's, by status, programs with findings counted apart whatever their status.
    session_statuses: Counter[str] = field(default_factory=Counter)
    new_findings: Counter[str] = field(default_factory=Counter)
    sightings: Counter[str] = field(default_factory=Counter)
    in_flight: int = 0
    total: int | None = None
    deadline: float | None = None  # campaign seconds
    interrupted: bool = False
    stopped_at_deadline: int = 0  # programs in flight the time budget stopped, not recorded
    last_message: str = ""

    @property
    def session_seconds(self) -> float:
        return time.monotonic() - self.started

    @property
    def elapsed(self) -> float:
        return self.elapsed_before + self.session_seconds


class Progress(Protocol):
    def update(self, stats: Stats) -> None: ...


def _indices(done: set[int], size: int | None) -> Iterator[int]:
    top = max(done, default=-1)
    for i in range(top + 1):
        if i not in done:
            yield i
    i = top + 1
    while size is None or i < size:
        yield i
        i += 1


class Workers(Protocol):
    """Where programs are tested: ``pool.LocalPool`` (worker processes on this machine, the
    default) or ``cluster.DaskPool`` (the workers of a Dask cluster). The campaign hands out
    program indices and records what comes back; workers never touch the store."""

    @property
    def capacity(self) -> int:
        """How many programs may be in flight at once."""
        ...

    def start(self) -> None: ...

    def submit(self, index: int) -> None: ...

    def in_flight(self) -> int: ...

    def finished(self, timeout: float) -> list[Tested]:
        """The programs finished since the last call, waiting up to ``timeout`` seconds for
        one; a program whose worker failed comes back as an ``error`` with the cause."""
        ...

    def close(self, *, graceful: bool) -> None:
        """Stop: after the last program (graceful), or at once, stopping what still runs."""
        ...


def run(store: Store, campaign_id: int, plan: Plan, *, workers: Workers, programs: int | None,
        minutes: float | None, progress: Progress, elapsed_before: float = 0.0,
        draining: Callable[[], bool] = lambda: False, setup_seconds: float = 0.0) -> Stats:
    """Test programs on ``workers`` until the budget is spent, the source runs dry, or
    Ctrl-C. Once ``draining()`` says so, no program is handed out any more: the campaign
    ends when those in flight are recorded, as interrupted (its budget is not spent).

    A time budget (``minutes``) bounds the whole command: the ``setup_seconds`` it spent
    before the campaign count, and at the deadline the programs still in flight are
    stopped, not waited for (a program of many pass sequences can take minutes); they are
    not recorded, and ``--resume`` tests them again."""
    source = _source(plan.source, plan.seed)
    size = source.size()
    total = min(x for x in (programs, size) if x is not None) if (
        programs is not None or size is not None) else None
    done = store.done_indices(campaign_id)
    stats = Stats(elapsed_before=elapsed_before, total=total,
                  deadline=max(minutes * 60 - setup_seconds, elapsed_before)
                  if minutes is not None else None)
    stats.programs = len(done)
    stats.statuses.update(store.program_counts(campaign_id))
    pending = _indices(done, total)
    exhausted = completed = False
    last_saved = time.monotonic()

    def next_index() -> int | None:
        if (stats.deadline is not None and stats.elapsed >= stats.deadline) or (
                total is not None and stats.programs + workers.in_flight() >= total):
            return None
        return next(pending, None)

    try:
        workers.start()
        while True:
            if not exhausted and draining():
                exhausted = stats.interrupted = True
            while not exhausted and workers.in_flight() < workers.capacity:
                index = next_index()
                if index is None:
                    exhausted = True
                else:
                    workers.submit(index)
            stats.in_flight = workers.in_flight()
            if not stats.in_flight:
                completed = True
                break
            if stats.deadline is not None and stats.elapsed >= stats.deadline:
                stats.stopped_at_deadline = stats.in_flight
                break
            for tested in workers.finished(timeout=0.5):
                save(store, campaign_id, plan, tested, stats)
            progress.update(stats)
            # The elapsed time is stored as the campaign goes, whether programs finish or
            # not: after a SIGKILL, --resume --minutes counts from what was really spent.
            now = time.monotonic()
            if now - last_saved >= ELAPSED_SAVE_SECONDS:
                store.set_campaign_state(campaign_id, CampaignStatus.RUNNING, stats.elapsed)
                last_saved = now
    except KeyboardInterrupt:
        stats.interrupted = True
    finally:
        workers.close(graceful=completed)
        spent = completed or bool(stats.stopped_at_deadline)
        state = CampaignStatus.DONE if spent and not stats.interrupted \
            else CampaignStatus.INTERRUPTED
        with contextlib.suppress(Exception):
            store.set_campaign_state(campaign_id, state, stats.elapsed)
    stats.in_flight = 0
    progress.update(stats)
    return stats


def error_result(plan: Plan, index: int, text: str) -> Tested:
    """Program ``index`` recorded as an ``error``: its worker failed with ``text``."""
    seed = derive_seed(plan.seed, index)
    return Tested(index, seed, f"program-{index}", Origin(kind=plan.source, seed=seed), None,
                   (), Verdict(ProgramStatus.ERROR, text), 0.0)


def save(store: Store, campaign_id: int, plan: Plan, tested: Tested, stats: Stats) -> None:
    """Record one tested program (one transaction) and count it in ``stats``."""
    if tested.program is None:
        store.record_unmade(campaign_id, tested.index, tested.seed, tested.name,
                            tested.origin, tested.verdict.status, tested.verdict.reason,
                            tested.seconds)
    else:
        builds = [b for b in plan.builds(tested.index) if b.id not in tested.dropped] \
            if tested.observations else []
        ids = store.record(campaign_id, tested.index, tested.seed, tested.program, builds,
                           tested.observations, tested.verdict, tested.seconds)
        for finding, (_, new) in zip(tested.verdict.findings, ids, strict=True):
            stats.sightings[finding.kind.value] += 1
            if new:
                stats.new_findings[finding.kind.value] += 1
                stats.last_message = f"new {finding.kind.value}: {finding.summary[:120]}"
        stats.builds += len(tested.observations)
    stats.programs += 1
    stats.session_programs += 1
    stats.statuses[tested.verdict.status.value] += 1
    stats.session_statuses[WITH_FINDINGS if tested.verdict.findings
                           else tested.verdict.status.value] += 1


def plan_settings(plan: Plan, programs: int | None, minutes: float | None, *,
                  jobs: int | None = None, extra: Mapping[str, Any] | None = None,
                  ) -> CampaignSettings:
    """What the store keeps about a campaign of ``plan``: enough to resume and to reproduce
    it; ``extra``: what the command adds to describe it."""
    return CampaignSettings(
        compile_limits=plan.compile_limits, run_limits=plan.run_limits,
        compilers=tuple(asdict(c) for c in plan.compilers), programs=programs,
        minutes=minutes, jobs=jobs,
        swarm=plan.swarm.to_json() if plan.swarm is not None else None,
        extra={**{kind.name: kind.settings() for kind in plan.kinds}, **(extra or {})})


def plan_from_settings(source: str, seed: int, stored: CampaignSettings, *,
                       kinds: Mapping[str, BuildKindLoader],
                       tmp_root: str | None = None) -> Plan:
    """The plan ``plan_settings`` describes; ``kinds`` loads the build kinds it names."""
    compilers = tuple(
        Compiler(**{**c, "opt_levels": tuple(c["opt_levels"]), "flags": tuple(c["flags"]),
                    "aliases": tuple(c["aliases"])})
        for c in stored.compilers
    )
    return Plan(source, compilers, seed, stored.compile_limits, stored.run_limits, tmp_root,
                tuple(kinds[name](data) for name, data in stored.extra.items() if name in kinds),
                Swarm.from_json(stored.swarm) if stored.swarm else None)

