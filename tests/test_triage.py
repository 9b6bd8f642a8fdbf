"""``ccfuzz triage`` with real compilers, C-Vise and opt: one test per state.

Two releases of gcc are the fake compiler (``tests/fakecc``, wrapping gcc) on PATH as
``gcc-98`` and ``gcc-99``, each with its own version line; the real gcc 12 is an older release
of the same family (and the strictness check's gcc, with the newest real clang).
``ccfuzz passes`` findings are made by the real opt-22 running a pass sequence on a small
program, recorded as ``ccfuzz passes`` records them.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from ccfuzz import __version__, cli
from ccfuzz.case.bundle import RunDir
from ccfuzz.model import Limits, Observation, Origin, Program, ProgramStatus, Verdict
from ccfuzz.settings import CampaignSettings
from ccfuzz.store import Store, TriageRow
from ccfuzz.toolchain import roots
from tests.conftest import DATA, FAKECC, USER_ROOTS, private_tmpdir, require

MISCOMPILED = """\
#include <stdio.h>
/* CCFUZZ_FAKE_MISCOMPILE */
static int twice(int x) { return x * 2; }
int main(void) {
    int a = 1234;
    int b = twice(21);
    printf("%d %d\\n", a, b);
    return 0;
}
"""
FIXED_IN_99 = MISCOMPILED.replace("/* CCFUZZ_FAKE_MISCOMPILE */",
                                  "/* CCFUZZ_FAKE_MISCOMPILE CCFUZZ_FAKE_FIXED_IN: 99 */")
CRASHING = MISCOMPILED.replace("CCFUZZ_FAKE_MISCOMPILE", "CCFUZZ_FAKE_CRASH")


@pytest.fixture(scope="module")
def release_dirs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """The base directory, and the directories holding gcc-98 and gcc-99."""
    require("gcc", "clang-14", "cvise")
    base = tmp_path_factory.mktemp("triage")
    dirs = []
    for release in (98, 99):
        d = base / f"release-{release}"
        d.mkdir()
        # A copy, not a link: discovery resolves links, and each copy reads its own version.
        shutil.copy(FAKECC, d / f"gcc-{release}")
        (d / "fakecc-version").write_text(f"gcc (ccfuzz fake) {release}.0.0\n")
        dirs.append(str(d))
    return base, dirs


@pytest.fixture
def releases(release_dirs: tuple[Path, list[str]], monkeypatch: pytest.MonkeyPatch
             ) -> Iterator[Path]:
    """gcc-98 and gcc-99 on PATH, ahead of everything else, for this test only (other tests
    of the same worker must not see them); the base directory."""
    base, dirs = release_dirs
    monkeypatch.setenv("PATH", os.pathsep.join([*dirs, os.environ["PATH"]]))
    # A short TMPDIR of the test's own: C-Vise's multiprocessing puts a socket in it (at most
    # 107 bytes).
    short = Path(tempfile.mkdtemp(prefix="ccfuzz-t-", dir="/tmp"))
    try:
        with private_tmpdir(short):
            yield base
    finally:
        shutil.rmtree(short, ignore_errors=True)


def _hunt(base: Path, name: str, source: str, compilers: str) -> Path:
    seeds = base / f"{name}-seeds"
    seeds.mkdir()
    (seeds / f"{name}.c").write_text(source)
    run = base / name
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", compilers,
                     "--dir", str(run), "--seed", "1", "--jobs", "2",
                     "--compile-timeout", "20", "--run-timeout", "5"]) == 0
    return run


def _report(run: Path, row: TriageRow) -> str:
    """The bundle's report.md of a triaged finding, checked to be the very text ``ccfuzz report
    ID`` gives."""
    written = RunDir(run).bundle(row.finding_id).report.read_bytes()
    printed = run.parent / f"report-{run.name}-{row.finding_id}.md"
    assert cli.main(["report", str(row.finding_id), "--dir", str(run), "-o", str(printed)]) == 0
    assert printed.read_bytes() == written
    return written.decode()


def _triage(run: Path, *extra: str, reduce_seconds: int = 300) -> dict[int, TriageRow]:
    assert cli.main(["triage", "--dir", str(run), "--jobs", "2", "--reduce-timeout",
                     str(reduce_seconds), *extra]) == 0
    with Store(run, write=False) as store:
        return store.triages()


@pytest.mark.slow
def test_a_bug_the_newest_release_shows_is_live_with_a_strictly_valid_report(
        releases: Path) -> None:
    run = _hunt(releases, "live", MISCOMPILED, "clang-22,gcc-99")
    [row] = _triage(run).values()
    assert row.state == "live", row
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert versions["gcc-99"] is True and versions["gcc"] is False
    assert row.stages["validity"]["std"] == "c11"
    assert len(row.stages["validity"]["agreeing"]) >= 2
    report = _report(run, row)
    assert report.startswith("# [gcc-99] wrong code at -O")
    assert "| gcc-99 | gcc (ccfuzz fake) 99.0.0 | yes |" in report
    # gcc-98 (on PATH, the same fake compiler) shows it too; every real gcc gets it right.
    assert re.search(r"Regression \[98/99 Regression\]: right in [\d.]+, wrong in 98.0, 99.0",
                     report), report
    assert "Triage: **live**: " in report and "live — live" not in report
    assert row.stages["wrapv"]["shows"] is True, row.stages["wrapv"]
    assert "the misbehaviour shows with these flags too" in report
    assert "-std=c11 -pedantic-errors" in report
    with Store(run, write=False) as store:
        reduced = store.reduction(row.finding_id)
    assert reduced is not None and "1234" in reduced.source
    assert len(reduced.source) < len(MISCOMPILED)


@pytest.mark.slow
def test_a_miscompile_that_fwrapv_hides_is_said_so_with_what_ubsan_says(releases: Path) -> None:
    run = _hunt(releases, "wrapv", MISCOMPILED.replace("CCFUZZ_FAKE_MISCOMPILE",
                                                       "CCFUZZ_FAKE_WRAPV_MISCOMPILE"),
                "clang-22,gcc-99")
    [row] = _triage(run, reduce_seconds=120).values()
    wrapv = row.stages["wrapv"]
    assert wrapv["shows"] is False, wrapv
    assert "-fwrapv" in wrapv["command"] and "-fsanitize=undefined" in wrapv["ubsan_command"]
    assert wrapv["ubsan"] == ""  # the program has no undefined behaviour: UBSan says nothing
    report = _report(run, row)
    assert "**the result changes** with these flags" in report
    assert "UBSan reports nothing" in report and "no proof of undefined behaviour" in report
    # The same fake compiler's -O0 build is right; the command lines are shell-quoted.
    assert "## Where it is right" in report and "gcc-99 -O0" in report


@pytest.mark.slow
def test_a_bug_a_newer_release_does_not_show_is_fixed_in_that_release(releases: Path) -> None:
    run = _hunt(releases, "fixed", FIXED_IN_99, "clang-22,gcc-98")
    [row] = _triage(run).values()
    assert row.state == "fixed", row
    # The real gcc 12 (and a root's gcc-16 and gcc-trunk, when installed) do not show it.
    assert row.detail.startswith("regression in 98, fixed in 99.0: not shown by gcc "), row
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert versions == {**versions, "gcc-98": True, "gcc-99": False}


@pytest.mark.slow
def test_one_crash_in_two_releases_is_one_bug_in_a_store_and_across_run_directories(
        releases: Path, tmp_path: Path) -> None:
    run = _hunt(releases, "crash", CRASHING, "clang-22,gcc-98,gcc-99")
    rows = _triage(run)
    assert len(rows) == 2
    first, second = sorted(rows)
    assert rows[first].state == "live", rows[first]
    assert rows[second].state == "duplicate", rows[second]
    assert rows[second].detail == f"duplicate of {first}"
    assert rows[first].bug_key == rows[second].bug_key
    # A run directory of known bugs: the same crash there makes this one a duplicate.
    known = tmp_path / "known"
    shutil.copytree(run, known, ignore=shutil.ignore_patterns("lock"))
    again = _triage(run, str(first), "--against", str(known))
    assert again[first].state == "duplicate"
    assert again[first].detail == f"duplicate of {known}#{first}"


# -- ccfuzz passes findings, with the real opt-22 ----------------------------------------------

OPT = "/usr/lib/llvm-22/bin/opt"
TWO_FUNCTIONS = """\
static void begin(void) {}
int main(void) { begin(); return 0; }
"""


def _passes_finding(base: Path, source: str, passes: list[tuple[str, str]],
                    confirmed: bool = True) -> Path:
    """The finding ``ccfuzz passes`` records when opt-22 runs ``passes`` (name, level) on the
    program and the pipeline fails, its sequence already minimal (not ``confirmed``: as when
    the second try did not fail, not reduced)."""
    from ccfuzz.passes import toolchain as catalog
    from ccfuzz.passes.pipeline import PassPipeline, failure_finding
    from ccfuzz.passes.reduce import Reduction, describe, signature, unconfirmed_finding

    toolchain = catalog.find_toolchain(OPT)
    pipeline = PassPipeline(toolchain, catalog.PassManager.NEW,
                            tuple(catalog.PassInfo(n, catalog.Level(lv)) for n, lv in passes))
    program = Program("small.c", source, Origin("file", path="small.c"))
    with tempfile.TemporaryDirectory() as tmp:
        result = pipeline.build(program, Path(tmp))
    finding = failure_finding(toolchain, pipeline.id, result)
    assert finding is not None, result.diagnostics
    kind, detail = finding.kind, finding.signature.split("|", 2)[2]
    from dataclasses import replace

    finding = replace(finding, signature=signature(kind, toolchain.version, passes[-1][0], detail),
                      evidence={**finding.evidence,
                                **describe(Reduction(pipeline.passes, 1, True, 0.0), pipeline)})
    if not confirmed:
        finding = unconfirmed_finding(kind, [pipeline], detail, detail, result.diagnostics)
    run = base / "passes"
    with Store(run, write=True) as store:
        campaign = store.new_campaign(
            1, "csmith", CampaignSettings(Limits(wall_seconds=60), Limits(wall_seconds=10)),
            __version__)
        store.record(campaign, 0, 1, program, [pipeline], [Observation(result, None)],
                     Verdict(ProgramStatus.OK, "", (finding,)), 1.0)
    return run


@pytest.fixture
def opt22(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The host's LLVMs only, opt-22 the newest: no toolchain root's."""
    require("opt-22", "clang-22", "llvm-reduce-22")
    monkeypatch.setenv(roots.ROOTS_ENV, str(tmp_path / "no-roots"))
    with private_tmpdir(tmp_path):
        yield tmp_path


