"""Places where a program's attributes and alignment specifiers can go: ``__attribute__((...))``
(or ``__attribute``) and ``_Alignas(...)``, each deleted whole.

A reduced program whose bug lies in how the compiler handles an attribute (a destructor run
before ``main``, a section's bounds, a packed or over-aligned layout) keeps the attribute in
every mutant the other rules make, since none of them touches one; the program without it is
the closest one whose compile skips that code. Deleting one may break the program (a
``section`` its linker symbols need, a ``vector_size`` its operators need): the references
then refuse the mutant like any other.

The places are found by a small lexer over the bytes, as the layout rules' are
(``layout``): an attribute is often written by a macro, whose body is not in the parsed
model. Nothing inside a comment, a string literal or a character constant is a place.
"""

from __future__ import annotations

from ccfuzz.isolate.layout import literal_end
from ccfuzz.isolate.sites import Edit

KEYWORDS = frozenset({b"__attribute__", b"__attribute", b"_Alignas"})


def places(source: bytes) -> list[Edit]:
    """Each attribute or alignment specifier of ``source``, with its parenthesized
    arguments, as an edit that deletes it (a space in its place)."""
    out = []
    n = len(source)
    i = 0
    while i < n:
        c = source[i:i + 1]
        if c in (b'"', b"'"):
            i = literal_end(source, i)
        elif source.startswith(b"/*", i):
            end = source.find(b"*/", i + 2)
            i = n if end < 0 else end + 2
        elif source.startswith(b"//", i):
            end = source.find(b"\n", i)
            i = n if end < 0 else end
        elif c.isalpha() or c == b"_":
            start = i
            while i < n and (source[i:i + 1].isalnum() or source[i:i + 1] == b"_"):
                i += 1
            after = _arguments_end(source, i) if source[start:i] in KEYWORDS else None
            if after is not None:
                out.append(Edit(start, after, " "))
                i = after
        else:
            i += 1
    return out


def _arguments_end(source: bytes, at: int) -> int | None:
    """After the parenthesized arguments that follow ``at`` (blanks and continuations
    between), or None when no balanced parentheses follow."""
    n = len(source)
    while at < n and (source[at:at + 1] in (b" ", b"\t", b"\n") or
                      source.startswith(b"\\\n", at)):
        at += 2 if source[at:at + 1] == b"\\" else 1
    if source[at:at + 1] != b"(":
        return None
    depth = 0
    i = at
    while i < n:
        c = source[i:i + 1]
        if c in (b'"', b"'"):
            i = literal_end(source, i)
            continue
        if c == b"(":
            depth += 1
        elif c == b")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return None
