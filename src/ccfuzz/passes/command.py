"""``ccfuzz passes``: CTOS, LLVM's opt on random pass sequences over Csmith programs, as a
campaign (see the package)."""

from __future__ import annotations

import argparse

from ccfuzz import __version__, config
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
from ccfuzz.console import err, out
from ccfuzz.errors import ConfigError

NAME = "passes"
HELP = "CTOS: test LLVM's opt (the newest installed, unless --opt) with random pass sequences on "\
    "Csmith programs"


def add_options(p: argparse.ArgumentParser) -> None:
    budget = p.add_mutually_exclusive_group()
    budget.add_argument("--programs", type=config.count_option, default=10,
                        help="Csmith programs to test (default 10; excludes --minutes)")
    p.add_argument("--sequences", type=config.count_option, default=50,
                   help="pass sequences per program (default 50)")
    add_minutes(budget, "time budget of the whole command, set-up included, instead of "
                "--programs; programs still in flight at the end are stopped (default: "
                "--programs)")
    p.add_argument("--selection", choices=["random", "centroid"], default="random",
                   help="how sequences and programs are chosen (default: random; centroid: "
                   "embeddings)")
    p.add_argument("--lengths", default="50-200",
                   help="sequence lengths MIN-MAX (default 50-200)")
    p.add_argument("--pass-manager", choices=["legacy", "new"],
                   help="pass spelling (default: legacy up to LLVM 14, new after)")
    p.add_argument("--opt", help="the opt to test, a path, a name on PATH or a toolchain "
                   "root's (opt-24); llc and clang of its release come with it (default: the "
                   "newest installed, opt-N on PATH, /usr/lib/llvm-N/bin/opt or in a toolchain "
                   "root, with the highest N)")
    add_seconds(p, "--opt-timeout", default=60.0,
                help="CPU seconds opt may take per sequence before it is a performance "
                "bug (default 60)")
    add_jobs(p, "parallel workers (default: one per core; kept by hunt --resume)")
    add_seed(p)
    add_cluster(p)
    add_triage(p)
    add_config(p)
    add_dir(p)


def run(args: argparse.Namespace, started: float) -> int:
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
    cfg = config.load(args.config)  # its [limits], as hunt's
    toolchain = llvm.find_toolchain(args.opt) if args.opt else llvm.newest_toolchain()
    err().print(f"testing {toolchain.name}: {toolchain.opt} ({toolchain.version}), "
                f"{toolchain.llc}, front end and reference {toolchain.clang}"
                + ("" if args.opt else " (the newest installed LLVM; --opt to choose)"),
                markup=False)
    manager = llvm.PassManager(args.pass_manager) if args.pass_manager \
        else toolchain.default_manager()
    err().print(f"pass catalog of {toolchain.version} ({manager.value} pass manager): probing "
                "each pass once, cached afterwards ...", markup=False)
    deadline = started + args.minutes * 60 if args.minutes is not None else None
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
    client = campaigns.connect(args.cluster)
    settings = plan.PassesSettings(
        args.programs, args.sequences, plan.Selection(args.selection),
        args.seed if args.seed is not None else secrets.randbelow(2**31),
        int(low), int(high), args.opt_timeout)
    compile_limits, run_limits = campaign.configured_limits(cfg)
    args.dir.mkdir(parents=True, exist_ok=True)
    the_plan = plan.make_plan(found, reference, settings, args.dir, compile_limits, run_limits)
    budget = None if args.minutes is not None else args.programs
    jobs = args.jobs or default_jobs()
    remote = None if client is None else campaigns.admit(client, the_plan, args.jobs)
    with Store(args.dir, write=True) as store, campaigns.closing(client):
        campaign_id = store.new_campaign(
            the_plan.seed, the_plan.source,
            campaign.plan_settings(the_plan, budget, args.minutes, jobs=jobs, extra={"ctos": {
                "selection": settings.selection.value, "lengths": args.lengths,
                "catalog": len(found.passes), "manager": manager.value}}),
            __version__)
        out().print(f"campaign {campaign_id}: {len(found.passes)} passes in the catalog, "
                    f"{sum(len(k.builds()) for k in the_plan.kinds)} sequences "
                    f"({settings.selection.value} selection, "
                    f"lengths {args.lengths}) + clang-{toolchain.major} -O0..-O3 per program, "
                    f"source {the_plan.source}, seed {the_plan.seed}, "
                    f"{f'{jobs} workers' if remote is None else campaigns.cluster_line(remote)}; "
                    f"results in {args.dir}", markup=False)
        stats = campaigns.run_campaign(store, campaign_id, the_plan,
                                       remote or LocalPool(the_plan, jobs), programs=budget,
                                       minutes=args.minutes, started=started)
        out().print(f"{stats.session_programs} programs tested; "
                    f"{sum(stats.new_findings.values())} new distinct findings "
                    f"({', '.join(f'{k}: {v}' for k, v in sorted(stats.new_findings.items()))})"
                    f"; list them: ccfuzz findings --dir {args.dir}", markup=False)
        campaigns.say_stopped(stats)
        if args.triage and not stats.interrupted:
            return campaigns.triage_campaign(store, campaign_id, args.dir, args.jobs)
    return campaigns.interrupted(args.dir) if stats.interrupted else 0
