"""``ccfuzz toolchain``: install, update, list and remove toolchain roots."""

from __future__ import annotations

import argparse
import json
import signal
import sys
from pathlib import Path

from ccfuzz.errors import ConfigError

NAME = "toolchain"
HELP = ("compilers from Debian's archive (GCC and LLVM trunk, the newest releases) in a root of "
        "their own, run without root")


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def _where(args: argparse.Namespace) -> Path:
    from ccfuzz.toolchain import roots

    return args.dir if args.dir is not None else roots.roots_dir()


def _version(script: Path) -> str:
    from ccfuzz import sandbox

    proc = sandbox.run([str(script), "--version"], limits=sandbox.Limits(wall_seconds=30))
    lines = (proc.stdout or proc.stderr).decode(errors="replace").strip().splitlines()
    return lines[0].strip() if proc.ok and lines else f"does not run: {lines[-1] if lines else ''}"


def run(args: argparse.Namespace, started: float) -> int:
    from ccfuzz import targets
    from ccfuzz.toolchain import debroot, roots

    where = _where(args)
    if args.action in ("install", "update"):
        # Ctrl-C and SIGTERM stop the step in progress (the sandbox kills its whole group);
        # asked again, the install goes on from there.
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        try:
            if args.action == "install":
                only = [p.strip() for p in args.only.split(",") if p.strip()] \
                    if args.only else []
                chosen = [t.name for t in targets.named(args.targets)] if args.targets \
                    else []
                root = debroot.install(args.root, where=where, every=args.all, only=only,
                                       mirror=args.mirror, targets=chosen, progress=_say)
            else:
                found = [r for r in roots.installed(where) if r.name == args.root]
                if not found:
                    raise ConfigError(f"toolchain update: no root {args.root!r} in {where} "
                                      "(ccfuzz toolchain install makes one)")
                before = {t.name: _version(found[0].script(t)) for t in found[0].compilers()}
                root = debroot.update(found[0], progress=_say)
                for tool in root.compilers():
                    now = _version(root.script(tool))
                    if before.get(tool.name) != now:
                        _say(f"toolchain: {tool.name}: {before.get(tool.name, 'new')} -> {now}")
        except KeyboardInterrupt:
            _say(f"toolchain {args.action}: stopped; run it again to go on where it stopped")
            raise
        _say(f"toolchain: root {root.name} ready: "
             f"{', '.join(t.name for t in root.compilers())} ({root.archive_date()})")
        return 0
    if args.action == "remove":
        debroot.remove(where / args.root)
        _say(f"toolchain: removed {where / args.root}")
        return 0
    rows = [{"root": r.name, "name": t.name, "kind": t.kind, "trunk": t.trunk,
             "version": _version(r.script(t)), "archive": r.archive_date(),
             "path": t.path, "script": str(r.script(t))}
            for r in roots.installed(where) for t in r.tools if t.kind == "cc" or args.all]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    if not rows:
        print(f"no toolchain roots in {where}: ccfuzz toolchain install makes one")
        return 0
    from rich.markup import escape
    from rich.table import Table

    from ccfuzz.console import out

    table = Table("root", "name", "version", "archive", "in the root")
    for row in rows:
        table.add_row(*(escape(str(row[key]))
                        for key in ("root", "name", "version", "archive", "path")))
    out().print(table)
    return 0


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("action", choices=["install", "update", "list", "remove"],
                   help="install (or finish installing) a root; update: newer snapshots; "
                   "list: each compiler, its version line and archive date; remove")
    p.add_argument("--root", default="sid",
                   help="the root's name (default: sid, the suite it comes from)")
    p.add_argument("--all", action="store_true",
                   help="install: also every older gcc and clang release the archive has "
                   "(for triage's regression ranges); list: LLVM's tools too")
    p.add_argument("--only", help="install: just these packages, comma-separated "
                   "(gcc-16, gcc-snapshot, clang-23, clang-24; default: the newest of each)")
    p.add_argument("--targets", metavar="T,T", help="install: also cross compilers for "
                   "these targets, run by qemu-user (riscv64, aarch64); added to an installed "
                   "root's; default: none)")
    p.add_argument("--mirror", help="install: the Debian mirror (default: the one this "
                   "machine's apt uses)")
    p.add_argument("--dir", type=Path, help="where roots live (default: $CCFUZZ_ROOTS, "
                   "else roots/ in ccfuzz's cache directory)")
    p.add_argument("--json", action="store_true", help="list: as JSON")
