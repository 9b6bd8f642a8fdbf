"""``ccfuzz hunt``: a differential testing campaign across compilers and builds, new or
resumed."""

from __future__ import annotations

import argparse
import math
from typing import TYPE_CHECKING

from ccfuzz import __version__, config, swarm
from ccfuzz.commands import campaigns
from ccfuzz.commands.options import (
    add_cluster,
    add_config,
    add_dir,
    add_jobs,
    add_minutes,
    add_seconds,
    add_seed,
    add_triage,
    default_jobs,
)
from ccfuzz.console import out
from ccfuzz.errors import CcfuzzError, ConfigError

if TYPE_CHECKING:
    from ccfuzz import campaign

NAME = "hunt"
HELP = "differential testing campaign across compilers and -O levels"
# ``--swarm N``, in the range of ``[swarm] builds``.
SWARM_BUILDS = config.Number("", swarm.MAX_COUNT, whole=True)


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--source", default="csmith",
                   help="csmith (default), generator[:SIZE], generator-optimizer[:SIZE], "
                   "dir:PATH, or EMI variants of "
                   "one of these: emi:STRATEGY:csmith, emi:STRATEGY:dir:PATH, ...")
    p.add_argument("--compilers",
                   help="comma-separated names, or 'all' for every installed compiler "
                   "(default: the newest gcc, the newest clang and tcc, and the configured "
                   "ones; see `ccfuzz compilers`)")
    budget = p.add_mutually_exclusive_group()
    add_minutes(budget, "time budget of the whole command, set-up included; programs "
                "still in flight at the end are stopped (excludes --programs; "
                "default: no time limit)")
    budget.add_argument("--programs", type=config.count_option,
                        help="number of programs to test (excludes --minutes; default: every "
                        "program of a dir: source, else until Ctrl-C)")
    add_jobs(p, "parallel workers (default: one per core; with --resume, the campaign's)")
    add_seed(p)
    add_cluster(p)
    p.add_argument("--resume", action="store_true",
                   help="continue the latest campaign in --dir with its settings")
    add_seconds(p, "--compile-timeout", help=f"seconds (default {config.COMPILE_TIMEOUT:g})")
    add_seconds(p, "--run-timeout", help=f"seconds (default {config.RUN_TIMEOUT:g})")
    p.add_argument("--targets", metavar="T,T",
                   help="also test the newest gcc and clang (release and trunk) of these "
                   "targets (riscv64, aarch64: cross compilers of a toolchain root, binaries "
                   "run by qemu-user; `ccfuzz toolchain install --targets`; default: none)")
    p.add_argument("--builds", default="default", metavar="MATRIX",
                   help="the build matrix: the builds each compiler gets (default: default; "
                   "classic: -O0 -O1 -O2 -Os -O3 only; a configuration file adds "
                   "[builds.NAME]; see `ccfuzz compilers --builds NAME`)")
    p.add_argument("--swarm", type=SWARM_BUILDS, metavar="N",
                   help="swarm builds per gcc or clang compiler and program: -O2/-O3 with "
                   "random optimization options (default 2, or the configuration's "
                   "[swarm] builds; 0: none)")
    add_triage(p)
    add_config(p)
    add_dir(p)


def _new_plan(args: argparse.Namespace, cfg: config.Config) -> campaign.Plan:
    import dataclasses
    import secrets

    from ccfuzz import campaign, compilers, matrix, swarm, targets
    from ccfuzz.sources import for_compilers, open_source
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
    source, added = for_compilers(args.source, chosen)
    if added:
        out().print(f"source {source}: every gcc and clang tested takes "
                    f"{', '.join(sorted(added))}", markup=False)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    compile_limits, run_limits = campaign.configured_limits(cfg, args.compile_timeout,
                                                            args.run_timeout)
    chosen = compilers.with_matrix(chosen, matrix.named(args.builds, cfg.builds))
    settings = cfg.swarm or swarm.SwarmSettings()
    if args.swarm is not None:
        settings = dataclasses.replace(settings, builds=args.swarm)
    drawn = swarm.make([(c.name, c.family, c.path) for c in chosen], settings, seed)
    out().print(f"builds: matrix {args.builds}; {swarm.describe(drawn)}", markup=False)
    return campaign.Plan(source, tuple(chosen), seed, compile_limits, run_limits,
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


def run(args: argparse.Namespace, started: float) -> int:
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
    client = campaigns.connect(args.cluster)
    remote = None if client is None or new_plan is None else \
        campaigns.admit(client, new_plan, args.jobs)
    with (campaigns.existing_store(args.dir) if args.resume else
          Store(args.dir, write=True)) as store, campaigns.closing(client):
        if new_plan is None:
            row = store.campaign()
            plan = campaign.plan_from_settings(row.source, row.seed, row.settings,
                                               kinds=build_kinds.LOADERS)
            _check_unchanged(plan)
            if client is not None:
                remote = campaigns.admit(client, plan, args.jobs)
            jobs = args.jobs or row.settings.jobs or default_jobs()
            programs = args.programs if args.programs is not None else row.settings.programs
            minutes = args.minutes if args.minutes is not None else row.settings.minutes
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
            jobs = args.jobs or default_jobs()
            campaign_id = store.new_campaign(
                plan.seed, plan.source,
                campaign.plan_settings(plan, programs, minutes, jobs=jobs), __version__,
            )
            elapsed = 0.0
        n_builds = len(plan.builds())
        n_swarm = len(plan.builds(0)) - n_builds
        isolation = "network namespace" if sandbox.network_isolation_available() else \
            "no network namespace (not permitted here)"
        where = f"{jobs} workers" if remote is None else campaigns.cluster_line(remote)
        out().print(
            f"campaign {campaign_id}: source {plan.source}, seed {plan.seed}, "
            f"{len(plan.compilers)} compilers ({', '.join(c.name for c in plan.compilers)}), "
            f"{n_builds} builds per program" + (f" and {n_swarm} swarm builds" if n_swarm else "")
            + f", {where}; test binaries get rlimits, "
            f"a private directory and {isolation}; results in {args.dir}"
        )
        if programs is None and minutes is None and open_source(plan.source).size() is None:
            out().print("no --minutes or --programs: running until Ctrl-C")
        stats = campaigns.run_campaign(store, campaign_id, plan, remote or LocalPool(plan, jobs),
                              programs=programs, minutes=minutes, elapsed_before=elapsed,
                              started=started)
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
        campaigns.say_stopped(stats)
        if args.triage and not stats.interrupted:
            return campaigns.triage_campaign(store, campaign_id, args.dir, args.jobs)
    return campaigns.interrupted(args.dir) if stats.interrupted else 0
