"""Live progress: a rich panel (or a line redrawn in place) on a terminal, plain lines now and
then elsewhere (a log, a pipe: no ``\\r``, no escape sequences)."""

from __future__ import annotations

import sys
import time
from typing import TextIO

from rich.console import Console
from rich.live import Live
from rich.table import Table

from ccfuzz.campaign import Stats

_PLAIN_EVERY = 10.0


def _rates(stats: Stats) -> tuple[float, float]:
    seconds = max(stats.session_seconds, 1e-9)
    return stats.session_programs / seconds, stats.builds / seconds


def _budget(stats: Stats) -> str:
    parts = []
    if stats.total is not None:
        parts.append(f"{stats.programs}/{stats.total} programs")
    else:
        parts.append(f"{stats.programs} programs")
    if stats.deadline is not None:
        left = max(stats.deadline - stats.elapsed, 0)
        parts.append(f"{left:.0f}s left")
    return ", ".join(parts)


def _findings(stats: Stats) -> str:
    kinds = sorted(set(stats.sightings) | set(stats.new_findings))
    if not kinds:
        return "none"
    return ", ".join(f"{k}: {stats.new_findings[k]} new / {stats.sightings[k]} seen"
                     for k in kinds)


class LiveProgress:
    """A rich panel redrawn from the main loop (no refresh thread: see sandbox.py)."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.live = Live(console=console, auto_refresh=False, transient=False)
        self._last = 0.0

    def __enter__(self) -> LiveProgress:
        self.live.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.live.__exit__(None, None, None)

    def update(self, stats: Stats) -> None:
        now = time.monotonic()
        if now - self._last < 0.25 and stats.in_flight:
            return
        self._last = now
        programs_s, builds_s = _rates(stats)
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold")
        table.add_column()
        table.add_row("progress", f"{_budget(stats)}, {stats.in_flight} in flight, "
                      f"{stats.elapsed:.0f}s elapsed")
        table.add_row("rate", f"{programs_s:.2f} programs/s, {builds_s:.1f} builds/s")
        table.add_row("programs", ", ".join(f"{k}: {v}" for k, v in
                                            sorted(stats.statuses.items())) or "-")
        table.add_row("findings", _findings(stats))
        if stats.last_message:
            table.add_row("latest", stats.last_message)
        self.live.update(table, refresh=True)


class PlainProgress:
    """For logs and CI: one line every few seconds."""

    def __init__(self, stream: TextIO | None = None) -> None:
        # sys.stderr as it is now, not as it was when this module was imported (the command
        # line imports it when a campaign starts).
        self.stream = sys.stderr if stream is None else stream
        self._last = time.monotonic()

    def __enter__(self) -> PlainProgress:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def update(self, stats: Stats) -> None:
        now = time.monotonic()
        if now - self._last < _PLAIN_EVERY and stats.in_flight:
            return
        self._last = now
        programs_s, builds_s = _rates(stats)
        print(f"[{stats.elapsed:6.0f}s] {_budget(stats)} | {programs_s:.2f} programs/s "
              f"{builds_s:.1f} builds/s | findings: {_findings(stats)}",
              file=self.stream, flush=True)


class SizeProgress:
    """A reduction's progress on stderr: one line redrawn with ``\\r`` on a terminal; in a log
    (not a terminal), a plain line when the size changes, and at least every
    ``PLAIN_EVERY`` seconds."""

    PLAIN_EVERY = 30.0

    def __init__(self, console: Console, what: str) -> None:
        self.console, self.what = console, what
        self.live = console.is_terminal
        self._shown: tuple[int, float] | None = None
        self._open = False  # a \r line waiting for its newline

    def __call__(self, size: int, seconds: float) -> None:
        line = f"[{seconds:6.0f}s] {self.what}: {size} bytes"
        if self.live:
            self.console.print("\r" + line, end="", markup=False)
            self._open = True
        elif self._shown is None or self._shown[0] != size or \
                seconds - self._shown[1] >= self.PLAIN_EVERY:
            self.console.print(line, markup=False)
            self._shown = (size, seconds)

    def say(self, text: str) -> None:
        self.end()
        self.console.print(f"ccfuzz: {text}", markup=False)

    def end(self) -> None:
        if self._open:
            self.console.print("")
            self._open = False
