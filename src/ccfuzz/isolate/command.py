"""``ccfuzz isolate ID``: which files and functions of the compiler's source hold the bug.

Parses the options, runs the isolation engine (``isolate.engine``) with the pipeline (the
default one, ``isolate/pipelines/default.toml``, or ``--pipeline FILE``), stores the
ranking with the finding and prints it (``isolate.describe``). Building its parser imports
none of the engine.
"""

from __future__ import annotations

import argparse
import secrets
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path

from ccfuzz import config
from ccfuzz.commands.options import add_config, add_dir, add_minutes, add_seed
from ccfuzz.errors import CcfuzzError
from ccfuzz.isolate import SHOWN

NAME = "isolate"
HELP = ("rank the compiler's source files and functions by how suspect they are of a "
        "finding's bug (DiWi)")


def run(args: argparse.Namespace, started: float) -> int:
    from ccfuzz.isolate import engine, pipeline, sbfl
    from ccfuzz.isolate.describe import describe
    from ccfuzz.isolate.pipeline import SuiteUse
    from ccfuzz.isolate.search import Budget
    from ccfuzz.isolate.spectra import load_case, uses_suite
    from ccfuzz.store import Store

    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    chosen = pipeline.load(args.pipeline) if args.pipeline else pipeline.default()

    show = _progress_line()

    # SIGTERM as Ctrl-C: the search stops and ranks with the witnesses it has.
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    with Store(args.dir, write=True, create=False) as store:
        case = load_case(store, args.id, config.load(args.config))
        if chosen.suite is SuiteUse.AUTO and not uses_suite(chosen, case.build):
            print(f"no test suite ({sbfl.SUITE}/*.c with .expect files) in the coverage "
                  "build's source: ranking by DiWi's witnesses alone", file=sys.stderr)
        print(f"isolating finding {args.id} (pipeline {chosen.name}, seed {seed})",
              file=sys.stderr)
        # --minutes bounds the whole command: what loading the case took (a coverage build
        # made or checked) counts, and the search gets the rest.
        left = max(args.minutes * 60 - (time.monotonic() - started), 0.0)
        isolation = engine.run(case, chosen, seed=seed, budget=Budget(args.witnesses, left),
                               on_progress=show)
        row = engine.record(store, args.id, isolation)
    if sys.stderr.isatty():
        print(file=sys.stderr)
    print("\n".join(describe(row, args.top)))
    failed = isolation.failed
    if failed is not None:
        said = (f"{failed.stage}: {failed.message} (the ranking without it is stored, as "
                f"{isolation.method})")
        if not failed.interrupted:
            raise CcfuzzError(said)
        print(said, file=sys.stderr)
    return 0 if row.complete else 130


def _progress_line(every: float = 10.0) -> Callable[[str], None]:
    """The search's progress on stderr: one line redrawn in place on a terminal; elsewhere
    (a log, a pipe) a plain line at most every ``every`` seconds, no ``\\r`` or escapes."""
    if sys.stderr.isatty():
        return lambda text: print(f"\r\033[K{text}"[:200], end="", file=sys.stderr,
                                  flush=True)
    last = [-every]

    def plain(text: str) -> None:
        if time.monotonic() - last[0] >= every:
            last[0] = time.monotonic()
            print(text, file=sys.stderr, flush=True)

    return plain


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("id", type=int, help="finding id")
    add_minutes(p, "time for the whole command: loading the case (its coverage build), the "
                "test suite and the witness search (default 10)", default=10.0)
    p.add_argument("--witnesses", type=config.count_option, default=500,
                   help="stop the search after this many witnesses (default 500)")
    add_seed(p, "seed of the search")
    p.add_argument("--pipeline", type=Path, metavar="FILE",
                   help="run the pipeline in FILE (TOML: passing programs, ranking, stages) "
                   "(default: the shipped one, isolate/pipelines/default.toml)")
    p.add_argument("--top", type=config.count_option, default=SHOWN, metavar="N",
                   help=f"print the first N files and functions (default {SHOWN})")
    add_config(p)
    add_dir(p)
