"""Compilers built with coverage: where they are, and how to get one.

A ``CoverageBuild`` is a compiler whose own code was compiled with ``--coverage``, with what
it takes to read the coverage of one of its runs: the source tree (files are named relative
to it), the object tree (its ``.gcno`` files) and ``GCOV_PREFIX_STRIP`` (how many leading
components of the object tree's absolute path to drop, so that each run's ``.gcda`` files
land under a private ``GCOV_PREFIX`` at their place relative to the object tree).

``build_tcc`` builds Debian's tcc so, into a cache (``~/.cache/ccfuzz/coverage`` unless told
otherwise), keyed by the source (Debian's version, or the content of a tree given with
``source``) and the patch applied to it: asking again returns the cached build at once.
``build_gcc`` builds the coverage twin of the installed gcc (``gccsource``), and with a patch
a patched twin made from its object tree.
A GCC or LLVM built with coverage elsewhere is named in the configuration (``[coverage.NAME]``,
see ``ccfuzz.config``). Either is a compiler ccfuzz can test by its name (``compilers``).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import shutil
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from pathlib import Path

from ccfuzz import compilers, config, sandbox
from ccfuzz.errors import CoverageBuildError
from ccfuzz.toolchain import gccsource, tccsource

# Part of every cache key: a change to how tcc is built (flags, the crash handler) must not
# return a build made the old way.
RECIPE = ("tcc-coverage-1:" + tccsource.COVERAGE_CFLAGS + ":"
          + " ".join(tccsource.COVERAGE_OPTIONS) + ":"
          + hashlib.sha256(tccsource.GCOV_DUMP_SOURCE.read_bytes()).hexdigest()[:12])
MANIFEST = "build.json"
DEFAULT_NAME = "tcc-cov"
GCC_RECIPE = ("gcc-coverage-1:" + gccsource.COVERAGE_FLAGS + ":"
              + hashlib.sha256(tccsource.GCOV_DUMP_SOURCE.read_bytes()).hexdigest()[:12])
GCC_NAME = "gcc-cov"


@dataclass(frozen=True)
class CoverageBuild:
    name: str  # the compiler's name in ccfuzz (``--compilers NAME``, findings)
    compiler: Path  # the executable to run, as the packaged compiler is run
    source_dir: Path
    object_dir: Path
    gcov_strip: int
    version: str  # what it was built from: Debian's version, + the patch's hash if any
    family: str = "tcc"
    gcov: str = "gcov"  # the gcov of the compiler that built it
    # The installed compiler this is a coverage twin of (same source, no patch): a finding
    # against that compiler can be isolated with this build.
    twin_of: str | None = None

    def to_json(self) -> dict[str, object]:
        return {k: str(v) if isinstance(v, Path) else v for k, v in asdict(self).items()}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> CoverageBuild:
        try:
            return cls(
                name=str(data["name"]), compiler=Path(str(data["compiler"])),
                source_dir=Path(str(data["source_dir"])),
                object_dir=Path(str(data["object_dir"])),
                gcov_strip=int(str(data["gcov_strip"])), version=str(data["version"]),
                family=str(data.get("family", "tcc")), gcov=str(data.get("gcov", "gcov")),
                twin_of=None if data.get("twin_of") is None else str(data["twin_of"]))
        except (KeyError, ValueError) as exc:
            raise CoverageBuildError(f"a coverage build's manifest lacks {exc}") from None


def default_cache() -> Path:
    """``coverage`` in ccfuzz's cache directory (``$XDG_CACHE_HOME/ccfuzz``, or
    ``~/.cache/ccfuzz``)."""
    return sandbox.cache_dir() / "coverage"


def strip_count(object_dir: Path) -> int:
    """``GCOV_PREFIX_STRIP`` for an object tree: all of its absolute path's components."""
    return len(Path(os.path.abspath(object_dir)).parts) - 1


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path``: two processes building the same key wait for each
    other instead of building over each other."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def _read_patch(patch: Path) -> bytes:
    """A patch's bytes; one line when it cannot be read or is empty."""
    try:
        patch_bytes = patch.read_bytes()
    except OSError as exc:
        raise CoverageBuildError(f"cannot read patch {patch}: {exc.strerror}") from None
    if not patch_bytes.strip():
        raise CoverageBuildError(f"patch {patch} is empty")
    return patch_bytes


