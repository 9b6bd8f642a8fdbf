"""Debian's tcc built with coverage: built once per test run (apt-get source, configure, make),
tested like the packaged tcc, and its coverage read per compile."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from ccfuzz import cli, compilers, config, sandbox
from ccfuzz.errors import ConfigError, CoverageBuildError, ToolMissingError
from ccfuzz.isolate import engine, gcovdata, pipeline, rank, sbfl, spectra, stack
from ccfuzz.model import Ending
from ccfuzz.store import Store
from ccfuzz.toolchain import covbuild
from tests.conftest import DATA, require

PATCHES = DATA / "isolate"
# docs/findings.md: tcc does not truncate a (uint16_t) cast of a negative int8_t.
TCC_CAST_BUG = """#include <stdint.h>
#include <stdio.h>
uint64_t crc_ctx;
struct {
  uint32_t f1;
} g_5;
int8_t g_8 = -2;
void crc(uint64_t value) { crc_ctx = value; }
int main() {
  g_5.f1 = (uint16_t)g_8;
  crc(g_5.f1);
  printf("checksum = %X\\n", (unsigned)crc_ctx);
}
"""
FLOATS = """#include <stdio.h>
int main(int argc, char **argv) {
  double d = argc;
  float f = d / 7;
  printf("%d\\n", (int)(f * 100));
  return 0;
}
"""


@pytest.fixture(scope="session")
def cache_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An XDG cache home for the whole test run (shared by xdist's workers, which wait for
    each other's build through its lock)."""
    base = tmp_path_factory.getbasetemp()
    root = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "xdg-cache"
    root.mkdir(exist_ok=True)
    return root


@pytest.fixture(scope="session")
def cache(cache_home: Path) -> Path:
    return cache_home / "ccfuzz" / "coverage"


@pytest.fixture(scope="session")
def tcc_cov(cache: Path) -> covbuild.CoverageBuild:
    require("apt-get", "dpkg-source", "gcc", "make", "patch", "gcov", "tcc")
    return covbuild.build_tcc(cache)


@pytest.fixture
def program_dir(tmp_path: Path) -> Iterator[Path]:
    work = tmp_path / "work"
    work.mkdir()
    (work / "bug.c").write_text(TCC_CAST_BUG)
    (work / "floats.c").write_text(FLOATS)
    yield work


@pytest.mark.slow
def test_build_is_the_packaged_tcc_with_coverage(tcc_cov: covbuild.CoverageBuild) -> None:
    assert tcc_cov.name == "tcc-cov"
    assert tcc_cov.twin_of == os.path.realpath(shutil.which("tcc") or "")
    assert (tcc_cov.object_dir / "tccgen.gcno").is_file()
    assert covbuild.as_compiler(tcc_cov).version == compilers.from_config(
        "tcc", "tcc").version


@pytest.mark.slow
def test_cached_build_is_returned_without_building(tcc_cov: covbuild.CoverageBuild,
                                                   cache: Path) -> None:
    log = tcc_cov.compiler.parents[2] / "build.log"
    before = log.stat().st_mtime_ns
    assert covbuild.build_tcc(cache) == tcc_cov
    assert log.stat().st_mtime_ns == before
    assert tcc_cov in covbuild.cached(cache)


@pytest.mark.slow
def test_the_known_tcc_wrong_code_bug_is_found_against_the_coverage_build(
        tcc_cov: covbuild.CoverageBuild, cache_home: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    programs = tmp_path / "programs"
    programs.mkdir()
    (programs / "cast.c").write_text(TCC_CAST_BUG)
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache_home))
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{programs}", "--compilers", "gcc,tcc-cov",
                     "--programs", "1", "--jobs", "1", "--seed", "1",
                     "--dir", str(rundir)]) == 0
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = db.execute("SELECT kind, compiler FROM findings").fetchall()
    assert rows == [("wrong-code", "tcc-cov")]


