"""Source edits keyed by byte ranges, checked, then applied in one pass.

Edits: replace a range; delete a statement; insert text before or after a statement; wrap a
statement (``{ before S after }``). Each is checked when it is asked for: a range that
overlaps another replaced range, an insertion strictly inside a replaced range, anything inside
a macro expansion, and statement edits that would change the meaning of the code around them
(wrapping a declaration, inserting after the value of a statement expression) raise
``RewriteError``; nothing has been changed then. ``apply`` builds the new text once.

Insertions at one offset are ordered as nesting requires: first what closes the statements
that end there (innermost first), then what opens the statements that start there (outermost
first), then the replacement that starts there.
"""

from __future__ import annotations

from dataclasses import dataclass

from ccfuzz.cmodel.tree import CProgram, Stmt, StmtKind
from ccfuzz.errors import ParseError, RewriteError

_CLOSE, _OPEN, _REPLACE = 0, 1, 2


@dataclass(frozen=True)
class _Edit:
    pos: int
    phase: int
    order: int  # within a phase at one position
    end: int  # == pos for insertions
    text: bytes


def _word(byte: int) -> bool:
    return byte == 95 or 48 <= byte <= 57 or 65 <= byte <= 90 or 97 <= byte <= 122


class Rewriter:
    def __init__(self, program: CProgram) -> None:
        self.program = program
        self._edits: list[_Edit] = []
        self._replaced: list[tuple[int, int]] = []

    def __len__(self) -> int:
        return len(self._edits)

    # -- raw ranges ----------------------------------------------------------------------

    def replace(self, start: int, end: int, text: str) -> None:
        """Replace bytes ``[start, end)`` by ``text``."""
        if not 0 <= start < end <= len(self.program.source):
            raise RewriteError(f"range [{start}, {end}) is not inside the program")
        self._check_macro(start, end)
        for s, e in self._replaced:
            if s < end and start < e:
                raise RewriteError(f"range [{start}, {end}) overlaps the edited [{s}, {e})")
        for edit in self._edits:
            if edit.phase != _REPLACE and start < edit.pos < end:
                raise RewriteError(f"range [{start}, {end}) holds an insertion at {edit.pos}")
        self._replaced.append((start, end))
        self._edits.append(_Edit(start, _REPLACE, 0, end, text.encode()))

    def insert(self, pos: int, text: str, *, closing: bool = False, order: int = 0) -> None:
        """Insert ``text`` at ``pos``; ``closing`` puts it before openings at the same place."""
        if not 0 <= pos <= len(self.program.source):
            raise RewriteError(f"offset {pos} is not inside the program")
        for a, b in self.program.parsed.macro_ranges:
            if a < pos < b:
                raise RewriteError(f"offset {pos} is inside a macro expansion")
        for s, e in self._replaced:
            if s < pos < e:
                raise RewriteError(f"offset {pos} is inside the edited [{s}, {e})")
        self._edits.append(_Edit(pos, _CLOSE if closing else _OPEN, order, pos, text.encode()))

    # -- statements ----------------------------------------------------------------------

    def delete(self, stmt: Stmt) -> None:
        """Delete a statement; a ``;`` stays where the grammar needs a statement."""
        self._check_stmt(stmt, "delete")
        self.replace(stmt.start, stmt.end, "" if stmt.role == "item" else ";")

    def replace_stmt(self, stmt: Stmt, text: str) -> None:
        self._check_stmt(stmt, "replace")
        self.replace(stmt.start, stmt.end, text)

    def insert_before(self, stmt: Stmt, text: str) -> None:
        """Run ``text`` (statements) just before ``stmt``, whatever encloses it: where the
        statement is not an item of a compound (``if (c) S``), it is wrapped in braces."""
        if stmt.role == "item":
            self._check_stmt(stmt, "insert before", allow_value=True)
            self.insert(stmt.start, text, order=-stmt.end)
        else:
            self.wrap(stmt, text, "")

    def insert_after(self, stmt: Stmt, text: str) -> None:
        if stmt.role == "item":
            self._check_stmt(stmt, "insert after")
            self.insert(stmt.end, text, closing=True, order=-stmt.start)
        else:
            self.wrap(stmt, "", text)

    def wrap(self, stmt: Stmt, before: str, after: str) -> None:
        """Make ``stmt`` into ``{ before stmt after }``."""
        self._check_stmt(stmt, "wrap")
        if stmt.kind == StmtKind.DECL:
            raise RewriteError("wrapping a declaration would end its scope")
        self.insert(stmt.start, "{" + before, order=-stmt.end)
        self.insert(stmt.end, after + "}", closing=True, order=-stmt.start)

    def _check_stmt(self, stmt: Stmt, what: str, *, allow_value: bool = False) -> None:
        if stmt.function.program is not self.program:
            raise RewriteError("the statement belongs to another program")
        if stmt.macro:
            raise RewriteError(f"cannot {what} a statement inside a macro expansion "
                               f"(line {stmt.line})")
        if stmt.role == "stmt-expr" or (stmt.value_position and not allow_value):
            raise RewriteError(f"cannot {what} the value of a statement expression "
                               f"(line {stmt.line})")

    def _check_macro(self, start: int, end: int) -> None:
        for a, b in self.program.parsed.macro_ranges:
            if a >= end or b <= start or (start <= a and b <= end):
                continue
            raise RewriteError(f"range [{start}, {end}) cuts into a macro expansion")

    # -- result --------------------------------------------------------------------------

    def apply(self) -> bytes:
        """The edited source."""
        data = self.program.source
        out = bytearray()
        pos = 0
        for edit in sorted(self._edits, key=lambda e: (e.pos, e.phase, e.order)):
            out += data[pos:edit.pos]
            text = edit.text
            # Keep tokens apart: "BODY" followed by "x++;" must not become "BODYx++;".
            if text and out and _word(out[-1]) and _word(text[0]):
                text = b" " + text
            pos = edit.end if edit.phase == _REPLACE else edit.pos
            if text and pos < len(data) and _word(text[-1]) and _word(data[pos]):
                text += b" "
            out += text
        out += data[pos:]
        return bytes(out)

    def apply_checked(self) -> bytes:
        """The edited source, parsed again; ``RewriteError`` with the diagnostics if it does
        not parse (a bug in whoever asked for the edits)."""
        from ccfuzz.cmodel import clang as cl

        result = self.apply()
        try:
            cl.parse(result, path=self.program.parsed.path)
        except ParseError as exc:
            raise RewriteError(f"the edited program does not parse: {exc}") from None
        return result