def _load(directory: Path) -> CoverageBuild | None:
    manifest = directory / MANIFEST
    try:
        data = json.loads(manifest.read_text())
    except (OSError, ValueError):
        return None
    build = CoverageBuild.from_json(data)
    return build if os.access(build.compiler, os.X_OK) else None


def build_tcc(cache: Path | None = None, patch: Path | None = None,
              source: Path | None = None, *, jobs: int | None = None,
              apt_options: tuple[str, ...] = ()) -> CoverageBuild:
    """Debian's tcc (the installed package's version, fetched with ``apt-get source``; or the
    tree ``source``), with ``patch`` applied, built with coverage into ``cache``.

    Idempotent: a build with the same key is returned at once. ``apt_options`` go to
    ``apt-get`` (``-o Key=Value``)."""
    cache = (cache or default_cache()).absolute()
    patch_bytes = b"" if patch is None else _read_patch(patch)
    if source is not None:
        if not (source / "configure").is_file():
            raise CoverageBuildError(f"{source} is not a tcc source tree (no configure)")
        version = tccsource.source_version(source)
        identity = "tree:" + tccsource.tree_digest(source)
    else:
        version = tccsource.installed_version()
        identity = "debian:" + version
    patch_hash = hashlib.sha256(patch_bytes).hexdigest()[:12] if patch is not None else None
    key = hashlib.sha256("\0".join((RECIPE, identity)).encode() + b"\0" + patch_bytes
                         ).hexdigest()[:16]
    twin = source is None and patch is None
    name = DEFAULT_NAME if twin else f"{DEFAULT_NAME}-{key[:8]}"
    directory = cache / f"tcc-{key}"
    with locked(cache / f".tcc-{key}.lock"):
        done = _load(directory)
        if done is not None:
            return done
        shutil.rmtree(directory, ignore_errors=True)
        directory.mkdir(parents=True)
        src = directory / "src"
        if source is None:
            tccsource.fetch(directory / "fetched", version, apt_options).replace(src)
            shutil.rmtree(directory / "fetched")
        else:
            shutil.copytree(source, src, symlinks=True)
        if patch is not None:
            tccsource.apply_patch(src, patch, f"tcc {version}")
        compiler = tccsource.build(src, directory / "install", directory / "build.log",
                                   jobs or os.cpu_count() or 1)
        installed = shutil.which("tcc")
        build = CoverageBuild(
            name=name, compiler=compiler, source_dir=src, object_dir=src,
            gcov_strip=strip_count(src),
            version=version + (f"+patch-{patch_hash}" if patch_hash else ""),
            twin_of=os.path.realpath(installed) if twin and installed else None)
        _write_manifest(directory, build)
        return build


def _write_manifest(directory: Path, build: CoverageBuild) -> None:
    partial = directory / f".{MANIFEST}.tmp"
    partial.write_text(json.dumps(build.to_json(), indent=1) + "\n")
    partial.replace(directory / MANIFEST)  # written last: the build is complete


def _say(progress: gccsource.Progress | None, text: str) -> None:
    if progress is not None:
        progress(text)


def build_gcc(cache: Path | None = None, patch: Path | None = None, *,
              jobs: int | None = None, apt_options: tuple[str, ...] = (),
              progress: gccsource.Progress | None = None) -> CoverageBuild:
    """The coverage twin of the installed gcc (``gccsource``), built into ``cache`` once; with
    ``patch``, that twin's source patched and rebuilt (only what the patch touches) as a
    build of its own.

    A build stopped part way (Ctrl-C, a failure) resumes where it stopped when asked again.
    ``progress`` hears what each long step is doing."""
    cache = (cache or default_cache()).absolute()
    lacking = gccsource.missing_tools()
    if lacking:
        raise CoverageBuildError("building GCC needs Debian's " + ", ".join(lacking)
                                 + ": apt-get install " + " ".join(lacking)
                                 + " (scripts/setup.sh does)")
    package, version, driver = gccsource.installed()
    options = gccsource.configure_options(driver)
    recipe = "\0".join((GCC_RECIPE, *options))
    twin_dir = cache / f"gcc-{version}"
    with locked(cache / f".gcc-{version}.lock"):
        twin = _twin(twin_dir, package, version, driver, options, recipe,
                     jobs or os.cpu_count() or 1, apt_options, progress)
        if patch is None:
            return twin
        return _patched(twin, twin_dir, patch, recipe, jobs or os.cpu_count() or 1, progress)


