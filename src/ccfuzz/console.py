"""The two rich consoles the commands print on, made on first use: a command that prints
nothing through them (``ccfuzz --help``, ``ccfuzz generate``) never imports rich."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rich.console import Console


@functools.cache
def out() -> Console:
    """Standard output."""
    from rich.console import Console

    return Console(highlight=False, soft_wrap=True)


@functools.cache
def err() -> Console:
    """Standard error."""
    from rich.console import Console

    return Console(stderr=True, highlight=False, soft_wrap=True)
