"""``ccfuzz report``: a finding's report (Markdown, HTML or the model as JSON), or a
campaign's HTML page. Both come from ``report.model``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from ccfuzz.commands.options import add_dir
from ccfuzz.console import out

NAME = "report"
HELP = "a Markdown bug report for a finding, or an HTML page for a campaign"


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("id", type=int, nargs="?", help="finding id (default: none, with --campaign)")
    p.add_argument("--campaign", type=int, nargs="?", const=0,
                   help="HTML page of a campaign (default: the latest)")
    p.add_argument("--format", choices=["md", "html", "json"], default="md",
                   help="a finding's report as Markdown (default; the bundle's report.md), an "
                   "HTML page, or the report model as JSON")
    p.add_argument("-o", "--output", type=Path,
                   help="where to write it (default: stdout; a campaign's page: "
                   "RUNDIR/report/campaign-ID.html)")
    add_dir(p)


def run(args: argparse.Namespace, started: float) -> int:
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
