"""The TOML configuration file: extra compilers and default limits.

```toml
[limits]
compile_timeout = 60     # seconds per compile
run_timeout = 2          # seconds per test-binary run

[compilers.mycc]         # a compiler discovery does not find, by name
path = "/opt/mycc/bin/mycc"   # relative paths are relative to this file
family = "gcc"           # optional: gcc | clang | tcc | other (else guessed from --version)
opt_levels = ["-O0", "-O2"]   # optional: else the family's defaults
flags = ["-fno-strict-aliasing"]  # optional: added to every build
root = "sid"             # optional: path is inside this toolchain root (ccfuzz toolchain)
target = "riscv64"       # optional, with root: a cross compiler for this target (ccfuzz.targets)
qemu_cpu = ["-cpu", "rv64,v=true,vlen=128"]  # optional, with target: qemu's options instead

[builds.mine]            # a build matrix for `hunt --builds mine` (ccfuzz.matrix)
gcc = ["-O0", "-O3 -march=x86-64-v3"]  # one build per entry; families left out: the default's

[swarm]                  # flag swarms (ccfuzz.swarm): extra builds of random options
builds = 2               # per compiler and program (0: none)
options = 8              # at most this many options per swarm build
only = ["-fno-tree-pre"] # optional: draw from these options alone

[coverage.gcc-cov]       # a compiler built with --coverage, for `ccfuzz isolate`
compiler = "/opt/gcc-cov/bin/gcc"  # the driver to test (relative paths: to this file)
source_dir = "/opt/src/gcc"        # where its sources are (files are named relative to it)
object_dir = "/opt/build/gcc"      # where its .gcno files are
gcov_strip = 3           # optional: GCOV_PREFIX_STRIP (default: object_dir's components)
family = "gcc"           # optional: as for [compilers]
gcov = "gcov-12"         # optional: the gcov of the compiler that built it (default gcov)
```

The file is read strictly: a key ccfuzz does not know, in any table, a value of the wrong
type, a limit out of its range (above 0, at most a week), an empty or repeated list of levels
is an error that names the key. A misspelt key silently ignored would run a campaign with settings
the user did not ask for.
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ccfuzz.errors import ConfigError
from ccfuzz.matrix import Matrix
from ccfuzz.matrix import parse as parse_builds
from ccfuzz.settings import COMPILE_TIMEOUT as COMPILE_TIMEOUT
from ccfuzz.settings import RUN_TIMEOUT as RUN_TIMEOUT
from ccfuzz.swarm import SwarmSettings
from ccfuzz.swarm import parse as parse_swarm
from ccfuzz.targets import TARGETS

DEFAULT_NAME = "ccfuzz.toml"
FAMILIES = ("gcc", "clang", "tcc", "other")
# What a [builds.NAME] table may key: a family, or a family's cross compilers for a target.
MATRIX_KEYS = (*FAMILIES, *(f"{f}-{t}" for f in ("gcc", "clang") for t in TARGETS))
_SECTIONS = ("limits", "compilers", "coverage", "builds", "swarm")
_LIMIT_KEYS = ("compile_timeout", "run_timeout")
_COMPILER_KEYS = ("path", "family", "opt_levels", "flags", "root", "target", "qemu_cpu")
_COVERAGE_KEYS = ("compiler", "source_dir", "object_dir", "gcov_strip", "family", "gcov")
# A compiler's name starts its build ids ("mycc -O2") and is selected by --compilers a,b.
_NAME = re.compile(r"[A-Za-z0-9_.+-]+")
ALL_COMPILERS = "all"  # `--compilers all`: every installed compiler, so no compiler's name


@dataclass(frozen=True)
class CompilerEntry:
    name: str
    path: str
    family: str | None
    opt_levels: tuple[str, ...] | None
    flags: tuple[str, ...]
    root: str | None = None  # a toolchain root's name: path is inside it
    target: str = ""  # a cross compiler's target (``ccfuzz.targets``), in ``root``
    qemu_cpu: tuple[str, ...] = ()  # qemu-user's options for its binaries: else the target's


@dataclass(frozen=True)
class CoverageEntry:
    """A compiler built with coverage (``ccfuzz.toolchain.covbuild`` makes it usable)."""

    name: str
    compiler: str
    source_dir: str
    object_dir: str
    gcov_strip: int | None
    family: str | None
    gcov: str


@dataclass(frozen=True)
class Config:
    compilers: tuple[CompilerEntry, ...] = ()
    coverage: tuple[CoverageEntry, ...] = ()
    compile_timeout: float | None = None
    run_timeout: float | None = None
    path: Path | None = None  # the file it was read from
    builds: Mapping[str, Matrix] = field(default_factory=dict)  # [builds.NAME]
    swarm: SwarmSettings | None = None  # [swarm]; None: the defaults

    def error(self, message: str) -> ConfigError:
        """An error about this configuration, naming its file."""
        return ConfigError(f"{self.path}: {message}" if self.path else message)


# The ranges of every amount and count, on the command line and in [limits]
# (docs/design/limits.md). Past them a limit stops being one: 1e20 seconds overflow the
# launcher's timer, and a process ccfuzz cannot start must never be taken for a compiler's
# doing. A week is past any compile, run, reduction or search; a year past any campaign.
MAX_SECONDS = 7 * 24 * 3600
MAX_MINUTES = 366 * 24 * 60
MAX_COUNT = 10**9  # programs, variants, sequences, witnesses
MAX_JOBS = 1024  # processes at once


@dataclass(frozen=True)
class Number:
    """THE check of every number a user gives, on the command line (as an argparse type) or
    in the configuration (``check``): finite, above ``least`` (or from it, for whole
    numbers) and at most ``most``. NaN and infinity would make every limit void."""

    unit: str  # "seconds", "minutes"; "" for a plain number or a count
    most: float
    least: float = 0
    whole: bool = False  # a count: a whole number from ``least``

    def valid(self, value: float) -> bool:
        if self.whole:
            return float(value).is_integer() and self.least <= value <= self.most
        return math.isfinite(value) and self.least < value <= self.most

    def wanted(self) -> str:
        if self.whole:
            return f"a whole number from {int(self.least)} to {int(self.most)}"
        of = f" of {self.unit}" if self.unit else ""
        return f"a number{of} above {self.least:g} and at most {self.most:g}"

    def __call__(self, text: str) -> float:
        """The argparse type: the value of ``text``; argparse names the option in the error."""
        try:
            value: float = int(text) if self.whole else float(text)
        except ValueError:
            value = math.nan
        if not self.valid(value):
            raise argparse.ArgumentTypeError(f"{text!r}: give {self.wanted()}")
        return value


SECONDS = Number("seconds", MAX_SECONDS)
MINUTES = Number("minutes", MAX_MINUTES)
COUNT = Number("", MAX_COUNT, least=1, whole=True)
JOBS = Number("", MAX_JOBS, least=1, whole=True)


def positive_seconds(value: object, where: str) -> float:
    """A number of seconds above 0 and at most ``MAX_SECONDS``; ConfigError naming ``where``
    otherwise."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"{where} must be a number of seconds, not {_shown(value)}")
    if not SECONDS.valid(value):
        raise ConfigError(f"{where} must be {SECONDS.wanted()} (a week), not {value}")
    return float(value)


