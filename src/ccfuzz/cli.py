"""The command line: one subcommand per job; parse, call the library, print."""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import math
import os
import signal
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ccfuzz import __version__, config
from ccfuzz.console import err, out
from ccfuzz.errors import CcfuzzError, ConfigError, StoreError
from ccfuzz.model import FindingKind

if TYPE_CHECKING:
    from ccfuzz import campaign
    from ccfuzz.cluster import Connection, DaskPool
    from ccfuzz.store import Store, TriageRow

DEFAULT_RUNDIR = Path("ccfuzz-runs")
EXIT_ERROR = 1
EXIT_INTERRUPTED = 130

def cmd_compilers(args: argparse.Namespace) -> int:
    from rich.markup import escape
    from rich.table import Table

    from ccfuzz import compilers, matrix

    cfg = config.load(args.config)
    found = compilers.installed(cfg)
    found = compilers.Installed(
        tuple(compilers.with_matrix(found.discovered, matrix.named(args.builds, cfg.builds))),
        tuple(compilers.with_matrix(found.configured, matrix.named(args.builds, cfg.builds))))
    default = {c.path for c in found.default()}
    if args.json:
        print(json.dumps([
            {"name": c.name, "path": c.path, "family": c.family, "version": c.version,
             "opt_levels": list(c.opt_levels), "flags": list(c.flags),
             "aliases": list(c.aliases), "where": c.where, "trunk": c.trunk,
             "target": c.target or None,
             "default": c.path in default} for c in found.every
        ], indent=2))
        return 0
    table = Table("name", "family", "version", f"builds ({args.builds})", "hunt", "where",
                  "path")
    for c in found.every:
        name = c.name + (f" ({', '.join(c.aliases)})" if c.aliases else "")
        # escape: a version line such as GCC trunk's "[trunk r17-5409-g…]" is not markup
        table.add_row(escape(name), c.family, escape(c.version), escape(", ".join(c.opt_levels)),
                      "default" if c.path in default else "", c.where, escape(c.path))
    out().print(table)
    out().print(f"hunt tests the default set unless --compilers names others "
                f"(--compilers {compilers.ALL}: every one)")
    return 0


def _new_plan(args: argparse.Namespace, cfg: config.Config) -> campaign.Plan:
    import dataclasses
    import secrets

    from ccfuzz import campaign, compilers, matrix, swarm, targets
    from ccfuzz.sources import open_source
    from ccfuzz.toolchain import covbuild

    wanted = [n.strip() for n in args.compilers.split(",") if n.strip()] if args.compilers \
        else None
    found = compilers.installed(cfg)
    chosen = compilers.choose(found, wanted, covbuild.with_named(found.every, wanted, cfg),
                              targets=[t.name for t in targets.named(args.targets or "")])
    if not wanted:
        left = [c.name for c in found.every if c.path not in {d.path for d in chosen}]
        if left:
            out().print(f"the default set leaves out {', '.join(left)}: "
                        f"--compilers {compilers.ALL} tests them too", markup=False)
    open_source(args.source)  # fail now, not in every worker, if the source is unusable
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    compile_limits, run_limits = campaign.default_limits(
        args.compile_timeout or cfg.compile_timeout or config.COMPILE_TIMEOUT,
        args.run_timeout or cfg.run_timeout or config.RUN_TIMEOUT,
    )
    chosen = compilers.with_matrix(chosen, matrix.named(args.builds, cfg.builds))
    settings = cfg.swarm or swarm.SwarmSettings()
    if args.swarm is not None:
        settings = dataclasses.replace(settings, builds=args.swarm)
    drawn = swarm.make([(c.name, c.family, c.path) for c in chosen], settings, seed)
    out().print(f"builds: matrix {args.builds}; {swarm.describe(drawn)}", markup=False)
    return campaign.Plan(args.source, tuple(chosen), seed, compile_limits, run_limits,
                         swarm=drawn if drawn.pools else None)


def _check_unchanged(plan: campaign.Plan) -> None:
    from ccfuzz import compilers

    for what, limits in (("compile", plan.compile_limits), ("run", plan.run_limits)):
        if not math.isfinite(limits.wall_seconds) or limits.wall_seconds <= 0:
            raise ConfigError(f"cannot resume: the campaign's {what} time limit is "
                              f"{limits.wall_seconds}; start a new campaign")
    for c in plan.compilers:
        try:
            now = compilers.from_config(c.name, c.path, family=c.family)
        except CcfuzzError as exc:
            raise ConfigError(f"cannot resume: {exc}") from None
        if now.version != c.version:
            raise ConfigError(
                f"cannot resume: {c.name} is now {now.version!r}, the campaign used "
                f"{c.version!r}; start a new campaign"
            )


