"""``ccfuzz isolate ID``: which files and functions of the compiler's source hold the bug.

The finding's program (its reduced form when it was reduced) is the failing program; its
compile by the compiler built with coverage is the failing spectrum. When the reduced program
has no witness and no mutant left to try, its recorded form is searched for the rest of the
time instead (and, if it gives witnesses, is then the failing program). The passing programs
are DiWi's witnesses (``--baseline rand``: made with random rule choice), or the compiler's
own test suite (``--baseline sbfl``). ``isolate`` ranks files and functions by Ochiai
(``rank``) over line or execution-count spectra, or lines then counts (``--spectrum``), prints
the top ones and stores the ranking with the finding (one per method), which ``ccfuzz report
ID`` shows.
``--with-suite`` (method ``diwi+sbfl``, the default when the coverage build's source holds
a test suite; ``--without-suite``: DiWi alone) runs the test suite first, then searches witnesses
for the rest of the time (a witness is new when its execution counts differ), and ranks by
both (``rank.rank_together``: each line by its Ochiai score over the witnesses, over
``--spectrum``, times its score over the suite, over lines; each file and function by its
few most suspect lines). ``--failing-mutants N`` keeps up to N of the search's failing mutants
(valid, each with a coverage of its own) as failing programs beside the failing one, and ranks
by Ochiai over all of them (method ``diwi/failing-mutants``).

Registered by ``cli.build_parser`` with one call, so the command lives here whole.
"""

from __future__ import annotations

import argparse
import os
import random
import secrets
import signal
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from ccfuzz import config
from ccfuzz.errors import CcfuzzError, ParseError
from ccfuzz.isolate import calls, cmutate, covbuild, headers, hoist, mutate, sbfl, stack, values
from ccfuzz.isolate.gcovdata import Coverage
from ccfuzz.isolate.rank import (
    Ranked,
    Ranking,
    Spectrum,
    callers_first,
    near_failure,
    near_values,
    rank,
    rank_together,
    refine,
)
from ccfuzz.isolate.search import Budget, Choice, Progress, Result, Search, Verdict
from ccfuzz.isolate.trials import Trials
from ccfuzz.model import FindingKind
from ccfuzz.predicate import RecordedBuild
from ccfuzz.reduce.guard import default_guard
from ccfuzz.reduce.spec import Spec, from_finding
from ccfuzz.store import FindingRow, IsolationRow, Store

METHODS = {None: "diwi", "rand": "diwi-rand", "sbfl": "sbfl"}
COMBINED = "diwi+sbfl"  # witnesses and the test suite, put together line by line
# The default: COMBINED when the coverage build has a test suite, DiWi alone when not
# (``resolved``).
AUTO = "auto"
SHOWN = 10  # files and functions printed
STACK_SHOWN = 8  # frames of the failure's stack printed, and functions flagged by values
MUTANT_WITNESSES = 20  # the witnesses a compiler mutant is tried on: the first kept
WORST, CALLERS_FIRST = "worst", "callers-first"  # --ties
TIES = (WORST, CALLERS_FIRST)
# What the stored program says of the transformations it went through before the search.
WITHOUT_HEADERS = "without headers"
HOISTED = "printed values hoisted"
# A compiler killed at its time limit writes no coverage.
KINDS = (FindingKind.COMPILER_CRASH, FindingKind.REJECTS_VALID, FindingKind.WRONG_CODE,
         FindingKind.RUNTIME_CRASH)
# The kinds whose compile stops where it fails: the failure's stack says where (``stack``).
STOPPING = (FindingKind.COMPILER_CRASH, FindingKind.REJECTS_VALID)


