"""CTOS on a toolchain root's LLVM (trunk, from Debian experimental): ``ccfuzz passes`` finds
its ``opt-N`` with the ``llc-N`` and ``clang-N`` beside it, says which snapshot it is, and runs
the binaries its ``clang`` links inside the root."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest

from ccfuzz import campaign, compilers, sandbox
from ccfuzz.errors import ToolMissingError
from ccfuzz.model import BuildStatus, Origin, Program
from ccfuzz.passes import toolchain as llvm
from ccfuzz.passes.pipeline import PassPipeline
from ccfuzz.passes.toolchain import Level, PassInfo, PassManager
from ccfuzz.tester import observe
from ccfuzz.toolchain import roots, versionline
from tests.conftest import USER_ROOTS, printed_by, require
from tests.test_passes import SMALL


@pytest.fixture
def rooted(monkeypatch: pytest.MonkeyPatch) -> tuple[roots.Root, llvm.Toolchain]:
    """The newest LLVM of a root the user installed (the tests' own root has none), with the
    root; ccfuzz sees the user's roots for this test."""
    monkeypatch.setenv(roots.ROOTS_ENV, str(USER_ROOTS))
    for root in roots.installed():
        opts = sorted((t for t in root.tools if t.kind == "opt" and t.release is not None),
                      key=lambda t: t.release or 0, reverse=True)
        for tool in opts:
            try:
                return root, llvm.find_toolchain(str(root.script(tool)))
            except ToolMissingError:
                continue
    pytest.skip(f"no toolchain root with an LLVM (opt-N, llc-N, clang-N) in {USER_ROOTS} "
                "(ccfuzz toolchain install)")


def _version_run(toolchain: llvm.Toolchain) -> str:
    proc = sandbox.run(["bash", "-c", versionline.llvm_shell(toolchain.opt, toolchain.clang)],
                       limits=sandbox.Limits(wall_seconds=60))
    assert proc.ok, proc.stderr_text()
    return proc.stdout.decode().strip()


def test_a_roots_opt_comes_with_the_llc_and_clang_of_its_release(
        rooted: tuple[roots.Root, llvm.Toolchain]) -> None:
    root, tc = rooted
    assert tc.opt == str(root.bin / f"opt-{tc.major}")
    assert (tc.llc, tc.clang) == (str(root.bin / f"llc-{tc.major}"),
                                  str(root.bin / f"clang-{tc.major}"))
    assert llvm.find_toolchain(f"opt-{tc.major}") == tc  # a root's tool name, as --opt takes it
    clang_line = compilers.from_config("c", tc.clang, family="clang").version
    # The snapshot a trunk build is (its date and commit) is in the version line ...
    if "++" in clang_line:
        assert clang_line[clang_line.index("(++"):] in tc.version
    # ... and a repro script's shell prints the same line.
    assert _version_run(tc) == tc.version


def test_the_newest_release_wins_wherever_it_is_installed(
        rooted: tuple[roots.Root, llvm.Toolchain], tmp_path: Path) -> None:
    root, tc = rooted
    empty = tmp_path / "nothing"
    empty.mkdir()
    # The root alone: its newest LLVM.
    assert llvm.newest_toolchain(str(empty), root=empty, toolchain_roots=[root]) == tc
    host = llvm.installed_opts(toolchain_roots=())
    if host and host[0][0] >= tc.major:
        pytest.skip(f"the host's LLVM {host[0][0]} is as new as the root's {tc.major}")
    # With the host's: the root's release is newer, the root's wins.
    assert llvm.newest_toolchain(toolchain_roots=[root]) == tc
    assert llvm.installed_opts()[0] == (tc.major, tc.opt)


def test_a_host_toolchains_version_shell_prints_its_version_line() -> None:
    require("opt", "llc", "clang-14")
    tc = llvm.find_toolchain("opt")
    assert "++" not in tc.version and _version_run(tc) == tc.version


def test_a_pipeline_of_a_roots_llvm_runs_its_binary_inside_the_root(
        rooted: tuple[roots.Root, llvm.Toolchain], tmp_path: Path) -> None:
    require("gcc")
    root, tc = rooted
    expected = printed_by("gcc", SMALL.encode(), tmp_path)
    pipeline = PassPipeline(tc, PassManager.NEW, (PassInfo("sroa", Level.FUNCTION),
                                                  PassInfo("instcombine", Level.FUNCTION),
                                                  PassInfo("licm", Level.LOOP_MSSA)))
    _, run_limits = campaign.default_limits(60, 10)
    (seen,) = observe(Program("small", SMALL, Origin(kind="file")), [pipeline], run_limits,
                      tmp_root=tmp_path)
    assert seen.build.status is BuildStatus.OK, seen.build.diagnostics
    assert seen.build.runner == root.runner()
    assert seen.run is not None and seen.run.command[:2] == root.runner()
    assert seen.run.stdout == expected


def test_a_roots_tool_runs_from_a_program_inside_the_root(
        rooted: tuple[roots.Root, llvm.Toolchain]) -> None:
    """llvm-reduce of a root runs its interestingness test (ccfuzz, then the root's opt) in
    the root: the opt script's ``enter`` must run opt there as it is."""
    root, tc = rooted
    proc = sandbox.run([*root.runner(), "/bin/sh", "-c", f"exec {shlex.quote(tc.opt)} --version"],
                       limits=sandbox.Limits(wall_seconds=60))
    assert proc.ok, proc.stderr_text()
    assert tc.version.split(" (++")[0] in proc.stdout.decode()
