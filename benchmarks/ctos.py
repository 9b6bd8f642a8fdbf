"""CTOS on the installed LLVM: distinct bugs for centroid vs random selection, same budget.

Both halves get the same budget: N programs x M pass sequences (``--programs``, ``--sequences``,
lengths ``--lengths``), the same campaign seed and the same probed catalog. ``random`` tests
the first N Csmith programs of the seed with M random sequences; ``centroid`` draws pools five
times larger and keeps the N programs and M sequences that ``passes/select.py`` picks (it is
skipped, and says so, where select.py is not installed). Every finding of a pipeline has been
reduced to a 1-minimal sequence in the campaign, and its signature is CTOS's triage key (kind,
last pass of the reduced sequence, failure detail), so distinct bugs = distinct signatures.

Also printed, per half:
- sequences tested per CPU-minute: pipeline observations / CPU minutes of every process the
  campaign ran (``RUSAGE_CHILDREN``: workers, clang, opt, llc, binaries, reductions);
- the share of the workers' wall time spent inside the tools, from the store: pipelines
  (front end, opt, llc, link) and their binaries; the clang-14 reference builds and theirs;
  the rest is ccfuzz itself (Csmith for ``random``), plus the in-campaign sequence reductions
  (reported apart);
- what choosing cost before the campaign: for ``centroid``, a pool of Csmith programs, their
  IR, program vectors and Doc2Vec (CPU of this process and of its children).

Run from the project root: ``.venv/bin/python -m benchmarks.ctos [--help]``.
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import sqlite3
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import __version__, campaign, compilers
from ccfuzz.errors import ConfigError
from ccfuzz.passes import catalog, plan
from ccfuzz.passes.toolchain import find_toolchain
from ccfuzz.pool import LocalPool
from ccfuzz.store import DB_NAME, Store

_REDUCTION_SECONDS = re.compile(r"in \d+ tests \((\d+)s\)")


class _Quiet:
    def update(self, stats: campaign.Stats) -> None:
        pass


@dataclass(frozen=True)
class Half:
    selection: str
    programs: int
    sequences_tested: int
    wall: float
    cpu: float
    pipeline_share: float
    reference_share: float
    reduction_seconds: float
    bugs: list[tuple[str, str, int]]  # signature, reduced sequence, programs that showed it
    choosing: tuple[float, float]  # wall and CPU seconds spent choosing programs and sequences


def _cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _self_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def run_half(found: catalog.Catalog, settings: plan.PassesSettings, rundir: Path,
             jobs: int) -> Half:
    reference = compilers.from_config(f"clang-{found.toolchain.major}", found.toolchain.clang,
                                      family="clang")
    compile_limits, run_limits = campaign.default_limits()
    cpu0, self0, wall0 = _cpu(), _self_cpu(), time.monotonic()
    the_plan = plan.make_plan(found, reference, settings, rundir, compile_limits, run_limits)
    choosing = (time.monotonic() - wall0, _cpu() - cpu0 + _self_cpu() - self0)
    cpu0, wall0 = _cpu(), time.monotonic()
    with Store(rundir, write=True) as store:
        cid = store.new_campaign(the_plan.seed, the_plan.source,
                                 campaign.plan_settings(the_plan, settings.programs, None),
                                 __version__)
        campaign.run(store, cid, the_plan, workers=LocalPool(the_plan, jobs),
                     programs=settings.programs, minutes=None, progress=_Quiet())
    wall, cpu = time.monotonic() - wall0, _cpu() - cpu0
    db = sqlite3.connect(rundir / DB_NAME)
    pipe_prefix = f"{found.toolchain.name} "

    def seconds(where: str) -> float:
        row = db.execute("SELECT COALESCE(SUM(compile_seconds), 0) + "
                         f"COALESCE(SUM(run_seconds), 0) FROM observations WHERE {where}",
                         (pipe_prefix + "%",)).fetchone()
        return float(row[0])

    tested = db.execute("SELECT COUNT(*) FROM observations WHERE build LIKE ?",
                        (pipe_prefix + "%",)).fetchone()[0]
    programs = db.execute("SELECT COUNT(*) FROM programs").fetchone()[0]
    bugs, reducing = [], 0.0
    for signature, evidence, count in db.execute(
            "SELECT signature, evidence, count FROM findings WHERE compiler=? ORDER BY id",
            (found.toolchain.name,)):
        ev = json.loads(evidence)
        bugs.append((signature, ev.get("reduced sequence", "?"), count))
        match = _REDUCTION_SECONDS.search(ev.get("reduction", ""))
        reducing += float(match.group(1)) if match else 0.0
    worker_seconds = wall * jobs
    return Half(settings.selection.value, programs, tested, wall, cpu,
                seconds("build LIKE ?") / worker_seconds,
                seconds("build NOT LIKE ?") / worker_seconds, reducing, bugs, choosing)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--programs", type=int, default=4)
    parser.add_argument("--sequences", type=int, default=30)
    parser.add_argument("--lengths", default="50-200")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--only", choices=["random", "centroid"], help="run one half")
    parser.add_argument("--keep", type=Path, help="keep the run directories here")
    args = parser.parse_args()
    low, _, high = args.lengths.partition("-")
    toolchain = find_toolchain()
    found = catalog.discover(toolchain, toolchain.default_manager(), catalog.default_cache_dir())
    print(f"{toolchain.version}, {found.manager.value} pass manager, {len(found.passes)} passes;"
          f" budget {args.programs} programs x {args.sequences} sequences ({args.lengths} "
          f"passes), seed {args.seed}, {args.jobs} job(s)")
    halves: list[Half] = []
    with tempfile.TemporaryDirectory(prefix="ccfuzz-bench-ctos-") as scratch:
        base = args.keep or Path(scratch)
        for selection in (plan.Selection.CENTROID, plan.Selection.RANDOM):
            if args.only and args.only != selection.value:
                continue
            settings = plan.PassesSettings(args.programs, args.sequences, selection,
                                           args.seed, int(low), int(high))
            try:
                halves.append(run_half(found, settings, base / selection.value, args.jobs))
            except ConfigError as exc:
                print(f"{selection.value}: skipped: {exc}")
    for h in halves:
        print(f"\n== {h.selection}: {h.programs} programs, {h.sequences_tested} sequences "
              f"tested in {h.wall:.0f}s wall, {h.cpu:.0f}s CPU")
        print(f"   choosing the programs and sequences (before the campaign): "
              f"{h.choosing[0]:.0f}s wall, {h.choosing[1]:.0f}s CPU")
        print(f"   distinct bugs after last-pass dedup: {len(h.bugs)}")
        print(f"   sequences tested per CPU-minute: {h.sequences_tested / (h.cpu / 60):.1f}")
        print(f"   share of worker time inside pipelines (clang -O0 IR, opt, llc, link) and "
              f"their binaries: {h.pipeline_share:.1%}; inside clang-14 reference builds and "
              f"runs: {h.reference_share:.1%}; sequence reductions took {h.reduction_seconds:.0f}s"
              f" ({h.reduction_seconds / (h.wall * args.jobs):.1%})")
        for signature, reduced, count in h.bugs:
            print(f"   - {signature}  [{count} program(s)]\n       reduced: {reduced}")
    if len(halves) == 2 and halves[1].bugs:
        gain = len(halves[0].bugs) / len(halves[1].bugs) - 1
        print(f"\ncentroid vs random: {gain:+.1%} distinct bugs (the paper: +24.76% to +50.57%)")


if __name__ == "__main__":
    main()