def cmd_hunt(args: argparse.Namespace) -> int:
    from ccfuzz import build_kinds, campaign, sandbox
    from ccfuzz.pool import LocalPool
    from ccfuzz.sources import open_source
    from ccfuzz.store import CampaignStatus, Store

    if args.resume and args.compilers:
        raise ConfigError("--resume tests the campaign's own compilers: leave out --compilers "
                          "(or start a new campaign in another --dir)")
    cfg = config.load(args.config)
    # Everything that can refuse the command is checked before the store is opened: a
    # refused command leaves no run directory and no campaign behind.
    new_plan = None if args.resume else _new_plan(args, cfg)
    client = _connect(args.cluster)
    remote = None if client is None or new_plan is None else _admit(client, new_plan, args.jobs)
    with (_existing_store(args.dir) if args.resume else Store(args.dir, write=True)) as store, \
            _closing(client):
        if new_plan is None:
            row = store.campaign()
            plan = campaign.plan_from_settings(row.source, row.seed, row.settings,
                                               kinds=build_kinds.LOADERS)
            _check_unchanged(plan)
            if client is not None:
                remote = _admit(client, plan, args.jobs)
            jobs = args.jobs or row.settings.get("jobs") or _default_jobs()
            programs = args.programs if args.programs is not None else row.settings["programs"]
            minutes = args.minutes if args.minutes is not None else row.settings["minutes"]
            if args.programs is None and args.minutes is None and \
                    row.status is CampaignStatus.DONE:
                raise ConfigError(
                    f"campaign {row.id} is finished; to go on, give it a larger budget "
                    "(--programs N or --minutes N with --resume)"
                )
            campaign_id, elapsed = row.id, row.elapsed
            out().print(f"resuming campaign {campaign_id} ({row.status}, {elapsed:.0f}s so far)")
        else:
            plan = new_plan
            programs, minutes = args.programs, args.minutes
            jobs = args.jobs or _default_jobs()
            campaign_id = store.new_campaign(
                plan.seed, plan.source,
                {**campaign.plan_settings(plan, programs, minutes), "jobs": jobs}, __version__,
            )
            elapsed = 0.0
        n_builds = len(plan.builds())
        n_swarm = len(plan.builds(0)) - n_builds
        isolation = "network namespace" if sandbox.network_isolation_available() else \
            "no network namespace (not permitted here)"
        where = f"{jobs} workers" if remote is None else _cluster_line(remote)
        out().print(
            f"campaign {campaign_id}: source {plan.source}, seed {plan.seed}, "
            f"{len(plan.compilers)} compilers ({', '.join(c.name for c in plan.compilers)}), "
            f"{n_builds} builds per program" + (f" and {n_swarm} swarm builds" if n_swarm else "")
            + f", {where}; test binaries get rlimits, "
            f"a private directory and {isolation}; results in {args.dir}"
        )
        if programs is None and minutes is None and open_source(plan.source).size() is None:
            out().print("no --minutes or --programs: running until Ctrl-C")
        stats = _run_campaign(store, campaign_id, plan, remote or LocalPool(plan, jobs),
                              programs=programs, minutes=minutes, elapsed_before=elapsed,
                              started=args.started)
        new = sum(stats.new_findings.values())
        counts = ", ".join(f"{k}: {v}" for k, v in sorted(stats.session_statuses.items()))
        out().print(
            f"{stats.session_programs} programs tested this session"
            + (f" ({counts})" if counts else "")
            + (f", {stats.programs} in the campaign" if stats.programs != stats.session_programs
               else "")
            + f"; {new} new distinct findings, {sum(stats.sightings.values())} sightings"
        )
        out().print(f"list them: ccfuzz findings --dir {args.dir}")
        _say_stopped(stats)
        if args.triage and not stats.interrupted:
            return _triage_campaign(store, campaign_id, args)
    return _interrupted(args.dir) if stats.interrupted else 0


def _say_stopped(stats: campaign.Stats) -> None:
    if stats.stopped_at_deadline:
        out().print(f"{stats.stopped_at_deadline} programs in flight were stopped at the time "
                    "limit, not recorded (hunt --resume --minutes N tests them again)",
                    markup=False)


