"""CTOS on the newest LLVM release installed on the host (opt-22 here): which opt
``ccfuzz passes`` tests by default, the passes its catalog leaves out because of what they
need (a run-time library, a place in a pipeline), and the findings that such a pass would
make."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from ccfuzz import campaign, cli, compilers
from ccfuzz.model import Build, FindingKind, Origin, Program
from ccfuzz.oracle import judge
from ccfuzz.passes import catalog
from ccfuzz.passes import toolchain as llvm
from ccfuzz.passes.pipeline import PassPipeline
from ccfuzz.passes.probe import Drop
from ccfuzz.passes.reduce import refine
from ccfuzz.passes.toolchain import Level, PassInfo, PassManager
from ccfuzz.tester import observe
from tests.conftest import require
from tests.test_passes import SMALL

NEWEST = 22  # the release the issue asks ccfuzz to test; tests skip when it is absent


@pytest.fixture(scope="session")
def opt22() -> llvm.Toolchain:
    if shutil.which(f"opt-{NEWEST}") is None or shutil.which(f"clang-{NEWEST}") is None:
        pytest.skip(f"LLVM {NEWEST} (opt-{NEWEST}, clang-{NEWEST}) is not installed")
    return llvm.find_toolchain(f"opt-{NEWEST}")


def _links(directory: Path, **names: str) -> str:
    """A PATH directory holding ``names`` as symbolic links to real installed tools."""
    directory.mkdir()
    for name, tool in names.items():
        target = shutil.which(tool)
        assert target is not None, tool
        (directory / name).symlink_to(target)
    return str(directory)


def test_default_toolchain_is_the_newest_installed(opt22: llvm.Toolchain,
                                                   tmp_path: Path) -> None:
    newest = llvm.newest_toolchain()
    assert newest.major == max(n for n, _ in llvm.installed_opts()) >= NEWEST
    # Plain ``opt`` (Debian links LLVM 14's) loses to a versioned one of a newer release ...
    both = _links(tmp_path / "both", opt="opt-14", **{f"opt-{NEWEST}": f"opt-{NEWEST}"})
    chosen = llvm.newest_toolchain(both, root=tmp_path / "no-llvm-dirs", toolchain_roots=())
    assert (chosen.major, chosen.opt) == (NEWEST, opt22.opt)
    # ... and so does an older versioned one, wherever they are installed ...
    older = _links(tmp_path / "older", **{"opt-14": "opt-14"})
    chosen = llvm.newest_toolchain(older, root=Path(opt22.opt).parents[2],
                                    toolchain_roots=())
    assert chosen.major == NEWEST
    # ... and is tested only when nothing versioned is installed.
    plain = _links(tmp_path / "plain", opt="opt-14")
    assert llvm.newest_toolchain(plain, root=tmp_path / "no-llvm-dirs",
                                  toolchain_roots=()).major == 14


def test_catalog_drops_passes_for_what_they_need_with_the_reason(opt22: llvm.Toolchain) -> None:
    found = catalog.discover(opt22, PassManager.NEW, None, only=[
        "instcombine", "gvn", "licm", "ctx-instr-lower", "tsan", "pgo-instr-gen",
        "select-optimize", "internalize", "pa-eval"])
    assert found.names() == ("instcombine", "gvn", "licm")
    assert found.dropped == {
        # Its output calls __llvm_ctx_profile_*: a run-time library libc lacks.
        "ctx-instr-lower": Drop.NEEDS_RUNTIME,
        "tsan": Drop.NEEDS_RUNTIME,
        # Leaves llvm.instrprof.* intrinsics that only a lowering pass after it removes.
        "pgo-instr-gen": Drop.NO_CODEGEN,
        # Takes the profile summary for granted: the pipeline before it computes it.
        "select-optimize": Drop.NEEDS_PLACE,
        "internalize": Drop.BREAKS_LINK,  # main becomes internal
        "pa-eval": Drop.PRINTS,
    }


def _small() -> Program:
    return Program("small", SMALL, Origin(kind="file"))


def _pipeline(toolchain: llvm.Toolchain, *names: str) -> PassPipeline:
    found = catalog.discover(toolchain, PassManager.NEW, None, only=names)
    # Dropped passes too: a sequence built by hand, as a catalog of an older ccfuzz held them.
    levels = {p.name: p.level for p in found.passes}
    return PassPipeline(toolchain, PassManager.NEW,
                        tuple(PassInfo(n, levels.get(n, Level.MODULE)) for n in names))


def test_a_pipeline_needing_a_runtime_library_is_pass_misuse_not_a_bug(
        opt22: llvm.Toolchain, private_tmp: Path) -> None:
    compile_limits, run_limits = campaign.default_limits(60, 5)
    clang = compilers.from_config(f"clang-{NEWEST}", opt22.clang, family="clang",
                                  opt_levels=("-O0", "-O2"))
    misuse = _pipeline(opt22, "sroa", "ctx-instr-lower", "instcombine")
    renamed = _pipeline(opt22, "sroa", "internalize")  # a link failure of another kind
    program = _small()
    builds: list[Build] = [*clang.configs(compile_limits), misuse, renamed]
    observations = observe(program, builds, run_limits)
    verdict = judge(program, builds, observations,
                    campaign.Plan("x", (), 0, compile_limits, run_limits).oracle())
    kinds = {f.builds: f.kind for f in verdict.findings}
    assert kinds == {(misuse.id,): FindingKind.PASS_MISUSE,
                     (renamed.id,): FindingKind.BACKEND_FAILURE}
    refined = refine(program, builds, observations, verdict, run_limits)
    (finding,) = [f for f in refined.findings if f.builds == (misuse.id,)]
    assert finding.kind is FindingKind.PASS_MISUSE
    assert finding.evidence["reduced sequence"] == "ctx-instr-lower"
    assert "|last pass ctx-instr-lower|link: needs a run-time library (__llvm_ctx_profile*)" \
        in finding.signature
    for leftover in private_tmp.glob("frontend-*.ll"):
        leftover.unlink()


@pytest.mark.slow
def test_cli_passes_tests_the_newest_opt_without_its_misused_passes(
        opt22: llvm.Toolchain, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    require("csmith")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))  # the whole catalog, probed
    rundir = tmp_path / "run"
    assert cli.main(["passes", "--programs", "1", "--sequences", "2", "--lengths", "3-6",
                     "--seed", "5", "--jobs", "1", "--dir", str(rundir)]) == 0
    printed = capsys.readouterr()
    newest = llvm.newest_toolchain()
    assert f"testing {newest.name}: {newest.opt}" in printed.err
    assert f"{Drop.NEEDS_RUNTIME.value}: " in printed.err and "ctx-instr-lower" in printed.err
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    builds = [r[0] for r in db.execute("SELECT build FROM observations")]
    assert sum(b.startswith(f"{newest.name} new ") for b in builds) == 2
    assert f"clang-{newest.major} -O2" in builds
    settings = json.loads(db.execute("SELECT settings FROM campaigns").fetchone()[0])
    assert settings["pipelines"][0]["toolchain"]["opt"] == newest.opt
    (cached,) = (tmp_path / "cache" / "ccfuzz").glob("passes-new-*.json")
    stored = json.loads(cached.read_text())
    assert stored["dropped"]["ctx-instr-lower"] == Drop.NEEDS_RUNTIME.value
    assert "ctx-instr-lower" not in {name for name, _ in stored["passes"]}