@dataclass(frozen=True)
class Options:
    method: str = "diwi"  # diwi | diwi-rand | sbfl | diwi+sbfl | auto (``resolved``)
    seed: int = 0
    minutes: float = 10.0
    witnesses: int = 500
    cfg: config.Config | None = None
    cache: Path | None = None  # where coverage builds are kept (default: covbuild's)
    # What a passing program shares with the failing compile: lines, or lines as often.
    spectrum: Spectrum = Spectrum.LINES
    # What a new witness must differ in from the kept ones and the failing compile.
    novelty: Spectrum = Spectrum.LINES
    rules: str = mutate.DEFAULT_RULES  # one of mutate.RULE_SETS
    # Search and rank the program with its #include lines replaced by what it uses of them
    # (headers.without_headers), when the finding holds on that too.
    replace_headers: bool = False
    # Search and rank the program with each printed expression computed on a line of its own
    # before the call that prints it (hoist.hoisted), when the finding holds on that too.
    hoist_prints: bool = False
    # Failing mutants the search keeps as failing programs beside the failing one.
    failing_mutants: int = 0
    # How functions that tie are ranked: callers before what they call (CALLERS_FIRST,
    # ``rank.callers_first``), or all at the tie's worst rank (WORST).
    ties: str = CALLERS_FIRST
    # Minutes for mutants of the compiler itself (``cmutate``), 0 for none: the ranking's
    # first functions reordered by what their mutants do (``rank.refine``).
    compiler_mutants: float = 0.0
    # For a compile that stops (a crash, a valid program rejected): lower the scores of the
    # functions far from the compiler's stack where it stopped (``rank.near_failure``).
    stack: bool = True
    # Build the compiler again with its loads traced (tcc only) and lower the scores of the
    # functions far from where the failing compile loaded values no suite program loads
    # there (``values``, ``rank.near_values``).
    values: bool = False


@dataclass(frozen=True)
class Spectra:
    """The failing compile's coverage and the passing programs', before ranking."""

    failing: Coverage
    passing: list[Coverage]
    tried: int  # mutants or test programs
    complete: bool
    # "reduced" or "recorded", and in parentheses what was done to it ("without headers",
    # "printed values hoisted").
    program: str
    build: str  # the coverage build's name and version
    started: float  # time.monotonic() when the work began
    suite: list[Coverage] = field(default_factory=list)  # diwi+sbfl: the test suite's
    also_failing: list[Coverage] = field(default_factory=list)  # failing mutants' coverages
    source_dir: Path | None = None  # the coverage build's source tree
    # What compiler mutants are tried on (``mutate_compiler``): the failing program as
    # searched, the witnesses' sources, and the trials that judged them.
    searched: bytes = b""
    witness_sources: tuple[bytes, ...] = ()
    trials: Trials | None = None


def coverage_target(targets: Sequence[RecordedBuild], cfg: config.Config | None,
                    cache: Path | None) -> tuple[RecordedBuild, covbuild.CoverageBuild]:
    """The first target build with a compiler built with coverage, and that build."""
    for target in targets:
        build = covbuild.for_compiler(target.compiler, target.command[0], cfg, cache)
        if build is not None:
            return target, build
    names = ", ".join(sorted({t.compiler for t in targets}))
    raise CcfuzzError(f"{names} has no build with coverage, so its source cannot be "
                      "searched: build one (ccfuzz coverage-build tcc) or name one in the "
                      "configuration ([coverage.NAME])")


def novelty_for(method: str, spectrum: Spectrum) -> Spectrum:
    """What a new witness must differ in. Beside the suite, its counts: a mutant that runs
    the faulty path less often is kept even if it runs the same lines (how it was
    measured)."""
    return Spectrum.COUNTS if method == COMBINED else spectrum


def resolved(store: Store, finding_id: int, options: Options) -> Options:
    """``options`` with the method AUTO made a method: the witnesses and the test suite
    together (COMBINED) when the finding's coverage build has a test suite, DiWi alone when
    it has none (a GCC or LLVM named in the configuration)."""
    if options.method != AUTO:
        return options
    _, build = coverage_target(_spec(store, store.finding(finding_id)).claim.targets,
                               options.cfg, options.cache)
    return with_suite_if_any(options, build)


def with_suite_if_any(options: Options, build: covbuild.CoverageBuild) -> Options:
    """``options`` with AUTO made COMBINED if ``build`` has a test suite, DiWi if not."""
    if options.method != AUTO:
        return options
    method = COMBINED if sbfl.has_suite(build) else METHODS[None]
    return replace(options, method=method, novelty=novelty_for(method, options.spectrum))


