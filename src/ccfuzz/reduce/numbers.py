"""ccfuzz's own number pass: shorten integer constants, checked in-process.

C-Vise's ``IntsPass::a`` deletes the first digit of one constant per check, and after each
success starts again: a constant of ``k`` digits whose value does not matter costs ``k - 1``
checks that hold, each a full guarded check (two sanitized builds), and generated programs
are full of 7- to 20-digit constants. In the benchmark's guarded reductions it was C-Vise's
costliest pass: 70 of the sweeps' seconds, for 147 bytes.

Here each constant, from the end of the program to its start, loses the most leading digits
that keep the check holding: first all but its last digit (one check, when the value does
not matter), then by halving. The result is ``IntsPass::a``'s wherever deleting more digits
never makes a failing check hold again, and a pass over every constant ends at its own fixed
point in that case. Leading zeros left over are dropped from a decimal constant (``089``
would be a bad octal one); hexadecimal ones keep their ``0x``, suffixes stay.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable

from ccfuzz.reduce.tokens import Outcome, expired, spans

_INTEGER = re.compile(rb"(?P<prefix>0[xX])?(?P<digits>[0-9A-Fa-f]+)(?P<suffix>[uUlL]*)\Z")
_DECIMAL = re.compile(rb"[0-9]+\Z")


def digits(literal: bytes) -> int:
    """How many digits the integer constant ``literal`` has (0 when it is none: a name, a
    float...)."""
    m = _INTEGER.match(literal)
    if m is None or (m.group("prefix") is None and not _DECIMAL.match(m.group("digits"))):
        return 0
    return len(m.group("digits"))


def shortened(literal: bytes, deleted: int) -> bytes:
    """The integer constant ``literal`` without its first ``deleted`` digits (fewer than it
    has)."""
    m = _INTEGER.match(literal)
    assert m is not None and deleted < len(m.group("digits"))
    prefix, kept = m.group("prefix") or b"", m.group("digits")[deleted:]
    if not prefix:
        kept = kept.lstrip(b"0") or b"0"
    return prefix + kept + m.group("suffix")


def reduce_numbers(source: bytes, interesting: Callable[[bytes], bool], *, jobs: int = 1,
                   deadline: float | None = None,
                   stop: threading.Event | None = None) -> Outcome:
    """Shorten each integer constant of ``source`` by the most leading digits that keep
    ``interesting`` (see the module), or until ``deadline`` (on ``time.monotonic()``) or
    ``stop``. ``jobs`` is accepted for the passes' common signature; the checks of one
    constant depend on each other, so they run one at a time."""
    del jobs
    candidates = 0
    # From the end: a change leaves the positions of the tokens before it as they were.
    for start, end in reversed(spans(source)):
        literal = source[start:end]
        count = digits(literal)
        good, bad = 0, count  # deleting ``good`` digits holds; ``bad`` or more do not
        trial = count - 1  # all but the last digit first: most values do not matter
        while good + 1 < bad:
            if expired(deadline, stop):
                return Outcome(_without(source, start, end, good), candidates, False)
            candidates += 1
            if interesting(_without(source, start, end, trial)):
                good = trial
            else:
                bad = trial
            trial = (good + bad) // 2
        source = _without(source, start, end, good)
    return Outcome(source, candidates, True)


def _without(source: bytes, start: int, end: int, deleted: int) -> bytes:
    """``source`` with its constant at ``start:end`` shortened by ``deleted`` digits."""
    if deleted == 0:
        return source
    return source[:start] + shortened(source[start:end], deleted) + source[end:]
