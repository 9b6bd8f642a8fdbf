"""Csmith's headers: where they are, which a compile of ``csmith.h`` really opens here, and
their text inlined into a program, so that the program is one self-contained file. Both
the Csmith source and EMI's seed files (a Csmith program as a seed) use them."""

from __future__ import annotations

import os
import re
import shutil
from functools import cache
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import ToolMissingError

_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"\s*$', re.MULTILINE)


def find_include_dir() -> Path:
    for candidate in (
        os.environ.get("CSMITH_INCLUDE"),
        "/usr/include/csmith",
        "/usr/local/include/csmith",
    ):
        if candidate and (Path(candidate) / "csmith.h").is_file():
            return Path(candidate)
    raise ToolMissingError(
        "csmith.h not found (install Debian's libcsmith-dev, or set CSMITH_INCLUDE)"
    )


@cache
def active_headers(include_dir: Path) -> frozenset[str]:
    """The csmith headers a real compile of csmith.h opens here (others sit in dead #ifs)."""
    compiler = shutil.which("gcc") or shutil.which("cc") or "gcc"
    proc = sandbox.run(
        [compiler, "-M", "-I", str(include_dir), "probe.c"],
        limits=sandbox.Limits(wall_seconds=30),
        files={"probe.c": b'#include "csmith.h"\n'},
    )
    if not proc.ok:
        raise ToolMissingError(f"cannot preprocess csmith.h: {proc.stderr_text()[:300]}")
    deps = proc.stdout.decode().replace("\\\n", " ").split()
    return frozenset(Path(d).name for d in deps if Path(d).parent == include_dir)


def inline_headers(text: str, include_dir: Path, active: frozenset[str]) -> str:
    def expand(match: re.Match[str]) -> str:
        name = match.group(1)
        if name not in active:
            return match.group(0)
        body = (include_dir / name).read_text()
        inner = inline_headers(body, include_dir, active)
        return f"/* begin {name} (inlined by ccfuzz) */\n{inner}\n/* end {name} */"

    return _INCLUDE.sub(expand, text)
