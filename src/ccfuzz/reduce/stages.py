"""The stages of a reduction (``run.py``): ccfuzz's own passes through one driver, and
C-Vise's sweeps, in turn, each stage starting from what the last one left.

A stage that found nothing on the program as it is (blanks aside: C-Vise re-indents) does
not run again; the reduction's alternation ends when every stage has found nothing on it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.compilers import SOURCE_NAME
from ccfuzz.model import Ending
from ccfuzz.reduce.driver import Driver, Pass, Verdicts, squeezed, weight
from ccfuzz.reduce.lines import LinePass
from ccfuzz.reduce.numbers import NumberPass
from ccfuzz.reduce.tokens import TokenPass

# What C-Vise and C-Reduce say (and exit 0) when the check refuses the starting program.
REFUSED_START = b"interestingness test does not return"
# At most this many sweeps of C-Vise's passes, each followed by ccfuzz's own passes. (Each
# round must take non-blank bytes away or the reduction ends, so this only bounds the time a
# program that shrinks a few bytes a round can take.)
ROUNDS = 10

# ccfuzz's own passes, in order. The token pass goes last: it is the costliest to run again,
# and it would have to if a pass after it changed the program.
OWN_PASSES: tuple[Pass, ...] = (LinePass(), NumberPass(), TokenPass())
SWEEP = "sweep"  # C-Vise's sweeps, among the stages that settle


@dataclass
class Stages:
    """The stages of a reduction, each starting from what the last one left in ``dest``, and
    what they left: C-Vise's runs, their logs, each stage's result."""
    stop: threading.Event  # Ctrl-C: ccfuzz's own passes stop too
    dest: Path
    deadline: float  # on time.monotonic()
    jobs: int
    procs: list[sandbox.ProcResult] = field(default_factory=list)
    log: bytearray = field(default_factory=bytearray)
    results: list[bytes] = field(default_factory=list)
    stopped: bool = False  # by the timeout or Ctrl-C
    refused: bool = False  # the script refused the start in a directory of its own
    # Per stage (the sweeps, each own pass): the program, without blanks, on which it last
    # found nothing. Run on it again, it would find nothing again.
    found_nothing: dict[str, bytes] = field(default_factory=dict)

    def settled(self, *names: str) -> bool:
        """Whether each of the stages ``names`` found nothing on the program as it is."""
        now = squeezed(self.dest.read_bytes())
        return all(self.found_nothing.get(name) == now for name in names)

    def alternate(self, sweeps: tuple[list[str], list[str]], env: dict[str, str],
                  verdicts: Verdicts, passes: Sequence[Pass] = OWN_PASSES) -> bool:
        """C-Vise's sweeps (the first one, then the other) and ccfuzz's ``passes`` in turn,
        until each has found nothing on the program as it is, or ``ROUNDS`` sweeps; whether
        the reduction goes on after them (no stop, no failure)."""
        names = (SWEEP, *(pass_.name for pass_ in passes))
        for round_ in range(ROUNDS):
            if not self.settled(SWEEP) and not self.reducer(sweeps[round_ > 0], env,
                                                            name=SWEEP):
                return False  # stopped, failed, or its check refused the start
            if self.settled(*names):
                break
            self.own_passes(verdicts, passes)
            if self.settled(*names):
                break
        return not self.stopped

    def script_accepts(self, script: list[str], env: dict[str, str], seconds: float) -> bool:
        """Whether the interestingness script accepts ``dest`` in a directory of its own."""
        proc = sandbox.run(script[:1], limits=sandbox.Limits(wall_seconds=seconds,
                                                             memory_bytes=None),
                           files={SOURCE_NAME: self.dest.read_bytes()}, env=env)
        if self.stop.is_set():
            self.stopped = True
            return False
        self.refused = not (proc.ending is Ending.EXITED and proc.exit_code == 0)
        if self.refused:
            self.log += (f"ccfuzz: the script refused the start ({proc.ending.value}, status "
                         f"{proc.exit_code}) in a directory of its own: "
                         f"{proc.stdout.decode(errors='replace')}{proc.stderr_text()}\n"
                         ).encode()
        return not self.refused

    def reducer(self, argv: list[str], env: dict[str, str], name: str | None = None) -> bool:
        """Run C-Vise (or C-Reduce) on ``dest``; whether the reduction goes on after it (it
        ran to its end, and its check accepted the start). ``name``: the stage it is, to
        settle when it finds nothing."""
        remaining = self.deadline - time.monotonic()
        if self.stop.is_set() or remaining <= 0:
            self.stopped = True
            return False
        before = self.dest.read_bytes()
        proc = sandbox.run(argv, limits=sandbox.Limits(
            wall_seconds=remaining, memory_bytes=None),  # its checks set their own limits
            files={SOURCE_NAME: before}, keep={SOURCE_NAME: self.dest}, env=env)
        self.procs.append(proc)
        self.log += proc.stderr
        after = self.dest.read_bytes()
        self.results.append(after)
        went_on = (proc.ending is Ending.EXITED and proc.exit_code == 0
                   and REFUSED_START not in proc.stdout + proc.stderr)
        if name is not None and went_on and weight(after) >= weight(before):
            self.found_nothing[name] = squeezed(after)
        return went_on

    def own_passes(self, verdicts: Verdicts, passes: Sequence[Pass] = OWN_PASSES) -> None:
        """ccfuzz's line, number and token passes (or ``passes``) on ``dest``, in this
        process, through one driver; a pass that found nothing on the program as it is does
        not run."""
        driver = Driver(verdicts, jobs=self.jobs, deadline=self.deadline, stop=self.stop)
        for pass_ in passes:
            if driver.expired():
                self.stopped = True
                break
            if self.settled(pass_.name):
                continue
            began = time.monotonic()
            start = self.dest.read_bytes()
            outcome = driver.run(pass_, start)
            self.dest.write_bytes(outcome.source)
            self.results.append(outcome.source)
            self.stopped = not outcome.complete
            if outcome.complete and (pass_.fixed_point
                                     or weight(outcome.source) == weight(start)):
                self.found_nothing[pass_.name] = squeezed(outcome.source)
            self.log += (f"ccfuzz {pass_.name} pass: {len(start)} -> {len(outcome.source)} "
                         f"bytes, {outcome.candidates} candidates, "
                         f"{time.monotonic() - began:.0f} s"
                         f"{'' if outcome.complete else ', stopped'}\n").encode()
            if self.stopped:
                break