def _spec(store: Store, finding: FindingRow) -> Spec:
    program = store.program(finding.program_id)
    settings = store.campaign(finding.campaign_id).settings
    return from_finding(finding, program, store.observations(program.id),
                        settings["compile_limits"]["wall_seconds"],
                        settings["run_limits"]["wall_seconds"], default_guard(True))


def isolate_finding(store: Store, finding_id: int, options: Options,
                    on_progress: Callable[[str], None] | None = None) -> IsolationRow:
    """Rank the compiler's files and functions for one finding, store and return it."""
    options = resolved(store, finding_id, options)
    spectra = collect(store, finding_id, options, on_progress)
    ranking = ranking_of(spectra, options.spectrum, options.ties)
    if options.stack:
        try:
            ranking = by_stack(spectra, ranking)
        except CcfuzzError as exc:  # the search is not lost: its ranking is stored
            without = replace(options, stack=False)
            record(store, finding_id, without, spectra, ranking)
            raise CcfuzzError(f"{exc} (the ranking without the stack is stored, as "
                              f"{method_name(without)})") from None
    if options.values and not spectra.complete:  # stopped by Ctrl-C: nothing more after it
        options = replace(options, values=False)
    if options.values:
        try:
            ranking = by_values(spectra, ranking, on_progress)
        except CcfuzzError as exc:  # the search is not lost: its ranking is stored
            without = replace(options, values=False)
            record(store, finding_id, without, spectra, ranking)
            raise CcfuzzError(f"{exc} (the ranking without values is stored, as "
                              f"{method_name(without)})") from None
        except KeyboardInterrupt:  # Ctrl-C during the value build: the search is kept
            return record(store, finding_id, replace(options, values=False),
                          replace(spectra, complete=False), ranking)
    if options.compiler_mutants and spectra.complete:
        try:
            ranking, tally = mutate_compiler(spectra, ranking, options.compiler_mutants,
                                             on_progress)
        except CcfuzzError as exc:  # the search is not lost: its ranking is stored
            without = replace(options, compiler_mutants=0.0)
            record(store, finding_id, without, spectra, ranking)
            raise CcfuzzError(f"{exc} (the ranking without them is stored, as "
                              f"{method_name(without)})") from None
        if tally.interrupted:  # stored as stopped early, as a search stopped by Ctrl-C
            spectra = replace(spectra, complete=False)
    return record(store, finding_id, options, spectra, ranking)


def mutate_compiler(spectra: Spectra, ranking: Ranking, minutes: float,
                    on_progress: Callable[[str], None] | None = None
                    ) -> tuple[Ranking, cmutate.Tally]:
    """``ranking`` refined by mutants of the compiler (``cmutate``), tried for ``minutes``
    on the lines the failing compile ran, function by function in ``ranking``'s order, and
    on up to ``MUTANT_WITNESSES`` witnesses; and what the mutants did."""
    trials = spectra.trials
    if trials is None or not spectra.searched:
        raise CcfuzzError("compiler mutants need the failing program and its trials")
    deadline = time.monotonic() + minutes * 60
    claim = trials.claim
    if claim.rule.runs:
        reference = trials.reference(spectra.searched)
        if reference is None:
            raise CcfuzzError("compiler mutants: the failing program has no reference "
                              "outcome any more")
        right: cmutate.Outcome = ("ok", reference.ending.value, reference.code,
                                  reference.stdout)

        def correct(outcome: cmutate.Outcome) -> bool:
            return outcome == right
    else:
        def correct(outcome: cmutate.Outcome) -> bool:
            return outcome[0] == "ok"
    with tempfile.TemporaryDirectory(prefix="ccfuzz-cmutants-") as tmp:
        if on_progress is not None:
            on_progress(f"building {trials.build.name} without coverage for its mutants")
        rebuild = cmutate.rebuild_tcc(trials.build, Path(tmp), jobs=os.cpu_count() or 2)
        probe = cmutate.Probe(rebuild, trials.arguments, spectra.searched, correct,
                              spectra.witness_sources[:MUTANT_WITNESSES], claim.stdin,
                              claim.rule.runs, Path(tmp))
        tally = cmutate.explore(probe, [(r.file, r.function) for r in ranking.functions],
                                sorted(spectra.failing.lines), deadline,
                                workers=os.cpu_count() or 2, on_progress=on_progress)
    if tally.note:
        raise CcfuzzError(f"compiler mutants: {tally.note}")
    return refine(ranking, cmutate.function_scores(tally.tried), tally.functions,
                  len(tally.tried)), tally


