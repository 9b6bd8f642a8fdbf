from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ccfuzz import sandbox

TESTS = Path(__file__).parent
FAKECC = TESTS / "fakecc"
FAKECC_ROOT = TESTS / "fakecc-root"  # runs inside a toolchain root (no Python there)
DATA = TESTS / "data"
# The tests' own toolchain root: one compiler of Debian sid, installed once per machine by
# `bash scripts/setup.sh test` (TEST_ROOT_INSTALL), cached like the gcc coverage twin.
TEST_ROOTS = sandbox.cache_dir() / "test-roots"
TEST_ROOT = "test"
TEST_ROOT_PACKAGE = "gcc-16"
TEST_ROOT_TARGET = "riscv64"
TEST_ROOT_INSTALL = (f"ccfuzz toolchain install --dir {TEST_ROOTS} --root {TEST_ROOT} "
                     f"--only {TEST_ROOT_PACKAGE} --targets {TEST_ROOT_TARGET}")
# The user's own roots (`ccfuzz toolchain install`), which tests of a root's LLVM look in.
USER_ROOTS = sandbox.cache_dir() / "roots"
_NO_ROOTS = tempfile.mkdtemp(prefix="ccfuzz-no-roots-")


def pytest_configure(config: pytest.Config) -> None:
    """The tests see no toolchain root but the ones they ask for (``test_root``): a user's
    own roots would change every default compiler set."""
    from ccfuzz.toolchain import roots

    os.environ[roots.ROOTS_ENV] = _NO_ROOTS


def pytest_unconfigure(config: pytest.Config) -> None:
    shutil.rmtree(_NO_ROOTS, ignore_errors=True)


@pytest.fixture
def test_root(monkeypatch: pytest.MonkeyPatch) -> Path:
    """The tests' toolchain root, seen by ccfuzz (and the processes it starts) for this test
    only; the directory holding it. Skips, saying how to make it, where it is not installed."""
    from ccfuzz.toolchain import roots

    if not any(r.name == TEST_ROOT for r in roots.installed(TEST_ROOTS)):
        pytest.skip(f"no test toolchain root in {TEST_ROOTS}: {TEST_ROOT_INSTALL} "
                    "(bash scripts/setup.sh test makes it)")
    monkeypatch.setenv(roots.ROOTS_ENV, str(TEST_ROOTS))
    return TEST_ROOTS


@pytest.fixture
def cross_root(test_root: Path) -> Path:
    """``test_root``, which must also have its riscv64 cross compiler (skips otherwise)."""
    from ccfuzz.toolchain import roots

    (root,) = [r for r in roots.installed(test_root) if r.name == TEST_ROOT]
    if TEST_ROOT_TARGET not in root.targets:
        pytest.skip(f"the test toolchain root has no {TEST_ROOT_TARGET} compiler: "
                    f"{TEST_ROOT_INSTALL} (bash scripts/setup.sh test adds it)")
    return test_root


def require(*tools: str) -> None:
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        pytest.fail(f"required tools missing: {', '.join(missing)} (run make test to install)")


def printed_by(compiler: str, source: bytes, work: Path, name: str = "prog") -> bytes:
    """What ``source`` prints, built by ``compiler`` with every warning an error."""
    (work / f"{name}.c").write_bytes(source)
    built = sandbox.run([compiler, "-Wall", "-Werror", "-o", str(work / name),
                         str(work / f"{name}.c")], limits=sandbox.Limits(wall_seconds=60))
    assert built.ok, built.stderr
    return sandbox.run([str(work / name)], limits=sandbox.Limits(wall_seconds=10)).stdout


