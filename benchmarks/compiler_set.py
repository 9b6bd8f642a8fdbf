"""Which compilers should ``ccfuzz hunt`` test by default? Cost, findings and voting strength
of candidate compiler sets, measured in one run.

One campaign per source (ccfuzz's generator, then Csmith; the same seed) tests ``--programs``
programs with EVERY installed compiler at all its levels, through the library ``hunt`` calls
(``campaign.run`` with a ``LocalPool`` of one worker, a store in a temporary directory).
Then, offline, from the store's observations, for each candidate set S:

- **cost**: the compile and run seconds of S's builds per program (``sandbox.run``'s wall
  seconds around each process; one worker on a 2-core machine, so about CPU seconds). The
  tester's early skip (runs start with two optimized builds of different compilers; two
  timeouts stop the rest) is replayed for S: S pays for the runs it would have made. A run S
  would have made that the full campaign skipped is counted at the run time limit, and
  counted in the report.
- **findings**: ``oracle.judge`` replayed on S's builds only, deduplicated by signature;
  found per CPU-hour (cost of S), and how many concern the newest installed release of their
  family.
- **votes**: how often S's replayed verdict is inconclusive; and, on every Csmith program S
  judges by majority, a bug planted in one compiler at all its levels (a front-end or
  ``-O``-independent miscompile), and one in every release of a family at once (clang-14,
  -19 and -22 share most of their code): each build of it prints something else, and the
  oracle is asked again. Found = that compiler (family) is blamed; tie = no majority, the
  program is inconclusive and the bug lost; wrong = the majority follows the bug and blames
  the correct compilers. Generator programs carry their expected output, so no vote is taken
  on them.

Figures are ratios against the ``all`` set of the same run. The replay of ``all`` must give
the statuses the campaign recorded (checked and printed).

Run from the project root: ``nice .venv/bin/python -m benchmarks.compiler_set [--help]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from benchmarks.common import positive_int
from ccfuzz import __version__, campaign, compilers, sandbox
from ccfuzz.compilers import SOURCE_NAME, Compiler, CompilerConfig
from ccfuzz.model import (
    BuildStatus,
    Ending,
    Finding,
    FindingKind,
    Observation,
    Program,
    ProgramStatus,
    RunResult,
)
from ccfuzz.oracle import OracleSettings, judge
from ccfuzz.pool import LocalPool
from ccfuzz.sources import derive_seed, open_source
from ccfuzz.store import DB_NAME, Store
from ccfuzz.tester import EARLY_SKIP_TIMEOUTS, run_order

SOURCES = ("generator", "csmith")
PLANTED = b"ccfuzz: planted bug\n"


class _QuietProgress:
    def update(self, stats: campaign.Stats) -> None:
        pass


@dataclass(frozen=True)
class Recorded:
    """One tested program as the store holds it: the program (for its expected output) and
    the observation of every build, by build id."""

    source: str
    campaign_seed: int
    index: int
    program: Program
    status: ProgramStatus
    observations: dict[str, Observation]


@dataclass
class Tally:
    """What one candidate set would have seen and paid over the recorded programs."""

    programs: Counter[str] = field(default_factory=Counter)  # by source
    seconds: dict[str, float] = field(default_factory=dict)  # by source
    estimated_runs: int = 0  # runs the full campaign skipped, counted at the limit
    statuses: Counter[str] = field(default_factory=Counter)  # source/status
    findings: dict[str, tuple[FindingKind, str]] = field(default_factory=dict)  # sig -> kind
    sightings: int = 0
    planted: Counter[str] = field(default_factory=Counter)  # "compiler|family" / outcome


def campaign_over(source: str, chosen: Sequence[Compiler], seed: int, programs: int,
                  store: Store, tmp_root: Path) -> tuple[int, float]:
    """Run one campaign as ``hunt`` does; its id and wall seconds."""
    compile_limits, run_limits = campaign.default_limits()
    plan = campaign.Plan(source, tuple(chosen), seed, compile_limits, run_limits,
                         str(tmp_root))
    campaign_id = store.new_campaign(plan.seed, plan.source,
                                     campaign.plan_settings(plan, programs, None), __version__)
    start = time.monotonic()
    stats = campaign.run(store, campaign_id, plan, workers=LocalPool(plan, 1),
                         programs=programs, minutes=None, progress=_QuietProgress())
    if stats.interrupted:
        raise KeyboardInterrupt
    return campaign_id, time.monotonic() - start


def recorded(store: Store, rundir: Path, campaign_id: int) -> list[Recorded]:
    """The campaign's programs that went through the builds."""
    row = store.campaign(campaign_id)
    db = sqlite3.connect(rundir / DB_NAME)
    try:
        ids = [r[0] for r in db.execute(
            "SELECT id FROM programs WHERE campaign_id=? ORDER BY idx", (campaign_id,))]
    finally:
        db.close()
    out = []
    for pid in ids:
        prog = store.program(pid)
        observations = {o.build: o.observation for o in store.observations(pid)}
        if observations:  # else never built: the source could not make it, or a ccfuzz error
            out.append(Recorded(row.source, row.seed, prog.index, prog.program(), prog.status,
                                observations))
    return out


