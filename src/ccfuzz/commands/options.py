"""The options several commands share, each defined once: the run directory, the
configuration file, ``--jobs``, ``--seed``, ``--cluster`` and the time budgets. Every
number goes through ``config.Number`` (one check, the option named in argparse's error)."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from ccfuzz import config

DEFAULT_RUNDIR = Path("ccfuzz-runs")
EXIT_ERROR = 1
EXIT_INTERRUPTED = 130


def interrupt(signum: int, frame: object) -> None:
    """The handler of SIGTERM (and SIGINT) in every command: stop as on Ctrl-C."""
    raise KeyboardInterrupt


def default_jobs() -> int:
    return os.cpu_count() or 1


def add_dir(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dir", type=Path, default=DEFAULT_RUNDIR,
                   help=f"run directory holding the database (default: {DEFAULT_RUNDIR})")


def add_config(p: argparse.ArgumentParser, help: str | None = None) -> None:
    p.add_argument("--config", type=Path,
                   help=help or f"config file (default: ./{config.DEFAULT_NAME})")


def add_jobs(p: argparse.ArgumentParser, help: str, *, default: int | None = None) -> None:
    """``--jobs``; with ``default`` None the command chooses (its help says how)."""
    p.add_argument("--jobs", type=config.jobs_option, default=default, help=help)


def add_seed(p: argparse.ArgumentParser, what: str = "campaign seed") -> None:
    p.add_argument("--seed", type=int, help=f"{what} (default: random, printed)")


def add_cluster(p: argparse.ArgumentParser) -> None:
    p.add_argument("--cluster", metavar="ADDRESS",
                   help="test programs on the workers of the Dask scheduler at ADDRESS "
                   "(tcp://HOST:8786) instead of local processes; --jobs is then the number "
                   "of programs in flight (default: twice the workers)")


def add_minutes(p: argparse.ArgumentParser | argparse._MutuallyExclusiveGroup, help: str,
                *, default: float | None = None) -> None:
    """``--minutes``: the time budget of a whole command, its set-up included."""
    p.add_argument("--minutes", type=config.minutes_option, default=default, help=help)


def add_seconds(p: argparse.ArgumentParser, *names: str, help: str,
                default: float | None = None) -> None:
    """A time limit in seconds (``--compile-timeout``, ``--reduce-timeout``, ...); the names
    after the first are older spellings, kept."""
    p.add_argument(*names, type=config.seconds_option, default=default, help=help)


def add_triage(p: argparse.ArgumentParser) -> None:
    p.add_argument("--triage", action="store_true",
                   help="when the campaign ends, triage each finding it saw (ccfuzz triage): "
                   "reduce, check, versions, culprit, duplicates, report")