def statements_print(compiler: str, prelude: str, body: list[str], work: Path,
                     per_function: int = 20) -> list[str]:
    """The lines the statements ``body`` print, after ``prelude`` (with <stdint.h> and
    <stdio.h>), built by ``compiler`` at -O0 as strict C11 and run. In functions of
    ``per_function`` statements: compile times at -O0 grow faster than a function's length
    (clang's with vectors, gcc 16's with _BitInt)."""
    parts = [body[k:k + per_function] for k in range(0, len(body), per_function)]
    source = ("#include <stdint.h>\n#include <stdio.h>\n" + prelude
              + "".join(f"static void part{k}(void)\n{{\n" + "\n".join(part) + "\n}\n"
                        for k, part in enumerate(parts))
              + "int main(void)\n{\n" + "".join(f"    part{k}();\n" for k in range(len(parts)))
              + "    return 0;\n}\n")
    (work / "s.c").write_text(source)
    built = sandbox.run([compiler, "-O0", "-w", "-std=c11", "-pedantic-errors", "-o",
                         str(work / "s"), str(work / "s.c")],
                        limits=sandbox.Limits(wall_seconds=300))
    assert built.ok, built.stderr_text()[:2000]
    ran = sandbox.run([str(work / "s")], limits=sandbox.Limits(wall_seconds=60))
    assert ran.ok, ran.stderr_text()[:2000]
    return [line.strip() for line in ran.stdout.decode().splitlines()]


@pytest.fixture
def private_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A TMPDIR of the test's own, which must be empty again when the test is over."""
    root = tmp_path / "tmp"
    root.mkdir()
    monkeypatch.setenv("TMPDIR", str(root))
    monkeypatch.setattr(tempfile, "tempdir", str(root))
    yield root
    leftovers = sorted(p.name for p in root.iterdir())
    assert leftovers == [], f"temporary files left behind: {leftovers}"


def fake_config(directory: Path, *, levels: tuple[str, ...] = ("-O0", "-O1", "-O2")) -> Path:
    path = directory / "ccfuzz.toml"
    quoted = ", ".join(f'"{level}"' for level in levels)
    path.write_text(
        f'[compilers.fakecc]\npath = "{FAKECC}"\nfamily = "gcc"\nopt_levels = [{quoted}]\n'
        '[limits]\ncompile_timeout = 4\nrun_timeout = 3\n'
    )
    return path


def emi_fake_campaign(tmp_path: Path, strategy: str, seed_source: str,
                      *extra: str) -> sqlite3.Connection:
    """Run ``hunt --source emi:STRATEGY:dir:`` on one seed (input ``1``) against gcc and the
    fake compiler at -O0 and -O2; the run's database, for the test's own assertions."""
    from ccfuzz import cli

    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "s.c").write_text(seed_source)
    (seeds / "s.in").write_text("1\n")
    rundir = tmp_path / "run"
    code = cli.main(["hunt", "--source", f"emi:{strategy}:dir:{seeds}", "--compilers",
                     "gcc,fakecc", "--config", str(fake_config(tmp_path, levels=("-O0", "-O2"))),
                     "--dir", str(rundir), "--seed", "3", "--jobs", "1", *extra])
    assert code == 0
    return sqlite3.connect(rundir / "ccfuzz.sqlite")


def pids_with_cmdline(token: str, what: str = "cmdline") -> list[int]:
    """Live processes whose command line (or ``what="environ"``: environment) holds token."""
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/{what}", "rb") as f:
                if token.encode() in f.read():
                    found.append(int(entry))
        except OSError:
            continue
    return found


@contextlib.contextmanager
def private_tmpdir(base: Path) -> Iterator[Path]:
    """``private_tmp`` for module-scoped fixtures: TMPDIR (and ``tempfile``'s default) point
    at a fresh ``base/tmp`` until the block ends."""
    root = base / "tmp"
    root.mkdir()
    mp = pytest.MonkeyPatch()
    mp.setenv("TMPDIR", str(root))
    mp.setattr(tempfile, "tempdir", str(root))
    try:
        yield root
    finally:
        mp.undo()


@contextlib.contextmanager
def fake_hunt(base: Path, seeds: Path) -> Iterator[Path]:
    """A run directory in ``base`` after ``hunt`` over the seed directory against gcc and the
    fake compiler at -O0 and -O2, with ``base`` as TMPDIR while it is used."""
    from ccfuzz import cli

    require("gcc", "clang-14", "cvise")
    run = base / "run"
    with private_tmpdir(base):
        assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,fakecc",
                         "--config", str(fake_config(base, levels=("-O0", "-O2"))),
                         "--dir", str(run), "--seed", "1", "--jobs", "2"]) == 0
        yield run
