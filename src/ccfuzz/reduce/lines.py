"""ccfuzz's own line pass: delete chunks of "lines" at each nesting level, checked in-process.

C-Vise's ``LinesPass::N`` reformats the program with ``topformflat N`` (everything nested
deeper than N braces joined onto one line) and deletes chunks of those lines, halving the
chunk size down to one line. On a generated program of a few KB those passes make a few
hundred candidates that still show the bug, each a full guarded check, and C-Vise's own work
per candidate (a directory, a process, the script) comes on top of the check.

This pass makes the same cuts without C-Vise: the "lines" are byte ranges of the program as
it is (no reformatting), the pass proposes them and the driver (``driver.py``) sends the
candidates straight to ccfuzz's check, and a cut that leaves brackets that do not close in
order is not proposed at all (it cannot compile). Chunks are cut from the end of the program
towards its start: C declares before it uses, so the uses go first and the declarations they
kept alive can go in the same sweep.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ccfuzz.reduce.driver import Edit
from ccfuzz.reduce.tokens import brackets, deletion, nested, spans

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
    limits = [*bounds[1:], len(tokens)] if bounds else []  # no token: no line
    lines = [(tokens[j][0], tokens[k][0] if k < len(tokens) else len(source))
             for j, k in zip(bounds, limits, strict=True)]
    return lines, [[k for k in kinds[j:k] if k] for j, k in zip(bounds, limits, strict=True)]


class LinePass:
    """At each level of ``LEVELS``: delete chunks of lines, from all the lines down to one at
    a time, halving the chunk after a sweep over the program. A chunk is cut from the end of
    the program towards its start; after a cut that holds, the next chunk ends where it
    began. A cut that leaves brackets that do not close in order is not tried (when the
    program's brackets do close in order)."""

    name = "line"
    speculate = True
    fixed_point = False

    def start(self, source: bytes) -> _LineState | None:
        return _LineState.at_level(source, 0)


@dataclass(frozen=True)
class _LineState:
    level: int  # an index into LEVELS
    chunk: int  # how many lines a cut takes
    end: int  # the cut is lines[max(0, end - chunk):end]
    lines: tuple[tuple[int, int], ...]  # of the program, at the level (``cuts``)
    kinds: tuple[tuple[int, ...], ...]
    filtered: bool  # whether the brackets of the program the level began on close in order

    @staticmethod
    def at_level(source: bytes, level: int) -> _LineState | None:
        if level == len(LEVELS):
            return None
        lines, kinds = cuts(source, LEVELS[level])
        state = _LineState(level, len(lines), len(lines), tuple(lines),
                           tuple(tuple(k) for k in kinds),
                           nested([k for line in kinds for k in line]))
        return state.settled(source)

    def settled(self, source: bytes) -> _LineState | None:
        """This state if it has a chunk to cut; else the next sweep's (half the chunk), the
        next level's, or None."""
        state = self
        while state.end <= 0:
            chunk = state.chunk // 2
            if chunk < 1:
                return _LineState.at_level(source, state.level + 1)
            state = replace(state, chunk=chunk, end=len(state.lines))
        return state

    @property
    def first(self) -> int:
        return max(0, self.end - self.chunk)

    def edit(self, source: bytes) -> Edit | None:
        if self.filtered and not nested([k for line in self.kinds[:self.first]
                                         + self.kinds[self.end:] for k in line]):
            return None
        return deletion(source, self.lines[self.first][0], self.lines[self.end - 1][1])

    def advance(self, source: bytes) -> _LineState | None:
        return replace(self, end=self.first).settled(source)

    def succeed(self, source: bytes) -> _LineState | None:
        lines, kinds = cuts(source, LEVELS[self.level])
        return replace(self, end=min(self.first, len(lines)), lines=tuple(lines),
                       kinds=tuple(tuple(k) for k in kinds)).settled(source)
