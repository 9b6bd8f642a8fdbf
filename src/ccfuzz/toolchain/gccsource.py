"""Debian's GCC source, built into a coverage twin of the installed gcc.

The twin is the installed driver (``gcc-12``) running a ``cc1`` built from the same Debian
source with ``--coverage``: ``install/bin/gcc`` is a two-line script that runs the packaged
driver with ``-B install/libexec/``, where that ``cc1`` is the only program. The driver,
the assembler, the linker, the crt files, libgcc and the headers are the system's, so the twin
compiles and links a program as the packaged gcc does; only the compiler proper is
instrumented, and only it writes coverage.

How it is made (``build``), each step resumable (a step that finished is not run again; make
picks up where it stopped):

1. ``apt-get source gcc-12=VERSION`` and ``debian/rules patch``: Debian's patches applied, as
   the package was built (this needs quilt, patchutils and autoconf2.69).
2. ``configure`` out of the source tree with the options of Debian's build that decide what
   ``cc1`` does (``CONFIGURE_OPTIONS``: default PIE, CET, release checking, the tuning) and
   only the C front end, no bootstrap; ``-O0 --coverage`` so that gcov's lines are the
   source's, and ``gcovdump.c`` linked in so that a compile killed at its time limit still
   writes its data (``cc1`` turns a fatal signal into an internal compiler error itself).
3. ``make`` the host libraries ``cc1`` links, then ``make -C gcc cc1`` only (no driver, no
   libgcc: the system's serve).
4. Install: ``cc1`` copied under ``install/libexec``, the wrapper, and a snapshot of every
   note file (``install/notes``, the object tree's layout), the notes the coverage is read
   against. A patched build (``patched``) rebuilds the twin's tree with the patch applied,
   snapshots its own ``cc1`` and notes, and rebuilds the tree back.

Every step's output goes to the build's ``build.log``; a failing step raises
``CoverageBuildError`` with one line naming the step and the log.
"""

from __future__ import annotations

import filecmp
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.errors import CoverageBuildError, ToolMissingError
from ccfuzz.model import Ending
from ccfuzz.toolchain import debian

# How GCC itself is compiled, and configured: Debian's options that change what cc1 does,
# the C front end alone. Part of the cache's recipe: change either and the build is redone.
COVERAGE_FLAGS = "-O0 --coverage"
CONFIGURE_OPTIONS = (
    "--prefix=/usr", "--libexecdir=/usr/lib", "--with-gcc-major-version-only",
    "--enable-languages=c", "--disable-bootstrap", "--disable-multilib", "--disable-nls",
    "--disable-lto", "--enable-checking=release", "--enable-default-pie", "--enable-cet",
    "--with-arch-32=i686", "--with-abi=m64", "--with-tune=generic",
    "--enable-gnu-unique-object", "--enable-linker-build-id", "--enable-multiarch",
    "--with-system-zlib", "--enable-threads=posix", "--enable-clocale=gnu", "--enable-shared",
    "--disable-werror",
)
HOST_TARGETS = ("all-build", "all-libiberty", "all-libcpp", "all-libdecnumber",
                "all-libbacktrace", "configure-gcc")
# What the build needs beyond a C toolchain, by the Debian package that has it.
NEEDS = {"quilt": "quilt", "lsdiff": "patchutils", "autoconf2.69": "autoconf2.69",
         "g++": "g++", "make": "make", "patch": "patch", "apt-get": "apt"}
# isl: Debian's gcc has Graphite (-floop-nest-optimize); without it the twin would refuse it.
HEADERS = {"gmp.h": "libgmp-dev", "mpfr.h": "libmpfr-dev", "mpc.h": "libmpc-dev",
           "isl/version.h": "libisl-dev", "zlib.h": "zlib1g-dev"}
_FETCH_SECONDS = 1800.0
_STEP_SECONDS = 6 * 3600.0
_PROGRESS_SECONDS = 30.0

Progress = Callable[[str], None]


