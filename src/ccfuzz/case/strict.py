"""Strict C: is a candidate a program a compiler developer would accept as a test case?

C-Vise deletes tokens without knowing C, and gcc and clang accept much that ISO C does not
(a struct member without its semicolon, an empty initializer ``{}``: warnings by default), so
a reduction left alone ends in programs compiler developers send back. A program is strictly
valid under a ``Dialect`` when gcc and the newest installed clang both accept it with
``-fsyntax-only`` and the dialect's flags.

The dialect is the strictest one the reduction's *original* program passes (``dialect_of``),
so a reduction never leaves the C its original was written in:

1. ``-std=c11 -pedantic-errors``: ISO C11 (ccfuzz's generator's programs, and about half of
   Csmith's);
2. ``-std=gnu11 -pedantic-errors``: GNU keywords (``typeof``, ``asm``), no extension the
   compilers flag;
3. ``-std=gnu11 -pedantic-errors`` *tolerating* the kinds of diagnostics the original itself
   draws (it must compile with plain ``-std=gnu11``): the other half of Csmith's programs
   compare pointers to distinct types without a cast or assign across pointer signedness,
   constraint violations gcc and clang only warn about. Plain ``-std=gnu11`` would let a
   reduction leave a missing semicolon or an empty initializer; this lets through only what
   the original had;
4. none (``dialect_of`` returns None): gcc or clang does not even accept the original with
   ``-std=gnu11`` (a crash of the front end is the finding, say); nothing is asked.

A diagnostic's *kind* is its warning option when it names one (clang's
``[-Werror,-Wpointer-sign]``), otherwise its message without the quoted names and types.

Of gcc and the newest clang, the check asks those whose release has every construct the
original uses (``strict_compilers``): a program with ``_BitInt`` is asked of clang alone on
Debian 12, whose gcc 12 has none.

Kept light (``sandbox`` and ``constructs`` only): the check imports it once per candidate.
"""

from __future__ import annotations

import os
import re
import shlex
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ccfuzz import constructs, sandbox
from ccfuzz.errors import ToolMissingError
from ccfuzz.model import Ending

SOURCE = "prog.c"  # the name in the exact commands the report prints
STRICT_STD = "c11"
GNU_STD = "gnu11"
# Diagnostics on one line each, without the source line and caret under them: a candidate's
# own text ("error: ..." in a string literal) must not read as a diagnostic.
_QUIET = {"gcc": ("-fno-diagnostics-show-caret",),
          "clang": ("-fno-caret-diagnostics", "-fno-color-diagnostics")}
# clang stops after 20 errors by default; a tolerated kind must not hide one that is not.
_ALL_ERRORS = {"gcc": ("-fmax-errors=0",), "clang": ("-ferror-limit=0",)}
_ERROR = re.compile(r"^(?:\S+: )?(?:fatal )?error: (.*)$")
_OPTION = re.compile(r"\[([^\]]*)\]\s*$")
# gcc quotes with U+2018/U+2019 in a UTF-8 locale (the sandbox's is C: ASCII quotes).
_QUOTED = re.compile(r"\{aka [^}]*\}|\(aka [^)]*\)|'[^']*'|\u2018[^\u2019]*\u2019|\"[^\"]*\"")
_CLANG = re.compile(r"^clang-(\d+)$")