@pytest.mark.slow
def test_coverage_of_one_compile(tcc_cov: covbuild.CoverageBuild, program_dir: Path,
                                 private_tmp: Path) -> None:
    def build_tree_data() -> dict[Path, int]:
        return {p: p.stat().st_mtime_ns for p in tcc_cov.object_dir.rglob("*.gcda")}

    before = build_tree_data()
    outcome, cast = gcovdata.compile_with_coverage(
        tcc_cov, ["-O0", "bug.c", "-o", "bug"], program_dir, timeout=60)
    assert outcome.ending is Ending.EXITED and outcome.code == 0
    assert (program_dir / "bug").is_file()
    assert {"tccgen.c", "tccpp.c", "x86_64-gen.c", "libtcc.c"} <= set(cast.by_file)
    assert ("tccgen.c", "gen_cast") in cast.by_function
    assert all(line.file in cast.by_file for line in cast.lines)
    assert 0 < len(cast) < cast.instrumented
    _, floats = gcovdata.compile_with_coverage(
        tcc_cov, ["floats.c", "-o", "floats"], program_dir, timeout=60)
    # Floating-point conversions run code the integer program never reaches.
    assert ("x86_64-gen.c", "gen_cvt_itof") in floats.by_function
    assert ("x86_64-gen.c", "gen_cvt_itof") not in cast.by_function
    assert build_tree_data() == before  # nothing went to the build tree


@pytest.mark.slow
def test_counts_say_how_many_times_each_line_ran(tcc_cov: covbuild.CoverageBuild,
                                                 program_dir: Path) -> None:
    cast = "  g_5.f1 = (uint16_t)g_8;\n"
    (program_dir / "three.c").write_text(TCC_CAST_BUG.replace(cast, cast * 3))
    one, again, three = (gcovdata.compile_with_coverage(tcc_cov, ["-c", f"{name}.c"],
                                                        program_dir, timeout=60)[1]
                         for name in ("bug", "bug", "three"))
    assert one.profile == again.profile  # the same compile runs each line as often
    assert set(one.counts) == one.lines and min(one.counts.values()) >= 1
    casting = [line for line in one.lines if line.function == "gen_cast"]
    assert casting and all(three.count(line) >= one.count(line) for line in casting)
    # Two more casts: the lines of the cast run at least twice more.
    assert max(three.count(line) - one.count(line) for line in casting) >= 2
    assert one != three or one.profile != three.profile


@pytest.mark.slow
def test_the_direct_reader_agrees_with_gcov(tcc_cov: covbuild.CoverageBuild,
                                            program_dir: Path, tmp_path: Path) -> None:
    for name in ("bug", "floats"):
        prefix = tmp_path / name
        prefix.mkdir()
        assert gcovdata.run_into(tcc_cov, [f"{name}.c", "-o", name], program_dir,
                                 sandbox.Limits(wall_seconds=60), prefix).ok
        direct, by_gcov = gcovdata.read(tcc_cov, prefix), gcovdata.read_with_gcov(tcc_cov, prefix)
        assert direct.instrumented == by_gcov.instrumented
        # gcov counts a line that ends a block by the arcs entering such blocks, so a label
        # whose own block only its goto enters counts 0 though the code after it ran; the
        # direct reader counts every line of a block that ran.
        assert by_gcov.lines <= direct.lines
        for coverage in (direct, by_gcov):
            assert set(coverage.counts) == coverage.lines
            assert min(coverage.counts.values()) >= 1
        assert len(direct.lines - by_gcov.lines) <= len(direct) // 500