def missing_tools() -> list[str]:
    """The Debian packages the build needs that are not installed (by what is missing)."""
    lacking = [package for tool, package in NEEDS.items() if shutil.which(tool) is None]
    include = [Path("/usr/include"), *Path("/usr/include").glob("*-linux-gnu")]
    lacking += [package for header, package in HEADERS.items()
                if not any((d / header).is_file() for d in include)]
    return sorted(set(lacking))


def installed() -> tuple[str, str, Path]:
    """The installed gcc: its Debian source package, that package's version, and the
    driver's real path (``/usr/bin/gcc-12``)."""
    found = shutil.which("gcc")
    if found is None:
        raise ToolMissingError("gcc not found: the GCC coverage build is a twin of the "
                               "installed gcc")
    driver = Path(os.path.realpath(found))
    owner = sandbox.run(["dpkg-query", "-S", str(driver)],
                        limits=sandbox.Limits(wall_seconds=60))
    if owner.ending is Ending.NOT_STARTED:
        raise ToolMissingError("dpkg-query not found: the GCC coverage build needs Debian's "
                               "tools")
    package = owner.stdout.decode(errors="replace").split(":", 1)[0].strip()
    if not owner.ok or not package:
        raise CoverageBuildError(f"{driver} belongs to no Debian package, so its source is "
                                 "unknown")
    query = sandbox.run(["dpkg-query", "-W", "-f=${source:Package}\t${source:Version}",
                         package], limits=sandbox.Limits(wall_seconds=60))
    source, _, version = query.stdout.decode(errors="replace").strip().partition("\t")
    if not query.ok or not version:
        raise CoverageBuildError(f"dpkg-query knows no source version of {package}")
    return source, version, driver


def pkgversion(driver: Path) -> str | None:
    """The ``--with-pkgversion`` the installed driver was configured with (so that the
    twin's assembly says the same ``.ident``)."""
    proc = sandbox.run([str(driver), "-v"], limits=sandbox.Limits(wall_seconds=60))
    match = re.search(r"--with-pkgversion='([^']*)'", proc.stderr_text())
    return match.group(1) if match else None


def _log_tail(log: Path, since: int) -> str:
    """What the step that wrote ``log`` from offset ``since`` said went wrong."""
    try:
        with log.open("rb") as handle:
            handle.seek(max(since, log.stat().st_size - 65536))
            text = handle.read().decode(errors="replace")
    except OSError:
        return ""
    # The first diagnostic says why; make's "Error 1" lines after it only say where.
    diagnostics = [line.strip() for line in text.splitlines() if "error:" in line.lower()]
    if diagnostics:
        return diagnostics[0]
    said = [line.strip() for line in text.splitlines() if line.strip()]
    return said[-1] if said else "no output"


def run_step(what: str, argv: Sequence[str], cwd: Path, log: Path, *,
             env: dict[str, str] | None = None, watch: Callable[[], str] | None = None,
             progress: Progress | None = None) -> None:
    """Run one build step, its output appended to ``log``; with ``watch``, say what it
    reports every half minute. Ctrl-C stops the step's whole process group and is raised
    again; a failure raises ``CoverageBuildError`` naming the step and the log."""
    started = time.monotonic()
    with log.open("ab") as out:
        out.write(f"$ (cd {cwd} && {' '.join(argv)})\n".encode())
        out.flush()
        since = out.tell()
        try:
            child = subprocess.Popen(list(argv), cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, start_new_session=True,
                                     env={**os.environ, **(env or {})})
        except FileNotFoundError:
            raise ToolMissingError(f"building GCC: {argv[0]} not found") from None
        try:
            said = started
            while True:
                try:
                    code = child.wait(timeout=2.0)
                    break
                except subprocess.TimeoutExpired:
                    pass
                now = time.monotonic()
                if now - started > _STEP_SECONDS:
                    os.killpg(child.pid, signal.SIGKILL)
                    child.wait()
                    raise CoverageBuildError(f"building GCC: {what} ran past "
                                             f"{_STEP_SECONDS / 3600:.0f} h; log: {log}")
                if progress is not None and watch is not None and \
                        now - said >= _PROGRESS_SECONDS:
                    said = now
                    progress(f"{what}: {watch()}, {(now - started) / 60:.0f} min")
        except BaseException:
            if child.poll() is None:
                os.killpg(child.pid, signal.SIGTERM)
                try:
                    child.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    os.killpg(child.pid, signal.SIGKILL)
                    child.wait()
            raise
    if code != 0:
        raise CoverageBuildError(f"building GCC: {what} failed ({_log_tail(log, since)}); "
                                 f"log: {log}")


