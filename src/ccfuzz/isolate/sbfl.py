"""Classic spectrum-based localisation's passing programs: the compiler's own test suite.

DiWi's baseline: instead of witnesses made from the failing program, every program of the
compiler's test suite that the compiler gets right is a passing program. For tcc that is
``tests/tests2/*.c`` of the source it was built from (each with the output it must print in
``NAME.expect``), read where the coverage build's source tree is, at run time. A test is
passing when it compiles with the target's arguments, runs, exits 0 and prints its
``.expect``; the others (the fault's own victims, tests that need arguments or several
files) are left out. A pipeline's ``suite_dir`` names a suite of the user's instead, in the
same form (GCC's own testsuite is not used: it is kept for evaluating ccfuzz).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from ccfuzz import sandbox
from ccfuzz.compilers import BINARY_NAME, SOURCE_NAME
from ccfuzz.errors import CcfuzzError
from ccfuzz.isolate.gcovdata import Coverage, compile_with_coverage
from ccfuzz.model import Ending
from ccfuzz.predicate import binary_limits
from ccfuzz.toolchain.covbuild import CoverageBuild

SUITE = Path("tests") / "tests2"


@dataclass(frozen=True)
class Suite:
    passing: list[Coverage]
    tried: int
    complete: bool = True  # False: stopped by Ctrl-C, ``passing`` is what ran before


def suite_dir(build: CoverageBuild, directory: Path | None = None) -> Path:
    """Where the test suite is: ``directory`` (a suite of the user's), else the build's
    source tree's ``tests/tests2``."""
    return directory if directory is not None else build.source_dir / SUITE


def _programs(build: CoverageBuild, directory: Path | None = None) -> list[Path]:
    found = suite_dir(build, directory)
    return sorted(p for p in found.glob("*.c") if p.with_suffix(".expect").is_file())


def has_suite(build: CoverageBuild, directory: Path | None = None) -> bool:
    """Whether the suite (the build's, or ``directory``) holds a program this module can
    run."""
    return bool(_programs(build, directory))


def suite_programs(build: CoverageBuild, directory: Path | None = None) -> list[Path]:
    """The test programs that come with their expected output."""
    programs = _programs(build, directory)
    if not programs:
        raise CcfuzzError(f"SBFL needs a test suite: no *.c with .expect files in "
                          f"{suite_dir(build, directory)}")
    return programs


def run_suite(build: CoverageBuild, arguments: Sequence[str], compile_seconds: float,
              run_seconds: float, on_progress: Callable[[int, int], None] | None = None,
              jobs: int = 2, directory: Path | None = None) -> Suite:
    """The coverage of each test program the compiler gets right, ``jobs`` at a time.
    ``arguments``: the target's compile arguments, reading ``SOURCE_NAME`` and writing
    ``BINARY_NAME``."""
    programs = suite_programs(build, directory)
    passing: list[Coverage] = []
    tried, complete = 0, True
    pool = ThreadPoolExecutor(max_workers=jobs)
    try:
        done = pool.map(lambda p: _passing_coverage(build, arguments, p, compile_seconds,
                                                    run_seconds), programs)
        for covered in done:
            tried += 1
            if covered:
                passing.append(covered)
            if on_progress is not None:
                on_progress(tried, len(passing))
    except KeyboardInterrupt:  # Ctrl-C: what ran so far is kept
        complete = False
    finally:
        pool.shutdown(wait=complete, cancel_futures=True)
    return Suite(passing, tried, complete)


def _passing_coverage(build: CoverageBuild, arguments: Sequence[str], program: Path,
                      compile_seconds: float, run_seconds: float) -> Coverage:
    """What compiling ``program`` covers, if its binary prints its ``.expect``; else
    nothing."""
    with tempfile.TemporaryDirectory(prefix="ccfuzz-sbfl-") as tmp:
        cwd = Path(tmp)
        (cwd / SOURCE_NAME).write_bytes(program.read_bytes())
        # Its own headers, next to it in the suite, are found from its directory.
        args = ["-I", str(program.parent), *arguments]
        outcome, covered = compile_with_coverage(build, args, cwd, compile_seconds)
        binary = cwd / BINARY_NAME
        if outcome.ending is not Ending.EXITED or outcome.code != 0 or not binary.exists():
            return Coverage()
        ran = sandbox.run([str(binary)], limits=binary_limits(run_seconds), cwd=cwd)
    expected = program.with_suffix(".expect").read_bytes()
    if not ran.ok or ran.stdout.rstrip() != expected.rstrip():
        return Coverage()
    return covered
