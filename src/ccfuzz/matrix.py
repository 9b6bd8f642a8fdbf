"""Build matrices: the builds each compiler of a campaign gets, as named data.

A matrix gives, per compiler family, a list of entries; an entry is the flags of one build
(``"-O3 -march=x86-64-v4"``). ``ccfuzz hunt --builds NAME`` picks one (``default`` unless
told), ``ccfuzz compilers --builds NAME`` shows what each compiler gets, and a configuration
file adds or replaces matrices::

    [builds.mine]
    gcc = ["-O0", "-O2", "-O3 -march=x86-64-v3"]
    clang = ["-O0", "-O3"]          # families a matrix leaves out get the default's entries

A compiler configured with its own ``opt_levels`` keeps them under every matrix.

Resolving a matrix for one compiler on this machine (``entries_for``) keeps only builds whose
binaries can run here and whose flags the compiler takes:

- ``-march=x86-64-vN`` above the level this CPU runs (``host_level``, from the CPU's flags)
  is lowered to that level; below ``x86-64-v2`` or off x86-64 the entry is dropped. An entry
  that becomes the same as another is dropped.
- An entry with ``-flto`` is kept only if the compiler compiles and links a small program
  with it (``links_with``; asked once per compiler and process).
"""

from __future__ import annotations

import functools
import platform
import re
import shlex
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from ccfuzz.errors import ConfigError
from ccfuzz.targets import TARGETS

LEVELS = ("-O0", "-O1", "-O2", "-Os", "-O3")
# tcc does not optimize (``-O`` only defines ``__OPTIMIZE__``): five identical tcc builds
# would get five votes in the majority for one code generator, so it gets one build.
_CLASSIC: Mapping[str, tuple[str, ...]] = {
    "gcc": LEVELS, "clang": LEVELS, "tcc": ("-O0",), "other": ("-O0", "-O2"),
}
_NEW_ISA = ("-O3 -march=x86-64-v4", "-O2 -march=x86-64-v3", "-O3 -flto")


@dataclass(frozen=True)
class Matrix:
    """A named set of builds per compiler family."""

    name: str
    families: Mapping[str, tuple[str, ...]]
    about: str = ""

    def entries(self, family: str, target: str = "") -> tuple[str, ...]:
        """The entries for ``family`` on the host, or for a cross compiler of ``target``
        (keyed ``FAMILY-TARGET``; else the target's own, ``targets.Target.entries``)."""
        if target:
            return self.families.get(f"{family}-{target}", TARGETS[target].entries)
        if family in self.families:
            return self.families[family]
        return BUILTIN[DEFAULT].families.get(family, BUILTIN[DEFAULT].families["other"])


DEFAULT = "default"
BUILTIN: Mapping[str, Matrix] = {
    "classic": Matrix("classic", _CLASSIC, "-O0 -O1 -O2 -Os -O3 (one build for tcc)"),
    DEFAULT: Matrix(DEFAULT, {**_CLASSIC, "gcc": LEVELS + _NEW_ISA, "clang": LEVELS + _NEW_ISA},
                    "classic, and -O3 -march=x86-64-v4, -O2 -march=x86-64-v3 and -O3 -flto "
                    "for gcc and clang (lowered to what this CPU and linker take)"),
}


def available(configured: Mapping[str, Matrix] | None = None) -> dict[str, Matrix]:
    """The built-in matrices and the configuration's (which may replace one by name)."""
    return {**BUILTIN, **(configured or {})}


def named(name: str, configured: Mapping[str, Matrix] | None = None) -> Matrix:
    known = available(configured)
    if name not in known:
        raise ConfigError(f"no build matrix {name!r}; known: {', '.join(sorted(known))} "
                          "(a configuration file adds [builds.NAME] tables)")
    return known[name]


def split(entry: str) -> tuple[str, ...]:
    """The flags of one entry."""
    return tuple(shlex.split(entry))


# The CPU flags (as /proc/cpuinfo names them) each x86-64 micro-architecture level adds.
_LEVEL_FLAGS: Sequence[tuple[int, frozenset[str]]] = (
    (2, frozenset({"cx16", "lahf_lm", "popcnt", "sse4_1", "sse4_2", "ssse3"})),
    (3, frozenset({"avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave"})),
    (4, frozenset({"avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"})),
)
_MARCH_LEVEL = re.compile(r"^-march=x86-64-v(\d)$")