def fetch(dest: Path, package: str, version: str, log: Path,
          apt_options: Sequence[str] = ()) -> Path:
    """``apt-get source PACKAGE=VERSION`` into ``dest``; the unpacked Debian tree."""
    return debian.fetch(dest, package, version, "debian/rules", apt_options=apt_options,
                        seconds=_FETCH_SECONDS, log=log,
                        without_apt="the GCC coverage build fetches Debian's source")


def patch_debian(tree: Path, log: Path, progress: Progress | None = None) -> Path:
    """``debian/rules patch`` in the Debian tree: the GCC source as the package built it
    (``tree/src``); the upstream tarballs and newlib's tree are removed after."""
    run_step("debian/rules patch", ["debian/rules", "patch"], tree, log, progress=progress)
    if not (tree / "src" / "gcc" / "configure").is_file():
        raise CoverageBuildError(f"debian/rules patch left no src/gcc/configure in {tree}; "
                                 f"log: {log}")
    for tarball in tree.glob("*.tar.*"):
        tarball.unlink()
    for other in tree.glob("newlib-*"):  # the offload targets' C library: not built here
        shutil.rmtree(other, ignore_errors=True)
    return tree / "src"


def configure_options(driver: Path) -> list[str]:
    """``CONFIGURE_OPTIONS`` and what the installed ``driver`` says of itself: its programs'
    suffix (``-12``), its ``--with-pkgversion`` and its machine."""
    options = list(CONFIGURE_OPTIONS)
    suffix = re.fullmatch(r"(?:.*-)?gcc(-[\d.]+)", driver.name)
    if suffix:
        options.append(f"--program-suffix={suffix.group(1)}")
    version = pkgversion(driver)
    if version:
        options.append(f"--with-pkgversion={version}")
    proc = sandbox.run([str(driver), "-dumpmachine"], limits=sandbox.Limits(wall_seconds=60))
    machine = proc.stdout.decode(errors="replace").strip()
    if machine:
        options += [f"--build={machine}", f"--host={machine}", f"--target={machine}"]
    return options


def configure(source: Path, objects: Path, log: Path, dump_object: Path,
              options: Sequence[str], progress: Progress | None = None) -> None:
    """Configure ``source`` (the GCC tree) in ``objects`` with ``options``, for a coverage
    build (``source`` by a relative path, so that the two can move together)."""
    objects.mkdir(parents=True, exist_ok=True)
    env = {"CFLAGS": COVERAGE_FLAGS, "CXXFLAGS": COVERAGE_FLAGS,
           "LDFLAGS": f"--coverage {dump_object}"}
    run_step("configure", [os.path.join(os.path.relpath(source, objects), "configure"),
                           *options], objects, log, env=env, progress=progress)


def _objects_done(directory: Path) -> Callable[[], str]:
    return lambda: f"{sum(1 for _ in directory.glob('*.o'))} objects in {directory.name}/"


def make(objects: Path, log: Path, jobs: int, progress: Progress | None = None) -> Path:
    """Make ``cc1`` in the configured ``objects`` tree: the host libraries first, then the
    compiler proper alone; the ``cc1`` made. The coverage data the build's own programs
    wrote is removed."""
    run_step("make (host libraries)", ["make", f"-j{jobs}", *HOST_TARGETS], objects, log,
             watch=lambda: "building", progress=progress)
    gcc = objects / "gcc"
    run_step("make cc1", ["make", f"-j{jobs}", "cc1"], gcc, log, watch=_objects_done(gcc),
             progress=progress)
    if not os.access(gcc / "cc1", os.X_OK):
        raise CoverageBuildError(f"building GCC made no {gcc / 'cc1'}; log: {log}")
    for stale in objects.rglob("*.gcda"):  # the build ran its generator programs
        stale.unlink()
    return gcc / "cc1"