def test_invalid_ir_only_a_hand_made_pipeline_reaches_is_not_reachable(opt22: Path) -> None:
    run = _passes_finding(opt22, TWO_FUNCTIONS, [("prof-inject", "function"),
                                                 ("cg-profile", "module"),
                                                 ("attributor", "module")])
    [row] = _triage(run, "--ir-timeout", "120").values()
    assert row.state == "not-reachable", row
    assert row.stages["reachability"]["clang-22 -O2"] is False
    assert row.stages["reachability"]["opt-22 -passes=default<O2>"] is False
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert versions["opt-22"] is True
    assert (run / "bundles" / f"finding-{row.finding_id}" / "reduced.ll").exists()
    report = _report(run, row)
    assert report.startswith("# [attributor] opt invalid IR")
    assert "```llvm" in report


def test_a_passes_failure_not_seen_again_is_unresolved_not_reduced_as_c(opt22: Path) -> None:
    """It has no reduced sequence: it was taken for a hunt finding, its program reduced as C
    against a signature no compile has (2026-12-03, an opt-24 crash in mir-strip-debug)."""
    run = _passes_finding(opt22, TWO_FUNCTIONS, [("prof-inject", "function"),
                                                 ("cg-profile", "module"),
                                                 ("attributor", "module")], confirmed=False)
    [row] = _triage(run).values()
    assert row.state == "unresolved" and row.complete, row
    assert "did not see it again on a second try" in row.detail
    assert not (run / "bundles" / f"finding-{row.finding_id}" / "original.c").exists()
    with Store(run, write=False) as store:
        assert store.reduction(row.finding_id) is None


