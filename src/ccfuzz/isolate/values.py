"""Values outside the suite's ranges: where the failing compile loads what no passing compile
loads.

A line spectrum cannot tell a compile that runs the faulty line with the value that
triggers the fault from one that runs it with a harmless value, and for wrong code the
witnesses do not help: most pass because their program hides the wrong code, not because
the compiler got it right (docs/design/isolate.md, "Witnesses of wrong code are mostly
masked"). The test suite's programs, which check what they compute, do not hide it.

A *value build* is the coverage build's source built again by clang with SanitizerCoverage's
``trace-loads``, linked with ``valueruntime.c``: every load of the compiler calls the
runtime, which keeps the set of (site, value) events of one compile, the exact value when
it is small (below 2^32 in magnitude). Per compile, each site's least and greatest small
value loaded there is its range. A site is *flagged* when the failing compile loads there a
value outside the union of the passing compiles' ranges at it; a site no passing compile
loads a small value at is not (that is what line coverage says). The functions holding
flagged sites are where the failing compile's values were new, in the manner of invariant
checkers (DIDUCE): ``rank.near_values`` keeps their score and their callees', and halves
every other function's.
"""

from __future__ import annotations

import bisect
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import zipfile
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np

from ccfuzz import sandbox
from ccfuzz.errors import CcfuzzError, CoverageBuildError, ToolMissingError
from ccfuzz.isolate import sbfl
from ccfuzz.model import Ending
from ccfuzz.predicate import binary_limits
from ccfuzz.toolchain import tccsource
from ccfuzz.toolchain.covbuild import CoverageBuild, locked

RUNTIME = Path(__file__).resolve().parent / "valueruntime.c"
CLANG = "clang-14"
SANCOV = "-fsanitize-coverage=inline-8bit-counters,trace-loads"
_LOAD_EXACT = 7  # the runtime's kind (top 4 bits of an event) of a load's exact small value
_VALUE_BITS = np.uint64((1 << 60) - 1)
_SIGN = 1 << 59
# Site -> (least, greatest) small value one compile (or several) loaded there.
Ranges = dict[int, tuple[int, int]]


@dataclass(frozen=True)
class ValueBuild:
    compiler: Path
    starts: tuple[int, ...]  # the functions' addresses, ascending
    names: tuple[str, ...]  # their names, in that order
    # Where a kept build keeps what does not depend on the failing program (the suite's
    # ranges, ``suite_ranges_kept``); None for a build made for one isolation.
    kept_in: Path | None = None

    def function_of(self, site: int) -> str | None:
        """The function holding a site (the runtime's: a return address's offset + 1)."""
        i = bisect.bisect_right(self.starts, site - 2) - 1
        return self.names[i] if i >= 0 else None


def check_buildable(build: CoverageBuild) -> None:
    """Refuse, with the reason, a build ccfuzz cannot build again with values."""
    if build.family != "tcc":
        raise CcfuzzError(f"{build.name} is a {build.family} build: values need the compiler "
                          "built a second time with clang's SanitizerCoverage, which ccfuzz "
                          "knows how to do for tcc only")
    if shutil.which(CLANG) is None:
        raise ToolMissingError(f"values need {CLANG} to build {build.name} again "
                               "(apt-get install clang-14)")


def value_build(build: CoverageBuild, workdir: Path, jobs: int = 2, sancov: str = SANCOV
                ) -> ValueBuild:
    """``build``'s source built again in ``workdir`` by clang with the value runtime,
    configured for the coverage build's prefix (its headers and runtime library).
    ``sancov``: the SanitizerCoverage flags, which say what the runtime is called on."""
    check_buildable(build)
    tree = workdir / "src"
    tccsource.copy_built_source(build.source_dir, tree)
    runtime = workdir.resolve() / "valueruntime.o"
    tccsource.configure_and_make(
        tree, build.compiler.parent.parent, workdir / "build.log", jobs,
        cflags=f"-O0 -g {sancov} -Wno-everything", ldflags=str(runtime), targets=("tcc",),
        options=("--debug", f"--cc={CLANG}"),  # --debug: not stripped, for its symbols
        first=[("compiling the value runtime",
                ["gcc", "-O2", "-c", str(RUNTIME), "-o", str(runtime)])])
    try:
        return of_compiler(tree / "tcc")
    except CoverageBuildError as exc:
        raise CoverageBuildError(f"{exc} (log: {workdir / 'build.log'})") from None


def default_cache() -> Path:
    """``values`` in ccfuzz's cache directory (``$XDG_CACHE_HOME/ccfuzz``, or
    ``~/.cache/ccfuzz``)."""
    return sandbox.cache_dir() / "values"