def _twin(directory: Path, package: str, version: str, driver: Path, options: list[str],
          recipe: str, jobs: int, apt_options: tuple[str, ...],
          progress: gccsource.Progress | None) -> CoverageBuild:
    recipe_file = directory / ".recipe"
    if directory.exists() and (not recipe_file.is_file() or recipe_file.read_text() != recipe):
        _say(progress, f"{directory} was built another way: building it again")
        shutil.rmtree(directory)
    directory.mkdir(parents=True, exist_ok=True)
    if not recipe_file.is_file():
        recipe_file.write_text(recipe)
    if (directory / _PATCHED).is_file():
        _say(progress, "taking back the patch a patched build that stopped left applied")
    _take_back(directory, jobs, progress)
    done = _load(directory)
    if done is not None:
        return done
    log = directory / "build.log"
    tree = directory / "package"
    if not (tree / "stamps" / "02-patch-stamp").is_file():
        if not (tree / "debian" / "rules").is_file():
            _say(progress, f"fetching Debian's {package} {version} (apt-get source)")
            shutil.rmtree(directory / "fetched", ignore_errors=True)
            shutil.rmtree(tree, ignore_errors=True)
            gccsource.fetch(directory / "fetched", package, version, log,
                            apt_options).replace(tree)
            shutil.rmtree(directory / "fetched")
        _say(progress, "applying Debian's patches (debian/rules patch)")
        gccsource.patch_debian(tree, log, progress)
    source, objects = tree / "src", directory / "obj"
    dump_object = directory / "gcovdump.o"
    configured = directory / ".configured"
    if not configured.is_file():
        _say(progress, "configuring")
        shutil.rmtree(objects, ignore_errors=True)
        gccsource.run_step("compiling gcovdump.c", [
            "gcc", "-O2", "-c", "-o", str(dump_object), str(tccsource.GCOV_DUMP_SOURCE)],
            directory, log)
        gccsource.configure(source, objects, log, dump_object, options, progress)
        configured.write_text(" ".join(options) + "\n")
    _say(progress, f"making cc1 with coverage (make -j{jobs}; about 12 minutes of 2 cores "
         "the first time)")
    cc1 = gccsource.make(objects, log, jobs, progress)
    _say(progress, "installing cc1 and a snapshot of its notes")
    wrapper, _ = gccsource.install(cc1, objects, strip_count(objects), driver,
                                   directory / "install")
    build = CoverageBuild(
        name=GCC_NAME, compiler=wrapper, source_dir=source,
        object_dir=directory / "install" / "notes", gcov_strip=strip_count(objects),
        version=version, family="gcc", twin_of=str(driver))
    _write_manifest(directory, build)
    return build


_PATCHED = ".patched"  # in the twin's directory while its tree holds a patch


def _take_back(directory: Path, jobs: int, progress: gccsource.Progress | None) -> None:
    """Undo a patched build that was stopped part way: the twin's tree as it was."""
    marker = directory / _PATCHED
    if not marker.is_file():
        return
    patch = Path(marker.read_text().strip())
    log = directory / "build.log"
    source = directory / "package" / "src"
    if patch.is_file():
        gccsource.apply_patch(source, patch, log, reverse=True)
    if (directory / MANIFEST).is_file():
        gccsource.make(directory / "obj", log, jobs, progress)
    marker.unlink()