def test_a_pass_misuse_not_seen_again_is_a_pass_misuse(opt22: Path) -> None:
    """Its link misses the profile run-time, which says what it is without a reduction."""
    run = _passes_finding(opt22, TWO_FUNCTIONS, [("debugify", "module"),
                                                 ("insert-gcov-profiling", "module")],
                          confirmed=False)
    [row] = _triage(run).values()
    assert row.state == "pass-misuse", row


def test_the_versions_of_a_passes_finding_are_asked_of_the_roots_llvms_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    require("opt-22", "clang-22", "llvm-reduce-22")
    monkeypatch.setenv(roots.ROOTS_ENV, str(USER_ROOTS))  # the tests' own root has no LLVM
    rooted = {f"opt-{t.release}" for r in roots.installed() for t in r.tools
              if t.kind == "opt" and t.release is not None}
    if not rooted:
        pytest.skip("no toolchain root with an LLVM is installed (ccfuzz toolchain install)")
    with private_tmpdir(tmp_path):
        run = _passes_finding(tmp_path, TWO_FUNCTIONS, [("prof-inject", "function"),
                                                        ("cg-profile", "module"),
                                                        ("attributor", "module")])
        [row] = _triage(run, "--ir-timeout", "120").values()
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert rooted <= set(versions) and versions["opt-22"] is True, versions
    newest = max(rooted, key=lambda name: int(name.split("-")[1]))
    assert any(f"opt-{newest.split('-')[1]} " in k for k in row.stages["reachability"])


