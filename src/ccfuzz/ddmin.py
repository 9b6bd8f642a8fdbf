"""Zeller's delta debugging (ddmin): the one minimizing search, for any items.

A generator with feedback: it yields a candidate subset and is sent whether the candidate
still fails; complements, then chunks, doubling the granularity. The pass-sequence reducer
(``passes/reduce.py``) minimizes passes with it, the culprit search (``culprit/gcc.py``)
optimization flags.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")


def ddmin(items: tuple[T, ...]) -> Generator[tuple[T, ...], bool, tuple[T, ...]]:
    """Yields subsets of ``items`` (order kept), is sent whether each still fails, and
    returns a 1-minimal failing one; ``items`` itself must fail."""
    current, n = items, 2
    while len(current) >= 2:
        size = len(current)
        bounds = [size * i // n for i in range(n + 1)]
        chunks = [current[bounds[i]:bounds[i + 1]] for i in range(n)]
        for i in range(n):
            if (yield chunks[i]):
                current, n = chunks[i], 2
                break
        else:
            for i in range(n):
                complement = current[:bounds[i]] + current[bounds[i + 1]:]
                if (yield complement):
                    current, n = complement, max(n - 1, 2)
                    break
            else:
                if n >= size:
                    return current
                n = min(size, 2 * n)
    return current
