"""``ccfuzz triage``: parse, run the engine, print. The work is in ``engine.py``."""

from __future__ import annotations

import argparse
import signal
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ccfuzz.commands.options import (
    EXIT_INTERRUPTED,
    add_dir,
    add_jobs,
    add_seconds,
    default_jobs,
    interrupt,
)
from ccfuzz.console import err, out

if TYPE_CHECKING:
    from ccfuzz.store import Store, TriageRow
    from ccfuzz.triage.engine import Options



NAME = "triage"
HELP = "reduce, check, version, trace and deduplicate findings into reports; live bugs first"


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("ids", type=int, nargs="*", metavar="ID",
                   help="findings to triage (default: every one not triaged yet)")
    add_jobs(p, "checks at once in the reduction (default: one per core)",
             default=default_jobs())
    add_seconds(p, "--reduce-timeout", default=1800.0,
                help="seconds for each C reduction (default 1800)")
    add_seconds(p, "--ir-timeout", default=600.0,
                help="seconds for each llvm-reduce of a passes finding (default 600)")
    p.add_argument("--against", type=Path, action="append", default=[], metavar="RUNDIR",
                   help="another run directory whose triaged bugs count as known: a finding "
                   "of the same bug is a duplicate of it (repeatable; default: none)")
    add_dir(p)


def options_of(args: argparse.Namespace) -> Options:
    from ccfuzz.triage.engine import Options

    return Options(jobs=args.jobs, reduce_seconds=args.reduce_timeout,
                   ir_seconds=args.ir_timeout, against=tuple(args.against))


def run(args: argparse.Namespace, started: float) -> int:
    from ccfuzz.store import Store

    signal.signal(signal.SIGTERM, interrupt)
    with Store(args.dir, write=True, create=False) as store:
        return triage_and_print(store, args.dir, options_of(args), args.ids or None)


def write_report(store: Store, row: TriageRow, rundir: Path) -> None:
    """The bundle's report.md of a triaged finding: what triage hands each complete row to
    (triage itself knows nothing of the report)."""
    from ccfuzz.report.markdown import write

    write(store, row, rundir)


def triage_and_print(store: Store, rundir: Path, options: Options,
                     ids: Sequence[int] | None) -> int:
    """Triage ``ids`` (default: every finding not triaged yet) with each stage said on
    stderr, then a line per finding; the exit status (130 when stopped by Ctrl-C)."""
    from ccfuzz.case.bundle import RunDir
    from ccfuzz.triage.engine import triage_all
    from ccfuzz.triage.results import Program, result

    try:
        rows = triage_all(store, rundir, options, ids,
                          lambda fid, text: err().print(f"finding {fid}: {text}", markup=False),
                          write_report)
    except KeyboardInterrupt:
        err().print("ccfuzz: interrupted; what each stage concluded is kept, and "
                    f"`ccfuzz triage --dir {rundir}` goes on", markup=False)
        return EXIT_INTERRUPTED
    if not rows:
        out().print(f"nothing to triage in {rundir}", markup=False)
    for row in rows:
        reduction = store.reduction(row.finding_id)
        runs = RunDir(rundir)
        report = (runs.bundle_at(reduction.bundle) if reduction is not None
                  else runs.bundle(row.finding_id)).report
        program = result(row.stages, Program)
        stopped = program is not None and not program.reduction_complete
        out().print(f"finding {row.finding_id}: {row.state}: {row.detail}"
                    + (f" (report: {report})" if row.complete and report.is_file() else "")
                    + (f"; its reduction was stopped by --reduce-timeout: `ccfuzz triage "
                     f"{row.finding_id}` goes on" if stopped else ""), markup=False)
    return 0
