"""``ccfuzz reduce ID``: a finding's program shrunk with C-Vise under the undefined-behaviour
guard, then its culprit on the reduced program. The work is in ``reduce.run``."""

from __future__ import annotations

import argparse
import signal

from ccfuzz.commands import campaigns
from ccfuzz.commands.options import (
    EXIT_INTERRUPTED,
    add_dir,
    add_jobs,
    add_seconds,
    default_jobs,
    interrupt,
)
from ccfuzz.console import err, out
from ccfuzz.errors import CcfuzzError, ConfigError

NAME = "reduce"
HELP = "shrink a finding's program with C-Vise, never introducing undefined behaviour"
DEFAULT_SECONDS = 3600.0


def add_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("id", type=int, help="finding id")
    add_jobs(p, "checks at once, in C-Vise and in ccfuzz's line and token passes (default: "
             "one per core)", default=default_jobs())
    add_seconds(p, "--reduce-timeout", "--timeout", default=DEFAULT_SECONDS,
                help=f"seconds for the whole reduction (default {DEFAULT_SECONDS:g})")
    p.add_argument("--tool", choices=["cvise", "creduce"], help="default: cvise if installed")
    p.add_argument("--no-guard", action="store_true",
                   help="skip the undefined-behaviour guard (not recommended)")
    p.add_argument("--continue", dest="resume", action="store_true",
                   help="go on from the program a stopped reduction of this finding kept")
    p.add_argument("--frama-c", action="store_true",
                   help="also refuse candidates in which Frama-C's value analysis finds a "
                   "possible undefined behaviour (slower; Debian: frama-c-base)")
    p.add_argument("--program", type=int, metavar="PID",
                   help="reduce another program that showed the finding (see `ccfuzz show ID`; "
                   "default: the finding's own)")
    add_dir(p)


def run(args: argparse.Namespace, started: float) -> int:
    from ccfuzz.reduce.run import reduce_finding

    if args.frama_c and args.no_guard:
        raise ConfigError("--frama-c is part of the guard: it cannot go with --no-guard")

    from ccfuzz.progress import SizeProgress

    show = SizeProgress(err(), "smallest interesting program so far")

    # SIGTERM as Ctrl-C: stop C-Vise and its workers, keep the smallest checked program.
    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGINT, interrupt)
    with campaigns.existing_store(args.dir) as store:
        try:
            result = reduce_finding(store, args.id, args.dir, jobs=args.jobs,
                                    timeout=args.reduce_timeout, tool=args.tool,
                                    guard=not args.no_guard, on_progress=show,
                                    program_id=args.program, resume=args.resume,
                                    frama_c=args.frama_c, on_message=show.say)
        except KeyboardInterrupt:
            show.end()
            err().print("ccfuzz: interrupted; the smallest checked program so far is kept "
                        f"(reduced.c in its bundle; `ccfuzz reduce {args.id} --continue` goes "
                        "on from it)", markup=False)
            return EXIT_INTERRUPTED
    show.end()
    row = result.row
    out().print(f"finding {args.id}: {row.original_bytes} -> {row.reduced_bytes} bytes "
                f"({row.reduced_lines} lines) in {row.seconds:.0f}s with {row.tool}"
                + ("" if result.complete else " (stopped early)"), markup=False)
    if result.started_from != row.original_bytes:
        out().print(f"(continued from the {result.started_from} bytes an earlier run kept)",
                    markup=False)
    out().print(f"bundle: {result.bundle.path}", markup=False)
    out().print("strict C: " + (result.dialect.describe() if result.dialect else
                                "not asked (gcc or clang refuses the original as -std=gnu11)"),
                markup=False)
    if args.program is not None and not result.recorded:
        out().print("(another sighting than the finding's own program: kept in the bundle only)",
                    markup=False)
    for name, info in sorted(row.affected.items()):
        out().print(f"  {name} ({info['version']}): "
                    f"{'shows it' if info['reproduced'] else 'does not show it'}", markup=False)
    if result.recorded:  # the culprit on the reduced program, recorded
        from ccfuzz.culprit.trace import trace

        with campaigns.existing_store(args.dir) as store:
            try:
                culprit = trace(store, args.id)
            except CcfuzzError as exc:  # the reduction is kept whatever the search says
                out().print(f"culprit: {exc}", markup=False)
            else:
                store.record_culprit(culprit)
                out().print(f"culprit: {culprit.summary}", markup=False)
    return 0