def seconds_option(text: str) -> float:
    """The argparse type of every option that is a number of seconds."""
    return SECONDS(text)


def minutes_option(text: str) -> float:
    """The argparse type of every time budget in minutes."""
    return MINUTES(text)


def count_option(text: str) -> int:
    """The argparse type of every count (programs, variants, ...): 1 to ``MAX_COUNT``."""
    return int(COUNT(text))


def jobs_option(text: str) -> int:
    """The argparse type of every ``--jobs``: 1 to ``MAX_JOBS``."""
    return int(JOBS(text))


def _shown(value: object) -> str:
    kind = {str: "a string", bool: "a boolean", list: "a list", dict: "a table"}.get(
        type(value), type(value).__name__)
    return f"{kind} ({value!r})"


def _table(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ConfigError(f"{where} must be a table, not {_shown(value)}")
    return value


def _known(table: dict[str, Any], known: tuple[str, ...], where: str) -> None:
    unknown = sorted(set(table) - set(known))
    if unknown:
        raise ConfigError(f"unknown key {where}.{unknown[0]}" if where else
                          f"unknown section [{unknown[0]}]")


def _strings(value: object, where: str, *, nonempty: bool) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{where} must be a list of strings, not {_shown(value)}")
    if nonempty and not value:
        raise ConfigError(f"{where} is empty: give at least one level, or leave the key out "
                          "for the family's defaults")
    if any(not v.strip() for v in value):
        raise ConfigError(f"{where} holds an empty string")
    return tuple(value)


def _check_name(name: str, where: str) -> None:
    if not _NAME.fullmatch(name):
        raise ConfigError(f"[{where}]: a compiler name may hold only letters, digits and "
                          "'_.+-' (it starts every build id and is selected by --compilers)")
    if name == ALL_COMPILERS:
        raise ConfigError(f"[{where}]: {ALL_COMPILERS!r} cannot name a compiler: "
                          f"`--compilers {ALL_COMPILERS}` means every installed compiler")


def _family(table: dict[str, Any], where: str) -> str | None:
    family = table.get("family")
    if family is not None and family not in FAMILIES:
        raise ConfigError(f"{where}.family must be one of {', '.join(FAMILIES)}, not "
                          f"{_shown(family)}")
    return family


def _compiler(name: str, spec: object, base: Path) -> CompilerEntry:
    where = f"compilers.{name}"
    _check_name(name, where)
    table = _table(spec, where)
    _known(table, _COMPILER_KEYS, where)
    raw = table.get("path")
    if not isinstance(raw, str) or not raw.strip():
        raise ConfigError(f"{where}.path is missing or not a string: give path = \"...\"")
    root = table.get("root")
    if root is not None and (not isinstance(root, str) or not _NAME.fullmatch(root)):
        raise ConfigError(f"{where}.root must name a toolchain root (ccfuzz toolchain list), "
                          f"not {_shown(root)}")
    if root is not None and not raw.startswith("/"):
        raise ConfigError(f"{where}.path must be an absolute path inside the root {root!r}")
    exe = Path(raw).expanduser() if root is None else Path(raw)
    if not exe.is_absolute() and "/" in raw:
        exe = (base / exe).resolve()
    family = _family(table, where)
    levels = None
    if "opt_levels" in table:
        levels = _strings(table["opt_levels"], f"{where}.opt_levels", nonempty=True)
    flags = _strings(table.get("flags", []), f"{where}.flags", nonempty=False)
    if levels is not None:
        ids = [" ".join((*flags, level)) for level in levels]
        twice = sorted({i for i in ids if ids.count(i) > 1})
        if twice:
            raise ConfigError(f"{where}.opt_levels gives the build '{name} {twice[0]}' twice")
    target = table.get("target", "")
    if target != "" and (not isinstance(target, str) or target not in TARGETS):
        raise ConfigError(f"{where}.target must be one of {', '.join(TARGETS)}, not "
                          f"{_shown(target)}")
    if target and root is None:
        raise ConfigError(f"{where}.target needs root: a cross compiler's binaries run by "
                          "the qemu-user of a toolchain root (ccfuzz toolchain install "
                          f"--targets {target})")
    cpu = _strings(table.get("qemu_cpu", []), f"{where}.qemu_cpu", nonempty=False)
    if cpu and not target:
        raise ConfigError(f"{where}.qemu_cpu needs target: it is how that target's binaries run")
    return CompilerEntry(name=name, path=str(exe), family=family, opt_levels=levels,
                         flags=flags, root=root, target=target, qemu_cpu=cpu)


def _path(table: dict[str, Any], key: str, where: str, base: Path) -> str:
    raw = table.get(key)
    if not isinstance(raw, str) or not raw.strip():
        raise ConfigError(f"{where}.{key} is missing or not a string: give {key} = \"...\"")
    path = Path(raw).expanduser()
    return str(path if path.is_absolute() else (base / path).resolve())


def _coverage(name: str, spec: object, base: Path) -> CoverageEntry:
    where = f"coverage.{name}"
    _check_name(name, where)
    table = _table(spec, where)
    _known(table, _COVERAGE_KEYS, where)
    strip = table.get("gcov_strip")
    if strip is not None and (isinstance(strip, bool) or not isinstance(strip, int)
                              or strip < 0):
        raise ConfigError(f"{where}.gcov_strip must be a whole number >= 0, not "
                          f"{_shown(strip)}")
    family = _family(table, where)
    gcov = table.get("gcov", "gcov")
    if not isinstance(gcov, str) or not gcov.strip():
        raise ConfigError(f"{where}.gcov must be a command name, not {_shown(gcov)}")
    return CoverageEntry(name=name, compiler=_path(table, "compiler", where, base),
                         source_dir=_path(table, "source_dir", where, base),
                         object_dir=_path(table, "object_dir", where, base),
                         gcov_strip=strip, family=family, gcov=gcov)


def parse(data: dict[str, Any], base: Path) -> Config:
    """A configuration from parsed TOML; relative compiler paths are taken from ``base``."""
    _known(data, _SECTIONS, "")
    limits = _table(data.get("limits", {}), "limits")
    _known(limits, _LIMIT_KEYS, "limits")
    entries = tuple(_compiler(name, spec, base)
                    for name, spec in _table(data.get("compilers", {}), "compilers").items())
    seconds = {key: positive_seconds(limits[key], f"limits.{key}") if key in limits else None
               for key in _LIMIT_KEYS}
    coverage = tuple(_coverage(name, spec, base)
                     for name, spec in _table(data.get("coverage", {}), "coverage").items())
    clash = sorted({e.name for e in entries} & {c.name for c in coverage})
    if clash:
        raise ConfigError(f"coverage.{clash[0]}: the name {clash[0]!r} is already "
                          f"[compilers.{clash[0]}]; give one of them another name")
    builds = parse_builds(_table(data.get("builds", {}), "builds"), MATRIX_KEYS)
    swarm = parse_swarm(_table(data["swarm"], "swarm")) if "swarm" in data else None
    return Config(compilers=entries, coverage=coverage,
                  compile_timeout=seconds["compile_timeout"], run_timeout=seconds["run_timeout"],
                  builds=builds, swarm=swarm)


def load(path: Path | None) -> Config:
    """The given file, else ``./ccfuzz.toml`` if there is one, else the defaults."""
    if path is None:
        path = Path(DEFAULT_NAME)
        if not path.exists():
            return Config()
    import tomllib  # here: most command lines read no configuration file

    try:
        data = tomllib.loads(path.read_text())
    except OSError as exc:
        raise ConfigError(f"cannot read config {path}: {exc.strerror}") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: {exc}") from None
    try:
        cfg = parse(data, path.parent)
    except ConfigError as exc:
        raise ConfigError(f"{path}: {exc}") from None
    return replace(cfg, path=path)
