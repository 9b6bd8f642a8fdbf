"""Debian's tcc source: fetched with ``apt-get source``, patched, built with ``--coverage``.

Every step runs through the sandbox and fails with one line that says which step and why
(``CoverageBuildError``); the full output of a failed configure or make is kept in the
build directory's ``build.log``.
"""

from __future__ import annotations

import hashlib
import os
import platform
import re
import shutil
from collections.abc import Sequence
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import CoverageBuildError, ToolMissingError
from ccfuzz.model import Ending
from ccfuzz.toolchain import debian

PACKAGE = "tcc"
# How tcc itself is compiled: no optimization, so that gcov's lines are the source's lines;
# with its symbols (configure's --debug: -g, not stripped), so that gdb can name the
# functions on its stack where a compile fails (``ccfuzz.isolate.stack``).
COVERAGE_CFLAGS = "-O0 --coverage"
COVERAGE_OPTIONS = ("--debug",)
GCOV_DUMP_SOURCE = Path(__file__).with_name("gcovdump.c")
_FETCH_SECONDS = 600.0
_BUILD_SECONDS = 1800.0


def installed_version() -> str:
    """The Debian source version of the installed tcc (the build matches what it tests)."""
    proc = sandbox.run(["dpkg-query", "-W", "-f=${source:Version}", PACKAGE],
                       limits=sandbox.Limits(wall_seconds=60))
    version = proc.stdout.decode(errors="replace").strip()
    if proc.ending is Ending.NOT_STARTED:
        raise ToolMissingError("dpkg-query not found: the tcc coverage build needs Debian's "
                               "tools (or give --source DIR)")
    if not proc.ok or not version:
        raise CoverageBuildError(f"{PACKAGE} is not installed as a Debian package, so its "
                                 "source version is unknown: install it or give --source DIR")
    return version


def fetch(dest: Path, version: str, apt_options: Sequence[str] = ()) -> Path:
    """``apt-get source tcc=VERSION`` into ``dest``; the unpacked tree (Debian's patches
    applied, as the package was built)."""
    return debian.fetch(dest, PACKAGE, version, "configure", apt_options=apt_options,
                        seconds=_FETCH_SECONDS,
                        without_apt="fetch tcc's source yourself and give --source DIR")


def source_version(tree: Path) -> str:
    """The version a source tree says it is: Debian's changelog, else upstream's VERSION."""
    changelog = tree / "debian" / "changelog"
    try:
        if changelog.is_file():
            match = re.match(r"\S+ \(([^)]+)\)", changelog.read_text(errors="replace"))
            if match:
                return match.group(1)
        return (tree / "VERSION").read_text(errors="replace").strip() or "unknown"
    except OSError:
        return "unknown"


def tree_digest(tree: Path) -> str:
    """A hash of every file's path and content under ``tree`` (a source given by the user
    is cached by what it holds, not by its name)."""
    digest = hashlib.sha256()
    for root, dirs, files in os.walk(tree):
        dirs.sort()
        for name in sorted(files):
            path = Path(root, name)
            if path.is_symlink() or not path.is_file():
                continue
            digest.update(str(path.relative_to(tree)).encode() + b"\0")
            digest.update(path.read_bytes() + b"\0")
    return digest.hexdigest()


def apply_patch(tree: Path, patch: Path, what: str) -> None:
    """Apply a unified diff (paths as ``a/FILE`` ``b/FILE``, i.e. ``patch -p1`` from the
    source's top directory)."""
    proc = sandbox.run(["patch", "-p1", "--batch", "--forward", "--no-backup-if-mismatch",
                        "-i", str(patch.resolve())],
                       limits=sandbox.Limits(wall_seconds=60), cwd=tree)
    if proc.ending is Ending.NOT_STARTED:
        raise ToolMissingError("patch not found: install Debian's patch package")
    if not proc.ok:
        raise CoverageBuildError(f"patch {patch} does not apply to {what}: {debian.tail(proc)}")


def _multiarch() -> str:
    proc = sandbox.run(["gcc", "-print-multiarch"], limits=sandbox.Limits(wall_seconds=60))
    triplet = proc.stdout.decode(errors="replace").strip()
    return triplet or f"{platform.machine()}-linux-gnu"


def build(tree: Path, prefix: Path, log: Path, jobs: int) -> Path:
    """Configure, make and install ``tree`` with coverage into ``prefix``, linking the signal
    handlers of ``gcovdump.c``; the installed compiler."""
    dump_object = tree / "ccfuzz-gcovdump.o"
    configure_and_make(tree, prefix, log, jobs, cflags=COVERAGE_CFLAGS,
                       ldflags=f"--coverage {dump_object}", install=True,
                       options=COVERAGE_OPTIONS,
                       first=[("compiling gcovdump.c", ["gcc", "-O2", "-c", "-o",
                                                        str(dump_object),
                                                        str(GCOV_DUMP_SOURCE)])])
    # The build runs its fresh tcc (to make libtcc1.a): that coverage is not a test's.
    for stale in tree.rglob("*.gcda"):
        stale.unlink()
    compiler = prefix / "bin" / PACKAGE
    if not os.access(compiler, os.X_OK):
        raise CoverageBuildError(f"building tcc with coverage installed no {compiler}")
    return compiler


def copy_built_source(tree: Path, dest: Path) -> None:
    """Copy a built source ``tree`` to ``dest`` without what its build made (objects,
    libraries, coverage notes and data, its configuration and log), to be built again."""
    shutil.copytree(tree, dest, symlinks=True, ignore=shutil.ignore_patterns(
        "*.o", "*.a", "*.gcno", "*.gcda", "config.mak", "config.h", "build.log"))


def configure_and_make(tree: Path, prefix: Path, log: Path, jobs: int, *, cflags: str,
                       ldflags: str = "", targets: Sequence[str] = (), install: bool = False,
                       first: Sequence[tuple[str, list[str]]] = (),
                       options: Sequence[str] = ()) -> None:
    """``first``'s commands, then configure ``tree`` for ``prefix`` with ``cflags``,
    ``ldflags`` and ``options`` (more of configure's, e.g. ``--cc=``), make ``targets`` (all
    by default), and install if asked; every command and its output go to ``log``."""
    what_built = "tcc with coverage" if "--coverage" in cflags.split() else "tcc"
    steps: list[tuple[str, list[str]]] = [
        *first,
        ("configure", ["sh", "configure", f"--prefix={prefix}",
                       f"--cpu={platform.machine()}", f"--triplet={_multiarch()}",
                       f"--extra-cflags={cflags}",
                       *([f"--extra-ldflags={ldflags}"] if ldflags else []), *options]),
        ("make", ["make", f"-j{jobs}", *targets]),
    ]
    if install:
        steps.append(("make install", ["make", "install"]))
    with log.open("wb") as out:
        for what, argv in steps:
            proc = sandbox.run(argv, cwd=tree, limits=sandbox.Limits(
                wall_seconds=_BUILD_SECONDS, output_bytes=64 << 20))
            out.write(f"$ {' '.join(argv)}\n".encode() + proc.stdout + proc.stderr)
            if proc.ending is Ending.NOT_STARTED:
                raise ToolMissingError(f"building {what_built}: {argv[0]} not found")
            if not proc.ok:
                raise CoverageBuildError(f"building {what_built}: {what} failed "
                                         f"({debian.tail(proc)}); log: {log}")