def _run_campaign(store: Store, campaign_id: int, plan: campaign.Plan,
                  workers: campaign.Workers, *, programs: int | None, minutes: float | None,
                  started: float, elapsed_before: float = 0.0) -> campaign.Stats:
    """Run the campaign with a progress display until its budget is spent or it is stopped;
    a time budget counts from ``started`` (``time.monotonic()``), the command's start."""
    import threading

    from ccfuzz import campaign
    from ccfuzz.progress import LiveProgress, PlainProgress

    # Both stop the campaign cleanly; SIGINT explicitly too, since a shell starts background
    # jobs with SIGINT ignored and Python then never raises KeyboardInterrupt.
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    # SIGUSR1: hand out no more programs, record those in flight, then stop (interrupted).
    drain = threading.Event()
    signal.signal(signal.SIGUSR1, lambda signum, frame: drain.set())
    display = LiveProgress(err()) if err().is_terminal else PlainProgress()
    with display:
        return campaign.run(store, campaign_id, plan, workers=workers, programs=programs,
                            minutes=minutes, progress=display, elapsed_before=elapsed_before,
                            draining=drain.is_set,
                            setup_seconds=time.monotonic() - started)


def _connect(address: str | None) -> Connection | None:
    """The Dask cluster of ``--cluster``, checked before anything is written."""
    if address is None:
        return None
    from ccfuzz import cluster

    return cluster.connect(address)


def _admit(connection: Connection, plan: campaign.Plan, jobs: int | None) -> DaskPool:
    remote, refused = connection.admit(plan, jobs)
    for line in refused:
        err().print(f"ccfuzz: {line}", markup=False)
    return remote


def _cluster_line(remote: DaskPool) -> str:
    return (f"{remote.admitted} Dask workers at {remote.address} "
            f"({remote.capacity} programs in flight)")


@contextlib.contextmanager
def _closing(connection: Connection | None) -> Iterator[None]:
    try:
        yield
    finally:
        if connection is not None:
            connection.close()


def _interrupted(rundir: Path) -> int:
    out().print(f"interrupted; continue with: ccfuzz hunt --resume --dir {rundir}")
    return EXIT_INTERRUPTED


def _existing_store(rundir: Path) -> Store:
    """The store of a run directory that must hold one already, opened for writing."""
    from ccfuzz.store import Store

    return Store(rundir, write=True, create=False)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


def cmd_findings(args: argparse.Namespace) -> int:
    if args.by == "culprit":
        from ccfuzz.culprit.command import list_by_culprit

        return list_by_culprit(args)
    from ccfuzz.report.table import text_table
    from ccfuzz.store import Store
    from ccfuzz.triage.states import rank

    with Store(args.dir, write=False) as store:
        triages = store.triages()
        # Live bugs first (``ccfuzz triage``), then by id; untriaged findings last.
        rows = sorted(store.findings(args.kind),
                      key=lambda r: (rank(t.state if (t := triages.get(r.id)) else None), r.id))
    if args.json:
        print(json.dumps([{**r.as_json(), "triage": None if (t := triages.get(r.id)) is None
                           else {"state": t.state, "detail": t.detail}} for r in rows],
                         indent=2))
        return 0
    if not rows:
        print(f"no findings in {args.dir}")
        return 0
    print(text_table(("id", "triage", "kind", "compiler", "count", "builds", "summary"),
                     [(str(r.id), "-" if (t := triages.get(r.id)) is None else t.state,
                       r.kind.value, r.compiler, str(r.count), " | ".join(r.builds),
                       r.summary[:100]) for r in rows]))
    if len(triages) < len(rows):
        print(f"{len(rows) - len(triages)} not triaged yet: ccfuzz triage --dir {args.dir}")
    return 0