def cached_value_build(build: CoverageBuild, cache: Path | None = None, jobs: int = 2,
                       on_progress: Callable[[str], None] | None = None) -> ValueBuild:
    """``value_build`` of ``build``, kept in ``cache``: asking again for the same coverage
    build (the same source tree, version and compiler, as it was when the value build was
    made) returns the kept one at once. ``on_progress`` hears when a build starts."""
    check_buildable(build)
    cache = (cache or default_cache()).absolute()
    compiler = build.compiler.resolve()
    try:
        built_at = compiler.stat().st_mtime_ns
    except OSError as exc:
        raise CoverageBuildError(f"{build.name}: cannot read {compiler}: {exc.strerror}"
                                 ) from None
    recipe = ":".join((CLANG, SANCOV, hashlib.sha256(RUNTIME.read_bytes()).hexdigest()[:12]))
    key = hashlib.sha256("\0".join((recipe, str(build.source_dir.resolve()), build.version,
                                     str(compiler), str(built_at))).encode()).hexdigest()[:16]
    directory = cache / f"{build.name}-{key}"
    manifest = directory / "values.json"
    with locked(cache / f".{build.name}-{key}.lock"):
        try:
            kept = Path(json.loads(manifest.read_text())["compiler"])
        except (OSError, ValueError, KeyError):
            kept = None
        if kept is not None and os.access(kept, os.X_OK):
            return replace(of_compiler(kept), kept_in=directory)
        shutil.rmtree(directory, ignore_errors=True)
        directory.mkdir(parents=True)
        if on_progress is not None:
            on_progress(f"building {build.name} again with its loads traced (kept in "
                        f"{directory} for next time)")
        made = value_build(build, directory, jobs)
        partial = directory / ".values.json.tmp"
        partial.write_text(json.dumps({"compiler": str(made.compiler), "of": build.name,
                                       "version": build.version}) + "\n")
        partial.replace(manifest)  # written last: the build is complete
        return replace(made, kept_in=directory)


def of_compiler(compiler: Path) -> ValueBuild:
    """A value build's compiler with its functions, read off its symbols."""
    symbols = subprocess.run(["nm", "--defined-only", str(compiler)], capture_output=True,
                             text=True).stdout
    rows = [line.split()[:3] for line in symbols.splitlines() if len(line.split()) >= 3]
    # The runtime's sites are offsets from the executable's start (its load address).
    base = next((int(a, 16) for a, _, n in rows if n == "__executable_start"), 0)
    functions = sorted((int(a, 16) - base, n) for a, k, n in rows if k in "tT")
    if not functions:
        raise CoverageBuildError(f"the value build {compiler} has no symbols")
    return ValueBuild(compiler, tuple(a for a, _ in functions), tuple(n for _, n in functions))


def ranges_of(events: np.ndarray) -> Ranges:
    """Each site's least and greatest small value loaded, from a compile's events."""
    loads = events[(events[:, 1] >> np.uint64(60)).astype(int) == _LOAD_EXACT]
    if not len(loads):
        return {}
    values = (loads[:, 1] & _VALUE_BITS).astype(np.int64)
    values = np.where(values >= _SIGN, values - (1 << 60), values)
    order = np.argsort(loads[:, 0], kind="stable")
    sites, values = loads[order, 0], values[order]
    unique, starts = np.unique(sites, return_index=True)
    least = np.minimum.reduceat(values, starts)
    greatest = np.maximum.reduceat(values, starts)
    return {int(s): (int(a), int(b))
            for s, a, b in zip(unique.tolist(), least.tolist(), greatest.tolist(), strict=True)}


def union(into: Ranges, more: Ranges) -> None:
    for site, (least, greatest) in more.items():
        if site in into:
            a, b = into[site]
            into[site] = (min(a, least), max(b, greatest))
        else:
            into[site] = (least, greatest)


def read_events(path: Path) -> np.ndarray:
    """The runtime's file: pairs of 64-bit words (site, event), its "table full" mark left
    out."""
    pairs: np.ndarray = np.fromfile(path, dtype=np.uint64).reshape(-1, 2)
    kept: np.ndarray = pairs[pairs[:, 0] != np.uint64(2**64 - 1)]
    return kept


def compile_ranges(vb: ValueBuild, arguments: Sequence[str], source: Path, cwd: Path,
                   seconds: float) -> tuple[sandbox.ProcResult, Ranges]:
    """Compile ``source`` with the value build (``arguments``: the target's, without the
    compiler and the file): how the compile ended, and what it loaded."""
    out = cwd / "values.bin"
    out.unlink(missing_ok=True)
    proc = sandbox.run([str(vb.compiler), *arguments, str(source)], cwd=cwd,
                       limits=sandbox.Limits(wall_seconds=seconds),
                       env={"VSPEC_OUT": str(out)})
    return proc, (ranges_of(read_events(out)) if out.exists() else {})


