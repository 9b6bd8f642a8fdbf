"""benchmarks/bug_power.py: each technique stops at its CPU budget with its findings kept,
goes on from its saved state when the budget grows, and the table says which findings only
one technique found."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from benchmarks import bug_power
from ccfuzz.store import Store
from ccfuzz.store.records import CampaignStatus
from tests.conftest import fake_config, require

PLANTED = """#include <stdio.h>
/* CCFUZZ_FAKE_MISCOMPILE */
int main(void) { int x = 1234; printf("%d %d\\n", x, NUMBER); return 0; }
"""
CLEAN = '#include <stdio.h>\nint main(void) { printf("%d\\n", NUMBER); return 0; }\n'


def _programs(directory: Path, text: str, count: int) -> Path:
    directory.mkdir()
    for i in range(count):
        (directory / f"p{i:03d}.c").write_text(text.replace("NUMBER", str(i)))
    return directory


@pytest.mark.slow
def test_techniques_spend_their_cpu_budget_and_go_on_from_it(
        tmp_path: Path, private_tmp: Path, capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    planted = _programs(tmp_path / "planted", PLANTED, 300)
    clean = _programs(tmp_path / "clean", CLEAN, 2)
    out = tmp_path / "out"
    args = ["--out", str(out), "--compilers", "gcc,fakecc",
            "--config", str(fake_config(tmp_path, levels=("-O0", "-O2"))), "--jobs", "1",
            "--techniques", f"planted=dir:{planted},clean=dir:{clean}", "--progress", "1",
            "--builds", "classic", "--swarm", "0"]  # the -O levels alone: builds counted below
    budget = 0.08  # CPU-minutes: a campaign's start and a few programs
    assert bug_power.main([*args, "--cpu-minutes", str(budget)]) == 0
    first = json.loads((out / "planted" / bug_power.STATE).read_text())
    [session] = first["sessions"]
    assert session["ended"] == "budget" and session["exit"] == 130
    assert first["cpu_seconds"] >= budget * 60
    with Store(out / "planted", write=False) as store:
        row = store.campaign()
        assert row.status is CampaignStatus.INTERRUPTED
        tested = sum(store.program_counts(row.id).values())
        assert 0 < tested < 300  # stopped by the budget, not by the end of the directory
        [finding] = store.findings()
        assert (finding.compiler, finding.kind.value) == ("fakecc", "wrong-code")
        assert store.build_count(row.id) == 7 * tested  # gcc: 5 levels, fakecc: 2
    # the clean directory ran out before its budget: its campaign ended by itself
    clean_state = json.loads((out / "clean" / bug_power.STATE).read_text())
    assert [s["ended"] for s in clean_state["sessions"]] == ["ended"]
    assert clean_state["cpu_seconds"] < budget * 60
    table = capsys.readouterr().out
    [line] = [x for x in table.splitlines() if x.startswith("planted ")]
    assert f" {tested} " in line and "fakecc wrong-code: 1" in line
    assert "  planted: fakecc wrong-code (finding 1" in table  # the clean run found nothing
    assert f"ccfuzz reduce 1 --dir {out / 'planted'}" in table

    # A larger budget resumes the planted campaign, and leaves the exhausted one alone.
    assert bug_power.main([*args, "--cpu-minutes", str(2 * budget)]) == 0
    second = json.loads((out / "planted" / bug_power.STATE).read_text())
    assert len(second["sessions"]) == 2 and second["cpu_seconds"] >= 2 * budget * 60
    assert second["sessions"][0] == session
    with Store(out / "planted", write=False) as store:
        assert store.campaign().id == row.id  # the same campaign, resumed
        assert sum(store.program_counts(row.id).values()) > tested
        [again] = store.findings()
        assert again.id == finding.id and again.count > finding.count
    assert json.loads((out / "clean" / bug_power.STATE).read_text())["sessions"] == \
        clean_state["sessions"]


def test_a_technique_is_named_or_given_as_a_source() -> None:
    assert bug_power.technique_named("emi-orion").options == ("--source", "emi:orion:csmith")
    assert bug_power.technique_named("big=generator:40KB").options == (
        "--source", "generator:40KB")
    with pytest.raises(SystemExit, match="unknown technique"):
        bug_power.technique_named("nosuch")
    assert "unknown source 'nosuch'" in str(
        bug_power.unavailable(bug_power.technique_named("x=nosuch")))
    assert bug_power.unavailable(bug_power.technique_named("passes")) is None


def test_the_header_says_the_budgets_and_seeds_the_runs_had() -> None:
    rows: list[tuple[str, dict[str, Any], dict[str, Any]]] = [
        ("csmith", {"budget_cpu_seconds": 900.0,
                    "command": ["ccfuzz.cli", "hunt", "--seed", "2026"]}, {}),
        ("generator", {"budget_cpu_seconds": 3600.0,
                       "command": ["ccfuzz.cli", "hunt", "--seed", "2026"]}, {}),
        ("passes", {}, {})]  # not run yet: this invocation's budget and seed
    assert bug_power._as_run(rows, 3600.0, 2026) == ("15/60", "2026")
    assert bug_power._as_run(rows[:1], 3600.0, 1) == ("15", "2026")
    assert bug_power._as_run(rows[2:], 600.0, 7) == ("10", "7")
