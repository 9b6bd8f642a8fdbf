"""ccfuzz: find, shrink and localize bugs in C compilers."""

from __future__ import annotations

__version__ = "0.1.0"
