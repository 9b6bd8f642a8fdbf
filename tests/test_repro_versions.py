"""``ccfuzz show``'s repro script says which compiler version found the bug and which one it
runs now, and runs a toolchain root's binaries inside the root, as the campaign did."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from ccfuzz import cli, compilers, config
from ccfuzz.model import FindingKind
from ccfuzz.report import repro
from ccfuzz.store import FindingRow, Store
from ccfuzz.toolchain import roots
from tests.conftest import FAKECC, require

MISCOMPILE = ("/* CCFUZZ_FAKE_MISCOMPILE */\n#include <stdio.h>\n"
              'int main(void) { printf("%d\\n", 1234 * 2); return 0; }\n')
# C23 makes ``bool`` a keyword: a compiler that defaults to C23 rejects what gnu17 accepts.
C23_REJECTS = ('#include <stdio.h>\nint main(void) { int bool = 3; printf("%d\\n", bool);'
               " return 0; }\n")


def _hunt(base: Path, names: str, programs: dict[str, str]) -> Path:
    """A campaign over ``programs`` with the fake compiler (through a link whose version
    line is ``fakecc-version``'s, beside it) and the compilers ``names``."""
    source, bin_dir = base / "programs", base / "bin"
    source.mkdir()
    bin_dir.mkdir()
    for name, text in programs.items():
        (source / name).write_text(text)
    (bin_dir / "fakecc").symlink_to(FAKECC)
    (bin_dir / "fakecc-version").write_text("fakecc 1.0 (the snapshot that found it)\n")
    cfg = base / "ccfuzz.toml"
    cfg.write_text(f'[compilers.fakecc]\npath = "{bin_dir / "fakecc"}"\nfamily = "gcc"\n'
                   'opt_levels = ["-O0", "-O2"]\n[limits]\ncompile_timeout = 30\n'
                   "run_timeout = 5\n")
    rundir = base / "run"
    assert cli.main(["hunt", "--source", f"dir:{source}", "--compilers", f"fakecc,{names}",
                     "--config", str(cfg), "--dir", str(rundir), "--seed", "1",
                     "--jobs", "1"]) == 0
    return rundir


def _script(rundir: Path, finding: FindingRow, reduced: bool) -> str:
    with Store(rundir, write=False) as store:
        settings = store.campaign().settings
        program = store.program(finding.program_id)
        observations = store.observations(finding.program_id)
    source = (program.source or "") + "/* reduced */\n" if reduced else None
    return repro.script(finding, program, observations,
                        settings, source)


def _findings(rundir: Path) -> dict[FindingKind, FindingRow]:
    with Store(rundir, write=False) as store:
        return {f.kind: f for f in store.findings()}


def _says(script: str, path: Path) -> subprocess.CompletedProcess[str]:
    path.write_text(script)
    return subprocess.run(["bash", str(path)], capture_output=True, text=True, timeout=300)


def test_the_script_says_the_version_found_with_and_the_one_it_runs(tmp_path: Path) -> None:
    require("gcc")
    rundir = _hunt(tmp_path, "gcc", {"miscompile.c": MISCOMPILE})
    wrong = _findings(rundir)[FindingKind.WRONG_CODE]
    # A newer snapshot now answers at the fake compiler's path.
    (tmp_path / "bin" / "fakecc-version").write_text("fakecc 1.1 (a newer snapshot)\n")
    for reduced in (False, True):
        done = _says(_script(rundir, wrong, reduced), tmp_path / f"wrong-{reduced}.sh")
        assert done.returncode == 0, done.stdout + done.stderr
        said = done.stdout.splitlines()
        at = said.index(f"== {wrong.builds[0]}")
        assert said[at + 1:at + 3] == ["found with: fakecc 1.0 (the snapshot that found it)",
                                       "running: fakecc 1.1 (a newer snapshot)"]
        assert said[-1] == "REPRODUCED"


@pytest.fixture
def root_compiler(test_root: Path) -> compilers.Compiler:
    found = [c for c in compilers.installed(config.Config()).every
             if c.where.startswith("root") and c.family == "gcc"]
    if not found:
        pytest.skip("no toolchain root with a gcc is installed (ccfuzz toolchain install)")
    return found[0]


def test_a_roots_compiler_in_the_script_runs_its_binaries_in_the_root(
        root_compiler: compilers.Compiler, tmp_path: Path) -> None:
    rundir = _hunt(tmp_path, f"gcc,{root_compiler.name}", {"miscompile.c": MISCOMPILE,
                                                          "c23.c": C23_REJECTS})
    found = _findings(rundir)
    runner = roots.runner_for(root_compiler.path)
    assert runner
    # The root's compiler builds the reference a reduced program is checked against: its
    # binary runs through the root's entry.
    script = _script(rundir, found[FindingKind.WRONG_CODE], reduced=True)
    built_by = re.escape(f"build 30 {root_compiler.path} ")
    assert re.search(rf"^{built_by}.*\n.*\nrun 5 ref\d\.out {re.escape(' '.join(runner))}$",
                     script, re.MULTILINE), script
    done = _says(script, tmp_path / "wrong.sh")
    assert done.returncode == 0 and done.stdout.endswith("REPRODUCED\n"), done.stdout
    # The root's compiler as the target: the version line recorded and the one it has now.
    rejects = found[FindingKind.REJECTS_VALID]
    assert rejects.compiler == root_compiler.name
    done = _says(_script(rundir, rejects, reduced=False), tmp_path / "rejects.sh")
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"found with: {root_compiler.version}\nrunning: {root_compiler.version}\n" \
        in done.stdout