def cmd_show(args: argparse.Namespace) -> int:
    import shlex

    from ccfuzz.case.bundle import RunDir
    from ccfuzz.culprit.command import describe as culprit_lines
    from ccfuzz.report import repro
    from ccfuzz.store import Store

    with Store(args.dir, write=False) as store:
        finding = store.finding(args.id)
        program = store.program(finding.program_id)
        observations = store.observations(finding.program_id)
        settings = store.campaign(finding.campaign_id).settings
        reduction = store.reduction(finding.id)
        others = [pid for pid in store.sightings(finding.id) if pid != finding.program_id]
        culprits = store.culprits(finding.id)
        triaged = store.triage(finding.id)
    # The reduced program, when there is one, is the one worth reproducing.
    source = reduction.source if reduction is not None else program.source or ""
    runs = RunDir(args.dir)
    path = args.script or runs.repro_script(finding.id)
    text = repro.script(finding, program, observations,
                        settings["compile_limits"]["wall_seconds"],
                        settings["run_limits"]["wall_seconds"],
                        None if reduction is None else reduction.source)
    written = True
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        path.chmod(0o755)
    except OSError as exc:
        if args.script is not None or exc.errno not in (errno.EACCES, errno.EPERM, errno.EROFS):
            raise StoreError(f"cannot write {path}: {exc.strerror}") from None
        written = False  # a read-only run directory: show the finding all the same
    by_build = {o.build: o for o in observations}
    out().print(f"[bold]finding {finding.id}[/bold]: {finding.kind} in {finding.compiler}, "
                f"seen {finding.count} time(s)")
    if triaged is not None:
        report = (runs.bundle_at(reduction.bundle) if reduction is not None
                  else runs.bundle(finding.id)).report
        out().print(f"triage:    {triaged.state}: {triaged.detail}"
                    + (f" (report: {report})" if report.is_file() else ""), markup=False)
    out().print(f"summary:   {finding.summary}", markup=False)
    out().print(f"signature: {finding.signature}", markup=False)
    if others:
        shown_ids = ", ".join(map(str, others[:20])) + (" ..." if len(others) > 20 else "")
        out().print(f"also seen in programs {shown_ids} (`ccfuzz reduce {finding.id} "
                    "--program PID` reduces one)", markup=False)
    out().print(f"program:   {program.name} ({len(source)} bytes), "
                f"origin {program.origin_json()}", markup=False)
    for build in finding.builds:
        obs = by_build.get(build)
        if obs is not None:
            out().print(f"  {build}: {obs.version}", markup=False)
            out().print("    $ " + shlex.join(obs.command), markup=False)
    for key, value in finding.evidence.items():
        out().print(f"{key}:\n  " + value.strip().replace("\n", "\n  ")[:3000], markup=False)
    for line in (line for c in culprits for line in culprit_lines(c)):
        out().print(line, markup=False)
    if reduction is not None:
        out().print(f"reduced:   {reduction.reduced_lines} lines ({reduction.reduced_bytes} of "
                    f"{reduction.original_bytes} bytes) in {runs.bundle_at(reduction.bundle).path}",
                    markup=False)
    if written:
        out().print(f"reproduce with: bash {shlex.quote(str(path))}   (exit 0 = reproduced)",
                    markup=False)
    else:
        err().print(f"ccfuzz: the run directory is read-only: no script in {path} "
                    "(--script PATH writes it elsewhere)", markup=False)
    return 0


def cmd_reduce(args: argparse.Namespace) -> int:
    from ccfuzz.reduce.run import reduce_finding

    if args.frama_c and args.no_guard:
        raise ConfigError("--frama-c is part of the guard: it cannot go with --no-guard")

    from ccfuzz.progress import SizeProgress

    show = SizeProgress(err(), "smallest interesting program so far")

    # SIGTERM as Ctrl-C: stop C-Vise and its workers, keep the smallest checked program.
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    with _existing_store(args.dir) as store:
        try:
            result = reduce_finding(store, args.id, args.dir, jobs=args.jobs,
                                    timeout=args.timeout, tool=args.tool,
                                    guard=not args.no_guard, on_progress=show,
                                    program_id=args.program, resume=args.resume,
                                    frama_c=args.frama_c, on_message=show.say)
        except KeyboardInterrupt:
            show.end()
            err().print("ccfuzz: interrupted; the smallest checked program so far is kept "
                        f"(reduced.c in its bundle; `ccfuzz reduce {args.id} --continue` goes "
                        "on from it)", markup=False)
            return EXIT_INTERRUPTED
    show.end()
    row = result.row
    out().print(f"finding {args.id}: {row.original_bytes} -> {row.reduced_bytes} bytes "
                f"({row.reduced_lines} lines) in {row.seconds:.0f}s with {row.tool}"
                + ("" if result.complete else " (stopped early)"), markup=False)
    if result.started_from != row.original_bytes:
        out().print(f"(continued from the {result.started_from} bytes an earlier run kept)",
                    markup=False)
    out().print(f"bundle: {result.bundle.path}", markup=False)
    out().print("strict C: " + (result.dialect.describe() if result.dialect else
                                "not asked (gcc or clang refuses the original as -std=gnu11)"),
                markup=False)
    if args.program is not None and not result.recorded:
        out().print("(another sighting than the finding's own program: kept in the bundle only)",
                    markup=False)
    for name, info in sorted(row.affected.items()):
        out().print(f"  {name} ({info['version']}): "
                    f"{'shows it' if info['reproduced'] else 'does not show it'}", markup=False)
    if result.recorded:  # the culprit on the reduced program, recorded
        from ccfuzz.culprit.trace import trace

        with _existing_store(args.dir) as store:
            try:
                culprit = trace(store, args.id)
            except CcfuzzError as exc:  # the reduction is kept whatever the search says
                out().print(f"culprit: {exc}", markup=False)
            else:
                store.record_culprit(culprit)
                out().print(f"culprit: {culprit.summary}", markup=False)
    return 0


