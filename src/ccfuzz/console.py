"""The two rich consoles the commands print on, made on first use: a command that prints
nothing through them (``ccfuzz --help``, ``ccfuzz generate``) never imports rich.

On a terminal rich fits tables to its width. In a log or a pipe there is no width to fit, and
rich's default of 80 columns would cut a table's cells (a compiler's path, a finding's
summary): there a console is as wide as ``PIPED_WIDTH`` unless ``COLUMNS`` says otherwise.
Printing never adds escape sequences there either (rich's rule for a console that is not a
terminal).
"""

from __future__ import annotations

import functools
import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console

PIPED_WIDTH = 1000


def console(*, stderr: bool = False) -> Console:
    """A new console on standard output (or error), as wide as said above."""
    from rich.console import Console

    made = Console(stderr=stderr, highlight=False, soft_wrap=True)
    if not made.is_terminal and not os.environ.get("COLUMNS"):
        made.width = PIPED_WIDTH
    return made


@functools.cache
def out() -> Console:
    """Standard output."""
    return console()


@functools.cache
def err() -> Console:
    """Standard error."""
    return console(stderr=True)