@pytest.mark.slow
def test_parallel_compiles_never_mix(tcc_cov: covbuild.CoverageBuild,
                                     program_dir: Path) -> None:
    alone = {name: gcovdata.compile_with_coverage(tcc_cov, [f"{name}.c", "-c"], program_dir,
                                                  timeout=60)[1]
             for name in ("bug", "floats")}
    together: dict[str, gcovdata.Coverage] = {}

    def compile_one(name: str) -> None:
        together[name] = gcovdata.compile_with_coverage(
            tcc_cov, [f"{name}.c", "-c"], program_dir, timeout=60)[1]

    threads = [threading.Thread(target=compile_one, args=(n,)) for n in ("bug", "floats")
               for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert together == alone
    assert {n: c.profile for n, c in together.items()} == {n: c.profile
                                                            for n, c in alone.items()}
    assert alone["bug"] != alone["floats"]


@pytest.fixture(scope="session")
def crashing(cache: Path, tcc_cov: covbuild.CoverageBuild) -> covbuild.CoverageBuild:
    return covbuild.build_tcc(cache, patch=PATCHES / "crash-on-marker.patch")


@pytest.mark.slow
@pytest.mark.parametrize("marker, signal", [("ccfuzz_crash_segv", 11), ("ccfuzz_crash_abrt", 6)])
def test_a_crashing_compiler_leaves_its_coverage(crashing: covbuild.CoverageBuild,
                                                 tcc_cov: covbuild.CoverageBuild,
                                                 tmp_path: Path, marker: str,
                                                 signal: int) -> None:
    assert crashing.name.startswith("tcc-cov-") and crashing.twin_of is None
    assert crashing.compiler != tcc_cov.compiler and "+patch-" in crashing.version
    (tmp_path / "p.c").write_text(f"int {marker};\nint main(void) {{ return 0; }}\n")
    outcome, coverage = gcovdata.compile_with_coverage(crashing, ["-c", "p.c"], tmp_path, 60)
    assert (outcome.ending, outcome.code) == (Ending.SIGNALLED, signal)
    # libgcov writes nothing when a process dies of a signal: these lines come from the
    # handler linked into the build.
    assert ("tccpp.c", "tok_alloc_new") in coverage.by_function
    assert ("libtcc.c", "tcc_compile") in coverage.by_function
    outcome, _ = gcovdata.compile_with_coverage(tcc_cov, ["-c", "p.c"], tmp_path, 60)
    assert outcome.ending is Ending.EXITED and outcome.code == 0


@pytest.mark.slow
def test_a_hanging_compiler_stopped_at_its_limit_leaves_its_coverage(
        crashing: covbuild.CoverageBuild, tmp_path: Path) -> None:
    (tmp_path / "p.c").write_text("int ccfuzz_crash_hang;\n")
    # A one-second limit is one second of wall-clock time and of CPU time: the hang spins,
    # so SIGTERM (wall clock) and SIGXCPU often come within the few milliseconds the handler
    # takes to write the data. A second dump begun inside the first would leave unreadable
    # data files, or none.
    for _ in range(10):
        outcome, coverage = gcovdata.compile_with_coverage(crashing, ["-c", "p.c"], tmp_path, 1)
        assert outcome.ending is Ending.TIMED_OUT  # the handler dumps, then dies of the signal
        assert ("tccpp.c", "tok_alloc_new") in coverage.by_function


@pytest.mark.slow
def test_a_patch_that_does_not_apply_is_one_line(cache: Path,
                                                 tcc_cov: covbuild.CoverageBuild) -> None:
    with pytest.raises(CoverageBuildError, match=r"^patch .*does-not-apply.patch does not "
                       r"apply to tcc 0.9.27.*: .*FAILED") as info:
        covbuild.build_tcc(cache, patch=PATCHES / "does-not-apply.patch")
    assert "\n" not in str(info.value)


def test_an_empty_or_missing_patch_is_one_line(tmp_path: Path) -> None:
    (tmp_path / "empty.patch").write_text("\n")
    with pytest.raises(CoverageBuildError, match=r"^patch .*empty.patch is empty$"):
        covbuild.build_tcc(tmp_path / "cache", patch=tmp_path / "empty.patch")
    with pytest.raises(CoverageBuildError, match=r"^cannot read patch .*gone.patch: No such "):
        covbuild.build_tcc(tmp_path / "cache", patch=tmp_path / "gone.patch")


def test_no_deb_src_entry_is_one_line(tmp_path: Path) -> None:
    require("apt-get", "tcc")
    empty = tmp_path / "sources.list.d"
    empty.mkdir()
    with pytest.raises(CoverageBuildError, match=r"^apt-get source tcc: APT has no deb-src "
                       r"entry .*setup.sh") as info:
        covbuild.build_tcc(tmp_path / "cache", apt_options=(
            "-o", f"Dir::Etc::SourceList={tmp_path / 'none.list'}",
            "-o", f"Dir::Etc::SourceParts={empty}"))
    assert "\n" not in str(info.value)


def test_a_failing_build_is_one_line_with_its_log(tmp_path: Path) -> None:
    require("gcc")
    tree = tmp_path / "tcc-broken"
    tree.mkdir()
    (tree / "VERSION").write_text("0.0.1\n")
    (tree / "configure").write_text("echo 'configure: no such compiler' >&2\nexit 1\n")
    with pytest.raises(CoverageBuildError, match=r"^building tcc with coverage: configure "
                       r"failed \(configure: no such compiler\); log: .*build.log$"):
        covbuild.build_tcc(tmp_path / "cache", source=tree)
    assert covbuild.cached(tmp_path / "cache") == []  # no manifest: not a build


def test_a_gcc_built_with_coverage_comes_from_the_configuration(tmp_path: Path) -> None:
    require("gcc")
    (tmp_path / "src").mkdir()
    (tmp_path / "obj").mkdir()
    path = tmp_path / "ccfuzz.toml"
    path.write_text(f'[coverage.gcc-cov]\ncompiler = "{shutil.which("gcc")}"\n'
                    'source_dir = "src"\nobject_dir = "obj"\nfamily = "gcc"\n')
    cfg = config.load(path)
    [build] = covbuild.available(cfg, tmp_path / "no-cache")
    assert (build.name, build.family, build.gcov) == ("gcc-cov", "gcc", "gcov")
    assert build.source_dir == tmp_path / "src" and build.object_dir == tmp_path / "obj"
    assert build.gcov_strip == len((tmp_path / "obj").parts) - 1
    assert build.version.startswith("gcc")
    assert covbuild.for_compiler("gcc-cov", "elsewhere", cfg, tmp_path / "no-cache") == build
    assert covbuild.for_compiler("clang", "/usr/bin/clang", cfg, tmp_path / "no-cache") is None


def minicc(tmp_path: Path) -> tuple[covbuild.CoverageBuild, Path, Path]:
    """tests/data/isolate/minicc.c built with coverage and named in a [coverage.minicc]
    table: the build, its object tree, and its source tree."""
    require("gcc", "gcov")
    src, obj = tmp_path / "src", tmp_path / "build" / "objects"
    src.mkdir()
    obj.mkdir(parents=True)
    shutil.copy(PATCHES / "minicc.c", src)
    for argv in (["gcc", "--coverage", "-O0", "-c", str(src / "minicc.c"), "-o", "minicc.o"],
                 ["gcc", "--coverage", "minicc.o", "-o", "minicc"]):
        assert sandbox.run(argv, limits=sandbox.Limits(wall_seconds=120), cwd=obj).ok
    (obj / "minicc.gcda").unlink(missing_ok=True)
    path = tmp_path / "ccfuzz.toml"
    path.write_text('[coverage.minicc]\ncompiler = "build/objects/minicc"\nsource_dir = "src"\n'
                    'object_dir = "build/objects"\nfamily = "gcc"\n')
    [build] = covbuild.available(config.load(path), tmp_path / "no-cache")
    return build, obj, src


def test_a_configured_coverage_build_is_compiled_and_read(tmp_path: Path) -> None:
    """The [coverage.NAME] path end to end, on a small compiler driver built with coverage
    (sources and objects in different trees, as a GCC build has them)."""
    build, obj, src = minicc(tmp_path)
    assert build.version == "minicc 1.0 (gcc inside)"
    # Asking its version ran it without GCOV_PREFIX: that run's data is in the object tree.
    before = (obj / "minicc.gcda").read_bytes()
    work = tmp_path / "work"
    work.mkdir()
    (work / "p.c").write_text("int main(void) { return 0; }\n")
    outcome, compiled = gcovdata.compile_with_coverage(build, ["-c", "p.c"], work, 60)
    assert outcome.ending is Ending.EXITED and outcome.code == 0 and (work / "p.o").is_file()
    _, asked = gcovdata.compile_with_coverage(build, ["--version"], work, 60)
    assert set(compiled.by_file) == set(asked.by_file) == {"minicc.c"}
    assert ("minicc.c", "main") in compiled.by_function
    source = (src / "minicc.c").read_text().splitlines()
    ran = {source[n - 1].strip() for n in compiled.by_file["minicc.c"]}
    assert 'execvp("gcc", argv); /* libgcov writes this process\'s data before the exec */' \
        in ran and 'puts("minicc 1.0 (gcc inside)");' not in ran
    assert 'puts("minicc 1.0 (gcc inside)");' in {
        source[n - 1].strip() for n in asked.by_file["minicc.c"]}
    assert (obj / "minicc.gcda").read_bytes() == before  # the runs' data went elsewhere


def test_the_default_pipeline_takes_the_test_suite_only_where_there_is_one(
        tmp_path: Path, tcc_cov: covbuild.CoverageBuild) -> None:
    """A GCC or LLVM named in the configuration has no tcc tests/tests2: ``isolate`` ranks by
    the witnesses alone there (stored as ``diwi``), and by the witnesses and the suite for
    tcc (``diwi+sbfl``)."""
    build, _, _ = minicc(tmp_path)
    assert not sbfl.has_suite(build) and sbfl.has_suite(tcc_cov)
    default = pipeline.default()
    assert not spectra.uses_suite(default, build) and spectra.uses_suite(default, tcc_cov)
    assert engine.method_name(default, False) == "diwi"
    assert engine.method_name(default, True) == "diwi+sbfl"
    assert engine.method_name(default, True, "stack") == "diwi+sbfl/without-stack"


def test_damaged_notes_are_a_one_line_error(tmp_path: Path) -> None:
    build, obj, _ = minicc(tmp_path)
    notes = obj / "minicc.gcno"
    notes.write_bytes(notes.read_bytes()[:100])  # the direct reader gives up, then gcov
    work = tmp_path / "work"
    work.mkdir()
    with pytest.raises(CoverageBuildError, match=r"^gcov could not read the coverage of "
                       r"minicc: [^\n]*$"):
        gcovdata.compile_with_coverage(build, ["--version"], work, 60)


@pytest.mark.parametrize("table, message", [
    ('compiler = "/bin/cc"\nsource_dir = "s"\nobject_dir = "o"\ngcov_strip = -1',
     "gcov_strip must be a whole number"),
    ('compiler = "/bin/cc"\nsource_dir = "s"\nobject_dir = "o"\nobjdir = "o"',
     "unknown key coverage.x.objdir"),
    ('compiler = "/bin/cc"\nobject_dir = "o"', "coverage.x.source_dir is missing"),
])
def test_coverage_configuration_is_strict(tmp_path: Path, table: str, message: str) -> None:
    path = tmp_path / "ccfuzz.toml"
    path.write_text(f"[coverage.x]\n{table}\n")
    with pytest.raises(ConfigError, match=message):
        config.load(path)


def test_a_missing_object_dir_is_one_line(tmp_path: Path) -> None:
    path = tmp_path / "ccfuzz.toml"
    path.write_text(f'[coverage.x]\ncompiler = "{shutil.which("gcc")}"\nsource_dir = "."\n'
                    'object_dir = "gone"\n')
    with pytest.raises(CoverageBuildError, match=r"^coverage.x.object_dir: .*gone is not a "
                       "directory$"):
        covbuild.available(config.load(path), tmp_path)


@pytest.mark.slow
def test_coverage_build_command_and_twin_lookup(tcc_cov: covbuild.CoverageBuild, cache: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["coverage-build", "tcc", "--cache", str(cache)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"tcc-cov: {tcc_cov.compiler} (") and "--compilers gcc,tcc-cov" in out
    assert cli.main(["coverage-build", "--list", "--json", "--cache", str(cache)]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert tcc_cov.to_json() in listed
    # A finding against the packaged tcc is isolated with its coverage twin.
    assert covbuild.for_compiler("tcc", shutil.which("tcc") or "", cache=cache) == tcc_cov


@pytest.mark.slow
def test_coverage_builds_join_a_campaign_only_by_name(tcc_cov: covbuild.CoverageBuild,
                                                       cache: Path) -> None:
    pool = compilers.discover()
    assert covbuild.with_named(pool, None, cache=cache) == pool
    assert covbuild.with_named(pool, ["gcc"], cache=cache) == pool
    joined = covbuild.with_named(pool, ["gcc", "tcc-cov"], cache=cache)
    assert joined[:len(pool)] == pool
    assert "tcc-cov" in [c.name for c in joined[len(pool):]]
    assert compilers.select(joined, ["tcc-cov"])[0].path == str(tcc_cov.compiler)


@pytest.mark.slow
def test_the_stack_where_a_compile_stops(tcc_cov: covbuild.CoverageBuild,
                                         crashing: covbuild.CoverageBuild) -> None:
    require("gdb")
    # A valid program rejected: tcc reports the error from skip(), which the statement's
    # parser called; the error function itself is left out.
    missing = b"int main(void) {\n  return 0\n}\n"
    frames = stack.failure_stack(tcc_cov, ["-c", "prog.c", "-o", "prog.o"], missing, 60)
    assert frames[0] == "skip" and "block" in frames[:3] and frames[-1] == "main"
    assert not {"_tcc_error", "_tcc_error_noabort", "error1"} & set(frames)
    # A crash: the innermost frame is where the marker's token is made.
    crash = b"int ccfuzz_crash_segv;\nint main(void) { return 0; }\n"
    frames = stack.failure_stack(crashing, ["-c", "prog.c"], crash, 60)
    assert frames[0] == "tok_alloc_new" and frames[-1] == "main"
    # A compile that neither fails nor crashes stops nowhere.
    fine = b"int main(void) { return 0; }\n"
    assert stack.failure_stack(tcc_cov, ["-c", "prog.c"], fine, 60) == ()


@pytest.mark.slow
def test_no_gdb_is_one_line(tcc_cov: covbuild.CoverageBuild, tmp_path: Path,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    with pytest.raises(ToolMissingError, match="gdb not found"):
        stack.check_gdb()
    with pytest.raises(ToolMissingError, match="gdb not found"):
        stack.failure_stack(tcc_cov, ["-c", "prog.c"], b"int x;\n", 60)


@pytest.mark.slow
def test_isolate_with_the_stack_of_a_crashing_compile(
        crashing: covbuild.CoverageBuild, cache_home: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    require("gdb", "clang-14")
    programs = tmp_path / "programs"
    programs.mkdir()
    (programs / "crash.c").write_text(
        "#include <stdio.h>\nint ccfuzz_crash_segv = 3;\nint main(void) {\n"
        "  int i, s = 0;\n  for (i = 0; i < 10; i++)\n    s += i * ccfuzz_crash_segv;\n"
        '  printf("%d\\n", s);\n  return 0;\n}\n')
    config = tmp_path / "ccfuzz.toml"
    config.write_text(f'[compilers.crashing]\npath = "{crashing.compiler}"\nfamily = "tcc"\n')
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{programs}", "--config", str(config),
                     "--compilers", "gcc,clang-14,crashing", "--dir", str(rundir),
                     "--seed", "0", "--jobs", "2"]) == 0
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache_home))
    capsys.readouterr()
    diwi = Path(__file__).resolve().parent.parent / "benchmarks" / "pipelines" / "diwi.toml"
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--pipeline", str(diwi),
                     "--minutes", "0.5", "--witnesses", "5", "--seed", "1", "--config",
                     str(config)]) == 0
    printed = capsys.readouterr().out
    assert "stack: the compile stopped in tok_alloc_new <- " in printed
    assert " more); " in printed  # the stack is deeper than the 8 frames printed
    assert "nor called by them scored x0.5" in printed
    # No witness and no test suite: the ranking says it rests on nothing.
    assert "warning: no passing program" in printed
    with Store(rundir, write=False) as store:
        [row] = store.isolations(1)
    assert row.method == "diwi"
    ranking = rank.Ranking.from_json(row.ranking)
    frames = ranking.notes["stack"]["frames"]
    assert frames[0] == "tok_alloc_new" and frames[-1] == "main"
    # The marker is declared, so every mutant crashes too: no witness, every function the
    # failing compile ran ties at 1, and those far from the stack are halved.
    assert row.witnesses == 0
    near = {r.function for r in ranking.functions if r.score == 1.0}
    assert {"tok_alloc_new", frames[1], frames[2]} <= near
    assert {r.score for r in ranking.functions if r.function not in near} == {0.5}
    assert ranking.function_rank("tccpp.c", "tok_alloc_new") == len(near)
    # The files follow their best function, each shown with that function's score.
    best = {r.file: r.score for r in reversed(ranking.functions)}
    assert [r.score for r in ranking.files] == [best[r.file] for r in ranking.files]
    # Without it: stored beside, every function tied (split only by who calls whom).
    no_stack = tmp_path / "no-stack.toml"
    no_stack.write_text('name = "no-stack"\nsuite = "never"\n[search]\n'
                        '[[stages]]\nname = "callers-first"\n')
    assert cli.main(["isolate", "1", "--dir", str(rundir), "--pipeline", str(no_stack),
                     "--minutes", "0.2", "--witnesses", "5", "--seed", "1", "--config",
                     str(config)]) == 0
    assert "the compile stopped in" not in capsys.readouterr().out
    with Store(rundir, write=False) as store:
        stored = {r.method: rank.Ranking.from_json(r.ranking) for r in store.isolations(1)}
    assert set(stored) == {"diwi", "no-stack"}
    plain = stored["no-stack"]
    assert "stack" not in plain.notes and {r.score for r in plain.functions} == {1.0}