def failure_stack(spectra: Spectra) -> tuple[str, ...]:
    """The compiler's functions on its stack where the failing program's compile stopped,
    innermost first; empty for a finding whose compile does not stop (wrong code)."""
    trials = spectra.trials
    if trials is None or not spectra.searched or trials.claim.kind not in STOPPING:
        return ()
    return stack.failure_stack(trials.build, trials.arguments, spectra.searched,
                               trials.claim.compile_seconds)


def by_stack(spectra: Spectra, ranking: Ranking,
             frames: Sequence[str] | None = None) -> Ranking:
    """``ranking`` with the functions far from the failure's stack (``frames``, or read
    afresh) lowered (``rank.near_failure``); as it was when the compile does not stop."""
    if frames is None:
        frames = failure_stack(spectra)
    if not frames or spectra.source_dir is None:
        return ranking
    return near_failure(ranking, frames, calls.called(spectra.failing, spectra.source_dir))


def by_values(spectra: Spectra, ranking: Ranking,
              on_progress: Callable[[str], None] | None = None) -> Ranking:
    """``ranking`` with the functions far from where the failing compile loaded values no
    suite program loads there lowered (``values``, ``rank.near_values``)."""
    flagged = flagged_by_values(spectra, on_progress)
    assert spectra.source_dir is not None  # flagged_by_values refused spectra without one
    return near_values(ranking, flagged, calls.called(spectra.failing, spectra.source_dir))


def flagged_by_values(spectra: Spectra, on_progress: Callable[[str], None] | None = None
                      ) -> tuple[str, ...]:
    """The functions where the failing compile loaded a value outside every passing suite
    program's range there (``values.near_values``), those with the most such places first."""
    trials = spectra.trials
    if trials is None or not spectra.searched or spectra.source_dir is None:
        raise CcfuzzError("values need the failing program and the compiler's source")
    build, claim = trials.build, trials.claim
    vb = values.cached_value_build(build, jobs=os.cpu_count() or 2, on_progress=on_progress)
    return values.near_values(vb, build, trials.arguments, spectra.searched,
                              claim.compile_seconds, claim.run_seconds, on_progress)


def ranking_of(spectra: Spectra, spectrum: Spectrum, ties: str = CALLERS_FIRST) -> Ranking:
    """The ranking of the passing programs against the failing compile, over ``spectrum``;
    with a test suite beside the witnesses, both put together line by line; its ties among
    functions ordered by who calls whom with ``ties`` CALLERS_FIRST."""
    if ties not in TIES:
        raise ValueError(f"no way of ranking ties {ties!r} (one of {', '.join(TIES)})")
    if not spectra.suite:
        ranking = rank(spectra.failing, spectra.passing, spectrum,
                       also_failing=spectra.also_failing)
    else:
        ranking = rank_together(spectra.failing, spectra.passing, spectra.suite, spectrum,
                                also_failing=spectra.also_failing)
    if ties == CALLERS_FIRST and spectra.source_dir is not None:
        ranking = callers_first(ranking, calls.called(spectra.failing, spectra.source_dir))
    return ranking


def method_name(options: Options) -> str:
    """The name the isolation is stored under: the method, and what it did beyond the
    default (``diwi/operands-rules``, ``diwi/failing-mutants``), so that it is stored beside
    the default's."""
    parts = [options.method]
    if options.rules != mutate.DEFAULT_RULES and options.method != "sbfl":
        parts.append(f"{options.rules}-rules")
    if options.failing_mutants and options.method != "sbfl":
        parts.append("failing-mutants")
    if options.ties != CALLERS_FIRST:
        parts.append(f"ties-{options.ties}")
    if options.compiler_mutants:
        parts.append("compiler-mutants")
    if not options.stack:
        parts.append("no-stack")
    if options.values:
        parts.append("values")
    return "/".join(parts)