def as_subset(builds: Sequence[CompilerConfig], rec: Recorded, run_limit: float,
              ) -> tuple[list[Observation], float, int]:
    """The observations the tester would have made with ``builds`` alone (its early skip
    replayed), their compile + run seconds, and how many runs were estimated."""
    observations = [rec.observations[b.id] for b in builds]
    seconds = sum(o.build.seconds for o in observations)
    runs: dict[int, RunResult | None] = {}
    estimated = timeouts = made = 0
    for i in run_order(builds):
        if observations[i].build.status is not BuildStatus.OK:
            continue
        run = observations[i].run
        made += 1
        if run is None:  # skipped by the full campaign: surely a run that does not end
            estimated += 1
            seconds += run_limit
            timeouts += 1
        else:
            seconds += run.seconds
            runs[i] = run
            timeouts += run.status is Ending.TIMED_OUT
        if timeouts >= EARLY_SKIP_TIMEOUTS and timeouts == made:
            break
    kept = [replace(o, run=runs.get(i)) for i, o in enumerate(observations)]
    return kept, seconds, estimated


def planted(obs: Sequence[Observation], builds: Sequence[CompilerConfig],
            broken: set[str]) -> list[Observation]:
    """``obs`` with every run of the compilers in ``broken`` printing something else."""
    out = []
    for b, o in zip(builds, obs, strict=True):
        if b.compiler in broken and o.run is not None and o.run.status is Ending.EXITED:
            o = replace(o, run=replace(o.run, stdout=PLANTED + o.run.stdout))
        out.append(o)
    return out


def _blamed(findings: Sequence[Finding]) -> set[str]:
    return {f.compiler for f in findings if f.kind is FindingKind.WRONG_CODE}


def planted_outcome(program: Program, builds: Sequence[CompilerConfig],
                    obs: Sequence[Observation], broken: set[str], settings: OracleSettings,
                    already: set[str]) -> str:
    """What the oracle makes of a bug planted in every build of the compilers ``broken``
    (``already``: the compilers blamed without it)."""
    verdict = judge(program, builds, planted(obs, builds, broken), settings)
    if verdict.status is ProgramStatus.INCONCLUSIVE:
        return "tie"
    blamed = _blamed(verdict.findings) - (already - broken)
    if blamed and blamed <= broken:
        return "found"
    return "wrong" if blamed - broken else "tie"


def evaluate(name: str, chosen: Sequence[Compiler], programs: Sequence[Recorded],
             all_builds: Sequence[CompilerConfig], settings: OracleSettings,
             run_limit: float) -> Tally:
    names = {c.name for c in chosen}
    builds = [b for b in all_builds if b.compiler in names]
    families: dict[str, set[str]] = {}
    for c in chosen:
        families.setdefault(c.family, set()).add(c.name)
    tally = Tally()
    for rec in programs:
        obs, seconds, estimated = as_subset(builds, rec, run_limit)
        tally.programs[rec.source] += 1
        tally.seconds[rec.source] = tally.seconds.get(rec.source, 0.0) + seconds
        tally.estimated_runs += estimated
        verdict = judge(rec.program, builds, obs, settings)
        tally.statuses[f"{rec.source}/{verdict.status.value}"] += 1
        for f in verdict.findings:
            tally.findings.setdefault(f.signature, (f.kind, f.compiler))
            tally.sightings += 1
        if verdict.status is not ProgramStatus.OK or rec.program.expected_output is not None:
            continue
        already = _blamed(verdict.findings)
        groups = [("compiler", {c.name}) for c in chosen] + \
            [("family", members) for members in families.values() if len(members) > 1]
        ran = {b.compiler for b, o in zip(builds, obs, strict=True)
               if o.run is not None and o.run.status is Ending.EXITED}
        for what, broken in groups:
            if broken & ran:  # else the planted bug has no binary to show in
                outcome = planted_outcome(rec.program, builds, obs, broken, settings, already)
                tally.planted[f"{what}|{outcome}"] += 1
    return tally