def _patched(twin: CoverageBuild, twin_dir: Path, patch: Path, recipe: str, jobs: int,
             progress: gccsource.Progress | None) -> CoverageBuild:
    patch_bytes = _read_patch(patch)
    # Keyed by the twin's recipe too: a twin built another way makes other patched builds.
    key = hashlib.sha256(recipe.encode() + b"\0" + patch_bytes).hexdigest()[:12]
    directory = twin_dir.parent / f"{twin_dir.name}-patch-{key}"
    done = _load(directory)
    if done is not None:
        return done
    shutil.rmtree(directory, ignore_errors=True)
    directory.mkdir(parents=True)
    kept = directory / "fault.patch"
    kept.write_bytes(patch_bytes)
    log = directory / "build.log"
    source, objects = twin.source_dir, twin_dir / "obj"
    (twin_dir / _PATCHED).write_text(str(kept) + "\n")
    try:
        gccsource.apply_patch(source, kept, log)
        _say(progress, f"making cc1 with {patch.name} applied")
        cc1 = gccsource.make(objects, log, jobs, progress)
        wrapper, copied = gccsource.install(cc1, objects, twin.gcov_strip,
                                            Path(twin.twin_of or "gcc"),
                                            directory / "install", twin.object_dir)
        _say(progress, f"{copied} note files changed")
    except CoverageBuildError:
        _take_back(twin_dir, jobs, progress)  # the twin's tree as it was, now
        raise
    # Ctrl-C leaves the marker: the next build takes the patch back first.
    _say(progress, "rebuilding the twin's tree without the patch")
    _take_back(twin_dir, jobs, progress)
    build = CoverageBuild(
        name=f"{GCC_NAME}-{key[:8]}", compiler=wrapper, source_dir=twin.source_dir,
        object_dir=directory / "install" / "notes", gcov_strip=twin.gcov_strip,
        version=f"{twin.version}+patch-{key}", family="gcc")
    _write_manifest(directory, build)
    return build


def cached(cache: Path | None = None) -> list[CoverageBuild]:
    """Every complete build in ``cache``, by name."""
    root = cache or default_cache()
    found = [b for d in sorted(root.glob("*/")) if (b := _load(d)) is not None]
    return sorted(found, key=lambda b: b.name)


def from_entry(entry: config.CoverageEntry) -> CoverageBuild:
    """A build named in the configuration (a GCC or LLVM built with coverage elsewhere)."""
    for what, path in (("source_dir", entry.source_dir), ("object_dir", entry.object_dir)):
        if not Path(path).is_dir():
            raise CoverageBuildError(f"coverage.{entry.name}.{what}: {path} is not a "
                                     "directory")
    compiler = compilers.from_config(entry.name, entry.compiler, family=entry.family)
    return CoverageBuild(
        name=entry.name, compiler=Path(entry.compiler), source_dir=Path(entry.source_dir),
        object_dir=Path(entry.object_dir),
        gcov_strip=(entry.gcov_strip if entry.gcov_strip is not None
                    else strip_count(Path(entry.object_dir))),
        version=compiler.version, family=compiler.family, gcov=entry.gcov)


def available(cfg: config.Config | None = None, cache: Path | None = None
              ) -> list[CoverageBuild]:
    """The configured builds, then the cached ones whose names the configuration leaves
    free."""
    configured = [from_entry(e) for e in (cfg.coverage if cfg else ())]
    names = {b.name for b in configured}
    return configured + [b for b in cached(cache) if b.name not in names]


def for_compiler(name: str, path: str, cfg: config.Config | None = None,
                 cache: Path | None = None) -> CoverageBuild | None:
    """The coverage build a finding against compiler ``name`` at ``path`` can be isolated
    with: the build itself (same name or executable), or the coverage twin of an installed
    compiler; None when there is none."""
    real = os.path.realpath(path)
    builds = available(cfg, cache)
    for build in builds:
        if build.name == name or os.path.realpath(build.compiler) == real:
            return build
    return next((b for b in builds if b.twin_of == real), None)


def as_compiler(build: CoverageBuild) -> compilers.Compiler:
    """The build as a compiler ccfuzz tests (``hunt --compilers NAME``)."""
    return compilers.from_config(build.name, str(build.compiler), family=build.family)


def testable(cfg: config.Config | None = None, cache: Path | None = None
             ) -> list[compilers.Compiler]:
    """Every coverage build as a compiler; they are tested only when named."""
    return [as_compiler(b) for b in available(cfg, cache)]


def with_named(pool: list[compilers.Compiler], wanted: list[str] | None,
               cfg: config.Config | None = None, cache: Path | None = None
               ) -> list[compilers.Compiler]:
    """``pool`` and, when ``wanted`` names a compiler the pool lacks, the coverage builds:
    they join a campaign only by name, never by default."""
    known = {compilers.ALL} | {n for c in pool for n in (c.name, *c.aliases)}
    if not wanted or set(wanted) <= known:
        return pool
    return pool + [c for c in testable(cfg, cache) if c.name not in known]