@dataclass(frozen=True)
class Dialect:
    """``-std=STD -pedantic-errors`` with ``compilers`` (gcc, the newest clang), except the
    ``tolerated`` kinds of diagnostics (see the module)."""

    std: str
    compilers: tuple[str, ...]
    tolerated: tuple[str, ...] = ()

    @property
    def flags(self) -> tuple[str, ...]:
        return (f"-std={self.std}", "-pedantic-errors")

    def commands(self, source: str = SOURCE) -> list[str]:
        """The commands that accept the program (a tolerating dialect's print errors of the
        tolerated kinds only)."""
        return [shlex.join((cc, *self.flags, "-fsyntax-only", source)) for cc in self.compilers]

    def describe(self) -> str:
        said = f"{' '.join(self.flags)} ({' and '.join(self.compilers)})"
        if self.tolerated:
            said += ", except the diagnostics the original had: " + "; ".join(self.tolerated)
        return said

    def to_json(self) -> dict[str, Any]:
        return {"std": self.std, "compilers": list(self.compilers),
                "tolerated": list(self.tolerated)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Dialect:
        return cls(data["std"], tuple(data["compilers"]), tuple(data.get("tolerated", ())))


@cache
def newest_clang() -> str | None:
    """The installed ``clang-N`` with the highest N (``clang`` when none is versioned)."""
    found: dict[int, str] = {}
    for directory in os.environ.get("PATH", "").split(os.pathsep):
        try:
            names = os.listdir(directory or ".")
        except OSError:
            continue
        for name in names:
            match = _CLANG.match(name)
            if match and os.access(os.path.join(directory, name), os.X_OK):
                found.setdefault(int(match.group(1)), name)
    if found:
        return found[max(found)]
    return "clang" if _on_path("clang") else None


def _on_path(name: str) -> bool:
    return any(os.access(os.path.join(d, name), os.X_OK)
               for d in os.environ.get("PATH", "").split(os.pathsep) if d)


def strict_compilers(source: bytes = b"") -> tuple[str, ...] | None:
    """gcc and the newest clang, or None when either is missing; of the two, those whose
    release has each construct ``source`` uses (``constructs.predates``: Debian 12's gcc 12
    has no ``_BitInt``)."""
    clang = newest_clang()
    if clang is None or not _on_path("gcc"):
        return None
    text = source.decode(errors="replace")
    return tuple(cc for cc in ("gcc", clang) if takes(cc, text))


@cache
def version_line(cc: str) -> str:
    """The first line ``cc --version`` prints ("" if it prints none)."""
    proc = sandbox.run([cc, "--version"], limits=sandbox.Limits(wall_seconds=60.0))
    lines = proc.stdout.decode(errors="replace").splitlines() if proc.ok else []
    return lines[0] if lines else ""


def takes(cc: str, source: str) -> bool:
    """Whether ``cc``'s release is not older than any construct ``source`` uses."""
    return not constructs.predates(_family(cc), version_line(cc), source) \
        if constructs.uses_a_release_construct(source) else True


def _family(cc: str) -> str:
    return "clang" if "clang" in Path(cc).name else "gcc"


def kind(message: str) -> str:
    """What a diagnostic is about, whatever it names: its warning option when it has one
    besides -Werror and -Wpedantic, else its message without the quoted names and types."""
    option = _OPTION.search(message)
    names = [o for o in option.group(1).split(",") if o.startswith("-W")] if option else []
    specific = [o for o in names if o not in ("-Werror", "-Wpedantic")]
    if specific:
        return specific[-1]
    text = _QUOTED.sub("", _OPTION.sub("", message) if option else message)
    return " ".join(text.split())


def _errors(cc: str, source: bytes, flags: tuple[str, ...], seconds: float,
            workdir: Path | None, every: bool) -> list[str] | str:
    """The error lines of ``cc FLAGS -fsyntax-only`` on ``source``, or why there are none to
    read (the compiler did not finish)."""
    family = _family(cc)
    argv = [cc, *flags, *_QUIET[family], *(_ALL_ERRORS[family] if every else ()),
            "-fsyntax-only", SOURCE]
    proc = sandbox.run(argv, limits=sandbox.Limits(wall_seconds=seconds),
                       files={SOURCE: source}, tmp_root=workdir)
    if proc.ending is not Ending.EXITED:
        return f"{cc} -fsyntax-only {proc.ending.value}"
    errors = [line.strip() for line in proc.stderr_text().splitlines() if _ERROR.search(line)]
    if proc.exit_code != 0 and not errors:  # refused without saying why in an error line
        lines = proc.stderr_text().strip().splitlines()
        errors = [lines[0] if lines else f"{cc} exited {proc.exit_code}"]
    return errors


def strict_error(source: bytes, dialect: Dialect, *, seconds: float = 60.0,
                 workdir: Path | None = None) -> str | None:
    """The first diagnostic that makes ``source`` not strictly valid under ``dialect`` (with
    the compiler that gave it), or None: valid."""
    for cc in dialect.compilers:
        errors = _errors(cc, source, dialect.flags, seconds, workdir, bool(dialect.tolerated))
        if isinstance(errors, str):
            return errors
        for line in errors:
            found = _ERROR.search(line)
            if found is None or kind(found.group(1)) not in dialect.tolerated:
                return f"{cc} {' '.join(dialect.flags)}: {line}"
    return None


def dialect_of(source: bytes, *, seconds: float = 60.0,
               workdir: Path | None = None) -> Dialect | None:
    """The strictest dialect ``source`` (a reduction's original) is valid under; None when gcc
    or clang refuses it even as plain GNU C11 (see the module)."""
    compilers = strict_compilers(source)
    if compilers is None:
        raise ToolMissingError("the strict C check needs gcc and clang (Debian: gcc clang)")
    if not compilers:
        return None  # neither release has a construct the program uses: nothing to ask
    for std in (STRICT_STD, GNU_STD):
        dialect = Dialect(std, compilers)
        if strict_error(source, dialect, seconds=seconds, workdir=workdir) is None:
            return dialect
    kinds: set[str] = set()
    for cc in compilers:
        if _errors(cc, source, (f"-std={GNU_STD}",), seconds, workdir, False):
            return None  # an error (or a crash) with the extensions allowed: no strict C
        errors = _errors(cc, source, Dialect(GNU_STD, compilers).flags, seconds, workdir, True)
        if isinstance(errors, str):
            return None
        kinds.update(kind(m.group(1)) for m in map(_ERROR.search, errors) if m)
    return Dialect(GNU_STD, compilers, tuple(sorted(kinds)))
