"""ccfuzz's own token pass: delete runs of C tokens, checked in-process; and the lexing the
line and number passes share.

C-Vise's token passes (``rm-toks-N``: at each position, delete N tokens) are the end game of
a reduction: a valid program of a few hundred bytes on which nearly every cut is
uncompilable. C-Vise's own work per candidate (a ``clex`` process, a directory, the script)
costs more than the check of such a candidate (a tcc compile). Here the pass proposes byte
ranges and the driver (``driver.py``) sends the candidates straight to ccfuzz's check: the
same check, the same answers, a fraction of the time. C-Vise runs its other passes without
its token passes; this pass runs after ccfuzz's line and number passes, in turn with sweeps
of C-Vise's passes (``run.py``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ccfuzz.reduce.driver import Edit

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


def brackets(source: bytes, tokens: Sequence[tuple[int, int]]) -> list[int]:
    """Per token: the bracket it is (its byte: ``( ) [ ] { }``), or 0."""
    return [source[a] if b - a == 1 and (source[a] in _PAIRS or source[a] in _CLOSERS) else 0
            for a, b in tokens]


def nested(kinds: Sequence[int]) -> bool:
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


def without(source: bytes, tokens: Sequence[tuple[int, int]], first: int, count: int) -> Edit:
    """Delete tokens ``first`` to ``first + count - 1`` of ``source`` and the blanks after
    them (those before stay), with a blank where two names or numbers would otherwise run
    together (``x->y`` without ``->`` is ``x y``, not ``xy``)."""
    last = first + count
    return deletion(source, tokens[first][0],
                    tokens[last][0] if last < len(tokens) else tokens[last - 1][1])


def deletion(source: bytes, start: int, end: int) -> Edit:
    """Delete bytes ``start`` to ``end`` of ``source``, with a blank in their place where
    two names or numbers would otherwise run together."""
    glue = (b" " if start > 0 and end < len(source)
            and source[start - 1] in _WORD and source[end] in _WORD else b"")
    return Edit(start, end, glue)


class TokenPass:
    """Delete runs of 1 to 16 tokens, sweeping the widths until a whole sweep deletes
    nothing; at each width, from the first token to the last. A run whose deletion leaves
    brackets that do not close in order is not tried (when the program's brackets do close
    in order): such a candidate cannot compile."""

    name = "token"
    speculate = True
    fixed_point = True

    def start(self, source: bytes) -> _TokenState | None:
        return _TokenState.at_width(source, 0, progress=False)


@dataclass(frozen=True)
class _TokenState:
    width: int  # an index into WIDTHS
    first: int  # the first token of the run
    progress: bool  # whether this sweep over the widths deleted something
    tokens: tuple[tuple[int, int], ...]  # of the program
    kinds: tuple[int, ...]
    filtered: bool  # whether the brackets of the program the width began on close in order

    @staticmethod
    def at_width(source: bytes, width: int, progress: bool) -> _TokenState | None:
        tokens = tuple(spans(source))
        kinds = tuple(brackets(source, tokens))
        return _TokenState(width, 0, progress, tokens, kinds, nested(kinds)).settled(source)

    def settled(self, source: bytes) -> _TokenState | None:
        """This state if its run fits in the program; else the next width's first, the
        next sweep's (when this one deleted something), or None."""
        if self.first + WIDTHS[self.width] <= len(self.tokens):
            return self
        if self.width + 1 < len(WIDTHS):
            return _TokenState.at_width(source, self.width + 1, self.progress)
        return _TokenState.at_width(source, 0, progress=False) if self.progress else None

    def edit(self, source: bytes) -> Edit | None:
        last = self.first + WIDTHS[self.width]
        if self.filtered and not nested(self.kinds[:self.first] + self.kinds[last:]):
            return None
        return without(source, self.tokens, self.first, WIDTHS[self.width])

    def advance(self, source: bytes) -> _TokenState | None:
        return replace(self, first=self.first + 1).settled(source)

    def succeed(self, source: bytes) -> _TokenState | None:
        tokens = tuple(spans(source))
        return replace(self, progress=True, tokens=tokens,
                       kinds=tuple(brackets(source, tokens))).settled(source)