def test_a_link_that_misses_a_run_time_library_is_pass_misuse(opt22: Path) -> None:
    run = _passes_finding(opt22, TWO_FUNCTIONS, [("ctx-instr-lower", "module")])
    [row] = _triage(run).values()
    assert row.state == "pass-misuse", row
    assert "run-time library" in row.detail
    out_of = cli.main(["findings", "--dir", str(run), "--json"])
    assert out_of == 0


# -- a real gcc bug, end to end -----------------------------------------------------------------

@pytest.mark.slow
def test_a_real_gcc_12_miscompile_is_triaged_with_its_culprit_live_unless_a_newer_gcc_is_here(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    """gcc 12.2 -O2 miscompiles ccfuzz generator seed 246061673 (optimizer policy): checksum
    424391E8 where 545E8D72 is right. Hunted, then triaged with a short reduction. Where gcc
    12.2 is the newest gcc it is live; a toolchain root's gcc-16 16.2 and GCC trunk print the
    right checksum, so with them it is fixed."""
    require("gcc", "clang-22", "cvise")
    # A short TMPDIR: C-Vise's multiprocessing puts a socket in it (at most 107 bytes).
    tmp_path = tmp_path_factory.mktemp("gcc")
    from ccfuzz import config
    from ccfuzz.compilers import installed, release

    every = installed(config.Config()).every
    gcc = next(c for c in every if c.name == "gcc")
    if "12.2.0" not in gcc.version:
        pytest.skip(f"the bug is gcc 12.2's; this gcc is {gcc.version}")
    newer = [c for c in every if c.family == "gcc" and not c.target
             and (c.trunk or release(c) > release(gcc))]
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    # The program as the generator made it for that seed (tests/data/gcc12-miscompile): the
    # generator has since learnt constructs that make the same seed another program.
    for name in ("gcc-bug.c", "gcc-bug.expected"):
        shutil.copy(DATA / "gcc12-miscompile" / name, seeds / name)
    assert (seeds / "gcc-bug.expected").read_text().strip() == "checksum = 545E8D72"
    run = tmp_path / "run"
    with private_tmpdir(tmp_path):
        assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc,clang-22",
                         "--dir", str(run), "--seed", "1", "--jobs", "2"]) == 0
        # A reduction its budget stops is triaged as it is: 90 s leave a few KB of the 20.
        [row] = _triage(run, reduce_seconds=90).values()
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert versions["gcc"] is True
    assert set(versions) == {c.name for c in every if c.family == "gcc" and not c.target}
    if newer:
        assert row.state == "fixed", row
        assert row.detail.startswith("fixed in "), row
    else:
        assert row.state == "live", row
        assert row.detail.startswith("live, ") and row.detail.endswith("12.2"), row
    assert row.stages["validity"]["std"] == "c11"
    assert row.stages["culprit"]["key"].startswith("-fno-"), row.stages["culprit"]
    report = _report(run, row)
    assert report.startswith("# [gcc] wrong code at -O2")
    assert "-std=c11 -pedantic-errors" in report and "- other builds agree: " in report
    # A reduction its budget stopped is said to be so.
    stopped = row.stages["program"]["reduction_complete"] is False
    assert ("the reduction stopped early" in report) is stopped
    label = row.stages["versions"]["label"]
    assert label in row.detail
    assert f"## Affected versions\n\n{label[:1].upper()}{label[1:]}.\n" in report