def record(store: Store, finding_id: int, options: Options, spectra: Spectra,
           ranking: Ranking) -> IsolationRow:
    """Store ``ranking`` as the finding's isolation by ``options.method``."""
    row = IsolationRow(finding_id, method_name(options), spectra.program, spectra.build,
                       len(spectra.passing) + len(spectra.suite), spectra.tried, options.seed,
                       spectra.complete,
                       ranking.to_json(), time.monotonic() - spectra.started, time.time())
    return store.record_isolation(row)


def collect(store: Store, finding_id: int, options: Options,
            on_progress: Callable[[str], None] | None = None) -> Spectra:
    """The failing compile's coverage and the passing programs' (witnesses or the test
    suite, as ``options.method`` says)."""
    started = time.monotonic()
    finding = store.finding(finding_id)
    if finding.kind not in KINDS:
        raise CcfuzzError(f"finding {finding_id}: isolate works on "
                          f"{', '.join(k.value for k in KINDS)} findings, not "
                          f"{finding.kind.value} ones")
    program = store.program(finding.program_id)
    reduction = store.reduction(finding_id)
    source = (reduction.source if reduction else program.source or "").encode()
    spec = _spec(store, finding)
    target, build = coverage_target(spec.claim.targets, options.cfg, options.cache)
    if options.compiler_mutants:  # refused before the search, not after it
        cmutate.check_rebuildable(build)
    if options.stack and finding.kind in STOPPING:
        stack.check_gdb()
    if options.values:
        values.check_buildable(build)
    trials = Trials(spec.claim, spec.guard, build, target)
    verdict, why = trials.judge(source)
    if verdict is not Verdict.FAILS:
        raise CcfuzzError(f"finding {finding_id}: its program does not show it any more, "
                          f"so there is nothing to isolate: {why}")
    source, done = _prepared(source, trials, options)
    shown = ("reduced" if reduction else "recorded") + done
    failing = trials.coverage(source)
    if not failing:
        raise CcfuzzError(f"finding {finding_id}: {build.name} wrote no coverage compiling "
                          "its program")
    built = f"{build.name} {build.version}"
    suite = sbfl.Suite([], 0)
    if options.method in ("sbfl", COMBINED):
        suite = sbfl.run_suite(build, trials.arguments, spec.claim.compile_seconds,
                               spec.claim.run_seconds, on_progress=lambda i, n: (
                                   on_progress(f"{i} test programs, {n} passing")
                                   if on_progress else None))
    if options.method == "sbfl":
        return Spectra(failing, suite.passing, suite.tried, suite.complete, shown, built,
                       started, source_dir=build.source_dir, searched=source, trials=trials)
    if not suite.complete:  # Ctrl-C during the suite: no search, rank what ran
        return Spectra(failing, [], suite.tried, False, shown, built, started, suite.passing,
                       source_dir=build.source_dir, searched=source, trials=trials)
    # The witness search has what is left of the time the suite took.
    deadline = started + options.minutes * 60
    try:
        result = _search(source, failing, trials, options, deadline, on_progress)
        why = "no witness of the reduced program"
    except ParseError:
        if not (reduction and program.source):
            raise
        # A reducer can leave a program the C model cannot read (a macro whose expansion is
        # a chained comparison, called with empty arguments, say): it has no mutant, as if
        # every one had been tried.
        result = Result([], 0, True, 0.0, spent=True)
        why = "the reduced program does not parse"
    tried, complete = suite.tried + result.tried, result.complete
    if reduction and program.source and not result.witnesses and result.spent \
            and result.complete:
        # Every mutant of the reduced program was tried (or no rule applies to it) and none
        # passed: reduction keeps only what the bug needs, so each edit either keeps the bug
        # or breaks the program. The recorded program has more places to mutate.
        try:
            recorded, done = _prepared(program.source.encode(), trials, options)
            label = "recorded" + done
            # A transformed program was judged failing already.
            covered = (trials.coverage(recorded) if done
                       or trials.judge(recorded)[0] is Verdict.FAILS else Coverage())
        except KeyboardInterrupt:  # as in a search: stop, and rank what there is
            covered, complete = Coverage(), False
        if covered:
            if on_progress is not None:
                on_progress(f"{why}: mutating the recorded one")
            retry = _search(recorded, covered, trials, options, deadline, on_progress)
            tried += retry.tried
            # Without witnesses of its own, the recorded program's larger compile would only
            # blur the failing spectrum the test suite is ranked against.
            if retry.witnesses:
                result, failing, shown, source = retry, covered, label, recorded
            complete = retry.complete
    return Spectra(failing, [w.coverage for w in result.witnesses], tried, complete, shown,
                   built, started, suite.passing, [m.coverage for m in result.failing],
                   build.source_dir, source, tuple(w.source for w in result.witnesses),
                   trials)


