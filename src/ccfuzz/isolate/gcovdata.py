"""The line coverage of one compile by a compiler built with coverage.

The compiler runs through the sandbox with ``GCOV_PREFIX`` pointing at a private directory
and ``GCOV_PREFIX_STRIP`` set to the build's, so its ``.gcda`` files land there at their
place relative to the object tree and parallel compiles never mix. A compiler that crashes
on a fatal signal still writes its data (the build links ``gcovdump.c``). The data is read
directly (``gcovnative``: a line ran when a block holding it ran), or, for note files of a
format that reader does not know, by ``gcov --json-format --stdout`` over all the data files
in one process (a line ran when gcov's count for it is above zero).

``read`` takes any prefix directory: runs that share one accumulate (libgcov adds to the
counts it finds), which gives the union coverage of many compiles for the cost of one read.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import NamedTuple

from ccfuzz import sandbox
from ccfuzz.errors import CoverageBuildError
from ccfuzz.isolate import gcovnative
from ccfuzz.model import Ending, RunOutcome
from ccfuzz.toolchain.covbuild import CoverageBuild

_GCOV_SECONDS = 300.0


class Line(NamedTuple):
    file: str  # relative to the build's source tree (absolute when outside it)
    function: str
    line: int


@dataclass(frozen=True)
class Coverage:
    """The lines of the compiler's source that ran (at least once), and how many times each
    ran. Two coverages are equal when they hold the same lines (``profile`` compares the
    counts too)."""

    lines: frozenset[Line] = frozenset()
    # How many lines the read data could have covered (every instrumented line of the
    # object files whose data was written); 0 when nothing was read.
    instrumented: int = field(default=0, compare=False)
    # Execution count of each line of ``lines`` (a line of a header that several object
    # files hold: summed over them).
    counts: Mapping[Line, int] = field(default_factory=dict, compare=False)

    def count(self, line: Line) -> int:
        return self.counts.get(line, 0)

    @cached_property
    def profile(self) -> frozenset[tuple[Line, int]]:
        """The lines with their counts, as one value: equal for two compiles that ran the
        same lines the same number of times."""
        return frozenset(self.counts.items())

    @cached_property
    def by_file(self) -> Mapping[str, frozenset[int]]:
        """Covered line numbers per source file."""
        grouped: dict[str, set[int]] = {}
        for line in self.lines:
            grouped.setdefault(line.file, set()).add(line.line)
        return {f: frozenset(n) for f, n in sorted(grouped.items())}

    @cached_property
    def by_function(self) -> Mapping[tuple[str, str], frozenset[int]]:
        """Covered line numbers per (file, function)."""
        grouped: dict[tuple[str, str], set[int]] = {}
        for line in self.lines:
            grouped.setdefault((line.file, line.function), set()).add(line.line)
        return {k: frozenset(n) for k, n in sorted(grouped.items())}

    def __len__(self) -> int:
        return len(self.lines)

    def __or__(self, other: Coverage) -> Coverage:
        counts = dict(self.counts)
        for line, n in other.counts.items():
            counts[line] = counts.get(line, 0) + n
        return Coverage(self.lines | other.lines, max(self.instrumented, other.instrumented),
                        counts)


def gcov_env(build: CoverageBuild, prefix: Path) -> dict[str, str]:
    """The environment that sends a run's coverage data to ``prefix``."""
    return {"GCOV_PREFIX": str(prefix), "GCOV_PREFIX_STRIP": str(build.gcov_strip)}


def run_into(build: CoverageBuild, args: Sequence[str], cwd: Path, limits: sandbox.Limits,
             prefix: Path) -> sandbox.ProcResult:
    """Run the build's compiler with ``args`` in ``cwd``, adding its coverage to the data
    under ``prefix``."""
    return sandbox.run([str(build.compiler), *args], limits=limits, cwd=cwd,
                       env=gcov_env(build, prefix))