def cmd_report(args: argparse.Namespace) -> int:
    from ccfuzz.store import Store

    if args.campaign is not None or args.id is None:
        from ccfuzz.report import html

        with Store(args.dir, write=False) as store:
            campaign_id = None if args.campaign in (None, 0) else args.campaign
            path = html.write_campaign_page(store, campaign_id, args.dir, args.output)
        out().print(f"wrote {path}", markup=False)
        return 0
    from ccfuzz.report import model

    with Store(args.dir, write=False) as store:
        report = model.build(store, args.id, args.dir)
    if args.format == "json":
        text = json.dumps(report.to_json(), indent=2) + "\n"
    elif args.format == "html":
        from ccfuzz.report.finding_html import page

        text = page(report)
    else:
        from ccfuzz.report.markdown import render

        text = render(report)
    if args.output:
        args.output.write_text(text)
        out().print(f"wrote {args.output}", markup=False)
    else:
        sys.stdout.write(text)
    return 0


def write_report(store: Store, row: TriageRow, rundir: Path) -> None:
    """The bundle's report.md of a triaged finding: what triage hands each complete row to
    (triage itself knows nothing of the report)."""
    from ccfuzz.report.markdown import write

    write(store, row, rundir)


def _default_jobs() -> int:
    return os.cpu_count() or 1


def _count(text: str) -> int:
    """A whole number from 0 to ``swarm.MAX_COUNT`` (``--swarm``, as ``[swarm] builds``)."""
    from ccfuzz.swarm import MAX_COUNT

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: must be a whole number") from None
    if not 0 <= value <= MAX_COUNT:
        raise argparse.ArgumentTypeError(f"{text}: must be from 0 to {MAX_COUNT}")
    return value


def cmd_passes(args: argparse.Namespace) -> int:
    """CTOS: Csmith programs through random opt pass sequences (see src/ccfuzz/passes/)."""
    import secrets

    from ccfuzz import campaign, compilers
    from ccfuzz.passes import catalog, plan, probe
    from ccfuzz.passes import toolchain as llvm
    from ccfuzz.pool import LocalPool
    from ccfuzz.store import Store

    low, _, high = args.lengths.partition("-")
    if not (low.isdigit() and high.isdigit()):
        raise ConfigError(f"--lengths {args.lengths!r}: expected MIN-MAX, e.g. 50-200")
    toolchain = llvm.find_toolchain(args.opt) if args.opt else llvm.newest_toolchain()
    err().print(f"testing {toolchain.name}: {toolchain.opt} ({toolchain.version}), "
                f"{toolchain.llc}, front end and reference {toolchain.clang}"
                + ("" if args.opt else " (the newest installed LLVM; --opt to choose)"),
                markup=False)
    manager = llvm.PassManager(args.pass_manager) if args.pass_manager \
        else toolchain.default_manager()
    err().print(f"pass catalog of {toolchain.version} ({manager.value} pass manager): probing "
                "each pass once, cached afterwards ...", markup=False)
    deadline = args.started + args.minutes * 60 if args.minutes is not None else None
    found = catalog.discover(toolchain, manager, catalog.default_cache_dir(),
                             deadline=deadline)
    if not found.complete:
        err().print(f"ccfuzz: --minutes {args.minutes:g} ran out while probing the pass "
                    f"catalog ({found.probed} of {found.candidates} passes probed, kept in "
                    "the cache): nothing tested; the next `ccfuzz passes` goes on probing",
                    markup=False)
        return 0
    rejected = sum(why is probe.Drop.REJECTED for why in found.dropped.values())
    err().print(f"{len(found.passes)} passes kept, {rejected} rejected by opt", markup=False)
    for why in probe.Drop:
        names = sorted(n for n, w in found.dropped.items() if w is why)
        if names and why is not probe.Drop.REJECTED:
            look = " (a bug of LLVM's worth a look?)" if why in probe.MAYBE_BUGS else ""
            err().print(f"left out, {why.value}{look}: {', '.join(names)}", markup=False)
    reference = compilers.from_config(f"clang-{toolchain.major}", toolchain.clang,
                                      family="clang")
    client = _connect(args.cluster)
    settings = plan.PassesSettings(
        args.programs, args.sequences, plan.Selection(args.selection),
        args.seed if args.seed is not None else secrets.randbelow(2**31),
        int(low), int(high), args.opt_timeout)
    compile_limits, run_limits = campaign.default_limits()
    args.dir.mkdir(parents=True, exist_ok=True)
    the_plan = plan.make_plan(found, reference, settings, args.dir, compile_limits, run_limits)
    budget = None if args.minutes is not None else args.programs
    jobs = args.jobs or _default_jobs()
    remote = None if client is None else _admit(client, the_plan, args.jobs)
    with Store(args.dir, write=True) as store, _closing(client):
        campaign_id = store.new_campaign(
            the_plan.seed, the_plan.source,
            {**campaign.plan_settings(the_plan, budget, args.minutes), "jobs": jobs, "ctos": {
                "selection": settings.selection.value, "lengths": args.lengths,
                "catalog": len(found.passes), "manager": manager.value}},
            __version__)
        out().print(f"campaign {campaign_id}: {len(found.passes)} passes in the catalog, "
                    f"{sum(len(k.builds()) for k in the_plan.kinds)} sequences "
                    f"({settings.selection.value} selection, "
                    f"lengths {args.lengths}) + clang-{toolchain.major} -O0..-O3 per program, "
                    f"source {the_plan.source}, seed {the_plan.seed}, "
                    f"{f'{jobs} workers' if remote is None else _cluster_line(remote)}; "
                    f"results in {args.dir}", markup=False)
        stats = _run_campaign(store, campaign_id, the_plan, remote or LocalPool(the_plan, jobs),
                              programs=budget, minutes=args.minutes, started=args.started)
        out().print(f"{stats.session_programs} programs tested; "
                    f"{sum(stats.new_findings.values())} new distinct findings "
                    f"({', '.join(f'{k}: {v}' for k, v in sorted(stats.new_findings.items()))})"
                    f"; list them: ccfuzz findings --dir {args.dir}", markup=False)
        _say_stopped(stats)
        if args.triage and not stats.interrupted:
            return _triage_campaign(store, campaign_id, args)
    return _interrupted(args.dir) if stats.interrupted else 0


