"""The fake compiler's bugs, through a real campaign, become the right findings.

Each file in data/fake/ says in an ``expect:`` comment which finding its program must give.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from ccfuzz import cli
from ccfuzz.case.bundle import Bundle
from tests.conftest import DATA, fake_config, pids_with_cmdline, private_tmpdir, require

FAKE_DIR = DATA / "fake"
FAKE_VERSION = "fakecc 1.0 (ccfuzz test compiler wrapping gcc)"


@pytest.fixture(scope="module")
def campaign(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    require("gcc", "clang-14")
    base = tmp_path_factory.mktemp("fake")
    config = fake_config(base, levels=("-O0", "-O2"))
    rundir = base / "run"
    with private_tmpdir(base) as tmp_root:
        code = cli.main(["hunt", "--source", f"dir:{FAKE_DIR}", "--compilers",
                         "gcc,clang-14,fakecc", "--config", str(config), "--dir", str(rundir),
                         "--seed", "7", "--jobs", "2"])
        assert code == 0
        assert sorted(p.name for p in tmp_root.iterdir()) == []
        # The fake hang's sleeping child, or anything else a sandbox started: they run with
        # TMPDIR set to their private directory under tmp_root. (Not the pool's resource
        # tracker, which outlives the campaign by design.)
        assert [p for p in pids_with_cmdline(f"TMPDIR={tmp_root}", "environ")
                if not _resource_tracker(p)] == []
        yield rundir


def _resource_tracker(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            return b"multiprocessing.resource_tracker" in f.read()
    except OSError:
        return True  # gone meanwhile


def _expectations() -> list[tuple[str, str]]:
    out = []
    for path in sorted(FAKE_DIR.glob("*.c")):
        match = re.search(r"expect: ([\w-]+)", path.read_text())
        assert match, path
        out.append((path.name, match.group(1)))
    return out


def _kinds_by_program(rundir: Path) -> dict[str, list[tuple[str, str]]]:
    db = sqlite3.connect(rundir / "ccfuzz.sqlite")
    rows = db.execute(
        "SELECT p.name, f.kind, f.compiler FROM programs p "
        "LEFT JOIN sightings s ON s.program_id = p.id LEFT JOIN findings f ON f.id = s.finding_id"
    )
    out: dict[str, list[tuple[str, str]]] = {}
    for name, kind, compiler in rows:
        out.setdefault(name, [])
        if kind:
            out[name].append((kind, compiler))
    return out


@pytest.mark.slow
@pytest.mark.parametrize(("name", "expected"), _expectations())
def test_each_fake_bug_becomes_its_finding(campaign: Path, name: str, expected: str) -> None:
    found = _kinds_by_program(campaign)[name]
    if expected == "none":
        assert found == []
    else:
        assert found == [(expected, "fakecc")]


def _findings(rundir: Path) -> list[dict[str, object]]:
    proc = subprocess.run(
        [*cli_command(), "findings", "--json", "--dir", str(rundir)],
        capture_output=True, text=True, check=True,
    )
    rows: list[dict[str, object]] = json.loads(proc.stdout)
    return rows


def cli_command() -> list[str]:
    import sys

    return [sys.executable, "-m", "ccfuzz.cli"]


def test_signatures_are_stable_and_duplicates_are_counted(campaign: Path) -> None:
    by_sig = {f["signature"]: f["count"] for f in _findings(campaign)}
    assert by_sig == {
        f"wrong-code|{FAKE_VERSION}|-O2": 2,
        "compiler-crash|fakecc|ICE: in fake_fold_binary, at fake-fold.c:N "
        "at fake_fold_binary < fake_expand_expr": 2,
        "compiler-crash|fakecc|SIGSEGV": 1,
        f"compiler-hang|{FAKE_VERSION}|-O0,-O2": 1,
        f"runtime-crash|{FAKE_VERSION}|-O2|SIGSEGV": 1,
        f"rejects-valid|{FAKE_VERSION}|error: fake compiler refuses this program": 1,
    }


def test_expected_output_program_passes(campaign: Path) -> None:
    db = sqlite3.connect(campaign / "ccfuzz.sqlite")
    status, reason = db.execute(
        "SELECT status, reason FROM programs WHERE name='clean.c'").fetchone()
    assert status == "ok" and "expected output" in reason


@pytest.mark.slow
def test_every_finding_reproduces_with_its_script(campaign: Path, tmp_path: Path) -> None:
    scratch = tmp_path / "scratch"
    scratch.mkdir()
    for finding in _findings(campaign):
        script = tmp_path / f"f{finding['id']}.sh"
        assert cli.main(["show", str(finding["id"]), "--dir", str(campaign),
                         "--script", str(script)]) == 0
        proc = subprocess.run(["bash", str(script)], capture_output=True, text=True,
                              timeout=120, env={**os.environ, "TMPDIR": str(scratch)})
        assert proc.returncode == 0, (finding["signature"], proc.stdout, proc.stderr)
        assert "REPRODUCED" in proc.stdout
    time.sleep(0.1)
    assert pids_with_cmdline(f"TMPDIR={scratch}", "environ") == []
    assert list(scratch.iterdir()) == []


def test_script_says_not_reproduced_with_a_fixed_compiler(campaign: Path, tmp_path: Path) -> None:
    wrong = next(f for f in _findings(campaign) if f["kind"] == "wrong-code")
    script = tmp_path / "wrong.sh"
    cli.main(["show", str(wrong["id"]), "--dir", str(campaign), "--script", str(script)])
    fixed = script.read_text().replace(str(DATA.parent / "fakecc"), "gcc")
    script.write_text(fixed)
    proc = subprocess.run(["bash", str(script)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 1 and "NOT REPRODUCED" in proc.stdout


def _script_says(script: str, tmp_path: Path, name: str) -> int:
    path = tmp_path / name
    path.write_text(script)
    done = subprocess.run(["bash", str(path)], capture_output=True, text=True, timeout=300)
    return done.returncode


def _interesting_sh_says(bundle: Path, source: str, tmp_path: Path) -> int:
    here = tmp_path / "candidate"
    here.mkdir(exist_ok=True)
    (here / "prog.c").write_text(source)
    env = {k: v for k, v in os.environ.items() if not k.startswith("CCFUZZ_CHECK_")}
    done = subprocess.run([str(bundle / "interesting.sh")], cwd=here, capture_output=True,
                          text=True, timeout=300, env=env)
    return done.returncode


def test_show_script_interesting_sh_and_the_predicate_agree_with_the_campaign(
        campaign: Path, tmp_path: Path) -> None:
    """On every finding of the campaign, the recorded program shows it to the predicate (as
    recorded, and judged by reference builds), to ``ccfuzz show``'s script and to the
    bundle's ``interesting.sh``; the same program without its marker shows it to none."""
    from ccfuzz.model import FindingKind
    from ccfuzz.predicate import Answer, claim_of, holds
    from ccfuzz.reduce.run import prepare_bundle
    from ccfuzz.report import repro
    from ccfuzz.store import Store

    kinds = set()
    with Store(campaign, write=False) as store:
        settings = store.campaign().settings
        for finding in store.findings():
            kinds.add(finding.kind)
            for pid in store.sightings(finding.id):
                program, observations = store.program(pid), store.observations(pid)
                for recorded in (True, False):
                    claim = claim_of(finding, program, observations, settings, recorded=recorded)
                    judgement = holds(claim, (program.source or "").encode())
                    assert judgement.holds, (finding.signature, recorded, judgement)
            program = store.program(finding.program_id)
            observations = store.observations(finding.program_id)
            source = program.source or ""
            fixed = source.replace("CCFUZZ_FAKE_", "CCFUZZ_REAL_")
            bundle = tmp_path / f"bundle-{finding.id}"
            prepare_bundle(store, finding.id, campaign, guard=True, bundle=Bundle(bundle))
            script = repro.script(finding, program, observations, settings)
            fixed_script = repro.script(finding, program, observations, settings, fixed)
            claim = claim_of(finding, program, observations, settings, recorded=False)
            said = (_script_says(script, tmp_path, f"{finding.id}.sh"),
                    _interesting_sh_says(bundle, source, tmp_path))
            assert said == (0, 0), (finding.signature, said)
            said = (_script_says(fixed_script, tmp_path, f"{finding.id}-fixed.sh"),
                    _interesting_sh_says(bundle, fixed, tmp_path))
            assert said == (1, 1), (finding.signature, said)
            assert holds(claim, fixed.encode()).answer is Answer.GONE, finding.signature
    assert kinds == {FindingKind.COMPILER_CRASH, FindingKind.COMPILER_HANG,
                     FindingKind.REJECTS_VALID, FindingKind.WRONG_CODE,
                     FindingKind.RUNTIME_CRASH}
