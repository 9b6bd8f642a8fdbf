"""Statements that share one macro expansion with another statement.

libclang places every token of an expansion at the expansion's own range, so an expansion
that holds parts of two statements (``#define P(A, B) A ## B ; bob`` used as ``P(x, y)();``
makes ``xy ;`` and ``bob ();``) makes both look as if each were the whole expansion. So does
a statement whose ``;`` comes from the expansion after it (``return 1 END`` with ``#define END
; x++``). Editing either statement by its range would cut the expansion apart: a counter
wrapped around ``bob ();`` would also run ``xy``, deleting it would delete ``xy`` too.

A statement is *straddling* when it touches an expansion (its range, its libclang extent or
its terminating ``;`` reaches into it) that some other statement touches too, neither being
inside the other. An expansion touched only by one chain of nested statements is whole in the
innermost of them, and the outer ones contain it whole too; such statements stay editable.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from ccfuzz.cmodel import clang as cl

if TYPE_CHECKING:
    from ccfuzz.cmodel.tree import Stmt, StmtKind


def straddling(body: Stmt, expansions: Sequence[tuple[int, int]], source: bytes,
               needs_semicolon: Iterable[StmtKind],
               ends_with_child: Iterable[StmtKind]) -> list[Stmt]:
    """The statements under ``body`` that share an expansion with an unrelated statement.
    ``expansions`` are sorted by start."""
    semicolon, with_child = set(needs_semicolon), set(ends_with_child)
    stmts = list(body.walk())
    reach: dict[int, tuple[int, int]] = {}
    for s in reversed(stmts):  # children before their parents
        start = min(s.start, s.cursor.extent.start.offset)
        end = max(s.end, s.cursor.extent.end.offset)
        if s.kind in semicolon and source[s.end - 1:s.end] != b";":
            pos = cl.skip_blanks(source, s.end)  # its ';' is in the expansion starting there
            end = max(end, next((b for a, b in expansions if a == pos), end))
        if s.kind in with_child and s.children:
            end = max(end, reach[s.children[-1].id][1])
        reach[s.id] = (start, end)
    touching: dict[int, list[Stmt]] = {}
    for s in stmts:
        start, end = reach[s.id]
        for i, (a, b) in enumerate(expansions):
            if a >= end:
                break
            if b > start:
                touching.setdefault(i, []).append(s)
    out: dict[int, Stmt] = {}
    for group in touching.values():
        for s in group:
            if s.id not in out and any(not _nested(s, t) for t in group):
                out[s.id] = s
    return list(out.values())


def _nested(a: Stmt, b: Stmt) -> bool:
    return a is b or any(up is a for up in b.ancestors()) or any(up is b for up in a.ancestors())
