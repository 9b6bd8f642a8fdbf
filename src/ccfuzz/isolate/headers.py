"""A failing program without its headers: what it uses of them, declared in their place.

Every compile of a program that includes ``<stdio.h>`` runs the compiler over the header's
thousand lines: its ``#if`` conditions are folded, its structs laid out, its prototypes'
types compared. A witness includes the header too, so the compiler's code for all of that
runs in every witness as often as in the failing compile: a fault there ties with everything
every compile runs, however well the witness avoids the program's own use of it. A reduced
program seldom uses more of its headers than ``printf`` and a few ``<stdint.h>`` types, which
a line each declares; without the header, the compiler's code for a construct runs for the
program's own uses of it alone.

``without_headers`` gives the program with its ``#include`` lines replaced by declarations of
what it uses from them, when all it uses is in ``DECLARATIONS``; the caller keeps the
original unless the finding still holds on the result.
"""

from __future__ import annotations

import re
from pathlib import Path

import clang.cindex as ci

from ccfuzz import cmodel
from ccfuzz.errors import ParseError

# What a reduced program commonly uses of its headers, declared as the headers do on x86_64.
DECLARATIONS = {
    "printf": "int printf(const char *, ...);",
    "puts": "int puts(const char *);",
    "putchar": "int putchar(int);",
    "int8_t": "typedef signed char int8_t;",
    "uint8_t": "typedef unsigned char uint8_t;",
    "int16_t": "typedef short int16_t;",
    "uint16_t": "typedef unsigned short uint16_t;",
    "int32_t": "typedef int int32_t;",
    "uint32_t": "typedef unsigned int uint32_t;",
    "int64_t": "typedef long int64_t;",
    "uint64_t": "typedef unsigned long uint64_t;",
}
_INCLUDE = re.compile(rb"^[ \t]*#[ \t]*include\b[^\n]*\n?", re.MULTILINE)


def without_headers(source: bytes, *, path: str = "prog.c") -> bytes | None:
    """``source`` with every ``#include`` line gone and, where the first was, declarations of
    the names it uses from them; None when it includes nothing, does not parse, or uses a
    name (or a macro) of a header that ``DECLARATIONS`` does not hold."""
    includes = list(_INCLUDE.finditer(source))
    if not includes:
        return None
    try:
        program = cmodel.load(source, path=path)
    except ParseError:
        return None
    used = _external_names(program.parsed.tu, Path(path).name)
    if used is None or not used <= DECLARATIONS.keys():
        return None
    declared = "".join(f"{text}\n" for name, text in DECLARATIONS.items() if name in used)
    out, at = [], 0
    for i, match in enumerate(includes):
        out += [source[at:match.start()], declared.encode() if i == 0 else b""]
        at = match.end()
    out.append(source[at:])
    return b"".join(out)


def _external_names(tu: ci.TranslationUnit, main: str) -> set[str] | None:
    """The names the main file uses that are declared (or macros defined) in another file;
    None when a use cannot be told (a header's macro with no name)."""
    used: set[str] = set()
    for cursor in tu.cursor.walk_preorder():
        where = cursor.location.file
        if where is None or Path(where.name).name != main:
            continue
        target = cursor.referenced
        if target is None or target == cursor:
            continue
        home = target.location.file
        if home is not None and Path(home.name).name != main:
            if not target.spelling:
                return None
            used.add(target.spelling)
    return used
