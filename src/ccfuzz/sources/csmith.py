"""The system Csmith, with swarm testing.

Each program draws its own feature set (Groce et al., ISSTA'12): every switchable feature is
turned off with probability one half, from a ``random.Random`` seeded by the program's seed,
so the same campaign seed gives the same Csmith command lines and the same programs.

Csmith's own headers (``csmith.h`` and the few it really includes on this platform) are
inlined into each program, so a program is one self-contained file: it compiles without
``-I``, reduces with C-Vise as it is, and reproduces on a machine without libcsmith-dev.
"""

from __future__ import annotations

import os
import random
import re
import shutil
from functools import cache
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import InvalidProgramError, ToolMissingError
from ccfuzz.model import Origin, Program

# Features Csmith can switch off without losing its guarantees (no --no-safe-math: that
# would admit undefined behaviour; no --no-checksum: the output is the checksum).
SWARM_FEATURES = (
    "arrays", "bitfields", "comma-operators", "compound-assignment", "consts", "divs",
    "embedded-assigns", "pre-incr-operator", "pre-decr-operator", "post-incr-operator",
    "post-decr-operator", "unary-plus-operator", "jumps", "longlong", "int8", "uint8",
    "math64", "muls", "packed-struct", "pointers", "structs", "unions", "volatiles",
    "volatile-pointers", "const-pointers",
)
_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"\s*$', re.MULTILINE)
_GEN_LIMITS = sandbox.Limits(wall_seconds=60, output_bytes=16 << 20)


def swarm_switches(rng: random.Random) -> list[str]:
    return [f"--no-{feature}" for feature in SWARM_FEATURES if rng.random() < 0.5]


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


@cache
def csmith_version(binary: str) -> str:
    proc = sandbox.run([binary, "--version"], limits=sandbox.Limits(wall_seconds=10))
    return proc.stdout.decode(errors="replace").strip().splitlines()[0] if proc.ok else "?"


class CsmithSource:
    def __init__(self, binary: str | None = None) -> None:
        found = binary or shutil.which("csmith")
        if not found:
            raise ToolMissingError("csmith not found on PATH (install Debian's csmith)")
        self.binary = found
        self.include_dir = find_include_dir()

    @property
    def spec(self) -> str:
        return "csmith"

    def size(self) -> None:
        return None

    def command(self, seed: int) -> list[str]:
        return [self.binary, "--seed", str(seed), *swarm_switches(random.Random(seed))]

    def program(self, index: int, seed: int) -> Program:
        argv = self.command(seed)
        proc = sandbox.run(argv, limits=_GEN_LIMITS)
        if not proc.ok or not proc.stdout:
            raise InvalidProgramError(
                f"csmith failed ({proc.ending.value}, exit {proc.exit_code}): "
                f"{proc.stderr_text().strip()[:300]}"
            )
        text = proc.stdout.decode("utf-8", errors="replace")
        active = active_headers(self.include_dir)
        return Program(
            name=f"csmith-{seed}",
            source=inline_headers(text, self.include_dir, active),
            origin=Origin(
                kind="csmith",
                seed=seed,
                command=("csmith", *argv[1:]),
                tool_version=csmith_version(self.binary),
            ),
        )
