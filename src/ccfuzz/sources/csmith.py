"""The system Csmith, with swarm testing.

Each program draws its own feature set (Groce et al., ISSTA'12): every switchable feature is
turned off with probability one half, from a ``random.Random`` seeded by the program's seed,
so the same campaign seed gives the same Csmith command lines and the same programs.

Csmith's own headers (``csmith.h`` and the few it really includes on this platform) are
inlined into each program, so a program is one self-contained file: it compiles without
``-I``, reduces with C-Vise as it is, and reproduces on a machine without libcsmith-dev.
"""

from __future__ import annotations

import random
import shutil
from functools import cache

from ccfuzz import sandbox
from ccfuzz.csmith_headers import active_headers, find_include_dir, inline_headers
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
_GEN_LIMITS = sandbox.Limits(wall_seconds=60, output_bytes=16 << 20)


def swarm_switches(rng: random.Random) -> list[str]:
    return [f"--no-{feature}" for feature in SWARM_FEATURES if rng.random() < 0.5]


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
