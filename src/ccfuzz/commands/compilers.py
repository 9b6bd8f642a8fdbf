"""``ccfuzz compilers``: the C compilers found on this machine and their builds."""

from __future__ import annotations

import argparse
import json

from ccfuzz import config
from ccfuzz.commands.options import add_config
from ccfuzz.console import out

NAME = "compilers"
HELP = "list the C compilers found on this machine"


def add_options(p: argparse.ArgumentParser) -> None:
    add_config(p)
    p.add_argument("--builds", default="default", metavar="MATRIX",
                   help="show the builds of this build matrix (default: default)")
    p.add_argument("--json", action="store_true", help="as a JSON list")


def run(args: argparse.Namespace, started: float) -> int:
    from rich.markup import escape
    from rich.table import Table

    from ccfuzz import compilers, matrix

    cfg = config.load(args.config)
    found = compilers.installed(cfg)
    found = compilers.Installed(
        tuple(compilers.with_matrix(found.discovered, matrix.named(args.builds, cfg.builds))),
        tuple(compilers.with_matrix(found.configured, matrix.named(args.builds, cfg.builds))))
    default = {c.path for c in found.default()}
    if args.json:
        print(json.dumps([
            {"name": c.name, "path": c.path, "family": c.family, "version": c.version,
             "opt_levels": list(c.opt_levels), "flags": list(c.flags),
             "aliases": list(c.aliases), "where": c.where, "trunk": c.trunk,
             "target": c.target or None,
             "default": c.path in default} for c in found.every
        ], indent=2))
        return 0
    table = Table("name", "family", "version", f"builds ({args.builds})", "hunt", "where",
                  "path")
    for c in found.every:
        name = c.name + (f" ({', '.join(c.aliases)})" if c.aliases else "")
        # escape: a version line such as GCC trunk's "[trunk r17-5409-g…]" is not markup
        table.add_row(escape(name), c.family, escape(c.version), escape(", ".join(c.opt_levels)),
                      "default" if c.path in default else "", c.where, escape(c.path))
    out().print(table)
    out().print(f"hunt tests the default set unless --compilers names others "
                f"(--compilers {compilers.ALL}: every one)")
    return 0
