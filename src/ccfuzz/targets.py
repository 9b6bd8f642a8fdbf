"""Targets other than the host: what ccfuzz knows of each, and how its binaries run.

A target's compilers are cross compilers of a toolchain root (``ccfuzz toolchain install
--targets riscv64,aarch64``: Debian's ``gcc-N-TRIPLE``, its ``libc6-dev-ARCH-cross`` and
``qemu-user``; clang targets it with ``--target=TRIPLE``). Their binaries are linked
``-static`` and run by qemu-user in the root, with ``cpu`` options that enable every
extension the target's builds may use (the vector extension at a fixed vector length, SVE at
256 bits).

The implementation-defined choices a program may rely on are facts of the target. ccfuzz's
programs (Csmith's, the generator's, EMI variants of them) mean what they mean on x86-64, the
host: 8-bit signed plain ``char``, 32-bit ``int``, 64-bit ``long`` and pointers, two's
complement. The targets here are LP64 with the same sizes; plain ``char`` is unsigned on both.
So every build for a target gets ``pinned`` flags that make the program mean the same there:
``-fsigned-char`` where plain char is unsigned. A disagreement a target's choice explains can
then not arise, and no such disagreement is reported. Floating point is not pinned: ccfuzz's
sources make integer programs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

HOST = "x86-64"


@dataclass(frozen=True)
class Target:
    name: str  # as ccfuzz names it: riscv64, aarch64
    triple: str  # the GNU triple: Debian's cross packages and clang's --target
    debian_arch: str  # Debian's name of the architecture (libc6-dev-ARCH-cross)
    qemu: str  # the qemu-user program that runs its binaries
    cpu: tuple[str, ...]  # qemu's options: the CPU the builds are for
    char_signed: bool  # plain char
    entries: tuple[str, ...]  # the default matrix's builds for this target

    @property
    def pinned(self) -> tuple[str, ...]:
        """Flags every build for this target gets (see the module)."""
        return ("-static",) + (() if self.char_signed else ("-fsigned-char",))


_LEVELS = ("-O0", "-O1", "-O2", "-Os", "-O3")
TARGETS: Mapping[str, Target] = {
    "riscv64": Target(
        "riscv64", "riscv64-linux-gnu", "riscv64", "qemu-riscv64",
        ("-cpu", "rv64,v=true,vlen=256,elen=64,zba=true,zbb=true,zbs=true"), False,
        (*_LEVELS, "-O3 -march=rv64gcv", "-O2 -march=rv64gcv_zba_zbb_zbs",
         "-O3 -march=rv64gcv_zvl256b")),
    "aarch64": Target(
        "aarch64", "aarch64-linux-gnu", "arm64", "qemu-aarch64", ("-cpu", "max,sve256=on"),
        False, (*_LEVELS, "-O3 -march=armv9-a+sve2",
                "-O3 -march=armv9-a+sve2 -msve-vector-bits=256", "-O2 -march=armv8.2-a")),
}


def named(names: str) -> tuple[Target, ...]:
    """The targets a comma-separated list names (``riscv64,aarch64``)."""
    from ccfuzz.errors import ConfigError

    found = []
    for name in (n.strip() for n in names.split(",") if n.strip()):
        if name not in TARGETS:
            raise ConfigError(f"unknown target {name!r}; ccfuzz knows {', '.join(TARGETS)}")
        found.append(TARGETS[name])
    return tuple(found)
