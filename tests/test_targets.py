"""Targets: a cross compiler of a toolchain root builds for its target, its binaries run by
qemu-user in the root, and a program whose meaning hangs on a target's choice (plain char's
signedness) is no finding; a GNU extension a compiler lacks is no finding either."""

from __future__ import annotations

import dataclasses
import subprocess
from pathlib import Path

import pytest

from ccfuzz import cli, compilers, config, matrix, sandbox, targets, tester
from ccfuzz.errors import ConfigError
from ccfuzz.model import Origin, Program
from ccfuzz.store import Store
from ccfuzz.toolchain import roots
from tests.conftest import FAKECC_ROOT, TEST_ROOT, TEST_ROOT_TARGET, private_tmpdir, require
from tests.test_triage import MISCOMPILED

# Plain char holding 200: -56 where char is signed (x86-64), 200 where it is unsigned.
CHAR_PROGRAM = ('#include <stdio.h>\nint main(void) { char c = (char)200; '
                'printf("%d\\n", c < 0 ? -1 : 1); return 0; }\n')


def test_targets_are_named_and_pin_what_programs_mean() -> None:
    (riscv,) = targets.named("riscv64")
    assert riscv.pinned == ("-static", "-fsigned-char")
    assert "-O3 -march=rv64gcv" in riscv.entries
    with pytest.raises(ConfigError, match="unknown target 'mips'"):
        targets.named("riscv64,mips")
    parsed = config.parse({"builds": {"rv": {"gcc-riscv64": ["-O1"]}}}, Path("."))
    assert parsed.builds["rv"].entries("gcc", "riscv64") == ("-O1",)
    assert matrix.named("default").entries("clang", "aarch64") == \
        targets.TARGETS["aarch64"].entries


def _cross_gcc() -> compilers.Compiler:
    found = compilers.installed(config.Config())
    return next(c for c in found.discovered if c.target == TEST_ROOT_TARGET)


def test_a_cross_compiler_is_discovered_with_its_target(cross_root: Path) -> None:
    cc = _cross_gcc()
    assert cc.name == f"{TEST_ROOT_TARGET}-gcc-16" and cc.family == "gcc"
    assert cc.flags == targets.TARGETS[TEST_ROOT_TARGET].pinned
    assert "-O3 -march=rv64gcv" in cc.opt_levels
    found = compilers.installed(config.Config())
    assert cc not in found.default()  # the host's compilers unless --targets asks
    assert cc in found.default([TEST_ROOT_TARGET])
    runner = roots.runner_for(cc.path)
    assert roots.emulated(runner) and "vlen=256" in " ".join(runner)


def test_a_cross_binary_runs_under_qemu_and_means_what_it_means_on_x86_64(
        cross_root: Path, tmp_path: Path) -> None:
    cc = _cross_gcc()
    program = Program("char", CHAR_PROGRAM, Origin(kind="test"))
    pinned = compilers.CompilerConfig(cc, "-O3 -march=rv64gcv").build(program, tmp_path)
    assert pinned.binary is not None and roots.emulated(pinned.runner)
    run = tester.run_binary(pinned.binary, program, _run_limits(), runner=pinned.runner)
    assert run.stdout == b"-1\n"  # as on x86-64
    # Without the pinned flags the same compiler makes plain char unsigned: the test above
    # would see it.
    bare = compilers.CompilerConfig(dataclasses.replace(cc, flags=("-static",)), "-O2")
    built = bare.build(program, tmp_path)
    assert built.binary is not None
    unsigned = tester.run_binary(built.binary, program, _run_limits(), runner=built.runner)
    assert unsigned.stdout == b"1\n"


def _run_limits() -> sandbox.Limits:
    from ccfuzz.campaign import default_limits

    return default_limits()[1]