def _triage_campaign(store: Store, campaign_id: int, args: argparse.Namespace) -> int:
    """``--triage``: each distinct finding the campaign saw that has no complete triage yet
    (Ctrl-C keeps what was concluded; ``ccfuzz triage`` goes on)."""
    from ccfuzz.triage.command import triage_and_print
    from ccfuzz.triage.engine import Options, untriaged

    ids = untriaged(store, (s.finding_id for s in store.campaign_sightings(campaign_id)))
    out().print(f"triaging {len(ids)} finding(s)", markup=False)
    return triage_and_print(store, args.dir, Options(jobs=args.jobs or _default_jobs()), ids,
                            write_report)


DESCRIPTION = """\
Find, shrink and localize bugs in C compilers. ccfuzz tests the newest gcc and clang (and tcc) at
every optimization level on random programs free of undefined behaviour (Csmith's, or its
own generator's), on EMI variants of seed programs, and LLVM's opt on random pass sequences;
it records each misbehaviour with what it takes to reproduce it, and shrinks it with C-Vise
without letting undefined behaviour in."""

EPILOG = """\
a typical session:
  ccfuzz compilers                          what will be tested
  ccfuzz hunt --minutes 30 --seed 1         a campaign (Ctrl-C, then hunt --resume, to go on)
  ccfuzz findings                           what it found
  ccfuzz show 3                             one finding, and a script that reproduces it
  ccfuzz reduce 3                           a small program that still shows it
  ccfuzz culprit 3                          the pass or flags that make it (gcc, clang)
  ccfuzz report 3                           a bug report to send
'ccfuzz COMMAND --help' lists each command's options. Exit status: 0 done, 1 error (one
line on stderr), 2 bad command line, 130 interrupted (what was done is kept)."""