def run_with_coverage(build: CoverageBuild, args: Sequence[str], cwd: Path,
                      limits: sandbox.Limits) -> tuple[sandbox.ProcResult, Coverage]:
    """Run the build's compiler with ``args`` in ``cwd``; its process result (stderr too)
    and the coverage of that one run."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-gcov-") as tmp:
        proc = run_into(build, args, cwd, limits, Path(tmp))
        return proc, read(build, Path(tmp))


def compile_with_coverage(build: CoverageBuild, args: Sequence[str], cwd: Path,
                          timeout: float) -> tuple[RunOutcome, Coverage]:
    """Compile with ``args`` (``["-O0", "p.c", "-o", "p"]``, relative to ``cwd``) under a
    ``timeout`` in seconds: how the compiler ended, and what it covered."""
    proc, coverage = run_with_coverage(build, args, cwd, sandbox.Limits(wall_seconds=timeout))
    return RunOutcome.of(proc.ending, proc.exit_code, proc.signal, proc.stdout), coverage


def read(build: CoverageBuild, prefix: Path) -> Coverage:
    """The coverage in the ``.gcda`` files under ``prefix`` (empty when there are none: the
    compiler did not start, or was killed with SIGKILL). Read directly (``gcovnative``)
    when the build's notes are in a format it knows, else with gcov."""
    data = sorted(prefix.rglob("*.gcda"))
    if not data:
        return Coverage()
    units = {str(d.relative_to(prefix).with_suffix("")): d for d in data}
    try:
        notes = gcovnative.notes_for(build.object_dir, sorted(units))
        ran, times = gcovnative.executed_counts(
            notes, {u: d.read_bytes() for u, d in units.items()})
    except gcovnative.Unreadable:
        return read_with_gcov(build, prefix)
    lines, instrumented = _named(notes, build.source_dir)
    counts: dict[Line, int] = {}
    for index, n in zip(ran.tolist(), times.tolist(), strict=True):
        line = lines[index]
        counts[line] = counts.get(line, 0) + n
    return Coverage(frozenset(counts), instrumented, counts)


_named_cache: dict[tuple[int, Path], tuple[list[Line], int]] = {}


def _named(notes: gcovnative.Notes, source_dir: Path) -> tuple[list[Line], int]:
    """The notes' lines as ``Line``s, and how many distinct lines they are (made once per
    build: gcovnative keeps its notes for the life of the process)."""
    key = (id(notes), source_dir)
    found = _named_cache.get(key)
    if found is None:
        names = _Names(source_dir)
        lines = [Line(names.of(notes.cwd[unit], file), function, line)
                 for unit, file, function, line in notes.lines]
        found = _named_cache[key] = (lines, len({(line.file, line.line) for line in lines}))
    return found


def read_with_gcov(build: CoverageBuild, prefix: Path) -> Coverage:
    """``read``, by ``gcov --json-format --stdout`` over all the data files at once."""
    data = sorted(prefix.rglob("*.gcda"))
    if not data:
        return Coverage()
    for gcda in data:
        gcno = build.object_dir / gcda.relative_to(prefix).with_suffix(".gcno")
        link = gcda.with_suffix(".gcno")
        if not link.exists():
            os.symlink(gcno, link)
    proc = sandbox.run([build.gcov, "--json-format", "--stdout", *map(str, data)],
                       cwd=prefix, limits=sandbox.Limits(
                           wall_seconds=_GCOV_SECONDS, output_bytes=1 << 31, memory_bytes=None))
    if proc.ending is Ending.NOT_STARTED:
        raise CoverageBuildError(f"{build.gcov} not found: it reads the coverage of "
                                 f"{build.name}")
    complaints = proc.stderr_text().strip().splitlines()
    if not proc.ok or complaints:  # gcov exits 0 on data it cannot match with its notes
        raise CoverageBuildError(f"{build.gcov} could not read the coverage of {build.name}: "
                                 f"{complaints[0] if complaints else proc.ending.value}")
    return _parse(proc.stdout, build.source_dir)


class _Names:
    """Source files as ``Line`` names them: relative to the source tree when inside it."""

    def __init__(self, source_dir: Path) -> None:
        self.root = os.path.realpath(source_dir)
        self.known: dict[tuple[str, str], str] = {}

    def of(self, cwd: str, file: str) -> str:
        name = self.known.get((cwd, file))
        if name is None:
            full = os.path.normpath(os.path.join(cwd, file))
            name = (os.path.relpath(full, self.root) if full.startswith(self.root + os.sep)
                    else full)
            self.known[(cwd, file)] = name
        return name


def _parse(output: bytes, source_dir: Path) -> Coverage:
    counts: dict[Line, int] = {}
    instrumented: set[tuple[str, int]] = set()
    names = _Names(source_dir)
    for document in output.splitlines():
        if not document.strip():
            continue
        unit = json.loads(document)
        cwd = unit.get("current_working_directory", "")
        for entry in unit["files"]:
            name = names.of(cwd, entry["file"])
            lines = entry["lines"]
            instrumented.update((name, line["line_number"]) for line in lines)
            for line in lines:
                if line["count"]:
                    key = Line(name, line.get("function_name", ""), line["line_number"])
                    counts[key] = counts.get(key, 0) + int(line["count"])
    return Coverage(frozenset(counts), len(instrumented), counts)
