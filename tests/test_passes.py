"""CTOS on the real LLVM 14: the probed pass catalog, pipelines as builds, bugs that ccfuzz
found in this opt (tests/data/passes/cases.json), their reduction and their triage."""

from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from ccfuzz import build_kinds, campaign, cli, compilers, sandbox
from ccfuzz.model import Build, BuildStatus, Ending, FindingKind, Origin, Program
from ccfuzz.oracle import judge
from ccfuzz.passes import catalog, plan
from ccfuzz.passes import toolchain as llvm
from ccfuzz.passes.pipeline import PassPipeline, PipelineTarget, Stage, frontend_ir
from ccfuzz.passes.plan import PassPipelines
from ccfuzz.passes.probe import Drop
from ccfuzz.passes.reduce import SequenceReducer, refine, run_claim, still_fails, still_shows
from ccfuzz.passes.toolchain import Level, PassInfo, PassManager
from ccfuzz.pool import LocalPool
from ccfuzz.predicate import RecordedBuild
from ccfuzz.settings import CampaignSettings
from ccfuzz.sources import derive_seed
from ccfuzz.tester import observe, run_binary
from tests.conftest import DATA, private_tmpdir, require

CASES_DIR = DATA / "passes"
CASES = json.loads((CASES_DIR / "cases.json").read_text())
SMALL = r"""
#include <stdio.h>
static int a[8];
int main(void) {
  unsigned s = 1;
  for (int i = 0; i < 8; i++) a[i] = i * 3 + 1;
  for (int r = 0; r < 5; r++) for (int i = 0; i < 8; i++) s = s * 31 + (unsigned)a[(i + r) & 7];
  printf("%u\n", s);
  return 0;
}
"""


@pytest.fixture(scope="session")
def toolchain() -> llvm.Toolchain:
    require("opt", "llc", "clang-14")
    return llvm.find_toolchain("opt")