def build_parser() -> argparse.ArgumentParser:
    """The whole command line. Each command's module registers its options and imports its
    engine only when the command runs."""
    parser = argparse.ArgumentParser(prog="ccfuzz", description=DESCRIPTION, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"ccfuzz {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    def with_dir(p: argparse.ArgumentParser) -> None:
        p.add_argument("--dir", type=Path, default=DEFAULT_RUNDIR,
                       help=f"run directory holding the database (default: {DEFAULT_RUNDIR})")

    p = sub.add_parser("compilers", help="list the C compilers found on this machine")
    p.add_argument("--config", type=Path, help=f"config file (default: ./{config.DEFAULT_NAME})")
    p.add_argument("--builds", default="default", metavar="MATRIX",
                   help="show the builds of this build matrix (default: default)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_compilers)

    p = sub.add_parser("hunt", help="differential testing campaign across compilers and -O levels")
    p.add_argument("--source", default="csmith",
                   help="csmith (default), generator[:SIZE], generator-optimizer[:SIZE], "
                   "dir:PATH, or EMI variants of "
                   "one of these: emi:STRATEGY:csmith, emi:STRATEGY:dir:PATH, ...")
    p.add_argument("--compilers",
                   help="comma-separated names, or 'all' for every installed compiler "
                   "(default: the newest gcc, the newest clang and tcc, and the configured "
                   "ones; see `ccfuzz compilers`)")
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--minutes", type=config.minutes_option,
                        help="time budget of the whole command, set-up included; programs "
                        "still in flight at the end are stopped (excludes --programs; "
                        "default: no time limit)")
    budget.add_argument("--programs", type=config.count_option,
                        help="number of programs to test (excludes --minutes; default: every "
                        "program of a dir: source, else until Ctrl-C)")
    p.add_argument("--jobs", type=config.jobs_option,
                   help="parallel workers (default: one per core; with --resume, the "
                   "campaign's)")
    p.add_argument("--seed", type=int, help="campaign seed (default: random, printed)")
    p.add_argument("--cluster", metavar="ADDRESS",
                   help="test programs on the workers of the Dask scheduler at ADDRESS "
                   "(tcp://HOST:8786) instead of local processes; --jobs is then the number "
                   "of programs in flight (default: twice the workers)")
    p.add_argument("--resume", action="store_true",
                   help="continue the latest campaign in --dir with its settings")
    p.add_argument("--compile-timeout", type=config.seconds_option,
                   help=f"seconds (default {config.COMPILE_TIMEOUT:g})")
    p.add_argument("--run-timeout", type=config.seconds_option,
                   help=f"seconds (default {config.RUN_TIMEOUT:g})")
    p.add_argument("--targets", metavar="T,T",
                   help="also test the newest gcc and clang (release and trunk) of these "
                   "targets (riscv64, aarch64: cross compilers of a toolchain root, binaries "
                   "run by qemu-user; `ccfuzz toolchain install --targets`)")
    p.add_argument("--builds", default="default", metavar="MATRIX",
                   help="the build matrix: the builds each compiler gets (default: default; "
                   "classic: -O0 -O1 -O2 -Os -O3 only; a configuration file adds "
                   "[builds.NAME]; see `ccfuzz compilers --builds NAME`)")
    p.add_argument("--swarm", type=_count, metavar="N",
                   help="swarm builds per gcc or clang compiler and program: -O2/-O3 with "
                   "random optimization options (default 2, or the configuration's "
                   "[swarm] builds; 0: none)")
    p.add_argument("--triage", action="store_true",
                   help="when the campaign ends, triage each finding it saw (ccfuzz triage): "
                   "reduce, check, versions, culprit, duplicates, report")
    p.add_argument("--config", type=Path, help=f"config file (default: ./{config.DEFAULT_NAME})")
    with_dir(p)
    p.set_defaults(func=cmd_hunt)

    from ccfuzz.emi import command as emi_command

    emi_command.register(sub)  # `ccfuzz emi`: the whole command lives there
    from ccfuzz.toolchain import buildcommand

    buildcommand.register(sub)  # `ccfuzz coverage-build`
    from ccfuzz.toolchain import command as toolchain_command

    toolchain_command.register(sub)  # `ccfuzz toolchain`

    p = sub.add_parser("reduce", help="shrink a finding's program with C-Vise, never "
                       "introducing undefined behaviour")
    p.add_argument("id", type=int)
    p.add_argument("--jobs", type=config.jobs_option, default=os.cpu_count() or 1,
                   help="checks at once, in C-Vise and in ccfuzz's line and token "
                        "passes (default: one per core)")
    p.add_argument("--timeout", type=config.seconds_option, default=3600.0,
                   help="seconds for the whole reduction (default 3600)")
    p.add_argument("--tool", choices=["cvise", "creduce"], help="default: cvise if installed")
    p.add_argument("--no-guard", action="store_true",
                   help="skip the undefined-behaviour guard (not recommended)")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="go on from the program a stopped reduction of this finding kept")
    p.add_argument("--frama-c", action="store_true",
                   help="also refuse candidates in which Frama-C's value analysis finds a "
                   "possible undefined behaviour (slower; Debian: frama-c-base)")
    p.add_argument("--program", type=int, metavar="PID",
                   help="reduce another program that showed the finding (see `ccfuzz show ID`)")
    with_dir(p)
    p.set_defaults(func=cmd_reduce)

    p = sub.add_parser("report", help="a Markdown bug report for a finding, or an HTML page "
                       "for a campaign")
    p.add_argument("id", type=int, nargs="?", help="finding id")
    p.add_argument("--campaign", type=int, nargs="?", const=0,
                   help="HTML page of a campaign (default: the latest)")
    p.add_argument("--format", choices=["md", "html", "json"], default="md",
                   help="a finding's report as Markdown (default; the bundle's report.md), an "
                   "HTML page, or the report model as JSON")
    p.add_argument("-o", "--output", type=Path, help="where to write it")
    with_dir(p)
    p.set_defaults(func=cmd_report)

    p = sub.add_parser("passes", help="CTOS: test LLVM's opt (the newest installed, unless "
                       "--opt) with random pass sequences on Csmith programs")
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--programs", type=config.count_option, default=10,
                        help="Csmith programs to test (default 10; excludes --minutes)")
    p.add_argument("--sequences", type=config.count_option, default=50,
                   help="pass sequences per program (default 50)")
    budget.add_argument("--minutes", type=config.minutes_option,
                        help="time budget of the whole command, set-up included, instead of "
                        "--programs; programs still in flight at the end are stopped")
    p.add_argument("--selection", choices=["random", "centroid"], default="random",
                   help="how sequences and programs are chosen (centroid: embeddings)")
    p.add_argument("--lengths", default="50-200",
                   help="sequence lengths MIN-MAX (default 50-200)")
    p.add_argument("--pass-manager", choices=["legacy", "new"],
                   help="pass spelling (default: legacy up to LLVM 14, new after)")
    p.add_argument("--opt", help="the opt to test, a path, a name on PATH or a toolchain "
                   "root's (opt-24); llc and clang of its release come with it (default: the "
                   "newest installed, opt-N on PATH, /usr/lib/llvm-N/bin/opt or in a toolchain "
                   "root, with the highest N)")
    p.add_argument("--opt-timeout", type=config.seconds_option, default=60.0,
                   help="CPU seconds opt may take per sequence before it is a performance "
                   "bug (default 60)")
    p.add_argument("--jobs", type=config.jobs_option,
                   help="parallel workers (default: one per core; kept by hunt --resume)")
    p.add_argument("--seed", type=int, help="campaign seed (default: random, printed)")
    p.add_argument("--cluster", metavar="ADDRESS",
                   help="test programs on the workers of the Dask scheduler at ADDRESS "
                   "(tcp://HOST:8786) instead of local processes; --jobs is then the number "
                   "of programs in flight (default: twice the workers)")
    p.add_argument("--triage", action="store_true",
                   help="when the campaign ends, triage each finding it saw (ccfuzz triage): "
                   "reduce, check, versions, culprit, duplicates, report")
    with_dir(p)
    p.set_defaults(func=cmd_passes)

    p = sub.add_parser("findings", help="list the findings in a run directory")
    p.add_argument("--json", action="store_true", help="a JSON list of objects")
    p.add_argument("--kind", type=FindingKind, choices=list(FindingKind), metavar="KIND",
                   help="only this kind: " + ", ".join(FindingKind))
    p.add_argument("--by", choices=["signature", "culprit"], default="signature",
                   help="group by culprit signature (see `ccfuzz culprit`)")
    with_dir(p)
    p.set_defaults(func=cmd_findings)

    p = sub.add_parser("show", help="print one finding and write its reproduction script")
    p.add_argument("id", type=int)
    p.add_argument("--script", type=Path, help="where to write the script "
                   "(default: RUNDIR/repro/finding-ID.sh)")
    with_dir(p)
    p.set_defaults(func=cmd_show)

    from ccfuzz.culprit import command as culprit_command

    culprit_command.register(sub, with_dir)  # `ccfuzz culprit`: the whole command lives there

    from ccfuzz.generator import command as generate_command

    generate_command.register(sub)  # `ccfuzz generate`: the whole command lives there
    from ccfuzz.isolate import command as isolate_command

    isolate_command.register(sub, with_dir)  # `ccfuzz isolate`
    from ccfuzz.triage import command as triage_command

    triage_command.register(sub, with_dir, write_report)  # `ccfuzz triage`
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    started = time.monotonic()
    args = build_parser().parse_args(argv)
    args.started = started  # a time budget counts the command's set-up too
    # Every command stops on SIGTERM as on Ctrl-C (exit 130, one line, whole files); SIGINT
    # explicitly too, since a shell starts background jobs with SIGINT ignored.
    signal.signal(signal.SIGTERM, _interrupt)
    signal.signal(signal.SIGINT, _interrupt)
    from ccfuzz import scratch

    try:
        with scratch.session():
            code: int = args.func(args)
        return code
    except CcfuzzError as exc:
        err().print(f"ccfuzz: error: {exc}", markup=False)
        return EXIT_ERROR
    except KeyboardInterrupt:
        err().print("ccfuzz: interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # `ccfuzz findings | head`: not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
