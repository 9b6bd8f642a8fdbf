"""``ccfuzz show ID``: one finding, and a script that reproduces it."""

from __future__ import annotations

import argparse
import errno
from pathlib import Path

from ccfuzz.commands.options import add_dir
from ccfuzz.console import err, out
from ccfuzz.errors import StoreError

NAME = "show"
HELP = "print one finding and write its reproduction script"


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("id", type=int, help="finding id")
    p.add_argument("--script", type=Path, help="where to write the script "
                   "(default: RUNDIR/repro/finding-ID.sh)")
    add_dir(p)


def run(args: argparse.Namespace, started: float) -> int:
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
    text = repro.script(finding, program, observations, settings,
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