def _prepared(source: bytes, trials: Trials, options: Options) -> tuple[bytes, str]:
    """The failing program as searched, and what was done to it (`` (without headers,
    printed values hoisted)``, or nothing): ``options``' transformations, each kept only if
    the finding holds on its result."""
    done = []
    steps = ((options.replace_headers, headers.without_headers, WITHOUT_HEADERS),
             (options.hoist_prints, hoist.hoisted, HOISTED))
    for wanted, transform, name in steps:
        changed = transform(source) if wanted else None
        if changed is not None and trials.judge(changed)[0] is Verdict.FAILS:
            source = changed
            done.append(name)
    return source, f" ({', '.join(done)})" if done else ""


def _search(source: bytes, failing: Coverage, trials: Trials, options: Options,
            deadline: float, on_progress: Callable[[str], None] | None) -> Result:
    """Witnesses of ``source`` (whose compile covered ``failing``) until ``deadline``."""
    search = Search(source, failing, trials, random.Random(options.seed),
                    choice=Choice.RANDOM if options.method == "diwi-rand" else Choice.MH,
                    budget=Budget(options.witnesses, max(deadline - time.monotonic(), 0.0)),
                    novelty=options.novelty, rules=mutate.rule_set(options.rules),
                    keep_failing=options.failing_mutants,
                    on_progress=lambda p: _said(on_progress, p))
    return search.run()


def _said(on_progress: Callable[[str], None] | None, p: Progress) -> None:
    if on_progress is not None:
        on_progress(f"{p.witnesses} witnesses, {p.tried} mutants tried ({p.last})")


def describe(row: IsolationRow, shown: int = SHOWN) -> list[str]:
    """The ranking as lines for people: the top files, then the top functions."""
    ranking = Ranking.from_json(row.ranking)
    method = row.method.split("/")[0]
    what = {"sbfl": "test programs", COMBINED: "test programs and mutants"}.get(method,
                                                                             "mutants")
    lines = [f"{row.method}: {row.witnesses} passing programs ({row.tried} {what} tried) "
             f"against the {row.program} program's compile"
             + (f" and {ranking.failing - 1} failing mutants'" if ranking.failing > 1 else "")
             + f" by {row.coverage_build}, "
             f"{row.seconds:.0f}s, "
             f"{ranking.spectrum.value} spectrum"
             + _together(method, ranking)
             + (", ties ordered by who calls whom" if ranking.callers_first else "")
             + (f", the first functions reordered by {ranking.refined} mutants of the "
                "compiler" if ranking.refined else "")
             + (", functions far from where the compile stopped lowered" if ranking.stack
                else "")
             + (", functions far from values no test program loads lowered"
                if ranking.flagged else "")
             + ("" if row.complete else " (stopped early)")]
    if ranking.stack:
        shown_frames = " <- ".join(ranking.stack[:STACK_SHOWN])
        more = len(ranking.stack) - STACK_SHOWN
        lines.append(f"the compile stopped in: {shown_frames}"
                     + (f" <- ... ({more} more)" if more > 0 else ""))
    if ranking.flagged:
        more = len(ranking.flagged) - STACK_SHOWN
        lines.append("values no test program loads there, loaded in: "
                     + ", ".join(ranking.flagged[:STACK_SHOWN])
                     + (f" ... ({more} more)" if more > 0 else ""))
    for title, entries in (("files", ranking.files), ("functions", ranking.functions)):
        lines.append(f"{title} (rank, suspiciousness, lines the failing compile ran):")
        lines += [_entry(r) for r in entries[:shown]]
    return lines


