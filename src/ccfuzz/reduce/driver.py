"""One search loop for ccfuzz's own reduction passes (``lines.py``, ``numbers.py``,
``tokens.py``).

A pass only proposes. From the program as it is, it makes a search state (a frozen
dataclass); a state says which bytes of the program to replace (an ``Edit``), and which state
comes next after its candidate failed (``advance``) or held (``succeed``, given the new
program). What a pass tries, and in which order, lives in its states; nothing else does.

The driver owns the rest, once for every pass: the deadline and Ctrl-C, the batches over
``--jobs``, the "is it smaller" test, and the seen-cache (``Verdicts``: one verdict per
distinct candidate, keyed by its SHA-256, shared with the check service that answers
C-Vise's candidates). Every proposed edit goes through ``Driver.consider``.

A batch is a bet that candidates fail: with ``jobs`` > 1 the driver takes the next ``jobs``
states as if each one's candidate failed, checks their candidates side by side and keeps the
first, in that order, that holds, so the result is the one-at-a-time result; the checks of
the batch still waiting for a thread are then cancelled. A pass whose candidates mostly hold
(the number pass) says ``speculate = False``: the bet would mostly be lost, so its
candidates go one at a time.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Callable, Collection
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Edit:
    """Replace bytes ``start`` to ``end`` of a program by ``text``."""
    start: int
    end: int
    text: bytes = b""

    def apply(self, source: bytes) -> bytes:
        return source[:self.start] + self.text + source[self.end:]

    def shrinks(self, source: bytes) -> bool:
        """Whether the edit takes more non-blank bytes out of ``source`` than it puts in:
        what a reduction step must do (blanks do not count: a deletion may leave one where
        two names would otherwise run together)."""
        return weight(source[self.start:self.end]) > weight(self.text)


class State(Protocol):
    """Where a pass is in its search of one program (given to each method: the program the
    state was made for, or for ``succeed``, the candidate that held)."""

    def edit(self, source: bytes) -> Edit | None:
        """The candidate to try here; None when there is none worth a check (it would not
        compile, say): the driver advances."""

    def advance(self, source: bytes) -> State | None:
        """The next state after this one's candidate failed; None: the pass is over."""

    def succeed(self, source: bytes) -> State | None:
        """The next state after this one's candidate held; ``source`` is that candidate,
        the program from now on. None: the pass is over."""


class Pass(Protocol):
    """A reduction pass: ``name`` (in ``cvise.log``), whether batches pay off
    (``speculate``), whether a complete run ends at a program on which it would find
    nothing again (``fixed_point``), and its first state on a program (None: nothing to
    try)."""

    @property
    def name(self) -> str: ...

    @property
    def speculate(self) -> bool: ...

    @property
    def fixed_point(self) -> bool: ...

    def start(self, source: bytes) -> State | None: ...


@dataclass(frozen=True)
class PassResult:
    source: bytes
    candidates: int  # how many were checked (or answered by the seen-cache)
    complete: bool  # False: stopped by the deadline or ``stop``


def squeezed(source: bytes) -> bytes:
    """``source`` without its blanks: a program that only differs in blanks is no smaller
    (C-Vise's indentation pass re-indents what ccfuzz's passes cut)."""
    return b"".join(source.split())


def weight(source: bytes) -> int:
    """The bytes of ``source`` that are not blanks: what a reduction step must take away."""
    return len(squeezed(source))


def _key(source: bytes) -> bytes:
    return hashlib.sha256(source).digest()


class Verdicts:
    """The seen-cache: ``check``'s verdict on each distinct candidate, by its SHA-256, asked
    once. The check is deterministic, and the same candidate comes up again and again
    (C-Vise's passes after a round that changed little, ccfuzz's from one round to the
    next). Thread-safe: the driver's batches and the check service's clients use it at
    once."""

    def __init__(self, check: Callable[[bytes], bool]) -> None:
        self._check = check
        self._known: dict[bytes, bool] = {}
        self._lock = threading.Lock()

    def known(self, source: bytes) -> bool | None:
        """The verdict on ``source`` if it was asked before."""
        with self._lock:
            return self._known.get(_key(source))

    def __call__(self, source: bytes) -> bool:
        key = _key(source)
        with self._lock:
            verdict = self._known.get(key)
        if verdict is None:
            verdict = self._check(source)
            with self._lock:
                self._known[key] = verdict
        return verdict


class Driver:
    """Runs passes on a program under ``verdicts``: ``jobs`` candidates at once (for a pass
    that speculates), until ``deadline`` (on ``time.monotonic()``) or ``stop``."""

    def __init__(self, verdicts: Verdicts, *, jobs: int = 1, deadline: float | None = None,
                 stop: threading.Event | None = None) -> None:
        self.verdicts, self.jobs, self.deadline, self.stop = verdicts, max(1, jobs), deadline, stop

    def expired(self) -> bool:
        return ((self.deadline is not None and time.monotonic() > self.deadline)
                or (self.stop is not None and self.stop.is_set()))

    def run(self, pass_: Pass, source: bytes) -> PassResult:
        """``pass_`` on ``source``, keeping each candidate that holds, to the pass's end or
        until stopped."""
        width = self.jobs if pass_.speculate else 1
        candidates = 0
        state = pass_.start(source)
        with ThreadPoolExecutor(max_workers=width) as pool:
            while state is not None:
                if self.expired():
                    return PassResult(source, candidates, False)
                batch, after = self._batch(pool, source, state, width)
                candidates += len(batch)
                hit = next((i for i, (_, _, verdict) in enumerate(batch) if verdict.result()),
                           None)
                if hit is None:
                    state = after
                    continue
                for _, _, later in batch[hit + 1:]:
                    later.cancel()  # those still waiting for a thread
                hit_state, source, _ = batch[hit]
                state = hit_state.succeed(source)
        return PassResult(source, candidates, True)

    def consider(self, pool: ThreadPoolExecutor, source: bytes, edit: Edit,
                 pending: Collection[bytes]) -> tuple[bytes, Future[bool]] | None:
        """The one way a proposed edit is judged: the candidate it makes of ``source`` and
        its verdict to come (the seen-cache's, or the check's, in ``pool``); None when it
        needs no check: it takes nothing away, it was refused before, or it is ``pending``
        already."""
        if not edit.shrinks(source):
            return None
        candidate = edit.apply(source)
        if candidate in pending or self.verdicts.known(candidate) is False:
            return None
        return candidate, pool.submit(self.verdicts, candidate)

    def _batch(self, pool: ThreadPoolExecutor, source: bytes, state: State, width: int
               ) -> tuple[list[tuple[State, bytes, Future[bool]]], State | None]:
        """Up to ``width`` candidates under way, from ``state`` on (each with its state), and
        the state after them if they all fail."""
        batch: list[tuple[State, bytes, Future[bool]]] = []
        pending: set[bytes] = set()
        next_state: State | None = state
        while next_state is not None and len(batch) < width:
            edit = next_state.edit(source)
            considered = None if edit is None else self.consider(pool, source, edit, pending)
            if considered is not None:
                candidate, verdict = considered
                pending.add(candidate)
                batch.append((next_state, candidate, verdict))
            next_state = next_state.advance(source)
        return batch, next_state
