"""The culprit as a hint for a GCC ranking: flags to the variables they set, files that read
them, the stage that ranks the other files lower; and what ``coverage-build gcc`` refuses."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.isolate import hint, stages
from ccfuzz.isolate.gcovdata import Coverage, Line
from ccfuzz.isolate.rank import Ranking, near_files, rank
from ccfuzz.isolate.spectra import Spectra
from ccfuzz.model import FindingKind
from ccfuzz.toolchain.covbuild import CoverageBuild

# Records as GCC's option files write them: the name, its properties, its help; blank lines
# between.
COMMON_OPT = """; Options of the whole compiler.

fipa-reference-addressable
Common Var(flag_ipa_reference_addressable) Init(0) Optimization
Discover read-only, write-only and non-addressable static variables.

ftree-vrp
Common Var(flag_tree_vrp) Init(0) Optimization
Perform Value Range Propagation on trees.

fnothing
Common Ignore
Does nothing.  Preserved for backward compatibility.
"""


def tree(tmp_path: Path) -> Path:
    (tmp_path / "gcc").mkdir()
    (tmp_path / "gcc" / "common.opt").write_text(COMMON_OPT)
    (tmp_path / "gcc" / "ipa-reference.cc").write_text(
        "static bool\ngate (void)\n{\n  return flag_ipa_reference_addressable;\n}\n")
    (tmp_path / "gcc" / "tree-vrp.cc").write_text("int f (void) { return flag_tree_vrp_x; }\n")
    (tmp_path / "gcc" / "cfg.cc").write_text("int g (void) { return 0; }\n")
    return tmp_path


def test_a_flag_is_the_variable_its_option_record_sets(tmp_path: Path) -> None:
    source = tree(tmp_path)
    assert hint.flag_variables(source, ["-fno-ipa-reference-addressable", "-fno-tree-vrp",
                                        "-fno-nothing", "-fno-unknown"]) == {
        "-fno-ipa-reference-addressable": "flag_ipa_reference_addressable",
        "-fno-tree-vrp": "flag_tree_vrp"}


def test_files_reading_a_variable_name_it_as_a_whole_word(tmp_path: Path) -> None:
    source = tree(tmp_path)
    files = ["gcc/ipa-reference.cc", "gcc/tree-vrp.cc", "gcc/cfg.cc", "gcc/missing.cc"]
    assert hint.files_reading(source, files, ["flag_ipa_reference_addressable"]) == \
        ["gcc/ipa-reference.cc"]
    # flag_tree_vrp_x is another name.
    assert hint.files_reading(source, files, ["flag_tree_vrp"]) == []


A = Line("gcc/cfg.cc", "g", 1)
B = Line("gcc/ipa-reference.cc", "gate", 4)
C = Line("gcc/cfg.cc", "h", 9)


def ranking_of_three() -> tuple[Coverage, list[Coverage], Ranking]:
    failing = Coverage(frozenset({A, B, C}), counts={A: 1, B: 1, C: 1})
    passing = [Coverage(frozenset({B}), counts={B: 1}), Coverage(frozenset({C}), counts={C: 1})]
    return failing, passing, rank(failing, passing)


def test_near_files_scores_the_other_files_lower_and_files_follow() -> None:
    _, _, ranking = ranking_of_three()
    assert ranking.functions[0].function == "g"  # gate and h tie below it
    assert ranking.files[0].file == "gcc/cfg.cc"
    hinted = near_files(ranking, ["gcc/ipa-reference.cc"], 0.5)
    score = {r.function: r.score for r in hinted.functions}
    before = {r.function: r.score for r in ranking.functions}
    assert score["gate"] == before["gate"]
    assert score["g"] == pytest.approx(before["g"] * 0.5)
    assert hinted.functions[0].function == "gate"
    assert hinted.files[0].file == "gcc/ipa-reference.cc"
    assert near_files(ranking, [], 0.5) == ranking


def spectra_with(culprit: str, source_dir: Path) -> Spectra:
    failing, passing, _ = ranking_of_three()
    return Spectra(failing, passing, 3, True, "reduced", "gcc-cov", 0.0,
                   FindingKind.WRONG_CODE, source_dir=source_dir, culprit=culprit)


def test_the_culprit_stage_acts_on_a_gcc_build_with_a_traced_culprit(tmp_path: Path) -> None:
    source = tree(tmp_path)
    stage = stages.stage("culprit", {"factor": 0.5})
    _, _, ranking = ranking_of_three()
    context = stages.Context(spectra_with("-fno-ipa-reference-addressable", source))
    hinted, note = stage.apply(context, ranking)
    assert hinted.functions[0].function == "gate"
    # A generated file (outside the source tree) names every flag: never taken as the pass's.
    generated = tmp_path / "obj" / "options.cc"
    generated.parent.mkdir()
    generated.write_text("int x = flag_ipa_reference_addressable;\n")
    with_generated = replace(ranking, files=(*ranking.files, replace(
        ranking.files[0], file=str(generated))))
    _, note = stage.apply(context, with_generated)
    assert note["files"] == ["gcc/ipa-reference.cc"]
    assert note["files"] == ["gcc/ipa-reference.cc"]
    assert note["variables"] == ["flag_ipa_reference_addressable"]
    assert "flag_ipa_reference_addressable is read in gcc/ipa-reference.cc" in \
        stage.describe(note)
    # Nothing to act on: said, and the ranking is kept.
    for culprit, why in (("", "no culprit flags were traced"),
                         ("-fno-unknown", "none of the flags is declared"),
                         ("-fno-tree-vrp", "no file the failing compile ran reads")):
        kept, note = stage.apply(stages.Context(spectra_with(culprit, source)), ranking)
        assert kept == ranking and note["acted"] is False and why in note["why"]
    tcc = CoverageBuild("tcc-cov", Path("/x/tcc"), tmp_path, tmp_path, 1, "0.9.27")
    assert "tcc build" in (stage.applies(tcc, FindingKind.WRONG_CODE) or "")
    with pytest.raises(Exception, match="factor"):
        stages.stage("culprit", {"factor": 2})


def test_coverage_build_gcc_refuses_a_source_tree_in_one_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["coverage-build", "gcc", "--source", str(tmp_path),
                     "--cache", str(tmp_path / "cache")])
    assert code != 0
    err = capsys.readouterr().err
    assert "--source is for tcc" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "cache").exists()


def test_cxx_functions_are_named_as_people_write_them() -> None:
    """GCC's note files name its functions by their mangled symbols; c++filt demangles them
    and the signature goes."""
    from ccfuzz.isolate.calls import layers, simple
    from ccfuzz.isolate.gcovnative import readable

    assert readable(["_ZN12_GLOBAL__N_18pass_ccp7executeEP8function", "main",
                     "_ZL10do_ssa_ccpb"]) == {
        "_ZN12_GLOBAL__N_18pass_ccp7executeEP8function": "pass_ccp::execute",
        "_ZL10do_ssa_ccpb": "do_ssa_ccp"}
    assert readable(["main", "tcc_compile"]) == {}
    assert simple("pass_ccp::execute") == "execute" and simple("wi::eq_p<a::b, int>") == "eq_p"
    # A call spells the method's last name: callers-first still orders them.
    group = {("a.cc", "pass_ccp::execute"): frozenset({"do_ssa_ccp"}),
             ("a.cc", "do_ssa_ccp"): frozenset({"fold"}),
             ("b.cc", "fold<int>"): frozenset()}
    assert layers(group) == {("a.cc", "pass_ccp::execute"): 0, ("a.cc", "do_ssa_ccp"): 1,
                             ("b.cc", "fold<int>"): 2}


def test_a_pipeline_can_name_a_test_suite_of_the_users(tmp_path: Path) -> None:
    """GCC's own testsuite is not used; a suite of the user's is, named by the pipeline."""
    from ccfuzz.isolate import pipeline, sbfl, spectra

    suite = tmp_path / "my-suite"
    suite.mkdir()
    (suite / "one.c").write_text('int main(void) { return 0; }\n')
    (suite / "one.expect").write_text("")
    (suite / "lonely.c").write_text("int main(void) { return 0; }\n")  # no .expect
    toml = tmp_path / "mine.toml"
    toml.write_text('name = "mine"\nsuite_dir = "my-suite"\n')
    mine = pipeline.load(toml)
    assert mine.suite_dir == tmp_path / "my-suite"
    assert pipeline.Pipeline.from_json(mine.to_json()) == mine
    gcc = CoverageBuild("gcc-cov", Path("/x/gcc"), tmp_path / "src", tmp_path / "notes", 3,
                        "12.2", family="gcc")
    assert sbfl.suite_programs(gcc, mine.suite_dir) == [suite / "one.c"]
    assert spectra.uses_suite(mine, gcc)
    # Without one: the GCC tree holds no tests/tests2, so no suite.
    assert not spectra.uses_suite(pipeline.default(), gcc)
    (tmp_path / "bad.toml").write_text("suite_dir = 3\n")
    with pytest.raises(Exception, match="suite_dir must be a path"):
        pipeline.load(tmp_path / "bad.toml")


def test_coverage_build_gcc_without_its_tools_says_what_to_install(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from ccfuzz.errors import CoverageBuildError
    from ccfuzz.toolchain import covbuild

    monkeypatch.setenv("PATH", str(tmp_path))  # no quilt, no make, no g++ ...
    with pytest.raises(CoverageBuildError, match=r"apt-get install .*quilt") as caught:
        covbuild.build_gcc(tmp_path / "cache")
    assert "patchutils" in str(caught.value) and "autoconf2.69" in str(caught.value)
    assert not (tmp_path / "cache").exists()


def test_a_failing_build_step_is_one_line_with_its_first_error_and_the_log(
        tmp_path: Path) -> None:
    from ccfuzz.errors import CoverageBuildError
    from ccfuzz.toolchain import gccsource

    log = tmp_path / "build.log"
    script = ("echo 'compiling x.cc'; echo 'x.cc:3:1: error: expected ; before }' >&2; "
              "echo 'make[1]: *** [Makefile:9: x.o] Error 1'; exit 2")
    with pytest.raises(CoverageBuildError) as caught:
        gccsource.run_step("make cc1", ["sh", "-c", script], tmp_path, log)
    message = str(caught.value)
    assert len(message.splitlines()) == 1
    assert "make cc1 failed (x.cc:3:1: error: expected ; before })" in message
    assert f"log: {log}" in message and "compiling x.cc" in log.read_text()


def test_a_trace_that_found_no_culprit_gives_no_hint() -> None:
    """Without a culprit the row keeps the finding's own signature (its last part the failing
    level): the key, not the signature, says what the culprit is."""
    from ccfuzz.store.records import CulpritRow

    none = CulpritRow(1, 1, "reduced", "gcc-flags", "gcc -O2", "wrong-code|gcc 12.2|-O2",
                      "no -f flag governs it", {"key": "", "flags": 80}, 3, 1.0, 0.0)
    found = CulpritRow(1, 1, "reduced", "gcc-flags", "gcc -O2",
                       "wrong-code|gcc 12.2|-fno-tree-vrp", "disappears with -fno-tree-vrp",
                       {"key": "-fno-tree-vrp"}, 9, 1.0, 0.0)
    assert none.key == "" and found.key == "-fno-tree-vrp"
