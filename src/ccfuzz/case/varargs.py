"""Does each ``va_arg`` of a program read a type that was passed? A check of the UB guard.

``va_arg(ap, long)`` where the caller passed an ``int`` is undefined behaviour (C11
7.16.1.1p2) that no sanitizer and no warning of gcc or clang sees; a reduction of a tcc
finding kept its failure only through one. So, for each variadic function the program
defines and calls directly, every type it reads with ``va_arg`` must be the type (after the
default argument promotions) of an argument some call passes in its variable part, up to
what the standard allows: qualifiers, the signedness of an integer type, and a pointer to
void for a pointer to a character type; and a function that reads one type only must be
passed that type only. Which argument each read meets is not followed (a loop, a format
string): a read of a type no call passes is refused, a read of the wrong one of the types
passed is not seen.

libclang (``cmodel.clang``) types the program; it is asked only of a program whose text
holds ``va_arg``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from ccfuzz.constructs import blank_literals

if TYPE_CHECKING:  # libclang loads only for a program that has va_arg
    import clang.cindex as ci

_QUALIFIERS = frozenset({"const", "volatile", "restrict", "__restrict"})
_CHARACTERS = frozenset({"void", "char", "signed char", "unsigned char"})


def mismatch(source: bytes) -> str | None:
    """The first ``va_arg`` of ``source`` that reads a type no call passes, or None."""
    text = source.decode("utf-8", "surrogateescape")
    if "va_arg" not in blank_literals(text):
        return None
    import clang.cindex as ci

    from ccfuzz.cmodel.clang import index, parse_args

    # Not cmodel's parse: its record of macro expansions costs four times the parse.
    tu = index().parse("prog.c", args=list(parse_args()), unsaved_files=[("prog.c", text)])
    errors = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    if errors:
        return f"va_arg: libclang cannot type the program ({errors[0].spelling[:160]})"
    reads: dict[str, list[ci.Cursor]] = {}
    passed: dict[str, set[str]] = {}
    for function in tu.cursor.get_children():
        if function.kind != ci.CursorKind.FUNCTION_DECL or not function.is_definition() or \
                function.location.file is None or function.location.file.name != "prog.c":
            continue
        if function.type.kind == ci.TypeKind.FUNCTIONPROTO and \
                function.type.is_function_variadic():
            reads[function.spelling] = list(_va_args(function))
        for call in _walk(function):
            callee = call.referenced if call.kind == ci.CursorKind.CALL_EXPR else None
            if callee is None or callee.kind != ci.CursorKind.FUNCTION_DECL or \
                    callee.type.kind != ci.TypeKind.FUNCTIONPROTO or \
                    not callee.type.is_function_variadic():
                continue
            fixed = len(list(callee.type.argument_types()))
            types = passed.setdefault(callee.spelling, set())
            types.update(_kind(arg.type) for arg in list(call.get_arguments())[fixed:])
    for name, cursors in reads.items():
        if name not in passed:
            continue  # never called directly: its reads never run, or cannot be followed
        read = {_kind(c.type) for c in cursors}
        if len(read) == 1 and passed[name] - read:
            [kind] = read
            return (f"{name}() reads only {kind} with va_arg, but a call of {name}() passes "
                    f"{', '.join(sorted(passed[name] - read))} there")
        for cursor in cursors:
            if _kind(cursor.type) not in passed[name]:
                shown = ", ".join(sorted(passed[name])) or "nothing"
                return (f"va_arg(..., {cursor.type.spelling}) in {name}(), but no call of "
                        f"{name}() passes one there (they pass: {shown})")
    return None


def _walk(cursor: ci.Cursor) -> Iterator[ci.Cursor]:
    for child in cursor.get_children():
        yield child
        yield from _walk(child)


def _va_args(function: ci.Cursor) -> Iterator[ci.Cursor]:
    """The ``va_arg`` expressions of ``function``: libclang shows them as unexposed
    expressions of the type read whose one child expression is the ``va_list`` (decayed to a
    pointer to ``struct __va_list_tag``)."""
    import clang.cindex as ci

    for cursor in _walk(function):
        if cursor.kind != ci.CursorKind.UNEXPOSED_EXPR:
            continue
        # A type named by a typedef or a tag comes with a reference to it.
        children = [c for c in cursor.get_children() if c.kind != ci.CursorKind.TYPE_REF]
        if len(children) != 1:
            continue
        child = children[0].type.get_canonical().spelling
        if "__va_list_tag" in child and "__va_list_tag" not in \
                cursor.type.get_canonical().spelling:
            yield cursor


def _kind(ctype: ci.Type) -> str:
    """A type as ``va_arg`` compares it (see the module)."""
    import clang.cindex as ci

    canonical = ctype.get_canonical()
    if canonical.kind == ci.TypeKind.POINTER:
        pointee = _unqualified(canonical.get_pointee().get_canonical().spelling)
        return "void *" if pointee in _CHARACTERS else f"{pointee} *"
    name = _unqualified(canonical.spelling)
    return name.removeprefix("unsigned ") if name != "unsigned char" else "char"


def _unqualified(spelling: str) -> str:
    return " ".join(w for w in spelling.split() if w not in _QUALIFIERS)
