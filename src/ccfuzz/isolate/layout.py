"""Places where a program's layout, not its meaning, can change: comments and white space.

A compiler reads these in its preprocessor (tcc's ``tccpp.c``): a comment becomes one space,
a run of blanks is one separator, a stringified macro argument keeps one space for each run
of white space between its tokens, whatever the run held (C11 6.10.3.2p2). So a correct
compiler compiles a program the same after any of these edits, while one whose bug lies in
reading them need not:

- **comments**: a comment is replaced by a space and the newlines it held (the lines after
  it keep their numbers);
- **blank runs**: two or more spaces or tabs become one space;
- **line ends**: the blanks before a newline are removed;
- **joins**: a newline and the next line's indentation become one space (the two lines are
  one; never a directive's line with the next, nor a line with a directive after it, nor a
  line ending in a ``//`` comment), and so does a backslash-newline with the indentation
  after it.

A join moves every later line up by one, which ``__LINE__`` shows; the judge asks the
finding of the mutant as it is, so that changes no verdict.

Nothing inside a string literal or a character constant is a place. The places are found by a
small lexer over the bytes, not by libclang, because a macro's body and arguments, where the
preprocessor's bugs show, are not in the parsed model at all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ccfuzz.isolate.sites import Edit

_BLANKS = b" \t"


@dataclass
class Places:
    comments: list[Edit] = field(default_factory=list)
    blank_runs: list[Edit] = field(default_factory=list)
    line_ends: list[Edit] = field(default_factory=list)
    joins: list[Edit] = field(default_factory=list)


def places(source: bytes) -> Places:
    """Every place of ``source`` where one of the layout edits applies."""
    out = Places()
    n = len(source)
    i = 0
    line_start = 0
    last_comment_line = -1  # start of the line whose end is inside a ``//`` comment

    def blanks_end(j: int) -> int:
        while j < n and source[j] in _BLANKS:
            j += 1
        return j

    def is_directive(start: int) -> bool:
        j = blanks_end(start)
        return j < n and source[j:j + 1] == b"#"

    directive = is_directive(0)  # the current line (with its continuations) is a directive
    while i < n:
        c = source[i:i + 1]
        if c in (b'"', b"'"):
            i = literal_end(source, i)
            continue
        if source.startswith(b"/*", i):
            end = source.find(b"*/", i + 2)
            end = n if end < 0 else end + 2
            out.comments.append(Edit(i, end, " " + "\n" * source.count(b"\n", i, end)))
            i = end
            continue
        if source.startswith(b"//", i):
            end = source.find(b"\n", i)
            end = n if end < 0 else end
            out.comments.append(Edit(i, end, " "))
            last_comment_line = line_start
            i = end
            continue
        if source.startswith(b"\\\n", i):  # a continuation: the line goes on
            after = blanks_end(i + 2)
            out.joins.append(Edit(i, after, " "))
            i = i + 2
            continue
        if c in (b" ", b"\t"):
            end = blanks_end(i)
            if source[end:end + 1] == b"\n" or end == n:
                out.line_ends.append(Edit(i, end, ""))
            elif end - i >= 2:
                out.blank_runs.append(Edit(i, end, " "))
            i = end
            continue
        if c == b"\n":
            next_start = i + 1
            after = blanks_end(next_start)
            if after < n and not directive and not is_directive(next_start) and \
                    last_comment_line != line_start:
                out.joins.append(Edit(i, after, " "))
            line_start = next_start
            directive = is_directive(next_start)
            i = next_start
            continue
        i += 1
    return out


def literal_end(source: bytes, start: int) -> int:
    """Where the string literal or character constant opening at ``start`` ends (after its
    closing quote; at the end of its line when it has none)."""
    quote = source[start]
    i = start + 1
    while i < len(source):
        c = source[i]
        if c == ord("\\"):
            i += 2
            continue
        if c == quote:
            return i + 1
        if c == ord("\n"):
            return i
        i += 1
    return i