def _together(method: str, ranking: Ranking) -> str:
    if method != COMBINED:
        return ""
    if ranking.top is None:  # stored before rank_together: the sum of the two ranks
        return ", combined with the test suite's ranking over lines"
    return (f", each line's score times its score over the test suite (lines), each file "
            f"and function by its {ranking.top} most suspect lines")


def _entry(r: Ranked) -> str:
    return f"  {r.rank:4d}  {r.score:.3f}  {r.lines:5d}  {r.name}"


def markdown(rows: Sequence[IsolationRow]) -> str:
    """The section of a bug report that says where the bug may lie."""
    if not rows:
        return ""
    parts = ["## Where in the compiler (ccfuzz isolate)\n"]
    for row in rows:
        parts.append("```\n" + "\n".join(describe(row, 5)) + "\n```\n")
    return "\n".join(parts)


def cmd_isolate(args: argparse.Namespace) -> int:
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    if args.with_suite is not None and args.baseline is not None:
        flag = "--with-suite" if args.with_suite else "--without-suite"
        raise CcfuzzError(f"{flag} says whether the test suite goes beside DiWi's witnesses; "
                          "it does not go with --baseline")
    if args.baseline is not None:
        method = METHODS[args.baseline]
    else:
        method = {True: COMBINED, False: METHODS[None], None: AUTO}[args.with_suite]
    spectrum = Spectrum(args.spectrum or Spectrum.LINES)
    novelty = novelty_for(method, spectrum)
    options = Options(method, seed, args.minutes, args.witnesses, config.load(args.config),
                      spectrum=spectrum, novelty=novelty,
                      rules="paper" if args.paper_rules else args.rules,
                      replace_headers=args.replace_headers, hoist_prints=args.hoist_prints,
                      failing_mutants=args.failing_mutants, ties=args.ties,
                      compiler_mutants=args.compiler_mutants, stack=args.stack,
                      values=args.values)

    show = _progress_line()

    # SIGTERM as Ctrl-C: the search stops and ranks with the witnesses it has.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    with Store(args.dir, write=True, create=False) as store:
        chosen = resolved(store, args.id, options)
        if options.method == AUTO and chosen.method != COMBINED:
            print(f"no test suite ({sbfl.SUITE}/*.c with .expect files) in the coverage "
                  "build's source: ranking by DiWi's witnesses alone", file=sys.stderr)
        options = chosen
        print(f"isolating finding {args.id} ({options.method}, seed {seed})",
              file=sys.stderr)
        row = isolate_finding(store, args.id, options, on_progress=show)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print("\n".join(describe(row)))
    return 0 if row.complete else 130


