"""Build matrices and flag swarms: the matrix keeps only builds that run here, a swarm is drawn
from the seed and never from an option that changes a defined program's meaning, a swarm the
compiler refuses is no finding, and a finding only one option shows is traced to that option
alone, through a real campaign with a fake compiler."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from ccfuzz import cli, config, matrix, sandbox, swarm
from ccfuzz.compilers import CompilerConfig, from_config
from ccfuzz.errors import ConfigError
from ccfuzz.model import FindingKind
from ccfuzz.store import Store
from tests.conftest import FAKECC, private_tmpdir, require

V4_FLAGS = frozenset([
    "cx16", "lahf_lm", "popcnt", "sse4_1", "sse4_2", "ssse3",  # x86-64-v2
    "avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe", "xsave",  # v3
    "avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl",  # v4
])


def test_the_level_a_cpu_runs_is_read_from_its_flags() -> None:
    assert matrix.level_of(V4_FLAGS, "x86_64") == 4
    assert matrix.level_of(V4_FLAGS - {"avx512vl"}, "x86_64") == 3
    assert matrix.level_of(V4_FLAGS - {"avx2"}, "x86_64") == 2
    assert matrix.level_of(frozenset({"sse2"}), "x86_64") == 1
    assert matrix.level_of(V4_FLAGS, "aarch64") == 0


def test_a_march_above_the_cpu_is_lowered_and_a_duplicate_dropped() -> None:
    require("gcc")
    default = matrix.named(matrix.DEFAULT)
    on_v3 = matrix.entries_for(default, "gcc", "gcc", level=3)
    assert "-O3 -march=x86-64-v3" in on_v3 and "-O2 -march=x86-64-v3" in on_v3
    assert not any("v4" in e for e in on_v3)
    on_v1 = matrix.entries_for(default, "gcc", "gcc", level=1)
    assert not any("-march" in e for e in on_v1)
    assert matrix.entries_for(default, "tcc", "tcc", level=4) == ("-O0",)
    twice = matrix.Matrix("twice", {"gcc": ("-O2 -march=x86-64-v4", "-O2 -march=x86-64-v3")})
    assert matrix.entries_for(twice, "gcc", "gcc", level=3) == ("-O2 -march=x86-64-v3",)


def test_lto_is_kept_only_where_the_compiler_links_with_it() -> None:
    require("gcc")
    assert matrix.links_with("gcc", ("-O3", "-flto"))
    assert not matrix.links_with("gcc", ("-flto", "-fno-such-option-at-all"))
    only_lto = matrix.Matrix("lto", {"other": ("-O0", "-O3 -flto -fno-such-option-at-all")})
    assert matrix.entries_for(only_lto, "other", "gcc") == ("-O0",)


def test_a_configured_matrix_is_read_strictly(tmp_path: Path) -> None:
    parsed = config.parse({"builds": {"mine": {"gcc": ["-O1", "-O3  -flto"]}}}, tmp_path)
    assert parsed.builds["mine"].entries("gcc") == ("-O1", "-O3 -flto")
    assert parsed.builds["mine"].entries("clang") == matrix.BUILTIN["default"].entries("clang")
    for bad, message in (({"mine": {"gcc": []}}, "non-empty list"),
                         ({"mine": {"icc": ["-O2"]}}, "unknown key builds.mine.icc"),
                         ({"mine": {"gcc": ["-O2", "-O2"]}}, "twice")):
        with pytest.raises(ConfigError, match=message):
            config.parse({"builds": bad}, tmp_path)
    with pytest.raises(ConfigError, match="no build matrix 'nope'"):
        matrix.named("nope", parsed.builds)
    with pytest.raises(ConfigError, match=r"swarm\.builds"):
        config.parse({"swarm": {"builds": -1}}, tmp_path)


def test_a_gcc_pool_holds_its_optimizers_and_none_of_the_excluded() -> None:
    require("gcc")
    pool = swarm.pool_of("gcc", "gcc", swarm.SwarmSettings())
    assert pool is not None
    spelled = {alt for choice in pool.flags for alt in choice}
    assert {"-ftree-pre", "-fno-tree-pre", "-fno-strict-aliasing", "-fwrapv"} <= spelled
    for stem in swarm.EXCLUDED:
        assert f"-f{stem}" not in spelled and f"-fno-{stem}" not in spelled
    assert not any(alt.startswith("-ffast-math") for alt in spelled)
    params = [alt for choice in pool.params for alt in choice]
    assert params and all(p.startswith("--param=") for p in params)
    assert not any(p.startswith(("--param=asan-", "--param=lto-",
                                 "--param=destructive-interference-size")) for p in params)


def test_a_clang_pool_holds_only_what_that_clang_takes() -> None:
    require("clang-14")
    pool = swarm.pool_of("clang", "clang-14", swarm.SwarmSettings())
    assert pool is not None
    spelled = {alt for choice in pool.flags for alt in choice}
    assert "-mllvm -unroll-count=4" in spelled and "-fno-unroll-loops" in spelled
    # every option of the pool, all at once, compiles with this clang
    every = [choice[0] for choice in pool.flags]
    proc = sandbox.run(["clang-14", "-O2", "-c", "-x", "c", "/dev/null", "-o", "/dev/null",
                        *swarm.argv(every)], limits=sandbox.Limits(wall_seconds=60))
    assert proc.ok, proc.stderr_text()


def test_a_swarm_is_a_function_of_the_seed_program_and_compiler() -> None:
    pool = swarm.Pool(tuple((f"-fa{i}", f"-fno-a{i}") for i in range(30)),
                      tuple((f"--param=p{i}=1",) for i in range(5)))
    one = swarm.Swarm(swarm.SwarmSettings(builds=3, options=6), 7, {"cc": pool})
    again = swarm.Swarm.from_json(json.loads(json.dumps(one.to_json())))
    assert one.draw("cc", 4) == again.draw("cc", 4)
    assert one.draw("cc", 4) != one.draw("cc", 5)
    assert one.draw("other", 4) == []
    for d in one.draw("cc", 4):
        flags = [o for o in d.options if not o.startswith("--param")]
        assert d.level in ("-O2", "-O3") and 1 <= len(flags) <= 6
        assert len({o.removeprefix("-fno-").removeprefix("-f") for o in flags}) == len(flags)


def test_a_swarm_build_is_named_by_its_digest_and_compiles_with_its_options() -> None:
    require("gcc")
    gcc = from_config("gcc", "gcc", family="gcc")
    build = CompilerConfig(gcc, "-O2", swarm=("-fno-tree-pre", "-mllvm -x=1"))
    assert build.id.startswith("gcc -O2 swarm:") and len(build.id) < 40
    assert build.flags == ("-O2", "-fno-tree-pre", "-mllvm", "-x=1")
    assert swarm.units(build.flags[1:]) == ["-fno-tree-pre", "-mllvm -x=1"]


def _fake_campaign(tmp_path: Path, only: list[str], marker: str, builds: int = 4,
                   seed: int = 3) -> tuple[Path, int]:
    programs = tmp_path / "programs"
    programs.mkdir()
    (programs / "p.c").write_text(
        f"/* {marker} */\n#include <stdio.h>\n"
        "int main(void) { printf(\"%d\\n\", 1234); return 0; }\n")
    (programs / "p.expected").write_text("1234\n")
    cfg = tmp_path / "ccfuzz.toml"
    quoted = ", ".join(f'"{o}"' for o in only)
    cfg.write_text(f'[compilers.fakecc]\npath = "{FAKECC}"\nfamily = "gcc"\n'
                   'opt_levels = ["-O0", "-O2"]\n'
                   f'[swarm]\nbuilds = {builds}\noptions = {len(only)}\nonly = [{quoted}]\n'
                   '[limits]\ncompile_timeout = 30\nrun_timeout = 3\n')
    run = tmp_path / "run"
    with private_tmpdir(tmp_path):
        assert cli.main(["hunt", "--source", f"dir:{programs}", "--compilers", "fakecc",
                         "--config", str(cfg), "--dir", str(run), "--seed", str(seed),
                         "--jobs", "1"]) == 0
    return run, builds


def test_a_finding_one_swarm_option_shows_is_traced_to_that_option_alone(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    require("gcc")
    only = ["-fno-tree-pre", "-fno-ivopts", "-funroll-loops", "-fno-tree-dce", "-fno-gcse"]
    run, _ = _fake_campaign(tmp_path, only, "CCFUZZ_FAKE_OPTION_MISCOMPILE: -fno-ivopts")
    with Store(run, write=False) as store:
        (finding,) = store.findings(FindingKind.WRONG_CODE)
    assert finding.compiler == "fakecc"
    assert all(swarm.MARK in b for b in finding.builds)  # no matrix build shows it
    capsys.readouterr()
    (tmp_path / "culprit").mkdir()
    with private_tmpdir(tmp_path / "culprit"):
        assert cli.main(["culprit", str(finding.id), "--dir", str(run)]) == 0
    printed = capsys.readouterr().out
    assert "shows with -fno-ivopts (1 of the swarm's" in printed
    assert "culprit signature: wrong-code|" in printed
    with Store(run, write=False) as store:
        (row,) = store.culprits()
    assert row.signature.endswith("|-fno-ivopts")


def test_options_the_compiler_refuses_together_are_no_finding(tmp_path: Path) -> None:
    require("gcc")
    run, _ = _fake_campaign(tmp_path, ["-fno-such-optimization"], "nothing here", builds=2)
    with Store(run, write=False) as store:
        assert store.findings() == []
    db = sqlite3.connect(run / "ccfuzz.sqlite")
    recorded = [b for (b,) in db.execute("SELECT build FROM observations")]
    assert recorded == ["fakecc -O0", "fakecc -O2"]  # the 2 swarm builds left the vote


def test_a_build_id_as_long_as_a_command_line_still_names_its_binary(tmp_path: Path) -> None:
    require("gcc")
    from ccfuzz import compilers, sandbox

    long_id = "gcc -O2 " + " ".join(f"--param=max-unrolled-insns={n}" for n in range(40))
    other = long_id.replace("=39", "=41")
    name = compilers.file_name(long_id)
    assert len(name) <= 96 and name != compilers.file_name(other)
    built = compilers.compile_in(long_id, ("gcc", "-O2", "prog.c", "-o", "prog"),
                                 b"int main(void) { return 0; }\n",
                                 sandbox.Limits(wall_seconds=60), tmp_path)
    assert built.binary is not None and built.binary.exists()
