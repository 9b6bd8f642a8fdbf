"""ccfuzz's own token pass: delete runs of C tokens, checked in-process.

C-Vise's token passes (``rm-toks-N``: at each position, delete N tokens) are the end game of
a reduction: a valid program of a few hundred bytes on which nearly every cut is
uncompilable. C-Vise spends about 14 ms of its own on each candidate (a ``clex`` process, a
directory, the script), more than the check of such a candidate (a tcc compile). Here the
candidates are string slices and go straight to ccfuzz's check (through the check service's
cache of verdicts): the same check, the same answers, a fraction of the time. C-Vise runs
its other passes without its token passes; this pass runs after ccfuzz's line pass, in turn
with sweeps of C-Vise's passes (``run.py``).
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

# One C token: a preprocessor line, a comment, a string or character literal, a number, a
# name, or a punctuator (longest first). Anything else is one character.
_TOKEN = re.compile(rb"""
    ^[ \t]*\#[^\n]*                                  # a directive: one token, whole
  | /\*.*?\*/ | //[^\n]*                             # comments
  | (?:L|u8|u|U)?"(?:\\.|[^"\\\n])*"                 # strings
  | (?:L|u|U)?'(?:\\.|[^'\\\n])*'                    # character constants
  | \.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*            # numbers (pp-numbers)
  | [A-Za-z_][A-Za-z_0-9]*                           # names
  | <<=|>>=|\.\.\.|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|\#\#
  | [^\s]
""", re.VERBOSE | re.MULTILINE | re.DOTALL)

# The widths tried, in order: C-Vise's rm-toks-1...16.
WIDTHS = tuple(range(1, 17))

_PAIRS = {ord("("): ord(")"), ord("["): ord("]"), ord("{"): ord("}")}
_CLOSERS = frozenset(_PAIRS.values())


def spans(source: bytes) -> list[tuple[int, int]]:
    """(start, end) of each token of ``source``."""
    return [m.span() for m in _TOKEN.finditer(source)]


def brackets(source: bytes, tokens: list[tuple[int, int]]) -> list[int]:
    """Per token: the bracket it is (its byte: ``( ) [ ] { }``), or 0."""
    return [source[a] if b - a == 1 and (source[a] in _PAIRS or source[a] in _CLOSERS) else 0
            for a, b in tokens]


def nested(kinds: list[int]) -> bool:
    """Whether the brackets of ``kinds`` (from ``brackets``; zeros are skipped) close in
    order. A C program whose brackets do not cannot compile, so a candidate like that needs
    no check (directives, strings and comments are single tokens: their brackets do not
    count)."""
    stack: list[int] = []
    for kind in kinds:
        if not kind:
            continue
        if kind in _CLOSERS:
            if not stack or stack.pop() != kind:
                return False
        else:
            stack.append(_PAIRS[kind])
    return not stack


_WORD = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_")


def without(source: bytes, tokens: list[tuple[int, int]], first: int, count: int) -> bytes:
    """``source`` without tokens ``first`` to ``first + count - 1`` and the blanks after them
    (those before stay), and a blank where two names or numbers would otherwise run
    together (``x->y`` without ``->`` is ``x y``, not ``xy``)."""
    last = first + count
    return cut(source, tokens[first][0],
               tokens[last][0] if last < len(tokens) else tokens[last - 1][1])


def cut(source: bytes, start: int, end: int) -> bytes:
    """``source`` without bytes ``start`` to ``end``, and a blank in their place where two
    names or numbers would otherwise run together."""
    glue = (b" " if start > 0 and end < len(source)
            and source[start - 1] in _WORD and source[end] in _WORD else b"")
    return source[:start] + glue + source[end:]


def first_hit(pool: ThreadPoolExecutor, interesting: Callable[[bytes], bool],
              batch: list[tuple[int, bytes]], refused: set[bytes]) -> tuple[int, bytes] | None:
    """Check ``batch``'s candidates (each with its position) at once: the first, in the
    batch's order, that holds, if any; those before it go into ``refused``."""
    verdicts = list(pool.map(interesting, [c for _, c in batch]))
    hit = next((i for i, holds in enumerate(verdicts) if holds), None)
    refused.update(c for _, c in batch[:hit])
    return None if hit is None else batch[hit]


def expired(deadline: float | None, stop: threading.Event | None) -> bool:
    """Whether a pass must stop: ``deadline`` (on ``time.monotonic()``) is past or ``stop``
    is set."""
    return ((deadline is not None and time.monotonic() > deadline)
            or (stop is not None and stop.is_set()))


@dataclass
class Outcome:
    source: bytes
    candidates: int
    complete: bool  # False: stopped by the deadline or ``stop``


def reduce_tokens(source: bytes, interesting: Callable[[bytes], bool], *, jobs: int = 1,
                  deadline: float | None = None,
                  stop: threading.Event | None = None) -> Outcome:
    """Delete runs of 1 to 16 tokens wherever ``interesting`` still holds, sweeping the
    widths until a whole sweep deletes nothing (or ``deadline``, on ``time.monotonic()``, or
    ``stop``). A candidate refused once is not checked again: the check is deterministic.

    ``jobs`` > 1 checks that many positions at once and keeps the first that holds: the
    result is the one-at-a-time result, and the checks after a hit are wasted.

    A run whose deletion leaves brackets that do not close in order is not tried (when the
    start's brackets do close in order): such a candidate cannot compile."""
    candidates = 0
    refused: set[bytes] = set()
    progress = True
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        while progress:
            progress = False
            for width in WIDTHS:
                tokens = spans(source)
                kinds = brackets(source, tokens)
                filtered = nested(kinds)
                first = 0
                while first + width <= len(tokens):
                    if expired(deadline, stop):
                        return Outcome(source, candidates, False)
                    batch: list[tuple[int, bytes]] = []
                    at = first
                    while at + width <= len(tokens) and len(batch) < max(1, jobs):
                        if filtered and not nested(kinds[:at] + kinds[at + width:]):
                            at += 1
                            continue
                        candidate = without(source, tokens, at, width)
                        if candidate not in refused:
                            batch.append((at, candidate))
                        at += 1
                    candidates += len(batch)
                    hit = first_hit(pool, interesting, batch, refused)
                    if hit is None:
                        first = at
                    else:
                        first, source = hit
                        tokens, progress = spans(source), True
                        kinds = brackets(source, tokens)
    return Outcome(source, candidates, True)