def test_a_campaign_with_a_target_reports_no_char_signedness_finding(
        cross_root: Path, tmp_path: Path) -> None:
    require("gcc")
    programs = tmp_path / "programs"
    programs.mkdir()
    (programs / "char.c").write_text(CHAR_PROGRAM)
    run = tmp_path / "run"
    with private_tmpdir(tmp_path):
        assert cli.main(["hunt", "--source", f"dir:{programs}", "--compilers",
                         f"gcc,{TEST_ROOT_TARGET}-gcc-16", "--builds", "classic",
                         "--swarm", "0", "--dir", str(run), "--seed", "1", "--jobs", "1"]) == 0
    with Store(run, write=False) as store:
        assert store.findings() == []
        assert store.program_counts(1) == {"ok": 1}


LACKED = {
    "builtin": ('#include <stdio.h>\nint main(void) { unsigned long long x = 7; '
                'printf("%d\\n", __builtin_popcountll(x)); return 0; }\n'),
    "int128": ('#include <stdio.h>\n__extension__ typedef __int128 i128;\n'
               'int main(void) { i128 x = 3; printf("%d\\n", (int)x); return 0; }\n'),
    "vector": ('#include <stdio.h>\ntypedef unsigned v4 __attribute__((vector_size(16)));\n'
               'int main(void) { v4 x = {1, 2, 3, 4}; printf("%u\\n", x[2]); return 0; }\n'),
}


@pytest.mark.parametrize("what", sorted(LACKED))
def test_a_gnu_extension_tcc_lacks_is_no_finding(tmp_path: Path, what: str) -> None:
    require("gcc", "tcc")
    programs = tmp_path / "programs"
    programs.mkdir()
    (programs / "p.c").write_text(LACKED[what])
    (programs / "p.expected").write_text("3\n")
    run = tmp_path / "run"
    with private_tmpdir(tmp_path):
        assert cli.main(["hunt", "--source", f"dir:{programs}", "--compilers", "gcc,tcc",
                         "--builds", "classic", "--swarm", "0", "--dir", str(run),
                         "--seed", "1", "--jobs", "1"]) == 0
    with Store(run, write=False) as store:
        assert store.findings() == []


def test_a_configured_cross_compiler_needs_a_root_and_a_known_target(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=r"compilers.rv.target needs root"):
        config.parse({"compilers": {"rv": {"path": "/usr/bin/x", "target": "riscv64"}}},
                     tmp_path)
    with pytest.raises(ConfigError, match=r"compilers.rv.target must be one of riscv64"):
        config.parse({"compilers": {"rv": {"path": "/usr/bin/x", "root": "sid",
                                           "target": "mips"}}}, tmp_path)
    with pytest.raises(ConfigError, match=r"compilers.rv.qemu_cpu needs target"):
        config.parse({"compilers": {"rv": {"path": "/usr/bin/x", "qemu_cpu": ["-cpu", "max"]}}},
                     tmp_path)


