"""Culprit optimizations: the fake compiler's marked pass or flag is found, through a real
campaign, the store and the command line; and a real clang-14 case is bisected to its pass."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from ccfuzz import cli, sandbox
from ccfuzz.culprit.command import groups
from ccfuzz.culprit.llvm import passes_run
from ccfuzz.culprit.locate import from_sequence, locate
from ccfuzz.culprit.trace import still_installed, trace
from ccfuzz.errors import CcfuzzError, ToolMissingError
from ccfuzz.model import Ending, FindingKind, Limits
from ccfuzz.predicate import Claim, RecordedBuild, claim_of
from ccfuzz.settings import CampaignSettings
from ccfuzz.store import CulpritRow, FindingRow, Store
from tests.conftest import DATA, TESTS, private_tmpdir, require

FAKE = TESTS / "fakepasscc"
PROGRAMS = DATA / "culprit"
COMMAND_TAIL = ("-w", "prog.c", "-o", "prog", "-lm")


@pytest.fixture(scope="module")
def rundir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A campaign of the marked programs: gcc -O0 as the reference, the fake compiler as
    clang-14 and as gcc, each at -O0 and -O2."""
    require("gcc", "clang-14")
    base = tmp_path_factory.mktemp("culprit")
    sources = base / "programs"
    sources.mkdir()
    for path in PROGRAMS.glob("*.c"):
        if "CCFUZZ_FAKE" in path.read_text():
            shutil.copy(path, sources)
    (base / "fakeclang").symlink_to(FAKE)
    (base / "fakegcc").symlink_to(FAKE)
    config = base / "ccfuzz.toml"
    config.write_text(
        '[compilers.refgcc]\npath = "gcc"\nfamily = "gcc"\nopt_levels = ["-O0"]\n'
        f'[compilers.fakeclang]\npath = "{base / "fakeclang"}"\nfamily = "clang"\n'
        'opt_levels = ["-O0", "-O2"]\n'
        f'[compilers.fakegcc]\npath = "{base / "fakegcc"}"\nfamily = "gcc"\n'
        'opt_levels = ["-O0", "-O2"]\n'
        '[limits]\ncompile_timeout = 30\nrun_timeout = 3\n')
    run = base / "run"
    with private_tmpdir(base):
        assert cli.main(["hunt", "--source", f"dir:{sources}", "--compilers",
                         "refgcc,fakeclang,fakegcc", "--config", str(config), "--dir", str(run),
                         "--seed", "1", "--jobs", "2"]) == 0
        yield run


def _finding(rundir: Path, compiler: str,
             kind: FindingKind = FindingKind.WRONG_CODE) -> FindingRow:
    with Store(rundir, write=False) as store:
        (finding,) = [f for f in store.findings(kind) if f.compiler == compiler]
    return finding


def _first_run(program: str, name: str, unit: str) -> int:
    """The number of the first run of pass ``name`` on ``unit`` in the real clang-14 -O2."""
    log = sandbox.run(["clang-14", "-O2", "-mllvm", "-opt-bisect-limit=-1", "-w", "prog.c",
                       "-o", "prog"], files={"prog.c": (PROGRAMS / program).read_bytes()},
                      limits=sandbox.Limits(wall_seconds=60))
    return min(n for n, run in passes_run(log.stderr_text()).items() if run == (name, unit))


def _program_named(rundir: Path, finding: FindingRow, name: str) -> int:
    with Store(rundir, write=False) as store:
        return next(pid for pid in store.sightings(finding.id)
                    if store.program(pid).name == name)


