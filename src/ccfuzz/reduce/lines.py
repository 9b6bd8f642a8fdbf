"""ccfuzz's own line pass: delete chunks of "lines" at each nesting level, checked in-process.

C-Vise's ``LinesPass::N`` reformats the program with ``topformflat N`` (everything nested
deeper than N braces joined onto one line) and deletes chunks of those lines, halving the
chunk size down to one line. On a 10 KB generated program those passes are more than half of
a guarded reduction's C-Vise time: a few hundred candidates that still show the bug each
cost a full guarded check, and every candidate costs C-Vise about 28 ms of its own (a
directory, a process, the script) besides the check.

This pass does the same cuts without C-Vise: the "lines" are byte ranges of the program as it
is (no reformatting), the candidates are string slices that go straight to ccfuzz's check
(through the check service's cache of verdicts), and a cut that leaves brackets that do not
close in order is not tried at all (it cannot compile). Chunks are cut from the end of the
program towards its start: C declares before it uses, so the uses go first and the
declarations they kept alive can go in the same sweep.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from ccfuzz.reduce.tokens import Outcome, brackets, cut, expired, first_hit, nested, spans

# The nesting levels, in order: C-Vise's LinesPass arguments.
LEVELS = (0, 1, 2, 3, 4, 6, 8, 10)

_BREAK_AFTER = frozenset(b";{}")


def cuts(source: bytes, level: int) -> tuple[list[tuple[int, int]], list[list[int]]]:
    """The "lines" of ``source`` at ``level``, as (start, end) byte ranges that cover it from
    its first token on, and the brackets of each (``tokens.brackets``, zeros left out).

    A line ends after a ``;``, ``{`` or ``}`` outside parentheses whose brace depth (inside a
    ``{``, outside a ``}``) is at most ``level``, and a directive is a line of its own. A
    ``}`` followed by ``;``, ``,`` or ``else`` does not end a line (a struct's ``};``, an
    ``if``'s ``} else``)."""
    tokens = spans(source)
    kinds = brackets(source, tokens)
    bounds: list[int] = []  # the token indices where a line starts
    depth = parens = 0
    start = 0
    for i, (a, b) in enumerate(tokens):
        if source[a] == ord("#"):
            if i > start:
                bounds.append(start)
            bounds.append(i)
            start = i + 1
            continue
        kind = kinds[i]
        if kind == ord("("):
            parens += 1
        elif kind == ord(")"):
            parens = max(0, parens - 1)
        elif kind == ord("{"):
            depth += 1
        elif kind == ord("}"):
            depth = max(0, depth - 1)
        if b - a != 1 or source[a] not in _BREAK_AFTER or parens or depth > level:
            continue
        if kind == ord("}") and i + 1 < len(tokens):
            following = source[tokens[i + 1][0]:tokens[i + 1][1]]
            if following in (b";", b",", b"else"):
                continue
        bounds.append(start)
        start = i + 1
    if start < len(tokens):
        bounds.append(start)
    limits = [*bounds[1:], len(tokens)]
    lines = [(tokens[j][0], tokens[k][0] if k < len(tokens) else len(source))
             for j, k in zip(bounds, limits, strict=True)]
    return lines, [[k for k in kinds[j:k] if k] for j, k in zip(bounds, limits, strict=True)]


def reduce_lines(source: bytes, interesting: Callable[[bytes], bool], *, jobs: int = 1,
                 deadline: float | None = None,
                 stop: threading.Event | None = None) -> Outcome:
    """At each level of ``LEVELS``: delete chunks of lines wherever ``interesting`` still
    holds, from all the lines down to one at a time, halving the chunk after a sweep (or
    until ``deadline``, on ``time.monotonic()``, or ``stop``). A candidate refused once is
    not checked again.

    ``jobs`` > 1 checks that many chunks at once and keeps the first, in the one-at-a-time
    order, that holds: the result is the one-at-a-time result."""
    candidates = 0
    refused: set[bytes] = set()

    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for level in LEVELS:
            lines, kinds = cuts(source, level)
            filtered = nested([k for line in kinds for k in line])
            chunk = len(lines)
            while chunk >= 1:
                end = len(lines)  # the chunk is lines[end - chunk:end], moving to the start
                while end > 0:
                    if expired(deadline, stop):
                        return Outcome(source, candidates, False)
                    batch: list[tuple[int, bytes]] = []
                    at = end
                    while at > 0 and len(batch) < max(1, jobs):
                        first = max(0, at - chunk)
                        if not filtered or nested([k for line in kinds[:first] + kinds[at:]
                                                   for k in line]):
                            candidate = cut(source, lines[first][0], lines[at - 1][1])
                            if candidate not in refused:
                                batch.append((at, candidate))
                        at = first
                    candidates += len(batch)
                    hit = first_hit(pool, interesting, batch, refused)
                    if hit is None:
                        end = at
                        continue
                    hit_end, source = hit
                    lines, kinds = cuts(source, level)
                    end = min(max(0, hit_end - chunk), len(lines))
                chunk //= 2
    return Outcome(source, candidates, True)