@pytest.mark.slow
def test_a_fake_cross_compiler_is_found_reduced_triaged_and_reproduced_under_qemu(
        cross_root: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """tests/fakecc-root-TRIPLE wraps the test root's riscv64 gcc and miscompiles a marked
    program; its binaries run by qemu at a vector length the configuration gives. The
    finding is found among the host's gcc and the real cross gcc, reduced, triaged (the
    real cross gcc is right, the host's is not asked) and reproduced by its script."""
    require("gcc")
    triple = targets.TARGETS[TEST_ROOT_TARGET].triple
    cpu = "rv64,v=true,vlen=128,elen=64"
    cfg = tmp_path / "ccfuzz.toml"
    cfg.write_text(f'[compilers.fakerv]\npath = "{FAKECC_ROOT}-{triple}"\nroot = "{TEST_ROOT}"\n'
                   f'target = "{TEST_ROOT_TARGET}"\nqemu_cpu = ["-cpu", "{cpu}"]\n'
                   'family = "gcc"\nopt_levels = ["-O0", "-O2 -march=rv64gcv"]\n')
    seeds = tmp_path / "seeds"
    seeds.mkdir()
    (seeds / "m.c").write_text(MISCOMPILED)
    run = tmp_path / "run"
    monkeypatch.chdir(tmp_path)  # triage reads ./ccfuzz.toml
    with private_tmpdir(tmp_path):
        assert cli.main(["hunt", "--source", f"dir:{seeds}", "--compilers",
                         f"gcc,{TEST_ROOT_TARGET}-gcc-16,fakerv", "--builds", "classic",
                         "--swarm", "0", "--dir", str(run), "--seed", "1", "--jobs", "2"]) == 0
    with Store(run, write=False) as store:
        [finding] = store.findings()
        assert finding.kind.value == "wrong-code" and finding.compiler == "fakerv"
    fake = next(c for c in compilers.installed(config.load(cfg)).every if c.name == "fakerv")
    assert fake.target == TEST_ROOT_TARGET and "-fsigned-char" in fake.flags
    assert roots.runner_for(fake.path)[-2:] == ("-cpu", cpu)
    assert cli.main(["triage", "--dir", str(run), "--jobs", "2", "--reduce-timeout",
                     "300"]) == 0
    with Store(run, write=False) as store:
        [row] = store.triages().values()
        reduced = store.reduction(row.finding_id)
    assert row.state == "live", row.detail
    assert reduced is not None and "1234" in reduced.source
    assert len(reduced.source) < len(MISCOMPILED)
    versions = {r["name"]: r["shows"] for r in row.stages["versions"]["releases"]}
    assert versions == {"fakerv": True, f"{TEST_ROOT_TARGET}-gcc-16": False}, versions
    script = tmp_path / "repro.sh"
    assert cli.main(["show", str(finding.id), "--dir", str(run), "--script", str(script)]) == 0
    text = script.read_text()
    assert f"qemu-{TEST_ROOT_TARGET}" in text and cpu in text
    proc = subprocess.run(["bash", str(script)], capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0 and "REPRODUCED" in proc.stdout, (proc.stdout, proc.stderr)
    # The report gives the commands as the root's Debian runs them, the binary under qemu.
    report = tmp_path / "report.md"
    assert cli.main(["report", str(finding.id), "--dir", str(run), "-o", str(report)]) == 0
    said = report.read_text()
    assert f"{FAKECC_ROOT}-{triple} -static -fsigned-char -O2 -march=rv64gcv" in said
    assert f"&& /usr/bin/qemu-{TEST_ROOT_TARGET} -cpu {cpu} ./prog" in said
    assert f"the binary is for {TEST_ROOT_TARGET}" in said and "Debian sid" in said
    assert "bin/fakerv" not in said  # every command as the root runs it, none by its script


def test_the_runner_is_the_emulator_a_script_names_else_its_targets(tmp_path: Path) -> None:
    home = tmp_path / "r"
    (home / "bin").mkdir(parents=True)
    (home / roots.MANIFEST).write_text(
        '{"cross": [{"name": "rv-gcc", "target": "riscv64"}], "tools": []}')
    enter = roots.enter_program(home)
    named = roots.write_script(home / "bin" / "rv-cpu", enter, home / "tree", "/usr/bin/cc",
                               emulator=("/usr/bin/qemu-riscv64", "-cpu", "rv64,vlen=128"))
    assert roots.runner_for(str(named))[2:] == ("/usr/bin/qemu-riscv64", "-cpu", "rv64,vlen=128")
    # A cross compiler's script rewritten without the line (by an older ccfuzz): its target's.
    bare = roots.write_script(home / "bin" / "rv-gcc", enter, home / "tree", "/usr/bin/cc")
    assert roots.runner_for(str(bare))[2:] == roots.emulator_for("riscv64")
    host = roots.write_script(home / "bin" / "gcc", enter, home / "tree", "/usr/bin/cc")
    assert roots.runner_for(str(host)) == (str(enter), str(home / "tree"))
