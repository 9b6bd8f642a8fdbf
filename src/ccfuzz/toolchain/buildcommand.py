"""``ccfuzz coverage-build``: build a compiler with coverage, or list those there are."""

from __future__ import annotations

import argparse
import json
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ccfuzz import config
from ccfuzz.commands.options import add_config, add_jobs
from ccfuzz.errors import ConfigError

if TYPE_CHECKING:
    from ccfuzz.toolchain import covbuild

NAME = "coverage-build"
HELP = ("build Debian's tcc, or the installed gcc's cc1, with coverage (for isolate), or --list "
        "the compilers built with coverage")


def _describe(build: covbuild.CoverageBuild) -> str:
    return (f"{build.name}: {build.compiler} ({build.version}; sources {build.source_dir}, "
            f"objects {build.object_dir}, GCOV_PREFIX_STRIP {build.gcov_strip})")


def run(args: argparse.Namespace, started: float) -> int:
    from ccfuzz.toolchain import covbuild

    if args.list:
        builds = covbuild.available(config.load(args.config), args.cache)
    elif args.what is None:
        raise ConfigError("coverage-build: say what to build (tcc or gcc), or give --list")
    elif args.what == "gcc":
        if args.source is not None:
            raise ConfigError("coverage-build gcc: --source is for tcc; the GCC build is "
                              "the installed gcc's Debian source")
        # Both stop the build and its make cleanly (a shell starts background jobs with
        # SIGINT ignored); asked again, it resumes where it stopped.
        signal.signal(signal.SIGTERM, signal.default_int_handler)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        try:
            builds = [covbuild.build_gcc(args.cache, patch=args.patch, jobs=args.jobs,
                                         progress=lambda text: print(text, file=sys.stderr,
                                                                     flush=True))]
        except KeyboardInterrupt:
            print("coverage-build gcc: stopped; run it again to resume where it stopped",
                  file=sys.stderr)
            raise
    else:
        builds = [covbuild.build_tcc(args.cache, patch=args.patch, source=args.source,
                                     jobs=args.jobs)]
    if args.json:
        print(json.dumps([b.to_json() for b in builds], indent=2))
        return 0
    for build in builds:
        print(_describe(build))
    if not args.list:
        print(f"test it by name: ccfuzz hunt --compilers gcc,{builds[0].name}")
    return 0


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("what", nargs="?", choices=["tcc", "gcc"],
                   help="the compiler to build (gcc: about an hour on 2 cores, once; "
                   "resumes where it stopped; default: none, with --list)")
    p.add_argument("--patch", type=Path,
                   help="a unified diff (patch -p1) applied first (default: none)")
    p.add_argument("--source", type=Path,
                   help="a tcc source tree (default: apt-get source of the installed tcc)")
    p.add_argument("--cache", type=Path,
                   help="where builds are kept (default: coverage/ in ccfuzz's cache directory, "
                   "$XDG_CACHE_HOME/ccfuzz or ~/.cache/ccfuzz)")
    add_jobs(p, "make -j (default: one per core)")
    p.add_argument("--list", action="store_true",
                   help="list the builds in the cache and the configuration")
    add_config(p)
    p.add_argument("--json", action="store_true", help="as a JSON list")
