"""libclang, set up once: parse one C translation unit, or refuse it with its diagnostics.

Which libclang: the PyPI wheel ``libclang-ng`` (22.x), not ``libclang`` (18.x). Both bundle
a libclang shared library; only ``libclang-ng``'s Python API has ``Cursor.binary_operator``
(the operator of a ``BINARY_OPERATOR`` cursor, which the model needs for every expression),
and it ships clang's builtin headers (``stddef.h``, ``stdarg.h``, ...) in its own resource
directory, so the parse sees the same headers a clang build would. ``libclang`` 18 has
neither: its operator kinds are reachable only through ctypes, and without builtin headers
every program including ``<stddef.h>`` fails to parse unless an installed compiler lends its
include directory. Neither Python API exposes the *unary* operator kind; it is read through
ctypes from the same shared library (``clang_getCursorUnaryOperatorKind``, exported since
clang 17). Do not hand this libclang another clang's resource directory: clang 14's builtin
headers break clang 22's (``uint32_t`` redefinition errors).

When the bundled headers are missing (a stripped install), the include directory of an
installed gcc (``gcc -print-file-name=include``) is added instead.
"""

from __future__ import annotations

import ctypes
import functools
import os
from dataclasses import dataclass
from pathlib import Path

import clang.cindex as ci

from ccfuzz.errors import ParseError, ToolMissingError

# gnu17 is what gcc and clang default to; implicit function declarations are errors in clang
# 16+ but mere warnings in gcc 12, and compiler test programs (abort(), exit() without a
# header) rely on them, so they are parsed as gcc would.
PARSE_ARGS = (
    "-x", "c",  # whatever the file is called: messages name the user's file as it is
    "-std=gnu17",
    "-Wno-implicit-function-declaration",
    "-Wno-implicit-int",
    "-Wno-int-conversion",
    "-Wno-incompatible-pointer-types",
    "-Wno-return-mismatch",
    "-Wno-unknown-warning-option",
)

UNARY_OPERATORS = {
    1: "post++", 2: "post--", 3: "++", 4: "--", 5: "&", 6: "*", 7: "+", 8: "-", 9: "~",
    10: "!", 11: "__real", 12: "__imag", 13: "__extension__",
}


@functools.cache
def index() -> ci.Index:
    try:
        return ci.Index.create()
    except Exception as exc:  # ci raises LibclangError, a plain Exception
        raise ToolMissingError(f"libclang cannot be loaded ({exc}); reinstall the Python "
                               "package with: pip install 'libclang-ng==22.1.4.2'") from None


@functools.cache
def _extra_include_args() -> tuple[str, ...]:
    """Builtin headers for a libclang that lacks its own (see the module docstring)."""
    probe = index().parse("probe.c", args=list(PARSE_ARGS),
                          unsaved_files=[("probe.c", "#include <stddef.h>\n")])
    if not any(d.severity >= ci.Diagnostic.Error for d in probe.diagnostics):
        return ()
    from ccfuzz import sandbox

    r = sandbox.run(["gcc", "-print-file-name=include"], limits=sandbox.Limits(wall_seconds=30))
    path = r.stdout.decode().strip()
    return ("-isystem", path) if r.ok and os.path.isdir(path) else ()


def parse_args() -> tuple[str, ...]:
    """The arguments every parse of a C program here gives libclang."""
    return (*PARSE_ARGS, *_extra_include_args())


@functools.cache
def _unary_kind_function() -> object:
    fn = ci.conf.lib.clang_getCursorUnaryOperatorKind
    fn.argtypes = [ci.Cursor]
    fn.restype = ctypes.c_int
    return fn


def unary_operator(cursor: ci.Cursor) -> str:
    """The operator of a ``UNARY_OPERATOR`` cursor: ``-``, ``!``, ``post++``, ``*``, ..."""
    kind = _unary_kind_function()(cursor)  # type: ignore[operator]
    return UNARY_OPERATORS.get(int(kind), "?")


@dataclass(frozen=True)
class Parsed:
    tu: ci.TranslationUnit
    path: str
    source: bytes  # the main file, exactly as parsed: every offset indexes these bytes
    macro_ranges: tuple[tuple[int, int], ...]  # [start, end) of each macro expansion
    # The expansions of object-like macros that are one ";" (``#define SEMI ;``): a
    # statement they end may take them in, as it takes a ";" written out.
    semicolon_macros: frozenset[tuple[int, int]] = frozenset()


def parse(source: str | bytes, *, path: str = "input.c",
          extra_args: tuple[str, ...] = ()) -> Parsed:
    """Parse one translation unit held in memory.

    ``path`` names the file in diagnostics and anchors relative ``#include "..."``. Any error
    (not a warning) raises ``ParseError`` with the first diagnostics: a program the model does
    not fully understand is never mutated.
    """
    data = source.encode() if isinstance(source, str) else source
    args = [*PARSE_ARGS, *_extra_include_args(), *extra_args]
    options = ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
    try:
        tu = index().parse(path, args=args, unsaved_files=[(path, data.decode("utf-8"))],
                           options=options)
    except ci.TranslationUnitLoadError as exc:
        raise ParseError(f"{path}: libclang could not parse it ({exc})") from None
    errors = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    if errors:
        shown = "\n".join(_format(d) for d in errors[:10])
        more = f"\n... and {len(errors) - 10} more" if len(errors) > 10 else ""
        raise ParseError(f"{path} does not parse ({len(errors)} errors):\n{shown}{more}")
    macros = []
    semicolons = set()
    lone: dict[int, bool] = {}  # per macro definition: is its whole body one ";"?
    main = Path(path).name
    for cursor in tu.cursor.get_children():
        if cursor.kind == ci.CursorKind.MACRO_INSTANTIATION:
            start, end = cursor.extent.start, cursor.extent.end
            if start.file is not None and Path(start.file.name).name == main:
                macros.append((start.offset, end.offset))
                definition = cursor.referenced
                if definition is not None and definition.kind == ci.CursorKind.MACRO_DEFINITION:
                    if definition.hash not in lone:
                        body = [t.spelling for t in definition.get_tokens()][1:]
                        lone[definition.hash] = body == [";"]  # a function-like one has "("
                    if lone[definition.hash]:
                        semicolons.add((start.offset, end.offset))
    return Parsed(tu, path, data, tuple(sorted(macros)), frozenset(semicolons))


def _format(d: ci.Diagnostic) -> str:
    loc = d.location
    where = f"{loc.file.name}:{loc.line}:{loc.column}" if loc.file else "<command line>"
    return f"{where}: error: {d.spelling}"


def skip_blanks(data: bytes, pos: int) -> int:
    """The offset of the first byte at or after ``pos`` that is not blank or in a comment."""
    n = len(data)
    while pos < n:
        c = data[pos]
        if c in b" \t\r\n\f\v":
            pos += 1
        elif data.startswith(b"//", pos):
            nl = data.find(b"\n", pos)
            pos = n if nl < 0 else nl + 1
        elif data.startswith(b"/*", pos):
            close = data.find(b"*/", pos + 2)
            pos = n if close < 0 else close + 2
        elif data.startswith(b"\\\n", pos):
            pos += 2
        else:
            break
    return pos