def level_of(cpu_flags: frozenset[str], machine: str) -> int:
    """The highest x86-64 level (1-4) a CPU with ``cpu_flags`` runs; 0 off x86-64."""
    if machine not in ("x86_64", "amd64"):
        return 0
    level = 1
    for n, needed in _LEVEL_FLAGS:
        if not needed <= cpu_flags:
            break
        level = n
    return level


@functools.cache
def host_level() -> int:
    """The highest x86-64 level this machine's CPU runs (0: not x86-64)."""
    try:
        text = Path("/proc/cpuinfo").read_text()
    except OSError:
        return 0
    found = re.search(r"^flags\s*:(.*)$", text, re.M)
    flags = frozenset(found.group(1).split()) if found else frozenset()
    return level_of(flags, platform.machine())


def lower_march(flags: Sequence[str], level: int) -> tuple[str, ...] | None:
    """``flags`` with an ``-march=x86-64-vN`` above ``level`` lowered to it; None when the
    build cannot run here (a level below 2 asked for, or not x86-64)."""
    out: list[str] = []
    for flag in flags:
        m = _MARCH_LEVEL.match(flag)
        if m is None:
            out.append(flag)
            continue
        wanted = min(int(m.group(1)), level)
        if wanted < 2:
            return None
        out.append(f"-march=x86-64-v{wanted}")
    return tuple(out)


LINK_PROBE = b"#include <stdio.h>\nint main(void) { printf(\"%d\\n\", 1); return 0; }\n"


@functools.cache
def links_with(path: str, flags: tuple[str, ...], probe: bytes = LINK_PROBE) -> bool:
    """Does the compiler at ``path`` compile and link a small program (``probe``) with
    ``flags``?"""
    from ccfuzz import sandbox  # here: reading a configuration starts no process

    limits = sandbox.Limits(wall_seconds=60.0)
    with tempfile.TemporaryDirectory(prefix="ccfuzz-probe-") as tmp:
        proc = sandbox.run([path, *flags, "probe.c", "-o", "probe"], limits=limits,
                           files={"probe.c": probe}, keep={"probe": Path(tmp) / "probe"},
                           tmp_root=Path(tmp))
        return proc.ok and (Path(tmp) / "probe").exists()


def entries_for(matrix: Matrix, family: str, path: str, *, level: int | None = None,
                target: str = "") -> tuple[str, ...]:
    """The entries of ``matrix`` the compiler at ``path`` (of ``family``, for ``target``)
    gets here (see the module), in the matrix's order."""
    if target:  # qemu runs the target's CPU of ``targets``, whatever this one is
        return matrix.entries(family, target)
    cpu = host_level() if level is None else level
    kept: list[str] = []
    for entry in matrix.entries(family):
        flags = lower_march(split(entry), cpu)
        if flags is None:
            continue
        if "-flto" in flags and not links_with(path, flags):
            continue
        spelled = shlex.join(flags)
        if spelled not in kept:
            kept.append(spelled)
    return tuple(kept)


def parse(data: Mapping[str, object], families: Sequence[str]) -> dict[str, Matrix]:
    """The ``[builds.NAME]`` tables of a configuration file."""
    found: dict[str, Matrix] = {}
    for name, table in data.items():
        where = f"builds.{name}"
        if not re.fullmatch(r"[A-Za-z0-9_.+-]+", name):
            raise ConfigError(f"[{where}]: a matrix name may hold only letters, digits and "
                              "'_.+-'")
        if not isinstance(table, dict):
            raise ConfigError(f"{where} must be a table of families, not {table!r}")
        per: dict[str, tuple[str, ...]] = {}
        about = ""
        for key, value in table.items():
            if key == "about":
                if not isinstance(value, str):
                    raise ConfigError(f"{where}.about must be a string")
                about = value
                continue
            if key not in families:
                raise ConfigError(f"unknown key {where}.{key}: give a family "
                                  f"({', '.join(families)}) or about")
            if not isinstance(value, list) or not value or \
                    not all(isinstance(v, str) and v.strip() for v in value):
                raise ConfigError(f"{where}.{key} must be a non-empty list of flag strings")
            try:
                spelled = [shlex.join(split(v)) for v in value]
            except ValueError as exc:
                raise ConfigError(f"{where}.{key}: {exc}") from None
            twice = sorted({v for v in spelled if spelled.count(v) > 1})
            if twice:
                raise ConfigError(f"{where}.{key} gives the build {twice[0]!r} twice")
            per[key] = tuple(spelled)
        found[name] = Matrix(name, per, about)
    return found
