"""A failing program whose printed values are computed before the lines that print them.

A reduced program often computes what it prints inside the call that prints it,
``printf("%d\\n", (uint16_t)(int8_t)-1);``, and that line is the oracle's output, which no
witnessing rule edits: such a program has nothing left to mutate, and DiWi no witness. Moved
out of the call, the computation is a line like any other:

    {
    int ccfuzz_printed0 = (uint16_t)(int8_t)-1;
    printf("%d\\n", ccfuzz_printed0);
    }

``hoisted`` does that for every argument of ``printf`` (after the format) and of ``putchar``
that is an arithmetic expression other than a variable's name or a constant, unless a macro
expansion is part of the call. The variable has the type the argument is passed with (after
the default argument promotions, or the conversion to ``putchar``'s ``int``), so the call
prints the same value. The arguments are computed in their order of appearance, which C
leaves unspecified in a call: the caller keeps the original unless the finding still holds
on the result (its judge runs the UB guard and the compilers again).
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Iterator

import clang.cindex as ci

from ccfuzz import cmodel
from ccfuzz.cmodel import Rewriter
from ccfuzz.cmodel.types import TypeInfo
from ccfuzz.errors import ParseError, RewriteError

# The printing calls whose arguments are hoisted: where the printed values start.
PRINTERS = {"printf": 1, "putchar": 0}
NAME = "ccfuzz_printed"
_BASIC_TYPE = re.compile(r"[a-z_0-9 ]+")
_PLAIN = (ci.CursorKind.DECL_REF_EXPR, ci.CursorKind.INTEGER_LITERAL,
          ci.CursorKind.FLOATING_LITERAL, ci.CursorKind.CHARACTER_LITERAL,
          ci.CursorKind.STRING_LITERAL)


def hoisted(source: bytes, *, path: str = "prog.c") -> bytes | None:
    """``source`` with each printed expression computed in a declaration on the line before
    its printing call; None when nothing is to be hoisted or the program does not parse."""
    if NAME.encode() in source:
        return None  # hoisted already (or a program of ours): its names would clash
    try:
        program = cmodel.load(source, path=path)
    except ParseError:
        return None
    rewriter = Rewriter(program)
    macros = program.parsed.macro_ranges
    names = (f"{NAME}{i}" for i in itertools.count())
    for fn in program.functions:
        for stmt in fn.statements():
            if stmt.kind != cmodel.StmtKind.EXPR or not stmt.editable:
                continue
            call = next(iter(stmt.expressions()), None)
            if call is None or call.kind != "call" or call.cursor.spelling not in PRINTERS \
                    or any(a < stmt.end and stmt.start < b for a, b in macros):
                continue
            block = _hoisting(program.source, call.cursor, names)
            if block is not None:
                with contextlib.suppress(RewriteError):
                    rewriter.replace_stmt(stmt, block)
    return rewriter.apply() if len(rewriter) else None


def _hoisting(source: bytes, call: ci.Cursor, names: Iterator[str]) -> str | None:
    """The block that computes the call's printed arguments, each in a variable named by
    ``names``, and then makes the call; None when no argument is worth hoisting."""
    first = PRINTERS[call.spelling]
    declarations, texts = [], []
    for i, argument in enumerate(call.get_arguments()):
        text = source[argument.extent.start.offset:argument.extent.end.offset].decode()
        passed = TypeInfo(argument.type)
        # Promoted, an argument is of a basic type: "int", "unsigned long", "double".
        if i >= first and passed.kind in ("int", "float") and \
                _BASIC_TYPE.fullmatch(passed.canonical) and _inner(argument).kind not in _PLAIN:
            name = next(names)
            declarations.append(f"{passed.canonical} {name} = {text};\n")
            text = name
        texts.append(text)
    if not declarations:
        return None
    return "{\n" + "".join(declarations) + f"{call.spelling}({', '.join(texts)});\n}}"


def _inner(cursor: ci.Cursor) -> ci.Cursor:
    """The expression under libclang's implicit conversions and parentheses."""
    while cursor.kind in (ci.CursorKind.UNEXPOSED_EXPR, ci.CursorKind.PAREN_EXPR):
        children = list(cursor.get_children())
        if len(children) != 1:
            break
        cursor = children[0]
    return cursor