@pytest.fixture(scope="session")
def cache_home(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("xdg-cache")


@pytest.fixture(scope="session")
def legacy(toolchain: llvm.Toolchain, cache_home: Path) -> catalog.Catalog:
    """The whole legacy catalog, probed afresh into a cache of this session's own."""
    return catalog.discover(toolchain, PassManager.LEGACY, cache_home / "ccfuzz")


def _program(name: str, source: str) -> Program:
    return Program(name, source, Origin(kind="file"))


def _limits() -> tuple[sandbox.Limits, sandbox.Limits]:
    return campaign.default_limits(60, 5)


def _clang14(toolchain: llvm.Toolchain) -> compilers.Compiler:
    return compilers.from_config("clang-14", toolchain.clang, family="clang",
                                 opt_levels=("-O0", "-O2"))


def _pipeline(toolchain: llvm.Toolchain, names: list[str],
              manager: PassManager = PassManager.LEGACY) -> PassPipeline:
    return PassPipeline(toolchain, manager, tuple(PassInfo(n, Level.ANY) for n in names))


@pytest.mark.slow
def test_legacy_catalog_is_discovered_probed_and_cached(
        legacy: catalog.Catalog, toolchain: llvm.Toolchain, cache_home: Path) -> None:
    names = set(legacy.names())
    assert {"gvn", "instcombine", "licm", "sroa", "simplifycfg", "loop-unroll"} <= names
    # Analyses (listed apart by the new PM), printers and target machine passes are no
    # candidates; machine passes opt lists without a target prefix fail their probe.
    assert not names & {"domtree", "print-module", "x86-cmov-conversion"}
    assert legacy.dropped["liveintervals"] is Drop.REJECTED
    assert legacy.dropped["tsan"] is Drop.NEEDS_RUNTIME
    assert legacy.dropped["deadarghaX0r"] is Drop.CHANGES_OUTPUT  # bugpoint's, by design
    assert legacy.dropped["attributor-cgscc"] is Drop.CHANGES_OUTPUT  # a miscompile
    assert legacy.dropped["pa-eval"] is Drop.PRINTS
    again = catalog.discover(toolchain, PassManager.LEGACY, cache_home / "ccfuzz")
    assert again == legacy
    cached = list((cache_home / "ccfuzz").glob("passes-legacy-*.json"))
    assert len(cached) == 1


def test_new_pm_adaptors_are_found_by_probing(toolchain: llvm.Toolchain) -> None:
    found = catalog.discover(toolchain, PassManager.NEW, None,
                             only=["instcombine", "licm", "loop-rotate", "inline", "globalopt",
                                   "no-such-pass"])
    levels = {p.name: p.level for p in found.passes}
    assert levels == {"instcombine": Level.FUNCTION, "licm": Level.LOOP_MSSA,
                      "loop-rotate": Level.LOOP, "inline": Level.CGSCC,
                      "globalopt": Level.MODULE}
    assert found.dropped == {"no-such-pass": Drop.REJECTED}
    spelled = llvm.opt_arguments(PassManager.NEW, found.info(
        ["instcombine", "licm", "inline", "loop-rotate", "globalopt"]), toolchain.major)
    assert spelled == ("-passes=function(instcombine,loop-mssa(licm)),cgscc(inline),"
                       "function(loop(loop-rotate)),globalopt",)


def test_instcombine_is_named_without_llvms_own_fixpoint_check() -> None:
    """From LLVM 18 on, an instcombine named in a pipeline checks for a fixpoint, which only
    LLVM's own tests ask for; before 18 the parameter that turns it off does not exist."""
    passes = (PassInfo("instcombine", Level.FUNCTION), PassInfo("licm", Level.LOOP_MSSA),
              PassInfo("globalopt", Level.MODULE))
    assert llvm.new_pm_pipeline(passes, 17) == "function(instcombine,loop-mssa(licm)),globalopt"
    assert llvm.new_pm_pipeline(passes, 18) == \
        "function(instcombine<no-verify-fixpoint>,loop-mssa(licm)),globalopt"
    assert llvm.opt_arguments(PassManager.LEGACY, passes, 24) == \
        ("-enable-new-pm=0", "-instcombine", "-licm", "-globalopt")


def test_a_sequence_ending_in_instcombine_is_no_finding_for_a_missed_fixpoint(
        private_tmp: Path) -> None:
    """The reduced IR of a campaign's "did not reach a fixpoint" finding (opt-24, triaged
    2026-12-03): opt-22 stops on it with instcombine as a pipeline names it, and a pipeline of
    ccfuzz's builds it without the error."""
    require("opt-22", "llc-22", "clang-22")
    tc = llvm.find_toolchain("opt-22")
    ir = DATA / "passes" / "instcombine-fixpoint.ll"
    plain = subprocess.run([tc.opt, "-passes=function(instcombine)", str(ir), "-disable-output"],
                           capture_output=True, text=True, timeout=60)
    assert plain.returncode != 0 and "did not reach a fixpoint" in plain.stderr
    pipe = PassPipeline(tc, PassManager.NEW, (PassInfo("instcombine", Level.FUNCTION),))
    result = pipe.from_ir(ir.read_bytes(), private_tmp, last=Stage.OPT)
    assert pipe.failure_finding(result) is None, result


@pytest.mark.parametrize("manager", [PassManager.LEGACY, PassManager.NEW])
def test_a_pipeline_is_a_build_that_agrees_with_clang(
        toolchain: llvm.Toolchain, manager: PassManager, private_tmp: Path) -> None:
    names = ["sroa", "instcombine", "loop-rotate", "gvn", "simplifycfg"]
    passes = (catalog.discover(toolchain, manager, None, only=names).passes
              if manager is PassManager.NEW else tuple(PassInfo(n, Level.ANY) for n in names))
    pipe = PassPipeline(toolchain, manager, passes)
    compile_limits, run_limits = _limits()
    program = _program("small", SMALL)
    builds: list[Build] = [*_clang14(toolchain).configs(compile_limits), pipe]
    observations = observe(program, builds, run_limits)
    assert observations[-1].build.status is BuildStatus.OK, observations[-1].build.diagnostics
    outputs = {o.run.stdout for o in observations if o.run is not None}
    assert len(outputs) == 1 and next(iter(outputs)).strip().isdigit()
    command = observations[-1].build.command
    assert command[:2] == ("bash", "-c") and "-verify-each" in command[2]


def _case_ids() -> list[str]:
    return [c["name"] for c in CASES]


@pytest.fixture(params=CASES, ids=_case_ids())
def case(request: pytest.FixtureRequest) -> dict[str, object]:
    data: dict[str, object] = request.param
    return data


@pytest.mark.slow
def test_found_bug_is_detected_classified_and_reduced_to_a_stable_last_pass(
        toolchain: llvm.Toolchain, case: dict[str, object], private_tmp: Path) -> None:
    source = (CASES_DIR / str(case["program"])).read_text()
    program = _program(str(case["name"]), source)
    failing = _pipeline(toolchain, list(case["sequence"]))  # type: ignore[call-overload]
    harmless = _pipeline(toolchain, ["sroa", "instcombine", "gvn"])
    compile_limits, run_limits = _limits()
    builds: list[Build] = [*_clang14(toolchain).configs(compile_limits), harmless, failing]
    observations = observe(program, builds, run_limits)
    verdict = judge(program, builds, observations,
                    campaign.Plan("x", (), 0, compile_limits, run_limits).oracle())
    kind = FindingKind(str(case["kind"]))
    assert [f.kind for f in verdict.findings] == [kind]
    assert verdict.findings[0].builds == (failing.id,)

    last = str(case["last_pass"])  # as reduced by the campaign that found it: stable
    if case["reduce_in_test"]:
        refined = refine(program, builds, observations, verdict, run_limits)
        (finding,) = refined.findings
        assert finding.kind is kind
        assert finding.signature.startswith(
            f"{kind.value}|{toolchain.version}|last pass {last}|")
        reduced = finding.evidence["reduced sequence"].split()
        assert finding.evidence["reduction"].endswith("1-minimal")
    else:
        # Its reduction takes ~100 opt runs: the test checks the recorded result instead.
        reduced = list(case["reduced"])  # type: ignore[call-overload]
    assert reduced[-1] == last and len(reduced) < len(failing.passes)

    # 1-minimal for real: the reduced sequence fails, and no sequence one pass shorter does.
    scratch = private_tmp / "check"
    scratch.mkdir()
    try:
        ir = frontend_ir(toolchain, program, scratch, compile_limits)
        assert isinstance(ir, bytes)
        if kind is FindingKind.WRONG_CODE:
            assert verdict.reference is not None
            ran = observations[builds.index(failing)].run
            assert ran is not None
            target = PipelineTarget.of(failing, RecordedBuild("", "", "", (), ran.status))
            claim = run_claim(kind, program, target, verdict.reference, run_limits)
            test = still_shows(target, claim, source.encode(), scratch)
        else:
            detail = verdict.findings[0].signature.split("|", 2)[2]
            test = still_fails(failing, ir, kind, detail, scratch)
        passes = tuple(PassInfo(n, Level.ANY) for n in reduced)
        assert test(passes)
        for i in range(len(passes)):
            assert not test(passes[:i] + passes[i + 1:]), f"{reduced[i]} can go"
    finally:
        shutil.rmtree(scratch)


def test_reducer_keeps_order_and_is_one_minimal() -> None:
    items = tuple(PassInfo(f"p{i}", Level.ANY) for i in range(40))
    calls: list[int] = []

    def needs_7_then_23(seq: tuple[PassInfo, ...]) -> bool:
        calls.append(len(seq))
        names = [p.name for p in seq]
        return "p7" in names and "p23" in names and names.index("p7") < names.index("p23")

    result = SequenceReducer(needs_7_then_23).reduce(items)
    assert [p.name for p in result.passes] == ["p7", "p23"] and result.one_minimal
    assert result.tests == len(calls) < 60  # prefix + ddmin, not 40 x 40 single removals
    budget = SequenceReducer(needs_7_then_23, max_tests=3).reduce(items)
    assert not budget.one_minimal and budget.tests == 3


def test_plan_with_pipelines_survives_the_store_settings(toolchain: llvm.Toolchain) -> None:
    compile_limits, run_limits = _limits()
    pipeline = _pipeline(toolchain, ["gvn", "licm"])
    plan = campaign.Plan("csmith", (_clang14(toolchain),), 5, compile_limits, run_limits,
                         kinds=(PassPipelines((pipeline,)),))
    settings = CampaignSettings.from_json(
        json.loads(json.dumps(campaign.plan_settings(plan, 3, None).to_json())))
    assert campaign.plan_from_settings("csmith", 5, settings, kinds=build_kinds.LOADERS) == plan
    assert [b.id for b in plan.builds()][-1].endswith(pipeline.flags[0])
    # Without the kind's loader the plan is the compilers' alone.
    assert campaign.plan_from_settings("csmith", 5, settings, kinds={}).kinds == ()


@pytest.fixture(scope="module")
def case_campaign(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A real campaign over the wrong-code case's program: the clang builds, a harmless
    sequence and the failing one; findings go to the store like ``ccfuzz hunt``'s."""
    require("opt", "llc", "clang-14")
    toolchain = llvm.find_toolchain("opt")
    base = tmp_path_factory.mktemp("ctos-campaign")
    case = next(c for c in CASES if c["kind"] == "wrong-code")
    programs = base / "programs"
    programs.mkdir()
    shutil.copy(CASES_DIR / case["program"], programs / "case.c")
    compile_limits, run_limits = _limits()
    plan = campaign.Plan(f"dir:{programs}", (_clang14(toolchain),), 1, compile_limits,
                         run_limits, kinds=(PassPipelines((
                             _pipeline(toolchain, ["sroa", "gvn"]),
                             _pipeline(toolchain, case["sequence"]))),))
    rundir = base / "run"
    from ccfuzz.store import Store

    with private_tmpdir(base) as tmp_root, Store(rundir, write=True) as store:
        cid = store.new_campaign(1, plan.source, campaign.plan_settings(plan, None, None), "t")
        stats = campaign.run(store, cid, plan, workers=LocalPool(plan, 1), programs=None,
                             minutes=None, progress=_Quiet(), elapsed_before=0.0)
        assert stats.statuses == {"ok": 1}
        assert sorted(tmp_root.iterdir()) == []
    yield rundir


class _Quiet:
    def update(self, stats: campaign.Stats) -> None:
        pass


@pytest.mark.slow
def test_campaign_findings_are_listed_shown_and_reproduced(
        case_campaign: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["findings", "--json", "--dir", str(case_campaign)]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["kind"] == "wrong-code" and "|last pass " in row["signature"]
    script = case_campaign / "finding.sh"
    assert cli.main(["show", str(row["id"]), "--dir", str(case_campaign),
                     "--script", str(script)]) == 0
    shown = capsys.readouterr().out
    assert "reduced sequence" in shown
    text = script.read_text()
    assert "/opt -verify-each -enable-new-pm=0" in text and "/llc " in text
    done = subprocess.run(["bash", str(script)], capture_output=True, text=True, timeout=300,
                          env={**os.environ, "TMPDIR": str(case_campaign)})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "REPRODUCED" in done.stdout
    # The pipeline's LLVM: the version line it was found with, and the one it runs now.
    version = llvm.find_toolchain("opt").version
    assert f"found with: {version}\nrunning: {version}\n" in done.stdout


def test_program_reduction_of_a_pass_finding_builds_with_the_reduced_sequence(
        case_campaign: Path) -> None:
    from ccfuzz.reduce import check as checker
    from ccfuzz.reduce.run import prepare_bundle
    from ccfuzz.store import Store

    with Store(case_campaign, write=False) as store:
        (finding,) = store.findings()
        spec, _, source = prepare_bundle(store, finding.id, case_campaign, guard=True)
    (target,) = spec.claim.targets  # one pipeline: the reduced sequence, not the recorded one
    reduced = finding.evidence["reduced sequence"].split()
    assert target.command[:2] == ("bash", "-c") and "-" + reduced[-1] in target.command[2]
    assert len(target.command[2]) < len(finding.evidence["sequence"])
    assert spec.claim.references and spec.claim.references[0].compiler == "clang-14"
    judgement = checker.check(spec, source)  # the finding holds, and the program has no UB
    assert judgement.holds, judgement.reason


def test_cli_passes_runs_a_small_campaign(legacy: catalog.Catalog, cache_home: Path,
                                          tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    require("csmith")
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache_home))  # the catalog probed above
    rundir = tmp_path / "run"
    toml = tmp_path / "ccfuzz.toml"
    toml.write_text("[limits]\ncompile_timeout = 45\nrun_timeout = 7\n")
    code = cli.main(["passes", "--opt", "opt", "--programs", "1", "--sequences", "3",
                     "--lengths", "5-10", "--seed", "3", "--jobs", "1", "--dir", str(rundir),
                     "--config", str(toml)])
    assert code == 0
    out = capsys.readouterr().out
    assert f"{len(legacy.passes)} passes in the catalog, 3 sequences" in out
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    builds = [r[0] for r in db.execute("SELECT build FROM observations")]
    assert len(builds) == 8  # clang-14 at five levels + three sequences
    assert sum(b.startswith("opt-14 legacy ") for b in builds) == 3
    settings = json.loads(db.execute("SELECT settings FROM campaigns").fetchone()[0])
    lengths = [len(p["passes"]) for p in settings["pipelines"]]
    assert all(5 <= n <= 10 for n in lengths)
    # The configuration's [limits], as hunt's.
    assert (settings["compile_limits"]["wall_seconds"],
            settings["run_limits"]["wall_seconds"]) == (45, 7)
    # Resumed, the plan gets its pipelines back from the stored settings.
    assert cli.main(["hunt", "--resume", "--programs", "2", "--jobs", "1",
                     "--dir", str(rundir)]) == 0
    builds = [r[0] for r in db.execute("SELECT build FROM observations")]
    assert len(builds) == 16 and sum(b.startswith("opt-14 legacy ") for b in builds) == 6
    assert cli.main(["passes", "--lengths", "9-2", "--dir", str(rundir)]) == 1


def test_binary_of_pipeline_runs_like_any_other(toolchain: llvm.Toolchain,
                                                 private_tmp: Path) -> None:
    program = _program("small", SMALL)
    pipe = _pipeline(toolchain, ["mem2reg", "loop-unroll"])
    result = pipe.build(program, private_tmp)
    assert result.status is BuildStatus.OK and result.binary is not None
    run = run_binary(result.binary, program, _limits()[1], tmp_root=private_tmp)
    assert run.status is Ending.EXITED and run.exit_code == 0
    result.binary.unlink()
    for leftover in private_tmp.glob("frontend-*.ll"):
        leftover.unlink()


def test_centroid_selection_keeps_sequences_of_the_pool(toolchain: llvm.Toolchain) -> None:
    names = ("gvn", "licm", "sroa", "instcombine", "simplifycfg", "loop-rotate", "dse", "sccp")
    found = catalog.Catalog(toolchain, PassManager.LEGACY,
                            tuple(PassInfo(n, Level.ANY) for n in names))
    settings = plan.PassesSettings(2, 4, plan.Selection.CENTROID, 11, 5, 9)
    chosen = plan.choose_sequences(found, settings)
    pool = plan.random_sequences(names, 4 * plan.POOL_FACTOR,
                                 random.Random(derive_seed(11, -1)), 5, 9)
    assert len(chosen) == 4 and len(set(chosen)) == 4 and set(chosen) <= set(pool)
    assert plan.choose_sequences(found, settings) == chosen  # the seed decides
    randomly = plan.choose_sequences(found, replace(settings, selection=plan.Selection.RANDOM))
    assert randomly == pool[:4]


def test_program_reduction_refuses_kinds_it_cannot_check_with_the_reason() -> None:
    from ccfuzz.case.guard import Guard
    from ccfuzz.case.spec import from_finding
    from ccfuzz.errors import CcfuzzError
    from ccfuzz.store import FindingRow

    row = FindingRow(7, "invalid-ir|LLVM 14|last pass licm|x", FindingKind.INVALID_IR, "opt-14",
                     ("opt-14 legacy 3 passes seq-0",), "invalid IR", {}, 1, 1, 0.0, 0.0, 1)
    with pytest.raises(CcfuzzError, match=r"not invalid-ir ones .*reduced pass sequence"):
        from_finding(row, None, [], CampaignSettings(), Guard(False))  # type: ignore[arg-type]