def candidates(installed: Sequence[Compiler], extra: Sequence[str]) -> dict[str, list[Compiler]]:
    """The sets to compare: all; the newest gcc and clang; with tcc; with each older
    release; and any named with ``--sets``."""
    by_name = {c.name: c for c in installed}
    newest = [c for c in (compilers.newest(installed, f) for f in ("gcc", "clang"))
              if c is not None]
    tcc = compilers.newest(installed, "tcc")
    older = sorted((c for c in installed if c not in newest and c is not tcc),
                   key=compilers.release, reverse=True)
    base = "+".join(c.name for c in newest)
    sets: dict[str, list[Compiler]] = {"all": list(installed), base: newest}
    if tcc is not None:
        sets[f"{base}+{tcc.name}"] = [*newest, tcc]
    for c in older:
        sets[f"{base}+{c.name}"] = [*newest, c]
        if tcc is not None:
            sets[f"{base}+{tcc.name}+{c.name}"] = [*newest, tcc, c]
    for spec in extra:
        sets[spec] = [by_name[n] for n in spec.split("+")]
    return sets


def _ratio(x: float, y: float) -> str:
    return f"{x / y:.2f}" if y else "n/a"


def report(sets: dict[str, list[Compiler]], tallies: dict[str, Tally],
           installed: Sequence[Compiler]) -> list[str]:
    newest = {c.name for c in (compilers.newest(installed, f) for f in ("gcc", "clang", "tcc"))
              if c is not None}
    ref = tallies["all"]
    ref_cost = sum(ref.seconds.values()) / max(1, sum(ref.programs.values()))
    ref_rate = len(ref.findings) / (sum(ref.seconds.values()) / 3600) if ref.seconds else 0
    lines = ["", "per set: builds per program; compile + run seconds per generator and Csmith "
             "program, and their ratio to all; distinct findings, per CPU-hour and its ratio "
             "to all; those against the newest release of their family, per CPU-hour; "
             "inconclusive programs; a bug planted in one compiler, and in every release of a "
             "family, at all levels (Csmith programs judged by majority)",
             f"{'set':34} {'builds':>6} {'gen s':>6} {'csm s':>6} {'ratio':>5} "
             f"{'find':>4} {'/cpu-h':>6} {'ratio':>5} {'newest':>6} {'/cpu-h':>6} {'incon':>5} "
             f"{'1 cc: found/tie/wrong':>21} {'family: found/tie/wrong':>23}"]
    for name, chosen in sets.items():
        t = tallies[name]
        n_builds = sum(len(c.opt_levels) for c in chosen)
        per = {s: t.seconds.get(s, 0.0) / t.programs[s] if t.programs[s] else 0.0
               for s in SOURCES}
        cost = sum(t.seconds.values()) / max(1, sum(t.programs.values()))
        hours = sum(t.seconds.values()) / 3600
        rate = len(t.findings) / hours if hours else 0.0
        on_newest = sum(1 for _, cc in t.findings.values() if cc in newest)
        live_rate = on_newest / hours if hours else 0.0
        incon = sum(v for k, v in t.statuses.items() if k.endswith("/inconclusive"))
        one = "/".join(str(t.planted[f"compiler|{o}"]) for o in ("found", "tie", "wrong"))
        fam = "/".join(str(t.planted[f"family|{o}"]) for o in ("found", "tie", "wrong")) \
            if any(k.startswith("family|") for k in t.planted) else "-"
        lines.append(
            f"{name:34} {n_builds:>6} {per['generator']:>6.2f} {per['csmith']:>6.2f} "
            f"{_ratio(cost, ref_cost):>5} {len(t.findings):>4} {rate:>6.1f} "
            f"{_ratio(rate, ref_rate):>5} {on_newest:>6} {live_rate:>6.1f} {incon:>5} "
            f"{one:>21} {fam:>23}")
    lines.append("")
    lines.append("statuses of the replayed verdicts:")
    for name in sets:
        t = tallies[name]
        lines.append(f"  {name}: " + ", ".join(f"{k} {v}" for k, v in sorted(t.statuses.items()))
                     + (f"; {t.estimated_runs} runs estimated at the limit"
                        if t.estimated_runs else ""))
    lines.append("")
    lines.append("findings of all (kind, compiler, signature) and the sets that see them:")
    for sig, (kind, cc) in sorted(ref.findings.items(), key=lambda kv: kv[1]):
        seen = [n for n in sets if sig in tallies[n].findings and n != "all"]
        lines.append(f"  {kind.value} in {cc} [{sig[:60]}]: {', '.join(seen) or 'all only'}")
    if not ref.findings:
        lines.append("  none")
    return lines


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description="Cost, findings and voting strength of candidate compiler sets for "
        "`ccfuzz hunt`, from one campaign per source with every installed compiler.")
    parser.add_argument("--programs", type=positive_int, default=50,
                        help="programs per source (default 50: 22 minutes on a loaded 2-core "
                        "machine)")
    parser.add_argument("--seed", type=int, default=2026, help="campaign seed (default 2026)")
    parser.add_argument("--sources", default=",".join(SOURCES),
                        help=f"comma-separated sources (default {','.join(SOURCES)})")
    parser.add_argument("--sets", default="",
                        help="more sets to compare, as NAME+NAME+..., comma-separated")
    parser.add_argument("--keep", type=Path,
                        help="keep the run directory here (default: a temporary one)")
    parser.add_argument("--cpu-check", type=int, default=5, metavar="N",
                        help="programs per source compiled again to measure CPU seconds "
                        "(default 5; 0: none)")
    parser.add_argument("--replay", type=Path, metavar="RUNDIR",
                        help="run no campaign: evaluate the sets on a run directory kept "
                        "with --keep")
    return parser


