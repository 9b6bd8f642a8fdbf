"""ccfuzz's own number pass: shorten integer constants, checked in-process.

C-Vise's ``IntsPass::a`` deletes the first digit of one constant per check, and after each
success starts again: a constant of ``k`` digits whose value does not matter costs ``k - 1``
checks that hold, each a full guarded check (two sanitized builds), and generated programs
are full of 7- to 20-digit constants: in guarded reductions of generated programs it was
C-Vise's costliest pass.

Here each constant, from the end of the program to its start, loses the most leading digits
that keep the check holding: first all but its last digit (one check, when the value does
not matter), then by halving; the pass proposes each trial, the driver (``driver.py``) checks
it. The result is ``IntsPass::a``'s wherever deleting more digits never makes a failing check
hold again, and a pass over every constant ends at its own fixed point in that case. Leading
zeros left over are dropped from a decimal constant (``089`` would be a bad octal one);
hexadecimal ones keep their ``0x``, suffixes stay.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ccfuzz.reduce.driver import Edit
from ccfuzz.reduce.tokens import spans

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
    if deleted == 0:
        return literal
    m = _INTEGER.match(literal)
    assert m is not None and deleted < len(m.group("digits"))
    prefix, kept = m.group("prefix") or b"", m.group("digits")[deleted:]
    if not prefix:
        kept = kept.lstrip(b"0") or b"0"
    return prefix + kept + m.group("suffix")


class NumberPass:
    """Shorten each integer constant, from the end of the program to its start, by the most
    leading digits that keep the check holding (see the module). The candidates of one
    constant depend on each other's verdicts, and most hold: they go one at a time."""

    name = "number"
    speculate = False
    fixed_point = True

    def start(self, source: bytes) -> _NumberState | None:
        tokens = tuple(spans(source))
        return _NumberState.constant(source, tokens, len(tokens) - 1)


@dataclass(frozen=True)
class _NumberState:
    # The tokens of the program the pass began on. It changes each constant in turn from the
    # end, so the tokens before the one at ``index`` are where they were.
    tokens: tuple[tuple[int, int], ...]
    index: int  # the constant being shortened
    literal: bytes  # as it was when the pass began
    end: int  # where it ends in the program now
    good: int  # deleting this many digits holds
    bad: int  # deleting this many or more does not
    trial: int  # deleting this many is the candidate

    @staticmethod
    def constant(source: bytes, tokens: tuple[tuple[int, int], ...], index: int
                 ) -> _NumberState | None:
        """The first trial of the constant at ``index`` or the nearest before it that has
        digits to delete; None when none has."""
        for i in range(index, -1, -1):
            start, end = tokens[i]
            count = digits(source[start:end])
            if count > 1:  # all but the last digit first: most values do not matter
                return _NumberState(tokens, i, source[start:end], end, 0, count, count - 1)
        return None

    def edit(self, source: bytes) -> Edit:
        return Edit(self.tokens[self.index][0], self.end, shortened(self.literal, self.trial))

    def advance(self, source: bytes) -> _NumberState | None:
        return self._bisect(source, self.good, self.trial)

    def succeed(self, source: bytes) -> _NumberState | None:
        return self._bisect(source, self.trial, self.bad)

    def _bisect(self, source: bytes, good: int, bad: int) -> _NumberState | None:
        """The trial halfway between ``good`` and ``bad``, or the next constant's first.
        A trial that spells the constant as it is now (the digits between were zeros,
        dropped) holds: it is the program as it is."""
        kept = shortened(self.literal, good)
        trial = (good + bad) // 2
        while good + 1 < bad and shortened(self.literal, trial) == kept:
            good, trial = trial, (trial + bad) // 2
        if good + 1 < bad:
            return replace(self, end=self.tokens[self.index][0] + len(kept), good=good,
                           bad=bad, trial=trial)
        return _NumberState.constant(source, self.tokens, self.index - 1)
