"""The installed gcc's coverage twin (``ccfuzz coverage-build gcc``): it compiles as the
packaged gcc does, its coverage names GCC's passes, and a GCC finding is isolated with it.

The twin is built once per machine, in ccfuzz's cache (docs/benchmarks.md says how long):
these tests use the one there and skip, saying how to build it, when there is none.
``scripts/setup.sh test`` (what CI runs) builds it before the tests that need it.
"""

from __future__ import annotations

import filecmp
from pathlib import Path

import pytest

from ccfuzz import sandbox
from ccfuzz.isolate import gcovdata
from ccfuzz.toolchain import covbuild, gccsource
from tests.conftest import require

SEEDS = Path(__file__).resolve().parents[1] / "benchmarks" / "small_seeds"
FAULTS = Path(__file__).resolve().parents[1] / "benchmarks" / "gcc_faults"
LIMITS = sandbox.Limits(wall_seconds=120)

pytestmark = [pytest.mark.slow, pytest.mark.gcc_twin]


@pytest.fixture(scope="module")
def twin() -> covbuild.CoverageBuild:
    require("gcc", "gcov")
    _, version, _ = gccsource.installed()
    for build in covbuild.cached():
        if build.name == covbuild.GCC_NAME and build.version == version:
            return build
    pytest.skip(f"no coverage twin of gcc {version} in {covbuild.default_cache()}: build it "
                "with `ccfuzz coverage-build gcc` (about 12 minutes of 2 cores, once; "
                "scripts/setup.sh test does)")


def test_the_twin_is_the_packaged_driver_with_an_instrumented_cc1(
        twin: covbuild.CoverageBuild) -> None:
    _, _, driver = gccsource.installed()
    assert twin.twin_of == str(driver) and twin.family == "gcc"
    assert covbuild.for_compiler("gcc", "/usr/bin/gcc") == twin
    proc = sandbox.run([str(twin.compiler), "-print-prog-name=cc1"], limits=LIMITS)
    assert Path(proc.stdout.decode().strip()) == twin.compiler.parents[1] / "libexec" / "cc1"
    notes = list(twin.object_dir.glob("gcc/*.gcno"))
    assert len(notes) > 300, len(notes)


@pytest.mark.parametrize("level", ["-O0", "-O2", "-O3"])
def test_the_twin_writes_what_the_packaged_gcc_writes(twin: covbuild.CoverageBuild,
                                                      tmp_path: Path, level: str) -> None:
    """Same assembly, byte for byte, on programs of ours: the twin is the packaged compiler
    as far as its output goes."""
    programs = sorted(SEEDS.glob("*.c"))[:8]
    assert programs
    for program in programs:
        outputs = []
        for name, compiler in (("packaged", "gcc"), ("twin", str(twin.compiler))):
            out = tmp_path / f"{program.stem}.{name}.s"
            proc = sandbox.run([compiler, level, "-S", "-o", str(out), str(program)],
                               limits=LIMITS, env=gcovdata.gcov_env(twin, tmp_path / "gcov"))
            assert proc.ok, proc.stderr_text()
            outputs.append(out)
        assert filecmp.cmp(outputs[0], outputs[1], shallow=False), f"{program.name} {level}"


def test_the_coverage_of_an_o2_compile_names_gccs_passes(twin: covbuild.CoverageBuild,
                                                        tmp_path: Path) -> None:
    (tmp_path / "p.c").write_bytes((SEEDS / "s08_bubble_sort.c").read_bytes())
    by_level = {}
    for level in ("-O0", "-O2"):
        outcome, coverage = gcovdata.compile_with_coverage(
            twin, [level, "-w", "p.c", "-o", "p"], tmp_path, 300)
        assert outcome.code == 0
        by_level[level] = {f: len(lines) for f, lines in coverage.by_file.items()}
    o0, o2 = by_level["-O0"], by_level["-O2"]
    assert o0["gcc/c/c-parser.cc"] > 1000 and o2["gcc/c/c-parser.cc"] > 1000
    # Passes -O2 runs: at -O0 only their gates and set-up run.
    for pass_file in ("gcc/tree-ssa-pre.cc", "gcc/tree-ssa-sccvn.cc", "gcc/tree-vrp.cc"):
        assert o2[pass_file] > 10 * o0.get(pass_file, 0), (pass_file, o0.get(pass_file))
    # Files of the source tree are named relative to it; generated ones (in the objects) and
    # system headers by their absolute paths.
    source = str(twin.source_dir)
    assert not [f for f in o2 if f.startswith(source)]
    assert any(f.endswith("/obj/gcc/gimple-match.cc") for f in o2)


