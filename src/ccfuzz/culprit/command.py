"""``ccfuzz culprit ID`` and ``ccfuzz findings --by culprit``.

The search reads the store read-only (it works on an archive, or beside a running campaign)
and records its answer afterwards when the run directory can be written; when it cannot,
it says so and the answer is printed only.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from ccfuzz.commands.options import add_dir
from ccfuzz.errors import CcfuzzError, StoreError

if TYPE_CHECKING:
    from ccfuzz.store import CulpritRow, FindingRow


NAME = "culprit"
HELP = ("trace a finding to the optimization that makes it (clang: the pass, by opt-bisect; "
        "gcc: the -fno- flags, by ddmin)")


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("id", type=int, help="finding id")
    p.add_argument("--program", type=int, metavar="PID",
                   help="another program that showed the finding (see `ccfuzz show ID`; "
                   "default: the finding's own)")
    p.add_argument("--all-programs", action="store_true",
                   help="every program that showed the finding, each traced apart")
    add_dir(p)


def run(args: argparse.Namespace, started: float) -> int:
    from ccfuzz.culprit.trace import trace
    from ccfuzz.store import Store

    if args.program is not None and args.all_programs:
        raise CcfuzzError("give --program or --all-programs, not both")
    rows: list[CulpritRow] = []
    failed = 0
    with Store(args.dir, write=False) as store:
        finding = store.finding(args.id)
        pids = store.sightings(finding.id) if args.all_programs else \
            [finding.program_id if args.program is None else args.program]
        for pid in pids:
            try:
                row = trace(store, finding.id, pid)
            except CcfuzzError as exc:
                if not args.all_programs:
                    raise
                failed += 1
                print(f"program {pid}: {exc}", file=sys.stderr)
                continue
            rows.append(row)
            print(f"finding {finding.id} ({finding.kind.value} in {finding.compiler}), "
                  f"program {pid}:")
            print("\n".join("  " + line for line in describe(row)))
    if rows:
        _record(args.dir, rows)
    return 1 if failed and not rows else 0


def describe(row: CulpritRow) -> list[str]:
    """A traced culprit as ``show`` and ``culprit`` print it."""
    searched = f"{row.tests} predicate calls, {row.seconds:.0f} s" if row.tests else \
        "no search"
    return [f"culprit: {row.summary}",
            f"  build {row.build}, {row.program} program {row.program_id}, {searched}",
            f"culprit signature: {row.signature}"]


def _record(rundir: Path, rows: Sequence[CulpritRow]) -> None:
    from ccfuzz.store import Store

    try:
        with Store(rundir, write=True) as store:
            for row in rows:
                store.record_culprit(row)
    except StoreError as exc:
        print(f"ccfuzz: not recorded in the store: {exc}", file=sys.stderr)


@dataclass
class Group:
    """Findings, or programs of findings, that share a culprit signature."""

    signature: str
    summary: str
    traced: bool
    findings: set[int] = field(default_factory=set)
    programs: int = 0


def groups(findings: Sequence[FindingRow], culprits: Sequence[CulpritRow]) -> list[Group]:
    """Findings regrouped by culprit: each traced program goes to its culprit signature's
    group; the programs of a finding that were not traced stay under its own signature."""
    by_finding: dict[int, list[CulpritRow]] = {}
    for c in culprits:
        by_finding.setdefault(c.finding_id, []).append(c)
    out: dict[str, Group] = {}
    for f in findings:
        traced = by_finding.get(f.id, [])
        if f.count > len(traced):
            group = out.setdefault(f.signature, Group(f.signature, f.summary, False))
            group.findings.add(f.id)
            group.programs += f.count - len(traced)
        for c in traced:
            group = out.setdefault(c.signature, Group(c.signature, c.summary, True))
            if not group.traced:  # the finding's own signature, now with a traced program
                group.summary, group.traced = c.summary, True
            group.findings.add(f.id)
            group.programs += 1
    return list(out.values())


def list_by_culprit(args: argparse.Namespace) -> int:
    """``findings --by culprit``: the findings regrouped by culprit signature."""
    from ccfuzz.store import Store

    with Store(args.dir, write=False) as store:
        findings = store.findings(args.kind)
        culprits = store.culprits()
    found = groups(findings, culprits)
    if args.json:
        print(json.dumps([{"signature": g.signature, "culprit": g.summary if g.traced else None,
                           "findings": sorted(g.findings), "programs": g.programs}
                          for g in found], indent=2))
        return 0
    if not findings:
        print(f"no findings in {args.dir}")
        return 0
    for g in found:
        ids = ", ".join(map(str, sorted(g.findings)))
        what = g.summary if g.traced else "not traced (ccfuzz culprit ID [--all-programs])"
        print(f"{g.signature}\n  findings {ids}; {g.programs} program(s); {what}")
    untraced = sum(f.count for f in findings) - len(
        [c for c in culprits if c.finding_id in {f.id for f in findings}])
    print(f"{len(findings)} findings by signature, {len(found)} by culprit"
          + (f" ({untraced} programs not traced)" if untraced > 0 else ""))
    return 0