# -- the pieces, without tools ------------------------------------------------------------------

def test_a_failure_that_comes_and_goes_is_tried_more_than_once(tmp_path: Path) -> None:
    """An opt that fails every other run (as opt-24 did in mir-strip-debug on a large
    module): one run that does not fail is no proof that the program does not show it."""
    from ccfuzz.model import FindingKind
    from ccfuzz.passes.toolchain import Toolchain
    from ccfuzz.triage import ir

    count = tmp_path / "runs"
    opt = tmp_path / "opt-99"
    opt.write_text(f"""#!/bin/sh
n=$(cat {count} 2>/dev/null || echo 0); echo $((n + 1)) > {count}
[ $((n % 2)) -eq 0 ] && exit 0
echo 'LLVM ERROR: it comes and goes' >&2; exit 1
""")
    opt.chmod(0o755)
    tc = Toolchain(str(opt), "llc-99", "clang-99", "LLVM version 99.0.0", 99)
    detail = "LLVM ERROR: it comes and goes"
    assert not ir.shows(tc, ("-passes=x",), b"", FindingKind.COMPILER_CRASH, detail, tries=1)
    count.write_text("0")
    assert ir.shows(tc, ("-passes=x",), b"", FindingKind.COMPILER_CRASH, detail)
    assert int(count.read_text()) == 2  # a run that did not fail, then one that did


def test_a_failure_core_leaves_out_frames_passes_and_the_programs_names() -> None:
    from ccfuzz.triage.ir import core

    fixpoint = ("LLVM ERROR: Instruction Combining on {} did not reach a fixpoint after 1 "
                "iterations. in pass InstCombinePass at llvm::f < llvm::g")
    assert core(fixpoint.format("func_1")) == core(fixpoint.format("main")) == \
        core(fixpoint.format("").replace("  ", " ")) == core(fixpoint.format(".extracted.N"))
    assert core("assert A.cpp: run: PSI && \"needs\" in pass X at f") == 'PSI && "needs"'
    assert core("at llvm::A::run < llvm::B::run < llvm::C::run") == \
        "llvm::A::run < llvm::B::run"
    assert core("at llvm::A::run < x") != core("at llvm::B::run < x")


def test_releases_are_ordered_by_their_numbers_and_fixed_in_the_next() -> None:
    from ccfuzz.compilers import release_of
    from ccfuzz.triage.versions import Releases

    assert release_of("gcc (Debian 12.2.0-14+deb12u1) 12.2.0") == (12, 2, 0)
    assert release_of("Debian clang version 19.1.7 (3~deb12u1)") == (19, 1, 7)
    table = {"clang-9": {"version": "clang version 9.0.1", "reproduced": True},
             "clang-22": {"version": "Debian clang version 22.1.8", "reproduced": False},
             "clang-14": {"version": "Debian clang version 14.0.6", "reproduced": True}}
    releases = Releases.of(table)
    assert [r[0] for r in releases.rows] == ["clang-9", "clang-14", "clang-22"]
    assert releases.newest_shows is False
    assert releases.fixed_in == "clang-22 22.1.8"
    assert Releases.of({**table, "clang-22": {**table["clang-22"], "reproduced": True}}
                       ).fixed_in is None


def test_the_state_goes_by_precedence() -> None:
    from typing import Any

    from ccfuzz.triage.states import State, decide, rank

    def state(**changes: Any) -> tuple[State, str]:
        given: dict[str, Any] = {"misuse": None, "valid": None, "duplicate_of": None,
                                 "newest_shows": True, "versions": None, "reachable": True}
        return decide(**{**given, **changes})

    assert state()[0] is State.LIVE
    assert state(reachable=False)[0] is State.NOT_REACHABLE
    label = "fixed in 22.1.8: shown by clang 19.1.7; not shown by 22.1.8"
    assert state(newest_shows=False, versions=label) == (State.FIXED, label)
    assert state(versions="shown by gcc 12.2") == (State.LIVE, "live, shown by gcc 12.2")
    assert state(duplicate_of="3", newest_shows=False)[0] is State.DUPLICATE
    assert state(misuse="needs a run-time library", valid="x")[0] is State.PASS_MISUSE
    assert state(newest_shows=None)[0] is State.UNRESOLVED
    assert sorted(["fixed", None, "live", "duplicate"], key=rank) == [
        "live", "fixed", "duplicate", None]