def test_the_llvm_culprit_is_the_marked_pass_where_clang_first_runs_it(
        rundir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    finding = _finding(rundir, "fakeclang")
    # What the real clang-14 runs on this program at -O2: the first GVN on main.
    expected = _first_run("llvm_gvn.c", "GVNPass", "main")
    assert cli.main(["culprit", str(finding.id), "--dir", str(rundir)]) == 0
    shown = capsys.readouterr().out
    assert f"pass ({expected}) GVNPass on main" in shown
    with Store(rundir, write=False) as store:
        (row,) = store.culprits(finding.id)
    assert row.scheme == "llvm-bisect" and row.details["pass"] == expected
    assert row.signature.endswith("|pass GVNPass") and row.build == "fakeclang -O2"
    # A binary search over the passes, not a walk: about log2 of their number.
    assert row.tests <= 2 + int(row.details["passes"]).bit_length() + 1


def test_a_compiler_crash_is_bisected_to_the_pass_it_crashes_in(rundir: Path) -> None:
    finding = _finding(rundir, "fakeclang", FindingKind.COMPILER_CRASH)
    with Store(rundir, write=False) as store:
        row = trace(store, finding.id)
    expected = _first_run("llvm_crash.c", "InstCombinePass", "main")
    assert row.summary.startswith(f"pass ({expected}) InstCombinePass on main")
    assert row.signature.startswith("compiler-crash|")


def test_the_gcc_culprits_split_one_coarse_finding_in_two(
        rundir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    finding = _finding(rundir, "fakegcc")
    assert finding.count == 2  # both programs: one coarse signature (gcc -O2 disagrees)
    assert cli.main(["culprit", str(finding.id), "--all-programs", "--dir", str(rundir)]) == 0
    capsys.readouterr()
    vrp = _program_named(rundir, finding, "gcc_vrp.c")
    either = _program_named(rundir, finding, "gcc_pre_or_dse.c")
    with Store(rundir, write=False) as store:
        rows = {r.program_id: r for r in store.culprits(finding.id)}
    assert rows[vrp].details["flags"] == ["-fno-tree-vrp"]
    assert rows[vrp].summary.startswith("disappears with -fno-tree-vrp; confirmed: "
                                        "-fdisable-tree-vrp2 alone makes it disappear")
    # Neither flag alone: the minimal set holds both.
    assert sorted(rows[either].details["flags"]) == ["-fno-tree-dse", "-fno-tree-pre"]
    assert rows[vrp].signature != rows[either].signature
    assert cli.main(["findings", "--by", "culprit", "--json", "--dir", str(rundir)]) == 0
    grouped = json.loads(capsys.readouterr().out)
    by_signature = {g["signature"]: g for g in grouped}
    assert by_signature[rows[vrp].signature]["findings"] == [finding.id]
    assert by_signature[rows[either].signature]["programs"] == 1
    with Store(rundir, write=False) as store:
        coarse = len(store.findings())
    assert len(grouped) == coarse + 1  # the fake gcc's coarse finding split in two


def test_show_and_report_give_the_culprit(rundir: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    finding = _finding(rundir, "fakeclang")
    assert cli.main(["culprit", str(finding.id), "--dir", str(rundir)]) == 0
    capsys.readouterr()
    assert cli.main(["show", str(finding.id), "--dir", str(rundir)]) == 0
    assert re.search(r"culprit: pass \(\d+\) GVNPass on main", capsys.readouterr().out)
    assert cli.main(["report", str(finding.id), "--dir", str(rundir)]) == 0
    report = capsys.readouterr().out
    assert "## Culprit\n" in report and "GVNPass on main" in report
    page = rundir.parent / "campaign.html"
    assert cli.main(["report", "--campaign", "--dir", str(rundir), "-o", str(page)]) == 0
    assert re.search(r"culprit \(program \d+\):</span> pass \(\d+\) GVNPass on main",
                     page.read_text())


def test_a_finding_that_no_longer_holds_is_an_error(rundir: Path) -> None:
    finding = _finding(rundir, "fakegcc")
    with Store(rundir, write=False) as store:
        program = store.program(finding.program_id)
        claim = claim_of(finding, program, store.observations(program.id),
                         CampaignSettings(Limits(wall_seconds=30), Limits(wall_seconds=3)),
                         recorded=True)
    fixed = re.sub(r"CCFUZZ_FAKE_FLAG: [^*]*", "", program.source or "")
    with pytest.raises(CcfuzzError, match="does not hold any more"):
        locate(claim, fixed.encode(), "gcc")


def test_unknown_findings_and_missing_compilers_are_clear_errors(
        rundir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["culprit", "999", "--dir", str(rundir)]) == 1
    assert "no finding 999" in capsys.readouterr().err
    gone = RecordedBuild("cc -O2", "cc", "cc 1.0", (str(tmp_path / "cc"), "-O2"))
    with pytest.raises(ToolMissingError, match="no longer installed"):
        still_installed(gone, "gcc")
    with Store(rundir, write=False) as store:
        finding = _finding(rundir, "fakegcc")
        row = trace(store, finding.id)  # traced while still installed: fine
    assert row.scheme == "gcc-flags"


def test_tcc_and_unoptimized_builds_get_no_search() -> None:
    tcc = RecordedBuild("tcc -O0", "tcc", "tcc version 0.9.27", ("/usr/bin/tcc", "-O0"))
    claim = Claim(FindingKind.WRONG_CODE, None, (tcc,))
    culprit = locate(claim, b"int main(void) { return 0; }", "tcc")
    assert culprit.key == "" and "no optimization pipeline" in culprit.summary
    assert culprit.tests == 0
    gcc = RecordedBuild("gcc -O0", "gcc", "gcc 12", ("gcc", "-O0"))
    culprit = locate(Claim(FindingKind.WRONG_CODE, None, (gcc,)), b"", "gcc")
    assert culprit.key == "" and "-O0" in culprit.summary and culprit.tests == 0


def test_real_clang_bisects_a_forced_attribute_to_the_pass_that_forces_it() -> None:
    """``-mllvm -force-attribute=bump:readnone`` changes the code at ForceFunctionAttrsPass,
    pass (2) of clang-14's -O2 pipeline: with one pass the program prints 1, with two 0."""
    require("clang-14")
    clang = shutil.which("clang-14")
    assert clang is not None
    version = "clang-14"
    forced = RecordedBuild(
        "clang-14 -O2 forced", "clang-14", version,
        (clang, "-O2", "-mllvm", "-force-attribute=bump:readnone", *COMMAND_TAIL),
        Ending.EXITED)
    reference = RecordedBuild("clang-14 -O0", "clang-14", version, (clang, "-O0", *COMMAND_TAIL))
    claim = Claim(FindingKind.WRONG_CODE, None, (forced,), references=(reference,),
                  compile_seconds=60, run_seconds=5)
    source = (PROGRAMS / "force_readnone.c").read_bytes()
    culprit = locate(claim, source, "clang")
    assert culprit.details["pass"] == 2
    assert culprit.summary.startswith("pass (2) ForceFunctionAttrsPass on [module]")
    assert culprit.key == "pass ForceFunctionAttrsPass"


@pytest.mark.slow
def test_reduce_traces_the_culprit_on_the_reduced_program(
        rundir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    require("cvise")
    finding = _finding(rundir, "fakeclang")
    assert cli.main(["reduce", str(finding.id), "--timeout", "600", "--jobs", "2",
                     "--dir", str(rundir)]) == 0
    assert re.search(r"culprit: pass \(\d+\) GVNPass on main", capsys.readouterr().out)
    with Store(rundir, write=False) as store:
        row = store.culprit(finding.id, finding.program_id)
        reduced = store.reduction(finding.id)
    assert row is not None and row.program == "reduced" and row.details["name"] == "GVNPass"
    assert reduced is not None and reduced.reduced_bytes < reduced.original_bytes


def test_a_pass_sequence_finding_is_blamed_on_its_last_pass_in_the_bisection_form() -> None:
    culprit = from_sequence("opt seq-1", "mem2reg loop-unroll attributor")
    assert culprit.summary.startswith("pass (3) attributor on the module: the last pass")
    assert culprit.key == "pass attributor" and culprit.tests == 0
    with pytest.raises(CcfuzzError, match="empty"):
        from_sequence("opt seq-1", " ")


def test_findings_of_one_culprit_at_different_levels_are_one_group() -> None:
    def finding(id: int, levels: str) -> FindingRow:
        return FindingRow(id, f"wrong-code|clang 14|{levels}", FindingKind.WRONG_CODE,
                          "clang-14", (), "", {}, id, 1, 0.0, 0.0, 1)

    def traced(id: int) -> CulpritRow:
        return CulpritRow(id, id, "recorded", "llvm-bisect", "clang-14 -O2",
                          "wrong-code|clang 14|pass GVNPass", "pass (9) GVNPass on f", {}, 5,
                          1.0, 0.0)

    findings = [finding(1, "-O2"), finding(2, "-O2,-O3"), finding(3, "-O1")]
    (gvn, untraced) = groups(findings, [traced(1), traced(2)])
    assert gvn.findings == {1, 2} and gvn.programs == 2 and gvn.traced
    assert untraced.findings == {3} and not untraced.traced
    # A finding of three programs, one traced: the other two stay under its signature.
    seen_thrice = replace(findings[2], count=3)
    (rest, gvn) = groups([seen_thrice], [replace(traced(3), program_id=7)])
    assert (rest.signature, rest.programs, rest.traced) == (seen_thrice.signature, 2, False)
    assert gvn.programs == 1 and gvn.findings == {3}