def campaigns_in(store: Store, rundir: Path) -> tuple[list[Compiler], list[Recorded]]:
    """The compilers and the recorded programs of every campaign in a kept run directory."""
    db = sqlite3.connect(rundir / DB_NAME)
    try:
        ids = [r[0] for r in db.execute("SELECT id FROM campaigns ORDER BY id")]
    finally:
        db.close()
    installed: list[Compiler] = []
    programs: list[Recorded] = []
    for campaign_id in ids:
        row = store.campaign(campaign_id)
        plan = campaign.plan_from_settings(row.source, row.seed, row.settings, kinds={})
        installed = installed or list(plan.compilers)
        programs += recorded(store, rundir, campaign_id)
    return installed, programs


def measure(args: argparse.Namespace) -> tuple[list[Compiler], list[Recorded]]:
    """Run one campaign per source with every installed compiler; what they recorded."""
    installed = compilers.discover()
    # The newest gcc and clang first: the tester's runs start with the optimized builds of the
    # first two compilers, as they would in a campaign of the default set.
    head = [c for c in (compilers.newest(installed, f) for f in ("gcc", "clang"))
            if c is not None]
    installed = head + [c for c in installed if c not in head]
    sources = [s for s in args.sources.split(",") if s]
    work = Path(tempfile.mkdtemp(prefix="ccfuzz-compiler-set-"))
    rundir = args.keep or work / "run"
    (work / "tmp").mkdir()
    print(f"{args.programs} programs per source ({', '.join(sources)}), seed {args.seed}, "
          "one worker")
    programs: list[Recorded] = []
    try:
        with Store(rundir, write=True) as store:
            for source in sources:
                campaign_id, wall = campaign_over(source, installed, args.seed, args.programs,
                                                  store, work / "tmp")
                got = recorded(store, rundir, campaign_id)
                programs += got
                print(f"{source}: {len(got)} programs in {wall:.0f} s wall, "
                      f"{_inside(got):.0f} s inside compilers and binaries", flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    print(f"CPU of the campaigns' process tree: {usage.ru_utime + usage.ru_stime:.0f} s "
          f"(the store's compile + run seconds: {_inside(programs):.0f} s)")
    return installed, programs


def _seconds(o: Observation) -> float:
    """The compile and run seconds of one observation."""
    return o.build.seconds + (o.run.seconds if o.run is not None else 0.0)


def _inside(programs: Sequence[Recorded]) -> float:
    return sum(_seconds(o) for r in programs for o in r.observations.values())


def per_compiler(installed: Sequence[Compiler], programs: Sequence[Recorded],
                 all_builds: Sequence[CompilerConfig]) -> list[str]:
    """Each compiler's compile + run seconds per program, by source, as recorded."""
    lines = ["compile + run seconds per program, by compiler (generator / csmith):"]
    for c in installed:
        ids = [b.id for b in all_builds if b.compiler == c.name]
        cells = []
        for source in SOURCES:
            mine = [r for r in programs if r.source == source]
            total = sum(_seconds(r.observations[i]) for r in mine for i in ids)
            cells.append(f"{total / len(mine):.2f}" if mine else "-")
        lines.append(f"  {c.name:10} ({len(ids)} builds): {' / '.join(cells)}")
    return lines


def cpu_check(installed: Sequence[Compiler], programs: Sequence[Recorded],
              all_builds: Sequence[CompilerConfig], sets: dict[str, list[Compiler]],
              per_source: int) -> list[str]:
    """The stored seconds are wall seconds, which a loaded machine stretches. Compile the
    first ``per_source`` programs of each source again (made again from their seeds) with
    every build, and take the compilers' CPU seconds (``sandbox.run``'s rusage): each
    compiler's CPU per program, and the sets' compile costs from CPU against all."""
    compile_limits, _ = campaign.default_limits()
    cpu: dict[str, float] = dict.fromkeys((c.name for c in installed), 0.0)
    wall: dict[str, float] = dict.fromkeys((c.name for c in installed), 0.0)
    sample = [r for source in SOURCES for r in [p for p in programs if p.source == source]
              [:per_source]]
    for rec in sample:
        program = open_source(rec.source, rec.campaign_seed).program(
            rec.index, derive_seed(rec.campaign_seed, rec.index))
        for b in all_builds:
            with tempfile.TemporaryDirectory(prefix="ccfuzz-cpu-") as tmp:
                proc = sandbox.run(b.command(), limits=compile_limits,
                                   files={SOURCE_NAME: program.source.encode()},
                                   tmp_root=Path(tmp))
            cpu[b.compiler] += proc.cpu_seconds
            wall[b.compiler] += proc.wall_seconds
    if not sample:
        return []
    lines = [f"CPU check, {len(sample)} programs compiled again with every build: CPU seconds "
             "of the compiles per program (their wall seconds):"]
    lines += [f"  {c.name:10} {cpu[c.name] / len(sample):6.2f} ({wall[c.name] / len(sample):.2f})"
              for c in installed]
    total = sum(cpu.values())
    lines.append("  compile CPU of each set against all: " + ", ".join(
        f"{name} {sum(cpu[c.name] for c in chosen) / total:.2f}" for name, chosen in sets.items()
        if name != "all"))
    return lines


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.nice(10)  # a long measurement on a shared machine: give way to interactive work
    print(f"compiler sets benchmark (ccfuzz {__version__})")
    if args.replay is not None:
        with Store(args.replay, write=False) as store:
            installed, programs = campaigns_in(store, args.replay)
        print(f"replayed from {args.replay}: {len(programs)} programs")
    else:
        installed, programs = measure(args)
    print("compilers: " + ", ".join(f"{c.name} ({c.version})" for c in installed))
    print("statuses recorded: " + ", ".join(f"{k} {v}" for k, v in sorted(
        Counter(f"{r.source}/{r.status.value}" for r in programs).items())))
    sets = candidates(installed, [s for s in args.sets.split(",") if s])
    compile_limits, run_limits = campaign.default_limits()
    settings = OracleSettings(compile_limits.wall_seconds, run_limits.wall_seconds)
    all_builds = [b for c in installed for b in c.configs(compile_limits)]
    for line in per_compiler(installed, programs, all_builds):
        print(line)
    tallies = {name: evaluate(name, chosen, programs, all_builds, settings,
                              run_limits.wall_seconds) for name, chosen in sets.items()}
    replayed = Counter(f"{r.source}/{r.status.value}" for r in programs)
    same = "the same as" if replayed == tallies["all"].statuses else "NOT the same as"
    print(f"replaying the oracle on all builds gives statuses {same} the campaign's")
    for line in report(sets, tallies, installed):
        print(line)
    print()
    for line in cpu_check(installed, programs, all_builds, sets, args.cpu_check):
        print(line)
    return 0

if __name__ == "__main__":
    sys.exit(main())
