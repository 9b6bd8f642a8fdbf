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

Run from the project root: ``nice .venv/bin/python benchmarks/compiler_set.py [--help]``.
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

from ccfuzz import __version__, campaign, compilers
from ccfuzz.compilers import Compiler, CompilerConfig
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


def recorded(store: Store, rundir: Path, campaign_id: int, source: str) -> list[Recorded]:
    db = sqlite3.connect(rundir / DB_NAME)
    try:
        ids = [r[0] for r in db.execute(
            "SELECT id FROM programs WHERE campaign_id=? ORDER BY idx", (campaign_id,))]
    finally:
        db.close()
    out = []
    for pid in ids:
        row = store.program(pid)
        out.append(Recorded(source, row.program(), row.status,
                            {o.build: o.observation for o in store.observations(pid)}))
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


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description="Cost, findings and voting strength of candidate compiler sets for "
        "`ccfuzz hunt`, from one campaign per source with every installed compiler.")
    parser.add_argument("--programs", type=_positive_int, default=40,
                        help="programs per source (default 40; about 25 s each on one core)")
    parser.add_argument("--seed", type=int, default=2026, help="campaign seed (default 2026)")
    parser.add_argument("--sources", default=",".join(SOURCES),
                        help=f"comma-separated sources (default {','.join(SOURCES)})")
    parser.add_argument("--sets", default="",
                        help="more sets to compare, as NAME+NAME+..., comma-separated")
    parser.add_argument("--keep", type=Path,
                        help="keep the run directory here (default: a temporary one)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.nice(10)  # a long measurement on a shared machine: give way to interactive work
    installed = compilers.discover()
    # The newest gcc and clang first: the tester's runs start with the optimized builds of the
    # first two compilers, as they would in a campaign of the default set.
    head = [c for c in (compilers.newest(installed, f) for f in ("gcc", "clang"))
            if c is not None]
    installed = head + [c for c in installed if c not in head]
    sets = candidates(installed, [s for s in args.sets.split(",") if s])
    sources = [s for s in args.sources.split(",") if s]
    work = Path(tempfile.mkdtemp(prefix="ccfuzz-compiler-set-"))
    rundir = args.keep or work / "run"
    (work / "tmp").mkdir()
    print(f"compiler sets benchmark (ccfuzz {__version__}, seed {args.seed}, "
          f"{args.programs} programs per source: {', '.join(sources)}; one worker)")
    print("installed: " + ", ".join(f"{c.name} ({c.version})" for c in installed))
    programs: list[Recorded] = []
    try:
        with Store(rundir, write=True) as store:
            for source in sources:
                campaign_id, wall = campaign_over(source, installed, args.seed, args.programs,
                                                  store, work / "tmp")
                got = recorded(store, rundir, campaign_id, source)
                programs += got
                inside = sum(o.build.seconds + (o.run.seconds if o.run else 0.0)
                             for r in got for o in r.observations.values())
                print(f"{source}: {len(got)} programs in {wall:.0f} s wall, {inside:.0f} s "
                      "inside compilers and binaries; statuses "
                      + ", ".join(f"{k.value} {v}" for k, v in sorted(
                          Counter(r.status for r in got).items())), flush=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    inside_all = sum(o.build.seconds + (o.run.seconds if o.run else 0.0)
                     for r in programs for o in r.observations.values())
    print(f"CPU of the campaigns' process tree: {usage.ru_utime + usage.ru_stime:.0f} s "
          f"(the store's compile + run seconds: {inside_all:.0f} s)")
    compile_limits, run_limits = campaign.default_limits()
    settings = OracleSettings(compile_limits.wall_seconds, run_limits.wall_seconds)
    all_builds = [b for c in installed for b in c.configs(compile_limits)]
    tallies = {name: evaluate(name, chosen, programs, all_builds, settings,
                              run_limits.wall_seconds) for name, chosen in sets.items()}
    replayed = Counter(f"{r.source}/{r.status.value}" for r in programs)
    same = "the same as" if replayed == tallies["all"].statuses else "NOT the same as"
    print(f"replaying the oracle on all builds gives statuses {same} the campaign's")
    for line in report(sets, tallies, installed):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