def test_a_seeded_gcc_fault_is_found_traced_and_isolated(
        twin: covbuild.CoverageBuild, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A patched twin made from the twin's tree (the tree is left as it was), a campaign
    that finds its wrong code, the culprit flags, and ``ccfuzz isolate`` with the culprit
    stage acting: the fault's file is among those ranked."""
    from benchmarks import seeded
    from ccfuzz import cli
    from ccfuzz.isolate import rank
    from ccfuzz.store import Store

    fault = seeded.find("02", FAULTS)
    patched = covbuild.build_gcc(patch=fault.patch)
    assert patched.version.startswith(twin.version + "+patch-")
    assert patched.object_dir != twin.object_dir and patched.source_dir == twin.source_dir
    assert not (twin.source_dir.parents[1] / ".patched").exists()
    changed = twin.source_dir / fault.file
    assert b"r1mask | r2mask" in changed.read_bytes()  # the twin's tree as it was
    rundir = tmp_path / "run"
    finding = seeded.hunt(fault, patched.compiler, rundir, name="gcc-fault-02", family="gcc",
                          references=("gcc", "clang-22"))
    assert finding is not None and finding.kind.value == "wrong-code"
    assert cli.main(["culprit", str(finding.id), "--dir", str(rundir)]) == 0
    assert cli.main(["isolate", str(finding.id), "--dir", str(rundir), "--minutes", "1.5",
                     "--witnesses", "4", "--seed", "1"]) == 0
    printed = capsys.readouterr().out
    assert "culprit:" in printed
    with Store(rundir, write=False) as store:
        [row] = store.isolations(finding.id)
        [culprit] = store.culprits(finding.id)
    ranking = rank.Ranking.from_json(row.ranking)
    # Bit-CCP is the pass broken: its flag, or CCP's, is the culprit, and the stage finds
    # the pass's file reading it.
    assert culprit.key in ("-fno-tree-bit-ccp", "-fno-tree-ccp")
    assert fault.file in ranking.notes["culprit"]["files"]
    assert ranking.file_rank(fault.file) is not None
    assert all(not r.function.startswith("_Z") for r in ranking.functions)


def test_every_seeded_gcc_fault_names_a_function_the_coverage_names(
        twin: covbuild.CoverageBuild) -> None:
    """A truth whose function the coverage names otherwise could never be ranked."""
    from benchmarks import seeded
    from ccfuzz.isolate import gcovnative

    faults = seeded.all_faults(FAULTS)
    assert len(faults) >= 10
    for fault in faults:
        unit = f"gcc/{Path(fault.file).stem}"
        notes = gcovnative.notes_for(twin.object_dir, [unit])
        named = {(file.rsplit("/src/", 1)[-1], function)
                 for _, file, function, _ in notes.lines}
        assert (fault.file, fault.function) in named, fault.name


def test_a_patch_that_does_not_apply_is_one_line_and_leaves_the_twin_as_it_was(
        twin: covbuild.CoverageBuild, tmp_path: Path) -> None:
    from ccfuzz.errors import CoverageBuildError

    target = twin.source_dir / "gcc" / "tree-ssa-ccp.cc"
    before = target.read_bytes()
    bad = tmp_path / "bad.patch"
    bad.write_text("--- a/gcc/tree-ssa-ccp.cc\n+++ b/gcc/tree-ssa-ccp.cc\n@@ -1,3 +1,3 @@\n"
                   " no such\n-line in\n+the file\n")
    with pytest.raises(CoverageBuildError, match="does not apply") as caught:
        covbuild.build_gcc(patch=bad)
    assert len(str(caught.value).splitlines()) == 1
    assert target.read_bytes() == before
    assert not (twin.source_dir.parents[1] / ".patched").exists()
    assert not list(twin.source_dir.joinpath("gcc").glob("tree-ssa-ccp.cc.rej"))
    assert covbuild.build_gcc() == twin


def test_a_patched_build_stopped_half_way_is_taken_back_by_the_next_build(
        twin: covbuild.CoverageBuild) -> None:
    """Ctrl-C after the patch was applied leaves the twin's tree patched and a marker saying
    which patch: the next build takes it back (and rebuilds what it touched) first."""
    from benchmarks import seeded
    from ccfuzz.toolchain import gccsource

    fault = seeded.find("04", FAULTS)
    target = twin.source_dir / fault.file
    before = target.read_bytes()
    twin_dir = twin.source_dir.parents[1]
    kept = twin_dir / "stopped.patch"
    kept.write_bytes(fault.patch.read_bytes())
    # Under the twin's lock, as a patched build does: no other build sees the tree meanwhile.
    with covbuild.locked(twin_dir.parent / f".{twin_dir.name}.lock"):
        gccsource.apply_patch(twin.source_dir, kept, twin_dir / "build.log")
        (twin_dir / ".patched").write_text(f"{kept}\n")
        assert target.read_bytes() != before
    assert covbuild.build_gcc() == twin
    assert target.read_bytes() == before and not (twin_dir / ".patched").exists()
    kept.unlink()
