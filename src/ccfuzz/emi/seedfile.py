"""A seed file as the user has it, made into one self-contained program.

Seeds come with headers of their own (``#include "util.h"`` beside them or under ``-I DIR``)
and macros given on the command line (``-D NAME[=VALUE]``); Csmith's raw output includes
``csmith.h``. Every variant has to compile as it is, under every build of a campaign and in
``ccfuzz hunt --source dir:``, with no flags, so the seed is made self-contained once: each
``-D`` becomes a ``#define`` at the top (``-D NAME`` defines it as 1, as compilers do), and
every ``#include`` the preprocessor would find in the file's own directory (quoted form
only), in a ``-I`` directory or, for ``csmith.h``, in Csmith's include directory, is replaced
by the header's text, recursively. System headers (``<stdio.h>``) stay includes. A header
with ``#pragma once`` is inlined once. Csmith's headers are inlined exactly as the ``csmith``
source inlines them (only those a real compile opens), so a raw Csmith program read here is
the program that source would have made.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from pathlib import Path

from ccfuzz import csmith_headers
from ccfuzz.errors import InvalidProgramError, ToolMissingError
from ccfuzz.model import Origin, Program

_INCLUDE = re.compile(r'^[ \t]*#[ \t]*include[ \t]*([<"])([^">\n]+)[">][^\n]*$', re.MULTILINE)
_PRAGMA_ONCE = re.compile(r"^[ \t]*#[ \t]*pragma[ \t]+once[^\n]*$", re.MULTILINE)
_MACRO_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(\([A-Za-z0-9_, .]*\))?$")
_MAX_DEPTH = 40


def read_seed(path: Path, *, stdin: bytes = b"", include_dirs: Sequence[Path] = (),
              defines: Sequence[str] = ()) -> Program:
    """The seed at ``path`` with its headers inlined and ``defines`` (``NAME[=VALUE]``) set."""
    try:
        text = path.read_text()
    except (OSError, UnicodeDecodeError) as exc:
        raise InvalidProgramError(f"{path}: cannot be read as C source: {exc}") from None
    source = _defines(defines) + _Inliner(path, include_dirs).inline(text, path.parent, 0)
    return Program(path.stem, source, Origin(kind="file", path=str(path.resolve())), stdin)


def _defines(defines: Sequence[str]) -> str:
    lines = []
    for item in defines:
        name, eq, value = item.partition("=")
        if not _MACRO_NAME.match(name):
            raise InvalidProgramError(f"-D {item}: {name!r} is not a macro name")
        lines.append(f"#define {name} {value if eq else '1'}\n")
    return "".join(lines)


@functools.cache
def _csmith_dir() -> Path | None:
    try:
        return csmith_headers.find_include_dir().resolve()
    except ToolMissingError:
        return None


class _Inliner:
    def __init__(self, seed: Path, include_dirs: Sequence[Path]) -> None:
        self.seed = seed
        self.include_dirs = list(include_dirs)
        self.once: set[Path] = set()

    def find(self, name: str, quoted: bool, here: Path) -> Path | None:
        dirs = ([here] if quoted else []) + self.include_dirs
        csmith_dir = _csmith_dir() if name == "csmith.h" else None
        if csmith_dir is not None:
            dirs.append(csmith_dir)
        for d in dirs:
            candidate = d / name
            if candidate.is_file():
                return candidate.resolve()
        return None

    def inline(self, text: str, here: Path, depth: int) -> str:
        if depth > _MAX_DEPTH:
            raise InvalidProgramError(f"{self.seed}: headers include each other more than "
                                      f"{_MAX_DEPTH} levels deep")

        def expand(match: re.Match[str]) -> str:
            quoted, name = match.group(1) == '"', match.group(2).strip()
            found = self.find(name, quoted, here)
            if found is None:
                return match.group(0)
            if found.parent == _csmith_dir():
                return csmith_headers.inline_headers(
                    match.group(0), found.parent, csmith_headers.active_headers(found.parent))
            if found in self.once:
                return f"/* {name}: inlined above (#pragma once) */"
            try:
                body = found.read_text()
            except (OSError, UnicodeDecodeError) as exc:
                raise InvalidProgramError(f"{self.seed}: cannot read the header {found}: "
                                          f"{exc}") from None
            if _PRAGMA_ONCE.search(body):
                self.once.add(found)
                body = _PRAGMA_ONCE.sub("", body)
            inner = self.inline(body, found.parent, depth + 1)
            return f"/* begin {name} (inlined by ccfuzz) */\n{inner}\n/* end {name} */"

        return _INCLUDE.sub(expand, text)