def _progress_line(every: float = 10.0) -> Callable[[str], None]:
    """The search's progress on stderr: one line redrawn in place on a terminal; elsewhere
    (a log, a pipe) a plain line at most every ``every`` seconds, no ``\\r`` or escapes."""
    if sys.stderr.isatty():
        return lambda text: print(f"\r\033[K{text}"[:200], end="", file=sys.stderr,
                                  flush=True)
    last = [-every]

    def plain(text: str) -> None:
        if time.monotonic() - last[0] >= every:
            last[0] = time.monotonic()
            print(text, file=sys.stderr, flush=True)

    return plain


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser],
             with_dir: Callable[[argparse.ArgumentParser], None]) -> None:
    p = sub.add_parser("isolate", help="rank the compiler's source files and functions by "
                       "how suspect they are of a finding's bug (DiWi)")
    p.add_argument("id", type=int, help="finding id")
    p.add_argument("--minutes", type=config.positive_option, default=10.0,
                   help="time for the witness search (default 10)")
    p.add_argument("--witnesses", type=_positive, default=500,
                   help="stop after this many witnesses (default 500)")
    p.add_argument("--seed", type=int, help="seed of the search (default: random, printed)")
    p.add_argument("--baseline", choices=["rand", "sbfl"],
                   help="rand: DiWi with random rule choice; sbfl: the compiler's own test "
                   "suite as passing programs")
    suite = p.add_mutually_exclusive_group()
    suite.add_argument("--with-suite", action="store_true", default=None,
                       help="also run the compiler's own test suite (tcc's tests/tests2) and "
                       "rank by the witnesses and the suite together (within --minutes); the "
                       "default when the coverage build's source holds the suite")
    suite.add_argument("--without-suite", action="store_false", dest="with_suite", default=None,
                       help="rank by DiWi's witnesses alone, even when there is a test suite "
                       "(the default when there is none)")
    p.add_argument("--spectrum", choices=[s.value for s in Spectrum],
                   help="what a passing program shares with the failing compile: the lines "
                   "it ran (the default, the paper's), or the lines and how many times it "
                   "ran each (counts), or lines with ties broken by counts")
    p.add_argument("--rules", choices=mutate.RULE_SETS, default=mutate.DEFAULT_RULES,
                   help="paper: DiWi's 132 mutation rules; types: with the rules that change "
                   "a declaration's or cast's type; deletion: also deleting one statement "
                   f"(default {mutate.DEFAULT_RULES}); operands: also an operand for its "
                   "expression; layout: also comments and white space; fold: also a "
                   "constant for a variable; attributes: also deleting an attribute; linkage: also "
                   "removing or adding a file-scope static")
    p.add_argument("--paper-rules", action="store_true", help="the same as --rules paper")
    p.add_argument("--replace-headers", action="store_true",
                   help="mutate and rank the program with its #include lines replaced by "
                   "declarations of what it uses of them (printf, int8_t...), when the "
                   "finding still holds on it: a header's code then runs in no compile")
    p.add_argument("--hoist-prints", action="store_true",
                   help="mutate and rank the program with each value it prints computed on a "
                   "line of its own before the call that prints it, when the finding still "
                   "holds on it: a line that prints is never mutated")
    p.add_argument("--failing-mutants", type=_not_negative, default=0, metavar="N",
                   help="also keep up to N of the search's mutants that still fail (valid, "
                   "each with a coverage of its own) as failing programs, and rank by all of "
                   "them: a line the bug needs runs in each (default 0: the failing program "
                   "alone, as DiWi)")
    p.add_argument("--ties", choices=TIES, default=CALLERS_FIRST,
                   help="functions that score the same: callers before what they call in "
                   "the failing compile (callers-first, the default: read off the build's "
                   "source), or all at the tie's worst rank (worst)")
    p.add_argument("--compiler-mutants", type=_not_negative_minutes, default=0.0,
                   metavar="MINUTES",
                   help="after the search, for MINUTES more: mutate the compiler's own "
                   "source (tcc only: each mutant is one file recompiled and relinked) on "
                   "the lines the failing compile ran, the most suspect functions first, "
                   "and put first the functions whose mutants change the failing program's "
                   "outcome but not the witnesses' (default 0: none)")
    p.add_argument("--stack", action=argparse.BooleanOptionalAction, default=True,
                   help="for a crash or a valid program rejected: run the failing compile "
                   "once more under gdb, read the compiler's stack where it stopped, and "
                   "halve the scores of the functions neither among its 3 innermost "
                   "functions nor called by them (the default; --no-stack: not)")
    p.add_argument("--values", action=argparse.BooleanOptionalAction, default=False,
                   help="after the search: build the compiler again with clang tracing its "
                   "loads (tcc only; half a minute), compile the test suite and the failing "
                   "program with it, and halve the scores of the functions that neither "
                   "loaded a value outside every passing test's range there nor are called "
                   "by one that did (default: not)")
    p.add_argument("--config", type=Path,
                   help=f"config file (default: ./{config.DEFAULT_NAME})")
    with_dir(p)
    p.set_defaults(func=cmd_isolate)


def _not_negative(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is negative")
    return value


def _not_negative_minutes(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text} is not a number of minutes") from None
    if not value >= 0:
        raise argparse.ArgumentTypeError(f"{text} is negative")
    return value


def _positive(text: str) -> int:
    value = int(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number")
    return value
