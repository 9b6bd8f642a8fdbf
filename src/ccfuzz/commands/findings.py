"""``ccfuzz findings``: the findings of a run directory, live bugs first."""

from __future__ import annotations

import argparse
import json

from ccfuzz.commands.options import add_dir
from ccfuzz.model import FindingKind

NAME = "findings"
HELP = "list the findings in a run directory"


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="a JSON list of objects")
    p.add_argument("--kind", type=FindingKind, choices=list(FindingKind), metavar="KIND",
                   help="only this kind: " + ", ".join(FindingKind) + " (default: every kind)")
    p.add_argument("--by", choices=["signature", "culprit"], default="signature",
                   help="group by culprit signature (see `ccfuzz culprit`; default: by the "
                   "finding's own signature)")
    add_dir(p)


def run(args: argparse.Namespace, started: float) -> int:
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
