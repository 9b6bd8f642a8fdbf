"""The command line: assembles the commands (``ccfuzz.commands``: one module each, one shape)
and maps what they raise to exit codes."""

from __future__ import annotations

import argparse
import signal
import sys
import time
from collections.abc import Sequence
from typing import Protocol

from ccfuzz import __version__
from ccfuzz.commands import compilers, findings, hunt, show
from ccfuzz.commands.options import DEFAULT_RUNDIR, EXIT_ERROR, EXIT_INTERRUPTED, interrupt
from ccfuzz.console import err
from ccfuzz.culprit import command as culprit
from ccfuzz.emi import command as emi
from ccfuzz.errors import CcfuzzError
from ccfuzz.generator import command as generate
from ccfuzz.isolate import command as isolate
from ccfuzz.passes import command as passes
from ccfuzz.reduce import command as reduce
from ccfuzz.report import command as report
from ccfuzz.toolchain import buildcommand as coverage_build
from ccfuzz.toolchain import command as toolchain
from ccfuzz.triage import command as triage

__all__ = ["DEFAULT_RUNDIR", "EXIT_ERROR", "EXIT_INTERRUPTED", "build_parser", "main"]



class Command(Protocol):
    """The shape of every command module."""

    NAME: str
    HELP: str

    def add_options(self, p: argparse.ArgumentParser) -> None: ...

    def run(self, args: argparse.Namespace, started: float) -> int: ...


# In the order `ccfuzz --help` lists them.
COMMANDS: tuple[Command, ...] = (compilers, hunt, emi, coverage_build, toolchain, reduce, report,
                                 passes, findings, show, culprit, generate, isolate, triage)

DESCRIPTION = """\
Find, shrink and localize bugs in C compilers. ccfuzz tests the newest gcc and clang (and tcc) at
every optimization level on random programs free of undefined behaviour (Csmith's, or its
own generator's), on EMI variants of seed programs, and LLVM's opt on random pass sequences;
it records each misbehaviour with what it takes to reproduce it, and shrinks it with C-Vise
without letting undefined behaviour in."""

EPILOG = """\
a typical session:
  ccfuzz compilers                          what will be tested
  ccfuzz hunt --minutes 30 --seed 1         a campaign (Ctrl-C, then hunt --resume, to go on)
  ccfuzz findings                           what it found
  ccfuzz show 3                             one finding, and a script that reproduces it
  ccfuzz reduce 3                           a small program that still shows it
  ccfuzz culprit 3                          the pass or flags that make it (gcc, clang)
  ccfuzz report 3                           a bug report to send
'ccfuzz COMMAND --help' lists each command's options. Exit status: 0 done, 1 error (one
line on stderr), 2 bad command line, 130 interrupted (what was done is kept)."""


def build_parser() -> argparse.ArgumentParser:
    """The whole command line. Building it imports no command's engine: each command's
    ``run`` imports what it needs."""
    parser = argparse.ArgumentParser(prog="ccfuzz", description=DESCRIPTION, epilog=EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"ccfuzz {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    for command in COMMANDS:
        p = sub.add_parser(command.NAME, help=command.HELP)
        command.add_options(p)
        p.set_defaults(command_module=command)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    started = time.monotonic()  # a time budget counts the command's set-up too
    args = build_parser().parse_args(argv)
    command: Command = args.command_module
    # Every command stops on SIGTERM as on Ctrl-C (exit 130, one line, whole files); SIGINT
    # explicitly too, since a shell starts background jobs with SIGINT ignored.
    signal.signal(signal.SIGTERM, interrupt)
    signal.signal(signal.SIGINT, interrupt)
    from ccfuzz import scratch

    try:
        with scratch.session():
            return command.run(args, started)
    except CcfuzzError as exc:
        err().print(f"ccfuzz: error: {exc}", markup=False)
        return EXIT_ERROR
    except KeyboardInterrupt:
        err().print("ccfuzz: interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:  # `ccfuzz findings | head`: not an error
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(main())
