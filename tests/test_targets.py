"""Targets: a cross compiler of a toolchain root builds for its target, its binaries run by
qemu-user in the root, and a program whose meaning hangs on a target's choice (plain char's
signedness) is no finding; a GNU extension a compiler lacks is no finding either."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from ccfuzz import cli, compilers, config, matrix, sandbox, targets, tester
from ccfuzz.errors import ConfigError
from ccfuzz.model import Origin, Program
from ccfuzz.store import Store
from ccfuzz.toolchain import roots
from tests.conftest import TEST_ROOT_TARGET, private_tmpdir, require

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
