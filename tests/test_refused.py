"""A command that is refused stores nothing, and a command that only reads writes nothing:
no run directory, no database, no campaign row appear where there were none."""

from __future__ import annotations

from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.store import Store


@pytest.fixture
def seeds(tmp_path: Path) -> Path:
    directory = tmp_path / "seeds"
    directory.mkdir()
    (directory / "a.c").write_text("int main(void) { return 0; }\n")
    return directory


@pytest.mark.parametrize(("argv", "said"), [
    (["hunt", "--source", "dir:/nonexistent/ccfuzz-seeds", "--compilers", "gcc"],
     "source directory /nonexistent/ccfuzz-seeds does not exist"),
    (["hunt", "--source", "nosuchsource", "--compilers", "gcc"], "unknown source"),
    (["hunt", "--source", "emi:orion", "--compilers", "gcc"], "EMI needs a base source"),
    (["hunt", "--compilers", "gcc,nosuchcc"], "unknown compiler 'nosuchcc'"),
    (["hunt", "--resume"], "no ccfuzz database in"),
    (["reduce", "1"], "no ccfuzz database in"),
    (["findings"], "no ccfuzz database in"),
    (["show", "1"], "no ccfuzz database in"),
    (["report", "1"], "no ccfuzz database in"),
    (["report", "--campaign"], "no ccfuzz database in"),
])
def test_a_refused_command_leaves_no_run_directory(
        argv: list[str], said: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rundir = tmp_path / "TYPO"
    assert cli.main([*argv, "--dir", str(rundir)]) == 1
    assert said in capsys.readouterr().err
    assert not rundir.exists()


def test_a_refused_hunt_adds_no_campaign_to_an_existing_store(
        tmp_path: Path, seeds: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rundir = tmp_path / "run"
    assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc", "--dir",
                     str(rundir), "--jobs", "1"]) == 0
    before = sorted(p.name for p in rundir.iterdir())
    for argv in (["--compilers", "gcc,nosuchcc"], ["--source", "dir:/nonexistent/x"]):
        assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers", "gcc", *argv,
                         "--dir", str(rundir)]) == 1
    assert sorted(p.name for p in rundir.iterdir()) == before
    with Store(rundir, write=False) as store:
        assert store.campaign().id == 1


def test_a_campaign_stored_with_a_non_finite_limit_is_not_resumed(
        tmp_path: Path, seeds: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from ccfuzz import campaign, compilers

    compile_limits, run_limits = campaign.default_limits(run_timeout=float("nan"))
    plan = campaign.Plan(f"dir:{seeds}", tuple(compilers.select(compilers.discover(), ["gcc"])),
                         1, compile_limits, run_limits)
    rundir = tmp_path / "run"
    with Store(rundir, write=True) as store:  # as a store from before limits were checked
        store.new_campaign(1, plan.source, campaign.plan_settings(plan, None, None), "0")
    assert cli.main(["hunt", "--resume", "--dir", str(rundir)]) == 1
    assert "cannot resume: the campaign's run time limit is nan" in capsys.readouterr().err
    with Store(rundir, write=False) as store:
        assert store.program_counts(1) == {}