def install(cc1: Path, objects: Path, strip: int, driver: Path, prefix: Path,
            base: Path | None = None) -> tuple[Path, int]:
    """``cc1`` and the wrapper that runs ``driver`` with it under ``prefix``, and the
    snapshot of ``objects``' note files (``prefix/notes``; with ``base``, another snapshot,
    the files equal to its are hard-linked): the wrapper, and how many note files were
    copied."""
    libexec = prefix / "libexec"
    libexec.mkdir(parents=True, exist_ok=True)
    partial = libexec / ".cc1.tmp"
    shutil.copy2(cc1, partial)
    partial.replace(libexec / "cc1")
    copied = snapshot_notes(objects, prefix / "notes", base)
    wrapper = prefix / "bin" / "gcc"
    wrapper.parent.mkdir(parents=True, exist_ok=True)
    # ccfuzz sends each compile's coverage to a GCOV_PREFIX of its own; a compile without one
    # (the twin run by hand) writes to a scratch directory, not into the object tree
    # (``strip``: its GCOV_PREFIX_STRIP).
    wrapper.write_text(
        "#!/bin/sh\n"
        'if [ -z "${GCOV_PREFIX:-}" ]; then\n'
        f"    GCOV_PREFIX={prefix / 'scratch-gcov'} GCOV_PREFIX_STRIP={strip}\n"
        "    export GCOV_PREFIX GCOV_PREFIX_STRIP\n"
        "fi\n"
        f'exec {driver} -B{libexec}/ "$@"\n')
    wrapper.chmod(0o755)
    return wrapper, copied


def _notes(objects: Path) -> list[Path]:
    """The note files of what ``cc1`` is made of (not of the generator programs the build
    ran), relative to ``objects``."""
    return sorted(p.relative_to(objects) for p in objects.rglob("*.gcno")
                  if not p.relative_to(objects).parts[0].startswith("build-"))


def snapshot_notes(objects: Path, notes: Path, base: Path | None = None) -> int:
    """Copy ``objects``' note files to ``notes`` (same layout); with ``base`` (another
    snapshot), hard-link those equal to its files and copy only the others. How many were
    copied."""
    if notes.exists():
        shutil.rmtree(notes)
    copied = 0
    for relative in _notes(objects):
        source, dest = objects / relative, notes / relative
        dest.parent.mkdir(parents=True, exist_ok=True)
        same = base / relative if base is not None else None
        if same is not None and same.is_file() and filecmp.cmp(source, same, shallow=False):
            os.link(same, dest)
        else:
            shutil.copy2(source, dest)
            copied += 1
    return copied


def apply_patch(source: Path, patch: Path, log: Path, *, reverse: bool = False) -> bool:
    """Apply (or take back) a unified diff, ``patch -p1`` from the GCC tree's top, whole or
    not at all (tried first with ``--dry-run``): a patch that does not apply is one line and
    leaves the tree as it was; False when there was nothing to take back."""
    argv = ["patch", "-p1", "--batch", "--forward", "--no-backup-if-mismatch",
            *(["-R"] if reverse else []), "-i", str(patch.resolve())]
    dry = sandbox.run([*argv, "--dry-run"], cwd=source, limits=sandbox.Limits(wall_seconds=60))
    if dry.ending is Ending.NOT_STARTED:
        raise ToolMissingError("patch not found: install Debian's patch package")
    if not dry.ok:
        if reverse:
            return False
        raise CoverageBuildError(f"patch {patch} does not apply to {source}: "
                                 f"{debian.tail(dry)}")
    run_step(f"{'taking back' if reverse else 'applying'} {patch.name}", argv, source, log)
    return True


def disk_bytes(directory: Path) -> int:
    """What ``directory`` takes on disk (hard links counted once)."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for root, _, files in os.walk(directory):
        for name in files:
            try:
                st = os.lstat(os.path.join(root, name))
            except OSError:
                continue
            if (st.st_dev, st.st_ino) not in seen:
                seen.add((st.st_dev, st.st_ino))
                total += st.st_blocks * 512
    return total