def suite_ranges(vb: ValueBuild, build: CoverageBuild, arguments: Sequence[str],
                 compile_seconds: float, run_seconds: float, jobs: int = 2,
                 on_progress: Callable[[int, int], None] | None = None) -> tuple[Ranges, int]:
    """The union of the ranges of the suite's programs the value build gets right (compiled
    and run as ``sbfl.run_suite`` does), and how many those were."""
    programs = sbfl.suite_programs(build)
    ranges: Ranges = {}
    passing = done = 0

    def one(program: Path) -> Ranges | None:
        with tempfile.TemporaryDirectory(prefix="ccfuzz-values-") as tmp:
            cwd = Path(tmp)
            binary = cwd / "prog"
            proc, loaded = compile_ranges(
                vb, ["-I", str(program.parent), *arguments_without_io(arguments), "-o",
                     str(binary)], program, cwd, compile_seconds)
            if not proc.ok or not binary.exists():
                return None
            ran = sandbox.run([str(binary)], limits=binary_limits(run_seconds), cwd=cwd)
            if not ran.ok or ran.ending is not Ending.EXITED or \
                    ran.stdout.rstrip() != program.with_suffix(".expect").read_bytes().rstrip():
                return None
            return loaded

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for loaded in pool.map(one, programs):
            done += 1
            if loaded is not None:
                passing += 1
                union(ranges, loaded)
            if on_progress is not None:
                on_progress(done, len(programs))
    return ranges, passing


def suite_ranges_kept(vb: ValueBuild, build: CoverageBuild, arguments: Sequence[str],
                      compile_seconds: float, run_seconds: float, jobs: int = 2,
                      on_progress: Callable[[int, int], None] | None = None
                      ) -> tuple[Ranges, int]:
    """``suite_ranges``, kept beside a kept value build for the same arguments and limits:
    the suite's values do not depend on the failing program, so a second isolation with the
    same build reads them instead of compiling the suite again."""
    if vb.kept_in is None:
        return suite_ranges(vb, build, arguments, compile_seconds, run_seconds, jobs,
                            on_progress)
    key = hashlib.sha256(json.dumps([arguments_without_io(arguments), compile_seconds,
                                     run_seconds]).encode()).hexdigest()[:16]
    path = vb.kept_in / f"suite-{key}.npz"
    try:
        with np.load(path) as kept:
            table, passing = kept["ranges"], int(kept["passing"])
        return {int(s): (int(a), int(b)) for s, a, b in table.tolist()}, passing
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile):
        pass  # not kept yet, or not whole: made again
    ranges, passing = suite_ranges(vb, build, arguments, compile_seconds, run_seconds, jobs,
                                   on_progress)
    if not passing:  # nothing to keep: asked again, the suite is run again
        return ranges, passing
    table = np.array([(s, a, b) for s, (a, b) in sorted(ranges.items())],
                     dtype=np.int64).reshape(-1, 3)
    partial = path.with_name(f".{path.name}.{os.getpid()}.tmp.npz")
    try:
        np.savez(partial, ranges=table, passing=np.int64(passing))
        partial.replace(path)  # whole or not at all: a Ctrl-C above leaves nothing
    except OSError:  # a full disk, say: this isolation has its ranges, the next makes them
        partial.unlink(missing_ok=True)
    return ranges, passing


def arguments_without_io(arguments: Sequence[str]) -> list[str]:
    """A target's arguments without its source file and its ``-o`` output."""
    out: list[str] = []
    skip = False
    for arg in arguments:
        if skip:
            skip = False
        elif arg == "-o":
            skip = True
        elif not arg.endswith(".c"):
            out.append(arg)
    return out


def flagged(vb: ValueBuild, failing: Ranges, passing: Ranges) -> tuple[str, ...]:
    """The functions holding a site where the failing compile loaded a value outside the
    passing compiles' range there, those with the most such sites first."""
    count: dict[str, int] = {}
    for site, (least, greatest) in failing.items():
        if site not in passing:
            continue
        a, b = passing[site]
        if least < a or greatest > b:
            name = vb.function_of(site)
            if name is not None:
                count[name] = count.get(name, 0) + 1
    return tuple(sorted(count, key=lambda n: (-count[n], n)))


def near_values(vb: ValueBuild, build: CoverageBuild, arguments: Sequence[str],
                source: bytes, compile_seconds: float, run_seconds: float,
                on_progress: Callable[[str], None] | None = None) -> tuple[str, ...]:
    """The flagged functions of the failing program's compile against the suite's."""
    jobs = os.cpu_count() or 2
    ranges, passing = suite_ranges_kept(
        vb, build, arguments, compile_seconds, run_seconds, jobs,
        None if on_progress is None else
        (lambda done, total: on_progress(f"suite with values: {done}/{total}")))
    if not passing:
        raise CcfuzzError(f"the value build of {build.name} gets none of the suite's programs "
                          "right: nothing to compare the failing compile's values with")
    with tempfile.TemporaryDirectory(prefix="ccfuzz-values-") as tmp:
        cwd = Path(tmp)
        (cwd / "prog.c").write_bytes(source)
        _, failing = compile_ranges(vb, [*arguments_without_io(arguments), "-o",
                                         str(cwd / "prog")], cwd / "prog.c", cwd,
                                    compile_seconds)
    if not failing:
        raise CcfuzzError(f"the value build of {build.name} left no values for the failing "
                          "program's compile")
    return flagged(vb, failing, ranges)

